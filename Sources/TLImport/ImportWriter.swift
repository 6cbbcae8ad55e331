import Foundation
import TLCore

/// Writes an import's files into a site folder, all or none: every file is
/// checked before the first is written (a path that leads out of the
/// site, through a symbolic link, onto a folder, or onto a file that is
/// there already without `force`), and each is written beside its place
/// and renamed onto it (`FileIO.replace`), so an interrupted import leaves
/// whole files only.
package enum ImportWriter {
    package static func write(_ files: [TimelineImport.File], site: String, force: Bool, io: FileIO) -> (written: [String], diagnostics: [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        let realSite = io.resolve(site) ?? site
        for file in files {
            let location = SourceLocation(path: file.path)
            let segments = file.path.split(separator: "/", omittingEmptySubsequences: false)
            guard !file.path.hasPrefix("/"), segments.allSatisfy({ !$0.isEmpty && !$0.hasPrefix(".") }) else {
                diagnostics.append(.error(location, "\(file.source): the path leads out of the site; nothing was written"))
                continue
            }
            // The deepest folder above the file that exists must be inside the site, links resolved.
            var folder = site
            for segment in segments.dropLast() {
                let next = folder + "/" + segment
                guard io.kind(next) != .missing else { break }
                folder = next
            }
            if let real = io.resolve(folder), real != realSite, !real.hasPrefix(realSite == "/" ? "/" : realSite + "/") {
                diagnostics.append(.error(location, "\(file.source): \(folder.dropFirst(site.count + 1)) leads out of the site (a symbolic link to \(real)); nothing was written"))
                continue
            }
            let target = site + "/" + file.path
            let isLink = io.status?(target)?.isSymlink ?? false
            switch io.kind(target) {
            case .missing where !isLink: break
            case .directory:
                diagnostics.append(.error(location, "\(file.source): a folder is in the way of \(file.path); nothing was written"))
            case _ where isLink:
                diagnostics.append(.error(location, "\(file.source): \(file.path) is a symbolic link; tlsite writes no file through one; nothing was written"))
            default:
                if !force {
                    diagnostics.append(.error(location, "\(file.source): \(file.path) exists already; --force replaces it (nothing was written)"))
                }
            }
        }
        guard diagnostics.isEmpty else { return ([], diagnostics) }
        var written: [String] = []
        for file in files {
            let target = site + "/" + file.path
            do {
                try io.makeDirectory((target as NSString).deletingLastPathComponent)
                try io.replace(target, Data(file.text.utf8))
                written.append(file.path)
            } catch {
                diagnostics.append(.error(SourceLocation(path: file.path), "cannot write it: \((error as? FileError)?.reason ?? "\(error)"); \(written.count) of \(files.count) files were written"))
                break
            }
        }
        return (written, diagnostics)
    }
}

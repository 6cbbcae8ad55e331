import Foundation
import TLContent
import TLCore

/// Checks of the folders a build reads besides content/: nothing may lead
/// out of the site through a symbolic link, and template text must be text.
enum SiteFiles {
    /// An error for every symbolic link below `folder` (or `folder` itself)
    /// that leads outside the site; such links are not followed.
    static func outsideLinks(_ folder: String, site: String, io: FileIO, display: (String) -> String) -> [Diagnostic] {
        let siteReal = io.resolve(site) ?? site
        guard io.kind(folder) != .missing else { return [] }
        if let real = io.resolve(folder), !isInside(real, siteReal) {
            return [.error(SourceLocation(path: display(folder)), "symbolic link leads outside the site (to \(real))")]
        }
        guard io.kind(folder) == .directory, let entries = try? io.list(folder) else { return [] }
        var problems: [Diagnostic] = []
        for entry in entries {
            let path = folder + "/" + entry.name
            if entry.isSymlink, let real = io.resolve(path), !isInside(real, siteReal) {
                problems.append(.error(SourceLocation(path: display(path)), "symbolic link leads outside the site (to \(real))"))
            } else if entry.kind == .directory {
                problems += outsideLinks(path, site: site, io: io, display: display)
            }
        }
        return problems
    }

    /// Every template below `folder` must be UTF-8 without NUL bytes, and
    /// every folder of templates readable: an override that cannot be read
    /// would silently give way to the built-in template.
    static func templateText(_ folder: String, io: FileIO, display: (String) -> String) -> [Diagnostic] {
        var unreadable: [Diagnostic] = []
        let files = listFiles(folder, io: io) { file, _, reason in
            unreadable.append(.error(SourceLocation(path: display(file.isEmpty ? folder : folder + "/" + file)), reason))
        }
        return unreadable + files.compactMap { file -> Diagnostic? in
            let path = folder + "/" + file
            // A file that cannot be read is no template problem: a link
            // that leads outside the site is reported by `outsideLinks`.
            guard io.kind(path) == .file, (try? io.read(path)) != nil else { return nil }
            do throws(Diagnostic) {
                _ = try io.readText(path, display: display(path))
                return nil
            } catch {
                return error
            }
        }
    }
}

extension FileIO {
    /// The bytes of a file the user wrote, at most `UserFile.maxSize` of
    /// them; errors are located at `display` (the path in messages).
    func readUserFile(_ path: String, display: String) throws(Diagnostic) -> [UInt8] {
        let data: Data
        do { data = try read(path) } catch {
            throw .error(SourceLocation(path: display), (error as? FileError)?.reason ?? "cannot read the file: \(error)")
        }
        if data.count > UserFile.maxSize { throw UserFile.tooLarge(display) }
        return Array(data)
    }

    /// The text of a file the user wrote: `readUserFile`, then
    /// `UserFile.decode` (UTF-8, no NUL; BOM and CRLF handled).
    package func readText(_ path: String, display: String) throws(Diagnostic) -> String {
        try UserFile.decode(readUserFile(path, display: display), path: display)
    }
}

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
            do {
                _ = try io.readText(path, display: display(path))
                return nil
            } catch is FileError {
                return nil
            } catch {
                return error.diagnostics().first
            }
        }
    }
}

extension FileIO {
    /// A text file of the site, checked as content files are (at most
    /// `ItemReader.maxFileSize` bytes, UTF-8, no NUL; BOM and CRLF handled);
    /// errors are located at `display`.
    func readText(_ path: String, display: String) throws -> String {
        let data = try read(path)
        if data.count > ItemReader.maxFileSize { throw ItemReader.tooLarge(display) }
        return try FrontMatter.decode(Array(data), path: display)
    }
}

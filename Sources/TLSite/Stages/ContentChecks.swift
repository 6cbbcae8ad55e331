import Foundation
import TLCore

/// What can make content vanish without a word, turned into located
/// messages: a `content` link that leads nowhere, folders that cannot be
/// read or nest too deep, entries the system cannot even look at.
enum ContentChecks {
    /// Folders below content/ nest at most this deep: the folder tree's
    /// templates include themselves once a level, within the template
    /// nesting limit of 64.
    static let maxFolderDepth = 32

    /// An error when the site has a `content` entry that is not a folder
    /// one can read (a dangling or looping link, a file); nil when there is
    /// none at all.
    static func missingContent(site: String, io: FileIO) -> Diagnostic? {
        guard let entry = (try? io.list(site))?.first(where: { $0.name == "content" }) else { return nil }
        let location = SourceLocation(path: "content")
        if entry.isSymlink && entry.kind == .missing {
            return .error(location, "content is a symbolic link that leads nowhere (its target is missing, not mounted, or a loop): "
                + "fix the link, or remove it for an empty timeline")
        }
        if entry.kind == .file {
            return .error(location, "content is a file; it must be the folder of the site's items")
        }
        return .error(location, "content cannot be read as a folder")
    }

    /// The entries of a content folder, or nil with a located error when it
    /// cannot be read or is nested too deep.
    static func list(_ path: String, folder: String, display: String, io: FileIO, _ diagnostics: Diagnostics) -> [DirectoryEntry]? {
        let depth = folder.isEmpty ? 0 : folder.split(separator: "/").count
        if depth > maxFolderDepth {
            diagnostics.report(.error(SourceLocation(path: display),
                                      "folders nest deeper than \(maxFolderDepth) levels below content/; move this folder higher up"))
            return nil
        }
        do { return try io.list(path) } catch {
            let reason = (error as? FileError)?.reason ?? "\(error)"
            diagnostics.report(.error(SourceLocation(path: display), reason))
            return nil
        }
    }

    /// The message for an entry the system cannot look at.
    static func unreadable(_ entry: DirectoryEntry, display: String, length: Int) -> Diagnostic {
        let location = SourceLocation(path: display)
        if length >= Int(PATH_MAX) {
            return .error(location, "cannot be read: its path is \(length) bytes, longer than the system allows (\(PATH_MAX)); move it higher up or shorten its folder names")
        }
        if entry.isSymlink {
            let what = entry.name.hasSuffix(".md") ? "the item is not read" : "it is skipped"
            let message = "symbolic link leads nowhere (its target is missing or a loop); \(what)"
            return entry.name.hasSuffix(".md") ? .error(location, message) : .warning(location, message)
        }
        return .error(location, "cannot be read: the system cannot tell what it is")
    }
}

extension Build {
    /// Copies a file into the output. One that can no longer be read (it was
    /// checked during layout, but may have gone since) is a located error,
    /// and the build publishes nothing: a page would link to a missing file.
    func copyIn(_ source: String, to target: String, _ output: Output, _ diagnostics: Diagnostics) throws {
        do { try output.copy(target, from: source) } catch let error as FileError where error.path == source {
            diagnostics.report(.error(SourceLocation(path: relative(source)), "cannot copy into the output: \(error.reason)"))
        }
    }
}

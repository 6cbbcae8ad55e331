import Foundation
import TLCore

/// Where a template, theme file or asset comes from. Lookups try the site,
/// then the theme chain (child first), then what tlsite ships.
struct ResourceLayer: Sendable {
    /// Shown in messages, relative to the site: "templates", "themes/dark/templates", "Templates (built-in)".
    let label: String
    let read: @Sendable (String) -> Data?
    let list: @Sendable () -> [String]

    func text(_ name: String) -> String? { read(name).map { String(decoding: $0, as: UTF8.self) } }

    /// A folder of the site, read through `io`; files whose real path leaves
    /// the site (symlinks) are not read.
    static func siteFolder(_ folder: String, label: String, site: String, io: FileIO) -> ResourceLayer {
        ResourceLayer(
            label: label,
            read: { name in
                let path = folder + "/" + name
                guard io.kind(path) == .file, let real = io.resolve(path), isInside(real, io.resolve(site) ?? site),
                      let data = try? io.read(path) else { return nil }
                return data
            },
            list: { listFiles(folder, io: io) }
        )
    }

    /// Files shipped inside the binary under `prefix` ("Templates", "Themes/default").
    static func builtIn(_ prefix: String) -> ResourceLayer {
        ResourceLayer(
            label: prefix,
            read: { name in embeddedResources[prefix + "/" + name].map { Data($0.utf8) } },
            list: { embeddedResources.keys.filter { $0.hasPrefix(prefix + "/") }.map { String($0.dropFirst(prefix.count + 1)) }.sorted() }
        )
    }
}

/// True when `path` is `folder` or below it (both already resolved).
func isInside(_ path: String, _ folder: String) -> Bool {
    path == folder || path.hasPrefix(folder.hasSuffix("/") ? folder : folder + "/")
}

/// Every file below `folder`, as paths relative to it. Hidden files are
/// skipped unless `hidden` (static/ keeps `.well-known/`); `.git` and
/// placeholder files (`.keep`, `.gitkeep`) always. A folder that cannot be
/// read (an error), or a link that leads nowhere (a warning: the caller
/// decides), goes to `problems` with its path relative to `folder`.
func listFiles(_ folder: String, io: FileIO, hidden: Bool = false,
               problems: (String, Diagnostic.Severity, String) -> Void = { _, _, _ in }) -> [String] {
    guard io.kind(folder) == .directory else { return [] }
    let entries: [DirectoryEntry]
    do { entries = try io.list(folder) } catch {
        problems("", .error, (error as? FileError)?.reason ?? "\(error)")
        return []
    }
    var result: [String] = []
    for entry in entries where (hidden || !entry.name.hasPrefix(".")) && ![".git", ".DS_Store", ".keep", ".gitkeep"].contains(entry.name) {
        switch entry.kind {
        case .file: result.append(entry.name)
        case .directory:
            let below = listFiles(folder + "/" + entry.name, io: io, hidden: hidden) { path, severity, reason in
                problems(path.isEmpty ? entry.name : entry.name + "/" + path, severity, reason)
            }
            result += below.map { entry.name + "/" + $0 }
        case .missing:
            if entry.isSymlink {
                problems(entry.name, .warning, "symbolic link leads nowhere (its target is missing or a loop)")
            } else {
                problems(entry.name, .error, "cannot be read: the system cannot tell what it is (is its path too long?)")
            }
        }
    }
    return result
}

/// The names of the built-in themes.
package var builtInThemes: [String] {
    Set(embeddedResources.keys.compactMap { key -> String? in
        let parts = key.split(separator: "/")
        return parts.count >= 3 && parts[0] == "Themes" ? String(parts[1]) : nil
    }).sorted()
}

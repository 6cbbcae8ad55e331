import Foundation

package enum FileKind: Sendable, Equatable { case missing, file, directory }

package struct DirectoryEntry: Sendable, Equatable {
    package var name: String
    package var kind: FileKind
    /// True when the entry itself is a symbolic link (its `kind` is that of
    /// the target); the build checks where such links lead.
    package var isSymlink: Bool

    package init(name: String, kind: FileKind, isSymlink: Bool = false) {
        self.name = name
        self.kind = kind
        self.isSymlink = isSymlink
    }
}

/// All file access of tlsite goes through this one value: the disk in
/// production, a dictionary in tests. Paths are absolute, "/"-separated.
package struct FileIO: Sendable {
    package var read: @Sendable (String) throws -> Data
    package var kind: @Sendable (String) -> FileKind
    /// Entries of a folder, sorted by name.
    package var list: @Sendable (String) throws -> [DirectoryEntry]
    /// The path with every symbolic link resolved, or nil if it does not exist.
    package var resolve: @Sendable (String) -> String?
    /// Writes a file, creating the folders above it.
    package var write: @Sendable (String, Data) throws -> Void
    package var makeDirectory: @Sendable (String) throws -> Void
    package var remove: @Sendable (String) throws -> Void
    /// Swaps two paths in one step where the system can, so a reader sees
    /// either the old or the new folder, never neither.
    package var exchange: @Sendable (String, String) throws -> Void
    package var move: @Sendable (String, String) throws -> Void
    /// Takes an exclusive lock named by a file without waiting: returns the
    /// function that releases it (and removes the file), or nil when a live
    /// process holds it; throws `FileError` when the file cannot be opened
    /// or locked, with the system's reason.
    package var lock: @Sendable (String) throws -> (@Sendable () -> Void)?
    /// A hint that a folder is the top of a large new tree (ext4 spreads
    /// its subfolders over the disk); does nothing where unsupported.
    package var markTopFolder: @Sendable (String) -> Void = { _ in }
    /// A descriptor open for reading `path`, for the few callers that hand
    /// a file to the system to send (serve streams static files); nil
    /// where files are not on a disk (in memory), or when it cannot open.
    package var openForReading: (@Sendable (String) -> Int32?)?
    /// Copies a regular file in pieces, never holding it whole; where nil,
    /// `copy` reads and writes it.
    package var copyFile: (@Sendable (String, String) throws -> Void)?
    /// What `lstat` says of a path (nil: missing, or not on a disk).
    package var status: (@Sendable (String) -> FileStatus?)?
    /// Replaces a file in one step (`replace`); where nil, it is written.
    package var replaceFile: (@Sendable (String, Data) throws -> Void)?

    package init(
        read: @escaping @Sendable (String) throws -> Data,
        kind: @escaping @Sendable (String) -> FileKind,
        list: @escaping @Sendable (String) throws -> [DirectoryEntry],
        resolve: @escaping @Sendable (String) -> String?,
        write: @escaping @Sendable (String, Data) throws -> Void,
        makeDirectory: @escaping @Sendable (String) throws -> Void,
        remove: @escaping @Sendable (String) throws -> Void,
        exchange: @escaping @Sendable (String, String) throws -> Void,
        move: @escaping @Sendable (String, String) throws -> Void,
        lock: @escaping @Sendable (String) throws -> (@Sendable () -> Void)?
    ) {
        self.read = read
        self.kind = kind
        self.list = list
        self.resolve = resolve
        self.write = write
        self.makeDirectory = makeDirectory
        self.remove = remove
        self.exchange = exchange
        self.move = move
        self.lock = lock
    }
}

/// A path's own entry: a symbolic link is not followed.
package struct FileStatus: Sendable, Equatable {
    /// The permission bits (`0o644`).
    package var mode: UInt32
    package var isSymlink: Bool
    package var owner: UInt32
    package var group: UInt32

    package init(mode: UInt32, isSymlink: Bool, owner: UInt32 = 0, group: UInt32 = 0) {
        self.mode = mode
        self.isSymlink = isSymlink
        self.owner = owner
        self.group = group
    }

    /// No one may write it (0444): what `chmod a-w` says.
    package var isReadOnly: Bool { mode & 0o222 == 0 }
}

extension FileIO {
    /// Replaces the file at `path` (no symbolic link) with `data` so that a
    /// reader sees the old file or the new one, never a part: a file beside
    /// it with a random name, created exclusively and never through a link,
    /// given the old file's owner, group and mode, then renamed over it. A
    /// failure removes that file (and nothing else) and leaves `path` as it was.
    package func replace(_ path: String, _ data: Data) throws {
        if let replaceFile { try replaceFile(path, data) } else { try write(path, data) }
    }

    /// Copies the file `from` to `to` (creating the folders above it). A
    /// failure to read names `from`, a failure to write names `to`.
    package func copy(_ from: String, _ to: String) throws {
        if let copyFile { try copyFile(from, to) } else { try write(to, try read(from)) }
    }
}

package struct FileError: Error, CustomStringConvertible, Sendable {
    package var path: String
    package var reason: String
    package init(_ path: String, _ reason: String) { self.path = path; self.reason = reason }
    package var description: String { "\(path): \(reason)" }
}

extension FileIO {
    /// A file, and no symbolic link to one: its real path is its folder's
    /// real path and its name.
    package func isPlainFile(_ path: String) -> Bool {
        guard kind(path) == .file, let real = resolve(path), let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return false }
        let folder = String(path[..<slash]), name = String(path[path.index(after: slash)...])
        return resolve(folder.isEmpty ? "/" : folder).map { ($0 == "/" ? "" : $0) + "/" + name } == real
    }

    /// An in-memory file system for tests: `files` maps absolute paths to
    /// contents; folders exist implicitly above every file.
    package static func memory(_ files: [String: String] = [:]) -> (FileIO, MemoryFiles) {
        memory(bytes: files.mapValues { Data($0.utf8) })
    }

    /// The same, from bytes: files that are not UTF-8 text.
    package static func memory(bytes files: [String: Data]) -> (FileIO, MemoryFiles) {
        let store = MemoryFiles(files)
        return (store.io, store)
    }
}

/// Paths with wildcards: `changelog.files`, `tlsite changelog packages/*/CHANGELOG.md`.
extension FileIO {
    /// Whether `path` holds a wildcard (`*`, `?`, `[…]`), so it is a pattern to expand.
    package static func isPattern(_ path: String) -> Bool { path.contains { "*?[".contains($0) } }

    /// The files whose paths below `base` match `pattern`, sorted; a
    /// segment without a wildcard is taken as it is, `*` does not match a
    /// name starting with '.', and a segment `**` matches any number of
    /// folders (none too), never through a symbolic link or into a hidden folder.
    package func glob(_ pattern: String, in base: String) -> [String] {
        var found: [String] = [""]
        let segments = pattern.split(separator: "/").map(String.init)
        for (index, segment) in segments.enumerated() {
            let last = index == segments.count - 1
            var next: [String] = []
            if segment == "**" {
                // Every folder below each match so far, itself included; last, every file below.
                var stack = found
                var folders: [String] = []
                while let prefix = stack.popLast() {
                    folders.append(prefix)
                    let folder = prefix.isEmpty ? base : base + "/" + prefix
                    for entry in (try? list(folder)) ?? [] where !entry.name.hasPrefix(".") {
                        let path = prefix.isEmpty ? entry.name : prefix + "/" + entry.name
                        if entry.kind == .directory, !entry.isSymlink { stack.append(path) } else if last, entry.kind == .file { next.append(path) }
                    }
                }
                found = last ? next : folders
                continue
            }
            for prefix in found {
                let folder = prefix.isEmpty ? base : base + "/" + prefix
                let join = { (name: String) in prefix.isEmpty ? name : prefix + "/" + name }
                if !FileIO.isPattern(segment) {
                    let kind = self.kind(folder + "/" + segment)
                    if last ? kind == .file : kind == .directory { next.append(join(segment)) }
                    continue
                }
                for entry in (try? list(folder)) ?? [] where fnmatch(segment, entry.name, FNM_PERIOD) == 0 {
                    if last ? entry.kind == .file : entry.kind == .directory { next.append(join(entry.name)) }
                }
            }
            found = next
        }
        return Array(Set(found)).sorted()
    }
}

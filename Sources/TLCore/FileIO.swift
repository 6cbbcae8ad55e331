import CTLSys
import Foundation

public enum FileKind: Sendable, Equatable { case missing, file, directory }

public struct DirectoryEntry: Sendable, Equatable {
    public var name: String
    public var kind: FileKind
    /// True when the entry itself is a symbolic link (its `kind` is that of
    /// the target); the build checks where such links lead.
    public var isSymlink: Bool

    public init(name: String, kind: FileKind, isSymlink: Bool = false) {
        self.name = name
        self.kind = kind
        self.isSymlink = isSymlink
    }
}

/// All file access of tlsite goes through this one value: the disk in
/// production, a dictionary in tests. Paths are absolute, "/"-separated.
public struct FileIO: Sendable {
    public var read: @Sendable (String) throws -> Data
    public var kind: @Sendable (String) -> FileKind
    /// Entries of a folder, sorted by name.
    public var list: @Sendable (String) throws -> [DirectoryEntry]
    /// The path with every symbolic link resolved, or nil if it does not exist.
    public var resolve: @Sendable (String) -> String?
    /// Writes a file, creating the folders above it.
    public var write: @Sendable (String, Data) throws -> Void
    public var makeDirectory: @Sendable (String) throws -> Void
    public var remove: @Sendable (String) throws -> Void
    /// Swaps two paths in one step where the system can, so a reader sees
    /// either the old or the new folder, never neither.
    public var exchange: @Sendable (String, String) throws -> Void
    public var move: @Sendable (String, String) throws -> Void
    /// Takes an exclusive lock named by a path without waiting: returns the
    /// function that releases it, or nil when someone else holds it.
    public var lock: @Sendable (String) -> (@Sendable () -> Void)?
    /// A hint that a folder is the top of a large new tree (ext4 spreads
    /// its subfolders over the disk); does nothing where unsupported.
    public var markTopFolder: @Sendable (String) -> Void = { _ in }

    public init(
        read: @escaping @Sendable (String) throws -> Data,
        kind: @escaping @Sendable (String) -> FileKind,
        list: @escaping @Sendable (String) throws -> [DirectoryEntry],
        resolve: @escaping @Sendable (String) -> String?,
        write: @escaping @Sendable (String, Data) throws -> Void,
        makeDirectory: @escaping @Sendable (String) throws -> Void,
        remove: @escaping @Sendable (String) throws -> Void,
        exchange: @escaping @Sendable (String, String) throws -> Void,
        move: @escaping @Sendable (String, String) throws -> Void,
        lock: @escaping @Sendable (String) -> (@Sendable () -> Void)?
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

public struct FileError: Error, CustomStringConvertible, Sendable {
    public var path: String
    public var reason: String
    public init(_ path: String, _ reason: String) { self.path = path; self.reason = reason }
    public var description: String { "\(path): \(reason)" }
}

extension FileIO {
    public static let disk: FileIO = {
        var io = diskCalls
        io.markTopFolder = { path in _ = tl_mark_top_folder(path) }
        return io
    }()

    private static let diskCalls = FileIO(
        read: { path in
            do { return try Data(contentsOf: URL(fileURLWithPath: path)) } catch {
                throw FileError(path, "cannot read: \(String(cString: strerror(errno)))")
            }
        },
        kind: { path in
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return .missing }
            return isDirectory.boolValue ? .directory : .file
        },
        list: { path in
            let names = try FileManager.default.contentsOfDirectory(atPath: path).sorted()
            return names.map { name in
                let full = path + "/" + name
                var isDirectory: ObjCBool = false
                let exists = FileManager.default.fileExists(atPath: full, isDirectory: &isDirectory)
                var info = stat()
                let isLink = lstat(full, &info) == 0 && (info.st_mode & S_IFMT) == S_IFLNK
                return DirectoryEntry(name: name, kind: exists ? (isDirectory.boolValue ? .directory : .file) : .missing,
                                      isSymlink: isLink)
            }
        },
        resolve: { path in
            guard let resolved = realpath(path, nil) else { return nil }
            defer { free(resolved) }
            return String(cString: resolved)
        },
        write: { path, data in
            // Plain POSIX calls: Foundation's writer syncs every file to
            // disk, which made writing 10,000 pages the slowest stage.
            var descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
            if descriptor < 0 && errno == ENOENT, let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) {
                try makeFolders(String(path[..<slash]))
                descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
            }
            guard descriptor >= 0 else { throw FileError(path, "cannot write: \(String(cString: strerror(errno)))") }
            defer { close(descriptor) }
            try data.withUnsafeBytes { buffer in
                var offset = 0
                while offset < buffer.count {
                    let written = Foundation.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                    if written < 0 {
                        if errno == EINTR { continue }
                        throw FileError(path, "cannot write: \(String(cString: strerror(errno)))")
                    }
                    offset += written
                }
            }
        },
        makeDirectory: { path in try makeFolders(path) },
        remove: { path in
            if FileManager.default.fileExists(atPath: path) { try FileManager.default.removeItem(atPath: path) }
        },
        exchange: { a, b in
            if tl_exchange_paths(a, b) != 0 {
                throw FileError(a, "cannot exchange with \(b): \(String(cString: strerror(errno)))")
            }
        },
        move: { from, to in
            if rename(from, to) != 0 {
                throw FileError(from, "cannot move to \(to): \(String(cString: strerror(errno)))")
            }
        },
        lock: { path in
            // flock: released by the kernel when the process ends, so a
            // killed build never leaves a stale lock behind.
            let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
            guard descriptor >= 0 else { return nil }
            guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
                close(descriptor)
                return nil
            }
            return { _ = flock(descriptor, LOCK_UN); close(descriptor) }
        }
    )

    /// An in-memory file system for tests: `files` maps absolute paths to
    /// contents; folders exist implicitly above every file.
    public static func memory(_ files: [String: String] = [:]) -> (FileIO, MemoryFiles) {
        memory(bytes: files.mapValues { Data($0.utf8) })
    }

    /// The same, from bytes: files that are not UTF-8 text.
    public static func memory(bytes files: [String: Data]) -> (FileIO, MemoryFiles) {
        let store = MemoryFiles(files)
        return (store.io, store)
    }
}

/// The storage behind `FileIO.memory`, kept so a test can look at what a
/// build wrote.
public final class MemoryFiles: @unchecked Sendable {
    private let lock = NSLock()
    private var files: [String: Data]
    private var folders: Set<String> = []
    private var held: Set<String> = []

    init(_ files: [String: Data]) { self.files = files }

    /// Holds a build lock as another running build would.
    public func hold(_ path: String) { _ = lock.withLock { held.insert(path) } }

    public var snapshot: [String: Data] { lock.withLock { files } }

    /// Writes (or with nil, removes) a file, as an editor would between builds.
    public func put(_ path: String, _ text: String?) {
        lock.withLock { files[path] = text.map { Data($0.utf8) } }
    }

    public func text(_ path: String) -> String? {
        lock.withLock { files[path].map { String(decoding: $0, as: UTF8.self) } }
    }

    private func isFolder(_ path: String) -> Bool {
        let prefix = path.hasSuffix("/") ? path : path + "/"
        return folders.contains(path) || files.keys.contains { $0.hasPrefix(prefix) }
    }

    private func moveTree(_ from: String, _ to: String, in files: inout [String: Data], folders: inout Set<String>) {
        for (path, data) in files where path == from || path.hasPrefix(from + "/") {
            files[path] = nil
            files[to + path.dropFirst(from.count)] = data
        }
        for folder in folders where folder == from || folder.hasPrefix(from + "/") {
            folders.remove(folder)
            folders.insert(to + folder.dropFirst(from.count))
        }
    }

    var io: FileIO {
        FileIO(
            read: { path in
                guard let data = self.lock.withLock({ self.files[path] }) else { throw FileError(path, "cannot read: no such file") }
                return data
            },
            kind: { path in
                self.lock.withLock {
                    self.files[path] != nil ? .file : (self.isFolder(path) ? .directory : .missing)
                }
            },
            list: { path in
                try self.lock.withLock {
                    guard self.isFolder(path) else { throw FileError(path, "not a folder") }
                    let prefix = path + "/"
                    var entries: [String: FileKind] = [:]
                    for key in self.files.keys where key.hasPrefix(prefix) {
                        let rest = key.dropFirst(prefix.count)
                        if let slash = rest.firstIndex(of: "/") { entries[String(rest[..<slash])] = .directory } else { entries[String(rest)] = .file }
                    }
                    for folder in self.folders where folder.hasPrefix(prefix) {
                        let rest = folder.dropFirst(prefix.count)
                        entries[String(rest.split(separator: "/").first ?? rest)] = .directory
                    }
                    return entries.sorted { $0.key < $1.key }.map { DirectoryEntry(name: $0.key, kind: $0.value) }
                }
            },
            resolve: { path in
                self.lock.withLock { self.files[path] != nil || self.isFolder(path) ? path : nil }
            },
            write: { path, data in self.lock.withLock { self.files[path] = data } },
            makeDirectory: { path in _ = self.lock.withLock { self.folders.insert(path) } },
            remove: { path in
                self.lock.withLock {
                    self.files = self.files.filter { $0.key != path && !$0.key.hasPrefix(path + "/") }
                    self.folders = self.folders.filter { $0 != path && !$0.hasPrefix(path + "/") }
                }
            },
            exchange: { a, b in
                self.lock.withLock {
                    let temporary = "\u{0}exchange"
                    self.moveTree(a, temporary, in: &self.files, folders: &self.folders)
                    self.moveTree(b, a, in: &self.files, folders: &self.folders)
                    self.moveTree(temporary, b, in: &self.files, folders: &self.folders)
                }
            },
            move: { from, to in
                self.lock.withLock { self.moveTree(from, to, in: &self.files, folders: &self.folders) }
            },
            lock: { path in
                guard self.lock.withLock({ self.held.insert(path).inserted }) else { return nil }
                return { _ = self.lock.withLock { self.held.remove(path) } }
            }
        )
    }
}

/// `mkdir -p` with plain system calls: a page's folder is usually one level
/// below folders that exist, and FileManager's version costs far more.
private func makeFolders(_ path: String) throws {
    if mkdir(path, 0o755) == 0 || errno == EEXIST { return }
    guard errno == ENOENT, let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")), slash > path.startIndex else {
        throw FileError(path, "cannot create the folder: \(String(cString: strerror(errno)))")
    }
    try makeFolders(String(path[..<slash]))
    if mkdir(path, 0o755) != 0 && errno != EEXIST {
        throw FileError(path, "cannot create the folder: \(String(cString: strerror(errno)))")
    }
}

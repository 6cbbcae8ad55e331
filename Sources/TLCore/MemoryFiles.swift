import Foundation

/// The storage behind `FileIO.memory`, kept so a test can look at what a
/// build wrote.
package final class MemoryFiles: @unchecked Sendable {
    private let lock = NSLock()
    private var files: [String: Data]
    private var folders: Set<String> = []
    private var held: Set<String> = []
    /// Paths whose removal or locking fails, with the system's reason.
    private var failures: [String: String] = [:]

    init(_ files: [String: Data]) { self.files = files }

    /// Holds a build lock as another running build would.
    package func hold(_ path: String) { _ = lock.withLock { held.insert(path) } }

    /// Makes removing, locking, listing, exchanging or moving `path` fail
    /// with `reason` (nil: succeed again), as a read-only file, an
    /// unreadable folder or a file system without exchange would.
    package func fail(_ path: String, _ reason: String?) { lock.withLock { failures[path] = reason } }

    private func failure(under path: String) -> (String, String)? {
        failures.first { $0.key == path || $0.key.hasPrefix(path + "/") }.map { ($0.key, $0.value) }
    }

    package var snapshot: [String: Data] { lock.withLock { files } }

    /// Writes (or with nil, removes) a file, as an editor would between builds.
    package func put(_ path: String, _ text: String?) {
        lock.withLock { files[path] = text.map { Data($0.utf8) } }
    }

    package func text(_ path: String) -> String? {
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
        // A file that cannot be removed keeps that property where it goes.
        for (path, reason) in failures where path == from || path.hasPrefix(from + "/") {
            failures[path] = nil
            failures[to + path.dropFirst(from.count)] = reason
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
                    if let reason = self.failures[path] { throw FileError(path, "cannot list the folder: \(reason)") }
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
                try self.lock.withLock {
                    if let (failing, reason) = self.failure(under: path) { throw FileError(failing, "cannot remove: \(reason)") }
                    self.files = self.files.filter { $0.key != path && !$0.key.hasPrefix(path + "/") }
                    self.folders = self.folders.filter { $0 != path && !$0.hasPrefix(path + "/") }
                }
            },
            exchange: { a, b in
                try self.lock.withLock {
                    if let reason = self.failures[a] ?? self.failures[b] { throw FileError(a, "cannot exchange with \(b): \(reason)") }
                    let temporary = "\u{0}exchange"
                    self.moveTree(a, temporary, in: &self.files, folders: &self.folders)
                    self.moveTree(b, a, in: &self.files, folders: &self.folders)
                    self.moveTree(temporary, b, in: &self.files, folders: &self.folders)
                }
            },
            move: { from, to in
                try self.lock.withLock {
                    if let reason = self.failures[from] { throw FileError(from, "cannot move to \(to): \(reason)") }
                    self.moveTree(from, to, in: &self.files, folders: &self.folders)
                }
            },
            lock: { path in
                if let reason = self.lock.withLock({ self.failures[path] }) { throw FileError(path, reason) }
                guard self.lock.withLock({ self.held.insert(path).inserted }) else { return nil }
                return { _ = self.lock.withLock { self.held.remove(path) } }
            }
        )
    }
}

import CTLSys
import Foundation

// The real file system behind `FileIO.disk`: plain POSIX calls where
// Foundation's were the slow part of writing 10,000 pages (no fsync per
// file, mkdir before the first file of a folder), the copy in 1 MB pieces,
// the lock file and the atomic exchange of two folders (CTLSys).

extension FileIO {
    package static let disk: FileIO = {
        var io = diskCalls
        io.markTopFolder = { path in _ = tl_mark_top_folder(path) }
        io.copyFile = { from, to in try copyRegularFile(from, to) }
        io.status = { path in
            var info = stat()
            guard lstat(path, &info) == 0 else { return nil }
            return FileStatus(mode: UInt32(info.st_mode) & 0o7777, isSymlink: (info.st_mode & S_IFMT) == S_IFLNK,
                              owner: UInt32(info.st_uid), group: UInt32(info.st_gid))
        }
        io.replaceFile = { path, data in try replaceRegularFile(path, data) }
        io.openForReading = { path in
            let descriptor = open(path, O_RDONLY | O_CLOEXEC)
            return descriptor >= 0 ? descriptor : nil
        }
        return io
    }()

    private static let diskCalls = FileIO(
        read: { path in try readFile(path) },
        kind: { path in
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return .missing }
            return isDirectory.boolValue ? .directory : .file
        },
        list: { path in try listFolder(path) },
        resolve: { path in
            guard let resolved = realpath(path, nil) else { return nil }
            defer { free(resolved) }
            return String(cString: resolved)
        },
        write: { path, data in
            // Plain POSIX calls: Foundation's writer syncs every file to
            // disk, which made writing 10,000 pages the slowest stage.
            let descriptor = try openForWriting(path)
            defer { close(descriptor) }
            try data.withUnsafeBytes { buffer in
                guard let base = buffer.baseAddress else { return }
                try writeAll(descriptor, base, buffer.count, path: path)
            }
        },
        makeDirectory: { path in try makeFolders(path) },
        remove: { path in try removeTree(path) },
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
            // flock: released by the kernel when the process ends, so a killed
            // build never blocks the next. Opened read-only, so a lock file
            // another user (root) left is still usable.
            while true {
                let descriptor = open(path, O_RDONLY | O_CREAT | O_NOFOLLOW | O_CLOEXEC, 0o644)
                guard descriptor >= 0 else { throw FileError(path, "cannot open the lock file: \(systemError())") }
                var opened = stat()
                guard fstat(descriptor, &opened) == 0, (opened.st_mode & S_IFMT) == S_IFREG else {
                    close(descriptor)
                    throw FileError(path, "the lock file is not a regular file; remove it")
                }
                guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
                    let code = errno
                    close(descriptor)
                    if code == EWOULDBLOCK { return nil }
                    throw FileError(path, "cannot lock the lock file: \(String(cString: strerror(code)))")
                }
                // The build before may have removed the file between our open
                // and our lock: a lock on a removed file guards nothing.
                var current = stat()
                guard stat(path, &current) == 0, current.st_ino == opened.st_ino, current.st_dev == opened.st_dev else {
                    close(descriptor)
                    continue
                }
                // Removed while still held, so no lock file stays behind.
                return { _ = unlink(path); _ = flock(descriptor, LOCK_UN); close(descriptor) }
            }
        }
    )
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

private func systemError() -> String { String(cString: strerror(errno)) }

/// Copies a regular file through a 1 MB buffer.
private func copyRegularFile(_ from: String, _ to: String) throws {
    let (source, _) = try openRegularFile(from)
    defer { close(source) }
    let target = try openForWriting(to)
    defer { close(target) }
    let size = 1 << 20
    let buffer = UnsafeMutableRawPointer.allocate(byteCount: size, alignment: 16)
    defer { buffer.deallocate() }
    while true {
        let count = Foundation.read(source, buffer, size)
        if count < 0 {
            if errno == EINTR { continue }
            throw FileError(from, "cannot read: \(systemError())")
        }
        if count == 0 { return }
        try writeAll(target, buffer, count, path: to)
    }
}

/// A regular file opened for reading, with its `stat`. Anything else (a
/// named pipe, a device) is an error at once: reading one would wait for
/// ever or never end.
private func openRegularFile(_ path: String) throws -> (descriptor: Int32, info: stat) {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
    guard descriptor >= 0 else { throw FileError(path, "cannot read: \(systemError())") }
    var info = stat()
    guard fstat(descriptor, &info) == 0 else {
        let reason = systemError()
        close(descriptor)
        throw FileError(path, "cannot read: \(reason)")
    }
    guard (info.st_mode & S_IFMT) == S_IFREG else {
        close(descriptor)
        throw FileError(path, "cannot read: not a regular file (a pipe, socket or device)")
    }
    return (descriptor, info)
}

/// `path` opened for writing, created or emptied; its folders are made
/// when missing (the first file of a folder).
private func openForWriting(_ path: String) throws -> Int32 {
    var descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
    if descriptor < 0 && errno == ENOENT, let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) {
        try makeFolders(String(path[..<slash]))
        descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
    }
    guard descriptor >= 0 else { throw FileError(path, "cannot write: \(systemError())") }
    return descriptor
}

/// Writes all `count` bytes, again after an interruption or a short write.
private func writeAll(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int, path: String) throws {
    var offset = 0
    while offset < count {
        let written = Foundation.write(descriptor, bytes + offset, count - offset)
        if written < 0 {
            if errno == EINTR { continue }
            throw FileError(path, "cannot write: \(systemError())")
        }
        offset += written
    }
}

/// A regular file's bytes (`openRegularFile` says why only those).
private func readFile(_ path: String) throws -> Data {
    let (descriptor, info) = try openRegularFile(path)
    defer { close(descriptor) }
    var data = Data(count: Int(info.st_size) + 1)  // one more byte to see the end without growing
    var offset = 0
    while true {
        if offset == data.count { data.count += max(4096, data.count / 2) }  // it grew since fstat
        let count = data.withUnsafeMutableBytes { Foundation.read(descriptor, $0.baseAddress! + offset, $0.count - offset) }
        if count < 0 {
            if errno == EINTR { continue }
            throw FileError(path, "cannot read: \(systemError())")
        }
        if count == 0 { break }
        offset += count
    }
    data.count = offset
    return data
}

/// A folder's entries with plain system calls, so a failure names its
/// path and the system's reason rather than a Foundation error dump.
private func listFolder(_ path: String) throws -> [DirectoryEntry] {
    guard let folder = opendir(path) else { throw FileError(path, "cannot list the folder: \(systemError())") }
    defer { closedir(folder) }
    var entries: [DirectoryEntry] = []
    while let entry = readdir(folder) {
        let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
        if name == "." || name == ".." { continue }
        let full = path + "/" + name
        // The listing's own type when it gives one: no system call for the
        // plain files and folders (content/ of 10,000 items, serve's updates).
        // A path too long to open is stat'ed, so it is reported as missing
        // and its reader names the length.
        if full.utf8.count < PATH_MAX {
            switch entry.pointee.d_type {
            case UInt8(DT_REG): entries.append(DirectoryEntry(name: name, kind: .file, isSymlink: false)); continue
            case UInt8(DT_DIR): entries.append(DirectoryEntry(name: name, kind: .directory, isSymlink: false)); continue
            default: break
            }
        }
        var info = stat()
        let isLink = lstat(full, &info) == 0 && (info.st_mode & S_IFMT) == S_IFLNK
        let kind: FileKind
        if stat(full, &info) != 0 { kind = .missing } else { kind = (info.st_mode & S_IFMT) == S_IFDIR ? .directory : .file }
        entries.append(DirectoryEntry(name: name, kind: kind, isSymlink: isLink))
    }
    return entries.sorted { $0.name < $1.name }
}

/// `rm -r` with plain system calls: symbolic links are removed, never
/// followed, and a failure names the file that could not go and why. The
/// entries' types come from the folder listing, so a tree of thousands of
/// pages costs one system call an entry.
private func removeTree(_ path: String) throws {
    if unlink(path) == 0 { return }
    let code = errno
    if code == ENOENT { return }
    var info = stat()
    guard code == EISDIR || code == EPERM, lstat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR else {
        throw FileError(path, "cannot remove: \(String(cString: strerror(code)))")
    }
    guard let folder = opendir(path) else { throw FileError(path, "cannot list the folder: \(systemError())") }
    // Listed whole before anything goes: a folder is not changed while it is read.
    var entries: [(name: String, isFolder: Bool)] = []
    while let entry = readdir(folder) {
        let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
        if name != "." && name != ".." { entries.append((name, entry.pointee.d_type == UInt8(DT_DIR))) }
    }
    closedir(folder)
    for entry in entries {
        let full = path + "/" + entry.name
        if entry.isFolder { try removeTree(full); continue }
        if unlink(full) != 0 && errno != ENOENT { try removeTree(full) }
    }
    if rmdir(path) != 0 { throw FileError(path, "cannot remove the folder: \(systemError())") }
}

/// `FileIO.replace` on a disk. The new file is made beside `path` as
/// `.NAME.tlsite-RANDOM` with O_CREAT|O_EXCL|O_NOFOLLOW, so a file or link
/// planted at a guessed name is never opened, and starts as 0600, so it is
/// never readable by more people than the old file was.
private func replaceRegularFile(_ path: String, _ data: Data) throws {
    let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) ?? path.startIndex
    let folder = slash == path.startIndex ? "/" : String(path[..<slash])
    let name = String(path[path.utf8.index(after: slash)...])
    var old = stat()
    let exists = lstat(path, &old) == 0
    if exists, (old.st_mode & S_IFMT) != S_IFREG { throw FileError(path, "cannot replace: not a regular file") }
    var descriptor: Int32 = -1
    var temporary = ""
    for _ in 0..<16 {
        let random = (0..<12).map { _ in String(UInt8.random(in: 0..<36), radix: 36) }.joined()
        temporary = (folder == "/" ? "" : folder) + "/." + name + ".tlsite-" + random
        descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
        if descriptor >= 0 || errno != EEXIST { break }
    }
    guard descriptor >= 0 else { throw FileError(path, "cannot create a file beside it to write: \(systemError())") }
    do {
        try data.withUnsafeBytes { buffer in
            guard let base = buffer.baseAddress else { return }
            try writeAll(descriptor, base, buffer.count, path: path)
        }
        if exists {
            if (old.st_uid != geteuid() || old.st_gid != getegid()) && fchown(descriptor, old.st_uid, old.st_gid) != 0 {
                throw FileError(path, "cannot keep its owner and group (\(old.st_uid):\(old.st_gid)): \(systemError())")
            }
            guard fchmod(descriptor, old.st_mode & 0o7777) == 0 else { throw FileError(path, "cannot keep its mode: \(systemError())") }
        } else {
            let mask = umask(0o022)
            umask(mask)
            guard fchmod(descriptor, 0o666 & ~mask) == 0 else { throw FileError(path, "cannot set its mode: \(systemError())") }
        }
        guard fsync(descriptor) == 0 else { throw FileError(path, "cannot write: \(systemError())") }
        let closed = close(descriptor)
        descriptor = -1
        guard closed == 0 else { throw FileError(path, "cannot write: \(systemError())") }
        guard rename(temporary, path) == 0 else { throw FileError(path, "cannot replace it: \(systemError())") }
    } catch {
        if descriptor >= 0 { close(descriptor) }
        unlink(temporary)
        throw error
    }
}

import Foundation
import TLCore

/// Collects the files of a build in a staging folder next to the output, and
/// swaps it in only when the whole build succeeded. A failed or killed build
/// leaves the previous output as it was.
final class Output: @unchecked Sendable {
    let final: String
    let staging: String
    private let io: FileIO
    private let enabled: Bool
    private let lock = NSLock()
    private var written: Set<String> = []
    private var release: (@Sendable () -> Void)?
    /// Folders the written files sit in, so a file cannot take a folder's name.
    private var folders: Set<String> = []

    /// Writes straight into `final`, with no staging and no swap: for the
    /// folder `tlsite serve` updates page by page.
    let inPlace: Bool

    init(final: String, io: FileIO, enabled: Bool, inPlace: Bool = false) {
        self.final = final
        self.io = io
        self.enabled = enabled
        self.inPlace = inPlace
        let parent = (final as NSString).deletingLastPathComponent
        let name = (final as NSString).lastPathComponent
        staging = inPlace ? final : parent + "/." + name + ".tlsite-staging-\(getpid())"
    }

    /// Marks paths as taken without writing them: the pages an incremental
    /// build keeps from the last one.
    func claim(_ paths: some Sequence<String>) {
        lock.withLock {
            for path in paths where written.insert(path).inserted { _ = takeFolders(of: path) }
        }
    }

    /// Records the folders above `path` (the caller holds `lock`); returns
    /// the deepest one that no file had before, if any.
    private func takeFolders(of path: String) -> Substring? {
        var newFolder: Substring?
        var folder = Substring(path)
        while let slash = folder.lastIndex(of: "/") {
            folder = folder[..<slash]
            if !folders.insert(String(folder)).inserted { break }
            if newFolder == nil { newFolder = folder }
        }
        return newFolder
    }

    /// Every path written or claimed.
    var paths: Set<String> { lock.withLock { written } }

    /// Removes a file an in-place output no longer has, and the folders it
    /// leaves empty.
    func removeStale(_ path: String) {
        guard inPlace, enabled else { return }
        try? io.remove(final + "/" + path)
        var folder = Substring(path)
        while let slash = folder.lastIndex(of: "/") {
            folder = folder[..<slash]
            let full = final + "/" + folder
            guard let entries = try? io.list(full), entries.isEmpty else { break }
            try? io.remove(full)
        }
    }

    /// One build writes an output folder at a time. Holding the lock, staging
    /// folders of builds that were killed are removed first, so they never
    /// pile up or confuse the next build.
    func prepare() throws {
        guard enabled else { return }
        let parent = (final as NSString).deletingLastPathComponent
        let prefix = "." + (final as NSString).lastPathComponent + ".tlsite-"
        try io.makeDirectory(parent)
        guard let release = io.lock(parent + "/." + (final as NSString).lastPathComponent + ".lock") else {
            throw Diagnostic.error(nil, "another tlsite build is writing \(final); try again when it has finished")
        }
        self.release = release
        for entry in (try? io.list(parent)) ?? [] where entry.name.hasPrefix(prefix) {
            try io.remove(parent + "/" + entry.name)
        }
        try io.makeDirectory(staging)
        if !inPlace { io.markTopFolder(staging) }
    }

    /// Ends an in-place build: nothing to swap.
    func finish() { unlock() }

    /// Writes one file (`path` relative to the output). Returns false when
    /// another file already took that path.
    @discardableResult
    func write(_ path: String, _ data: Data) throws -> Bool {
        // The file's folder, when this is the first file written in it.
        var newFolder: Substring?
        let fresh = lock.withLock { () -> Bool in
            guard !folders.contains(path), written.insert(path).inserted else { return false }
            newFolder = takeFolders(of: path)
            return true
        }
        guard fresh else { return false }
        guard enabled else { return true }
        // Made before the file, rather than after a failed open: a page's
        // folder is almost always new.
        if let newFolder, !inPlace { try io.makeDirectory(staging + "/" + newFolder) }
        if inPlace {
            // A page being served is replaced in one step, never seen half-written.
            let temporary = staging + "/" + path + ".tlsite-\(getpid())"
            try io.write(temporary, data)
            try io.move(temporary, staging + "/" + path)
        } else {
            try io.write(staging + "/" + path, data)
        }
        return true
    }

    func write(_ path: String, _ text: String) throws { try write(path, Data(text.utf8)) }

    /// True when `path` is taken, as a file or as a folder of files.
    func contains(_ path: String) -> Bool { lock.withLock { written.contains(path) || folders.contains(path) } }

    var count: Int { lock.withLock { written.count } }

    func publish() throws {
        guard enabled else { return }
        if inPlace { unlock(); return }
        defer { unlock() }
        if io.kind(final) == .missing {
            try io.move(staging, final)
            return
        }
        do {
            try io.exchange(staging, final)
        } catch {
            // Where the file system cannot exchange, two renames: the old
            // output is moved aside before the new one takes its place.
            let old = staging.replacingOccurrences(of: "tlsite-staging-", with: "tlsite-old-")
            try io.move(final, old)
            try io.move(staging, final)
            try io.remove(old)
            return
        }
        try io.remove(staging)
    }

    func discard() {
        guard enabled else { return }
        if !inPlace { try? io.remove(staging) }
        unlock()
    }

    private func unlock() {
        lock.withLock { release }?()
        lock.withLock { release = nil }
    }
}

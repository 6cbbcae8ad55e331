import Foundation
import TLCore

/// An item's rendered body: one string per top-level block, held in
/// memory, or by a whole build, once the site is planned, in a `BodyStore`
/// (a temporary file) and read back when a page shows it. Either way
/// `blocks` is the same value.
package struct Body: Sendable, Equatable {
    private enum Storage: Sendable {
        case blocks([String])
        case stored(BodyStore, offset: Int, length: Int)
    }

    private var storage: Storage
    /// Whether a block holds an `<img src="` tag: the images stage looks
    /// only at these bodies, without reading every body (from its store,
    /// or on each update of `tlsite serve`, all in memory) to find them.
    package let hasImageTags: Bool
    /// Whether a block says `loading="lazy"` (an image rewritten by the
    /// images stage, or raw HTML): the first screen's cards write such a
    /// body otherwise (`ResponsiveImage.eager`), so it is never shared
    /// with the same card further down a page.
    package let loadsLazily: Bool

    package init(_ blocks: [String] = []) {
        storage = .blocks(blocks)
        hasImageTags = blocks.contains { $0.containsUTF8("<img src=\"") }
        loadsLazily = blocks.contains { $0.containsUTF8(#" loading="lazy""#) }
    }

    fileprivate init(store: BodyStore, offset: Int, length: Int, hasImageTags: Bool, loadsLazily: Bool) {
        storage = .stored(store, offset: offset, length: length)
        self.hasImageTags = hasImageTags
        self.loadsLazily = loadsLazily
    }

    package var blocks: [String] {
        switch storage {
        case .blocks(let blocks): blocks
        case .stored(let store, let offset, let length): store.blocks(at: offset, length: length)
        }
    }

    /// Whether the blocks are in a store rather than in memory.
    package var isStored: Bool {
        if case .stored = storage { true } else { false }
    }

    package static func == (a: Body, b: Body) -> Bool {
        if case .stored(let storeA, let offsetA, _) = a.storage, case .stored(let storeB, let offsetB, _) = b.storage,
           storeA === storeB, offsetA == offsetB { return true }
        return a.blocks == b.blocks
    }
}

/// Where a whole build keeps its items' rendered bodies while it renders:
/// a temporary file, removed from its folder as soon as it is made (the
/// system frees it when the build ends, however it ends), written once
/// and read a body at a time, with `pread`, when a card or a page shows
/// it. Held in memory, the bodies were the largest part of the heap that
/// grows with items (2.2 KB an item; docs/performance.md); read back, the
/// kernel's cache holds them, outside the build's memory.
///
/// A block is stored as its length (4 bytes, little-endian) and its UTF-8
/// bytes. Thread-safe: the render's threads read at once.
package final class BodyStore: @unchecked Sendable {
    private let descriptor: Int32
    private let lock = NSLock()
    /// Bytes written to the file, and those still to write (after `written`).
    private var written = 0
    private var pending: [UInt8] = []
    /// The first failure to write or read back, with the system's reason.
    private var problem: String?
    /// Where the file was made, for messages.
    package let folder: String

    /// A store in `folder` (the system's temporary folder: `TMPDIR`); nil
    /// when no file can be made there (the bodies then stay in memory).
    package init?(folder: String = NSTemporaryDirectory()) {
        self.folder = folder
        var template = Array(((folder as NSString).appendingPathComponent("tlsite-bodies-XXXXXX")).utf8CString)
        let made = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard made >= 0 else { return nil }
        // Not inherited by the programs a build runs (git).
        _ = fcntl(made, F_SETFD, FD_CLOEXEC)
        template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) }
        descriptor = made
    }

    deinit { close(descriptor) }

    /// The first failure, if any: a build whose bodies could not be read
    /// back has pages without them, and must not be published.
    package var failure: String? { lock.withLock { problem } }

    /// `body` kept in the store, or as it is when it is stored already or
    /// the store failed.
    package func keep(_ body: Body) -> Body {
        guard !body.isStored else { return body }
        let blocks = body.blocks
        return lock.withLock {
            guard problem == nil else { return body }
            let offset = written + pending.count
            for block in blocks {
                let count = UInt32(block.utf8.count)
                for shift in stride(from: 0, to: 32, by: 8) { pending.append(UInt8(truncatingIfNeeded: count >> UInt32(shift))) }
                pending.append(contentsOf: block.utf8)
            }
            let stored = Body(store: self, offset: offset, length: written + pending.count - offset, hasImageTags: body.hasImageTags,
                              loadsLazily: body.loadsLazily)
            if pending.count >= 1 << 20 { flushLocked() }
            return problem == nil ? stored : body
        }
    }

    /// Writes what `keep` holds back: call once every body is kept.
    package func flush() {
        lock.withLock { flushLocked() }
    }

    private func flushLocked() {
        guard !pending.isEmpty, problem == nil else { return }
        let failed: String? = pending.withUnsafeBytes { bytes in
            var done = 0
            while done < bytes.count {
                let result = pwrite(descriptor, bytes.baseAddress! + done, bytes.count - done, off_t(written + done))
                if result < 0 {
                    if errno == EINTR { continue }
                    return String(cString: strerror(errno))
                }
                done += result
            }
            return nil
        }
        if let failed { problem = "could not write the items' bodies to a temporary file in \(folder): \(failed)" }
        written += pending.count
        pending.removeAll(keepingCapacity: false)
    }

    fileprivate func blocks(at offset: Int, length: Int) -> [String] {
        var bytes = [UInt8](repeating: 0, count: length)
        var done = 0
        // Not yet written: from what `keep` holds back.
        let fromPending: Bool = lock.withLock {
            guard offset >= written else { return false }
            bytes.replaceSubrange(0..<length, with: pending[(offset - written)..<(offset - written + length)])
            return true
        }
        if !fromPending {
            let failed: String? = bytes.withUnsafeMutableBytes { buffer in
                while done < length {
                    let result = pread(descriptor, buffer.baseAddress! + done, length - done, off_t(offset + done))
                    if result < 0 && errno == EINTR { continue }
                    if result <= 0 { return result < 0 ? String(cString: strerror(errno)) : "the file ended early" }
                    done += result
                }
                return nil
            }
            if let failed {
                lock.withLock {
                    if problem == nil { problem = "could not read the items' bodies back from a temporary file in \(folder): \(failed)" }
                }
                return []
            }
        }
        var blocks: [String] = []
        var index = 0
        while index + 4 <= length {
            var count = 0
            for byte in 0..<4 { count |= Int(bytes[index + byte]) << (8 * byte) }
            index += 4
            guard index + count <= length else { break }
            blocks.append(String(decoding: bytes[index..<(index + count)], as: UTF8.self))
            index += count
        }
        return blocks
    }
}

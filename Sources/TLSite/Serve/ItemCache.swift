import Foundation
import TLCore
import TLFormats
import TLMarkdown
import TLModel

/// The readings of content/'s item files, kept by `tlsite serve` from one
/// build to the next. A reading is used again only while its file has not
/// changed (`forget` is told of every change) and it was made from the
/// same inputs: the item's folder, the `_index.md` files above it, the
/// Markdown mode and the site's own taxonomies (keys the front matter may give).
final class ItemCache: @unchecked Sendable {
    struct Key: Hashable, Sendable {
        var folder: String
        /// A hash of the `_index.md` files whose `cascade:` reaches the item.
        var cascade: Int
        var markdown: MarkdownOptions
        var taxonomies: [String] = []
    }

    /// One file's item (nil when it has errors), its messages, and a hash
    /// of its bytes.
    struct Reading: Sendable {
        var item: Item?
        var problems: [Diagnostic]
        var version: Int
    }

    /// A reading with its key, as one reference: looking 10,000 of them
    /// up at each update retains one object each, not every field.
    private final class Entry: Sendable {
        let key: Key
        let reading: Reading
        init(_ key: Key, _ reading: Reading) { self.key = key; self.reading = reading }
    }

    private let lock = NSLock()
    private var entries: [String: Entry] = [:]
    /// The last `readings` asked for, in their order, with their keys:
    /// the next over the same files looks up only the paths `touched`.
    private var lastRun: (paths: [String], keys: [Key], readings: [Reading?])?
    /// The paths stored or forgotten since `lastRun`.
    private var touched: Set<String> = []
    private var cascades: [String: [YAMLPair]] = [:]
    private var keptListing: Build.ContentListing?

    /// content/'s listing as the content stage last made it; `Session`
    /// forgets it after any change but edits of files it lists.
    var listing: Build.ContentListing? {
        get { lock.withLock { keptListing } }
        set { lock.withLock { keptListing = newValue } }
    }

    /// Each folder's cascade as the content stage last found it: with a
    /// reading's key, what reading its file again needs.
    func cascade(_ folder: String) -> [YAMLPair] { lock.withLock { cascades[folder] ?? [] } }
    func remember(cascades: [String: [YAMLPair]]) { lock.withLock { self.cascades = cascades } }

    /// The readings of `paths`, each with its key, under one lock.
    /// Asked again for the same files with the same keys (an edit of
    /// some items), the last answer with the paths touched since looked up.
    func readings(_ paths: [String], _ keys: [Key]) -> [Reading?] {
        lock.withLock {
            func lookUp(_ index: Int) -> Reading? { entries[paths[index]].flatMap { $0.key == keys[index] ? $0.reading : nil } }
            if lastRun?.paths == paths, lastRun?.keys == keys, var readings = lastRun?.readings {
                // Its only holder now (`remember` gives the next): changed in place, not copied.
                lastRun = nil
                for path in touched {
                    for index in paths.indices where paths[index] == path { readings[index] = lookUp(index) }
                }
                return readings
            }
            return paths.indices.map(lookUp)
        }
    }

    /// The readings the content stage ended with, for `paths` and `keys`
    /// (what `readings` gave, and the files read): the next `readings`
    /// starts from them.
    func remember(_ paths: [String], _ keys: [Key], _ readings: [Reading?]) {
        lock.withLock {
            lastRun = (paths, keys, readings)
            touched = []
        }
    }

    /// The last reading of `path` and what it was read with.
    func latest(_ path: String) -> (key: Key, reading: Reading)? {
        lock.withLock { entries[path].map { ($0.key, $0.reading) } }
    }

    func store(_ path: String, _ key: Key, _ reading: Reading) {
        lock.withLock {
            entries[path] = Entry(key, reading)
            touched.insert(path)
        }
    }

    /// The files that changed: read them again next time.
    func forget(_ paths: some Sequence<String>) {
        lock.withLock {
            for path in paths {
                entries[path] = nil
                touched.insert(path)
            }
        }
    }

    func forgetAll() {
        lock.withLock { entries.removeAll(); cascades.removeAll(); keptListing = nil; lastRun = nil; touched = [] }
    }

    /// Whether every one of `paths` is a file the last listing held: an
    /// edit of those leaves the listing as it was.
    func listed(_ paths: Set<String>) -> Bool {
        lock.withLock { keptListing != nil && paths.allSatisfy { entries[$0] != nil } }
    }

    /// Drops the readings of files content/ no longer lists.
    func keepOnly(_ paths: Set<String>) {
        lock.withLock {
            guard entries.count != paths.count || !entries.keys.allSatisfy(paths.contains) else { return }
            entries = entries.filter { paths.contains($0.key) }
            lastRun = nil
        }
    }
}

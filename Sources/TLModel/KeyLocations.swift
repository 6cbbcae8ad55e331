import TLCore

/// Where each front-matter key of an item was written, for the messages
/// found after reading (a duplicate slug, a missing image). A short list
/// searched by key rather than a dictionary: an item has a dozen keys at
/// most, and the dictionary's table took 836 bytes an item, more than the
/// rest of its fields (83 MB of a 100,000-item build's 459 MB peak).
/// Lines and columns are kept as 32-bit numbers.
package struct KeyLocations: Sendable, Equatable, ExpressibleByDictionaryLiteral {
    private struct Entry: Sendable, Equatable {
        var key: String
        var path: String
        var line: Int32
        var column: Int32
    }
    private var entries: [Entry] = []

    package init() {}

    package init(dictionaryLiteral elements: (String, SourceLocation)...) {
        for (key, location) in elements { self[key] = location }
    }

    package mutating func reserveCapacity(_ count: Int) { entries.reserveCapacity(count) }

    package var count: Int { entries.count }
    package var isEmpty: Bool { entries.isEmpty }

    package subscript(key: String) -> SourceLocation? {
        get {
            entries.first { $0.key == key }.map { SourceLocation(path: $0.path, line: Int($0.line), column: Int($0.column)) }
        }
        set {
            let index = entries.firstIndex { $0.key == key }
            guard let newValue else {
                if let index { entries.remove(at: index) }
                return
            }
            let entry = Entry(key: key, path: newValue.path, line: Int32(clamping: newValue.line), column: Int32(clamping: newValue.column))
            if let index { entries[index] = entry } else { entries.append(entry) }
        }
    }

    /// Equal when they hold the same keys at the same places, in any order.
    package static func == (a: KeyLocations, b: KeyLocations) -> Bool {
        a.entries.count == b.entries.count && a.entries.allSatisfy { entry in b.entries.contains(entry) }
    }
}

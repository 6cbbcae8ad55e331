/// `:shortcode:` -> emoji, from the table scripts/gen-emoji.py writes
/// (`emoji.txt`, embedded by the EmbedResources plugin), read into a
/// dictionary at the first shortcode.
package enum Emoji {
    /// The emoji of `name` (without colons), or nil for an unknown shortcode.
    package static func character(for name: String) -> String? { byName[name] }

    private static let byName: [String: String] = {
        var result: [String: String] = [:]
        for line in (embeddedResources["emoji.txt"] ?? "").split(separator: "\n") where !line.hasPrefix("#") {
            guard let space = line.firstIndex(of: " ") else { continue }
            result[String(line[..<space])] = String(line[line.index(after: space)...])
        }
        return result
    }()

    /// A shortcode starting at the `:` at `start`: its end (after the closing `:`) and its emoji.
    static func match(_ bytes: [UInt8], at start: Int) -> (end: Int, emoji: String)? {
        var end = start + 1
        while end < bytes.count, end - start <= 64,
              Bytes.isAlnum(bytes[end]) || "_+-".utf8.contains(bytes[end]) { end += 1 }
        guard end > start + 1, end < bytes.count, bytes[end] == UInt8(ascii: ":"),
              let emoji = byName[Bytes.string(bytes[(start + 1)..<end])] else { return nil }
        return (end + 1, emoji)
    }
}

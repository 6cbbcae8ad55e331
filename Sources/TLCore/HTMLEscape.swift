import Foundation

/// Escapes text for HTML content and double- or single-quoted attributes.
package func escapeHTML(_ text: String) -> String {
    guard text.utf8.contains(where: { $0 == 38 || $0 == 60 || $0 == 62 || $0 == 34 || $0 == 39 }) else { return text }
    var result = ""
    result.reserveCapacity(text.utf8.count + 16)
    for scalar in text.unicodeScalars {
        switch scalar {
        case "&": result += "&amp;"
        case "<": result += "&lt;"
        case ">": result += "&gt;"
        case "\"": result += "&quot;"
        case "'": result += "&#39;"
        default: result.unicodeScalars.append(scalar)
        }
    }
    return result
}

/// Undoes `escapeHTML` (and cmark's escaping, which writes the same five
/// entities): `&amp;` last, so `&amp;lt;` stays `&lt;`.
package func unescapeHTML(_ text: String) -> String {
    guard text.containsUTF8Byte(UInt8(ascii: "&")) else { return text }
    return text.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
        .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&#39;", with: "'")
        .replacingOccurrences(of: "&amp;", with: "&")
}

extension String {
    /// Whether the text's UTF-8 holds `byte`: one `memchr`, where a loop over
    /// the UTF-8 view costs ten times more on a large file.
    package func containsUTF8Byte(_ byte: UInt8) -> Bool {
        var text = self
        return text.withUTF8 { buffer in
            guard let base = buffer.baseAddress else { return false }
            return memchr(base, Int32(byte), buffer.count) != nil
        }
    }

    /// Whether the text's UTF-8 holds the bytes of `pattern` (an empty one
    /// is everywhere): `memchr` to each candidate first byte, then `memcmp`.
    /// Foundation's `contains(_:)` on String goes through CFString and
    /// UTF-16, about 7 % of a build where every card's body is asked.
    package func containsUTF8(_ pattern: String) -> Bool {
        var text = self, pattern = pattern
        return text.withUTF8 { haystack in
            pattern.withUTF8 { needle in
                guard let first = needle.first else { return true }
                guard let base = haystack.baseAddress, let needleBase = needle.baseAddress, haystack.count >= needle.count else { return false }
                var offset = 0
                let last = haystack.count - needle.count
                while offset <= last {
                    guard let found = memchr(base + offset, Int32(first), last - offset + 1) else { return false }
                    let at = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
                    if memcmp(base + at, needleBase, needle.count) == 0 { return true }
                    offset = at + 1
                }
                return false
            }
        }
    }
}

extension String {
    /// The text with every control character but tab and line feed (C0,
    /// DEL, C1: ESC, BEL, SOH, STX, BS…) replaced by U+FFFD, so a terminal
    /// escape or a bell from a commit message or a file never reaches a
    /// page, a feed or a written changelog as it is. One scan of the UTF-8
    /// when there is none.
    package var replacingControlCharacters: String {
        var text = self
        let clean = text.withUTF8 { buffer -> Bool in
            var previous: UInt8 = 0
            for byte in buffer {
                if (byte < 0x20 && byte != 9 && byte != 10) || byte == 0x7F || (previous == 0xC2 && byte >= 0x80 && byte <= 0x9F) { return false }
                previous = byte
            }
            return true
        }
        if clean { return self }
        var scalars = String.UnicodeScalarView()
        for scalar in unicodeScalars {
            let value = scalar.value
            let control = (value < 0x20 && value != 9 && value != 10) || (0x7F...0x9F).contains(value)
            scalars.append(control ? "\u{FFFD}" : scalar)
        }
        return String(scalars)
    }
}

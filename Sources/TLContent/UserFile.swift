import TLCore

/// How tlsite takes the text of every file a user writes: items,
/// `_index.md`, tlsite.yml, theme.yml, data/people.yml, templates and
/// changelogs. Larger files than `maxSize` are refused rather than
/// parsed; the rest must be UTF-8 without NUL bytes. Every error is
/// located in the file.
package enum UserFile {
    package static let maxSize = 8_000_000

    package static func tooLarge(_ path: String) -> Diagnostic {
        .error(SourceLocation(path: path), "the file is larger than \(maxSize / 1_000_000) MB")
    }

    /// Decodes file bytes: UTF-8 only, a leading BOM dropped, CRLF and lone CR
    /// read as LF (line numbers stay those the user sees), NUL refused.
    package static func decode(_ bytes: [UInt8], path: String) throws(Diagnostic) -> String {
        var bytes = bytes[...]
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw .error(invalidUTF8Location(bytes, path: path), "the file is not valid UTF-8; save it as UTF-8")
        }
        if text.containsUTF8Byte(0), let nul = text.utf8.firstIndex(of: 0) {
            let prefix = text.utf8[..<nul]
            let line = prefix.reduce(1) { $1 == 10 ? $0 + 1 : $0 }
            let column = prefix.count - (prefix.lastIndex(of: 10).map { prefix.distance(from: prefix.startIndex, to: $0) + 1 } ?? 0) + 1
            throw .error(SourceLocation(path: path, line: line, column: column), "the file contains a NUL byte")
        }
        return text.withLineFeeds.replacingControlCharacters
    }

    private static func invalidUTF8Location(_ bytes: ArraySlice<UInt8>, path: String) -> SourceLocation {
        var line = 1, lineStart = bytes.startIndex
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let count = sequenceLength(bytes, at: index)
            if count == 0 { break }
            if bytes[index] == 10 { line += 1; lineStart = index + 1 }
            index += count
        }
        let column = String(decoding: bytes[lineStart..<index], as: UTF8.self).count + 1
        return SourceLocation(path: path, line: line, column: column)
    }

    /// Length of the valid UTF-8 sequence at `index`, or 0 if it is invalid.
    private static func sequenceLength(_ bytes: ArraySlice<UInt8>, at index: Int) -> Int {
        let lead = bytes[index]
        let count: Int
        switch lead {
        case 0x00...0x7F: return 1
        case 0xC2...0xDF: count = 2
        case 0xE0...0xEF: count = 3
        case 0xF0...0xF4: count = 4
        default: return 0
        }
        guard index + count <= bytes.endIndex,
              String(validating: bytes[index..<(index + count)], as: UTF8.self) != nil else { return 0 }
        return count
    }
}

import TLCore
import TLFormats

/// A Markdown file cut into its YAML front matter and its body.
public struct FrontMatterSplit: Sendable, Equatable {
    /// The YAML between the `---` lines, or nil when the file has none.
    public var yaml: String?
    /// The file line the YAML starts on (1-based), to map YAML lines to file lines.
    public var yamlLine: Int
    public var body: String

    /// The file line the body starts on (1-based).
    public var bodyLine: Int {
        guard let yaml else { return 1 }
        return yamlLine + yaml.utf8.reduce(0) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) } + 1
    }
}

public enum FrontMatter {
    /// Splits `text` (already decoded, any BOM removed, CRLF turned into LF).
    /// The front matter opens with `---` as the file's first line and closes
    /// with `---` (or `...`) as a whole line; `---` anywhere else is Markdown.
    public static func split(_ text: String, path: String) throws(Diagnostic) -> FrontMatterSplit {
        // Lines are found on the UTF-8 view: "\n" is one byte, and a byte
        // scan is much faster than walking characters.
        let bytes = text.utf8
        func lineEnd(from start: String.Index) -> String.Index {
            bytes[start...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.endIndex
        }
        func next(after end: String.Index) -> String.Index {
            end < bytes.endIndex ? bytes.index(after: end) : end
        }
        let firstEnd = lineEnd(from: bytes.startIndex)
        guard isDelimiter(bytes[..<firstEnd], allowDots: false) else {
            return FrontMatterSplit(yaml: nil, yamlLine: 1, body: text)
        }
        let yamlStart = next(after: firstEnd)
        var index = yamlStart
        while index < bytes.endIndex {
            let end = lineEnd(from: index)
            if isDelimiter(bytes[index..<end], allowDots: true) {
                return FrontMatterSplit(yaml: String(text[yamlStart..<index]), yamlLine: 2, body: String(text[next(after: end)...]))
            }
            index = next(after: end)
        }
        throw .error(SourceLocation(path: path, line: 1, column: 1),
                     "front matter opened with '---' is never closed; add a line '---' after the last key")
    }

    /// Decodes file bytes: UTF-8 only, a leading BOM dropped, CRLF and lone CR
    /// read as LF (line numbers stay those the user sees), NUL refused.
    public static func decode(_ bytes: [UInt8], path: String) throws(Diagnostic) -> String {
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
        return text.withLineFeeds
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

    /// `---` (or `...` where allowed) with nothing after it but spaces and tabs.
    private static func isDelimiter(_ line: Substring.UTF8View, allowDots: Bool) -> Bool {
        var line = line
        while let last = line.last, last == UInt8(ascii: " ") || last == UInt8(ascii: "\t") { line = line.dropLast() }
        return line.elementsEqual("---".utf8) || (allowDots && line.elementsEqual("...".utf8))
    }
}

import TLCore
import TLFormats

/// A Markdown file cut into its YAML front matter and its body.
package struct FrontMatterSplit: Sendable, Equatable {
    /// The YAML between the `---` lines, or nil when the file has none.
    package var yaml: String?
    /// The file line the YAML starts on (1-based), to map YAML lines to file lines.
    package var yamlLine: Int
    package var body: String

    /// The file line the body starts on (1-based).
    package var bodyLine: Int {
        guard let yaml else { return 1 }
        return yamlLine + yaml.utf8.reduce(0) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) } + 1
    }
}

package enum FrontMatter {
    /// Splits `text` (already decoded, any BOM removed, CRLF turned into LF).
    /// The front matter opens with `---` as the file's first line and closes
    /// with `---` (or `...`) as a whole line; `---` anywhere else is Markdown.
    package static func split(_ text: String, path: String) throws(Diagnostic) -> FrontMatterSplit {
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

    /// `---` (or `...` where allowed) with nothing after it but spaces and tabs.
    private static func isDelimiter(_ line: Substring.UTF8View, allowDots: Bool) -> Bool {
        var line = line
        while let last = line.last, last == UInt8(ascii: " ") || last == UInt8(ascii: "\t") { line = line.dropLast() }
        return line.elementsEqual("---".utf8) || (allowDots && line.elementsEqual("...".utf8))
    }
}

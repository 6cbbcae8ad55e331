import Foundation

extension TimelineImport {
    /// TimelineJS's text is HTML; text with a tag in it (`<p>`, `</b>`,
    /// `<br/>`, `<!-- -->`) is kept as HTML, other text is plain.
    package static func isHTML(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        for index in bytes.indices.dropLast() where bytes[index] == UInt8(ascii: "<") {
            let next = bytes[index + 1]
            if (next | 0x20) >= UInt8(ascii: "a") && (next | 0x20) <= UInt8(ascii: "z") || next == UInt8(ascii: "/") || next == UInt8(ascii: "!") {
                return true
            }
        }
        return false
    }

    /// Plain text as Markdown that shows the same characters: the marks
    /// Markdown reads anywhere (`*`, `_`, `` ` ``, `[`, `]`, `<`, `\`, `~`, `|`)
    /// and those it reads at a line's start (`#`, `-`, `+`, `=`, `>`,
    /// `1.`, `1)`) backslashed; leading spaces dropped (four would make code).
    /// `&` stays: an entity means in HTML what it means in Markdown.
    package static func escapedMarkdown(_ text: String) -> String {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            var out = ""
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            for (index, character) in trimmed.enumerated() {
                if "\\`*_[]<>~|".contains(character) {
                    out += "\\" + String(character)
                } else if index == 0, "#-+=".contains(character) {
                    out += "\\" + String(character)
                } else if ".)".contains(character), !out.isEmpty, out.allSatisfy(\.isNumber) {
                    out += "\\" + String(character)
                } else {
                    out.append(character)
                }
            }
            return out
        }
        return lines.joined(separator: "\n").trimmingCharacters(in: .newlines)
    }

    /// `[label](<url>)`, or nil for a URL a Markdown link cannot hold.
    package static func markdownLink(_ url: String, label: String) -> String? {
        guard !url.contains(where: { $0 == "<" || $0 == ">" || $0.isNewline || $0 == " " }) else { return nil }
        return "[" + escapedMarkdown(label).replacingOccurrences(of: "\n", with: " ") + "](<" + url + ">)"
    }

    /// An address whose path ends as an image file does (the query and fragment aside).
    package static func isImage(_ url: String) -> Bool {
        let path = url.split(separator: "#", maxSplits: 1).first.flatMap { $0.split(separator: "?", maxSplits: 1).first } ?? ""
        guard let dot = path.lastIndex(of: "."), !path[dot...].contains("/") else { return false }
        return ["jpg", "jpeg", "png", "gif", "svg", "webp", "avif"].contains(path[path.index(after: dot)...].lowercased())
    }
}

/// Mustache source cut into text and tags (with their delimiters, standalone
/// lines and locations), for `Parser`.
enum TagKind {
    case variable, unescaped, section, inverted, close, comment, delimiters, partial, parent, block

    /// Tags that produce no output of their own and so may stand alone on a line.
    var canStandAlone: Bool { self != .variable && self != .unescaped }
}

struct Tag {
    let kind: TagKind
    /// Trimmed tag content without sigil.
    let content: String
    let location: SourceLocation
    /// Byte offsets of the whole tag, delimiters included.
    let range: Range<Int>
    /// Delimiters in effect where the tag appears.
    let delimiters: Delimiters
}

enum Token {
    /// Text without line breaks.
    case text(String, blank: Bool)
    /// "\n" or "\r\n".
    case newline(String)
    case tag(Tag)
}

// MARK: - Tokenizer

struct Tokenizer {
    private let bytes: [UInt8]
    private let path: String
    private let fixedLocation: SourceLocation?
    private var delimiters: Delimiters
    private var position = 0
    private var line = 1
    private var lineStart = 0

    init(source: String, path: String, delimiters: Delimiters, fixedLocation: SourceLocation?) {
        bytes = Array(source.utf8)
        self.path = path
        self.delimiters = delimiters
        self.fixedLocation = fixedLocation
    }

    /// Splits the source into lines of tokens; each line but possibly the last ends with a newline token.
    mutating func lines() throws(MustacheError) -> [[Token]] {
        var lines: [[Token]] = []
        var current: [Token] = []
        var textStart = 0
        while position < bytes.count {
            if bytes[position] == UInt8(ascii: "\n") {
                var textEnd = position
                if textEnd > textStart, bytes[textEnd - 1] == UInt8(ascii: "\r") { textEnd -= 1 }
                appendText(textStart..<textEnd, to: &current)
                current.append(.newline(string(textEnd..<position + 1)))
                lines.append(current)
                current = []
                position += 1
                line += 1
                lineStart = position
                textStart = position
            } else if matches(delimiters.open, at: position) {
                appendText(textStart..<position, to: &current)
                current.append(.tag(try readTag()))
                textStart = position
            } else {
                position += 1
            }
        }
        appendText(textStart..<position, to: &current)
        if !current.isEmpty { lines.append(current) }
        return lines
    }

    private func appendText(_ range: Range<Int>, to tokens: inout [Token]) {
        guard !range.isEmpty else { return }
        let blank = bytes[range].allSatisfy { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
        tokens.append(.text(string(range), blank: blank))
    }

    private mutating func readTag() throws(MustacheError) -> Tag {
        let start = position
        let location = self.location(of: start)
        let tagDelimiters = delimiters
        var contentStart = start + delimiters.open.count
        var terminator = delimiters.close
        var kind: TagKind?
        if contentStart < bytes.count {
            switch bytes[contentStart] {
            case UInt8(ascii: "{"):
                kind = .unescaped
                terminator.insert(UInt8(ascii: "}"), at: 0)
                contentStart += 1
            case UInt8(ascii: "="):
                kind = .delimiters
                terminator.insert(UInt8(ascii: "="), at: 0)
                contentStart += 1
            default:
                break
            }
        }
        guard let contentEnd = find(terminator, from: contentStart) else {
            throw MustacheError(at: location, "unclosed tag: expected '\(String(decoding: terminator, as: UTF8.self))'")
        }
        position = contentEnd + terminator.count
        for index in start..<position where bytes[index] == UInt8(ascii: "\n") {
            line += 1
            lineStart = index + 1
        }

        var content = bytes[contentStart..<contentEnd]
        if kind == nil {
            kind = switch content.first {
            case UInt8(ascii: "#"): .section
            case UInt8(ascii: "^"): .inverted
            case UInt8(ascii: "/"): .close
            case UInt8(ascii: "!"): .comment
            case UInt8(ascii: ">"): .partial
            case UInt8(ascii: "<"): .parent
            case UInt8(ascii: "$"): .block
            case UInt8(ascii: "&"): .unescaped
            default: .variable
            }
            if kind != .variable { content = content.dropFirst() }
        }
        var text = String(decoding: content, as: UTF8.self).trimmingWhitespace()
        if text.hasPrefix("*") {
            text = "*" + text.dropFirst().trimmingWhitespace()
        }

        switch kind! {
        case .comment:
            break
        case .delimiters:
            let parts = text.split(whereSeparator: \.isWhitespace)
            guard parts.count == 2, !parts.contains(where: { $0.contains("=") }) else {
                throw MustacheError(at: location, "invalid delimiters '\(text)': expected two strings without '=' or spaces")
            }
            delimiters = Delimiters(open: Array(parts[0].utf8), close: Array(parts[1].utf8))
        default:
            guard !text.isEmpty else { throw MustacheError(at: location, "missing name in tag") }
            guard !text.contains(where: \.isWhitespace) else {
                throw MustacheError(at: location, "invalid name '\(text)'")
            }
        }
        return Tag(kind: kind!, content: text, location: location, range: start..<position, delimiters: tagDelimiters)
    }

    private func location(of offset: Int) -> SourceLocation {
        if let fixedLocation { return fixedLocation }
        let column = 1 + bytes[lineStart..<offset].count { $0 & 0xC0 != 0x80 }
        return SourceLocation(path: path, line: line, column: column)
    }

    private func matches(_ pattern: [UInt8], at offset: Int) -> Bool {
        guard offset + pattern.count <= bytes.count else { return false }
        for (index, byte) in pattern.enumerated() where bytes[offset + index] != byte { return false }
        return true
    }

    private func find(_ pattern: [UInt8], from offset: Int) -> Int? {
        var index = offset
        while index + pattern.count <= bytes.count {
            if matches(pattern, at: index) { return index }
            index += 1
        }
        return nil
    }

    private func string(_ range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self)
    }
}

// MARK: - Tree building

struct Delimiters: Sendable, Equatable {
    var open: [UInt8]
    var close: [UInt8]

    static let standard = Delimiters(open: Array("{{".utf8), close: Array("}}".utf8))
}

enum Parser {
    /// Deeper nesting is almost certainly a mistake, and bounding it keeps rendering (and freeing) the
    /// tree well within the stack.
    static let maxNesting = 100

    /// - Parameter fixedLocation: reported for every tag instead of its own position; used for
    ///   templates produced by lambdas, whose positions mean nothing to the user.
    static func parse(
        _ source: String, path: String, delimiters: Delimiters = .standard,
        fixedLocation: SourceLocation? = nil
    ) throws(MustacheError) -> [Node] {
        var tokenizer = Tokenizer(source: source, path: path, delimiters: delimiters, fixedLocation: fixedLocation)
        var builder = TreeBuilder(source: source)
        for line in try tokenizer.lines() {
            try builder.add(line)
        }
        return try builder.finish()
    }
}

// MARK: - Tokens

private enum TagKind {
    case variable, unescaped, section, inverted, close, comment, delimiters, partial, parent, block

    /// Tags that produce no output of their own and so may stand alone on a line.
    var canStandAlone: Bool { self != .variable && self != .unescaped }
}

private struct Tag {
    let kind: TagKind
    /// Trimmed tag content without sigil.
    let content: String
    let location: SourceLocation
    /// Byte offsets of the whole tag, delimiters included.
    let range: Range<Int>
    /// Delimiters in effect where the tag appears.
    let delimiters: Delimiters
}

private enum Token {
    /// Text without line breaks.
    case text(String, blank: Bool)
    /// "\n" or "\r\n".
    case newline(String)
    case tag(Tag)
}

// MARK: - Tokenizer

private struct Tokenizer {
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

private struct TreeBuilder {
    private struct Frame {
        enum Kind: String {
            case root, section, inverted = "inverted section", parent, block
        }

        let kind: Kind
        let tag: Tag?
        let standalone: Bool
        /// Standalone indentation, or for blocks the whitespace before a tag that starts its line.
        let indent: String
        var nodes: [Node] = []
        var blocks: [String: [Node]] = [:]
    }

    private let source: String
    private var frames = [Frame(kind: .root, tag: nil, standalone: false, indent: "")]

    init(source: String) {
        self.source = source
    }

    mutating func add(_ line: [Token]) throws(MustacheError) {
        if let indent = standaloneIndent(of: line) {
            for case .tag(let tag) in line {
                try add(tag, standalone: true, indent: indent)
            }
            return
        }
        append(.lineStart)
        var leadingWhitespace: String? = ""
        for token in line {
            switch token {
            case .text(let text, let blank):
                append(.text(text))
                leadingWhitespace = blank ? leadingWhitespace.map { $0 + text } : nil
            case .newline(let text):
                append(.text(text))
            case .tag(let tag):
                try add(tag, standalone: false, indent: leadingWhitespace ?? "")
                leadingWhitespace = nil
            }
        }
    }

    mutating func finish() throws(MustacheError) -> [Node] {
        if let frame = frames.last, let tag = frame.tag {
            throw MustacheError(at: tag.location, "unclosed \(frame.kind.rawValue) '\(tag.content)'")
        }
        return frames[0].nodes
    }

    /// The indentation of a standalone line, or nil if the line is not standalone.
    ///
    /// A line is standalone if besides whitespace it holds one tag that produces no output, or only
    /// parent and block tags including at least one parent tag (e.g. `{{<parent}}{{$block}}`).
    private func standaloneIndent(of line: [Token]) -> String? {
        var indent = ""
        var tags: [Tag] = []
        for token in line {
            switch token {
            case .text(let text, let blank):
                guard blank else { return nil }
                if tags.isEmpty { indent += text }
            case .newline:
                break
            case .tag(let tag):
                tags.append(tag)
            }
        }
        switch tags.count {
        case 0: return nil
        case 1: return tags[0].kind.canStandAlone ? indent : nil
        default: break
        }
        var opened: [TagKind] = []
        var closedFrames = 0
        var involvesParent = false
        for tag in tags {
            switch tag.kind {
            case .parent:
                involvesParent = true
                opened.append(.parent)
            case .block:
                opened.append(.block)
            case .close:
                if let kind = opened.popLast() {
                    involvesParent = involvesParent || kind == .parent
                } else {
                    closedFrames += 1
                    let index = frames.count - closedFrames
                    involvesParent = involvesParent || (index > 0 && frames[index].kind == .parent)
                }
            default:
                return nil
            }
        }
        return involvesParent ? indent : nil
    }

    private mutating func add(_ tag: Tag, standalone: Bool, indent: String) throws(MustacheError) {
        switch tag.kind {
        case .variable, .unescaped:
            append(.variable(Variable(name: try name(of: tag), escaped: tag.kind == .variable, location: tag.location)))
        case .comment, .delimiters:
            break
        case .partial:
            append(.partial(Partial(reference: try reference(of: tag), indent: standalone ? indent : nil, location: tag.location)))
        case .section, .inverted, .parent, .block:
            guard frames.count <= Parser.maxNesting else {
                throw MustacheError(at: tag.location, "sections nested deeper than \(Parser.maxNesting)")
            }
            let kind: Frame.Kind = switch tag.kind {
            case .section: .section
            case .inverted: .inverted
            case .parent: .parent
            default: .block
            }
            frames.append(Frame(kind: kind, tag: tag, standalone: standalone, indent: indent))
        case .close:
            try close(tag)
        }
    }

    private mutating func close(_ closing: Tag) throws(MustacheError) {
        guard frames.count > 1 else {
            throw MustacheError(at: closing.location, "unexpected closing tag '\(closing.content)'")
        }
        let frame = frames.removeLast()
        let tag = frame.tag!
        guard tag.content == closing.content else {
            throw MustacheError(at: closing.location, """
                closing tag '\(closing.content)' does not match \(frame.kind.rawValue) '\(tag.content)' \
                opened at line \(tag.location.line), column \(tag.location.column)
                """)
        }
        switch frame.kind {
        case .section, .inverted:
            let utf8 = source.utf8
            let contentStart = utf8.index(utf8.startIndex, offsetBy: tag.range.upperBound)
            let contentEnd = utf8.index(utf8.startIndex, offsetBy: closing.range.lowerBound)
            append(.section(Section(
                name: try name(of: tag), inverted: frame.kind == .inverted, children: frame.nodes,
                rawContent: source[contentStart..<contentEnd], delimiters: tag.delimiters, location: tag.location)))
        case .parent:
            append(.parent(Parent(
                reference: try reference(of: tag), indent: frame.standalone ? frame.indent : nil,
                blocks: frame.blocks, location: tag.location)))
        case .block where frames[frames.count - 1].kind == .parent:
            // An override passed to a parent: its own indentation is replaced by the expansion site's.
            let content = frame.standalone ? frame.nodes.dedented(by: frame.nodes.commonIndent()) : frame.nodes
            frames[frames.count - 1].blocks[tag.content] = content
        case .block:
            append(.block(Block(
                name: tag.content, defaultContent: frame.nodes, standalone: frame.standalone,
                indent: frame.indent, intrinsicIndent: frame.nodes.commonIndent(), location: tag.location)))
        case .root:
            preconditionFailure("the root frame is never closed")
        }
    }

    /// Adds a node to the innermost open section. Inside a parent tag only block overrides count, so
    /// everything else is dropped there.
    private mutating func append(_ node: Node) {
        let top = frames.count - 1
        guard frames[top].kind != .parent else { return }
        if case .text(let text) = node, case .text(let previous)? = frames[top].nodes.last {
            frames[top].nodes[frames[top].nodes.count - 1] = .text(previous + text)
        } else {
            frames[top].nodes.append(node)
        }
    }

    private func name(of tag: Tag) throws(MustacheError) -> Name {
        try Self.name(tag.content, at: tag.location)
    }

    private func reference(of tag: Tag) throws(MustacheError) -> TemplateReference {
        guard tag.content.hasPrefix("*") else { return .named(tag.content) }
        return .dynamic(try Self.name(String(tag.content.dropFirst()), at: tag.location))
    }

    private static func name(_ text: String, at location: SourceLocation) throws(MustacheError) -> Name {
        if text == "." { return Name(text: text, keys: []) }
        let keys = text.split(separator: ".", omittingEmptySubsequences: false).map { MustacheKey(String($0)) }
        guard !keys.contains(where: \.text.isEmpty) else {
            throw MustacheError(at: location, "invalid name '\(text)'")
        }
        return Name(text: text, keys: keys)
    }
}

extension StringProtocol {
    func trimmingWhitespace() -> String {
        guard let first = firstIndex(where: { !$0.isWhitespace }),
              let last = lastIndex(where: { !$0.isWhitespace })
        else { return "" }
        return String(self[first...last])
    }
}

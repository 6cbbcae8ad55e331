struct Delimiters: Sendable, Hashable {
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

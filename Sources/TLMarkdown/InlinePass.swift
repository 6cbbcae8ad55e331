import Foundation
import CCmark
import TLFormats

/// The inline extensions, over each run of adjacent text nodes of an inline
/// container: autolinks, references and `links:` rules, footnote
/// references, emoji, then strikethrough over the container's children.
/// Code spans, raw HTML, and (except for emoji and strikethrough) the text
/// of links are left alone.
final class InlinePass {
    let options: MarkdownOptions
    let footnotes: Footnotes?

    init(options: MarkdownOptions, footnotes: Footnotes?) {
        self.options = options
        self.footnotes = footnotes
    }

    enum Piece {
        case text(String)
        case link(String, String, References.Kind?)
        case html(String)
        case tildes(Int, canOpen: Bool, canClose: Bool)
    }

    struct Delimiter { var node: Cmark.Node; var count: Int; var canOpen: Bool; var canClose: Bool }

    /// Nodes strikethrough may move into `<del>`s in one container: nested
    /// pairs move their content again, so this bounds the work on hostile text.
    static let strikeBudget = 100_000

    func run(_ container: Cmark.Node, insideLink: Bool = false, depth: Int = 0) {
        guard depth < Cmark.maxDepth else { return }
        // Siblings are followed by their links, and a run of text nodes is
        // its first and last node: no arrays for the common case of text
        // that needs nothing. No nested functions over this state either:
        // captured variables are checked for exclusive access at run time.
        var delimiters: [Delimiter] = []
        var runFirst: Cmark.Node?
        var runLast: Cmark.Node?
        var insideRawLink = false
        var next = cmark_node_first_child(container)
        while let child = next {
            next = cmark_node_next(child)
            let type = Cmark.type(child)
            if type == CMARK_NODE_TEXT, !Self.isEscape(child) {
                if runFirst == nil { runFirst = child }
                runLast = child
                continue
            }
            if let first = runFirst, let last = runLast {
                if !insideRawLink { replace(from: first, through: last, next: child, insideLink: insideLink, delimiters: &delimiters) }
                runFirst = nil
                runLast = nil
            }
            if type == CMARK_NODE_HTML_INLINE {
                let literal = Cmark.literal(child).lowercased()
                if literal.hasPrefix("<a ") || literal.hasPrefix("<a>") { insideRawLink = true }
                if literal.hasPrefix("</a") { insideRawLink = false }
            } else if type == CMARK_NODE_LINK, let footnotes, let html = footnotes.reference(replacing: child) {
                cmark_node_insert_before(child, Cmark.customInline(enter: html))
                Cmark.remove(child)
            } else if Cmark.isInlineContainer(type) {
                self.run(child, insideLink: insideLink || type == CMARK_NODE_LINK || type == CMARK_NODE_IMAGE, depth: depth + 1)
            }
        }
        if let first = runFirst, let last = runLast, !insideRawLink {
            replace(from: first, through: last, next: nil, insideLink: insideLink, delimiters: &delimiters)
        }
        if options.strikethrough, !delimiters.isEmpty { strike(delimiters) }
    }

    private static func literal(_ node: Cmark.Node) -> UnsafeBufferPointer<UInt8> {
        guard let literal = cmark_node_get_literal(node) else { return UnsafeBufferPointer(start: nil, count: 0) }
        return UnsafeBufferPointer(start: UnsafeRawPointer(literal).assumingMemoryBound(to: UInt8.self), count: strlen(literal))
    }

    /// What stands beside a run for flanking: a line break counts as a
    /// space, any other node as a letter, nothing (the container's edge) as a space.
    private static func neighbour(_ node: Cmark.Node?) -> UInt8? {
        guard let node else { return nil }
        let type = Cmark.type(node)
        return type == CMARK_NODE_SOFTBREAK || type == CMARK_NODE_LINEBREAK ? 0x20 : 0x61
    }

    /// A backslash escape or an entity: its text must not act as markup.
    private static func isEscape(_ node: Cmark.Node) -> Bool {
        let span = Int(cmark_node_get_end_column(node)) - Int(cmark_node_get_start_column(node)) + 1
        let length = cmark_node_get_literal(node).map { strlen($0) } ?? 0
        return length <= 4 && span != length && cmark_node_get_start_line(node) == cmark_node_get_end_line(node)
    }

    /// Rewrites the run of text nodes `first` … `last` when something in it
    /// is an extension; the tilde runs it leaves as nodes of their own go to `delimiters`.
    private func replace(from first: Cmark.Node, through last: Cmark.Node, next: Cmark.Node?, insideLink: Bool,
                         delimiters: inout [Delimiter]) {
        var node: Cmark.Node? = first
        var needed = false
        while let current = node {
            if mayChange(Self.literal(current)) { needed = true; break }
            node = current == last ? nil : cmark_node_next(current)
        }
        guard needed else { return }
        var run: [Cmark.Node] = []
        var bytes: [UInt8] = []
        node = first
        while let current = node {
            run.append(current)
            bytes.append(contentsOf: Self.literal(current))
            node = current == last ? nil : cmark_node_next(current)
        }
        let before = Self.neighbour(cmark_node_previous(first)), after = Self.neighbour(next)
        guard let pieces = scan(bytes, before: before, after: after, insideLink: insideLink) else { return }
        for piece in pieces {
            let node: Cmark.Node
            switch piece {
            case .text(let text): node = Cmark.text(text)
            case .link(let url, let text, let kind): node = Cmark.link(url, kind == .commit ? Cmark.code(text) : Cmark.text(text))
            case .html(let html): node = Cmark.customInline(enter: html)
            case .tildes(let count, let canOpen, let canClose):
                node = Cmark.text(String(repeating: "~", count: count))
                delimiters.append(Delimiter(node: node, count: count, canOpen: canOpen, canClose: canClose))
            }
            cmark_node_insert_before(first, node)
        }
        run.forEach(Cmark.remove)
    }

}

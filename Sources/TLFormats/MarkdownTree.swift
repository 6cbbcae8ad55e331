import CCmark
import Foundation
import TLCore

/// A node of cmark's tree, with where it starts in the source. Only valid
/// inside the `Markdown.withTree` call that produced it: readers walk the
/// tree there and keep plain values.
package struct MarkdownNode {
    package enum Kind: Equatable, Sendable {
        case document, blockQuote, list, item, codeBlock, htmlBlock, paragraph, heading, thematicBreak
        case text, softBreak, lineBreak, code, htmlInline, emphasis, strong, link, image, other
    }

    /// cmark's node, for passes that rewrite the tree (TLMarkdown).
    package let pointer: OpaquePointer
    /// The cmark options the tree was parsed with.
    package let options: Int32

    package init(pointer: OpaquePointer, options: Int32) {
        self.pointer = pointer
        self.options = options
    }

    package var kind: Kind {
        switch cmark_node_get_type(pointer) {
        case CMARK_NODE_DOCUMENT: .document
        case CMARK_NODE_BLOCK_QUOTE: .blockQuote
        case CMARK_NODE_LIST: .list
        case CMARK_NODE_ITEM: .item
        case CMARK_NODE_CODE_BLOCK: .codeBlock
        case CMARK_NODE_HTML_BLOCK: .htmlBlock
        case CMARK_NODE_PARAGRAPH: .paragraph
        case CMARK_NODE_HEADING: .heading
        case CMARK_NODE_THEMATIC_BREAK: .thematicBreak
        case CMARK_NODE_TEXT: .text
        case CMARK_NODE_SOFTBREAK: .softBreak
        case CMARK_NODE_LINEBREAK: .lineBreak
        case CMARK_NODE_CODE: .code
        case CMARK_NODE_HTML_INLINE: .htmlInline
        case CMARK_NODE_EMPH: .emphasis
        case CMARK_NODE_STRONG: .strong
        case CMARK_NODE_LINK: .link
        case CMARK_NODE_IMAGE: .image
        default: .other
        }
    }

    /// 1-based, as cmark counts: lines of the source, columns in bytes.
    package var line: Int { Int(cmark_node_get_start_line(pointer)) }
    package var column: Int { Int(cmark_node_get_start_column(pointer)) }

    /// 1...6 for a heading, 0 for anything else.
    package var headingLevel: Int { Int(cmark_node_get_heading_level(pointer)) }

    package var children: [MarkdownNode] {
        var result: [MarkdownNode] = []
        var node = cmark_node_first_child(pointer)
        while let current = node {
            result.append(MarkdownNode(pointer: current, options: options))
            node = cmark_node_next(current)
        }
        return result
    }

    /// A text, code or HTML node's own text.
    package var literal: String? { cmark_node_get_literal(pointer).map { String(cString: $0).replacingControlCharacters } }

    /// A link's or image's destination.
    package var url: String? { cmark_node_get_url(pointer).map { String(cString: $0) } }

    /// The text a reader sees: the literals of every inline below, breaks as
    /// spaces, raw HTML left out.
    package var plainText: String {
        switch kind {
        case .text, .code: return literal ?? ""
        case .softBreak, .lineBreak: return " "
        case .htmlInline, .htmlBlock: return ""
        case .codeBlock: return literal ?? ""
        default: return children.map(\.plainText).joined()
        }
    }

    /// Every link destination below this node, in order.
    package var linkURLs: [String] {
        (kind == .link ? [url ?? ""] : []) + children.flatMap(\.linkURLs)
    }

    /// This node rendered to HTML with the options of the tree.
    package var html: String {
        guard let rendered = cmark_render_html(pointer, options) else { return "" }
        defer { free(rendered) }
        return String(cString: rendered).replacingControlCharacters
    }
}

extension Markdown {
    /// Parses `text` and hands its document node to `body`. Raw HTML is
    /// dropped from rendered HTML unless `unsafe`, as in `render`.
    /// `transform` may rewrite the tree first, as in `render`.
    package static func withTree<T>(_ text: String, unsafe: Bool = false, transform: ((MarkdownNode) -> Void)? = nil,
                                   _ body: (MarkdownNode) throws -> T) rethrows -> T? {
        var options = CMARK_OPT_DEFAULT | CMARK_OPT_VALIDATE_UTF8
        if unsafe { options |= CMARK_OPT_UNSAFE }
        guard let document = text.withCString({ cmark_parse_document($0, strlen($0), options) }) else { return nil }
        defer { cmark_node_free(document) }
        let root = MarkdownNode(pointer: document, options: options)
        transform?(root)
        return try body(root)
    }

    /// What the link reference definitions of `text` say for each of
    /// `labels` (`[1.2.0]: https://…`), found by cmark: each label is
    /// appended as a shortcut reference `[label]` and read back as a link.
    /// Labels with brackets or backslashes, which cannot be written that
    /// way, are not looked up.
    package static func referenceURLs(in text: String, labels: [String]) -> [String: String] {
        let usable = labels.filter { label in
            !label.isEmpty && !label.contains(where: { "[]\\\n\r".contains($0) })
        }
        guard !usable.isEmpty else { return [:] }
        let probe = text + "\n\n" + usable.map { "[\($0)]\n\n" }.joined()
        return withTree(probe) { document in
            // The probes must be paragraphs of their own, after the text
            // (an unclosed fence or HTML block at the end swallows them).
            let lines = text.reduce(into: 1) { count, character in if character == "\n" || character == "\r\n" { count += 1 } }
            let blocks = document.children.suffix(usable.count)
            guard blocks.count == usable.count, blocks.allSatisfy({ $0.line > lines }) else { return [:] }
            var result: [String: String] = [:]
            for (label, block) in zip(usable, blocks) where block.kind == .paragraph {
                let inlines = block.children
                if inlines.count == 1, inlines[0].kind == .link, let url = inlines[0].url, !url.isEmpty {
                    result[label] = url
                }
            }
            return result
        } ?? [:]
    }
}

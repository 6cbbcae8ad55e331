import CCmark
import Foundation
import TLCore

/// The few cmark node operations the passes need, named for what they do.
/// Nodes made here belong to the tree they are inserted into and are freed
/// with it.
enum Cmark {
    typealias Node = OpaquePointer

    static func type(_ node: Node) -> cmark_node_type { cmark_node_get_type(node) }

    static func children(_ node: Node) -> [Node] {
        var result: [Node] = []
        var child = cmark_node_first_child(node)
        while let current = child {
            result.append(current)
            child = cmark_node_next(current)
        }
        return result
    }

    static func literal(_ node: Node) -> String { cmark_node_get_literal(node).map { String(cString: $0).replacingControlCharacters } ?? "" }

    static func text(_ literal: String) -> Node {
        let node = cmark_node_new(CMARK_NODE_TEXT)!
        cmark_node_set_literal(node, literal)
        return node
    }

    static func code(_ literal: String) -> Node {
        let node = cmark_node_new(CMARK_NODE_CODE)!
        cmark_node_set_literal(node, literal)
        return node
    }

    /// A link around `content`; cmark escapes the URL and, in safe mode, empties dangerous ones.
    static func link(_ url: String, _ content: Node) -> Node {
        let node = cmark_node_new(CMARK_NODE_LINK)!
        cmark_node_set_url(node, url)
        cmark_node_append_child(node, content)
        return node
    }

    /// HTML written as is around the children, in safe mode too: only
    /// markup made by the passes goes here, never text a user typed.
    static func customInline(enter: String, exit: String = "") -> Node {
        let node = cmark_node_new(CMARK_NODE_CUSTOM_INLINE)!
        cmark_node_set_on_enter(node, enter)
        cmark_node_set_on_exit(node, exit)
        return node
    }

    static func customBlock(enter: String, exit: String = "") -> Node {
        let node = cmark_node_new(CMARK_NODE_CUSTOM_BLOCK)!
        cmark_node_set_on_enter(node, enter)
        cmark_node_set_on_exit(node, exit)
        return node
    }

    static func remove(_ node: Node) {
        cmark_node_unlink(node)
        cmark_node_free(node)
    }

    /// Moves every child of `source` to the end of `target`.
    static func moveChildren(of source: Node, to target: Node) {
        while let child = cmark_node_first_child(source) {
            cmark_node_unlink(child)
            cmark_node_append_child(target, child)
        }
    }

    static func startLine(_ node: Node) -> Int { Int(cmark_node_get_start_line(node)) }
    static func endLine(_ node: Node) -> Int { Int(cmark_node_get_end_line(node)) }
    static func startColumn(_ node: Node) -> Int { Int(cmark_node_get_start_column(node)) }

    static func parse(_ text: String, options: Int32) -> Node? {
        text.withCString { cmark_parse_document($0, strlen($0), options) }
    }

    /// cmark decodes character references, so `&#x1b;` or `&#7;` in a body
    /// is a control character in its text: rendered and read, each becomes
    /// U+FFFD, as the raw ones of every file do.
    static func html(_ node: Node, options: Int32) -> String {
        guard let rendered = cmark_render_html(node, options) else { return "" }
        defer { free(rendered) }
        return String(cString: rendered).replacingControlCharacters
    }

    /// How deep the passes follow nested blocks or inlines: deeper content
    /// (100,000 `>` is a valid document) is rendered by cmark as it parsed it.
    static let maxDepth = 100

    /// The text a reader sees below `node`, code included, to `maxDepth`.
    static func plainText(_ node: Node, depth: Int = 0) -> String {
        let type = type(node)
        if type == CMARK_NODE_TEXT || type == CMARK_NODE_CODE { return literal(node) }
        if type == CMARK_NODE_SOFTBREAK || type == CMARK_NODE_LINEBREAK { return " " }
        guard depth < maxDepth else { return "" }
        return children(node).map { plainText($0, depth: depth + 1) }.joined()
    }

    static func isInlineContainer(_ type: cmark_node_type) -> Bool {
        type == CMARK_NODE_PARAGRAPH || type == CMARK_NODE_HEADING || type == CMARK_NODE_EMPH
            || type == CMARK_NODE_STRONG || type == CMARK_NODE_LINK || type == CMARK_NODE_IMAGE
            || type == CMARK_NODE_CUSTOM_INLINE
    }
}

import CCmark
import Foundation
import TLCore

/// A Markdown body rendered by cmark, split at the `<!--more-->` marker.
package struct RenderedMarkdown: Sendable, Equatable {
    /// The whole body, without the marker.
    package var html: String
    /// What stands before the marker, or nil when there is no marker.
    package var head: String?
    /// What follows the marker, or nil when there is no marker.
    package var rest: String?
    /// The top-level blocks after the marker, one string each, so a folding
    /// card can lay them out over its folds; empty without a marker.
    package var restBlocks: [String] = []
    /// Every top-level block of the body, without the marker.
    package var blocks: [String] = []
    /// How many blocks stand before the marker; nil when there is none.
    package var moreIndex: Int?
    /// Every image of the body (`![alt](src)`), in order, where it was written.
    package var images: [MarkdownImage] = []
}

/// An image of a Markdown body: its address as written, and its position in
/// the text parsed (1-based).
package struct MarkdownImage: Sendable, Equatable {
    package var src: String
    package var line: Int
    package var column: Int

    package init(src: String, line: Int, column: Int) {
        self.src = src
        self.line = line
        self.column = column
    }
}

package enum Markdown {
    /// CommonMark to HTML. Unless `unsafe`, raw HTML is dropped and
    /// `javascript:`-like link targets are removed (cmark's safe mode).
    /// `transform` may rewrite the parsed tree before it is rendered (the
    /// GitHub extensions of TLMarkdown do). `compact` leaves out the line
    /// breaks cmark writes between block elements (`BlockBreaks`), as pages
    /// do; without it the HTML is cmark's own.
    package static func render(_ text: String, unsafe: Bool = false, smart: Bool = false, compact: Bool = false,
                              transform: ((MarkdownNode) -> Void)? = nil) -> RenderedMarkdown {
        var options = CMARK_OPT_DEFAULT | CMARK_OPT_VALIDATE_UTF8
        if unsafe { options |= CMARK_OPT_UNSAFE }
        if smart { options |= CMARK_OPT_SMART }
        guard let document = text.withCString({ cmark_parse_document($0, strlen($0), options) }) else {
            return RenderedMarkdown(html: "", head: nil, rest: nil)
        }
        defer { cmark_node_free(document) }
        transform?(MarkdownNode(pointer: document, options: options))

        let marker = moreMarker(in: document)
        var blocks: [String] = []
        var markerIndex: Int?
        var node = cmark_node_first_child(document)
        while let current = node {
            if current == marker { markerIndex = blocks.count } else { blocks.append(html(current, options, compact: compact)) }
            node = cmark_node_next(current)
        }
        let html = blocks.joined()
        guard let markerIndex else {
            return RenderedMarkdown(html: html, head: nil, rest: nil, blocks: blocks, images: images(in: document))
        }
        let restBlocks = Array(blocks[markerIndex...])
        return RenderedMarkdown(html: html, head: blocks[..<markerIndex].joined(), rest: restBlocks.joined(),
                                restBlocks: restBlocks, blocks: blocks, moreIndex: markerIndex, images: images(in: document))
    }

    /// The image nodes below `document`, in order (cmark's iterator, so
    /// deep nesting costs no stack).
    private static func images(in document: OpaquePointer) -> [MarkdownImage] {
        guard let iterator = cmark_iter_new(document) else { return [] }
        defer { cmark_iter_free(iterator) }
        var found: [MarkdownImage] = []
        while case let event = cmark_iter_next(iterator), event != CMARK_EVENT_DONE {
            guard event == CMARK_EVENT_ENTER, let node = cmark_iter_get_node(iterator),
                  cmark_node_get_type(node) == CMARK_NODE_IMAGE else { continue }
            found.append(MarkdownImage(src: cmark_node_get_url(node).map { String(cString: $0) } ?? "",
                                       line: Int(cmark_node_get_start_line(node)), column: Int(cmark_node_get_start_column(node))))
        }
        return found
    }

    private static func moreMarker(in document: OpaquePointer) -> OpaquePointer? {
        var node = cmark_node_first_child(document)
        while let current = node {
            if cmark_node_get_type(current) == CMARK_NODE_HTML_BLOCK,
               let literal = cmark_node_get_literal(current) {
                let compact = String(cString: literal).filter { !$0.isWhitespace }.lowercased()
                if compact == "<!--more-->" { return current }
            }
            node = cmark_node_next(current)
        }
        return nil
    }

    private static func html(_ node: OpaquePointer, _ options: Int32, compact: Bool) -> String {
        guard let rendered = cmark_render_html(node, options) else { return "" }
        defer { free(rendered) }
        let html = String(cString: rendered).replacingControlCharacters
        guard compact else { return html }
        // Raw HTML may hold a <pre> or an inline element of its own, where a
        // line break is seen; it is kept as written.
        if options & CMARK_OPT_UNSAFE != 0, containsRawHTML(node) { return html }
        return BlockBreaks.removing(from: html)
    }

    private static func containsRawHTML(_ node: OpaquePointer) -> Bool {
        guard let iterator = cmark_iter_new(node) else { return true }
        defer { cmark_iter_free(iterator) }
        while case let event = cmark_iter_next(iterator), event != CMARK_EVENT_DONE {
            guard event == CMARK_EVENT_ENTER, let current = cmark_iter_get_node(iterator) else { continue }
            let type = cmark_node_get_type(current)
            if type == CMARK_NODE_HTML_BLOCK || type == CMARK_NODE_HTML_INLINE { return true }
        }
        return false
    }
}

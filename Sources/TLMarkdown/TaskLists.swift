import CCmark
import Foundation
import TLCore
import TLFormats

/// GitHub's task list items: a list item whose text starts with `[ ]` or
/// `[x]` shows a disabled checkbox, labelled with the task's text for
/// screen readers.
enum TaskLists {
    static func mark(_ item: Cmark.Node) {
        guard let paragraph = cmark_node_first_child(item), Cmark.type(paragraph) == CMARK_NODE_PARAGRAPH else { return }
        var bytes: [UInt8] = []
        var consumed: [Cmark.Node] = []
        var next = cmark_node_first_child(paragraph)
        while let node = next, Cmark.type(node) == CMARK_NODE_TEXT, bytes.count < 4 {
            bytes += Array(Cmark.literal(node).utf8)
            consumed.append(node)
            next = cmark_node_next(node)
        }
        guard bytes.count >= 3, bytes[0] == UInt8(ascii: "["), bytes[2] == UInt8(ascii: "]"),
              " xX".utf8.contains(bytes[1]) else { return }
        let rest = Array(bytes[3...])
        if let first = rest.first {
            guard Bytes.isSpace(first) else { return }
        } else {
            guard let node = next, Cmark.type(node) == CMARK_NODE_SOFTBREAK || Cmark.type(node) == CMARK_NODE_LINEBREAK else { return }
        }
        let anchor = consumed[0]
        var label = String(decoding: rest, as: UTF8.self)
        var sibling = next
        while let node = sibling {
            label += Cmark.plainText(node)
            sibling = cmark_node_next(node)
        }
        label = label.trimmingCharacters(in: .whitespacesAndNewlines)
        if label.count > 200 { label = String(label.prefix(200)) + "\u{2026}" }
        let checked = bytes[1] != UInt8(ascii: " ") ? " checked=\"\"" : ""
        let input = "<input class=\"task-list-item-checkbox\" type=\"checkbox\"\(checked) disabled=\"\" aria-label=\"\(escapeHTML(label.isEmpty ? "task" : label))\" />"
        cmark_node_insert_before(anchor, Cmark.customInline(enter: input))
        if !rest.isEmpty { cmark_node_insert_before(anchor, Cmark.text(String(decoding: rest, as: UTF8.self))) }
        consumed.forEach(Cmark.remove)
    }
}

/// GitHub's tag filter, for raw HTML kept by `markdown.unsafe`: the `<` of
/// `title`, `textarea`, `style`, `xmp`, `iframe`, `noembed`, `noframes`,
/// `script` and `plaintext` tags is escaped, so they show as text.
enum TagFilter {
    private static let names = ["title", "textarea", "style", "xmp", "iframe", "noembed", "noframes", "script", "plaintext"]

    static func apply(below root: Cmark.Node, depth: Int = 0) {
        guard depth < Cmark.maxDepth else { return }
        for child in Cmark.children(root) {
            let type = Cmark.type(child)
            if type == CMARK_NODE_HTML_BLOCK || type == CMARK_NODE_HTML_INLINE {
                if let filtered = filter(Cmark.literal(child)) { cmark_node_set_literal(child, filtered) }
            } else if cmark_node_first_child(child) != nil {
                apply(below: child, depth: depth + 1)
            }
        }
    }

    static func filter(_ html: String) -> String? {
        let bytes = Array(html.utf8)
        var result: [UInt8] = []
        var changed = false
        for (index, byte) in bytes.enumerated() {
            if byte == UInt8(ascii: "<"), isFiltered(bytes, at: index + 1) {
                result += Array("&lt;".utf8)
                changed = true
            } else {
                result.append(byte)
            }
        }
        return changed ? String(decoding: result, as: UTF8.self) : nil
    }

    private static func isFiltered(_ bytes: [UInt8], at start: Int) -> Bool {
        let nameStart = start < bytes.count && bytes[start] == UInt8(ascii: "/") ? start + 1 : start
        for name in names where Bytes.hasPrefix(bytes, at: nameStart, name) {
            let end = nameStart + name.utf8.count
            if end == bytes.count || Bytes.isSpace(bytes[end]) || bytes[end] == UInt8(ascii: ">") || bytes[end] == UInt8(ascii: "/") { return true }
        }
        return false
    }
}

/// Links in a changelog written for the repository (`./docs/x.md`,
/// `/.github/…`, `CONTRIBUTING.md`) point to the file on the repository's site.
enum RelativeLinks {
    static func resolve(below root: Cmark.Node, in repository: Repository, depth: Int = 0) {
        guard depth < Cmark.maxDepth else { return }
        for child in Cmark.children(root) {
            // A link goes to the file's page, an image (`![](./docs/img.png)`) to its bytes.
            let type = Cmark.type(child)
            if type == CMARK_NODE_LINK || type == CMARK_NODE_IMAGE, let url = cmark_node_get_url(child).map({ String(cString: $0) }),
               let resolved = resolve(url, in: repository, raw: type == CMARK_NODE_IMAGE) {
                cmark_node_set_url(child, resolved)
            }
            if cmark_node_first_child(child) != nil { resolve(below: child, in: repository, depth: depth + 1) }
        }
    }

    static func resolve(_ url: String, in repository: Repository, raw: Bool = false) -> String? {
        guard let first = url.first, first != "#", first != "?", !url.hasPrefix("//") else { return nil }
        if let colon = url.firstIndex(of: ":"), !url[..<colon].contains("/") { return nil }
        var path = Substring(url)
        if path.hasPrefix("./") { path = path.dropFirst(2) } else if path.hasPrefix("/") { path = path.dropFirst() }
        while path.hasPrefix("../") { path = path.dropFirst(3) }
        if path.isEmpty { return raw ? nil : repository.web }
        return raw ? repository.raw(String(path)) : repository.file(String(path))
    }
}

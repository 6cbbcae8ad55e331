import CCmark
import Foundation
import TLCore

/// GitHub's footnotes: `[^label]` where a top-level `[^label]: text`
/// defines it (continued by lines indented four columns), numbered in the
/// order they are first referenced, listed at the end with a link back to
/// each reference. Every id starts with the page-wide prefix, so that
/// several items on one page keep theirs apart.
final class Footnotes {
    private let prefix: String
    /// Parsed definitions by normalised label; each a cmark document, freed here.
    private var definitions: [String: Cmark.Node] = [:]
    private var numbers: [String: Int] = [:]
    private var order: [String] = []
    private var referenceCounts: [String: Int] = [:]

    init(prefix: String) { self.prefix = escapeHTML(prefix) }

    deinit { definitions.values.forEach { cmark_node_free($0) } }

    static func normalize(_ label: ArraySlice<UInt8>) -> String {
        String(decoding: label, as: UTF8.self).lowercased()
    }

    /// The label of a definition starting `line` (`[^label]:`), and where its text starts.
    static func definitionLabel(_ line: ArraySlice<UInt8>) -> (label: String, textStart: Int)? {
        let start = SourceLines.dedent(line, 3)
        guard start.count >= 5, SourceLines.indentation(line) <= 3, start.first == UInt8(ascii: "["),
              start[start.startIndex + 1] == UInt8(ascii: "^") else { return nil }
        var index = start.startIndex + 2
        while index < start.endIndex, start[index] != UInt8(ascii: "]") {
            if Bytes.isSpace(start[index]) || start[index] == UInt8(ascii: "[") || index - start.startIndex > 1000 { return nil }
            index += 1
        }
        guard index > start.startIndex + 2, index + 1 < start.endIndex, start[index + 1] == UInt8(ascii: ":") else { return nil }
        return (normalize(start[(start.startIndex + 2)..<index]), index + 2)
    }

    /// Keeps the first definition of a label; false (the caller frees `document`) for a later one.
    func define(_ label: String, _ document: Cmark.Node) -> Bool {
        guard definitions[label] == nil else { return false }
        definitions[label] = document
        return true
    }

    var isEmpty: Bool { definitions.isEmpty }

    /// `[^label]` at `start` when `label` is defined: where it ends and its `<sup>`.
    func reference(_ bytes: [UInt8], at start: Int) -> (Int, String)? {
        guard !definitions.isEmpty, start + 3 < bytes.count, bytes[start + 1] == UInt8(ascii: "^") else { return nil }
        var end = start + 2
        while end < bytes.count, bytes[end] != UInt8(ascii: "]"), end - start < 1000 {
            if Bytes.isSpace(bytes[end]) { return nil }
            end += 1
        }
        guard end < bytes.count, bytes[end] == UInt8(ascii: "]"), end > start + 2,
              let html = reference(to: Self.normalize(bytes[(start + 2)..<end])) else { return nil }
        return (end + 1, html)
    }

    /// A `[^label]` that cmark made a link, because the definition also reads
    /// as a link reference definition (`[^1]: Done.`): its `<sup>`, or nil for any other link.
    func reference(replacing link: Cmark.Node) -> String? {
        guard !definitions.isEmpty || !numbers.isEmpty, let text = cmark_node_first_child(link), cmark_node_next(text) == nil,
              Cmark.type(text) == CMARK_NODE_TEXT else { return nil }
        let literal = Cmark.literal(text)
        guard literal.hasPrefix("^"), literal.count > 1 else { return nil }
        return reference(to: Self.normalize(Array(literal.utf8.dropFirst())[...]))
    }

    /// The next reference to `label`'s note, numbering the note at its first.
    private func reference(to label: String) -> String? {
        guard definitions[label] != nil || numbers[label] != nil else { return nil }
        let number: Int
        if let known = numbers[label] { number = known } else {
            order.append(label)
            number = order.count
            numbers[label] = number
        }
        let count = (referenceCounts[label] ?? 0) + 1
        referenceCounts[label] = count
        let id = count == 1 ? "\(prefix)fnref\(number)" : "\(prefix)fnref\(number)-\(count)"
        return "<sup class=\"footnote-ref\"><a href=\"#\(prefix)fn\(number)\" id=\"\(id)\">\(number)</a></sup>"
    }

    /// Appends the list of referenced footnotes to `document`; `process`
    /// runs the extensions over each definition first (it may reference more).
    func attach(to document: Cmark.Node, process: (Cmark.Node) -> Void) {
        guard !order.isEmpty else { return }
        let section = Cmark.customBlock(enter: "<section class=\"footnotes\">\n<ol>", exit: "</ol>\n</section>")
        var index = 0
        while index < order.count {
            let label = order[index]
            index += 1
            guard let definition = definitions.removeValue(forKey: label) else { continue }
            defer { cmark_node_free(definition) }
            process(definition)
            let number = numbers[label]!
            let item = Cmark.customBlock(enter: "<li id=\"\(prefix)fn\(number)\">", exit: "</li>")
            Cmark.moveChildren(of: definition, to: item)
            addBackReferences(to: item, number: number, count: referenceCounts[label] ?? 1)
            cmark_node_append_child(section, item)
        }
        cmark_node_append_child(document, section)
    }

    private func addBackReferences(to item: Cmark.Node, number: Int, count: Int) {
        let links = (1...count).map { occurrence in
            occurrence == 1
                ? "<a href=\"#\(prefix)fnref\(number)\" class=\"footnote-backref\">\u{21A9}</a>"
                : "<a href=\"#\(prefix)fnref\(number)-\(occurrence)\" class=\"footnote-backref\">\u{21A9}<sup>\(occurrence)</sup></a>"
        }.joined(separator: " ")
        if let last = cmark_node_last_child(item), Cmark.type(last) == CMARK_NODE_PARAGRAPH {
            cmark_node_append_child(last, Cmark.customInline(enter: " " + links))
        } else {
            cmark_node_append_child(item, Cmark.customBlock(enter: links))
        }
    }
}

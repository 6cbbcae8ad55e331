import CCmark
import TLCore
import Foundation
import TLFormats

/// GitHub's Markdown on cmark: the extensions are passes over the tree cmark
/// parsed (cmark stays the parser; see docs/markdown.md for what differs
/// from GitHub's own renderer).
package enum GFM {
    /// `text` rendered with `options`: cmark, then the passes. `compact`
    /// leaves out the line breaks between block elements (see `Markdown.render`).
    package static func render(_ text: String, options: MarkdownOptions, compact: Bool = false) -> RenderedMarkdown {
        Markdown.render(text, unsafe: options.unsafe, compact: compact, transform: { apply(options, to: $0, source: text) })
    }

    /// Runs the passes that `options` switches on over a document that cmark
    /// parsed from `source` (for readers that walk the tree themselves:
    /// `Markdown.withTree(text, unsafe:, transform: { GFM.apply(options, to: $0, source: text) }) { … }`).
    package static func apply(_ options: MarkdownOptions, to document: MarkdownNode, source: String) {
        let footnotes = options.footnotes && Self.mayHoldFootnotes(source) ? Footnotes(prefix: options.idPrefix) : nil
        let extender = Extender(options: options, cmarkOptions: document.options, source: source,
                                inline: InlinePass(options: options, footnotes: footnotes), footnotes: footnotes, root: nil)
        extender.run(document.pointer)
    }

    /// Whether `[^` occurs: a byte scan, where String.contains compares characters.
    private static func mayHoldFootnotes(_ source: String) -> Bool {
        var text = source
        return text.withUTF8 { bytes in
            guard bytes.count > 1 else { return false }
            for index in 0..<(bytes.count - 1) where bytes[index] == UInt8(ascii: "[") && bytes[index + 1] == UInt8(ascii: "^") { return true }
            return false
        }
    }
}

/// One document's passes. Text parsed on the side (table cells, footnote
/// definitions) gets an extender of its own that shares the inline pass.
final class Extender {
    let options: MarkdownOptions
    let cmarkOptions: Int32
    let source: String
    let inline: InlinePass
    let footnotes: Footnotes?
    private let root: Extender?
    private lazy var lines = SourceLines(source)
    private lazy var mayHoldTables = options.tables && source.containsUTF8Byte(UInt8(ascii: "|"))

    init(options: MarkdownOptions, cmarkOptions: Int32, source: String, inline: InlinePass, footnotes: Footnotes?, root: Extender?) {
        self.options = options
        self.cmarkOptions = cmarkOptions
        self.source = source
        self.inline = inline
        self.footnotes = footnotes
        self.root = root
    }

    func run(_ document: Cmark.Node) {
        if options.unsafe, options.tagFilter { TagFilter.apply(below: document) }
        if let footnotes, root == nil { collectDefinitions(document, into: footnotes) }
        walk(document)
        if root == nil {
            footnotes?.attach(to: document) { definition in self.side(source: "").walk(definition) }
            if options.relativeLinksToRepository, let repository = options.repository { RelativeLinks.resolve(below: document, in: repository) }
        }
    }

    private func side(source: String) -> Extender {
        Extender(options: options, cmarkOptions: cmarkOptions, source: source, inline: inline, footnotes: footnotes, root: root ?? self)
    }

    private func walk(_ node: Cmark.Node, depth: Int = 0) {
        guard depth < Cmark.maxDepth else { return }
        var next = cmark_node_first_child(node)
        while let child = next {
            next = cmark_node_next(child)
            let type = Cmark.type(child)
            if type == CMARK_NODE_PARAGRAPH {
                if mayHoldTables, Tables(extender: self).replace(child, lines: lines) { continue }
                inline.run(child)
            } else if type == CMARK_NODE_HEADING {
                inline.run(child)
            } else if type == CMARK_NODE_CODE_BLOCK {
                if options.highlight { CodeBlocks.highlight(child) }
            } else if type == CMARK_NODE_ITEM {
                walk(child, depth: depth + 1)
                // After the inline passes, so that the label reads as the text does (emoji, no `~~`).
                if options.taskLists { TaskLists.mark(child) }
            } else if type == CMARK_NODE_DOCUMENT || type == CMARK_NODE_BLOCK_QUOTE || type == CMARK_NODE_LIST {
                walk(child, depth: depth + 1)
            }
        }
    }

    /// Parses `text` on the side, runs the passes over it and moves its blocks before `node`.
    func insertParsed(_ text: String, before node: Cmark.Node) {
        guard let document = Cmark.parse(text, options: cmarkOptions) else { return }
        defer { cmark_node_free(document) }
        side(source: text).run(document)
        while let child = cmark_node_first_child(document) {
            cmark_node_unlink(child)
            cmark_node_insert_before(node, child)
        }
    }

    /// Each cell's inline HTML: the cells are parsed together, one paragraph
    /// each, behind an escaped `|` that keeps them from starting a block, with
    /// the link reference definitions of the document after them.
    func renderCells(_ cells: [String]) -> [String]? {
        var text = cells.map { "\\|" + $0 }.joined(separator: "\n\n")
        if cells.contains(where: { $0.contains("[") }) { text += "\n\n" + (root ?? self).referenceDefinitions }
        guard let document = Cmark.parse(text, options: cmarkOptions) else { return nil }
        defer { cmark_node_free(document) }
        if options.unsafe, options.tagFilter { TagFilter.apply(below: document) }
        let paragraphs = Cmark.children(document)
        guard paragraphs.count == cells.count, paragraphs.allSatisfy({ Cmark.type($0) == CMARK_NODE_PARAGRAPH }) else { return nil }
        return paragraphs.map { paragraph in
            if let first = cmark_node_first_child(paragraph), Cmark.type(first) == CMARK_NODE_TEXT {
                let literal = Cmark.literal(first)
                if literal == "|" { Cmark.remove(first) } else if literal.hasPrefix("|") { cmark_node_set_literal(first, String(literal.dropFirst())) }
            }
            inline.run(paragraph)
            var html = Cmark.html(paragraph, options: cmarkOptions)[...]
            if html.hasPrefix("<p>") { html = html.dropFirst(3) }
            while html.last == "\n" { html = html.dropLast() }
            if html.hasSuffix("</p>") { html = html.dropLast(4) }
            return String(html)
        }
    }

    /// The lines of the source that start a link reference definition.
    private lazy var referenceDefinitions: String = {
        (1...max(1, lines.count)).compactMap { number -> String? in
            let line = SourceLines.dedent(lines[number], 3)
            guard line.first == UInt8(ascii: "["), line.dropFirst().first != UInt8(ascii: "^"),
                  SourceLines.indentation(lines[number]) <= 3, Bytes.string(line).contains("]:") else { return nil }
            return Bytes.string(line)
        }.joined(separator: "\n")
    }()

    /// Finds the top-level footnote definitions, parses each on its own and
    /// removes the blocks cmark made of it (or the link reference
    /// definition it took it for, which leaves no block).
    private func collectDefinitions(_ document: Cmark.Node, into footnotes: Footnotes) {
        let blocks = Cmark.children(document)
        var starts: [Int: Cmark.Node] = [:]
        var covered = IndexSet()
        for block in blocks {
            starts[Cmark.startLine(block)] = block
            if Cmark.endLine(block) >= Cmark.startLine(block) { covered.insert(integersIn: Cmark.startLine(block)...Cmark.endLine(block)) }
        }
        // A definition inside a paragraph (cmark reads `[^2]: …` right after
        // `[^1]: …` as a continuation line) starts a new one: line -> that paragraph's end.
        var paragraphEnds: [Int: Int] = [:]
        var number = 1
        while number <= lines.count {
            let block = starts[number]
            let isCandidate = paragraphEnds[number] != nil || (block.map { Cmark.type($0) == CMARK_NODE_PARAGRAPH } ?? !covered.contains(number))
            guard isCandidate, let (label, textStart) = Footnotes.definitionLabel(lines[number]) else { number += 1; continue }
            var text = Bytes.string(SourceLines.trimmed(lines[number][textStart...]))
            var last = paragraphEnds[number] ?? block.map(Cmark.endLine) ?? number
            for continuation in stride(from: number + 1, through: min(last, lines.count), by: 1) {
                if Footnotes.definitionLabel(lines[continuation]) != nil {
                    paragraphEnds[continuation] = last
                    last = continuation - 1
                    break
                }
                text += "\n" + Bytes.string(SourceLines.dedent(lines[continuation], 4))
            }
            var next = last + 1
            while paragraphEnds[last + 1] == nil, next <= lines.count,
                  SourceLines.isBlank(lines[next]) || SourceLines.indentation(lines[next]) >= 4 { next += 1 }
            while next - 1 > last, SourceLines.isBlank(lines[next - 1]) { next -= 1 }
            for continuation in stride(from: last + 1, to: next, by: 1) {
                text += "\n" + Bytes.string(SourceLines.dedent(lines[continuation], 4))
            }
            last = max(last, next - 1)
            for line in number...last {
                if let block = starts[line], cmark_node_parent(block) != nil { Cmark.remove(block) }
            }
            if let parsed = Cmark.parse(text, options: cmarkOptions) {
                if options.unsafe, options.tagFilter { TagFilter.apply(below: parsed) }
                if !footnotes.define(label, parsed) { cmark_node_free(parsed) }
            }
            number = last + 1
        }
    }
}

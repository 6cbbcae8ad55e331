import CCmark

/// GitHub's tables, found in paragraphs as cmark left them: a header row, a
/// delimiter row with as many cells (`---`, `:--`, `--:`, `:-:`), then rows
/// up to the paragraph's end. Lines before the header stay a paragraph.
/// Cells are parsed by cmark as one paragraph each, so their inline
/// content (and the document's link reference definitions) work as in text.
package struct Tables {
    enum Alignment { case none, left, center, right }

    let extender: Extender

    /// Replaces `paragraph` by a table when it holds one; false when it does not.
    func replace(_ paragraph: Cmark.Node, lines: SourceLines) -> Bool {
        let first = Cmark.startLine(paragraph), last = Cmark.endLine(paragraph)
        guard last > first, last <= lines.count else { return false }
        let depth = quoteDepth(paragraph)
        var rows: [ArraySlice<UInt8>] = []
        for number in first...last {
            var line = lines[number]
            if number == first { line = line.dropFirst(max(0, Cmark.startColumn(paragraph) - 1)) } else { line = Self.stripQuotes(line, depth) }
            rows.append(SourceLines.trimmed(line))
        }
        for index in 1..<rows.count {
            guard let alignments = Self.delimiterRow(rows[index]) else { continue }
            let header = Self.cells(rows[index - 1])
            guard header.count == alignments.count else { continue }
            let body = rows[(index + 1)...].map { Array(Self.cells($0).prefix(alignments.count)) }
            guard let html = render(header: header, body: body, alignments: alignments) else { return false }
            if index > 1 {
                let before = rows[0..<(index - 1)].map { Bytes.string($0) }.joined(separator: "\n")
                extender.insertParsed(before, before: paragraph)
            }
            cmark_node_insert_before(paragraph, Cmark.customBlock(enter: html))
            Cmark.remove(paragraph)
            return true
        }
        return false
    }

    private func quoteDepth(_ node: Cmark.Node) -> Int {
        var depth = 0
        var parent = cmark_node_parent(node)
        while let current = parent {
            if Cmark.type(current) == CMARK_NODE_BLOCK_QUOTE { depth += 1 }
            parent = cmark_node_parent(current)
        }
        return depth
    }

    private static func stripQuotes(_ line: ArraySlice<UInt8>, _ depth: Int) -> ArraySlice<UInt8> {
        var rest = line
        for _ in 0..<depth {
            let indented = SourceLines.dedent(rest, 3)
            guard indented.first == UInt8(ascii: ">") else { break }
            rest = indented.dropFirst()
        }
        return rest
    }

    /// The cells of a row: split at pipes that are not escaped, the outer pipes optional.
    static func cells(_ row: ArraySlice<UInt8>) -> [ArraySlice<UInt8>] {
        var cells: [ArraySlice<UInt8>] = []
        var start = row.startIndex
        if row.first == UInt8(ascii: "|") { start += 1 }
        var index = start
        while index < row.endIndex {
            if row[index] == UInt8(ascii: "\\") { index += 2; continue }
            if row[index] == UInt8(ascii: "|") {
                cells.append(SourceLines.trimmed(row[start..<index]))
                start = index + 1
            }
            index += 1
        }
        if start < row.endIndex || cells.isEmpty { cells.append(SourceLines.trimmed(row[min(start, row.endIndex)...])) }
        return cells
    }

    static func delimiterRow(_ row: ArraySlice<UInt8>) -> [Alignment]? {
        guard row.contains(UInt8(ascii: "-")),
              row.allSatisfy({ "|:- \t".utf8.contains($0) }) else { return nil }
        var alignments: [Alignment] = []
        for cell in cells(row) {
            var dashes = cell
            let left = dashes.first == UInt8(ascii: ":"), right = dashes.count > 1 && dashes.last == UInt8(ascii: ":")
            if left { dashes = dashes.dropFirst() }
            if right { dashes = dashes.dropLast() }
            guard !dashes.isEmpty, dashes.allSatisfy({ $0 == UInt8(ascii: "-") }) else { return nil }
            alignments.append(left && right ? .center : left ? .left : right ? .right : .none)
        }
        return alignments
    }

    /// `\|` in a cell is a pipe, also in code spans.
    static func unescapePipes(_ cell: ArraySlice<UInt8>) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(cell.count)
        var index = cell.startIndex
        while index < cell.endIndex {
            if cell[index] == UInt8(ascii: "\\"), index + 1 < cell.endIndex, cell[index + 1] == UInt8(ascii: "|") {
                bytes.append(UInt8(ascii: "|"))
                index += 2
                continue
            }
            bytes.append(cell[index])
            index += 1
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// A row's cells as text (the changelog reader's tables of commits,
    /// read from the source lines as GitHub reads a table): as `cells`,
    /// escaped pipes kept as written.
    package static func cells(_ row: Substring) -> [String] {
        cells(Array(row.utf8)[...]).map { Bytes.string($0) }
    }

    /// Whether `row` is a table's delimiter row (`| --- | :-: |`).
    package static func isDelimiterRow(_ row: Substring) -> Bool {
        delimiterRow(Array(row.utf8)[...]) != nil
    }

    private func render(header: [ArraySlice<UInt8>], body: [[ArraySlice<UInt8>]], alignments: [Alignment]) -> String? {
        let all = header + body.flatMap { $0 }
        guard let html = extender.renderCells(all.map(Self.unescapePipes)) else { return nil }
        var cells = html[...]
        var result = "<table>\n<thead>\n" + row("th", Array(cells.prefix(header.count)), alignments) + "</thead>\n"
        cells = cells.dropFirst(header.count)
        if !body.isEmpty {
            result += "<tbody>\n"
            for written in body {
                var values = Array(cells.prefix(written.count))
                cells = cells.dropFirst(written.count)
                values += Array(repeating: "", count: alignments.count - values.count)
                result += row("td", values, alignments)
            }
            result += "</tbody>\n"
        }
        return result + "</table>"
    }

    private func row(_ tag: String, _ cells: [String], _ alignments: [Alignment]) -> String {
        var result = "<tr>\n"
        for (cell, alignment) in zip(cells, alignments) {
            let style = switch alignment {
            case .none: ""
            case .left: " style=\"text-align: left\""
            case .center: " style=\"text-align: center\""
            case .right: " style=\"text-align: right\""
            }
            result += "<\(tag)\(style)>\(cell)</\(tag)>\n"
        }
        return result + "</tr>\n"
    }
}

import Foundation
import TLCore
import TLFormats
import TLMarkdown
import TLModel

/// angular's release notes (its dev-infra tool writes angular/angular's and
/// angular-cli's): under a heading naming a package (`### core`,
/// `### @angular/cli`), a table `| Commit | Type | Description |` whose each
/// row is one change, its type the row's (`fix`, `feat`, `perf`), led by
/// the package as lerna-changelog's changes are.
extension ChangelogWalker {
    /// The rows of the table written at `node` (a paragraph as cmark leaves
    /// it, or the table GitHub's extensions made of it) when its header
    /// names a `Commit` and a `Description` column, a `Type` column or not
    /// (angular-cli 12 wrote `| Commit | Description |`, the type leading the
    /// description: `fix: …`); a table of options, `| Option | Type |
    /// Description |`, is prose. Each row's line and cells.
    func commitTable(_ node: MarkdownNode) -> (type: Int?, description: Int, commit: Int, rows: [(line: Int, cells: [String])])? {
        var start = node.line
        if start < 1 {
            // GitHub's extensions made the paragraph a table, to which cmark
            // gives no line: the first line of a table after the block before it.
            guard node.kind == .other, node.html.hasPrefix("<table"),
                  let found = (lastBlockLine + 1 ..< min(lastBlockLine + 200, sourceLines.count) + 1).first(where: {
                      sourceLines[$0 - 1].trimmingCharacters(in: .whitespaces).hasPrefix("|")
                  }) else { return nil }
            start = found
        } else {
            guard node.kind == .paragraph, sourceLines[start - 1].trimmingCharacters(in: .whitespaces).hasPrefix("|") else { return nil }
        }
        guard start + 1 <= sourceLines.count else { return nil }
        let header = Tables.cells(sourceLines[start - 1])
        let names = header.map { $0.lowercased() }
        guard let description = names.firstIndex(of: "description"), let commit = names.firstIndex(of: "commit"),
              Tables.isDelimiterRow(sourceLines[start]) else { return nil }
        var rows: [(line: Int, cells: [String])] = []
        var number = start + 2
        while number <= sourceLines.count {
            let line = sourceLines[number - 1].trimmingCharacters(in: .whitespaces)
            guard line.hasPrefix("|") else { break }
            rows.append((number, Tables.cells(Substring(line))))
            number += 1
        }
        return (names.firstIndex(of: "type"), description, commit, rows)
    }

    /// Each row of the table an entry of its type's section, led by the
    /// package the heading above named.
    mutating func addTableEntries(_ node: MarkdownNode) {
        guard !changelog.releases.isEmpty, let table = commitTable(node) else { return }
        demoteIntroduction()
        let label = tableScope.map { "<span class=\"tl-change-packages\"><code>\(escapeHTML($0))</code></span> " } ?? ""
        for row in table.rows {
            let cell = { (index: Int?) -> String in index.flatMap { $0 < row.cells.count ? row.cells[$0] : nil } ?? "" }
            let description = cell(table.description)
            guard !description.isEmpty || !cell(table.commit).isEmpty else { continue }
            let commit = cell(table.commit)
            let markdown = commit.isEmpty ? description : description + " (" + commit + ")"
            var html = Markdown.render(markdown.replacingOccurrences(of: "\\|", with: "|"), unsafe: unsafe).html
            if html.hasPrefix("<p>") { html.insert(contentsOf: label, at: html.index(html.startIndex, offsetBy: 3)) } else { html = label + html }
            let reading = ConventionalCommit(table.type == nil ? description : cell(table.type) + ": " + description)
            let known = reading.type.map { ConventionalCommit.labels[$0] != nil } ?? false
            openSection(SectionName(ChangeKind.title(known ? reading.kind : ChangeKind.other), types: types), at: node,
                        level: sectionLevel ?? currentLevel + 1)
            guard let index = currentSection else { continue }
            let entry = ChangeEntry(html: html, isBreaking: reading.isBreaking,
                                    location: SourceLocation(path: path, line: row.line, column: 1))
            changelog.releases[changelog.releases.count - 1].sections[index].parts.append(.entries([entry]))
        }
        currentSection = nil
        tableScope = nil
    }
}

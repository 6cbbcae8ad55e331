import Foundation

/// How Markdown is rendered: `markdown:` of tlsite.yml (each GitHub
/// extension on unless switched off), plus the repository and `links:`
/// rules that references link to, and the prefix that keeps footnote ids
/// apart when several items share a page.
package struct MarkdownOptions: Sendable, Hashable {
    /// Raw HTML kept (otherwise dropped, as cmark's safe mode does).
    package var unsafe = false
    package var tables = true
    package var strikethrough = true
    package var autolinks = true
    package var taskLists = true
    package var footnotes = true
    /// GitHub's tag filter: with `unsafe`, `<script>`, `<style>`, `<title>`… are escaped.
    package var tagFilter = true
    package var emoji = true
    /// Fenced code blocks of a known language highlighted (TLHighlight).
    package var highlight = true
    /// `#123`, `@user`, commit hashes… linked to `repository` (when there is one).
    package var references = true
    package var repository: Repository?
    /// `links:` of tlsite.yml: your own patterns.
    package var links: [LinkRule] = []
    /// Relative links (`./docs/x.md`, `/.github/…`) point into `repository`:
    /// set for changelogs, whose links are written for the repository.
    package var relativeLinksToRepository = false
    /// Put before every footnote id (`fn1` -> `PREFIXfn1`).
    package var idPrefix = ""

    package init() {}

    /// The switches of `markdown:`, as written in tlsite.yml.
    package static let switches = ["tables", "strikethrough", "autolinks", "taskLists", "footnotes", "tagFilter", "emoji", "references", "highlight"]

    /// Sets one of `switches`; false for an unknown name.
    @discardableResult
    package mutating func set(_ name: String, _ value: Bool) -> Bool {
        switch name {
        case "tables": tables = value
        case "strikethrough": strikethrough = value
        case "autolinks": autolinks = value
        case "taskLists": taskLists = value
        case "footnotes": footnotes = value
        case "tagFilter": tagFilter = value
        case "emoji": emoji = value
        case "references": references = value
        case "highlight": highlight = value
        default: return false
        }
        return true
    }

    /// Whether the references pass has anything to link.
    var linksReferences: Bool { references && (repository != nil || !links.isEmpty) }
}

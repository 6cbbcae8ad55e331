import Foundation

/// How Markdown is rendered: `markdown:` of tlsite.yml (each GitHub
/// extension on unless switched off), plus the repository and `links:`
/// rules that references link to, and the prefix that keeps footnote ids
/// apart when several items share a page.
public struct MarkdownOptions: Sendable, Hashable {
    /// Raw HTML kept (otherwise dropped, as cmark's safe mode does).
    public var unsafe = false
    public var tables = true
    public var strikethrough = true
    public var autolinks = true
    public var taskLists = true
    public var footnotes = true
    /// GitHub's tag filter: with `unsafe`, `<script>`, `<style>`, `<title>`… are escaped.
    public var tagFilter = true
    public var emoji = true
    /// `#123`, `@user`, commit hashes… linked to `repository` (when there is one).
    public var references = true
    public var repository: Repository?
    /// `links:` of tlsite.yml: your own patterns.
    public var links: [LinkRule] = []
    /// Relative links (`./docs/x.md`, `/.github/…`) point into `repository`:
    /// set for changelogs, whose links are written for the repository.
    public var relativeLinksToRepository = false
    /// Put before every footnote id (`fn1` -> `PREFIXfn1`).
    public var idPrefix = ""

    public init() {}

    /// The switches of `markdown:`, as written in tlsite.yml.
    public static let switches = ["tables", "strikethrough", "autolinks", "taskLists", "footnotes", "tagFilter", "emoji", "references"]

    /// Sets one of `switches`; false for an unknown name.
    @discardableResult
    public mutating func set(_ name: String, _ value: Bool) -> Bool {
        switch name {
        case "tables": tables = value
        case "strikethrough": strikethrough = value
        case "autolinks": autolinks = value
        case "taskLists": taskLists = value
        case "footnotes": footnotes = value
        case "tagFilter": tagFilter = value
        case "emoji": emoji = value
        case "references": references = value
        default: return false
        }
        return true
    }

    /// Whether the references pass has anything to link.
    var linksReferences: Bool { references && (repository != nil || !links.isEmpty) }
}

import TLCore
import TLFormats
import TLModel

/// A release's body: one `<section>` per change type with an anchor, one
/// `<li class="tl-change">` per entry. Long releases become folding cards
/// whose closed face is a summary of their counts.
public enum ReleaseHTML {
    /// Fills the item's content from its release. With `only`, just that
    /// change type's section, never folded (a kind's page). The sections'
    /// titles are `<h3>` under the bubble's `<h2>`, or `<h2>` on the
    /// release's own page (`headingLevel: 2`), right under its `<h1>`.
    public static func apply(_ item: Item, only kind: String? = nil, foldAfter: Int, headingLevel: Int = 3) -> Item {
        guard let release = item.release else { return item }
        var item = item
        let sections = release.sections.filter { kind == nil || $0.kind == kind }
        let titled = !(sections.count == 1 && sections[0].kind == ChangeKind.other && release.notes.isEmpty)
        var blocks = kind == nil ? release.notes.isEmpty ? [] : ["<div class=\"tl-release-notes\">\n" + release.notes.joined() + "</div>\n"] : []
        blocks += sections.map { section($0, titled: titled || kind != nil, anchors: kind == nil, level: headingLevel) }
        let anchors = kind == nil ? release.aliases.map(anchor).joined() : ""
        if let first = blocks.indices.first { blocks[first] = anchors + blocks[first] } else if !anchors.isEmpty { blocks = [anchors] }
        if kind == nil, release.entryCount > foldAfter || item.fold != nil {
            // The closed face is a summary of the counts; the sections fold.
            item.blocks = [summary(release)] + blocks
            item.headBlocks = 1
            if item.fold == nil { item.fold = FoldSettings() }
        } else {
            item.blocks = blocks
            item.headBlocks = nil
            item.fold = nil
        }
        return item
    }

    static func section(_ section: ChangeSection, titled: Bool, anchors: Bool, level: Int = 3) -> String {
        var html = "<section class=\"tl-changes tl-changes--\(escapeHTML(section.kind))\" id=\"\(escapeHTML(section.anchor))\">\n"
        if anchors { html += section.aliases.map(anchor).joined() }
        if titled {
            html += "<h\(level) class=\"tl-changes-title\">\(escapeHTML(section.title))</h\(level)>\n"
        } else {
            html += "<h\(level) class=\"tl-changes-title tl-visually-hidden\">Changes</h\(level)>\n"
        }
        for part in section.parts {
            switch part {
            case .prose(let prose):
                html += "<div class=\"tl-changes-prose\">\n\(prose)</div>\n"
            case .entries(let entries):
                html += "<ul class=\"tl-changes-list\">\n"
                for entry in entries {
                    html += entry.isBreaking ? "<li class=\"tl-change tl-change--breaking\">" : "<li class=\"tl-change\">"
                    html += entry.html.hasSuffix("\n") ? String(entry.html.dropLast()) : entry.html
                    html += "</li>\n"
                }
                html += "</ul>\n"
            }
        }
        return html + "</section>\n"
    }

    /// An empty element that keeps an old link's target alive.
    static func anchor(_ id: String) -> String { "<span class=\"tl-anchor\" id=\"\(escapeHTML(id))\"></span>" }

    /// "14 changes: 5 added, 9 fixed; 2 breaking" for a folded card's face.
    /// Breaking entries are counted once: when they all sit in sections of
    /// breaking changes, that section's count already says it.
    static func summary(_ release: Release) -> String {
        let counts = release.sections.filter { !$0.entries.isEmpty }.map { "\($0.entries.count) \(escapeHTML($0.title.lowercased()))" }
        let breaking = release.sections.filter { !$0.isBreaking }.reduce(0) { $0 + $1.entries.filter(\.isBreaking).count }
        var text = "\(release.entryCount) change\(release.entryCount == 1 ? "" : "s")"
        if !counts.isEmpty { text += ": " + counts.joined(separator: ", ") }
        if breaking > 0 { text += "; <strong>\(breaking) breaking</strong>" }
        return "<p class=\"tl-release-summary\">\(text).</p>\n"
    }

    /// A link to a compare view (`…/compare/v1.0.0...v1.1.0`), not to one tag or tree.
    public static func isCompareLink(_ url: String) -> Bool {
        url.contains("/compare/") || url.contains("/-/compare/") || url.contains("/branchCompare") || url.range(of: #"/compare\?"#, options: .regularExpression) != nil
    }

    /// What a release's link is called: only a compare view is "Compare changes".
    public static func linkLabel(_ url: String) -> String {
        if isCompareLink(url) { return "Compare changes" }
        if ["/releases/tag/", "/tags/", "/tree/", "/-/tags/", "/src/tag/"].contains(where: url.contains) { return "Tag" }
        return "Release notes"
    }
}

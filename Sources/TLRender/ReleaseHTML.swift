import TLCore
import TLFormats
import TLModel

/// A release's body: one `<section>` per change type with an anchor, one
/// `<li class="tl-change">` per entry. Long releases become folding cards
/// whose closed face is a summary of their counts.
package enum ReleaseHTML {
    /// Fills the item's content from its release. With `only`, just that
    /// change type's section, never folded (a kind's page). The sections'
    /// titles are `<h3>` under the bubble's `<h2>`, or `<h2>` on the
    /// release's own page (`headingLevel: 2`), right under its `<h1>`.
    package static func apply(_ item: Item, _ catalogue: Catalogue, only kind: String? = nil, foldAfter: Int, headingLevel: Int = 3) -> Item {
        guard let release = item.release else { return item }
        var item = item
        let sections = release.sections.filter { kind == nil || $0.kind == kind }
        let titled = !(sections.count == 1 && sections[0].kind == ChangeKind.other && release.notes.isEmpty)
        var blocks = kind == nil ? release.notes.isEmpty ? [] : ["<div class=\"tl-release-notes\">\n" + release.notes.joined() + "</div>\n"] : []
        // A date tlsite could not read is shown as the file writes it.
        if kind == nil, release.date == nil, let text = release.dateText {
            blocks.insert("<p class=\"tl-release-date\">\(escapeHTML(text))</p>\n", at: 0)
        }
        blocks += sections.map { section($0, catalogue, titled: titled || kind != nil, anchors: kind == nil, level: headingLevel) }
        let anchors = kind == nil ? release.aliases.map(anchor).joined() : ""
        if let first = blocks.indices.first { blocks[first] = anchors + blocks[first] } else if !anchors.isEmpty { blocks = [anchors] }
        if kind == nil, release.entryCount > foldAfter || item.fold != nil {
            // The closed face is a summary of the counts; the sections fold.
            item.blocks = [summary(release, catalogue)] + blocks
            item.headBlocks = 1
            if item.fold == nil { item.fold = FoldSettings() }
        } else {
            item.blocks = blocks
            item.headBlocks = nil
            item.fold = nil
        }
        return item
    }

    /// The name of a change type tlsite names itself (Keep a Changelog's
    /// six, `other`, `dependencies`) in the catalogue's language; nil for a
    /// type named by its heading.
    package static func title(of kind: String, _ catalogue: Catalogue) -> String? {
        guard ChangeKind.known.contains(kind) || kind == ChangeKind.other || kind == ChangeKind.dependencies else { return nil }
        return catalogue.text("change.\(kind)")
    }

    /// A section's title: tlsite's own name of its type is translated, a heading of the user's kept.
    package static func title(of section: ChangeSection, _ catalogue: Catalogue) -> String {
        section.title == ChangeKind.title(section.kind) ? title(of: section.kind, catalogue) ?? section.title : section.title
    }

    static func section(_ section: ChangeSection, _ catalogue: Catalogue, titled: Bool, anchors: Bool, level: Int = 3) -> String {
        var html = "<section class=\"tl-changes tl-changes--\(escapeHTML(section.kind))\" id=\"\(escapeHTML(section.anchor))\">\n"
        if anchors { html += section.aliases.map(anchor).joined() }
        if titled {
            html += "<h\(level) class=\"tl-changes-title\">\(escapeHTML(title(of: section, catalogue)))</h\(level)>\n"
        } else {
            html += "<h\(level) class=\"tl-changes-title tl-visually-hidden\">\(catalogue.html("change.heading"))</h\(level)>\n"
        }
        // Each entry's id is the section's and its number there, from 1: the search index's links.
        var number = 0
        let anchor = escapeHTML(section.anchor)
        for part in section.parts {
            switch part {
            case .prose(let prose):
                html += "<div class=\"tl-changes-prose\">\n\(prose)</div>\n"
            case .entries(let entries):
                html += "<ul class=\"tl-changes-list\">\n"
                for entry in entries {
                    number += 1
                    html += "<li class=\"tl-change\(entry.isBreaking ? " tl-change--breaking" : "")\" id=\"\(anchor)-\(number)\">"
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

    /// "14 changes: 5 added, 9 fixed; 2 breaking." for a folded card's
    /// face, in the catalogue's words (`changelog.*`): each count a plural
    /// string of its type, then joined by `changelog.withCounts`,
    /// `changelog.withBreaking` and `changelog.sentence`.
    /// Breaking entries are counted once: when they all sit in sections of
    /// breaking changes, that section's count already says it.
    static func summary(_ release: Release, _ catalogue: Catalogue) -> String {
        let counts = countsByType(release).map { type, count in
            switch type {
            case .kind(let kind): catalogue.html("changelog.count.\(kind)", count: count)
            case .breaking: catalogue.html("changelog.breaking", count: count)
            // A heading of the project's own: its words cannot be inflected, so no plural.
            case .heading(let title): catalogue.html("changelog.count.custom", ["count": String(count), "type": escapeHTML(title)])
            }
        }
        let breaking = release.sections.filter { !$0.isBreaking }.reduce(0) { $0 + $1.entries.filter(\.isBreaking).count }
        var text = catalogue.html("changelog.summary", count: release.entryCount)
        if !counts.isEmpty {
            text = catalogue.html("changelog.withCounts", ["summary": text, "counts": counts.joined(separator: catalogue.html("changelog.separator"))])
        }
        if breaking > 0 {
            text = catalogue.html("changelog.withBreaking", ["summary": text, "breaking": "<strong>" + catalogue.html("changelog.breaking", count: breaking) + "</strong>"])
        }
        return "<p class=\"tl-release-summary\">\(catalogue.html("changelog.sentence", ["summary": text]))</p>\n"
    }

    enum CountedType: Hashable { case kind(String), breaking, heading(String) }

    /// A release's entries counted by type, in the order met: a section of a
    /// type tlsite names (`Features` is Added) by its type, whose plural
    /// string says "1 added" and "2 added"; a section of breaking changes as
    /// breaking; any other heading under its own title.
    static func countsByType(_ release: Release) -> [(CountedType, Int)] {
        var counts: [(CountedType, Int)] = []
        for section in release.sections where !section.entries.isEmpty {
            let known = ChangeKind.known.contains(section.kind) || section.kind == ChangeKind.other || section.kind == ChangeKind.dependencies
            let type: CountedType = section.isBreaking ? .breaking : known ? .kind(section.kind) : .heading(section.title)
            if let index = counts.firstIndex(where: { $0.0 == type }) { counts[index].1 += section.entries.count } else {
                counts.append((type, section.entries.count))
            }
        }
        return counts
    }

    /// A link to a compare view (`…/compare/v1.0.0...v1.1.0`), not to one tag or tree.
    package static func isCompareLink(_ url: String) -> Bool {
        url.contains("/compare/") || url.contains("/-/compare/") || url.contains("/branchCompare") || url.range(of: #"/compare\?"#, options: .regularExpression) != nil
    }

    /// What a release's link is called: only a compare view is "Compare changes".
    package static func linkLabel(_ url: String, _ catalogue: Catalogue) -> String {
        if isCompareLink(url) { return catalogue.text("release.compare") }
        if ["/releases/tag/", "/tags/", "/tree/", "/-/tags/", "/src/tag/"].contains(where: url.contains) { return catalogue.text("release.tag") }
        return catalogue.text("release.notes")
    }
}

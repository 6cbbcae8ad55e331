import Mustache
import TLCore
import TLFormats
import TLModel

/// The templates a release's body is made with, `partials/release-*.html`
/// of the site's `templates/`, its theme's or the built-in ones, and the
/// catalogue they see as `i18n`. Rendered when the body is made (the
/// content, a change type's page, the release's own page, the feeds), so
/// a page's own template sees the body as `content` and `fold`.
package struct ReleaseMarkup: Sendable {
    /// The partials, each rendered into one block of the body.
    package static let partials = ["partials/release-anchors", "partials/release-date", "partials/release-notes",
                                  "partials/release-section", "partials/release-summary"]
    let library: TemplateLibrary
    let i18n: MustacheValue

    /// `i18n` is `CatalogueContext.value` of the site's catalogue.
    package init(_ library: TemplateLibrary, i18n: MustacheValue) {
        self.library = library
        self.i18n = i18n
    }

    func render(_ partial: String, _ fields: [MustacheKey: MustacheValue]) throws(MustacheError) -> String {
        var fields = fields
        fields["i18n"] = i18n
        return try library.render(partial, .object(fields))
    }
}

/// A release's body: one `<section>` per change type with an anchor, one
/// `<li class="tl-change">` per entry (`partials/release-section.html`).
/// Long releases become folding cards whose closed face is a summary of
/// their counts (`partials/release-summary.html`).
package enum ReleaseHTML {
    /// Fills the item's content from its release. With `only`, just that
    /// change type's section, never folded (a kind's page). The sections'
    /// titles are `<h3>` under the bubble's `<h2>`, or `<h2>` on the
    /// release's own page (`headingLevel: 2`), right under its `<h1>`.
    /// Each block of the body is a partial of `markup`: the date the file
    /// writes when tlsite could not read it, the notes above the sections,
    /// each section, the old links' anchors before the first block.
    package static func apply(_ item: Item, _ markup: ReleaseMarkup, _ catalogue: Catalogue, only kind: String? = nil, foldAfter: Int,
                             headingLevel: Int = 3) throws(MustacheError) -> Item {
        guard let release = item.release else { return item }
        var item = item
        let sections = release.sections.filter { kind == nil || $0.kind == kind }
        let titled = !(sections.count == 1 && sections[0].kind == ChangeKind.other && release.notes.isEmpty)
        var blocks: [String] = []
        // A date tlsite could not read is shown as the file writes it.
        if kind == nil, release.date == nil, let text = release.dateText {
            blocks.append(try markup.render("partials/release-date", ["date": .string(text)]))
        }
        if kind == nil, !release.notes.isEmpty {
            blocks.append(try markup.render("partials/release-notes", ["notes": .string(release.notes.joined())]))
        }
        for section in sections {
            blocks.append(try self.section(section, markup, catalogue, titled: titled || kind != nil, anchors: kind == nil, level: headingLevel))
        }
        if kind == nil, !release.aliases.isEmpty {
            let anchors = try markup.render("partials/release-anchors", ["anchors": .array(release.aliases.map(MustacheValue.string))])
            if blocks.isEmpty { blocks = [anchors] } else { blocks[0] = anchors + blocks[0] }
        }
        if kind == nil, release.entryCount > foldAfter || item.fold != nil {
            // The closed face is a summary of the counts; the sections fold.
            item.blocks = [try summary(release, markup, catalogue)] + blocks
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

    /// `partials/release-section.html`: its values are `kind`, `anchor`,
    /// `anchors` (old links' ids), `titled`, `title`, `level` and `parts`,
    /// each `isProse` with `prose` (HTML) or `isList` with `entries`
    /// (`id`, `breaking`, `html`).
    static func section(_ section: ChangeSection, _ markup: ReleaseMarkup, _ catalogue: Catalogue, titled: Bool, anchors: Bool,
                        level: Int = 3) throws(MustacheError) -> String {
        // Each entry's id is the section's and its number there, from 1: the search index's links.
        var number = 0
        let parts: [MustacheValue] = section.parts.map { part in
            switch part {
            case .prose(let prose):
                return .object(["isProse": .bool(true), "prose": .string(prose), "isList": .bool(false), "entries": .array([])])
            case .entries(let entries):
                return .object(["isProse": .bool(false), "prose": .null, "isList": .bool(true), "entries": .array(entries.map { entry in
                    number += 1
                    return .object(["id": .string("\(section.anchor)-\(number)"), "breaking": .bool(entry.isBreaking),
                                    "html": .string(entry.html.hasSuffix("\n") ? String(entry.html.dropLast()) : entry.html)])
                })])
            }
        }
        return try markup.render("partials/release-section", [
            "kind": .string(section.kind),
            "anchor": .string(section.anchor),
            "anchors": .array(anchors ? section.aliases.map(MustacheValue.string) : []),
            "titled": .bool(titled),
            "title": .string(title(of: section, catalogue)),
            "level": .int(level),
            "parts": .array(parts),
        ])
    }

    /// "14 changes: 5 added, 9 fixed; 2 breaking." for a folded card's
    /// face, in the catalogue's words (`changelog.*`): each count a plural
    /// string of its type, then joined by `changelog.withCounts`,
    /// `changelog.withBreaking` and `changelog.sentence`.
    /// Breaking entries are counted once: when they all sit in sections of
    /// breaking changes, that section's count already says it.
    /// `partials/release-summary.html`: `sentence` (HTML), `entryCount`, `breakingCount`.
    static func summary(_ release: Release, _ markup: ReleaseMarkup, _ catalogue: Catalogue) throws(MustacheError) -> String {
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
        return try markup.render("partials/release-summary", ["sentence": .string(catalogue.html("changelog.sentence", ["summary": text])),
                                                             "entryCount": .int(release.entryCount), "breakingCount": .int(breaking)])
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

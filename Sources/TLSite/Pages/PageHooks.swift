import Foundation
import Mustache
import TLCore
import TLModel
import TLRender

/// What a family of page kinds does in the shared stages besides making
/// its listings: the points where layout, plan and navigation ask it, each
/// with what a site without it does. The stages run the site's hooks
/// (`PageHooks.of`) and test for no family themselves: a changelog's
/// releases (`ReleasePages.hooks`) are one family, and a site without one
/// has `none`.
struct PageHooks: Sendable {
    /// Layout: items dated after the build's moment are published too.
    var publishesFuture = false
    /// Layout, before sorting: what the family does to the published items
    /// (in their files' order) and the site's configuration.
    var beforeSorting: @Sendable (inout Layout, Build, Build.Content, Catalogue) -> Void = { _, _, _, _ in }
    /// Layout, after sorting: what the family adds to the layout from the
    /// sorted items.
    var afterSorting: @Sendable (inout Layout, Build, Build.Content, Catalogue) -> Void = { _, _, _, _ in }
    /// Layout: the date an item sorts by; nil for the item's own date.
    var sortDate: (@Sendable (borrowing Item) -> Date?)?
    /// Plan: what the stylesheet gets after the theme's rules.
    var stylesheet: @Sendable (SiteLayout) -> String = { _ in "" }
    /// Plan: the filters a listing may show above its list (`Listing.filters` names them).
    var filters: @Sendable (SiteLayout) -> [ListFilter] = { _ in [] }
    /// Plan: what marks a list page's cells once their cards are made
    /// (prereleases folded into groups); a list page with one never reuses
    /// another page's cards.
    var marksCells: (@Sendable (inout [MustacheValue], ArraySlice<Cell>, Catalogue) -> Void)?
    /// The fields of a cell `marksCells` may set, which differ between the
    /// list pages that show the same card.
    var markedFields: Set<MustacheKey> = []
    /// Plan: the pages the family writes besides listings and index pages.
    var jobs: @Sendable (RenderPlan) -> [PageJob] = { _ in [] }
    /// Item page: the item as its own page shows it, and its title there.
    var ownPage: @Sendable (Item, SiteLayout) throws(DiagnosticList) -> Item = { item, _ in item }
    var ownPageTitle: @Sendable (Item, Catalogue) -> String = { item, _ in item.title }
    /// Navigation: the items an item's page leads to as its neighbours are
    /// those of its sequence (nil: the sequence of items of no family).
    var sequence: @Sendable (borrowing Item) -> NeighbourSequence? = { _ in nil }
    /// Serve: whether an edit of this item may be put into the last build's
    /// layout (`replacingItems`) when it changed only what it shows.
    var patches: @Sendable (Item) -> Bool = { _ in true }
    /// Serve: whether the family's layout holds items it made from others
    /// (a release's entries, prereleases folded into it) besides copies of
    /// the items read. Without such, an item's copies are found by their
    /// storage (`Item.isCopy`), not by comparing slugs.
    var makesItems = false

    /// The parts of the layout the hooks of `layOut` change.
    struct Layout {
        var items: [Item]
        var config: SiteConfig
        var changeKinds: [(kind: String, title: String, count: Int)] = []
        var packages: [(name: String, slug: String)] = []
        var upgradeGuides: [UpgradeGuide] = []
    }

    /// A site with no family of its own: every hook as the stages' default.
    static let none = PageHooks()

    /// The hooks of the site `content` was read for.
    static func of(_ content: Build.Content, _ source: SiteSource, _ config: SiteConfig) -> PageHooks {
        content.changelog == nil ? .none : ReleasePages.hooks(source, config)
    }
}

/// Items whose pages lead to each other as neighbours (releases to
/// releases), and the catalogue's words of those links.
struct NeighbourSequence: Hashable, Sendable {
    var id: String
    /// `nav.nextRelease`: the link to the newer item.
    var newer: String
    var older: String
}

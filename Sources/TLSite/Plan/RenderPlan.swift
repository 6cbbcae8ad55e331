import Foundation
import Mustache
import TLCore
import TLModel
import TLRender

/// One page to render: a template, its context, where it goes.
struct PageJob: Sendable {
    var template: String
    /// Relative to the output, as a URL (percent-encoded).
    var path: String
    var context: @Sendable () -> MustacheValue
    /// Everything the page shows, hashed: an update renders the page again
    /// only when this changed. Computed only when an update asks.
    var signature: @Sendable (inout Hasher) -> Void = { _ in }
}

/// What a render will write, made from the layout before anything is
/// rendered: the stylesheet, and every page with its template, context and
/// signature. Pure: it reads no file and writes none (`Build.render`
/// writes). The jobs are made when asked for, all of them or only the
/// pages of some items, so choosing pages costs nothing for the others
/// (`PageJobs.swift`).
final class RenderPlan: @unchecked Sendable {
    let layout: SiteLayout
    let stylesheet: (path: String, text: String)
    /// The script every page loads (`assets/tlsite.js`, the light/dark toggle).
    let script: (path: String, text: String)
    /// A hash of what every page shows of the site as a whole; part of
    /// every page's signature.
    let siteSignature: Int
    // What the page contexts (`PageContexts.swift`) are made from.
    let info: SiteInfo
    let siteValue: MustacheValue
    /// `i18n`: the catalogue as templates see it.
    let catalogueValue: MustacheValue
    let catalogue: Catalogue
    let dates: DateFormatting
    let forms: CompactForms
    let navigation: Navigation
    let people: PersonPages
    let hashes: AssetHashes
    let treeCache: TreeCache
    /// Each item's part of a signature, by slug, made once: an item is on
    /// its own page and on every list that holds it.
    let fingerprints: [String: Int]
    let treeVersion: Int
    /// `timeline.spacing: proportional`: each listing's `TimeAxis.scale`,
    /// by listing index (empty otherwise).
    let timeScales: [TimeInterval]
    /// A patched plan whose tree shows something new (an item's title):
    /// every page that shows the tree is signed again.
    private(set) var treeChanged = false
    /// Each item's tag links, shared by the compact lists that show it: an
    /// item with N tags is on N tag pages. (Its own page builds them afresh,
    /// so a preview after an edit never sees old tags.)
    let tagLinks: TagLinks
    /// Avatar clusters, shared by every page that shows the same people.
    let clusters: Clusters
    /// The change-type filter of the lists of whole releases; nil under two types.
    let releaseFilter: ListFilter?
    /// The package filter of a monorepo's lists of whole releases; nil under two packages.
    let packageFilter: ListFilter?
    /// The warnings planning reported (a kind without a template): reported
    /// again by an update that patches this plan.
    var messages: [Diagnostic] = []

    init(_ build: Build, _ layout: SiteLayout, _ theme: LoadedTheme, _ templates: Templates, _ diagnostics: Diagnostics) throws {
        self.layout = layout
        tagLinks = TagLinks()
        clusters = Clusters()
        let maxPeople = layout.items.map(\.people.count).max() ?? 0
        releaseFilter = ReleasePages.filter(layout)
        packageFilter = ReleasePages.packageFilter(layout)
        let css = ThemeCSS.variables(theme.style, dark: theme.dark) + "\n"
            + (templates.raw(Routes.asset("tlsite.css")) ?? "") + ThemeCSS.colorScheme(theme.colorScheme)
            + ThemeCSS.clusterQueries(theme.style.clusterStyle, maxPeople: maxPeople) + (releaseFilter?.css ?? "")
            + (packageFilter?.css ?? "") + ReleasePages.packageCSS(layout.packages)
        stylesheet = (Routes.stylesheet(hash: contentHash(css.utf8)), css)
        let js = templates.raw(Routes.asset("tlsite.js")) ?? ""
        script = (Routes.script(hash: contentHash(js.utf8)), js)
        var info = SiteInfo(config: layout.config, stylesheet: stylesheet.path, generator: "tlsite \(tlsiteVersion)",
                            style: theme.style, people: layout.people)
        info.script = script.path
        info.changeKinds = layout.changeKinds
        // The header links the index pages there are.
        let indexes = Set(IndexPage.pages(layout).map(\.page.path))
        info.hasTagIndex = indexes.contains(Routes.tags)
        info.hasKindIndex = indexes.contains(Routes.kinds)
        info.hasPeopleIndex = indexes.contains(Routes.people)
        info.linksTags = layout.config.taxonomies.contains("tags")
        info.linksPeople = layout.config.taxonomies.contains("people")
        info.moreIndexes = IndexPage.pages(layout).map(\.page)
            .filter { ![Routes.tags, Routes.kinds, Routes.people].contains($0.path) }.map { ($0.path, $0.title(layout.catalogue)) }
        info.catalogue = layout.catalogue
        self.info = info
        siteValue = info.value
        catalogue = layout.catalogue
        catalogueValue = CatalogueContext.value(layout.catalogue)
        // An unknown language code has English dates, as it has English words.
        dates = DateFormatting.shared(language: layout.catalogue.language)

        // A kind renders with widgets/KIND.html from the site, theme or
        // built-ins; a kind without one renders as text, with a warning.
        var widgets: [String: String] = [:]
        // By index: a loop over the items would copy each one.
        for index in layout.items.indices where widgets[layout.items[index].kind] == nil {
            let kind = layout.items[index].kind
            if templates.raw("widgets/\(kind).html") != nil {
                widgets[kind] = "widgets/\(kind)"
            } else {
                widgets[kind] = "widgets/text"
                diagnostics.report(.warning(layout.items[index].location(of: "kind"),
                                            "no template for kind '\(kind)': it renders as text; add templates/widgets/\(kind).html"))
            }
        }
        forms = CompactForms(widgets: widgets) { templates.raw($0) != nil }
        navigation = Navigation(layout)
        people = PersonPages(layout, colors: theme.style.clusterStyle.colors.count)
        hashes = AssetHashes(site: build.site, io: build.io, theme: theme, readsStatic: build.source.readsSiteFolder)
        treeCache = TreeCache(layout: layout, style: theme.style.folderStyle)
        var fingerprints: [String: Int] = [:]
        fingerprints.reserveCapacity(layout.items.count)
        for item in layout.items {
            fingerprints[item.slug] = Self.fingerprint(item, version: layout.versions[item.slug], layout: layout, forms: forms)
        }
        self.fingerprints = fingerprints

        treeVersion = Self.treeVersion(layout)
        timeScales = layout.config.timeline.spacing == .proportional ? layout.listings.map { TimeAxis.scale($0.cells) } : []
        var siteHasher = Hasher()
        siteHasher.combine(stylesheet.path)
        siteHasher.combine(script.path)
        for change in layout.changeKinds { siteHasher.combine(change.kind); siteHasher.combine(change.count) }
        // Every page's header links the index pages there are.
        siteHasher.combine(info.hasTagIndex)
        siteHasher.combine(info.hasKindIndex)
        siteHasher.combine(info.hasPeopleIndex)
        siteHasher.combine(info.linksTags)
        siteHasher.combine(info.linksPeople)
        for index in info.moreIndexes { siteHasher.combine(index.path); siteHasher.combine(index.title) }
        siteHasher.combine(layout.catalogue.fingerprint)
        siteSignature = siteHasher.finalize()
    }

    /// What the folder tree shows, hashed: every folder (whole: a new
    /// field is hashed too) and what it shows of every item in one.
    static func treeVersion(_ layout: SiteLayout) -> Int {
        var hasher = Hasher()
        func hash(_ nodes: [FolderNode]) {
            for node in nodes {
                hasher.combine(node.folder)
                for item in node.items { TreeContext.sign(item, into: &hasher) }
                hash(node.folders)
                hasher.combine(0)
            }
        }
        hash(layout.tree)
        return hasher.finalize()
    }

    /// `last`'s plan for `layout`, the last layout with new versions of
    /// some items that show something new in the same places
    /// (`itemsReplaced`): the site's parts are what `last` planned; the
    /// items' fingerprints, their neighbours' links and the tree are new.
    init(patching last: RenderPlan, _ layout: SiteLayout) {
        self.layout = layout
        stylesheet = last.stylesheet
        script = last.script
        siteSignature = last.siteSignature
        info = last.info
        siteValue = last.siteValue
        catalogueValue = last.catalogueValue
        catalogue = last.catalogue
        dates = last.dates
        forms = last.forms
        navigation = last.navigation.with(items: layout.items)
        people = last.people
        hashes = last.hashes
        // A patch moves no item, and dates are where items go: the gaps stay.
        timeScales = last.timeScales
        treeVersion = Self.treeVersion(layout)
        treeChanged = treeVersion != last.treeVersion
        treeCache = treeChanged ? last.treeCache.with(layout: layout) : last.treeCache
        var fingerprints = last.fingerprints
        for slug in layout.itemsReplaced ?? [] {
            if let cell = layout.cellBySlug[slug] {
                fingerprints[slug] = Self.fingerprint(cell.item, version: layout.versions[slug], layout: layout, forms: forms)
            }
        }
        self.fingerprints = fingerprints
        tagLinks = last.tagLinks
        clusters = last.clusters
        releaseFilter = last.releaseFilter
        packageFilter = last.packageFilter
        messages = last.messages
    }
}

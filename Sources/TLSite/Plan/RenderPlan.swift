import Foundation
import Mustache
import TLCore
import TLModel
import TLRender

/// One page to render: a template, its context, where it goes. Its
/// context and its signature are made from one `Hashable` input, so a
/// signature cannot leave out a value the page shows.
struct PageJob: Sendable {
    var template: String
    /// Relative to the output, as a URL (percent-encoded).
    var path: String
    /// Throws when a template a context renders (an item's own body, `PageHooks.ownPage`) fails.
    let context: @Sendable () throws(DiagnosticList) -> MustacheValue
    /// Everything the page shows, hashed: an update renders the page again
    /// only when this changed. Computed only when an update asks.
    let signature: @Sendable (inout Hasher) -> Void

    /// A page whose context is made from `input` (with what every page
    /// shows of the site, `RenderPlan.siteSignature`, and the cells
    /// `input` hashes), and whose signature is `input` hashed. `input` is
    /// made when the page is rendered or signed, not before.
    init<Input: Hashable & Sendable>(template: String, path: String, input: @escaping @Sendable () -> Input,
                                     context: @escaping @Sendable (Input) throws(DiagnosticList) -> MustacheValue) {
        self.template = template
        self.path = path
        self.context = { () throws(DiagnosticList) in try context(input()) }
        signature = { hasher in hasher.combine(input()) }
    }
    /// This page at `path` (below a language's folder), signed with what
    /// else it shows that its input does not hold (its translations).
    func moved<Extra: Hashable & Sendable>(to path: String, alsoShowing extra: Extra) -> PageJob {
        PageJob(self, path: path, extra: extra)
    }

    private init<Extra: Hashable & Sendable>(_ job: PageJob, path: String, extra: Extra) {
        template = job.template
        self.path = path
        context = job.context
        let signature = job.signature
        self.signature = { hasher in
            signature(&hasher)
            hasher.combine(extra)
        }
        cards = job.cards
        cardContext = job.cardContext
    }

    /// A list page: its listing, the range of cells it shows and its way to
    /// the site root, for the cards it shares with other pages (`cardCache`).
    var cards: (listing: Int, range: Range<Int>, root: String)?
    /// The context of a list page that reuses the cards of `cards`.
    var cardContext: (@Sendable (PartialCache) -> MustacheValue)?
}

/// What a render will write, made from the layout before anything is
/// rendered: the stylesheet, and every page with its template, context and
/// signature. Pure: it reads no file and writes none (`Build.render`
/// writes). The jobs are made when asked for, all of them or only the
/// pages of some items, so choosing pages costs nothing for the others
/// (`PageJobs.swift`).
final class RenderPlan: @unchecked Sendable {
    let layout: SiteLayout
    /// What every page shows of the site as a whole and what the page
    /// contexts (`PageContexts.swift`) are made from: one value, which a
    /// patched plan keeps whole.
    struct SiteWide: Sendable {
        var stylesheet: (path: String, text: String)
        /// The script every page loads (`assets/tlsite.js`, the light/dark toggle).
        var script: (path: String, text: String)
        /// A hash of what every page shows of the site as a whole; part of
        /// every page's signature.
        var signature: Int
        var info: SiteInfo
        var value: MustacheValue
        /// `i18n`: the catalogue as templates see it.
        var catalogueValue: MustacheValue
        var catalogue: Catalogue
        var dates: DateFormatting
        var forms: CompactForms
        var people: PersonPages
        var hashes: AssetHashes
        /// `timeline.spacing: proportional`: each listing's `TimeAxis.scale`,
        /// by listing index (empty otherwise). A patch moves no item, and
        /// dates are where items go: the gaps stay.
        var timeScales: [TimeInterval]
        /// Each item's tag links, shared by the compact lists that show it: an
        /// item with N tags is on N tag pages. (Its own page builds them afresh,
        /// so a preview after an edit never sees old tags.)
        var tagLinks: TagLinks
        /// Avatar clusters, shared by every page that shows the same people.
        var clusters: Clusters
        /// Whether a list page whose card another page rendered may leave
        /// that item's context unmade (`sharesCards`).
        var sharesCards: Bool
        /// The partial a list's cards are kept as (`cardPartial`).
        var cardPartial: String
        /// The filters a listing may show above its list (`PageHooks.filters`).
        var filters: [ListFilter]
        /// The warnings planning reported (a kind without a template): reported
        /// again by an update that patches this plan.
        var messages: [Diagnostic] = []
    }
    var siteWide: SiteWide

    var stylesheet: (path: String, text: String) { _read { yield siteWide.stylesheet } }
    var script: (path: String, text: String) { _read { yield siteWide.script } }
    var siteSignature: Int { _read { yield siteWide.signature } }
    var info: SiteInfo { _read { yield siteWide.info } }
    var siteValue: MustacheValue { _read { yield siteWide.value } }
    var catalogueValue: MustacheValue { _read { yield siteWide.catalogueValue } }
    var catalogue: Catalogue { _read { yield siteWide.catalogue } }
    var dates: DateFormatting { _read { yield siteWide.dates } }
    var forms: CompactForms { _read { yield siteWide.forms } }
    var people: PersonPages { _read { yield siteWide.people } }
    var hashes: AssetHashes { _read { yield siteWide.hashes } }
    var timeScales: [TimeInterval] { _read { yield siteWide.timeScales } }
    var tagLinks: TagLinks { _read { yield siteWide.tagLinks } }
    var clusters: Clusters { _read { yield siteWide.clusters } }
    var sharesCards: Bool { siteWide.sharesCards }
    var cardPartial: String { siteWide.cardPartial }
    var filters: [ListFilter] { _read { yield siteWide.filters } }
    var messages: [Diagnostic] {
        get { siteWide.messages }
        set { siteWide.messages = newValue }
    }

    // What a patched plan makes anew: the items' parts.
    let navigation: Navigation
    let treeCache: TreeCache
    /// Each item's part of a signature, by slug, made once: an item is on
    /// its own page and on every list that holds it.
    let fingerprints: [String: Int]
    let treeVersion: Int
    /// The items' pages' paths, as the sitemap lists them: kept by the
    /// plans that patch this one, whose items keep their slugs and order.
    let itemPaths: ItemPaths
    /// A site in several languages (`Languages.link`): this language's
    /// folder, each page's versions in the languages that have it, by
    /// address, and for the first language the others' plans (its sitemap
    /// lists their pages too).
    var languagePath = ""
    var alternates: [String: [Alternate]] = [:]
    var isFirstLanguage = true
    var otherLanguages: [RenderPlan] = []
    /// The pages the sitemap lists, by address.
    var sitemapRoutes: [String] = []
    /// A patched plan whose tree shows something new (an item's title):
    /// every page that shows the tree is signed again.
    private(set) var treeChanged = false

    init(_ build: Build, _ layout: SiteLayout, _ theme: LoadedTheme, _ templates: Templates, _ diagnostics: Diagnostics) throws {
        self.layout = layout
        let tagLinks = TagLinks()
        let maxPeople = layout.items.map(\.people.count).max() ?? 0
        let css = ThemeCSS.variables(theme.style, dark: theme.dark) + "\n"
            + (templates.raw(Routes.asset("tlsite.css")) ?? "") + ThemeCSS.colorScheme(theme.colorScheme)
            + (maxPeople > 0 ? ThemeCSS.clusterColorRules(theme.style.clusterStyle) : "")
            + ThemeCSS.clusterQueries(theme.style.clusterStyle, maxPeople: maxPeople) + layout.hooks.stylesheet(layout)
        let stylesheet = (path: Routes.stylesheet(hash: contentHash(css.utf8)), text: css)
        let js = templates.raw(Routes.asset("tlsite.js")) ?? ""
        let script = (path: Routes.script(hash: contentHash(js.utf8)), text: js)
        // The stylesheet and script are the site's, shared by its languages.
        let shared = layout.config.sharedRoot
        var info = SiteInfo(config: layout.config, stylesheet: shared + stylesheet.path, generator: "tlsite \(tlsiteVersion)",
                            style: theme.style, people: layout.people)
        info.script = shared + script.path
        info.changeKinds = layout.changeKinds
        // The header links the index pages there are.
        let indexes = Set(IndexPage.pages(layout).map(\.page.path))
        info.hasTagIndex = indexes.contains(Routes.tags)
        info.hasKindIndex = indexes.contains(Routes.kinds)
        info.hasPeopleIndex = indexes.contains(Routes.people)
        info.linksTags = layout.config.taxonomies.contains("tags")
        info.linksPeople = layout.config.taxonomies.contains("people")
        info.clusterBandsFitAll = !theme.dark.entries.contains { ["clusterStyle.size", "clusterStyle.spacing"].contains($0.key.name) }
        info.moreIndexes = IndexPage.pages(layout).map(\.page)
            .filter { ![Routes.tags, Routes.kinds, Routes.people].contains($0.path) }.map { ($0.path, $0.title(layout.catalogue)) }
        info.catalogue = layout.catalogue
        let catalogueValue = CatalogueContext.value(layout.catalogue)
        let clusters = Clusters(stableNames: Self.cardStableNames(info), stablePaths: Self.cardStablePaths,
                                lean: Self.readsClustersByPartialOnly(templates))
        // An unknown language code has English dates, as it has English words.
        let dates = DateFormatting.shared(language: layout.catalogue.language)

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
        let forms = CompactForms(widgets: widgets) { templates.raw($0) != nil }
        navigation = Navigation(layout)
        let people = PersonPages(layout, colors: theme.style.clusterStyle.colors.count)
        let hashes = AssetHashes(site: build.site, io: build.io, theme: theme, readsStatic: build.source.readsSiteFolder)
        treeCache = TreeCache(layout: layout, style: theme.style.folderStyle)
        var fingerprints: [String: Int] = [:]
        fingerprints.reserveCapacity(layout.items.count)
        for item in layout.items {
            fingerprints[item.slug] = Self.fingerprint(item, version: layout.versions[item.slug], layout: layout, forms: forms)
        }
        self.fingerprints = fingerprints

        treeVersion = Self.treeVersion(layout)
        itemPaths = ItemPaths()
        let timeScales = layout.config.timeline.spacing == .proportional ? layout.listings.map { TimeAxis.scale($0.cells) } : []
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
        siteWide = SiteWide(stylesheet: stylesheet, script: script, signature: siteHasher.finalize(), info: info, value: info.value,
                            catalogueValue: catalogueValue, catalogue: layout.catalogue, dates: dates, forms: forms, people: people,
                            hashes: hashes, timeScales: timeScales, tagLinks: tagLinks, clusters: clusters,
                            sharesCards: Self.sharesCards(templates, layout), cardPartial: Self.cardPartial(templates),
                            filters: layout.hooks.filters(layout))
    }

    /// Whether the templates read an item of a list only through its card
    /// (`partials/cell`), but for the fields that differ between lists: the
    /// built-in timeline, spacer and period partials show the cells, and no
    /// template of the site or its theme names `items`. Then a card another
    /// page rendered is shown without its item's context (`listingContext`).
    /// Not when the site's hooks mark cells after their cards are made (`PageHooks.marksCells`).
    static func sharesCards(_ templates: Templates, _ layout: SiteLayout) -> Bool {
        guard layout.hooks.marksCells == nil else { return false }
        let own = templates.layers.filter { $0.label != Templates.builtInLabel }
        for name in ["partials/timeline.html", "spacer.html", "partials/period.html"] where own.contains(where: { $0.read(name) != nil }) {
            return false
        }
        return !own.contains { layer in layer.list().contains { layer.text($0)?.contains("items") ?? false } }
    }

    /// What a list's card keeps for the other pages that show it: with the
    /// built-in `partials/cell.html`, its bubble (`partials/bubble.html`),
    /// the same whichever neighbours the card has (its `<li>` draws the
    /// lanes, which join or not the cards beside it: kept whole, a card was
    /// rendered three times out of five on the lists of a 10,000-item site);
    /// with a cell of the site or its theme, which may read anything of its
    /// item around the bubble, the whole cell.
    static func cardPartial(_ templates: Templates) -> String {
        let own = templates.layers.filter { $0.label != Templates.builtInLabel }
        return own.contains { $0.read("partials/cell.html") != nil } ? cellPartial : bubblePartial
    }
    static let cellPartial = "partials/cell", bubblePartial = "partials/bubble"

    /// Whether no template of the site or its theme but `partials/cluster.html`
    /// names a cluster: then a cluster whose HTML is kept is given to the
    /// templates as its identity alone (`Clusters`).
    static func readsClustersByPartialOnly(_ templates: Templates) -> Bool {
        let own = templates.layers.filter { $0.label != Templates.builtInLabel }
        return !own.contains { layer in
            layer.list().contains { $0 != "partials/cluster.html" && (layer.text($0)?.contains("cluster") ?? false) }
        }
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
        siteWide = last.siteWide
        if layout.termsRegrouped != nil {
            // Kept by slug: the edited items' tags are new.
            siteWide.tagLinks = TagLinks()
            if !siteWide.timeScales.isEmpty { siteWide.timeScales = layout.listings.map { TimeAxis.scale($0.cells) } }
        }
        navigation = last.navigation.with(items: layout.items)
        treeVersion = Self.treeVersion(layout)
        itemPaths = last.itemPaths
        treeChanged = treeVersion != last.treeVersion
        treeCache = treeChanged ? last.treeCache.with(layout: layout) : last.treeCache
        var fingerprints = last.fingerprints
        for slug in layout.itemsReplaced ?? [] {
            if let cell = layout.cellBySlug[slug] {
                fingerprints[slug] = Self.fingerprint(cell.item, version: layout.versions[slug], layout: layout, forms: last.forms)
            }
        }
        self.fingerprints = fingerprints
    }
}

/// A value made once, when first asked for, and shared by the plans that
/// patch the one that made it.
final class ItemPaths: @unchecked Sendable {
    private let lock = NSLock()
    private var paths: [String]?

    func get(_ make: () -> [String]) -> [String] {
        lock.withLock {
            if let paths { return paths }
            let made = make()
            paths = made
            return made
        }
    }
}

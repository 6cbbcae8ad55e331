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
/// pages of some items, so choosing pages costs nothing for the others.
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
    private let fingerprints: [String: Int]
    private let treeVersion: Int
    /// Each item's tag links, shared by the compact lists that show it: an
    /// item with N tags is on N tag pages. (Its own page builds them afresh,
    /// so a preview after an edit never sees old tags.)
    let tagLinks = TagLinks()
    /// Avatar clusters, shared by every page that shows the same people.
    let clusters = Clusters()
    /// The change-type filter of the lists of whole releases; nil under two types.
    let releaseFilter: ListFilter?
    /// The package filter of a monorepo's lists of whole releases; nil under two packages.
    let packageFilter: ListFilter?

    init(_ build: Build, _ layout: SiteLayout, _ theme: LoadedTheme, _ templates: Templates, _ diagnostics: Diagnostics) throws {
        self.layout = layout
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
        info.hasTagIndex = layout.listings.contains { $0.kind == .tag }
        info.hasKindIndex = layout.listings.contains { $0.kind == .kind || $0.kind == .change }
        info.hasPeopleIndex = layout.listings.contains { $0.kind == .person }
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

        // The folder tree shows every folder (whole: a new field is
        // hashed too) and every item in one.
        var treeHasher = Hasher()
        func hash(_ nodes: [FolderNode]) {
            for node in nodes {
                treeHasher.combine(node.folder)
                for item in node.items {
                    treeHasher.combine(item.slug)
                    treeHasher.combine(layout.versions[item.slug])
                }
                hash(node.folders)
                treeHasher.combine(0)
            }
        }
        hash(layout.tree)
        treeVersion = treeHasher.finalize()
        var siteHasher = Hasher()
        siteHasher.combine(stylesheet.path)
        siteHasher.combine(script.path)
        for change in layout.changeKinds { siteHasher.combine(change.kind); siteHasher.combine(change.count) }
        // Every page's header links the index pages there are.
        siteHasher.combine(info.hasTagIndex)
        siteHasher.combine(info.hasKindIndex)
        siteHasher.combine(info.hasPeopleIndex)
        siteHasher.combine(layout.catalogue.fingerprint)
        siteSignature = siteHasher.finalize()
    }

    /// Every page: the listings' pages, the items' pages, the index pages,
    /// then the 404 page and the sitemap of all of them.
    func allJobs() -> (jobs: [PageJob], htmlPages: Int) {
        var jobs = listingJobs()
        jobs += itemJobs(layout.items.indices)
        jobs += IndexPages.jobs(layout, home: navigation.home, person: people.value) { [self] title, path, kind, extra, fields in
            context(fields.merging(["page": page(title, path, kind: kind, extra: extra)]) { _, new in new }, root: root(path))
        }
        jobs += UpgradePages.jobs(layout, home: navigation.home) { [self] title, path, kind, extra, fields in
            context(fields.merging(["page": page(title, path, kind: kind, extra: extra)]) { _, new in new }, root: root(path))
        }
        jobs.append(notFoundJob())
        let sitemapURLs: [MustacheValue] = jobs.dropLast().map { job in
            let path = Routes.page(ofFile: job.path)
            return .object(["loc": .string(info.permalink(path) ?? "/" + path)])
        }
        let allPaths = jobs.map(\.path)
        let htmlPages = jobs.count
        jobs.append(PageJob(template: "sitemap.xml", path: Routes.sitemap) { [self] in
            context(["urls": .array(sitemapURLs)], root: "")
        } signature: { hasher in
            hasher.combine(allPaths)
        })
        return (jobs, htmlPages)
    }

    /// The own pages of these cells, each with its item's version: edited
    /// items shown in their place of this plan's layout.
    func itemJobs(_ cells: [Cell], versions: [String: Int]) -> [PageJob] {
        cells.map { itemJob($0, version: versions[$0.item.slug]) }
    }

    // MARK: Pages

    private func listingJobs() -> [PageJob] {
        var jobs: [PageJob] = []
        for (listingIndex, listing) in layout.listings.enumerated() {
            let pages = Timeline.pages(count: listing.cells.count, perPage: layout.config.timeline.perPage)
            for (number, range) in pages.enumerated() {
                let path = Routes.page(number + 1, of: listing.path)
                let title: String
                switch listing.kind {
                case .home, .folder, .person:
                    let name = listing.kind == .home ? layout.config.title : listing.title
                    title = number == 0 ? name : catalogue.text("page.numbered", ["title": name, "number": String(number + 1)])
                case .tag: title = catalogue.text("index.tagged", ["tag": listing.title])
                case .kind: title = catalogue.text("index.kind", ["kind": listing.displayTitle(catalogue)])
                case .change: title = listing.title
                case .package: title = catalogue.text("index.package", ["package": listing.title])
                }
                let introduction = number == 0 ? listing.introduction : nil
                let showsTree = listing.kind == .home || listing.kind == .folder
                jobs.append(PageJob(template: "index", path: Routes.file(path)) { [self] in
                    listingContext(listingIndex, page: number + 1, of: pages.count, range: range, path: path, title: title,
                                   introduction: introduction)
                } signature: { [self] hasher in
                    hasher.combine(title)
                    hasher.combine(introduction)
                    hasher.combine(pages.count)
                    if showsTree { hasher.combine(treeVersion) }
                    if let person = listing.person {
                        hasher.combine(person.name)
                        hasher.combine(person.image)
                        hasher.combine(person.url)
                        hasher.combine(people.color(listing))
                    }
                    // Through the buffer: a loop over the cells, or an array
                    // subscript, would copy each item.
                    layout.listings[listingIndex].cells.withUnsafeBufferPointer { cells in
                        for index in range { sign(&hasher, cells[index]) }
                        // The lanes of the cells beside the page matter too: whether a
                        // lane joins them, and (with Load more) the spacer above the first cell.
                        for index in [range.lowerBound - 1, range.upperBound] where cells.indices.contains(index) {
                            hasher.combine(cells[index].left.rawValue)
                            hasher.combine(cells[index].right.rawValue)
                        }
                    }
                })
            }
        }
        return jobs
    }

    private func itemJobs(_ indices: some Sequence<Int>) -> [PageJob] {
        indices.compactMap { index in
            let slug = layout.items[index].slug
            return layout.cellBySlug[slug].map { itemJob($0, version: layout.versions[slug]) }
        }
    }

    private func itemJob(_ cell: Cell, version: Int?) -> PageJob {
        let path = Routes.item(cell.item.slug)
        var shown = cell
        shown.item = Navigation.ownPage(shown.item, catalogue)
        let itemRoot = root(path)
        return PageJob(template: "item", path: Routes.file(path)) { [self, shown] in
            let pageExtra = navigation.itemValues(shown.item, root: itemRoot)
            // A release's page is named with its project: "rich 13.0.0".
            return context(["page": page(shown.item.release?.fullTitle(catalogue) ?? shown.item.title, path, kind: "item", extra: pageExtra),
                            "item": itemValue(shown, root: itemRoot)],
                           root: itemRoot)
        } signature: { [self, shown] hasher in
            sign(&hasher, shown, version: version)
            navigation.sign(&hasher, shown.item)
        }
    }

    private func notFoundJob() -> PageJob {
        let path404 = layout.config.baseURL.flatMap { URLComponents(string: $0)?.path } ?? "/"
        let root404 = path404.hasSuffix("/") ? path404 : path404 + "/"
        return PageJob(template: "404", path: Routes.notFound) { [self] in
            var page404 = page(catalogue.text("notFound.title"), Routes.notFound, kind: "404", root: root404)
            if case .object(var fields) = page404 { fields["permalink"] = .null; page404 = .object(fields) }
            return context(["page": page404], root: root404)
        }
    }

    /// An item's cell in a signature: what `itemValue` makes it from
    /// besides the site (its version, its place, its image's address and
    /// its kind's widget).
    private func sign(_ hasher: inout Hasher, _ cell: borrowing Cell, version: Int?? = nil) {
        if let version {
            hasher.combine(Self.fingerprint(cell.item, version: version, layout: layout, forms: forms))
        } else {
            hasher.combine(fingerprints[cell.item.slug]
                ?? Self.fingerprint(cell.item, version: layout.versions[cell.item.slug], layout: layout, forms: forms))
        }
        hasher.combine(cell.left.rawValue)
        hasher.combine(cell.right.rawValue)
        hasher.combine(cell.index)
    }

    /// What a cell shows of its item wherever it stands: the item's slug
    /// and version, its image's address and its kind's widgets.
    private static func fingerprint(_ item: Item, version: Int?, layout: SiteLayout, forms: CompactForms) -> Int {
        var hasher = Hasher()
        hasher.combine(item.slug)
        hasher.combine(version)
        hasher.combine(layout.imageURL[item.slug])
        hasher.combine(forms.widget(item.kind, compact: false))
        hasher.combine(forms.widget(item.kind, compact: true))
        return hasher.finalize()
    }
}

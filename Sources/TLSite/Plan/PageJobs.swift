import Foundation
import Mustache
import TLCore
import TLModel

/// The plan's pages: every page of the site (`allJobs`), or only some:
/// the own pages of edited items (a preview), or the pages that show some
/// items (after an edit of their bodies only). A job is made when asked
/// for, so choosing pages costs nothing for the others.
extension RenderPlan {
    /// The pages that show one of these items: its own page, the pages of
    /// the listings that hold its cell, the pages of the items beside it
    /// (their links show its title) and, when the tree shows something
    /// new, every page that shows the tree. When what these items show is
    /// all that changed, no other page can show anything new. When their
    /// tags or taxonomy values changed too (`termsRegrouped`): every page
    /// of the term lists they joined or left, and the index pages.
    func jobs(showing slugs: Set<String>) -> [PageJob] {
        let perPage = layout.config.timeline.perPage
        // A few slugs compared one by one rather than every cell's slug hashed;
        // without items the site's family made, their cells found by storage
        // (`replacingItems` put one stored item in every place of a slug).
        let few = slugs.count < 8 ? Array(slugs) : nil
        let stored = few != nil && !layout.hooks.makesItems ? few!.compactMap { layout.cellBySlug[$0]?.item.storageID } : nil
        let regrouped = layout.termsRegrouped?.changed ?? []
        var pages: [Int: Set<Int>] = [:]
        for index in layout.listings.indices {
            let listing = layout.listings[index]
            if treeChanged && listing.showsTree || regrouped.contains(listing.path) {
                pages[index] = Set(Timeline.pages(count: listing.cells.count, perPage: perPage).indices)
                continue
            }
            // Through the buffer: a subscript of the array would copy each cell.
            listing.cells.withUnsafeBufferPointer { cells in
                for position in cells.indices {
                    let shown = if let stored { stored.contains(cells[position].item.storageID) }
                        else { few?.contains(cells[position].item.slug) ?? slugs.contains(cells[position].item.slug) }
                    if shown { pages[index, default: []].insert(perPage > 0 ? position / perPage : 0) }
                }
            }
        }
        // Their own pages and their neighbours', each by its cell (a published item has one).
        let pagesOf = slugs.union(slugs.flatMap(navigation.linking))
        let jobs = listingJobs { index, page in pages[index]?.contains(page) == true }
            + pagesOf.sorted().compactMap { slug in layout.cellBySlug[slug].map { itemJob($0, version: layout.versions[slug]) } }
        guard let terms = layout.termsRegrouped else { return jobs }
        let indexes = IndexPage.pages(layout).map { $0.page.job($0.page, $0.listings, self) }
        // The sitemap lists every page: made again when pages came or went.
        guard terms.pagesAdded > 0 || !terms.pagesGone.isEmpty, let sitemap = sitemapJob(sitemapPaths()) else { return jobs + indexes }
        return jobs + indexes + [sitemap]
    }

    /// Every page: the listings' pages, the items' pages, the index pages,
    /// then the 404 page and the sitemap of all of them.
    func allJobs() -> (jobs: [PageJob], htmlPages: Int) {
        var jobs: [PageJob] = []
        // Room for every page at once: grown by doubling, the array of a
        // 100,000-item site's 132,000 jobs took twice their 16 MB.
        let perPage = layout.config.timeline.perPage
        let listingPages = layout.listings.reduce(0) { pages, listing in
            pages + (perPage > 0 && listing.cells.count > perPage ? (listing.cells.count + perPage - 1) / perPage : 1)
        }
        jobs.reserveCapacity(listingPages + layout.items.count + layout.items.count / 8 + 64)
        jobs += listingJobs()
        jobs += itemJobs(layout.items.indices)
        jobs += IndexPage.pages(layout).map { $0.page.job($0.page, $0.listings, self) }
        jobs += layout.hooks.jobs(self)
        jobs.append(notFoundJob())
        let allPaths = jobs.map(\.path)
        // After the sitemap's paths: an old address is never in the sitemap.
        jobs += redirectJobs()
        let htmlPages = jobs.count
        guard let sitemap = sitemapJob(allPaths) else { return (jobs, htmlPages) }
        jobs.append(sitemap)
        return (jobs, htmlPages)
    }

    /// The sitemap of `paths` (the pages of `allJobs` before the redirects,
    /// the 404 page last, which it leaves out); nil without a host, as the
    /// sitemap protocol wants absolute addresses.
    func sitemapJob(_ allPaths: [String]) -> PageJob? {
        guard layout.config.baseURL != nil else { return nil }
        return PageJob(template: "sitemap.xml", path: Routes.sitemap, input: { allPaths }) { [self] allPaths in
            // Made only when the sitemap is rendered: an update rarely changes it.
            // Each address made as the template reaches it (a list of 132,000 objects took 45 MB).
            let files = allPaths.dropLast(), info = info
            let urls = MustacheList(count: files.count) { index in
                .object(["loc": .string(info.permalink(Routes.page(ofFile: files[files.startIndex + index])) ?? "")])
            }
            return context(["urls": .list(urls)], root: "")
        }
    }

    /// The paths `allJobs` gives its sitemap, in its order, without making
    /// every page's job: the sitemap of an update that added or removed
    /// term lists' pages (`jobs(showing:)`).
    func sitemapPaths() -> [String] {
        var paths: [String] = []
        let perPage = layout.config.timeline.perPage
        for listing in layout.listings { paths += listing.pageFiles(perPage: perPage) }
        paths += itemPaths.get {
            layout.items.indices.compactMap { index in
                let slug = layout.items[index].slug
                return layout.cellBySlug[slug] != nil ? Routes.file(Routes.item(slug)) : nil
            }
        }
        paths += IndexPage.pages(layout).map { $0.page.job($0.page, $0.listings, self).path }
        paths += layout.hooks.jobs(self).map(\.path)
        paths.append(notFoundJob().path)
        return paths
    }

    /// The own pages of these cells, each with its item's version: edited
    /// items shown in their place of this plan's layout.
    func itemJobs(_ cells: [Cell], versions: [String: Int]) -> [PageJob] {
        cells.map { itemJob($0, version: versions[$0.item.slug]) }
    }

    /// The listings' pages; with `including`, only the pages (by listing
    /// and 0-based page number) it says.
    func listingJobs(including: ((Int, Int) -> Bool)? = nil) -> [PageJob] {
        var jobs: [PageJob] = []
        for (listingIndex, listing) in layout.listings.enumerated() {
            let pages = Timeline.pages(count: listing.cells.count, perPage: layout.config.timeline.perPage)
            // What every page of the listing shows, made at its first page chosen;
            // each page's own part (title, breadcrumbs) when the page is rendered
            // or signed: made here, 132,000 of them held a large site's render.
            var shared: ListingPage?
            for (number, range) in pages.enumerated() where including?(listingIndex, number) ?? true {
                let path = Routes.page(number + 1, of: listing.path)
                if shared == nil { shared = listingPage(listing, total: pages.count) }
                let common = shared!
                let page: @Sendable () -> ListingPage = { [self] in common.page(number + 1, of: layout.listings[listingIndex], navigation: navigation, catalogue: catalogue) }
                var job = PageJob(template: "index", path: Routes.file(path), input: { [self] in
                    ListingJob(page: page(), cells: cellsShown(listingIndex, range))
                }) { [self] job in
                    listingContext(listingIndex, job.page, range: range)
                }
                job.cards = (listingIndex, range, root(path))
                job.cardContext = { [self] cards in listingContext(listingIndex, page(), range: range, cards: cards) }
                jobs.append(job)
            }
        }
        return jobs
    }

    func itemJobs(_ indices: some Sequence<Int>) -> [PageJob] {
        indices.compactMap { index in
            let slug = layout.items[index].slug
            return layout.cellBySlug[slug].map { itemJob($0, version: layout.versions[slug]) }
        }
    }

    func itemJob(_ cell: Cell, version: Int?) -> PageJob {
        let path = Routes.item(cell.item.slug)
        return PageJob(template: "item", path: Routes.file(path), input: { [self] in
            ItemJob(title: layout.hooks.ownPageTitle(cell.item, catalogue), links: navigation.itemLinks(cell.item),
                    cell: cellShown(cell, version: version))
        }) { [self] job throws(DiagnosticList) in
            let itemRoot = root(path)
            // The item as its own page shows it, made when the page is rendered
            // (it is a function of the item, which `cell` signs).
            var shown = cell
            shown.item = try Navigation.ownPage(shown.item, layout)
            return context(["page": page(job.title, path, kind: "item", extra: job.links.values(root: itemRoot)),
                            "item": itemValue(shown, root: itemRoot)],
                           root: itemRoot)
        }
    }

    func notFoundJob() -> PageJob {
        let root404 = layout.config.basePath
        return PageJob(template: "404", path: Routes.notFound, input: { root404 }) { [self] root404 in
            var page404 = page(catalogue.text("notFound.title"), Routes.notFound, kind: "404", root: root404)
            if case .object(var fields) = page404 { fields["permalink"] = .null; page404 = .object(fields) }
            return context(["page": page404], root: root404)
        }
    }

    /// What a list page shows, whole: its `ListingPage` and its cells (`cellsShown`).
    struct ListingJob: Hashable, Sendable {
        var page: ListingPage
        var cells: Int
    }

    /// What an item's page shows, whole: its title, its links to other
    /// pages and its cell (`cellShown`).
    struct ItemJob: Hashable, Sendable {
        var title: String
        var links: Navigation.ItemLinks
        var cell: Int
    }

    /// The cells of page `range` of a listing, hashed: each cell
    /// (`cellShown`), the lanes of the cells beside the page (whether a
    /// lane joins them, and with Load more the spacer above the first
    /// cell), the date above the first cell (its period and time gap) and
    /// the list's time scale (every gap).
    func cellsShown(_ listingIndex: Int, _ range: Range<Int>) -> Int {
        var hasher = Hasher()
        // Through the buffer: a loop over the cells, or an array
        // subscript, would copy each item.
        layout.listings[listingIndex].cells.withUnsafeBufferPointer { cells in
            for index in range { sign(&hasher, cells[index]) }
            for index in [range.lowerBound - 1, range.upperBound] where cells.indices.contains(index) {
                hasher.combine(cells[index].left.rawValue)
                hasher.combine(cells[index].right.rawValue)
            }
            if range.lowerBound > 0 { hasher.combine(cells[range.lowerBound - 1].item.date) }
            if !timeScales.isEmpty { hasher.combine(timeScales[listingIndex]) }
        }
        return hasher.finalize()
    }

    /// An item's cell, hashed (`sign`).
    func cellShown(_ cell: borrowing Cell, version: Int?? = nil) -> Int {
        var hasher = Hasher()
        sign(&hasher, cell, version: version)
        return hasher.finalize()
    }

    /// An item's cell in a signature: what `itemValue` makes it from
    /// besides the site (its version, its place, its image's address and
    /// its kind's widget).
    func sign(_ hasher: inout Hasher, _ cell: borrowing Cell, version: Int?? = nil) {
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
    /// and version, its image's address, size and variants, its body's
    /// images and its kind's widgets.
    static func fingerprint(_ item: Item, version: Int?, layout: SiteLayout, forms: CompactForms) -> Int {
        var hasher = Hasher()
        hasher.combine(item.slug)
        hasher.combine(version)
        hasher.combine(layout.imageURL[item.slug])
        hasher.combine(layout.imageURL[item.slug].flatMap { layout.images[$0] })
        hasher.combine(layout.bodyImages[item.slug])
        hasher.combine(forms.widget(item.kind, compact: false))
        hasher.combine(forms.widget(item.kind, compact: true))
        return hasher.finalize()
    }
}

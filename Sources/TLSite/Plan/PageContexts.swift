import Foundation
import Mustache
import TLCore
import TLModel
import TLRender

/// The template contexts of a plan's pages: a listing page with its cells,
/// an item as a cell, the `page` and site values every page sees. Made
/// when a page renders (`PageJob.context`), never kept.
extension RenderPlan {
    /// What every page of `listing` shows besides its number, title and breadcrumbs.
    func listingPage(_ listing: Listing, total: Int) -> ListingPage {
        ListingPage(kind: listing.kind.name, listingPath: listing.path, number: 1, total: total, title: "", crumbs: [], crumb: "",
                    introduction: nil, feeds: listing.kind.feeds(listing, layout), person: people.shown(listing), periods: listing.periods,
                    treeVersion: listing.showsTree ? treeVersion : nil, compact: listing.compact,
                    filters: listing.filters, search: listing.search)
    }

    /// Page `number` (1-based) of a listing.
    /// With `cards`, the cards other pages rendered already are reused,
    /// and their items' contexts are not made again (`sharesCards`).
    func listingContext(_ listingIndex: Int, _ input: ListingPage, range: Range<Int>, cards: PartialCache? = nil) -> MustacheValue {
        let listing = layout.listings[listingIndex]
        let number = input.number, total = input.total
        let pageRoot = root(Routes.page(number, of: input.listingPath))
        let href = { (n: Int) -> MustacheValue in .string(pageRoot + Routes.page(n, of: input.listingPath)) }
        let newestFirst = layout.config.timeline.order == .newestFirst
        let pagination: MustacheValue = .object([
            "current": .int(number),
            "total": .int(total),
            "isPaginated": .bool(total > 1),
            "prev": number > 1 ? .object(["href": href(number - 1), "label": .string(catalogue.text(newestFirst ? "pager.newer" : "pager.earlier"))]) : .null,
            "next": number < total ? .object(["href": href(number + 1), "label": .string(catalogue.text(newestFirst ? "pager.older" : "pager.later"))]) : .null,
            "pages": .array(Timeline.pageWindow(current: number, total: total).map { entry in
                entry.map { .object(["number": .int($0), "href": href($0), "isCurrent": .bool($0 == number), "isGap": .bool(false)]) }
                    ?? .object(["isGap": .bool(true)])
            }),
        ])
        // The cells are looked up when the page renders, not copied into every job.
        let cells = listing.cells[range]
        var fields = Navigation.values(input.crumbs, current: input.crumb, root: pageRoot)
        if let introduction = input.introduction, !introduction.isEmpty { fields["introduction"] = .string(introduction) }
        if let epilogue = input.epilogue, !epilogue.isEmpty { fields["epilogue"] = .string(epilogue) }
        if let feeds = input.feeds { fields["feeds"] = feeds.value }
        let pageValue = page(input.title, Routes.page(number, of: input.listingPath), kind: input.kind, extra: fields)
        let compact = input.compact
        var values = cells.indices.map { index in
                // A lane that joins neither neighbour of the whole list draws no stubs.
                let all = listing.cells
                var place = ItemContext.Place(cells[index], previous: index > all.startIndex ? all[index - 1] : nil,
                                              next: index + 1 < all.endIndex ? all[index + 1] : nil)
                place.isFirstScreen = index - cells.startIndex < ItemContext.Place.firstScreenCells
                // With Load more, a later page's first cell has the spacer that joins
                // it to the page before (the stylesheet hides it until it is appended).
                let joinsPrevious = index > cells.startIndex || (layout.config.timeline.loadMore && index > all.startIndex)
                // The first screen's cards load their images at once (in the body too):
                // an identity of their own, which no other page shares, so they are never reused.
                let identity = MustacheValue.string(Self.cardIdentity(cells[index].item, compact: compact, root: pageRoot)
                                                    + (place.isFirstScreen && Self.loadsImages(cells[index].item) ? "\u{0}first" : ""))
                if let cards, sharesCards {
                    // What differs between the pages that show this card: when
                    // a page rendered it with the same, it is shown as it was.
                    var fields = ItemContext.placed(cells[index], place)
                    // Kept as its bubble, a card's `<li>` is rendered on each page: what it reads of its item.
                    if cardPartial == Self.bubblePartial { fields.merge(ItemContext.shell(cells[index].item, root: pageRoot)) { _, new in new } }
                    if let spacer = layout.config.timeline.spacer, joinsPrevious {
                        fields["spacer"] = SpacerContext.make(spacer, between: all[index - 1], and: cells[index])
                    }
                    fields[Self.cardField] = identity
                    let placed = timeAxis(.object(fields), listingIndex, at: index, joinsPrevious: joinsPrevious, firstOnPage: index == cells.startIndex)
                    if case .object(let frame) = placed, case .string(let name) = identity, cards.holds(name, frame) { return placed }
                }
                var value = itemValue(cells[index], root: pageRoot, after: joinsPrevious ? all[index - 1] : nil,
                                      compact: compact, place: place)
                if case .object(var fields) = value {
                    fields[Self.cardField] = identity
                    value = .object(fields)
                }
                return timeAxis(value, listingIndex, at: index, joinsPrevious: joinsPrevious, firstOnPage: index == cells.startIndex)
        }
        layout.hooks.marksCells?(&values, cells, catalogue)
        return context([
            "page": pageValue,
            "items": .array(values),
            "hasItems": .bool(!cells.isEmpty),
            "showLanes": .bool(!layout.config.timeline.lanes.isEmpty && cells.contains { $0.left != .none || $0.right != .none }),
            "pagination": pagination,
            "tree": input.treeVersion != nil && listing.folder == nil ? treeCache.tree(root: pageRoot) : .null,
            "folder": input.treeVersion != nil ? listing.folder.map { treeCache.folder($0, root: pageRoot) } ?? .null : .null,
            "person": input.person.map { people.value($0, root: pageRoot) } ?? .null,
            "periods": input.periods.map { periodsValue($0, root: pageRoot) } ?? .null,
            "filters": filters(input.filters),
            "search": input.search ? searchValue : .null,
        ], root: pageRoot)
    }

    /// The search box's words: a changelog's (entries of releases), or with
    /// `search: true` the site's (items and entries). `{count}` stays a
    /// placeholder: the script fills it in.
    var searchValue: MustacheValue {
        let site = layout.config.search == true
        let words: [(MustacheKey, String)] = site
            ? [("label", "search.siteLabel"), ("placeholder", "search.sitePlaceholder"), ("none", "search.siteNone"),
               ("countOne", "search.siteCountOne"), ("countOther", "search.siteCountOther")]
            : [("label", "search.label"), ("placeholder", "search.placeholder"), ("none", "search.none"),
               ("countOne", "search.countOne"), ("countOther", "search.countOther")]
        var fields: [MustacheKey: MustacheValue] = ["count": .string("{count}")]
        for (key, id) in words { fields[key] = .string(catalogue.text(id, ["count": "{count}"])) }
        return .object(fields)
    }

    // MARK: Cards shared by list pages

    /// The field of a list's item that names its card for `cardCache`: the
    /// item, its form (compact or full) and the page's depth. A card is the
    /// same on every list page with that identity, but for the fields of
    /// `cardVarying` and those the site's hooks mark (`PageHooks.markedFields`), which the cache compares.
    static let cardField: MustacheKey = "\u{0}card"
    static let cardVarying: Set<MustacheKey> = ["index", "left", "right", "gap", "titleLevel", "period", "spacer"]

    /// Whether the card of `item` loads an image, which a page's first
    /// screen loads at once and the others lazily (`ItemContext.Place.isFirstScreen`):
    /// only then does a first-screen card differ from the same card further
    /// down. Its own image, or a body that says `loading="lazy"`, which is
    /// what `ResponsiveImage.eager` changes (its images once the images stage
    /// has rewritten them, or raw HTML; an `<img>` the stage left alone,
    /// such as a remote one, is the same on every screen).
    static func loadsImages(_ item: Item) -> Bool {
        item.image != nil || item.loadsLazily
    }

    /// The item (by its fields: a page of one family may show an item in a
    /// copy of its own), its form and the page's depth.
    static func cardIdentity(_ item: Item, compact: Bool, root: String) -> String {
        (compact ? "c" : "f") + String(root.utf8.count) + " " + String(UInt(bitPattern: item.storageID), radix: 36)
    }

    /// A cache of the cards (their `cardPartial`) the list pages among `jobs`
    /// share, each kept from its first page to its last; nil when no card
    /// is on two of them. Made for one render: an update of `tlsite serve`
    /// makes its own, so no card outlives the items it shows.
    func cardCache(_ jobs: [PageJob]) -> PartialCache? {
        var uses: [String: Int] = [:]
        var shared = false
        for job in jobs {
            guard let (listingIndex, range, pageRoot) = job.cards else { continue }
            let listing = layout.listings[listingIndex]
            listing.cells.withUnsafeBufferPointer { cells in
                // A page's first cards with images have an identity of their own (`listingContext`),
                // never kept: counted here, they kept every card they showed to the end.
                for index in range where index - range.lowerBound >= ItemContext.Place.firstScreenCells || !Self.loadsImages(cells[index].item) {
                    let identity = Self.cardIdentity(cells[index].item, compact: listing.compact, root: pageRoot)
                    uses[identity, default: 0] += 1
                    if uses[identity]! > 1 { shared = true }
                }
            }
        }
        guard shared else { return nil }
        return PartialCache(partials: [cardPartial], keyField: Self.cardField, varying: Self.cardVarying.union(layout.hooks.markedFields),
                            stableNames: Self.cardStableNames(info), stablePaths: Self.cardStablePaths, uses: uses,
                            byteBudget: Self.cardBudget, inner: clusters.html)
    }

    /// The most bytes of cards kept at once, so a larger site's kept cards
    /// stay the same, and the cards past it are rendered on each page.
    /// 10,000 items' shared cards would take about 20 MB; rendered in the
    /// timeline's order (`cardOrder`), a card's pages come close together
    /// and 1 MB already keeps every card until its last page (33,200 of
    /// the 64,700 cards reused, as with 64 MB: docs/performance.md,
    /// session 16). 4 MB leaves room for sites whose lists spread further.
    static let cardBudget = 4 << 20

    /// What a card (or a cluster) may read below its item and still be the
    /// same on every page of its depth: the site, the catalogue, the helpers
    /// (made for the page's root) and the page's way to the root.
    static func cardStableNames(_ info: SiteInfo) -> Set<MustacheKey> {
        Set(Helpers.values(root: "", site: info, hash: { _ in nil }).keys).union(["site", "i18n"])
    }
    static let cardStablePaths: [[MustacheKey]] = [["page", "root"], ["page", "home"]]

    /// A cell of a list with what `timeline.groupBy` and `timeline.spacing`
    /// add: `period`, the heading above it (its bubble title one level
    /// below, `titleLevel`), and `gap`, the step of the time gap above it
    /// (on the heading when the heading is shown on its page). A page's first
    /// cell has a gap only when Load more may join it to the page before.
    private func timeAxis(_ value: MustacheValue, _ listingIndex: Int, at index: Int, joinsPrevious: Bool,
                          firstOnPage: Bool) -> MustacheValue {
        let timeline = layout.config.timeline
        guard timeline.groupBy != nil || timeline.spacing == .proportional, case .object(var fields) = value else { return value }
        let cells = layout.listings[listingIndex].cells
        let step = joinsPrevious && timeline.spacing == .proportional
            ? TimeAxis.step(cells, at: index, scale: timeScales[listingIndex]) : 0
        let gap = step > 0 ? String(step) : nil
        if let unit = timeline.groupBy {
            fields["titleLevel"] = .int(3)
            if let heading = TimeAxis.heading(cells, at: index, by: unit, firstOnPage: firstOnPage, dates: dates) {
                // A heading shown on its page takes the gap above it; a continued
                // one may be hidden, so its cell keeps the gap.
                fields["period"] = heading.value(gap: heading.continued ? nil : gap)
                fields["gap"] = heading.continued ? gap.map(MustacheValue.string) ?? .null : .null
                return .object(fields)
            }
        }
        fields["gap"] = gap.map(MustacheValue.string) ?? .null
        return .object(fields)
    }

    /// `filters`: those of the site's filters `names` names, in that order; null for none.
    private func filters(_ names: [String]) -> MustacheValue {
        let groups = names.compactMap { name in self.filters.first { $0.name == name }?.value }
        return groups.isEmpty ? .null : .array(groups)
    }

    /// `periods` of an archive page: `earlier` and `later` (`{ href, title }`), `parts` (a year's months, `{ href, title, count }`).
    private func periodsValue(_ periods: PeriodLinks, root pageRoot: String) -> MustacheValue {
        func link(_ link: PeriodLinks.Link) -> MustacheValue {
            .object(["href": .string(pageRoot + link.path), "title": .string(link.title), "count": .int(link.count)])
        }
        return .object([
            "earlier": periods.earlier.map(link) ?? .null,
            "later": periods.later.map(link) ?? .null,
            "hasNeighbours": .bool(periods.earlier != nil || periods.later != nil),
            "parts": .array(periods.parts.map(link)),
            "hasParts": .bool(!periods.parts.isEmpty),
        ])
    }

    /// A `terms` index page.
    func termsContext(_ input: TermsPage) -> MustacheValue {
        let pageRoot = root(input.path)
        let entries: [MustacheValue] = input.terms.map { term in
            .object(["name": .string(term.name), "href": .string(pageRoot + term.path), "count": .int(term.count),
                     "countText": .string(catalogue.plural("index.count", count: term.count))])
        }
        return indexContext(input.title, input.path, kind: input.name, ["terms": .array(entries), "hasTerms": .bool(true)])
    }

    /// A page below the home page, not a listing (an index, an upgrade
    /// guide): its breadcrumbs lead home.
    func indexContext(_ title: String, _ path: String, kind: String, _ fields: [MustacheKey: MustacheValue],
                      extra: [MustacheKey: MustacheValue] = [:]) -> MustacheValue {
        let pageExtra = Navigation.values([navigation.home], current: title, root: root(path)).merging(extra) { _, new in new }
        return context(fields.merging(["page": page(title, path, kind: kind, extra: pageExtra)]) { _, new in new }, root: root(path))
    }

    func root(_ path: String) -> String { String(repeating: "../", count: path.filter { $0 == "/" }.count) }

    func context(_ fields: [MustacheKey: MustacheValue], root pageRoot: String) -> MustacheValue {
        var object = Helpers.values(root: pageRoot, site: info, hash: hashes.hash)
        object["site"] = siteValue
        object["i18n"] = catalogueValue
        object.merge(fields) { _, new in new }
        return .object(object)
    }

    func itemValue(_ cell: Cell, root: String, after previous: Cell? = nil, compact: Bool = false,
                   place: ItemContext.Place = .ownPage) -> MustacheValue {
        // An image is the site's, shared by its languages.
        let image = layout.imageURL[cell.item.slug].map { URLScheme.isAbsolute($0) ? $0 : layout.config.sharedRoot + $0 }
        let value = ItemContext.make(cell, site: info, imageURL: image, root: root, dates: dates,
                                     widget: forms.widget(cell.item.kind, compact: compact), compact: compact,
                                     readMore: compact && forms.readMore(cell.item), place: place, tagLinks: compact ? tagLinks : nil,
                                     clusters: clusters, imageInfo: layout.imageURL[cell.item.slug].flatMap { layout.images[$0] })
        guard let spacer = layout.config.timeline.spacer, let previous, case .object(var fields) = value else { return value }
        fields["spacer"] = SpacerContext.make(spacer, between: previous, and: cell)
        return .object(fields)
    }

    func page(_ title: String, _ path: String, kind: String, root fixedRoot: String? = nil,
              extra: [MustacheKey: MustacheValue] = [:]) -> MustacheValue {
        let pageRoot = fixedRoot ?? root(path)
        return .object(extra.merging([
            "title": .string(title),
            "url": .string(path),
            "permalink": info.permalink(path).map(MustacheValue.string) ?? .null,
            "root": .string(pageRoot),
            "home": .string(pageRoot.isEmpty ? "./" : pageRoot),
            "kind": .string(kind),
            "isHome": .bool(path.isEmpty),
            "translations": alternates.isEmpty ? .null : translationsValue(path, root: pageRoot),
        ]) { _, new in new })
    }
}

extension RenderPlan {
    /// The order to render `jobs` in (their indices) so that the pages
    /// showing one card come close together: list pages by the place in
    /// the timeline of the middle item they show (a tag's page, a kind's and
    /// a person's showing the same weeks are rendered one after the other),
    /// then the other pages as planned; the sitemap before all. The card cache keeps a card from its
    /// first page to its last within `cardBudget`: in the listings' order, a
    /// card's pages were spread over the whole render and most cards did
    /// not fit. Only the order of work changes, never a page. Indices, not
    /// the jobs themselves: a 100,000-item site's 132,000 jobs take 16 MB.
    func cardOrder(_ jobs: [PageJob]) -> [Int] {
        // The sitemap, the longest page by far, first: one worker writes it while the others write the rest.
        let sitemaps = jobs.indices.filter { jobs[$0].template == "sitemap.xml" }
        guard jobs.contains(where: { $0.cards != nil }) else { return sitemaps + jobs.indices.filter { !sitemaps.contains($0) } }
        let middles = jobs.map { job -> ObjectIdentifier? in
            guard let (listingIndex, range, _) = job.cards, !range.isEmpty else { return nil }
            return layout.listings[listingIndex].cells[range.lowerBound + range.count / 2].item.storageID
        }
        var rank: [ObjectIdentifier: Int] = [:]
        let wanted = Set(middles.compactMap { $0 })
        rank.reserveCapacity(wanted.count)
        // By index: a loop over the items would copy each one.
        for index in layout.items.indices where wanted.contains(layout.items[index].storageID) { rank[layout.items[index].storageID] = index }
        let keys = jobs.indices.map { index in
            sitemaps.contains(index) ? Int.min : middles[index].flatMap { rank[$0] } ?? Int.max
        }
        // Stable: pages of one place keep the plan's order.
        return jobs.indices.sorted { keys[$0] != keys[$1] ? keys[$0] < keys[$1] : $0 < $1 }
    }
}

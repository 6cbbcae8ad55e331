import Mustache
import TLCore
import TLModel
import TLRender

/// One kind of listing page (the home timeline, a tag's pages, a folder's...),
/// as a value: how it groups the laid-out items into listings, how its
/// pages are titled and what their breadcrumbs are, how it shows its
/// items, and the index page that lists its listings. Each kind is one
/// file of `Pages/`; `layOut` filters, sorts and finds images, then runs
/// the site's kinds (`PageKind.kinds(_:)`) in order, and the plan makes
/// every page from what the kinds made.
struct PageKind: Sendable, Equatable, CustomStringConvertible {
    /// Tells kinds apart (two kinds may share `name`).
    let id: String
    /// `page.kind` of its pages, for templates.
    let name: String
    /// Shows each item compactly (`widgets/KIND.summary.html`); else whole.
    var compact = false
    /// Shows the folder tree (the whole tree, or its folder's part).
    var showsTree = false
    /// The index page that lists this kind's listings, if any.
    var index: IndexPage?
    /// The items the home timeline leaves out go back to the first
    /// listing of a kind with these words that holds them.
    var backLabel: (@Sendable (_ title: String, Catalogue) -> String)?
    /// The top-level names its pages take on this site besides
    /// `Routes.reservedNames`: no item slug or top-level folder may take them.
    var reservedNames: @Sendable (PageKind.Grouping) -> Set<String> = { _ in [] }
    /// Its listings of the laid-out site.
    var group: @Sendable (PageKind.Grouping) -> [Listing]
    /// For a kind with a list of each value the items give (a tag, a
    /// taxonomy's value): how, which `group` uses. `tlsite serve` makes
    /// some of these lists again after an edit of items' values, without
    /// laying out again (`regroupTerms`).
    var terms: TermLists?
    /// The title of page `number` (1-based) of one of its listings.
    var title: @Sendable (_ listing: Listing, _ number: Int, Catalogue) -> String
    /// The breadcrumbs of a listing's first page, home first (none for the home page).
    var crumbs: @Sendable (_ listing: Listing, _ navigation: Navigation) -> [Navigation.Crumb]
    /// `page.feeds` of its pages.
    var feeds: @Sendable (_ listing: Listing, SiteLayout) -> FeedLinks? = { _, _ in nil }

    static func == (a: PageKind, b: PageKind) -> Bool { a.id == b.id }
    var description: String { id }

    /// The kinds of listing page of a site, in the order their pages are
    /// listed (the sitemap's order): the built-in taxonomies `taxonomies:`
    /// names (`kind` brings the change types' pages), then the site's own.
    /// A kind makes no listing where it has nothing to list.
    static func kinds(_ config: SiteConfig) -> [PageKind] {
        let taxonomies = Set(config.taxonomies)
        var kinds: [PageKind] = [.home]
        if taxonomies.contains("tags") { kinds.append(.tag) }
        if taxonomies.contains("kind") { kinds += [.change, .kind] }
        kinds.append(.package)
        if taxonomies.contains("people") { kinds.append(.person) }
        kinds += config.customTaxonomies.map(taxonomy)
        return kinds + [.archive, .folder]
    }

    /// "Page 2 of …" style title shared by kinds named after what they list.
    static func numbered(_ listing: Listing, _ number: Int, _ catalogue: Catalogue) -> String {
        number == 1 ? listing.title : catalogue.text("page.numbered", ["title": listing.title, "number": String(number)])
    }

    /// The breadcrumbs of a kind with an index page: home, then the index.
    static func underIndex(_ listing: Listing, _ navigation: Navigation) -> [Navigation.Crumb] {
        guard let index = listing.kind.index else { return [navigation.home] }
        return [navigation.home, Navigation.Crumb(title: index.title(navigation.catalogue), path: index.path)]
    }

    /// What the kinds group: the site after filtering, sorting and images.
    struct Grouping {
        var items: [Item]
        /// The home timeline's cells.
        var home: [Cell]
        var config: SiteConfig
        var catalogue: Catalogue
        var content: Build.Content
        var people: [String: Person]
        var cellBySlug: [String: Cell]
        var changeKinds: [(kind: String, title: String, count: Int)]
        var packages: [(name: String, slug: String)]
        var tree: [FolderNode]
        /// The first segments of the paths tlsite writes, which no top-level folder may take.
        var reservedNames: Set<String>
        /// What the site is made from (`tlsite changelog`: the releases are the home timeline).
        var source: SiteSource
        var diagnostics: Diagnostics
    }
}

/// The lists of a kind that lists the items by the values they give
/// (`tags: [a, b]`): one list a value, by the value's slug (values with
/// the same slug share it), titled as the first item in timeline order
/// writes it, in the order of the slugs.
struct TermLists: Sendable {
    /// The values an item gives.
    let values: @Sendable (borrowing Item) -> [String]
    /// A value's list, from its slug, name and cells.
    let listing: @Sendable (_ slug: String, _ name: String, _ cells: [Cell]) -> Listing

    init(values: @escaping @Sendable (borrowing Item) -> [String], listing: @escaping @Sendable (String, String, [Cell]) -> Listing) {
        self.values = values
        self.listing = listing
    }

    /// The lists of the values `items` give; with `only`, of the values with these slugs alone.
    func listings(_ items: [Item], only: Set<String>? = nil) -> [Listing] {
        var byValue: [String: (name: String, items: [Item])] = [:]
        var slugs: [String: String] = [:]
        for index in items.indices {
            for value in values(items[index]) {
                let slug = slugs[value] ?? { let slug = slugify(value); slugs[value] = slug; return slug }()
                if let only, !only.contains(slug) { continue }
                byValue[slug, default: (value, [])].items.append(items[index])
            }
        }
        return byValue.sorted(by: { $0.key < $1.key }).map { slug, value in
            var made = listing(slug, value.name, Timeline.cells(value.items))
            made.termSlug = slug
            return made
        }
    }

    /// The slugs of the values `items` give.
    func slugs(_ items: [Item]) -> Set<String> {
        Set(items.flatMap { values($0) }.map(slugify))
    }
}

/// An index page of listings: `tags/`, `kind/`, `people/`. Written when it
/// lists something.
struct IndexPage: Sendable {
    /// `page.kind` of the page.
    let name: String
    let path: String
    let title: @Sendable (Catalogue) -> String
    /// The page of these listings (of its kinds, in the site's order).
    let job: @Sendable (_ page: IndexPage, _ listings: [Listing], _ plan: RenderPlan) -> PageJob

    /// The index pages of the layout's listings, each once, in the order of the kinds.
    static func pages(_ layout: SiteLayout) -> [(page: IndexPage, listings: [Listing])] {
        var pages: [(page: IndexPage, listings: [Listing])] = []
        for listing in layout.listings {
            guard let index = listing.kind.index else { continue }
            if let at = pages.firstIndex(where: { $0.page.path == index.path }) {
                pages[at].listings.append(listing)
            } else {
                pages.append((index, [listing]))
            }
        }
        return pages
    }

    /// A `terms` page: one entry a listing, with its count.
    static func terms(name: String, path: String, title: @escaping @Sendable (Catalogue) -> String) -> IndexPage {
        IndexPage(name: name, path: path, title: title) { page, listings, plan in
            let input = TermsPage(title: page.title(plan.catalogue), path: page.path, name: page.name,
                                  terms: listings.map { TermsPage.Term(name: $0.title, path: $0.path, count: $0.cells.count) })
            return PageJob(template: "terms", path: Routes.file(page.path), input: { input }, context: plan.termsContext)
        }
    }
}

/// What a `terms` index page shows, whole: its context is made from this
/// alone, and its signature is this hashed.
struct TermsPage: Hashable, Sendable {
    struct Term: Hashable, Sendable {
        var name: String
        var path: String
        var count: Int
    }
    var title: String
    var path: String
    var name: String
    var terms: [Term]
}

/// What one page of a listing shows besides its cells, whole: its context
/// is made from this and the cells (`RenderPlan.listingContext`), and its
/// signature hashes this and the cells, so a signature cannot leave out
/// a value the page shows.
struct ListingPage: Hashable, Sendable {
    /// `page.kind`.
    var kind: String
    /// The listing's first page.
    var listingPath: String
    /// 1-based.
    var number: Int
    var total: Int
    var title: String
    var crumbs: [Navigation.Crumb]
    var crumb: String
    var introduction: String?
    var epilogue: String? = nil
    var feeds: FeedLinks?
    var person: PersonShown?
    var periods: PeriodLinks?
    /// The folder tree's version, when the page shows the tree.
    var treeVersion: Int?
    var compact: Bool
    /// The filters above the list (`Listing.filters`) and whether it has the search box.
    var filters: [String]
    var search: Bool
}

/// An archive page's links (`periods`): the periods before and after it
/// that have items, and a year's months.
struct PeriodLinks: Hashable, Sendable {
    struct Link: Hashable, Sendable {
        var title: String
        var path: String
        var count: Int
    }
    var earlier: Link?
    var later: Link?
    var parts: [Link] = []
}

/// What a person's pages and `people/` show of them.
struct PersonShown: Hashable, Sendable {
    var person: Person
    var path: String
    var count: Int
    var color: Int
}

/// `page.feeds`: the feeds of a page's own list.
struct FeedLinks: Hashable, Sendable {
    var title: String
    var atom: String?
    var json: String?

    var value: MustacheValue {
        .object(["title": .string(title), "atom": atom.map(MustacheValue.string) ?? .null, "json": json.map(MustacheValue.string) ?? .null])
    }
}

extension ListingPage {
    /// Page `number` of `listing`: what `self` (the listing's shared part) shows, with the page's title, breadcrumbs and introduction.
    func page(_ number: Int, of listing: Listing, navigation: Navigation, catalogue: Catalogue) -> ListingPage {
        var page = self
        page.number = number
        page.title = listing.kind.title(listing, number, catalogue)
        (page.crumbs, page.crumb) = navigation.crumbs(listing, page: number)
        page.introduction = number == 1 ? listing.introduction : nil
        page.epilogue = number == total ? listing.epilogue : nil
        return page
    }
}

import Mustache
import TLContent
import TLCore
import TLModel
import TLRender

/// Where a reader can go from each page: breadcrumbs up to the home page, an
/// item's neighbours in timeline order, and the page of the timeline that
/// holds the item. Made once a render, from the layout.
struct Navigation: Sendable {
    /// A link of the breadcrumbs: a title and a root-relative path.
    struct Crumb: Hashable, Sendable {
        var title: String
        var path: String
    }

    /// An item a page links to: its page (root-relative), title and sequence.
    struct Neighbour: Sendable {
        var path: String
        var title: String
        var sequence: NeighbourSequence?
    }

    /// The layout's items, which `neighbours` point into by index: an
    /// update that gives the layout new titles gives them to this too
    /// (`with(items:)`), and the links show them.
    private var items: [Item]

    private var folders: [String: Folder] = [:]
    /// Each item's way back: the listing (an index of `backTo`) and the
    /// page of it that holds the item. The link is made when asked for.
    private var back: [String: (listing: Int, page: Int)] = [:]
    /// The listings items go back to: their paths and the links' words.
    private var backTo: [(path: String, label: String)] = []
    /// Each item's neighbours, as indices of `items`.
    private var neighbours: [String: (previous: Int?, next: Int?)] = [:]
    /// The pages listed on `kind/` there are: an item's kind may have none.
    private var kindPages: Set<String> = []
    let newestFirst: Bool
    let catalogue: Catalogue
    private let sequence: @Sendable (borrowing Item) -> NeighbourSequence?
    let home: Crumb

    init(_ layout: SiteLayout) {
        newestFirst = layout.config.timeline.order == .newestFirst
        sequence = layout.hooks.sequence
        items = layout.items
        catalogue = layout.catalogue
        home = Crumb(title: catalogue.text("nav.home"), path: Routes.home)
        func addFolders(_ nodes: [FolderNode]) {
            for node in nodes {
                folders[node.folder.path] = node.folder
                addFolders(node.folders)
            }
        }
        addFolders(layout.tree)
        kindPages = Set(layout.listings.filter { $0.kind.index?.path == Routes.kinds }.map(\.path))

        // The home timeline first (the first listing); an item it leaves out goes back to its kind's page.
        let perPage = layout.config.timeline.perPage
        func place(_ listing: Listing, label: String) {
            backTo.append((listing.path, label))
            for (position, cell) in listing.cells.enumerated() where back[cell.item.slug] == nil {
                back[cell.item.slug] = (backTo.count - 1, perPage == 0 ? 1 : position / perPage + 1)
            }
        }
        for listing in layout.listings {
            if let label = listing.kind.backLabel { place(listing, label: label(listing.title, catalogue)) }
        }

        // An item leads to the items beside it in its sequence (`PageHooks.sequence`).
        let items = layout.items
        var groups: [NeighbourSequence?: [Int]] = [:]
        for index in items.indices { groups[sequence(items[index]), default: []].append(index) }
        for group in groups.values {
            for (offset, index) in group.enumerated() {
                func neighbour(_ at: Int) -> Int? { group.indices.contains(at) ? group[at] : nil }
                neighbours[items[index].slug] = (neighbour(offset - 1), neighbour(offset + 1))
            }
        }
    }

    /// This navigation over `items`: the same items in the same places
    /// (a layout with new bodies or titles put in), showing their new titles.
    func with(items: [Item]) -> Navigation {
        var navigation = self
        navigation.items = items
        return navigation
    }

    /// The folders above (and including) `path`, outermost first.
    func folderCrumbs(_ path: String) -> [Crumb] {
        let parts = path.split(separator: "/")
        return parts.indices.compactMap { end in
            let prefix = parts[...end].joined(separator: "/")
            return folders[prefix].map { Crumb(title: $0.title, path: Routes.folder(prefix)) }
        }
    }

    /// The breadcrumbs of page `number` (1-based) of a listing, and the
    /// current page's name. A later page of the home page (which has no
    /// breadcrumbs) leads home; another leads to the listing's first page too.
    func crumbs(_ listing: Listing, page number: Int) -> (links: [Crumb], current: String) {
        let links = listing.kind.crumbs(listing, self)
        guard number > 1 else { return (links, links.isEmpty ? "" : listing.title) }
        let current = catalogue.text("nav.crumbPage", ["number": String(number)])
        if links.isEmpty { return ([home], current) }
        return (links + [Crumb(title: listing.title, path: listing.path)], current)
    }

    /// An item page's breadcrumbs: home, then the folders it sits in.
    func crumbs(_ item: Item) -> [Crumb] {
        [home] + folderCrumbs(item.folder)
    }

    /// The timeline page that holds the item, at the item.
    func back(_ slug: String) -> (path: String, label: String) {
        guard let (listing, page) = back[slug] else { return (Routes.home, catalogue.text("nav.back")) }
        return (Routes.page(page, of: backTo[listing].path) + "#" + encodePathSegment(slug), backTo[listing].label)
    }

    /// The items above and below in timeline order, of the item's sequence.
    func neighbours(_ slug: String) -> (previous: Neighbour?, next: Neighbour?) {
        func neighbour(_ index: Int?) -> Neighbour? {
            index.map { Neighbour(path: Routes.item(items[$0].slug), title: items[$0].title, sequence: sequence(items[$0])) }
        }
        let (previous, next) = neighbours[slug] ?? (nil, nil)
        return (neighbour(previous), neighbour(next))
    }

    /// The slugs of the items whose pages link to `slug`'s page as a neighbour.
    func linking(to slug: String) -> [String] {
        let (previous, next) = neighbours[slug] ?? (nil, nil)
        return [previous, next].compactMap { $0.map { items[$0].slug } }
    }

    /// An item as its own page shows it: as its family's hooks show it
    /// there (`PageHooks.ownPage`), and a folding card open (the reader
    /// came to read it).
    static func ownPage(_ item: Item, _ layout: SiteLayout) throws(DiagnosticList) -> Item {
        var item = try layout.hooks.ownPage(item, layout)
        if item.isFoldingCard {
            var fold = item.fold ?? FoldSettings()
            fold.open = true
            item.fold = fold
        }
        return item
    }

    /// The words of a link to the item above (`previous`) or below: the
    /// pagination's, or its sequence's (`NeighbourSequence`: which is newer).
    func label(_ neighbour: Neighbour, previous: Bool) -> String {
        if let words = neighbour.sequence { return catalogue.text(previous == newestFirst ? words.newer : words.older) }
        return catalogue.text(previous ? (newestFirst ? "pager.newer" : "pager.earlier") : (newestFirst ? "pager.older" : "pager.later"))
    }

    /// What an item's page shows of other pages: its breadcrumbs, its way
    /// back, its kind's page and its neighbours (whose new titles change it).
    struct ItemLinks: Hashable, Sendable {
        /// A link to another page: root-relative, with its words.
        struct Link: Hashable, Sendable {
            var path: String
            var title: String
            var label: String
        }
        var crumbs: [Crumb]
        var current: String
        var back: Link
        var kindPath: String?
        var kindName: String
        var previous: Link?
        var next: Link?

        /// The `page` keys: breadcrumbs, `back`, `previous`, `next`, `kindHref`, `kindName`.
        func values(root: String) -> [MustacheKey: MustacheValue] {
            func link(_ link: Link) -> MustacheValue {
                .object(["href": .string(root + link.path), "title": .string(link.title), "label": .string(link.label)])
            }
            var values = Navigation.values(crumbs, current: current, root: root)
            values["back"] = .object(["href": .string(root + back.path), "label": .string(back.label)])
            values["kindHref"] = kindPath.map { .string(root + $0) } ?? .null
            values["kindName"] = .string(kindName)
            values["previous"] = previous.map(link) ?? .null
            values["next"] = next.map(link) ?? .null
            return values
        }
    }

    /// An item page's links to other pages.
    func itemLinks(_ item: Item) -> ItemLinks {
        let back = back(item.slug)
        let (above, below) = neighbours(item.slug)
        func link(_ neighbour: Neighbour, previous: Bool) -> ItemLinks.Link {
            ItemLinks.Link(path: neighbour.path, title: neighbour.title, label: label(neighbour, previous: previous))
        }
        return ItemLinks(crumbs: crumbs(item), current: item.title, back: ItemLinks.Link(path: back.path, title: "", label: back.label),
                         kindPath: kindPages.contains(Routes.kind(item.kind)) ? Routes.kind(item.kind) : nil,
                         kindName: PageKind.kindName(item.kind, catalogue),
                         previous: above.map { link($0, previous: true) }, next: below.map { link($0, previous: false) })
    }

    /// The values `page.breadcrumbs`, `page.hasBreadcrumbs` and `page.crumb`.
    static func values(_ links: [Crumb], current: String, root: String) -> [MustacheKey: MustacheValue] {
        [
            "breadcrumbs": .array(links.map { .object(["title": .string($0.title), "href": .string(root + $0.path), "isHome": .bool($0.path.isEmpty)]) }),
            "hasBreadcrumbs": .bool(!links.isEmpty),
            "crumb": .string(current),
        ]
    }
}

import Mustache
import TLModel
import TLRender

/// What the people pages show of each person: their avatar's color is
/// their place on `people/`, as it would be in a cluster.
struct PersonPages: Sendable {
    private var order: [String: Int] = [:]
    private let colors: Int
    private let catalogue: Catalogue

    init(_ layout: SiteLayout, colors: Int) {
        self.colors = colors
        catalogue = layout.catalogue
        for listing in layout.listings where listing.kind == .person { order[listing.path] = order.count }
    }

    /// `person` on a person's pages, and an element of `people` on `people/`; null for other listings.
    @Sendable func value(_ listing: Listing, root: String) -> MustacheValue {
        guard let person = listing.person else { return .null }
        return PersonContext.make(person, path: listing.path, count: listing.cells.count, color: color(listing), root: root, catalogue: catalogue)
    }

    /// The person's avatar color: it moves when someone before them comes or goes.
    func color(_ listing: Listing) -> Int {
        Cluster.colorIndex(order[listing.path] ?? 0, colors: colors)
    }
}

/// The index pages `tags/`, `kind/` and `people/`.
enum IndexPages {
    /// Renders an index page from its title, path, `page.kind`, the extra
    /// `page` keys (breadcrumbs) and the page's own keys.
    typealias IndexContext = @Sendable (_ title: String, _ path: String, _ kind: String,
                                        _ extra: [MustacheKey: MustacheValue], _ fields: [MustacheKey: MustacheValue]) -> MustacheValue

    /// The index pages, each written when it lists something: `tags/` and
    /// `kind/` (template `terms`, one entry a tag or kind with its count)
    /// and `people/` (template `people`, everyone with an avatar and a count).
    static func jobs(_ layout: SiteLayout, home: Navigation.Crumb, person: @escaping @Sendable (Listing, _ root: String) -> MustacheValue,
                     context: @escaping IndexContext) -> [PageJob] {
        var jobs: [PageJob] = []
        let catalogue = layout.catalogue
        let crumbs = Navigation.values([home], current: "", root: "../")
        func terms(_ kinds: Set<Listing.Kind>, path: String, title: String, kind: String) {
            let listings = layout.listings.filter { kinds.contains($0.kind) }
            guard !listings.isEmpty else { return }
            var extra = crumbs
            extra["crumb"] = .string(title)
            let pageExtra = extra
            let entries: [MustacheValue] = listings.map { listing in
                .object(["name": .string(listing.displayTitle(catalogue)), "href": .string("../" + listing.path), "count": .int(listing.cells.count),
                         "countText": .string(catalogue.plural("index.count", count: listing.cells.count))])
            }
            jobs.append(PageJob(template: "terms", path: Routes.file(path)) {
                context(title, path, kind, pageExtra, ["terms": .array(entries), "hasTerms": .bool(true)])
            } signature: { hasher in
                for listing in listings { hasher.combine(listing.path); hasher.combine(listing.title); hasher.combine(listing.cells.count) }
            })
        }
        terms([.tag], path: Routes.tags, title: catalogue.text("nav.tags"), kind: "tags")
        terms([.kind, .change], path: Routes.kinds, title: catalogue.text("nav.kinds"), kind: "kinds")

        let people = layout.listings.filter { $0.kind == .person }
        if !people.isEmpty {
            var extra = crumbs
            let title = catalogue.text("nav.people")
            extra["crumb"] = .string(title)
            let pageExtra = extra
            jobs.append(PageJob(template: "people", path: Routes.file(Routes.people)) {
                context(title, Routes.people, "people", pageExtra, ["people": .array(people.map { person($0, "../") })])
            } signature: { hasher in
                for listing in people {
                    hasher.combine(listing.path)
                    hasher.combine(listing.title)
                    hasher.combine(listing.cells.count)
                    hasher.combine(listing.person?.image)
                    hasher.combine(listing.person?.url)
                }
            })
        }
        return jobs
    }
}

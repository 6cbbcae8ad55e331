import Mustache
import TLModel
import TLRender

extension PageKind {
    /// A person's pages, `people/ID/`: the items that name them, compactly,
    /// under their avatar; `people/` shows everyone with their avatar and
    /// count (template `people`). Everyone in data/people.yml has a page,
    /// and so has each name an item gives that is not there.
    static let person: PageKind = PageKind(
        id: "person", name: "person", compact: true,
        index: IndexPage(name: "people", path: Routes.people, title: { $0.text("nav.people") }) { page, listings, plan in
            let input = PeopleIndex(title: page.title(plan.catalogue), path: page.path, name: page.name,
                                    everyone: listings.compactMap { plan.people.shown($0) })
            return PageJob(template: "people", path: Routes.file(page.path), input: { input }) { input in
                plan.indexContext(input.title, input.path, kind: input.name,
                                  ["people": .array(input.everyone.map { plan.people.value($0, root: "../") })])
            }
        },
        group: { site in
            var bySlug: [String: (person: Person, items: [Item])] = [:]
            for (id, person) in site.people.sorted(by: { $0.key < $1.key }) where !slugify(id).isEmpty && bySlug[slugify(id)] == nil {
                bySlug[slugify(id)] = (person, [])
            }
            // A site names a few people many times: each name slugified once.
            var slugs: [String: String] = [:]
            for item in site.items {
                var seen: Set<String> = []
                for entry in item.people {
                    let slug = slugs[entry] ?? { let slug = slugify(entry); slugs[entry] = slug; return slug }()
                    guard !slug.isEmpty, seen.insert(slug).inserted else { continue }
                    bySlug[slug, default: (site.people[entry] ?? Person(id: entry, name: entry), [])].items.append(item)
                }
            }
            return bySlug.sorted { ($0.value.person.name.lowercased(), $0.key) < ($1.value.person.name.lowercased(), $1.key) }.map { slug, entry in
                Listing(kind: .person, path: Routes.person(slug), title: entry.person.name,
                        cells: Timeline.cells(entry.items), person: entry.person)
            }
        },
        title: numbered,
        crumbs: underIndex)
}

/// What `people/` shows, whole.
struct PeopleIndex: Hashable, Sendable {
    var title: String
    var path: String
    var name: String
    var everyone: [PersonShown]
}

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

    /// What a person's listing shows of them; nil for other listings.
    func shown(_ listing: Listing) -> PersonShown? {
        listing.person.map { PersonShown(person: $0, path: listing.path, count: listing.cells.count, color: color(listing)) }
    }

    /// `person` on a person's pages, and an element of `people` on `people/`.
    func value(_ shown: PersonShown, root: String) -> MustacheValue {
        PersonContext.make(shown.person, path: shown.path, count: shown.count, color: shown.color, root: root, catalogue: catalogue)
    }

    /// The person's avatar color: it moves when someone before them comes or goes.
    func color(_ listing: Listing) -> Int {
        Cluster.colorIndex(order[listing.path] ?? 0, colors: colors)
    }
}

import TLModel
import TLRender

extension PageKind {
    /// A tag's pages, `tags/TAG/`: the items tagged with it, compactly;
    /// `tags/` lists the tags.
    static let tag: PageKind = PageKind(
        id: "tag", name: "tag", compact: true,
        index: .terms(name: "tags", path: Routes.tags) { $0.text("nav.tags") },
        group: { site in tagListings(site.items) },
        regroup: tagListings,
        title: { listing, _, catalogue in catalogue.text("index.tagged", ["tag": listing.title]) },
        crumbs: underIndex)

    /// A listing of each tag the items have, by the tag's slug, with the
    /// name it was first written with.
    @Sendable static func tagListings(_ items: [Item]) -> [Listing] {
        var byTag: [String: (name: String, items: [Item])] = [:]
        var tagSlugs: [String: String] = [:]
        for index in items.indices {
            for tag in items[index].tags {
                let slug = tagSlugs[tag] ?? { let slug = slugify(tag); tagSlugs[tag] = slug; return slug }()
                byTag[slug, default: (tag, [])].items.append(items[index])
            }
        }
        return byTag.sorted(by: { $0.key < $1.key }).map { slug, tag in
            Listing(kind: .tag, path: Routes.tag(slug: slug), title: tag.name, cells: Timeline.cells(tag.items))
        }
    }
}

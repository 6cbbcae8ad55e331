import TLModel
import TLRender

extension PageKind {
    /// A tag's pages, `tags/TAG/`: the items tagged with it, compactly;
    /// `tags/` lists the tags.
    static let tag: PageKind = PageKind(
        id: "tag", name: "tag", compact: true,
        index: .terms(name: "tags", path: Routes.tags) { $0.text("nav.tags") },
        group: { site in
            var byTag: [String: (name: String, items: [Item])] = [:]
            var tagSlugs: [String: String] = [:]
            for index in site.items.indices {
                for tag in site.items[index].tags {
                    let slug = tagSlugs[tag] ?? { let slug = slugify(tag); tagSlugs[tag] = slug; return slug }()
                    byTag[slug, default: (tag, [])].items.append(site.items[index])
                }
            }
            return byTag.sorted(by: { $0.key < $1.key }).map { slug, tag in
                Listing(kind: .tag, path: Routes.tag(slug: slug), title: tag.name, cells: Timeline.cells(tag.items))
            }
        },
        title: { listing, _, catalogue in catalogue.text("index.tagged", ["tag": listing.title]) },
        crumbs: underIndex)
}

import TLModel
import TLRender

extension PageKind {
    /// A tag's pages, `tags/TAG/`: the items tagged with it, compactly;
    /// `tags/` lists the tags.
    static let tag: PageKind = PageKind(
        id: "tag", name: "tag", compact: true,
        index: .terms(name: "tags", path: Routes.tags) { $0.text("nav.tags") },
        group: { site in terms.listings(site.items) },
        terms: terms,
        title: { listing, _, catalogue in catalogue.text("index.tagged", ["tag": listing.title]) },
        crumbs: underIndex)

    /// A tag's list: its items, by the tag's slug, titled as first written.
    private static let terms = TermLists(values: { $0.tags }) { slug, name, cells in
        Listing(kind: .tag, path: Routes.tag(slug: slug), title: name, cells: cells)
    }
}

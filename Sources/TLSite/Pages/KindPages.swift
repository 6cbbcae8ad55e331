import TLModel
import TLRender

extension PageKind {
    /// `kind/`: the kinds' and change types' pages.
    static let kindIndex = IndexPage.terms(name: "kinds", path: Routes.kinds) { $0.text("nav.kinds") }

    /// A kind's pages, `kind/KIND/`: its items, compactly, titled with the
    /// kind's name in the site's language. The items the home timeline
    /// leaves out go back to their kind's page. Releases have a kind of
    /// their own (`releases`); a change type's page is a `change`.
    static let kind: PageKind = PageKind(
        id: "kind", name: "kind", compact: true, index: kindIndex,
        backLabel: { title, catalogue in catalogue.text("nav.backToKind", ["kind": title]) },
        group: { site in
            var byKind: [String: [Item]] = [:]
            for index in site.items.indices { byKind[site.items[index].kind, default: []].append(site.items[index]) }
            let changePages = Set(site.changeKinds.map(\.kind))
            return byKind.sorted(by: { $0.key < $1.key }).compactMap { name, items -> Listing? in
                if changePages.contains(name) { return nil }
                let title = kindName(name, site.catalogue)
                if name == "release" {
                    // The home page of `tlsite changelog` already lists every release.
                    if site.source.releasesAreTheTimeline { return nil }
                    return ReleasePages.wholeReleases(Listing(kind: .releases, path: Routes.kind(name), title: title, cells: Timeline.cells(items)), site)
                }
                return Listing(kind: .kind, path: Routes.kind(name), title: title, cells: Timeline.cells(items))
            }
        },
        title: { listing, _, catalogue in catalogue.text("index.kind", ["kind": listing.title]) },
        crumbs: underIndex)

    /// `kind/release/`: every release whole, under the changelog's
    /// preamble, with the filters; made by `kind`'s grouping.
    static let releases: PageKind = PageKind(
        id: "releases", name: "kind", index: kindIndex, backLabel: kind.backLabel,
        group: { _ in [] }, title: kind.title, crumbs: underIndex,
        feeds: { _, layout in ReleasePages.wholeReleasesFeedLinks(layout) })

    /// A kind's name in the site's language: a built-in kind's from the
    /// catalogue (`kind.poll`), another as written.
    static func kindName(_ kind: String, _ catalogue: Catalogue) -> String {
        catalogue["kind.\(kind)"] != nil ? catalogue.text("kind.\(kind)") : kind
    }
}

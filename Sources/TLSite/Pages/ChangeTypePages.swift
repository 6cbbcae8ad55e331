import TLContent
import TLModel
import TLRender

extension PageKind {
    /// A change type's pages, `kind/added/`: each release with only its
    /// section of that type (and the items of that kind), whole, with the
    /// type's own feed. Listed on `kind/` with the kinds.
    static let change: PageKind = PageKind(
        id: "change", name: "change", index: kindIndex,
        group: { site in
            site.changeKinds.map { change in
                // Each release with only this type's section; items of the same kind join them.
                let members = site.items.compactMap { item -> Item? in
                    guard let release = item.release else { return item.kind == change.kind ? item : nil }
                    guard let markup = site.content.releaseMarkup,
                          release.sections.contains(where: { $0.kind == change.kind && !$0.entries.isEmpty }) else { return nil }
                    do {
                        return try ReleaseHTML.body(item, markup, site.catalogue, only: change.kind, foldAfter: ChangelogReader.foldAfter)
                    } catch {
                        site.diagnostics.report(error)
                        return nil
                    }
                }
                return Listing(kind: .change, path: Routes.kind(change.kind), title: change.title, cells: Timeline.cells(members))
            }
        },
        title: { listing, _, _ in listing.title },
        crumbs: underIndex,
        feeds: { listing, layout in
            ReleasePages.feedLinks(folder: listing.path, layout: layout,
                                   title: layout.catalogue.text("feed.typeTitle", ["title": layout.config.title, "type": listing.title]))
        })
}

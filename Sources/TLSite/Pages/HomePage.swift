import TLModel
import TLRender

extension PageKind {
    /// The home timeline: every item whose kind `timeline.exclude` does not
    /// leave out, whole, with the folder tree. For `tlsite changelog`, every
    /// release whole under the changelog's preamble, with the filters.
    static let home: PageKind = PageKind(
        id: "home", name: "home", showsTree: true,
        backLabel: { _, catalogue in catalogue.text("nav.back") },
        group: { site in
            guard site.source.releasesAreTheTimeline else {
                return [Listing(kind: .home, path: Routes.home, title: site.config.title, cells: site.home)]
            }
            return [ReleasePages.wholeReleases(Listing(kind: .home, path: Routes.home, title: site.config.title, cells: site.home), site)]
        },
        title: numbered,
        crumbs: { _, _ in [] },
        feeds: { listing, layout in !listing.filters.isEmpty ? ReleasePages.wholeReleasesFeedLinks(layout) : nil })
}

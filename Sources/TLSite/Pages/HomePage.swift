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
            let releases = site.releasesAreTheTimeline
            return [Listing(kind: .home, path: Routes.home, title: site.config.title, cells: site.home,
                            introduction: releases ? site.content.changelog?.introduction : nil, showsWholeReleases: releases)]
        },
        title: numbered,
        crumbs: { _, _ in [] },
        feeds: { listing, layout in listing.showsWholeReleases ? ReleasePages.wholeReleasesFeedLinks(layout) : nil })
}

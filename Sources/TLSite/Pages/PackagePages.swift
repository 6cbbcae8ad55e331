import TLContent
import TLModel
import TLRender

extension PageKind {
    /// A monorepo's package, `package/NAME/`: every release of it whole,
    /// with the change-type filter (not the package filter) and its own feed.
    static let package: PageKind = PageKind(
        id: "package", name: "package",
        group: { site in
            site.packages.map { package in
                let members = site.items.filter { $0.release?.package == package.name }
                return ReleasePages.wholeReleases(Listing(kind: .package, path: Routes.package(slug: package.slug), title: package.name,
                                                          cells: Timeline.cells(members)), site, introduction: false, packageFilter: false)
            }
        },
        title: { listing, _, catalogue in catalogue.text("index.package", ["package": listing.title]) },
        crumbs: { _, navigation in [navigation.home] },
        feeds: { listing, layout in
            ReleasePages.feedLinks(folder: listing.path, layout: layout,
                                   title: layout.catalogue.text("feed.packageTitle", ["title": layout.config.title, "package": listing.title]))
        })
}

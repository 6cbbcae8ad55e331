import Foundation
import Mustache
import TLContent
import TLCore
import TLModel
import TLRender

/// What a changelog adds to the pages of its releases: the change-type
/// filter above the lists of whole releases, prereleases folded into groups.
enum ReleasePages {
    /// The changelog's part of the shared stages. `tlsite changelog`
    /// publishes the whole file, future dates too. A release sorts by its
    /// `sortDate`, which keeps its file's order; its page leads to the
    /// releases beside it and shows its sections one level below its title
    /// (named with its project: "rich 13.0.0"); its copies on the change
    /// types' pages carry bodies of their own, so an edit of it is laid out
    /// again, never patched in.
    static func hooks(_ source: SiteSource, _ config: SiteConfig) -> PageHooks {
        var hooks = PageHooks()
        hooks.publishesFuture = source.releasesAreTheTimeline
        hooks.beforeSorting = { layout, build, content, catalogue in
            guard let changelog = content.changelog else { return }
            let title = build.nameReleases(&layout.items, changelog, layout.config, catalogue)
            layout.upgradeGuides = Build.upgradeGuides(&layout.items)
            if source.releasesAreTheTimeline { layout.config.title = title }
        }
        hooks.afterSorting = { layout, build, content, catalogue in
            layout.changeKinds = Build.changeKinds(layout.items, catalogue)
            layout.packages = content.changelog.map(build.packageOrder)?.map { (name: $0, slug: ChangelogPackages.slug($0)) } ?? []
        }
        hooks.sortDate = { item in item.release?.sortDate ?? item.date }
        hooks.stylesheet = { layout in
            (filter(layout)?.css ?? "") + (packageFilter(layout)?.css ?? "") + packageCSS(layout.packages)
        }
        hooks.filters = { layout in [filter(layout), packageFilter(layout)].compactMap { $0 } }
        if config.prereleases == .fold {
            hooks.marksCells = { values, cells, catalogue in groupPrereleases(&values, cells.map { $0.item.release }, catalogue) }
            hooks.markedFields = ["prereleaseGroup", "endsPrereleaseGroup"]
        }
        hooks.jobs = UpgradePages.jobs
        hooks.ownPage = { item, layout throws(DiagnosticList) in
            guard item.release != nil, let markup = layout.releaseMarkup else { return item }
            return try ReleaseHTML.body(item, markup, layout.catalogue, foldAfter: ChangelogReader.foldAfter, headingLevel: 2)
        }
        hooks.ownPageTitle = { item, catalogue in item.release?.fullTitle(catalogue) ?? item.title }
        let releases = NeighbourSequence(id: "release", newer: "nav.nextRelease", older: "nav.previousRelease")
        hooks.sequence = { item in item.release != nil ? releases : nil }
        hooks.patches = { item in item.release == nil }
        hooks.makesItems = true
        return hooks
    }

    /// `listing` as a list of whole releases (the home page of `tlsite
    /// changelog`, `kind/release/`, a package's page): under the
    /// changelog's preamble, with the filters above it (change types, then
    /// packages but on a package's own page) and the search box when the
    /// releases have entries.
    static func wholeReleases(_ listing: Listing, _ site: PageKind.Grouping, introduction: Bool = true,
                              packageFilter: Bool = true) -> Listing {
        var listing = listing
        if introduction {
            listing.introduction = site.content.changelog?.introduction
            listing.epilogue = site.content.changelog?.epilogue
        }
        listing.filters = packageFilter ? ["type", "package"] : ["type"]
        listing.search = !site.changeKinds.isEmpty
        return listing
    }

    /// A choice per change type of the site's releases; none under two
    /// types, where a filter would choose nothing.
    static func filter(_ layout: SiteLayout) -> ListFilter? {
        guard layout.changeKinds.count > 1 else { return nil }
        return ListFilter.changeTypes(layout.changeKinds.map { ($0.kind, $0.title) }, legend: layout.catalogue.text("filter.show"),
                                        allLabel: layout.catalogue.text("filter.allChanges"))
    }

    /// A choice per package of a monorepo's site; none for one package.
    static func packageFilter(_ layout: SiteLayout) -> ListFilter? {
        guard layout.packages.count > 1 else { return nil }
        return ListFilter(name: "package", legend: layout.catalogue.text("filter.package"), allLabel: layout.catalogue.text("filter.allPackages"),
                          choices: layout.packages.map { package in
                              ListFilter.Choice(value: package.slug, label: package.name, cellMatches: "[data-tl-package=\"\(package.slug)\"]")
                          })
    }

    /// The packages' lanes: each package's releases draw their spot in its
    /// own column of the start lane, in its own color, and so does its
    /// choice of the package filter, so the lanes need no other legend.
    static func packageCSS(_ packages: [(name: String, slug: String)]) -> String {
        guard packages.count > 1 else { return "" }
        let gap = 14, colors = packages.indices.map { index in
            let hue = 210 + index * 360 / packages.count
            return "light-dark(hsl(\(hue % 360) 70% 38%), hsl(\(hue % 360) 70% 68%))"
        }
        // One 2px line in the middle of each package's column.
        let stops = colors.enumerated().map { index, color in
            let middle = index * gap + gap / 2
            return "transparent \(middle - 1)px, \(color) \(middle - 1)px \(middle + 1)px, transparent \(middle + 1)px"
        }.joined(separator: ", ")
        var css = ".tl-cell--package { --tl-packages: \(packages.count); --tl-package-lines: linear-gradient(to right, \(stops)); }\n"
        css += ".tl-cell--package:dir(rtl) { --tl-package-lines: linear-gradient(to left, \(stops)); }\n"
        for (index, package) in packages.enumerated() {
            let color = colors[index]
            css += ".tl-cell--package[data-tl-package=\"\(package.slug)\"] { --tl-package: \(index); --tl-package-color: \(color); }\n"
            css += "#\(ListFilter.cssIdentifier("tl-filter-package-" + package.slug)) + label { --tl-package-color: \(color); }\n"
        }
        return css
    }

    /// `page.feeds` of a list of whole releases (`site.feeds` are the
    /// whole site's): the breaking changes' feed, when a release has one.
    static func wholeReleasesFeedLinks(_ layout: SiteLayout) -> FeedLinks? {
        layout.items.contains(where: { $0.release?.hasBreakingChanges == true }) ? breakingFeedLinks(layout) : nil
    }

    /// `page.feeds` of the breaking changes' feed (`upgrade/`).
    static func breakingFeedLinks(_ layout: SiteLayout) -> FeedLinks? {
        let title = layout.catalogue.text("feed.typeTitle", ["title": layout.config.title, "type": layout.catalogue.text("upgrade.breaking")])
        return feedLinks(folder: Routes.upgrades, layout: layout, title: title)
    }

    /// The feeds in `folder` (a package's, a change type's); nil without a `baseURL`.
    static func feedLinks(folder: String, layout: SiteLayout, title: String) -> FeedLinks? {
        let config = layout.config
        guard let base = config.baseURL, config.atomFeed || config.jsonFeed else { return nil }
        return FeedLinks(title: title, atom: config.atomFeed ? base + folder + Routes.atomFeed : nil,
                         json: config.jsonFeed ? base + folder + Routes.jsonFeed : nil)
    }

    /// `prereleases: fold`: each run of prereleases on a page becomes one
    /// closed `<details>` (`partials/timeline.html`): its first cell gets
    /// `prereleaseGroup` (`{ count, label, versions }`), its last
    /// `endsPrereleaseGroup`.
    static func groupPrereleases(_ values: inout [MustacheValue], _ releases: [Release?], _ catalogue: Catalogue) {
        var index = 0
        while index < releases.count {
            guard releases[index]?.isPrerelease == true else { index += 1; continue }
            var end = index
            while end + 1 < releases.count, releases[end + 1]?.isPrerelease == true { end += 1 }
            let titles = releases[index...end].map { $0!.title }
            let count = titles.count
            set(&values[index], "prereleaseGroup", .object([
                "count": .int(count),
                "label": .string(catalogue.plural("changelog.prereleases", count: count)),
                "versions": .string(titles.joined(separator: ", ")),
            ]))
            set(&values[end], "endsPrereleaseGroup", .bool(true))
            index = end + 1
        }
    }

    private static func set(_ value: inout MustacheValue, _ key: MustacheKey, _ field: MustacheValue) {
        guard case .object(var fields) = value else { return }
        fields[key] = field
        value = .object(fields)
    }
}

extension ReleaseHTML {
    /// `apply` with the site's `ReleaseMarkup`, a template's error as the
    /// build reports it (at the partial's line and column).
    static func body(_ item: Item, _ markup: ReleaseMarkup, _ catalogue: Catalogue, only kind: String? = nil, foldAfter: Int,
                     headingLevel: Int = 3) throws(DiagnosticList) -> Item {
        do {
            return try apply(item, markup, catalogue, only: kind, foldAfter: foldAfter, headingLevel: headingLevel)
        } catch {
            throw DiagnosticList(Templates.diagnostics(error))
        }
    }
}

extension Build {
    /// Writes `search.json` (every entry of every release, and with
    /// `search: true` every other item) and the script that searches it,
    /// `assets/search.js` (from the templates' lookup, so a site or theme
    /// may replace it), when a list shows the box; returns the index's
    /// size and how many items lost their text to its bound.
    func writeSearch(_ layout: SiteLayout, _ templates: Templates, _ output: Output) throws -> SearchIndex.Made? {
        guard layout.listings.contains(where: \.search),
              let index = SearchIndex.make(layout.items, catalogue: layout.catalogue, indexItems: layout.config.search == true) else { return nil }
        // Each language its own index, in its folder; one script for all.
        _ = try output.write(layout.config.languagePath + Routes.searchIndex, index.data)
        if !output.contains(Routes.searchScript), let script = templates.raw(Routes.searchScript) {
            _ = try output.write(Routes.searchScript, Data(script.utf8))
        }
        return index
    }
}

import Mustache
import TLModel
import TLRender

/// What a changelog adds to the pages of its releases: the change-type
/// filter above the lists of whole releases, prereleases folded into groups.
enum ReleasePages {
    /// A choice per change type of the site's releases; none under two
    /// types, where a filter would choose nothing.
    static func filter(_ layout: SiteLayout) -> ListFilter? {
        guard layout.changeKinds.count > 1 else { return nil }
        return ListFilter.changeTypes(layout.changeKinds.map { ($0.kind, $0.title) }, legend: layout.catalogue.text("filter.show"),
                                        allLabel: layout.catalogue.text("filter.allChanges"))
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

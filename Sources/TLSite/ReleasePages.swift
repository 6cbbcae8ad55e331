import TLModel
import TLRender

/// What a changelog adds to the pages of its releases: the change-type
/// filter above the lists of whole releases.
enum ReleasePages {
    /// A choice per change type of the site's releases; none under two
    /// types, where a filter would choose nothing.
    static func filter(_ layout: SiteLayout) -> ListFilter? {
        guard layout.changeKinds.count > 1 else { return nil }
        return ListFilter.changeTypes(layout.changeKinds.map { ($0.kind, $0.title) }, legend: layout.catalogue.text("filter.show"),
                                        allLabel: layout.catalogue.text("filter.allChanges"))
    }
}

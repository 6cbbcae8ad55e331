import TLModel
import TLRender

extension PageKind {
    /// A taxonomy of the site's own (`taxonomies: [category]`): a page of
    /// each value its items give (`category/field-trip/`), compactly, and
    /// `category/` listing the values, linked from the header. The name is
    /// `taxonomy.category` of the catalogue (a site gives it in
    /// `i18n/LANG.yml`), else the key as written.
    static func taxonomy(_ key: String) -> PageKind {
        let path = encodePathSegment(key.lowercased()) + "/"
        return PageKind(
            id: "taxonomy." + key, name: "term", compact: true,
            index: .terms(name: "taxonomy", path: path) { taxonomyName(key, $0) },
            reservedNames: { _ in [key.lowercased()] },
            group: { site in terms(key).listings(site.items) },
            terms: terms(key),
            title: { listing, _, catalogue in
                catalogue.text("index.term", ["taxonomy": taxonomyName(key, catalogue), "term": listing.title])
            },
            crumbs: underIndex)
    }

    /// A value's list of taxonomy `key`: its items, by the value's slug, titled as first written.
    static func terms(_ key: String) -> TermLists {
        let path = encodePathSegment(key.lowercased()) + "/"
        return TermLists(values: { $0.terms[key] ?? [] }) { slug, name, cells in
            Listing(kind: taxonomy(key), path: path + encodePathSegment(slug) + "/", title: name, cells: cells)
        }
    }

    /// A taxonomy's name in the site's language: `taxonomy.KEY`, else the key.
    static func taxonomyName(_ key: String, _ catalogue: Catalogue) -> String {
        catalogue["taxonomy.\(key)"] != nil ? catalogue.text("taxonomy.\(key)") : key
    }
}

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
            group: { site in termListings(key, site.items) },
            regroup: { items in termListings(key, items) },
            title: { listing, _, catalogue in
                catalogue.text("index.term", ["taxonomy": taxonomyName(key, catalogue), "term": listing.title])
            },
            crumbs: underIndex)
    }

    /// A listing of each value of taxonomy `key` the items give, by the
    /// value's slug, with the value as first written.
    static func termListings(_ key: String, _ items: [Item]) -> [Listing] {
        let path = encodePathSegment(key.lowercased()) + "/"
        var byValue: [String: (name: String, items: [Item])] = [:]
        var slugs: [String: String] = [:]
        for index in items.indices {
            for value in items[index].terms[key] ?? [] {
                let slug = slugs[value] ?? { let slug = slugify(value); slugs[value] = slug; return slug }()
                byValue[slug, default: (value, [])].items.append(items[index])
            }
        }
        return byValue.sorted(by: { $0.key < $1.key }).map { slug, value in
            Listing(kind: taxonomy(key), path: path + encodePathSegment(slug) + "/", title: value.name, cells: Timeline.cells(value.items))
        }
    }

    /// A taxonomy's name in the site's language: `taxonomy.KEY`, else the key.
    static func taxonomyName(_ key: String, _ catalogue: Catalogue) -> String {
        catalogue["taxonomy.\(key)"] != nil ? catalogue.text("taxonomy.\(key)") : key
    }
}

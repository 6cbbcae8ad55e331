import Mustache
import TLCore
import TLModel

/// What a template sees of a person on the people pages: `people` on
/// `people/`, `person` on `people/SLUG/`.
package enum PersonContext {
    /// `path` is the person's page from the site root, `root` leads from the
    /// page being rendered to the root, `count` is the number of items the
    /// person appears in, `color` their place in `clusterStyle.colors`.
    /// `countText` is "1 item", "3 items" in the catalogue's words (`index.count`).
    package static func make(_ person: Person, path: String, count: Int, color: Int, root: String, catalogue: Catalogue) -> MustacheValue {
        func located(_ url: String) -> String { URLScheme.isAbsolute(url) ? url : root + url }
        return .object([
            "name": .string(person.name),
            "initials": .string(person.initials),
            "image": person.image.map { .string(located($0)) } ?? .null,
            "url": person.url.map { .string(located($0)) } ?? .null,
            "href": .string(root + path),
            "count": .int(count),
            "countText": .string(catalogue.plural("index.count", count: count)),
            "color": .int(color),
        ])
    }
}

import Foundation
import Mustache
import TLModel

/// Each item's list of tag links, made once per item and page depth and
/// shared by every page that shows the item. An item with N tags is shown
/// on its N tag pages; building its N links for each of them made a
/// render quadratic in one item's tag count.
package final class TagLinks: @unchecked Sendable {
    private let lock = NSLock()
    private var cache: [String: MustacheValue] = [:]

    /// The number of tags from which an item's links are kept.
    static let keptFrom = 16

    package init() {}

    /// The `tags` value of `item` on a page whose way to the site root is `root`.
    package func links(_ item: Item, root: String) -> MustacheValue {
        // A few links cost less to make again than to keep for the whole
        // build; a list page whose card was rendered before makes none.
        guard item.tags.count >= TagLinks.keptFrom else { return TagLinks.make(item, root: root) }
        let key = item.slug + "\u{0}" + root
        if let links = lock.withLock({ cache[key] }) { return links }
        let links = TagLinks.make(item, root: root)
        lock.withLock { cache[key] = links }
        return links
    }

    static func make(_ item: Item, root: String) -> MustacheValue {
        .array(item.tags.map { .object(["name": .string($0), "href": .string(root + Routes.tag($0))]) })
    }
}

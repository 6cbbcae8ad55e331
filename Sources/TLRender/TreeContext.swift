import Mustache
import TLCore
import TLModel

/// What a template sees of the folder tree (`tree`, and each folder's `folder`).
package enum TreeContext {
    /// `root` leads from the page to the site root; `imageURL` gives a folder
    /// image's address relative to the root.
    package static func make(_ nodes: [FolderNode], root: String, style: FolderStyle,
                            imageURL: (Folder) -> String?) -> MustacheValue {
        .object(["folders": .array(nodes.enumerated().map { node($1, index: $0, root: root, style: style, imageURL: imageURL) })])
    }

    package static func node(_ node: FolderNode, index: Int, root: String, style: FolderStyle,
                            imageURL: (Folder) -> String?) -> MustacheValue {
        let folder = node.folder
        let animation = folder.unfoldAnimation ?? style.unfoldAnimation
        let duration = folder.unfoldDuration ?? style.unfoldDuration
        // The unfold values go on the folder's list, so they drive its rows
        // and not the folder's own row in its parent's list.
        let unfold = [
            "--tl-unfold-name: \(keyframes(animation))",
            "--tl-unfold-duration: \(formatNumber(duration))s",
            "--tl-unfold-stagger: \(animation == "simple" ? "0s" : "0.015s")",
        ]
        let children = node.folders.enumerated().map { self.node($1, index: $0, root: root, style: style, imageURL: imageURL) }
        let items: [MustacheValue] = node.items.enumerated().map { offset, item in
            .object([
                "title": .string(item.title),
                "href": .string(item.link.map { URLScheme.isAbsolute($0) ? $0 : root + $0 } ?? root + Routes.item(item.slug)),
                "index": .int(node.folders.count + offset),
            ])
        }
        return .object([
            "title": .string(folder.title),
            "path": .string(folder.path),
            "href": .string(root + Routes.folder(folder.path)),
            "image": imageURL(folder).map { .object(["src": .string(URLScheme.isAbsolute($0) ? $0 : root + $0)]) } ?? .null,
            "isExpanded": .bool(folder.isExpanded),
            "isItemsCountVisible": .bool(folder.isItemsCountVisible),
            "isChevronVisible": .bool(folder.isChevronVisible),
            "count": .int(node.totalItems),
            "index": .int(index),
            "style": .string(folder.tintColor.map { "; --tl-folder-tint: \($0.css)" } ?? ""),
            "unfoldStyle": .string(unfold.joined(separator: "; ")),
            "content": .string(folder.html),
            "folders": .array(children),
            "items": .array(items),
            "hasChildren": .bool(!children.isEmpty || !items.isEmpty),
            "hasFolders": .bool(!children.isEmpty),
        ])
    }

    /// What the tree shows of an item, for a page's signature: its title
    /// and where it links (as `node` makes them).
    package static func sign(_ item: Item, into hasher: inout Hasher) {
        hasher.combine(item.title)
        hasher.combine(item.link)
        hasher.combine(item.slug)
    }

    /// ExpandableCollectionViewKit's animations by name; any other name is a
    /// keyframes rule the theme's CSS defines.
    static func keyframes(_ name: String) -> String {
        switch name {
        case "simple": return "tl-unfold-simple"
        case "moveDown": return "tl-unfold-move-down"
        case "verticalUnfold": return "tl-unfold-vertical"
        default: return name
        }
    }
}

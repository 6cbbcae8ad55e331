/// A folder of `content/`, described by its `_index.md` with the
/// ExpandableCollectionViewKit modifiers as keys.
package struct Folder: Sendable, Hashable {
    /// Below content/, "/"-separated: "marvel/heroes".
    package var path: String
    package var source: SourceLocation
    package var title: String
    package var image: String?
    package var tintColor: Color?
    package var isExpanded = false
    package var isItemsCountVisible = false
    package var isChevronVisible = true
    package var unfoldAnimation: String?
    package var unfoldDuration: Double?
    /// The `_index.md` body, rendered.
    package var html = ""

    package init(path: String, source: SourceLocation, title: String) {
        self.path = path
        self.source = source
        self.title = title
    }

    package var parent: String? {
        guard let slash = path.lastIndex(of: "/") else { return path.isEmpty ? nil : "" }
        return String(path[..<slash])
    }
}

import TLCore

/// Folders nested as in content/, with the items each holds.
package struct FolderNode: Sendable {
    package var folder: Folder
    package var folders: [FolderNode]
    /// Items directly in the folder, in timeline order.
    package var items: [Item]
    /// Items in the folder and every folder below.
    package var totalItems: Int

    /// Builds the tree below `root` ("" for content/ itself) from every
    /// folder and the published items. Folders sort by title.
    package static func tree(root: String, folders: [Folder], items: [Item]) -> [FolderNode] {
        var children: [String: [Folder]] = [:]
        for folder in folders { children[folder.parent ?? "\u{0}", default: []].append(folder) }
        var itemsIn: [String: [Item]] = [:]
        for item in items { itemsIn[item.folder, default: []].append(item) }
        func node(_ folder: Folder) -> FolderNode {
            let below = (children[folder.path] ?? []).sorted { $0.title.localizedLowercase < $1.title.localizedLowercase }.map(node)
            let own = itemsIn[folder.path] ?? []
            return FolderNode(folder: folder, folders: below, items: own, totalItems: own.count + below.reduce(0) { $0 + $1.totalItems })
        }
        return (children[root] ?? []).sorted { $0.title.localizedLowercase < $1.title.localizedLowercase }.map(node)
    }
}

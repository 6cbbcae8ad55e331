/// A folder of `content/`, described by its `_index.md` with the
/// ExpandableCollectionViewKit modifiers as keys.
public struct Folder: Sendable, Hashable {
    /// Below content/, "/"-separated: "marvel/heroes".
    public var path: String
    public var source: SourceLocation
    public var title: String
    public var image: String?
    public var tintColor: Color?
    public var isExpanded = false
    public var isItemsCountVisible = false
    public var isChevronVisible = true
    public var unfoldAnimation: String?
    public var unfoldDuration: Double?
    /// The `_index.md` body, rendered.
    public var html = ""

    public init(path: String, source: SourceLocation, title: String) {
        self.path = path
        self.source = source
        self.title = title
    }

    public var parent: String? {
        guard let slash = path.lastIndex(of: "/") else { return path.isEmpty ? nil : "" }
        return String(path[..<slash])
    }
}

import TLCore

/// Folders nested as in content/, with the items each holds.
public struct FolderNode: Sendable {
    public var folder: Folder
    public var folders: [FolderNode]
    /// Items directly in the folder, in timeline order.
    public var items: [Item]
    /// Items in the folder and every folder below.
    public var totalItems: Int

    /// Builds the tree below `root` ("" for content/ itself) from every
    /// folder and the published items. Folders sort by title.
    public static func tree(root: String, folders: [Folder], items: [Item]) -> [FolderNode] {
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

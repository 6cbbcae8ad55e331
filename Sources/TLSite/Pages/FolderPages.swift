import TLModel
import TLRender

extension PageKind {
    /// A folder of content/: every item in it or below it, compactly, with
    /// its part of the folder tree; breadcrumbs through the folders above.
    /// Its address is its path, so it may take no name tlsite or an item uses.
    static let folder: PageKind = PageKind(
        id: "folder", name: "folder", compact: true, showsTree: true,
        group: { site in
            var listings: [Listing] = []
            var folderURLs: [String: Folder] = [:]
            func addFolders(_ nodes: [FolderNode]) {
                for node in nodes {
                    let route = Routes.folder(node.folder.path)
                    let url = route.removingPercentEncoding ?? route
                    let first = url.split(separator: "/").first.map(String.init) ?? ""
                    if node.folder.path.split(separator: "/").contains(where: { slugify(String($0)).isEmpty }) {
                        site.diagnostics.report(.error(node.folder.source, "the folder '\(node.folder.path)' has no letters or digits to name its page with; rename it"))
                    } else if let other = folderURLs[url] {
                        site.diagnostics.report(.error(node.folder.source, "the folder '\(node.folder.path)' has the same address /\(url) as '\(other.path)'; rename one"))
                    } else if !node.folder.path.contains("/"), site.reservedNames.contains(first) || site.cellBySlug[first] != nil {
                        site.diagnostics.report(.error(node.folder.source, "the folder '\(node.folder.path)' would be written to /\(url), which an item or tlsite already uses; rename the folder"))
                    }
                    folderURLs[url] = node.folder
                    let below = site.items.filter { $0.folder == node.folder.path || $0.folder.hasPrefix(node.folder.path + "/") }
                    listings.append(Listing(kind: .folder, path: route, title: node.folder.title, cells: Timeline.cells(below), folder: node))
                    addFolders(node.folders)
                }
            }
            addFolders(site.tree)
            return listings
        },
        title: numbered,
        crumbs: { listing, navigation in [navigation.home] + navigation.folderCrumbs(listing.folder?.folder.path ?? "").dropLast() })
}

import Foundation
import TLContent
import TLCore
import TLFormats
import TLModel
import TLRender

/// A paginated list of cells at one place in the site: the home timeline,
/// a tag's page, a kind's page.
struct Listing: Sendable {
    enum Kind: String, Sendable { case home, tag, kind, folder, change, person, package }
    var kind: Kind
    /// Root-relative folder of page 1 ("" for the home page, "tags/school/").
    var path: String
    var title: String
    var cells: [Cell]
    /// For a folder's page: the folder and its part of the tree.
    var folder: FolderNode?
    /// Tag, kind, folder and person pages show each item compactly
    /// (`widgets/KIND.summary.html`); the home timeline, the releases' and
    /// change types' pages and the item's own page show it whole.
    var compact: Bool { kind == .tag || kind == .folder || kind == .person || (kind == .kind && title != "release") }
    /// The home page's and folders' pages show the folder tree.
    var showsTree: Bool { kind == .home || kind == .folder }
    /// HTML above the list: a changelog's preamble.
    var introduction: String?
    /// For a person's page: who.
    var person: Person?

    /// The title pages show: a built-in kind's name in the site's language.
    func displayTitle(_ catalogue: Catalogue) -> String {
        kind == .kind && catalogue["kind.\(title)"] != nil ? catalogue.text("kind.\(title)") : title
    }

    /// The home page of `tlsite changelog` and `kind/release/`: every
    /// release whole, with the change-type filter above them.
    var showsWholeReleases = false
}

/// The site after layout: what every page will show, before any rendering.
struct SiteLayout: Sendable {
    var config: SiteConfig
    /// Published items, in timeline order.
    var items: [Item]
    var listings: [Listing]
    /// Each item's cell on the home timeline (or alone, if its kind is left out of it).
    var cellBySlug: [String: Cell]
    /// Image address by slug, relative to the site root or a full URL.
    var imageURL: [String: String]
    /// Files to copy: absolute source -> output path.
    var copies: [(source: String, target: String)]
    /// The folders of content/, nested; empty when content/ has no subfolder.
    var tree: [FolderNode]
    /// Folder image address by folder path.
    var folderImageURL: [String: String]
    /// data/people.yml, images resolved.
    var people: [String: Person]
    /// The change types of the releases, with their number of entries.
    var changeKinds: [(kind: String, title: String, count: Int)] = []
    /// A hash of each item's file by slug, for the pages' signatures
    /// (empty when the content was read without an `ItemCache`).
    var versions: [String: Int] = [:]
    /// The interface strings in the site's language.
    var catalogue = CatalogueLoader.english
    /// A monorepo's packages, in the order of their files, with their slugs.
    var packages: [(name: String, slug: String)] = []
    /// "Upgrading to 3.0": one page per major version of the releases.
    var upgradeGuides: [UpgradeGuide] = []
    /// The warnings laying out reported: reported again by an update that
    /// patches this layout.
    var messages: [Diagnostic] = []
    /// The slugs of the items whose new bodies were put into the last
    /// build's layout (`replacingItems`); nil for a layout made afresh.
    var itemsReplaced: Set<String>?
}

extension Build {
    // MARK: Stage 4: layout

    func layOut(_ content: Content, _ config: SiteConfig, _ catalogue: Catalogue, _ diagnostics: Diagnostics) throws -> SiteLayout {
        var config = config
        var upgradeGuides: [UpgradeGuide] = []
        // `tlsite changelog` publishes the whole file, future dates too.
        let future = options.future || source.releasesAreTheTimeline
        var items = content.items.filter { item in
            (options.drafts || !item.draft) && (future || (item.date.map { $0 <= options.now } ?? true))
        }
        if let changelog = content.changelog {
            let title = nameReleases(&items, changelog, config, catalogue)
            upgradeGuides = Build.upgradeGuides(&items)
            if source.releasesAreTheTimeline { config.title = title }
        }
        let newestFirst = config.timeline.order == .newestFirst
        items.sort { a, b in
            switch (a.date ?? a.release?.sortDate, b.date ?? b.release?.sortDate) {
            case let (x?, y?) where x != y:
                return newestFirst ? x > y : x < y
            case (.some, nil): return true
            case (nil, .some): return false
            default:
                // Releases of one file: as written (newest first) for newest-first.
                if a.source.path == b.source.path { return newestFirst ? a.source.line < b.source.line : a.source.line > b.source.line }
                return a.source.path < b.source.path
            }
        }
        checkSlugs(items, diagnostics)

        var copies: [(String, String)] = []
        var imageURL: [String: String] = [:]
        /// An image named in front matter: a URL as is, else a file in static/
        /// or beside the file that names it (copied to the same place in the output).
        func resolveImage(_ image: String, folder: String, at location: SourceLocation) -> String? {
            if URLScheme.isAbsolute(image) { return image }
            let encoded = encodePath(image, keepingEncoded: true)
            let inFolder = folder.isEmpty ? image : folder + "/" + image
            if io.kind(site + "/static/" + image) == .file { return encoded }
            if io.kind(site + "/content/" + inFolder) == .file {
                copies.append((site + "/content/" + inFolder, inFolder))
                return folder.isEmpty ? encoded : encodePath(folder) + "/" + encoded
            }
            diagnostics.report(.error(location, "image '\(image)' not found: put it in static/\(image) or content/\(inFolder)"))
            return nil
        }
        // Loops over the items go by index: `for item in items` copies each.
        for index in items.indices {
            if let image = items[index].image {
                imageURL[items[index].slug] = resolveImage(image, folder: items[index].folder, at: items[index].location(of: "image"))
            }
        }
        var people = content.people
        for (id, person) in people {
            if let image = person.image {
                people[id]?.image = resolveImage(image, folder: "", at: SourceLocation(path: PeopleReader.path))
            }
        }
        var folderImageURL: [String: String] = [:]
        for folder in content.folders {
            if let image = folder.image { folderImageURL[folder.path] = resolveImage(image, folder: folder.path, at: folder.source) }
        }

        let feed = Timeline.cells(items.filter { !config.timeline.excludedKinds.contains($0.kind) })
        var cellBySlug: [String: Cell] = [:]
        cellBySlug.reserveCapacity(items.count)
        for index in feed.indices { cellBySlug[feed[index].item.slug] = feed[index] }
        for index in items.indices where cellBySlug[items[index].slug] == nil {
            cellBySlug[items[index].slug] = Timeline.cells([items[index]]).first.map { var c = $0; c.index = index; return c }
        }
        var listings = [Listing(kind: .home, path: "", title: config.title, cells: feed,
                                introduction: source.releasesAreTheTimeline ? content.changelog?.introduction : nil,
                                showsWholeReleases: source.releasesAreTheTimeline)]
        var byTag: [String: (name: String, items: [Item])] = [:]
        var byKind: [String: [Item]] = [:]
        var tagSlugs: [String: String] = [:]
        for index in items.indices {
            for tag in items[index].tags {
                let slug = tagSlugs[tag] ?? { let slug = slugify(tag); tagSlugs[tag] = slug; return slug }()
                byTag[slug, default: (tag, [])].items.append(items[index])
            }
            byKind[items[index].kind, default: []].append(items[index])
        }
        for (slug, tag) in byTag.sorted(by: { $0.key < $1.key }) {
            listings.append(Listing(kind: .tag, path: Routes.tag(slug: slug), title: tag.name, cells: Timeline.cells(tag.items)))
        }
        let changeKinds = Build.changeKinds(items, catalogue)
        for change in changeKinds {
            // Each release with only this type's section; items of the same kind join them.
            let members = items.compactMap { item -> Item? in
                if item.release != nil {
                    return item.release!.sections.contains { $0.kind == change.kind && !$0.entries.isEmpty }
                        ? ReleaseHTML.apply(item, catalogue, only: change.kind, foldAfter: ChangelogReader.foldAfter) : nil
                }
                return item.kind == change.kind ? item : nil
            }
            listings.append(Listing(kind: .change, path: Routes.kind(change.kind), title: change.title, cells: Timeline.cells(members)))
        }
        let changePages = Set(changeKinds.map(\.kind))
        for (kind, kindItems) in byKind.sorted(by: { $0.key < $1.key }) where !changePages.contains(kind) {
            // The home page of `tlsite changelog` already lists every release.
            if kind == "release", source.releasesAreTheTimeline { continue }
            listings.append(Listing(kind: .kind, path: Routes.kind(kind), title: kind, cells: Timeline.cells(kindItems),
                                    introduction: kind == "release" ? content.changelog?.introduction : nil,
                                    showsWholeReleases: kind == "release"))
        }
        // A monorepo: a page per package, every release of it whole.
        let packages = content.changelog.map(packageOrder)?.map { ($0, ChangelogPackages.slug($0)) } ?? []
        for package in packages {
            let members = items.filter { $0.release?.package == package.0 }
            listings.append(Listing(kind: .package, path: Routes.package(slug: package.1), title: package.0, cells: Timeline.cells(members),
                                    showsWholeReleases: true))
        }
        listings += personListings(items, people: people)
        let tree = FolderNode.tree(root: "", folders: content.folders, items: items)
        var folderURLs: [String: Folder] = [:]
        func addFolders(_ nodes: [FolderNode]) {
            for node in nodes {
                let route = Routes.folder(node.folder.path)
                let url = route.removingPercentEncoding ?? route
                let first = url.split(separator: "/").first.map(String.init) ?? ""
                if node.folder.path.split(separator: "/").contains(where: { slugify(String($0)).isEmpty }) {
                    diagnostics.report(.error(node.folder.source, "the folder '\(node.folder.path)' has no letters or digits to name its page with; rename it"))
                } else if let other = folderURLs[url] {
                    diagnostics.report(.error(node.folder.source, "the folder '\(node.folder.path)' has the same address /\(url) as '\(other.path)'; rename one"))
                } else if !node.folder.path.contains("/"), Routes.reservedNames.contains(first) || cellBySlug[first] != nil {
                    diagnostics.report(.error(node.folder.source, "the folder '\(node.folder.path)' would be written to /\(url), which an item or tlsite already uses; rename the folder"))
                }
                folderURLs[url] = node.folder
                let below = items.filter { $0.folder == node.folder.path || $0.folder.hasPrefix(node.folder.path + "/") }
                listings.append(Listing(kind: .folder, path: route,
                                        title: node.folder.title, cells: Timeline.cells(below), folder: node))
                addFolders(node.folders)
            }
        }
        addFolders(tree)
        return SiteLayout(config: config, items: items, listings: listings, cellBySlug: cellBySlug, imageURL: imageURL, copies: copies, tree: tree,
                          folderImageURL: folderImageURL, people: people, changeKinds: changeKinds, versions: content.versions,
                          catalogue: catalogue, packages: packages, upgradeGuides: upgradeGuides)
    }

    private func personListings(_ items: [Item], people: [String: Person]) -> [Listing] {
        var bySlug: [String: (person: Person, items: [Item])] = [:]
        for (id, person) in people.sorted(by: { $0.key < $1.key }) where !slugify(id).isEmpty && bySlug[slugify(id)] == nil {
            bySlug[slugify(id)] = (person, [])
        }
        // A site names a few people many times: each name slugified once.
        var slugs: [String: String] = [:]
        for item in items {
            var seen: Set<String> = []
            for entry in item.people {
                let slug = slugs[entry] ?? { let slug = slugify(entry); slugs[entry] = slug; return slug }()
                guard !slug.isEmpty, seen.insert(slug).inserted else { continue }
                bySlug[slug, default: (people[entry] ?? Person(id: entry, name: entry), [])].items.append(item)
            }
        }
        return bySlug.sorted { ($0.value.person.name.lowercased(), $0.key) < ($1.value.person.name.lowercased(), $1.key) }.map { slug, entry in
            Listing(kind: .person, path: Routes.person(slug), title: entry.person.name,
                    cells: Timeline.cells(entry.items), person: entry.person)
        }
    }

    private func checkSlugs(_ items: [Item], _ diagnostics: Diagnostics) {
        // The file of each slug seen, lowercased; by index, since a loop
        // over the items would copy each one.
        var seen: [String: String] = [:]
        seen.reserveCapacity(items.count)
        for index in items.indices {
            let slug = items[index].slug
            // Most slugs have no capital letter: no lowercased copy of those.
            let key = slug.utf8.contains(where: { $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") || $0 >= 0x80 }) ? slug.lowercased() : slug
            if Routes.reservedNames.contains(key) {
                diagnostics.report(.error(items[index].location(of: "slug"), "the slug '\(slug)' is used by tlsite itself; choose another with 'slug:'"))
            } else if let other = seen[key] {
                diagnostics.report(.error(items[index].location(of: "slug"),
                                          "the slug '\(slug)' is also used by \(other); give one of them another 'slug:'"))
            } else {
                seen[key] = items[index].source.path
            }
        }
    }
}

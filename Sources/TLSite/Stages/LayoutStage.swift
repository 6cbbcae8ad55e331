import Foundation
import TLContent
import TLCore
import TLFormats
import TLModel
import TLRender

/// A paginated list of cells at one place in the site: the home timeline,
/// a tag's page, a kind's page. Its kind (`PageKind`) made it and says how
/// its pages show.
struct Listing: Sendable {
    var kind: PageKind
    /// Root-relative folder of page 1 ("" for the home page, "tags/school/").
    var path: String
    /// What it lists, as its pages show it (a kind's name in the site's language).
    var title: String
    var cells: [Cell]
    /// For a folder's page: the folder and its part of the tree.
    var folder: FolderNode?
    /// HTML above the list: a changelog's preamble.
    var introduction: String?
    /// HTML below the list: what a changelog holds after its last release
    /// (`## Previous Changelogs`).
    var epilogue: String?
    /// For a person's page: who.
    var person: Person?
    /// For an archive's page: the periods before and after it, and its months.
    var periods: PeriodLinks?
    /// The filters above its list, by `ListFilter.name`, those the site
    /// has (`PageHooks.filters`), in this order.
    var filters: [String] = []
    /// Whether its pages carry the search box (`assets/search.js`).
    var search = false
    /// For a value's list (`TermLists`): the value's slug, which orders the lists.
    var termSlug: String?

    /// Shows each item compactly (`widgets/KIND.summary.html`); else whole.
    var compact: Bool { kind.compact }

    /// The files of its pages, first to last, as the plan writes them.
    func pageFiles(perPage: Int) -> [String] {
        Timeline.pages(count: cells.count, perPage: perPage).indices.map { Routes.file(Routes.page($0 + 1, of: path)) }
    }
    /// Shows the folder tree.
    var showsTree: Bool { kind.showsTree }
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
    /// The files of static/ that front matter names as images, with where:
    /// one that is gone by the copy is an error, not a page without its image.
    var staticImages: [String: SourceLocation] = [:]
    /// The same for images of Markdown bodies written from the site's root
    /// (`![](/pics/a.png)`), at the image in the body.
    var bodyStaticImages: [String: SourceLocation] = [:]
    /// The local file behind each image address of `imageURL`, and where
    /// the output has it (decoded).
    var imageFiles: [String: (path: String, output: String)] = [:]
    /// Size and variants of the local images of `imageURL`, by address
    /// (the `images` stage: `prepareImages`).
    var images: [String: ResponsiveImage] = [:]
    /// By slug: what the images of the item's body are (a hash), for its
    /// pages' signatures, since its file's version does not change when
    /// an image it shows does.
    var bodyImages: [String: Int] = [:]
    /// What the images stage did: images shown, and resized anew.
    var imageCounts = ImageCounts()
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
    /// The templates of a release's body, when there is a changelog.
    var releaseMarkup: ReleaseMarkup?
    /// What the site's family of kinds does in the plan and navigation.
    var hooks = PageHooks.none
    /// The warnings laying out reported: reported again by an update that
    /// patches this layout.
    var messages: [Diagnostic] = []
    /// The slugs of the items whose new bodies were put into the last
    /// build's layout (`replacingItems`); nil for a layout made afresh.
    var itemsReplaced: Set<String>?
    /// With `itemsReplaced`, when the edited items' tags or taxonomy
    /// values changed: the term lists made again (`regroupTerms`).
    var termsRegrouped: TermsRegrouped?
}

extension SiteLayout {
    /// What the languages' layouts copy, together: the first's, with the
    /// files only the others show (a translation's own image).
    static func sharing(_ layouts: [SiteLayout]) -> SiteLayout {
        var shared = layouts[0]
        var targets = Set(shared.copies.map(\.target))
        for layout in layouts.dropFirst() {
            for copy in layout.copies where targets.insert(copy.target).inserted { shared.copies.append(copy) }
            shared.staticImages.merge(layout.staticImages) { first, _ in first }
            shared.bodyStaticImages.merge(layout.bodyStaticImages) { first, _ in first }
        }
        return shared
    }
}

extension Build {
    // MARK: Stage 4: layout

    func layOut(_ content: Content, _ config: SiteConfig, _ catalogue: Catalogue, _ diagnostics: Diagnostics) throws -> SiteLayout {
        // What the site's family of kinds does here (`PageHooks.of`).
        let hooks = PageHooks.of(content, source, config)
        let future = options.future || hooks.publishesFuture
        var prepared = PageHooks.Layout(items: content.items.filter { item in
            (options.drafts || !item.draft) && (future || (item.date.map { $0 <= options.now } ?? true))
        }, config: config)
        hooks.beforeSorting(&prepared, self, content, catalogue)
        let newestFirst = prepared.config.timeline.order == .newestFirst
        let sortDate = hooks.sortDate
        prepared.items.sort { a, b in
            switch (sortDate?(a) ?? a.date, sortDate?(b) ?? b.date) {
            case let (x?, y?) where x != y:
                return newestFirst ? x > y : x < y
            case (.some, nil): return true
            case (nil, .some): return false
            default:
                // Items of one file: as written (newest first) for newest-first.
                if a.source.path == b.source.path { return newestFirst ? a.source.line < b.source.line : a.source.line > b.source.line }
                return a.source.path < b.source.path
            }
        }
        hooks.afterSorting(&prepared, self, content, catalogue)
        let config = prepared.config, items = prepared.items
        checkSlugs(items, diagnostics)

        var copies: [(String, String)] = []
        var staticImages: [String: SourceLocation] = [:]
        var imageURL: [String: String] = [:]
        var imageFiles: [String: (path: String, output: String)] = [:]
        /// An image named in front matter: a URL as is, else a file in static/
        /// or beside the file that names it (copied to the same place in the output).
        func resolveImage(_ image: String, folder: String, at location: SourceLocation) -> String? {
            if URLScheme.isAbsolute(image) { return image }
            let encoded = encodePath(image, keepingEncoded: true)
            let inFolder = folder.isEmpty ? image : folder + "/" + image
            if io.kind(site + "/static/" + image) == .file {
                if staticImages[image] == nil { staticImages[image] = location }
                imageFiles[encoded] = (site + "/static/" + image, image)
                return encoded
            }
            if io.kind(site + "/content/" + inFolder) == .file {
                copies.append((site + "/content/" + inFolder, inFolder))
                let url = folder.isEmpty ? encoded : encodePath(folder) + "/" + encoded
                imageFiles[url] = (site + "/content/" + inFolder, inFolder)
                return url
            }
            diagnostics.report(.error(location, "image '\(image)' not found: put it in static/\(image) or content/\(inFolder)"))
            return nil
        }
        var bodyStaticImages: [String: SourceLocation] = [:]
        // Loops over the items go by index: `for item in items` copies each.
        for index in items.indices {
            if let image = items[index].image {
                imageURL[items[index].slug] = resolveImage(image, folder: items[index].folder, at: items[index].location(of: "image"))
            }
            for image in items[index].bodyImages {
                guard let file = Build.staticFile(ofBodyImage: image.src, basePath: config.siteBasePath),
                      bodyStaticImages[file] == nil, io.kind(site + "/static/" + file) == .file else { continue }
                bodyStaticImages[file] = image.location
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

        if !config.languagePath.isEmpty {
            // The pages of a language after the first are a folder away from the shared files.
            for (id, person) in people { people[id]?.image = person.image.map { URLScheme.isAbsolute($0) ? $0 : config.sharedRoot + $0 } }
            folderImageURL = folderImageURL.mapValues { URLScheme.isAbsolute($0) ? $0 : config.sharedRoot + $0 }
        }
        let feed = Timeline.cells(items.filter { !config.timeline.excludedKinds.contains($0.kind) })
        var cellBySlug: [String: Cell] = [:]
        cellBySlug.reserveCapacity(items.count)
        for index in feed.indices { cellBySlug[feed[index].item.slug] = feed[index] }
        for index in items.indices where cellBySlug[items[index].slug] == nil {
            cellBySlug[items[index].slug] = Timeline.cells([items[index]]).first.map { var c = $0; c.index = index; return c }
        }
        let changeKinds = prepared.changeKinds, packages = prepared.packages
        let tree = FolderNode.tree(root: "", folders: content.folders, items: items)
        var grouping = PageKind.Grouping(items: items, home: feed, config: config, catalogue: catalogue, content: content, people: people,
                                         cellBySlug: cellBySlug, changeKinds: changeKinds, packages: packages, tree: tree,
                                         reservedNames: Routes.reservedNames, source: source, diagnostics: diagnostics)
        // What this site's kinds write besides `Routes.reservedNames` (an archive's years).
        let kinds = PageKind.kinds(config)
        // The other languages' folders (`fr/`) are taken in every language.
        let taken = Set(kinds.flatMap { $0.reservedNames(grouping) })
            .union(config.languages.dropFirst().map { encodePathSegment($0).lowercased() })
        if !taken.isEmpty {
            for index in items.indices where taken.contains(items[index].slug.lowercased()) {
                diagnostics.report(.error(items[index].location(of: "slug"),
                                          "the slug '\(items[index].slug)' is the address of a page tlsite writes for this site (/\(items[index].slug)/); choose another with 'slug:'"))
            }
            grouping.reservedNames.formUnion(taken)
        }
        var listings = kinds.flatMap { $0.group(grouping) }
        // `search:` puts the box on every list (true) or on none (false).
        if let search = config.search { for index in listings.indices { listings[index].search = search } }
        checkAliases(items, listings, perPage: config.timeline.perPage, reserved: grouping.reservedNames,
                     languagePath: config.languagePath, diagnostics)
        var layout = SiteLayout(config: config, items: items, listings: listings, cellBySlug: cellBySlug, imageURL: imageURL, copies: copies, tree: tree,
                                folderImageURL: folderImageURL, people: people, changeKinds: changeKinds, versions: content.versions,
                                catalogue: catalogue, packages: packages, upgradeGuides: prepared.upgradeGuides)
        layout.hooks = hooks
        layout.staticImages = staticImages
        layout.bodyStaticImages = bodyStaticImages.filter { staticImages[$0.key] == nil }
        layout.releaseMarkup = content.releaseMarkup
        layout.imageFiles = imageFiles
        return layout
    }

    /// The path below static/ that a body image written from the site's
    /// root names (`/pics/a%20b.png?v=2` -> `pics/a b.png`, with the site's
    /// base path dropped), or nil when it names none.
    package static func staticFile(ofBodyImage src: String, basePath: String) -> String? {
        var path = Substring(src.prefix { $0 != "?" && $0 != "#" })
        if basePath != "/", path.hasPrefix(basePath) { path = path.dropFirst(basePath.count - 1) }
        guard path.hasPrefix("/"), let decoded = String(path.dropFirst()).removingPercentEncoding, !decoded.isEmpty else { return nil }
        let segments = decoded.split(separator: "/", omittingEmptySubsequences: false)
        guard !segments.contains(where: { $0.isEmpty || $0 == "." || $0 == ".." }) else { return nil }
        return decoded
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

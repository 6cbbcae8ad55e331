import Foundation
import Mustache
import TLContent
import TLFormats
import TLCore
import TLModel
import TLRender

/// A paginated list of cells at one place in the site: the home timeline,
/// a tag's page, a kind's page.
struct Listing: Sendable {
    enum Kind: String, Sendable { case home, tag, kind, folder, change }
    var kind: Kind
    /// Root-relative folder of page 1 ("" for the home page, "tags/school/").
    var path: String
    var title: String
    var cells: [Cell]
    /// For a folder's page: the folder and its part of the tree.
    var folder: FolderNode?
    /// Tag, kind and folder pages show each item's summary (`partials/summary`);
    /// the home timeline, the releases' and change types' pages and the
    /// item's own page show it whole.
    var compact: Bool { kind == .tag || kind == .folder || (kind == .kind && title != "release") }
    /// HTML above the list: a changelog's preamble.
    var introduction: String?
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
}

/// Output folders that tlsite itself uses; a slug may not take them.
let reservedSlugs: Set<String> = ["page", "tags", "kind", "assets", "404.html", "sitemap.xml", "feed.xml", "feed.json"]

extension Build {
    // MARK: Stage 1: configuration

    func loadConfig(_ diagnostics: Diagnostics) throws -> SiteConfig {
        if let changelog = options.changelog {
            var config = SiteConfig(title: changelog.title ?? "Changelog")
            config.theme = "changelog"
            config.timeline.perPage = 0
            try applyBaseURL(&config)
            return config
        }
        let path = site + "/" + ConfigReader.fileName
        guard io.kind(site) == .directory else {
            throw Diagnostic.error(nil, "no site folder at \(site)")
        }
        guard io.kind(path) == .file else {
            throw Diagnostic.error(SourceLocation(path: ConfigReader.fileName),
                                   "no \(ConfigReader.fileName) in \(site); create one with 'title: My timeline' or run 'tlsite new site DIR'")
        }
        let text = try io.readText(path, display: ConfigReader.fileName)
        var config = try ConfigReader.read(text).get()
        try applyBaseURL(&config)
        return config
    }

    private func applyBaseURL(_ config: inout SiteConfig) throws {
        guard let baseURL = options.baseURL else { return }
        if let problem = ConfigReader.baseURLProblem(baseURL) { throw Diagnostic.error(nil, "--base-url \(problem)") }
        config.baseURL = baseURL.hasSuffix("/") ? baseURL : baseURL + "/"
    }

    /// The output must not sit where tlsite reads from, or the next build
    /// would read its own pages.
    func checkOutputFolder() throws {
        let output = (options.outputFolder as NSString).standardizingPath
        let root = (site as NSString).standardizingPath
        if isInside(root, output) {
            throw Diagnostic.error(nil, "the output folder \(output) contains the site itself; choose another with -o")
        }
        for folder in ["content", "static", "templates", "themes", "data"] where isInside(output, root + "/" + folder) {
            throw Diagnostic.error(nil, "the output folder \(relative(output)) is inside \(folder)/; choose another with -o")
        }
    }

    // MARK: Stage 2: theme and templates

    func loadTheme(_ config: SiteConfig) throws -> LoadedTheme {
        try ThemeLoader.load(options.theme ?? config.theme,
                             requestedAt: options.theme != nil ? nil : config.locations["theme"] ?? SourceLocation(path: ConfigReader.fileName),
                             site: options.themeSite ?? site, io: io)
    }

    static let pageTemplates = ["index", "item", "404", "sitemap.xml", "feed.xml"]

    func loadTemplates(_ theme: LoadedTheme) throws -> Templates {
        // A changelog's folder is no site: its templates/ may be anything.
        if options.changelog != nil {
            let templates = Templates(layers: theme.templateLayers + [.builtIn("Templates")])
            try templates.validate(Build.pageTemplates)
            return templates
        }
        let problems = SiteFiles.outsideLinks(site + "/templates", site: site, io: io, display: relative)
            + SiteFiles.templateText(site + "/templates", io: io, display: relative)
        if !problems.isEmpty { throw DiagnosticList(problems) }
        let layers = [ResourceLayer.siteFolder(site + "/templates", label: "templates", site: site, io: io)]
            + theme.templateLayers + [.builtIn("Templates")]
        let templates = Templates(layers: layers)
        try templates.validate(Build.pageTemplates)
        return templates
    }

    // MARK: Stage 3: content

    /// What content/ holds: the items and the folders they sit in.
    struct Content: Sendable {
        var items: [Item]
        var folders: [Folder]
        var people: [String: Person] = [:]
        /// The changelog the releases come from, if any.
        var changelog: Changelog?
        /// (absolute path, folder) of every item file, and each folder's
        /// cascade: what an incremental build needs to read one file again.
        var files: [(String, String)] = []
        var cascades: [String: [YAMLPair]] = [:]
        /// A hash of each item's file, by slug.
        var versions: [String: Int] = [:]
    }

    func readContent(_ config: SiteConfig, _ diagnostics: Diagnostics) throws -> Content {
        if let source = options.changelog {
            let changelog = readChangelog(source, config, diagnostics)
            return Content(items: changelog.map(releaseItems) ?? [], folders: [], changelog: changelog)
        }
        var content = try readSiteContent(config, diagnostics)
        if let source = siteChangelogSource(config) {
            if let changelog = readChangelog(source, config, diagnostics, at: config.locations["changelog"]) {
                content.items += releaseItems(changelog)
                content.changelog = changelog
            }
        }
        return content
    }

    private func readSiteContent(_ config: SiteConfig, _ diagnostics: Diagnostics) throws -> Content {
        var people: [String: Person] = [:]
        let peopleFile = site + "/" + PeopleReader.path
        if io.kind(peopleFile) == .file {
            do {
                let (read, problems) = PeopleReader.read(try io.readText(peopleFile, display: PeopleReader.path))
                people = read
                diagnostics.report(problems)
            } catch {
                diagnostics.report(error, at: SourceLocation(path: PeopleReader.path))
            }
        }
        let content = site + "/content"
        guard io.kind(content) == .directory else {
            if config.changelog == nil { diagnostics.report(.warning(nil, "no content/ folder: the timeline is empty")) }
            return Content(items: [], folders: [], people: people)
        }
        var listing = ContentListing()
        try listContent(in: content, folder: "", into: &listing, diagnostics)

        // Folders first: their `cascade:` reaches every item below them.
        var folders: [Folder] = []
        var cascades: [String: [YAMLPair]] = ["": []]
        for path in listing.folders.sorted() {
            var folder = FolderReader.implicit(path: path)
            let inherited = cascades[folder.parent ?? ""] ?? []
            var own: [YAMLPair] = []
            let file = content + "/" + path + "/_index.md"
            let bytes = listing.indexFiles.contains(path) ? (try? io.read(file)) ?? Data() : nil
            if let bytes, bytes.count > ItemReader.maxFileSize {
                diagnostics.report(ItemReader.tooLarge(relative(file)))
            } else if let bytes {
                let result = FolderReader.read(Array(bytes), path: relative(file), folder: path,
                                               unsafeMarkdown: config.unsafeMarkdown)
                diagnostics.report(result.diagnostics)
                folder = result.folder
                own = result.cascade
            }
            let ownKeys = Set(own.compactMap { $0.key.text })
            cascades[path] = own + inherited.filter { !ownKeys.contains($0.key.text ?? "") }
            folders.append(folder)
        }

        let files = listing.files
        let cascadeByFolder = cascades
        // Only what each file needs crosses into the threads: a whole
        // SiteConfig would have its fields' reference counts bounced
        // between the cores on every file.
        let unsafeMarkdown = config.unsafeMarkdown
        let items = parallelMap(files.count, workers: options.jobs) { index -> (Item, Int)? in
            let (path, folder) = files[index]
            let (item, problems, version) = readItem(path, folder: folder, cascade: cascadeByFolder[folder] ?? [], unsafeMarkdown: unsafeMarkdown)
            diagnostics.report(problems)
            return item.map { ($0, version) }
        }
        var result = Content(items: items.compactMap { $0?.0 }, folders: folders, people: people)
        for case let (item, version)? in items { result.versions[item.slug] = version }
        result.files = files
        result.cascades = cascadeByFolder
        return result
    }

    /// Reads one item file of content/ (in `folder`, with its folders' cascade).
    /// The version is a hash of the file's bytes.
    func readItem(_ path: String, folder: String, cascade: [YAMLPair], unsafeMarkdown: Bool) -> (Item?, [Diagnostic], Int) {
        let display = relative(path)
        var options = ItemReader.Options()
        options.unsafeMarkdown = unsafeMarkdown
        options.folder = folder
        options.cascade = cascade
        let bytes: [UInt8]
        do { bytes = Array(try io.read(path)) } catch {
            return (nil, [.error(SourceLocation(path: display), "cannot read the file: \(error)")], 0)
        }
        if bytes.count > ItemReader.maxFileSize {
            return (nil, [ItemReader.tooLarge(display)], 0)
        }
        let fileName = path.utf8.lastIndex(of: UInt8(ascii: "/")).map { String(path[path.index(after: $0)...]) } ?? path
        let (item, problems) = ItemReader.read(bytes, path: display, fileName: fileName, options: options)
        guard tracksVersions else { return (item, problems, 0) }
        var hasher = Hasher()
        bytes.withUnsafeBytes { hasher.combine(bytes: $0) }
        return (item, problems, hasher.finalize())
    }

    private struct ContentListing {
        /// (absolute path, folder below content/) of every item file.
        var files: [(String, String)] = []
        var folders: [String] = []
        /// Folders that have an `_index.md`.
        var indexFiles: Set<String> = []
    }

    private func listContent(in path: String, folder: String, into listing: inout ContentListing, _ diagnostics: Diagnostics) throws {
        let siteReal = io.resolve(site) ?? site
        for entry in try io.list(path) where !entry.name.hasPrefix(".") {
            let full = path + "/" + entry.name
            if entry.isSymlink, let real = io.resolve(full), !isInside(real, siteReal) {
                diagnostics.report(.error(SourceLocation(path: relative(full)), "symbolic link leads outside the site (to \(real))"))
                continue
            }
            if entry.isSymlink, entry.kind == .directory, let real = io.resolve(full), isInside(io.resolve(path) ?? path, real) {
                diagnostics.report(.error(SourceLocation(path: relative(full)), "symbolic link leads back into a folder that holds it (a loop)"))
                continue
            }
            switch entry.kind {
            case .directory:
                // A folder of images only is no folder of the tree.
                let child = folder.isEmpty ? entry.name : folder + "/" + entry.name
                let before = (listing.files.count, listing.folders.count, listing.indexFiles.count)
                try listContent(in: full, folder: child, into: &listing, diagnostics)
                if (listing.files.count, listing.folders.count, listing.indexFiles.count) != before {
                    listing.folders.append(child)
                }
            case .file where entry.name == "_index.md":
                if folder.isEmpty {
                    diagnostics.report(.warning(SourceLocation(path: relative(full)), "content/_index.md is not read: the site's title and description live in tlsite.yml"))
                } else {
                    listing.indexFiles.insert(folder)
                }
            case .file where entry.name.hasSuffix(".md") && !entry.name.hasPrefix("_"):
                listing.files.append((full, folder))
            default:
                break
            }
        }
    }

    // MARK: Stage 4: layout

    func layOut(_ content: Content, _ config: SiteConfig, _ diagnostics: Diagnostics) throws -> SiteLayout {
        var config = config
        if let source = options.changelog, source.title == nil, let title = content.changelog?.title, !title.isEmpty {
            config.title = title
        }
        // `tlsite changelog` publishes the whole file, future dates too.
        let future = options.future || options.changelog != nil
        var items = content.items.filter { item in
            (options.drafts || !item.draft) && (future || (item.date.map { $0 <= options.now } ?? true))
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
            if image.contains(":") { return image }
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
        for item in items {
            if let image = item.image { imageURL[item.slug] = resolveImage(image, folder: item.folder, at: item.location(of: "image")) }
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
        for cell in feed { cellBySlug[cell.item.slug] = cell }
        for (index, item) in items.enumerated() where cellBySlug[item.slug] == nil {
            cellBySlug[item.slug] = Timeline.cells([item]).first.map { var c = $0; c.index = index; return c }
        }
        var listings = [Listing(kind: .home, path: "", title: config.title, cells: feed,
                                introduction: options.changelog != nil ? content.changelog?.introduction : nil)]
        var byTag: [String: (name: String, items: [Item])] = [:]
        var byKind: [String: [Item]] = [:]
        for item in items {
            for tag in item.tags { byTag[slugify(tag), default: (tag, [])].items.append(item) }
            byKind[item.kind, default: []].append(item)
        }
        for (slug, tag) in byTag.sorted(by: { $0.key < $1.key }) {
            listings.append(Listing(kind: .tag, path: "tags/\(encodePathSegment(slug))/", title: tag.name, cells: Timeline.cells(tag.items)))
        }
        let changeKinds = Build.changeKinds(items)
        for change in changeKinds {
            // Each release with only this type's section; items of the same kind join them.
            let members = items.compactMap { item -> Item? in
                if item.release != nil {
                    return item.release!.sections.contains { $0.kind == change.kind && !$0.entries.isEmpty }
                        ? ReleaseHTML.apply(item, only: change.kind, foldAfter: ChangelogReader.foldAfter) : nil
                }
                return item.kind == change.kind ? item : nil
            }
            listings.append(Listing(kind: .change, path: "kind/\(encodePathSegment(change.kind))/", title: change.title, cells: Timeline.cells(members)))
        }
        let changePages = Set(changeKinds.map(\.kind))
        for (kind, kindItems) in byKind.sorted(by: { $0.key < $1.key }) where !changePages.contains(kind) {
            // The home page of `tlsite changelog` already lists every release.
            if kind == "release", options.changelog != nil { continue }
            listings.append(Listing(kind: .kind, path: "kind/\(encodePathSegment(kind))/", title: kind, cells: Timeline.cells(kindItems),
                                    introduction: kind == "release" ? content.changelog?.introduction : nil))
        }
        let tree = FolderNode.tree(root: "", folders: content.folders, items: items)
        var folderURLs: [String: Folder] = [:]
        func addFolders(_ nodes: [FolderNode]) {
            for node in nodes {
                let url = node.folder.url
                let first = url.split(separator: "/").first.map(String.init) ?? ""
                if node.folder.path.split(separator: "/").contains(where: { slugify(String($0)).isEmpty }) {
                    diagnostics.report(.error(node.folder.source, "the folder '\(node.folder.path)' has no letters or digits to name its page with; rename it"))
                } else if let other = folderURLs[url] {
                    diagnostics.report(.error(node.folder.source, "the folder '\(node.folder.path)' has the same address /\(url) as '\(other.path)'; rename one"))
                } else if !node.folder.path.contains("/"), reservedSlugs.contains(first) || cellBySlug[first] != nil {
                    diagnostics.report(.error(node.folder.source, "the folder '\(node.folder.path)' would be written to /\(url), which an item or tlsite already uses; rename the folder"))
                }
                folderURLs[url] = node.folder
                let below = items.filter { $0.folder == node.folder.path || $0.folder.hasPrefix(node.folder.path + "/") }
                listings.append(Listing(kind: .folder, path: encodePath(url) + "/",
                                        title: node.folder.title, cells: Timeline.cells(below), folder: node))
                addFolders(node.folders)
            }
        }
        addFolders(tree)
        return SiteLayout(config: config, items: items, listings: listings, cellBySlug: cellBySlug, imageURL: imageURL, copies: copies, tree: tree,
                          folderImageURL: folderImageURL, people: people, changeKinds: changeKinds)
    }

    private func checkSlugs(_ items: [Item], _ diagnostics: Diagnostics) {
        var seen: [String: Item] = [:]
        for item in items {
            let key = item.slug.lowercased()
            if reservedSlugs.contains(key) {
                diagnostics.report(.error(item.location(of: "slug"), "the slug '\(item.slug)' is used by tlsite itself; choose another with 'slug:'"))
            } else if let other = seen[key] {
                diagnostics.report(.error(item.location(of: "slug"),
                                          "the slug '\(item.slug)' is also used by \(other.source.path); give one of them another 'slug:'"))
            } else {
                seen[key] = item
            }
        }
    }
}

extension ItemReader {
    /// Larger content files (and tlsite.yml, theme.yml, data/people.yml,
    /// _index.md, templates) are refused rather than parsed.
    static let maxFileSize = 8_000_000

    static func tooLarge(_ display: String) -> Diagnostic {
        .error(SourceLocation(path: display), "the file is larger than \(maxFileSize / 1_000_000) MB")
    }
}

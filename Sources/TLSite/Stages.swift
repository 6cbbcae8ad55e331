import Foundation
import Mustache
import TLContent
import TLCore
import TLModel
import TLRender

/// A paginated list of cells at one place in the site: the home timeline,
/// a tag's page, a kind's page.
struct Listing: Sendable {
    enum Kind: String, Sendable { case home, tag, kind }
    var kind: Kind
    /// Root-relative folder of page 1 ("" for the home page, "tags/school/").
    var path: String
    var title: String
    var cells: [Cell]
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
}

/// Output folders that tlsite itself uses; a slug may not take them.
let reservedSlugs: Set<String> = ["page", "tags", "kind", "assets", "404.html", "sitemap.xml", "feed.xml", "feed.json"]

extension Build {
    // MARK: Stage 1: configuration

    func loadConfig(_ diagnostics: Diagnostics) throws -> SiteConfig {
        let path = site + "/" + ConfigReader.fileName
        guard io.kind(site) == .directory else {
            throw Diagnostic.error(nil, "no site folder at \(site)")
        }
        guard io.kind(path) == .file else {
            throw Diagnostic.error(SourceLocation(path: ConfigReader.fileName),
                                   "no \(ConfigReader.fileName) in \(site); create one with 'title: My timeline' or run 'tlsite new site DIR'")
        }
        let text = try FrontMatter.decode(Array(try io.read(path)), path: ConfigReader.fileName)
        var config = try ConfigReader.read(text).get()
        if let baseURL = options.baseURL {
            if let problem = ConfigReader.baseURLProblem(baseURL) { throw Diagnostic.error(nil, "--base-url \(problem)") }
            config.baseURL = baseURL.hasSuffix("/") ? baseURL : baseURL + "/"
        }
        // Keys of SPEC that this version reads and checks but does not act on yet.
        for (key, what) in [("changelog", "publishing changelogs"), ("feeds", "Atom and JSON feeds")] {
            if let location = config.locations[key] {
                diagnostics.report(.warning(location, "'\(key)' is checked but not used yet: this version of tlsite has no \(what)"))
            }
        }
        if config.timeline.spacer != nil {
            diagnostics.report(.warning(config.locations["timeline"], "'timeline.spacer' is checked but not used yet: this version of tlsite draws no spacers"))
        }
        return config
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
        try ThemeLoader.load(options.theme ?? config.theme, requestedAt: config.locations["theme"] ?? SourceLocation(path: ConfigReader.fileName),
                             site: options.themeSite ?? site, io: io)
    }

    static let pageTemplates = ["index", "item", "404", "sitemap.xml"]

    func loadTemplates(_ theme: LoadedTheme) throws -> Templates {
        let layers = [ResourceLayer.siteFolder(site + "/templates", label: "templates", site: site, io: io)]
            + theme.templateLayers + [.builtIn("Templates")]
        let templates = Templates(layers: layers)
        try templates.validate(Build.pageTemplates)
        return templates
    }

    // MARK: Stage 3: content

    func readContent(_ config: SiteConfig, _ diagnostics: Diagnostics) throws -> [Item] {
        let content = site + "/content"
        guard io.kind(content) == .directory else {
            diagnostics.report(.warning(nil, "no content/ folder: the timeline is empty"))
            return []
        }
        let files = try contentFiles(in: content, folder: "", diagnostics)
        let results = parallelMap(files.count) { index -> Item? in
            let (path, folder) = files[index]
            let display = relative(path)
            var options = ItemReader.Options()
            options.unsafeMarkdown = config.unsafeMarkdown
            options.folder = folder
            let bytes: [UInt8]
            do { bytes = Array(try io.read(path)) } catch {
                diagnostics.report(.error(SourceLocation(path: display), "cannot read the file: \(error)"))
                return nil
            }
            if bytes.count > ItemReader.maxFileSize {
                diagnostics.report(.error(SourceLocation(path: display), "the file is larger than \(ItemReader.maxFileSize / 1_000_000) MB"))
                return nil
            }
            let (item, problems) = ItemReader.read(bytes, path: display, fileName: (path as NSString).lastPathComponent, options: options)
            diagnostics.report(problems)
            return item
        }
        return results.compactMap { $0 }
    }

    /// Markdown files below `folder`, sorted, as (absolute path, folder below content/).
    private func contentFiles(in path: String, folder: String, _ diagnostics: Diagnostics) throws -> [(String, String)] {
        var files: [(String, String)] = []
        let siteReal = io.resolve(site) ?? site
        for entry in try io.list(path) where !entry.name.hasPrefix(".") {
            let full = path + "/" + entry.name
            if entry.isSymlink, let real = io.resolve(full), !isInside(real, siteReal) {
                diagnostics.report(.error(SourceLocation(path: relative(full)), "symbolic link leads outside the site (to \(real))"))
                continue
            }
            switch entry.kind {
            case .directory:
                files += try contentFiles(in: full, folder: folder.isEmpty ? entry.name : folder + "/" + entry.name, diagnostics)
            case .file where entry.name.hasSuffix(".md") && !entry.name.hasPrefix("_"):
                files.append((full, folder))
            default:
                break
            }
        }
        return files
    }

    // MARK: Stage 4: layout

    func layOut(_ all: [Item], _ config: SiteConfig, _ diagnostics: Diagnostics) throws -> SiteLayout {
        var items = all.filter { item in
            (options.drafts || !item.draft) && (options.future || (item.date.map { $0 <= options.now } ?? true))
        }
        items.sort { a, b in
            switch (a.date, b.date) {
            case let (x?, y?) where x != y:
                return config.timeline.order == .newestFirst ? x > y : x < y
            case (.some, nil): return true
            case (nil, .some): return false
            default: return a.source.path < b.source.path
            }
        }
        checkSlugs(items, diagnostics)

        var copies: [(String, String)] = []
        var imageURL: [String: String] = [:]
        for item in items {
            guard let image = item.image else { continue }
            if image.contains(":") { imageURL[item.slug] = image; continue }
            let encoded = image.split(separator: "/").map { $0.contains("%") ? String($0) : encodePathSegment(String($0)) }.joined(separator: "/")
            let inFolder = item.folder.isEmpty ? image : item.folder + "/" + image
            if io.kind(site + "/static/" + image) == .file {
                imageURL[item.slug] = encoded
            } else if io.kind(site + "/content/" + inFolder) == .file {
                copies.append((site + "/content/" + inFolder, inFolder))
                imageURL[item.slug] = item.folder.isEmpty ? encoded : item.folder.split(separator: "/").map { encodePathSegment(String($0)) }.joined(separator: "/") + "/" + encoded
            } else {
                diagnostics.report(.error(item.location(of: "image"),
                                          "image '\(image)' not found: put it in static/\(image) or content/\(inFolder)"))
            }
        }

        let feed = Timeline.cells(items.filter { !config.timeline.excludedKinds.contains($0.kind) })
        var cellBySlug: [String: Cell] = [:]
        for cell in feed { cellBySlug[cell.item.slug] = cell }
        for (index, item) in items.enumerated() where cellBySlug[item.slug] == nil {
            cellBySlug[item.slug] = Timeline.cells([item]).first.map { var c = $0; c.index = index; return c }
        }
        var listings = [Listing(kind: .home, path: "", title: config.title, cells: feed)]
        var byTag: [String: (name: String, items: [Item])] = [:]
        var byKind: [String: [Item]] = [:]
        for item in items {
            for tag in item.tags { byTag[slugify(tag), default: (tag, [])].items.append(item) }
            byKind[item.kind, default: []].append(item)
        }
        for (slug, tag) in byTag.sorted(by: { $0.key < $1.key }) {
            listings.append(Listing(kind: .tag, path: "tags/\(encodePathSegment(slug))/", title: tag.name, cells: Timeline.cells(tag.items)))
        }
        for (kind, kindItems) in byKind.sorted(by: { $0.key < $1.key }) {
            listings.append(Listing(kind: .kind, path: "kind/\(encodePathSegment(kind))/", title: kind, cells: Timeline.cells(kindItems)))
        }
        return SiteLayout(config: config, items: items, listings: listings, cellBySlug: cellBySlug, imageURL: imageURL, copies: copies)
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
    /// Larger content files are refused rather than read into memory.
    static let maxFileSize = 8_000_000
}

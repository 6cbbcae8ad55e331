import Foundation
import Mustache
import TLCore
import TLModel
import TLRender

/// One page to render: a template, its context, where it goes.
private struct PageJob {
    var template: String
    var path: String
    var context: @Sendable () -> MustacheValue
    /// Everything the page shows, hashed: an incremental build renders the
    /// page again only when this changed.
    var signature: @Sendable (inout Hasher) -> Void = { _ in }
}

/// Which pages a render writes. A whole build writes every page; an
/// incremental one (`tlsite serve`) only those whose inputs changed.
struct RenderScope: Sendable {
    /// The pages' signatures after the last render, by path; nil renders all.
    var previous: [String: Int]?
    /// A version of each item by slug: it changes whenever the item's file does.
    var versions: [String: Int] = [:]
    /// A version of everything that is not an item (theme, templates,
    /// configuration, people, folders): it changes every page.
    var global = 0
    /// Only the pages of these items, from the layout as it is: the first,
    /// quick step of an update, before the lists are laid out again.
    var onlyItems: Set<String>?
    /// With `onlyItems`: the stylesheet the last whole render wrote.
    var stylesheetPath: String?

    static let all = RenderScope()
}

/// What a render did.
struct RenderResult: Sendable {
    /// Every HTML page of the site (rendered or not).
    var pages: Int
    /// Every page's signature, by path, for the next incremental render.
    var signatures: [String: Int]
    /// The paths rendered and written this time.
    var rendered: [String]
    var stylesheetPath = ""
    /// In an incremental render: the templates each rendered page used.
    var templatesUsed: [String: Set<String>] = [:]
}

/// The templates each page used, collected from the rendering threads.
private final class TemplateUse: @unchecked Sendable {
    private let lock = NSLock()
    private(set) var byPage: [String: Set<String>] = [:]

    func record(_ page: String, _ templates: Set<String>) {
        lock.withLock { byPage[page] = templates }
    }
}

extension Build {
    // MARK: Stage 5: render

    /// Renders every page in parallel and writes it to the staging output.
    /// Returns the number of HTML pages.
    func render(_ layout: SiteLayout, _ theme: LoadedTheme, _ templates: Templates, _ output: Output, _ diagnostics: Diagnostics,
                scope: RenderScope = .all) throws -> RenderResult {
        let stylesheetPath: String
        if scope.onlyItems != nil, let known = scope.stylesheetPath {
            stylesheetPath = known
        } else {
            let maxPeople = layout.items.map(\.people.count).max() ?? 0
            let stylesheet = ThemeCSS.variables(theme.style, dark: theme.dark) + "\n"
                + (templates.raw("assets/tlsite.css") ?? "") + ThemeCSS.colorScheme(theme.colorScheme)
                + ThemeCSS.clusterQueries(theme.style.clusterStyle, maxPeople: maxPeople)
            stylesheetPath = "assets/tlsite.\(contentHash(stylesheet.utf8)).css"
            try output.write(stylesheetPath, stylesheet)
        }
        var siteInfo = SiteInfo(config: layout.config, stylesheet: stylesheetPath, generator: "tlsite \(tlsiteVersion)",
                                style: theme.style, people: layout.people)
        siteInfo.changeKinds = layout.changeKinds
        let info = siteInfo
        let siteValue = info.value
        let dates = DateFormatting.shared(language: layout.config.language)

        // A kind renders with widgets/KIND.html from the site, theme or
        // built-ins; a kind without one renders as text, with a warning.
        var widgets: [String: String] = [:]
        // By index: a loop over the items would copy each one.
        for index in layout.items.indices where widgets[layout.items[index].kind] == nil {
            let kind = layout.items[index].kind
            if templates.raw("widgets/\(kind).html") != nil {
                widgets[kind] = "widgets/\(kind)"
            } else {
                widgets[kind] = "widgets/text"
                diagnostics.report(.warning(layout.items[index].location(of: "kind"),
                                            "no template for kind '\(kind)': it renders as text; add templates/widgets/\(kind).html"))
            }
        }
        let widgetByKind = widgets
        let spacer = layout.config.timeline.spacer

        @Sendable func root(_ path: String) -> String { String(repeating: "../", count: path.filter { $0 == "/" }.count) }
        let tagLinks = TagLinks()
        @Sendable func itemValue(_ cell: Cell, root: String, after previous: Cell? = nil, compact: Bool = false) -> MustacheValue {
            let value = ItemContext.make(cell, site: info, imageURL: layout.imageURL[cell.item.slug], root: root, dates: dates,
                                         widget: widgetByKind[cell.item.kind] ?? "widgets/text", compact: compact, tagLinks: tagLinks)
            guard let spacer, let previous, case .object(var fields) = value else { return value }
            fields["spacer"] = SpacerContext.make(spacer, between: previous, and: cell)
            return .object(fields)
        }
        @Sendable func page(_ title: String, _ path: String, kind: String, root fixedRoot: String? = nil) -> MustacheValue {
            let pageRoot = fixedRoot ?? root(path)
            return .object([
                "title": .string(title),
                "url": .string(path),
                "permalink": info.permalink(path).map(MustacheValue.string) ?? .null,
                "root": .string(pageRoot),
                "home": .string(pageRoot.isEmpty ? "./" : pageRoot),
                "kind": .string(kind),
                "isHome": .bool(path.isEmpty),
            ])
        }

        let hashes = AssetHashes(site: site, io: io, theme: theme, readsStatic: options.changelog == nil)
        @Sendable func context(_ fields: [MustacheKey: MustacheValue], root pageRoot: String) -> MustacheValue {
            var object = Helpers.values(root: pageRoot, site: info, hash: hashes.hash)
            object["site"] = siteValue
            object.merge(fields) { _, new in new }
            return .object(object)
        }

        let treeCache = TreeCache(layout: layout, style: theme.style.folderStyle)

        // Signatures (incremental builds only): an item's cell is its
        // version and its place; the folder tree is every item's folder.
        let versions = scope.versions
        @Sendable func sign(_ hasher: inout Hasher, _ cell: Cell) {
            hasher.combine(cell.item.slug)
            hasher.combine(versions[cell.item.slug])
            hasher.combine(cell.left.rawValue)
            hasher.combine(cell.right.rawValue)
            hasher.combine(cell.index)
        }
        var treeHasher = Hasher()
        if scope.previous != nil, !layout.tree.isEmpty {
            // Items at the top of content/ are in no folder of the tree.
            for item in layout.items where !item.folder.isEmpty {
                treeHasher.combine(item.slug)
                treeHasher.combine(item.folder)
                treeHasher.combine(versions[item.slug])
            }
        }
        let treeVersion = treeHasher.finalize()

        var pending: [PageJob] = []
        for (listingIndex, listing) in layout.listings.enumerated() where scope.onlyItems == nil {
            let pages = Timeline.pages(count: listing.cells.count, perPage: layout.config.timeline.perPage)
            for (number, range) in pages.enumerated() {
                let path = number == 0 ? listing.path : listing.path + "page/\(number + 1)/"
                let pageRoot = root(path)
                let href = { (n: Int) -> MustacheValue in .string(pageRoot + (n == 1 ? listing.path : listing.path + "page/\(n)/")) }
                let newestFirst = layout.config.timeline.order == .newestFirst
                let pagination: MustacheValue = .object([
                    "current": .int(number + 1),
                    "total": .int(pages.count),
                    "isPaginated": .bool(pages.count > 1),
                    "prev": number > 0 ? .object(["href": href(number), "label": .string(newestFirst ? "Newer" : "Earlier")]) : .null,
                    "next": number + 1 < pages.count ? .object(["href": href(number + 2), "label": .string(newestFirst ? "Older" : "Later")]) : .null,
                    "pages": .array(Timeline.pageWindow(current: number + 1, total: pages.count).map { entry in
                        entry.map { .object(["number": .int($0), "href": href($0), "isCurrent": .bool($0 == number + 1), "isGap": .bool(false)]) }
                            ?? .object(["isGap": .bool(true)])
                    }),
                ])
                let title: String
                switch listing.kind {
                case .home: title = number == 0 ? layout.config.title : "\(layout.config.title), page \(number + 1)"
                case .tag: title = "Tagged \u{201C}\(listing.title)\u{201D}"
                case .kind: title = "Kind: \(listing.title)"
                case .change: title = listing.title
                case .folder: title = number == 0 ? listing.title : "\(listing.title), page \(number + 1)"
                }
                let folder = listing.folder
                let compact = listing.compact
                let introduction = number == 0 ? listing.introduction : nil
                pending.append(PageJob(template: "index", path: path + "index.html") {
                    // The cells are looked up when the page renders, not copied into every job.
                    let cells = layout.listings[listingIndex].cells[range]
                    var pageValue = page(title, path, kind: listing.kind.rawValue)
                    if case .object(var fields) = pageValue, let introduction, !introduction.isEmpty {
                        fields["introduction"] = .string(introduction)
                        pageValue = .object(fields)
                    }
                    return context([
                        "page": pageValue,
                        "items": .array(cells.indices.map { index in
                            itemValue(cells[index], root: pageRoot, after: index > cells.startIndex ? cells[index - 1] : nil, compact: compact)
                        }),
                        "hasItems": .bool(!cells.isEmpty),
                        "showLanes": .bool(!layout.config.timeline.lanes.isEmpty && cells.contains { $0.left != .none || $0.right != .none }),
                        "pagination": pagination,
                        "tree": listing.kind == .home ? treeCache.tree(root: pageRoot) : .null,
                        "folder": folder.map { treeCache.folder($0, root: pageRoot) } ?? .null,
                    ], root: pageRoot)
                } signature: { hasher in
                    hasher.combine(title)
                    hasher.combine(introduction)
                    hasher.combine(pages.count)
                    if listing.kind == .home || listing.kind == .folder { hasher.combine(treeVersion) }
                    for cell in layout.listings[listingIndex].cells[range] { sign(&hasher, cell) }
                })
            }
        }
        let itemIndices = scope.onlyItems.map { only in layout.items.indices.filter { only.contains(layout.items[$0].slug) } }
            ?? Array(layout.items.indices)
        for index in itemIndices {
            let item = layout.items[index]
            let path = encodePathSegment(item.slug) + "/"
            guard var shown = layout.cellBySlug[item.slug] else { continue }
            // A release's own page shows it unfolded.
            if shown.item.release != nil, shown.item.fold != nil { shown.item.fold?.open = true }
            let cell = shown
            pending.append(PageJob(template: "item", path: path + "index.html") {
                context(["page": page(cell.item.title, path, kind: "item"), "item": itemValue(cell, root: "../")], root: "../")
            } signature: { hasher in
                sign(&hasher, cell)
            })
        }
        // What every page shows of the site as a whole changes them all.
        var siteHasher = Hasher()
        siteHasher.combine(scope.global)
        siteHasher.combine(stylesheetPath)
        for change in layout.changeKinds { siteHasher.combine(change.kind); siteHasher.combine(change.count) }
        var scope = scope
        scope.global = siteHasher.finalize()
        if scope.onlyItems != nil { return try write(pending, templates, output, scope: scope, pages: pending.count, stylesheet: stylesheetPath) }
        let path404 = layout.config.baseURL.flatMap { URLComponents(string: $0)?.path } ?? "/"
        let root404 = path404.hasSuffix("/") ? path404 : path404 + "/"
        pending.append(PageJob(template: "404", path: "404.html") {
            var page404 = page("Page not found", "404.html", kind: "404", root: root404)
            if case .object(var fields) = page404 { fields["permalink"] = .null; page404 = .object(fields) }
            return context(["page": page404], root: root404)
        })
        let htmlPages = pending.count
        let sitemapURLs: [MustacheValue] = pending.dropLast().map { job in
            let path = String(job.path.dropLast("index.html".count))
            return .object(["loc": .string(info.permalink(path) ?? "/" + path)])
        }
        let allPaths = pending.map(\.path)
        pending.append(PageJob(template: "sitemap.xml", path: "sitemap.xml") {
            context(["urls": .array(sitemapURLs)], root: "")
        } signature: { hasher in
            hasher.combine(allPaths)
        })
        return try write(pending, templates, output, scope: scope, pages: htmlPages, stylesheet: stylesheetPath)
    }

    /// Renders the jobs in parallel (in an incremental build, those whose
    /// signature changed) and writes them to the output.
    private func write(_ all: [PageJob], _ templates: Templates, _ output: Output, scope: RenderScope, pages htmlPages: Int,
                       stylesheet: String) throws -> RenderResult {
        var signatures: [String: Int] = [:]
        var selected = all
        if let previous = scope.previous {
            signatures.reserveCapacity(all.count)
            selected = all.filter { job in
                var hasher = Hasher()
                hasher.combine(scope.global)
                hasher.combine(job.path)
                job.signature(&hasher)
                let signature = hasher.finalize()
                signatures[job.path] = signature
                return previous[job.path] != signature
            }
        }
        let jobs = selected
        let failures = Diagnostics()
        // One worker a thread (--jobs); each takes every jobs-th page, so
        // the long list pages and the short item pages spread evenly.
        let workers = max(1, min(options.jobs, jobs.count))
        // An incremental build notes the templates each page used, to
        // render again only the pages that use a template that changed.
        let tracking = scope.previous != nil
        let used = TemplateUse()
        DispatchQueue.concurrentPerform(iterations: workers) { worker in
            let templates = workers > 1 ? templates.forWorker() : templates
            for job in stride(from: worker, to: jobs.count, by: workers).lazy.map({ jobs[$0] }) {
                if failures.hasErrors { return }
                do {
                    let html: String
                    if tracking {
                        let (output, names) = try templates.renderTracking(job.template, job.context())
                        html = output
                        used.record(job.path, names)
                    } else {
                        html = try templates.render(job.template, job.context())
                    }
                    // Paths are URLs (percent-encoded); files take the names the URLs decode to.
                    let file = job.path.removingPercentEncoding ?? job.path
                    if !(try output.write(file, Data(html.utf8))) {
                        failures.report(.error(nil, "two pages would be written to \(job.path)"))
                    }
                } catch {
                    failures.report(error)
                }
            }
        }
        if failures.hasErrors { throw DiagnosticList(failures.all) }
        return RenderResult(pages: htmlPages, signatures: signatures, rendered: jobs.map(\.path), stylesheetPath: stylesheet,
                            templatesUsed: used.byPage)
    }

    // MARK: Stage 6: files

    /// Item images, theme assets and static/, in that order of precedence
    /// after the generated pages.
    func copyFiles(_ layout: SiteLayout, _ theme: LoadedTheme, _ output: Output, _ diagnostics: Diagnostics) throws {
        for (source, target) in layout.copies where !output.contains(target) {
            try copyIn(source, to: target, output, diagnostics)
        }
        let staticFolder = site + "/static"
        let siteReal = io.resolve(site) ?? site
        // A changelog's folder is no site: its static/ is not ours to publish.
        let unlisted: (String, Diagnostic.Severity, String) -> Void = { file, severity, problem in
            diagnostics.report(Diagnostic(severity, at: SourceLocation(path: "static/" + file), severity == .warning ? "not copied: " + problem : problem))
        }
        for file in options.changelog == nil ? listFiles(staticFolder, io: io, hidden: true, problems: unlisted) : [] {
            let path = staticFolder + "/" + file
            guard let real = io.resolve(path), isInside(real, siteReal) else {
                diagnostics.report(.error(SourceLocation(path: "static/" + file), "symbolic link leads outside the site"))
                continue
            }
            if output.contains(file) {
                diagnostics.report(.warning(SourceLocation(path: "static/" + file), "not copied: tlsite writes a page or an image at the same path"))
                continue
            }
            try copyIn(path, to: file, output, diagnostics)
        }
        // A theme's assets come after static/, so a site can replace any of them.
        for layer in theme.assetLayers.reversed() {
            for file in layer.list() where !output.contains("assets/" + file) {
                if let data = layer.read(file) { try output.write("assets/" + file, data) }
            }
        }
    }
}

/// Content hashes of the files `{{#asset}}` may name: static/ first, then
/// the theme's assets/. Computed once per path.
final class AssetHashes: @unchecked Sendable {
    private let site: String
    private let io: FileIO
    private let theme: LoadedTheme
    private let readsStatic: Bool
    private let lock = NSLock()
    private var cache: [String: String?] = [:]

    init(site: String, io: FileIO, theme: LoadedTheme, readsStatic: Bool) {
        self.site = site
        self.readsStatic = readsStatic
        self.io = io
        self.theme = theme
    }

    @Sendable func hash(_ path: String) -> String? {
        if let cached = lock.withLock({ cache[path] }) { return cached }
        var data: Data?
        if Templates.fileName(path) != nil {
            if readsStatic, io.kind(site + "/static/" + path) == .file { data = try? io.read(site + "/static/" + path) }
            if data == nil, path.hasPrefix("assets/") {
                for layer in theme.assetLayers.reversed() {
                    if let found = layer.read(String(path.dropFirst("assets/".count))) { data = found; break }
                }
            }
        }
        let result = data.map { contentHash($0) }
        lock.withLock { cache[path] = result }
        return result
    }
}

/// The tree's template values, made once for each distinct page depth.
final class TreeCache: @unchecked Sendable {
    private let layout: SiteLayout
    private let style: FolderStyle
    private let lock = NSLock()
    private var trees: [String: MustacheValue] = [:]

    init(layout: SiteLayout, style: FolderStyle) {
        self.layout = layout
        self.style = style
    }

    func tree(root: String) -> MustacheValue {
        guard !layout.tree.isEmpty else { return .null }
        if let cached = lock.withLock({ trees[root] }) { return cached }
        let value = TreeContext.make(layout.tree, root: root, style: style, imageURL: imageURL)
        lock.withLock { trees[root] = value }
        return value
    }

    func folder(_ node: FolderNode, root: String) -> MustacheValue {
        TreeContext.node(node, index: 0, root: root, style: style, imageURL: imageURL)
    }

    private func imageURL(_ folder: Folder) -> String? {
        folder.image == nil ? nil : layout.folderImageURL[folder.path]
    }
}

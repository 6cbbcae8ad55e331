import Foundation
import Mustache
import Synchronization
import TLCore
import TLModel
import TLRender

/// Which of a plan's pages a render writes: the three ways `tlsite build`
/// and `tlsite serve` render.
enum JobSelection: Sendable {
    /// Every page: a whole build.
    case all
    /// The pages whose signature differs from the last render's (by path;
    /// a page missing there is rendered). `generation` stands for every
    /// input that is not an item's file (theme, configuration, templates,
    /// static files): when it changes, every page does. `pages` is the
    /// number of HTML pages the last render had.
    case changed(since: [String: Int], pages: Int, generation: Int)
    /// Only the own pages of these cells (edited items in their last
    /// place), with their items' versions: what `tlsite serve` writes
    /// first after an edit, before the site is laid out again.
    case items([Cell], versions: [String: Int], generation: Int)
}

/// What a render did.
struct RenderResult: Sendable {
    /// Every HTML page of the site (rendered or not).
    var pages: Int
    /// Every page's signature, by path, when the selection asked for them.
    var signatures: [String: Int]
    /// The paths rendered and written this time.
    var rendered: [String]
    var stylesheetPath = ""
    /// The bytes of `search.json`, when a list has the search box and it was written.
    var searchIndexBytes: Int?
    /// The items whose text `search.json` left out, past its bound.
    var searchItemsWithoutText = 0
    /// When signatures are kept: the templates each rendered page used.
    var templatesUsed: [String: Set<String>] = [:]
    /// The cards list pages showed as another page had rendered them (`RenderPlan.cardCache`).
    var cardsReused = 0
    /// The cards rendered and kept for the pages after (`PartialCache.stored`).
    var cardsKept = 0
    /// The pages of the last render that went, as an update that patched its
    /// plan knows them (`TermsRegrouped.pagesGone`).
    var pagesGone: Set<String> = []
}

extension RenderResult {
    /// The render of two languages' pages, as one.
    func merging(_ other: RenderResult) -> RenderResult {
        var result = self
        result.pages += other.pages
        result.signatures.merge(other.signatures) { _, new in new }
        result.rendered += other.rendered
        result.templatesUsed.merge(other.templatesUsed) { _, new in new }
        if let bytes = other.searchIndexBytes { result.searchIndexBytes = (result.searchIndexBytes ?? 0) + bytes }
        result.searchItemsWithoutText += other.searchItemsWithoutText
        result.cardsReused += other.cardsReused
        result.cardsKept += other.cardsKept
        result.pagesGone.formUnion(other.pagesGone)
        return result
    }
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
    // MARK: Stage: render

    /// Renders the selected pages of the plan in parallel and writes them,
    /// with the stylesheet, to the output. The pages not selected are
    /// claimed, so later stages see every path the site has.
    func render(_ plan: RenderPlan, _ templates: Templates, _ selection: JobSelection, _ output: Output) throws -> RenderResult {
        let planned: [PageJob], htmlPages: Int
        var generation: Int?
        switch selection {
        case .all:
            (planned, htmlPages) = plan.allJobs()
        case .changed(_, let pages, let value) where plan.layout.itemsReplaced != nil:
            // Only some items' bodies changed: the other pages are the last
            // render's, and only these are signed again.
            planned = plan.jobs(showing: plan.layout.itemsReplaced!)
            let terms = plan.layout.termsRegrouped
            htmlPages = pages + (terms?.pagesAdded ?? 0) - (terms?.pagesGone.count ?? 0)
            generation = value
        case .changed(_, _, let value):
            (planned, htmlPages) = plan.allJobs()
            generation = value
        case .items(let cells, let versions, let value):
            planned = plan.itemJobs(cells, versions: versions)
            htmlPages = planned.count
            generation = value
        }
        // A language's pages go below its folder, with their translations.
        let jobs = plan.localized(planned)
        var seen = Set<String>(minimumCapacity: jobs.count)
        for job in jobs where !seen.insert(job.path).inserted {
            throw Diagnostic.error(nil, "two pages would be written to \(job.path)")
        }
        var search: SearchIndex.Made?
        if case .items = selection {} else {
            // Languages share the stylesheet and script when theirs are the same.
            if !output.contains(plan.stylesheet.path) { try output.write(plan.stylesheet.path, plan.stylesheet.text) }
            if !output.contains(plan.script.path) { try output.write(plan.script.path, plan.script.text) }
            search = try writeSearch(plan.layout, templates, output)
        }

        var signatures: [String: Int] = [:]
        var gone: Set<String> = []
        var chosen = jobs
        if let generation {
            // Signed on every core: an update of `tlsite serve` signs every page.
            let values = parallelMap(jobs.count, workers: options.jobs) { index in
                var hasher = Hasher()
                hasher.combine(generation)
                hasher.combine(plan.siteSignature)
                hasher.combine(jobs[index].path)
                jobs[index].signature(&hasher)
                return hasher.finalize()
            }
            if case .changed(let previous, _, _) = selection {
                // One pass: each page rendered again or kept as it is.
                chosen = []
                var kept: [String] = []
                kept.reserveCapacity(jobs.count)
                for (job, value) in zip(jobs, values) {
                    if previous[job.path] == value { kept.append(Build.file(job.path)) } else { chosen.append(job) }
                }
                if plan.layout.itemsReplaced != nil {
                    // The pages not planned again stay as they are, with their
                    // signatures; those of term lists that went or shrank go.
                    signatures = previous
                    gone = plan.layout.termsRegrouped?.pagesGone ?? []
                    for path in gone { signatures[path] = nil }
                    output.expectedGone = Set(gone.map(Build.file))
                    let planned = Set(jobs.map(\.path))
                    kept += signatures.keys.filter { !planned.contains($0) }.map(Build.file)
                } else {
                    signatures.reserveCapacity(jobs.count)
                }
                for (job, value) in zip(jobs, values) { signatures[job.path] = value }
                output.claim(kept)
            } else {
                signatures.reserveCapacity(jobs.count)
                for (job, value) in zip(jobs, values) { signatures[job.path] = value }
            }
        }
        let cards = plan.cardCache(chosen)
        let used = try renderAndWrite(chosen, order: plan.cardOrder(chosen), templates, output, tracking: generation != nil,
                                      cards: cards ?? plan.clusters.html)
        if StageTimings.enabled, let cards { StageTimings.note("render: \(cards.hits) cards reused, \(cards.stored) kept; clusters \(plan.clusters.html.hits) reused, \(plan.clusters.html.stored) kept") }
        return RenderResult(pages: htmlPages, signatures: signatures, rendered: chosen.map(\.path),
                            stylesheetPath: plan.stylesheet.path, searchIndexBytes: search?.data.count,
                            searchItemsWithoutText: search?.itemsWithoutText ?? 0, templatesUsed: used, cardsReused: cards?.hits ?? 0,
                            cardsKept: cards?.stored ?? 0, pagesGone: gone)
    }

    /// Paths are URLs (percent-encoded); files take the names the URLs decode to.
    static func file(_ path: String) -> String {
        path.containsUTF8Byte(UInt8(ascii: "%")) ? path.removingPercentEncoding ?? path : path
    }

    /// Renders the jobs in parallel, in `order` (indices of `jobs`), and
    /// writes them; with `tracking`, returns the templates each page used.
    /// `cards` keeps the cards that several of the list pages show, and the
    /// avatar clusters (its `inner` cache, or alone).
    private func renderAndWrite(_ jobs: [PageJob], order: [Int], _ templates: Templates, _ output: Output, tracking: Bool,
                                cards: PartialCache?) throws -> [String: Set<String>] {
        let failures = Diagnostics()
        // One worker a thread (--jobs); each takes the next page in `order`
        // not taken yet, so the long pages (the sitemap, first) and the short
        // ones spread evenly, and the list pages that share cards come together.
        let workers = max(1, min(options.jobs, jobs.count))
        let used = TemplateUse()
        let next = Atomic<Int>(0)
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            let templates = workers > 1 ? templates.forWorker() : templates
            while true {
                let taken = next.add(1, ordering: .relaxed).oldValue
                guard taken < order.count else { return }
                let job = jobs[order[taken]]
                if failures.hasErrors { return }
                do {
                    let html: String
                    let context = try cards.flatMap { cards in job.cardContext?(cards) } ?? job.context()
                    if tracking {
                        let (output, names) = try templates.renderTracking(job.template, context, partials: cards)
                        html = output
                        used.record(job.path, names)
                    } else {
                        html = try templates.render(job.template, context, partials: cards)
                    }
                    if !(try output.write(Build.file(job.path), Data(html.utf8))) {
                        failures.report(.error(nil, "two pages would be written to \(job.path)"))
                    }
                } catch {
                    failures.report(error)
                }
            }
        }
        if failures.hasErrors { throw DiagnosticList(failures.all) }
        return used.byPage
    }

    // MARK: Stage 6: files

    /// Item images, theme assets and static/, in that order of precedence
    /// after the generated pages.
    func copyFiles(_ layout: SiteLayout, _ theme: LoadedTheme, _ driver: some Driver, _ diagnostics: Diagnostics) throws {
        let output = driver.output
        /// Copies a file in, unless the output holds it already (serve).
        func copy(_ source: String, to target: String) throws {
            if driver.holds(target, from: source) { output.claim([target]) } else { try copyIn(source, to: target, output, diagnostics) }
        }
        for (source, target) in layout.copies where !output.contains(target) {
            try copy(source, to: target)
        }
        let staticFolder = site + "/static"
        let siteReal = io.resolve(site) ?? site
        // A changelog's folder is no site: its static/ is not ours to publish.
        let unlisted: (String, Diagnostic.Severity, String) -> Void = { file, severity, problem in
            diagnostics.report(Diagnostic(severity, at: SourceLocation(path: "static/" + file), severity == .warning ? "not copied: " + problem : problem))
        }
        for file in source.readsSiteFolder ? listFiles(staticFolder, io: io, hidden: true, problems: unlisted) : [] {
            let path = staticFolder + "/" + file
            guard let real = io.resolve(path), isInside(real, siteReal) else {
                diagnostics.report(.error(SourceLocation(path: "static/" + file), "symbolic link leads outside the site"))
                continue
            }
            if output.contains(file) {
                diagnostics.report(.warning(SourceLocation(path: "static/" + file), "not copied: tlsite writes a page or an image at the same path"))
                continue
            }
            try copy(path, to: file)
        }
        // An image the layout found in static/ that the copy did not: it went
        // while the build ran. Publishing would give pages without it.
        for (image, location) in layout.staticImages.sorted(by: { $0.key < $1.key }) where !output.contains(image) {
            diagnostics.report(.error(location, "image '\(image)' was in static/ when the build began and is gone now; "
                                      + "nothing was published: put static/\(image) back, or change 'image', and build again"))
        }
        for (image, location) in layout.bodyStaticImages.sorted(by: { $0.key < $1.key }) where !output.contains(image) {
            diagnostics.report(.error(location, "image '/\(image)' of the body was in static/ when the build began and is gone now; "
                                      + "nothing was published: put static/\(image) back, or change the image's address, and build again"))
        }
        // A theme's assets come after static/, so a site can replace any of them.
        for layer in theme.assetLayers.reversed() {
            for file in layer.list() where !output.contains(Routes.asset(file)) {
                guard let data = layer.read(file) else {
                    diagnostics.report(.error(nil, "the theme's file assets/\(file) was listed but could not be read (it went while the build ran?); "
                                              + "nothing was published: build again"))
                    continue
                }
                try output.write(Routes.asset(file), data)
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
            if data == nil, path.hasPrefix(Routes.assets) {
                for layer in theme.assetLayers.reversed() {
                    if let found = layer.read(String(path.dropFirst(Routes.assets.count))) { data = found; break }
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

    /// A new cache, for the same tree showing other titles.
    func with(layout: SiteLayout) -> TreeCache { TreeCache(layout: layout, style: style) }

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

import Foundation
import TLCore
import TLModel

/// A site built once and then again after each change, for `tlsite serve`.
///
/// Every build runs `Pipeline`'s stages, the same list `tlsite build` runs,
/// so it reports the same messages and writes the same files. What differs
/// is the driver: item files read before and unchanged since come from an
/// `ItemCache`, only the pages whose signature changed are rendered, and
/// the output folder is updated in place (a page replaced in one step;
/// pages the site no longer has removed). `Change.classify` decides what an
/// edit invalidates. After an edit to items, their own pages are written
/// first from the last layout, since that is what the author is looking at.
package final class Session: @unchecked Sendable {
    private(set) var build: Build
    /// When set, each build takes its *now* from here (serve: the clock), so
    /// an item whose date has just passed appears with the next update.
    package var clock: (@Sendable () -> Date)?

    /// One build at a time.
    private let lock = NSLock()
    private let cache = ItemCache()
    /// Bumped by every change that is not an item's file or a template in
    /// place: part of every page's signature.
    private var generation = 0
    /// Templates changed since the last good build: the pages that used
    /// them render again, even if that build failed in between.
    private var changedTemplates: Set<String> = []
    /// Every path changed since the last good build (nil: anything may
    /// have): a file of static/ or an image not among them is in the
    /// output as it is, and is not copied again.
    private var changedPaths: Set<String>?
    private var last: Last?
    /// What the last update or build reported.
    private var lastReport: BuildReport?
    /// Whether the last update put new bodies into the last layout instead
    /// of laying out again (tests; `TLSITE_TIMINGS=1` says it too).
    private(set) var patchedLayout = false

    /// What the last good build left, to start the next from.
    private struct Last {
        var generation: Int
        /// What the last build read, laid out and planned: where a preview
        /// finds an edited item's place, and what an update that changed
        /// only items' bodies patches.
        var layout: LastLayout
        var plan: RenderPlan { layout.plan }
        var templates: Templates
        var signatures: [String: Int]
        /// Every file of the output, relative to it.
        var outputFiles: Set<String>
        /// Those the output's manifest lists, sorted (nil: not known), and its list of pages.
        var manifestFiles: [String]?
        var manifestPages: OutputManifest.PagesSection?
        /// The item pages it made, with their files (the manifest's list):
        /// what the next update finds moved pages against.
        var pages: [PageRecord]
        /// The templates each page used, by page path.
        var templatesUsed: [String: Set<String>]
    }

    package init(_ options: BuildOptions, io: FileIO = .disk) {
        build = Build(options, io: io)
    }

    /// Builds everything.
    package func buildAll() -> BuildReport {
        lock.withLock {
            changedPaths = nil
            return run(.everything)
        }
    }

    /// Builds again after `paths` (absolute) changed, were added or removed.
    /// Paths no build reads (`unread`) are left out; when only those
    /// changed, nothing is built and the last report is returned as it was.
    package func update(_ paths: Set<String>) -> BuildReport {
        lock.withLock {
            guard last != nil, !paths.isEmpty else {
                changedPaths = nil
                return run(.everything)
            }
            let paths = paths.filter { !unread($0) }
            if paths.isEmpty, let lastReport { return lastReport }
            let change = classify(paths)
            if change == .everything { changedPaths = nil } else { changedPaths?.formUnion(paths) }
            return run(change)
        }
    }

    /// Whether no build reads any of `paths` (`read` leaves none of them).
    package func changesNothing(_ paths: Set<String>) -> Bool {
        !paths.isEmpty && read(paths).isEmpty
    }

    /// `paths` without those no build reads.
    package func read(_ paths: Set<String>) -> Set<String> {
        lock.withLock { paths.filter { !unread($0) } }
    }

    /// Whether no build reads `path`: a file or folder of content/ below a
    /// hidden name (the content stage lists no hidden entry: Vim's
    /// `.item.md.swp`, Emacs's `.#item.md`), or a file of content/ that is
    /// not Markdown, that the last build did not read as an image and that
    /// is either there, a plain file, after a build that succeeded (a PDF
    /// beside the items, an image no item names yet), or gone, held by the
    /// last listing neither as a folder nor above a file, and named by no
    /// message of the last build: an editor's file written and renamed away
    /// within one save (`sed -i`'s `sedXXXXXX`, Vim's `4913`, JetBrains'
    /// `___jb_tmp___`). Saved that way, an item's edit was read as two
    /// changes of two kinds, so everything was read and rendered again.
    private func unread(_ path: String) -> Bool {
        let content = build.site + "/content/"
        guard path.hasPrefix(content) else { return false }
        let inside = path.dropFirst(content.count)
        if inside.split(separator: "/").contains(where: { $0.hasPrefix(".") }) { return true }
        guard !inside.hasSuffix(".md"), let listing = cache.listing else { return false }
        let folder = String(inside)
        guard let layout = last?.layout.plan.layout, !layout.imageFiles.values.contains(where: { $0.path == path }) else { return false }
        // A changelog (or its releases' JSON) that tlsite.yml names inside content/ is read as such.
        let config = layout.config
        let named = [config.changelog, config.changelogReleases].compactMap { $0 } + config.changelogFiles
        if named.contains(where: { $0.hasPrefix("content") || $0.hasPrefix("./content") || $0.hasPrefix("*") }) { return false }
        switch build.io.kind(path) {
        case .directory:
            return false
        case .file:
            // Of a file no item names, content/'s listing checks only where a link leads:
            // a plain file beside items changes nothing, unless the last build failed (it may name it).
            return lastReport?.succeeded == true && build.io.isPlainFile(path)
        case .missing:
            break
        }
        if listing.folders.contains(folder) || listing.indexFiles.contains(folder)
            || listing.files.contains(where: { $0.0.hasPrefix(path + "/") }) { return false }
        let shown = "content/" + folder
        return !(lastReport?.diagnostics ?? []).contains { $0.location?.path == shown || $0.location?.path.hasPrefix(shown + "/") == true }
    }

    /// What `paths` change, given the last build.
    func classify(_ paths: Set<String>) -> Change {
        let io = build.io
        let used = last?.templatesUsed ?? [:]
        // Asked only of templates' paths: every page's set is not merged for each edit of an item.
        return Change.classify(paths, site: build.site, isDirectory: { io.kind($0) == .directory },
                               wasUsed: { name in used.values.contains { $0.contains(name) } })
    }

    private func run(_ change: Change) -> BuildReport {
        let report = stages(change)
        lastReport = report
        return report
    }

    private func stages(_ change: Change) -> BuildReport {
        let started = Date()
        if let clock {
            var options = build.options
            options.now = clock()
            build = Build(options, io: build.io)
        }
        let preview = apply(change)
        var previous = last?.signatures ?? [:]
        if !changedTemplates.isEmpty {
            for (page, used) in last?.templatesUsed ?? [:] where !used.isDisjoint(with: changedTemplates) { previous[page] = nil }
        }
        previous.merge(preview?.signatures ?? [:]) { _, new in new }

        let options = build.options
        // Only item files changed since the last good build: the stages may patch its layout.
        var unchanged: LastLayout?
        if case .items = change, let last, last.generation == generation, changedTemplates.isEmpty { unchanged = last.layout }
        let driver = SessionDriver(output: Output(final: options.outputFolder, site: options.site, io: build.io, enabled: options.write, inPlace: true),
                                   items: cache, last: unchanged, templates: unchanged == nil ? nil : last?.templates, previous: previous, pages: last?.layout.pages ?? 0,
                                   generation: generation, lastFiles: last?.outputFiles ?? [], lastSortedFiles: last?.manifestFiles, lastManifestPages: last?.manifestPages, lastPages: last?.pages,
                                   changedPaths: changedPaths, io: build.io)
        let diagnostics = Diagnostics()
        guard let result = build.runStages(driver, diagnostics) else {
            preview?.undo(build)
            return BuildReport(diagnostics: diagnostics.all, summary: nil)
        }
        remember(result, driver.output)
        if !build.options.outputIsOwn {
            var options = build.options
            options.outputIsOwn = true
            build = Build(options, io: build.io)
        }
        let written = Set(result.render.rendered).union(preview.map { Array($0.signatures.keys) } ?? [])
        var summary = BuildSummary(pages: result.render.pages, items: result.layout.items.count, pagesWritten: written.count,
                                   seconds: Date().timeIntervalSince(started))
        summary.images = result.layout.imageCounts
        return BuildReport(diagnostics: diagnostics.all, summary: summary)
    }

    /// Forgets what `change` makes stale (readings, content/'s listing) or
    /// marks it (the generation, the templates changed); after an edit of
    /// items alone, writes their pages first (the preview).
    private func apply(_ change: Change) -> Preview? {
        switch change {
        case .items(let paths):
            // A file that came or went, or became a link, changes content/'s listing.
            if !(cache.listed(paths) && paths.allSatisfy(build.io.isPlainFile)) { cache.listing = nil }
            // A preview renders with the last build's theme, templates and
            // settings: only when nothing but items changed since.
            // A translation reads with its original's front matter, which the preview does not know.
            if let last, last.generation == generation, changedTemplates.isEmpty, !last.layout.plan.layout.config.isMultilingual {
                return Preview(paths, build: build, cache: cache, plan: last.plan, templates: last.templates, generation: generation)
            }
            cache.forget(paths)
        case .templates(let names):
            changedTemplates.formUnion(names)
        case .theme, .config:
            generation += 1
        case .static:
            generation += 1
            // An image of content/ is listed too (a link of it that leads out is an error).
            cache.listing = nil
        case .everything:
            generation += 1
            cache.forgetAll()
        }
        return nil
    }

    /// Keeps what a good build left for the next update.
    private func remember(_ result: StagesResult, _ output: Output) {
        patchedLayout = result.layout.itemsReplaced != nil
        if StageTimings.enabled {
            if patchedLayout { StageTimings.note("layout kept: \(result.layout.itemsReplaced!.count) edited items put in") }
            StageTimings.note("pages rendered: \(result.render.rendered.count) \(result.render.rendered.prefix(12))")
        }
        // Taken out of the last build's record, so it is changed in place, not copied.
        var templatesUsed = last?.templatesUsed ?? [:]
        last?.templatesUsed = [:]
        templatesUsed.merge(result.render.templatesUsed) { _, new in new }
        // Every page signed was rendered once: as many pages as signatures, when none went.
        for page in result.render.pagesGone { templatesUsed[page] = nil }
        if templatesUsed.count != result.render.signatures.count {
            for page in templatesUsed.keys where result.render.signatures[page] == nil { templatesUsed[page] = nil }
        }
        // The last build's plan and layout are freed on another thread: an
        // update of a large site is reported without waiting for that.
        // A manifest left as it was lists what it listed.
        let manifestFiles = output.manifestFiles ?? last?.manifestFiles
        let retired = Retired(last)
        last = nil
        DispatchQueue.global(qos: .utility).async { retired.free() }
        let layout = LastLayout(content: result.content, now: build.options.now, plan: result.plan, pages: result.render.pages)
        last = Last(generation: generation, layout: layout, templates: result.templates,
                    signatures: result.render.signatures, outputFiles: output.paths, manifestFiles: manifestFiles, manifestPages: output.manifestPages,
                    pages: output.pages ?? [],
                    templatesUsed: templatesUsed)
        changedTemplates = []
        changedPaths = []
    }
}

/// What the last build left, handed to another thread to be freed.
private final class Retired<Value>: @unchecked Sendable {
    private var value: Value?
    init(_ value: Value?) { self.value = value }
    func free() { value = nil }
}

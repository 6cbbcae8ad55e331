import Foundation
import TLContent
import TLCore
import TLFormats
import TLModel

/// A site built once and then again after each change, for `tlsite serve`.
///
/// The first build reads everything and writes every page into the output
/// folder in place. An update after edits to items re-reads only the files
/// that changed, writes those items' own pages at once, then lays the site
/// out again and renders only the pages whose signature (what they show)
/// changed; pages and files the site no longer has are removed. Any other
/// change (tlsite.yml, themes, templates, data, `_index.md`, static files,
/// items added or removed) reads the whole site again but still writes only
/// the pages that differ. The output is always the one `tlsite build` would
/// write, which the tests check.
public final class Session: @unchecked Sendable {
    private(set) var build: Build
    /// When set, each build takes its *now* from here (serve: the clock), so
    /// an item whose date has just passed appears with the next update.
    public var clock: (@Sendable () -> Date)?
    private var state: State?
    /// Bumped by every change that is not an item's file: every page depends on it.
    private var global = 0

    /// What the last good build left, to start the next from.
    private struct State {
        var config: SiteConfig
        var theme: LoadedTheme
        var templates: Templates
        var content: Build.Content
        var layout: SiteLayout
        /// Each item file's item (nil when it has errors) and messages.
        var files: [String: (item: Item?, problems: [Diagnostic])]
        /// Each item file's folder below content/.
        var folderByPath: [String: String]
        /// A version of each item, by slug.
        var versions: [String: Int]
        var signatures: [String: Int]
        /// Every file of the output, relative to it.
        var outputFiles: Set<String>
        /// The stylesheet of the last whole render.
        var stylesheetPath = ""
        /// The templates each page used, by page path.
        var templatesUsed: [String: Set<String>] = [:]
    }

    public init(_ options: BuildOptions, io: FileIO = .disk) {
        build = Session.build(options, io: io)
    }

    /// A build that hashes each item file, to tell which items changed.
    private static func build(_ options: BuildOptions, io: FileIO) -> Build {
        var build = Build(options, io: io)
        build.tracksVersions = true
        return build
    }

    /// One build at a time.
    private let lock = NSLock()

    /// Builds everything.
    public func buildAll() -> BuildReport {
        lock.withLock {
            global += 1
            return run(changed: nil)
        }
    }

    /// Builds again after `paths` (absolute) changed, were added or removed.
    public func update(_ paths: Set<String>) -> BuildReport {
        lock.withLock { updateLocked(paths) }
    }

    private func updateLocked(_ paths: Set<String>) -> BuildReport {
        // No local copy of the state: it would share the state's storage,
        // and the update's changes to it would then copy it whole.
        guard state != nil, !paths.isEmpty else {
            global += 1
            return run(changed: nil)
        }
        let site = build.site
        let items = paths.filter { path in
            path.hasPrefix(site + "/content/") && path.hasSuffix(".md") && !path.hasSuffix("/_index.md")
                && state?.folderByPath[path] != nil && build.io.kind(path) == .file
        }
        if items.isEmpty, let names = changedTemplates(paths) {
            return run(changed: [], templates: names)
        }
        if items.count != paths.count {
            global += 1
            return run(changed: nil)
        }
        return run(changed: items)
    }

    /// The names of the site's templates that `paths` are, when every path
    /// is a template of the site's `templates/` that was changed, not added
    /// or removed (which can change what other pages use); else nil.
    private func changedTemplates(_ paths: Set<String>) -> Set<String>? {
        let folder = build.site + "/templates/"
        var names: Set<String> = []
        for path in paths {
            guard path.hasPrefix(folder), build.io.kind(path) == .file else { return nil }
            let file = String(path.dropFirst(folder.count))
            // The component stylesheet is not a template: it changes every page.
            guard !file.hasPrefix("assets/"), file.hasSuffix(".html") || file.hasSuffix(".xml") else { return nil }
            let name = file.hasSuffix(".html") ? String(file.dropLast(".html".count)) : file
            guard state?.templatesUsed.values.contains(where: { $0.contains(name) }) ?? false else { return nil }
            names.insert(name)
        }
        return names
    }

    /// One build: everything (`changed` nil), or the given item files, or
    /// with `templates`, the site's templates of these names.
    private func run(changed: Set<String>?, templates changedTemplates: Set<String>? = nil) -> BuildReport {
        let started = Date()
        if let clock {
            var options = build.options
            options.now = clock()
            build = Session.build(options, io: build.io)
        }
        let diagnostics = Diagnostics()
        let options = build.options
        let output = Output(final: options.outputFolder, io: build.io, enabled: options.write, inPlace: true)
        do {
            diagnostics.report(try output.prepare())
        } catch {
            diagnostics.report(error.diagnostics(at: nil))
            return BuildReport(diagnostics: diagnostics.all, summary: nil)
        }
        defer { output.finish() }
        do {
            var next: State
            var previous = state?.signatures ?? [:]
            if let changedTemplates, state != nil {
                // The templates are read again; every page that used one of
                // them is rendered again, whatever its signature.
                next = state!
                next.templates = try build.loadTemplates(next.theme)
                for (page, used) in next.templatesUsed where !used.isDisjoint(with: changedTemplates) { previous[page] = nil }
            } else if let changed, state != nil {
                // In place: the files read again stand for what is on disk,
                // whether or not this build succeeds.
                try reread(changed, output: output)
                next = state!
            } else {
                next = try readAll(diagnostics)
            }
            for (_, file) in next.files.sorted(by: { $0.key < $1.key }) { diagnostics.report(file.problems) }
            if diagnostics.hasErrors { throw DiagnosticList([]) }
            let stageDiagnostics = Diagnostics()
            next.layout = try build.layOut(next.content, next.config, stageDiagnostics)
            var scope = RenderScope()
            scope.previous = previous
            scope.versions = next.versions
            scope.global = global
            let result = try build.render(next.layout, next.theme, next.templates, output, stageDiagnostics, scope: scope)
            let pageFiles = result.signatures.keys.map { $0.removingPercentEncoding ?? $0 }
            output.claim(pageFiles)
            try build.writeFeeds(next.layout, next.theme, next.templates, output, stageDiagnostics)
            try build.copyFiles(next.layout, next.theme, output, stageDiagnostics)
            diagnostics.report(stageDiagnostics.all)
            if stageDiagnostics.hasErrors { throw DiagnosticList([]) }
            let files = output.paths
            for stale in (state?.outputFiles ?? []).subtracting(files) { output.removeStale(stale) }
            next.signatures = result.signatures
            next.outputFiles = files
            next.stylesheetPath = result.stylesheetPath
            next.templatesUsed.merge(result.templatesUsed) { _, new in new }
            for page in next.templatesUsed.keys where result.signatures[page] == nil { next.templatesUsed[page] = nil }
            state = next
            let summary = BuildSummary(pages: result.pages, items: next.layout.items.count, files: result.rendered.count,
                                       seconds: Date().timeIntervalSince(started))
            return BuildReport(diagnostics: diagnostics.all, summary: summary)
        } catch {
            diagnostics.report(error.diagnostics(at: nil))
            return BuildReport(diagnostics: diagnostics.all, summary: nil)
        }
    }

    /// Reads the whole site, as `tlsite build` does.
    private func readAll(_ diagnostics: Diagnostics) throws -> State {
        let stages = Diagnostics()
        defer { diagnostics.report(stages.all) }
        let config = try build.loadConfig(stages)
        try build.checkOutputFolder()
        let theme = try build.loadTheme(config)
        let templates = try build.loadTemplates(theme)
        if stages.hasErrors { throw DiagnosticList([]) }
        // Per-file messages are kept with their file, to report them again
        // in later updates; the rest go to this build's messages.
        let collected = Diagnostics()
        let content = try build.readContent(config, collected)
        var files: [String: (item: Item?, problems: [Diagnostic])] = [:]
        for (path, _) in content.files { files[path] = (nil, []) }
        let byDisplay = Dictionary(grouping: collected.all) { $0.location?.path ?? "" }
        for item in content.items {
            let path = build.site + "/" + item.source.path
            if files[path] != nil { files[path] = (item, []) }
        }
        for (path, _) in content.files {
            files[path]?.problems = byDisplay[build.relative(path)] ?? []
        }
        let perFile = Set(content.files.map { build.relative($0.0) })
        stages.report(collected.all.filter { !perFile.contains($0.location?.path ?? "") })
        let versions = content.versions
        let empty = SiteLayout(config: config, items: [], listings: [], cellBySlug: [:], imageURL: [:], copies: [], tree: [],
                               folderImageURL: [:], people: [:])
        return State(config: config, theme: theme, templates: templates, content: content, layout: empty, files: files,
                     folderByPath: Dictionary(content.files, uniquingKeysWith: { first, _ in first }),
                     versions: versions, signatures: [:], outputFiles: [])
    }

    /// Reads the changed item files again, and writes their own pages at
    /// once from the last layout when their place in it cannot have moved.
    private func reread(_ changed: Set<String>, output: Output) throws {
        var quick: Set<String> = []
        for path in changed {
            let folder = state!.folderByPath[path] ?? ""
            let (item, problems, version) = build.readItem(path, folder: folder, cascade: state!.content.cascades[folder] ?? [],
                                                           unsafeMarkdown: state!.config.unsafeMarkdown)
            let old = state!.files[path]?.item
            state!.files[path] = (item, problems)
            if let old { state!.versions[old.slug] = nil }
            if let item {
                state!.versions[item.slug] = version
                if let old, old.slug == item.slug, old.date == item.date, old.draft == item.draft, old.kind == item.kind,
                   old.tags == item.tags, old.folder == item.folder, old.lanes == item.lanes,
                   old.leftType == item.leftType, old.rightType == item.rightType, old.image == item.image,
                   state!.layout.cellBySlug[item.slug] != nil {
                    state!.layout.cellBySlug[item.slug]?.item = item
                    quick.insert(item.slug)
                }
            }
        }
        if !quick.isEmpty, changed.allSatisfy({ path in !(state!.files[path]?.problems.contains { $0.severity == .error } ?? false) }) {
            // The item's own page first: it is what the author is looking at.
            var scope = RenderScope()
            scope.onlyItems = quick
            scope.versions = state!.versions
            scope.stylesheetPath = state!.stylesheetPath
            scope.global = global
            let first = Output(final: output.final, io: build.io, enabled: build.options.write, inPlace: true)
            _ = try? build.render(state!.layout, state!.theme, state!.templates, first, Diagnostics(), scope: scope)
        }
        state!.content.items = state!.content.files.compactMap { state!.files[$0.0]?.item }
            + state!.content.items.filter { $0.release != nil }
    }
}

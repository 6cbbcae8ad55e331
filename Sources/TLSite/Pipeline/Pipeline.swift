import Foundation
import TLCore
import TLModel
import TLRender

/// One named step of the build, with the value it takes and the value it
/// makes. A stage reports every problem it finds into the build's
/// `Diagnostics`; the build stops after a stage that reported an error,
/// unless the stage `continuesAfterErrors`.
struct Stage<Input, Output>: Sendable {
    let name: String
    var continuesAfterErrors = false
    let body: @Sendable (Build, Input, Diagnostics) throws -> Output

    init(_ name: String, continuesAfterErrors: Bool = false, _ body: @escaping @Sendable (Build, Input, Diagnostics) throws -> Output) {
        self.name = name
        self.continuesAfterErrors = continuesAfterErrors
        self.body = body
    }
}

/// The build, as its list of stages. `Build.run()` and `Session` both run
/// this list (`Build.runStages`), so `tlsite serve` and `tlsite build`
/// cannot drift apart: they differ only in their `Driver`, which says where
/// an item file's reading comes from, which pages are rendered, and how the
/// output is finished.
enum Pipeline {
    static let config = Stage<Void, SiteConfig>("config") { build, _, diagnostics in try build.loadConfig(diagnostics) }
    static let output = Stage<Void, Void>("output") { build, _, _ in try build.checkOutputFolder() }
    static let theme = Stage<SiteConfig, LoadedTheme>("theme") { build, config, diagnostics in
        let theme = try build.loadTheme(config)
        diagnostics.report(theme.warnings)
        return theme
    }
    /// The interface strings: English, the language's, the theme's and the site's `i18n/`.
    static let catalogue = Stage<(config: SiteConfig, theme: LoadedTheme), Catalogue>("catalogue") { build, input, diagnostics in
        build.loadCatalogue(input.config, input.theme, diagnostics)
    }
    /// With serve's last templates, when nothing but item files changed since: those.
    static let templates = Stage<(theme: LoadedTheme, kept: Templates?), Templates>("templates") { build, input, _ in
        try input.kept ?? build.loadTemplates(input.theme)
    }
    /// Layout runs on the items that did read, so duplicate slugs and
    /// missing images are reported in the same build as broken files.
    /// With `bodies`, each item's body goes there as soon as it is read.
    static let content = Stage<(config: SiteConfig, cache: ItemCache?, catalogue: Catalogue, templates: Templates, bodies: BodyStore?), Build.Content>(
        "content", continuesAfterErrors: true) { build, input, diagnostics in
        try build.readContent(input.config, cache: input.cache, input.catalogue, input.templates, bodies: input.bodies, diagnostics)
    }
    /// With the last layout of `tlsite serve`, when only item bodies changed:
    /// that layout with the new bodies (`LayoutPatch.swift`).
    static let layout = Stage<(content: Build.Content, config: SiteConfig, catalogue: Catalogue, last: LastLayout?), SiteLayout>("layout") { build, input, diagnostics in
        if let last = input.last, let patched = build.patchLayout(last, input.content) {
            diagnostics.report(patched.messages)
            return patched
        }
        let own = Diagnostics()
        defer { diagnostics.report(own.all) }
        var layout = try build.layOut(input.content, input.config, input.catalogue, own)
        layout.messages = own.all
        return layout
    }
    /// Sizes and variants of the local images (`prepareImages`): from the
    /// cache, or made with libvips; runs on a patched layout too, whose
    /// new bodies may show new images.
    static let images = Stage<SiteLayout, SiteLayout>("images") { build, layout, diagnostics in
        build.prepareImages(layout, diagnostics)
    }
    /// Pure: what every page is, with its signature; nothing is rendered.
    /// A patched layout patches the last plan.
    static let plan = Stage<(layout: SiteLayout, theme: LoadedTheme, templates: Templates, last: LastLayout?), RenderPlan>("plan") { build, input, diagnostics in
        if input.layout.itemsReplaced != nil, let last = input.last {
            diagnostics.report(last.plan.messages)
            return RenderPlan(patching: last.plan, input.layout)
        }
        let own = Diagnostics()
        defer { diagnostics.report(own.all) }
        let plan = try RenderPlan(build, input.layout, input.theme, input.templates, own)
        plan.messages = own.all
        return plan
    }
    static let prepare = Stage<any Driver, Void>("prepare") { _, driver, diagnostics in diagnostics.report(try driver.output.prepare()) }
    static let render = Stage<(plan: RenderPlan, templates: Templates, driver: any Driver), RenderResult>("render") { build, input, diagnostics in
        let result = try build.render(input.plan, input.templates, input.driver.selection, input.driver.output)
        if result.searchItemsWithoutText > 0 {
            let config = input.plan.layout.config
            diagnostics.report(.warning(config.locations["search"] ?? SourceLocation(path: "tlsite.yml"),
                                        "the search index holds \(SearchIndex.maxItemText / 1_000_000) MB of items' text at most: the last \(result.searchItemsWithoutText) "
                                            + "items in the timeline are found by their titles, dates and tags only"))
        }
        return result
    }
    static let feeds = Stage<(layout: SiteLayout, theme: LoadedTheme, templates: Templates, output: Output), Void>("feeds") { build, input, diagnostics in
        try build.writeFeeds(input.layout, input.theme, input.templates, input.output, diagnostics)
    }
    static let copy = Stage<(layout: SiteLayout, theme: LoadedTheme, driver: any Driver), Void>("copy") { build, input, diagnostics in
        try build.copyFiles(input.layout, input.theme, input.driver, diagnostics)
    }
    /// Warns of the item pages that moved since the last build in the
    /// output folder (`MovedPages`), gives the manifest this build's, and
    /// finishes the output.
    /// An update of `tlsite serve` that kept the last layout moved no
    /// page: its records are the last ones, patched (`MovedPages.patching`).
    /// `read` gives every item file read (`Content.files`), asked for only
    /// when pages may have moved.
    static let publish = Stage<(driver: any Driver, layouts: [SiteLayout], translations: Set<String>, read: @Sendable () -> Set<String>), Void>(
        "publish") { _, input, diagnostics in
        let output = input.driver.output
        if let last = output.lastPages, let patched = MovedPages.patching(last, input.layouts) {
            output.pages = patched
        } else {
            let pages = MovedPages.pages(input.layouts, translations: input.translations)
            if let last = output.lastPages {
                let taken = output.paths
                diagnostics.report(MovedPages.warnings(last: last, now: pages, taken: taken.contains, read: input.read()))
            }
            output.pages = pages.map(\.record)
        }
        diagnostics.report(try input.driver.publish())
    }

    /// The stages' names in the order they run (docs, progress, tests).
    static let names = [config.name, output.name, theme.name, catalogue.name, templates.name, content.name, layout.name, images.name, plan.name,
                        prepare.name, render.name, feeds.name, copy.name, publish.name]
}

/// What differs between a whole build and an update of `tlsite serve`.
protocol Driver: AnyObject, Sendable {
    var output: Output { get }
    /// Item files read before and not changed since; nil reads every file.
    var items: ItemCache? { get }
    /// What the last good build laid out, when nothing but item files
    /// changed since; nil lays out afresh.
    var last: LastLayout? { get }
    /// The last good build's templates, when nothing but item files
    /// changed since; nil loads them.
    var templates: Templates? { get }
    /// Which of the plan's pages are rendered and written.
    var selection: JobSelection { get }
    /// Whether the output already holds `target` as copied from `source`
    /// (an image, a file of static/), so it is not copied again: serve's
    /// output, when no change named `source` since.
    func holds(_ target: String, from source: String) -> Bool
    /// Whether the items' bodies go to a temporary file as they are read
    /// (`BodyStore`, `Build.keepAside`): a whole build's, which ends with
    /// the render; not serve's, whose items outlive it.
    var keepsBodiesAside: Bool { get }
    /// Ends a build that succeeded: swaps staging in, or removes what an
    /// in-place output no longer has. Returns warnings (the new site is in
    /// place, but the old one could not be removed).
    func publish() throws -> [Diagnostic]
}

/// What a run of the stages that succeeded leaves, for the next update.
struct StagesResult {
    var templates: Templates
    var content: Build.Content
    var layout: SiteLayout
    var plan: RenderPlan
    var render: RenderResult
}

extension Build {
    /// Runs `Pipeline`'s stages in order. Returns nil when a stage reported
    /// an error: the output is then discarded and nothing is published.
    /// A site in several languages lays out, plans, renders and writes the
    /// feeds of each language in turn (its pages below its folder), and
    /// copies the files they share once.
    func runStages(_ driver: some Driver, _ diagnostics: Diagnostics) -> StagesResult? {
        let run = StageRunner(build: self, diagnostics: diagnostics)
        // Made before the items are read: a large site never holds all its bodies at once.
        let bodies = driver.keepsBodiesAside ? BodyStore() : nil
        guard let config = run(Pipeline.config, ()),
              run(Pipeline.output, ()) != nil,
              let theme = run(Pipeline.theme, config),
              let catalogue = run(Pipeline.catalogue, (config: config, theme: theme)),
              let templates = run(Pipeline.templates, (theme: theme, kept: driver.templates)),
              let content = run(Pipeline.content, (config: config, cache: driver.items, catalogue: catalogue, templates: templates, bodies: bodies))
        else {
            driver.output.discard()
            return nil
        }
        // serve's patch of the last layout knows one language.
        let last = config.isMultilingual ? nil : driver.last
        var sites: [(layout: SiteLayout, plan: RenderPlan)] = []
        for code in config.siteLanguages {
            let own = config.inLanguage(code)
            // The other languages' messages are the first's, mostly: each is said once.
            let languageRun = code == config.language ? run : StageRunner(build: self, diagnostics: Diagnostics(reportingOnce: diagnostics))
            guard let catalogue = code == config.language ? catalogue : languageRun(Pipeline.catalogue, (config: own, theme: theme)),
                  let laidOut = languageRun(Pipeline.layout, (content: content.inLanguage(code, first: config.language, fallback: config.languageFallback),
                                                              config: own, catalogue: catalogue, last: last)),
                  let site = languageRun(Pipeline.images, laidOut),
                  let plan = languageRun(Pipeline.plan, (layout: site, theme: theme, templates: templates, last: last))
            else {
                driver.output.discard()
                return nil
            }
            sites.append((site, plan))
        }
        if config.isMultilingual { Languages.link(sites.map(\.plan), original: content.originals) }
        if driver.keepsBodiesAside { keepAside(content, sites.map(\.layout), in: bodies) }
        guard run(Pipeline.prepare, driver) != nil else {
            driver.output.discard()
            return nil
        }
        var rendered: RenderResult?
        for site in sites {
            guard let result = run(Pipeline.render, (plan: site.plan, templates: templates, driver: driver)),
                  run(Pipeline.feeds, (layout: site.layout, theme: theme, templates: templates, output: driver.output)) != nil
            else {
                driver.output.discard()
                return nil
            }
            rendered = rendered.map { $0.merging(result) } ?? result
        }
        if let problem = bodies?.failure {
            // Pages without their bodies are not published.
            diagnostics.report(.error(nil, problem + "; nothing was published: build again"))
            driver.output.discard()
            return nil
        }
        let shared = sites.count == 1 ? sites[0].layout : SiteLayout.sharing(sites.map(\.layout))
        guard let rendered,
              run(Pipeline.copy, (layout: shared, theme: theme, driver: driver)) != nil,
              run(Pipeline.publish, (driver: driver, layouts: sites.map(\.layout), translations: Set(content.originals.keys),
                                     read: { content.files })) != nil
        else {
            driver.output.discard()
            return nil
        }
        return StagesResult(templates: templates, content: content, layout: sites[0].layout, plan: sites[0].plan, render: rendered)
    }
}

extension Build {
    /// Lightens a whole build's items for the render, in place (each change
    /// is seen by every copy of an item, which shares its storage): the
    /// bodies the content stage did not put in `store` (a changelog's
    /// releases, made after reading) go there too, a temporary file read
    /// back when a card or a page shows them, and the locations of their
    /// front-matter keys, which only the checks of the layout, images and
    /// plan stages name (and `publish`, the slug's), are forgotten but the
    /// slug's. Without a store (none could be made) the bodies stay in memory.
    func keepAside(_ content: Content, _ layouts: [SiteLayout], in store: BodyStore?) {
        func lighten(_ item: Item) {
            if let store { item.keepBody(in: store) }
            // The moved-page warnings of `publish` name an item's `slug:` (MovedPages).
            item.forgetKeyLocations(keeping: "slug")
        }
        for item in content.items { lighten(item) }
        for byOriginal in content.translations.values {
            for translation in byOriginal.values { lighten(translation.item) }
        }
        for layout in layouts {
            for item in layout.items { lighten(item) }
            for cell in layout.cellBySlug.values { lighten(cell.item) }
            for listing in layout.listings {
                // Through the buffer: a loop over the cells would copy each one.
                listing.cells.withUnsafeBufferPointer { cells in
                    for index in cells.indices { lighten(cells[index].item) }
                }
            }
        }
        store?.flush()
    }
}

/// Runs one stage: reports a thrown error, and stops the build (returns
/// nil) after a stage that reported any error.
private struct StageRunner {
    let build: Build
    let diagnostics: Diagnostics

    func callAsFunction<Input, Output>(_ stage: Stage<Input, Output>, _ input: Input) -> Output? {
        build.progress(stage.name)
        let result: Output
        let started = StageTimings.enabled ? DispatchTime.now().uptimeNanoseconds : 0
        defer { if StageTimings.enabled { StageTimings.report(stage.name, since: started) } }
        do { result = try stage.body(build, input, diagnostics) } catch {
            diagnostics.report(error.diagnostics(at: nil))
            return nil
        }
        if !stage.continuesAfterErrors && diagnostics.hasErrors { return nil }
        return result
    }
}

/// `TLSITE_TIMINGS=1`: each stage's time on standard error, for working
/// on the build's speed (docs/development.md).
enum StageTimings {
    static let enabled = ProcessInfo.processInfo.environment["TLSITE_TIMINGS"] == "1"

    static func report(_ name: String, since started: UInt64) {
        let ms = Double(DispatchTime.now().uptimeNanoseconds - started) / 1_000_000
        note("\(name) \(String(format: "%.1f", ms)) ms")
    }

    static func note(_ text: String) {
        FileHandle.standardError.write(Data("tlsite: \(text)\n".utf8))
    }
}

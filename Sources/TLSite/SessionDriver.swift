import Foundation
import TLCore
import TLModel

/// How `Session` runs the pipeline: item readings from its cache, only the
/// pages whose signature changed rendered, the output updated in place.
final class SessionDriver: Driver, @unchecked Sendable {
    let output: Output
    let items: ItemCache?
    /// The last good render's signatures, less the pages that must render again.
    private var previous: [String: Int]
    private let generation: Int
    /// Every file of the last good output: what this build does not write
    /// again or keep is removed.
    private let lastFiles: Set<String>
    var preview: Preview?

    init(output: Output, items: ItemCache, previous: [String: Int], generation: Int, lastFiles: Set<String>) {
        self.output = output
        self.items = items
        self.previous = previous
        self.generation = generation
        self.lastFiles = lastFiles
    }

    var selection: JobSelection { .changed(since: previous, generation: generation) }

    func contentRead(_ content: Build.Content) {
        for (page, signature) in preview?.write() ?? [:] { previous[page] = signature }
    }

    func publish() throws {
        for path in lastFiles.subtracting(output.paths) { output.removeStale(path) }
        try output.publish()
    }
}

/// The edited items' own pages, written from the last good layout as soon
/// as their files are read, before the site is laid out again. The full
/// render that follows compares signatures, so a preview that the new
/// layout changes (an item that moved) is rendered again; a build that
/// fails puts the previewed pages back as they were.
final class Preview: @unchecked Sendable {
    private let build: Build
    private let theme: LoadedTheme
    private let templates: Templates
    private var layout: SiteLayout
    private let generation: Int
    private var slugs: Set<String> = []
    /// The bytes each previewed file had before (nil: it had none).
    private var replaced: [String: Data?] = [:]

    /// Nil when no edited item can be previewed: only items that read
    /// without errors, keep their slug and have a page in the last layout.
    init?(build: Build, layout: SiteLayout, theme: LoadedTheme, templates: Templates, generation: Int,
          edited: [(slugBefore: String?, reading: ItemCache.Reading?)]) {
        self.build = build
        self.theme = theme
        self.templates = templates
        self.generation = generation
        self.layout = layout
        for (slugBefore, reading) in edited {
            guard let reading, let item = reading.item, item.slug == slugBefore,
                  !reading.problems.contains(where: { $0.severity == .error }),
                  self.layout.cellBySlug[item.slug] != nil else { continue }
            self.layout.cellBySlug[item.slug]?.item = item
            self.layout.versions[item.slug] = reading.version
            slugs.insert(item.slug)
        }
        if slugs.isEmpty { return nil }
    }

    /// Writes the pages; returns their signatures.
    func write() -> [String: Int] {
        let options = build.options
        let output = Output(final: options.outputFolder, io: build.io, enabled: options.write, inPlace: true)
        guard let plan = try? RenderPlan(build, layout, theme, templates, Diagnostics()) else { return [:] }
        for slug in slugs {
            let file = Build.file(Routes.file(Routes.item(slug)))
            replaced[file] = try? build.io.read(options.outputFolder + "/" + file)
        }
        guard let result = try? build.render(plan, templates, .items(slugs, generation: generation), output) else { return [:] }
        return result.signatures
    }

    /// Puts back what the preview replaced.
    func undo() {
        guard build.options.write else { return }
        for (file, data) in replaced {
            let path = build.options.outputFolder + "/" + file
            if let data { try? build.io.write(path, data) } else { try? build.io.remove(path) }
        }
    }
}

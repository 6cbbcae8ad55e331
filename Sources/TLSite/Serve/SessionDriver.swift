import Foundation
import TLCore
import TLMarkdown
import TLModel

/// How `Session` runs the pipeline: item readings from its cache, only the
/// pages whose signature changed rendered, the output updated in place.
final class SessionDriver: Driver, @unchecked Sendable {
    let output: Output
    let items: ItemCache?
    let last: LastLayout?
    let templates: Templates?
    let selection: JobSelection
    /// The session keeps its items, and their bodies, from one update to the next.
    var keepsBodiesAside: Bool { false }
    /// Every file of the last good output: what this build does not write
    /// again or keep is removed.
    private let lastFiles: Set<String>

    /// The paths changed since the last good output; nil: anything may have.
    private let changedPaths: Set<String>?
    private let io: FileIO

    init(output: Output, items: ItemCache, last: LastLayout?, templates: Templates?, previous: [String: Int], pages: Int, generation: Int,
         lastFiles: Set<String>, lastSortedFiles: [String]?, lastManifestPages: OutputManifest.PagesSection?, lastPages: [PageRecord]?,
         changedPaths: Set<String>?, io: FileIO) {
        self.output = output
        // What the last good update left: the manifest need not be read again.
        if !lastFiles.isEmpty {
            output.inherited = lastFiles
            output.inheritedSorted = lastSortedFiles
        }
        output.manifestPages = lastManifestPages
        if let lastPages { output.lastPages = lastPages }
        self.io = io
        self.items = items
        self.last = last
        self.templates = templates
        selection = .changed(since: previous, pages: pages, generation: generation)
        self.lastFiles = lastFiles
        self.changedPaths = changedPaths
    }

    /// A file the last good output holds, copied from a source no change
    /// has named since, and no symbolic link (whose target the watcher
    /// may not see change).
    func holds(_ target: String, from source: String) -> Bool {
        guard let changedPaths, lastFiles.contains(target), !changedPaths.contains(source) else { return false }
        return io.isPlainFile(source)
    }

    /// The files of the last output this build does not have are removed
    /// by `Output.publish`: its `inherited` files are `lastFiles`, or the
    /// manifest's when there are none.
    func publish() throws -> [Diagnostic] {
        try output.publish()
    }
}

/// The edited items' own pages, written from the last good build's plan
/// as soon as their files are read again, before any stage runs: what the
/// author is looking at. The stages that follow compare signatures, so a
/// preview that the new layout changes (an item that moved, a new image)
/// is rendered again; a build that fails puts the previewed pages back.
struct Preview {
    /// The signatures of the pages written, by path.
    private(set) var signatures: [String: Int] = [:]
    /// The bytes each previewed file had before (nil: it had none).
    private var replaced: [String: Data?] = [:]

    /// Reads `paths` again into `cache`, with what they were read with
    /// last time, and writes the pages of those that still read without
    /// errors under the same slug.
    init(_ paths: Set<String>, build: Build, cache: ItemCache, plan: RenderPlan, templates: Templates, generation: Int) {
        var cells: [Cell] = []
        var versions: [String: Int] = [:]
        for path in paths.sorted() {
            guard let (key, last) = cache.latest(path) else { continue }
            let reading = build.readItem(path, folder: key.folder, cascade: cache.cascade(key.folder),
                                         markdown: key.markdown, taxonomies: key.taxonomies, version: true)
            cache.store(path, key, reading)
            guard let item = reading.item, item.slug == last.item?.slug, !reading.problems.contains(where: { $0.severity == .error }),
                  var cell = plan.layout.cellBySlug[item.slug] else { continue }
            cell.item = item
            cells.append(cell)
            versions[item.slug] = reading.version
        }
        guard !cells.isEmpty else { return }
        let options = build.options
        for cell in cells {
            let file = Build.file(Routes.file(Routes.item(cell.item.slug)))
            replaced[file] = try? build.io.read(options.outputFolder + "/" + file)
        }
        let output = Output(final: options.outputFolder, site: options.site, io: build.io, enabled: options.write, inPlace: true)
        let selection = JobSelection.items(cells, versions: versions, generation: generation)
        signatures = (try? build.render(plan, templates, selection, output))?.signatures ?? [:]
        // A body that shows images of static/ is shown as the images stage
        // rewrites it (their sizes and variants), which the preview does not:
        // its page is rendered again by the stages, whatever its signature.
        for cell in cells where !cell.item.bodyImages.isEmpty { signatures[Routes.file(Routes.item(cell.item.slug))] = nil }
    }

    /// Puts back what the preview replaced.
    func undo(_ build: Build) {
        guard build.options.write else { return }
        for (file, data) in replaced {
            let path = build.options.outputFolder + "/" + file
            if let data { try? build.io.write(path, data) } else { try? build.io.remove(path) }
        }
    }
}

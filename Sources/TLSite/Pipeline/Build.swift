import Foundation
import Mustache
import TLContent
import TLCore
import TLModel
import TLRender

/// tlsite's version: the repository's VERSION file, embedded at build
/// time (the one source: scripts/release.sh names its files by it).
package let tlsiteVersion = (embeddedResources["VERSION"] ?? "unknown").trimmingCharacters(in: .whitespacesAndNewlines)

/// One build of one site: `Pipeline`'s stages, run once over every file
/// into a staging folder that replaces the output only when the whole
/// build succeeded.
package struct Build: Sendable {
    package let options: BuildOptions
    /// The site folder, or the changelog that is the whole site.
    let source: SiteSource
    let io: FileIO
    let progress: @Sendable (String) -> Void

    package init(_ options: BuildOptions, io: FileIO = .disk, progress: @escaping @Sendable (String) -> Void = { _ in }) {
        self.options = options
        source = SiteSource(options)
        self.io = io
        self.progress = progress
    }

    package func run() -> BuildReport {
        let started = Date()
        let diagnostics = Diagnostics()
        let driver = WholeBuild(Output(final: options.outputFolder, site: site, io: io, enabled: options.write))
        guard let result = runStages(driver, diagnostics) else {
            return BuildReport(diagnostics: diagnostics.all, summary: nil)
        }
        var summary = BuildSummary(pages: result.render.pages, items: result.layout.items.count,
                                   pagesWritten: result.render.rendered.count, seconds: Date().timeIntervalSince(started),
                                   searchIndexBytes: result.render.searchIndexBytes)
        summary.images = result.layout.imageCounts
        let config = result.layout.config
        if config.baseURL == nil {
            summary.leftOut = (config.atomFeed ? [Routes.atomFeed] : []) + (config.jsonFeed ? [Routes.jsonFeed] : []) + [Routes.sitemap]
            summary.pathOnlyBase = config.basePath == "/" ? nil : config.basePath
        }
        return BuildReport(diagnostics: diagnostics.all, summary: summary)
    }

    /// The driver of a whole build: every file read, every page rendered,
    /// staging swapped in at the end.
    private final class WholeBuild: Driver, @unchecked Sendable {
        let output: Output
        var items: ItemCache? { nil }
        var last: LastLayout? { nil }
        var templates: Templates? { nil }
        var selection: JobSelection { .all }
        var keepsBodiesAside: Bool { true }
        func holds(_ target: String, from source: String) -> Bool { false }
        init(_ output: Output) { self.output = output }
        func publish() throws -> [Diagnostic] { try output.publish() }
    }

    // MARK: Paths

    var site: String { options.site }

    /// `path` relative to the site folder, for messages.
    func relative(_ path: String) -> String {
        path.hasPrefix(site + "/") ? String(path.dropFirst(site.count + 1)) : path
    }
}

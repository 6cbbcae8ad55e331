import Foundation
import Mustache
import TLContent
import TLCore
import TLModel
import TLRender

public let tlsiteVersion = "0.1.0"

/// One build of one site. `run()` reads as the list of its stages; each
/// stage reports every problem it finds, and the build stops after a stage
/// that found errors, before anything is published.
public struct Build: Sendable {
    public let options: BuildOptions
    let io: FileIO
    let progress: @Sendable (String) -> Void
    /// Hash each item file's bytes as its version, for incremental builds.
    var tracksVersions = false

    public init(_ options: BuildOptions, io: FileIO = .disk, progress: @escaping @Sendable (String) -> Void = { _ in }) {
        self.options = options
        self.io = io
        self.progress = progress
    }

    public func run() -> BuildReport {
        let started = Date()
        let diagnostics = Diagnostics()
        let output = Output(final: options.outputFolder, io: io, enabled: options.write)
        do {
            let config = try stage("config", diagnostics) { try loadConfig(diagnostics) }
            try stage("output", diagnostics) { try checkOutputFolder() }
            let theme = try stage("theme", diagnostics) { try loadTheme(config) }
            let templates = try stage("templates", diagnostics) { try loadTemplates(theme) }
            // Layout runs on the items that did read, so duplicate slugs and
            // missing images are reported in the same build as broken files.
            let content = try stage("content", diagnostics, stopOnErrors: false) { try readContent(config, diagnostics) }
            let site = try stage("layout", diagnostics) { try layOut(content, config, diagnostics) }
            try stage("prepare", diagnostics) { diagnostics.report(try output.prepare()) }
            let pages = try stage("render", diagnostics) { try render(site, theme, templates, output, diagnostics).pages }
            try stage("feeds", diagnostics) { try writeFeeds(site, theme, templates, output, diagnostics) }
            try stage("copy", diagnostics) { try copyFiles(site, theme, output, diagnostics) }
            try stage("publish", diagnostics) { diagnostics.report(try output.publish()) }
            let summary = BuildSummary(pages: pages, items: site.items.count, files: output.count,
                                       seconds: Date().timeIntervalSince(started))
            return BuildReport(diagnostics: diagnostics.all, summary: summary)
        } catch {
            output.discard()
            return BuildReport(diagnostics: diagnostics.all, summary: nil)
        }
    }

    private struct StageFailed: Error {}

    /// Runs one stage: its errors are reported, and the build stops after a
    /// stage that reported any.
    private func stage<T>(_ name: String, _ diagnostics: Diagnostics, stopOnErrors: Bool = true, _ body: () throws -> T) throws -> T {
        progress(name)
        let result: T
        do { result = try body() } catch {
            diagnostics.report(error.diagnostics(at: nil))
            throw StageFailed()
        }
        if stopOnErrors && diagnostics.hasErrors { throw StageFailed() }
        return result
    }

    // MARK: Paths

    var site: String { options.site }

    /// `path` relative to the site folder, for messages.
    func relative(_ path: String) -> String {
        path.hasPrefix(site + "/") ? String(path.dropFirst(site.count + 1)) : path
    }
}

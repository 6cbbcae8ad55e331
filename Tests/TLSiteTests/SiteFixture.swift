import Testing
import TLCore
@testable import TLSite

/// Site files for tests, named by what they are rather than spelled inline.
enum SiteFixture {
    /// An item file: `title`, then each given key in this order, then `body`.
    static func item(_ title: String, date: String? = nil, tags: [String] = [], kind: String? = nil, people: [String] = [],
                     draft: Bool = false, more: String = "", body: String = "Body.\n") -> String {
        var lines = ["title: \(title)"]
        if let date { lines.append("date: \(date)") }
        if !tags.isEmpty { lines.append("tags: [\(tags.joined(separator: ", "))]") }
        if let kind { lines.append("kind: \(kind)") }
        if !people.isEmpty { lines.append("people: [\(people.joined(separator: ", "))]") }
        if draft { lines.append("draft: true") }
        return "---\n" + lines.joined(separator: "\n") + "\n" + more + "---\n" + body
    }

    /// A folder's `_index.md`.
    static func folder(_ title: String, body: String = "") -> String { "---\ntitle: \(title)\n---\n" + body }

    /// tlsite.yml.
    static func config(_ title: String = "T", baseURL: String? = nil, perPage: Int? = nil, more: String = "") -> String {
        var text = "title: \(title)\n"
        if let baseURL { text += "baseURL: \(baseURL)\n" }
        if let perPage { text += "timeline:\n  perPage: \(perPage)\n" }
        return text + more
    }

    /// Paths relative to the site, as absolute paths of a site at `root`.
    static func site(_ files: [String: String], at root: String = "/site") -> [String: String] {
        Dictionary(uniqueKeysWithValues: files.map { (root + "/" + $0.key, $0.value) })
    }

    /// `build`'s site read, laid out and planned (the stages up to the
    /// plan, as a build runs them), with its templates and what they reported.
    static func plan(_ build: Build) throws -> (plan: RenderPlan, templates: Templates, diagnostics: Diagnostics) {
        let diagnostics = Diagnostics()
        let config = try build.loadConfig(diagnostics)
        let theme = try build.loadTheme(config)
        let catalogue = build.loadCatalogue(config, theme, diagnostics)
        let templates = try build.loadTemplates(theme)
        let content = try build.readContent(config, cache: nil, catalogue, templates, bodies: nil, diagnostics)
        let layout = try build.layOut(content, config, catalogue, diagnostics)
        return (try RenderPlan(build, layout, theme, templates, diagnostics), templates, diagnostics)
    }

    /// Every list page `output` holds, against the page rendered on its
    /// own, as a build without shared cards renders it (clusters are
    /// shared either way); the number of pages compared.
    static func expectListPagesAsAlone(_ plan: RenderPlan, _ templates: Templates, _ io: FileIO, _ output: Output) throws -> Int {
        var compared = 0
        for job in plan.allJobs().jobs where job.cards != nil {
            let alone = try templates.render(job.template, job.context(), partials: plan.clusters.html)
            let written = try io.read(output.staging + "/" + Build.file(job.path))
            #expect(String(decoding: written, as: UTF8.self) == alone, "\(job.path)")
            compared += 1
        }
        return compared
    }
}

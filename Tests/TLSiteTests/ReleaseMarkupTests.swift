import Foundation
import Testing
import TLCore
import TLSite

/// A release's body is made with `partials/release-*.html`: a site's
/// `templates/` overrides them as it overrides any other template, on
/// every page and feed that shows a release, in `tlsite build` and after
/// an edit in `tlsite serve`.
struct ReleaseMarkupTests {
    static let changelog = """
    # Changelog
    ## [2.0.0] - 2024-03-01
    ### Added
    - a feature
    ### Fixed
    - a fix
    ## [1.0.0] - 2024-01-01
    ### Added
    \((1...13).map { "- entry \($0)" }.joined(separator: "\n"))

    """

    static let section = """
    <section class="own-section own-{{kind}}" id="{{anchor}}"><h{{level}}>{{title}}</h{{level}}>{{#parts}}{{#isList}}{{#entries}}<p class="own-entry" id="{{id}}">{{{html}}}</p>{{/entries}}{{/isList}}{{/parts}}</section>

    """

    static let summary = "<p class=\"own-summary\">{{entryCount}} in all</p>\n"

    static func site(_ templates: [String: String]) -> [String: String] {
        SiteFixture.site([
            "tlsite.yml": SiteFixture.config(baseURL: "https://example.org/", more: "changelog: CHANGELOG.md\n"),
            "CHANGELOG.md": changelog,
            "content/a.md": SiteFixture.item("A", date: "2024-02-01", body: "Body of A.\n"),
        ].merging(templates.map { ("templates/" + $0.key, $0.value) }) { _, new in new })
    }

    var options: BuildOptions {
        var options = BuildOptions(site: "/site")
        options.now = Date(timeIntervalSince1970: 1_800_000_000)
        return options
    }

    /// The output's files whose path ends with `suffix`, by path.
    func pages(_ store: MemoryFiles, _ suffix: String) -> [String: String] {
        store.snapshot.filter { $0.key.hasPrefix("/site/public/") && $0.key.hasSuffix(suffix) }
            .mapValues { String(decoding: $0, as: UTF8.self) }
    }

    @Test func aSitesReleasePartialsMakeEveryReleaseBody() throws {
        let (io, store) = FileIO.memory(Self.site(["partials/release-section.html": Self.section,
                                                   "partials/release-summary.html": Self.summary]))
        let report = Build(options, io: io).run()
        #expect(report.succeeded, "\(report.diagnostics)")
        let html = pages(store, ".html")
        // No page shows the built-in section any more.
        #expect(!html.values.contains { $0.contains("tl-changes-list") })
        // A release's own page: its sections' titles under the page's h1.
        let own = try #require(html["/site/public/2.0.0/index.html"])
        #expect(own.contains("<section class=\"own-section own-added\""))
        #expect(own.contains("<h2>Added</h2>"))
        #expect(own.contains("<p class=own-entry id=2.0.0-added-1>a feature</p>"))
        // The list of every release: under the bubble's h2, and 1.0.0's 13 entries fold behind the site's summary.
        let all = try #require(html["/site/public/kind/release/index.html"])
        #expect(all.contains("<h3>Fixed</h3>"))
        #expect(all.contains("<p class=own-summary>13 in all</p>"))
        // A change type's page: only that type's section.
        let added = try #require(html["/site/public/kind/added/index.html"])
        #expect(added.contains("own-section own-added"))
        #expect(!added.contains("own-fixed"))
        // The change type's feed carries the same body.
        let feed = try #require(pages(store, "kind/added/feed.xml").values.first)
        #expect(feed.contains("own-section own-added"))
    }

    @Test func aBrokenReleasePartialIsALocatedError() {
        let (io, store) = FileIO.memory(Self.site(["partials/release-section.html": "<section>\n{{#parts}}\n</section>\n"]))
        let report = Build(options, io: io).run()
        #expect(!report.succeeded)
        #expect(report.diagnostics.map(\.description).contains { $0.hasPrefix("templates/partials/release-section.html:2:") },
                "\(report.diagnostics)")
        #expect(pages(store, ".html").isEmpty)
    }

    /// serve: no page's own template names the partials, so an edit of one
    /// makes every page again, and the output is a clean build's.
    @Test func anEditedReleasePartialReachesEveryPageInServe() throws {
        let (io, store) = FileIO.memory(Self.site([:]))
        let session = Session(options, io: io)
        #expect(session.buildAll().succeeded)
        store.put("/site/templates/partials/release-section.html", Self.section)
        let report = session.update(["/site/templates/partials/release-section.html"])
        #expect(report.succeeded, "\(report.diagnostics)")
        let served = pages(store, "")
        let (cleanIO, clean) = FileIO.memory(Self.site(["partials/release-section.html": Self.section]))
        #expect(Build(options, io: cleanIO).run().succeeded)
        let built = pages(clean, "")
        #expect(Set(served.keys) == Set(built.keys))
        for (path, text) in built where served[path] != text { Issue.record("\(path) differs from a clean build") }
        #expect(served["/site/public/kind/added/index.html"]?.contains("own-section") == true)
    }
}

import Foundation
import Testing
import TLCore
import TLSite

/// `tlsite serve` rebuilds with a Session: after any change its output must
/// be exactly what a clean `tlsite build` writes.
struct SessionTests {
    static let site: [String: String] = [
        "/site/tlsite.yml": "title: T\nbaseURL: https://example.org/\ntimeline:\n  perPage: 2\n",
        "/site/content/a.md": "---\ntitle: A\ndate: 2024-01-01\ntags: [x]\n---\nBody of A.\n",
        "/site/content/b.md": "---\ntitle: B\ndate: 2024-01-02\ntags: [x, y]\npeople: [Ann, Bo]\n---\nHead of B.\n\n<!--more-->\n\nRest of B.\n",
        "/site/content/c.md": "---\ntitle: C\ndate: 2024-01-03\nkind: alert\n---\nBody of C.\n",
        "/site/content/d.md": "---\ntitle: D\ndate: 2024-01-04\n---\nBody of D.\n",
        "/site/content/notes/e.md": "---\ntitle: E\ndate: 2024-01-05\n---\nIn a folder.\n",
        "/site/content/notes/_index.md": "---\ntitle: Notes\n---\nThe notes.\n",
        "/site/static/robots.txt": "User-agent: *\n",
    ]

    /// The session's output next to a clean build of the same files.
    func expectSameAsCleanBuild(_ store: MemoryFiles, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let sources = store.snapshot.filter { !$0.key.hasPrefix("/site/public/") && !$0.key.hasPrefix("/site/.public") }
        let (io, clean) = FileIO.memory(sources.mapValues { String(decoding: $0, as: UTF8.self) })
        let report = Build(options, io: io).run()
        #expect(report.succeeded, "\(report.diagnostics)", sourceLocation: sourceLocation)
        func output(_ files: MemoryFiles) -> [String: Data] { files.snapshot.filter { $0.key.hasPrefix("/site/public/") } }
        let expected = output(clean), actual = output(store)
        #expect(Set(actual.keys) == Set(expected.keys), sourceLocation: sourceLocation)
        for (path, data) in expected where actual[path] != data {
            Issue.record("\(path) differs from a clean build", sourceLocation: sourceLocation)
        }
    }

    var options: BuildOptions {
        var options = BuildOptions(site: "/site")
        options.now = Date(timeIntervalSince1970: 1_800_000_000)
        return options
    }

    func start() -> (Session, MemoryFiles) {
        let (io, store) = FileIO.memory(Self.site)
        let session = Session(options, io: io)
        let report = session.buildAll()
        #expect(report.succeeded, "\(report.diagnostics)")
        return (session, store)
    }

    @Test func firstBuildIsACleanBuild() {
        let (_, store) = start()
        expectSameAsCleanBuild(store)
    }

    @Test func editingABodyRendersOnlyThePagesThatShowIt() throws {
        let (session, store) = start()
        store.put("/site/content/a.md", "---\ntitle: A\ndate: 2024-01-01\ntags: [x]\n---\nNew body of A.\n")
        let report = session.update(["/site/content/a.md"])
        #expect(report.succeeded, "\(report.diagnostics)")
        #expect(store.text("/site/public/a/index.html")?.contains("New body of A.") == true)
        // Its page, the home page that lists it, and its tag's and kind's pages.
        let summary = try #require(report.summary)
        #expect(summary.pagesWritten == 4, "rendered \(summary.pagesWritten) pages")
        expectSameAsCleanBuild(store)
    }

    @Test(arguments: [
        // A new date moves the item to another page of the timeline.
        ("/site/content/a.md", "---\ntitle: A2\ndate: 2024-02-01\ntags: [z]\n---\nMoved.\n"),
        // A draft leaves the site.
        ("/site/content/b.md", "---\ntitle: B\ndraft: true\n---\nGone.\n"),
        // An item in a folder: the folder page and the tree change.
        ("/site/content/notes/e.md", "---\ntitle: E renamed\ndate: 2024-01-05\n---\nIn a folder.\n"),
        // A new item, and a folder's introduction.
        ("/site/content/f.md", "---\ntitle: F\ndate: 2023-12-31\n---\nNew.\n"),
        ("/site/content/notes/_index.md", "---\ntitle: Notebook\n---\nRenamed.\n"),
        // Templates, static files and the configuration.
        ("/site/templates/partials/cell.html", "<li id=\"{{slug}}\">{{title}}</li>\n"),
        ("/site/static/robots.txt", "User-agent: tlsite\n"),
        ("/site/tlsite.yml", "title: Renamed\ntimeline:\n  perPage: 3\n"),
    ])
    func everyKindOfChangeMatchesACleanBuild(path: String, text: String) {
        let (session, store) = start()
        store.put(path, text)
        let report = session.update([path])
        #expect(report.succeeded, "\(report.diagnostics)")
        expectSameAsCleanBuild(store)
    }

    @Test func aChangedTemplateRendersThePagesThatUseIt() throws {
        var files = Self.site
        files["/site/templates/widgets/alert.html"] = "<p class=\"alert\">{{{content}}}</p>\n"
        let (io, store) = FileIO.memory(files)
        let session = Session(options, io: io)
        #expect(session.buildAll().succeeded)
        store.put("/site/templates/widgets/alert.html", "<p class=\"alert changed\">{{{content}}}</p>\n")
        let report = session.update(["/site/templates/widgets/alert.html"])
        #expect(report.succeeded, "\(report.diagnostics)")
        // c's own page and the home page that shows it whole; its kind's
        // page lists it compactly, without its widget.
        let summary = try #require(report.summary)
        #expect(summary.pagesWritten == 2, "rendered \(summary.pagesWritten) pages")
        #expect(store.text("/site/public/c/index.html")?.contains("alert changed") == true)
        expectSameAsCleanBuild(store)
    }

    @Test func removedFilesLeaveTheOutput() {
        let (session, store) = start()
        store.put("/site/content/d.md", nil)
        store.put("/site/static/robots.txt", nil)
        #expect(session.update(["/site/content/d.md", "/site/static/robots.txt"]).succeeded)
        #expect(store.text("/site/public/d/index.html") == nil)
        #expect(store.text("/site/public/robots.txt") == nil)
        expectSameAsCleanBuild(store)
    }

    @Test func anErrorKeepsTheLastGoodPagesUntilItIsFixed() {
        let (session, store) = start()
        let before = store.snapshot.filter { $0.key.hasPrefix("/site/public/") }
        store.put("/site/content/a.md", "---\ntitle: [broken\n---\n")
        let report = session.update(["/site/content/a.md"])
        #expect(!report.succeeded)
        #expect(report.diagnostics.contains { $0.description.hasPrefix("content/a.md:") && $0.severity == .error })
        #expect(store.snapshot.filter { $0.key.hasPrefix("/site/public/") } == before)
        store.put("/site/content/a.md", "---\ntitle: A fixed\ndate: 2024-01-01\n---\nFixed.\n")
        #expect(session.update(["/site/content/a.md"]).succeeded)
        expectSameAsCleanBuild(store)
    }
}

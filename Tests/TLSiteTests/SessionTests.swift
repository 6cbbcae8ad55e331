import Foundation
import Testing
import TLCore
import TLSite

/// `tlsite serve` rebuilds with a Session: after any change its output must
/// be exactly what a clean `tlsite build` writes.
struct SessionTests {
    static let site = SiteFixture.site([
        "tlsite.yml": SiteFixture.config(baseURL: "https://example.org/", perPage: 2),
        "content/a.md": SiteFixture.item("A", date: "2024-01-01", tags: ["x"], body: "Body of A.\n"),
        "content/b.md": SiteFixture.item("B", date: "2024-01-02", tags: ["x", "y"], people: ["Ann", "Bo"],
                                         body: "Head of B.\n\n<!--more-->\n\nRest of B.\n"),
        "content/c.md": SiteFixture.item("C", date: "2024-01-03", kind: "alert", body: "Body of C.\n"),
        "content/d.md": SiteFixture.item("D", date: "2024-01-04", body: "Body of D.\n"),
        "content/notes/e.md": SiteFixture.item("E", date: "2024-01-05", body: "In a folder.\n"),
        "content/notes/_index.md": SiteFixture.folder("Notes", body: "The notes.\n"),
        "static/robots.txt": "User-agent: *\n",
    ])

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
        store.put("/site/content/a.md", SiteFixture.item("A", date: "2024-01-01", tags: ["x"], body: "New body of A.\n"))
        let report = session.update(["/site/content/a.md"])
        #expect(report.succeeded, "\(report.diagnostics)")
        #expect(store.text("/site/public/a/index.html")?.contains("New body of A.") == true)
        // Its page, the home page that lists it, and its tag's and kind's pages.
        let summary = try #require(report.summary)
        #expect(summary.pagesWritten == 4, "rendered \(summary.pagesWritten) pages")
        expectSameAsCleanBuild(store)
    }

    /// `sed -i`, Vim and JetBrains save through a file they write and rename
    /// over the item: the watcher reports that file too, gone by then.
    @Test(arguments: ["/site/content/sedAb12Cd", "/site/content/4913", "/site/content/a.md___jb_tmp___"])
    func aSaveThroughATemporaryFileRendersOnlyThePagesThatShowIt(_ temporary: String) throws {
        let (session, store) = start()
        store.put("/site/content/a.md", SiteFixture.item("A", date: "2024-01-01", tags: ["x"], body: "New body of A.\n"))
        #expect(session.read(["/site/content/a.md", temporary]) == ["/site/content/a.md"], "what serve says changed")
        let report = session.update(["/site/content/a.md", temporary])
        #expect(report.succeeded, "\(report.diagnostics)")
        let summary = try #require(report.summary)
        #expect(summary.pagesWritten == 4, "rendered \(summary.pagesWritten) pages")
        expectSameAsCleanBuild(store)
    }

    @Test func anEditorsHiddenFileAloneBuildsNothing() throws {
        let (session, store) = start()
        let before = store.snapshot
        store.put("/site/content/.a.md.swp", "swap")
        store.put("/site/content/notes/.#e.md", "lock")
        #expect(session.changesNothing(["/site/content/.a.md.swp", "/site/content/notes/.#e.md"]))
        let report = session.update(["/site/content/.a.md.swp", "/site/content/notes/.#e.md"])
        #expect(report.succeeded)
        #expect(store.snapshot.filter { $0.key.hasPrefix("/site/public") } == before.filter { $0.key.hasPrefix("/site/public") })
        // A hidden file beside an edit leaves the edit as it was: its pages alone.
        store.put("/site/content/a.md", SiteFixture.item("A", date: "2024-01-01", tags: ["x"], body: "New body of A.\n"))
        let edit = try #require(session.update(["/site/content/a.md", "/site/content/.a.md.swp"]).summary)
        #expect(edit.pagesWritten == 4, "rendered \(edit.pagesWritten) pages")
        expectSameAsCleanBuild(store)
    }

    /// A changelog's releases that tlsite.yml names inside content/ are read, Markdown or not.
    @Test func aChangelogInsideContentIsNeverLeftOut() {
        var files = Self.site
        files["/site/tlsite.yml"] = SiteFixture.config(baseURL: "https://example.org/", perPage: 2) + "changelog: { releases: content/releases.json }\n"
        files["/site/content/releases.json"] = "[]\n"
        let (io, store) = FileIO.memory(files)
        let session = Session(options, io: io)
        let first = session.buildAll()
        #expect(first.succeeded, "\(first.diagnostics)")
        store.put("/site/content/releases.json", "[ ]\n")
        #expect(!session.changesNothing(["/site/content/releases.json"]))
        #expect(session.changesNothing(["/site/content/.releases.json.swp"]), "a hidden file is still nothing")
    }

    /// What is gone but was read stays a change: a folder moved away, a Markdown file, an image.
    @Test func whatTheLastBuildReadIsNeverLeftOut() {
        let (session, store) = start()
        #expect(!session.changesNothing(["/site/content/notes"]))
        #expect(!session.changesNothing(["/site/content/gone.md"]))
        #expect(!session.changesNothing(["/site/content/a.md", "/site/content/sedAb12Cd"]))
        #expect(!session.changesNothing(["/site/static/sedAb12Cd"]))
        // A file no item names changes nothing; once an item names it, it is that item's image.
        store.put("/site/content/photo.png", "png")
        #expect(session.changesNothing(["/site/content/photo.png"]), "a file no item names")
        store.put("/site/content/f.md", "---\ntitle: F\ndate: 2024-01-06\nimage: photo.png\n---\nWith a photo.\n")
        #expect(session.update(["/site/content/f.md"]).succeeded)
        #expect(!session.changesNothing(["/site/content/photo.png"]), "an item's image")
        // An item's image beside it, then gone: its item has no image any more, an error.
        store.put("/site/content/photo.png", nil)
        #expect(!session.changesNothing(["/site/content/photo.png"]), "an image the last build read")
        #expect(!session.update(["/site/content/photo.png"]).succeeded)
        // After a failed build (here: the image it names is missing) a file that appears may be the fix.
        store.put("/site/content/other.png", "png")
        #expect(!session.changesNothing(["/site/content/other.png"]), "after a failed build")
        store.put("/site/content/photo.png", "png")
        #expect(session.update(["/site/content/photo.png"]).succeeded)
        store.put("/site/content/f.md", nil)
        store.put("/site/content/other.png", nil)
        store.put("/site/content/photo.png", nil)
        _ = session.update(["/site/content/f.md", "/site/content/other.png", "/site/content/photo.png"])
        store.put("/site/content/notes/e.md", nil)
        store.put("/site/content/notes/_index.md", nil)
        let report = session.update(["/site/content/notes"])
        #expect(report.succeeded, "\(report.diagnostics)")
        #expect(!store.snapshot.contains { $0.key.hasPrefix("/site/public/") && String(decoding: $0.value, as: UTF8.self).contains("In a folder.") })
        expectSameAsCleanBuild(store)
    }

    @Test(arguments: [
        // A new date moves the item to another page of the timeline.
        ("/site/content/a.md", SiteFixture.item("A2", date: "2024-02-01", tags: ["z"], body: "Moved.\n")),
        // A draft leaves the site.
        ("/site/content/b.md", SiteFixture.item("B", draft: true, body: "Gone.\n")),
        // An item in a folder: the folder page and the tree change.
        ("/site/content/notes/e.md", SiteFixture.item("E renamed", date: "2024-01-05", body: "In a folder.\n")),
        // A new item, and a folder's introduction.
        ("/site/content/f.md", SiteFixture.item("F", date: "2023-12-31", body: "New.\n")),
        ("/site/content/notes/_index.md", SiteFixture.folder("Notebook", body: "Renamed.\n")),
        // Templates, static files and the configuration.
        ("/site/templates/partials/cell.html", "<li id=\"{{slug}}\">{{title}}</li>\n"),
        ("/site/static/robots.txt", "User-agent: tlsite\n"),
        ("/site/tlsite.yml", SiteFixture.config("Renamed", perPage: 3)),
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

    /// Static files and images are in serve's output already: an update
    /// copies only those a change named (a site's images are most of its bytes).
    @Test func anUpdateCopiesOnlyTheFilesThatChanged() {
        var files = Self.site
        files["/site/content/pic.png"] = "PNG"
        files["/site/content/d.md"] = SiteFixture.item("D", date: "2024-01-04", more: "image: pic.png\n", body: "Body of D.\n")
        let (memory, store) = FileIO.memory(files)
        let copies = Copies()
        var io = memory
        let write = memory.write
        io.write = { path, data in
            if path.hasPrefix("/site/public/robots.txt") || path.hasPrefix("/site/public/pic.png") { copies.add(path) }
            try write(path, data)
        }
        let session = Session(options, io: io)
        #expect(session.buildAll().succeeded)
        #expect(copies.count == 2)
        store.put("/site/content/a.md", SiteFixture.item("A", date: "2024-01-01", tags: ["x"], body: "New body of A.\n"))
        #expect(session.update(["/site/content/a.md"]).succeeded)
        store.put("/site/content/b.md", SiteFixture.item("B2", date: "2024-02-02", tags: ["y"], body: "Moved.\n"))
        #expect(session.update(["/site/content/b.md"]).succeeded)
        #expect(copies.count == 2, "copied again: \(copies.count - 2)")
        store.put("/site/static/robots.txt", "User-agent: tlsite\n")
        #expect(session.update(["/site/static/robots.txt"]).succeeded)
        #expect(copies.count == 3)
        #expect(store.text("/site/public/robots.txt") == "User-agent: tlsite\n")
        expectSameAsCleanBuild(store)
        // Anything may have changed: everything is copied.
        #expect(session.buildAll().succeeded)
        #expect(copies.count == 5)
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
        store.put("/site/content/a.md", SiteFixture.item("A fixed", date: "2024-01-01", body: "Fixed.\n"))
        #expect(session.update(["/site/content/a.md"]).succeeded)
        expectSameAsCleanBuild(store)
    }

    /// serve used to stop before layout when a file had errors, and so
    /// missed what layout finds (here a slug two items share).
    @Test func aFailedUpdateReportsWhatABuildReports() {
        let (session, store) = start()
        store.put("/site/content/a.md", "---\ntitle: [broken\n---\n")
        store.put("/site/content/z.md", SiteFixture.item("Z", more: "slug: b\n"))
        let report = session.update(["/site/content/a.md", "/site/content/z.md"])
        let sources = store.snapshot.filter { !$0.key.hasPrefix("/site/public/") }.mapValues { String(decoding: $0, as: UTF8.self) }
        let (io, _) = FileIO.memory(sources)
        let clean = Build(options, io: io).run()
        #expect(!report.succeeded)
        #expect(report.diagnostics.map(\.description) == clean.diagnostics.map(\.description))
        #expect(report.diagnostics.contains { $0.message.contains("the slug 'b' is also used") })
    }
}

/// The output files a test saw written.
final class Copies: @unchecked Sendable {
    private let lock = NSLock()
    private var paths: [String] = []
    func add(_ path: String) { lock.withLock { paths.append(path) } }
    var count: Int { lock.withLock { paths.count } }
}

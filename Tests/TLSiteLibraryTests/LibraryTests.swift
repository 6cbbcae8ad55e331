import Foundation
import Testing
import TLSite   // not @testable, and compiled as another package (Package.swift): the public API only

/// What another Swift package can do with the `TLSite` product: build a
/// site folder, render a timeline made of values, serve a folder.
struct LibraryTests {
    static let june = ISO8601DateFormatter().date(from: "2024-06-01T00:00:00Z")!
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("TLSiteTests/Fixtures")

    static func temporary(_ name: String) -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("tlsite-library-\(name)-\(UUID().uuidString)")
    }

    static func options() -> SiteBuildOptions {
        var options = SiteBuildOptions()
        options.now = june
        options.datesFromGit = false
        return options
    }

    // MARK: Values

    @Test func aTimelineOfValuesRendersItsPages() throws {
        let site = TimelineSite(title: "Launches & <Landings>", language: "en", entries: [
            TimelineEntry(title: "First flight", date: ISO8601DateFormatter().date(from: "2024-05-01T10:00:00Z"),
                          body: "It *flew*.\n\n<!--more-->\n\nFor twelve seconds.", tags: ["flight"], people: ["Orville"]),
            TimelineEntry(title: "\"Quotes\" and <script>alert(1)</script>", date: ISO8601DateFormatter().date(from: "2024-05-02T10:00:00Z"),
                          body: "Second.", kind: "note"),
            TimelineEntry(title: "First flight", body: "Same title, undated."),
        ])
        let rendered = site.render(LibraryTests.options())
        #expect(rendered.result.succeeded, "\(rendered.result.diagnostics)")
        #expect(rendered.result.items == 3)
        let home = try #require(rendered.text("index.html"))
        #expect(home.contains("<em>flew</em>"))
        #expect(home.contains("Launches &amp; &lt;Landings&gt;"))
        #expect(!home.contains("<script>alert(1)</script>"))
        #expect(home.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
        // Each entry has its page; equal titles get distinct slugs.
        #expect(rendered.text("first-flight/index.html")?.contains("For twelve seconds.") == true)
        #expect(rendered.text("first-flight-2/index.html")?.contains("Same title, undated.") == true)
        #expect(rendered.files.keys.contains("tags/flight/index.html"))
    }

    @Test func aBadValueIsReportedAtItsEntry() {
        let site = TimelineSite(title: "T", entries: [
            TimelineEntry(title: "Fine"),
            TimelineEntry(title: "Bad", slug: "../outside"),
        ])
        let rendered = site.render(LibraryTests.options())
        #expect(!rendered.result.succeeded)
        #expect(rendered.files.isEmpty)
        let error = rendered.result.errors.first
        #expect(error?.entry == 1)
        #expect(error?.path == "entries[1]")
        #expect(error?.description.hasPrefix("entries[1]: error: 'slug' ") == true, "\(String(describing: error))")
    }

    @Test func aBadSettingIsReportedAtTlsiteYml() {
        let rendered = TimelineSite(title: "T", language: "not a language!").render(LibraryTests.options())
        #expect(rendered.result.diagnostics.contains { $0.path == "tlsite.yml" && $0.entry == nil }, "\(rendered.result.diagnostics)")
    }

    @Test func valuesBuildIntoAFolder() throws {
        let output = LibraryTests.temporary("values")
        defer { try? FileManager.default.removeItem(at: output) }
        let site = TimelineSite(title: "On disk", entries: [TimelineEntry(title: "One", date: LibraryTests.june, body: "Body one.")])
        let result = site.build(into: output.path, options: LibraryTests.options())
        #expect(result.succeeded, "\(result.diagnostics)")
        let page = try String(contentsOf: output.appendingPathComponent("one/index.html"), encoding: .utf8)
        #expect(page.contains("Body one."))
        // The made site folder is gone again.
        let left = try FileManager.default.contentsOfDirectory(atPath: FileManager.default.temporaryDirectory.path)
        #expect(!left.contains { $0.hasPrefix("tlsite-values-") })
    }

    // MARK: A folder

    @Test func aFolderBuildsTheBytesTlsiteBuildWrites() throws {
        let basic = LibraryTests.fixtures.appendingPathComponent("basic")
        let output = LibraryTests.temporary("folder")
        defer { try? FileManager.default.removeItem(at: output) }
        var options = LibraryTests.options()
        options.output = output.path
        let result = SiteFolder(basic.appendingPathComponent("site").path).build(options)
        #expect(result.succeeded, "\(result.diagnostics)")
        #expect(result.pages > 0)
        for page in ["index.html", "first/index.html", "feed.xml"] {
            let built = try Data(contentsOf: output.appendingPathComponent(page))
            let golden = try Data(contentsOf: basic.appendingPathComponent("expected/" + page))
            #expect(built == golden, "\(page) differs from the golden file")
        }
    }

    @Test func aBadFolderGivesLocatedErrorsAndWritesNothing() throws {
        let site = LibraryTests.temporary("bad")
        defer { try? FileManager.default.removeItem(at: site) }
        try FileManager.default.createDirectory(at: site.appendingPathComponent("content"), withIntermediateDirectories: true)
        try Data("title: Bad\n".utf8).write(to: site.appendingPathComponent("tlsite.yml"))
        try Data("---\ntitle: A\ndate: yesterday\n---\nBody.\n".utf8).write(to: site.appendingPathComponent("content/a.md"))
        let result = SiteFolder(site.path).build(LibraryTests.options())
        #expect(!result.succeeded)
        let error = try #require(result.errors.first)
        #expect(error.path == "content/a.md")
        #expect(error.line == 3 && error.column == 7)
        #expect(error.description.hasPrefix("content/a.md:3:7: error: 'date' "), "\(error)")
        #expect(!FileManager.default.fileExists(atPath: site.appendingPathComponent("public").path))
        // check writes nothing either, and says the same.
        #expect(SiteFolder(site.path).check(LibraryTests.options()).errors == result.errors)
    }

    // MARK: Serving

    @Test func aServedFolderAnswersWithItsPages() throws {
        let site = LibraryTests.temporary("serve")
        defer { try? FileManager.default.removeItem(at: site) }
        try FileManager.default.createDirectory(at: site.appendingPathComponent("content"), withIntermediateDirectories: true)
        try Data("title: Served\n".utf8).write(to: site.appendingPathComponent("tlsite.yml"))
        try Data("---\ntitle: A served card\ndate: 2024-05-01\n---\nBody.\n".utf8).write(to: site.appendingPathComponent("content/a.md"))
        let builds = Builds()
        let server = SiteServer(SiteFolder(site.path))
        let url = try server.start { builds.add($0) }
        defer { server.stop() }
        #expect(builds.all.first?.succeeded == true)
        #expect(url.absoluteString.hasPrefix("http://127.0.0.1:"))
        let page = try #require(LibraryTests.get(url.appendingPathComponent("a/")))
        #expect(page.contains("A served card"))
    }

    /// GET with curl, which the machine has; nil when it fails.
    static func get(_ url: URL) -> String? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/curl")
        process.arguments = ["-sf", "--max-time", "10", url.absoluteString]
        let pipe = Pipe()
        process.standardOutput = pipe
        guard (try? process.run()) != nil else { return nil }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return process.terminationStatus == 0 ? String(decoding: data, as: UTF8.self) : nil
    }
}

private final class Builds: @unchecked Sendable {
    private let lock = NSLock()
    private var results: [SiteBuildResult] = []
    func add(_ result: SiteBuildResult) { lock.withLock { results.append(result) } }
    var all: [SiteBuildResult] { lock.withLock { results } }
}

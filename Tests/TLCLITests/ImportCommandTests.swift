import Foundation
import Testing
import TLCore
@testable import TLCLI

/// `tlsite import timelinejs` end to end, in memory: the fixtures of
/// Tests/TLImportTests (written from TimelineJS's documented formats)
/// imported into a new site, which then builds.
struct ImportCommandTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("TLImportTests/Fixtures/timelinejs")

    static func fixture(_ name: String) -> String {
        (try? String(contentsOf: fixtures.appendingPathComponent(name), encoding: .utf8)) ?? ""
    }

    func files(_ store: MemoryFiles) -> [String: String] {
        Dictionary(uniqueKeysWithValues: store.snapshot.map { ($0.key, String(decoding: $0.value, as: UTF8.self)) })
    }

    @Test(arguments: ["space.json", "space.csv"])
    func importedSiteBuilds(_ name: String) throws {
        let (code, console, store) = CLITests().run(["import", "timelinejs", name, "--site", "space"], files: ["/work/\(name)": Self.fixture(name)])
        #expect(code == 0, "\(console.stderr)")
        #expect(console.stdout.contains("Imported 5 items in 1 folder into space/content/, with a new tlsite.yml. Build it with: tlsite build space"), "\(console.stdout)")
        #expect(console.stderr.contains("\(name):") && console.stderr.contains("warning: event"), "\(console.stderr)")
        #expect(!console.stderr.contains("error"), "\(console.stderr)")
        let (built, buildConsole, out) = CLITests().run(["build", "space", "--now", "2024-06-01"], files: files(store))
        #expect(built == 0, "\(buildConsole.stderr)")
        #expect(!buildConsole.stderr.contains("error"), "\(buildConsole.stderr)")
        let apollo = try #require(out.text("/work/space/public/apollo-11/index.html"))
        #expect(apollo.contains("<p>The Eagle has landed.</p>"), "the HTML text is shown (the new site sets markdown.unsafe)")
        #expect(apollo.contains("Aldrin on the Moon") || name.hasSuffix(".csv"))
        #expect(out.text("/work/space/public/tags/soviet-union/index.html")?.contains("Vostok 1") == true)
        #expect(out.text("/work/space/public/the-race/index.html")?.contains("Sputnik 1") == true, "the era is a folder page")
        let sputnik = try #require(out.text("/work/space/public/sputnik-1/index.html"))
        #expect(sputnik.contains("83.6 kg, *beeping*."), "plain text shows as written")
        #expect(out.text("/work/space/public/apollo-17-2/index.html") != nil)
        #expect(out.text("/work/space/public/index.html")?.contains("The space age") == true)
    }

    @Test func neverOverwritesWithoutForce() throws {
        let json = Self.fixture("space.json")
        let (first, _, store) = CLITests().run(["import", "timelinejs", "space.json", "--site", "space"], files: ["/work/space.json": json])
        #expect(first == 0)
        var edited = files(store)
        edited["/work/space/content/apollo-17.md"] = "---\ntitle: Mine\n---\nEdited by hand.\n"
        let (again, console, kept) = CLITests().run(["import", "timelinejs", "space.json", "--site", "space"], files: edited)
        #expect(again == 1)
        #expect(console.stderr.contains("content/apollo-17.md:1:1: error: event 4: content/apollo-17.md exists already; --force replaces it (nothing was written)"), "\(console.stderr)")
        #expect(console.stderr.contains("nothing was written"))
        #expect(files(kept) == edited, "nothing changed")
        let (forced, forcedConsole, replaced) = CLITests().run(["import", "timelinejs", "space.json", "--site", "space", "--force"], files: edited)
        #expect(forced == 0, "\(forcedConsole.stderr)")
        #expect(replaced.text("/work/space/content/apollo-17.md")?.contains("title: \"Apollo 17\"") == true)
        #expect(replaced.text("/work/space/tlsite.yml") == store.text("/work/space/tlsite.yml"), "the site's own tlsite.yml stays")
        #expect(forcedConsole.stderr.contains("the title slide: not imported: the site has a tlsite.yml already"))
    }

    @Test func anExistingSiteIsToldAboutItsHTML() {
        let (code, console, store) = CLITests().run(["import", "timelinejs", "t.json", "--verbose"], files: [
            "/work/tlsite.yml": "title: Mine\n", "/work/content/a.md": "---\ntitle: A\n---\n",
            "/work/t.json": #"{"events": [{"start_date": {"year": 2020, "month": 1, "day": 2}, "text": {"headline": "H", "text": "<p>x</p>"}}]}"#,
        ])
        #expect(code == 0, "\(console.stderr)")
        #expect(console.stdout.contains("Imported 1 item into content/. Build it with: tlsite build"), "\(console.stdout)")
        #expect(console.stderr.contains("t.json:1:1: warning: event 1: its text is HTML, kept as it is; tlsite shows raw HTML only with markdown: { unsafe: true }"))
        #expect(store.text("/work/tlsite.yml") == "title: Mine\n")
        #expect(store.text("/work/content/h.md")?.hasSuffix("---\n<p>x</p>\n") == true)
    }

    @Test func refusesAFolderThatIsNoSite() {
        let (code, console, store) = CLITests().run(["import", "timelinejs", "t.json", "--site", "home"], files: [
            "/work/home/notes.txt": "mine\n", "/work/t.json": #"{"events": [{"start_date": {"year": 2020}}]}"#,
        ])
        #expect(code == 1)
        #expect(console.stderr.contains("has no tlsite.yml and is not empty"), "\(console.stderr)")
        #expect(store.snapshot.count == 2)
    }

    @Test func errorsInTheFileWriteNothing() {
        let (code, console, store) = CLITests().run(["import", "timelinejs", "t.csv", "--site", "new"], files: [
            "/work/t.csv": "Year,Month,Day,Headline\n1969,7,20,Fine\n1969,2,30,Not a day\n1969,13,1,Nor a month\n",
        ])
        #expect(code == 1)
        #expect(console.stderr.contains("t.csv:3:1: error: event 2: start_date: day 30 does not exist in 1969-02 (1 to 28)"), "\(console.stderr)")
        #expect(console.stderr.contains("t.csv:4:1: error: event 3: start_date: month 13 does not exist (1 to 12)"))
        #expect(console.stderr.contains("tlsite: 2 errors; nothing was written"))
        #expect(store.snapshot.keys.sorted() == ["/work/t.csv"])
    }

    @Test(arguments: [["import"], ["import", "hugo", "x"], ["import", "timelinejs"], ["import", "timelinejs", "a", "b"], ["import", "timelinejs", "--nope", "a"]])
    func usageErrors(_ arguments: [String]) {
        let (code, console, _) = CLITests().run(arguments)
        #expect(code == 2)
        #expect(console.stderr.contains("usage: tlsite import timelinejs"), "\(console.stderr)")
    }

    @Test func aMissingFileIsAnError() {
        let (code, console, _) = CLITests().run(["import", "timelinejs", "nope.json", "--site", "s"])
        #expect(code == 1)
        #expect(console.stderr.contains("nope.json:1:1: error: no such file"), "\(console.stderr)")
    }
}

import Foundation
import Testing
import TLContent
import TLCore
import TLModel
import TLSite

/// Raw control characters (ESC, BEL, SOH, STX, BS, DEL, C1) from git or
/// from files never reach a page, a feed or a written changelog: each is
/// U+FFFD there; tabs and line feeds stay (issue 26).
struct ControlCharacterTests {
    @Test(arguments: [
        ("plain", "plain"),
        ("tab\tand\nnewline", "tab\tand\nnewline"),
        ("red \u{1B}[31malert\u{07}", "red \u{FFFD}[31malert\u{FFFD}"),
        ("\u{01}\u{02}\u{08}\u{7F}", "\u{FFFD}\u{FFFD}\u{FFFD}\u{FFFD}"),
        ("c1 \u{85}\u{9B}2J é ü", "c1 \u{FFFD}\u{FFFD}2J é ü"),
        ("cr\rform\u{0C}", "cr\u{FFFD}form\u{FFFD}"),
    ])
    func controlsBecomeTheReplacementCharacter(text: String, expected: String) {
        #expect(text.replacingControlCharacters == expected)
    }

    static let controls: [UInt8] = [0x1B, 0x07, 0x01, 0x02, 0x08, 0x7F]

    func hasControls(_ data: Data) -> Bool {
        data.contains { ($0 < 0x20 && $0 != 9 && $0 != 10 && $0 != 13) || $0 == 0x7F }
    }

    @Test func anItemFilesControlsAreReplacedInPagesAndFeeds() {
        let (io, store) = FileIO.memory(["/site/tlsite.yml": "title: T\nbaseURL: https://example.org/\n",
                                         "/site/content/a.md": "---\ntitle: A\n---\nBell \u{07} and \u{1B}[2J escape \u{01}\u{02}\u{08}.\n"])
        let report = Build(BuildOptions(site: "/site"), io: io).run()
        #expect(report.succeeded, "\(report.diagnostics)")
        for (path, data) in store.snapshot where path.hasPrefix("/site/public/") && !path.hasSuffix(".css") {
            #expect(!hasControls(data), "\(path)")
        }
        #expect(store.text("/site/public/a/index.html")?.contains("Bell \u{FFFD} and \u{FFFD}[2J escape \u{FFFD}\u{FFFD}\u{FFFD}.") == true)
    }

    /// Written as escapes, they reach the model past the file's check: YAML's
    /// double-quoted "\x1b", "\a", "\u0007" and Markdown's character
    /// references (&#x1b;, &#7;), which cmark decodes.
    @Test func controlsWrittenAsEscapesAreReplacedInPagesAndFeeds() {
        let (io, store) = FileIO.memory(["/site/tlsite.yml": "title: T\nbaseURL: https://example.org/\n",
                                         "/site/content/a.md": #"""
                                         ---
                                         title: "Red \x1b[31m bell \a \u0007 \0 end"
                                         date: 2024-05-01
                                         tags: ["t\x1bag"]
                                         ---
                                         Body &#x1b;[2J, &#7;, &#127; and &#x9b; done. [link](https://example.org/ "ti&#x1b;tle")

                                         """#])
        let report = Build(BuildOptions(site: "/site"), io: io).run()
        #expect(report.succeeded, "\(report.diagnostics)")
        for (path, data) in store.snapshot where path.hasPrefix("/site/public/") && !path.hasSuffix(".css") {
            #expect(!hasControls(data), "\(path)")
        }
        let page = store.text("/site/public/a/index.html") ?? ""
        #expect(page.contains("Red \u{FFFD}[31m bell \u{FFFD} \u{FFFD} \u{FFFD} end"))
        #expect(page.contains("Body \u{FFFD}[2J, \u{FFFD}, \u{FFFD} and \u{FFFD} done."))
        #expect(store.text("/site/public/feed.json")?.contains("Red \u{FFFD}[31m") == true)
    }

    @Test func commitMessagesControlsAreReplacedInTheSiteAndTheWrittenFile() throws {
        let site = FileManager.default.temporaryDirectory.appendingPathComponent("tlsite-controls-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: site) }
        try FileManager.default.createDirectory(atPath: site + "/content", withIntermediateDirectories: true)
        try "title: T\nbaseURL: https://example.org/\nchangelog:\n  git: .\n".write(toFile: site + "/tlsite.yml", atomically: true, encoding: .utf8)
        let git = GitHistory.runner(in: site)
        for arguments in [["init", "-q"], ["config", "user.name", "Ada\u{07}"], ["config", "user.email", "ada@example.org"],
                          ["config", "commit.gpgsign", "false"],
                          ["commit", "-q", "--allow-empty", "-m", "feat: red \u{1B}[31malert\u{07} \u{01}\u{02}\u{08}\u{7F} done"],
                          ["tag", "v1.0.0"]] {
            _ = try git(arguments).get()
        }
        var options = BuildOptions(site: site)
        options.output = site + "/public"
        let report = Build(options).run()
        #expect(report.succeeded, "\(report.diagnostics)")
        let release = try Data(contentsOf: URL(fileURLWithPath: site + "/public/kind/release/index.html"))
        #expect(!hasControls(release))
        #expect(String(decoding: release, as: UTF8.self).contains("red \u{FFFD}[31malert\u{FFFD} \u{FFFD}\u{FFFD}\u{FFFD}\u{FFFD} done"))
        for feed in ["feed.xml", "feed.json"] {
            #expect(!hasControls(try Data(contentsOf: URL(fileURLWithPath: site + "/public/" + feed))), "\(feed)")
        }
        let (history, _) = GitHistory.read(repository: site, display: ".", options: GitChangelogOptions())
        let written = ChangelogWriter.write(try #require(history)).text
        #expect(!hasControls(Data(written.utf8)))
        #expect(written.contains("red \u{FFFD}\\[31malert\u{FFFD}"))
    }
}

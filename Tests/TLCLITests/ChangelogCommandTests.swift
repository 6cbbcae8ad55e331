import Foundation
import Testing
import TLCore
@testable import TLCLI

struct ChangelogCommandTests {
    static let ownChangelog = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../CHANGELOG.md").standardized

    /// tlsite publishes its own CHANGELOG.md: one article per release and one
    /// entry per top-level list item, counted here without the reader.
    @Test func tlsitesOwnChangelogBecomesASite() throws {
        let text = try String(contentsOf: ChangelogCommandTests.ownChangelog, encoding: .utf8)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let releases = lines.filter { $0.hasPrefix("## ") }.count
        let entries = lines.drop { !$0.hasPrefix("## ") }.filter { $0.hasPrefix("- ") || $0.hasPrefix("* ") }.count
        #expect(releases >= 1 && entries >= 10)

        let (code, console, store) = CLITests().run(["changelog", "CHANGELOG.md"], files: ["/work/CHANGELOG.md": text])
        #expect(code == 0, "\(console.stderr)")
        #expect(console.stderr.isEmpty, "tlsite's own changelog reads without a warning: \(console.stderr)")
        #expect(console.stdout.hasPrefix("Built ") && console.stdout.contains("from \(releases) release") && console.stdout.hasSuffix("into changelog-site"))
        let home = try #require(store.text("/work/changelog-site/index.html"))
        #expect(home.components(separatedBy: "<article class=\"tl-bubble tl-kind-release\"").count - 1 == releases)
        #expect(home.components(separatedBy: "<li class=\"tl-change").count - 1 == entries)
        #expect(home.contains("<title>Changelog</title>"))
        #expect(store.text("/work/changelog-site/unreleased/index.html") != nil)
    }

    @Test func optionsReachTheSite() throws {
        let (code, console, store) = CLITests().run(
            ["changelog", "docs/CHANGES.md", "-o", "site", "--title", "Releases <b>", "--base-url", "https://example.org/x", "--theme", "dark"],
            files: ["/work/docs/CHANGES.md": "## 1.0.0 - 2024-01-01\n- one\n"])
        #expect(code == 0, "\(console.stderr)")
        let home = try #require(store.text("/work/site/index.html"))
        #expect(home.contains("<title>Releases &lt;b&gt;</title>"))
        #expect(home.contains("<link rel=\"canonical\" href=\"https://example.org/x/\">"))
        #expect(store.text("/work/site/1.0.0/index.html") != nil)
    }

    @Test(arguments: [
        (["changelog"], 2, "tlsite: error: changelog needs a file"),
        (["changelog", "a.md", "b.md"], 2, "tlsite: error: unexpected argument 'b.md'"),
        (["changelog", "a.md", "--theme", "../x"], 2, "tlsite: error: --theme needs a theme name"),
        (["changelog", "a.md", "--titel", "x"], 2, "tlsite: error: unknown option --titel (did you mean --title?)"),
        (["changelog", "missing.md"], 1, "missing.md:1:1: error: no changelog file at missing.md"),
        (["changelog", "notes.md"], 1, "notes.md:1:1: error: this is not a changelog"),
        (["changelog", "a.md", "-o", "."], 1, "tlsite: error: the output folder /work contains the site itself"),
        (["changelog", "a.md", "--tag-pattern", "^v"], 2, "tlsite: error: --tag-pattern goes with --git"),
        (["changelog", "a.md", "--separate-prereleases"], 2, "tlsite: error: --separate-prereleases goes with --git"),
        (["changelog", "--git", "--tag-pattern", "(["], 2, "tlsite: error: --tag-pattern needs a regular expression, not '(['"),
    ] as [([String], Int32, String)])
    func mistakesAreReported(_ arguments: [String], _ code: Int32, _ message: String) {
        let (exit, console, _) = CLITests().run(arguments, files: ["/work/a.md": "## 1.0.0\n- a\n", "/work/notes.md": "# Notes\n\nText.\n"])
        #expect(exit == code)
        #expect(console.stderr.contains(message), "\(console.stderr)")
    }

    @Test func helpDescribesTheCommand() {
        let (code, console, _) = CLITests().run(["help", "changelog"])
        #expect(code == 0)
        #expect(console.stdout.hasPrefix("usage: tlsite changelog CHANGELOG.md [-o DIR] [--force] [--title T] [--base-url URL] [--theme T]"))
        #expect(CLITests().run(["--help"]).1.stdout.contains("changelog FILE"))
    }
}

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

    /// References and relative links point at `--repository`, else at the
    /// repository of the changelog's compare links.
    @Test func referencesLinkToTheRepository() throws {
        let text = "## [1.0.0] - 2024-01-01\n- Fix #12 by @octo, see [the guide](./docs/x.md) and `#13`.\n\n"
            + "[1.0.0]: https://github.com/acme/rocket/compare/v0.9.0...v1.0.0\n"
        let (code, console, store) = CLITests().run(["changelog", "CHANGELOG.md", "-o", "site"], files: ["/work/CHANGELOG.md": text])
        #expect(code == 0, "\(console.stderr)")
        let home = try #require(store.text("/work/site/index.html"))
        #expect(home.contains("<a href=\"https://github.com/acme/rocket/issues/12\">#12</a>"))
        #expect(home.contains("<a href=\"https://github.com/octo\">@octo</a>"))
        #expect(home.contains("<a href=\"https://github.com/acme/rocket/blob/HEAD/docs/x.md\">the guide</a>"))
        #expect(home.contains("<code>#13</code>"))

        let (gitlabCode, gitlabConsole, gitlabStore) = CLITests().run(
            ["changelog", "CHANGELOG.md", "-o", "site", "--repository", "https://gitlab.com/group/project"], files: ["/work/CHANGELOG.md": text])
        #expect(gitlabCode == 0, "\(gitlabConsole.stderr)")
        let gitlabHome = try #require(gitlabStore.text("/work/site/index.html"))
        #expect(gitlabHome.contains("<a href=\"https://gitlab.com/group/project/-/issues/12\">#12</a>"))
        #expect(gitlabHome.contains("https://gitlab.com/group/project/-/blob/HEAD/docs/x.md"))
    }

    @Test(arguments: [
        (["changelog", "a.md", "--repository", "acme/rocket"], 2, "tlsite: error: --repository needs a repository's web address like https://github.com/OWNER/NAME, not 'acme/rocket'"),
        (["changelog"], 2, "tlsite: error: changelog needs a file"),
        (["changelog", "a.md", "b.md"], 2, "tlsite: error: unexpected argument 'b.md'"),
        (["changelog", "a.md", "--theme", "../x"], 2, "tlsite: error: --theme needs a theme name"),
        (["changelog", "a.md", "--titel", "x"], 2, "tlsite: error: unknown option --titel (did you mean --title?)"),
        (["changelog", "missing.md"], 1, "tlsite: error: no changelog file at missing.md"),
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

    @Test func aFailedFirstBuildDoesNotClaimAnOutputItNeverHad() {
        let (_, first, _) = CLITests().run(["changelog", "missing.md"])
        #expect(first.stderr.hasSuffix("tlsite: 1 error; nothing was published"), "\(first.stderr)")
        let (_, again, _) = CLITests().run(["changelog", "missing.md"], files: ["/work/changelog-site/index.html": "old"])
        #expect(again.stderr.hasSuffix("tlsite: 1 error; nothing was published, the previous output is untouched"), "\(again.stderr)")
    }

    @Test func helpDescribesTheCommand() {
        let (code, console, _) = CLITests().run(["help", "changelog"])
        #expect(code == 0)
        #expect(console.stdout.hasPrefix("usage: tlsite changelog CHANGELOG.md [-o DIR] [--force] [--title T] [--base-url URL] [--theme T]"))
        #expect(CLITests().run(["--help"]).1.stdout.contains("changelog FILE"))
    }
}

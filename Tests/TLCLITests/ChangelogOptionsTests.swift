import Foundation
import Testing
import TLCore
import TLContent
import TLSite
@testable import TLCLI

/// The options of `tlsite changelog` that say how a file is read and what
/// the command prints: `--types`, grouped warnings, `--quiet`.
struct ChangelogOptionsTests {
    static let enhancements = """
    ## [1.1.0] - 2024-02-01
    ### Enhancements
    - faster
    ### Internal
    - moved the CI
    ## [1.0.0] - 2024-01-01
    ### Enhancements
    - first
    """

    /// `--types FILE` maps the project's names: Enhancements are Added, Internal is gone.
    @Test func typesFileMapsAndHidesSections() throws {
        let (code, console, store) = CLITests().run(["changelog", "CHANGELOG.md", "--types", "types.yml"], files: [
            "/work/CHANGELOG.md": ChangelogOptionsTests.enhancements, "/work/types.yml": "Enhancements: added\nInternal: hidden\n"])
        #expect(code == 0, "\(console.stderr)")
        #expect(console.stderr.isEmpty, "\(console.stderr)")
        let home = try #require(store.text("/work/changelog-site/index.html"))
        #expect(home.components(separatedBy: "<li class=\"tl-change").count - 1 == 2)
        #expect(!home.contains("moved the CI"))
        #expect(home.contains("<section class=\"tl-changes tl-changes--added\" id=1.1.0-enhancements>"))
        #expect(store.text("/work/changelog-site/kind/added/index.html") != nil)
        #expect(store.text("/work/changelog-site/kind/other/index.html") == nil)
        #expect(!(try #require(store.text("/work/changelog-site/search.json"))).contains("moved the CI"))
    }

    @Test(arguments: [
        (["changelog", "CHANGELOG.md", "--types", "missing.yml"], 1, "tlsite: error: no types file at missing.yml"),
        (["changelog", "CHANGELOG.md", "--types", "bad.yml"], 1,
         "bad.yml:2:11: error: 'internl' is not a change type: use one of added, changed, deprecated, removed, fixed, security, other, dependencies, hidden"),
        (["changelog", "--git", "--types", "types.yml"], 2, "tlsite: error: --types maps a file's section names; with --git, --hide-types chooses the commit types"),
        (["changelog", "CHANGELOG.md", "--types"], 2, "tlsite: error: "),
    ] as [([String], Int32, String)])
    func badTypesAreReported(_ arguments: [String], _ code: Int32, _ message: String) {
        let (exit, console, store) = CLITests().run(arguments, files: [
            "/work/CHANGELOG.md": ChangelogOptionsTests.enhancements, "/work/types.yml": "Internal: hidden\n",
            "/work/bad.yml": "Enhancements: added\nInternal: internl\n"])
        #expect(exit == code)
        #expect(console.stderr.contains(message), "\(console.stderr)")
        #expect(store.text("/work/changelog-site/index.html") == nil)
    }

    /// A repository whose origin is no forge (or none): `--repository` gives
    /// the releases their compare and tag links.
    @Test func repositoryGivesAGitHistoryItsLinks() throws {
        let repo = FileManager.default.temporaryDirectory.appendingPathComponent("tlsite-cli-repository-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: repo) }
        try FileManager.default.createDirectory(atPath: repo, withIntermediateDirectories: true)
        let git = GitHistory.runner(in: repo)
        for arguments in [["init", "-q"], ["config", "user.name", "Ada"], ["config", "user.email", "ada@example.org"],
                          ["remote", "add", "origin", "/srv/git/rocket.git"],
                          ["commit", "-q", "--allow-empty", "-m", "feat: first"], ["tag", "v1.0.0"],
                          ["commit", "-q", "--allow-empty", "-m", "fix: second"], ["tag", "v1.1.0"],
                          ["commit", "-q", "--allow-empty", "-m", "fix: third"]] {
            if case .failure(let failure) = git(arguments) { throw failure }
        }
        let (plain, plainConsole, plainStore) = CLITests().run(["changelog", "--git", repo])
        #expect(plain == 0, "\(plainConsole.stderr)")
        #expect(!(try #require(plainStore.text("/work/changelog-site/index.html"))).contains("tl-release-link"))

        let (code, console, store) = CLITests().run(["changelog", "--git", repo, "--repository", "https://gitlab.com/acme/rocket"])
        #expect(code == 0, "\(console.stderr)")
        let home = try #require(store.text("/work/changelog-site/index.html"))
        #expect(home.contains("href=\"https://gitlab.com/acme/rocket/-/compare/v1.1.0...HEAD\""))
        #expect(home.contains("href=\"https://gitlab.com/acme/rocket/-/compare/v1.0.0...v1.1.0\""))
        #expect(home.contains("href=\"https://gitlab.com/acme/rocket/-/tags/v1.0.0\""))
        #expect(try #require(store.text("/work/changelog-site/v1.0.0/index.html")).contains("<title>rocket v1.0.0 · Changelog</title>"))
    }

    /// A folded release's summary counts a type by its catalogue plural
    /// ("1 added", never "1 features"), a breaking section as breaking, and
    /// the project's own heading without inflecting it; in every language.
    @Test(arguments: ["en", "fr", "de", "es", "pt", "it", "nl", "ja", "zh", "ar", "he"])
    func summariesSpeakThePluralsOfTheLanguage(_ language: String) throws {
        var text = "## 2.0.0 - 2024-05-01\n### Features\n- one\n### Bug Fixes\n"
        text += (1...11).map { "- fix \($0)\n" }.joined()
        text += "### Breaking Changes\n- gone\n### Upgrade notes\n- read this\n"
        let (code, console, store) = CLITests().run(["changelog", "CHANGELOG.md", "--language", language], files: ["/work/CHANGELOG.md": text])
        #expect(code == 0, "\(console.stderr)")
        let home = try #require(store.text("/work/changelog-site/index.html"))
        let catalogue = try #require(CatalogueLoader.builtIn(language))
        let summary = try #require(home.range(of: "<p class=tl-release-summary>").map { home[$0.upperBound...].prefix { $0 != "<" } })
        for part in [catalogue.plural("changelog.count.added", count: 1), catalogue.plural("changelog.count.fixed", count: 11),
                     catalogue.plural("changelog.breaking", count: 1), catalogue.text("changelog.count.custom", ["type": "Upgrade notes", "count": "1"])] {
            #expect(summary.contains(part), "\(language): '\(part)' in '\(summary)'")
        }
        if language == "en" { #expect(summary == "14 changes: 1 added, 11 fixed, 1 breaking, Upgrade notes: 1.") }
        if language == "fr" { #expect(summary == "14 changements\u{A0}: 1 ajout, 11 corrections, 1 incompatible, Upgrade notes\u{A0}: 1.") }
        #expect(!summary.contains("features") && !summary.contains("bug fixes") && !summary.contains("breaking changes"))
        // The kind/ index of a changelog site is "Change types" in the language.
        let kinds = try #require(store.text("/work/changelog-site/kind/index.html"))
        #expect(kinds.contains("<title>\(catalogue.text("change.nav"))</title>"), "\(language)")
        #expect(home.contains(">\(catalogue.text("change.nav"))</a></li>"), "\(language)")
    }

    /// Five releases with the same unknown heading: one line in text, with
    /// the count and the first location; each with --verbose, or in JSON;
    /// none with --quiet.
    @Test func repeatedWarningsAreOneLine() throws {
        let text = (1...5).map { "## 1.0.\(6 - $0) - 2024-01-0\($0)\n### Upgrade notes\n- read \($0)\n### Migration \($0)\n- step\n" }.joined()
        let files = ["/work/CHANGELOG.md": text]
        let warning = "CHANGELOG.md:2:1: warning: 'Upgrade notes' is not a change type tlsite knows"
        let (code, console, _) = CLITests().run(["changelog", "CHANGELOG.md"], files: files)
        #expect(code == 0)
        let lines = console.stderr.split(separator: "\n").map(String.init)
        // Two names, one kind of warning: an unknown change type.
        #expect(lines.count == 1, "\(lines)")
        #expect(lines.first?.hasPrefix(warning) == true && lines.first?.hasSuffix(" (and 9 more like it; --verbose shows every one)") == true, "\(lines)")

        let (_, verbose, _) = CLITests().run(["changelog", "CHANGELOG.md", "--verbose"], files: files)
        #expect(verbose.stderr.split(separator: "\n").filter { $0.contains(": warning: ") }.count == 10, "\(verbose.stderr)")
        #expect(!verbose.stderr.contains("more like it"))

        let (_, json, _) = CLITests().run(["changelog", "CHANGELOG.md", "--diagnostics", "json"], files: files)
        #expect(json.stderr.split(separator: "\n").filter { $0.contains("\"severity\":\"warning\"") }.count == 10, "\(json.stderr)")
        let (_, github, _) = CLITests().run(["changelog", "CHANGELOG.md", "--diagnostics", "github"], files: files)
        #expect(github.stderr.split(separator: "\n").filter { $0.hasPrefix("::warning ") }.count == 10, "\(github.stderr)")

        let (quietCode, quiet, quietStore) = CLITests().run(["changelog", "CHANGELOG.md", "-q"], files: files)
        #expect(quietCode == 0 && quiet.stderr.isEmpty && quiet.stdout.isEmpty, "\(quiet.stderr)")
        #expect(quietStore.text("/work/changelog-site/index.html") != nil)
        // Errors stay: --quiet hides warnings only.
        let (errorCode, errors, _) = CLITests().run(["changelog", "missing.md", "-q"], files: files)
        #expect(errorCode == 1 && errors.stderr.contains("tlsite: error: no changelog file at missing.md"), "\(errors.stderr)")
    }

    /// A build groups its warnings the same way: a site's changelog with
    /// one unknown heading in three releases.
    @Test func buildGroupsWarningsToo() {
        let files = ["/work/site/tlsite.yml": "title: T\nchangelog: CHANGES.md\n",
                     "/work/site/CHANGES.md": (1...3).map { "## 1.0.\(3 - $0) - 2024-01-0\($0)\n### Upgrade notes\n- read\n" }.joined()]
        let (code, console, _) = CLITests().run(["build", "site"], files: files)
        #expect(code == 0, "\(console.stderr)")
        let lines = console.stderr.split(separator: "\n")
        #expect(lines.count == 1 && lines[0].hasPrefix("CHANGES.md:2:1: warning: ") && lines[0].hasSuffix("(and 2 more like it; --verbose shows every one)"),
                "\(console.stderr)")
        let (_, verbose, _) = CLITests().run(["build", "site", "-v"], files: files)
        #expect(verbose.stderr.split(separator: "\n").filter { $0.contains(": warning: ") }.count == 3, "\(verbose.stderr)")
        let (_, quiet, _) = CLITests().run(["check", "site", "-q"], files: files)
        #expect(quiet.stderr.isEmpty && quiet.stdout.isEmpty, "\(quiet.stderr)")
    }

    @Test(arguments: [
        ("'Patch Changes' is not a change type tlsite knows (did you mean 'Bug Fixes'?)", "'…' is not a change type tlsite knows (did you mean '…'?)"),
        ("the site's `x` and \"y\" at 2024-05-01", "the site's `…` and \"…\" at #-#-#"),
        ("an unclosed 'quote", "an unclosed 'quote"),
        ("read as a section of 1.2.0", "read as a section of #.#.#"),
    ])
    func kindsLeaveOutWhatMessagesQuote(_ message: String, _ kind: String) {
        #expect(DiagnosticOutput.kind(of: message) == kind)
    }

    /// `--releases FILE.json`: GitHub's releases as a site; drafts are not on it.
    @Test func releasesJSONBecomesASite() throws {
        let json = """
        [{"tag_name": "v1.1.0", "name": "v1.1.0", "draft": false, "prerelease": false, "published_at": "2024-02-01T10:00:00Z",
          "html_url": "https://github.com/acme/rocket/releases/tag/v1.1.0", "body": "## What's Changed\\r\\n* Fix #3 by @ada in https://github.com/acme/rocket/pull/4"},
         {"tag_name": "v1.2.0", "draft": true, "body": "* secret"},
         {"tag_name": "v1.0.0", "name": "First", "draft": false, "prerelease": false, "published_at": "2024-01-01T10:00:00Z", "body": "### Added\\n- one\\n- two"}]
        """
        let (code, console, store) = CLITests().run(["changelog", "--releases", "releases.json"], files: ["/work/releases.json": json])
        #expect(code == 0, "\(console.stderr)")
        #expect(console.stdout.hasPrefix("Built ") && console.stdout.contains("from 2 releases"), "\(console.stdout)")
        let home = try #require(store.text("/work/changelog-site/index.html"))
        #expect(home.components(separatedBy: "<li class=\"tl-change").count - 1 == 3)
        #expect(!home.contains("secret"))
        #expect(home.contains("<a href=\"https://github.com/acme/rocket/issues/3\">#3</a>"))
        #expect(store.text("/work/changelog-site/v1.1.0/index.html")?.contains("<title>rocket v1.1.0") == true)
    }

    @Test(arguments: [
        (["changelog", "--releases", "missing.json"], 1, "tlsite: error: no releases file at missing.json; write one with 'gh"),
        (["changelog", "--releases", "bad.json"], 1, "bad.json:1:2: error: a release without tagName (or tag_name)"),
        (["changelog", "--releases", "bad.json", "CHANGELOG.md"], 2, "tlsite: error: --releases reads GitHub's releases instead of a changelog file; give one of them"),
        (["changelog", "--git", "--releases", "bad.json"], 2, "tlsite: error: --releases reads GitHub's releases instead of --git; give one of them"),
        (["changelog", "--releases", "bad.json", "--tag-pattern", "^v"], 2, "tlsite: error: --tag-pattern goes with --git"),
    ] as [([String], Int32, String)])
    func badReleasesAreReported(_ arguments: [String], _ code: Int32, _ message: String) {
        let (exit, console, store) = CLITests().run(arguments, files: ["/work/bad.json": "[{\"name\": \"x\"}]", "/work/CHANGELOG.md": "## 1.0.0\n- a\n"])
        #expect(exit == code)
        #expect(console.stderr.contains(message), "\(console.stderr)")
        #expect(store.text("/work/changelog-site/index.html") == nil)
    }
}

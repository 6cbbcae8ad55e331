import Foundation
import Testing
import TLContent
import TLCore
import TLSite

/// Changelogs as sites: every entry of the file on the site exactly once
/// per page that holds it, anchors for old links, no site folder read.
struct ChangelogSiteTests {
    static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/changelog/site/CHANGELOG.md")

    func buildStandalone(_ files: [String: String], file: String = "/repo/CHANGELOG.md") -> (BuildReport, MemoryFiles) {
        let (io, store) = FileIO.memory(files)
        var options = BuildOptions(site: "/repo")
        options.changelog = ChangelogSource(.file(file), display: "CHANGELOG.md")
        options.output = "/out"
        return (Build(options, io: io).run(), store)
    }

    /// The top-level list items of the fixture's releases, by their text: an
    /// oracle that does not use the reader.
    static func entries(_ text: String) -> [String] {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let firstRelease = lines.firstIndex { $0.hasPrefix("## ") } ?? 0
        return lines[firstRelease...].compactMap { line -> String? in
            for marker in ["- ", "* ", "1. ", "2. "] where line.hasPrefix(marker) {
                return line.dropFirst(marker.count).trimmingCharacters(in: .whitespaces).replacingOccurrences(of: "**", with: "")
            }
            return nil
        }
    }

    func count(_ needle: String, in text: String?) -> Int { (text ?? "").components(separatedBy: needle).count - 1 }

    /// Where each needle first stands in `text`, in the order found.
    func order(_ needles: [String], in text: String?) -> [String] {
        let text = text ?? ""
        return needles.compactMap { needle in text.range(of: needle).map { (needle, $0.lowerBound) } }.sorted { $0.1 < $1.1 }.map(\.0)
    }

    /// A date typo (2023 among 2025's releases) moves nothing: the home page,
    /// the feed and the neighbours' links keep the file's order.
    @Test func aDateOutOfOrderKeepsTheFilesOrderEverywhere() throws {
        let text = """
        # Changelog
        ## [1.3.0] - 2025-04-01
        - d
        ## [1.2.0] - 2023-03-17
        - c
        ## [1.1.0] - 2025-02-01
        - b
        ## [1.0.0] - 2025-01-01
        - a
        """
        let (io, store) = FileIO.memory(["/repo/CHANGELOG.md": text])
        var options = BuildOptions(site: "/repo")
        options.changelog = ChangelogSource(.file("/repo/CHANGELOG.md"), display: "CHANGELOG.md")
        options.output = "/out"
        options.baseURL = "https://x.example.org/"
        let report = Build(options, io: io).run()
        #expect(report.succeeded, "\(report.diagnostics)")
        #expect(report.diagnostics.map(\.description).contains { $0.contains("1.2.0 is dated 2023-03-17, out of order") })
        let versions = ["1.3.0", "1.2.0", "1.1.0", "1.0.0"]
        #expect(order(versions.map { "id=\($0)>" }, in: store.text("/out/index.html")) == versions.map { "id=\($0)>" })
        #expect(order(versions.map { "<title>\($0)</title>" }, in: store.text("/out/feed.xml")) == versions.map { "<title>\($0)</title>" })
        // 1.2.0's neighbours are 1.3.0 (newer) and 1.1.0 (older), as written.
        let page = store.text("/out/1.2.0/index.html") ?? ""
        #expect(page.contains("href=\"../1.3.0/\"") && page.contains("href=\"../1.1.0/\""), "\(page)")
    }

    /// covector's files have no dates: the feed takes turns between the
    /// packages, keeps each file's order, and is the same at every build.
    @Test func undatedPackagesTakeTurnsInAStableFeed() throws {
        func file(_ name: String) -> String {
            "# Changelog\n\n" + (1...3).reversed().map { "## \\[\($0).0.0]\n\n### Bug Fixes\n\n- \(name) fix \($0)\n\n" }.joined()
        }
        var feeds: [String] = []
        for now in [Date(timeIntervalSince1970: 1_700_000_000), Date(timeIntervalSince1970: 1_800_000_000)] {
            let (io, store) = FileIO.memory(["/repo/a/CHANGELOG.md": file("a"), "/repo/b/CHANGELOG.md": file("b")])
            var options = BuildOptions(site: "/repo")
            options.changelog = ChangelogSource(.packages(["a/CHANGELOG.md", "b/CHANGELOG.md"], base: "/repo"), display: "a/CHANGELOG.md")
            options.output = "/out"
            options.baseURL = "https://x.example.org/"
            options.now = now
            let report = Build(options, io: io).run()
            #expect(report.succeeded, "\(report.diagnostics)")
            feeds.append(store.text("/out/feed.xml") ?? "")
        }
        #expect(feeds[0] == feeds[1])
        let titles = ["a 3.0.0", "b 3.0.0", "a 2.0.0", "b 2.0.0", "a 1.0.0", "b 1.0.0"]
        #expect(order(titles.map { "<title>\($0)</title>" }, in: feeds[0]) == titles.map { "<title>\($0)</title>" })
        #expect(!feeds[0].contains("2023-") && !feeds[0].contains("2027-"))
    }

    @Test func everyEntryAppearsOnceOnTheTimelineOnItsReleasePageAndOnItsKindPage() throws {
        let text = try String(contentsOf: ChangelogSiteTests.fixture, encoding: .utf8)
        // 1.1.0's two loose items stand right below its heading, above its
        // first change type: changes (Other), since no prose comes before them.
        let expected = ChangelogSiteTests.entries(text)
        #expect(expected.count == 28)
        let (report, store) = buildStandalone(["/repo/CHANGELOG.md": text])
        #expect(report.succeeded, "\(report.diagnostics)")
        let home = store.text("/out/index.html")
        #expect(count("<li class=\"tl-change", in: home) == expected.count)
        // Eight releases: the pointer 0.0.1 is one, with no entries.
        #expect(count("<article class=\"tl-bubble tl-kind-release\"", in: home) == 8)
        for entry in expected {
            let html = entry.replacingOccurrences(of: "Breaking:", with: "<strong>Breaking:</strong>")
            #expect(count(html, in: home) == 1, "\(entry) on the home page")
        }
        // The release pages together, and the change-type pages together, hold each entry once too.
        let releasePages = store.snapshot.keys.filter { $0.hasPrefix("/out/") && !$0.hasPrefix("/out/kind/") && !$0.hasPrefix("/out/upgrade/") && $0.hasSuffix("/index.html") && $0 != "/out/index.html" }
        #expect(releasePages.count == 8, "\(releasePages.sorted())")
        #expect(releasePages.map { count("<li class=\"tl-change", in: store.text($0)) }.reduce(0, +) == expected.count)
        // kind/index.html lists the change types; it holds no entry.
        let kindPages = store.snapshot.keys.filter { $0.hasPrefix("/out/kind/") && $0 != "/out/kind/index.html" }
        #expect(Set(kindPages) == Set(["added", "changed", "removed", "fixed", "security", "other"]
            .map { "/out/kind/\($0)/index.html" }))
        #expect(kindPages.map { count("<li class=\"tl-change", in: store.text($0)) }.reduce(0, +) == expected.count)
        #expect(store.text("/out/kind/release/index.html") == nil, "the home page already lists every release")
    }

    @Test func releasesAndSectionsHaveStableAnchors() throws {
        let text = try String(contentsOf: ChangelogSiteTests.fixture, encoding: .utf8)
        let (report, store) = buildStandalone(["/repo/CHANGELOG.md": text])
        #expect(report.succeeded)
        let home = try #require(store.text("/out/index.html"))
        for id in ["unreleased", "2.0.0", "2.0.0-added", "2.0.0-fixed", "1.2.0", "1.0.0", "1.0.0-2", "0.0.5", "0.0.5-added",
                   "200---2024-03-01", "110---2024-13-45"] {
            #expect(count(" id=\(id) ", in: home) + count(" id=\(id)>", in: home) == 1, "#\(id)")
        }
        // The preamble is the introduction; the title comes from the file's heading.
        #expect(home.contains("<h1 class=tl-page-title>Changelog of Example</h1>"))
        #expect(home.contains("<div class=tl-intro>\n<p>All notable changes to this project are documented here.</p>"))
        // A long release is a folding card, open on its own page.
        #expect(home.contains("<p class=tl-release-summary>14 changes: 8 added, 6 fixed.</p>"))
        // Its folds share the theme's durations evenly: the stylesheet times them, no inline style.
        #expect(store.text("/out/1.2.0/index.html")?.contains("<details open class=tl-fold>") == true)
        #expect(home.contains("href=\"https://github.com/example/example/compare/v1.1.0...v2.0.0\""))
        #expect(!home.contains("javascript:"))
    }

    @Test func noSiteFolderIsRead() {
        let (report, store) = buildStandalone([
            "/repo/CHANGELOG.md": "## 1.0.0\n- a\n",
            "/repo/tlsite.yml": "title: [broken\n",
            "/repo/templates/item.html": "{{#broken}",
            "/repo/content/a.md": "no front matter",
            "/repo/static/x.txt": "x",
        ])
        #expect(report.succeeded, "\(report.diagnostics)")
        #expect(store.text("/out/x.txt") == nil)
        #expect(store.text("/out/1.0.0/index.html") != nil)
    }

    @Test func changelogKeyMixesReleasesWithItems() {
        let (io, store) = FileIO.memory([
            "/site/tlsite.yml": "title: T\nchangelog: docs/CHANGELOG.md\n",
            "/site/docs/CHANGELOG.md": "# Changes\n\nIntro.\n\n## 1.1.0 - 2024-03-01\n### Fixed\n- f\n## 1.0.0 - 2024-01-01\n### Added\n- a\n",
            "/site/content/2024-02-01-news.md": "---\ntitle: News\n---\nHello.\n",
        ])
        let report = Build(BuildOptions(site: "/site"), io: io).run()
        #expect(report.succeeded, "\(report.diagnostics)")
        #expect(!report.diagnostics.contains { $0.message.contains("not used yet") })
        let home = store.text("/site/public/index.html") ?? ""
        let order = ["id=1.1.0>", "id=news>", "id=1.0.0>"].map { home.range(of: $0)?.lowerBound }
        #expect(order.allSatisfy { $0 != nil } && order[0]! < order[1]! && order[1]! < order[2]!, "releases sort by date with the items")
        #expect(store.text("/site/public/kind/release/index.html")?.contains("<p>Intro.</p>") == true)
        #expect(store.text("/site/public/kind/fixed/index.html")?.contains("<li class=\"tl-change\" id=1.1.0-fixed-1>f</li>") == true)
    }

    @Test(arguments: [
        (["/site/tlsite.yml": "title: T\nchangelog: CHANGES.md\n"], "tlsite.yml:2:12: error: no changelog file at CHANGES.md"),
        (["/site/tlsite.yml": "title: T\nchangelog: C.md\n", "/site/C.md": "Just notes.\n"], "C.md:1:1: error: this is not a changelog"),
        (["/site/tlsite.yml": "title: T\nchangelog: C.md\n", "/site/C.md": "## 1.0.0\n- a\u{0}\n"], "C.md:2:4: error: the file contains a NUL byte"),
    ])
    func brokenChangelogsAreLocatedErrors(_ files: [String: String], _ expected: String) {
        let (io, _) = FileIO.memory(files)
        let report = Build(BuildOptions(site: "/site"), io: io).run()
        #expect(!report.succeeded)
        #expect(report.diagnostics.map(\.description).contains { $0.hasPrefix(expected) }, "\(report.diagnostics)")
    }

    /// Only a compare view is "Compare changes"; a folded summary counts a
    /// breaking section's entries once; a deep link's id carries the version.
    @Test func linkLabelsSummariesAndSectionIds() throws {
        var text = "## [2.0.0](https://git.example.org/a/b/compare/v1.1.0...v2.0.0) (2024-05-01)\n### BREAKING CHANGES\n"
        text += (1...13).map { "* gone \($0)\n" }.joined()
        text += "### Performance Improvements\n* faster\n"
        text += "## [1.1.0](https://git.example.org/a/b/releases/tag/v1.1.0) (2024-04-01)\n### Bug Fixes\n* fixed\n"
        text += "## [1.0.0](https://example.org/blog/one) (2024-03-01)\n### Features\n* first\n"
        let (report, store) = buildStandalone(["/repo/CHANGELOG.md": text])
        #expect(report.succeeded, "\(report.diagnostics)")
        let home = try #require(store.text("/out/index.html"))
        #expect(count(">Compare changes<", in: home) == 1)
        #expect(count(">Tag<", in: home) == 1)
        #expect(count(">Release notes<", in: home) == 1)
        #expect(home.contains("<p class=tl-release-summary>14 changes: 13 breaking, 1 changed.</p>"))
        for id in ["2.0.0-breaking-changes", "2.0.0-performance-improvements", "1.1.0-bug-fixes", "1.0.0-features"] {
            #expect(count(" id=\(id) ", in: home) + count(" id=\(id)>", in: home) == 1, "#\(id)")
        }
        // Types by meaning, titles as written: Performance Improvements is on the Changed page.
        #expect(store.text("/out/kind/changed/index.html")?.contains("Performance Improvements") == true)
        #expect(store.text("/out/kind/changed/index.html")?.contains("<title>Changed") == true)
        #expect(store.text("/out/kind/performance-improvements/index.html") == nil)
    }

    /// A release that only points to another file is shown as that link:
    /// its notes, no badges, no "Release notes" link beside them, never
    /// folded, never Latest; its cell and its anchors stay.
    @Test func aPointerIsShownAsItsLink() throws {
        let text = "## 2.0.0-rc.1 - 2024-05-01\n### Added\n- a thing\n## 1.0.0 - 2020-01-01\n\nSee [the 1.x changelog](https://example.org/CHANGELOG-1.x.md).\n"
        let (report, store) = buildStandalone(["/repo/CHANGELOG.md": text])
        #expect(report.succeeded, "\(report.diagnostics)")
        let home = try #require(store.text("/out/index.html"))
        let cell = try #require(home.components(separatedBy: "id=1.0.0>").dropFirst().first?.components(separatedBy: "</article>").first)
        #expect(cell.contains("<div class=\"tl-release tl-release--pointer\">\n<span class=tl-anchor id=100---2020-01-01></span>"
                              + "<div class=tl-release-notes>\n<p>See <a href=\"https://example.org/CHANGELOG-1.x.md\">the 1.x changelog</a>.</p>"), "\(cell)")
        #expect(!cell.contains("tl-release-meta") && !cell.contains("Release notes") && !cell.contains("tl-badge"), "\(cell)")
        // The only stable release is the pointer: no release is Latest.
        #expect(!home.contains("tl-release--latest"))
        #expect(store.text("/out/1.0.0/index.html")?.contains("tl-release--pointer") == true)
    }

    /// `changelog: { git: . }`: a site's releases from its own repository.
    @Test func aSiteReadsItsReleasesFromGit() throws {
        let site = FileManager.default.temporaryDirectory.appendingPathComponent("tlsite-gitsite-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: site) }
        try FileManager.default.createDirectory(atPath: site + "/content", withIntermediateDirectories: true)
        try "title: T\nchangelog:\n  git:\n    hiddenTypes: []\n".write(toFile: site + "/tlsite.yml", atomically: true, encoding: .utf8)
        let git = GitHistory.runner(in: site)
        for arguments in [["init", "-q"], ["config", "user.name", "Ada"], ["config", "user.email", "ada@example.org"],
                          ["config", "commit.gpgsign", "false"], ["commit", "-q", "--allow-empty", "-m", "feat: first"],
                          ["tag", "v1.0.0"], ["commit", "-q", "--allow-empty", "-m", "docs: shown, hiddenTypes is empty"]] {
            _ = try git(arguments).get()
        }
        var options = BuildOptions(site: site)
        options.output = site + "/public"
        let report = Build(options).run()
        #expect(report.succeeded, "\(report.diagnostics)")
        let releases = try String(contentsOfFile: site + "/public/kind/release/index.html", encoding: .utf8)
        #expect(releases.contains("first <code class=\"tl-commit\">"))
        #expect(releases.contains("shown, hiddenTypes is empty"))
    }
    /// The golden sites of the release tools' layouts (changelog-tools,
    /// changelog-formats) are built from the very files whose readings
    /// Tests/TLContentTests/Fixtures/changelogs/ holds: a file edited in one
    /// place only would leave a golden site or a golden reading untested.
    @Test(arguments: [
        ("changelog-tools", "rocket", "changesets"), ("changelog-tools", "engine", "covector"),
        ("changelog-tools", "history", "release-lines"), ("changelog-tools", "cliff", "git-cliff"),
        ("changelog-formats", "pebble", "towncrier"), ("changelog-formats", "sieve", "release-please"),
        ("changelog-formats", "orchard", "lerna-changelog"), ("changelog-formats", "lantern", "conventional-changelog"),
        ("changelog-formats", "kettle", "standard-version"),
    ])
    func aGoldenSiteHoldsTheFixtureOfItsReading(_ site: String, _ package: String, _ layout: String) throws {
        let tests = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        let built = try Data(contentsOf: tests.appendingPathComponent("Fixtures/\(site)/site/packages/\(package)/CHANGELOG.md"))
        let read = try Data(contentsOf: tests.deletingLastPathComponent().appendingPathComponent("TLContentTests/Fixtures/changelogs/\(layout).md"))
        #expect(built == read, "\(site)/site/packages/\(package)/CHANGELOG.md is no longer TLContentTests/Fixtures/changelogs/\(layout).md")
    }
}

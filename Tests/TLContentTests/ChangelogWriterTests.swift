import Foundation
import Testing
import TLCore
import TLModel
@testable import TLContent

/// `tlsite changelog --git --write`: the file written from a repository
/// reads back as the same releases and entries, and a second run keeps
/// what was written by hand.
struct ChangelogWriterTests {
    /// A repository made with `git` itself, removed by the caller.
    final class Repository {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("tlsite-write-\(UUID().uuidString)").path
        let git: GitHistory.Runner
        var day = 1

        init() throws {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
            git = GitHistory.runner(in: path)
            try run(["init", "-q"])
            try run(["config", "user.name", "Ada Lovelace"])
            try run(["config", "user.email", "ada@example.org"])
            try run(["config", "commit.gpgsign", "false"])
            try run(["config", "tag.gpgsign", "false"])
            try run(["remote", "add", "origin", "git@github.com:acme/rocket.git"])
        }

        deinit { try? FileManager.default.removeItem(atPath: path) }

        func run(_ arguments: [String]) throws {
            if case .failure(let failure) = git(arguments) { Issue.record("git \(arguments): \(failure.message)"); throw failure }
        }

        /// A commit a day, so that tags have dates to write.
        func commit(_ message: String) throws {
            let date = String(format: "2024-03-%02dT12:00:00Z", day)
            day += 1
            try run(["-c", "user.name=Ada Lovelace", "commit", "-q", "--allow-empty", "-m", message, "--date", date])
        }

        func tag(_ name: String) throws {
            try run(["-c", "user.name=Ada Lovelace", "tag", "-a", name, "-m", name])
        }

        func read() throws -> Changelog {
            let (changelog, diagnostics) = GitHistory.read(repository: path, display: "repo")
            return try #require(changelog, "\(diagnostics)")
        }
    }

    /// What a reader of the file sees, release by release: version, day,
    /// and per change type the entries' words and whether they break.
    static func describe(_ changelog: Changelog) -> [String] {
        changelog.releases.map { release in
            var lines = [ChangelogWriter.key(release) + " " + (release.date.map(Release.day) ?? "undated")]
            for kind in ChangeKind.known + [ChangeKind.dependencies, ChangeKind.other] {
                let entries = release.sections.filter { $0.kind == kind }.flatMap(\.entries)
                if entries.isEmpty { continue }
                lines.append("  " + kind + ": " + entries.map { ($0.isBreaking ? "!" : "") + ChangelogWriter.entryText($0.html) }.joined(separator: " | "))
            }
            return lines.joined(separator: "\n")
        }
    }

    @Test func aWrittenFileReadsBackAsTheRepository() throws {
        let repo = try Repository()
        try repo.commit("feat: first feature")
        try repo.commit("fix(parser): handle `nil`, *stars*, _under_ and <b>tags</b> & [links](x)")
        try repo.commit("chore: hidden by default")
        try repo.tag("v0.1.0")
        try repo.commit("# not a heading")
        try repo.commit("perf: 1. not a list")
        try repo.commit("refactor(core): split ~~the~~ reader | table?")
        try repo.tag("v1.0.0-rc.1")
        try repo.commit("feat(api)!: a new config format\n\nBREAKING CHANGE: the old keys are gone;\n- rename them\n\nReviewed-by: Someone")
        try repo.commit("revert: feat: an old idea")
        try repo.commit("deps: bump cmark to 0.31")
        try repo.commit("security: escape @mentions and #123 in titles\\")
        try repo.commit("deprecate: the `lanes` key")
        try repo.tag("v1.0.0")
        try repo.commit("fix: after the release")
        try repo.commit("an ordinary message")

        let history = try repo.read()
        let written = ChangelogWriter.write(history)
        #expect(written.added == ["Unreleased", "v1.0.0", "v0.1.0"])
        #expect(written.diagnostics.isEmpty)
        let (back, problems) = ChangelogReader.read(written.text, path: "CHANGELOG.md")
        let read = try #require(back, "\(problems)\n\(written.text)")
        #expect(problems.isEmpty, "\(problems)")
        #expect(ChangelogWriterTests.describe(read) == ChangelogWriterTests.describe(history), "\(written.text)")
        #expect(read.entryCount == history.entryCount && read.entryCount == 12)
        // The compare links at the bottom are the repository's.
        #expect(read.releases.map(\.link) == history.releases.map(\.link))
        #expect(read.releases[0].link == "https://github.com/acme/rocket/compare/v1.0.0...HEAD")
        #expect(written.text.hasPrefix(ChangelogWriter.preamble + "\n\n## [Unreleased]\n"))
        let day = Release.day(try #require(history.releases[1].date))
        let release = ("## [1.0.0] - \(day)\n\nPrereleases: `v1.0.0-rc.1`.\n\n### Added\n\n- **Breaking:** **api:** a new config format [")
        #expect(written.text.contains(release))
        #expect(written.text.contains("\n  the old keys are gone; - rename them\n"))
        #expect(written.text.contains("](https://github.com/acme/rocket/commit/"))
    }

    @Test func writingAgainKeepsWhatWasWrittenByHand() throws {
        let repo = try Repository()
        try repo.commit("feat: first feature")
        try repo.tag("v0.1.0")
        try repo.commit("fix: a crash")
        try repo.tag("v0.2.0")
        try repo.commit("feat: not released yet")
        let first = ChangelogWriter.write(try repo.read()).text

        // A maintainer rewrites 0.1.0 in their own words, adds a release from
        // before git and an introduction, and edits Unreleased.
        let handWritten = "## [0.1.0] - 2024-03-01\n\nThe first release, **at last**.\n\n### Added\n\n- A first feature, described by hand.\n"
        var edited = first.replacingOccurrences(of: "All notable changes", with: "Hand-written introduction. All notable changes")
        let start = try #require(edited.range(of: "## [0.1.0]"))
        let end = try #require(edited.range(of: "\n[Unreleased]: "))
        edited.replaceSubrange(start.lowerBound..<end.lowerBound, with: handWritten + "\n## [0.0.1] - 2020-01-01\n\n### Added\n\n- Before git.\n")
        edited += "[0.0.1]: https://example.org/0.0.1\n[other]: https://example.org/other\n"
        edited = edited.replacingOccurrences(of: "- not released yet", with: "- Written by hand under Unreleased")
        let (existing, problems) = ChangelogReader.read(edited, path: "CHANGELOG.md")
        #expect(problems.isEmpty, "\(problems)")

        try repo.tag("v0.3.0")
        try repo.commit("fix: next")
        let history = try repo.read()
        let second = ChangelogWriter.write(history, existing: (edited, try #require(existing)))
        #expect(second.added == ["Unreleased", "v0.3.0"])
        #expect(second.kept == ["0.2.0", "0.1.0", "0.0.1"])
        #expect(second.text.contains("Hand-written introduction."))
        #expect(second.text.contains(handWritten + "\n## [0.0.1] - 2020-01-01\n\n### Added\n\n- Before git.\n"))
        // The entry typed under Unreleased is no commit's: it stays there, above the commits after the tag.
        #expect(second.diagnostics.isEmpty, "\(second.diagnostics)")
        let read = try #require(ChangelogReader.read(second.text, path: "CHANGELOG.md").0)
        #expect(read.releases.map(\.title) == ["Unreleased", "0.3.0", "0.2.0", "0.1.0", "0.0.1"])
        let unreleased = try #require(ChangelogWriterTests.describe(read).first)
        #expect(unreleased.hasPrefix("[unreleased] undated\n  added: Written by hand under Unreleased ") && unreleased.contains("\n  fixed: next "), "\(unreleased)")
        // The new release's entries are git's; the kept ones are the file's.
        #expect(ChangelogWriterTests.describe(read).dropFirst().first == ChangelogWriterTests.describe(history).dropFirst().first)
        #expect(ChangelogWriter.entryText(read.releases[3].sections[0].entries[0].html) == "A first feature, described by hand.")
        let footer = second.text.split(separator: "\n").filter { $0.hasPrefix("[") }
        #expect(footer == ["[Unreleased]: https://github.com/acme/rocket/compare/v0.3.0...HEAD",
                           "[0.3.0]: https://github.com/acme/rocket/compare/v0.2.0...v0.3.0",
                           "[0.2.0]: https://github.com/acme/rocket/compare/v0.1.0...v0.2.0",
                           "[0.1.0]: https://github.com/acme/rocket/releases/tag/v0.1.0",
                           "[0.0.1]: https://example.org/0.0.1",
                           "[other]: https://example.org/other"])
    }

    /// Keep a Changelog's everyday workflow: entries typed under
    /// [Unreleased] stay there, above what git adds, until a commit or a
    /// release says them; a section that is no release stays where it was
    /// and is no release (issue 26).
    @Test func handTypedUnreleasedEntriesAndOtherSectionsAreKept() throws {
        let repo = try Repository()
        try repo.commit("feat: first feature")
        try repo.tag("v1.0.0")
        try repo.commit("fix: a crash")
        let file = """
            # Changelog

            ## [Unreleased]

            ### Added

            - A flag typed by hand, with `code`
              and a second line.

            ## Migration guide

            Rename `old` to `new`.

            ## [1.0.0] - 2024-01-01

            ### Added

            - First feature, in my words.

            """
        let (existing, problems) = ChangelogReader.read(file, path: "CHANGELOG.md")
        #expect(problems.filter { $0.severity == .error }.isEmpty, "\(problems)")
        let written = ChangelogWriter.write(try repo.read(), existing: (file, try #require(existing)))
        #expect(written.diagnostics.isEmpty, "\(written.diagnostics)")
        #expect(written.text.contains("""
            ## [Unreleased]

            ### Added

            - A flag typed by hand, with `code`
              and a second line.

            ### Fixed

            - a crash
            """), "\(written.text)")
        #expect(written.text.contains("## Migration guide\n\nRename `old` to `new`.\n\n## [1.0.0] - 2024-01-01\n\n### Added\n\n- First feature, in my words."))
        #expect(written.kept == ["1.0.0"])
        #expect(written.added == ["Unreleased"])

        // Written again: nothing doubles.
        let (again, _) = ChangelogReader.read(written.text, path: "CHANGELOG.md")
        let second = ChangelogWriter.write(try repo.read(), existing: (written.text, try #require(again)))
        #expect(second.text == written.text)

        // Once tagged, the commit's entry moves to its release; the hand-typed one stays under Unreleased.
        try repo.tag("v1.1.0")
        let (tagged, _) = ChangelogReader.read(second.text, path: "CHANGELOG.md")
        let third = ChangelogWriter.write(try repo.read(), existing: (second.text, try #require(tagged)))
        let unreleased = try #require(third.text.components(separatedBy: "## [Unreleased]").last?.components(separatedBy: "## Migration guide").first)
        #expect(unreleased.contains("- A flag typed by hand") && !unreleased.contains("a crash"), "\(third.text)")
        #expect(third.text.contains("## [1.1.0]"))
        #expect(third.kept == ["Unreleased", "1.0.0"])
    }

    /// `--write --bump`: [Unreleased] becomes the next version, dated, its
    /// hand-typed entries and what stands below it kept; once tagged, a
    /// second run keeps that release as written.
    @Test func unreleasedWrittenUnderTheNextVersion() throws {
        let repo = try Repository()
        try repo.commit("feat: first feature")
        try repo.tag("v1.0.0")
        try repo.commit("fix: a crash")
        let file = """
            # Changelog

            ## [Unreleased]

            ### Added

            - A flag typed by hand.

            ## Migration guide

            Rename `old` to `new`.

            ## [1.0.0] - 2024-01-01

            - First feature, in my words.

            [Unreleased]: https://github.com/acme/rocket/compare/v1.0.0...HEAD
            [1.0.0]: https://github.com/acme/rocket/releases/tag/v1.0.0
            [old]: https://example.org/old

            """
        let existing = try #require(ChangelogReader.read(file, path: "CHANGELOG.md").0)
        let history = try repo.read()
        let entries = ChangelogWriter.unreleasedEntries(history, existing: existing)
        #expect(entries.map { ChangelogWriter.entryText($0.entry.html).prefix(7) } == ["A flag ", "a crash"])
        // The hand-typed feature makes it a minor release.
        let next = try #require(VersionBump.next(history, entries: entries))
        #expect(next.tag == "v1.1.0")
        let day = ISO8601DateFormatter().date(from: "2024-05-01T23:30:00Z")!
        let releasing = ChangelogWriter.Releasing(version: "1.1.0", date: day, link: "https://github.com/acme/rocket/compare/v1.0.0...v1.1.0")
        let written = ChangelogWriter.write(history, existing: (file, existing), releasing: releasing)
        #expect(written.text == """
            # Changelog

            ## [1.1.0] - 2024-05-01

            ### Added

            - A flag typed by hand.

            ### Fixed

            - a crash [1a2b3c4](https://github.com/acme/rocket/commit/HASH)

            ## Migration guide

            Rename `old` to `new`.

            ## [1.0.0] - 2024-01-01

            - First feature, in my words.

            [1.1.0]: https://github.com/acme/rocket/compare/v1.0.0...v1.1.0
            [1.0.0]: https://github.com/acme/rocket/releases/tag/v1.0.0
            [old]: https://example.org/old

            """.replacingOccurrences(of: "1a2b3c4](https://github.com/acme/rocket/commit/HASH", with: commitLink(written.text)))
        #expect(written.released == "1.1.0" && written.added.isEmpty && written.kept == ["1.0.0"])

        // Without hand-typed entries, from the commits alone.
        let plain = ChangelogWriter.write(history, releasing: releasing)
        #expect(plain.text.contains("## [1.1.0] - 2024-05-01\n\n### Fixed\n\n- a crash ") && !plain.text.contains("Unreleased"), "\(plain.text)")

        // Tagged, the release is the file's: kept word for word.
        try repo.tag("v1.1.0")
        let tagged = try #require(ChangelogReader.read(written.text, path: "CHANGELOG.md").0)
        let again = ChangelogWriter.write(try repo.read(), existing: (written.text, tagged))
        #expect(again.text == written.text)
        #expect(again.kept == ["1.1.0", "1.0.0"] && again.added.isEmpty)
    }

    /// The `[short](…/commit/full)` link of the one commit a text writes.
    func commitLink(_ text: String) -> String {
        guard let range = text.range(of: #"[0-9a-f]{7}\]\(https://github.com/acme/rocket/commit/[0-9a-f]{40}"#, options: .regularExpression) else { return "" }
        return String(text[range])
    }

    /// A monorepo's prefixed tags (`--tag-pattern ^app-`) are the file's plain versions, on every run.
    @Test func prefixedTagsAreThePlainVersions() throws {
        let repo = try Repository()
        try repo.commit("feat: one")
        try repo.tag("app-v1.0.0")
        try repo.commit("fix: two")
        try repo.tag("app-v1.1.0")
        var options = GitChangelogOptions()
        options.tagPattern = "^app-"
        let history = try #require(GitHistory.read(repository: repo.path, display: "repo", options: options).0)
        let first = ChangelogWriter.write(history)
        #expect(first.text.contains("## [1.1.0] - ") && first.text.contains("## [1.0.0] - "))
        let existing = try #require(ChangelogReader.read(first.text, path: "CHANGELOG.md").0)
        let second = ChangelogWriter.write(history, existing: (first.text, existing))
        #expect(second.added.isEmpty && second.kept == ["1.1.0", "1.0.0"])
        #expect(second.text == first.text)
    }

    /// A kept release whose link is defined inside its own text gets no second definition.
    @Test func aDefinitionInsideAReleaseIsNotRepeated() throws {
        let repo = try Repository()
        try repo.commit("feat: one")
        try repo.tag("v1.0.0")
        let text = "# Changelog\n\n## [1.0.0] - 2024-03-01\n\n- One.\n\n[1.0.0]: https://example.org/1.0.0\n\n## [0.9.0] - 2024-01-01\n\n- Older.\n"
        let existing = try #require(ChangelogReader.read(text, path: "CHANGELOG.md").0)
        let written = ChangelogWriter.write(try repo.read(), existing: (text, existing))
        #expect(written.text.components(separatedBy: "[1.0.0]: ").count - 1 == 1, "\(written.text)")
        #expect(written.text.contains("- One.\n\n[1.0.0]: https://example.org/1.0.0\n"))
    }

    @Test(arguments: [
        ("plain words", "plain words"), ("a `b` *c* _d_", "a \\`b\\` \\*c\\* \\_d\\_"), ("# x", "\\# x"), ("- x", "\\- x"),
        ("1. x", "1\\. x"), ("2) x", "2\\) x"), ("<b> & [l](u)", "\\<b\\> \\& \\[l\\](u)"), ("a\\b", "a\\\\b"),
    ])
    func entryTextIsEscaped(_ text: String, _ markdown: String) {
        #expect(ChangelogWriter.escape(text) == markdown)
    }
}

/// Which `origin` remotes give a git changelog its links.
struct GitRemoteTests {
    @Test(arguments: [
        ("https://github.com/acme/rocket.git", "https://github.com/acme/rocket"),
        ("git@gitlab.com:group/sub/project.git", "https://gitlab.com/group/sub/project"),
        ("https://codeberg.org/o/n/", "https://codeberg.org/o/n"),
        // Credentials never reach a page.
        ("https://user:token@github.com/acme/rocket", "https://github.com/acme/rocket"),
        // Forges whose pages tlsite does not know the shape of, and no forge at all.
        ("https://bitbucket.org/o/n", nil),
        ("https://git.example.org/o/n", nil),
        ("http://github.com/o/n", nil),
        ("/srv/git/rocket.git", nil),
    ] as [(String, String?)])
    func originsWithLinks(_ url: String, _ web: String?) {
        #expect(GitHistory.linkedRepository(.success(Data((url + "\n").utf8)))?.web == web)
    }
}

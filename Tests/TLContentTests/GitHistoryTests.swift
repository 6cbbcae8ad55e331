import Foundation
import Testing
@testable import TLContent
import TLCore
import TLModel

struct GitHistoryTests {
    @Test(arguments: [
        ("feat: add x", "added", "Features", nil, "add x", false),
        ("fix(parser): y", "fixed", "Bug Fixes", "parser", "y", false),
        ("feat(api)!: drop v1", "added", "Features", "api", "drop v1", true),
        ("perf: faster", "changed", "Performance Improvements", nil, "faster", false),
        ("revert: \"feat: x\"", "removed", "Reverts", nil, "\"feat: x\"", false),
        ("docs: readme", "other", "Documentation", nil, "readme", false),
        ("Merge branch 'x'", "other", "Other", nil, "Merge branch 'x'", false),
        ("fix:no space", "other", "Other", nil, "fix:no space", false),
        ("wip!: drop node 16", "other", "Other", nil, "wip!: drop node 16", true),
        ("refactor: z\n\nBREAKING CHANGE: gone", "changed", "Code Refactoring", nil, "z", true),
    ] as [(String, String, String, String?, String, Bool)])
    func conventionalCommits(_ message: String, _ kind: String, _ label: String, _ scope: String?, _ description: String, _ breaking: Bool) {
        let commit = ConventionalCommit(message)
        #expect(commit.kind == kind)
        #expect(commit.label == label)
        #expect(commit.scope == scope)
        #expect(commit.description == description)
        #expect(commit.isBreaking == breaking)
    }

    /// The same names mean the same types in a file's headings and in commit types.
    @Test func commitTypesAndSectionHeadingsAgree() {
        for (type, label) in ConventionalCommit.labels {
            #expect(SectionName(label).kind != nil, "\(type) -> \(label) is a section name the file reader knows")
        }
        #expect(ConventionalCommit("feat: x").kind == SectionName("Features").kind)
        #expect(ConventionalCommit("revert: x").kind == SectionName("Reverts").kind)
    }

    @Test func breakingFootersTextIsKept() {
        let commit = ConventionalCommit("feat: new config\n\nLonger body.\n\nBREAKING CHANGE: the file is TOML now;\nrename it.\nRefs: #12\n")
        #expect(commit.isBreaking)
        #expect(commit.breakingNote == "the file is TOML now; rename it.")
    }

    @Test func semanticVersionsSortAsSemverSays() {
        let tags = ["v1.0.0", "1.0.0-alpha", "v1.0.0-alpha.1", "1.0.0-alpha.beta", "1.0.0-beta", "1.0.0-beta.2", "1.0.0-beta.11",
                    "1.0.0-rc.1", "v0.9.10", "0.9.9", "2.0.0+build.1"]
        let sorted = tags.shuffled().sorted { SemanticVersion($0)! < SemanticVersion($1)! }
        #expect(sorted == ["0.9.9", "v0.9.10", "1.0.0-alpha", "v1.0.0-alpha.1", "1.0.0-alpha.beta", "1.0.0-beta", "1.0.0-beta.2",
                           "1.0.0-beta.11", "1.0.0-rc.1", "v1.0.0", "2.0.0+build.1"])
        for bad in ["nightly", "1.0", "v1", "1.0.0.0", "1.0.0-", "1.0.0-a..b", "release-1.0.0", "01.0.0x"] {
            #expect(SemanticVersion(bad) == nil, "\(bad)")
        }
        let channels = ["25.0.0", "25.0.0-beta.11", "25.0.0-alpha.7", "25.0.0-beta.10"]
        #expect(channels.sorted { SemanticVersion($0)! < SemanticVersion($1)! } == ["25.0.0-alpha.7", "25.0.0-beta.10", "25.0.0-beta.11", "25.0.0"])
    }

    /// A real repository: tags in non-semver order, an annotated tag, a
    /// non-semver tag, commits by two people, commits after the last tag.
    @Test func releasesFromTagsAndCommits() throws {
        let repo = FileManager.default.temporaryDirectory.appendingPathComponent("tlsite-git-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: repo) }
        try FileManager.default.createDirectory(atPath: repo, withIntermediateDirectories: true)
        let git = GitHistory.runner(in: repo)
        func run(_ arguments: [String]) throws {
            if case .failure(let failure) = git(arguments) { Issue.record("git \(arguments): \(failure.message)"); throw failure }
        }
        try run(["init", "-q"])
        try run(["config", "user.name", "Ada Lovelace"])
        try run(["config", "user.email", "ada@example.org"])
        try run(["config", "commit.gpgsign", "false"])
        try run(["config", "tag.gpgsign", "false"])
        func commit(_ message: String, author: String? = nil, date: String = "2024-01-01T12:00:00Z") throws {
            var arguments = ["commit", "-q", "--allow-empty", "-m", message, "--date", date]
            if let author { arguments += ["--author", author] }
            try run(arguments)
        }
        try commit("feat: first feature")
        try commit("chore: set up CI")
        try run(["tag", "v0.1.0"])
        try commit("fix(parser): crash on empty input", author: "Brian Kernighan <bk@example.org>")
        try commit("feat!: new config format", author: "Brian Kernighan <bk@example.org>")
        try run(["tag", "v0.10.0"])
        try commit("fix: typo")
        try run(["tag", "-a", "v0.9.0", "-m", "an older version tagged later", "HEAD~1"])
        try run(["tag", "nightly"])
        try commit("an ordinary commit message")
        try commit("Merge-like message without type")

        let (changelog, diagnostics) = GitHistory.read(repository: repo, display: "repo")
        let read = try #require(changelog, "\(diagnostics)")
        #expect(diagnostics.map(\.description) == ["repo:1:1: warning: the tag 'nightly' is not a semantic version (like v1.2.0 or 1.2.0-rc.1); ignored"])
        // Newest first: Unreleased, then semver order (0.10.0 > 0.9.0 > 0.1.0), one release per tag.
        #expect(read.releases.map(\.title) == ["Unreleased", "v0.10.0", "v0.9.0", "v0.1.0"])
        let sections = read.releases.map { $0.sections.map { "\($0.title)=\($0.entries.count)" }.joined(separator: ",") }
        // v0.9.0 points at "feat!", so it holds fix(parser) and feat!; v0.10.0 points at the same commit: nothing new.
        // The chore is hidden by default.
        #expect(sections == ["Bug Fixes=1,Other=2", "", "Features=1,Bug Fixes=1", "Features=1"])
        #expect(read.releases.map { $0.sections.map(\.kind) } == [["fixed", "other"], [], ["added", "fixed"], ["added"]])
        let v09 = read.releases[2]
        #expect(v09.hasBreakingChanges)
        #expect(v09.people == ["Brian Kernighan"])
        #expect(read.releases[3].people == ["Ada Lovelace"])
        #expect(read.releases[0].isUnreleased)
        #expect(read.releases[2].sections[0].entries[0].html.hasPrefix("<strong class=\"tl-breaking\">Breaking:</strong> new config format <code class=\"tl-commit\">"))
        #expect(read.releases[1].date != nil)

        var showAll = GitChangelogOptions()
        showAll.hiddenTypes = []
        let shown = try #require(GitHistory.read(repository: repo, display: "repo", options: showAll).0)
        #expect(shown.releases[3].sections.map(\.title) == ["Features", "Miscellaneous Chores"])
    }

    /// A repository made in one `git fast-import`: `tags` are (name, index of
    /// the commit it points at), commits are "type: subject" messages.
    static func repository(commits: [String], tags: [(String, Int)]) throws -> String {
        let repo = FileManager.default.temporaryDirectory.appendingPathComponent("tlsite-git-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: repo, withIntermediateDirectories: true)
        _ = GitHistory.runner(in: repo)(["init", "-q"])
        var stream = ""
        for (index, message) in commits.enumerated() {
            stream += "commit refs/heads/main\nmark :\(index + 1)\ncommitter Ada <ada@example.org> \(1_700_000_000 + index * 60) +0000\n"
            stream += "data \(message.utf8.count)\n\(message)\n"
            if index > 0 { stream += "from :\(index)\n" }
            stream += "\n"
        }
        for (name, commit) in tags { stream += "reset refs/tags/\(name)\nfrom :\(commit + 1)\n\n" }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-C", repo, "fast-import", "--quiet"]
        let input = Pipe()
        process.standardInput = input
        try process.run()
        input.fileHandleForWriting.write(Data(stream.utf8))
        try input.fileHandleForWriting.close()
        process.waitUntilExit()
        _ = GitHistory.runner(in: repo)(["symbolic-ref", "HEAD", "refs/heads/main"])
        return repo
    }

    /// A stable release covers everything since the previous stable one and
    /// names its prereleases; each commit is under one release only.
    @Test func prereleasesFoldIntoTheirStableRelease() throws {
        let repo = try GitHistoryTests.repository(
            commits: ["feat: one", "fix: two", "feat: three", "fix: four", "feat: five", "fix: six", "feat: seven"],
            tags: [("v1.0.0", 0), ("v2.0.0-alpha.7", 1), ("v2.0.0-beta.10", 2), ("v2.0.0-beta.11", 3), ("v2.0.0", 4), ("v2.1.0-rc.1", 5)])
        defer { try? FileManager.default.removeItem(atPath: repo) }
        let (changelog, diagnostics) = GitHistory.read(repository: repo, display: "repo")
        let read = try #require(changelog, "\(diagnostics)")
        #expect(read.releases.map(\.title) == ["Unreleased", "v2.1.0-rc.1", "v2.0.0", "v1.0.0"])
        #expect(read.releases.map(\.entryCount) == [1, 1, 4, 1])
        #expect(read.releases[2].notes.joined().contains("<code>v2.0.0-alpha.7</code>, <code>v2.0.0-beta.10</code>, <code>v2.0.0-beta.11</code>"))

        var separate = GitChangelogOptions()
        separate.separatePrereleases = true
        let each = try #require(GitHistory.read(repository: repo, display: "repo", options: separate).0)
        #expect(each.releases.map(\.title) == ["Unreleased", "v2.1.0-rc.1", "v2.0.0", "v2.0.0-beta.11", "v2.0.0-beta.10", "v2.0.0-alpha.7", "v1.0.0"])
        #expect(each.releases.map(\.entryCount) == [1, 1, 1, 1, 1, 1, 1])
    }

    @Test func tagPatternAndIgnoredTags() throws {
        let repo = try GitHistoryTests.repository(commits: ["feat: a", "feat: b", "feat: c", "feat: d"],
                                                  tags: [("app-v1.0.0", 0), ("lib-v5.0.0", 1), ("app-v1.1.0", 2), ("app-v1.2.0-nightly", 3)])
        defer { try? FileManager.default.removeItem(atPath: repo) }
        var options = GitChangelogOptions()
        options.tagPattern = "^app-"
        options.ignoreTags = "nightly"
        // "app-v1.0.0" is no semantic version alone: what the pattern matches at the start is a prefix, the rest the version.
        let (changelog, diagnostics) = GitHistory.read(repository: repo, display: "repo", options: options)
        let read = try #require(changelog, "\(diagnostics)")
        #expect(read.releases.map(\.title) == ["Unreleased", "app-v1.1.0", "app-v1.0.0"])
        #expect(read.releases.map(\.entryCount) == [1, 2, 1])
        options.tagPattern = "(["
        let (none, errors) = GitHistory.read(repository: repo, display: "repo", options: options)
        #expect(none == nil)
        #expect(errors.map(\.description) == ["repo:1:1: error: 'tagPattern' is not a regular expression: '(['"])
    }

    /// More tag commits than a command line holds are read with `--tags`: still one release each.
    @Test func manyTagsOnManyCommits() throws {
        let repo = try GitHistoryTests.repository(commits: (0..<1_200).map { "feat: change \($0)" },
                                                  tags: (0..<1_100).map { ("v1.\($0).0", $0) })
        defer { try? FileManager.default.removeItem(atPath: repo) }
        let (changelog, diagnostics) = GitHistory.read(repository: repo, display: "repo")
        let read = try #require(changelog, "\(diagnostics)")
        #expect(read.releases.count == 1_101)
        #expect(read.releases.first?.title == "Unreleased")
        #expect(read.releases.first?.entryCount == 100)
        #expect(read.releases.dropFirst().allSatisfy { $0.entryCount == 1 }, "one commit a tag")
    }

    /// 10,000 tags on one commit and a tag whose name is not UTF-8: read in
    /// one pass, every problem a located warning, bounded output.
    @Test func manyTagsOnOneCommitAndANonUTF8Name() throws {
        let repo = try GitHistoryTests.repository(commits: ["feat: a", "fix: b"], tags: [("v0.1.0", 0)])
        defer { try? FileManager.default.removeItem(atPath: repo) }
        let output = try GitHistory.runner(in: repo)(["rev-parse", "HEAD"]).get()
        let head = String(decoding: output, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        var packed = Data("# pack-refs with: peeled fully-peeled sorted\n".utf8)
        for index in 0..<10_000 { packed += Data("\(head) refs/tags/v1.0.\(index)\n".utf8) }
        packed += Data("\(head) refs/tags/v2.0.0-".utf8) + Data([0xFF, 0xFE]) + Data("\n".utf8)
        try packed.write(to: URL(fileURLWithPath: repo + "/.git/packed-refs"))
        let (changelog, diagnostics) = GitHistory.read(repository: repo, display: "repo")
        let read = try #require(changelog, "\(diagnostics)")
        #expect(read.releases.count == 10_001)
        #expect(read.releases.map(\.entryCount).reduce(0, +) == 2, "each commit under one release")
        #expect(read.releases.first?.title == "v1.0.9999")
        #expect(read.releases.last(where: { $0.entryCount > 0 })?.title == "v0.1.0")
        #expect(read.releases.first(where: { $0.entryCount > 0 })?.title == "v1.0.0")
        #expect(diagnostics.map(\.description) == ["repo:1:1: warning: the tag 'v2.0.0-\\xFF\\xFE' has a name that is not UTF-8; ignored"])
    }

    @Test func notARepositoryIsAnError() {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tlsite-nogit-\(UUID().uuidString)").path
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let (changelog, diagnostics) = GitHistory.read(repository: folder, display: "here")
        #expect(changelog == nil)
        #expect(diagnostics.first?.description.hasPrefix("here:1:1: error: not a git repository") == true, "\(diagnostics)")
    }
}


import Foundation
import Testing
@testable import TLContent
import TLCore
import TLModel

struct GitHistoryTests {
    @Test(arguments: [
        ("feat: add x", "added", nil, "add x", false),
        ("fix(parser): y", "fixed", "parser", "y", false),
        ("feat(api)!: drop v1", "added", "api", "drop v1", true),
        ("perf: faster", "changed", nil, "faster", false),
        ("docs: readme", "other", nil, "docs: readme", false),
        ("Merge branch 'x'", "other", nil, "Merge branch 'x'", false),
        ("fix:no space", "other", nil, "fix:no space", false),
        ("chore!: drop node 16", "other", nil, "chore!: drop node 16", true),
        ("refactor: z\n\nBREAKING CHANGE: gone", "changed", nil, "z", true),
    ] as [(String, String, String?, String, Bool)])
    func conventionalCommits(_ message: String, _ kind: String, _ scope: String?, _ description: String, _ breaking: Bool) {
        let commit = ConventionalCommit(message)
        #expect(commit == ConventionalCommit(kind: kind, scope: scope, description: description, isBreaking: breaking))
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
        let sections = read.releases.map { $0.sections.map { "\($0.kind)=\($0.entries.count)" }.joined(separator: ",") }
        // v0.9.0 points at "feat!", so it holds fix(parser) and feat!; v0.10.0 points at the same commit: nothing new.
        #expect(sections == ["fixed=1,other=2", "", "added=1,fixed=1", "added=1,other=1"])
        let v09 = read.releases[2]
        #expect(v09.hasBreakingChanges)
        #expect(v09.people == ["Brian Kernighan"])
        #expect(read.releases[3].people == ["Ada Lovelace"])
        #expect(read.releases[0].isUnreleased)
        #expect(read.releases[2].sections[0].entries[0].html.hasPrefix("<strong class=\"tl-breaking\">Breaking:</strong> new config format <code class=\"tl-commit\">"))
        #expect(read.releases[1].date != nil)
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

extension ConventionalCommit {
    init(kind: String, scope: String?, description: String, isBreaking: Bool) {
        self.init("")
        self.kind = kind
        self.scope = scope
        self.description = description
        self.isBreaking = isBreaking
    }
}

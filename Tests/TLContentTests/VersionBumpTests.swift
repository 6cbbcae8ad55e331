import Foundation
import Testing
import TLCore
import TLModel
@testable import TLContent

/// `tlsite changelog --git --bump`: the next version, by git-cliff's rules and defaults.
struct VersionBumpTests {
    @Test(arguments: [
        // Stable, 1.0.0 and above: breaking bumps major, a feature minor, the rest patch.
        ("1.2.3", VersionBump.Level.patch, "1.2.4"), ("1.2.3", .minor, "1.3.0"), ("1.2.3", .major, "2.0.0"),
        ("9.9.9", .patch, "9.9.10"), ("1.0.0", .minor, "1.1.0"),
        // The prefix of the last tag stays: v, a package's, a scope's.
        ("v1.2.3", .minor, "v1.3.0"), ("core-v1.2.3", .major, "core-v2.0.0"), ("@acme/core@1.0.0", .patch, "@acme/core@1.0.1"),
        ("V2.0.0", .patch, "V2.0.1"),
        // Build metadata is no part of the next version.
        ("v1.2.3+build.5", .patch, "v1.2.4"),
        // 0.y.z: a breaking change bumps the minor version, a feature the patch (git-cliff's defaults).
        ("0.3.0", .major, "0.4.0"), ("0.3.0", .minor, "0.3.1"), ("0.3.0", .patch, "0.3.1"), ("v0.9.7", .major, "v0.10.0"),
        ("0.0.1", .major, "0.1.0"), ("0.0.1", .minor, "0.0.2"),
        // After a prerelease: the release it leads to, when the bump fits in it (npm's semver.inc).
        ("2.0.0-rc.1", .patch, "2.0.0"), ("2.0.0-rc.1", .minor, "2.0.0"), ("2.0.0-rc.1", .major, "2.0.0"),
        ("v1.2.0-beta.3", .minor, "v1.2.0"), ("1.2.0-beta.3", .patch, "1.2.0"), ("1.2.0-beta.3", .major, "2.0.0"),
        ("1.2.3-alpha", .patch, "1.2.3"), ("1.2.3-alpha", .minor, "1.3.0"), ("1.2.3-alpha", .major, "2.0.0"),
        ("0.3.0-rc.1", .major, "0.3.0"), ("0.3.1-rc.1", .major, "0.4.0"), ("0.3.1-rc.1", .minor, "0.3.1"),
        ("1.0.0-rc.2", .major, "1.0.0"),
    ] as [(String, VersionBump.Level, String)])
    func nextVersion(_ last: String, _ level: VersionBump.Level, _ next: String) {
        #expect(VersionBump.next(after: last, level) == next)
    }

    /// git-cliff's two switches, both off by default.
    @Test func theTwoSwitchesOfZeroVersions() {
        var rules = VersionBump.Rules()
        #expect(VersionBump.next(after: "0.9.0", .major, rules: rules) == "0.10.0")
        #expect(VersionBump.next(after: "0.1.0", .minor, rules: rules) == "0.1.1")
        rules.breakingAlwaysBumpMajor = true
        #expect(VersionBump.next(after: "0.9.0", .major, rules: rules) == "1.0.0")
        #expect(VersionBump.next(after: "0.1.0", .minor, rules: rules) == "0.1.1")
        rules.featuresAlwaysBumpMinor = true
        #expect(VersionBump.next(after: "0.1.0", .minor, rules: rules) == "0.2.0")
        #expect(VersionBump.next(after: "1.5.0", .major, rules: rules) == "2.0.0")
    }

    @Test func noTagYetIsTheInitialVersion() {
        for level in [VersionBump.Level.patch, .minor, .major] { #expect(VersionBump.next(after: nil, level) == "0.1.0") }
        #expect(VersionBump.next(after: "nightly", .patch) == nil)
        #expect(VersionBump.version(ofTag: "core-v1.3.0") == "1.3.0")
        #expect(VersionBump.version(ofTag: "v2.0.0-rc.1") == "2.0.0-rc.1")
    }

    /// What one entry calls for: breaking (marked, or in a breaking section)
    /// is major, Added is minor, any other type patch; Changesets' level wins.
    @Test(arguments: [
        ("added", false, false, nil, VersionBump.Level.minor),
        ("fixed", false, false, nil, .patch),
        ("changed", false, false, nil, .patch),
        ("other", false, false, nil, .patch),
        ("removed", false, false, nil, .patch),
        ("fixed", true, false, nil, .major),
        ("changed", false, true, nil, .major),
        ("added", true, false, nil, .major),
        ("fixed", false, false, "minor", .minor),
        ("added", false, false, "patch", .patch),
        ("changed", true, false, "major", .major),
    ] as [(String, Bool, Bool, String?, VersionBump.Level)])
    func entryLevels(_ kind: String, _ breaking: Bool, _ breakingSection: Bool, _ changesets: String?, _ level: VersionBump.Level) {
        var entry = ChangeEntry(html: "x", isBreaking: breaking, location: SourceLocation(path: "f"))
        entry.level = changesets
        var section = ChangeSection(kind: kind, title: kind, anchor: kind, location: SourceLocation(path: "f"))
        section.isBreaking = breakingSection
        #expect(VersionBump.level(entry, in: section) == level)
    }

    /// The history's newest release is the last tag, its Unreleased entries the level; none, no version.
    @Test func nextOfAHistory() throws {
        let repo = try GitHistoryTests.repository(
            commits: ["feat: one", "fix: two", "chore: three", "feat(api): four", "docs: five", "chore!: drop node 18"],
            tags: [("v1.0.0", 0), ("v1.1.0-rc.1", 1)])
        defer { try? FileManager.default.removeItem(atPath: repo) }
        let history = try #require(GitHistory.read(repository: repo, display: "repo").0)
        let next = try #require(VersionBump.next(history, entries: VersionBump.unreleased(history)))
        // The breaking chore is shown and counts, though chores are hidden; the docs commit is neither.
        #expect(next == VersionBump.Next(tag: "v2.0.0", last: "v1.1.0-rc.1", level: .major, bumped: .major, entries: 2, breaking: 1, features: 1, calledFor: .major))

        var options = GitChangelogOptions()
        options.ignoreTags = "rc"
        let stable = try #require(GitHistory.read(repository: repo, display: "repo", options: options).0)
        #expect(VersionBump.next(stable, entries: VersionBump.unreleased(stable))?.tag == "v2.0.0")

        let quiet = try GitHistoryTests.repository(commits: ["feat: one", "chore: two", "docs: three"], tags: [("v0.2.0", 0)])
        defer { try? FileManager.default.removeItem(atPath: quiet) }
        let nothing = try #require(GitHistory.read(repository: quiet, display: "repo").0)
        #expect(VersionBump.next(nothing, entries: VersionBump.unreleased(nothing)) == nil)
    }
}

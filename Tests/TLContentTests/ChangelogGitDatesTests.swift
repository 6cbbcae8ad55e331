import Foundation
import Testing
@testable import TLContent
import TLModel

/// An undated changelog (covector's) in a repository takes its releases'
/// dates from it: the tag naming the release, else the commit that added
/// its heading.
struct ChangelogGitDatesTests {
    @Test func tagsThenTheCommitOfTheHeading() throws {
        let repo = FileManager.default.temporaryDirectory.appendingPathComponent("tlsite-dates-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: repo) }
        try FileManager.default.createDirectory(atPath: repo, withIntermediateDirectories: true)
        let git = GitHistory.runner(in: repo)
        func run(_ arguments: [String], date: String? = nil) throws {
            var environment = arguments
            if let date { environment = ["-c", "user.name=Ada", "-c", "user.email=ada@example.org"] + arguments + ["--date", date] }
            if case .failure(let failure) = git(environment) { Issue.record("git \(arguments): \(failure.message)"); throw failure }
        }
        try run(["init", "-q"])
        try run(["config", "user.name", "Ada"])
        try run(["config", "user.email", "ada@example.org"])
        try run(["config", "commit.gpgsign", "false"])
        try run(["config", "tag.gpgsign", "false"])
        let path = repo + "/CHANGELOG.md"
        var text = "# Changelog\n\n## \\[1.0.0]\n\n- first\n"
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        try run(["add", "CHANGELOG.md"])
        try run(["commit", "-q", "-m", "release 1.0.0"], date: "2024-03-01T10:00:00Z")
        text = "# Changelog\n\n## \\[2.0.0]\n\n- second\n\n## \\[1.0.0]\n\n- first\n"
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        try run(["add", "CHANGELOG.md"])
        try run(["commit", "-q", "-m", "release 2.0.0"], date: "2024-05-01T10:00:00Z")
        // 2.0.0 is tagged the next day: the tag's date wins over the commit's.
        try run(["tag", "-a", "engine-v2.0.0", "-m", "engine 2.0.0"])
        text += "\n## \\[0.9.0]\n\n- not committed\n"
        try text.write(toFile: path, atomically: true, encoding: .utf8)

        var changelog = try #require(ChangelogReader.read(text, path: "CHANGELOG.md").0)
        let dated = ChangelogGitDates.apply(to: &changelog, file: "CHANGELOG.md", package: "engine", git: git)
        #expect(dated == 2)
        let tagDay = changelog.releases[0].date.map(Release.day)
        #expect(tagDay == Release.day(Date()), "the annotated tag's date, made now")
        #expect(changelog.releases[1].date.map(Release.day) == "2024-03-01", "the commit that added '## [1.0.0]'")
        #expect(changelog.releases[2].date == nil, "a heading not committed yet has no date")

        // A file that dates a release itself keeps to its own dates.
        var written = try #require(ChangelogReader.read(text.replacingOccurrences(of: "## \\[1.0.0]", with: "## [1.0.0] - 2020-01-01"),
                                                        path: "CHANGELOG.md").0)
        #expect(ChangelogGitDates.apply(to: &written, file: "CHANGELOG.md", package: "engine", git: git) == 0)
        #expect(written.releases[0].date == nil)
        // Outside a repository, nothing is dated and nothing fails.
        var outside = try #require(ChangelogReader.read(text, path: "CHANGELOG.md").0)
        #expect(ChangelogGitDates.apply(to: &outside, file: "CHANGELOG.md", package: nil, git: GitHistory.runner(in: "/nonexistent-tlsite")) == 0)
    }
}

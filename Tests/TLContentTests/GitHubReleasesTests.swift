import Foundation
import Testing
@testable import TLContent
import TLCore
import TLModel

/// `--releases FILE.json`: GitHub's releases as the REST API and gh write
/// them, read into the changelog model (Fixtures/releases/NAME.json ->
/// NAME.expected), and the JSON that is wrong, each at its line and column.
struct GitHubReleasesTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/releases")

    @Test(arguments: ["api", "gh", "api-escaped"])
    func releasesReadAsGolden(_ name: String) throws {
        let text = try String(contentsOf: GitHubReleasesTests.folder.appendingPathComponent(name + ".json"), encoding: .utf8)
        let (changelog, diagnostics) = GitHubReleases.read(text, path: name + ".json")
        var described = ChangelogLayoutTests.describe(changelog, diagnostics)
        for release in changelog?.releases ?? [] {
            described += "\(release.title): prerelease \(release.isPrerelease), link \(release.link ?? "-")\n"
        }
        described += "repository: \(changelog?.repositoryName ?? "-")\n"
        let golden = GitHubReleasesTests.folder.appendingPathComponent(name + ".expected")
        if ProcessInfo.processInfo.environment["TLSITE_UPDATE_GOLDEN"] == "1" {
            try described.write(to: golden, atomically: true, encoding: .utf8)
            return
        }
        #expect(described == (try String(contentsOf: golden, encoding: .utf8)), "\(name).json:\n\(described)")
    }

    /// What every reading must hold, golden or not: drafts are gone, each
    /// body list item is an entry once, prerelease flags and dates kept.
    @Test func draftsGoAndEveryEntryIsKept() throws {
        let text = try String(contentsOf: GitHubReleasesTests.folder.appendingPathComponent("api.json"), encoding: .utf8)
        let changelog = try #require(GitHubReleases.read(text, path: "api.json").0)
        #expect(changelog.releases.map(\.title) == ["v2.0.0", "v2.0.0-rc.1", "v1.4.0", "v1.3.0"])
        #expect(changelog.releases.map(\.entryCount) == [4, 1, 3, 0])
        #expect(!changelog.releases.flatMap(\.sections).flatMap(\.entries).contains { $0.html.contains("Draft notes") })
        #expect(changelog.releases[1].isPrerelease)
        #expect(changelog.releases[0].date == ISO8601DateFormatter().date(from: "2024-05-01T10:00:00Z"))
        // published_at null: created_at.
        #expect(changelog.releases[2].date == ISO8601DateFormatter().date(from: "2024-03-01T00:00:00Z"))
        #expect(changelog.releases[0].notes.first == "<p class=\"tl-release-name\">v2.0.0: the big one</p>\n")
        #expect(changelog.repositoryName == "rocket")
    }

    @Test(arguments: [
        ("", "R.json:1:1: error: the file is empty"),
        ("[{\"tagName\": \"v1.0.0\",\n  \"body\": \"x\"\n  \"isDraft\": false}]", "R.json:3:3: error:"),
        ("[{\"tagName\": \"v1.0.0\", \"body\": \"x\"", "R.json:2:1: error: did not find expected ',' or '}'"),
        ("\"v1.0.0\"", "R.json:1:1: error: the releases must be a JSON array of releases"),
        ("[\"v1.0.0\"]", "R.json:1:2: error: a release must be a JSON object"),
        ("[{\"name\": \"One\"}]", "R.json:1:2: error: a release without tagName (or tag_name)"),
        ("[{\"tag_name\": 3}]", "R.json:1:15: error: 'tag_name' must be a string, not a number"),
        ("[{\"tagName\": \"v1\", \"isDraft\": \"no\"}]", "R.json:1:31: error: 'isDraft' must be true or false, not 'no'"),
        ("[{\"tagName\": \"v1.0.0\", \"publishedAt\": \"yesterday\"}]", "R.json:1:39: error: 'publishedAt' must be a date like 2024-05-01T10:00:00Z, not 'yesterday'"),
        ("[{\"tagName\": \"\"}]", "R.json:1:14: error: 'tagName' is empty"),
    ] as [(String, String)])
    func badJSONIsALocatedError(_ text: String, _ expected: String) {
        let (changelog, diagnostics) = GitHubReleases.read(text, path: "R.json")
        #expect(changelog == nil)
        #expect(diagnostics.map(\.description).contains { $0.hasPrefix(expected) }, "\(diagnostics.map(\.description))")
    }

    /// JSON that escapes every character beyond ASCII (Python's json.dump,
    /// jq -a): an emoji is a surrogate pair, read as its character; half
    /// of one names none, and is U+FFFD with a warning at it.
    @Test func surrogatePairsAreCharacters() throws {
        let text = "[{\"tag_name\": \"v1.0.0\", \"name\": \"Quill \\ud83c\\udf89\",\n \"body\": \"- a \\ud83d\\ude80\\r\\n- b \\ud800 \\\\ud83d\"}]"
        let (read, problems) = GitHubReleases.read(text, path: "R.json")
        let release = try #require(read?.releases.first)
        #expect(release.notes.first == "<p class=\"tl-release-name\">Quill \u{1F389}</p>\n")
        let entries = release.sections.flatMap(\.entries).map(\.html)
        #expect(entries.count == 2 && entries[0].contains("a \u{1F680}") && entries[1].contains("b \u{FFFD} \\ud83d"), "\(entries)")
        #expect(problems.map(\.description) == ["R.json:2:35: warning: '\\ud800' is half of a UTF-16 surrogate pair, which names no character; it is read as U+FFFD"])
        #expect(GitHubReleases.inferredRepository("[{\"html_url\": \"https://github.com/acme/quill/releases/tag/v1 \\ud83c\\udf89\"}]")?.name == "quill")
    }

    /// Nothing but drafts is a site without releases, with a warning; one
    /// object (gh release view) is one release; a body's messages point at it.
    @Test func draftsOnlyOneObjectAndBodyMessages() throws {
        let (none, noneProblems) = GitHubReleases.read("[{\"tag_name\": \"v1.0.0\", \"draft\": true}]", path: "R.json")
        #expect(try #require(none).releases.isEmpty)
        #expect(noneProblems.map(\.description) == ["R.json:1:1: warning: no release but drafts and tags that name no version: the site has none"])

        let text = "{\"tagName\": \"v3.0.0\",\n \"body\": \"### Fixd\\n- a\\n\", \"publishedAt\": \"2024-01-02T00:00:00Z\"}"
        let (one, problems) = GitHubReleases.read(text, path: "R.json")
        #expect(try #require(one).releases.map(\.title) == ["v3.0.0"])
        #expect(problems.map(\.description).contains { $0.hasPrefix("R.json:2:10: warning: 'Fixd' is not a change type") && $0.hasSuffix("(line 1 of the body of v3.0.0)") },
                "\(problems.map(\.description))")
    }
}

import Foundation
import Testing
import TLCore
import TLModel
@testable import TLContent

/// Commit authors, co-authors and `@user` mentions become the release's
/// avatar cluster, as the people of data/people.yml when they are.
struct ChangelogPeopleTests {
    @Test func coAuthorsAreAuthorsToo() {
        #expect(GitHistory.coAuthors("feat: x\n\nCo-authored-by: Brian K <BK@example.org>\nco-authored-by: Grace\nSigned-off-by: Ada <a@b>")
                == [GitAuthor(name: "Brian K", email: "BK@example.org"), GitAuthor(name: "Grace", email: "")])
    }

    @Test func authorsAndCoAuthorsFromARepository() throws {
        let repo = try ChangelogWriterTests.Repository()
        try repo.commit("feat: one\n\nCo-authored-by: Brian Kernighan <bk@example.org>")
        try repo.run(["-c", "user.name=Grace Hopper", "-c", "user.email=grace@example.org", "commit", "-q", "--allow-empty", "-m", "fix: two"])
        try repo.run(["-c", "user.name=Grace Hopper", "-c", "user.email=grace@example.org", "commit", "-q", "--allow-empty", "-m", "fix: three"])
        try repo.tag("v1.0.0")
        var changelog = try repo.read()
        let release = changelog.releases[0]
        // Most commits first; a co-author counts as an author of the commit.
        #expect(release.authors.map(\.name) == ["Grace Hopper", "Ada Lovelace", "Brian Kernighan"])
        #expect(release.sections[0].entries[0].authors.map(\.email) == ["ada@example.org", "bk@example.org"])

        var ada = Person(id: "ada", name: "Ada L.", image: "https://example.org/ada.png")
        ada.emails = ["ada@example.org"]
        var brian = Person(id: "bwk", name: "Brian W. Kernighan")
        brian.gitNames = ["brian kernighan"]
        ChangelogPeople.apply(&changelog, people: ["ada": ada, "bwk": brian])
        #expect(changelog.releases[0].people == ["Grace Hopper", "ada", "bwk"])
        let added = changelog.releases[0].sections.first { $0.kind == "added" }!.entries[0].html
        #expect(added.hasSuffix(" <span class=\"tl-change-by\">— Ada L., Brian W. Kernighan</span>"))
    }

    @Test func mentionsJoinTheCluster() throws {
        let text = "## [1.0.0] - 2024-01-01\n### Fixed\n- A crash, thanks @octo-cat and @Ada (not ada@example.org, not `@code`).\n- Again @octo-cat.\n"
        var changelog = try #require(ChangelogReader.read(text, path: "CHANGELOG.md").0)
        ChangelogPeople.apply(&changelog, people: ["ada": Person(id: "ada", name: "Ada Lovelace")])
        #expect(changelog.releases[0].people == ["octo-cat", "ada"])
        // A file's entries are written as they are: no author is added to them.
        #expect(!changelog.releases[0].sections[0].entries[0].html.contains("tl-change-by"))
    }

    @Test(arguments: [
        ("@a and @b-c", ["a", "b-c"]), ("mail a@b.org", []), ("<code>@x</code> @y", ["y"]), ("(@z)", ["z"]),
        ("@-no", []), ("@x/y", []), ("<a href=\"https://github.com/q\">@q</a>", ["q"]),
    ])
    func mentions(_ html: String, _ handles: [String]) {
        #expect(ChangelogPeople.mentions(in: html) == handles)
    }

    @Test func peopleYmlTakesEmailsAndGitNames() {
        let (people, problems) = PeopleReader.read("ada:\n  name: Ada\n  emails: [Ada@Example.org, a@b.c]\n  git: Ada L\nbob: { name: Bob, git: 3 }\n")
        #expect(people["ada"]?.emails == ["ada@example.org", "a@b.c"])
        #expect(people["ada"]?.gitNames == ["ada l"])
        #expect(problems.map(\.description) == ["data/people.yml:5:24: error: 'git' must be a string, not a number; put it in quotes"])
    }
}

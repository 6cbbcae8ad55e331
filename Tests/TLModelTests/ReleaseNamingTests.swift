import Testing
import TLModel

/// The project's name from titles and the repository, and which versions
/// are prereleases: tables, one line a case.
struct ReleaseNamingTests {
    @Test(arguments: [
        ("Rich changelog", "Rich"),
        ("Changelog", nil),
        ("CHANGELOG", nil),
        ("Release notes", nil),
        ("Change Log", nil),
        ("Changelog of Foo", "Foo"),
        ("Foo: release history", "Foo"),
        ("tlsite — Changes", "tlsite"),
        ("Poetry", "Poetry"),
        ("News for MyLib", "MyLib"),
    ] as [(String, String?)])
    func nameInTitle(_ title: String, _ name: String?) {
        #expect(ProjectName.name(inTitle: title) == name)
    }

    @Test func precedence() {
        // --title / changelog.title first, then the heading, then the repository.
        #expect(ProjectName(titles: ["Rich", "Other changelog"], repository: "rich-cli") == ProjectName(siteTitle: "Rich", name: "Rich"))
        #expect(ProjectName(titles: [nil, "Rich changelog"], repository: "x") == ProjectName(siteTitle: "Rich changelog", name: "Rich"))
        // A title that names no project keeps the site's title but asks the repository for the name.
        #expect(ProjectName(titles: [nil, "Changelog"], repository: "rich") == ProjectName(siteTitle: "Changelog", name: "rich"))
        #expect(ProjectName(titles: [nil, nil], repository: "rich") == ProjectName(siteTitle: "rich changelog", name: "rich"))
        #expect(ProjectName(titles: [nil, "  "], repository: nil) == ProjectName(siteTitle: "Changelog", name: nil))
    }

    @Test(arguments: [
        ("2.0.0-rc.1", true), ("v3.0.0-beta.2", true), ("1.0.0-alpha", true), ("1.0.0-2", true),
        ("2.0b1", true), ("3.0rc1", true), ("1.0a2", true), ("1.0.0.beta1", true), ("2.0.dev3", true), ("1.0a", true),
        ("1.0.0", false), ("v1.2", false), ("2.0.0+build.5", false), ("1.0.0-post1", false), ("1.0.0-final", false),
        ("1.0.0+rc.1", false), ("10.1", false), ("2.0.0b", true),
    ])
    func prerelease(_ version: String, _ expected: Bool) {
        #expect(Release.isPrerelease(version) == expected, "\(version)")
    }
}

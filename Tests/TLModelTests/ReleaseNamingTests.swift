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

/// Which releases and entries an upgrade guide gathers.
struct UpgradeGuideTests {
    static func release(_ version: String, _ sections: [(kind: String, title: String, entries: [(String, Bool)])]) -> Release {
        var release = Release(title: version, slug: version, location: .init(path: "C.md"))
        release.version = version
        release.sections = sections.map { kind, title, entries in
            var section = ChangeSection(kind: kind, title: title, anchor: "\(version)-\(title.lowercased())", location: .init(path: "C.md"))
            section.parts = [.entries(entries.map { ChangeEntry(html: $0.0, isBreaking: $0.1, location: .init(path: "C.md")) })]
            return section
        }
        return release
    }

    @Test func majorsGatherWhatBreaksSinceThePreviousOne() {
        // Newest first, as a file lists them.
        let releases = [
            Self.release("3.1.0", [("deprecated", "Deprecated", [("d31", false)])]),
            Self.release("3.0.0", [("removed", "Removed", [("r30", false)]), ("added", "Added", [("a30", false)])]),
            Self.release("3.0.0-rc.1", [("changed", "Changed", [("b30rc", true), ("c30rc", false)])]),
            Self.release("2.1.0", [("deprecated", "Deprecated", [("d21", false)]), ("removed", "Reverts", [("revert", false)])]),
            Self.release("2.0.0", [("changed", "Changed", [("b20", true)])]),
            Self.release("0.9.1", [("removed", "Removed", [("r091", false)])]),
            Self.release("0.9.0", [("fixed", "Fixed", [("f090", false)])]),
        ]
        let guides = UpgradeGuide.make(releases)
        #expect(guides.map(\.version) == ["2.0", "3.0"])
        #expect(guides[0].entries.map(\.html) == ["r091", "b20"])
        #expect(guides[1].entries.map(\.html) == ["d21", "b30rc", "r30"])
        #expect(guides[1].entries.map(\.kind) == [.deprecated, .breaking, .removed])
        #expect(guides[1].targets == ["3.0.0-rc.1", "3.0.0"])
        #expect(guides[1].entries[2].anchor == "3.0.0-removed-1")
        #expect(guides[1].releases == ["2.1.0", "3.0.0-rc.1", "3.0.0"])
    }

    @Test func beforeOneEachMinorIsAMajor() {
        let releases = [
            Self.release("0.3.0", [("removed", "Removed", [("r03", false)])]),
            Self.release("0.2.1", [("deprecated", "Deprecated", [("d021", false)])]),
            Self.release("0.2.0", [("added", "Added", [("a02", false)])]),
        ]
        #expect(UpgradeGuide.make(releases).map(\.version) == ["0.3"])
        #expect(UpgradeGuide.make(releases).first?.entries.map(\.html) == ["d021", "r03"])
    }
}

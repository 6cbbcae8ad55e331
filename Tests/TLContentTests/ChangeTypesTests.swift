import Foundation
import Testing
@testable import TLContent
import TLCore
import TLModel

/// `changelog.types:` and `--types FILE`: a project's own section names
/// mapped to change types or hidden, read into the reader's sections.
struct ChangeTypesTests {
    static let mapping = ChangeTypeMapping(["enhancements": .type("added"), "internal": .hidden, "bug fixes": .type("security")])

    @Test(arguments: [
        ("Enhancements", "added", false, "Enhancements"),
        (":sparkles: Enhancements", "added", false, "Enhancements"),
        ("[ENHANCEMENTS]:", "added", false, "ENHANCEMENTS"),
        ("Internal", "other", true, "Internal"),
        ("Bug Fixes", "security", false, "Bug Fixes"),
        ("Fixed", "fixed", false, "Fixed"),
        ("Upgrade notes", nil, false, "Upgrade notes"),
    ] as [(String, String?, Bool, String)])
    func mappedNamesWinOverTheTable(_ heading: String, _ kind: String?, _ hidden: Bool, _ label: String) {
        let name = SectionName(heading, types: ChangeTypesTests.mapping)
        #expect(name.kind == kind)
        #expect(name.isHidden == hidden)
        #expect(name.label == label)
    }

    @Test func withoutAMappingNothingChanges() {
        #expect(SectionName("Enhancements").kind == "changed")
        #expect(!SectionName("Internal").isHidden)
    }

    /// A hidden section is neither shown nor counted; a mapped name gives no
    /// warning; its old anchor stays on the release.
    @Test func hiddenSectionsLeaveTheReleases() throws {
        let text = """
        ## [1.1.0] - 2024-02-01
        ### Enhancements
        - faster
        ### Internal
        - moved the CI
        - bumped a tool
        ### Fixed
        - a crash
        ## [1.0.0] - 2024-01-01
        ### Internal
        - only internal work
        """
        let (changelog, diagnostics) = ChangelogReader.read(text, path: "CHANGELOG.md", types: ChangeTypesTests.mapping)
        let read = try #require(changelog)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(read.releases.map { $0.sections.map { "\($0.kind)=\($0.entries.count)" } } == [["added=1", "fixed=1"], []])
        #expect(read.releases[0].sections[0].title == "Enhancements")
        #expect(read.entryCount == 2)
        #expect(read.releases[0].aliases.contains("internal"))

        let (plain, plainDiagnostics) = ChangelogReader.read(text, path: "CHANGELOG.md")
        #expect(try #require(plain).entryCount == 5)
        #expect(plainDiagnostics.isEmpty)
    }

    @Test(arguments: [
        ("Enhancements: added\nInternal: hidden\n", nil),
        ("Enhancements: Added\n", nil),
        ("", "T.yml:1:1: error: T.yml is empty; it needs section names and their types, like 'Enhancements: added'"),
        ("- a\n", "T.yml:1:1: error: a types file must be a mapping of section names to change types"),
        ("Enhancements: features\n", "T.yml:1:15: error: 'features' is not a change type: use one of added, changed, deprecated, removed, fixed, security, other, dependencies, hidden (did you mean 'added'?)"),
        ("Enhancements: chnged\n", "(did you mean 'changed'?)"),
        ("Internal: hidden\ninternal: added\n", "T.yml:2:1: error: 'internal' is mapped a second time (first on line 1); a section name has one type"),
        ("':tada:': added\n", "T.yml:1:1: error: ':tada:' names no section"),
        ("Internal: [hidden]\n", "T.yml:1:11: error: 'Internal' must be a string, not a list"),
        ("Internal: hidden\n  x: y\n", "T.yml:2:4: error:"),
    ] as [(String, String?)])
    func typesFilesAreCheckedWithLocatedErrors(_ text: String, _ message: String?) {
        switch ChangeTypesReader.read(text, path: "T.yml") {
        case .success(let mapping):
            #expect(message == nil)
            #expect(mapping.names["enhancements"] == .type("added") || mapping.names["internal"] == .hidden)
        case .failure(let list):
            let shown = list.diagnostics.map(\.description)
            #expect(shown.contains { message.map($0.contains) ?? false }, "\(shown)")
        }
    }

    @Test func configReadsChangelogTypes() throws {
        let config = try ConfigReader.read("title: T\nchangelog:\n  file: CHANGELOG.md\n  types: { Enhancements: added, Chores: hidden }\n").get()
        #expect(config.changelogTypes == ChangeTypeMapping(["enhancements": .type("added"), "chores": .hidden]))
    }
}

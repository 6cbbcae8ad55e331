import Testing
import TLCore
import TLModel

/// Where an item's front-matter keys were written: what a message found
/// after reading (a duplicate slug, a missing image) points at.
struct KeyLocationsTests {
    static let a = SourceLocation(path: "content/a.md", line: 3, column: 7)
    static let b = SourceLocation(path: "content/_index.md", line: 2, column: 1)

    @Test func aKeyReadsWhereItWasWritten() {
        var locations = KeyLocations()
        #expect(locations.isEmpty && locations["slug"] == nil)
        locations["slug"] = Self.a
        locations["tags"] = Self.b  // a cascaded key: written in its folder's _index.md
        #expect(locations["slug"] == Self.a && locations["tags"] == Self.b && locations["kind"] == nil)
        #expect(locations.count == 2)
    }

    @Test func settingAKeyAgainReplacesItAndNilRemovesIt() {
        var locations: KeyLocations = ["slug": Self.a, "kind": Self.b]
        locations["slug"] = Self.b
        #expect(locations["slug"] == Self.b && locations.count == 2)
        locations["kind"] = nil
        #expect(locations["kind"] == nil && locations.count == 1)
        locations["absent"] = nil
        #expect(locations.count == 1)
    }

    @Test func equalWhateverTheOrderTheKeysWereWritten() {
        let one: KeyLocations = ["slug": Self.a, "kind": Self.b]
        let other: KeyLocations = ["kind": Self.b, "slug": Self.a]
        #expect(one == other)
        #expect(one != ["slug": Self.a])
        #expect(one != ["slug": Self.a, "kind": Self.a])
    }

    @Test(arguments: [(1, 1), (65_535, 80), (Int(Int32.max), Int(Int32.max))])
    func linesAndColumnsOfAnySizeRoundTrip(_ line: Int, _ column: Int) {
        var locations = KeyLocations()
        locations["title"] = SourceLocation(path: "content/long.md", line: line, column: column)
        #expect(locations["title"] == SourceLocation(path: "content/long.md", line: line, column: column))
    }
}

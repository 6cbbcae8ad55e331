import Foundation
import Testing
import TLCore
import TLModel
@testable import TLSite

/// A whole build puts each item's body in its `BodyStore` as the item is
/// read (a 100,000-item build held every rendered body until the layout,
/// 215 MB of its peak): what the site shows of a body must not change.
struct BodiesAsideTests {
    static let files = SiteFixture.site([
        "tlsite.yml": SiteFixture.config(more: "languages: { codes: [en, fr] }\n"),
        "content/a.md": SiteFixture.item("A", date: "2024-01-01", body: "Head *é*.\n\n<!--more-->\n\nRest.\n"),
        "content/a.fr.md": SiteFixture.item("A fr", date: "2024-01-01", body: "Tête.\n"),
        "content/notes/b.md": SiteFixture.item("B", date: "2024-01-02", body: "```swift\nlet x = 1\n```\n"),
    ])

    func read(bodies: BodyStore?) throws -> Build.Content {
        var options = BuildOptions(site: "/site")
        options.now = Date(timeIntervalSince1970: 1_800_000_000)
        let build = Build(options, io: FileIO.memory(Self.files).0)
        let diagnostics = Diagnostics()
        let config = try build.loadConfig(diagnostics)
        let theme = try build.loadTheme(config)
        let catalogue = build.loadCatalogue(config, theme, diagnostics)
        let content = try build.readContent(config, cache: nil, catalogue, try build.loadTemplates(theme), bodies: bodies, diagnostics)
        #expect(diagnostics.all.filter { $0.severity == .error }.isEmpty)
        return content
    }

    @Test func eachBodyIsStoredAsItIsReadAndReadsTheSame() throws {
        let store = try #require(BodyStore())
        let stored = try read(bodies: store)
        let kept = try read(bodies: nil)
        let translations = { (content: Build.Content) in content.translations.values.flatMap(\.values).map(\.item) }
        #expect(stored.items.count == 2 && translations(stored).count == 1)
        for item in stored.items + translations(stored) { #expect(item.isBodyStored, "\(item.slug)") }
        for item in kept.items + translations(kept) { #expect(!item.isBodyStored, "\(item.slug)") }
        #expect(stored.items.map(\.html) == kept.items.map(\.html))
        #expect(stored.items.map(\.head) == kept.items.map(\.head))
        #expect(translations(stored).map(\.html) == translations(kept).map(\.html))
        #expect(store.failure == nil)
    }
}

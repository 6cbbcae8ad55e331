import Foundation
import Testing
import TLCore
import TLModel
import TLRender
@testable import TLSite

/// `search.json` of a site with `search: true`: every item with its page,
/// title, date, tags and text, and the bound on the items' texts.
struct SearchIndexTests {
    static func item(_ number: Int, text: String, tags: [String] = []) -> Item {
        var item = Item(source: TLCore.SourceLocation(path: "content/\(number).md"), title: "Item \(number)", slug: "item-\(number)")
        item.blocks = ["<p>" + text + "</p>"]
        item.tags = tags
        item.date = Date(timeIntervalSince1970: 1_714_521_600)  // 2024-05-01
        return item
    }

    static func decoded(_ made: SearchIndex.Made) throws -> [String: Any] {
        try #require(JSONSerialization.jsonObject(with: made.data) as? [String: Any])
    }

    @Test func itemsAreIndexedWithTheirTagsNamedOnce() throws {
        let items = [Self.item(1, text: "A <em>whale</em> &amp; the moon", tags: ["sea", "moon"]), Self.item(2, text: "B", tags: ["moon"])]
        let made = try #require(SearchIndex.make(items, catalogue: CatalogueLoader.english, indexItems: true))
        let index = try Self.decoded(made)
        #expect(index["g"] as? [String] == ["sea", "moon"])
        let first = try #require((index["i"] as? [[Any]])?.first)
        #expect(first[0] as? String == "item-1/")
        #expect(first[1] as? String == "Item 1")
        #expect(first[2] as? String == "2024-05-01")
        #expect(first[3] as? [Int] == [0, 1])
        #expect(first[4] as? String == "A whale & the moon")
        #expect(made.itemsWithoutText == 0)
        // Without `search: true` items are not indexed: no release, no index.
        #expect(SearchIndex.make(items, catalogue: CatalogueLoader.english) == nil)
    }

    @Test func textsPastTheBoundAreLeftOutTitlesKept() throws {
        let long = String(repeating: "word ", count: 100)
        let count = SearchIndex.maxItemText / SearchIndex.maxText + 50
        let items = (0..<count).map { Self.item($0, text: long) }
        let made = try #require(SearchIndex.make(items, catalogue: CatalogueLoader.english, indexItems: true))
        #expect(made.itemsWithoutText == 50)
        let entries = try #require(try Self.decoded(made)["i"] as? [[Any]])
        #expect(entries.count == count)
        #expect((entries[count - 51][4] as? String)?.count == SearchIndex.maxText)
        #expect(entries[count - 1][4] as? String == "")
        #expect(entries[count - 1][1] as? String == "Item \(count - 1)")
        #expect(made.data.count < SearchIndex.maxItemText + count * 100)
    }
}

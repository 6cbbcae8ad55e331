import Foundation
@testable import Mustache
import Testing

/// A partial kept by `PartialCache` renders what it would render without
/// it: reused only for a frame of the same identity whose varying fields
/// read hold the same values, and never kept when it read something of
/// the page below its frame.
@Suite struct PartialCacheTests {
    private static let templates = [
        "page": "{{#items}}{{>card}}{{/items}}",
        "nosyPage": "{{#items}}{{>nosy}}{{/items}}",
        "rootPage": "{{#items}}{{>root}}{{/items}}",
        "selfPage": "{{#items}}{{>self}}{{/items}}",
        "card": "[{{title}} {{#place}}at {{place}}{{/place}} {{site.name}} {{i18n.more}}]",
        "nosy": "[{{title}} of {{page.title}}]",
        "root": "[{{title}} {{page.root}}]",
        "self": "[{{#.}}{{place}}{{/.}}]",
        "groupPage": "{{#items}}{{>grouped}}{{/items}}",
        "grouped": "[{{title}} {{#group}}{{>group}}{{/group}} {{place}}]",
        "group": "<{{#names}}{{.}} {{/names}}{{i18n.more}}>",
        "nosyGroupPage": "{{#items}}{{#group}}{{>nosyGroup}}{{/group}}{{/items}}",
        "nosyGroup": "<{{#names}}{{.}} {{/names}}of {{title}}>",
    ]

    private func library() -> TemplateLibrary {
        TemplateLibrary { name in Self.templates[name].map { (source: $0, path: name) } }
    }

    private func cache(_ uses: [String: Int], partial: String = "card") -> PartialCache {
        PartialCache(partials: [partial], keyField: "\u{0}id", varying: ["place"], stableNames: ["site", "i18n"],
                     stablePaths: [["page", "root"]], uses: uses)
    }

    private func page(_ title: String, _ items: [(String, String, Int?)]) -> MustacheValue {
        .object([
            "page": .object(["title": .string(title), "root": "../"]),
            "site": .object(["name": "Site"]),
            "i18n": .object(["more": "More"]),
            "items": .array(items.map { id, title, place in
                .object(["\u{0}id": .string(id), "title": .string(title), "place": place.map(MustacheValue.int) ?? .null])
            }),
        ])
    }

    /// Renders the pages with the cache and without it.
    private func both(_ template: String, _ pages: [MustacheValue], _ cache: PartialCache) throws -> ([String], [String]) {
        let library = library()
        let cached = try pages.map { try library.render(template, $0, partials: cache) }
        let plain = try pages.map { try library.render(template, $0) }
        return (cached, plain)
    }

    @Test func aCardIsReusedOnTheOtherPagesThatShowIt() throws {
        let cache = cache(["a": 3, "b": 1])
        let pages = [page("One", [("a", "Ada", nil), ("b", "Bea", nil)]), page("Two", [("a", "Ada", nil)]), page("Three", [("a", "Ada", nil)])]
        let (cached, plain) = try both("page", pages, cache)
        #expect(cached == plain)
        #expect(cached[1] == "[Ada  Site More]")
        // "a" rendered once and shown twice more; "b" (used once) never kept.
        #expect(cache.stored == 1)
        #expect(cache.hits == 2)
    }

    @Test func aVaryingFieldItReadsTellsItsOutputsApart() throws {
        let cache = cache(["a": 4])
        let pages = [page("One", [("a", "Ada", 1)]), page("Two", [("a", "Ada", 2)]), page("Three", [("a", "Ada", 1)]), page("Four", [("a", "Ada", nil)])]
        let (cached, plain) = try both("page", pages, cache)
        #expect(cached == plain)
        #expect(cached[1] == "[Ada at 2 Site More]")
        // The fourth page is the last use: nothing is kept after it.
        #expect(cache.hits == 1)
        #expect(cache.stored == 2)
    }

    @Test func aPartialThatReadsThePageIsNotKept() throws {
        let cache = cache(["a": 2], partial: "nosy")
        let pages = [page("One", [("a", "Ada", nil)]), page("Two", [("a", "Ada", nil)])]
        let (cached, plain) = try both("nosyPage", pages, cache)
        #expect(cached == plain)
        #expect(cached == ["[Ada of One]", "[Ada of Two]"])
        #expect(cache.stored == 0)
    }

    @Test func aStablePathBelowTheFrameIsKept() throws {
        let cache = cache(["a": 2], partial: "root")
        let pages = [page("One", [("a", "Ada", nil)]), page("Two", [("a", "Ada", nil)])]
        let (cached, plain) = try both("rootPage", pages, cache)
        #expect(cached == plain)
        #expect(cached == ["[Ada ../]", "[Ada ../]"])
        #expect(cache.hits == 1)
    }

    @Test func theFramePushedAgainIsNotKept() throws {
        let cache = cache(["a": 2], partial: "self")
        let pages = [page("One", [("a", "Ada", 1)]), page("Two", [("a", "Ada", 2)])]
        let (cached, plain) = try both("selfPage", pages, cache)
        #expect(cached == plain)
        #expect(cached == ["[1]", "[2]"])
        #expect(cache.stored == 0)
    }

    /// Cards (`card`, counted uses) showing groups of names (`group`, kept for the whole render).
    private func groupCaches(_ uses: [String: Int], group: String = "group") -> PartialCache {
        let groups = PartialCache(partials: [group], keyField: "\u{0}group", varying: [], stableNames: ["site", "i18n"], uses: nil)
        return PartialCache(partials: ["grouped"], keyField: "\u{0}id", varying: ["place"], stableNames: ["site", "i18n"],
                            uses: uses, inner: groups)
    }

    private func groupPage(_ items: [(id: String, title: String, group: String, names: [String], place: Int)]) -> MustacheValue {
        .object([
            "i18n": .object(["more": "More"]),
            "items": .array(items.map { item in
                .object(["\u{0}id": .string(item.id), "title": .string(item.title), "place": .int(item.place),
                         "group": .object(["\u{0}group": .string(item.group), "names": .array(item.names.map(MustacheValue.string))])])
            }),
        ])
    }

    @Test func aPartialInsideAKeptOneIsKeptForEveryCardThatShowsIt() throws {
        let cache = groupCaches(["a": 2, "b": 2])
        let pages = [groupPage([("a", "Ada", "g", ["Ann", "Bo"], 1), ("b", "Bea", "g", ["Ann", "Bo"], 2)]),
                     groupPage([("a", "Ada", "g", ["Ann", "Bo"], 1), ("b", "Bea", "g", ["Ann", "Bo"], 3)])]
        let (cached, plain) = try both("groupPage", pages, cache)
        #expect(cached == plain)
        #expect(cached[1] == "[Ada <Ann Bo More> 1][Bea <Ann Bo More> 3]")
        // The group rendered once (inside Ada's card) and reused inside Bea's, whose
        // card differs on the second page (its place): rendered again, its group kept.
        let groups = try #require(cache.inner)
        #expect(groups.stored == 1)
        #expect(groups.hits == 2)
        #expect(cache.hits == 1)
        // Kept for the whole render, past its last use.
        #expect(groups.holds("g", [:]))
    }

    @Test func anInnerPartialThatReadsTheCardIsNotKept() throws {
        let groups = PartialCache(partials: ["nosyGroup"], keyField: "\u{0}group", varying: [], stableNames: ["site", "i18n"], uses: nil)
        let pages = [groupPage([("a", "Ada", "g", ["Ann"], 1), ("b", "Bea", "g", ["Ann"], 2)])]
        let (cached, plain) = try both("nosyGroupPage", pages, groups)
        #expect(cached == plain)
        #expect(cached == ["<Ann of Ada><Ann of Bea>"])
        #expect(groups.stored == 0)
    }

    @Test func anIdentityIsForgottenAfterItsLastUse() throws {
        let cache = cache(["a": 2])
        let pages = [page("One", [("a", "Ada", nil)]), page("Two", [("a", "Ada", nil)]), page("Three", [("a", "Ada", nil)])]
        let (cached, plain) = try both("page", pages, cache)
        #expect(cached == plain)
        #expect(!cache.holds("a", [:]))
        #expect(cache.hits == 1)
    }
}

import Foundation
import Testing
import TLCore
import TLModel

/// A whole build keeps its items' bodies in a temporary file while it
/// renders (`BodyStore`): what a page shows of a body read back must be
/// what was rendered, byte for byte.
struct BodyStoreTests {
    @Test(arguments: [
        [],
        [""],
        ["<p>One.</p>\n"],
        ["<p>Head.</p>\n", "", "<p>Rest, é 😀 and \u{0} and \u{FFFD}.</p>\n", "<pre><code>let x = 1\n</code></pre>\n"],
        ["LONG"],
    ])
    func aStoredBodyReadsAsItWasKept(_ written: [String]) throws {
        // A block of 2 MB, more than the store holds back before it writes.
        let blocks = written.map { $0 == "LONG" ? String(repeating: "<p>long</p>", count: 200_000) : $0 }
        let store = try #require(BodyStore())
        let kept = store.keep(Body(blocks))
        #expect(kept.isStored)
        // Read before and after the store writes its file.
        #expect(kept.blocks == blocks)
        store.flush()
        #expect(kept.blocks == blocks)
        #expect(kept == Body(blocks))
        #expect(store.failure == nil)
    }

    /// The images stage finds the bodies with images by this flag, without
    /// reading every body back: it must say the same, stored or not.
    @Test(arguments: [
        ([], false),
        (["<p>No image.</p>\n"], false),
        (["<p>Text.</p>\n", "<p><img src=\"/images/a.png\" alt=\"A\"></p>\n"], true),
        (["<p>&lt;img src=&quot;a.png&quot;&gt; is written, not shown.</p>\n"], false),
        (["<pre><code>&lt;img src=\"a.png\"&gt;\n</code></pre>\n"], false),
    ])
    func aBodySaysWhetherItHoldsImageTags(_ blocks: [String], _ expected: Bool) throws {
        let store = try #require(BodyStore())
        let body = Body(blocks)
        #expect(body.hasImageTags == expected)
        #expect(store.keep(body).hasImageTags == expected)
        var item = Item(source: SourceLocation(path: "content/a.md"), title: "A", slug: "a")
        item.blocks = blocks
        #expect(item.hasImageTags == expected)
    }

    @Test func manyBodiesKeepTheirOwnBlocks() throws {
        let store = try #require(BodyStore())
        // More than the 1 MB the store holds back before it writes.
        let bodies = (0..<3_000).map { n in (0..<(n % 5)).map { block in "<p>\(n).\(block) " + String(repeating: "x", count: n % 900) + "</p>\n" } }
        let kept = bodies.map { store.keep(Body($0)) }
        store.flush()
        for (body, blocks) in zip(kept, bodies) { #expect(body.blocks == blocks) }
        #expect(kept[7] != kept[8])
        #expect(kept[7] == kept[7])
    }

    @Test func anItemWithItsBodyStoredShowsTheSameEverywhere() throws {
        let store = try #require(BodyStore())
        var item = Item(source: SourceLocation(path: "content/a.md"), title: "A", slug: "a")
        item.blocks = ["<p>Head.</p>\n", "<p>Rest.</p>\n", "<p>More.</p>\n"]
        item.headBlocks = 1
        item.locations["slug"] = SourceLocation(path: "content/a.md", line: 3, column: 7)
        item.locations["kind"] = SourceLocation(path: "content/a.md", line: 4, column: 7)
        let copy = item
        let (html, head, rest) = (item.html, item.head, item.rest)
        item.keepBody(in: store)
        item.forgetKeyLocations(keeping: "slug")
        // In place: the copy, which shares the item's storage, has it stored too.
        #expect(copy.isCopy(of: item))
        #expect([copy.html, item.html] == [html, html])
        #expect(item.head == head && item.rest == rest)
        #expect(item.parts.restBlocks == ["<p>Rest.</p>\n", "<p>More.</p>\n"])
        #expect(copy.location(of: "kind") == SourceLocation(path: "content/a.md"))
        #expect(copy.location(of: "slug") == SourceLocation(path: "content/a.md", line: 3, column: 7))
        // A change of a stored item's body is its own.
        var edited = copy
        edited.blocks[0] = "<p>New.</p>\n"
        #expect(edited.html == "<p>New.</p>\n<p>Rest.</p>\n<p>More.</p>\n")
        #expect(item.html == html)
    }
}

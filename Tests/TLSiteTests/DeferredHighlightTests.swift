import Foundation
import Testing
import TLCore
import TLFormats
import TLMarkdown
import TLModel
@testable import TLSite

/// While one thread compiles a grammar's query, the others read on and
/// highlight their code blocks once every item is read
/// (`Build.deferringHighlights`, `Build.complete`): an item read that way
/// is the item read at once, body, head and rest.
struct DeferredHighlightTests {
    static let body = "Head with `code`.\n\n```swift\nlet a = \"<b>\"\n```\n\n<!--more-->\n\n- list\n\n  ```py\n  pass\n  ```\n\nEnd.\n"
    static let files = SiteFixture.site([
        "tlsite.yml": SiteFixture.config(),
        "content/a.md": SiteFixture.item("A", date: "2024-01-01", body: body),
        "content/b.md": SiteFixture.item("B", date: "2024-01-02", body: "No code.\n"),
    ])

    func read(_ file: String, deferring: Bool) throws -> (ItemCache.Reading, HighlightDeferral?) {
        var options = BuildOptions(site: "/site")
        options.now = Date(timeIntervalSince1970: 1_800_000_000)
        let build = Build(options, io: FileIO.memory(Self.files).0)
        let read: @Sendable () -> ItemCache.Reading = {
            build.readItem("/site/content/" + file, folder: "", cascade: [], markdown: MarkdownOptions(), taxonomies: [], version: false)
        }
        return deferring ? Build.deferringHighlights(HighlightDeferral(defersAll: true)) { read() } : (read(), nil)
    }

    @Test func anItemWhoseCodeWaitedIsTheItemReadAtOnce() throws {
        let (now, _) = try read("a.md", deferring: false)
        var (later, deferral) = try read("a.md", deferring: true)
        let waiting = try #require(deferral)
        #expect(later.item?.blocks != now.item?.blocks)
        Build.complete(&later, waiting)
        #expect(later.item?.blocks == now.item?.blocks)
        #expect(later.item?.html == now.item?.html && later.item?.head == now.item?.head && later.item?.rest == now.item?.rest)
        #expect(now.item?.html.contains("<span class=hl-keyword>let</span>") == true)
    }

    /// A whole build keeps each body aside as it is read, placeholders and
    /// all, and keeps the completed body again.
    @Test func aBodyKeptAsideWithItsPlaceholdersIsCompletedFromTheStore() throws {
        let store = try #require(BodyStore())
        let (now, _) = try read("a.md", deferring: false)
        var (later, deferral) = try read("a.md", deferring: true)
        later.item?.keepBody(in: store)
        #expect(later.item?.isBodyStored == true)
        Build.complete(&later, try #require(deferral))
        later.item?.keepBody(in: store)
        #expect(later.item?.isBodyStored == true)
        #expect(later.item?.blocks == now.item?.blocks)
        #expect(store.failure == nil)
    }

    @Test func anItemWithoutCodeHasNothingWaiting() throws {
        let (_, deferral) = try read("b.md", deferring: true)
        #expect(deferral == nil)
    }
}

import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
import TLCore
import TLModel
import TLRender
import TLSite

/// feed.xml (Atom) and feed.json (JSON Feed): what they hold, in which
/// order, and when they are written at all.
struct FeedTests {
    static let base = "title: T\nbaseURL: https://example.org/blog/\n"

    func build(_ files: [String: String], baseURL: String? = nil) -> (BuildReport, MemoryFiles) {
        var all = ["/site/tlsite.yml": FeedTests.base]
        for (path, text) in files { all["/site/" + path] = text }
        let (io, store) = FileIO.memory(all)
        var options = BuildOptions(site: "/site")
        options.now = ISO8601DateFormatter().date(from: "2024-06-01T00:00:00Z")!
        options.baseURL = baseURL
        return (Build(options, io: io).run(), store)
    }

    static func item(_ slug: String, day: Int?, _ extra: String = "") -> String {
        "---\ntitle: \(slug.uppercased())\nslug: \(slug)\n" + (day.map { "date: 2024-05-\(String(format: "%02d", $0))\n" } ?? "") + extra + "---\nBody of \(slug).\n"
    }

    func json(_ store: MemoryFiles) throws -> [String: Any] {
        let text = try #require(store.text("/site/public/feed.json"))
        return try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    func atom(_ store: MemoryFiles) throws -> AtomDocument {
        try AtomDocument(#require(store.text("/site/public/feed.xml")))
    }

    func jsonItems(_ store: MemoryFiles) throws -> [[String: Any]] {
        try #require(try json(store)["items"] as? [[String: Any]])
    }

    @Test func newestFirstWhateverTheTimelineOrderAndUndatedLeftOut() throws {
        let (report, store) = build([
            "tlsite.yml": FeedTests.base + "timeline: { order: oldest-first }\n",
            "content/a.md": FeedTests.item("a", day: 1), "content/c.md": FeedTests.item("c", day: 3),
            "content/b.md": FeedTests.item("b", day: 2), "content/u.md": FeedTests.item("u", day: nil),
        ])
        #expect(report.succeeded, "\(report.diagnostics)")
        let ids = try jsonItems(store).map { $0["id"] as? String }
        #expect(ids == ["https://example.org/blog/c/", "https://example.org/blog/b/", "https://example.org/blog/a/"])
        let atom = try #require(store.text("/site/public/feed.xml"))
        let entries = try AtomDocument(atom).entries
        #expect(entries.map(\.id) == ids.compactMap { $0 })
        #expect(entries.first?.published == "2024-05-03T00:00:00Z")
        #expect(try AtomDocument(atom).feedUpdated == "2024-05-03T00:00:00Z")
    }

    @Test(arguments: [(nil, 20), (3, 3), (0, 25)] as [(Int?, Int)])
    func limitKeepsTheNewest(_ limit: Int?, _ expected: Int) throws {
        var files = ["tlsite.yml": FeedTests.base + (limit.map { "feeds: { limit: \($0) }\n" } ?? "")]
        for day in 1...25 { files["content/i\(day).md"] = FeedTests.item("i\(day)", day: day) }
        let (report, store) = build(files)
        #expect(report.succeeded, "\(report.diagnostics)")
        let items = try jsonItems(store)
        #expect(items.count == expected)
        #expect(items.first?["id"] as? String == "https://example.org/blog/i25/")
        #expect(try atom(store).entries.count == expected)
    }

    @Test func entriesCarryPeopleTagsKindLinkImageAndSummary() throws {
        let (report, store) = build([
            "data/people.yml": "ada: { name: Ada Lovelace, url: people/ada/, image: ada.png }\n",
            "static/star.svg": "<svg/>", "static/ada.png": "png",
            "content/a.md": FeedTests.item("a", day: 1, "people: [ada, Bob]\ntags: [school]\nkind: alert\nimage: star.svg\nlink: https://elsewhere.test/x\n")
                + "\n<!--more-->\n\nThe rest.\n",
        ])
        #expect(report.succeeded, "\(report.diagnostics)")
        let item = try #require(try jsonItems(store).first)
        #expect(item["tags"] as? [String] == ["school", "alert"])
        #expect(item["external_url"] as? String == "https://elsewhere.test/x")
        #expect(item["image"] as? String == "https://example.org/blog/star.svg")
        let authors = try #require(item["authors"] as? [[String: String]])
        #expect(authors == [["name": "Ada Lovelace", "url": "https://example.org/blog/people/ada/", "avatar": "https://example.org/blog/ada.png"],
                            ["name": "Bob"]])
        #expect((item["content_html"] as? String)?.contains("The rest.") == true)

        let entry = try #require(try atom(store).entries.first)
        #expect(entry.authors == ["Ada Lovelace", "Bob"])
        #expect(entry.categories == ["school", "alert"])
        #expect(entry.summary == "<p>Body of a.</p>")
        #expect(entry.content.contains("<p>The rest.</p>"))
        #expect(entry.links == ["alternate https://example.org/blog/a/", "related https://elsewhere.test/x"])
    }

    @Test func nastyStringsStayWellFormed() throws {
        let title = #"<b>&amp; \"quoted\" 'single' 😀 \u0001 \u001F ]]> end"#
        let (report, store) = build([
            "tlsite.yml": FeedTests.base + "description: \"a < b & c\"\n",
            "content/a.md": "---\ntitle: \"\(title)\"\ndate: 2024-05-01\ntags: [\"x&y\", \"<z>\"]\n---\n`<script>` & \"q\" \u{7}bell\n",
        ])
        #expect(report.succeeded, "\(report.diagnostics)")
        // The title's YAML escapes of control characters are read as U+FFFD,
        // as raw ones are (issue 26), in both feeds.
        let expected = "<b>&amp; \"quoted\" 'single' 😀 \u{FFFD} \u{FFFD} ]]> end"
        #expect(try jsonItems(store).first?["title"] as? String == expected)
        let atom = try atom(store)
        let entry = try #require(atom.entries.first)
        #expect(entry.title == expected)
        #expect(entry.categories == ["x&y", "<z>"])
        // A raw BEL in the file is read as U+FFFD (issue 26).
        #expect(entry.content.contains("<code>&lt;script&gt;</code> &amp; &quot;q&quot; \u{FFFD}bell"))
        #expect(atom.subtitle == "a < b & c")
    }

    @Test func everyPageLinksTheFeedsThatExist() throws {
        let (report, store) = build(["tlsite.yml": FeedTests.base + "feeds: { json: false }\n", "content/a.md": FeedTests.item("a", day: 1)])
        #expect(report.succeeded, "\(report.diagnostics)")
        #expect(store.text("/site/public/feed.json") == nil)
        for page in ["index.html", "a/index.html", "kind/text/index.html", "404.html"] {
            let html = try #require(store.text("/site/public/" + page), "\(page)")
            #expect(html.contains(#"<link rel=alternate type="application/atom+xml" title=T href="https://example.org/blog/feed.xml">"#), "\(page)")
            #expect(!html.contains("application/feed+json"), "\(page)")
        }
    }

    /// Atom is linked from every page, so a reader given any address finds a feed; the JSON
    /// Feed from the home page only (issue 31: about 110 bytes on every other page).
    @Test func theJSONFeedIsLinkedFromTheHomePageOnly() throws {
        var files = ["content/a.md": FeedTests.item("a", day: 1)]
        for n in 2...25 { files["content/i\(n).md"] = FeedTests.item("i\(n)", day: n) }
        let (report, store) = build(files)
        #expect(report.succeeded, "\(report.diagnostics)")
        let json = #"<link rel=alternate type="application/feed+json" title=T href="https://example.org/blog/feed.json">"#
        #expect(store.text("/site/public/index.html")?.contains(json) == true)
        for page in ["page/2/index.html", "a/index.html", "kind/text/index.html", "404.html"] {
            let html = try #require(store.text("/site/public/" + page), "\(page)")
            #expect(html.contains("application/atom+xml"), "\(page)")
            #expect(!html.contains("application/feed+json"), "\(page)")
        }
    }

    @Test func withoutBaseURLThereAreNoFeeds() throws {
        let (quiet, store) = build(["tlsite.yml": "title: T\n", "content/a.md": FeedTests.item("a", day: 1)])
        #expect(quiet.succeeded && quiet.diagnostics.isEmpty, "\(quiet.diagnostics)")
        #expect(store.text("/site/public/feed.xml") == nil && store.text("/site/public/feed.json") == nil)
        #expect(store.text("/site/public/index.html")?.contains("rel=\"alternate\"") == false)

        // Asking for feeds without a baseURL is worth a warning, at the key.
        let (asked, _) = build(["tlsite.yml": "title: T\nfeeds: { atom: true }\n", "content/a.md": FeedTests.item("a", day: 1)])
        #expect(asked.succeeded)
        #expect(asked.diagnostics.map(\.description) == ["tlsite.yml:2:8: warning: no feeds are written without a 'baseURL' with a host: feeds need absolute addresses; set 'baseURL: https://example.org/' (or --base-url), or turn them off with 'feeds: { atom: false, json: false }'"])
        let (off, _) = build(["tlsite.yml": "title: T\nfeeds: { atom: false, json: false }\n", "content/a.md": FeedTests.item("a", day: 1)])
        #expect(off.diagnostics.isEmpty)

        // --base-url is enough.
        let (given, withOption) = build(["tlsite.yml": "title: T\n"], baseURL: "https://x.test/")
        #expect(given.succeeded)
        #expect(try json(withOption)["feed_url"] as? String == "https://x.test/feed.json")
    }

    @Test func jsonFeedHasTheTopLevelFieldsOfVersion11() throws {
        let (report, store) = build(["content/a.md": FeedTests.item("a", day: 1)])
        #expect(report.succeeded, "\(report.diagnostics)")
        let feed = try json(store)
        #expect(feed["version"] as? String == "https://jsonfeed.org/version/1.1")
        #expect(feed["title"] as? String == "T")
        #expect(feed["home_page_url"] as? String == "https://example.org/blog/")
        #expect(feed["feed_url"] as? String == "https://example.org/blog/feed.json")
        #expect(try jsonItems(store).first?["date_published"] as? String == "2024-05-01T00:00:00Z")
    }

    @Test func anEmptyFeedIsUpdatedNow() throws {
        let (report, store) = build([:])
        #expect(report.succeeded, "\(report.diagnostics)")
        let atom = try atom(store)
        #expect(atom.entries.isEmpty)
        #expect(atom.feedUpdated == "2024-06-01T00:00:00Z")
        #expect(try jsonItems(store).isEmpty)
    }

    @Test func aSiteOverridesTheAtomTemplateAndStaticLoses() throws {
        let (report, store) = build([
            "templates/feed.xml": "<feed xmlns=\"http://www.w3.org/2005/Atom\">{{#entries}}<x>{{title}}</x>{{/entries}}</feed>",
            "static/feed.json": "{}",
            "content/a.md": FeedTests.item("a", day: 1),
        ])
        #expect(report.succeeded)
        #expect(store.text("/site/public/feed.xml") == "<feed xmlns=\"http://www.w3.org/2005/Atom\"><x>A</x></feed>")
        #expect(store.text("/site/public/feed.json") != "{}")
        #expect(report.diagnostics.contains { $0.description.hasPrefix("static/feed.json:1:1: warning: not copied") })
    }
}

/// The parts of an Atom document the tests look at, read with an XML parser.
struct AtomDocument {
    struct Entry {
        var id = "", title = "", published = "", summary: String?, content = ""
        var authors: [String] = [], categories: [String] = [], links: [String] = []
    }

    var entries: [Entry] = []
    var feedUpdated = ""
    var subtitle = ""

    init(_ text: String) throws {
        let delegate = Delegate()
        let parser = XMLParser(data: Data(text.utf8))
        parser.delegate = delegate
        parser.shouldProcessNamespaces = true
        guard parser.parse() else { throw AtomError(message: "\(parser.parserError.map { "\($0)" } ?? "?")") }
        self = delegate.document
    }

    struct AtomError: Error { var message: String }

    private final class Delegate: NSObject, XMLParserDelegate {
        var document = AtomDocument(empty: ())
        var path: [String] = []
        var text = ""
        var entry: Entry?

        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                    attributes: [String: String] = [:]) {
            path.append(name)
            text = ""
            if name == "entry" { entry = Entry() }
            if name == "category" { entry?.categories.append(attributes["term"] ?? "") }
            if name == "link", entry != nil { entry?.links.append("\(attributes["rel"] ?? "") \(attributes["href"] ?? "")") }
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) { text += string }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            let parent = path.dropLast().last
            switch (parent, name) {
            case ("entry", "id"): entry?.id = text
            case ("entry", "title"): entry?.title = text
            case ("entry", "published"): entry?.published = text
            case ("entry", "summary"): entry?.summary = text
            case ("entry", "content"): entry?.content = text
            case ("author", "name") where path.count > 3: entry?.authors.append(text)
            case ("feed", "updated"): document.feedUpdated = text
            case ("feed", "subtitle"): document.subtitle = text
            case (_, "entry"): if let entry { document.entries.append(entry) }; entry = nil
            default: break
            }
            path.removeLast()
            text = ""
        }
    }

    private init(empty: Void) {}
}

/// `Feed.newest` picks the first entries in one pass: the same as all the
/// dated items sorted (newest first, equal dates in the items' order) and
/// cut, for items in any order, with equal dates and undated ones.
struct FeedNewestTests {
    @Test(arguments: [0, 1, 3, 20, 60])
    func theNewestAreTheSortedItemsFirst(limit: Int) {
        var random = SystemRandomNumberGenerator()
        for round in 0..<20 {
            let items = (0..<50).map { number -> Item in
                var item = Item(source: SourceLocation(path: "content/\(number).md"), title: "\(number)", slug: "i\(number)")
                // Few distinct days, so many share one; some undated.
                if Int.random(in: 0..<10, using: &random) > 0 {
                    item.date = Date(timeIntervalSince1970: Double(Int.random(in: 0..<12, using: &random)) * 86_400)
                }
                return item
            }
            let sorted = items.indices.filter { items[$0].date != nil }
                .sorted { items[$0].date! != items[$1].date! ? items[$0].date! > items[$1].date! : $0 < $1 }
            let expected = (limit == 0 ? sorted[...] : sorted.prefix(limit)).map { items[$0].slug }
            #expect(Feed.newest(items, limit: limit).map(\.item.slug) == expected, "round \(round)")
        }
    }
}

import Foundation
import Mustache
import TLCore
import TLModel

/// The site's Atom and JSON feeds, as values: the newest dated items, with
/// absolute URLs. `atomContext` feeds the `feed.xml` template; `jsonData`
/// is the JSON Feed document itself.
package struct Feed: Sendable {
    package struct Person: Sendable, Equatable {
        package var name: String
        package var url: String?
        package var avatar: String?
    }

    /// A tag, or the item's kind: `scheme` is the page listing it.
    package struct Category: Sendable, Equatable {
        package var term: String
        package var scheme: String
    }

    package struct Entry: Sendable {
        /// The item's permalink: stable while its slug is.
        package var id: String
        package var title: String
        package var date: Date
        /// `link:` of the item, made absolute.
        package var externalURL: String?
        package var contentHTML: String
        /// The part before `<!--more-->`, when the item has one.
        package var summaryHTML: String?
        package var image: String?
        package var authors: [Person]
        package var categories: [Category]
    }

    package var title: String
    package var description: String?
    package var language: String
    package var homeURL: String
    package var atomURL: String
    package var jsonURL: String
    /// The newest entry's date, or `now` for a feed without entries.
    package var updated: Date
    package var entries: [Entry]

    /// The feed of `items` (any order): those with a date, newest first
    /// (releases by their sortDate; ties keep their order in `items`), at most `limit` of them (0: all). Nil
    /// without `baseURL`, since every address in a feed is absolute.
    package static func make(_ items: [Item], site: SiteInfo, imageURL: [String: String], now: Date) -> Feed? {
        guard let base = site.config.baseURL else { return nil }
        func absolute(_ path: String) -> String { URLScheme.isAbsolute(path) ? path : site.config.absoluteShared(path, base: base) }
        // Releases go by their sortDate, which keeps each changelog's order
        // (a release with a mistyped date stays where its file has it).
        let limit = site.config.feedLimit
        let entries = newest(items, limit: limit).map { date, item in
            let people = item.people.map { site.people[$0] ?? TLModel.Person(id: $0, name: $0) }
            var categories = item.tags.map { Category(term: $0, scheme: base + Routes.tags) }
            if item.kind != "text" { categories.append(Category(term: item.kind, scheme: base + Routes.kinds)) }
            let body = item.parts
            return Entry(id: base + Routes.item(item.slug), title: item.release?.fullTitle(site.catalogue) ?? item.title, date: date,
                         externalURL: item.link.map(absolute), contentHTML: body.html, summaryHTML: body.head,
                         image: imageURL[item.slug].map { URLScheme.isAbsolute($0) ? $0 : site.config.absoluteShared(site.config.sharedRoot + $0, base: base) },
                         authors: people.map { Person(name: $0.name, url: $0.url.map(absolute), avatar: $0.image.map(absolute)) },
                         categories: categories)
        }
        return Feed(title: site.config.title, description: site.config.description, language: site.config.language,
                    homeURL: base, atomURL: base + Routes.atomFeed, jsonURL: base + Routes.jsonFeed,
                    updated: entries.map(\.date).max() ?? now, entries: entries)
    }

    /// The dated items newest first (a release by its `sortDate`, which
    /// keeps each changelog's order; equal dates in the items' order),
    /// with their dates: the first `limit` of them (all for 0), picked in
    /// one pass rather than all sorted (`tlsite serve` makes the feeds at
    /// every update).
    package static func newest(_ items: [Item], limit: Int) -> [(date: Date, item: Item)] {
        typealias Entry = (index: Int, sort: Date, date: Date)
        func before(_ a: Entry, _ b: Entry) -> Bool { a.sort != b.sort ? a.sort > b.sort : a.index < b.index }
        var kept: [Entry] = []
        guard limit > 0, limit < items.count else {
            for index in items.indices { if let date = items[index].date { kept.append((index, items[index].release?.sortDate ?? date, date)) } }
            return kept.sorted(by: before).map { ($0.date, items[$0.index]) }
        }
        for index in items.indices {
            guard let date = items[index].date else { continue }
            let entry = (index, items[index].release?.sortDate ?? date, date)
            if kept.count == limit, let last = kept.last, !before(entry, last) { continue }
            // Its place among those kept, found from the end (items mostly come in timeline order).
            var position = kept.count
            while position > 0, before(entry, kept[position - 1]) { position -= 1 }
            kept.insert(entry, at: position)
            if kept.count > limit { kept.removeLast() }
        }
        return kept.map { ($0.date, items[$0.index]) }
    }

    /// What `feed.xml` sees: `feed` and `entries`. Every string is cleared
    /// of the characters XML 1.0 forbids (most C0 controls, U+FFFE, U+FFFF),
    /// so `{{…}}`, which escapes `& < > " '`, always gives well-formed XML.
    package var atomContext: [MustacheKey: MustacheValue] {
        let rfc3339 = RFC3339()
        func text(_ string: String?) -> MustacheValue { string.map { .string(xmlCharacters($0)) } ?? .null }
        return [
            "feed": .object([
                "title": text(title),
                "subtitle": text(description),
                "language": text(language),
                "id": text(homeURL),
                "homeURL": text(homeURL),
                "selfURL": text(atomURL),
                "updated": .string(rfc3339(updated)),
                "author": text(title),
            ]),
            "entries": .array(entries.map { entry in
                .object([
                    "id": text(entry.id),
                    "url": text(entry.id),
                    "title": text(entry.title),
                    "externalURL": text(entry.externalURL),
                    "published": .string(rfc3339(entry.date)),
                    "updated": .string(rfc3339(entry.date)),
                    "content": text(entry.contentHTML),
                    "summary": text(entry.summaryHTML),
                    "authors": .array(entry.authors.map { .object(["name": text($0.name), "uri": text($0.url)]) }),
                    "categories": .array(entry.categories.map { .object(["term": text($0.term), "scheme": text($0.scheme)]) }),
                ])
            }),
        ]
    }

    /// The JSON Feed 1.1 document (https://jsonfeed.org/version/1.1), keys sorted.
    package func jsonData() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        var data = try encoder.encode(JSONFeed(self))
        data.append(UInt8(ascii: "\n"))
        return data
    }
}

/// JSON Feed 1.1's names for the feed's values.
private struct JSONFeed: Encodable {
    struct Author: Encodable { var name: String; var url: String?; var avatar: String? }
    struct Item: Encodable {
        var id: String
        var url: String
        var external_url: String?
        var title: String
        var content_html: String
        var image: String?
        var date_published: String
        var authors: [Author]?
        var tags: [String]?
    }

    var version = "https://jsonfeed.org/version/1.1"
    var title: String
    var home_page_url: String
    var feed_url: String
    var description: String?
    var language: String
    var authors: [Author]
    var items: [Item]

    init(_ feed: Feed) {
        let rfc3339 = RFC3339()
        title = feed.title
        home_page_url = feed.homeURL
        feed_url = feed.jsonURL
        description = feed.description
        language = feed.language
        authors = [Author(name: feed.title)]
        items = feed.entries.map { entry in
            Item(id: entry.id, url: entry.id, external_url: entry.externalURL, title: entry.title, content_html: entry.contentHTML,
                 image: entry.image, date_published: rfc3339(entry.date),
                 authors: entry.authors.isEmpty ? nil : entry.authors.map { Author(name: $0.name, url: $0.url, avatar: $0.avatar) },
                 tags: entry.categories.isEmpty ? nil : entry.categories.map(\.term))
        }
    }
}

/// `2024-05-01T08:30:00Z`: RFC 3339 in UTC, as both feed formats want.
private struct RFC3339 {
    let formatter = ISO8601DateFormatter()
    init() { formatter.timeZone = TimeZone(identifier: "UTC") }
    func callAsFunction(_ date: Date) -> String { formatter.string(from: date) }
}

/// `text` without the characters XML 1.0 allows nowhere, not even as
/// references: C0 controls other than tab, LF and CR, and U+FFFE, U+FFFF.
package func xmlCharacters(_ text: String) -> String {
    func allowed(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value >= 0x20 ? scalar.value != 0xFFFE && scalar.value != 0xFFFF : scalar == "\t" || scalar == "\n" || scalar == "\r"
    }
    guard !text.unicodeScalars.allSatisfy(allowed) else { return text }
    var result = String.UnicodeScalarView()
    result.append(contentsOf: text.unicodeScalars.lazy.filter(allowed))
    return String(result)
}

import Foundation
import TLCore
import TLModel

/// The search index of a site: every entry of every release and, with
/// `search: true`, every other item, for the search box's script
/// (`assets/search.js`), written once as `search.json`. Arrays rather than
/// objects, and each type, release, section and tag named once, so the
/// file stays small and compresses well:
///
///     {"v":1,
///      "t":["Added","Fixed"],                      change types' titles
///      "r":[["3.0.0/","3.0.0","2024-05-01"]],      releases: page, title, date ("" if none)
///      "s":[[0,0,"3.0.0-added"]],                  sections: release, type, anchor
///      "e":[[0,"A new console"]],                  entries: section, text
///      "g":["school"],                             tags (items only)
///      "i":[["first/","First day","2024-05-01",[0],"Mary wakes up."]]}
///                                                  items: page, title, date, tags, text
///
/// The n-th entry of a section (from 1) is the element `ANCHOR-n` of the
/// release's page (`ReleaseHTML`), so a result links to `PAGE#ANCHOR-n`.
/// `g` and `i` are there only when items are indexed.
package enum SearchIndex {
    /// The longest text kept of an entry or an item (and of an item's
    /// title); its page has all of it.
    package static let maxText = 300
    /// The bytes of items' texts an index takes: past it, items are
    /// indexed by title, date and tags only, so a site of any size has an
    /// index a browser loads at once (4 MB: 10,000 items of 300 characters
    /// and their titles fit; about a quarter of that gzipped).
    package static let maxItemText = 3_000_000

    /// What `make` wrote: the file, and how many items lost their text to
    /// `maxItemText` (the last ones in the timeline's order).
    package struct Made: Sendable {
        package var data: Data
        package var itemsWithoutText: Int
    }

    /// The index of the releases among `items` and, with `items: true`,
    /// of the other items, in their order; nil when it would hold nothing.
    package static func make(_ items: [Item], catalogue: Catalogue, indexItems: Bool = false) -> Made? {
        var types: [String] = []
        var typeIndex: [String: Int] = [:]
        var releases: [String] = []
        var sections: [String] = []
        var entries: [String] = []
        var tags: [String] = []
        var tagIndex: [String: Int] = [:]
        var others: [String] = []
        var textBytes = 0, textless = 0
        for item in items {
            guard let release = item.release else {
                guard indexItems else { continue }
                let tagNumbers = item.tags.map { tag in
                    tagIndex[tag] ?? {
                        tags.append(json(tag))
                        tagIndex[tag] = tags.count - 1
                        return tags.count - 1
                    }()
                }
                var text = String(plainText(item.html).prefix(maxText))
                if textBytes + text.utf8.count > maxItemText { text = ""; textless += 1 } else { textBytes += text.utf8.count }
                others.append("[\(json(Routes.item(item.slug))),\(json(String(item.title.prefix(maxText)))),\(json(item.date.map(Release.day) ?? "")),"
                    + "[\(tagNumbers.map(String.init).joined(separator: ","))],\(json(text))]")
                continue
            }
            let releaseNumber = releases.count
            releases.append("[\(json(Routes.item(item.slug))),\(json(release.title)),\(json(release.date.map(Release.day) ?? ""))]")
            for section in release.sections where !section.entries.isEmpty {
                let title = ReleaseHTML.title(of: section, catalogue)
                let type = typeIndex[title] ?? {
                    types.append(json(title))
                    typeIndex[title] = types.count - 1
                    return types.count - 1
                }()
                let sectionNumber = sections.count
                sections.append("[\(releaseNumber),\(type),\(json(section.anchor))]")
                for entry in section.entries {
                    entries.append("[\(sectionNumber),\(json(String(plainText(entry.html).prefix(maxText))))]")
                }
            }
        }
        guard !releases.isEmpty || !others.isEmpty else { return nil }
        // One line per release, section, entry and item: diffs stay readable, gzip does not mind.
        var text = "{\"v\":1,\n\"t\":[\(types.joined(separator: ","))],\n\"r\":[\n\(releases.joined(separator: ",\n"))],\n"
            + "\"s\":[\n\(sections.joined(separator: ",\n"))],\n\"e\":[\n\(entries.joined(separator: ",\n"))]"
        if indexItems { text += ",\n\"g\":[\(tags.joined(separator: ","))],\n\"i\":[\n\(others.joined(separator: ",\n"))]" }
        return Made(data: Data((text + "}\n").utf8), itemsWithoutText: textless)
    }

    /// An entry's HTML as the words a reader sees: tags dropped, the
    /// entities cmark writes decoded, white space folded.
    static func plainText(_ html: String) -> String {
        var out = ""
        var tag: String?
        for character in html {
            if tag != nil {
                if character == ">" {
                    // A block's edge is a space between words; an inline tag is none (`fo<em>o</em>`).
                    let name = tag!.drop { $0 == "/" }.prefix { $0.isLetter || $0.isNumber }.lowercased()
                    if SearchIndex.blocks.contains(name) { out.append(" ") }
                    tag = nil
                } else {
                    tag!.append(character)
                }
                continue
            }
            if character == "<" { tag = ""; continue }
            out.append(character)
        }
        out = unescapeHTML(out).replacingOccurrences(of: #"\s+"#, with: " ", options: .regularExpression)
        return out.trimmingCharacters(in: .whitespaces)
    }

    static let blocks: Set<String> = ["p", "br", "li", "ul", "ol", "div", "pre", "blockquote", "h1", "h2", "h3", "h4", "h5", "h6",
                                      "table", "tr", "td", "th", "hr", "dd", "dt"]

    /// A JSON string; markup characters as escapes, so the index holds no
    /// "<script" or "&…;", whatever the entries say.
    static func json(_ text: String) -> String { jsonQuoted(text, escapingMarkup: true) }
}

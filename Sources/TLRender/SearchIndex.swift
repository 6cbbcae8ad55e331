import Foundation
import TLCore
import TLModel

/// The search index of a changelog site: every entry of every release, for
/// the search box's script (`assets/search.js`), written once as
/// `search.json`. Arrays rather than objects, and each type, release and
/// section named once, so the file stays small and compresses well:
///
///     {"v":1,
///      "t":["Added","Fixed"],                      change types' titles
///      "r":[["3.0.0/","3.0.0","2024-05-01"]],      releases: page, title, date ("" if none)
///      "s":[[0,0,"3.0.0-added"]],                  sections: release, type, anchor
///      "e":[[0,"A new console"]]}                  entries: section, text
///
/// The n-th entry of a section (from 1) is the element `ANCHOR-n` of the
/// release's page (`ReleaseHTML`), so a result links to `PAGE#ANCHOR-n`.
package enum SearchIndex {
    /// The longest text kept of an entry; the entry's page has all of it.
    package static let maxText = 300

    /// The index of the releases among `items`, in their order; nil when
    /// there is no release.
    package static func make(_ items: [Item], catalogue: Catalogue) -> Data? {
        var types: [String] = []
        var typeIndex: [String: Int] = [:]
        var releases: [String] = []
        var sections: [String] = []
        var entries: [String] = []
        for item in items {
            guard let release = item.release else { continue }
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
        guard !releases.isEmpty else { return nil }
        // One line per release, section and entry: diffs stay readable, gzip does not mind.
        let text = "{\"v\":1,\n\"t\":[\(types.joined(separator: ","))],\n\"r\":[\n\(releases.joined(separator: ",\n"))],\n"
            + "\"s\":[\n\(sections.joined(separator: ",\n"))],\n\"e\":[\n\(entries.joined(separator: ",\n"))]}\n"
        return Data(text.utf8)
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

import Foundation
import Testing
import TLContent
import TLCore
@testable import TLSite
import TLModel

/// A French site shows no English word tlsite wrote: every text node and
/// every attribute a reader sees (title, aria-label, alt, data-tl-*) of
/// every page and feed comes from the catalogue or from the site's content.
struct NoEnglishTests {
    /// A site that uses every part of tlsite (folders, tags, people and a
    /// crowded cluster, the five widgets, a folding card, pagination with
    /// Load more, a changelog with yanked, breaking and linked releases,
    /// feeds), written only in made-up words that start with `Qz`, so that
    /// what is left of a page without them is tlsite's.
    static let site: [String: String] = {
        var files = [
            "tlsite.yml": "title: Qztitle\ndescription: Qzdescription\nlanguage: fr\nbaseURL: https://example.org/\nchangelog: CHANGELOG.md\n"
                + "timeline: { perPage: 3, loadMore: true, lanes: { left: Qzleft, right: Qzright } }\n",
            "data/people.yml": (1...9).map { "p\($0): { name: Qzperson\($0) }\n" }.joined(),
            "content/qzfolder/_index.md": "---\ntitle: Qzfolder\n---\nQzintro\n",
            "content/qzfolder/qzsub/_index.md": "---\ntitle: Qzsub\n---\n",
            "content/qzfolder/qzsub/a.md": "---\ntitle: Qza\ndate: 2024-05-01T08:00:00Z\ntags: [Qztag]\npeople: [p1, p2, p3, p4, p5, p6, p7, p8, p9]\nleftType: line\n---\nQzbody\n\n<!--more-->\n\nQzrest\n",
            "content/qzfolder/b.md": "---\ntitle: Qzb\ndate: 2024-05-02\nkind: alert\ntags: [Qztag, Qzother]\n---\nQzbody\n",
            "content/c.md": "---\ntitle: Qzc\ndate: 2024-05-03\nkind: poll\noptions: [{ text: Qzyes, votes: 1 }, { text: Qzno, votes: 2 }]\n---\nQzbody\n",
            "content/d.md": "---\ntitle: Qzd\ndate: 2024-05-04\nkind: quiz\noptions: [Qzone, Qztwo]\nanswer: Qzone\npeople: [p1]\n---\nQzbody\n",
            "content/e.md": "---\ntitle: Qze\ndate: 2024-05-05\nkind: image\nimage: qz.svg\nimageAlt: Qzalt\n---\nQzbody\n",
            "content/qz.svg": "<svg xmlns=\"http://www.w3.org/2000/svg\"/>",
            "content/f.md": "---\ntitle: Qzf\ndate: 2024-05-06\nfold: { folds: 2 }\nrightType: spot\n---\nQzface\n\n<!--more-->\n\nQzfold\n\nQzfold\n",
            "content/g.md": "---\ntitle: Qzg\ndate: 2024-05-07\nlink: https://example.org/qz\n---\nQzbody\n",
            "CHANGELOG.md": """
                # Qzchanges

                ## [Unreleased]

                ### Added

                - Qzentry

                ## [2.0.0] - 2024-05-08

                ### Removed

                - **Breaking:** Qzentry

                ### Fixed

                - Qzentry
                - Qzentry

                ## [1.0.0] - 2024-05-01 [YANKED]

                ### Added

                \((1...12).map { "- Qzentry\($0)" }.joined(separator: "\n"))

                ### Security

                - Qzentry

                [2.0.0]: https://github.com/qz/qz/compare/v1.0.0...v2.0.0
                [1.0.0]: https://github.com/qz/qz/releases/tag/v1.0.0

                """,
        ]
        for n in 1...5 { files["content/qzfolder/n\(n).md"] = "---\ntitle: Qzn\(n)\ndate: 2024-04-0\(n)\nkind: text\n---\nQzbody\n" }
        return files
    }()

    static func build(_ extra: [String: String] = [:]) throws -> [String: String] {
        var all: [String: String] = [:]
        for (path, text) in site.merging(extra, uniquingKeysWith: { _, new in new }) { all["/site/" + path] = text }
        let (io, store) = FileIO.memory(all)
        var options = BuildOptions(site: "/site")
        options.now = ISO8601DateFormatter().date(from: "2024-06-01T00:00:00Z")!
        let report = Build(options, io: io).run()
        #expect(report.succeeded, "\(report.diagnostics)")
        #expect(report.diagnostics.isEmpty, "\(report.diagnostics)")
        var pages: [String: String] = [:]
        for (path, data) in store.snapshot where path.hasPrefix("/site/public/") && (path.hasSuffix(".html") || path.hasSuffix(".xml") || path.hasSuffix(".json")) {
            pages[String(path.dropFirst("/site/public/".count))] = String(decoding: data, as: UTF8.self)
        }
        #expect(pages.count > 30, "\(pages.keys.sorted())")
        return pages
    }

    /// What a reader sees of a page: its text nodes and the attributes that
    /// are read out or shown. Scripts, styles and dates (formatted by the
    /// language, not the catalogue) are left out. Feeds are read as text,
    /// their HTML as HTML.
    static func visible(_ page: String, path: String) -> [String] {
        var text = page
        if path.hasSuffix(".json") {
            let json = (try? JSONSerialization.jsonObject(with: Data(page.utf8))) as? [String: Any] ?? [:]
            let items = json["items"] as? [[String: Any]] ?? []
            text = ([json["title"], json["description"]] + items.flatMap { [$0["title"], $0["summary"], $0["content_html"]] })
                .compactMap { $0 as? String }.joined(separator: "<br>")
        } else if path.hasSuffix(".xml") {
            text = text.replacingOccurrences(of: #"<\?xml[^>]*\?>"#, with: "", options: .regularExpression)
            for (entity, character) in [("&lt;", "<"), ("&gt;", ">"), ("&quot;", "\""), ("&#39;", "'"), ("&amp;", "&")] {
                text = text.replacingOccurrences(of: entity, with: character)
            }
        }
        for pattern in [#"(?s)<script[^>]*>.*?</script>"#, #"(?s)<style[^>]*>.*?</style>"#, #"<time[^>]*>.*?</time>"#,
                        #"<(id|updated|published|generator|uri|loc)>.*?</\1>"#] {
            text = text.replacingOccurrences(of: pattern, with: " ", options: [.regularExpression])
        }
        var found: [String] = []
        let attribute = try! NSRegularExpression(pattern: #"\s(?:title|aria-label|alt|placeholder|data-tl-[a-z-]+)="([^"]*)""#)
        for match in attribute.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
            found.append(String(text[Range(match.range(at: 1), in: text)!]))
        }
        let withoutTags = text.replacingOccurrences(of: #"<[^>]*>"#, with: "\n", options: .regularExpression)
        found += withoutTags.split(separator: "\n").map(String.init)
        return found.map(unescape).filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
    }

    static func unescape(_ text: String) -> String {
        var text = text
        for (entity, character) in [("&lt;", "<"), ("&gt;", ">"), ("&quot;", "\""), ("&#39;", "'"), ("&amp;", "&")] {
            text = text.replacingOccurrences(of: entity, with: character)
        }
        return text
    }

    /// Every string of English, marked: `⟪Unfold⟫`, plural forms for French's categories.
    static var pseudo: String {
        let english = CatalogueLoader.english
        func quoted(_ text: String) -> String {
            "\"⟪" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "⟫\""
        }
        return english.keys.map { key -> String in
            switch english[key]! {
            case .text(let text): return "\(key): \(quoted(text))\n"
            case .plural(let forms):
                return "\(key):\n  one: \(quoted(forms[.one] ?? forms[.other]!))\n  many: \(quoted(forms[.other]!))\n  other: \(quoted(forms[.other]!))\n"
            }
        }.joined()
    }

    /// With every string marked, nothing but marked strings, the site's
    /// words, numbers and punctuation is left: tlsite wrote no word of its own.
    @Test func everyWordTlsiteWritesComesFromTheCatalogue() throws {
        let pages = try Self.build(["i18n/fr.yml": Self.pseudo])
        var marked = 0
        for (path, page) in pages.sorted(by: { $0.key < $1.key }) {
            for text in Self.visible(page, path: path) {
                var rest = text
                while let range = rest.range(of: #"⟪[^⟪⟫]*⟫"#, options: .regularExpression) {
                    rest.removeSubrange(range)
                    marked += 1
                }
                // The site's words: its `Qz…` words, their initials (`Q`), the
                // changelog's own `**Breaking:**` marker, addresses, the generator.
                rest = rest.replacingOccurrences(of: #"Qz\w*|\bQ\b|Breaking:|tlsite|https?://\S*|[\d\s\p{P}\p{S}]"#, with: "", options: .regularExpression)
                #expect(rest.isEmpty, "\(path): '\(text)' has words no catalogue string holds: '\(rest)'")
            }
        }
        #expect(marked > 500)
    }

    /// The French catalogue itself: no English string that French says
    /// otherwise is left in the French site.
    @Test func aFrenchBuildHasNoEnglishString() throws {
        let pages = try Self.build()
        let english = CatalogueLoader.english
        var french = english
        let (messages, _) = CatalogueReader.read(embeddedResources["Templates/i18n/fr.yml"]!, path: "fr.yml", language: "fr", reference: english)
        for (key, message) in messages { french[key] = message }
        // English words of three letters or more that French does not also use.
        let frenchWords = Set(french.keys.flatMap { french[$0]!.forms }.flatMap(Self.words))
        let englishWords = Set(english.keys.flatMap { english[$0]!.forms }.flatMap(Self.words)).subtracting(frenchWords)
        #expect(englishWords.count > 60)
        var texts = 0
        for (path, page) in pages {
            for text in Self.visible(page, path: path) {
                texts += 1
                let left = Set(Self.words(text.replacingOccurrences(of: "Breaking:", with: ""))).intersection(englishWords)
                #expect(left.isEmpty, "\(path): '\(text)' has English: \(left.sorted())")
            }
        }
        #expect(texts > 500)
    }

    static func words(_ text: String) -> [String] {
        text.replacingOccurrences(of: #"\{\w+\}"#, with: " ", options: .regularExpression)
            .split { !$0.isLetter }.map(String.init).filter { $0.count >= 3 && !$0.hasPrefix("Qz") }
    }
}

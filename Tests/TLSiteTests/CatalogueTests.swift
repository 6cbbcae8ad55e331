import Foundation
import Testing
@testable import TLContent
import TLModel
@testable import TLSite

/// The built-in catalogues, reviewed against English: the same ids, the
/// same placeholders, plural forms in the categories of their language;
/// and English names every string tlsite uses, and uses every string it names.
struct CatalogueTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let languages = ["fr", "de", "es", "pt", "it", "nl", "ja", "zh", "ar", "he"]

    static func builtIn(_ language: String) -> String { embeddedResources["Templates/i18n/\(language).yml"] ?? "" }

    @Test func englishReadsCleanlyAndNamesEveryString() {
        let (messages, problems) = CatalogueReader.read(Self.builtIn("en"), path: "en.yml", language: "en", reference: nil)
        #expect(problems.isEmpty, "\(problems)")
        #expect(messages.count == CatalogueLoader.english.keys.count)
        #expect(messages.count > 80)
    }

    @Test func theBuiltInLanguagesAreTheDocumentedOnes() {
        #expect(CatalogueLoader.builtInLanguages == (Self.languages + ["en"]).sorted())
    }

    /// `a.b` and `a.b.c` cannot both be ids: templates see `i18n.a.b` as text or as an object.
    @Test func noIDIsAGroupOfAnother() {
        let keys = CatalogueLoader.english.keys
        for key in keys { #expect(!keys.contains { $0.hasPrefix(key + ".") }, "\(key) is also a group") }
    }

    @Test(arguments: languages)
    func catalogueMatchesEnglish(_ language: String) throws {
        let text = Self.builtIn(language)
        #expect(!text.isEmpty, "no Templates/i18n/\(language).yml")
        let (messages, problems) = CatalogueReader.read(text, path: "\(language).yml", language: language, reference: CatalogueLoader.english)
        // The reader checks unknown ids, placeholders and categories.
        #expect(problems.isEmpty, "\(problems.map(\.description).joined(separator: "\n"))")
        let english = CatalogueLoader.english
        let missing = Set(english.keys).subtracting(messages.keys)
        #expect(missing.isEmpty, "\(language).yml lacks \(missing.sorted())")
        let categories = Set(PluralRules.categories(language))
        for (key, message) in messages {
            switch (message, english[key]) {
            case (.text(let text), .text(let source)?):
                #expect(Set(Catalogue.placeholders(in: text)) == Set(Catalogue.placeholders(in: source)), "\(language) \(key)")
            case (.plural(let forms), .plural?):
                #expect(forms[.other] != nil, "\(language) \(key) has no 'other'")
                #expect(Set(forms.keys).isSubset(of: categories), "\(language) \(key)")
            default:
                Issue.record("\(language) \(key): plain in one catalogue, plural in the other")
            }
            // No English left behind by accident: a translation equal to the
            // English text must be a word both languages share.
            if case .text(let text) = message, case .text(let source)? = english[key], text == source {
                #expect(Self.shared.contains(text), "\(language) \(key) is still English: '\(text)'")
            }
        }
    }

    /// Strings that are the same in English and some other language.
    static let shared: Set<String> = ["Site", "Pages", "Page {number}", "{title}, page {number}", "Tags", "Tags:", "Tag", "text", "quiz",
                                      "image", "Later", "Page", "+{count}", "{summary}: {counts}", "{summary}; {breaking}",
                                      "{summary}.", ", ", "{type}: {count}", "With {names}.", "Home", "{name} {title}", "{title}: {package}", "{title}: {type}", "{taxonomy}: {term}"]

    // MARK: English names what tlsite uses, and tlsite uses what English names

    /// Every `i18n.ID` of the built-in templates, and every `text("ID"`,
    /// `plural("ID"`, `html("ID"` of the sources.
    static var usedIDs: Set<String> { ids(loose: false) }

    /// Also every quoted id-like literal of the sources (`cond ? "pager.newer" : "pager.older"`).
    static var mentionedIDs: Set<String> { ids(loose: true) }

    static func ids(loose: Bool) -> Set<String> {
        var ids = Set<String>()
        let files = (FileManager.default.enumerator(atPath: root.appendingPathComponent("Templates").path)?.allObjects as? [String] ?? [])
            .map { "Templates/" + $0 }
            + (FileManager.default.enumerator(atPath: root.appendingPathComponent("Sources").path)?.allObjects as? [String] ?? [])
            .map { "Sources/" + $0 }
        let patterns = [#"\{\{[#^/&{]?\s*i18n\.([A-Za-z0-9.]+)"#, loose ? #""([a-z][A-Za-z0-9]*\.[A-Za-z0-9.]+)""# : #"(?:text|plural|html)\("([a-z][A-Za-z0-9.]*[A-Za-z0-9])""#]
        for file in files where file.hasSuffix(".html") || file.hasSuffix(".xml") || file.hasSuffix(".swift") {
            guard let text = try? String(contentsOf: root.appendingPathComponent(file), encoding: .utf8) else { continue }
            for pattern in patterns {
                let regex = try! NSRegularExpression(pattern: pattern)
                for match in regex.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                    ids.insert(String(text[Range(match.range(at: 1), in: text)!]))
                }
            }
            // `new site`'s words: `say("helloTitle")` is `scaffold.helloTitle`.
            let say = try! NSRegularExpression(pattern: #"say\("([A-Za-z]+)"\)"#)
            for match in say.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                ids.insert("scaffold." + String(text[Range(match.range(at: 1), in: text)!]))
            }
        }
        return ids
    }

    /// The ids made from a name: a change type's, a built-in kind's.
    static var madeIDs: Set<String> {
        let types = ChangeKind.known + [ChangeKind.other, ChangeKind.dependencies]
        return Set(types.map { "change.\($0)" } + types.map { "changelog.count.\($0)" }
                   + ["text", "alert", "poll", "quiz", "image", "release"].map { "kind.\($0)" })
    }

    @Test func everyIDTlsiteUsesIsInEnglish() {
        let english = Set(CatalogueLoader.english.keys)
        let used = Self.usedIDs.union(Self.madeIDs)
        #expect(used.count > 50)
        #expect(used.subtracting(english).isEmpty, "not in en.yml: \(used.subtracting(english).sorted())")
    }

    @Test func everyEnglishStringIsUsed() {
        let unused = Set(CatalogueLoader.english.keys).subtracting(Self.mentionedIDs.union(Self.madeIDs))
        #expect(unused.isEmpty, "en.yml has strings nothing uses: \(unused.sorted())")
    }

    @Test func docsListEveryID() throws {
        let docs = try String(contentsOf: Self.root.appendingPathComponent("docs/i18n.md"), encoding: .utf8)
        let missing = CatalogueLoader.english.keys.filter { !docs.contains("| `\($0)` |") }
        #expect(missing.isEmpty, "docs/i18n.md's table of strings lacks \(missing)")
    }

    // MARK: Formatting

    @Test func pluralsFollowTheLanguage() {
        func catalogue(_ language: String) -> Catalogue {
            var catalogue = CatalogueLoader.english
            catalogue.language = language
            let (messages, _) = CatalogueReader.read(Self.builtIn(language), path: "x", language: language, reference: CatalogueLoader.english)
            for (key, message) in messages { catalogue[key] = message }
            return catalogue
        }
        #expect(CatalogueLoader.english.plural("changelog.summary", count: 1) == "1 change")
        #expect(CatalogueLoader.english.plural("changelog.summary", count: 0) == "0 changes")
        #expect(catalogue("fr").plural("changelog.summary", count: 0) == "0 changement")
        #expect(catalogue("fr").plural("changelog.summary", count: 2_000_000) == "2000000 de changements")
        #expect(catalogue("ar").plural("changelog.summary", count: 2) == "تغييران")
        #expect(catalogue("ar").plural("changelog.summary", count: 11) == "11 تغييرًا")
        #expect(catalogue("he").plural("index.count", count: 2) == "שני פריטים")
        #expect(catalogue("ja").plural("index.count", count: 1) == "1 件")
    }

    @Test func htmlEscapesItsOwnWordsNotTheValues() {
        var catalogue = CatalogueLoader.english
        catalogue["cell.with"] = .text("<With> {names} & co")
        #expect(catalogue.html("cell.with", ["names": "<b>A</b>"]) == "&lt;With&gt; <b>A</b> &amp; co")
        #expect(catalogue.text("no.such.id") == "no.such.id")
    }

    @Test(arguments: [
        ("Open {title}", ["title"]),
        ("{a}{b}{a}", ["a", "b"]),
        ("{ spaced } {1x} {} {", []),
        ("{count} de {type}", ["count", "type"]),
    ])
    func placeholders(_ text: String, _ names: [String]) {
        #expect(Catalogue.placeholders(in: text) == names)
    }
}

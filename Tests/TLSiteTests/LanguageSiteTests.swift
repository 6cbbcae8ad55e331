import Foundation
import Testing
import TLCore
@testable import TLSite

/// A site in several languages (`languages:`), built in memory: which
/// pages each language has, what they link, and what is refused.
struct LanguageSiteTests {
    static func build(_ config: String, _ files: [String: String]) -> (report: BuildReport, output: [String: String]) {
        var all = files
        all["tlsite.yml"] = "title: T\nbaseURL: https://example.org/\n" + config
        let (io, store) = FileIO.memory(SiteFixture.site(all))
        var options = BuildOptions(site: "/site")
        options.now = Date(timeIntervalSince1970: 1_800_000_000)
        options.jobs = 1
        let report = Build(options, io: io).run()
        var output: [String: String] = [:]
        for (path, data) in store.snapshot where path.hasPrefix("/site/public/") {
            output[String(path.dropFirst("/site/public/".count))] = String(decoding: data, as: UTF8.self)
        }
        return (report, output)
    }

    static let items = [
        "content/a.md": "---\ntitle: Apple\ndate: 2024-01-02\nlane: left\ntags: [fruit]\n---\nAn apple.\n",
        "content/a.fr.md": "---\ntitle: Pomme\n---\nUne pomme.\n",
        "content/b.md": "---\ntitle: Bread\ndate: 2024-01-01\n---\nBread.\n",
    ]

    @Test func anItemWithoutATranslationIsLeftOutOfThatLanguage() throws {
        let (report, output) = Self.build("languages: [en, fr]\n", Self.items)
        #expect(report.succeeded, "\(report.diagnostics)")
        #expect(output["a/index.html"] != nil && output["b/index.html"] != nil && output["fr/a/index.html"] != nil)
        #expect(output["fr/b/index.html"] == nil)
        let home = try #require(output["fr/index.html"])
        #expect(home.contains("Pomme") && !home.contains("Bread") && !home.contains("Apple"))
        #expect(home.contains("<html lang=fr>"))
        // The translation keeps its original's date, lane and tags.
        let page = try #require(output["fr/a/index.html"])
        #expect(page.contains("datetime=2024-01-02") && page.contains("tags/fruit/"))
        #expect(output["fr/tags/fruit/index.html"] != nil)
        let feed = try #require(output["fr/feed.xml"])
        #expect(feed.contains("<title>Pomme</title>") && feed.contains("https://example.org/fr/a/") && !feed.contains("Bread"))
        #expect(output["fr/404.html"] == nil && output["fr/sitemap.xml"] == nil && output["fr/assets"] == nil)
        #expect(!output.keys.contains { $0.hasPrefix("fr/assets/") })
    }

    @Test func fallbackShowsTheFirstLanguagesItemLinkingOnlyWhatItStandsFor() throws {
        let (report, output) = Self.build("languages: { codes: [en, fr], fallback: true }\n", Self.items)
        #expect(report.succeeded, "\(report.diagnostics)")
        let page = try #require(output["fr/b/index.html"])
        #expect(page.contains("Bread") && page.contains("<link rel=alternate hreflang=en href=\"https://example.org/b/\">"))
        // The English page of b has no French version to offer: the French page shows English.
        let english = try #require(output["b/index.html"])
        #expect(!english.contains("hreflang=\"fr\""))
        let sitemap = try #require(output["sitemap.xml"])
        #expect(!sitemap.contains("<xhtml:link rel=\"alternate\" hreflang=\"fr\" href=\"https://example.org/fr/b/\"/>"))
        #expect(try #require(output["a/index.html"]).contains("<a href=\"../fr/a/\" hreflang=fr lang=fr dir=ltr>Français</a>"))
    }

    @Test func aRightToLeftLanguageMirrorsItsPagesOnly() throws {
        let (report, output) = Self.build("languages: [en, ar]\n", ["content/a.md": Self.items["content/a.md"]!,
                                                                  "content/a.ar.md": "---\ntitle: تفاحة\n---\nتفاحة.\n"])
        #expect(report.succeeded, "\(report.diagnostics)")
        #expect(try #require(output["ar/index.html"]).contains("<html dir=\"rtl\" lang=ar>"))
        #expect(try #require(output["index.html"]).contains("<html lang=en>"))
        #expect(try #require(output["index.html"]).contains("<a href=\"ar/\" hreflang=ar lang=ar dir=rtl>العربية</a>"))
    }

    @Test func aSlugOrFolderNamedLikeALanguageIsRefused() {
        let (report, _) = Self.build("languages: [en, fr]\n", ["content/fr.md": "---\ntitle: F\n---\nF.\n",
                                                             "content/x.md": "---\ntitle: X\nslug: FR\n---\nX.\n"])
        #expect(!report.succeeded)
        let messages = report.diagnostics.map(\.description)
        #expect(messages.contains { $0.hasPrefix("content/fr.md:1:1: error: the slug 'fr' is the address of a page tlsite writes for this site (/fr/)") }, "\(messages)")
        #expect(messages.contains { $0.hasPrefix("content/x.md:3:7: error: the slug 'FR'") }, "\(messages)")
    }

    @Test func eachLanguageSearchesItsOwnItems() throws {
        let (report, output) = Self.build("languages: [en, fr]\nsearch: true\n", Self.items)
        #expect(report.succeeded, "\(report.diagnostics)")
        let english = try #require(output["search.json"]), french = try #require(output["fr/search.json"])
        #expect(english.contains("Apple") && !english.contains("Pomme") && french.contains("Pomme") && !french.contains("Bread"))
        // One script, at the root, which the French pages reach.
        #expect(output["assets/search.js"] != nil && output["fr/assets/search.js"] == nil)
        let home = try #require(output["fr/index.html"])
        #expect(home.contains("<script src=\"../assets/search.js\" defer></script>") && home.contains("data-index=\"search.json\""))
    }

    @Test func oneLanguageIsTheSiteAsBefore() throws {
        let (report, output) = Self.build("language: fr\n", Self.items)
        #expect(report.succeeded, "\(report.diagnostics)")
        // Without `languages:`, a.fr.md is an item like any other.
        #expect(output["a-fr/index.html"] != nil && output["fr/index.html"] == nil)
        let home = try #require(output["index.html"])
        #expect(!home.contains("hreflang") && !home.contains("tl-languages"))
    }

    @Test func eachLanguageHasItsOwnTitleAndDescription() throws {
        let config = """
            description: Fruit and bread.
            languages:
              codes: [en, fr, ar]
              fr: { title: Fruits, description: "Des fruits & du pain." }
              ar: { title: فاكهة }

            """
        let (report, output) = Self.build(config, Self.items.merging(["content/a.ar.md": "---\ntitle: تفاحة\n---\nتفاحة.\n"]) { a, _ in a })
        #expect(report.succeeded, "\(report.diagnostics)")
        let home = try #require(output["fr/index.html"]), page = try #require(output["fr/a/index.html"])
        #expect(home.contains("<title>Fruits</title>") && home.contains("<meta name=description content=\"Des fruits &amp; du pain.\">"))
        #expect(page.contains("<title>Pomme · Fruits</title>") && page.contains("<a class=tl-site-title href=\"../\">Fruits</a>"))
        let feed = try #require(output["fr/feed.xml"]), json = try #require(output["fr/feed.json"])
        #expect(feed.contains("<title>Fruits</title>") && feed.contains("<subtitle>Des fruits &amp; du pain.</subtitle>"))
        #expect(json.contains("\"title\" : \"Fruits\"") && json.contains("\"description\" : \"Des fruits & du pain.\""))
        // The first language keeps the site's; a language that gives no description has the site's.
        let english = try #require(output["index.html"])
        #expect(english.contains("<title>T</title>") && !english.contains("Fruits"))
        let arabic = try #require(output["ar/index.html"])
        #expect(arabic.contains("<title>فاكهة</title>") && arabic.contains("content=\"Fruit and bread.\""))
    }

    @Test func aLanguagesSettingsAreCheckedWhereTheyAreWritten() {
        let (report, _) = Self.build("""
            languages:
              codes: [en, fr]
              de: { title: D }
              fr: { titel: F, description: [x] }
              other: 1

            """, Self.items)
        #expect(!report.succeeded)
        let messages = report.diagnostics.map(\.description)
        #expect(messages.contains("tlsite.yml:5:3: error: 'de' is not one of 'languages.codes' (en, fr): add it there, or remove its settings"), "\(messages)")
        #expect(messages.contains("tlsite.yml:6:9: error: unknown key 'titel' in languages.fr (did you mean 'title'?)"), "\(messages)")
        #expect(messages.contains { $0.hasPrefix("tlsite.yml:6:32: error: 'description' must be a string") }, "\(messages)")
        #expect(messages.contains { $0.hasPrefix("tlsite.yml:7:3: error: unknown key 'other' in languages") }, "\(messages)")
    }

    @Test func aFallbackPageSaysItIsInTheFirstLanguage() throws {
        let (report, output) = Self.build("languages: { codes: [en, fr, ar], fallback: true }\n", Self.items)
        #expect(report.succeeded, "\(report.diagnostics)")
        // On the French pages: lang alone; on the Arabic, which run right to left, dir too.
        let french = try #require(output["fr/b/index.html"]), arabic = try #require(output["ar/b/index.html"])
        #expect(french.contains("<h1 lang=\"en\" class=tl-page-title>Bread</h1>"))
        #expect(french.contains("<article class=\"tl-bubble tl-kind-text\" lang=\"en\">"))
        #expect(arabic.contains("<h1 lang=\"en\" dir=\"ltr\" class=tl-page-title>Bread</h1>"))
        // The bubble keeps the page's direction, which turns its arrow toward its lane: its text runs left to right.
        #expect(arabic.contains("<article class=\"tl-bubble tl-kind-text\" lang=\"en\">"))
        #expect(arabic.contains("<header dir=\"ltr\">") && arabic.contains("</header><div dir=\"ltr\">"))
        #expect(!french.contains("dir=\"ltr\"><time") && !french.contains("<div dir="))
        // In a list too; a translation, and the first language's own pages, say nothing.
        let home = try #require(output["fr/index.html"])
        // The switcher's link writes its value bare; the cell's, followed by a section's end in the template, quoted.
        #expect(home.components(separatedBy: " lang=en").count - 1 == 1 && home.components(separatedBy: " lang=\"en\"").count - 1 == 1,
                "the switcher's English link and Bread's cell")
        #expect(try #require(output["fr/a/index.html"]).contains("<article class=\"tl-bubble tl-kind-text\">"))
        #expect(!(try #require(output["b/index.html"])).contains("tl-page-title\" lang"))
    }

    @Test func aFolderTranslationTranslatesItsTitleAndBodyOnly() throws {
        var files = Self.items
        files["content/f/c.md"] = "---\ntitle: Cherry\ndate: 2024-01-03\n---\nA cherry.\n"
        files["content/f/c.fr.md"] = "---\ntitle: Cerise\n---\nUne cerise.\n"
        files["content/f/_index.md"] = "---\ntitle: Orchard\ntintColor: systemGreen\ncascade: { tags: [tree] }\n---\nThe **orchard**.\n"
        files["content/f/_index.fr.md"] = "---\ntitle: Verger\n---\nLe **verger**.\n"
        let (report, output) = Self.build("languages: [en, fr]\n", files)
        #expect(report.succeeded, "\(report.diagnostics)")
        let french = try #require(output["fr/f/index.html"]), english = try #require(output["f/index.html"])
        #expect(french.contains("<title>Verger</title>") && french.contains("Le <strong>verger</strong>.") && !french.contains("orchard"))
        #expect(english.contains("<title>Orchard</title>") && english.contains("The <strong>orchard</strong>.") && !english.contains("Verger"))
        // The rest is the original's: its tint in the tree, and its cascade, which reaches the items of every language.
        let tree = try #require(output["fr/index.html"])
        #expect(tree.contains("--tl-folder-tint: light-dark(#34c759, #30d158)\">") && tree.contains("<span class=tl-tree-title>Verger</span>"))
        #expect(try #require(output["fr/c/index.html"]).contains("tags/tree/"))
    }

    @Test func aFolderTranslationIsCheckedAsAnItemsIs() {
        let (report, _) = Self.build("languages: [en, fr]\n", [
            "content/f/c.md": "---\ntitle: C\n---\nC.\n",
            "content/f/_index.fr.md": "---\ntitle: F\n---\nF.\n",
            "content/g/d.md": "---\ntitle: D\n---\nD.\n",
            "content/g/_index.md": "---\ntitle: G\n---\nG.\n",
            "content/g/_index.de.md": "---\ntitle: G\n---\nG.\n",
            "content/g/_index.fr.md": "---\ntitle: G\ncascade: { kind: text }\n---\nG.\n",
        ])
        #expect(!report.succeeded)
        let messages = report.diagnostics.map(\.description)
        #expect(messages.contains("content/f/_index.fr.md:1:1: error: this translation into 'fr' has no original: content/f/_index.md, in 'en', must be beside it"), "\(messages)")
        #expect(messages.contains { $0.hasPrefix("content/g/_index.de.md:1:1: error: '_index.de.md' is a translation into 'de', which is not one of 'languages'") }, "\(messages)")
        #expect(messages.contains { $0.hasPrefix("content/g/_index.fr.md:3:10: error: a translation of a folder cannot have its own 'cascade'") }, "\(messages)")
    }

    @Test func aMistakeATranslationInheritsIsReportedOnceAtTheOriginal() {
        let (report, _) = Self.build("languages: [en, fr]\n", [
            "content/a.md": "---\ntitle: A\nlane: middle\n---\nA.\n",
            "content/a.fr.md": "---\ntitle: Un\n---\nUn.\n",
            "content/f/_index.md": "---\ntitle: F\nisExpanded: maybe\n---\nF.\n",
            "content/f/_index.fr.md": "---\ntitle: Dossier\n---\nDossier.\n",
            "content/f/c.md": "---\ntitle: C\n---\nC.\n",
        ])
        #expect(!report.succeeded)
        let messages = report.diagnostics.map(\.description)
        #expect(messages.filter { $0.contains("'lane'") }.count == 1 && messages.contains { $0.hasPrefix("content/a.md:3:7: error: 'lane'") }, "\(messages)")
        #expect(messages.filter { $0.contains("'isExpanded'") }.count == 1 && messages.contains { $0.hasPrefix("content/f/_index.md:3:13: error:") }, "\(messages)")
        #expect(!messages.contains { $0.contains(".fr.md") }, "\(messages)")
    }
}

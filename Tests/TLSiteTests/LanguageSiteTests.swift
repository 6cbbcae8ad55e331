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
        #expect(home.contains("<html lang=\"fr\">"))
        // The translation keeps its original's date, lane and tags.
        let page = try #require(output["fr/a/index.html"])
        #expect(page.contains("datetime=\"2024-01-02") && page.contains("tags/fruit/"))
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
        #expect(page.contains("Bread") && page.contains("<link rel=\"alternate\" hreflang=\"en\" href=\"https://example.org/b/\">"))
        // The English page of b has no French version to offer: the French page shows English.
        let english = try #require(output["b/index.html"])
        #expect(!english.contains("hreflang=\"fr\""))
        let sitemap = try #require(output["sitemap.xml"])
        #expect(!sitemap.contains("<xhtml:link rel=\"alternate\" hreflang=\"fr\" href=\"https://example.org/fr/b/\"/>"))
        #expect(try #require(output["a/index.html"]).contains("<a href=\"../fr/a/\" hreflang=\"fr\" lang=\"fr\" dir=\"ltr\">Français</a>"))
    }

    @Test func aRightToLeftLanguageMirrorsItsPagesOnly() throws {
        let (report, output) = Self.build("languages: [en, ar]\n", ["content/a.md": Self.items["content/a.md"]!,
                                                                  "content/a.ar.md": "---\ntitle: تفاحة\n---\nتفاحة.\n"])
        #expect(report.succeeded, "\(report.diagnostics)")
        #expect(try #require(output["ar/index.html"]).contains("<html lang=\"ar\" dir=\"rtl\">"))
        #expect(try #require(output["index.html"]).contains("<html lang=\"en\">"))
        #expect(try #require(output["index.html"]).contains("<a href=\"ar/\" hreflang=\"ar\" lang=\"ar\" dir=\"rtl\">العربية</a>"))
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
}

import Foundation
import Testing
import TLCore
@testable import TLSite

/// Which strings a site shows: English, the language's catalogue, the
/// theme's `i18n/`, the site's `i18n/`, each over the one before.
struct CatalogueOverrideTests {
    func build(_ files: [String: String]) -> (BuildReport, MemoryFiles) {
        var all = ["/site/content/a.md": "---\ntitle: A\ndate: 2024-05-01T07:30:00Z\nfold: { folds: 2 }\n---\nFace.\n\n<!--more-->\n\nInside.\n"]
        for (path, text) in files { all["/site/" + path] = text }
        let (io, store) = FileIO.memory(all)
        var options = BuildOptions(site: "/site")
        options.now = Date(timeIntervalSince1970: 1_800_000_000)
        return (Build(options, io: io).run(), store)
    }

    @Test func theSiteOverTheThemeOverTheLanguage() throws {
        let (report, store) = build([
            "tlsite.yml": "title: T\nlanguage: fr\ntheme: t\n",
            "themes/t/theme.yml": "extends: default\n",
            "themes/t/i18n/fr.yml": "fold.unfold: Ouvrir (thème)\nfold.fold: Fermer (thème)\n",
            "i18n/fr.yml": "fold.unfold: Ouvrir (site)\n",
        ])
        #expect(report.succeeded, "\(report.diagnostics)")
        let page = try #require(store.text("/site/public/index.html"))
        #expect(page.contains("<summary><span>Ouvrir (site)</span><span>Fermer (thème)</span>"))
        // The rest is the built-in French.
        #expect(page.contains(">Aller au contenu</a>"))
        #expect(page.contains("1 mai 2024"))
    }

    @Test func anEnglishSiteChangesItsOwnWords() throws {
        let (report, store) = build(["tlsite.yml": "title: T\n", "i18n/en.yml": "fold.unfold: Open the card\n"])
        #expect(report.succeeded && report.diagnostics.isEmpty, "\(report.diagnostics)")
        #expect(store.text("/site/public/index.html")?.contains(">Open the card</span>") == true)
    }

    /// `pt-BR` reads `pt.yml`, then `pt-BR.yml`: a region's file gives only what differs.
    @Test func aRegionsFileComesAfterItsLanguages() throws {
        let (report, store) = build(["tlsite.yml": "title: T\nlanguage: pt-BR\n", "i18n/pt-BR.yml": "fold.fold: Fechar\n"])
        #expect(report.succeeded && report.diagnostics.isEmpty, "\(report.diagnostics)")
        let page = try #require(store.text("/site/public/index.html"))
        #expect(page.contains(">Desdobrar</span>") && page.contains(">Fechar</span>"))
        #expect(page.contains("<html lang=pt-BR>"))
    }

    /// Traditional Chinese is not Simplified Chinese: English, with a warning.
    @Test func traditionalChineseDoesNotFallBackToSimplified() throws {
        let (report, store) = build(["tlsite.yml": "title: T\nlanguage: zh-Hant\n"])
        #expect(report.succeeded)
        #expect(report.diagnostics.map(\.description).contains { $0.hasPrefix("tlsite.yml:2:11: warning: tlsite has no catalogue for 'zh-Hant'") })
        #expect(store.text("/site/public/index.html")?.contains(">Unfold</span>") == true)
        let (_, simplified) = build(["tlsite.yml": "title: T\nlanguage: zh-Hans\n"])
        #expect(simplified.text("/site/public/index.html")?.contains(">展开</span>") == true)
    }

    /// An unknown code: a warning, and English words and dates.
    @Test func anUnknownLanguageIsEnglish() throws {
        let (report, store) = build(["tlsite.yml": "title: T\nlanguage: xx\n"])
        #expect(report.succeeded)
        #expect(report.diagnostics.map(\.description) == ["tlsite.yml:2:11: warning: unknown language 'xx': tlsite writes its words and dates in English; use a code like en, fr or pt-BR"])
        let page = try #require(store.text("/site/public/index.html"))
        #expect(page.contains(">Skip to content</a>") && page.contains("May 1, 2024"))
    }

    /// Every problem of a file is reported, each at its line.
    @Test func everyMistakeOfAFileIsReported() {
        let (report, _) = build([
            "tlsite.yml": "title: T\nlanguage: ar\n",
            "i18n/ar.yml": "fold.unfould: x\ntree.open: افتح\ntree.count:\n  three: x\n  other: \"{count}\"\n",
        ])
        #expect(!report.succeeded)
        #expect(report.diagnostics.map(\.description) == [
            "i18n/ar.yml:1:1: error: unknown string 'fold.unfould' (did you mean 'fold.unfold'?); docs/i18n.md lists the ids",
            "i18n/ar.yml:2:12: error: 'tree.open' lacks the placeholder {title} that English has; write it where the value goes",
            "i18n/ar.yml:4:3: error: 'three' is not a plural category of 'ar'; 'tree.count' may have zero, one, two, few, many, other",
        ])
    }

    /// `tlsite serve`: an edited `i18n/` file renders every page again, as a clean build would.
    @Test func serveRebuildsWhenACatalogueChanges() throws {
        let (io, store) = FileIO.memory(["/site/tlsite.yml": "title: T\nlanguage: de\n",
                                         "/site/content/a.md": "---\ntitle: A\nfold: { folds: 2 }\n---\nFace.\n\n<!--more-->\n\nInside.\n"])
        var options = BuildOptions(site: "/site")
        options.now = Date(timeIntervalSince1970: 1_800_000_000)
        let session = Session(options, io: io)
        #expect(session.buildAll().succeeded)
        #expect(store.text("/site/public/a/index.html")?.contains(">Aufklappen</span>") == true)
        store.put("/site/i18n/de.yml", "fold.unfold: Öffnen\n")
        let report = session.update(["/site/i18n/de.yml"])
        #expect(report.succeeded, "\(report.diagnostics)")
        #expect(store.text("/site/public/a/index.html")?.contains(">Öffnen</span>") == true)
        #expect(store.text("/site/public/index.html")?.contains(">Öffnen</span>") == true)
        // A broken file stops the update and leaves the pages as they were.
        store.put("/site/i18n/de.yml", "fold.unfould: Öffnen\n")
        #expect(!session.update(["/site/i18n/de.yml"]).succeeded)
        #expect(store.text("/site/public/a/index.html")?.contains(">Öffnen</span>") == true)
    }
}

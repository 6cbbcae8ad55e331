import Testing
@testable import TLContent
import TLCore
import TLModel

/// `languages:` in tlsite.yml, and which files are translations of which.
struct LanguagesConfigTests {
    @Test func aListAndAMappingGiveTheLanguagesFirstAsTheSites() throws {
        let list = try ConfigReader.read("title: T\nlanguages: [en, fr, pt-BR]\n").get()
        #expect(list.languages == ["en", "fr", "pt-BR"] && list.language == "en" && !list.languageFallback && list.isMultilingual)
        let mapping = try ConfigReader.read("title: T\nlanguages: { codes: [fr, ar], fallback: true }\n").get()
        #expect(mapping.languages == ["fr", "ar"] && mapping.language == "fr" && mapping.languageFallback)
        let one = try ConfigReader.read("title: T\nlanguages: [de]\n").get()
        #expect(one.languages == ["de"] && one.language == "de" && !one.isMultilingual && one.siteLanguages == ["de"])
        let today = try ConfigReader.read("title: T\nlanguage: fr\n").get()
        #expect(today.languages.isEmpty && today.siteLanguages == ["fr"] && !today.isMultilingual)
    }

    @Test(arguments: [
        ("title: T\nlanguages: [en, xq]\n", "tlsite.yml:2:17: error: unknown language 'xq' in 'languages'; use a code like en, fr or pt-BR"),
        ("title: T\nlanguages: [en, French]\n", "tlsite.yml:2:17: error: unknown language 'French' in 'languages' (did you mean 'fr'?)"),
        ("title: T\nlanguages: [en, germn]\n", "tlsite.yml:2:17: error: unknown language 'germn' in 'languages'; use"),
        ("title: T\nlanguages: [en, \"fr/x\"]\n", "tlsite.yml:2:17: error: unknown language 'fr/x' in 'languages'"),
        ("title: T\nlanguages: [en, fr, FR]\n", "tlsite.yml:2:21: error: 'FR' is in 'languages' twice (as 'fr' before); give each language once"),
        ("title: T\nlanguage: fr\nlanguages: [en, fr]\n", "tlsite.yml:2:11: error: give either 'language' (a one-language site) or 'languages'"),
        ("title: T\nlanguages: []\n", "tlsite.yml:2:12: error: 'languages' needs at least one language"),
        ("title: T\nlanguages: en\n", "tlsite.yml:2:12: error: 'languages' must be a list"),
        ("title: T\nlanguages: { fallback: true }\n", "tlsite.yml:2:12: error: 'languages' needs 'codes'"),
        ("title: T\nlanguages: { codes: [en], fallbak: true }\n", "tlsite.yml:2:27: error: unknown key 'fallbak' in languages (did you mean 'fallback'?)"),
        ("title: T\nlanguages: { codes: [en], fallback: yes }\n", "tlsite.yml:2:37: error: 'fallback' must be true or false, not 'yes'"),
        ("title: T\nfallback: true\n", "tlsite.yml:2:1: error: unknown key 'fallback'"),
    ])
    func errors(_ source: String, _ expected: String) {
        expectConfigError(source, expected)
    }
}

struct TranslationFileTests {
    @Test(arguments: [
        ("a.fr.md", "fr", "a.md"),
        ("2024-05-01-wake-up.fr.md", "fr", "2024-05-01-wake-up.md"),
        ("a.pt-BR.md", "pt-BR", "a.md"),
        ("a.de.md", "de", "a.md"),          // an ISO code, listed or not
        ("a.FR.md", "FR", "a.md"),
        ("a.b.fr.md", "fr", "a.b.md"),
    ])
    func aLanguageInTheName(_ name: String, _ code: String, _ original: String) throws {
        let found = try #require(Translations.language(ofFile: name, listed: ["en", "fr", "pt-BR"]))
        #expect(found.code == code && found.original == original)
    }

    @Test(arguments: ["a.md", "v1.2.md", "notes.old.md", "a.xq.md", ".fr.md", "a.fr.txt", "a.fr-.md", "a.123.md"])
    func noLanguageInTheName(_ name: String) {
        #expect(Translations.language(ofFile: name, listed: ["en", "fr"]) == nil)
    }

    @Test func aThreeLetterCodeCountsOnlyWhenListed() {
        #expect(Translations.language(ofFile: "a.fil.md", listed: ["en"]) == nil)
        #expect(Translations.language(ofFile: "a.fil.md", listed: ["en", "fil"])?.code == "fil")
    }

    @Test func filesSplitIntoOriginalsAndTranslations() {
        let files = ["/s/content/a.md", "/s/content/a.fr.md", "/s/content/a.ar.md", "/s/content/b.md", "/s/content/x/c.md", "/s/content/x/c.fr.md",
                     "/s/content/lone.fr.md", "/s/content/d.de.md", "/s/content/b.en.md", "/s/content/v1.2.md", "/s/content/a.FR.md"]
        let input = files.map { ($0, $0.contains("/x/") ? "x" : "") }
        let split = Translations.split(input, languages: ["en", "fr", "ar"]) { String($0.dropFirst(3)) }
        #expect(split.originals.map(\.0) == ["/s/content/a.md", "/s/content/b.md", "/s/content/x/c.md", "/s/content/v1.2.md"])
        #expect(split.translations.map { "\($0.path) \($0.language) \($0.original) \($0.folder)" } == [
            "/s/content/a.fr.md fr /s/content/a.md ", "/s/content/a.ar.md ar /s/content/a.md ",
            "/s/content/x/c.fr.md fr /s/content/x/c.md x",
        ])
        #expect(split.problems.map(\.description) == [
            "content/lone.fr.md:1:1: error: this translation into 'fr' has no original: content/lone.md, in 'en', must be beside it",
            "content/d.de.md:1:1: error: 'd.de.md' is a translation into 'de', which is not one of 'languages' in tlsite.yml (en, fr, ar): add 'de' there, or rename the file",
            "content/b.en.md:1:1: error: 'en' is the site's first language, whose items have no language in their name: rename 'b.en.md' to 'b.md'",
            "content/a.FR.md:1:1: error: content/a.md has another translation into 'fr'; keep one",
        ])
    }

    @Test func aOneLanguageListSplitsNothingOff() {
        let split = Translations.split([("/s/content/a.fr.md", "")], languages: []) { $0 }
        #expect(split.originals.map(\.0) == ["/s/content/a.fr.md"] && split.translations.isEmpty && split.problems.isEmpty)
    }

    @Test func aTranslationTakesItsOriginalsFrontMatter() {
        let pairs = Translations.frontMatter(Array("---\ntitle: A\ndate: 2024-05-01\nlane: left\n---\nBody\n".utf8), path: "content/a.md")
        #expect(pairs.compactMap(\.key.text) == ["title", "date", "lane"])
        #expect(Translations.frontMatter(Array("no front matter".utf8), path: "content/a.md").isEmpty)
    }
}

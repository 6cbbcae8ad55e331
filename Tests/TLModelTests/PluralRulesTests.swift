import Testing
import TLModel

/// CLDR's plural rules against CLDR's own `@integer` samples
/// (common/supplemental/plurals.xml, release 46): every sample listed for a
/// category must fall in it. `a~b` ranges are written out; the `…` that
/// ends CLDR's lists is left out.
struct PluralRulesTests {
    static func range(_ a: Int, _ b: Int) -> [Int] { Array(a...b) }

    static let samples: [(String, PluralCategory, [Int])] = [
        ("en", .one, [1]),
        ("en", .other, [0] + range(2, 16) + [100, 1000, 10000, 100000, 1000000]),
        ("de", .one, [1]),
        ("de", .other, [0] + range(2, 16) + [100, 1000, 10000, 100000, 1000000]),
        ("nl", .one, [1]),
        ("nl", .other, [0] + range(2, 16) + [100, 1000, 10000, 100000, 1000000]),
        ("it", .one, [1]),
        ("it", .many, [1000000, 2000000, 3000000]),
        ("it", .other, [0] + range(2, 16) + [100, 1000, 10000, 100000]),
        ("es", .one, [1]),
        ("es", .many, [1000000, 2000000]),
        ("es", .other, [0] + range(2, 16) + [100, 1000, 10000, 100000]),
        ("fr", .one, [0, 1]),
        ("fr", .many, [1000000, 2000000]),
        ("fr", .other, range(2, 17) + [100, 1000, 10000, 100000]),
        ("pt", .one, [0, 1]),
        ("pt", .many, [1000000, 2000000]),
        ("pt", .other, range(2, 17) + [100, 1000, 10000, 100000]),
        ("ja", .other, range(0, 15) + [100, 1000, 10000, 100000, 1000000]),
        ("zh", .other, range(0, 15) + [100, 1000, 10000, 100000, 1000000]),
        ("ar", .zero, [0]),
        ("ar", .one, [1]),
        ("ar", .two, [2]),
        ("ar", .few, range(3, 10) + range(103, 110) + [1003]),
        ("ar", .many, range(11, 26) + [111, 1011]),
        ("ar", .other, range(100, 102) + range(200, 202) + range(300, 302) + range(400, 402) + range(500, 502) + [600, 1000, 10000, 100000, 1000000]),
        ("he", .one, [1]),
        ("he", .two, [2]),
        ("he", .other, [0] + range(3, 17) + [100, 1000, 10000, 100000, 1000000]),
    ]

    @Test(arguments: samples.indices)
    func cldrSamples(_ index: Int) {
        let (language, category, numbers) = Self.samples[index]
        for number in numbers {
            #expect(PluralRules.category(number, language: language) == category, "\(language) \(number)")
        }
    }

    @Test func eachLanguageHasTheCategoriesOfCLDR() {
        #expect(PluralRules.categories("en") == [.one, .other])
        #expect(PluralRules.categories("fr") == [.one, .many, .other])
        #expect(PluralRules.categories("ar") == [.zero, .one, .two, .few, .many, .other])
        #expect(PluralRules.categories("he") == [.one, .two, .other])
        #expect(PluralRules.categories("ja") == [.other])
        // Every sample's category is one its language lists.
        for (language, category, _) in Self.samples { #expect(PluralRules.categories(language).contains(category)) }
    }

    @Test(arguments: [("pt-BR", "pt"), ("zh-Hans", "zh"), ("fr-CA", "fr"), ("iw", "he"), ("sv", "en"), ("xx", "en"), ("", "en")])
    func tagsFindTheirLanguage(_ tag: String, _ language: String) {
        #expect(PluralRules.language(of: tag) == language)
    }

    @Test func negativeAndHugeCountsDoNotTrap() {
        #expect(PluralRules.category(-1, language: "en") == .one)
        #expect(PluralRules.category(Int.min, language: "ar") == PluralRules.category(Int.max, language: "ar"))
    }
}

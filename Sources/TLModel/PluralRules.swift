/// The plural categories of Unicode CLDR, in CLDR's order.
package enum PluralCategory: String, Sendable, CaseIterable, Comparable {
    case zero, one, two, few, many, other

    package static func < (a: PluralCategory, b: PluralCategory) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }
}

/// CLDR's cardinal plural rules for whole numbers, for the languages tlsite
/// ships a catalogue in. Foundation on Linux has no public API for plural
/// rules (`NSStringPluralRuleType` and the `.stringsdict` machinery are
/// Apple-only), so the rules are written here as a table, from
/// `common/supplemental/plurals.xml` of CLDR 46
/// (https://github.com/unicode-org/cldr/blob/release-46/common/supplemental/plurals.xml,
/// shown at https://www.unicode.org/cldr/charts/46/supplemental/language_plural_rules.html).
/// tlsite counts things, so only integer operands are handled: `n = i`,
/// `v = 0`, `e = 0`. `PluralRulesTests` checks each rule against CLDR's
/// `@integer` samples.
package enum PluralRules {
    /// A language's categories and the test of each but `other`, first match wins.
    private typealias Rule = (category: PluralCategory, test: @Sendable (Int) -> Bool)

    /// `many` of fr, es, it, pt: `e = 0 and i != 0 and i % 1000000 = 0 and v = 0`
    /// (the `e != 0..5` half needs a compact exponent, never a count).
    private static let millions: @Sendable (Int) -> Bool = { $0 != 0 && $0 % 1_000_000 == 0 }

    private static let table: [String: [Rule]] = [
        // one: i = 1 and v = 0
        "en": [(.one, { $0 == 1 })],
        "de": [(.one, { $0 == 1 })],
        "nl": [(.one, { $0 == 1 })],
        "it": [(.one, { $0 == 1 }), (.many, millions)],
        // one: n = 1
        "es": [(.one, { $0 == 1 }), (.many, millions)],
        // one: i = 0,1
        "fr": [(.one, { $0 == 0 || $0 == 1 }), (.many, millions)],
        // one: i = 0..1 (Brazilian Portuguese, CLDR's `pt`)
        "pt": [(.one, { $0 == 0 || $0 == 1 }), (.many, millions)],
        "ja": [],
        "zh": [],
        // zero: n = 0; one: n = 1; two: n = 2; few: n % 100 = 3..10; many: n % 100 = 11..99
        "ar": [(.zero, { $0 == 0 }), (.one, { $0 == 1 }), (.two, { $0 == 2 }),
               (.few, { (3...10).contains($0 % 100) }), (.many, { (11...99).contains($0 % 100) })],
        // one: i = 1 and v = 0 or i = 0 and v != 0; two: i = 2 and v = 0
        "he": [(.one, { $0 == 1 }), (.two, { $0 == 2 })],
    ]

    /// The languages with rules here; others use English's.
    package static var languages: [String] { table.keys.sorted() }

    /// The rules' language for a language tag: `pt-BR` -> `pt`, `zh-Hans` -> `zh`,
    /// `iw` (Hebrew's old code) -> `he`; a language without rules here -> `en`.
    package static func language(of tag: String) -> String {
        let base = String(tag.split(whereSeparator: { $0 == "-" || $0 == "_" }).first ?? "").lowercased()
        if base == "iw" { return "he" }
        return table[base] != nil ? base : "en"
    }

    /// The categories `tag` distinguishes, `other` last.
    package static func categories(_ tag: String) -> [PluralCategory] {
        (table[language(of: tag)] ?? []).map(\.category).sorted() + [.other]
    }

    /// The category of a count in `tag`.
    package static func category(_ count: Int, language tag: String) -> PluralCategory {
        let n = count.magnitude > UInt(Int.max) ? Int.max : abs(count)
        return (table[language(of: tag)] ?? []).first { $0.test(n) }?.category ?? .other
    }
}

import Testing
@testable import TLModel

/// The strict validators of theme.yml's `page:` values, and the combinations
/// of valid values that hide something.
struct FontFamilyTests {
    @Test(arguments: [
        ("serif", "serif"),
        ("Georgia, serif", "\"Georgia\", serif"),
        ("\"Iowan Old Style\",  Georgia , SERIF", "\"Iowan Old Style\", \"Georgia\", serif"),
        ("'DejaVu Sans Mono', ui-monospace", "\"DejaVu Sans Mono\", ui-monospace"),
        ("Noto  Sans   JP", "\"Noto Sans JP\""),
        ("游ゴシック, sans-serif", "\"游ゴシック\", sans-serif"),
        ("\"serif\"", "\"serif\""),  // quoted, a family called serif
        ("Font_1.5-x", "\"Font_1.5-x\""),
    ])
    func acceptsAndQuotes(_ text: String, _ css: String) throws {
        #expect(try FontFamily.parse(text).get() == css)
    }

    @Test(arguments: [
        "Georgia; } body { display: none", "url(x.woff), serif", "var(--x)", "\"Unclosed, serif", "a,,b", ",serif",
        "serif,", "\"\"", "Geor\"gia", "a\\62 c", "x</style>", String(repeating: "a, ", count: 12) + "b",
        String(repeating: "a", count: 301), "Tab\there",
    ])
    func refuses(_ text: String) {
        #expect(throws: FontFamily.Problem.self) { try FontFamily.parse(text).get() }
    }
}

struct CSSLengthTests {
    @Test(arguments: [("46rem", "46rem"), ("760px", "760px"), (" 70ch ", "70ch"), ("1.50em", "1.5em"), ("90%", "90%"), ("100vw", "100vw")])
    func accepts(_ text: String, _ css: String) throws {
        #expect(try CSSLength.parse(text).get() == css)
    }

    @Test(arguments: ["46", "46furlongs", "calc(100% - 2rem)", "-4rem", "0rem", ".5rem", "5.rem", "1e3px", "101%", "10001px", "4 rem", "rem"])
    func refuses(_ text: String) {
        #expect(throws: FontFamily.Problem.self) { try CSSLength.parse(text).get() }
    }

    @Test func pixelsFromANumber() throws {
        #expect(try CSSLength.pixels(760).get() == "760px")
        #expect(throws: FontFamily.Problem.self) { try CSSLength.pixels(0).get() }
    }
}

struct HiddenStylesTests {
    static func findings(_ change: (inout TimelineStyle) -> Void, dark: StylePatch = StylePatch(), scheme: ColorScheme = .auto) -> [String] {
        var style = TimelineStyle()
        change(&style)
        return HiddenStyles.findings(style, dark: dark, scheme: scheme).map(\.message)
    }

    @Test func theDefaultsHideNothing() {
        #expect(Self.findings { _ in }.isEmpty)
        #expect(Self.findings({ _ in }, scheme: .dark).isEmpty)
    }

    @Test func aSpotSmallerThanItsLine() {
        let found = Self.findings { $0.leftLineStyle.spotDiameter = 4 }
        #expect(found.count == 1)
        #expect(found.first?.hasPrefix("the left lane's spots will not be seen: 'leftLineStyle.spotDiameter' (4) is smaller than its 'lineWidth' (6)") == true)
        #expect(Self.findings { $0.rightLineStyle.spotDiameter = 6 }.isEmpty)
    }

    @Test func aSpotFilledWithItsLinesColor() {
        let found = Self.findings { $0.rightLineStyle.spotColor = $0.rightLineStyle.lineColor }
        #expect(found == ["the right lane's spots will not be seen on their line: 'rightLineStyle.spotColor' is the same color as its 'lineColor' (#0090b6), which also draws the spot's ring; give the spot another fill"])
    }

    @Test func onlyInOneAppearance() throws {
        var dark = StylePatch()
        dark.set(try #require(StyleKey.byName["leftLineStyle.spotColor"]), .color(Color(red: 0, green: 144, blue: 182)))
        let found = Self.findings({ _ in }, dark: dark)
        #expect(found.count == 1)
        #expect(found.first?.contains("on their line in dark mode") == true)
    }

    @Test func textTooCloseToTheBubble() {
        #expect(Self.findings { $0.page.backgroundColor = Color(red: 32, green: 32, blue: 32) }.first?.hasPrefix("text will be hard to read in light mode") == true)
        // An opaque bubble gets its own readable text color: nothing to say.
        #expect(Self.findings {
            $0.page.backgroundColor = Color(red: 32, green: 32, blue: 32)
            $0.bubbleStyle.backgroundColor = Color(red: 32, green: 32, blue: 32)
        }.isEmpty)
        #expect(Self.findings { $0.page.textColor = Color(red: 250, green: 250, blue: 250) }.first?.hasPrefix("text will be hard to read in light mode") == true)
    }

    /// Highlighted code: every text and token color too close to the block's background, in one
    /// finding, in the appearance where it is; a translucent background is laid over the page.
    @Test func codeTooCloseToItsBackground() throws {
        let found = Self.findings {
            $0.codeStyle.comment = Color(red: 0xd0, green: 0xd0, blue: 0xd0)
            $0.codeStyle.keyword = Color(red: 0xe0, green: 0xe0, blue: 0xe0)
        }
        #expect(found == ["highlighted code will be hard to read in light mode: on 'codeStyle.backgroundColor' #efeff0, 'codeStyle.keyword' #e0e0e0 has 1.15:1, 'codeStyle.comment' #d0d0d0 has 1.34:1 (at least 3:1; 4.5:1 for body text); pick colors that stand out from the background in light and dark (the dark: part)"])
        // A dark background with the light values: light mode only.
        let light = Self.findings { $0.codeStyle.backgroundColor = Color(red: 0x20, green: 0x20, blue: 0x20).withDark(Color(red: 0x27, green: 0x27, blue: 0x2a)) }
        #expect(light.count == 1)
        #expect(light.first?.hasPrefix("highlighted code will be hard to read in light mode: on 'codeStyle.backgroundColor' #202020, 'codeStyle.textColor' #1d1d1f has 1.03:1") == true, "\(light)")
        // Half-transparent white over the white page is white: the same check.
        let translucent = Self.findings { $0.codeStyle.backgroundColor = Color(red: 255, green: 255, blue: 255, alpha: 0.5).withDark(Color(red: 0x27, green: 0x27, blue: 0x2a)) }
        #expect(translucent.isEmpty, "\(translucent)")
        #expect(Self.findings({ _ in }, scheme: .dark).isEmpty)
    }

    @Test func linksAndBorders() {
        #expect(Self.findings { $0.page.linkColor = Color(red: 240, green: 240, blue: 240) }.first?.hasPrefix("links will be hard to read") == true)
        let border = Self.findings {
            $0.page.backgroundColor = Color(red: 255, green: 255, blue: 255)
            $0.bubbleStyle.borderColor = Color(red: 255, green: 255, blue: 255)
        }
        #expect(border.contains { $0.hasPrefix("the bubbles' border and arrows will not be seen: ") }, "\(border)")
        // Set without a dark: value, the white page stays white in dark mode, under light text.
        #expect(border.contains { $0.hasPrefix("text will be hard to read in dark mode") }, "\(border)")
        // No border: nothing hidden.
        #expect(Self.findings { $0.bubbleStyle.borderWidth = 0; $0.bubbleStyle.borderColor = Color(red: 255, green: 255, blue: 255) }.isEmpty)
    }
}

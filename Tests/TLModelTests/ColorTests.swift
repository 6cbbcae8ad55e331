import Testing
import TLModel

struct ColorTests {
    /// Input as a user would write it -> canonical CSS, or nil when it must be rejected.
    static let cases: [(String, String?)] = [
        // Hex.
        ("#fff", "#ffffff"),
        ("#FFF", "#ffffff"),
        ("#0090B6", "#0090b6"),
        ("#0090b6", "#0090b6"),
        ("#abcd", "rgba(170, 187, 204, 0.867)"),
        ("#00000080", "rgba(0, 0, 0, 0.502)"),
        ("#000000ff", "#000000"),
        ("#12345600", "rgba(18, 52, 86, 0)"),
        ("  #fff\n", "#ffffff"),
        ("\t#fff \r\n", "#ffffff"),
        ("#ggg", nil),
        ("#12345", nil),
        ("#1234567", nil),
        ("#", nil),
        ("##fff", nil),
        ("# fff", nil),
        ("#fff fff", nil),
        ("#\u{FF46}\u{FF46}\u{FF46}", nil),  // fullwidth "fff"
        ("0090b6", nil),

        // rgb() and rgba(), comma form.
        ("rgb(0, 144, 182)", "#0090b6"),
        ("rgb(0,144,182)", "#0090b6"),
        ("RGB(0, 144, 182)", "#0090b6"),
        ("rgb( 0 , 144 , 182 )", "#0090b6"),
        ("rgba(0,0,0,0.5)", "rgba(0, 0, 0, 0.5)"),
        ("rgba(0, 0, 0, 50%)", "rgba(0, 0, 0, 0.5)"),
        ("rgba(0, 0, 0, .5)", "rgba(0, 0, 0, 0.5)"),
        ("rgba(0, 0, 0, 0)", "rgba(0, 0, 0, 0)"),
        ("rgba(0, 0, 0, 1)", "#000000"),
        ("rgba(0, 0, 0, 0.2904)", "rgba(0, 0, 0, 0.29)"),
        ("rgba(0, 0, 0, 0.0004)", "rgba(0, 0, 0, 0)"),
        ("rgba(0, 0, 0, 0.9996)", "#000000"),
        ("rgb(0, 144, 182, 0.5)", "rgba(0, 144, 182, 0.5)"),
        ("rgba(0, 144, 182)", "#0090b6"),
        ("rgb(100%, 50%, 0%)", "#ff8000"),
        ("rgb(127.5, 0.4, 254.6)", "#8000ff"),
        ("rgb(255, 255, 255)", "#ffffff"),
        ("rgb(-0, +0, 0)", "#000000"),

        // rgb(), space form.
        ("rgb(0 144 182)", "#0090b6"),
        ("rgb(0 144 182 / 50%)", "rgba(0, 144, 182, 0.5)"),
        ("rgb(0 144 182/0.25)", "rgba(0, 144, 182, 0.25)"),
        ("rgb(  0\t144   182  /  1  )", "#0090b6"),
        ("rgba(0% 100% 0% / 0.1)", "rgba(0, 255, 0, 0.1)"),

        // rgb() rejections: counts, ranges, mixtures, malformed numbers.
        ("rgb(1,2)", nil),
        ("rgb(1,2,3,4,5)", nil),
        ("rgb(1 2)", nil),
        ("rgb(1 2 3 4)", nil),
        ("rgb(300,0,0)", nil),
        ("rgb(255.5, 0, 0)", nil),
        ("rgb(-1, 0, 0)", nil),
        ("rgb(101%, 0%, 0%)", nil),
        ("rgb(100%, 0, 0)", nil),
        ("rgba(0, 0, 0, 1.5)", nil),
        ("rgba(0, 0, 0, -0.1)", nil),
        ("rgba(0, 0, 0, 150%)", nil),
        ("rgb(0, 144 182)", nil),
        ("rgb(0 144 182, 0.5)", nil),
        ("rgb(0, 144, 182 / 0.5)", nil),
        ("rgb(0 144 182 / 0.5 / 1)", nil),
        ("rgb(0 144 182 /)", nil),
        ("rgb(0 144 / 182)", nil),
        ("rgb(0,,144,182)", nil),
        ("rgb(0,144,182,)", nil),
        ("rgb()", nil),
        ("rgb (0,144,182)", nil),
        ("rgb(0,144,182", nil),
        ("rgb(0,144,182))", nil),
        ("rgb(1e2, 0, 0)", nil),
        ("rgb(1., 0, 0)", nil),
        ("rgb(0x10, 0, 0)", nil),
        ("rgb(nan, 0, 0)", nil),
        ("rgb(inf, 0, 0)", nil),
        ("rgb(\(String(repeating: "9", count: 400)), 0, 0)", nil),
        ("rgb(50 %, 0%, 0%)", nil),
        ("rgb(0, 144, 182deg)", nil),
        ("rgb(none 0 0)", nil),
        ("rgb(calc(1), 0, 0)", nil),
        ("rgbx(0, 0, 0)", nil),
        ("rgb(0 144\n182)", nil),

        // hsl() and hsla().
        ("hsl(0, 100%, 50%)", "#ff0000"),
        ("hsl(120, 100%, 25%)", "#008000"),
        ("hsl(210, 50%, 40%)", "#336699"),
        ("hsl(240deg 100% 50%)", "#0000ff"),
        ("HSL(120DEG, 100%, 50%)", "#00ff00"),
        ("hsl(-120, 100%, 50%)", "#0000ff"),
        ("hsl(480, 100%, 50%)", "#00ff00"),
        ("hsl(0, 0%, 0%)", "#000000"),
        ("hsla(195, 100%, 35.7%, 0.5)", "rgba(0, 137, 182, 0.5)"),
        ("hsl(0 0% 100% / 25%)", "rgba(255, 255, 255, 0.25)"),
        ("hsl(0, 100, 50)", nil),
        ("hsl(0%, 100%, 50%)", nil),
        ("hsl(0, 101%, 50%)", nil),
        ("hsl(0, 100%, -1%)", nil),
        ("hsl(1rad, 100%, 50%)", nil),
        ("hsl(0 deg, 100%, 50%)", nil),
        ("hsl(0, 100%)", nil),

        // CSS names, case-insensitive.
        ("aliceblue", "#f0f8ff"),
        ("rebeccapurple", "#663399"),
        ("RebeccaPurple", "#663399"),
        ("RED", "#ff0000"),
        ("grey", "#808080"),
        ("transparent", "rgba(0, 0, 0, 0)"),
        ("Transparent", "rgba(0, 0, 0, 0)"),

        // UIKit names win when spelled exactly as UIKit does; other capitalisations mean CSS.
        ("orange", "#ff8000"),
        ("Orange", "#ffa500"),
        ("green", "#00ff00"),
        ("Green", "#008000"),
        ("GREEN", "#008000"),
        ("lightGray", "#aaaaaa"),
        ("lightgray", "#d3d3d3"),
        ("LightGray", "#d3d3d3"),
        ("darkGray", "#555555"),
        ("darkgray", "#a9a9a9"),
        ("brown", "#996633"),
        ("Brown", "#a52a2a"),
        ("gray", "#808080"),
        ("purple", "#800080"),
        ("magenta", "#ff00ff"),
        ("clear", "rgba(0, 0, 0, 0)"),
        ("Clear", nil),

        // UIKit system and semantic colors, case-sensitive.
        ("systemBlue", "light-dark(#007aff, #0a84ff)"),
        ("systemMint", "light-dark(#00c7be, #63e6e2)"),
        ("systemGray6", "light-dark(#f2f2f7, #1c1c1e)"),
        ("  systemRed\n", "light-dark(#ff3b30, #ff453a)"),
        ("secondaryLabel", "light-dark(rgba(60, 60, 67, 0.6), rgba(235, 235, 245, 0.6))"),
        ("tertiaryLabel", "light-dark(rgba(60, 60, 67, 0.3), rgba(235, 235, 245, 0.3))"),
        ("separator", "light-dark(rgba(60, 60, 67, 0.29), rgba(84, 84, 88, 0.6))"),
        ("lightText", "rgba(255, 255, 255, 0.6)"),
        ("label", "light-dark(#000000, #ffffff)"),
        ("link", "light-dark(#007aff, #0984ff)"),
        ("systemblue", nil),
        ("SystemBlue", nil),
        ("systemGray7", nil),

        // Everything else, CSS injection attempts included.
        ("", nil),
        ("   ", nil),
        ("red;", nil),
        ("red}", nil),
        ("red !important", nil),
        ("red blue", nil),
        ("re d", nil),
        ("red\nblue", nil),
        ("\"red\"", nil),
        ("'red'", nil),
        ("/**/red", nil),
        ("url(x)", nil),
        ("var(--x)", nil),
        ("expression(alert(1))", nil),
        ("</style>", nil),
        ("red</style><script>alert(1)</script>", nil),
        ("#fff;background:url(x)", nil),
        ("rgb(0,0,0);}body{color:red", nil),
        ("rgb(0,0,0)\n}", nil),
        ("currentColor", nil),
        ("inherit", nil),
        ("initial", nil),
        ("none", nil),
        ("blac\u{212A}", nil),  // Kelvin sign, which Unicode lowercases to "k"
        ("\u{00A0}red", nil),  // no-break space
        ("red\u{0}", nil),
    ]

    @Test(arguments: cases)
    func parsesToCanonicalCSS(input: String, expected: String?) {
        let color = Color.parse(input)
        #expect(color?.css == expected)
        if let color {
            // A dynamic color's light-dark() is CSS for a stylesheet, not a value a theme writes.
            #expect(Color.parse(color.light.css) == color.light)
        }
    }

    @Test(arguments: Color.knownNames)
    func knownNameParsesAndRoundTrips(name: String) throws {
        let color = try #require(Color.parse(name))
        #expect(Color.parse(color.staticCSS) == color.light)
    }

    /// UIKit's dynamic colors, with their iOS light and dark values (sRGB, default contrast).
    static let dynamic: [(name: String, light: String, dark: String)] = [
        ("systemRed", "#ff3b30", "#ff453a"), ("systemOrange", "#ff9500", "#ff9f0a"), ("systemYellow", "#ffcc00", "#ffd60a"),
        ("systemGreen", "#34c759", "#30d158"), ("systemMint", "#00c7be", "#63e6e2"), ("systemTeal", "#30b0c7", "#40c8e0"),
        ("systemCyan", "#32ade6", "#64d2ff"), ("systemBlue", "#007aff", "#0a84ff"), ("systemIndigo", "#5856d6", "#5e5ce6"),
        ("systemPurple", "#af52de", "#bf5af2"), ("systemPink", "#ff2d55", "#ff375f"), ("systemBrown", "#a2845e", "#ac8e68"),
        ("systemGray", "#8e8e93", "#8e8e93"), ("systemGray2", "#aeaeb2", "#636366"), ("systemGray3", "#c7c7cc", "#48484a"),
        ("systemGray4", "#d1d1d6", "#3a3a3c"), ("systemGray5", "#e5e5ea", "#2c2c2e"), ("systemGray6", "#f2f2f7", "#1c1c1e"),
        ("label", "#000000", "#ffffff"), ("secondaryLabel", "rgba(60, 60, 67, 0.6)", "rgba(235, 235, 245, 0.6)"),
        ("tertiaryLabel", "rgba(60, 60, 67, 0.3)", "rgba(235, 235, 245, 0.3)"),
        ("systemBackground", "#ffffff", "#000000"), ("secondarySystemBackground", "#f2f2f7", "#1c1c1e"),
        ("tertiarySystemBackground", "#ffffff", "#2c2c2e"), ("systemGroupedBackground", "#f2f2f7", "#000000"),
        ("separator", "rgba(60, 60, 67, 0.29)", "rgba(84, 84, 88, 0.6)"), ("opaqueSeparator", "#c6c6c8", "#38383a"),
        ("link", "#007aff", "#0984ff"),
    ]

    @Test(arguments: dynamic)
    func dynamicUIKitColorResolvesToLightAndDark(name: String, light: String, dark: String) throws {
        let color = try #require(Color.parse(name))
        #expect(color.light.css == light)
        #expect(color.dark?.css == dark)
        #expect(color.css == "light-dark(\(light), \(dark))")
    }

    /// Every UIKit name resolves to a light and a dark value: the dynamic ones to
    /// the two above, the fixed ones (`red`, `clear`, `lightText`...) to one value in both.
    @Test(arguments: Color.uiKitNames)
    func everyUIKitNameHasALightAndADarkValue(name: String) throws {
        let color = try #require(Color.parse(name))
        if let entry = Self.dynamic.first(where: { $0.name == name }) {
            #expect(color.dark?.css == entry.dark)
        } else {
            #expect(color.dark == nil, "\(name) is fixed in UIKit")
            #expect(color.css == color.light.css)
        }
    }

    @Test func everyDynamicNameIsListed() {
        let dynamicNames = Color.uiKitNames.filter { Color.parse($0)?.dark != nil }
        #expect(Set(dynamicNames) == Set(Self.dynamic.map(\.name)))
        #expect(Color.uiKitNames.count == 45)
    }

    /// 45 UIKit names + 148 CSS names + `transparent`, less the 12 UIKit names also spelled that way in CSS.
    @Test func knownNamesListsUIKitAndCSSNamesOnce() {
        #expect(Color.knownNames.count == 182)
        #expect(Set(Color.knownNames).count == Color.knownNames.count)
        #expect(Color.knownNames == Color.knownNames.sorted())
        for name in ["lightGray", "lightgray", "systemGray6", "rebeccapurple", "transparent", "clear"] {
            #expect(Color.knownNames.contains(name))
        }
    }

    @Test func initialiserNormalisesAlphaToWhatCSSPrints() {
        #expect(Color(red: 60, green: 60, blue: 67, alpha: 0.29) == Color.parse("rgba(60, 60, 67, 0.29)"))
        #expect(Color(red: 0, green: 0, blue: 0, alpha: 0.12345).alpha == 0.123)
        #expect(Color(red: 0, green: 0, blue: 0, alpha: 2).css == "#000000")
        #expect(Color(red: 0, green: 0, blue: 0, alpha: -1).css == "rgba(0, 0, 0, 0)")
        #expect(Color(red: 0, green: 0, blue: 0, alpha: .nan).css == "#000000")
        #expect(Color(red: 1, green: 2, blue: 3, alpha: 0.005).css == "rgba(1, 2, 3, 0.005)")
    }

    @Test func cssStaysValidWhenAlphaIsAssignedOutOfRange() {
        var color = Color(red: 255, green: 0, blue: 0)
        color.alpha = 7
        #expect(color.css == "#ff0000")
        color.alpha = -.infinity
        #expect(color.css == "rgba(255, 0, 0, 0)")
    }
}

/// Why a color function is refused, in words (Sources/TLModel/ColorProblem.swift).
struct ColorProblemTests {
    @Test(arguments: [
        ("rgb(300, 0, 0)", "red is 300, out of range (0 to 255)"),
        ("rgb(0 256 0)", "green is 256, out of range (0 to 255)"),
        ("rgb(0, 0, -1)", "blue is -1, out of range (0 to 255)"),
        ("rgb(0%, 0%, 120%)", "blue is 120%, out of range (0% to 100%)"),
        ("rgba(0, 0, 0, 2)", "alpha is 2, out of range (0 to 1)"),
        ("rgb(0 0 0 / 150%)", "alpha is 150%, out of range (0% to 100%)"),
        ("hsl(10, 50, 50%)", "saturation must be a percentage, like 50%, not 50"),
        ("hsl(10 50% 101%)", "lightness is 101%, out of range (0% to 100%)"),
        ("rgb(1, 2)", "rgb() takes 3 components, not 2"),
        ("rgb(a, 0, 0)", "red 'a' is not a number"),
        ("rgb()", "rgb() takes 3 components, not 0"),
    ])
    func saysWhichComponent(_ text: String, _ problem: String) {
        #expect(Color.parse(text) == nil)
        #expect(Color.problem(text) == problem)
    }

    @Test(arguments: ["bleu", "#12", "rgb(0, 0, 0)", "hsl(120deg 50% 50%)", "calc(1)", "", "()"])
    func namesNoProblemItCannotName(_ text: String) {
        // Valid colors, and texts that are no color function, have no component to blame.
        #expect(Color.problem(text) == nil)
    }
}

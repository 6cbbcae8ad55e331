import Foundation
import Testing
import TLContent
@testable import TLModel
@testable import TLRender

/// The colors tlsite derives from a theme stay readable whatever the theme's tint.
struct ThemeCSSTests {
    static func contrast(_ a: Color, _ b: Color) -> Double {
        let (x, y) = (a.relativeLuminance, b.relativeLuminance)
        return (max(x, y) + 0.05) / (min(x, y) + 0.05)
    }

    static let white = Color(red: 255, green: 255, blue: 255)
    static let darkSurface = Color(red: 44, green: 44, blue: 46)

    @Test(arguments: ["systemBlue", "systemYellow", "systemGray", "systemMint", "white", "black", "lightGray", "#7e57c2", "clear"])
    func accentReadsOnBothPages(_ tint: String) throws {
        let color = try #require(Color.parse(tint))
        let light = ThemeCSS.readable(color.light, on: Self.white, toward: Color(red: 0, green: 0, blue: 0))
        let dark = ThemeCSS.readable(color.dark ?? color.light, on: Self.darkSurface, toward: Self.white)
        #expect(Self.contrast(light, Self.white) >= 5.5)
        #expect(Self.contrast(dark, Self.darkSurface) >= 5.5)
    }

    @Test func aTintThatAlreadyReadsIsKept() {
        let navy = Color(red: 0, green: 0, blue: 128)
        #expect(ThemeCSS.readable(navy, on: Self.white, toward: Color(red: 0, green: 0, blue: 0)) == navy)
    }

    @Test(arguments: ["#7e57c2", "rgb(191,90,242)", "systemYellow", "black", "white"])
    func plusNTextReadsOnTheBadge(_ more: String) throws {
        let color = try #require(Color.parse(more))
        let text = ThemeCSS.textColor(on: color.light)
        let textColor = try #require(Color.parse(text))
        // Black or white always reaches 4.58:1 on one of them.
        #expect(Self.contrast(textColor, color.light) >= 4.5, "\(text) on \(more)")
    }
}

/// The CSS a theme's `page:` keys, per-lane arrow offsets and card keys compile to, against
/// golden files in ThemeCSS/ (rewritten with TLSITE_UPDATE_GOLDEN=1; say why in the commit).
struct ThemePageCSSTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("ThemeCSS")

    static let themes: [(name: String, yaml: String)] = [
        ("page-light-and-dark", """
        page:
          backgroundColor: "#f3efe6"
          textColor: "#2b2a27"
          linkColor: "#8f1d1d"
          fontFamily: '"Iowan Old Style",  Georgia, serif'
          headingFontFamily: "Georgia, 'DejaVu Serif', serif"
          monospaceFontFamily: ui-monospace, Menlo, monospace
          maxWidth: 46rem
        leftLineStyle: { arrowOffsetY: 24 }
        bubbleStyle: { cornerRadius: 3, shadowRadius: 14, shadowColor: "rgba(70, 50, 20, 0.22)" }
        dark:
          page: { backgroundColor: "#1d1b18", textColor: "#ece6da", linkColor: "#f0a9a0", maxWidth: 40rem }
          rightLineStyle: { arrowOffsetY: 40 }
        """),
        ("page-unset", "leftLineStyle: { spotOffsetY: 20 }\n"),
        ("page-pixels", "page: { maxWidth: 760, fontFamily: system-ui }\n"),
    ]

    @Test(arguments: themes.map(\.name))
    func compilesAsTheGoldenFileSays(_ name: String) throws {
        let yaml = try #require(Self.themes.first { $0.name == name }).yaml
        let theme = try ThemeReader.read(yaml, path: "themes/t/theme.yml", folderName: "t").get()
        let css = ThemeCSS.variables(theme.style.applied(to: TimelineStyle()), dark: theme.dark)
        let golden = Self.folder.appendingPathComponent(name + ".css")
        if ProcessInfo.processInfo.environment["TLSITE_UPDATE_GOLDEN"] == "1" {
            try FileManager.default.createDirectory(at: Self.folder, withIntermediateDirectories: true)
            try css.write(to: golden, atomically: true, encoding: .utf8)
            return
        }
        #expect(css == (try String(contentsOf: golden, encoding: .utf8)), "\(name): regenerate with TLSITE_UPDATE_GOLDEN=1 and read the diff")
    }

    /// The stylesheet's rules by place give every avatar the color ProfileClusterView's choice
    /// gives it, for any number of colors (each nth-child rule read back and applied to places 0-29).
    @Test(arguments: [0, 1, 2, 3, 4, 5])
    func avatarColorRulesByPlaceMatchTheChoice(_ count: Int) throws {
        var style = ClusterStyle()
        style.colors = Array(repeating: Color(red: 1, green: 2, blue: 3), count: count)
        let css = ThemeCSS.clusterColorRules(style)
        let rule = try Regex(#"nth-child\((\d+)n\+(\d+)\)"#)
        var colorOfPlace: [Int: Int] = [:]
        for line in css.split(separator: "\n") {
            let named = try #require(line.split(separator: "var(--tl-cluster-color-").last)
            let color = try #require(Int(named.prefix { $0.isNumber }))
            for match in line.matches(of: rule) {
                let period = Int(match.output[1].substring!)!, first = Int(match.output[2].substring!)!
                for place in stride(from: first - 1, to: 30, by: period) {
                    #expect(colorOfPlace.updateValue(color, forKey: place) == nil, "place \(place) has two rules")
                }
            }
        }
        for place in 0..<30 {
            #expect(colorOfPlace[place] == Cluster.colorIndex(place, colors: count), "place \(place) of \(count) colors")
        }
    }

    @Test func unsetPageKeysWriteNothing() throws {
        let css = ThemeCSS.variables(TimelineStyle(), dark: StylePatch())
        #expect(!css.contains("--tl-page-"))
        #expect(!css.contains("arrow-offset-y: var") && !css.contains("--tl-left-arrow-offset-y"))
    }

    @Test func anItemsArrowOffsetMovesItsArrowOnEitherLane() throws {
        var patch = StylePatch()
        patch.set(try #require(StyleKey.byName["bubbleStyle.arrowOffsetY"]), .number(50))
        #expect(ThemeCSS.inlineStyle(patch) == "--tl-bubble-arrow-offset-y: 50px; --tl-left-arrow-offset-y: 50px; --tl-right-arrow-offset-y: 50px")
        patch.set(try #require(StyleKey.byName["rightLineStyle.arrowOffsetY"]), .number(12))
        #expect(ThemeCSS.inlineStyle(patch) == "--tl-bubble-arrow-offset-y: 50px; --tl-right-arrow-offset-y: 12px; --tl-left-arrow-offset-y: 50px")
    }
}

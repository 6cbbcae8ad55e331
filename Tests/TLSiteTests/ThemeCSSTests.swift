import Foundation
import Testing
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

import Foundation
import Testing
import TLContent
import TLCore
import TLHighlight
@testable import TLModel
@testable import TLRender
@testable import TLSite

/// theme.yml's `codeStyle:` keys: one per class of highlighted code, light and
/// dark, with readable defaults in every built-in theme.
struct CodeStyleTests {
    static let builtInThemes = ["default", "changelog", "compact", "dark", "editorial", "feed", "paper"]

    static func load(_ name: String, files: [String: String] = [:]) throws -> LoadedTheme {
        let (io, _) = FileIO.memory(files.merging(["/site/tlsite.yml": "title: T\n"]) { a, _ in a })
        return try ThemeLoader.load(name, requestedAt: nil, site: "/site", io: io)
    }

    /// What each appearance of a loaded theme shows: the style, and how a color reads in it.
    static func appearances(_ theme: LoadedTheme) -> [(name: String, style: TimelineStyle, pick: (Color) -> Color)] {
        let light: (Color) -> Color = { $0.light }, dark: (Color) -> Color = { $0.dark ?? $0.light }
        switch theme.colorScheme {
        case .auto: return [("light", theme.style, light), ("dark", theme.dark.applied(to: theme.style), dark)]
        case .light: return [("light", theme.style, light)]
        case .dark: return [("dark", theme.style, dark)]
        }
    }

    /// WCAG AA for body text (4.5:1), for the block's text and every token, on the block's
    /// background laid over the bubble and the page, in each appearance the theme has.
    @Test(arguments: builtInThemes)
    func everyBuiltInThemesTokensReadOnItsCodeBackground(_ name: String) throws {
        let theme = try Self.load(name)
        for (appearance, style, pick) in Self.appearances(theme) {
            let isDark = appearance == "dark"
            let page = pick(style.page.backgroundColor ?? (isDark ? HiddenStyles.pageBackground.dark : HiddenStyles.pageBackground.light))
            let ground = pick(style.codeStyle.backgroundColor).over(pick(style.bubbleStyle.backgroundColor).over(page))
            for key in StyleKey.all where key.name.hasPrefix("codeStyle.") && key.name != "codeStyle.backgroundColor" {
                guard case .color(let color)? = key.value(in: style) else { Issue.record("\(key.name) has no color"); continue }
                let ratio = pick(color).over(ground).contrast(with: ground)
                #expect(ratio >= 4.5, "\(name), \(appearance): \(key.name) \(pick(color).staticCSS) on \(ground.staticCSS) is \(ratio):1")
            }
        }
    }

    /// Each built-in theme writes its own `codeStyle:`, light and (unless it fixes one scheme) dark,
    /// rather than leaning on the defaults: "defaults in every built-in theme".
    @Test(arguments: builtInThemes)
    func everyBuiltInThemeSetsEveryCodeKey(_ name: String) throws {
        let text = try #require(embeddedResources["Themes/\(name)/theme.yml"])
        let file = try ThemeReader.read(text, path: "Themes/\(name)/theme.yml", folderName: name).get()
        let keys = StyleKey.all.filter { $0.name.hasPrefix("codeStyle.") }.map(\.name)
        #expect(keys.count == 13)
        let scheme = try Self.load(name).colorScheme
        for key in keys {
            let light = file.style.entries.contains { $0.key.name == key }, dark = file.dark.entries.contains { $0.key.name == key }
            switch scheme {
            case .auto: #expect(light && dark, "\(name) does not set \(key)\(light ? " under dark:" : "")")
            case .dark, .light: #expect(light || dark, "\(name) does not set \(key)")
            }
        }
    }

    /// The keys are TLHighlight's token classes, no more and no fewer, and the stylesheet
    /// colours each class with its key's custom property.
    @Test func oneKeyPerTokenClass() throws {
        #expect(StyleKey.codeTokens == Token.allCases.map(\.name))
        let css = try #require(embeddedResources["Templates/assets/tlsite.css"])
        for token in Token.allCases {
            let key = try #require(StyleKey.byName["codeStyle.\(token.name)"])
            #expect(key.cssVariable == "--tl-code-\(token.name)")
            #expect(css.contains(".\(token.htmlClass) { color: var(\(key.cssVariable))"), "tlsite.css does not colour .\(token.htmlClass)")
            #expect(!css.contains("\(key.cssVariable):"), "tlsite.css still sets \(key.cssVariable) itself: the theme does")
        }
        #expect(css.contains("background: var(--tl-code-background-color)") && css.contains("color: var(--tl-code-text-color)"))
    }

    @Test func theThemesLightAndDarkValuesMakeOnePair() throws {
        let theme = try Self.load("paper")
        let css = ThemeCSS.variables(theme.style, dark: theme.dark)
        #expect(css.contains("  --tl-code-keyword: light-dark(#a3124a, #ffa3bf);\n"))
        #expect(css.contains("  --tl-code-background-color: light-dark(#efeee9, #43403d);\n"))
        // Colors only: nothing under prefers-color-scheme.
        #expect(!css.contains("prefers-color-scheme"))
    }

    /// A site theme that extends one with `dark:` code colours and fixes the dark scheme shows
    /// its own top-level values, not its parent's `dark:` ones.
    @Test func aDarkThemesOwnValuesWinOverItsParentsDarkPart() throws {
        let theme = try Self.load("t", files: ["/site/themes/t/theme.yml": """
            extends: default
            colorScheme: dark
            codeStyle: { backgroundColor: "#000000", keyword: "#ff9900" }
            """])
        #expect(theme.style.codeStyle.keyword.css == "#ff9900")
        #expect(theme.style.codeStyle.backgroundColor.css == "#000000")
        // The rest is the default theme's dark part.
        #expect(theme.style.codeStyle.comment.css == "#b4b7bf")
        #expect(theme.warnings.isEmpty)
    }

    /// A light-only override keeps the parent's dark value.
    @Test func aLightValueAloneKeepsTheParentsDarkOne() throws {
        let theme = try Self.load("t", files: ["/site/themes/t/theme.yml": "extends: default\ncodeStyle: { string: \"#005500\" }\n"])
        let css = ThemeCSS.variables(theme.style, dark: theme.dark)
        #expect(css.contains("  --tl-code-string: light-dark(#005500, #9be2a8);\n"))
    }

    @Test func unreadableCodeWarnsAtTheKey() throws {
        let theme = try Self.load("t", files: ["/site/themes/t/theme.yml": "extends: default\ncodeStyle: { comment: \"#d0d0d0\" }\n"])
        let messages = theme.warnings.map(\.description)
        #expect(messages.count == 1)
        #expect(messages.first?.contains("themes/t/theme.yml:2:23: warning: highlighted code will be hard to read in light mode: on 'codeStyle.backgroundColor' #efeff0, 'codeStyle.comment' #d0d0d0 has 1.34:1 (at least 3:1") == true, "\(messages)")
    }
}

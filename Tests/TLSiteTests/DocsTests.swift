import Foundation
import Testing
@testable import TLContent
import TLModel

/// The user docs name every key the code reads, so a key added to the code
/// without a line in the docs fails here.
struct DocsTests {
    static let docs = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // TLSiteTests
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()  // package root
        .appendingPathComponent("docs")

    static func read(_ name: String) throws -> String {
        try String(contentsOf: docs.appendingPathComponent(name), encoding: .utf8)
    }

    @Test(arguments: StyleKey.all.map(\.name))
    func styleKeyIsInThemesDoc(_ name: String) throws {
        #expect(try Self.read("themes.md").contains("`\(name)`"), "docs/themes.md does not mention the style key `\(name)`")
    }

    @Test(arguments: StyleKey.all.map(\.cssVariable))
    func cssVariableIsInThemesDoc(_ variable: String) throws {
        #expect(try Self.read("themes.md").contains("`\(variable)`"), "docs/themes.md does not mention the custom property `\(variable)`")
    }

    /// The design tokens: every custom property the component stylesheet declares on its first `:root`.
    static var designTokens: [String] {
        let css = (try? String(contentsOf: docs.deletingLastPathComponent().appendingPathComponent("Templates/assets/tlsite.css"), encoding: .utf8)) ?? ""
        guard let start = css.range(of: ":root {"), let end = css[start.upperBound...].range(of: "\n}") else { return [] }
        return css[start.upperBound..<end.lowerBound].split(separator: "\n").compactMap { line in
            let text = line.trimmingCharacters(in: .whitespaces)
            guard text.hasPrefix("--tl-"), let colon = text.firstIndex(of: ":") else { return nil }
            return String(text[..<colon])
        }
    }

    @Test func designTokensAreFound() {
        #expect(Self.designTokens.count >= 30)
    }

    @Test(arguments: designTokens)
    func designTokenIsInThemesDoc(_ token: String) throws {
        #expect(try Self.read("themes.md").contains("`\(token)`"), "docs/themes.md does not document the design token `\(token)`")
    }

    @Test(arguments: ThemeReader.keys)
    func themeFileKeyIsInThemesDoc(_ key: String) throws {
        #expect(try Self.read("themes.md").contains("`\(key)`"), "docs/themes.md does not mention the theme.yml key `\(key)`")
    }

    @Test(arguments: ItemReader.keys)
    func frontMatterKeyIsInConfigurationDoc(_ key: String) throws {
        #expect(try Self.read("configuration.md").contains("`\(key)`"), "docs/configuration.md does not mention the front-matter key `\(key)`")
    }

    @Test(arguments: ConfigReader.keys)
    func configKeyIsInConfigurationDoc(_ key: String) throws {
        #expect(try Self.read("configuration.md").contains("`\(key)`"), "docs/configuration.md does not mention the tlsite.yml key `\(key)`")
    }

    @Test func docsFolderHasTheFourGuides() {
        for name in ["configuration.md", "themes.md", "templates.md", "development.md"] {
            #expect(FileManager.default.fileExists(atPath: Self.docs.appendingPathComponent(name).path), "docs/\(name) is missing")
        }
    }
}

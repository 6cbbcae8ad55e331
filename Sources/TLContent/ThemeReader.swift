import TLCore
import TLFormats
import TLModel

/// One theme.yml, read and checked (its `extends` chain is followed by the build).
package struct ThemeFile: Sendable {
    package var name: String
    package var extends: String?
    /// Where `extends` was written, for cycle and unknown-theme messages.
    package var extendsLocation: SourceLocation?
    package var description: String?
    /// `auto` follows the reader's system; `light` or `dark` fixes the page's colors.
    package var colorScheme: ColorScheme?
    package var style: StylePatch
    package var dark: StylePatch
    /// Where each style key the file sets is written ("bubbleStyle.borderColor",
    /// "dark.page.textColor"), for warnings about the theme as a whole.
    package var locations: [String: SourceLocation] = [:]
}

package enum ThemeReader {
    package static let keys = ["name", "extends", "description", "colorScheme", "dark"] + StyleKey.groups

    package static func read(_ text: String, path: String, folderName: String) -> Result<ThemeFile, DiagnosticList> {
        let (theme, problems) = readAll(text, path: path, folderName: folderName)
        if let theme, !problems.contains(where: { $0.severity == .error }) { return .success(theme) }
        return .failure(DiagnosticList(problems))
    }

    /// The theme as far as it could be read, with every problem: the loader
    /// still checks `extends` of a theme with other errors, so a misspelt
    /// parent is reported with them.
    package static func readAll(_ text: String, path: String, folderName: String) -> (ThemeFile?, [Diagnostic]) {
        let reader = FieldReader(path: path, source: text)
        let parsed = reader.parse()
        guard reader.diagnostics.isEmpty else { return (nil, reader.diagnostics) }
        var theme = ThemeFile(name: folderName, extends: nil, description: nil, colorScheme: nil, style: StylePatch(), dark: StylePatch())
        guard let root = parsed else { return (theme, []) }
        guard let fields = reader.fields(root, known: keys, in: "theme.yml", elsewhere: StyleReader.keyPlaces) else { return (nil, reader.diagnostics) }
        if let node = fields["name"], let name = reader.string(node, "name") { theme.name = name }
        if let node = fields["description"] { theme.description = reader.string(node, "description") }
        if let node = fields["extends"], node.scalar != .null, let parent = reader.string(node, "extends") {
            if ConfigReader.isName(parent) {
                theme.extends = parent
                theme.extendsLocation = reader.location(node)
            } else {
                reader.error(node, "'extends' must name a theme folder (letters, digits, '-', '_'), not '\(parent)'")
            }
        }
        if let node = fields["colorScheme"] { theme.colorScheme = reader.choice(node, "colorScheme", as: ColorScheme.self) }
        theme.style = StyleReader.read(fields, reader)
        theme.locations = StyleReader.locations(fields, reader)
        if let node = fields["dark"], node.scalar != .null,
           let darkFields = reader.fields(node, known: StyleKey.groups, in: "dark", elsewhere: StyleReader.keyPlaces) {
            theme.dark = StyleReader.read(darkFields, reader)
            theme.locations.merge(StyleReader.locations(darkFields, reader).map { ("dark." + $0.key, $0.value) }) { first, _ in first }
        }
        return (theme, reader.diagnostics)
    }
}

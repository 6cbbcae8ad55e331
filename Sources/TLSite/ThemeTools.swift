import Foundation
import TLContent
import TLCore
import TLModel

/// `tlsite theme new` and `tlsite theme preview`.
public enum ThemeTools {
    /// The theme.yml of a new theme: every key, commented out, with the value
    /// it inherits from `parent` and what it does, so a designer uncomments
    /// and edits.
    public static func scaffold(name: String, extends parent: String, site: String, io: FileIO = .disk) throws(DiagnosticList) -> String {
        let base = try ThemeLoader.load(parent, requestedAt: nil, site: site, io: io)
        var lines = [
            "# Theme '\(name)' for tlsite. Every key is optional: a key left commented",
            "# keeps the value of the theme it extends (shown). Lengths are CSS pixels,",
            "# durations seconds. Colors: CSS (#0090b6, rgb(0,144,182), hsl(), names)",
            "# or UIKit names (systemBlue, lightGray, orange, clear...).",
            "# templates/ overrides built-in templates by path (templates/partials/cell.html);",
            "# assets/ is copied to the site's assets/. Preview: tlsite theme preview \(name)",
            "name: \(name)",
            "extends: \(parent)",
            "# colorScheme: auto   # auto (follow the reader's system) | light | dark",
        ]
        for group in StyleKey.groups {
            let keys = StyleKey.all.filter { $0.name == group || $0.name.hasPrefix(group + ".") }
            if keys.count == 1, keys[0].name == group {
                lines.append("# \(group): \(yamlValue(keys[0], base.style))   # \(keys[0].summary)")
                continue
            }
            lines.append("# \(group):")
            for key in keys {
                let field = key.name.dropFirst(group.count + 1)
                lines.append("#   \(field): \(yamlValue(key, base.style))   # \(key.summary)")
            }
        }
        lines.append("# dark:                # the same keys again, used under prefers-color-scheme: dark")
        lines.append("#   bubbleStyle: { backgroundColor: \"#1c1c1e\" }")
        return lines.joined(separator: "\n") + "\n"
    }

    private static func yamlValue(_ key: StyleKey, _ style: TimelineStyle) -> String {
        switch key.value(in: style) {
        case .number(let n): return formatNumber(n)
        case .color(let c): return "\"\(c.css)\""
        case .colors(let list): return "[" + list.map { "\"\($0.css)\"" }.joined(separator: ", ") + "]"
        case .word(let w): return w
        }
    }

    /// The content of the preview site: every line type, then the LineStyle
    /// and BubbleStyle variants that CNTimelineCell's docs show.
    static let previewItems: [(title: String, front: String)] = {
        var items: [(String, String)] = []
        for type in LineType.allCases {
            items.append(("Line type: \(type.rawValue)", "leftType: \(type.rawValue)\nrightType: \(type.rawValue)\n"))
        }
        let lineVariants = [("default", ""), ("lineWidth = 10", "lineWidth: 10"), ("spotDiameter = 12", "spotDiameter: 12"),
                            ("spotColor = orange", "spotColor: orange"), ("lineColor = magenta", "lineColor: magenta"),
                            ("spotOffsetY = 50", "spotOffsetY: 50")]
        for (title, value) in lineVariants {
            let style = value.isEmpty ? "" : "style:\n  leftLineStyle: { \(value) }\n  rightLineStyle: { \(value) }\n"
            items.append(("LineStyle \(title)", "leftType: spot\nrightType: spot\n" + style))
        }
        let bubbleVariants = [("default", ""), ("borderWidth = 8", "borderWidth: 8"), ("borderColor = orange", "borderColor: orange"),
                              ("backgroundColor = systemGray6", "backgroundColor: systemGray6"), ("arrowOffsetY = 50", "arrowOffsetY: 50")]
        for (title, value) in bubbleVariants {
            let style = value.isEmpty ? "" : "style:\n  bubbleStyle: { \(value) }\n"
            items.append(("BubbleStyle \(title)", "leftType: line\nrightType: line\n" + style))
        }
        return items
    }()

    /// Builds the gallery of `theme` into `output`. Site themes are found in
    /// `site` when given. With `force`, `output` may hold files tlsite did not write.
    public static func preview(theme: String, site: String?, output: String, force: Bool = false, io: FileIO = .disk) -> BuildReport {
        let source = NSTemporaryDirectory() + "tlsite-preview-\(getpid())-\(UUID().uuidString)"
        defer { try? io.remove(source) }
        do {
            try io.write(source + "/tlsite.yml", Data("""
            title: "Theme preview: \(theme)"
            description: Every line type, and the LineStyle and BubbleStyle variants of CNTimelineCell's documentation.
            timeline: { order: oldest-first, perPage: 0, lanes: { left: Left lane, right: Right lane } }

            """.utf8))
            for (index, item) in previewItems.enumerated() {
                let text = "---\ntitle: \"\(item.title)\"\n\(item.front)---\n`\(item.title)`: how the theme draws it.\n"
                try io.write(source + "/content/" + String(format: "%02d", index + 1) + "-preview.md", Data(text.utf8))
            }
        } catch {
            return BuildReport(diagnostics: error.diagnostics(), summary: nil)
        }
        var options = BuildOptions(site: source)
        options.output = output
        options.force = force
        options.theme = theme
        options.themeSite = site
        return Build(options, io: io).run()
    }
}

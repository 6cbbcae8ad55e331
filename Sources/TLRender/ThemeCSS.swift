import TLModel

/// Compiles a theme's style values into CSS custom properties. Every value
/// went through `StyleKey`'s checks, so the output is CSS the theme author
/// cannot break out of.
public enum ThemeCSS {
    public static func variables(_ style: TimelineStyle, dark: StylePatch) -> String {
        var css = ":root {\n"
        for key in StyleKey.all {
            css += "  \(key.cssVariable): \(key.css(key.value(in: style)));\n"
        }
        css += clusterColorVariables(style.clusterStyle.colors)
        css += "}\n"
        if !dark.isEmpty {
            css += "@media (prefers-color-scheme: dark) {\n  :root {\n"
            for (key, value) in dark.entries {
                css += "    \(key.cssVariable): \(key.css(value));\n"
            }
            if let colors = dark.entries.first(where: { $0.key.name == "clusterStyle.colors" }), case .colors(let list) = colors.value {
                css += clusterColorVariables(list).replacingOccurrences(of: "\n  ", with: "\n    ")
            }
            css += "  }\n}\n"
        }
        return css
    }

    /// The inline `style` attribute of an item that overrides theme keys.
    public static func inlineStyle(_ patch: StylePatch) -> String {
        patch.entries.map { "\($0.key.cssVariable): \($0.key.css($0.value))" }.joined(separator: "; ")
    }

    /// Initials cycle through the colors one by one, so each gets a variable.
    private static func clusterColorVariables(_ colors: [Color]) -> String {
        colors.enumerated().map { "  --tl-cluster-color-\($0.offset): \($0.element.css);\n" }.joined() + "  --tl-cluster-color-count: \(colors.count);\n"
    }
}

import Foundation
import TLModel

/// Compiles a theme's style values into CSS custom properties. Every value
/// went through `StyleKey`'s checks, so the output is CSS the theme author
/// cannot break out of.
public enum ThemeCSS {
    /// The theme's part of the stylesheet; `dark` applies under `prefers-color-scheme: dark`.
    public static func variables(_ style: TimelineStyle, dark: StylePatch) -> String {
        var css = ":root {\n"
        for key in StyleKey.all {
            css += "  \(key.cssVariable): \(key.css(key.value(in: style)));\n"
        }
        css += clusterColorVariables(style.clusterStyle.colors)
        css += textColors(on: style.bubbleStyle.backgroundColor).map { "  \($0): \($1);\n" }.joined()
        css += "}\n"
        if !dark.isEmpty {
            css += "@media (prefers-color-scheme: dark) {\n  :root {\n"
            for (key, value) in dark.entries {
                css += "    \(key.cssVariable): \(key.css(value));\n"
            }
            for (name, value) in textColors(in: dark) { css += "    \(name): \(value);\n" }
            if let colors = dark.entries.first(where: { $0.key.name == "clusterStyle.colors" }), case .colors(let list) = colors.value {
                css += clusterColorVariables(list).replacingOccurrences(of: "\n  ", with: "\n    ")
            }
            css += "  }\n}\n"
        }
        return css
    }

    /// ProfileClusterView's "+N", without script: for each number of slots
    /// that fits a width band of the cluster's container, hide the avatars
    /// from the last slot on and show that band's "+N" badge (which exists
    /// only in clusters with more people than slots).
    public static func clusterQueries(_ style: ClusterStyle, maxPeople: Int) -> String {
        guard maxPeople > 1 else { return "" }
        var css = "/* Avatar clusters: one band per number of visible slots (size \(formatNumber(style.size))px, spacing \(formatNumber(style.spacing))px). */\n"
        for slots in 1...min(maxPeople - 1, Cluster.maxSlots) {
            // The last band has no upper end: no cluster draws more slots.
            let below = slots == Cluster.maxSlots ? nil : Cluster.width(forSlots: slots + 1, size: style.size, spacing: style.spacing)
            let from = slots == 1 ? nil : Cluster.width(forSlots: slots, size: style.size, spacing: style.spacing)
            let range = [from.map { "(width >= \(formatNumber($0))px)" }, below.map { "(width < \(formatNumber($0))px)" }]
                .compactMap { $0 }.joined(separator: " and ")
            css += "@container tl-cluster \(range) {\n"
            css += "  .tl-cluster-row:has(> .tl-more-\(slots)) > .tl-avatar:nth-child(n+\(slots)) { display: none; }\n"
            css += "  .tl-cluster-row > .tl-more-\(slots) { display: flex; }\n}\n"
        }
        return css
    }

    /// Comes after the component CSS, which defaults to `light dark`.
    public static func colorScheme(_ scheme: ColorScheme) -> String {
        scheme == .auto ? "" : ":root { color-scheme: \(scheme.rawValue); }\n"
    }

    /// The inline `style` attribute of an item that overrides theme keys.
    public static func inlineStyle(_ patch: StylePatch) -> String {
        (patch.entries.map { ($0.key.cssVariable, $0.key.css($0.value)) } + textColors(in: patch) + clusterColors(in: patch))
            .map { "\($0): \($1)" }.joined(separator: "; ")
    }

    /// An item's own cluster colors, one variable each, as the theme's.
    private static func clusterColors(in patch: StylePatch) -> [(String, String)] {
        guard let entry = patch.entries.first(where: { $0.key.name == "clusterStyle.colors" }),
              case .colors(let colors) = entry.value else { return [] }
        return colors.enumerated().map { ("--tl-cluster-color-\($0.offset)", $0.element.css) } + [("--tl-cluster-color-count", "\(colors.count)")]
    }

    /// A bubble with its own background gets text and link colors that stay
    /// readable on it in light and dark mode alike; a clear bubble keeps the
    /// page's colors.
    static func textColors(on background: Color) -> [(String, String)] {
        guard background.alpha >= 0.5 else { return [] }
        let dark = background.relativeLuminance < 0.4
        return [("--tl-bubble-text-color", dark ? "#ffffff" : "#000000"), ("--tl-bubble-link-color", dark ? "#9ecbff" : "#0b3d91")]
    }

    /// For a patch (dark values, an item's style): a clear background resets
    /// the colors an opaque one below it may have set.
    private static func textColors(in patch: StylePatch) -> [(String, String)] {
        guard let entry = patch.entries.first(where: { $0.key.name == "bubbleStyle.backgroundColor" }),
              case .color(let color) = entry.value else { return [] }
        let colors = textColors(on: color)
        return colors.isEmpty ? [("--tl-bubble-text-color", "initial"), ("--tl-bubble-link-color", "initial")] : colors
    }

    /// Initials cycle through the colors one by one, so each gets a variable.
    private static func clusterColorVariables(_ colors: [Color]) -> String {
        colors.enumerated().map { "  --tl-cluster-color-\($0.offset): \($0.element.css);\n" }.joined() + "  --tl-cluster-color-count: \(colors.count);\n"
    }
}

extension Color {
    /// WCAG relative luminance, 0 (black) to 1 (white).
    var relativeLuminance: Double {
        func channel(_ value: UInt8) -> Double {
            let c = Double(value) / 255
            return c <= 0.03928 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * channel(red) + 0.7152 * channel(green) + 0.0722 * channel(blue)
    }
}

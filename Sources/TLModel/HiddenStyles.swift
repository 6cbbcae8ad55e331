import Foundation

/// Theme values that are each valid but together hide something: a spot
/// smaller than its line, a spot filled with its line's color, text too close
/// to what it is written on, a border the color of the page. Checked on a
/// theme's final style (its `extends` chain applied), in light and in dark;
/// the build reports each as a warning at a key the theme set.
package enum HiddenStyles {
    package struct Finding: Sendable, Equatable {
        /// The keys that make the combination, the one to report at first
        /// (theme.yml names: "leftLineStyle.spotDiameter").
        package var keys: [String]
        package var message: String
    }

    /// The stylesheet's page colors when a theme leaves `page:` unset
    /// (tlsite.css's --tl-bg and --tl-text), per appearance.
    package static let pageBackground = (light: Color(red: 255, green: 255, blue: 255), dark: Color(red: 12, green: 12, blue: 14))
    package static let pageText = (light: Color(red: 29, green: 29, blue: 31), dark: Color(red: 242, green: 242, blue: 247))
    /// Below this contrast, text is hard to read (WCAG's 3:1 for large text; body text asks 4.5).
    package static let minimumContrast = 3.0

    /// `style` is what the light page shows; `dark` the theme's `dark:` part (empty when the
    /// theme fixes one scheme, whose values are then in `style`).
    package static func findings(_ style: TimelineStyle, dark: StylePatch, scheme: ColorScheme) -> [Finding] {
        var found: [Finding] = []
        // The same finding in both appearances is one, said once without "in light mode".
        func add(_ finding: Finding) {
            let both = finding.message.replacingOccurrences(of: " in dark mode", with: "")
            if let index = found.firstIndex(where: { $0.message.replacingOccurrences(of: " in light mode", with: "") == both }) {
                if found[index].message != finding.message { found[index].message = both }
                return
            }
            found.append(finding)
        }
        let appearances: [(name: String, style: TimelineStyle, isDark: Bool)] = switch scheme {
        case .auto: [("light", style, false), ("dark", dark.applied(to: style), true)]
        case .light: [("light", style, false)]
        case .dark: [("dark", style, true)]
        }
        for (name, style, isDark) in appearances {
            func pick(_ color: Color) -> Color { isDark ? (color.dark ?? color.light) : color.light }
            let suffix = scheme == .auto ? " in \(name) mode" : ""
            for lane in Lane.allCases {
                let line = style.lineStyle(lane), group = "\(lane.rawValue)LineStyle"
                if line.spotDiameter < line.lineWidth {
                    add(Finding(keys: ["\(group).spotDiameter", "\(group).lineWidth"],
                                message: "the \(lane.rawValue) lane's spots will not be seen: '\(group).spotDiameter' (\(formatNumber(line.spotDiameter))) is smaller than its 'lineWidth' (\(formatNumber(line.lineWidth))), so each spot is hidden inside its line; make the spot at least as wide as the line"))
                }
                if pick(line.spotColor) == pick(line.lineColor) {
                    add(Finding(keys: ["\(group).spotColor", "\(group).lineColor"],
                                message: "the \(lane.rawValue) lane's spots will not be seen on their line\(suffix): '\(group).spotColor' is the same color as its 'lineColor' (\(pick(line.lineColor).staticCSS)), which also draws the spot's ring; give the spot another fill"))
                }
            }
            let page = pick(style.page.backgroundColor ?? (isDark ? pageBackground.dark : pageBackground.light))
            let text = pick(style.page.textColor ?? (isDark ? pageText.dark : pageText.light))
            let bubble = pick(style.bubbleStyle.backgroundColor)
            // A bubble less than half opaque keeps the page's text color (ThemeCSS.textColors).
            if bubble.alpha < 0.5 {
                let ground = bubble.over(page)
                if text.contrast(with: ground) < minimumContrast {
                    add(Finding(keys: ["page.textColor", "page.backgroundColor", "bubbleStyle.backgroundColor"],
                                message: "text will be hard to read\(suffix): the page's text color \(text.staticCSS) on \(ground.staticCSS) (\(bubble.alpha == 0 ? "the page, under the clear bubbles" : "the translucent bubbles over the page")) has a contrast of \(formatNumber((text.contrast(with: ground) * 100).rounded() / 100)):1 (at least \(formatNumber(minimumContrast)):1; 4.5:1 for body text); set 'page.textColor'\(scheme == .auto ? " and its dark: value" : "") to a color that stands out"))
                }
            }
            if let link = style.page.linkColor, pick(link).contrast(with: page) < minimumContrast {
                add(Finding(keys: ["page.linkColor", "page.backgroundColor"],
                            message: "links will be hard to read\(suffix): 'page.linkColor' \(pick(link).staticCSS) on the page's \(page.staticCSS) has a contrast of \(formatNumber((pick(link).contrast(with: page) * 100).rounded() / 100)):1 (at least \(formatNumber(minimumContrast)):1)"))
            }
            // Highlighted code: its text and every token on the block's background (over the
            // bubble over the page, should the background be translucent).
            let code = style.codeStyle
            let codeGround = pick(code.backgroundColor).over(bubble.over(page))
            let hard = StyleKey.all.filter { $0.name.hasPrefix("codeStyle.") && $0.name != "codeStyle.backgroundColor" }.compactMap { key -> (String, Color, Double)? in
                guard case .color(let value)? = key.value(in: style) else { return nil }
                let color = pick(value).over(codeGround)
                let ratio = color.contrast(with: codeGround)
                return ratio < minimumContrast ? (key.name, color, ratio) : nil
            }
            if !hard.isEmpty {
                let list = hard.map { "'\($0.0)' \($0.1.staticCSS) has \(formatNumber(($0.2 * 100).rounded() / 100)):1" }.joined(separator: ", ")
                add(Finding(keys: hard.map(\.0) + ["codeStyle.backgroundColor"],
                            message: "highlighted code will be hard to read\(suffix): on 'codeStyle.backgroundColor' \(codeGround.staticCSS), \(list) (at least \(formatNumber(minimumContrast)):1; 4.5:1 for body text); pick colors that stand out from the background\(scheme == .auto ? " in light and dark (the dark: part)" : "")"))
            }
            if style.bubbleStyle.borderWidth > 0, pick(style.bubbleStyle.borderColor).over(page) == page, bubble.over(page) == page {
                add(Finding(keys: ["bubbleStyle.borderColor", "page.backgroundColor"],
                            message: "the bubbles' border and arrows will not be seen\(suffix): 'bubbleStyle.borderColor' is the page's own color (\(page.staticCSS)) and the bubbles are clear; change the border color, or give the bubbles a background"))
            }
        }
        return found
    }
}

extension Color {
    /// WCAG relative luminance, 0 (black) to 1 (white), of the light value.
    package var relativeLuminance: Double {
        func channel(_ value: UInt8) -> Double {
            let c = Double(value) / 255
            return c <= 0.03928 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * channel(red) + 0.7152 * channel(green) + 0.0722 * channel(blue)
    }

    /// WCAG contrast ratio of two opaque colors, 1 to 21.
    package func contrast(with other: Color) -> Double {
        let (a, b) = (relativeLuminance, other.relativeLuminance)
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }

    /// This color laid over an opaque `ground` (alpha compositing), opaque.
    package func over(_ ground: Color) -> Color {
        func mix(_ top: UInt8, _ bottom: UInt8) -> UInt8 { UInt8((Double(top) * alpha + Double(bottom) * (1 - alpha)).rounded()) }
        return Color(red: mix(red, ground.red), green: mix(green, ground.green), blue: mix(blue, ground.blue))
    }
}

import Foundation
import TLModel

/// Compiles a theme's style values into CSS custom properties. Every value
/// went through `StyleKey`'s checks, so the output is CSS the theme author
/// cannot break out of. It holds values only, no sides: `--tl-left-*` is the
/// start lane, which tlsite.css places with logical properties, so one
/// stylesheet serves left-to-right and right-to-left pages.
package enum ThemeCSS {
    /// The theme's part of the stylesheet. Colors switch with the color scheme in force where they
    /// are used (`light-dark()`): UIKit's dynamic colors by themselves, and a color the theme's `dark:`
    /// part gives as the pair of its light and dark values, so a part of a page set to one scheme (the
    /// visitor's toggle, the preview's panes) shows that scheme. The other `dark:` values (lengths,
    /// durations, lists) apply under `prefers-color-scheme: dark` unless the visitor chose light.
    package static func variables(_ style: TimelineStyle, dark: StylePatch) -> String {
        var css = ":root {\n"
        var darkRest: [(key: StyleKey, value: StyleValue)] = []
        func darkEntry(_ name: String) -> StyleValue? { dark.entries.first { $0.key.name == name }?.value }
        for key in StyleKey.all {
            // A key without a value of its own (the page's, a lane's arrowOffsetY) is written only when
            // set: the stylesheet falls back to its own value (docs/themes.md).
            guard var value = key.value(in: style) else {
                if let other = darkEntry(key.name) { darkRest.append((key, other)) }
                continue
            }
            switch (value, darkEntry(key.name)) {
            case (.color(let light), .color(let other)?):
                value = .color(light.light.withDark(other.dark ?? other.light))
            case (.colors(let light), .colors(let other)?) where light.count == other.count:
                value = .colors(zip(light, other).map { $0.light.withDark($1.dark ?? $1.light) })
            case (_, let other?):
                darkRest.append((key, other))
            case (_, nil):
                break
            }
            css += "  \(key.cssVariable): \(key.css(value));\n"
            if key.name == "clusterStyle.colors", case .colors(let list) = value { css += clusterColorVariables(list) }
            if key.name == "bubbleStyle.backgroundColor", case .color(let background) = value {
                css += textColors(on: background).map { "  \($0): \($1);\n" }.joined()
            }
            if key.name == "folderStyle.tintColor", case .color(let tint) = value {
                css += accentVariables(tint, link: linkColor(style, dark: dark))
            }
            if key.name == "clusterStyle.moreColor", case .color(let more) = value {
                css += "  --tl-cluster-more-text-color: \(textColor(on: more));\n"
            }
        }
        css += "}\n"
        guard !darkRest.isEmpty else { return css }
        var block = ""
        for (key, value) in darkRest {
            block += "  \(key.cssVariable): \(key.css(value));\n"
            if key.name == "clusterStyle.colors", case .colors(let list) = value { block += clusterColorVariables(list) }
        }
        css += "@media (prefers-color-scheme: dark) {\n:root:not([data-tl-scheme=light]) {\n\(block)}\n}\n"
        css += ":root[data-tl-scheme=dark] {\n\(block)}\n"
        return css
    }

    /// ProfileClusterView's "+N", without script: for each number of slots
    /// that fits a width band of the cluster's container, hide the avatars
    /// from the last slot on and show that band's "+N" badge (which exists
    /// only in clusters with more people than slots): its number is a CSS
    /// counter of the avatars the band hides, or, when the language words
    /// "+N" otherwise, the band's own badge in the page.
    package static func clusterQueries(_ style: ClusterStyle, maxPeople: Int) -> String {
        guard maxPeople > 1 else { return "" }
        var css = "/* Avatar clusters: one band per number of visible slots (size \(formatNumber(style.size))px, spacing \(formatNumber(style.spacing))px). */\n"
        for slots in 1...min(maxPeople - 1, Cluster.maxSlots) {
            // The last band has no upper end: no cluster draws more slots.
            let below = slots == Cluster.maxSlots ? nil : Cluster.width(forSlots: slots + 1, size: style.size, spacing: style.spacing)
            let from = slots == 1 ? nil : Cluster.width(forSlots: slots, size: style.size, spacing: style.spacing)
            let range = [from.map { "(width >= \(formatNumber($0))px)" }, below.map { "(width < \(formatNumber($0))px)" }]
                .compactMap { $0 }.joined(separator: " and ")
            css += "@container tl-cluster \(range) {\n"
            // The built-in partial's one `.tl-more` is empty, after the drawn avatars: the band
            // shows it when more than `slots` are drawn (the badge is child slots + 2 or later),
            // and the avatars it hides count themselves into its "+N" (tlsite.css, `tl-more`).
            // With another wording of "+N" it holds the badges, band by band (the `slots`-th
            // child); a template of the older form writes one `.tl-more-N` a band.
            css += "  .tl-cluster > :where(ul):has(> .tl-more:empty:nth-child(n+\(slots + 2))) > .tl-avatar:nth-child(n+\(slots)) { visibility: hidden; position: absolute; counter-increment: tl-more; }\n"
            css += "  .tl-cluster > :where(ul):has(> .tl-more > :nth-child(\(slots))) > .tl-avatar:nth-child(n+\(slots)),\n"
            css += "  .tl-cluster > :where(ul):has(> .tl-more-\(slots)) > .tl-avatar:nth-child(n+\(slots)) { display: none; }\n"
            css += "  .tl-cluster > :where(ul) > .tl-more:empty:nth-child(n+\(slots + 2)), .tl-cluster > :where(ul) > .tl-more:has(> :nth-child(\(slots))), .tl-more > :nth-child(\(slots)), .tl-cluster > :where(ul) > .tl-more-\(slots) { display: flex; }\n"
            if slots == 1 { css += "  .tl-cluster > :where(ul) > .tl-more { margin: 0; }\n" }
            // How many slots this band holds: an item's own larger size shrinks to fit them.
            css += "  .tl-cluster > :where(ul) { --tl-cluster-slots: \(slots); }\n}\n"
        }
        return css
    }

    /// ProfileClusterView.getRandomColor by position: each avatar of a cluster takes the colour
    /// `Cluster.colorIndex` gives its place among the theme's `colors`, so the avatars carry no
    /// `style` of their own (an item whose own `clusterStyle.colors` has another number of
    /// colours still does: `cluster.people` → `colorStyle`). The pattern repeats every
    /// `colors` avatars (every 6 with three colours).
    package static func clusterColorRules(_ style: ClusterStyle) -> String {
        let colors = style.colors.count
        let period = colors == 3 ? 6 : max(colors, 1)
        var byColor: [Int: [Int]] = [:]
        for place in 0..<period { byColor[Cluster.colorIndex(place, colors: colors), default: []].append(place) }
        return byColor.keys.sorted().map { color in
            byColor[color]!.map { ".tl-cluster > :where(ul) > .tl-avatar:nth-child(\(period)n+\($0 + 1))" }.joined(separator: ", ")
                + " { --tl-avatar-bg: var(--tl-cluster-color-\(color)); }\n"
        }.joined()
    }

    /// Comes after the component CSS, which defaults to `light dark` and lets the visitor's toggle
    /// (and the preview's panes) set one with `data-tl-scheme`; a theme fixed to one scheme wins over both.
    package static func colorScheme(_ scheme: ColorScheme) -> String {
        scheme == .auto ? "" : ":root, :root[data-tl-scheme], [data-tl-scheme] { color-scheme: \(scheme.rawValue); }\n:root { --tl-scheme-toggle: off; --tl-scheme-toggle-room: 0px; }\n"
    }

    /// The inline `style` attribute of an item that overrides theme keys.
    package static func inlineStyle(_ patch: StylePatch) -> String {
        let more: [(String, String)] = patch.entries.compactMap {
            guard $0.key.name == "clusterStyle.moreColor", case .color(let color) = $0.value else { return nil }
            return ("--tl-cluster-more-text-color", textColor(on: color))
        }
        return (patch.entries.map { ($0.key.cssVariable, $0.key.css($0.value)) } + textColors(in: patch) + clusterColors(in: patch) + more
                + laneArrows(in: patch))
            .map { "\($0): \($1)" }.joined(separator: "; ")
    }

    /// An item's `bubbleStyle.arrowOffsetY` moves its arrow whichever lane it points at, over a
    /// theme's per-lane values, unless the item sets a lane's own.
    private static func laneArrows(in patch: StylePatch) -> [(String, String)] {
        guard let entry = patch.entries.first(where: { $0.key.name == "bubbleStyle.arrowOffsetY" }) else { return [] }
        return ["left", "right"].compactMap { lane in
            guard !patch.entries.contains(where: { $0.key.name == "\(lane)LineStyle.arrowOffsetY" }),
                  let key = StyleKey.byName["\(lane)LineStyle.arrowOffsetY"] else { return nil }
            return (key.cssVariable, entry.key.css(entry.value))
        }
    }

    /// An item's own cluster colors, one variable each, as the theme's.
    private static func clusterColors(in patch: StylePatch) -> [(String, String)] {
        guard let entry = patch.entries.first(where: { $0.key.name == "clusterStyle.colors" }),
              case .colors(let colors) = entry.value else { return [] }
        return colors.enumerated().map { ("--tl-cluster-color-\($0.offset)", $0.element.css) } + [("--tl-cluster-color-count", "\(colors.count)")]
    }

    /// A bubble with its own background gets text and link colors that stay
    /// readable on it in light and dark mode alike; a clear bubble keeps the
    /// page's colors. A dynamic background gets a pair for each appearance.
    static func textColors(on background: Color) -> [(String, String)] {
        func pair(_ color: Color) -> (text: String, link: String)? {
            guard color.alpha >= 0.5 else { return nil }
            let dark = color.relativeLuminance < 0.4
            return (dark ? "#ffffff" : "#000000", dark ? "#9ecbff" : "#0b3d91")
        }
        guard let darkBackground = background.dark else {
            guard let colors = pair(background) else { return [] }
            return [("--tl-bubble-text-color", colors.text), ("--tl-bubble-link-color", colors.link)]
        }
        let light = pair(background.light), dark = pair(darkBackground)
        guard light != nil || dark != nil else { return [] }
        // A clear side keeps the page's colors (the design tokens of tlsite.css).
        func both(_ l: String?, _ d: String?, page: String) -> String { "light-dark(\(l ?? page), \(d ?? page))" }
        return [("--tl-bubble-text-color", both(light?.text, dark?.text, page: "var(--tl-text)")),
                ("--tl-bubble-link-color", both(light?.link, dark?.link, page: "var(--tl-accent)"))]
    }

    /// `page.linkColor` with its `dark:` value, when the theme sets one.
    static func linkColor(_ style: TimelineStyle, dark: StylePatch) -> Color? {
        let darkLink = dark.entries.first { $0.key.name == "page.linkColor" }.flatMap { entry -> Color? in
            if case .color(let c) = entry.value { return c.dark ?? c.light } else { return nil }
        }
        switch (style.page.linkColor, darkLink) {
        case (let light?, let other?): return light.light.withDark(other)
        case (let light?, nil): return light
        case (nil, _): return nil
        }
    }

    /// The page's accent (links, pager, tags): the theme's `page.linkColor` as it is, or else the
    /// folder tint, darkened on the light page or lightened on the dark one until text in it has a
    /// contrast of 5.5:1 (AA's 4.5 with room for the accent's own soft tint behind tags), and that
    /// soft tint. Plain colors, so every contrast checker reads them.
    static func accentVariables(_ tint: Color, link: Color? = nil) -> String {
        let light = link?.light ?? readable(tint.light, on: Color(red: 255, green: 255, blue: 255), toward: Color(red: 0, green: 0, blue: 0))
        let dark = link.map { $0.dark ?? $0.light }
            ?? readable(tint.dark ?? tint.light, on: Color(red: 44, green: 44, blue: 46), toward: Color(red: 255, green: 255, blue: 255))
        func soft(_ c: Color) -> String { Color(red: c.red, green: c.green, blue: c.blue, alpha: 0.12).staticCSS }
        return "  --tl-accent: light-dark(\(light.staticCSS), \(dark.staticCSS));\n"
            + "  --tl-accent-soft: light-dark(\(soft(light)), \(soft(dark)));\n"
    }

    /// `color` (made opaque) mixed step by step toward `target` until it reads on `background`.
    static func readable(_ color: Color, on background: Color, toward target: Color, contrast: Double = 5.5) -> Color {
        func mix(_ t: Double) -> Color {
            func channel(_ a: UInt8, _ b: UInt8) -> UInt8 { UInt8((Double(a) * (1 - t) + Double(b) * t).rounded()) }
            return Color(red: channel(color.red, target.red), green: channel(color.green, target.green), blue: channel(color.blue, target.blue))
        }
        func ratio(_ a: Color) -> Double {
            let (x, y) = (a.relativeLuminance, background.relativeLuminance)
            return (max(x, y) + 0.05) / (min(x, y) + 0.05)
        }
        for step in 0...20 where ratio(mix(Double(step) / 20)) >= contrast { return mix(Double(step) / 20) }
        return target
    }

    /// Black or white, whichever reads better on `background` ("+N" on moreColor), per appearance.
    static func textColor(on background: Color) -> String {
        func best(_ color: Color) -> String {
            let l = color.relativeLuminance
            return (l + 0.05) / 0.05 > 1.05 / (l + 0.05) ? "#000000" : "#ffffff"
        }
        guard let dark = background.dark else { return best(background) }
        return "light-dark(\(best(background.light)), \(best(dark)))"
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

/// A value for one style key, already checked: nothing else reaches the CSS.
package enum StyleValue: Sendable, Equatable {
    case color(Color)
    case number(Double)
    case colors([Color])
    /// An identifier from a fixed set or a CSS-safe name (checked by `StyleKey.Kind`).
    case word(String)
}

/// One key of theme.yml (and of an item's `style:`), with the CSS custom
/// property it compiles to. Theme files, per-item overrides and the docs all
/// read this one table, so a key is added in one place.
package struct StyleKey: Sendable {
    package enum Kind: Sendable, Equatable {
        case color
        /// CSS pixels, any sign (offsets, spacing).
        case length
        /// CSS pixels, more than zero: a diameter or a line's width.
        case size
        /// CSS pixels, zero or more: a border's width.
        case width
        /// Seconds.
        case duration
        /// A whole number in a range.
        case count(ClosedRange<Int>)
        case colorList
        case choice([String])
        /// A CSS identifier: a name the theme's CSS defines (unfold animations).
        case identifier
        /// A list of font families: generic names (`serif`, `system-ui`...) and
        /// family names of letters, digits, spaces, `-` and `_` (`FontFamily`).
        case fontFamily
        /// A CSS length with its unit (`42rem`, `720px`, `70ch`, `90%`) or a
        /// number of pixels, more than 0 (`CSSLength`).
        case cssLength
    }

    /// Which `theme.yml` keys an item's `style:` takes too: every one but
    /// the page's (`page:` styles the page around the timeline, not a cell).
    package var isPageKey: Bool { name.hasPrefix("page.") }

    /// Keys of theme.yml only, which an item's `style:` does not take: the
    /// page's and highlighted code's (`codeStyle.*`), which style the whole
    /// page and have a light and a dark value, not one cell.
    package var isThemeOnly: Bool { isPageKey || name.hasPrefix("codeStyle.") }

    /// As written in theme.yml: "bubbleStyle.borderColor", "messageSeparator".
    package let name: String
    package let kind: Kind
    package let cssVariable: String
    package let summary: String
    /// Nil for a key without a value of its own (the page's, a lane's
    /// `arrowOffsetY`): the stylesheet's value or another key's applies.
    let get: @Sendable (TimelineStyle) -> StyleValue?
    let set: @Sendable (inout TimelineStyle, StyleValue) -> Void

    package func value(in style: TimelineStyle) -> StyleValue? { get(style) }
    package func apply(_ value: StyleValue, to style: inout TimelineStyle) { set(&style, value) }

    /// The text that goes after `--name:` in CSS.
    package func css(_ value: StyleValue) -> String {
        switch value {
        case .color(let color): return color.css
        case .colors(let colors): return colors.map(\.css).joined(separator: ", ")
        case .word(let word): return word
        case .number(let number):
            let text = formatNumber(number)
            switch kind {
            case .length, .size, .width, .cssLength: return text + "px"
            case .duration: return text + "s"
            default: return text
            }
        }
    }
}

/// Shortest decimal form, to 4 places: 6 -> "6", 0.435 -> "0.435",
/// 1.1 / 3 -> "0.3667". (String(format:) was a tenth of a 10,000-item build.)
package func formatNumber(_ number: Double) -> String {
    let rounded = (number * 10_000).rounded() / 10_000
    if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int(rounded)) }
    return String(describing: rounded)
}

/// A set of style keys given values: a theme's file, its `dark:` part, an
/// item's `style:`. Applied in order over the defaults.
package struct StylePatch: Sendable, Equatable {
    package var entries: [(key: StyleKey, value: StyleValue)] = []
    package init() {}

    /// The same keys (by name) given the same values, in the same order.
    package static func == (a: StylePatch, b: StylePatch) -> Bool {
        a.entries.count == b.entries.count && zip(a.entries, b.entries).allSatisfy { $0.key.name == $1.key.name && $0.value == $1.value }
    }
    package var isEmpty: Bool { entries.isEmpty }

    package mutating func set(_ key: StyleKey, _ value: StyleValue) {
        entries.removeAll { $0.key.name == key.name }
        entries.append((key, value))
    }

    package func applied(to style: TimelineStyle) -> TimelineStyle {
        var result = style
        for (key, value) in entries { key.apply(value, to: &result) }
        return result
    }

    package mutating func merge(_ other: StylePatch) {
        for (key, value) in other.entries { set(key, value) }
    }
}


extension StyleKey {
    private static func number<S>(_ name: String, _ kind: Kind, _ css: String, _ summary: String,
                                  _ path: WritableKeyPath<TimelineStyle, S> & Sendable, _ field: WritableKeyPath<S, Double> & Sendable) -> StyleKey {
        StyleKey(name: name, kind: kind, cssVariable: css, summary: summary,
                 get: { .number($0[keyPath: path][keyPath: field]) },
                 set: { style, value in if case .number(let n) = value { style[keyPath: path][keyPath: field] = n } })
    }

    private static func color<S>(_ name: String, _ css: String, _ summary: String,
                                 _ path: WritableKeyPath<TimelineStyle, S> & Sendable, _ field: WritableKeyPath<S, Color> & Sendable) -> StyleKey {
        StyleKey(name: name, kind: .color, cssVariable: css, summary: summary,
                 get: { .color($0[keyPath: path][keyPath: field]) },
                 set: { style, value in if case .color(let c) = value { style[keyPath: path][keyPath: field] = c } })
    }

    private static func lineKeys(_ lane: Lane) -> [StyleKey] {
        let path: WritableKeyPath<TimelineStyle, LineStyle> & Sendable = lane == .left ? \.leftLineStyle : \.rightLineStyle
        let struct_ = "\(lane.rawValue)LineStyle"
        let prefix = "--tl-\(lane.rawValue)"
        return [
            number("\(struct_).lineWidth", .size, "\(prefix)-line-width", "width of the \(lane.rawValue) lane's line", path, \.lineWidth),
            number("\(struct_).spotDiameter", .size, "\(prefix)-spot-diameter", "diameter of the \(lane.rawValue) lane's spot", path, \.spotDiameter),
            color("\(struct_).spotColor", "\(prefix)-spot-color", "fill of the \(lane.rawValue) lane's spot", path, \.spotColor),
            color("\(struct_).lineColor", "\(prefix)-line-color", "color of the \(lane.rawValue) lane's line and spot ring", path, \.lineColor),
            number("\(struct_).spotOffsetY", .length, "\(prefix)-spot-offset-y", "distance from the cell's top to the spot's centre", path, \.spotOffsetY),
            optionalNumber("\(struct_).arrowOffsetY", "\(prefix)-arrow-offset-y",
                           "distance from the cell's top to the tip of an arrow pointing at this lane (default: bubbleStyle.arrowOffsetY)", path, \.arrowOffsetY),
        ]
    }

    private static func optionalNumber<S>(_ name: String, _ css: String, _ summary: String,
                                          _ path: WritableKeyPath<TimelineStyle, S> & Sendable, _ field: WritableKeyPath<S, Double?> & Sendable) -> StyleKey {
        StyleKey(name: name, kind: .length, cssVariable: css, summary: summary,
                 get: { $0[keyPath: path][keyPath: field].map(StyleValue.number) },
                 set: { style, value in if case .number(let n) = value { style[keyPath: path][keyPath: field] = n } })
    }

    private static func pageColor(_ field: String, _ summary: String, _ path: WritableKeyPath<PageStyle, Color?> & Sendable) -> StyleKey {
        StyleKey(name: "page.\(field)", kind: .color, cssVariable: "--tl-page-\(cssName(field))", summary: summary,
                 get: { $0.page[keyPath: path].map(StyleValue.color) },
                 set: { style, value in if case .color(let c) = value { style.page[keyPath: path] = c } })
    }

    private static func pageWord(_ field: String, _ kind: Kind, _ summary: String, _ path: WritableKeyPath<PageStyle, String?> & Sendable) -> StyleKey {
        StyleKey(name: "page.\(field)", kind: kind, cssVariable: "--tl-page-\(cssName(field))", summary: summary,
                 get: { $0.page[keyPath: path].map(StyleValue.word) },
                 set: { style, value in if case .word(let w) = value { style.page[keyPath: path] = w } })
    }

    /// `headingFontFamily` -> `heading-font-family`.
    private static func cssName(_ field: String) -> String {
        field.unicodeScalars.map { ("A"..."Z").contains($0) ? "-" + String($0).lowercased() : String($0) }.joined()
    }

    /// The page around the timeline (theme.yml only).
    private static let pageKeys: [StyleKey] = [
        pageColor("backgroundColor", "the page's background", \.backgroundColor),
        pageColor("textColor", "the page's text (and a clear bubble's)", \.textColor),
        pageColor("linkColor", "links, the pager and tags (default: made from folderStyle.tintColor)", \.linkColor),
        pageWord("fontFamily", .fontFamily, "the page's font families, as in CSS: \"Iowan Old Style\", Georgia, serif", \.fontFamily),
        pageWord("headingFontFamily", .fontFamily, "font families of titles and headings (default: fontFamily)", \.headingFontFamily),
        pageWord("monospaceFontFamily", .fontFamily, "font families of code", \.monospaceFontFamily),
        pageWord("maxWidth", .cssLength, "the widest the page's column gets: 48rem, 760px, 70ch", \.maxWidth),
    ]

    /// Highlighted code (theme.yml only): the block's background and text,
    /// then one key per token class, named as TLHighlight's `Token` names
    /// them (`codeStyle.keyword` colours `hl-keyword` through `--tl-code-keyword`).
    package static let codeTokens = ["keyword", "string", "comment", "function", "type", "constant",
                                     "operator", "property", "tag", "inserted", "deleted"]
    private static let codeKeys: [StyleKey] = [
        color("codeStyle.backgroundColor", "--tl-code-background-color", "a code block's background", \.codeStyle, \.backgroundColor),
        color("codeStyle.textColor", "--tl-code-text-color", "a code block's text that is no token (and a block of no known language)", \.codeStyle, \.textColor),
        color("codeStyle.keyword", "--tl-code-keyword", "keywords (if, return, func), hl-keyword", \.codeStyle, \.keyword),
        color("codeStyle.string", "--tl-code-string", "strings, characters, escapes and regular expressions, hl-string", \.codeStyle, \.string),
        color("codeStyle.comment", "--tl-code-comment", "comments (also italic), hl-comment", \.codeStyle, \.comment),
        color("codeStyle.function", "--tl-code-function", "functions and methods, hl-function", \.codeStyle, \.function),
        color("codeStyle.type", "--tl-code-type", "types, constructors, namespaces and modules, hl-type", \.codeStyle, \.type),
        color("codeStyle.constant", "--tl-code-constant", "numbers, booleans, constants and built-in variables, hl-constant", \.codeStyle, \.constant),
        color("codeStyle.operator", "--tl-code-operator", "operators, hl-operator", \.codeStyle, \.operator),
        color("codeStyle.property", "--tl-code-property", "properties, fields, attributes, labels and JSON keys, hl-property", \.codeStyle, \.property),
        color("codeStyle.tag", "--tl-code-tag", "HTML tags, hl-tag", \.codeStyle, \.tag),
        color("codeStyle.inserted", "--tl-code-inserted", "a diff's added lines, hl-inserted", \.codeStyle, \.inserted),
        color("codeStyle.deleted", "--tl-code-deleted", "a diff's removed lines, hl-deleted", \.codeStyle, \.deleted),
    ]

    private static let identity: WritableKeyPath<TimelineStyle, TimelineStyle> & Sendable = \.self

    /// Every key, in the order the docs list them.
    package static let all: [StyleKey] = lineKeys(.left) + lineKeys(.right) + [
        number("bubbleStyle.arrowOffsetY", .length, "--tl-bubble-arrow-offset-y", "distance from the cell's top to the arrow's tip, on either lane unless the lane sets its own", \.bubbleStyle, \.arrowOffsetY),
        number("bubbleStyle.borderWidth", .width, "--tl-bubble-border-width", "width of the bubble's border", \.bubbleStyle, \.borderWidth),
        color("bubbleStyle.borderColor", "--tl-bubble-border-color", "color of the bubble's border and arrow", \.bubbleStyle, \.borderColor),
        color("bubbleStyle.backgroundColor", "--tl-bubble-background-color", "fill of the bubble", \.bubbleStyle, \.backgroundColor),
        number("bubbleStyle.cornerRadius", .width, "--tl-bubble-corner-radius", "radius of the bubble's corners", \.bubbleStyle, \.cornerRadius),
        number("bubbleStyle.shadowRadius", .width, "--tl-bubble-shadow-radius", "blur of the bubble's shadow; 0 draws none", \.bubbleStyle, \.shadowRadius),
        color("bubbleStyle.shadowColor", "--tl-bubble-shadow-color", "color of the bubble's shadow (its alpha is the shadow's opacity)", \.bubbleStyle, \.shadowColor),
        color("messageSeparator", "--tl-message-separator", "the line between a bubble's title and content", identity, \.messageSeparator),
        StyleKey(name: "foldStyle.folds", kind: .count(2...12), cssVariable: "--tl-fold-count", summary: "number of paper folds of a folding card",
                 get: { .number(Double($0.foldStyle.folds)) },
                 set: { style, value in if case .number(let n) = value { style.foldStyle.folds = Int(n) } }),
        number("foldStyle.openDuration", .duration, "--tl-fold-open-duration", "time to unfold a card", \.foldStyle, \.openDuration),
        number("foldStyle.closeDuration", .duration, "--tl-fold-close-duration", "time to fold a card back", \.foldStyle, \.closeDuration),
        number("clusterStyle.size", .size, "--tl-cluster-size", "diameter of an avatar", \.clusterStyle, \.size),
        number("clusterStyle.spacing", .length, "--tl-cluster-spacing", "gap between avatars; negative overlaps", \.clusterStyle, \.spacing),
        StyleKey(name: "clusterStyle.alignment", kind: .choice(ClusterAlignment.allCases.map(\.rawValue)), cssVariable: "--tl-cluster-alignment",
                 summary: "where the row of avatars sits: left, right or center",
                 get: { .word($0.clusterStyle.alignment.rawValue) },
                 set: { style, value in if case .word(let w) = value, let a = ClusterAlignment(rawValue: w) { style.clusterStyle.alignment = a } }),
        StyleKey(name: "clusterStyle.startFrom", kind: .choice(Lane.allCases.map(\.rawValue)), cssVariable: "--tl-cluster-start-from",
                 summary: "which end the first person sits at; each avatar lies over the one before it, from either end",
                 get: { .word($0.clusterStyle.startFrom.rawValue) },
                 set: { style, value in if case .word(let w) = value, let l = Lane(rawValue: w) { style.clusterStyle.startFrom = l } }),
        color("clusterStyle.moreColor", "--tl-cluster-more-color", "background of the \"+N\" bubble", \.clusterStyle, \.moreColor),
        StyleKey(name: "clusterStyle.colors", kind: .colorList, cssVariable: "--tl-cluster-colors",
                 summary: "backgrounds for initials, cycled person by person",
                 get: { .colors($0.clusterStyle.colors) },
                 set: { style, value in if case .colors(let c) = value { style.clusterStyle.colors = c } }),
        color("folderStyle.tintColor", "--tl-folder-tint-color", "color of folder icons and chevrons", \.folderStyle, \.tintColor),
        StyleKey(name: "folderStyle.unfoldAnimation", kind: .identifier, cssVariable: "--tl-folder-unfold-animation",
                 summary: "simple, moveDown, verticalUnfold, or a keyframes name the theme's CSS defines",
                 get: { .word($0.folderStyle.unfoldAnimation) },
                 set: { style, value in if case .word(let w) = value { style.folderStyle.unfoldAnimation = w } }),
        number("folderStyle.unfoldDuration", .duration, "--tl-folder-unfold-duration", "time to unfold a folder", \.folderStyle, \.unfoldDuration),
    ] + pageKeys + codeKeys

    package static let byName: [String: StyleKey] = Dictionary(uniqueKeysWithValues: all.map { ($0.name, $0) })

    /// The struct names that group keys in theme.yml ("bubbleStyle", "page"), and the
    /// keys that stand alone ("messageSeparator").
    package static let groups: [String] = groupNames(all)

    /// The groups an item's `style:` takes: all but `page` and `codeStyle`.
    package static let itemGroups: [String] = groupNames(all.filter { !$0.isThemeOnly })

    /// The groups of theme.yml only.
    package static let themeOnlyGroups: [String] = groupNames(all.filter(\.isThemeOnly))

    private static func groupNames(_ keys: [StyleKey]) -> [String] {
        var seen: [String] = []
        for key in keys {
            let group = key.name.split(separator: ".").first.map(String.init) ?? key.name
            if !seen.contains(group) { seen.append(group) }
        }
        return seen
    }
}

/// CNTimelineCell's LineStyle, key for key, with its defaults.
package struct LineStyle: Sendable, Equatable {
    package var lineWidth: Double = 6
    package var spotDiameter: Double = 20
    package var spotColor: Color = .init(red: 255, green: 255, blue: 255)
    package var lineColor: Color = .init(red: 0, green: 144, blue: 182)
    package var spotOffsetY: Double = 29
    /// Where the bubble's arrow points when it points at this lane. CNTimelineCell
    /// has one `bubbleStyle.arrowOffsetY`; tlsite's arrows point at either lane
    /// (docs/themes.md, "Which lane the arrow points at"), so each lane may have
    /// its own. Nil: `bubbleStyle.arrowOffsetY`.
    package var arrowOffsetY: Double?
    package init() {}
}

/// CNTimelineCell's BubbleStyle, key for key, with its defaults.
package struct BubbleStyle: Sendable, Equatable {
    package var arrowOffsetY: Double = 30
    package var borderWidth: Double = 2
    package var borderColor: Color = .init(red: 0, green: 147, blue: 51)
    package var backgroundColor: Color = .init(red: 0, green: 0, blue: 0, alpha: 0)
    /// UIKit's `layer.cornerRadius`, `layer.shadowRadius` and `layer.shadowColor`
    /// (with its opacity): tlsite's own, for the built-in themes' cards. CNTimelineCell's
    /// bubble has rounded corners (10) and no shadow.
    package var cornerRadius: Double = 10
    package var shadowRadius: Double = 0
    package var shadowColor: Color = .init(red: 0, green: 0, blue: 0, alpha: 0.18)
    package init() {}
}

/// FoldingCell's knobs: number of folds and the open/close durations.
package struct FoldStyle: Sendable, Equatable {
    package var folds: Int = 2
    package var openDuration: Double = 0.5
    package var closeDuration: Double = 1.1
    package init() {}
}

package enum ClusterAlignment: String, Sendable, CaseIterable { case left, right, center }

/// ProfileClusterView's knobs.
package struct ClusterStyle: Sendable, Equatable {
    package var size: Double = 32
    package var spacing: Double = -8
    package var alignment: ClusterAlignment = .left
    package var startFrom: Lane = .left
    package var moreColor: Color = .init(red: 126, green: 87, blue: 194)
    package var colors: [Color] = [
        .init(red: 179, green: 235, blue: 242), .init(red: 239, green: 154, blue: 154), .init(red: 165, green: 214, blue: 167),
    ]
    package init() {}
}

/// ExpandableCollectionViewKit's folder defaults.
package struct FolderStyle: Sendable, Equatable {
    package var tintColor: Color = .init(red: 0, green: 122, blue: 255)
    package var unfoldAnimation: String = "simple"
    package var unfoldDuration: Double = 0.3
    package init() {}
}

/// Highlighted code (docs/markdown.md#highlighted-code): theme.yml's
/// `codeStyle:` group, a code block's background and text and one color per
/// token class (TLHighlight's `Token`: `hl-keyword`...). The defaults are the
/// default theme's, each a light and dark pair; every built-in theme sets its
/// own, 4.5:1 or more on its background in both (ThemeContrastTests).
package struct CodeStyle: Sendable, Equatable {
    private static func pair(_ light: UInt32, _ dark: UInt32) -> Color {
        func color(_ hex: UInt32) -> Color { Color(red: UInt8(hex >> 16 & 0xff), green: UInt8(hex >> 8 & 0xff), blue: UInt8(hex & 0xff)) }
        return color(light).withDark(color(dark))
    }
    package var backgroundColor = pair(0xefeff0, 0x27272a)
    package var textColor = pair(0x1d1d1f, 0xf2f2f7)
    package var keyword = pair(0xa3124a, 0xffa3bf)
    package var string = pair(0x1a6630, 0x9be2a8)
    package var comment = pair(0x55575f, 0xb4b7bf)
    package var function = pair(0x6b2fb3, 0xd8b6ff)
    package var type = pair(0x8a4b00, 0xffc980)
    package var constant = pair(0x0b5cad, 0x9ccbff)
    package var `operator` = pair(0x8f2d00, 0xffab8a)
    package var property = pair(0x1e5a78, 0x8fd4ee)
    package var tag = pair(0x1a6630, 0x9be2a8)
    package var inserted = pair(0x1b6a2f, 0x9be2a8)
    package var deleted = pair(0xa4162d, 0xffa8a8)
    package init() {}
}

/// The page around the timeline: theme.yml's `page:` group. A value left
/// unset (nil) keeps the stylesheet's own (system fonts, a white or near-black
/// page, the accent made from `folderStyle.tintColor`).
package struct PageStyle: Sendable, Equatable {
    package var backgroundColor: Color?
    package var textColor: Color?
    package var linkColor: Color?
    /// Font families as checked CSS (`"Iowan Old Style", Georgia, serif`).
    package var fontFamily: String?
    package var headingFontFamily: String?
    package var monospaceFontFamily: String?
    /// A checked CSS length (`42rem`, `720px`, `70ch`).
    package var maxWidth: String?
    package init() {}
}

/// Every style key a theme (or an item's `style:`) can set: CNTimelineCellStyle
/// plus the other components' style structs.
package struct TimelineStyle: Sendable, Equatable {
    package var leftLineStyle = LineStyle()
    package var rightLineStyle = LineStyle()
    package var bubbleStyle = BubbleStyle()
    package var messageSeparator: Color = .init(red: 170, green: 170, blue: 170)
    package var foldStyle = FoldStyle()
    package var clusterStyle = ClusterStyle()
    package var folderStyle = FolderStyle()
    /// theme.yml only: an item's `style:` has no `page:`.
    package var page = PageStyle()
    /// theme.yml only, like `page`.
    package var codeStyle = CodeStyle()
    package init() {}

    package func lineStyle(_ lane: Lane) -> LineStyle { lane == .left ? leftLineStyle : rightLineStyle }
}

/// Whether a theme's pages follow the reader's light/dark setting or fix one.
package enum ColorScheme: String, Sendable, CaseIterable { case auto, light, dark }

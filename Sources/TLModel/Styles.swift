/// CNTimelineCell's LineStyle, key for key, with its defaults.
public struct LineStyle: Sendable, Equatable {
    public var lineWidth: Double = 6
    public var spotDiameter: Double = 20
    public var spotColor: Color = .init(red: 255, green: 255, blue: 255)
    public var lineColor: Color = .init(red: 0, green: 144, blue: 182)
    public var spotOffsetY: Double = 29
    /// Where the bubble's arrow points when it points at this lane. CNTimelineCell
    /// has one `bubbleStyle.arrowOffsetY`; tlsite's arrows point at either lane
    /// (docs/themes.md, "Which lane the arrow points at"), so each lane may have
    /// its own. Nil: `bubbleStyle.arrowOffsetY`.
    public var arrowOffsetY: Double?
    public init() {}
}

/// CNTimelineCell's BubbleStyle, key for key, with its defaults.
public struct BubbleStyle: Sendable, Equatable {
    public var arrowOffsetY: Double = 30
    public var borderWidth: Double = 2
    public var borderColor: Color = .init(red: 0, green: 147, blue: 51)
    public var backgroundColor: Color = .init(red: 0, green: 0, blue: 0, alpha: 0)
    /// UIKit's `layer.cornerRadius`, `layer.shadowRadius` and `layer.shadowColor`
    /// (with its opacity): tlsite's own, for the built-in themes' cards. CNTimelineCell's
    /// bubble has rounded corners (10) and no shadow.
    public var cornerRadius: Double = 10
    public var shadowRadius: Double = 0
    public var shadowColor: Color = .init(red: 0, green: 0, blue: 0, alpha: 0.18)
    public init() {}
}

/// FoldingCell's knobs: number of folds and the open/close durations.
public struct FoldStyle: Sendable, Equatable {
    public var folds: Int = 2
    public var openDuration: Double = 0.5
    public var closeDuration: Double = 1.1
    public init() {}
}

public enum ClusterAlignment: String, Sendable, CaseIterable { case left, right, center }

/// ProfileClusterView's knobs.
public struct ClusterStyle: Sendable, Equatable {
    public var size: Double = 32
    public var spacing: Double = -8
    public var alignment: ClusterAlignment = .left
    public var startFrom: Lane = .left
    public var moreColor: Color = .init(red: 126, green: 87, blue: 194)
    public var colors: [Color] = [
        .init(red: 179, green: 235, blue: 242), .init(red: 239, green: 154, blue: 154), .init(red: 165, green: 214, blue: 167),
    ]
    public init() {}
}

/// ExpandableCollectionViewKit's folder defaults.
public struct FolderStyle: Sendable, Equatable {
    public var tintColor: Color = .init(red: 0, green: 122, blue: 255)
    public var unfoldAnimation: String = "simple"
    public var unfoldDuration: Double = 0.3
    public init() {}
}

/// The page around the timeline: theme.yml's `page:` group. A value left
/// unset (nil) keeps the stylesheet's own (system fonts, a white or near-black
/// page, the accent made from `folderStyle.tintColor`).
public struct PageStyle: Sendable, Equatable {
    public var backgroundColor: Color?
    public var textColor: Color?
    public var linkColor: Color?
    /// Font families as checked CSS (`"Iowan Old Style", Georgia, serif`).
    public var fontFamily: String?
    public var headingFontFamily: String?
    public var monospaceFontFamily: String?
    /// A checked CSS length (`42rem`, `720px`, `70ch`).
    public var maxWidth: String?
    public init() {}
}

/// Every style key a theme (or an item's `style:`) can set: CNTimelineCellStyle
/// plus the other components' style structs.
public struct TimelineStyle: Sendable, Equatable {
    public var leftLineStyle = LineStyle()
    public var rightLineStyle = LineStyle()
    public var bubbleStyle = BubbleStyle()
    public var messageSeparator: Color = .init(red: 170, green: 170, blue: 170)
    public var foldStyle = FoldStyle()
    public var clusterStyle = ClusterStyle()
    public var folderStyle = FolderStyle()
    /// theme.yml only: an item's `style:` has no `page:`.
    public var page = PageStyle()
    public init() {}

    public func lineStyle(_ lane: Lane) -> LineStyle { lane == .left ? leftLineStyle : rightLineStyle }
}

/// Whether a theme's pages follow the reader's light/dark setting or fix one.
public enum ColorScheme: String, Sendable, CaseIterable { case auto, light, dark }

import Foundation
import TLCore

public struct PollOption: Sendable, Equatable {
    public var text: String
    public var votes: Int
    public init(text: String, votes: Int) { self.text = text; self.votes = votes }
}

/// The `fold:` settings of a folding card; nil fields fall back to the theme.
public struct FoldSettings: Sendable, Equatable {
    public var folds: Int?
    public var durations: [Double]?
    public var open: Bool = false
    public init() {}
}

/// One Markdown file of `content/`, read and checked.
public struct Item: Sendable {
    /// The file, relative to the site (for messages).
    public var source: SourceLocation
    /// Where each front-matter key was written, for messages found later (duplicate slugs, missing images).
    public var locations: [String: SourceLocation] = [:]
    public var title: String
    public var date: Date?
    /// The date as the user wrote it carried a time of day.
    public var hasTime = false
    public var slug: String
    /// The folder below `content/` ("" at the top), "/"-separated.
    public var folder: String = ""
    public var image: String?
    public var imageAlt: String?
    public var leftType: LineType?
    public var rightType: LineType?
    /// Lanes the item marks, from `lane:`/`lanes:`; types are derived from these.
    public var lanes: Set<Lane> = []
    public var kind: String = "text"
    public var people: [String] = []
    public var tags: [String] = []
    public var draft = false
    public var link: String?
    public var style = StylePatch()
    public var fold: FoldSettings?
    public var options: [PollOption] = []
    public var answer: String?
    /// The rendered body, one string per top-level block. Kept once: the
    /// whole body, its head and its rest are joined from it when asked for.
    public var blocks: [String] = []
    /// How many blocks stand before the `<!--more-->` marker (or make a
    /// folding card's face); nil when the body is not split.
    public var headBlocks: Int?

    /// The rendered body.
    public var html: String { blocks.joined() }
    /// What stands before the marker, when the body is split.
    public var head: String? { headBlocks.map { blocks[..<min($0, blocks.count)].joined() } }
    /// What follows the marker, when the body is split.
    public var rest: String? { headBlocks.map { blocks[min($0, blocks.count)...].joined() } }
    /// The blocks of `rest`, laid out over a folding card's folds.
    public var restBlocks: ArraySlice<String> { blocks[min(headBlocks ?? blocks.count, blocks.count)...] }
    /// Set for an item that is a release of a changelog (kind `release`).
    public var release: Release?

    public init(source: SourceLocation, title: String, slug: String) {
        self.source = source
        self.title = title
        self.slug = slug
    }

    /// Folding card when the body has a marker or `fold:` asks for one.
    public var isFoldingCard: Bool { headBlocks != nil || fold != nil }

    public func location(of key: String) -> SourceLocation { locations[key] ?? source }
}

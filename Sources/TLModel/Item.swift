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
    /// The rendered body; `head`/`rest` are set when a `<!--more-->` marker splits it.
    public var html: String = ""
    public var head: String?
    public var rest: String?
    /// The blocks of `rest`, laid out over a folding card's folds.
    public var restBlocks: [String] = []
    /// Set for an item that is a release of a changelog (kind `release`).
    public var release: Release?

    public init(source: SourceLocation, title: String, slug: String) {
        self.source = source
        self.title = title
        self.slug = slug
    }

    /// Folding card when the body has a marker or `fold:` asks for one.
    public var isFoldingCard: Bool { head != nil || fold != nil }

    public func location(of key: String) -> SourceLocation { locations[key] ?? source }
}

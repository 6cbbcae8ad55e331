import Foundation
import TLCore

package struct PollOption: Sendable, Equatable {
    package var text: String
    package var votes: Int
    package init(text: String, votes: Int) { self.text = text; self.votes = votes }
}

/// The `fold:` settings of a folding card; nil fields fall back to the theme.
package struct FoldSettings: Sendable, Equatable {
    package var folds: Int?
    package var durations: [Double]?
    package var open: Bool = false
    package init() {}
}

/// One Markdown file of `content/`, read and checked.
///
/// A value that copies as a reference: its fields live in one shared box,
/// copied only when a copy is changed. The layout's lists, cells, caches
/// and page jobs each hold items, and copying one field by field took a
/// quarter of an update's time in `tlsite serve`. Each field below reads
/// from the box and writes through `fields`.
package struct Item: Sendable {
    /// What an item holds: where it goes, and what it shows there.
    package struct Fields: Sendable, Equatable {
        // Where the item goes: what laying out the site reads (its place in
        // the timeline, its lanes, the lists, folders and pages it is on).
        /// The file, relative to the site (for messages).
        package var source: SourceLocation
        /// Where each front-matter key was written, for messages found later (duplicate slugs, missing images).
        package var locations = KeyLocations()
        package var date: Date?
        package var slug: String
        /// The folder below `content/` ("" at the top), "/"-separated.
        package var folder: String = ""
        package var image: String?
        /// The images of the body written from the site's root (`/pics/a.png`),
        /// with where: one found in static/ that is gone by the copy is an error.
        package var bodyImages: [BodyImage] = []
        package var leftType: LineType?
        package var rightType: LineType?
        /// Lanes the item marks, from `lane:`/`lanes:`; types are derived from these.
        package var lanes: Set<Lane> = []
        package var kind: String = "text"
        package var people: [String] = []
        package var tags: [String] = []
        /// The values of the site's own taxonomies (`category: [field-trip]`), by key.
        package var terms: [String: [String]] = [:]
        package var draft = false
        /// Set for an item that is a release of a changelog (kind `release`).
        package var release: Release?
        /// The old addresses of the item's page (`aliases:`), each of which
        /// gets a page that redirects to it.
        package var aliases: [Alias] = []
        /// What the item shows wherever it goes.
        package var shown: Shown

        init(source: SourceLocation, title: String, slug: String) {
            self.source = source
            self.slug = slug
            shown = Shown(title: title)
        }
    }

    /// What an item shows on the pages it is on. Laying out reads none of
    /// it, so an edit of these fields alone keeps the site's layout
    /// (`tlsite serve` puts the item into the last one; LayoutPatch.swift).
    /// A field goes here only if the layout stage never reads it.
    package struct Shown: Sendable, Equatable {
        package var title: String
        /// The date as the user wrote it carried a time of day.
        package var hasTime = false
        package var imageAlt: String?
        package var link: String?
        package var style = StylePatch()
        package var fold: FoldSettings?
        package var options: [PollOption] = []
        package var answer: String?
        /// The rendered body, one string per top-level block (`Body`: in
        /// memory, or in a whole build's `BodyStore`). Kept once: the whole
        /// body, its head and its rest are joined from it when asked for.
        package var body = Body()
        /// How many blocks stand before the `<!--more-->` marker (or make a
        /// folding card's face); nil when the body is not split.
        package var headBlocks: Int?
        /// The language of the item's words when it is not its page's: an
        /// item of the site's first language shown on another's pages
        /// (`languages.fallback`); nil otherwise.
        package var language: String?
    }

    // Inlinable, with the box's exclusivity checks off (a shared box is
    // only read; a write first makes the box its own): a field read from
    // another module is then one load, not a call that copied `Fields`.
    @usableFromInline final class Box: @unchecked Sendable {
        @usableFromInline @exclusivity(unchecked) var fields: Fields
        @usableFromInline init(_ fields: Fields) { self.fields = fields }
    }

    @usableFromInline var box: Box

    /// The same for two items that share their fields (copies of one item
    /// that neither changed): a list whose cells show changed items (a
    /// change type's page) is told apart from the others by it.
    @inlinable package var storageID: ObjectIdentifier { ObjectIdentifier(box) }

    /// Every field at once; changing it copies the box first when it is shared.
    @inlinable package var fields: Fields {
        get { box.fields }
        _modify {
            if !isKnownUniquelyReferenced(&box) { box = Box(box.fields) }
            yield &box.fields
        }
    }

    package init(source: SourceLocation, title: String, slug: String) {
        box = Box(Fields(source: source, title: title, slug: slug))
    }

    @inlinable package var source: SourceLocation { get { box.fields.source } _modify { yield &fields.source } }
    @inlinable package var locations: KeyLocations { get { box.fields.locations } _modify { yield &fields.locations } }
    @inlinable package var title: String { get { box.fields.shown.title } _modify { yield &fields.shown.title } }
    @inlinable package var date: Date? { get { box.fields.date } _modify { yield &fields.date } }
    @inlinable package var hasTime: Bool { get { box.fields.shown.hasTime } _modify { yield &fields.shown.hasTime } }
    @inlinable package var slug: String { get { box.fields.slug } _modify { yield &fields.slug } }
    @inlinable package var folder: String { get { box.fields.folder } _modify { yield &fields.folder } }
    @inlinable package var image: String? { get { box.fields.image } _modify { yield &fields.image } }
    @inlinable package var imageAlt: String? { get { box.fields.shown.imageAlt } _modify { yield &fields.shown.imageAlt } }
    @inlinable package var bodyImages: [BodyImage] { get { box.fields.bodyImages } _modify { yield &fields.bodyImages } }
    @inlinable package var leftType: LineType? { get { box.fields.leftType } _modify { yield &fields.leftType } }
    @inlinable package var rightType: LineType? { get { box.fields.rightType } _modify { yield &fields.rightType } }
    @inlinable package var lanes: Set<Lane> { get { box.fields.lanes } _modify { yield &fields.lanes } }
    @inlinable package var kind: String { get { box.fields.kind } _modify { yield &fields.kind } }
    @inlinable package var people: [String] { get { box.fields.people } _modify { yield &fields.people } }
    @inlinable package var tags: [String] { get { box.fields.tags } _modify { yield &fields.tags } }
    @inlinable package var terms: [String: [String]] { get { box.fields.terms } _modify { yield &fields.terms } }
    @inlinable package var draft: Bool { get { box.fields.draft } _modify { yield &fields.draft } }
    @inlinable package var link: String? { get { box.fields.shown.link } _modify { yield &fields.shown.link } }
    @inlinable package var style: StylePatch { get { box.fields.shown.style } _modify { yield &fields.shown.style } }
    @inlinable package var fold: FoldSettings? { get { box.fields.shown.fold } _modify { yield &fields.shown.fold } }
    @inlinable package var options: [PollOption] { get { box.fields.shown.options } _modify { yield &fields.shown.options } }
    @inlinable package var answer: String? { get { box.fields.shown.answer } _modify { yield &fields.shown.answer } }
    /// The body's blocks; read from its store each time when it is stored
    /// (`parts` reads them once).
    @inlinable package var blocks: [String] { get { box.fields.shown.body.blocks } set { fields.shown.body = Body(newValue) } }
    /// Whether the body holds an `<img src="` tag (without reading it).
    @inlinable package var hasImageTags: Bool { box.fields.shown.body.hasImageTags }
    @inlinable package var loadsLazily: Bool { box.fields.shown.body.loadsLazily }
    @inlinable package var headBlocks: Int? { get { box.fields.shown.headBlocks } _modify { yield &fields.shown.headBlocks } }
    @inlinable package var language: String? { get { box.fields.shown.language } _modify { yield &fields.shown.language } }
    @inlinable package var release: Release? { get { box.fields.release } _modify { yield &fields.release } }
    @inlinable package var aliases: [Alias] { get { box.fields.aliases } _modify { yield &fields.aliases } }

    /// The rendered body.
    package var html: String { parts.html }
    /// What stands before the marker, when the body is split.
    package var head: String? { parts.head }
    /// What follows the marker, when the body is split.
    package var rest: String? { parts.rest }
    /// The blocks of `rest`, laid out over a folding card's folds.
    package var restBlocks: ArraySlice<String> { parts.restBlocks }
    /// The body's blocks, read once, with its parts.
    package var parts: BodyParts { BodyParts(blocks: blocks, headBlocks: headBlocks) }

    /// Whether the body is in a `BodyStore` (read back when shown).
    package var isBodyStored: Bool { box.fields.shown.body.isStored }

    /// Moves the body into `store`, in place: every copy of this item that
    /// shares its storage has it there too (its blocks read the same). For
    /// a whole build, as each item is read (`Build.readContent`, `Build.keepAside`).
    package func keepBody(in store: BodyStore) {
        guard !box.fields.shown.body.isStored else { return }
        box.fields.shown.body = store.keep(box.fields.shown.body)
    }

    /// Forgets where each front-matter key but `keeping` was written, in
    /// place (for every copy): `location(of:)` then says the file. For a
    /// whole build once every check that names those keys has run.
    package func forgetKeyLocations(keeping kept: String) {
        let locations = box.fields.locations
        guard locations.count > (locations[kept] == nil ? 0 : 1) else { return }
        box.fields.locations = locations[kept].map { [kept: $0] } ?? [:]
    }

    /// Folding card when the body has a marker or `fold:` asks for one.
    package var isFoldingCard: Bool { headBlocks != nil || fold != nil }

    package func location(of key: String) -> SourceLocation { locations[key] ?? source }
}

extension Item: Equatable {
    /// Every field equal (one comparison when both share their storage).
    package static func == (a: Item, b: Item) -> Bool { a.box === b.box || a.box.fields == b.box.fields }

    /// The same stored value: a copy of one item, not merely an equal one.
    @inlinable package func isCopy(of other: Item) -> Bool { box === other.box }

    /// Every field equal but what the item shows (`Shown`: its title,
    /// body, style...): an edit that leaves the site's layout as it was.
    /// Every other field counts, a field added later too.
    package func differsOnlyInWhatItShows(from other: Item) -> Bool {
        var fields = box.fields
        fields.shown = other.box.fields.shown
        return fields == other.box.fields
    }

    /// What an edit from `other` to this item changed of where it goes,
    /// when it is one a site's last layout can take (LayoutPatch.swift);
    /// nil when any other field changed, a field added later too.
    package func placementChange(from other: Item) -> PlacementChange? {
        var fields = box.fields
        let old = other.box.fields
        fields.shown = old.shown
        fields.tags = old.tags
        fields.terms = old.terms
        fields.locations = old.locations
        guard fields == old else { return nil }
        return PlacementChange(terms: box.fields.tags != old.tags || box.fields.terms != old.terms,
                               locations: box.fields.locations != old.locations)
    }
}

/// What an edit changed of an item's place besides what it shows: its
/// tags or taxonomy values (the term lists it is on), and where its
/// front-matter keys are written (a line added above them).
package struct PlacementChange: Sendable, Equatable {
    package var terms: Bool
    package var locations: Bool

    package init(terms: Bool, locations: Bool) {
        self.terms = terms
        self.locations = locations
    }
}

/// An item's body read once: its blocks, with the whole, the head and the
/// rest joined from them.
package struct BodyParts: Sendable {
    package var blocks: [String]
    package var headBlocks: Int?

    package var html: String { blocks.joined() }
    package var head: String? { headBlocks.map { blocks[..<min($0, blocks.count)].joined() } }
    package var rest: String? { headBlocks.map { blocks[min($0, blocks.count)...].joined() } }
    package var restBlocks: ArraySlice<String> { blocks[min(headBlocks ?? blocks.count, blocks.count)...] }
}

/// An image of an item's body, by its address as written, and where it is.
package struct BodyImage: Sendable, Equatable {
    package var src: String
    package var location: SourceLocation

    package init(src: String, location: SourceLocation) {
        self.src = src
        self.location = location
    }
}

/// An old address of an item's page (`aliases: [/old/path/]`), as a page
/// path from the site's root (percent-encoded, `old/path/` or
/// `old/page.html`), and where it was written.
package struct Alias: Sendable, Equatable {
    package var path: String
    package var location: SourceLocation

    package init(path: String, location: SourceLocation) {
        self.path = path
        self.location = location
    }
}

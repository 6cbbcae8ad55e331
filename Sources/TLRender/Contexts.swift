import Foundation
import Mustache
import TLCore
import TLModel

/// The site-wide facts every page template sees as `site`.
package struct SiteInfo: Sendable {
    package var config: SiteConfig
    package var stylesheet: String
    /// The pages' script, relative to the site root ("" when there is none).
    package var script = ""
    package var generator: String
    /// The theme's resolved style: what an item overrides with `style:`.
    package var style: TimelineStyle
    /// data/people.yml, by id.
    package var people: [String: Person]
    /// The change types of the site's releases, each with the number of
    /// entries, in the order of `ChangeKind.known` then as first met.
    package var changeKinds: [(kind: String, title: String, count: Int)] = []
    /// Which index pages the site has (`tags/`, `kind/`, `people/`): each
    /// is written when it lists something.
    package var hasTagIndex = false
    package var hasKindIndex = false
    package var hasPeopleIndex = false
    /// Whether cells link their tags and people to their pages: not on a
    /// site whose `taxonomies:` leaves `tags` or `people` out.
    package var linksTags = true
    package var linksPeople = true
    /// The "+N" bands are made for the size avatars have in both color schemes (a theme's
    /// `dark:` part sets no other `clusterStyle.size` or `spacing`).
    package var clusterBandsFitAll = true
    /// The other index pages (an archive's, a taxonomy's), in the header after those.
    package var moreIndexes: [(path: String, title: String)] = []
    /// The interface strings in the site's language.
    package var catalogue = Catalogue(language: "en") {
        didSet { plusCountedByCSS = catalogue.form("cell.more") == "+{count}" }
    }
    /// The language words a cluster's "+N" as `+{count}`, which the stylesheet draws from a
    /// counter of the avatars a band hides (tlsite.css, `tl-more`): decided once, not per cluster.
    package private(set) var plusCountedByCSS = false

    package init(config: SiteConfig, stylesheet: String, generator: String, style: TimelineStyle, people: [String: Person] = [:]) {
        self.people = people
        self.config = config
        self.stylesheet = stylesheet
        self.generator = generator
        self.style = style
    }

    /// An absolute URL for a root-relative path, when `baseURL` is set.
    package func permalink(_ path: String) -> String? {
        config.baseURL.map { $0 + path }
    }

    /// A feed's address: feeds are written only with a `baseURL`.
    private func feedURL(_ file: String, enabled: Bool) -> MustacheValue {
        enabled ? permalink(file).map(MustacheValue.string) ?? .null : .null
    }

    package var value: MustacheValue {
        let lanes = config.timeline.lanes
        return .object([
            "title": .string(config.title),
            "description": config.description.map(MustacheValue.string) ?? .null,
            "baseURL": config.baseURL.map(MustacheValue.string) ?? .null,
            "language": .string(config.language),
            "direction": .string(config.isRightToLeft ? "rtl" : "ltr"),
            "isRightToLeft": .bool(config.isRightToLeft),
            "stylesheet": .string(stylesheet),
            // From a language's pages to the files every language shares ("" or "../").
            "sharedRoot": .string(config.sharedRoot),
            "script": .string(script),
            "generator": .string(generator),
            // assets/tlsite.js names its light/dark toggle in English unless the header says otherwise.
            "schemeLabels": .bool(catalogue.form("page.scheme.light") != "Light mode" || catalogue.form("page.scheme.dark") != "Dark mode"),
            "feeds": .object([
                "atom": feedURL(Routes.atomFeed, enabled: config.atomFeed),
                "json": feedURL(Routes.jsonFeed, enabled: config.jsonFeed),
            ]),
            "hasLanes": .bool(!lanes.isEmpty),
            "hasTags": .bool(hasTagIndex),
            "hasKinds": .bool(hasKindIndex),
            "hasPeople": .bool(hasPeopleIndex),
            "moreIndexes": .array(moreIndexes.map { .object(["path": .string($0.path), "title": .string($0.title)]) }),
            "loadMore": .bool(config.timeline.loadMore),
            "hasChangeKinds": .bool(!changeKinds.isEmpty),
            "changeKinds": .array(changeKinds.map { change in
                .object(["kind": .string(change.kind), "title": .string(change.title), "count": .int(change.count),
                         "path": .string(Routes.kind(change.kind))])
            }),
            "lanes": .object([
                "left": lanes[.left].map(MustacheValue.string) ?? .null,
                "right": lanes[.right].map(MustacheValue.string) ?? .null,
            ]),
        ])
    }
}

/// What a template sees of one item (`item`, and each element of `items`).
///
/// Contexts are made for each page anew rather than kept for the whole
/// build: keeping one per item cost more memory than making them costs time.
package enum ItemContext {
    /// `imageURL` is the image's address relative to the site root (or a full
    /// URL); `root` leads from the page being rendered to the site root ("../").
    /// `widget` names the template that renders the item's kind ("widgets/poll");
    /// a `compact` item (on tag, kind and folder pages) is given its kind's
    /// compact template there (`widgets/poll.summary.html`) and has no fold
    /// layout. `readMore` asks for a link to the item's page below it.
    package static func make(_ cell: Cell, site: SiteInfo, imageURL: String?, root: String, dates: DateFormatting,
                            widget: String = "widgets/text", compact: Bool = false, readMore: Bool = false,
                            place: Place = Place(), tagLinks: TagLinks? = nil, clusters: Clusters? = nil,
                            imageInfo: ResponsiveImage? = nil) -> MustacheValue {
        let item = cell.item
        let path = Routes.item(item.slug)
        func located(_ url: String) -> String { URLScheme.isAbsolute(url) ? url : root + url }
        // Read once: a whole build's bodies are in a file (`BodyStore`).
        let body = item.parts
        let head = body.head
        var object: [MustacheKey: MustacheValue] = [
            "title": .string(item.title),
            "slug": .string(item.slug),
            "url": .string(path),
            "href": .string(item.link.map(located) ?? (root + path)),
            "permalink": site.permalink(path).map(MustacheValue.string) ?? .null,
            "kind": .string(item.kind),
            "kindIs": .object([MustacheKey(item.kind): .bool(true)]),
            "widget": .string(widget),
            "compact": .bool(compact),
            "readMore": .bool(readMore),
            "pageHref": .string(root + path),
            "isOwnPage": .bool(place.isOwnPage),

            "draft": .bool(item.draft),
            "hasMore": .bool(head != nil),
            "isFoldingCard": .bool(item.isFoldingCard),
            "style": style(item),
            // A site without tag pages (`taxonomies:` without `tags`) links no tags.
            "hasTags": .bool(site.linksTags && !item.tags.isEmpty),
            "tags": site.linksTags ? tagLinks?.links(item, root: root) ?? TagLinks.make(item, root: root) : .array([]),
            "hasPeople": .bool(!item.people.isEmpty),
            "date": item.date.map { dates.value($0, hasTime: item.hasTime) } ?? .null,
            "link": item.link.map { .string(located($0)) } ?? .null,
            // An item in another language than its page's (`languages.fallback`): its `lang`, and its `dir` when that differs.
            "language": item.language.map(MustacheValue.string) ?? .null,
            "direction": item.language.flatMap { language in
                let isRightToLeft = site.config.direction.isRightToLeft(language: language)
                return isRightToLeft == site.config.isRightToLeft ? nil : .string(isRightToLeft ? "rtl" : "ltr")
            } ?? .null,
        ]
        // Body images are lazy (`ResponsiveImage.rewriteImages`) but on the first screen.
        let eager = place.isFirstScreen
        func shown(_ html: String) -> String { eager ? ResponsiveImage.eager(html) : html }
        object.merge(placed(cell, place)) { _, new in new }
        object["content"] = .string(shown(body.html))
        object["head"] = head.map { MustacheValue.string(shown($0)) } ?? .null
        let alt = item.imageAlt ?? ""
        object["image"] = imageURL.map { image(located($0), alt: alt, info: imageInfo, lazy: !place.isFirstScreen) } ?? .null
        object["release"] = item.release.map { release($0, site.catalogue) } ?? .null
        object["package"] = package(item, root: root)
        let style = item.isFoldingCard || !item.people.isEmpty ? item.style.applied(to: site.style) : site.style
        if !compact {
            object["rest"] = body.rest.map { MustacheValue.string(shown($0)) } ?? .null
            object["fold"] = item.isFoldingCard ? fold(FoldLayout(item: item, style: style.foldStyle, rest: body.restBlocks)) : .null
        }
        object["cluster"] = item.people.isEmpty ? .null
            : clusters?.cluster(item.people, site: site, style: style.clusterStyle, root: root)
            ?? cluster(item.people, site: site, style: style.clusterStyle, root: root)
        let total = item.options.reduce(0) { $0 + $1.votes }
        // A poll or quiz without options keeps its empty list (its margin), unlabelled: it names nothing.
        object["hasOptions"] = .bool(!item.options.isEmpty)
        object["options"] = .array(item.options.map { option in
            .object([
                "text": .string(option.text),
                "votes": .int(option.votes),
                // What `poll.votes` counts.
                "count": .int(option.votes),
                "percent": .int(total == 0 ? 0 : Int((Double(option.votes) * 100 / Double(total)).rounded())),
                "isAnswer": .bool(option.text == item.answer),
            ])
        })
        return .object(object)
    }

    /// `item.image`: its address from the page, and for a local image its
    /// size and variants (`srcset` of its own format, `webp` of WebP's).
    private static func image(_ src: String, alt: String, info: ResponsiveImage?, lazy: Bool) -> MustacheValue {
        .object([
            "src": .string(src),
            "alt": .string(alt),
            "width": info.map { MustacheValue.int($0.width) } ?? .null,
            "height": info.map { MustacheValue.int($0.height) } ?? .null,
            "srcset": info?.srcset(src).map(MustacheValue.string) ?? .null,
            "webp": info?.webpSrcset(src).map(MustacheValue.string) ?? .null,
            "lazy": .bool(lazy),
        ])
    }

    /// What the release widget shows besides the entries: badges and the compare link.
    private static func release(_ release: Release, _ catalogue: Catalogue) -> MustacheValue {
        .object([
            "version": release.version.map(MustacheValue.string) ?? .null,
            "isUnreleased": .bool(release.isUnreleased),
            "isYanked": .bool(release.isYanked),
            // No entries, one link in its notes: shown as that link (partials/release-pointer.html).
            "isPointer": .bool(release.isPointer),
            "hasBreakingChanges": .bool(release.hasBreakingChanges),
            "link": release.link.map(MustacheValue.string) ?? .null,
            "linkLabel": release.link.map { .string(ReleaseHTML.linkLabel($0, catalogue)) } ?? .null,
            "isCompareLink": .bool(release.link.map(ReleaseHTML.isCompareLink) ?? false),
            "entryCount": .int(release.entryCount),
            "isLatest": .bool(release.isLatest),
            "upgrade": release.upgradeGuide.map { guide in
                .object(["path": .string(Routes.upgrade(guide.slug)), "title": .string(catalogue.text("upgrade.title", ["version": guide.version]))])
            } ?? .null,
            "isPrerelease": .bool(release.isPrerelease),
            "projectName": release.projectName.map(MustacheValue.string) ?? .null,
            "fullTitle": .string(release.fullTitle(catalogue)),
            "hasBadges": .bool(release.isYanked || release.hasBreakingChanges || release.link != nil || release.isLatest || release.isPrerelease
                               || release.package != nil || release.upgradeGuide != nil),
            "sections": .array(release.sections.map { section in
                .object(["kind": .string(section.kind), "title": .string(ReleaseHTML.title(of: section, catalogue)), "anchor": .string(section.anchor),
                         "count": .int(section.entries.count)])
            }),
        ])
    }

    private static func fold(_ layout: FoldLayout) -> MustacheValue {
        .object([
            "count": .int(layout.panels.count),
            "open": .bool(layout.startsOpen),
            "ownTimes": .bool(layout.hasOwnDurations),
            "openDuration": .string(formatNumber(layout.openTotal)),
            "closeDuration": .string(formatNumber(layout.closeTotal)),
            "panels": .array(layout.panels.enumerated().map { index, panel in
                .object([
                    "index": .int(index),
                    "html": .string(panel.html),
                    "isEmpty": .bool(panel.html.isEmpty),
                    "openDuration": .string(formatNumber(panel.openDuration)),
                    "openDelay": .string(formatNumber(panel.openDelay)),
                    "closeDuration": .string(formatNumber(panel.closeDuration)),
                    "closeDelay": .string(formatNumber(panel.closeDelay)),
                ])
            }),
        ])
    }

    /// The avatar cluster: every person, and for each width band where they
    /// do not all fit, the "+N" that takes the last visible slot.
    static func cluster(_ ids: [String], site: SiteInfo, style: ClusterStyle, root: String) -> MustacheValue {
        let people = ids.map { site.people[$0] ?? Person(id: $0, name: $0) }
        let catalogue = site.catalogue
        let names = people.map(\.name)
        let drawn = people.prefix(Cluster.maxSlots)
        let badges = min(people.count - 1, Cluster.maxSlots)
        // The stylesheet colours avatars by position for the theme's number of colours
        // (ThemeCSS.clusterColorRules); an item's own list of another length names each colour.
        let colorsByPlace = style.colors.count == site.style.clusterStyle.colors.count
        // The bands' size and spacing fit the band's slots whatever the number of people; another
        // size shrinks to fit min(slots, people), which needs the count (tlsite.css, .tl-cluster > ul).
        let ownSize = !site.clusterBandsFitAll || style.size != site.style.clusterStyle.size || style.spacing != site.style.clusterStyle.spacing
        return .object([
            "count": .int(people.count),
            "ownSize": .bool(ownSize),
            "names": .string(ListFormat.join(names, catalogue)),
            "alignment": .string(style.alignment.rawValue),
            "startFrom": .string(style.startFrom.rawValue),
            // The defaults need no class: the built-in partial writes only the other modifiers.
            "alignsLeft": .bool(style.alignment == .left),
            "startsLeft": .bool(style.startFrom == .left),
            "people": .array(drawn.enumerated().map { index, person in
                .object([
                    "name": .string(person.name),
                    "initials": .string(person.initials),
                    "href": person.url.map { .string(URLScheme.isAbsolute($0) ? $0 : root + $0) } ?? .null,
                    "page": !site.linksPeople || slugify(person.id).isEmpty ? .null : .string(root + Routes.person(person.id)),
                    "image": person.image.map { .string(URLScheme.isAbsolute($0) ? $0 : root + $0) } ?? .null,
                    "color": .int(Cluster.colorIndex(index, colors: style.colors.count)),
                    "colorStyle": colorsByPlace ? .null
                        : .string("--tl-avatar-bg: var(--tl-cluster-color-\(Cluster.colorIndex(index, colors: style.colors.count)))"),
                    "index": .int(index),
                ])
            }),
            "hasMore": .bool(badges >= 1),
            // The stylesheet writes "+N" itself (a counter of the avatars a band hides) when the
            // language says "+N" and every person is drawn; `more` holds each band's badge.
            "countsMore": .bool(site.plusCountedByCSS && people.count <= Cluster.maxSlots),
            "more": .array(badges < 1 ? [] : (1...badges).map { slots in
                .object([
                    "slots": .int(slots),
                    "count": .int(people.count - slots + 1),
                    "names": .string(ListFormat.join(Cluster.names(names[(slots - 1)...]) { catalogue.plural("list.more", count: $0) }, catalogue)),
                ])
            }),
        ])
    }

    /// What the built-in `partials/cell.html` reads of its item around the
    /// bubble (`partials/bubble.html`), besides `placed`: its slug, inline
    /// style and package. A list's card whose bubble another page rendered
    /// is given these alone (`RenderPlan.listingContext`).
    package static func shell(_ item: Item, root: String) -> [MustacheKey: MustacheValue] {
        ["slug": .string(item.slug), "style": style(item), "package": package(item, root: root)]
    }

    private static func style(_ item: Item) -> MustacheValue { .string(ThemeCSS.inlineStyle(item.style)) }

    /// A monorepo's release: its package, for the lanes and the package filter.
    private static func package(_ item: Item, root: String) -> MustacheValue {
        item.release?.package.map {
            .object(["name": .string($0), "slug": .string(Release.packageSlug($0)), "href": .string(root + Routes.package(slug: Release.packageSlug($0)))])
        } ?? .null
    }

    /// The fields of an item that depend on where its cell stands in its
    /// list: its position and its lanes.
    package static func placed(_ cell: Cell, _ place: Place) -> [MustacheKey: MustacheValue] {
        ["index": .int(cell.index), "left": lane(cell.left, alone: place.aloneLeft), "right": lane(cell.right, alone: place.aloneRight)]
    }

    /// One value for each lane type, alone or not, made once and shared
    /// (its dictionary's storage too) by every card that shows it, and by
    /// the card cache's outputs, which keep the lanes they read.
    private static func lane(_ type: LineType, alone: Bool) -> MustacheValue {
        alone ? aloneLanes[type]! : lanes[type]!
    }

    private static let lanes = laneValues(alone: false), aloneLanes = laneValues(alone: true)

    private static func laneValues(alone: Bool) -> [LineType: MustacheValue] {
        Dictionary(uniqueKeysWithValues: LineType.allCases.map { type in
            (type, .object(["type": .string(type.rawValue), "isDrawn": .bool(type != .none), "isAlone": .bool(alone && type != .none)]))
        })
    }

}

/// Avatar clusters rendered once for each group of people, cluster style
/// and page depth, and shared by every page that shows them: an item with
/// people is on its own page, the home pages and each of its tag, kind,
/// folder and person pages, and other items name the same people.
///
/// What is kept is the HTML of `partials/cluster` (`html`, a `PartialCache`
/// the renderer fills), not the cluster's template value: kept values were
/// 40 % of the heap of a 10,000-item build. A cluster value carries its
/// identity (`keyField`); once its HTML is kept, and when no template of
/// the site or theme but `partials/cluster.html` reads a cluster (`lean`),
/// the value is that identity alone.
///
/// Lives as long as the plan: a patched plan of `tlsite serve` keeps it, as
/// only items' own fields changed, and an item's own cluster style is in
/// the identity.
package final class Clusters: @unchecked Sendable {
    /// The field of a cluster value that names it for `html`.
    package static let keyField: MustacheKey = "\u{0}cluster"
    /// What `ItemContext.cluster` reads of the style, with the people in order and the page's depth.
    private struct Key: Hashable {
        var people: [String]
        var alignment: ClusterAlignment
        var startFrom: Lane
        var colors: Int
        var size: Double
        var spacing: Double
        var root: String
    }
    private let lock = NSLock()
    private var identities: [Key: MustacheValue] = [:]
    /// The rendered clusters, shared by every render of the plan.
    package let html: PartialCache
    private let lean: Bool

    /// `stableNames` and `stablePaths` are what a cluster may read below its
    /// value and still be the same wherever it is shown (the site, the catalogue).
    package init(stableNames: Set<MustacheKey>, stablePaths: [[MustacheKey]], lean: Bool, byteBudget: Int = 16 << 20) {
        html = PartialCache(partials: ["partials/cluster"], keyField: Self.keyField, varying: [], stableNames: stableNames,
                            stablePaths: stablePaths, uses: nil, byteBudget: byteBudget)
        self.lean = lean
    }

    /// The `cluster` value of an item naming `people`.
    package func cluster(_ people: [String], site: SiteInfo, style: ClusterStyle, root: String) -> MustacheValue {
        let key = Key(people: people, alignment: style.alignment, startFrom: style.startFrom, colors: style.colors.count,
                      size: style.size, spacing: style.spacing, root: root)
        let identity: MustacheValue = lock.withLock {
            if let known = identities[key] { return known }
            let made = MustacheValue.string(String(identities.count, radix: 36))
            identities[key] = made
            return made
        }
        if lean, html.holds(identity) { return .object([Self.keyField: identity]) }
        guard case .object(var fields) = ItemContext.cluster(people, site: site, style: style, root: root) else { return .null }
        fields[Self.keyField] = identity
        return .object(fields)
    }
}

enum ListFormat {
    /// "Ada, Brian and Chen", in the catalogue's words (`list.separator`, `list.and`).
    static func join(_ names: [String], _ catalogue: Catalogue) -> String {
        guard names.count > 1 else { return names.first ?? "" }
        return catalogue.text("list.and", ["list": names.dropLast().joined(separator: catalogue.text("list.separator")), "last": names.last!])
    }
}

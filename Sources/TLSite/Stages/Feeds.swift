import Foundation
import Mustache
import TLContent
import TLCore
import TLModel
import TLRender

extension Build {
    // MARK: Stage: feeds

    /// Writes `feed.xml` (Atom, from the `feed.xml` template) and `feed.json`
    /// (JSON Feed) of the newest dated items. Feeds need absolute URLs, so a
    /// site without `baseURL` gets none, with a warning if tlsite.yml asked
    /// for them.
    func writeFeeds(_ layout: SiteLayout, _ theme: LoadedTheme, _ templates: Templates, _ output: Output,
                    _ diagnostics: Diagnostics) throws {
        let config = layout.config
        guard config.atomFeed || config.jsonFeed else { return }
        var info = SiteInfo(config: config, stylesheet: "", generator: "tlsite \(tlsiteVersion)", style: theme.style,
                            people: layout.people)
        info.catalogue = layout.catalogue
        // Undated releases are dated for the feeds (`feedDated`), never left out.
        let items = Build.feedDated(layout.items)
        guard let feed = Feed.make(items, site: info, imageURL: layout.imageURL, now: options.now) else {
            if let location = config.locations["feeds"] {
                diagnostics.report(.warning(location, "no feeds are written without a 'baseURL' with a host: feeds need absolute addresses; "
                                            + "set 'baseURL: https://example.org/' (or --base-url), or turn them off with 'feeds: { atom: false, json: false }'"))
            }
            return
        }
        let writer = FeedWriter(info: info, hash: AssetHashes(site: site, io: io, theme: theme, readsStatic: source.readsSiteFolder).hash,
                                templates: templates, output: output, imageURL: layout.imageURL, now: options.now,
                                folder: config.languagePath)
        try writer.write(feed, at: "")
        // A changelog's change types and breaking changes: kind/TYPE/feed.xml, upgrade/feed.xml.
        for (folder, title, members) in try Build.changeFeeds(layout, items) {
            try writer.write(members, at: folder, title: layout.catalogue.text("feed.typeTitle", ["title": config.title, "type": title]))
        }
        // A monorepo: each package's releases, at package/NAME/feed.xml and feed.json.
        for package in layout.packages {
            try writer.write(items.filter { $0.release?.package == package.name }, at: Routes.package(slug: package.slug),
                             title: layout.catalogue.text("feed.packageTitle", ["title": config.title, "package": package.name]))
        }
    }
}

/// Writes a site's feeds: the whole site's, and those of a folder
/// (`kind/added/`, `package/core/`) with a title of their own.
private struct FeedWriter {
    let info: SiteInfo
    /// What the Atom template sees besides the feed: the site (without a
    /// stylesheet or a script, which a feed does not link) and the helpers.
    let atomBase: [MustacheKey: MustacheValue]
    let templates: Templates
    let output: Output
    let imageURL: [String: String]
    let now: Date
    /// The language's folder ("" for the first language): where its feeds go.
    let folder: String

    init(info: SiteInfo, hash: @escaping @Sendable (String) -> String?, templates: Templates, output: Output,
         imageURL: [String: String], now: Date, folder: String) {
        self.folder = folder
        self.info = info
        var base = Helpers.values(root: "", site: info, hash: hash)
        if case .object(var fields) = info.value {
            fields["stylesheet"] = nil
            fields["script"] = nil
            base["site"] = .object(fields)
        }
        atomBase = base
        self.templates = templates
        self.output = output
        self.imageURL = imageURL
        self.now = now
    }

    /// The feed of `items` in `folder`, titled `title`; none when none is dated.
    func write(_ items: [Item], at folder: String, title: String) throws {
        guard var feed = Feed.make(items, site: info, imageURL: imageURL, now: now) else { return }
        feed.title = title
        feed.homeURL += folder
        feed.atomURL = feed.homeURL + Routes.atomFeed
        feed.jsonURL = feed.homeURL + Routes.jsonFeed
        try write(feed, at: folder)
    }

    func write(_ feed: Feed, at folder: String) throws {
        if info.config.atomFeed {
            try output.write(self.folder + folder + Routes.atomFeed, templates.render("feed.xml", .object(atomBase.merging(feed.atomContext) { _, new in new })))
        }
        if info.config.jsonFeed {
            try output.write(self.folder + folder + Routes.jsonFeed, try feed.jsonData())
        }
    }
}

extension Build {
    /// The feeds of a changelog's changes, beside the site's: one per change
    /// type (`kind/TYPE/`: each release with that type, holding only those
    /// entries) and one of breaking changes (`upgrade/`: each release with
    /// breaking entries, holding only those). Each with its folder, its
    /// type's title and its releases, cut to what it shows.
    static func changeFeeds(_ layout: SiteLayout, _ items: [Item]) throws -> [(folder: String, title: String, items: [Item])] {
        let catalogue = layout.catalogue
        guard let markup = layout.releaseMarkup else { return [] }
        var feeds: [(String, String, [Item])] = try layout.changeKinds.map { change in
            let members = try items.compactMap { item -> Item? in
                guard let release = item.release, release.sections.contains(where: { $0.kind == change.kind && !$0.entries.isEmpty }) else { return nil }
                return try ReleaseHTML.body(item, markup, catalogue, only: change.kind, foldAfter: ChangelogReader.foldAfter)
            }
            return (Routes.kind(change.kind), change.title, members)
        }
        let breaking = try items.compactMap { item -> Item? in
            guard var release = item.release, release.hasBreakingChanges else { return nil }
            release.notes = []
            release.sections = release.sections.compactMap { section in
                var section = section
                section.parts = section.parts.compactMap { part in
                    guard case .entries(let entries) = part else { return nil }
                    let kept = entries.filter(\.isBreaking)
                    return kept.isEmpty ? nil : .entries(kept)
                }
                return section.parts.isEmpty ? nil : section
            }
            var item = item
            item.release = release
            item.fold = nil
            return try ReleaseHTML.body(item, markup, catalogue, foldAfter: .max)
        }
        if !breaking.isEmpty { feeds.append((Routes.upgrades, catalogue.text("upgrade.breaking"), breaking)) }
        return feeds
    }

    /// The dates feeds give releases (feeds need one for every entry): a
    /// release's own date; else the date of the nearest dated release below
    /// it (older, in its file's order); else of the nearest above it. A file
    /// without any date (covector's) gives its releases a second each below
    /// the newest date of the site's releases (else from 1970-01-01T00:00:00Z
    /// up, one second a release), taking turns
    /// with the other undated files, newest first in each: the feed keeps
    /// every file's order, names every package, and is the same at every
    /// build of the same files. Unreleased has no place in a feed.
    static func feedDated(_ items: [Item]) -> [Item] {
        let releases = items.indices.filter { items[$0].release.map { !$0.isUnreleased } ?? false }
        guard releases.contains(where: { items[$0].date == nil }) else { return items }
        var items = items
        var files: [String: [Int]] = [:]
        var fileOrder: [String] = []
        for index in releases {
            let path = items[index].source.path
            if files[path] == nil { fileOrder.append(path) }
            files[path, default: []].append(index)
        }
        let base = releases.compactMap { items[$0].date }.max() ?? Date(timeIntervalSince1970: Double(releases.count))
        let undatedFiles = fileOrder.filter { path in files[path]!.allSatisfy { items[$0].date == nil } }
        for path in fileOrder {
            let members = files[path]!.sorted { items[$0].source.line < items[$1].source.line }
            let dates = members.map { items[$0].date }
            if let turn = undatedFiles.firstIndex(of: path) {
                for (rank, index) in members.enumerated() {
                    items[index].date = base.addingTimeInterval(-Double(1 + rank * undatedFiles.count + turn))
                }
                continue
            }
            for (place, index) in members.enumerated() where items[index].date == nil {
                let below = dates[(place + 1)...].lazy.compactMap { $0 }.first
                let above = dates[..<place].reversed().lazy.compactMap { $0 }.first
                items[index].date = below ?? above
            }
        }
        return items
    }
}

import Foundation
import TLCore
import TLFormats
import TLModel

/// Pages that moved since the last build in the same output folder. The
/// manifest of that build lists which file made each item's page
/// (`PageRecord`); a page whose address this build leaves empty (no page,
/// no alias, no file of static/ there) while its item is still published
/// at another address is a warning at the item, with the alias that keeps
/// the old address. Only a warning: a build never fails for it.
enum MovedPages {
    /// One item page of this build: its record, the item, and its language's folder.
    struct Page: Sendable {
        var record: PageRecord
        var item: Item
        /// "" for the first language, "fr/" for the others.
        var languagePath: String
    }

    /// The item pages of a build's languages, as the manifest records
    /// them, sorted by address (as its lines are). A changelog's release
    /// pages are left out (their addresses are their versions, and a
    /// release has no front matter to give an alias in), and so are the
    /// pages a language shows in the first one (`fallback`), which stand
    /// in for a translation and are no page of their own. `translations`
    /// holds the files of the translations.
    static func pages(_ layouts: [SiteLayout], translations: Set<String>) -> [Page] {
        var pages: [Page] = []
        for (index, layout) in layouts.enumerated() {
            let config = layout.config
            pages.reserveCapacity(pages.count + layout.items.count)
            for item in layout.items where item.release == nil && layout.cellBySlug[item.slug] != nil {
                if index > 0, !translations.contains(item.source.path) { continue }
                let record = PageRecord(route: config.languagePath + Routes.item(item.slug), file: item.source.path, language: config.language,
                                        title: fingerprint(item.title), text: item.blocks.first.map(fingerprint) ?? "")
                pages.append(Page(record: record, item: item, languagePath: config.languagePath))
            }
        }
        // Addresses are unique and hold no tab, so this is the order of the manifest's lines too.
        return pages.sorted { $0.record.route < $1.record.route }
    }

    /// The records of an update of `tlsite serve` that kept the last
    /// layout (every layout's `itemsReplaced` is set): the last build's
    /// (`last`, sorted by address) with the edited items' title and text
    /// made anew. No page moved: the pages are the last build's, at the
    /// same addresses, so `warnings` has nothing to find. Nil for a layout
    /// made afresh, whose records `pages` makes.
    static func patching(_ last: [PageRecord], _ layouts: [SiteLayout]) -> [PageRecord]? {
        guard !layouts.isEmpty, layouts.allSatisfy({ $0.itemsReplaced != nil }) else { return nil }
        var records = last
        for layout in layouts {
            for slug in layout.itemsReplaced! {
                guard let item = layout.cellBySlug[slug]?.item else { continue }
                let route = layout.config.languagePath + Routes.item(slug)
                // The first record at or after `route`: the records are sorted by address.
                var low = 0, high = records.count
                while low < high {
                    let middle = (low + high) / 2
                    if records[middle].route < route { low = middle + 1 } else { high = middle }
                }
                // An item with no record (a release, a page shown in place of a translation) has none now either.
                guard low < records.count, records[low].route == route else { continue }
                // Written only when it changed: a write copies the whole list (10,000 records) while it is the last build's too.
                let title = fingerprint(item.title), text = item.blocks.first.map(fingerprint) ?? ""
                if records[low].title != title { records[low].title = title }
                if records[low].text != text { records[low].text = text }
            }
        }
        return records
    }

    /// What tells a page's title or text again after a rename: `contentHash`
    /// of its first 256 bytes (for a text, of its first block: an edit
    /// further down leaves it as it was), read from the UTF-8 buffer when
    /// the string has one. Made for every item page of every build and
    /// update, so kept cheap.
    static func fingerprint(_ text: String) -> String {
        hex40(text.utf8.withContiguousStorageIfAvailable { fnv1a($0.prefix(256)) } ?? fnv1a(text.utf8.prefix(256)))
    }

    /// The warnings for the pages of the last build (`last`) whose address
    /// this build leaves empty (`taken` says which output files it has),
    /// while their item is published elsewhere: the same file at a new
    /// address (a new `slug:`, a file renamed in place... ), or a file the
    /// last build did not have, with the title or the text of one that is
    /// gone (`read` holds every item file this build read, published or
    /// not), so a file renamed or moved. An item whose file is gone with
    /// no such match was deleted, and a file still read that makes no page
    /// (a draft, a date to come) was unpublished: no warning for either.
    static func warnings(last: [PageRecord], now: [Page], taken: (String) -> Bool, read: Set<String>) -> [Diagnostic] {
        guard !last.isEmpty else { return [] }
        var byFile: [String: Page] = [:]
        for page in now { byFile[page.record.file] = page }
        var warnings: [(route: String, Diagnostic)] = []
        var gone: [PageRecord] = []
        for old in last where !taken(Build.file(Routes.file(old.route))) {
            if let page = byFile[old.file] {
                if page.record.route != old.route { warnings.append((old.route, warning(page, from: old, renamed: false))) }
            } else if !read.contains(old.file) {
                gone.append(old)
            }
        }
        if !gone.isEmpty {
            let lastFiles = Set(last.map(\.file))
            let fresh = now.filter { !lastFiles.contains($0.record.file) }
            var paired: Set<String> = []
            // The same text first (a title is often what a rename changes), then the same title.
            for key in [\PageRecord.text, \PageRecord.title] {
                let old = Dictionary(grouping: gone.filter { !$0[keyPath: key].isEmpty && !paired.contains($0.file) }) { $0.language + "\t" + $0[keyPath: key] }
                let new = Dictionary(grouping: fresh.filter { !$0.record[keyPath: key].isEmpty && !paired.contains($0.record.file) }) {
                    $0.record.language + "\t" + $0.record[keyPath: key]
                }
                for (match, olds) in old where olds.count == 1 {
                    guard let news = new[match], news.count == 1 else { continue }
                    paired.insert(olds[0].file)
                    paired.insert(news[0].record.file)
                    warnings.append((olds[0].route, warning(news[0], from: olds[0], renamed: true)))
                }
            }
        }
        return warnings.sorted { $0.route < $1.route }.map(\.1)
    }

    /// The warning for `page`, which was at `old.route`: at its `slug:`
    /// when its own file gives one and the file did not change, else at
    /// its file; the alias that keeps the old address spelled out.
    private static func warning(_ page: Page, from old: PageRecord, renamed: Bool) -> Diagnostic {
        let item = page.item
        let slug = item.locations["slug"].flatMap { $0.path == item.source.path ? $0 : nil }
        let location = !renamed ? slug ?? item.source : item.source
        let alias = "/" + decoded(old.route.hasPrefix(page.languagePath) ? String(old.route.dropFirst(page.languagePath.utf8.count)) : old.route)
        let written = alias.unicodeScalars.allSatisfy { !"[]{},:#&*!|>'\"%@`".unicodeScalars.contains($0) && $0.value > 0x20 }
            ? alias : YAMLText.quoted(alias)
        let fix = item.aliases.isEmpty ? "add \"aliases: [\(written)]\" to its front matter" : "add \(written) to its 'aliases'"
        let why = renamed ? " (made from \(old.file) then)" : ""
        let from = page.languagePath.isEmpty ? "" : " (in a translation, an alias is written from /\(decoded(page.languagePath)), as its slug is)"
        return .warning(location, "this item's page was at /\(decoded(old.route)) in the last build\(why) and is now at /\(decoded(page.record.route)), "
                        + "so its old address leads nowhere: \(fix) to send its readers on\(from)")
    }

    private static func decoded(_ route: String) -> String { route.removingPercentEncoding ?? route }
}

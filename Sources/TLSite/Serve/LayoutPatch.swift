import Foundation
import TLCore
import TLModel

/// What the last good build of `tlsite serve` read, laid out and planned:
/// the start of an update that changed only what some items show.
///
/// Laying out 10,000 items and planning their pages took most of an
/// update, yet an edit of an item's text or title moves nothing: the
/// layout is a function of where items go, not of what they show
/// (`Item.Shown`, `Item.differsOnlyInWhatItShows`), so the last layout
/// with the new items in place of the old is what laying out again would
/// make, and only the pages that show those items can change
/// (`RenderPlan.jobs(showing:)`). A `Session` hands this to the stages
/// only while nothing but item files changed since (no theme, template,
/// configuration or static file: its generation), and the stages use it
/// only when the items read are the last ones but for what they show.
struct LastLayout: Sendable {
    var content: Build.Content
    /// The moment the last build published items up to.
    var now: Date
    var plan: RenderPlan
    /// Every HTML page of the last render.
    var pages: Int
}

extension Build {
    /// The last layout with the new items that changed only in what they
    /// show; nil when anything else of the content changed, or an item
    /// crossed the moment the site publishes up to.
    func patchLayout(_ last: LastLayout, _ content: Content) -> SiteLayout? {
        let before = last.content
        guard content.items.count == before.items.count, content.folders == before.folders,
              content.people == before.people, content.changelog == before.changelog else { return nil }
        var edited: [String: (old: Item, new: Item)] = [:]
        var termsChanged = false
        for index in content.items.indices {
            let new = content.items[index], old = before.items[index]
            if new.isCopy(of: old) || new == old { continue }
            // An item the site's family lays out in copies of its own is laid out again (`PageHooks.patches`).
            guard last.plan.layout.hooks.patches(new), let change = new.placementChange(from: old) else { return nil }
            // A key written on another line: the last layout's and plan's messages name none of this file's keys.
            if change.locations, (last.plan.layout.messages + last.plan.messages).contains(where: { $0.location?.path == old.source.path }) {
                return nil
            }
            termsChanged = termsChanged || change.terms
            edited[old.slug] = (old, new)
        }
        // An item dated between the last build's moment and this one's comes
        // out (or, with a clock set back, goes).
        if !(options.future || last.plan.layout.hooks.publishesFuture), options.now != last.now {
            let (from, to) = (min(last.now, options.now), max(last.now, options.now))
            if content.items.contains(where: { $0.date.map { $0 > from && $0 <= to } ?? false }) { return nil }
        }
        guard var layout = last.plan.layout.replacingItems(edited) else { return nil }
        layout.versions = content.versions
        if termsChanged {
            guard layout.regroupTerms(edited: Array(edited.values)) else { return nil }
        }
        return layout
    }
}

extension SiteLayout {
    /// After an edit of some items' tags or taxonomy values: the lists of
    /// the values the edited items gave or give now made again from the
    /// items (`TermLists`), every other list as it was, in the order
    /// `layOut` makes them. Records in `termsRegrouped` which lists'
    /// pages may show something new. False when the site's index pages
    /// would change (its first tag, its last): every page's header links
    /// them, so only laying out again will do.
    mutating func regroupTerms(edited: [(old: Item, new: Item)]) -> Bool {
        let perPage = config.timeline.perPage
        func pages(_ listing: Listing) -> [String] { listing.pageFiles(perPage: perPage) }
        // A kind that had no list and has one now: its index page is new (and not made here).
        for kind in PageKind.kinds(config) {
            guard let terms = kind.terms, !listings.contains(where: { $0.kind == kind }) else { continue }
            if !terms.listings(edited.map(\.new)).isEmpty { return false }
        }
        let indexesBefore = IndexPage.pages(self).map(\.page.path)
        var changed: Set<String> = [], gone: Set<String> = [], added = 0
        var after: [Listing] = []
        after.reserveCapacity(listings.count + 4)
        var index = 0
        while index < listings.count {
            guard let terms = listings[index].kind.terms else {
                after.append(listings[index])
                index += 1
                continue
            }
            // This kind's lists, sorted by slug; those of the values edited made again.
            let kind = listings[index].kind
            var end = index
            while end < listings.count, listings[end].kind == kind { end += 1 }
            let before = listings[index..<end]
            let slugs = terms.slugs(edited.map(\.old) + edited.map(\.new))
            // The items that may give one of those values: the edited ones, and
            // those on the lists of those values (the others' values are as they were).
            var candidates = Set(edited.map(\.new.storageID))
            for listing in before where slugs.contains(listing.termSlug ?? "") {
                for cell in listing.cells.indices { candidates.insert(listing.cells[cell].item.storageID) }
            }
            var made = terms.listings(items.filter { candidates.contains($0.storageID) }, only: slugs)
            // `search:` puts the box on every list (true) or on none (false), as `layOut` does.
            if let search = config.search { for position in made.indices { made[position].search = search } }
            var old: [String: Listing] = [:]
            for listing in before where slugs.contains(listing.termSlug ?? "") { old[listing.path] = listing }
            for listing in made {
                let now = pages(listing)
                guard let last = old.removeValue(forKey: listing.path) else {
                    changed.insert(listing.path)
                    added += now.count
                    continue
                }
                // A list shows something new when an item joined or left it (the
                // lists that show an edited item show its new card in any case).
                guard last.title != listing.title || last.cells.count != listing.cells.count
                    || !last.cells.indices.allSatisfy({ last.cells[$0].item.slug == listing.cells[$0].item.slug }) else { continue }
                changed.insert(listing.path)
                let then = pages(last)
                added += max(0, now.count - then.count)
                gone.formUnion(then.dropFirst(now.count))
            }
            for listing in old.values { gone.formUnion(pages(listing)) }
            // The lists kept and the lists made, merged by slug.
            let kept = before.filter { !slugs.contains($0.termSlug ?? "") }
            after += mergeSorted(kept, made) { ($0.termSlug ?? "") < ($1.termSlug ?? "") }
            index = end
        }
        listings = after
        guard IndexPage.pages(self).map(\.page.path) == indexesBefore else { return false }
        termsRegrouped = TermsRegrouped(changed: changed, pagesGone: gone, pagesAdded: added)
        return true
    }
}

/// What `regroupTerms` changed: the term lists whose pages may show
/// something new (an item joined or left them, or they are new), by path;
/// the pages of the lists that went or shrank (as job paths), and the
/// number of pages the lists that came or grew added.
struct TermsRegrouped: Sendable, Equatable {
    var changed: Set<String>
    var pagesGone: Set<String>
    var pagesAdded: Int
}

extension SiteLayout {
    /// This layout with `edited` items (by slug) in place of the old ones
    /// wherever the layout holds a copy of an old one; nil when it holds
    /// some other item of the same slug (one the layout made from it),
    /// which only laying out again can make anew.
    func replacingItems(_ edited: [String: (old: Item, new: Item)]) -> SiteLayout? {
        var layout = self
        layout.itemsReplaced = Set(edited.keys)
        guard !edited.isEmpty else { return layout }
        let slugs = Array(edited.keys)
        let pairs = Array(edited.values)
        // A layout that holds only copies of the items read is searched by
        // their storage, a comparison of two addresses (a slug read is
        // reference counted and released): when every old item is among
        // the layout's items as itself (the images stage gives an item
        // whose body shows new images a storage of its own).
        let byStorage = !hooks.makesItems && pairs.count < 8
            && pairs.allSatisfy { pair in items.contains { $0.isCopy(of: pair.old) } }
        // Compared as plain values: a loop over `pairs` retains and releases both items of each.
        let olds = pairs.map(\.old.storageID)
        var foreign = false
        /// The edited item that replaces `item`, if any. Only read: an
        /// array is written (and so copied) only where an item changes.
        func replacement(_ item: borrowing Item) -> Item? {
            if byStorage {
                let id = item.storageID
                for index in olds.indices where olds[index] == id { return pairs[index].new }
                return nil
            }
            // A few slugs compared one by one rather than each cell's slug hashed.
            let slug = item.slug
            guard slugs.count < 8 ? slugs.contains(slug) : edited[slug] != nil, let (old, new) = edited[slug] else { return nil }
            if !item.isCopy(of: old) { foreign = true }
            return new
        }
        func replace(in nodes: inout [FolderNode]) {
            for index in nodes.indices {
                for position in nodes[index].items.indices {
                    if let new = replacement(nodes[index].items[position]) { nodes[index].items[position] = new }
                }
                replace(in: &nodes[index].folders)
            }
        }
        let found = layout.items.withUnsafeBufferPointer { items in
            items.indices.compactMap { index in replacement(items[index]).map { (index, $0) } }
        }
        for (index, new) in found { layout.items[index] = new }
        for listing in layout.listings.indices {
            // Read through the buffer (a subscript copies each cell); written only where an item changes.
            let found = layout.listings[listing].cells.withUnsafeBufferPointer { cells in
                cells.indices.compactMap { cell in replacement(cells[cell].item).map { (cell, $0) } }
            }
            for (cell, new) in found { layout.listings[listing].cells[cell].item = new }
            if var folder = layout.listings[listing].folder {
                var nodes = [folder]
                replace(in: &nodes)
                folder = nodes[0]
                layout.listings[listing].folder = folder
            }
        }
        for slug in slugs {
            if let cell = layout.cellBySlug[slug], let new = replacement(cell.item) { layout.cellBySlug[slug]!.item = new }
        }
        replace(in: &layout.tree)
        return foreign ? nil : layout
    }

    /// The fields of `SiteLayout` that hold items, each replaced by
    /// `replacingItems`; a test checks that every other field is listed
    /// as holding none, so a field added later is classified.
    static let fieldsHoldingItems: Set<String> = ["items", "listings", "cellBySlug", "tree"]
    static let fieldsHoldingNoItems: Set<String> = [
        "config", "imageURL", "copies", "staticImages", "bodyStaticImages", "folderImageURL", "people", "changeKinds", "versions", "catalogue", "packages",
        "upgradeGuides", "releaseMarkup", "hooks", "messages", "itemsReplaced", "imageFiles", "images", "bodyImages", "imageCounts",
        "termsRegrouped",
    ]
}

import Foundation
import Testing
import TLCore
import TLFormats
import TLModel
@testable import TLSite

/// An update of `tlsite serve` after edits of what items show (their
/// bodies, titles...) puts the new items into the last layout
/// (LayoutPatch.swift) instead of laying out 10,000 items again; its
/// output must still be a clean build's.
struct LayoutPatchTests {
    // MARK: What an item shows

    static func item(_ edit: (inout Item) -> Void = { _ in }) -> Item {
        var item = Item(source: SourceLocation(path: "content/a.md"), title: "A", slug: "a")
        item.tags = ["x"]
        item.blocks = ["<p>Body.</p>\n"]
        edit(&item)
        return item
    }

    /// An edit of one field, by name.
    static func edit(_ change: String, _ item: inout Item) {
        switch change {
        case "another body": item.blocks = ["<p>New.</p>\n"]
        case "a <!--more--> marker": item.blocks = ["<p>Head.</p>\n", "<p>Rest.</p>\n"]; item.headBlocks = 1
        case "the title": item.title = "B"
        case "a style": item.style.set(StyleKey.all[0], .number(3))
        case "a link": item.link = "https://example.org/"
        case "the tags": item.tags = ["y"]
        case "a date": item.date = Date(timeIntervalSince1970: 0)
        case "the folder": item.folder = "notes"
        case "the people": item.people = ["ann"]
        case "a lane": item.lanes = [.left]
        case "an image": item.image = "pic.png"
        case "draft": item.draft = true
        case "the body and the kind": item.blocks = []; item.kind = "alert"
        case "a taxonomy's values": item.terms["category"] = ["trip"]
        case "a key's line": item.locations["title"] = SourceLocation(path: "content/a.md", line: 3)
        default: break
        }
    }

    @Test(arguments: [
        ("another body", true), ("a <!--more--> marker", true), ("nothing", true), ("the title", true), ("a style", true),
        ("a link", true),
        ("a date", false), ("the folder", false), ("the people", false), ("a lane", false),
        ("an image", false), ("draft", false), ("the body and the kind", false), ("a key's line", false), ("the tags", false),
        ("a taxonomy's values", false),
    ])
    func whatAnItemShowsKeepsItsPlace(change: String, shownOnly: Bool) {
        let before = Self.item(), after = Self.item { Self.edit(change, &$0) }
        #expect(after.differsOnlyInWhatItShows(from: before) == shownOnly, "changing \(change)")
    }

    /// Which edits a layout can take besides those of what items show:
    /// new tags and taxonomy values (the term lists are made again) and
    /// keys written on other lines.
    @Test(arguments: [
        ("nothing", PlacementChange(terms: false, locations: false)), ("the title", PlacementChange(terms: false, locations: false)),
        ("the tags", PlacementChange(terms: true, locations: false)), ("a taxonomy's values", PlacementChange(terms: true, locations: false)),
        ("a key's line", PlacementChange(terms: false, locations: true)),
        ("a date", nil), ("the folder", nil), ("the people", nil), ("a lane", nil), ("an image", nil), ("draft", nil),
        ("the body and the kind", nil),
    ])
    func whatAnEditChangesOfAnItemsPlace(change: String, expected: PlacementChange?) {
        let before = Self.item(), after = Self.item { Self.edit(change, &$0) }
        #expect(after.placementChange(from: before) == expected, "changing \(change)")
    }

    /// Every field of `Item.Shown` changed at once, to values unlike any an
    /// item had (a test below checks that this names every field).
    static func showOtherwise(_ item: inout Item) {
        item.title = "Other " + item.title
        item.hasTime.toggle()
        item.imageAlt = "other alt"
        item.link = "https://example.org/other"
        item.style.set(StyleKey.all[0], .number(7))
        item.options = [PollOption(text: "Other", votes: 3)]
        item.answer = "Other"
        item.blocks = ["<p>Other.</p>\n", "<p>More.</p>\n"]
        // A folding card no more, or one now.
        let folds = item.isFoldingCard
        item.fold = folds ? nil : FoldSettings()
        item.headBlocks = folds ? nil : 1
        item.language = item.language == nil ? "de" : nil
    }
    static let fieldsShowOtherwiseChanges: Set<String> = [
        "title", "hasTime", "imageAlt", "link", "style", "fold", "options", "answer", "body", "headBlocks", "language",
    ]

    @Test func showOtherwiseChangesEveryFieldAnItemShows() {
        let fields = Set(Mirror(reflecting: Self.item().fields.shown).children.compactMap(\.label))
        #expect(fields == Self.fieldsShowOtherwiseChanges, "a field of Item.Shown that showOtherwise does not change")
    }

    /// What patching rests on: laying out reads nothing an item shows. The
    /// same site laid out with every item showing something else has the
    /// same lists, cells, lanes, pages, tree, images and messages. A field
    /// put in `Item.Shown` that the layout stage reads fails this.
    @Test func layingOutReadsNothingAnItemShows() throws {
        let files = SiteFixture.site([
            "tlsite.yml": SiteFixture.config(perPage: 2, more: "archives: month\ntaxonomies: [tags, people, kind, category]\n"),
            "data/people.yml": "ann:\n  name: Ann\n  image: ann.png\n",
            "static/ann.png": "PNG",
            "content/a.md": SiteFixture.item("A", date: "2024-01-01", tags: ["x", "Y y"], people: ["ann", "bo"], more: "lane: left\nimage: missing.png\n"),
            "content/b.md": SiteFixture.item("B", date: "2024-01-02", kind: "poll", more: "leftType: start\noptions: [{ text: Yes, votes: 1 }]\n"),
            "content/c.md": SiteFixture.item("C", kind: "alert", body: "Head.\n\n<!--more-->\n\nRest.\n"),
            "content/d.md": SiteFixture.item("D", date: "2031-01-01", tags: ["x"]),
            "content/e.md": SiteFixture.item("E", date: "2024-01-03", draft: true),
            "content/notes/f.md": SiteFixture.item("F", date: "2024-01-04", more: "lanes: [left, right]\nslug: same\n"),
            "content/notes/g.md": SiteFixture.item("G", date: "2024-01-05", more: "slug: same\n"),
            "content/notes/_index.md": SiteFixture.folder("Notes"),
            "content/notes/deep/h.md": SiteFixture.item("H", date: "2024-01-06", people: ["ann"], more: "category: [trip]\n"),
        ])
        let build = Build(Self.options(), io: FileIO.memory(files).0)
        let diagnostics = Diagnostics()
        let config = try build.loadConfig(diagnostics)
        let theme = try build.loadTheme(config)
        let catalogue = build.loadCatalogue(config, theme, diagnostics)
        let content = try build.readContent(config, cache: nil, catalogue, try build.loadTemplates(theme), diagnostics)
        var otherwise = content
        for index in otherwise.items.indices { Self.showOtherwise(&otherwise.items[index]) }
        #expect(otherwise.items.indices.allSatisfy { otherwise.items[$0].title != content.items[$0].title })

        func shape(_ content: Build.Content) throws -> String {
            let own = Diagnostics()
            let layout = try build.layOut(content, config, catalogue, own)
            var lines = own.all.map(\.description)
            for listing in layout.listings {
                lines.append("\(listing.kind) \(listing.path) \(listing.title) \(listing.introduction ?? "") \(listing.person?.name ?? "")")
                lines += listing.cells.map { "  \($0.item.slug) \($0.left) \($0.right) \($0.index)" }
            }
            lines += layout.items.map { "item \($0.slug)" }
            lines += layout.cellBySlug.sorted { $0.key < $1.key }.map { "cell \($0.key) \($0.value.left) \($0.value.right) \($0.value.index)" }
            lines += layout.imageURL.sorted { $0.key < $1.key }.map { "image \($0.key) \($0.value)" }
            lines += layout.copies.map { "copy \($0.source) \($0.target)" }
            lines += layout.changeKinds.map { "change \($0.kind) \($0.count)" }
            lines += layout.people.sorted { $0.key < $1.key }.map { "people \($0.key) \($0.value.image ?? "")" }
            func tree(_ nodes: [FolderNode], _ depth: String) {
                for node in nodes {
                    lines.append(depth + node.folder.path + " " + node.items.map(\.slug).joined(separator: ","))
                    tree(node.folders, depth + "  ")
                }
            }
            tree(layout.tree, "tree ")
            return lines.joined(separator: "\n")
        }
        let laidOut = try shape(content)
        // The fixture reaches the layout's messages, tree, images and people.
        for part in ["missing.png", "slug 'same'", "tree notes", "people ann ann.png", "person people/ann/", "archiveMonth 2024/01/", "taxonomy.category category/trip/"] where !laidOut.contains(part) {
            Issue.record("the layout has no \(part):\n\(laidOut)")
        }
        #expect(try shape(otherwise) == laidOut)
    }

    /// Every field of a layout is either replaced by `replacingItems` or
    /// holds no item: a field added later must be put in one list or the other.
    @Test func everyFieldOfTheLayoutIsClassified() {
        let layout = SiteLayout(config: SiteConfig(title: "T"), items: [], listings: [], cellBySlug: [:], imageURL: [:], copies: [],
                                tree: [], folderImageURL: [:], people: [:])
        let fields = Set(Mirror(reflecting: layout).children.compactMap(\.label))
        #expect(fields == SiteLayout.fieldsHoldingItems.union(SiteLayout.fieldsHoldingNoItems))
        #expect(SiteLayout.fieldsHoldingItems.isDisjoint(with: SiteLayout.fieldsHoldingNoItems))
    }

    // MARK: Updates

    static let site = SiteFixture.site([
        "tlsite.yml": SiteFixture.config(baseURL: "https://example.org/", perPage: 2, more: "archives: month\ntaxonomies: [tags, people, kind, category]\n"),
        "data/people.yml": "ann:\n  name: Ann\n",
        "content/a.md": SiteFixture.item("A", date: "2024-01-01", tags: ["x"], body: "Body of A.\n"),
        "content/b.md": SiteFixture.item("B", date: "2024-01-02", tags: ["x", "y"], people: ["ann", "bo"], body: "Body of B.\n"),
        "content/c.md": SiteFixture.item("C", date: "2024-01-03", kind: "alert", body: "Body of C.\n"),
        "content/d.md": SiteFixture.item("D", date: "2031-01-01", body: "Dated later.\n"),
        "content/notes/e.md": SiteFixture.item("E", date: "2024-01-05", people: ["ann"], more: "category: [trip]\n", body: "In a folder.\n"),
        "content/notes/deep/f.md": SiteFixture.item("F", date: "2024-01-06", tags: ["y"], body: "Deeper.\n"),
        "content/notes/_index.md": SiteFixture.folder("Notes", body: "The notes.\n"),
    ])

    static let now = Date(timeIntervalSince1970: 1_800_000_000)

    static func options(now: Date = now) -> BuildOptions {
        var options = BuildOptions(site: "/site")
        options.now = now
        return options
    }

    /// A session over `site` after its first build, and its files.
    static func start() -> (Session, MemoryFiles) {
        let (io, store) = FileIO.memory(site)
        let session = Session(options(), io: io)
        #expect(session.buildAll().succeeded)
        return (session, store)
    }

    static func expectCleanBuild(_ store: MemoryFiles, now: Date = now, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let sources = store.snapshot.filter { !$0.key.hasPrefix("/site/public/") }
        let (io, clean) = FileIO.memory(bytes: sources)
        #expect(Build(options(now: now), io: io).run().succeeded, sourceLocation: sourceLocation)
        let expected = clean.snapshot.filter { $0.key.hasPrefix("/site/public/") }
        let actual = store.snapshot.filter { $0.key.hasPrefix("/site/public/") }
        #expect(Set(actual.keys) == Set(expected.keys), sourceLocation: sourceLocation)
        let differing = expected.keys.filter { actual[$0] != expected[$0] }.sorted()
        #expect(differing.isEmpty, "differ from a clean build: \(differing)", sourceLocation: sourceLocation)
    }

    @Test(arguments: [
        // On the home page, a tag's, a person's and its kind's pages.
        ["content/b.md": SiteFixture.item("B", date: "2024-01-02", tags: ["x", "y"], people: ["ann", "bo"], body: "New body of B.\n")],
        // In the folder tree, on two folders' pages.
        ["content/notes/deep/f.md": SiteFixture.item("F", date: "2024-01-06", tags: ["y"], body: "Deeper still.\n")],
        // Now a folding card.
        ["content/a.md": SiteFixture.item("A", date: "2024-01-01", tags: ["x"], body: "Head.\n\n<!--more-->\n\nRest.\n")],
        // Two at once.
        ["content/a.md": SiteFixture.item("A", date: "2024-01-01", tags: ["x"], body: "Two.\n"),
         "content/notes/e.md": SiteFixture.item("E", date: "2024-01-05", people: ["ann"], more: "category: [trip]\n", body: "Edits.\n")],
        // A new title: on its neighbours' pages too (their links).
        ["content/b.md": SiteFixture.item("B renamed", date: "2024-01-02", tags: ["x", "y"], people: ["ann", "bo"], body: "Body of B.\n")],
        // A new title in a folder: on every page that shows the tree.
        ["content/notes/deep/f.md": SiteFixture.item("F renamed", date: "2024-01-06", tags: ["y"], body: "Deeper.\n")],
        // The same bytes again (an editor saving twice).
        ["content/c.md": SiteFixture.item("C", date: "2024-01-03", kind: "alert", body: "Body of C.\n")],
    ])
    func anEditOfWhatItemsShowPatchesTheLayout(_ edits: [String: String]) {
        let (session, store) = Self.start()
        Self.expectPatched(session, store, edits)
    }

    /// `edits` (text by path) saved, the update patched the last layout, and the output is a clean build's.
    static func expectPatched(_ session: Session, _ store: MemoryFiles, _ edits: [String: String],
                              sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        for (path, text) in edits { store.put("/site/" + path, text) }
        let report = session.update(Set(edits.keys.map { "/site/" + $0 }))
        #expect(report.succeeded, "\(report.diagnostics)", sourceLocation: sourceLocation)
        #expect(session.patchedLayout, sourceLocation: sourceLocation)
        expectCleanBuild(store, sourceLocation: sourceLocation)
    }

    @Test(arguments: [
        // A new tag: a new list, counted on tags/.
        ["content/a.md": SiteFixture.item("A", date: "2024-01-01", tags: ["x", "z"], body: "New body.\n")],
        // New tags before, between and after the others, in the order of their slugs (x, x-y, xy: not of their paths).
        ["content/a.md": SiteFixture.item("A", date: "2024-01-01", tags: ["x", "w", "x-y", "xy", "zz"], body: "Body of A.\n")],
        // A new tag between two kept: x-y after x by slug, though tags/x-y/ sorts before tags/x/.
        ["content/c.md": SiteFixture.item("C", date: "2024-01-03", tags: ["x-y"], kind: "alert", body: "Body of C.\n")],
        // A tag left: y's list loses B, x's keeps it.
        ["content/b.md": SiteFixture.item("B", date: "2024-01-02", tags: ["x"], people: ["ann", "bo"], body: "Body of B.\n")],
        // Both items of y leave it: its page goes.
        ["content/b.md": SiteFixture.item("B", date: "2024-01-02", tags: ["x"], people: ["ann", "bo"], body: "Body of B.\n"),
         "content/notes/deep/f.md": SiteFixture.item("F", date: "2024-01-06", tags: ["x"], body: "Deeper.\n")],
        // x's list grows a second page (two cells a page), then the tag index counts three.
        ["content/c.md": SiteFixture.item("C", date: "2024-01-03", tags: ["x"], kind: "alert", body: "Body of C.\n")],
        // x's list shrinks back to one page.
        ["content/b.md": SiteFixture.item("B", date: "2024-01-02", tags: ["y"], people: ["ann", "bo"], body: "Body of B.\n")],
        // A tag written otherwise: the same list, titled as the timeline's first item writes it.
        ["content/notes/deep/f.md": SiteFixture.item("F", date: "2024-01-06", tags: ["Y"], body: "Deeper.\n")],
        // A taxonomy's value: trip goes, camp comes.
        ["content/notes/e.md": SiteFixture.item("E", date: "2024-01-05", people: ["ann"], more: "category: [camp]\n", body: "In a folder.\n")],
        // A tags line added above the other keys moves their lines, and a new title.
        ["content/notes/e.md": SiteFixture.item("E again", date: "2024-01-05", tags: ["x"], people: ["ann"], more: "category: [trip]\n", body: "In a folder.\n")],
        // Sixteen tags and more, whose links are kept by item.
        ["content/a.md": SiteFixture.item("A", date: "2024-01-01", tags: (1...17).map { "t\($0)" }, body: "Body of A.\n")],
    ])
    func anEditOfItemsTermsPatchesTheLayout(_ edits: [String: String]) {
        let (session, store) = Self.start()
        Self.expectPatched(session, store, edits)
        // And back, from the patched state.
        Self.expectPatched(session, store, Dictionary(uniqueKeysWithValues: edits.keys.map { ($0, Self.site["/site/" + $0]!) }))
    }

    /// An item with sixteen tags or more keeps its links: an edit of them
    /// shows the new ones on its lists (`TagLinks` is made again).
    @Test func theLinksOfManyTagsAreMadeAgain() {
        let tags = (1...17).map { "t\($0)" }
        let (io, store) = FileIO.memory(SiteFixture.site([
            "tlsite.yml": SiteFixture.config(perPage: 2),
            // A theme of the site's own that shows a card's tags on the tags' pages.
            "templates/widgets/text.summary.html": "{{>partials/summary}}{{#tags}}<a href=\"{{href}}\">{{name}}</a>{{/tags}}",
            "content/a.md": SiteFixture.item("A", date: "2024-01-04", tags: tags),
            "content/b.md": SiteFixture.item("B", date: "2024-01-03", tags: ["t1"]),
        ]))
        let session = Session(Self.options(), io: io)
        #expect(session.buildAll().succeeded)
        store.put("/site/content/a.md", SiteFixture.item("A", date: "2024-01-04", tags: tags.dropLast() + ["t99"]))
        #expect(session.update(["/site/content/a.md"]).succeeded)
        #expect(session.patchedLayout)
        #expect(store.text("/site/public/tags/t1/index.html")?.contains("href=\"../../tags/t99/\"") == true)
        Self.expectCleanBuild(store)
    }

    /// An item whose body shows an image of static/ is held by the layout
    /// as the images stage rewrote it, not as it was read: an edit of its
    /// tags, then of its body, still puts the new item in every place.
    @Test func anItemWhoseBodyShowsAnImageIsReplacedEverywhere() throws {
        guard ImageLibrary.isAvailable else { return }
        let png = try Data(contentsOf: GoldenTests.fixtures.appendingPathComponent("images/site/static/images/badge.png"))
        var files = SiteFixture.site([
            "tlsite.yml": SiteFixture.config(perPage: 2),
            "content/a.md": SiteFixture.item("A", date: "2024-01-04", tags: ["x"], body: "![Badge](/badge.png)\n\nText.\n"),
            "content/b.md": SiteFixture.item("B", date: "2024-01-03", tags: ["x"]),
            "content/c.md": SiteFixture.item("C", date: "2024-01-02", tags: ["y"]),
        ]).mapValues { Data($0.utf8) }
        files["/site/static/badge.png"] = png
        let (io, store) = FileIO.memory(bytes: files)
        let session = Session(Self.options(), io: io)
        #expect(session.buildAll().succeeded)
        #expect(store.text("/site/public/a/index.html")?.contains("width=") == true, "the images stage gave the body's image its size")
        for (text, shown) in [(SiteFixture.item("A", date: "2024-01-04", tags: ["y"], body: "![Badge](/badge.png)\n\nText.\n"), "Text."),
                              (SiteFixture.item("A", date: "2024-01-04", tags: ["y"], body: "![Badge](/badge.png)\n\nNew text.\n"), "New text.")] {
            store.put("/site/content/a.md", text)
            #expect(session.update(["/site/content/a.md"]).succeeded)
            #expect(store.text("/site/public/tags/y/index.html")?.contains(shown) == true)
            Self.expectCleanBuild(store)
        }
    }

    /// The site's first tag or its last changes every page's header (the
    /// link to tags/): laid out again.
    @Test(arguments: [(["x"], [String]()), ([], ["x"])])
    func theFirstTagOrTheLastLaysOutAgain(before: [String], after: [String]) {
        let (io, store) = FileIO.memory(SiteFixture.site([
            "tlsite.yml": SiteFixture.config(perPage: 2),
            "content/a.md": SiteFixture.item("A", date: "2024-01-04", tags: before),
            "content/b.md": SiteFixture.item("B", date: "2024-01-03"),
        ]))
        let session = Session(Self.options(), io: io)
        #expect(session.buildAll().succeeded)
        store.put("/site/content/a.md", SiteFixture.item("A", date: "2024-01-04", tags: after))
        #expect(session.update(["/site/content/a.md"]).succeeded)
        #expect(!session.patchedLayout)
        Self.expectCleanBuild(store)
    }

    /// A key on another line, in a file the last build warned of: laid out
    /// again, so the warning names the line the key is on now.
    @Test func aWarnedFileWhoseKeysMovedLaysOutAgain() {
        let (io, store) = FileIO.memory(SiteFixture.site([
            "tlsite.yml": SiteFixture.config(perPage: 2),
            "content/a.md": SiteFixture.item("A", date: "2024-01-04", kind: "nokind"),
            "content/b.md": SiteFixture.item("B", date: "2024-01-03", tags: ["x"]),
        ]))
        let session = Session(Self.options(), io: io)
        let first = session.buildAll()
        #expect(first.diagnostics.contains { $0.description.contains("content/a.md:4:") }, "\(first.diagnostics)")
        store.put("/site/content/a.md", SiteFixture.item("A", date: "2024-01-04", tags: ["x"], kind: "nokind"))
        let report = session.update(["/site/content/a.md"])
        #expect(!session.patchedLayout)
        #expect(report.diagnostics.contains { $0.description.contains("content/a.md:5:") }, "\(report.diagnostics)")
        Self.expectCleanBuild(store)
    }

    @Test(arguments: [
        ("content/a.md", SiteFixture.item("A", date: "2024-01-08", tags: ["x"], body: "Body of A.\n")),
        ("content/notes/e.md", SiteFixture.item("E", date: "2024-01-05", people: ["bo"], body: "In a folder.\n")),
        ("content/g.md", SiteFixture.item("G", date: "2024-01-07", body: "New.\n")),
    ])
    func anEditOfAnythingElseLaysOutAgain(path: String, text: String) {
        let (session, store) = Self.start()
        store.put("/site/" + path, text)
        #expect(session.update(["/site/" + path]).succeeded)
        #expect(!session.patchedLayout)
        Self.expectCleanBuild(store)
    }

    /// A person's first page shows their count of items: an item that joins
    /// their last page changes it, though that page's cells stay the same.
    @Test func aPersonsFirstPageCountsAnItemThatJoinsTheirLastPage() {
        let (io, store) = FileIO.memory(SiteFixture.site([
            "tlsite.yml": SiteFixture.config(perPage: 2),
            "content/a.md": SiteFixture.item("A", date: "2024-01-04", people: ["ann"]),
            "content/b.md": SiteFixture.item("B", date: "2024-01-03", people: ["ann"]),
            "content/c.md": SiteFixture.item("C", date: "2024-01-02", people: ["ann"]),
        ]))
        let session = Session(Self.options(), io: io)
        #expect(session.buildAll().succeeded)
        store.put("/site/content/d.md", SiteFixture.item("D", date: "2024-01-01", people: ["ann"]))
        #expect(session.update(["/site/content/d.md"]).succeeded)
        Self.expectCleanBuild(store)
    }

    /// With serve's clock, an item whose date has just passed comes out
    /// with the next update, even one that edits only a body.
    @Test func anItemWhoseDatePassedIsLaidOut() {
        let (io, store) = FileIO.memory(Self.site)
        let session = Session(Self.options(), io: io)
        let later = Date(timeIntervalSince1970: 1_930_000_000)  // 2031-02
        session.clock = { Self.now }
        #expect(session.buildAll().succeeded)
        session.clock = { later }
        store.put("/site/content/a.md", SiteFixture.item("A", date: "2024-01-01", tags: ["x"], body: "New body.\n"))
        #expect(session.update(["/site/content/a.md"]).succeeded)
        #expect(!session.patchedLayout)
        #expect(store.text("/site/public/d/index.html") != nil)
        Self.expectCleanBuild(store, now: later)
    }
}

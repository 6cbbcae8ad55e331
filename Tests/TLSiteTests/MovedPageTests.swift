import Foundation
import Testing
import TLCore
@testable import TLSite

/// A page that moves between two builds in the same output folder: the
/// manifest (format 2) says which file made each item's page, so the
/// second build warns at the item when the old address would lead
/// nowhere, and says which alias keeps it. Two builds in a row, in memory.
struct MovedPageTests {
    static let config = "title: T\n"

    /// A site at /site in memory, built once; `build` builds it again after `edit`.
    struct Site {
        let io: FileIO
        let store: MemoryFiles
        var write = true

        init(_ files: [String: String], config: String = MovedPageTests.config) {
            var all = files
            all["tlsite.yml"] = config
            (io, store) = FileIO.memory(SiteFixture.site(all))
        }

        func build(check: Bool = false) -> BuildReport {
            var options = BuildOptions(site: "/site")
            options.now = Date(timeIntervalSince1970: 1_800_000_000)
            options.jobs = 1
            options.write = !check
            return Build(options, io: io).run()
        }

        /// Builds, expecting success, and returns the warnings' text.
        func warnings(check: Bool = false, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> [String] {
            let report = build(check: check)
            #expect(report.succeeded, "\(report.diagnostics)", sourceLocation: sourceLocation)
            return report.diagnostics.filter { $0.severity == .warning }.map(\.description)
        }

        func put(_ path: String, _ text: String?) { store.put("/site/" + path, text) }
        func has(_ path: String) -> Bool { store.snapshot["/site/public/" + path] != nil }
        var manifest: String { store.text("/site/public/.tlsite-output") ?? "" }
    }

    static let first = "---\ntitle: First day\ndate: 2024-05-01\n---\nThe first day at school.\n"

    @Test func aChangedSlugWarnsAtItsLineWithTheAliasThatKeepsTheOldAddress() {
        let site = Site(["content/first.md": Self.first])
        #expect(site.warnings() == [])
        site.put("content/first.md", "---\ntitle: First day\ndate: 2024-05-01\nslug: first-day\n---\nThe first day at school.\n")
        #expect(site.warnings() == [
            "content/first.md:4:7: warning: this item's page was at /first/ in the last build and is now at /first-day/, "
                + "so its old address leads nowhere: add \"aliases: [/first/]\" to its front matter to send its readers on",
        ])
        #expect(site.has("first-day/index.html") && !site.has("first/index.html"))
        // Said by the build that saw the move: the next one's last build has the new address.
        #expect(site.warnings() == [])
    }

    @Test func anAliasAtTheOldAddressKeepsItAndSilencesTheWarning() {
        let site = Site(["content/first.md": Self.first])
        _ = site.warnings()
        site.put("content/first.md", "---\ntitle: First day\ndate: 2024-05-01\nslug: first-day\naliases: [/first/]\n---\nThe first day at school.\n")
        #expect(site.warnings() == [])
        #expect(site.has("first/index.html"))
    }

    @Test func anItemWithAliasesIsToldToAddTheOldAddressToThem() {
        let site = Site(["content/first.md": "---\ntitle: First day\naliases: [/2019/first/]\n---\nText.\n"])
        _ = site.warnings()
        site.put("content/first.md", "---\ntitle: First day\naliases: [/2019/first/]\nslug: day-one\n---\nText.\n")
        #expect(site.warnings() == [
            "content/first.md:4:7: warning: this item's page was at /first/ in the last build and is now at /day-one/, "
                + "so its old address leads nowhere: add /first/ to its 'aliases' to send its readers on",
        ])
    }

    @Test func anotherPageAtTheOldAddressLeavesNothingToWarnOf() {
        let site = Site(["content/first.md": Self.first])
        _ = site.warnings()
        site.put("content/first.md", "---\ntitle: First day\nslug: first-day\n---\nText.\n")
        site.put("content/x.md", "---\ntitle: Another\nslug: first\n---\nOther.\n")
        #expect(site.warnings() == [])
    }

    @Test func aRenamedFileWarnsAtTheFileNamingTheOldOne() {
        let site = Site(["content/first.md": Self.first, "content/other.md": "---\ntitle: Other\n---\nOther.\n"])
        _ = site.warnings()
        // Renamed with a new title: found by its text.
        site.put("content/first.md", nil)
        site.put("content/2024-05-01-day-one.md", "---\ntitle: Day one\n---\nThe first day at school.\n")
        #expect(site.warnings() == [
            "content/2024-05-01-day-one.md:1:1: warning: this item's page was at /first/ in the last build (made from content/first.md then) "
                + "and is now at /day-one/, so its old address leads nowhere: add \"aliases: [/first/]\" to its front matter to send its readers on",
        ])
        // Renamed with a new text: found by its title.
        site.put("content/other.md", nil)
        site.put("content/others.md", "---\ntitle: Other\n---\nRewritten.\n")
        #expect(site.warnings() == [
            "content/others.md:1:1: warning: this item's page was at /other/ in the last build (made from content/other.md then) "
                + "and is now at /others/, so its old address leads nowhere: add \"aliases: [/other/]\" to its front matter to send its readers on",
        ])
    }

    @Test func aFileMovedIntoAFolderKeepsItsAddress() {
        let site = Site(["content/first.md": Self.first])
        _ = site.warnings()
        site.put("content/first.md", nil)
        site.put("content/school/first.md", Self.first)
        #expect(site.warnings() == [])
        #expect(site.has("first/index.html"))
    }

    @Test func aDeletedOrUnpublishedItemIsNoMovedPage() {
        let site = Site(["content/first.md": Self.first, "content/second.md": "---\ntitle: Second\n---\nTwo.\n",
                         "content/third.md": "---\ntitle: Third\n---\nThree.\n"])
        _ = site.warnings()
        site.put("content/first.md", nil)
        site.put("content/second.md", "---\ntitle: Second\ndraft: true\nslug: deux\n---\nTwo.\n")
        site.put("content/third.md", "---\ntitle: Third\ndate: 2099-01-01\n---\nThree.\n")
        // A new item unlike the deleted one is no rename of it either.
        site.put("content/fourth.md", "---\ntitle: Fourth\n---\nFour.\n")
        #expect(site.warnings() == [])
    }

    @Test func twoCandidatesForOneRenameAreNoMatch() {
        let site = Site(["content/a.md": "---\ntitle: Notes\n---\nSame.\n"])
        _ = site.warnings()
        site.put("content/a.md", nil)
        site.put("content/b.md", "---\ntitle: Notes\n---\nSame.\n")
        site.put("content/c.md", "---\ntitle: Notes\n---\nSame.\n")
        #expect(site.warnings() == [])
    }

    @Test func anOutputOfTheFirstManifestFormatIsReadWithoutAWarning() throws {
        let site = Site(["content/first-day.md": Self.first])
        site.store.put("/site/public/first/index.html", "old page")
        site.store.put("/site/public/.tlsite-output", OutputManifest(site: "/site", files: ["first/index.html"], pages: nil).text)
        #expect(OutputManifest(site: "/site", files: [], pages: nil).text.contains("\ntlsite-manifest: 1\n"))
        #expect(site.warnings() == [])
        #expect(!site.has("first/index.html"))
        // Replaced by a manifest of format 2, so the next build can tell.
        #expect(site.manifest.contains("\ntlsite-manifest: 2\n"))
        #expect(site.manifest.contains("\npages: 1\nfirst-day/\tcontent/first-day.md\ten\t"))
    }

    @Test func anotherSitesOutputIsNoLastBuild() {
        let site = Site(["content/first-day.md": Self.first])
        let record = PageRecord(route: "first/", file: "content/first-day.md", language: "en", title: "0", text: "0")
        site.store.put("/site/public/first/index.html", "old page")
        site.store.put("/site/public/.tlsite-output", OutputManifest(site: "/elsewhere", files: ["first/index.html"], pages: [record]).text)
        #expect(site.warnings() == [])
    }

    @Test func checkWarnsAndWritesNothing() {
        let site = Site(["content/first.md": Self.first])
        _ = site.warnings()
        let before = site.manifest
        site.put("content/first.md", "---\ntitle: First day\nslug: first-day\n---\nText.\n")
        #expect(site.warnings(check: true).count == 1)
        #expect(site.manifest == before)
        #expect(site.warnings().count == 1)
    }

    /// The manifest's files are sorted by name, then escaped, and its pages
    /// by their lines (`PageRecord.line`), whatever order they are given in
    /// (by bytes: `String`'s order for names in composed form).
    @Test func theManifestsLinesAreSorted() {
        let files = ["b/index.html", "a/index.html", "é/index.html", "z/index.html", "a/b/index.html", "Z.html", "a\tb/index.html"]
        let pages = [PageRecord(route: "b/", file: "content/b.md", language: "en", title: "t", text: "x"),
                     PageRecord(route: "a/", file: "content/a\tb.md", language: "en", title: "t", text: "x"),
                     PageRecord(route: "a/", file: "content/a.md", language: "en", title: "t", text: "x"),
                     PageRecord(route: "é/", file: "content/é.md", language: "fr", title: "t", text: "")]
        let text = OutputManifest(site: "/s", files: files, pages: pages).text
        var expected = OutputManifest.preamble + "\ntlsite-manifest: 2\nsite: /s\nfiles: \(files.count)\n"
        expected += files.sorted().map { OutputManifest.escape($0) + "\n" }.joined()
        expected += "pages: \(pages.count)\n" + pages.map(\.line).sorted().map { $0 + "\n" }.joined()
        #expect(text == expected)
        #expect(OutputManifest(site: "/s", files: files.reversed(), pages: pages.reversed()).text == expected)
    }

    @Test func theManifestReadsBackWhatItWrote() throws {
        let pages = [PageRecord(route: "tab\there/", file: "content/back\\slash\nline.md", language: "fr", title: "a1", text: ""),
                     PageRecord(route: "caf%C3%A9/", file: "content/café.md", language: "en", title: "b2", text: "c3")]
        let manifest = OutputManifest(site: "/s", files: ["a\tb/index.html", "x.html"], pages: pages)
        guard case .manifest(let read) = OutputManifest.read(Data(manifest.text.utf8)) else { Issue.record("not read"); return }
        #expect(read.site == "/s" && read.files == ["a\tb/index.html", "x.html"])
        #expect(Set(try #require(read.pages)) == Set(pages))
        // The fingerprints are contentHash's 40 bits, of the first 256 bytes.
        #expect(MovedPages.fingerprint("First day") == contentHash("First day".utf8))
        let long = String(repeating: "é", count: 200)
        #expect(MovedPages.fingerprint(long) == contentHash(long.utf8.prefix(256)))
        #expect(MovedPages.fingerprint(long + "more") == MovedPages.fingerprint(long))
        // Format 1, as tlsite wrote it before: the files, no pages.
        let one = OutputManifest.preamble + "\ntlsite-manifest: 1\nsite: /s\nfiles: 1\nx.html\n"
        #expect(OutputManifest.read(Data(one.utf8)) == .manifest(OutputManifest(site: "/s", files: ["x.html"], pages: nil)))
        // A later format, a short list of pages or a line of another form is no manifest of this tlsite's.
        for text in [one.replacingOccurrences(of: "manifest: 1", with: "manifest: 3"),
                     manifest.text.replacingOccurrences(of: "pages: 2", with: "pages: 3"),
                     manifest.text.replacingOccurrences(of: "\ten\t", with: "\ten,")] {
            #expect(OutputManifest.read(Data(text.utf8)) == .foreign, "\(text)")
        }
    }

    // MARK: Serve

    @Test func serveWarnsOfAMovedPageAtTheUpdateThatMovedIt() {
        let (io, store) = FileIO.memory(SiteFixture.site(["tlsite.yml": Self.config, "content/first.md": Self.first,
                                                          "content/other.md": "---\ntitle: Other\n---\nOther.\n"]))
        var options = BuildOptions(site: "/site")
        options.now = Date(timeIntervalSince1970: 1_800_000_000)
        let session = Session(options, io: io)
        #expect(session.buildAll().diagnostics.isEmpty)
        store.put("/site/content/first.md", "---\ntitle: First day\ndate: 2024-05-01\nslug: first-day\n---\nThe first day at school.\n")
        let moved = session.update(["/site/content/first.md"])
        #expect(moved.succeeded)
        #expect(moved.diagnostics.map(\.description) == [
            "content/first.md:4:7: warning: this item's page was at /first/ in the last build and is now at /first-day/, "
                + "so its old address leads nowhere: add \"aliases: [/first/]\" to its front matter to send its readers on",
        ])
        #expect(store.text("/site/public/.tlsite-output")?.contains("\nfirst-day/\tcontent/first.md\t") == true)
        // The next update's last build is the one with the new address.
        store.put("/site/content/other.md", "---\ntitle: Other, edited\n---\nOther.\n")
        #expect(session.update(["/site/content/other.md"]).diagnostics.isEmpty)
        // A failed update in between: the move is still told against the last good build.
        store.put("/site/content/first.md", "---\ntitle: First day\nslug: day-one\nlane: middle\n---\nText.\n")
        #expect(!session.update(["/site/content/first.md"]).succeeded)
        store.put("/site/content/first.md", "---\ntitle: First day\nslug: day-one\n---\nText.\n")
        #expect(session.update(["/site/content/first.md"]).diagnostics.map(\.description) == [
            "content/first.md:3:7: warning: this item's page was at /first-day/ in the last build and is now at /day-one/, "
                + "so its old address leads nowhere: add \"aliases: [/first-day/]\" to its front matter to send its readers on",
        ])
    }

    /// An update that keeps the last layout (an edit of what items show)
    /// patches the last manifest's pages instead of making them anew: its
    /// manifest is what a whole build of the same files writes, and a
    /// rename after it is still told by the new title.
    @Test func anUpdateThatKeepsTheLayoutRecordsTheEditedTitlesAndTexts() {
        let files = ["tlsite.yml": Self.config, "content/first.md": Self.first,
                     "content/other.md": "---\ntitle: Other\n---\nOther.\n",
                     "content/third.md": "---\ntitle: Third\n---\nThird.\n"]
        let (io, store) = FileIO.memory(SiteFixture.site(files))
        var options = BuildOptions(site: "/site")
        options.now = Date(timeIntervalSince1970: 1_800_000_000)
        let session = Session(options, io: io)
        #expect(session.buildAll().diagnostics.isEmpty)
        let edits = ["/site/content/other.md": "---\ntitle: Other, edited\n---\nAnother text.\n",
                     "/site/content/third.md": "---\ntitle: Third, edited\n---\nA third text.\n"]
        for (path, text) in edits { store.put(path, text) }
        #expect(session.update(Set(edits.keys)).diagnostics.isEmpty)
        #expect(session.patchedLayout)
        let patched = store.text("/site/public/.tlsite-output")

        var whole = files
        for (path, text) in edits { whole[String(path.dropFirst("/site/".count))] = text }
        let fresh = Site(whole)
        #expect(fresh.warnings().isEmpty)
        #expect(patched != nil && patched == fresh.store.text("/site/public/.tlsite-output"))

        // Renamed with a new slug: found again by the edited title.
        store.put("/site/content/other.md", nil)
        store.put("/site/content/renamed.md", "---\ntitle: Other, edited\n---\nA fourth text.\n")
        #expect(session.update(["/site/content/other.md", "/site/content/renamed.md"]).diagnostics.map(\.description) == [
            "content/renamed.md:1:1: warning: this item's page was at /other/ in the last build (made from content/other.md then) "
                + "and is now at /renamed/, so its old address leads nowhere: add \"aliases: [/other/]\" to its front matter to send its readers on",
        ])
    }

    // MARK: Languages

    static let languages = "title: T\nlanguages: [en, fr]\n"

    @Test func aTranslationsOwnSlugWarnsAtItsLineWithAnAliasFromItsLanguage() {
        let site = Site(["content/a.md": "---\ntitle: Apple\n---\nAn apple.\n",
                         "content/a.fr.md": "---\ntitle: Pomme\nslug: pomme\n---\nUne pomme.\n"], config: Self.languages)
        _ = site.warnings()
        site.put("content/a.fr.md", "---\ntitle: Pomme\nslug: la-pomme\n---\nUne pomme.\n")
        #expect(site.warnings() == [
            "content/a.fr.md:3:7: warning: this item's page was at /fr/pomme/ in the last build and is now at /fr/la-pomme/, "
                + "so its old address leads nowhere: add \"aliases: [/pomme/]\" to its front matter to send its readers on "
                + "(in a translation, an alias is written from /fr/, as its slug is)",
        ])
        site.put("content/a.fr.md", "---\ntitle: Pomme\nslug: une-pomme\naliases: [/la-pomme/]\n---\nUne pomme.\n")
        #expect(site.warnings() == [])
        #expect(site.has("fr/la-pomme/index.html"))
    }

    @Test func aSlugATranslationTakesFromItsOriginalWarnsForBothPages() {
        let site = Site(["content/a.md": "---\ntitle: Apple\n---\nAn apple.\n",
                         "content/a.fr.md": "---\ntitle: Pomme\n---\nUne pomme.\n"], config: Self.languages)
        _ = site.warnings()
        site.put("content/a.md", "---\ntitle: Apple\nslug: apple\naliases: [/a/]\n---\nAn apple.\n")
        // The original's alias is its own page's: the translation is told to keep its old address itself.
        #expect(site.warnings() == [
            "content/a.fr.md:1:1: warning: this item's page was at /fr/a/ in the last build and is now at /fr/apple/, "
                + "so its old address leads nowhere: add \"aliases: [/a/]\" to its front matter to send its readers on "
                + "(in a translation, an alias is written from /fr/, as its slug is)",
        ])
        #expect(site.has("a/index.html") && !site.has("fr/a/index.html"))
    }

    @Test func aTranslationDoesNotTakeItsOriginalsAliases() throws {
        // The original's old address /pomme/ is the translation's own address in fr: no clash, no redirect there.
        let site = Site(["content/a.md": "---\ntitle: Apple\naliases: [/pomme/, /old/]\n---\nAn apple.\n",
                         "content/a.fr.md": "---\ntitle: Pomme\nslug: pomme\n---\nUne pomme.\n",
                         "content/b.md": "---\ntitle: Bread\naliases: [/bread-old/]\n---\nBread.\n",
                         "content/b.fr.md": "---\ntitle: Pain\naliases: [/ancien-pain/]\n---\nDu pain.\n"], config: Self.languages)
        #expect(site.warnings() == [])
        #expect(site.has("pomme/index.html") && site.has("old/index.html") && site.has("bread-old/index.html"))
        #expect(!site.has("fr/old/index.html") && !site.has("fr/bread-old/index.html"))
        // A translation's own aliases are written from its language's folder, and lead to its page.
        let redirect = try #require(site.store.text("/site/public/fr/ancien-pain/index.html"))
        #expect(redirect.contains("url=../b/\""))
    }

    @Test func aPageShownInTheFirstLanguageHasNoRedirectsInAnother() {
        let site = Site(["content/a.md": "---\ntitle: Apple\naliases: [/old/]\n---\nAn apple.\n"],
                        config: "title: T\nlanguages: { codes: [en, fr], fallback: true }\n")
        #expect(site.warnings() == [])
        #expect(site.has("old/index.html") && site.has("fr/a/index.html") && !site.has("fr/old/index.html"))
        // Nor is it a page of its own that moves: the manifest lists the original's page only.
        #expect(site.manifest.contains("\npages: 1\na/\tcontent/a.md\ten\t"))
    }

    // MARK: Changelogs

    @Test func releasePagesAreNotListed() {
        let site = Site(["CHANGELOG.md": "# Changelog\n\n## [1.1.0] - 2024-02-01\n\n### Added\n\n- Two.\n\n## [1.0.0] - 2024-01-01\n\n### Added\n\n- One.\n",
                         "content/note.md": "---\ntitle: Note\n---\nA note.\n"],
                        config: "title: T\nchangelog: CHANGELOG.md\n")
        #expect(site.warnings() == [])
        #expect(site.manifest.contains("\npages: 1\nnote/\tcontent/note.md\t"))
    }
}

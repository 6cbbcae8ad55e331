import Foundation
import Testing
import TLCore
import TLSite

/// Where things land in the output and what links point at.
struct OutputTests {
    func build(_ files: [String: String]) -> (BuildReport, MemoryFiles) {
        var all = ["/site/tlsite.yml": "title: T\n"]
        for (path, text) in files { all["/site/" + path] = text }
        let (io, store) = FileIO.memory(all)
        return (Build(BuildOptions(site: "/site"), io: io).run(), store)
    }

    @Test func nonASCIISlugsAreFoldersNamedAsTheURLDecodes() {
        let (report, store) = build(["content/café.md": "---\ntitle: Café\ntags: [Thé]\n---\n"])
        #expect(report.succeeded, "\(report.diagnostics)")
        #expect(store.text("/site/public/café/index.html") != nil)
        #expect(store.text("/site/public/tags/thé/index.html") != nil)
        #expect(store.text("/site/public/index.html")?.contains("href=\"caf%C3%A9/\"") == true)
    }

    /// A poll or quiz without options keeps its list (the margin it gives the card), with no
    /// label, since it names nothing; with options the list is labelled as before (issue 31).
    @Test(arguments: [("poll", "ul", "tl-poll", "Poll results"), ("quiz", "ol", "tl-quiz", "Answers")])
    func aListWithoutOptionsIsEmptyAndUnlabelled(kind: String, tag: String, name: String, label: String) throws {
        let (report, store) = build([
            "content/a.md": "---\ntitle: A\nkind: \(kind)\n---\nNo options.\n",
            "content/b.md": "---\ntitle: B\nkind: \(kind)\noptions: [{ text: Yes, votes: 1 }, { text: No }]\nanswer: Yes\n---\nTwo.\n",
        ])
        #expect(report.succeeded, "\(report.diagnostics)")
        let empty = try #require(store.text("/site/public/a/index.html"))
        #expect(empty.contains("<\(tag) class=\(name)></\(tag)>\n"), "\(empty)")
        #expect(!empty.contains("aria-label=\"\(label)\""))
        let full = try #require(store.text("/site/public/b/index.html"))
        let labelled = label.contains(" ") ? "\"\(label)\"" : label
        #expect(full.contains("<\(tag) class=\(name) aria-label=\(labelled)>\n<li class="), "\(full)")
        #expect(full.contains("\(name)-option"), "\(full)")
    }

    @Test func relativeLinksResolveFromEveryPage() {
        let (report, store) = build(["content/a.md": "---\ntitle: A\nlink: docs/guide/\n---\n"])
        #expect(report.succeeded, "\(report.diagnostics)")
        #expect(store.text("/site/public/index.html")?.contains("href=\"docs/guide/\"") == true)
        #expect(store.text("/site/public/a/index.html")?.contains("href=\"../docs/guide/\"") == true)
    }

    /// Only a real URL scheme makes a link absolute: a colon later in a
    /// path, or after a digit, leaves it relative to the site.
    @Test(arguments: ["wiki/Foo:Bar", "notes?at=10:30", "2024:review", "a#b:c"])
    func aColonInARelativeLinkKeepsItRelative(link: String) throws {
        let (report, store) = build([
            "tlsite.yml": "title: T\nbaseURL: https://example.org/blog/\n",
            "content/a.md": "---\ntitle: A\ndate: 2024-05-01\nlink: \"\(link)\"\n---\n",
        ])
        #expect(report.succeeded, "\(report.diagnostics)")
        let escaped = link.replacingOccurrences(of: "&", with: "&amp;")
        // Quoted, or bare when it needs no quotes ("2024:review").
        let home = try #require(store.text("/site/public/index.html"))
        #expect(home.contains("href=\"\(escaped)\"") || home.contains("href=\(escaped)>"), "\(home)")
        #expect(store.text("/site/public/a/index.html")?.contains("href=\"../\(escaped)\"") == true)
        let feed = try #require(store.text("/site/public/feed.json"))
        #expect(feed.contains("\"external_url\" : \"https://example.org/blog/\(link)\""), "\(feed)")
    }

    @Test func aPersonsRelativeURLWithAColonStaysRelative() {
        let (report, store) = build([
            "data/people.yml": "ann:\n  name: Ann\n  url: people/ann:profile\n",
            // The built-in cluster draws no links; a site's own may.
            "templates/partials/cluster.html": "{{#people}}<a href=\"{{href}}\">{{name}}</a>{{/people}}",
            "content/a.md": "---\ntitle: A\npeople: [ann]\n---\n",
        ])
        #expect(report.succeeded, "\(report.diagnostics)")
        #expect(store.text("/site/public/a/index.html")?.contains("href=\"../people/ann:profile\"") == true)
    }

    @Test func staticReplacesThemeAssetsAndKeepsDotFolders() {
        let (report, store) = build([
            "tlsite.yml": "title: T\ntheme: t\n", "themes/t/theme.yml": "", "themes/t/assets/logo.svg": "theme",
            "static/assets/logo.svg": "site", "static/.well-known/security.txt": "contact", "static/.git/config": "no",
        ])
        #expect(report.succeeded, "\(report.diagnostics)")
        #expect(store.text("/site/public/assets/logo.svg") == "site")
        #expect(store.text("/site/public/.well-known/security.txt") == "contact")
        #expect(store.text("/site/public/.git/config") == nil)
    }

    @Test func everyDateFieldReachesTemplates() throws {
        let (report, store) = build([
            "content/a.md": "---\ntitle: A\ndate: 2024-05-01T08:30:05Z\n---\n",
            "content/b.md": "---\ntitle: B\ndate: 0987-01-09\n---\n",
            "templates/item.html": "{{#item.date}}{{iso}}|{{display}}|{{long}}|{{short}}|{{time}}|{{year}}-{{month}}-{{day}}|{{monthName}}|{{hasTime}}{{/item.date}}\n",
        ])
        #expect(report.succeeded, "\(report.diagnostics)")
        #expect(store.text("/site/public/a/index.html") == "2024-05-01T08:30:05Z|May 1, 2024 at 8:30\u{202F}AM|May 1, 2024|5/1/24|8:30\u{202F}AM|2024-5-1|May|true\n")
        #expect(store.text("/site/public/b/index.html") == "0987-01-09T00:00:00Z|January 9, 987|January 9, 987|1/9/87||987-1-9|January|false\n")
    }

    @Test func darkClearBubbleResetsTextColors() throws {
        let (report, store) = build([
            "tlsite.yml": "title: T\ntheme: t\n",
            "themes/t/theme.yml": "bubbleStyle: { backgroundColor: white }\ndark:\n  bubbleStyle: { backgroundColor: clear }\n",
        ])
        #expect(report.succeeded, "\(report.diagnostics)")
        let css = try #require(store.snapshot.first { $0.key.hasPrefix("/site/public/assets/tlsite.") && $0.key.hasSuffix(".css") }.map { String(decoding: $0.value, as: UTF8.self) })
        // One pair: black on the white bubble, the page's own text color on the clear dark one.
        #expect(css.contains("  --tl-bubble-background-color: light-dark(#ffffff, rgba(0, 0, 0, 0));"))
        #expect(css.contains("  --tl-bubble-text-color: light-dark(#000000, var(--tl-text));"))
    }

    @Test func darkPartCompilesToLightDarkPairsAndSchemeBlocks() throws {
        let (report, store) = build([
            "tlsite.yml": "title: T\ntheme: t\n",
            "themes/t/theme.yml": "bubbleStyle: { borderColor: \"#112233\", backgroundColor: systemGray6 }\n"
                + "dark:\n  bubbleStyle: { borderColor: \"#ddeeff\" }\n  clusterStyle: { size: 40 }\n",
        ])
        #expect(report.succeeded, "\(report.diagnostics)")
        let css = try #require(store.snapshot.first { $0.key.hasPrefix("/site/public/assets/tlsite.") && $0.key.hasSuffix(".css") }.map { String(decoding: $0.value, as: UTF8.self) })
        // A color of dark: is the dark half of one pair; a UIKit dynamic color switches by itself,
        // and so do the text colors chosen for it.
        #expect(css.contains("  --tl-bubble-border-color: light-dark(#112233, #ddeeff);"))
        #expect(css.contains("  --tl-bubble-background-color: light-dark(#f2f2f7, #1c1c1e);"))
        #expect(css.contains("  --tl-bubble-text-color: light-dark(#000000, #ffffff);"))
        // Other values: under the system's dark setting unless the visitor chose light, or when they chose dark.
        #expect(css.contains("@media (prefers-color-scheme: dark) {\n:root:not([data-tl-scheme=light]) {\n  --tl-cluster-size: 40px;\n}\n}\n"))
        #expect(css.contains(":root[data-tl-scheme=dark] {\n  --tl-cluster-size: 40px;\n}\n"))
        #expect(!css.contains("--tl-scheme-toggle: off"))
    }

    @Test func aThemeFixedToDarkTurnsTheToggleOff() throws {
        let (report, store) = build(["tlsite.yml": "title: T\ntheme: dark\n"])
        #expect(report.succeeded, "\(report.diagnostics)")
        let css = try #require(store.snapshot.first { $0.key.hasPrefix("/site/public/assets/tlsite.") && $0.key.hasSuffix(".css") }.map { String(decoding: $0.value, as: UTF8.self) })
        #expect(css.contains(":root, :root[data-tl-scheme], [data-tl-scheme] { color-scheme: dark; }\n:root { --tl-scheme-toggle: off; --tl-scheme-toggle-room: 0px; }"))
        // The accent reads on the page in both halves (5.5:1), from the dark theme's tint.
        #expect(css.contains("  --tl-accent: light-dark("))
    }
}

struct ClusterOutputTests {
    @Test func anItemsOwnClusterColorsReachItsAvatars() throws {
        let (report, store) = OutputTests().build([
            "content/a.md": "---\ntitle: A\npeople: [x, y]\nstyle:\n  clusterStyle: { colors: [red, blue, yellow, green] }\n---\n",
        ])
        #expect(report.succeeded, "\(report.diagnostics)")
        let html = try #require(store.text("/site/public/a/index.html"))
        #expect(html.contains("--tl-cluster-color-3: #00ff00; --tl-cluster-color-count: 4"))
        #expect(html.contains("--tl-avatar-bg: var(--tl-cluster-color-1)"))
    }
}

struct StaticCollisionTests {
    @Test func aStaticFileNamedLikeAGeneratedFolderIsSkipped() {
        let (report, store) = OutputTests().build(["content/a.md": "---\ntitle: A\n---\n", "static/kind": "a file"])
        #expect(report.succeeded, "\(report.diagnostics)")
        #expect(report.diagnostics.contains { $0.description.hasPrefix("static/kind:1:1: warning: not copied") })
        #expect(store.text("/site/public/kind/text/index.html") != nil)
    }
}

struct BuildLockTests {
    @Test func aSecondBuildOfTheSameOutputWaitsItsTurn() {
        let (io, store) = FileIO.memory(["/site/tlsite.yml": "title: T\n", "/site/public/index.html": "OLD",
                                         "/site/public/.tlsite-output": OutputManifest(site: "/site", files: ["index.html"]).text])
        store.hold("/site/.public.tlsite-lock")
        let report = Build(BuildOptions(site: "/site"), io: io).run()
        #expect(!report.succeeded)
        #expect(report.diagnostics.contains { $0.message.hasPrefix("another tlsite build is writing /site/public;") })
        #expect(store.text("/site/public/index.html") == "OLD")
    }

    @Test func theLockIsReleasedAfterABuild() throws {
        let (io, _) = FileIO.memory(["/site/tlsite.yml": "title: T\n"])
        #expect(Build(BuildOptions(site: "/site"), io: io).run().succeeded)
        #expect(Build(BuildOptions(site: "/site"), io: io).run().succeeded)
        // A build that fails while rendering (after taking the lock) releases it too.
        let (badIO, _) = FileIO.memory([
            "/site/tlsite.yml": "title: T\n", "/site/content/a.md": "---\ntitle: A\n---\n",
            "/site/templates/item.html": "{{>partials/r}}", "/site/templates/partials/r.html": "{{#site}}{{>partials/r}}{{/site}}",
        ])
        let failed = Build(BuildOptions(site: "/site"), io: badIO).run()
        #expect(failed.diagnostics.contains { $0.message.contains("partial nesting deeper than 64") })
        #expect(try badIO.lock("/site/.public.tlsite-lock") != nil)
    }
}

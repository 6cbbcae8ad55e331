import Testing
import TLSite

/// What an edit invalidates in `tlsite serve`, decided by one function.
struct ChangeTests {
    static let folders: Set<String> = ["/s/content/notes", "/s/static/img", "/s/templates/partials"]
    static let used: Set<String> = ["item", "index", "partials/cell", "sitemap.xml", "widgets/alert"]

    func classify(_ paths: Set<String>) -> Change {
        Change.classify(paths, site: "/s", isDirectory: Self.folders.contains, wasUsed: Self.used.contains)
    }

    @Test(arguments: [
        ("/s/content/a.md", Change.items(["/s/content/a.md"])),
        ("/s/content/notes/b.md", .items(["/s/content/notes/b.md"])),
        ("/s/content/notes/_index.md", .everything),
        ("/s/content/notes", .everything),
        ("/s/content/notes/photo.png", .static(["/s/content/notes/photo.png"])),
        ("/s/static/robots.txt", .static(["/s/static/robots.txt"])),
        ("/s/static/img", .everything),
        ("/s/templates/item.html", .templates(["item"])),
        ("/s/templates/partials/cell.html", .templates(["partials/cell"])),
        ("/s/templates/sitemap.xml", .templates(["sitemap.xml"])),
        // A template no page used may be a new widget: pages change what they use.
        ("/s/templates/widgets/poll.html", .theme),
        ("/s/templates/partials", .theme),
        ("/s/templates/assets/tlsite.css", .theme),
        ("/s/themes/dark/theme.yml", .theme),
        ("/s/tlsite.yml", .config),
        ("/s/data/people.yml", .config),
        ("/s/i18n/fr.yml", .config),
        ("/s/CHANGELOG.md", .everything),
        ("/s/README.md", .everything),
        ("/elsewhere/a.md", .everything),
    ])
    func onePath(_ path: String, _ expected: Change) {
        #expect(classify([path]) == expected)
    }

    @Test func pathsOfOneKindAreJoined() {
        #expect(classify(["/s/content/a.md", "/s/content/b.md"]) == .items(["/s/content/a.md", "/s/content/b.md"]))
        #expect(classify(["/s/templates/item.html", "/s/templates/index.html"]) == .templates(["item", "index"]))
        #expect(classify(["/s/tlsite.yml", "/s/data/people.yml"]) == .config)
    }

    @Test func pathsOfTwoKindsRebuildEverything() {
        #expect(classify(["/s/content/a.md", "/s/static/robots.txt"]) == .everything)
        #expect(classify(["/s/content/a.md", "/s/templates/item.html"]) == .everything)
        #expect(classify(["/s/themes/x/theme.yml", "/s/tlsite.yml"]) == .everything)
        #expect(classify([]) == .everything)
    }
}

import Foundation
import Testing
import TLCore
@testable import TLCLI

/// What a new user meets first: `new site`, `new item` with a title of
/// several words, and the machine-readable diagnostics.
struct NewcomerTests {
    func files(_ store: MemoryFiles) -> [String: String] {
        Dictionary(uniqueKeysWithValues: store.snapshot.map { ($0.key, String(decoding: $0.value, as: UTF8.self)) })
    }

    @Test func newSiteWritesGitignoreIconAndChangelog() throws {
        let (code, _, store) = CLITests().run(["new", "site", "day"])
        #expect(code == 0)
        let ignore = try #require(store.text("/work/day/.gitignore"))
        for line in ["/public/", "/.public.lock", "/.public.tlsite-*", "/changelog-site/"] { #expect(ignore.split(separator: "\n").contains(Substring(line))) }
        #expect(store.text("/work/day/static/icons/star.svg")?.hasPrefix("<svg") == true)
        #expect(store.text("/work/day/content/2024-05-01-hello.md")?.contains("image: icons/star.svg") == true)
        // The sample item's icon is found, and the changelog builds.
        let (built, console, out) = CLITests().run(["build", "day", "--now", "2024-06-01"], files: files(store))
        #expect(built == 0, "\(console.stderr)")
        #expect(out.text("/work/day/public/icons/star.svg") != nil)
        let (changelog, changelogConsole, _) = CLITests().run(["changelog", "day/CHANGELOG.md"], files: files(store))
        #expect(changelog == 0, "\(changelogConsole.stderr)")
    }

    /// `new site --language LANG` starts in that language: tlsite.yml, the
    /// items and the changelog in its words, and a site that builds without
    /// a warning, its pages in that language too.
    @Test(arguments: [("de", "Hallo, Zeitleiste", "Aufklappen"), ("ja", "こんにちは、タイムライン", "開く"), ("ar", "مرحبًا أيها الخط الزمني", "افتح"),
                      ("fr", "Bonjour, chronologie", "Déplier"), ("en", "Hello, timeline", "Unfold")])
    func newSiteSpeaksItsLanguage(_ language: String, _ title: String, _ unfold: String) throws {
        let (code, console, store) = CLITests().run(["new", "site", "day", "--language", language])
        #expect(code == 0 && console.stderr.isEmpty, "\(console.stderr)")
        #expect(store.text("/work/day/tlsite.yml")?.contains("\nlanguage: \(language)\n") == true)
        #expect(store.text("/work/day/content/2024-05-01-hello.md")?.contains("title: \"\(title)\"") == true)
        let (built, buildConsole, out) = CLITests().run(["build", "day", "--now", "2024-06-01"], files: files(store))
        #expect(built == 0 && buildConsole.stderr.isEmpty, "\(buildConsole.stderr)")
        #expect(out.text("/work/day/public/index.html")?.contains(">\(unfold)</span>") == true)
        let (changelog, changelogConsole, _) = CLITests().run(["changelog", "day/CHANGELOG.md"], files: files(store))
        #expect(changelog == 0, "\(changelogConsole.stderr)")
    }

    @Test func newSiteInALanguageWithoutACatalogueIsEnglishWithAWarning() {
        let (code, console, store) = CLITests().run(["new", "site", "day", "--language", "sv"])
        #expect(code == 0)
        #expect(console.stderr.contains("tlsite: warning: tlsite has no catalogue for 'sv': the starter site is in English"))
        #expect(store.text("/work/day/tlsite.yml")?.contains("\nlanguage: sv\n") == true)
        #expect(store.text("/work/day/content/2024-05-01-hello.md")?.contains("Hello, timeline") == true)
        let (bad, badConsole, _) = CLITests().run(["new", "site", "day2", "--language", "not a tag"])
        #expect(bad == 2 && badConsole.stderr.contains("--language needs a language tag like en, fr or pt-BR, not 'not a tag'"))
    }

    @Test(arguments: [
        (["new", "item", "Lunch", "break"], "/work/site/content/2024-05-01-lunch-break.md", "Lunch break"),
        (["new", "item", "site", "Lunch", "break"], "/work/site/content/2024-05-01-lunch-break.md", "Lunch break"),
        (["new", "item", "--site", "site", "site"], "/work/site/content/2024-05-01-site.md", "site"),
        (["new", "item", "notasite", "Lunch"], "/work/site/content/2024-05-01-notasite-lunch.md", "notasite Lunch"),
    ])
    func newItemTakesATitleOfSeveralWords(_ arguments: [String], _ path: String, _ title: String) {
        // The first three run beside the site (in /work), the last one inside it.
        let inside = arguments.contains("notasite") || arguments == ["new", "item", "Lunch", "break"]
        let (io, store) = FileIO.memory(["/work/site/tlsite.yml": "title: T\n"])
        let console = Console()
        var cli = CLI()
        cli.io = io
        cli.out = { console.out($0) }
        cli.err = { console.err($0) }
        cli.currentDirectory = inside ? "/work/site" : "/work"
        cli.now = { ISO8601DateFormatter().date(from: "2024-05-01T08:30:00Z")! }
        #expect(cli.run(arguments) == 0, "\(console.stderr)")
        #expect(store.text(path) == "---\ntitle: \"\(title)\"\ndate: 2024-05-01T08:30:00Z\nlane: left\n---\nWhat happened? Write it here, in **Markdown**.\n",
                "\(console.stdout)")
    }

    /// The tour's items are times of the day: an item called "08:30 am" is
    /// dated at 08:30 today, whatever the clock says when it is written.
    @Test(arguments: [
        ("08:30 am", "2024-05-01T08:30:00Z"), ("8:30AM", "2024-05-01T08:30:00Z"), ("08:30 pm", "2024-05-01T20:30:00Z"),
        ("12 pm", "2024-05-01T12:00:00Z"), ("12:15 am", "2024-05-01T00:15:00Z"), ("7 p.m.", "2024-05-01T19:00:00Z"),
        ("14:05", "2024-05-01T14:05:00Z"), ("23:59", "2024-05-01T23:59:00Z"),
        // Not times: the clock's time stays.
        ("Lunch break", "2024-05-01T16:45:00Z"), ("2024", "2024-05-01T16:45:00Z"), ("24:00", "2024-05-01T16:45:00Z"),
        ("13 pm", "2024-05-01T16:45:00Z"), ("08:75 am", "2024-05-01T16:45:00Z"), ("0 am", "2024-05-01T16:45:00Z"),
        ("08:30 am: Mary wakes up", "2024-05-01T16:45:00Z"),
    ])
    func newItemKeepsTheTimeItsTitleNames(_ title: String, _ date: String) throws {
        let (io, store) = FileIO.memory(["/work/site/tlsite.yml": "title: T\n"])
        var cli = CLI()
        cli.io = io
        cli.out = { _ in }
        cli.err = { _ in }
        cli.currentDirectory = "/work/site"
        cli.now = { ISO8601DateFormatter().date(from: "2024-05-01T16:45:00Z")! }
        #expect(cli.run(["new", "item", title]) == 0)
        let file = try #require(store.snapshot.keys.first { $0.hasPrefix("/work/site/content/") })
        #expect(store.text(file)?.contains("\ndate: \(date)\n") == true, "\(title): \(store.text(file) ?? "")")
    }

    /// An item whose title is a time still ahead today is hidden by build
    /// until then; `new item` says so instead of letting the user look for it.
    @Test(arguments: [("08:30 am", true), ("16:45", false), ("Lunch break", false), ("04:00 pm", false), ("11 pm", true)])
    func newItemSaysWhenItsTimeIsStillAhead(_ title: String, _ ahead: Bool) {
        let (io, _) = FileIO.memory(["/work/site/tlsite.yml": "title: T\n"])
        let console = Console()
        var cli = CLI()
        cli.io = io
        cli.out = { console.out($0) }
        cli.err = { console.err($0) }
        cli.currentDirectory = "/work/site"
        cli.now = { ISO8601DateFormatter().date(from: "2024-05-01T06:00:00Z")!.addingTimeInterval(ahead ? 0 : 12 * 3600) }
        #expect(cli.run(["new", "item", title]) == 0)
        #expect(console.stdout.contains("later than now: build and serve leave it out until then (--future shows it now)") == ahead, "\(title): \(console.stdout)")
    }

    @Test func newItemWritesItsPlaceholderInTheSitesLanguage() {
        let (code, _, store) = CLITests().run(["new", "item", "site", "Midi"], files: ["/work/site/tlsite.yml": "title: T\nlanguage: fr\n"])
        #expect(code == 0)
        #expect(store.text("/work/site/content/2024-05-01-midi.md")?.hasSuffix("---\nQue s'est-il passé ? Écrivez-le ici, en **Markdown**.\n") == true)
    }

    @Test func newItemOutsideASiteSaysWhereItLooked() {
        let (code, console, _) = CLITests().run(["new", "item", "Lunch", "break"])
        #expect(code == 1)
        #expect(console.stderr == "tlsite: error: this folder has no tlsite.yml; run this in a site folder or name it with --site DIR")
    }

    static let broken: [String: String] = [
        "/work/s/tlsite.yml": "title: T\n",
        "/work/s/content/a.md": "---\ntitle: A\ntagz: [x]\n---\nBody\n",
        "/work/s/content/b.md": "---\ntitle: B\ndate: nope\n---\nBody\n",
    ]

    @Test func diagnosticsJSONIsOneObjectALine() throws {
        let (code, console, _) = CLITests().run(["build", "s", "--diagnostics", "json"], files: NewcomerTests.broken)
        #expect(code == 1)
        let lines = console.stderr.split(separator: "\n").map(String.init)
        #expect(lines == [
            #"{"file":"s/content/a.md","line":3,"column":1,"severity":"error","message":"unknown key 'tagz' in front matter (did you mean 'tags'?)","suggestion":"tags"}"#,
            #"{"file":"s/content/b.md","line":3,"column":7,"severity":"error","message":"'date' is not a valid date: expected YYYY-MM-DD (write 2024-05-01 or 2024-05-01T08:30:00Z)","suggestion":null}"#,
        ])
        for line in lines {
            let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            #expect(Set(object.keys) == ["file", "line", "column", "severity", "message", "suggestion"])
        }
    }

    @Test func diagnosticsGitHubAnnotatesTheFile() {
        let (code, console, _) = CLITests().run(["check", "s", "--diagnostics=github"], files: NewcomerTests.broken)
        #expect(code == 1)
        #expect(console.stderr.hasPrefix("::error file=s/content/a.md,line=3,col=1::unknown key 'tagz' in front matter (did you mean 'tags'?)\n::error file=s/content/b.md,line=3,col=7::"))
    }

    @Test func diagnosticsFormatIsChecked() {
        let (code, console, _) = CLITests().run(["build", "s", "--diagnostics", "jsn"], files: NewcomerTests.broken)
        #expect(code == 2)
        #expect(console.stderr.contains("--diagnostics needs one of text, json, github, not 'jsn' (did you mean 'json'?)"))
    }

    @Test func githubEscapesWhatWouldEndTheCommand() {
        let output = DiagnosticOutput(format: .github, site: "/w", currentDirectory: "/w")
        let line = output.line(.error(SourceLocation(path: "a,b:c.md", line: 2, column: 3), "50% done\nnext"))
        #expect(line == "::error file=a%2Cb%3Ac.md,line=2,col=3::50%25 done%0Anext")
        #expect(output.line(.warning(nil, "no location")) == "::warning::no location")
    }

    @Test(arguments: [
        ("unknown key 'tagz' in front matter (did you mean 'tags'?)", "tags"),
        ("unknown key 'perPage' in tlsite.yml: did you mean `timeline.perPage`?", "timeline.perPage"),
        ("'leftLineStyle.lineColor' is empty: in YAML `#` starts a comment; quote the colour: '#0ea5e9'", "#0ea5e9"),
        ("the file is empty", nil),
    ] as [(String, String?)])
    func suggestionIsTakenFromTheMessage(_ message: String, _ suggestion: String?) {
        #expect(DiagnosticOutput.suggestion(in: message) == suggestion)
    }

    @Test func themePreviewOutsideASiteSaysWhereItLooked() {
        let (code, console, _) = CLITests().run(["theme", "preview", "mine"])
        #expect(code == 1)
        #expect(console.stderr == "tlsite: error: unknown theme 'mine'; themes: changelog, compact, dark, default, editorial, feed, paper; looked only among the built-in themes: /work has no tlsite.yml, so no site themes/ folder was searched (run this in the site's folder, or name it: tlsite theme preview mine SITE)")
    }

    @Test func themePreviewTakesASiteAsThemeNewDoes() throws {
        let files = ["/work/site/tlsite.yml": "title: T\n", "/work/site/themes/mine/theme.yml": "page: { backgroundColor: \"#f3efe6\" }\n"]
        let (code, console, store) = CLITests().run(["theme", "preview", "mine", "site", "-o", "out"], files: files)
        #expect(code == 0, "\(console.stderr)")
        let html = try #require(store.text("/work/out/index.html"))
        #expect(html.contains("<code>backgroundColor</code>: <code>#f3efe6</code>"), "the page item lists the theme's page keys")
        let (missing, other, _) = CLITests().run(["theme", "preview", "mine", "elsewhere"], files: files)
        #expect(missing == 1)
        #expect(other.stderr == "tlsite: error: elsewhere has no tlsite.yml; name a site folder (tlsite theme preview mine SITE), or run this in one")
        let (unknown, said, _) = CLITests().run(["theme", "preview", "mien", "site"], files: files)
        #expect(unknown == 1)
        #expect(said.stderr.hasSuffix("looked in themes/ of site and among the built-in themes"))
    }

    @Test func themeScaffoldSaysWhichAvatarLiesOnTop() throws {
        let (code, _, store) = CLITests().run(["theme", "new", "mine", "site"], files: ["/work/site/tlsite.yml": "title: T\n"])
        #expect(code == 0)
        let yaml = try #require(store.text("/work/site/themes/mine/theme.yml"))
        // What renders (Tests/browser/test_avatar_stacking.py checks it in Chromium).
        #expect(yaml.contains("startFrom: left   # which end the first person sits at; each avatar lies over the one before it, from either end"))
    }

    @Test func themePreviewInASiteSaysItLookedInItsThemes() {
        let (io, _) = FileIO.memory(["/work/site/tlsite.yml": "title: T\n", "/work/site/themes/mine/theme.yml": ""])
        let console = Console()
        var cli = CLI()
        cli.io = io
        cli.out = { console.out($0) }
        cli.err = { console.err($0) }
        cli.currentDirectory = "/work/site"
        #expect(cli.run(["theme", "preview", "mien"]) == 1)
        #expect(console.stderr == "tlsite: error: unknown theme 'mien' (did you mean 'mine'?); themes: changelog, compact, dark, default, editorial, feed, mine, paper; looked in themes/ of this site and among the built-in themes")
    }
}

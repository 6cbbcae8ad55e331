import Foundation
import Testing
import TLCore
import TLSite
@testable import TLCLI

/// The command line, run against an in-memory file system.
final class Console: @unchecked Sendable {
    private let lock = NSLock()
    private var outLines: [String] = []
    private var errLines: [String] = []
    func out(_ s: String) { lock.withLock { outLines.append(s) } }
    func err(_ s: String) { lock.withLock { errLines.append(s) } }
    var stdout: String { lock.withLock { outLines.joined(separator: "\n") } }
    var stderr: String { lock.withLock { errLines.joined(separator: "\n") } }
}

struct CLITests {
    /// `wrap` may change the in-memory file system's behaviour.
    func run(_ arguments: [String], files: [String: String] = [:], io wrap: ((FileIO) -> FileIO)? = nil) -> (Int32, Console, MemoryFiles) {
        let (io, store) = FileIO.memory(files)
        let console = Console()
        var cli = CLI()
        cli.io = wrap?(io) ?? io
        cli.out = { console.out($0) }
        cli.err = { console.err($0) }
        cli.isTerminal = false
        cli.currentDirectory = "/work"
        cli.now = { ISO8601DateFormatter().date(from: "2024-05-01T08:30:00Z")! }
        return (cli.run(arguments), console, store)
    }

    @Test(arguments: [
        [], ["bild"], ["build", "--nope"], ["build", "-o"], ["build", "a", "b"], ["build", "--jobs", "0"],
        ["build", "--now", "yesterday"], ["build", "--quiet", "--verbose"], ["check", "-o", "x"], ["new"], ["new", "page"],
        ["new", "site"], ["new", "item"], ["help", "nope"], ["help", "build", "extra"], ["help", "new", "thing"], ["build", "--drafts=yes"],
        ["serve", "--port", "http"], ["serve", "--port", "65536"], ["serve", "--port", "-1"], ["serve", "-o", "x"],
        ["serve", "a", "b"], ["serve", "--host"],
    ])
    func usageErrorsExitTwoWithAUsageLine(_ arguments: [String]) {
        let (code, console, _) = run(arguments)
        #expect(code == 2)
        #expect(console.stderr.contains("usage: tlsite"), "\(console.stderr)")
    }

    @Test func unknownOptionSuggests() {
        let (_, console, _) = run(["build", "--draft"])
        #expect(console.stderr.contains("unknown option --draft (did you mean --drafts?)"))
    }

    /// `--version`: the VERSION file's version alone on the first line
    /// (scripts/release.sh and action.yml read it), the commit ("unknown":
    /// tests are no release build), and the C libraries' own versions.
    @Test func versionNamesTheVersionFileTheCommitAndTheLibraries() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let version = try String(contentsOf: root.appendingPathComponent("VERSION"), encoding: .utf8)
            .trimmingCharacters(in: .whitespacesAndNewlines)
        let (code, console, _) = run(["--version"])
        #expect(code == 0)
        let lines = console.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.count == 3, "\(lines)")
        #expect(lines.first == "tlsite \(version)")
        #expect(lines.dropFirst().first == "commit: unknown")
        #expect(lines.last?.wholeMatch(of: /cmark \d+\.\d+\.\d+, libyaml \d+\.\d+\.\d+, libmicrohttpd \d+\.\d+\.\d+/) != nil, "\(lines)")
    }

    @Test func helpAndVersion() {
        #expect(run(["--version"]).1.stdout.hasPrefix("tlsite "))
        #expect(run(["--help"]).1.stdout.contains("build [SITE]"))
        #expect(run(["help", "build"]).1.stdout.contains("--base-url URL"))
        #expect(run(["help", "new", "item"]).1.stdout.contains("usage: tlsite new item"))
        #expect(run(["build", "--help"]).0 == 0)
        #expect(run(["help", "serve"]).1.stdout.contains("--no-reload"))
        #expect(run(["serve", "--help"]).1.stdout.contains("usage: tlsite serve"))
    }

    @Test func serveWithoutASiteFolderExitsOne() {
        let (code, console, _) = run(["serve", "nowhere", "--port", "0"])
        #expect(code == 1)
        #expect(console.stderr == "tlsite: error: no site folder at nowhere")
    }

    @Test func newSiteBuilds() {
        let (code, console, store) = run(["new", "site", "day"])
        #expect(code == 0, "\(console.stderr)")
        #expect(store.text("/work/day/tlsite.yml")?.contains("title: \"day\"") == true)
        let files = Dictionary(uniqueKeysWithValues: store.snapshot.map { ($0.key, String(decoding: $0.value, as: UTF8.self)) })
        let (buildCode, buildConsole, built) = run(["build", "day", "--now", "2024-06-01"], files: files)
        #expect(buildCode == 0, "\(buildConsole.stderr)")
        // Home, two items, kind/text/, tags/welcome/, the index pages kind/ and tags/, 404.
        #expect(buildConsole.stdout.hasPrefix("Built 8 pages from 2 items"))
        #expect(built.text("/work/day/public/hello/index.html")?.contains("Hello, timeline") == true)
    }

    @Test func verboseTimesEveryStage() {
        let (code, console, _) = run(["build", "site", "--verbose"], files: ["/work/site/tlsite.yml": "title: T\n"])
        #expect(code == 0, "\(console.stderr)")
        let stages = console.stderr.split(separator: "\n").filter { $0.hasPrefix("tlsite: ") && $0.hasSuffix(" s") }
            .map { $0.split(separator: " ")[1] }
        #expect(stages == ["config", "output", "theme", "catalogue", "templates", "content", "layout", "images", "plan", "prepare", "render", "feeds", "copy", "publish"])
    }

    @Test func newSiteRefusesANonEmptyFolder() {
        let (code, console, _) = run(["new", "site", "day"], files: ["/work/day/x": "x"])
        #expect(code == 1)
        #expect(console.stderr.contains("already exists"))
    }

    @Test func newItemWritesDatedFile() {
        let (code, console, store) = run(["new", "item", "site", "08:30 am: \"Mary\""], files: ["/work/site/tlsite.yml": "title: T\n"])
        #expect(code == 0, "\(console.stderr)")
        #expect(store.text("/work/site/content/2024-05-01-08-30-am-mary.md") == "---\ntitle: \"08:30 am: \\\"Mary\\\"\"\ndate: 2024-05-01T08:30:00Z\nlane: left\n---\nWhat happened? Write it here, in **Markdown**.\n")
        let (again, _, _) = run(["new", "item", "site", "08:30 am: \"Mary\""], files: Dictionary(uniqueKeysWithValues: store.snapshot.map { ($0.key, String(decoding: $0.value, as: UTF8.self)) }))
        #expect(again == 1)
    }

    /// Without a host in its address a site has no feeds and no sitemap, and the summary says so;
    /// a path-only base is a site in a subfolder, whose 404 page links from there.
    @Test(arguments: [
        ("title: T\n", [], "Not written: feed.xml, feed.json and sitemap.xml, which need the site's full address (no baseURL is set); set baseURL: https://example.org/ in tlsite.yml (or --base-url)", "/"),
        ("title: T\nfeeds: { atom: false }\n", ["--base-url", "/apollo"], "Not written: feed.json and sitemap.xml, which need the site's full address (the base /apollo/ has no host); set baseURL: https://example.org/apollo/ in tlsite.yml (or --base-url)", "/apollo/"),
        ("title: T\nbaseURL: /apollo/\n", [], "Not written: feed.xml, feed.json and sitemap.xml, which need the site's full address (the base /apollo/ has no host); set baseURL: https://example.org/apollo/ in tlsite.yml (or --base-url)", "/apollo/"),
        ("title: T\nbaseURL: /apollo/\n", ["--base-url", "https://example.org/x/"], nil, "/x/"),
    ] as [(String, [String], String?, String)])
    func buildSaysWhatItLeftOut(_ config: String, _ flags: [String], _ note: String?, _ root404: String) {
        let (code, console, store) = run(["build", "s"] + flags, files: ["/work/s/tlsite.yml": config,
                                                                          "/work/s/content/a.md": "---\ntitle: A\ndate: 2024-05-01\n---\nBody\n"])
        #expect(code == 0, "\(console.stderr)")
        let lines = console.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == (note == nil ? 1 : 2) && lines.dropFirst().first == note, "\(lines)")
        #expect((store.text("/work/s/public/sitemap.xml") != nil) == (note == nil))
        #expect(store.text("/work/s/public/404.html")?.contains("href=\"\(root404)assets/tlsite.") == true)
    }

    @Test(arguments: ["ftp://example.org/", "apollo/", "//cdn.example/", "/a/../b/", "/a b/", "https://example.org/?q=1"])
    func aWrongBaseURLOnTheCommandLineIsExitTwo(_ url: String) {
        for command in [["build", "s"], ["check", "s"], ["changelog", "s/CHANGELOG.md"]] {
            let (code, console, store) = run(command + ["--base-url", url], files: ["/work/s/tlsite.yml": "title: T\n",
                                                                                "/work/s/CHANGELOG.md": "## [1.0.0] - 2024-05-01\n### Added\n- A\n"])
            #expect(code == 2, "\(command) --base-url \(url): \(console.stderr)")
            #expect(console.stderr.hasPrefix("tlsite: error: --base-url must"), "\(console.stderr)")
            #expect(!store.snapshot.keys.contains { $0.contains("public/") || $0.contains("changelog-site/") })
        }
    }

    @Test func buildErrorsExitOneAndSayNothingWasPublished() {
        let (code, console, _) = run(["build", "s"], files: ["/work/s/tlsite.yml": "title: [\n", "/work/s/public/index.html": "old"])
        #expect(code == 1)
        #expect(console.stderr.contains("tlsite.yml:2:1: error:"))
        #expect(console.stderr.hasSuffix("nothing was published, the previous output is untouched"))
    }

    @Test func anOutputOfForeignFilesIsRefusedUnlessForced() {
        let files = ["/work/s/tlsite.yml": "title: T\n", "/work/notes/todo.txt": "mine"]
        let (code, console, store) = run(["build", "s", "-o", "notes"], files: files)
        #expect(code == 1)
        #expect(console.stderr.hasPrefix("tlsite: error: the output folder /work/notes holds what tlsite did not write (it has no .tlsite-output file): todo.txt;"))
        #expect(console.stderr.contains("pass --force to replace it and delete it\n"))
        #expect(store.text("/work/notes/todo.txt") == "mine")
        let (forced, _, after) = run(["build", "s", "-o", "notes", "--force"], files: files)
        #expect(forced == 0)
        #expect(after.text("/work/notes/todo.txt") == nil && after.text("/work/notes/.tlsite-output") != nil)
        // A file, the site's own folder, and a repository are refused even with --force.
        for target in ["s/tlsite.yml", "s", ".", "repo"] {
            let (refused, _, kept) = run(["build", "s", "-o", target, "--force"], files: files.merging(["/work/repo/.git/HEAD": "x"]) { a, _ in a })
            #expect(refused == 1, "\(target)")
            #expect(kept.text("/work/s/tlsite.yml") == "title: T\n" && kept.text("/work/repo/.git/HEAD") == "x")
        }
    }

    /// `--quiet` prints errors only: no summary, no warnings.
    @Test func quietPrintsNothingOnSuccess() {
        let (code, console, _) = run(["build", "s", "-q"], files: ["/work/s/tlsite.yml": "title: T\n"])
        #expect(code == 0)
        #expect(console.stdout.isEmpty && console.stderr.isEmpty, "\(console.stderr)")
        let (_, loud, _) = run(["build", "s"], files: ["/work/s/tlsite.yml": "title: T\n"])
        #expect(loud.stderr.contains("no content/ folder"))
    }

    @Test func checkWritesNothing() {
        let (code, console, store) = run(["check", "s"], files: ["/work/s/tlsite.yml": "title: T\n", "/work/s/content/a.md": "---\ntitle: A\n---\n"])
        #expect(code == 0, "\(console.stderr)")
        #expect(console.stdout.hasPrefix("Checked"))
        #expect(!store.snapshot.keys.contains { $0.contains("public") || $0.contains("tlsite-") })
    }
}

struct ArgumentTests {
    @Test(arguments: [
        (["a", "-o", "out", "--drafts"], ParsedArguments(flags: ["--drafts"], options: ["--output": "out"], positionals: ["a"])),
        (["--output=x=y"], ParsedArguments(flags: [], options: ["--output": "x=y"], positionals: [])),
        (["--", "--drafts"], ParsedArguments(flags: [], options: [:], positionals: ["--drafts"])),
        (["-"], ParsedArguments(flags: [], options: [:], positionals: ["-"])),
    ])
    func parses(_ arguments: [String], _ expected: ParsedArguments) throws {
        let spec = ArgumentSpec(flags: ["--drafts"], options: ["--output"], aliases: ["-o": "--output"], maxPositionals: 1)
        #expect(try spec.parse(arguments) == expected)
    }
}

struct ThemeCommandTests {
    let site = ["/work/s/tlsite.yml": "title: T\n", "/work/s/content/a.md": "---\ntitle: A\nleftType: start\n---\n"]

    func files(_ store: MemoryFiles) -> [String: String] {
        Dictionary(uniqueKeysWithValues: store.snapshot.map { ($0.key, String(decoding: $0.value, as: UTF8.self)) })
    }

    @Test func newThemeListsEveryKeyAndBuilds() throws {
        let (code, console, store) = CLITests().run(["theme", "new", "mine", "s", "--extends", "dark"], files: site)
        #expect(code == 0, "\(console.stderr)")
        let yaml = try #require(store.text("/work/s/themes/mine/theme.yml"))
        #expect(yaml.contains("extends: dark"))
        #expect(yaml.contains("#   spotColor: \"#1c1c1e\""), "inherited values are shown")
        for group in ["leftLineStyle", "rightLineStyle", "bubbleStyle", "messageSeparator", "foldStyle", "clusterStyle", "folderStyle"] {
            #expect(yaml.contains("# \(group):"))
        }
        // Uncommenting a key is all a designer does.
        var edited = files(store)
        edited["/work/s/themes/mine/theme.yml"] = yaml.replacingOccurrences(of: "# bubbleStyle:\n#   arrowOffsetY: 30", with: "bubbleStyle:\n  arrowOffsetY: 44")
        edited["/work/s/tlsite.yml"] = "title: T\ntheme: mine\n"
        let (buildCode, buildConsole, built) = CLITests().run(["build", "s"], files: edited)
        #expect(buildCode == 0, "\(buildConsole.stderr)")
        let css = built.snapshot.first { $0.key.hasPrefix("/work/s/public/assets/tlsite.") && $0.key.hasSuffix(".css") }.map { String(decoding: $0.value, as: UTF8.self) } ?? ""
        #expect(css.contains("--tl-bubble-arrow-offset-y: 44px;"))
        #expect(css.contains(":root, :root[data-tl-scheme], [data-tl-scheme] { color-scheme: dark; }"), "the dark parent's scheme is inherited")
    }

    @Test func newThemeRefusesBadNamesAndExistingFolders() {
        #expect(CLITests().run(["theme", "new", "../x", "s"], files: site).0 == 2)
        var existing = site
        existing["/work/s/themes/mine/theme.yml"] = ""
        #expect(CLITests().run(["theme", "new", "mine", "s"], files: existing).0 == 1)
        let (code, console, _) = CLITests().run(["theme", "new", "mine", "s", "--extends", "nope"], files: site)
        #expect(code == 1)
        #expect(console.stderr.contains("unknown theme 'nope'"))
    }

    @Test func previewShowsEveryLineTypeAndVariant() throws {
        let (code, console, store) = CLITests().run(["theme", "preview", "changelog", "-o", "out"])
        #expect(code == 0, "\(console.stderr)")
        let html = try #require(store.text("/work/out/index.html"))
        for type in ["start", "spot", "line", "end", "none"] {
            #expect(html.contains("tl-left-\(type) tl-right-\(type)"))
        }
        for variant in ["--tl-left-line-width: 10px", "--tl-left-spot-diameter: 12px", "--tl-left-spot-color: #ff8000",
                        "--tl-left-line-color: #ff00ff", "--tl-left-spot-offset-y: 50px", "--tl-bubble-border-width: 8px",
                        "--tl-bubble-border-color: #ff8000", "--tl-bubble-background-color: light-dark(#f2f2f7, #1c1c1e)", "--tl-bubble-arrow-offset-y: 50px"] {
            #expect(html.contains(variant), "missing \(variant)")
        }
        // Two panes (light and dark), each with the page's item, the 16 cells and the other components on page 1.
        #expect(html.components(separatedBy: "<li class=\"tl-cell").count - 1 == 2 * 25)
        for part in ["data-tl-scheme=light", "data-tl-scheme=dark", "<summary><span>", " open class=tl-fold>",
                     "class=tl-tree", "tl-more", "tl-kind-poll", "tl-kind-quiz", "tl-kind-alert", "tl-kind-image",
                     "tl-spacer", "tl-pagination", "class=tl-tag", "The page (page:)", "sets no <code>page:</code> key",
                     "<div class=tl-preview-spacer-label>timeline.spacer: 18 px</div>"] {
            #expect(html.contains(part), "missing \(part)")
        }
        // The dark pane's cells repeat the light pane's, under ids of their own.
        #expect(html.contains(" id=01-preview>") && html.contains(" id=dark-01-preview>"))
        let ids = html.components(separatedBy: "\" id=").dropFirst().map { $0.prefix { $0 != ">" && $0 != " " } }
        #expect(!ids.isEmpty && Set(ids).count == ids.count, "every id of the preview is unique")
        #expect(!store.snapshot.keys.contains { $0.contains("tlsite-preview") }, "the generated source is removed")
    }

    @Test func previewOfAnUnknownThemeFails() {
        let (code, console, _) = CLITests().run(["theme", "preview", "nope"])
        #expect(code == 1)
        #expect(console.stderr.contains("unknown theme 'nope'"))
        // Outside a site, the message says where it looked (NewcomerTests checks the wording).
        #expect(console.stderr.contains("looked only among the built-in themes"))
    }

    @Test func previewOfAThemeFixedToDarkHasOnePane() throws {
        let (code, console, store) = CLITests().run(["theme", "preview", "dark", "-o", "out"])
        #expect(code == 0, "\(console.stderr)")
        let html = try #require(store.text("/work/out/index.html"))
        #expect(html.contains("data-tl-scheme=dark"))
        #expect(!html.contains("data-tl-scheme=light"))
    }
}

/// `tlsite build` while an image is deleted, through the command line: the
/// file system deletes it at a set moment of the build (when the first page
/// is written into the staging folder, after the layout found the image and
/// before the copy), so the race is the same on every run (issue 26).
struct VanishingImageCommandTests {
    final class Once: @unchecked Sendable {
        let lock = NSLock()
        var done = false
        func first() -> Bool { lock.withLock { defer { done = true }; return !done } }
    }

    func build(item: String, deleting image: String) -> (Int32, Console, MemoryFiles) {
        let once = Once()
        return CLITests().run(["build", "/site"], files: [
            "/site/tlsite.yml": "title: T\n",
            "/site/content/a.md": item,
            "/site/static/" + image: "PNG",
            "/site/public/index.html": "OLD",
            "/site/public/.tlsite-output": OutputManifest(site: "/site", files: ["index.html"]).text,
        ], io: { io in
            var racing = io
            racing.write = { path, data in
                if path.hasSuffix(".html"), path.contains("tlsite-staging"), once.first() { try io.remove("/site/static/" + image) }
                try io.write(path, data)
            }
            return racing
        })
    }

    @Test(arguments: [
        ("---\ntitle: A\nimage: pic.png\n---\nBody.\n", "pic.png", "content/a.md:3:8: error: image 'pic.png' was in static/"),
        ("---\ntitle: A\n---\nSee ![](/pics/pic.png).\n", "pics/pic.png", "content/a.md:4:5: error: image '/pics/pic.png' of the body was in static/"),
    ])
    func anImageDeletedDuringTheBuildIsAnErrorAndPublishesNothing(item: String, image: String, message: String) {
        let (code, console, store) = build(item: item, deleting: image)
        #expect(store.text("/site/static/" + image) == nil, "the image was not deleted during the build")
        #expect(code == 1)
        #expect(console.stderr.contains(message), "\(console.stderr)")
        #expect(!console.stdout.contains("Built"))
        #expect(store.text("/site/public/index.html") == "OLD")
        #expect(!store.snapshot.keys.contains { $0.contains("tlsite-staging") })
    }
}

import Foundation
import Testing
import TLCore
import TLSite

/// Broken sites: each must fail with a located message and exit 1, and leave
/// the previous output exactly as it was.
struct BadInputTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var files: [String: String]
        var expected: String
        var testDescription: String { name }
    }

    static let config = "title: Test\n"
    static func item(_ frontMatter: String, body: String = "Body.\n") -> String { "---\n\(frontMatter)---\n\(body)" }

    static let cases: [Case] = [
        Case(name: "unclosed front matter", files: ["content/a.md": "---\ntitle: A\nBody\n"],
             expected: "content/a.md:1:1: error: front matter opened with '---' is never closed"),
        Case(name: "YAML syntax error mapped to the file's line", files: ["content/a.md": item("title: A\ntags: [a, b\n")],
             expected: "content/a.md:4:1: error: did not find expected ',' or ']'"),
        Case(name: "missing title", files: ["content/a.md": item("date: 2024-05-01\n")],
             expected: "content/a.md:2:1: error: the front matter has no 'title'"),
        Case(name: "title not a string", files: ["content/a.md": item("title: [a, b]\n")],
             expected: "content/a.md:2:8: error: 'title' must be a string, not a list"),
        Case(name: "title is a number", files: ["content/a.md": item("title: 12\n")],
             expected: "content/a.md:2:8: error: 'title' must be a string, not a number; put it in quotes"),
        Case(name: "invalid date", files: ["content/a.md": item("title: A\ndate: 2024-02-30\n")],
             expected: "content/a.md:3:7: error: 'date' is not a valid date: day 30 does not exist in 2024-02"),
        Case(name: "unknown leftType", files: ["content/a.md": item("title: A\nleftType: spto\n")],
             expected: "content/a.md:3:11: error: 'leftType' must be one of start, spot, line, end, none, not 'spto' (did you mean 'spot'?)"),
        Case(name: "list where a string belongs", files: ["content/a.md": item("title: A\nimageAlt: [x]\n")],
             expected: "content/a.md:3:11: error: 'imageAlt' must be a string, not a list"),
        Case(name: "unknown key", files: ["content/a.md": item("title: A\ntagz: [x]\n")],
             expected: "content/a.md:3:1: error: unknown key 'tagz' in front matter (did you mean 'tags'?)"),
        Case(name: "empty file", files: ["content/a.md": ""],
             expected: "content/a.md:1:1: error: the file is empty"),
        Case(name: "slug with ..", files: ["content/a.md": item("title: A\nslug: ../x\n")],
             expected: "content/a.md:3:7: error: 'slug' must be a single name without '/', '\\' or '..'"),
        Case(name: "absolute slug", files: ["content/a.md": item("title: A\nslug: /etc\n")],
             expected: "content/a.md:3:7: error: 'slug' must be a single name"),
        Case(name: "image with ..", files: ["content/a.md": item("title: A\nimage: ../../secret.png\n")],
             expected: "content/a.md:3:8: error: 'image' leads out of its folder with '..'"),
        Case(name: "absolute image path", files: ["content/a.md": item("title: A\nimage: /etc/passwd\n")],
             expected: "content/a.md:3:8: error: 'image' is an absolute path"),
        Case(name: "javascript image URL", files: ["content/a.md": item("title: A\nimage: \"javascript:alert(1)\"\n")],
             expected: "content/a.md:3:8: error: 'image' uses the 'javascript:' scheme"),
        Case(name: "missing image", files: ["content/a.md": item("title: A\nimage: nope.png\n")],
             expected: "content/a.md:3:8: error: image 'nope.png' not found"),
        Case(name: "duplicate slugs", files: ["content/a.md": item("title: A\nslug: same\n"), "content/b.md": item("title: B\nslug: same\n")],
             expected: "error: the slug 'same' is also used by content/"),
        Case(name: "reserved slug", files: ["content/page.md": item("title: A\n")],
             expected: "content/page.md:1:1: error: the slug 'page' is used by tlsite itself"),
        Case(name: "invalid color in style", files: ["content/a.md": item("title: A\nstyle:\n  bubbleStyle: { borderColor: \"red;}</style>\" }\n")],
             expected: "content/a.md:4:31: error: 'bubbleStyle.borderColor' is not a color"),
        Case(name: "missing tlsite.yml", files: ["tlsite.yml": ""],
             expected: "tlsite.yml:1:1: error: tlsite.yml is empty"),
        Case(name: "malformed tlsite.yml", files: ["tlsite.yml": "title: [unclosed\n"],
             expected: "tlsite.yml:2:1: error: did not find expected"),
        Case(name: "unknown config key", files: ["tlsite.yml": "title: T\nbaseUrl: https://x.org/\n"],
             expected: "tlsite.yml:2:1: error: unknown key 'baseUrl' in tlsite.yml (did you mean 'baseURL'?)"),
        Case(name: "bad perPage", files: ["tlsite.yml": "title: T\ntimeline: { perPage: -1 }\n"],
             expected: "tlsite.yml:2:22: error: 'perPage' must be between 0 and 100000, not -1"),
        Case(name: "unknown theme", files: ["tlsite.yml": "title: T\ntheme: defualt\n"],
             expected: "tlsite.yml:2:8: error: unknown theme 'defualt' (did you mean 'default'?)"),
        Case(name: "theme extends cycle", files: [
            "tlsite.yml": "title: T\ntheme: a\n", "themes/a/theme.yml": "extends: b\n", "themes/b/theme.yml": "extends: a\n",
        ], expected: "themes/b/theme.yml:1:10: error: theme 'extends' makes a cycle: themes/a -> themes/b -> themes/a"),
        Case(name: "invalid theme color", files: ["tlsite.yml": "title: T\ntheme: a\n", "themes/a/theme.yml": "bubbleStyle:\n  borderColor: bleu\n"],
             expected: "themes/a/theme.yml:2:16: error: 'bubbleStyle.borderColor' is not a color: 'bleu' (did you mean 'blue'?)"),
        Case(name: "unclosed template tag", files: ["templates/item.html": "<p>{{title</p>\n"],
             expected: "templates/item.html:1:4: error:"),
        Case(name: "unknown partial", files: ["templates/item.html": "{{>nope}}\n"],
             expected: "templates/item.html:1:1: error: unknown partial 'nope'"),
        Case(name: "mismatched section", files: ["templates/item.html": "{{#item}}\n{{/items}}\n"],
             expected: "templates/item.html:2:1: error:"),
        Case(name: "partial cycle", files: ["templates/item.html": "{{>partials/a}}", "templates/partials/a.html": "{{>partials/b}}", "templates/partials/b.html": "{{>partials/a}}"],
             expected: "error: partial cycle"),
        Case(name: "runaway recursion", files: ["content/a.md": item("title: A\n"), "templates/item.html": "{{>partials/r}}", "templates/partials/r.html": "{{#site}}{{>partials/r}}{{/site}}"],
             expected: "templates/partials/r.html:1:10: error: partial nesting deeper than 64"),
        Case(name: "theme template error", files: ["tlsite.yml": "title: T\ntheme: a\n", "themes/a/templates/partials/cell.html": "{{#x}}"],
             expected: "themes/a/templates/partials/cell.html:1:1: error:"),
        Case(name: "unknown folder key", files: ["content/f/_index.md": item("title: F\nisExpand: true\n"), "content/f/a.md": item("title: A\n")],
             expected: "content/f/_index.md:3:1: error: unknown key 'isExpand' in a folder's front matter (did you mean 'isExpanded'?)"),
        Case(name: "bad folder tint", files: ["content/f/_index.md": item("tintColor: \"red;}\"\n")],
             expected: "content/f/_index.md:2:12: error: 'tintColor' is not a color"),
        Case(name: "bad unfold animation", files: ["content/f/_index.md": item("unfoldAnimation: \"x}{\"\n")],
             expected: "content/f/_index.md:2:18: error: 'folderStyle.unfoldAnimation' must be a name"),
        Case(name: "cascading a title", files: ["content/f/_index.md": item("cascade: { title: X }\n")],
             expected: "content/f/_index.md:2:12: error: 'title' cannot cascade"),
        Case(name: "cascade value error located in _index.md", files: ["content/f/_index.md": item("cascade: { leftType: sideways }\n"), "content/f/a.md": item("title: A\n")],
             expected: "content/f/_index.md:2:22: error: 'leftType' must be one of"),
        Case(name: "folder and item share an address", files: ["content/news/a.md": item("title: A\n"), "content/b.md": item("title: B\nslug: news\n")],
             expected: "error: the folder 'news' would be written to /news/"),
        Case(name: "person without a name", files: ["data/people.yml": "ada: { image: a.png }\n"],
             expected: "data/people.yml:1:6: error: person 'ada' needs a 'name'"),
        Case(name: "unknown person key", files: ["data/people.yml": "ada: { name: Ada, mail: x }\n"],
             expected: "data/people.yml:1:19: error: unknown key 'mail' in person 'ada'"),
        Case(name: "javascript person url", files: ["data/people.yml": "ada: { name: Ada, url: \"javascript:x\" }\n"],
             expected: "data/people.yml:1:24: error: 'url' uses the 'javascript:' scheme"),
        Case(name: "quiz answer not an option", files: ["content/a.md": item("title: A\nkind: quiz\noptions: [x, y]\nanswer: z\n")],
             expected: "content/a.md:5:9: error: 'answer' must be the text of one of the options (x, y), not 'z'"),
        Case(name: "folder without a name", files: ["content/!!!/a.md": item("title: A\n")],
             expected: "content/!!!:1:1: error: the folder '!!!' has no letters or digits"),
        Case(name: "YAML alias bomb", files: ["content/a.md": item("title: A\na: &a [x, x, x, x, x, x, x, x, x, x]\nb: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a, *a]\nc: &c [*b, *b, *b, *b, *b, *b, *b, *b, *b, *b]\nd: &d [*c, *c, *c, *c, *c, *c, *c, *c, *c, *c]\ne: &e [*d, *d, *d, *d, *d, *d, *d, *d, *d, *d]\n")],
             expected: "content/a.md:7:"),
        Case(name: "tab indentation", files: ["content/a.md": item("title: A\nstyle:\n\tbubbleStyle: {}\n")],
             expected: "content/a.md:4:1: error: found character that cannot start any token"),
        Case(name: "line separator before an error", files: ["content/a.md": item("title: \"A\u{2028}B\u{85}C\"\nleftType: x\n")],
             expected: "content/a.md:3:11: error: 'leftType' must be one of"),
        Case(name: "sections over a list nested twelve deep", files: [
            "content/a.md": item("title: A\ntags: [a, b, c, d, e, f, g, h, i, j]\n"),
            "templates/item.html": "{{#item}}" + String(repeating: "{{#tags}}", count: 12) + "x" + String(repeating: "{{/tags}}", count: 12) + "{{/item}}",
        ], expected: "templates/item.html:1:109: error: rendering stopped: the page needs more than 2 million section repetitions and partials"),
        Case(name: "tlsite.yml over 8 MB", files: ["tlsite.yml": "title: T\n# " + String(repeating: "a", count: 8_000_000) + "\n"],
             expected: "tlsite.yml:1:1: error: the file is larger than 8 MB"),
        Case(name: "NUL byte", files: ["content/a.md": item("title: A\n", body: "Bo\u{0}dy\n")],
             expected: "content/a.md:4:3: error: the file contains a NUL byte"),
    ]

    @Test(arguments: cases)
    func badInputFailsWithLocatedErrorAndKeepsOldOutput(_ testCase: Case) throws {
        var files = ["/site/tlsite.yml": BadInputTests.config, "/site/public/index.html": "OLD OUTPUT",
                     "/site/public/.tlsite-output": OutputManifest(site: "/site", files: ["index.html"]).text]
        for (path, text) in testCase.files { files["/site/" + path] = text }
        let (io, store) = FileIO.memory(files)
        let report = Build(BuildOptions(site: "/site"), io: io).run()
        #expect(!report.succeeded)
        let messages = report.diagnostics.map(\.description)
        #expect(messages.contains { $0.contains(testCase.expected) }, "expected '\(testCase.expected)' in:\n\(messages.joined(separator: "\n"))")
        #expect(store.text("/site/public/index.html") == "OLD OUTPUT")
        #expect(store.snapshot.keys.filter { $0.hasPrefix("/site/public/") }.sorted() == ["/site/public/.tlsite-output", "/site/public/index.html"])
        #expect(!store.snapshot.keys.contains { $0.contains("tlsite-staging") }, "a staging folder was left behind")
    }

    @Test func invalidUTF8IsLocated() throws {
        let (io, _) = FileIO.memory(["/site/tlsite.yml": "title: T\n"])
        try io.write("/site/content/a.md", Data("---\ntitle: A\n---\nok\n\u{FF}".utf8) + Data([0xC3, 0x28]))
        let report = Build(BuildOptions(site: "/site"), io: io).run()
        #expect(report.diagnostics.map(\.description).contains { $0.hasPrefix("content/a.md:5:") && $0.contains("not valid UTF-8") },
                "\(report.diagnostics)")
    }

    @Test func everyErrorOfABuildIsReported() {
        let (io, _) = FileIO.memory([
            "/site/tlsite.yml": "title: T\n",
            "/site/content/a.md": BadInputTests.item("title: 1\n"),
            "/site/content/b.md": BadInputTests.item("title: B\nleftType: x\ndate: nope\n"),
            "/site/content/c.md": BadInputTests.item("title: C\nslug: d\n"),
            "/site/content/d.md": BadInputTests.item("title: D\nimage: missing.png\n"),
        ])
        let report = Build(BuildOptions(site: "/site"), io: io).run()
        let errors = report.diagnostics.filter { $0.severity == .error }.map(\.description)
        #expect(errors.count == 5, "\(errors)")
        #expect(errors.contains { $0.contains("the slug 'd' is also used by") })
        #expect(errors.contains { $0.contains("image 'missing.png' not found") })
        #expect(errors.first?.hasPrefix("content/a.md:2:8") == true)
    }

    @Test func outputInsideContentIsRefused() {
        let (io, store) = FileIO.memory(["/site/tlsite.yml": "title: T\n", "/site/content/a.md": BadInputTests.item("title: A\n")])
        var options = BuildOptions(site: "/site")
        options.output = "/site/content/out"
        let report = Build(options, io: io).run()
        #expect(report.diagnostics.contains { $0.message.contains("is inside content/") })
        #expect(!store.snapshot.keys.contains { $0.hasPrefix("/site/content/out") })
    }

    @Test func successfulBuildReplacesOutputWhole() throws {
        let (io, store) = FileIO.memory([
            "/site/tlsite.yml": "title: T\n", "/site/content/a.md": BadInputTests.item("title: A\n"),
            "/site/public/stale.html": "from an older build", "/site/public/.tlsite-output": OutputManifest(site: "/site", files: ["stale.html"]).text,
        ])
        let report = Build(BuildOptions(site: "/site"), io: io).run()
        #expect(report.succeeded, "\(report.diagnostics)")
        #expect(store.text("/site/public/stale.html") == nil)
        #expect(store.text("/site/public/a/index.html")?.contains("<h1 class=tl-page-title>A</h1>") == true)
        #expect(!store.snapshot.keys.contains { $0.contains("tlsite-") && !$0.contains("/public/") })
    }
}

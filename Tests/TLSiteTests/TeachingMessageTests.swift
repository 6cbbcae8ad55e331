import Foundation
import Testing
import TLCore
import TLSite

/// The messages a new user met, word for word: each must say what YAML did
/// or what was meant, at the line and column of the mistake. The whole list
/// of a build's messages is compared, so a message that vanishes or comes
/// alone when it should come with others fails too.
struct TeachingMessageTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var files: [String: String]
        var expected: [String]
        var testDescription: String { name }
    }

    static func item(_ frontMatter: String) -> String { "---\ntitle: A\n\(frontMatter)---\nBody.\n" }
    static let themed = "title: T\ntheme: mine\n"

    static let cases: [Case] = [
        Case(name: "unquoted hex color is a comment", files: ["tlsite.yml": themed, "themes/mine/theme.yml": "leftLineStyle:\n  lineColor: #0ea5e9\n"],
             expected: ["themes/mine/theme.yml:2:14: error: 'leftLineStyle.lineColor' is empty: in YAML `#` starts a comment; quote the colour: '#0ea5e9'"]),
        Case(name: "unquoted hex color in an item's style", files: ["content/a.md": item("style:\n  messageSeparator: #ff8000\n")],
             expected: ["content/a.md:4:21: error: 'messageSeparator' is empty: in YAML `#` starts a comment; quote the colour: '#ff8000'"]),
        Case(name: "unquoted hex color breaks a flow mapping", files: ["tlsite.yml": themed, "themes/mine/theme.yml": "bubbleStyle: { borderColor: #ff8000 }\n"],
             expected: ["themes/mine/theme.yml:2:1: error: did not find expected node content (while parsing a flow node); line 1 has an unquoted '#ff8000': in YAML `#` starts a comment; quote the colour: '#ff8000'"]),
        Case(name: "unquoted hex color breaks a flow mapping in front matter", files: ["content/a.md": item("style:\n  bubbleStyle: { borderColor: #ff8000, borderWidth: 1 }\n")],
             expected: ["content/a.md:5:1: error: did not find expected node content (while parsing a flow node); line 4 has an unquoted '#ff8000': in YAML `#` starts a comment; quote the colour: '#ff8000'"]),
        Case(name: "a colon in a plain title", files: ["content/a.md": "---\ntitle: Apollo 11: launch\ndate: 1969-07-16\n---\nBody.\n"],
             expected: ["content/a.md:2:17: error: mapping values are not allowed in this context; the value of 'title' holds ': ', which YAML reads as the start of another key: quote the value: title: \"Apollo 11: launch\""]),
        Case(name: "a colon in the site's title", files: ["tlsite.yml": "title: Apollo: the missions\n"],
             expected: ["tlsite.yml:1:14: error: mapping values are not allowed in this context; the value of 'title' holds ': ', which YAML reads as the start of another key: quote the value: title: \"Apollo: the missions\""]),
        Case(name: "a colon and quotes in an indented value", files: ["content/a.md": item("style:\n  note: say \"hi\": twice\n")],
             expected: ["content/a.md:4:17: error: mapping values are not allowed in this context; the value of 'note' holds ': ', which YAML reads as the start of another key: quote the value: note: \"say \\\"hi\\\": twice\""]),
        Case(name: "rgb component out of range", files: ["tlsite.yml": themed, "themes/mine/theme.yml": "bubbleStyle:\n  borderColor: rgb(300, 0, 0)\n"],
             expected: ["themes/mine/theme.yml:2:16: error: 'bubbleStyle.borderColor' is not a color: 'rgb(300, 0, 0)': red is 300, out of range (0 to 255)"]),
        Case(name: "hsl lightness out of range", files: ["content/a.md": item("style:\n  messageSeparator: \"hsl(10 50% 120%)\"\n")],
             expected: ["content/a.md:4:21: error: 'messageSeparator' is not a color: 'hsl(10 50% 120%)': lightness is 120%, out of range (0% to 100%)"]),
        Case(name: "misspelt extends comes with the file's other errors", files: [
            "tlsite.yml": themed, "themes/mine/theme.yml": "extends: defualt\nbubbleStyle:\n  borderColor: bleu\n",
        ], expected: [
            "themes/mine/theme.yml:1:10: error: unknown theme 'defualt' (did you mean 'default'?); themes: changelog, compact, dark, default, editorial, feed, mine, paper",
            "themes/mine/theme.yml:3:16: error: 'bubbleStyle.borderColor' is not a color: 'bleu' (did you mean 'blue'?); use a CSS color (#0090b6, rgb(0,144,182), hsl(), a CSS name) or a UIKit name (systemBlue, lightGray)",
        ]),
        Case(name: "timeline key at the top level", files: ["tlsite.yml": "title: T\nperPage: 10\n"],
             expected: ["tlsite.yml:2:1: error: unknown key 'perPage' in tlsite.yml: did you mean `timeline.perPage`?"]),
        Case(name: "top-level key inside timeline", files: ["tlsite.yml": "title: T\ntimeline:\n  theme: dark\n"],
             expected: ["tlsite.yml:3:3: error: unknown key 'theme' in timeline: did you mean the top-level `theme`?"]),
        Case(name: "style key at the top of theme.yml", files: ["tlsite.yml": themed, "themes/mine/theme.yml": "lineWidth: 4\n"],
             expected: ["themes/mine/theme.yml:1:1: error: unknown key 'lineWidth' in theme.yml: did you mean `leftLineStyle.lineWidth` or `rightLineStyle.lineWidth`?"]),
        Case(name: "style group at the top of front matter", files: ["content/a.md": item("bubbleStyle: { borderWidth: 1 }\n")],
             expected: ["content/a.md:3:1: error: unknown key 'bubbleStyle' in front matter: did you mean `style.bubbleStyle`?"]),
        Case(name: "order by its first word", files: ["tlsite.yml": "title: T\ntimeline:\n  order: newest\n"],
             expected: ["tlsite.yml:3:10: error: 'order' must be one of newest-first, oldest-first, not 'newest' (did you mean 'newest-first'?)"]),
        Case(name: "colorScheme misspelt", files: ["tlsite.yml": themed, "themes/mine/theme.yml": "colorScheme: drak\n"],
             expected: ["themes/mine/theme.yml:1:14: error: 'colorScheme' must be one of auto, light, dark, not 'drak' (did you mean 'dark'?)"]),
        Case(name: "lane misspelt", files: ["content/a.md": item("lane: rigth\n")],
             expected: ["content/a.md:3:7: error: 'lane' must be one of left, right, not 'rigth' (did you mean 'right'?)"]),
        Case(name: "leftType by a part of it", files: ["content/a.md": item("leftType: star\n")],
             expected: ["content/a.md:3:11: error: 'leftType' must be one of start, spot, line, end, none, not 'star' (did you mean 'start'?)"]),
        Case(name: "cluster alignment misspelt", files: ["content/a.md": item("style:\n  clusterStyle: { alignment: centre }\n")],
             expected: ["content/a.md:4:30: error: 'clusterStyle.alignment' must be one of left, right, center, not 'centre' (did you mean 'center'?)"]),
        Case(name: "negative line width", files: ["tlsite.yml": themed, "themes/mine/theme.yml": "leftLineStyle:\n  lineWidth: -4\n"],
             expected: ["themes/mine/theme.yml:2:14: error: 'leftLineStyle.lineWidth' must be more than 0 (a size in CSS pixels), not -4"]),
        Case(name: "zero spot diameter", files: ["tlsite.yml": themed, "themes/mine/theme.yml": "rightLineStyle: { spotDiameter: 0 }\n"],
             expected: ["themes/mine/theme.yml:1:33: error: 'rightLineStyle.spotDiameter' must be more than 0 (a size in CSS pixels), not 0"]),
        Case(name: "negative avatar size", files: ["content/a.md": item("style:\n  clusterStyle: { size: -1 }\n")],
             expected: ["content/a.md:4:25: error: 'clusterStyle.size' must be more than 0 (a size in CSS pixels), not -1"]),
        Case(name: "negative border width", files: ["content/a.md": item("style:\n  bubbleStyle: { borderWidth: -2 }\n")],
             expected: ["content/a.md:4:31: error: 'bubbleStyle.borderWidth' must be 0 or more (a width in CSS pixels), not -2"]),
        Case(name: "people as a number", files: ["content/a.md": item("people: 3\n")],
             expected: ["content/a.md:3:9: error: 'people' must be a list of names, like [mary, tom], or one name, not a number; quote it if it is a name: '3'"]),
        Case(name: "a number among people", files: ["content/a.md": item("people: [mary, 42]\n")],
             expected: ["content/a.md:3:16: error: 'people' must be a list of names, like [mary, tom], or one name, not a number; quote it if it is a name: '42'"]),
    ]

    @Test(arguments: cases)
    func messageTeaches(_ testCase: Case) {
        var files = ["/site/tlsite.yml": "title: Test\n"]
        for (path, text) in testCase.files { files["/site/" + path] = text }
        let (io, _) = FileIO.memory(files)
        let report = Build(BuildOptions(site: "/site"), io: io).run()
        #expect(report.summary == nil)
        #expect(report.diagnostics.map(\.description) == testCase.expected)
    }

    @Test func zeroBorderWidthAndAQuotedNameAmongPeopleBuild() {
        let (io, _) = FileIO.memory([
            "/site/tlsite.yml": "title: T\n",
            "/site/content/a.md": TeachingMessageTests.item("people: [mary, '42']\nstyle:\n  bubbleStyle: { borderWidth: 0 }\n"),
        ])
        let report = Build(BuildOptions(site: "/site"), io: io).run()
        #expect(report.summary != nil, "\(report.diagnostics)")
    }
}

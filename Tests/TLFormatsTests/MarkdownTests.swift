import Testing
@testable import TLFormats

struct MarkdownTests {
    @Test(arguments: [
        ("Hello *you*", "<p>Hello <em>you</em></p>\n"),
        ("<script>alert(1)</script>", "<!-- raw HTML omitted -->\n"),
        ("a <b onclick=x>b</b>", "<p>a <!-- raw HTML omitted -->b<!-- raw HTML omitted --></p>\n"),
        ("[x](javascript:alert(1))", "<p><a href=\"\">x</a></p>\n"),
        ("```\n<!--more-->\n```", "<pre><code>&lt;!--more--&gt;\n</code></pre>\n"),
    ])
    func safeRendering(_ source: String, _ html: String) {
        #expect(Markdown.render(source).html == html)
    }

    @Test func unsafeKeepsRawHTML() {
        #expect(Markdown.render("<div>x</div>", unsafe: true).html == "<div>x</div>\n")
    }

    @Test(arguments: ["<!--more-->", "<!-- more -->", "<!--MORE-->"])
    func moreMarkerSplits(_ marker: String) {
        let rendered = Markdown.render("Head.\n\n\(marker)\n\nRest.\n")
        #expect(rendered.head == "<p>Head.</p>\n")
        #expect(rendered.rest == "<p>Rest.</p>\n")
        #expect(rendered.html == "<p>Head.</p>\n<p>Rest.</p>\n")
    }

    @Test func markerInsideCodeDoesNotSplit() {
        #expect(Markdown.render("```\n<!--more-->\n```\n").head == nil)
    }
}

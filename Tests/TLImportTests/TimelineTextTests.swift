import Foundation
import Testing
import TLContent
import TLCore
import TLFormats
import TLMarkdown
@testable import TLImport

struct TimelineTextTests {
    @Test(arguments: [
        ("<p>Hi</p>", true), ("a <b>b</b>", true), ("line<br/>break", true), ("<!-- c -->", true), ("a</i>", true),
        ("1 < 2", false), ("a<3", false), ("x <", false), ("plain", false), ("&amp; entity", false), ("", false),
    ])
    func tellsHTML(_ text: String, _ isHTML: Bool) {
        #expect(TimelineImport.isHTML(text) == isHTML)
    }

    /// Plain text comes out of cmark as the same characters.
    @Test(arguments: [
        "Plain words.", "*not emphasis*", "_not either_", "`no code`", "[no](link)", "1 < 2 > 0", "a\\b", "about ~1960",
        "# not a heading", "- not a list", "+ nor this", "1969. A year", "3) three", "> no quote", "=====", "a | b | c",
        "    not code", "![no image](x.png)", "AT&T & friends", "tab\tinside", "two\nlines",
    ])
    func plainTextStaysText(_ text: String) throws {
        let markdown = TimelineImport.escapedMarkdown(text)
        let html = GFM.render(markdown, options: MarkdownOptions()).html
        #expect(!html.contains("<em>") && !html.contains("<code>") && !html.contains("<a ") && !html.contains("<h1")
                && !html.contains("<ul") && !html.contains("<ol") && !html.contains("<blockquote") && !html.contains("<pre")
                && !html.contains("<del") && !html.contains("<img") && !html.contains("<table") && !html.contains("<h2"), "\(html)")
        let shown = html.replacingOccurrences(of: "<p>", with: "").replacingOccurrences(of: "</p>", with: "")
            .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">").replacingOccurrences(of: "&amp;", with: "&")
            .trimmingCharacters(in: .newlines)
        #expect(shown == text.trimmingCharacters(in: .whitespaces), "\(markdown) -> \(html)")
    }

    @Test(arguments: [
        ("https://example.org/a.jpg", true), ("https://example.org/a.JPEG?w=2", true), ("pics/a.png#x", true), ("a.svg", true),
        ("https://www.youtube.com/watch?v=x", false), ("https://example.org/a.jpg/page", false), ("https://example.org", false),
        ("https://x.org/a.webp", true), ("https://x.org/a.gif", true), ("https://x.org/file.pdf", false),
    ])
    func tellsImages(_ url: String, _ isImage: Bool) {
        #expect(TimelineImport.isImage(url) == isImage)
    }

    @Test func linksHoldOnlyLinkableAddresses() {
        #expect(TimelineImport.markdownLink("https://x.org/a_(b)", label: "A *b*") == "[A \\*b\\*](<https://x.org/a_(b)>)")
        #expect(TimelineImport.markdownLink("https://x.org/a b", label: "x") == nil)
        #expect(TimelineImport.markdownLink("https://x.org/a>b", label: "x") == nil)
    }
}

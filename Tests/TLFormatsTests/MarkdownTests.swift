import Foundation
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

/// The estimate a parse is refused on must exceed what cmark takes on hostile
/// text (measured: 6 MB of `[` about 1.2 GB, 7 MB of `*a **a ` about 750 MB)
/// and stay under the budget for ordinary prose of the largest file allowed.
struct MarkdownBudgetTests {
    /// Ordinary prose: paragraphs of sentences with a link, some emphasis
    /// and code now and then (about the density of the benchmark corpus).
    static let prose = """
        The release went out on a Tuesday, a week later than planned, because the
        migration of the old accounts took longer than anyone expected. Most of the
        work was in the *importer*, which now reads the [legacy export](https://example.org/export)
        and keeps every field it does not understand in `extra`.

        We also moved the build to the new machines. Builds are about twice as fast,
        and the flaky test that failed one run in twenty is gone for good.


        """

    /// Markup on every line: the densest text that still reads as a page
    /// (measured: 4 MB of it takes about 140 MB).
    static let dense = """
        ## A heading

        Some *emphasis*, a [link](https://example.org/page), `code`, and a
        list:

        - one **strong** point
        - another, with an ![image](pic.png)

        > A quotation of a few words.

        """

    @Test(arguments: [
        (String(repeating: "[", count: 6_000_000), 1_200_000_000),
        (String(repeating: "*a **a ", count: 1_000_000), 750_000_000),
        (String(repeating: "<a ", count: 1_000_000), 330_000_000),
    ])
    func hostileTextIsOverItsMeasuredCost(text: String, measured: Int) {
        #expect(MarkdownBudget.estimate(text) > measured)
        #expect(MarkdownBudget.estimate(text) > MarkdownBudget.perFile)
    }

    @Test func eightMegabytesOfProseFitTheBudget() {
        let text = String(repeating: MarkdownBudgetTests.prose, count: 8_000_000 / MarkdownBudgetTests.prose.utf8.count)
        #expect(MarkdownBudget.estimate(text) < MarkdownBudget.perFile)
        // Dense markup fits up to some 5 MB, and its estimate stays above what it takes.
        let dense = String(repeating: MarkdownBudgetTests.dense, count: 4_000_000 / MarkdownBudgetTests.dense.utf8.count)
        #expect(MarkdownBudget.estimate(dense) > 140_000_000)
        #expect(MarkdownBudget.estimate(dense) < MarkdownBudget.perFile)
    }

    @Test func aRunOfOneMarkIsOneDelimiter() {
        #expect(MarkdownBudget.estimate(String(repeating: "*", count: 1_000)) == 1_000 * 8 + 400)
    }

    @Test func parsesAtOnceShareTheBuildBudget() async {
        let budget = MemoryBudget(100)
        let state = BudgetProbe()
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<8 {
                group.addTask { budget.reserve(60) { state.enter(); usleep(2_000); state.leave() } }
            }
        }
        // Two reservations of 60 never fit 100 together.
        #expect(state.most == 1)
    }
}

final class BudgetProbe: @unchecked Sendable {
    private let lock = NSLock()
    private var now = 0
    private(set) var most = 0
    func enter() { lock.withLock { now += 1; most = max(most, now) } }
    func leave() { lock.withLock { now -= 1 } }
}

/// Pages' bodies leave out the line breaks between block elements and keep
/// every other one (issue 31).
struct BlockBreakTests {
    @Test(arguments: [
        ("a\n\nb\n", "<p>a</p><p>b</p>"),
        ("- a\n- b\n", "<ul><li>a</li><li>b</li></ul>"),
        ("1. a\n\n   b\n2. c\n", "<ol><li><p>a</p><p>b</p></li><li><p>c</p></li></ol>"),
        ("> q\n\n---\n\n# H\n", "<blockquote><p>q</p></blockquote><hr /><h1>H</h1>"),
        // A soft line break in a paragraph is a space a reader sees: it stays.
        ("one\ntwo\n", "<p>one\ntwo</p>"),
        ("*a*\n*b*\n", "<p><em>a</em>\n<em>b</em></p>"),
        // Code keeps every line break.
        ("```\nx\n\ny\n```\n", "<pre><code>x\n\ny\n</code></pre>"),
        ("    <p>\n    x\n", "<pre><code>&lt;p&gt;\nx\n</code></pre>"),
    ])
    func compact(markdown: String, html: String) {
        #expect(Markdown.render(markdown, compact: true).html == html)
    }

    @Test func rawHTMLIsLeftAsWritten() {
        let markdown = "<pre>\n<p>x</p>\ny</pre>\n\n<span>a</span>\n<span>b</span>\n"
        #expect(Markdown.render(markdown, unsafe: true, compact: true).html == Markdown.render(markdown, unsafe: true).html)
    }

    @Test func withoutCompactItIsCmarksHTML() {
        #expect(Markdown.render("a\n\nb\n").html == "<p>a</p>\n<p>b</p>\n")
    }
}

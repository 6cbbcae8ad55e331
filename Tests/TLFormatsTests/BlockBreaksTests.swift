import Testing
@testable import TLFormats

/// The line breaks cmark writes between block elements are taken out, and
/// no other (`BlockBreaks`).
struct BlockBreaksTests {
    @Test(arguments: [
        ("<p>a</p>\n<ul>\n<li>b</li>\n</ul>\n", "<p>a</p><ul><li>b</li></ul>"),
        // A soft break in a paragraph is a space a reader sees.
        ("<p>one\ntwo</p>\n", "<p>one\ntwo</p>"),
        // Inside <pre>, every break stays; after it, the block's break goes.
        ("<pre><code>a\n\nb\n</code></pre>\n<p>c</p>\n", "<pre><code>a\n\nb\n</code></pre><p>c</p>"),
        ("<pre class=\"x\"><code>a\n</code></pre>\n", "<pre class=\"x\"><code>a\n</code></pre>"),
        // Inline elements keep the break after them; a break before text stays.
        ("<p><em>a</em>\n<em>b</em></p>\n", "<p><em>a</em>\n<em>b</em></p>"),
        ("</p>\ntext", "</p>\ntext"),
        ("<hr />\n<hr/>\n<h2 id=\"x\">T</h2>\n", "<hr /><hr/><h2 id=\"x\">T</h2>"),
        ("<table>\n<thead>\n<tr>\n<th>a</th>\n</tr>\n</thead>\n</table>\n", "<table><thead><tr><th>a</th></tr></thead></table>"),
        // A name that only starts like a block's is not one.
        ("<pa>\n<p>", "<pa>\n<p>"), ("<preview>\n<p>", "<preview>\n<p>"),
        // An unclosed tag, an unclosed <pre>, no break at all.
        ("<p>a</p>\n<p", "<p>a</p><p"), ("<pre>\na\n<p>\n", "<pre>\na\n<p>"), ("<p>a</p>", "<p>a</p>"), ("", ""),
        ("\n\n", "\n\n"), ("<p>é</p>\n<p>ü</p>\n", "<p>é</p><p>ü</p>"),
    ])
    func breaksBetweenBlocksGo(_ html: String, _ expected: String) {
        #expect(BlockBreaks.removing(from: html) == expected)
    }

    /// Random runs of tags, text and breaks, against the rule written out plainly.
    @Test func randomInputsFollowTheRule() {
        // A fixed sequence (a linear congruential one), so a failure is the same on every run.
        var state: UInt64 = 31
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        let parts = ["<p>", "</p>", "<li>", "</ul>", "<em>", "</em>", "<pre>", "</pre>", "<hr />", "<div class=\"a\">", "<pa>",
                     "\n", "\n", "\n", "text", " ", "<", ">", "/", "é"]
        for _ in 0..<3000 {
            let html = (0..<next(15)).map { _ in parts[next(parts.count)] }.joined()
            #expect(BlockBreaks.removing(from: html) == Self.reference(html), "\(html.debugDescription)")
        }
    }

    /// The rule, one byte at a time: a break goes when it follows a block
    /// element's tag and comes before a tag or the end; `<pre>…</pre>` is copied whole.
    static func reference(_ html: String) -> String {
        let bytes = Array(html.utf8)
        let blocks: Set<String> = ["p", "ul", "ol", "li", "h1", "h2", "h3", "h4", "h5", "h6", "blockquote", "hr", "pre", "table", "thead",
                                   "tbody", "tr", "th", "td", "section", "div", "dl", "dt", "dd"]
        var output: [UInt8] = []
        var index = 0, afterBlock = false
        func text(_ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "<") {
                let rest = text(index..<bytes.count)
                if rest.hasPrefix("<pre>") || rest.hasPrefix("<pre "), let close = rest.range(of: "</pre>") {
                    let length = rest[..<close.upperBound].utf8.count
                    output += bytes[index..<(index + length)]
                    index += length
                    afterBlock = true
                    continue
                }
                guard let close = bytes[index...].firstIndex(of: UInt8(ascii: ">")) else { output += bytes[index...]; break }
                let inside = text((index + 1)..<close).drop { $0 == "/" }.prefix { $0 != " " && $0 != "/" }
                afterBlock = blocks.contains(String(inside))
                output += bytes[index...close]
                index = close + 1
                continue
            }
            if bytes[index] == UInt8(ascii: "\n"), afterBlock, index + 1 == bytes.count || bytes[index + 1] == UInt8(ascii: "<") {
                index += 1
                continue
            }
            afterBlock = false
            output.append(bytes[index])
            index += 1
        }
        return String(decoding: output, as: UTF8.self)
    }
}

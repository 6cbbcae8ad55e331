import CTreeSitter
import Foundation
import Testing
@testable import TLHighlight

/// The text of highlighted HTML: spans dropped, the four escapes undone.
func plainText(_ html: String) -> String {
    let spans = try! NSRegularExpression(pattern: "</span>|<span class=[a-z-]+>")
    let text = spans.stringByReplacingMatches(in: html, range: NSRange(html.startIndex..., in: html), withTemplate: "")
    return text.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
        .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&amp;", with: "&")
}

/// The spans of highlighted HTML, as (token name, text) pairs.
func spans(_ html: String) -> [(String, String)] {
    let regex = try! NSRegularExpression(pattern: "<span class=hl-([a-z]+)>(.*?)</span>", options: [.dotMatchesLineSeparators])
    return regex.matches(in: html, range: NSRange(html.startIndex..., in: html)).map {
        (String(html[Range($0.range(at: 1), in: html)!]), plainText(String(html[Range($0.range(at: 2), in: html)!])))
    }
}

@Suite struct HighlighterTests {
    @Test func everyGrammarLoadsAndItsQueryCompiles() {
        for grammar in Grammar.all {
            #expect(grammar.language() != nil, "\(grammar.name)")
            #expect(QueryCache.shared.query(for: grammar) != nil, "\(QueryCache.shared.failures[grammar.name] ?? grammar.name)")
        }
    }

    /// libtree-sitter 0.20.7 reads parsers of ABI 13 and 14 only: a grammar
    /// vendored from a release generated for ABI 15 would not load.
    @Test func everyGrammarHasAnABIThisLibraryReads() {
        for grammar in Grammar.all {
            let version = ts_language_version(grammar.language())
            #expect((UInt32(TREE_SITTER_MIN_COMPATIBLE_LANGUAGE_VERSION)...UInt32(TREE_SITTER_LANGUAGE_VERSION)).contains(version), "\(grammar.name): \(version)")
        }
    }

    @Test(arguments: [
        ("swift", "Swift"), ("yml", "yaml"), ("YAML", "yaml"), ("json", "json"), ("sh", "bash"), ("shell", "bash"),
        ("patch", "diff"), ("py", "python"), ("js", "javascript"), ("jsx", "javascript"), ("ts", "typescript"),
        ("rs", "rust"), ("golang", "go"), ("h", "c"), ("htm", "html"), ("css", "css"),
    ])
    func aliasesNameTheirGrammar(word: String, grammar: String) {
        #expect(Highlighter.language(named: word) == grammar.lowercased())
    }

    @Test(arguments: ["", "text", "plaintext", "console", "kotlin", "c++", "swift ", "mermaid"])
    func unknownLanguagesAreLeftPlain(word: String) {
        #expect(Highlighter.language(named: word) == nil)
        #expect(Highlighter.html("let x = 1\n", language: word) == nil)
    }

    /// One line of each language and tokens it must show, as a reader of
    /// that language would colour them.
    @Test(arguments: [
        ("swift", "import Foundation\nstruct P { let x: Int = 42 } // c\n",
         [("keyword", "import"), ("keyword", "struct"), ("type", "P"), ("type", "Int"), ("constant", "42"), ("comment", "// c")]),
        ("yaml", "name: tlsite # c\nsize: 3\n", [("property", "name"), ("string", "tlsite"), ("comment", "# c"), ("constant", "3")]),
        ("json", "{\"a\": [1, true, null, \"s\"]}\n", [("constant", "1"), ("constant", "true"), ("constant", "null"), ("string", "\"s\"")]),
        ("bash", "# c\nif [ -f x ]; then echo \"$HOME\"; fi\n", [("comment", "# c"), ("keyword", "if"), ("keyword", "then"), ("keyword", "fi")]),
        ("diff", "--- a/x\n+++ b/x\n@@ -1 +1 @@\n-old\n+new\n", [("deleted", "--- a/x"), ("inserted", "+++ b/x"), ("deleted", "-old"), ("inserted", "+new")]),
        ("python", "def f(x):\n    return 'a'  # c\n", [("keyword", "def"), ("function", "f"), ("keyword", "return"), ("string", "'a'"), ("comment", "# c")]),
        ("javascript", "const f = () => `t`; // c\n", [("keyword", "const"), ("function", "f"), ("string", "`t`"), ("comment", "// c")]),
        ("typescript", "interface A { x: number }\n", [("keyword", "interface"), ("type", "A"), ("property", "x"), ("type", "number")]),
        ("rust", "fn main() { let s = \"x\"; } // c\n", [("keyword", "fn"), ("function", "main"), ("keyword", "let"), ("string", "\"x\""), ("comment", "// c")]),
        ("go", "package main\nfunc f() int { return 1 }\n", [("keyword", "package"), ("keyword", "func"), ("function", "f"), ("type", "int"), ("constant", "1")]),
        ("c", "#include <stdio.h>\nint main(void) { return 0; } /* c */\n", [("keyword", "#include"), ("string", "<stdio.h>"), ("type", "int"), ("function", "main"), ("comment", "/* c */")]),
        ("html", "<p class=\"x\">Hi</p><!-- c -->\n", [("tag", "p"), ("property", "class"), ("string", "x"), ("comment", "<!-- c -->")]),
        ("css", "a.b { color: #fff; } /* c */\n", [("tag", "a"), ("property", "color"), ("comment", "/* c */")]),
    ] as [(String, String, [(String, String)])])
    func eachLanguageShowsItsTokens(language: String, code: String, expected: [(String, String)]) throws {
        let html = try #require(Highlighter.html(code, language: language))
        #expect(plainText(html) == code)
        let found = spans(html)
        for (token, text) in expected {
            #expect(found.contains { $0 == (token, text) }, "\(language): no \(token) '\(text)' in \(found)")
        }
    }

    @Test func everythingIsEscaped() throws {
        let html = try #require(Highlighter.html("x = \"<script>&amp;</script>\" < 1 > 0\n", language: "python"))
        #expect(!html.contains("<script"))
        #expect(html.contains("&lt;script&gt;&amp;amp;&lt;/script&gt;"))
        #expect(plainText(html) == "x = \"<script>&amp;</script>\" < 1 > 0\n")
    }

    @Test func emptyCodeIsEmpty() {
        #expect(Highlighter.html("", language: "swift") == "")
    }

    /// The overlap rule: for one node the last pattern wins; a token inside
    /// another is drawn over it; for two nodes of one range, the later pattern.
    @Test func innerTokensWinAndLaterPatternsWinOnOneRange() {
        typealias C = Highlighter.Capture
        let runs = Highlighter.flatten([
            C(start: 0, end: 10, pattern: 3, token: .string),
            C(start: 2, end: 4, pattern: 1, token: .constant),
            C(start: 6, end: 8, pattern: 0, token: .keyword),
            C(start: 6, end: 8, pattern: 5, token: .function),
            C(start: 8, end: 9, pattern: 2, token: nil),
        ], count: 12)
        #expect(runs == [
            .init(start: 0, end: 2, token: .string), .init(start: 2, end: 4, token: .constant),
            .init(start: 4, end: 6, token: .string), .init(start: 6, end: 8, token: .function),
            .init(start: 8, end: 10, token: .string), .init(start: 10, end: 12, token: nil),
        ])
    }

    @Test func laterPatternsOfOneNodeWin() throws {
        // Python's query captures every identifier `@variable` first and a
        // called one `@function` later: the later pattern wins.
        let html = try #require(Highlighter.html("print(x)\n", language: "python"))
        #expect(spans(html).contains { $0 == ("function", "print") })
    }
}

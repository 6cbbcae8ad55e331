import Foundation
import TLFormats
import TLMarkdown
import Testing

private func html(_ markdown: String, _ configure: (inout MarkdownOptions) -> Void = { _ in }) -> String {
    var options = MarkdownOptions()
    configure(&options)
    return GFM.render(markdown, options: options).html
}

@Suite struct CodeBlockTests {
    @Test func aKnownLanguageIsHighlightedInCmarksMarkup() {
        #expect(html("```swift\nlet x = 1\n```\n")
            == "<pre><code class=\"language-swift\"><span class=hl-keyword>let</span> x <span class=hl-operator>=</span> <span class=hl-constant>1</span>\n</code></pre>\n")
    }

    @Test(arguments: ["```\nlet x = 1\n```\n", "```kotlin\nval x = 1\n```\n", "    let x = 1\n", "~~~text\n<b>\n~~~\n"])
    func otherBlocksAreLeftToCmark(markdown: String) {
        #expect(!html(markdown).contains("<span"))
    }

    @Test func theLanguageWordKeepsItsSpellingAndTheRestOfTheInfoIsIgnored() {
        #expect(html("```YAML title=\"x\"\na: 1\n```\n").hasPrefix("<pre><code class=\"language-YAML\"><span class=hl-property>a</span>"))
    }

    @Test func codeInListsQuotesAndFootnotesIsHighlighted() {
        let page = html("- item\n\n  ```py\n  pass\n  ```\n\n> ```json\n> true\n> ```\n\nNote.[^1]\n\n[^1]: See:\n\n    ```go\n    go f()\n    ```\n")
        #expect(page.contains("<span class=hl-keyword>pass</span>"))
        #expect(page.contains("<span class=hl-constant>true</span>"))
        #expect(page.contains("<span class=hl-keyword>go</span>"))
    }

    @Test func switchedOffItIsCmarksPlainBlock() {
        #expect(html("```swift\nlet x = 1\n```\n") { $0.highlight = false } == "<pre><code class=\"language-swift\">let x = 1\n</code></pre>\n")
    }

    @Test func nothingInTheBlockReachesThePageUnescaped() {
        let page = html("```html\n<script>alert(1)</script><img src=x onerror=\"y\">\n```\n")
        #expect(!page.contains("<script") && !page.contains("<img"))
        #expect(page.contains("&lt;<span class=hl-tag>script</span>&gt;"))
    }
}

/// A reader that cannot wait for a grammar's query (another thread compiles
/// it) leaves a placeholder where the block's code goes and completes it
/// later (`HighlightDeferral`): the page is the one written at once.
@Suite struct HighlightDeferralTests {
    /// Rendered with every highlightable block deferred, then completed.
    private func deferred(_ markdown: String, compact: Bool) -> (blocks: [String], completed: [String], held: Bool) {
        let deferral = HighlightDeferral(defersAll: true)
        let rendered = HighlightDeferral.$current.withValue(deferral) { GFM.render(markdown, options: MarkdownOptions(), compact: compact) }
        return (rendered.blocks, rendered.blocks.map(deferral.complete), !deferral.isEmpty)
    }

    static let deep = "```json\n" + String(repeating: "[", count: 400) + String(repeating: "]", count: 400) + "\n```\n"

    @Test(arguments: [
        ("```swift\nlet x = 1\n```\n", true),
        ("Text.\n\n```swift\nlet a = \"<b>&\"\n```\n\n```py\npass\n```\n\nEnd.\n", true),
        ("- item\n\n  ```py\n  pass\n  ```\n\n> ```json\n> true\n> ```\n", true),
        ("```html\n<script>alert(1)</script><img src=x onerror=\"y\">\n```\n", true),
        ("```YAML title=\"x\"\na: 1\n```\n", true),
        // In a footnote, which a side pass renders.
        ("Note.[^1]\n\n[^1]: See:\n\n    ```go\n    go f()\n    ```\n", true),
        // Left plain by the highlighter (it nests deeper than it reads): cmark's own block.
        (deep, true),
        // No grammar, or no language: never deferred.
        ("```kotlin\nval x = 1\n```\n", false),
        ("```\nlet x = 1\n```\n", false),
    ])
    func aCompletedBlockIsTheBlockHighlightedAtOnce(markdown: String, defers: Bool) {
        for compact in [false, true] {
            let now = GFM.render(markdown, options: MarkdownOptions(), compact: compact).blocks
            let later = deferred(markdown, compact: compact)
            #expect(later.held == defers)
            #expect(later.completed == now)
            if defers { #expect(later.blocks != now, "the placeholder stood for the code until completed") }
        }
    }

    @Test func theDeepBlockIsOneTheHighlighterLeavesPlain() {
        #expect(!GFM.render(Self.deep, options: MarkdownOptions()).html.contains("<span"))
    }

    @Test func textThatLooksLikeAPlaceholderIsLeftAsWritten() {
        let deferral = HighlightDeferral(nonce: "abc", defersAll: true)
        let marker = String(Unicode.Scalar(0xFDD0)!) + "tlsite-code-abc-"
        #expect(deferral.complete("a \(marker)7\(String(Unicode.Scalar(0xFDD1)!)) b") == "a \(marker)7\(String(Unicode.Scalar(0xFDD1)!)) b")
        #expect(deferral.complete("plain <b>") == "plain <b>")
    }
}

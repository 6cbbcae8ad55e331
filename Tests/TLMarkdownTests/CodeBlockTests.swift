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

import Foundation
import TLFormats
import TLMarkdown
import Testing

private func html(_ markdown: String, _ configure: (inout MarkdownOptions) -> Void = { _ in }) -> String {
    var options = MarkdownOptions()
    options.repository = Repository("https://github.com/acme/rocket")
    configure(&options)
    return GFM.render(markdown, options: options).html
}

@Suite struct ReferenceTests {
    static let cases: [(String, String)] = [
        ("Fixes #12.", #"<p>Fixes <a href="https://github.com/acme/rocket/issues/12">#12</a>.</p>"#),
        ("#7 at the start", #"<p><a href="https://github.com/acme/rocket/issues/7">#7</a> at the start</p>"#),
        ("(GH-9)", #"<p>(<a href="https://github.com/acme/rocket/issues/9">GH-9</a>)</p>"#),
        ("thanks @octo-cat!", #"<p>thanks <a href="https://github.com/octo-cat">@octo-cat</a>!</p>"#),
        ("in a1b2c3d4e5", #"<p>in <a href="https://github.com/acme/rocket/commit/a1b2c3d4e5"><code>a1b2c3d</code></a></p>"#),
        ("see other/repo#3", #"<p>see <a href="https://github.com/other/repo/issues/3">other/repo#3</a></p>"#),
        // Not references: inside words, code, links, URLs; numbers and words that look like hashes.
        ("foo#12 a@b #12a", "<p>foo#12 a@b #12a</p>"),
        ("`#12` and `a1b2c3d`", "<p><code>#12</code> and <code>a1b2c3d</code></p>"),
        ("[see #12](https://example.org/)", #"<p><a href="https://example.org/">see #12</a></p>"#),
        ("https://example.org/#12 and https://example.org/@me", #"<p><a href="https://example.org/#12">https://example.org/#12</a> and <a href="https://example.org/@me">https://example.org/@me</a></p>"#),
        ("1234567 deadbeef", "<p>1234567 deadbeef</p>"),
        ("mail me@example.org", #"<p>mail <a href="mailto:me@example.org">me@example.org</a></p>"#),
    ]

    @Test(arguments: cases)
    func github(_ markdown: String, _ expected: String) {
        #expect(html(markdown) == expected + "\n")
    }

    @Test func gitlabAndGiteaShapes() throws {
        let gitlab = try #require(Repository("https://gitlab.com/group/sub/project.git"))
        #expect(gitlab.issue("4") == "https://gitlab.com/group/sub/project/-/issues/4")
        #expect(gitlab.commit("abc1234") == "https://gitlab.com/group/sub/project/-/commit/abc1234")
        let gitea = try #require(Repository("git@codeberg.org:owner/name.git"))
        #expect(gitea.web == "https://codeberg.org/owner/name")
        #expect(gitea.issue("4") == "https://codeberg.org/owner/name/issues/4")
        #expect(gitea.user("me") == "https://codeberg.org/me")
        #expect(Repository("https://github.com/only-owner") == nil)
        #expect(Repository("javascript:alert(1)") == nil)
    }

    /// The releases' links of a git changelog: compare views and tags, refs escaped.
    @Test(arguments: [
        ("https://github.com/o/n", "https://github.com/o/n/compare/v1.0.0...v1.1.0", "https://github.com/o/n/releases/tag/v1.0.0"),
        ("https://gitlab.com/g/sub/p", "https://gitlab.com/g/sub/p/-/compare/v1.0.0...v1.1.0", "https://gitlab.com/g/sub/p/-/tags/v1.0.0"),
        ("git@codeberg.org:o/n.git", "https://codeberg.org/o/n/compare/v1.0.0...v1.1.0", "https://codeberg.org/o/n/releases/tag/v1.0.0"),
    ])
    func compareAndTagLinks(_ url: String, _ compare: String, _ tag: String) throws {
        let repository = try #require(Repository(url))
        #expect(repository.compare("v1.0.0", "v1.1.0") == compare)
        #expect(repository.tag("v1.0.0") == tag)
        #expect(repository.compare("release/1.0", "HEAD").hasSuffix("/compare/release%2F1.0...HEAD"))
        #expect(repository.tag("a#b?c").hasSuffix("a%23b%3Fc"))
    }

    @Test func noRepositoryNoReferences() {
        let rendered1 = html("#12 @me") { $0.repository = nil }
        #expect(rendered1 == "<p>#12 @me</p>\n")
        let rendered2 = html("#12 @me") { $0.references = false }
        #expect(rendered2 == "<p>#12 @me</p>\n")
    }

    @Test func repositoryFromCompareLinks() {
        let text = "## [1.1.0]\n\n[1.1.0]: https://github.com/acme/rocket/compare/v1.0.0...v1.1.0\n"
        #expect(Repository.inferred(fromChangelog: text)?.web == "https://github.com/acme/rocket")
        let gitlab = "[1.1.0]: https://gitlab.com/g/p/-/compare/v1...v2\n"
        #expect(Repository.inferred(fromChangelog: gitlab)?.web == "https://gitlab.com/g/p")
    }

    @Test func relativeLinksInAChangelog() {
        let rendered = html("[guide](./docs/x.md), [ci](/.github/ci.yml), [top](#top), [web](https://x.org/)") {
            $0.relativeLinksToRepository = true
        }
        #expect(rendered.contains(#"href="https://github.com/acme/rocket/blob/HEAD/docs/x.md""#))
        #expect(rendered.contains(#"href="https://github.com/acme/rocket/blob/HEAD/.github/ci.yml""#))
        #expect(rendered.contains(##"href="#top""##))
        #expect(rendered.contains(#"href="https://x.org/""#))
    }

    /// Images point to the files' bytes (`raw/`), links to their pages (`blob/`).
    @Test func relativeImagesInAChangelog() {
        let rendered = html("![shot](./docs/img.png) ![logo](../logo.svg) ![web](https://x.org/a.png) [![badge](img/b.png)](./docs/x.md)") {
            $0.relativeLinksToRepository = true
        }
        #expect(rendered.contains(#"src="https://github.com/acme/rocket/raw/HEAD/docs/img.png""#))
        #expect(rendered.contains(#"src="https://github.com/acme/rocket/raw/HEAD/logo.svg""#))
        #expect(rendered.contains(#"src="https://x.org/a.png""#))
        #expect(rendered.contains(#"href="https://github.com/acme/rocket/blob/HEAD/docs/x.md"><img src="https://github.com/acme/rocket/raw/HEAD/img/b.png""#))
        #expect(Repository("https://gitlab.com/g/p")?.raw("a.png") == "https://gitlab.com/g/p/-/raw/HEAD/a.png")
        #expect(Repository("https://codeberg.org/o/n")?.raw("a.png") == "https://codeberg.org/o/n/raw/branch/HEAD/a.png")
    }
}

@Suite struct LinkRuleTests {
    @Test func jira() throws {
        let rule = try LinkRule.make(pattern: #"JIRA-(\d+)"#, href: "https://jira.example.com/browse/JIRA-$1").get()
        let jira = html("Done in JIRA-42.") { $0.links = [rule] }
        #expect(jira == #"<p>Done in <a href="https://jira.example.com/browse/JIRA-42">JIRA-42</a>.</p>"# + "\n")
        let rendered3 = html("`JIRA-42`") { $0.links = [rule] }
        #expect(rendered3 == "<p><code>JIRA-42</code></p>\n")
    }

    @Test func problems() {
        #expect(LinkRule.make(pattern: "(", href: "https://x.org/$0") == .failure(.pattern("is not a regular expression: \(patternError("("))")))
        #expect(LinkRule.make(pattern: "a*", href: "https://x.org/$0") == .failure(.pattern("matches empty text; it must match at least one character")))
        #expect(LinkRule.make(pattern: "A-(\\d+)", href: "https://x.org/$2") == .failure(.href("uses $2 but the pattern has 1 group(s)")))
        #expect(LinkRule.make(pattern: "A-(\\d+)", href: "javascript:alert($1)")
            == .failure(.href("must be an http:// or https:// URL template like https://jira.example.com/browse/$0")))
    }

    private func patternError(_ pattern: String) -> String {
        do { _ = try NSRegularExpression(pattern: pattern); return "" } catch { return error.localizedDescription }
    }
}

@Suite struct EmojiTests {
    @Test func shortcodes() {
        #expect(html(":boom: :bug: :sparkles: :+1:") == "<p>\u{1F4A5} \u{1F41B} \u{2728} \u{1F44D}</p>\n")
        #expect(html("# :tada: Release") == "<h1>\u{1F389} Release</h1>\n")
        #expect(html(":not_an_emoji: 12:30:45 `:bug:`") == "<p>:not_an_emoji: 12:30:45 <code>:bug:</code></p>\n")
        let rendered4 = html(":bug:") { $0.emoji = false }
        #expect(rendered4 == "<p>:bug:</p>\n")
    }

    /// The table is emoji.txt, embedded: its first and last lines, a
    /// ZWJ sequence, a flag, and neither its header nor an unknown name.
    @Test func theEmbeddedTableIsWhole() {
        #expect(Emoji.character(for: "+1") == "\u{1F44D}")
        #expect(Emoji.character(for: "zzz") == "\u{1F4A4}")
        #expect(Emoji.character(for: "zombie_man") == "\u{1F9DF}\u{200D}\u{2642}\u{FE0F}")
        #expect(Emoji.character(for: "Andorra") == "\u{1F1E6}\u{1F1E9}")
        #expect(Emoji.character(for: "no_such_shortcode") == nil)
        #expect(Emoji.character(for: "#") == nil)
        #expect(Emoji.character(for: "Generated") == nil)
        #expect(html(":zzz: :no_such_shortcode:") == "<p>\u{1F4A4} :no_such_shortcode:</p>\n")
    }
}

@Suite struct FootnoteIdTests {
    @Test func prefixedIds() {
        let rendered = html("Text[^a] and again[^a].\n\n[^a]: Note.\n") { $0.idPrefix = "first-post-" }
        #expect(rendered.contains(##"<a href="#first-post-fn1" id="first-post-fnref1">1</a>"##))
        #expect(rendered.contains(#"id="first-post-fnref1-2""#))
        #expect(rendered.contains(#"<li id="first-post-fn1">"#))
        #expect(rendered.contains(##"<a href="#first-post-fnref1-2" class="footnote-backref">"##))
    }

    @Test func consecutiveDefinitions() {
        let rendered = html("a[^1] b[^2]\n\n[^1]: One.\n[^2]: Two words,\nwith a lazy line.\n")
        #expect(rendered.contains("<li id=\"fn1\">\n<p>One. <a"))
        #expect(rendered.contains("<li id=\"fn2\">\n<p>Two words,\nwith a lazy line. <a"))
        #expect(!rendered.contains("[^"))
    }

    @Test func switchedOff() {
        let rendered5 = html("Text[^a].\n\n[^a]: A note.\n") { $0.footnotes = false }
        #expect(rendered5 == "<p>Text[^a].</p>\n<p>[^a]: A note.</p>\n")
    }

    @Test func unterminatedDefinitionStaysText() {
        #expect(html("Text[^a].\n\n[^a: Note.\n") == "<p>Text[^a].</p>\n<p>[^a: Note.</p>\n")
    }
}

@Suite struct SwitchTests {
    @Test(arguments: MarkdownOptions.switches)
    func eachSwitchTurnsItsExtensionOff(_ name: String) {
        var options = MarkdownOptions()
        let known = options.set(name, false)
        #expect(known)
        let samples: [String: String] = [
            "tables": "| a |\n| - |\n", "strikethrough": "~~x~~", "autolinks": "www.example.org",
            "taskLists": "- [x] done", "footnotes": "a[^1]\n\n[^1]: b", "emoji": ":bug:", "references": "#1",
            "tagFilter": "<script>x</script>", "highlight": "```swift\nlet x = 1\n```\n",
        ]
        let sample = samples[name]!
        let on = html(sample) { (options: inout MarkdownOptions) in options.unsafe = true }
        let off = html(sample) { (options: inout MarkdownOptions) in
            options.unsafe = true
            options.set(name, false)
        }
        #expect(on != off, "\(name) changes nothing")
    }

    @Test func unknownSwitch() {
        var options = MarkdownOptions()
        let known = options.set("tabels", false)
        #expect(!known)
    }
}

/// A table row read from its source line, as the changelog reader reads
/// angular's tables of commits: the same cells GitHub's tables make.
@Suite struct TableRowTests {
    static let rows: [(String, [String])] = [
        ("| Commit | Type | Description |", ["Commit", "Type", "Description"]),
        ("Commit | Description", ["Commit", "Description"]),
        ("| [1a2b3c](https://x.org/c) | fix | a pipe \\| kept |", ["[1a2b3c](https://x.org/c)", "fix", "a pipe \\| kept"]),
        ("|  padded\t|  |", ["padded", ""]),
        ("| ends escaped \\|", ["ends escaped \\|"]),
        ("| ünï | 💥 |", ["ünï", "💥"]),
    ]

    @Test(arguments: rows)
    func cells(_ row: String, _ expected: [String]) {
        #expect(Tables.cells(Substring(row)) == expected)
    }

    static let delimiters: [(String, Bool)] = [
        ("| --- | :-: | --: |", true),
        ("|:--|--|", true),
        ("--- | ---", true),
        ("| Commit | Type |", false),
        ("| :: | --- |", false),
        ("| - x - |", false),
        ("| | |", false),
    ]

    @Test(arguments: delimiters)
    func delimiterRow(_ row: String, _ expected: Bool) {
        #expect(Tables.isDelimiterRow(Substring(row)) == expected)
    }
}

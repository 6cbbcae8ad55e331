import Testing
@testable import TLContent
import TLCore
import TLModel

struct ConfigReaderTests {
    @Test func specExampleIsUnderstood() throws {
        let config = try ConfigReader.read("""
        title: A day at school
        baseURL: https://example.org
        language: en
        theme: default
        timeline:
          order: oldest-first
          perPage: 20
          lanes: { left: Tom, right: Mary }
          exclude: { kind: [alert] }
          spacer: { height: 40, colors: [blue, red] }
        changelog: CHANGELOG.md
        feeds: { atom: true, json: false, limit: 5 }
        markdown: { unsafe: true }
        """).get()
        #expect(config.title == "A day at school")
        #expect(config.baseURL == "https://example.org/")
        #expect(config.timeline.order == .oldestFirst)
        #expect(config.timeline.lanes == [.left: "Tom", .right: "Mary"])
        #expect(config.timeline.excludedKinds == ["alert"])
        #expect(config.timeline.spacer?.colors.count == 2)
        #expect(config.changelog == "CHANGELOG.md")
        #expect(config.jsonFeed == false)
        #expect(config.feedLimit == 5)
        #expect(try ConfigReader.read("title: T\n").get().feedLimit == 20)
        let git = try ConfigReader.read("""
        title: T
        changelog:
          git:
            path: repo
            tagPattern: '^app-'
            ignoreTags: nightly
            hiddenTypes: [chore]
            prereleases: separate
        """).get()
        #expect(git.changelog == nil)
        #expect(git.changelogGit == "repo")
        #expect(git.changelogGitOptions.tagPattern == "^app-")
        #expect(git.changelogGitOptions.ignoreTags == "nightly")
        #expect(git.changelogGitOptions.hiddenTypes == ["chore"])
        #expect(git.changelogGitOptions.separatePrereleases)
        let short = try ConfigReader.read("title: T\nchangelog: { git: . }\n").get()
        #expect(short.changelogGit == ".")
        #expect(short.changelogGitOptions == GitChangelogOptions())
        #expect(try ConfigReader.read("title: T\nchangelog: { file: C.md }\n").get().changelog == "C.md")
        #expect(config.unsafeMarkdown)
    }

    @Test func markdownSwitchesRepositoryAndLinks() throws {
        let config = try ConfigReader.read("""
        title: T
        markdown: { tables: false, emoji: false }
        repository: git@gitlab.com:group/project.git
        links:
          - { pattern: 'JIRA-(\\d+)', href: 'https://jira.example.com/browse/JIRA-$1' }
        """).get()
        #expect(!config.markdown.tables && !config.markdown.emoji && config.markdown.footnotes && !config.unsafeMarkdown)
        #expect(config.markdown.repository?.web == "https://gitlab.com/group/project")
        #expect(config.markdown.links.map(\.pattern) == [#"JIRA-(\d+)"#])
    }

    @Test(arguments: [
        ("title: T\nbaseURL: ftp://x\n", "tlsite.yml:2:10: error: 'baseURL' must be an http:// or https:// URL"),
        ("title: T\nlanguage: english!\n", "tlsite.yml:2:11: error: 'language' must be a language tag"),
        ("title: T\ndirection: right\n", "tlsite.yml:2:12: error: 'direction' must be one of rtl, ltr, auto, not 'right'"),
        ("title: T\ndirection: [rtl]\n", "tlsite.yml:2:12: error: 'direction' must be one of rtl, ltr, auto"),
        ("title: T\ntheme: ../x\n", "tlsite.yml:2:8: error: 'theme' must be a theme folder name"),
        ("title: T\ntimeline: { order: newest }\n", "tlsite.yml:2:20: error: 'order' must be one of newest-first, oldest-first, not 'newest'"),
        ("title: T\ntimeline: { lanes: { middle: X } }\n", "tlsite.yml:2:22: error: unknown key 'middle' in timeline.lanes"),
        ("title: T\ntimeline: { exclude: { kind: [\"a b\"] } }\n", "tlsite.yml:2:31: error: a kind must be a name"),
        ("title: T\nfeeds: { atom: yes }\n", "tlsite.yml:2:16: error: 'atom' must be true or false, not 'yes'"),
        ("title: T\nfeeds: { limit: -1 }\n", "tlsite.yml:2:17: error: 'limit' must be"),
        ("title: T\nfeeds: { rss: true }\n", "tlsite.yml:2:10: error: unknown key 'rss' in feeds"),
        ("title: T\ntimeline: { spacer: { colors: [nope] } }\n", "tlsite.yml:2:32: error: 'colors' is not a color: 'nope'"),
        ("- a\n- b\n", "tlsite.yml:1:1: error: tlsite.yml must be a mapping of keys to values, not a list"),
        ("description: x\n", "tlsite.yml:1:1: error: tlsite.yml has no 'title'"),
        ("title: T\nchangelog: /etc/passwd\n", "tlsite.yml:2:12: error: 'changelog' is an absolute path"),
        ("title: T\nchangelog: .\n", "tlsite.yml:2:12: error: 'changelog' must be a file in the site"),
        ("title: T\nchangelog: { file: a.md, git: . }\n", "tlsite.yml:2:12: error: 'changelog' takes one of 'file', 'files' (a monorepo's changelogs), 'releases' (GitHub's, as JSON) or 'git', not several"),
        ("title: T\nchangelog: { files: [] }\n", "tlsite.yml:2:21: error: 'changelog.files' needs at least one file"),
        ("title: T\nchangelog: { files: [../x.md] }\n", "tlsite.yml:2:22: error: 'changelog.files' leads out of its folder"),
        ("title: T\nchangelog: { git: ../other }\n", "tlsite.yml:2:19: error: 'changelog.git'"),
        ("title: T\nchangelog: { git: { tagPattern: \"([\" } }\n", "tlsite.yml:2:33: error: 'changelog.git.tagPattern' is not a regular expression: '(['"),
        ("title: T\nchangelog: { git: { prereleases: each } }\n", "tlsite.yml:2:34: error: 'changelog.git.prereleases' must be one of fold, separate"),
        ("title: T\nchangelog: { git: { tagPatern: x } }\n", "tlsite.yml:2:21: error: unknown key 'tagPatern' in changelog.git (did you mean 'tagPattern'?)"),
        ("title: T\nmarkdown: { tabels: false }\n", "tlsite.yml:2:13: error: unknown key 'tabels' in markdown (did you mean 'tables'?)"),
        ("title: T\nmarkdown: { emoji: no }\n", "tlsite.yml:2:20: error: 'emoji' must be true or false, not 'no'"),
        ("title: T\nrepository: acme/rocket\n", "tlsite.yml:2:13: error: 'repository' must be a repository's web address like https://github.com/OWNER/NAME, not 'acme/rocket'"),
        ("title: T\nlinks:\n  - { pattern: 'JIRA-(', href: 'https://x.org/$1' }\n", "tlsite.yml:3:16: error: 'pattern' is not a regular expression"),
        ("title: T\nlinks:\n  - { pattern: 'J-(\\d+)', href: 'https://x.org/$2' }\n", "tlsite.yml:3:33: error: 'href' uses $2 but the pattern has 1 group(s)"),
        ("title: T\nlinks:\n  - { pattern: 'J-\\d+', href: 'ftp://x.org/$0' }\n", "tlsite.yml:3:31: error: 'href' must be an http:// or https:// URL template"),
        ("title: T\nlinks:\n  - { pattern: 'x' }\n", "tlsite.yml:3:5: error: each of 'links' needs a 'pattern'"),
        ("title: T\nlinks:\n  - { pattern: 'x', hraf: 'https://x.org/' }\n", "tlsite.yml:3:21: error: unknown key 'hraf' in links (did you mean 'href'?)"),
    ])
    func errors(_ source: String, _ expected: String) {
        expectConfigError(source, expected)
    }
}

/// tlsite.yml's `source` is refused with a message that starts with `expected`.
func expectConfigError(_ source: String, _ expected: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
    guard case .failure(let list) = ConfigReader.read(source) else {
        Issue.record("expected an error", sourceLocation: sourceLocation)
        return
    }
    #expect(list.diagnostics.map(\.description).contains { $0.hasPrefix(expected) }, "\(list.diagnostics)", sourceLocation: sourceLocation)
}

struct ItemReaderTests {
    func read(_ text: String, fileName: String = "2024-05-01-hello-world.md") -> (Item?, [Diagnostic]) {
        ItemReader.read(Array(text.utf8), path: "content/\(fileName)", fileName: fileName)
    }

    @Test func slugAndDateFromFileName() throws {
        let (item, problems) = read("---\ntitle: Hello\n---\nBody\n")
        #expect(problems.isEmpty)
        #expect(item?.slug == "hello-world")
        #expect(item.flatMap(\.date) == ISO8601DateFormatter().date(from: "2024-05-01T00:00:00Z"))
    }

    @Test func everyKeyIsTyped() throws {
        let (item, problems) = read("""
        ---
        title: "08:30 am"
        date: 2024-05-01T08:30:00Z
        image: star.svg
        imageAlt: A star
        leftType: line
        rightType: start
        kind: poll
        people: [ada, brian, "Chen Li"]
        tags: [school, 2024]
        draft: false
        slug: mary-wakes-up
        link: https://example.org/
        options: [{ text: Yes, votes: 3 }, No]
        answer: Yes
        fold: { folds: 3, durations: [0.33, 0.26, 0.26], open: true }
        style:
          bubbleStyle: { borderColor: orange, backgroundColor: lightGray }
          messageSeparator: orange
        ---
        Mary wakes up.

        <!--more-->

        Rest.
        """)
        #expect(problems.isEmpty, "\(problems)")
        let i = try #require(item)
        #expect(i.title == "08:30 am")
        #expect(i.hasTime)
        #expect(i.leftType == .line && i.rightType == .start)
        #expect(i.kind == "poll")
        #expect(i.people == ["ada", "brian", "Chen Li"])
        #expect(i.tags == ["school", "2024"])
        #expect(i.slug == "mary-wakes-up")
        #expect(i.options == [PollOption(text: "Yes", votes: 3), PollOption(text: "No", votes: 0)])
        #expect(i.fold?.folds == 3 && i.fold?.open == true && i.fold?.durations == [0.33, 0.26, 0.26])
        #expect(i.style.entries.map(\.key.name) == ["bubbleStyle.borderColor", "bubbleStyle.backgroundColor", "messageSeparator"])
        #expect(i.head == "<p>Mary wakes up.</p>")
        #expect(i.isFoldingCard)
    }

    @Test(arguments: [
        ("title: A\ndraft: maybe\n", "content/x.md:3:8: error: 'draft' must be true or false, not 'maybe'"),
        ("title: A\nlane: middle\n", "content/x.md:3:7: error: 'lane' must be one of left, right, not 'middle'"),
        ("title: A\nlane: left\nlanes: [right]\n", "content/x.md:4:8: error: give either 'lane' or 'lanes', not both"),
        ("title: A\nkind: \"<script>\"\n", "content/x.md:3:7: error: 'kind' must be a name"),
        ("title: A\nfold: { folds: 1 }\n", "content/x.md:3:16: error: 'folds' must be between 2 and 12, not 1"),
        ("title: A\nstyle: { bubbleStyle: { borderWidth: \"2px; color: red\" } }\n", "content/x.md:3:38: error: 'bubbleStyle.borderWidth' must be a number"),
        ("title: A\nstyle: { foldStyle: { openDuration: -1 } }\n", "content/x.md:3:37: error: 'foldStyle.openDuration' must be between 0 and 60"),
        ("title: A\nstyle: { folderStyle: { unfoldAnimation: \"x;}\" } }\n", "content/x.md:3:42: error: 'folderStyle.unfoldAnimation' must be a name"),
        ("title: A\nstyle: { clusterStyle: { alignment: middle } }\n", "content/x.md:3:37: error: 'clusterStyle.alignment' must be one of left, right, center"),
        ("title: A\nstyle: { lineStyle: {} }\n", "content/x.md:3:10: error: unknown key 'lineStyle' in style"),
        ("title: A\nlink: \"javascript:alert(1)\"\n", "content/x.md:3:7: error: 'link' uses the 'javascript:' scheme"),
        ("title: A\nimage: \"%2e%2e/x.png\"\n", "content/x.md:3:8: error: 'image' leads out of its folder"),
        ("title: A\ntags: [\"!!!\"]\n", "content/x.md:3:7: error: the tag '!!!' has no letters or digits"),
    ])
    func errors(_ frontMatter: String, _ expected: String) {
        let (item, problems) = read("---\n\(frontMatter)---\nBody\n", fileName: "x.md")
        #expect(item == nil)
        #expect(problems.map(\.description).contains { $0.hasPrefix(expected) }, "\(problems)")
    }
}

import Foundation

/// What one file may cost: tags per item and the memory its Markdown takes.
struct ItemLimitTests {
    func read(_ text: String) -> (Item?, [Diagnostic]) {
        ItemReader.read(Array(text.utf8), path: "content/a.md", fileName: "a.md")
    }

    func tags(_ count: Int) -> String { "---\ntitle: A\ntags: [" + (0..<count).map { "t\($0)" }.joined(separator: ", ") + "]\n---\nBody.\n" }

    @Test func anItemHasAtMostAThousandTags() {
        let (item, problems) = read(tags(1_000))
        #expect(problems.isEmpty && item?.tags.count == 1_000)
        let (over, errors) = read(tags(1_001))
        #expect(over == nil)
        #expect(errors.map(\.description) == ["content/a.md:3:7: error: an item has at most 1000 tags (each makes a page), not 1001"])
    }

    @Test func markdownOverTheMemoryBudgetIsRefusedBeforeParsing() {
        let (item, problems) = read("---\ntitle: A\ndraft: true\n---\n" + String(repeating: "[", count: 2_000_000))
        #expect(item == nil)
        #expect(problems.map(\.description) == [
            "content/a.md:5:1: error: the Markdown would take about 516 MB of memory to parse, more than the 256 MB a file may use: "
                + "it holds too many brackets, emphasis marks or lines; split it into several items",
        ])
    }

    @Test func theBodyLineCountsTheFrontMatter() throws {
        let split = try FrontMatter.split("---\ntitle: A\ntags: [a]\n---\nBody\n", path: "a.md")
        #expect(split.bodyLine == 5)
        #expect(try FrontMatter.split("Body\n", path: "a.md").bodyLine == 1)
    }
}

/// RFC 3986: a scheme is a letter, then letters, digits, `+`, `-`, `.`, then
/// `:`, before any `/`, `?` or `#`.
struct URLSchemeTests {
    @Test(arguments: [
        ("https://example.org", "https"), ("mailto:a@b.org", "mailto"), ("HTTP://X", "http"), ("git+ssh://h/r", "git+ssh"),
        ("javascript:alert(1)", "javascript"), ("Foo:Bar", "foo"), (" javascript:alert(1)", "javascript"),
    ])
    func schemes(reference: String, scheme: String) {
        #expect(URLScheme.of(reference) == scheme)
    }

    @Test(arguments: ["wiki/Foo:Bar", "notes?at=10:30", "a#b:c", "2024:review", ":x", "-a:b", "ä:b", "images/star.svg", ""])
    func relative(reference: String) {
        #expect(URLScheme.of(reference) == nil)
        #expect(PathRules.referenceProblem(reference)?.contains("scheme") != true)
    }

    @Test func aLeadingSpaceHidesNoScheme() {
        #expect(PathRules.referenceProblem(" javascript:alert(1)") != nil)
        #expect(PathRules.referenceProblem(" notes/") == "starts or ends with a space")
    }
}

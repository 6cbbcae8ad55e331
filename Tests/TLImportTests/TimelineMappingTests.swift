import Foundation
import Testing
import TLContent
import TLCore
import TLModel
@testable import TLImport

/// What each TimelineJS field becomes, read back by tlsite's own reader.
struct TimelineMappingTests {
    static func event(_ number: Int = 1, headline: String = "Moon landing", text: String = "", start: TimelineJS.Date? = TimelineJS.Date(year: 1969, month: 7, day: 20),
                      configure: (inout TimelineJS.Slide) -> Void = { _ in }) -> TimelineJS.Slide {
        var slide = TimelineJS.Slide(name: "event \(number)", location: SourceLocation(path: "t.json"))
        slide.headline = headline
        slide.text = text
        slide.start = start
        configure(&slide)
        return slide
    }

    static func plan(_ events: [TimelineJS.Slide], eras: [TimelineJS.Slide] = [], title: TimelineJS.Slide? = nil,
                     options: TimelineImport.Options = TimelineImport.Options()) -> TimelineImport.Plan {
        var timeline = TimelineJS.Timeline()
        timeline.events = events
        timeline.eras = eras
        timeline.title = title
        return TimelineImport.plan(timeline, options: options)
    }

    /// The item tlsite reads from a planned file.
    static func read(_ file: TimelineImport.File) -> (Item?, [Diagnostic]) {
        let name = String(file.path.split(separator: "/").last!)
        return ItemReader.read(Array(file.text.utf8), path: file.path, fileName: name)
    }

    @Test func writesAnItemTlsiteReads() throws {
        let plan = Self.plan([Self.event(text: "Armstrong steps out.") {
            $0.group = "Space"
            $0.media = TimelineJS.Media(url: "https://example.org/moon.jpg", caption: "The Eagle", credit: "NASA")
        }])
        #expect(plan.diagnostics.isEmpty, "\(plan.diagnostics)")
        #expect(plan.files.map(\.path) == ["content/moon-landing.md"])
        #expect(plan.files[0].text == """
            ---
            title: "Moon landing"
            date: 1969-07-20
            image: "https://example.org/moon.jpg"
            imageAlt: "The Eagle"
            tags: ["Space"]
            lane: left
            ---
            Armstrong steps out.

            The Eagle — NASA

            """)
        let (item, diagnostics) = Self.read(plan.files[0])
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let read = try #require(item)
        #expect(read.title == "Moon landing")
        #expect(read.tags == ["Space"])
        #expect(read.image == "https://example.org/moon.jpg")
        #expect(read.imageAlt == "The Eagle")
        #expect(read.hasTime == false)
        #expect(read.date == ISO8601DateFormatter().date(from: "1969-07-20T00:00:00Z"))
    }

    /// Field by field: (what the event holds, a line the item must hold, what must be said about it).
    @Test(arguments: [
        ({ @Sendable (s: inout TimelineJS.Slide) in s.start = TimelineJS.Date(year: 1969) }, "date: 1969-01-01", "dated to the year only"),
        ({ @Sendable (s: inout TimelineJS.Slide) in s.start = TimelineJS.Date(year: 1969, month: 7) }, "date: 1969-07-01", "dated to the month only"),
        ({ @Sendable (s: inout TimelineJS.Slide) in s.start = TimelineJS.Date(year: 1969, month: 7, day: 20, hour: 20, minute: 17) }, "date: 1969-07-20T20:17", ""),
        ({ @Sendable (s: inout TimelineJS.Slide) in s.start = TimelineJS.Date(year: -500) }, "# TimelineJS start_date: -500", "written without a date"),
        ({ @Sendable (s: inout TimelineJS.Slide) in s.end = TimelineJS.Date(year: 1972, month: 12) }, "# TimelineJS end_date: 1972-12", "kept as a comment"),
        ({ @Sendable (s: inout TimelineJS.Slide) in s.displayDate = "Summer '69\nor so" }, "# TimelineJS display_date: Summer '69 or so", "display_date is kept"),
        ({ @Sendable (s: inout TimelineJS.Slide) in s.group = "NASA: \"Apollo\"" }, "tags: [\"NASA: \\\"Apollo\\\"\"]", ""),
        ({ @Sendable (s: inout TimelineJS.Slide) in s.media = .init(url: "https://www.youtube.com/watch?v=abc", caption: "Footage") },
         "\n[Footage](<https://www.youtube.com/watch?v=abc>)\n", ""),
        ({ @Sendable (s: inout TimelineJS.Slide) in s.media = .init(url: "https://x.org/v", title: "The *film*") }, "[The \\*film\\*](<https://x.org/v>)", ""),
        ({ @Sendable (s: inout TimelineJS.Slide) in s.media = .init(url: "https://x.org/a.png", caption: "<i>Cap</i>", alt: "Alt text") },
         "imageAlt: \"Alt text\"", "HTML, kept as it is"),
        ({ @Sendable (s: inout TimelineJS.Slide) in s.media = .init(url: "https://x.org/a.png") }, "imageAlt: \"Moon landing\"", ""),
        ({ @Sendable (s: inout TimelineJS.Slide) in s.media = .init(url: "pics/a.png") }, "lane: left", "no file of static/"),
        ({ @Sendable (s: inout TimelineJS.Slide) in s.media = .init(url: "javascript:alert(1)") }, "lane: left", "neither an http(s) address"),
        ({ @Sendable (s: inout TimelineJS.Slide) in s.media = .init(url: "data:image/png;base64,AAAA") }, "lane: left", "neither an http(s) address"),
        ({ @Sendable (s: inout TimelineJS.Slide) in s.unmapped = [("background.color", "#123")] }, "# TimelineJS background.color: #123", "kept as a comment"),
        ({ @Sendable (s: inout TimelineJS.Slide) in s.text = "<p>Kept <b>as is</b></p>" }, "<p>Kept <b>as is</b></p>", "markdown: { unsafe: true }"),
        ({ @Sendable (s: inout TimelineJS.Slide) in s.text = "*stars* stay" }, "\\*stars\\* stay", ""),
        ({ @Sendable (s: inout TimelineJS.Slide) in s.headline = "" }, "title: \"1969-07-20\"", "no headline"),
        ({ @Sendable (s: inout TimelineJS.Slide) in s.headline = "<b>Bold</b>" }, "title: \"<b>Bold</b>\"", "headline holds HTML"),
        ({ @Sendable (s: inout TimelineJS.Slide) in s.uniqueID = "apollo" }, "# TimelineJS unique_id: apollo", ""),
    ] as [(@Sendable (inout TimelineJS.Slide) -> Void, String, String)])
    func mapsFields(_ configure: @Sendable (inout TimelineJS.Slide) -> Void, _ line: String, _ said: String) throws {
        let plan = Self.plan([Self.event(configure: configure)])
        let file = try #require(plan.files.first)
        #expect(file.text.contains(line), "\(file.text)")
        let messages = plan.diagnostics.map(\.message)
        if said.isEmpty {
            #expect(messages.isEmpty, "\(messages)")
        } else {
            #expect(messages.contains { $0.hasPrefix("event 1: ") && $0.contains(said) }, "\(messages)")
            #expect(plan.diagnostics.allSatisfy { $0.severity == .warning && $0.location?.path == "t.json" })
        }
        let (item, diagnostics) = Self.read(file)
        #expect(item != nil && diagnostics.isEmpty, "\(diagnostics)")
    }

    @Test func anInvalidDateIsAnErrorAndNoFile() {
        let plan = Self.plan([Self.event(start: TimelineJS.Date(year: 1969, month: 2, day: 30)), Self.event(2, headline: "B")])
        #expect(plan.files.map(\.path) == ["content/b.md"])
        #expect(plan.diagnostics.map(\.description) == ["t.json:1:1: error: event 1: start_date: day 30 does not exist in 1969-02 (1 to 28)"])
    }

    @Test func namesAreUniqueAndNeverTlsites() {
        let plan = Self.plan([Self.event(headline: "Tags"), Self.event(2, headline: "Apollo"), Self.event(3, headline: "apollo!"),
                              Self.event(4, headline: "¿?"), Self.event(5, headline: "../../etc/passwd"), Self.event(6, headline: "Assets"),
                              Self.event(7, headline: "Ünïcode Straße"), Self.event(8, headline: String(repeating: "long words ", count: 20))])
        #expect(plan.files.map(\.path) == [
            "content/tags-2.md", "content/apollo.md", "content/apollo-2.md", "content/event-4.md", "content/etc-passwd.md",
            "content/assets-2.md", "content/ünïcode-straße.md",
            "content/long-words-long-words-long-words-long-words-long-words-long-words-long-words.md",
        ])
        for file in plan.files { #expect(PathRules.slugProblem(String(file.path.dropFirst(8).dropLast(3))) == nil) }
    }

    @Test func erasAreFolders() throws {
        func era(_ number: Int, _ headline: String, _ from: Int, _ to: Int?) -> TimelineJS.Slide {
            var slide = TimelineJS.Slide(name: "era \(number)", location: SourceLocation(path: "t.json"))
            slide.headline = headline
            slide.text = "About the \(headline)."
            slide.start = TimelineJS.Date(year: from)
            slide.end = to.map { TimelineJS.Date(year: $0, month: 12, day: 31) }
            return slide
        }
        let plan = Self.plan([Self.event(headline: "Sputnik", start: .init(year: 1957, month: 10, day: 4)),
                              Self.event(2, headline: "Moon", start: .init(year: 1969, month: 7, day: 20)),
                              Self.event(3, headline: "Shuttle", start: .init(year: 1981, month: 4, day: 12)),
                              Self.event(4, headline: "Last Apollo", start: .init(year: 1972, month: 12, day: 31, hour: 23))],
                             eras: [era(1, "Space race", 1955, 1972), era(2, "Moon", 1969, 1972)])
        #expect(plan.files.map(\.path) == ["content/space-race/_index.md", "content/moon/_index.md", "content/space-race/sputnik.md",
                                           "content/space-race/moon-2.md", "content/shuttle.md", "content/space-race/last-apollo.md"])
        #expect(plan.files[0].text == "---\ntitle: \"Space race\"\n---\nAbout the Space race.\n")
        let folder = FolderReader.read(Array(plan.files[0].text.utf8), path: plan.files[0].path, folder: "space-race", markdown: .init())
        #expect(folder.diagnostics.isEmpty && folder.folder.title == "Space race")
        // The last moment of its last day is in the era; a day after is not.
        #expect(plan.diagnostics.isEmpty, "\(plan.diagnostics)")
    }

    @Test func theTitleSlideMakesANewSitesConfig() throws {
        var title = TimelineJS.Slide(name: "the title slide", location: SourceLocation(path: "t.json"))
        title.headline = "Space: the \"final\" frontier"
        title.text = "Fifty years # of flight"
        var options = TimelineImport.Options()
        options.hasConfig = false
        let plan = Self.plan([Self.event()], title: title, options: options)
        let config = try #require(plan.files.first)
        #expect(config.path == "tlsite.yml")
        let read = try ConfigReader.read(config.text).get()
        #expect(read.title == "Space: the \"final\" frontier")
        #expect(read.description == "Fifty years # of flight")
        // With a tlsite.yml there already, the title slide is said not to be imported.
        let kept = Self.plan([Self.event()], title: title)
        #expect(kept.files.map(\.path) == ["content/moon-landing.md"])
        #expect(kept.diagnostics.map(\.message) == ["the title slide: not imported: the site has a tlsite.yml already, whose title and description stay as they are"])
    }

    /// Strings that break naive YAML come back from tlsite's reader as they went in.
    @Test(arguments: [
        "plain", "\"quoted\"", "'single'", "back\\slash", "colon: space", "# hash", "- dash", "---", "...", "key: [a, b]", "{a: 1}",
        "&anchor", "*alias", "!tag", "|", ">", "%directive", "@at", "`tick`", "yes", "no", "null", "~", "true", "1969", "0x1F", "1e3",
        "  leading", "trailing  ", "tab\there", "two\nlines", "crlf\r\nline", "ünïcødé ✓ 日本語 العربية", "emoji 🚀", "\u{85}nel",
        "line\u{2028}sep", "para\u{2029}sep", "\u{FEFF}bom", "nbsp\u{A0}x", "\\n not a newline", "\\\"", "end\\", "<!--more-->",
        "<script>alert(1)</script>", "a\u{7F}del", "bell\u{07}", "nul\u{0}",
    ])
    func hostileStringsRoundTrip(_ text: String) throws {
        let plan = Self.plan([Self.event(headline: text) {
            $0.group = text
            $0.media = .init(url: "https://x.org/a.png", alt: text)
        }])
        let file = try #require(plan.files.first)
        let (item, diagnostics) = Self.read(file)
        let read = try #require(item, "\(diagnostics) in\n\(file.text)")
        // tlsite shows control characters as U+FFFD, however they are written.
        let expected = String(String.UnicodeScalarView(text.replacingOccurrences(of: "\r\n", with: "\n").unicodeScalars.map {
            ($0.value < 0x20 && $0 != "\n" && $0 != "\t") || (0x7F...0x9F).contains($0.value) ? "\u{FFFD}" : $0
        }))
        #expect(read.title == expected)
        #expect(read.imageAlt == expected)
        if !slugify(text).isEmpty { #expect(read.tags == [expected]) }
    }
}

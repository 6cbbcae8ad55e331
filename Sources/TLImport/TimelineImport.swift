import Foundation
import TLContent
import TLCore
import TLFormats
import TLModel

/// A TimelineJS timeline as the files of a tlsite site: one item a event
/// in `content/`, one folder an era, the title slide as a new site's
/// tlsite.yml. Pure: what to write and what could not be mapped, located;
/// `ImportWriter` writes it.
package enum TimelineImport {
    package struct Options: Sendable {
        /// The site already has a tlsite.yml: the title slide is not written.
        package var hasConfig = true
        /// The site shows raw HTML (`markdown.unsafe`): no warning for HTML text.
        package var unsafeMarkdown = false
        /// The title of a new site when there is no title slide.
        package var fallbackTitle = "Timeline"
        /// Whether `static/PATH` exists: media given as a path inside the site.
        package var staticFileExists: @Sendable (String) -> Bool = { _ in false }
        package init() {}
    }

    /// A file to write, relative to the site (`content/apollo-11.md`), and
    /// the slide it comes from.
    package struct File: Equatable, Sendable {
        package var path: String
        package var text: String
        package var source: String
    }

    package struct Plan: Sendable {
        package var files: [File]
        package var diagnostics: [Diagnostic]
    }

    /// Groups become tags: a group may hold any number of events and a
    /// timeline any number of groups, and tlsite has two lanes.
    package static func plan(_ timeline: TimelineJS.Timeline, options: Options = Options()) -> Plan {
        var planner = Planner(options: options)
        return planner.plan(timeline)
    }
}

private struct Planner {
    var options: TimelineImport.Options
    var diagnostics: [Diagnostic] = []
    var files: [TimelineImport.File] = []
    /// Every name a slug or a folder may not take: tlsite's own, and those given out.
    var taken: Set<String> = Routes.reservedNames
    /// The slides whose text is HTML (each said once).
    var htmlSlides: [(name: String, location: SourceLocation)] = []

    init(options: TimelineImport.Options) { self.options = options }

    mutating func warn(_ slide: TimelineJS.Slide, _ message: String) { diagnostics.append(.warning(slide.location, "\(slide.name): \(message)")) }
    mutating func fail(_ slide: TimelineJS.Slide, _ message: String) { diagnostics.append(.error(slide.location, "\(slide.name): \(message)")) }

    mutating func plan(_ timeline: TimelineJS.Timeline) -> TimelineImport.Plan {
        if let title = timeline.title { config(title) } else if !options.hasConfig {
            files.append(.init(path: "tlsite.yml", text: "title: \(YAMLText.quoted(options.fallbackTitle))\n", source: "the timeline"))
        }
        var folders: [EraFolder?] = []
        for slide in timeline.eras { folders.append(era(slide)) }
        for event in timeline.events {
            let folder = folders.firstIndex { $0?.contains(event) == true }.flatMap { folders[$0]?.path }
            item(event, folder: folder)
        }
        if !htmlSlides.isEmpty, !options.hasConfig, let config = files.firstIndex(where: { $0.path == "tlsite.yml" }) {
            // A new site made for this timeline shows its HTML, as TimelineJS did.
            files[config].text += "markdown:\n  # TimelineJS's text is HTML: shown as it is. Without this line, tlsite leaves it out.\n  unsafe: true\n"
            let names = htmlSlides.prefix(5).map(\.name).joined(separator: ", ") + (htmlSlides.count > 5 ? " and \(htmlSlides.count - 5) more" : "")
            diagnostics.append(.warning(htmlSlides[0].location,
                "\(names): the text is HTML, kept as it is; the new tlsite.yml sets markdown: { unsafe: true } so that pages show it (and any script in it)"))
        }
        return TimelineImport.Plan(files: files, diagnostics: diagnostics)
    }

    /// A name from a headline, unique among those given out: `apollo-11`, `apollo-11-2`.
    mutating func name(_ headline: String, fallback: String) -> String {
        var base = slugify(headline)
        if base.isEmpty { base = fallback }
        // At most 80 characters, cut between words.
        if base.count > 80 {
            let cut = base.prefix(80)
            base = String(cut.lastIndex(of: "-").map { cut[..<$0] } ?? cut)
        }
        var name = base, number = 2
        while taken.contains(name) { name = "\(base)-\(number)"; number += 1 }
        taken.insert(name)
        return name
    }

    struct EraFolder {
        var path: String
        var start: [Int]
        /// The end to the part given: an era that ends in 1972 holds all of 1972.
        var end: ArraySlice<Int>?
        func contains(_ event: TimelineJS.Slide) -> Bool {
            guard let date = event.start else { return false }
            let key = TimelineImport.sortKey(date)
            return !key.lexicographicallyPrecedes(start) && end.map { key.prefix($0.count).lexicographicallyPrecedes($0) || key.prefix($0.count) == $0 } ?? true
        }
    }

    mutating func era(_ era: TimelineJS.Slide) -> EraFolder? {
        guard let start = era.start else { return nil }
        let number = era.name.split(separator: " ").last.map(String.init) ?? "1"
        let path = name(era.headline, fallback: "era-" + number)
        if era.end == nil { warn(era, "it has no end_date; every event from its start on is put in its folder") }
        var text = "---\ntitle: \(YAMLText.quoted(era.headline.isEmpty ? "Era \(number)" : era.headline))\n---\n"
        let body = body(era.text, era)
        if !body.isEmpty { text += body + "\n" }
        files.append(.init(path: "content/\(path)/_index.md", text: text, source: era.name))
        return EraFolder(path: path, start: TimelineImport.sortKey(start),
                         end: era.end.map { TimelineImport.sortKey($0).prefix(TimelineImport.givenParts($0)) })
    }

    /// The title slide: a new site's title and description.
    mutating func config(_ title: TimelineJS.Slide) {
        guard !options.hasConfig else {
            warn(title, "not imported: the site has a tlsite.yml already, whose title and description stay as they are")
            return
        }
        var text = "title: \(YAMLText.quoted(title.headline.isEmpty ? options.fallbackTitle : title.headline))\n"
        if !title.text.isEmpty {
            if TimelineImport.isHTML(title.text) {
                warn(title, "its text is HTML, which a site's description shows as text; it is not imported")
            } else {
                text += "description: \(YAMLText.quoted(title.text))\n"
            }
        }
        if title.media != nil { warn(title, "its media is not imported: a site has no image of its own") }
        files.append(.init(path: "tlsite.yml", text: text, source: title.name))
    }

    /// Text as a Markdown body: HTML kept as it is, plain text escaped.
    mutating func body(_ text: String, _ slide: TimelineJS.Slide) -> String {
        if TimelineImport.isHTML(text) {
            if !htmlSlides.contains(where: { $0.name == slide.name }) {
                htmlSlides.append((slide.name, slide.location))
                if !options.unsafeMarkdown, options.hasConfig {
                    warn(slide, "its text is HTML, kept as it is; tlsite shows raw HTML only with markdown: { unsafe: true } in tlsite.yml (without it, the HTML is left out of the page)")
                }
            }
            return text
        }
        return TimelineImport.escapedMarkdown(text)
    }

    mutating func item(_ event: TimelineJS.Slide, folder: String?) {
        var lines = ["---"]
        let number = event.name.split(separator: " ").last.map(String.init) ?? "1"
        var dateText: String?
        if let start = event.start {
            switch TimelineImport.mapDate(start) {
            case .date(let text, let precision, let ignored):
                dateText = text
                if precision < .day {
                    warn(event, "it is dated to the \(precision.name) only (\(TimelineImport.written(start))); tlsite's dates have a day, so it is dated \(text)")
                }
                if !ignored.isEmpty {
                    warn(event, "its start_date gives \(ignored.joined(separator: ", ")) without the parts before; not imported")
                }
            case .outOfRange(let reason):
                warn(event, "written without a date: \(reason)")
            case .invalid(let reason):
                fail(event, "start_date: \(reason)")
                return
            }
        }
        let title = event.headline.isEmpty ? dateText ?? "Event \(number)" : event.headline
        if event.headline.isEmpty { warn(event, "it has no headline; its title is \"\(title)\"") }
        if TimelineImport.isHTML(event.headline) { warn(event, "its headline holds HTML, which a title shows as text") }
        lines.append("title: " + YAMLText.quoted(title))
        if let dateText { lines.append("date: " + dateText) }
        if let start = event.start, dateText == nil { lines.append("# TimelineJS start_date: " + TimelineImport.written(start)) }
        if let end = event.end {
            if case .invalid(let reason) = TimelineImport.mapDate(end) {
                fail(event, "end_date: \(reason)")
                return
            }
            lines.append("# TimelineJS end_date: " + TimelineImport.written(end))
            warn(event, "its end_date (\(TimelineImport.written(end))) is kept as a comment: tlsite items have one date")
        }
        if !event.displayDate.isEmpty {
            lines.append("# TimelineJS display_date: " + YAMLText.comment(event.displayDate))
            warn(event, "its display_date is kept as a comment: tlsite writes dates itself")
        }
        var extra: [String] = []
        if let media = event.media { mapMedia(media, event, &lines, &extra) }
        if !event.group.isEmpty {
            if slugify(event.group).isEmpty {
                warn(event, "its group \"\(event.group)\" has no letter or digit to name a tag page with; not imported")
            } else {
                lines.append("tags: " + YAMLText.list([event.group]))
            }
        }
        lines.append("lane: left")
        for (key, value) in event.unmapped {
            lines.append("# TimelineJS \(key): " + YAMLText.comment(value))
            warn(event, "its \(key) is kept as a comment: tlsite has no place for it")
        }
        if !event.uniqueID.isEmpty { lines.append("# TimelineJS unique_id: " + YAMLText.comment(event.uniqueID)) }
        lines.append("---")
        let text = body(event.text, event)
        let parts = ([text] + extra).filter { !$0.isEmpty }
        let slug = name(event.headline, fallback: "event-" + number)
        let path = "content/" + (folder.map { $0 + "/" } ?? "") + slug + ".md"
        files.append(.init(path: path, text: lines.joined(separator: "\n") + "\n" + parts.map { $0 + "\n" }.joined(separator: "\n"), source: event.name))
    }

    func linkLabel(_ media: TimelineJS.Media) -> String {
        if !media.title.isEmpty { return media.title }
        if !media.caption.isEmpty, !TimelineImport.isHTML(media.caption) { return media.caption }
        return media.url
    }

    /// An image's URL becomes the item's `image:` (its alt text the media's
    /// alt, caption or the headline); any other media a link in the body;
    /// caption and credit a paragraph below the text.
    mutating func mapMedia(_ media: TimelineJS.Media, _ event: TimelineJS.Slide, _ lines: inout [String], _ extra: inout [String]) {
        let url = media.url.trimmingCharacters(in: .whitespaces)
        let scheme = URLScheme.of(url)
        let isWeb = scheme == "http" || scheme == "https"
        let inSite = scheme == nil && PathRules.referenceProblem(url, schemes: []) == nil
        let caption = [media.caption, media.credit].filter { !$0.isEmpty }.map { body($0, event) }.joined(separator: " — ")
        if TimelineImport.isImage(url), isWeb || (inSite && options.staticFileExists(url)) {
            lines.append("image: " + YAMLText.quoted(url))
            // TimelineJS's alt is an attribute, so text; its caption is HTML.
            let alt = media.alt.isEmpty ? [media.caption, event.headline].first { !$0.isEmpty && !TimelineImport.isHTML($0) } ?? "" : media.alt
            if !alt.isEmpty { lines.append("imageAlt: " + YAMLText.quoted(alt)) }
            if !caption.isEmpty { extra.append(caption) }
        } else if isWeb, let link = TimelineImport.markdownLink(url, label: linkLabel(media)) {
            // A plain caption is the link's text; an HTML one, and the credit, follow it.
            let captionIsLabel = media.title.isEmpty && !media.caption.isEmpty && !TimelineImport.isHTML(media.caption)
            let rest = captionIsLabel ? (media.credit.isEmpty ? "" : body(media.credit, event)) : caption
            extra.append(rest.isEmpty ? link : link + "\\\n" + rest)
        } else if inSite {
            warn(event, "its media \(url) is no file of static/; copy it there and run the import again (not imported)")
        } else {
            warn(event, "its media \(url) is neither an http(s) address nor a path inside the site; not imported")
        }
    }
}

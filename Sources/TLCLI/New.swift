import Foundation
import TLContent
import TLCore
import TLFormats
import TLModel
import TLSite

extension CLI {
    func new(_ arguments: [String]) throws(ArgumentError) -> ExitCode {
        guard let what = arguments.first else { throw ArgumentError(message: "say what to create: 'new site DIR' or 'new item TITLE'") }
        let rest = Array(arguments.dropFirst())
        switch what {
        case "site":
            let parsed = try CommandInfo.byName["new site"]!.spec.parse(rest)
            if parsed.flags.contains("--help") { out(Help.commands["new site"]!); return .success }
            guard let folder = parsed.positionals.first else { throw ArgumentError(message: "new site needs a folder: tlsite new site DIR") }
            let language = parsed.options["--language"] ?? "en"
            guard ConfigReader.isLanguageTag(language) else {
                throw ArgumentError(message: "--language needs a language tag like en, fr or pt-BR, not '\(language)'")
            }
            return newSite(absolute(folder), language: language)
        case "item":
            let parsed = try CommandInfo.byName["new item"]!.spec.parse(rest)
            if parsed.flags.contains("--help") { out(Help.commands["new item"]!); return .success }
            var words = parsed.positionals
            var site = parsed.options["--site"]
            // `new item [SITE] TITLE WORDS...`: the first word names the site
            // only when it is a site folder (has a tlsite.yml) and a title follows,
            // so `tlsite new item Lunch break` needs no quotes.
            if site == nil, words.count > 1, io.kind(absolute(words[0]) + "/tlsite.yml") == .file {
                site = words.removeFirst()
            }
            let title = words.joined(separator: " ")
            guard !title.isEmpty else { throw ArgumentError(message: "new item needs a title: tlsite new item Lunch break") }
            var date = now()
            if let text = parsed.options["--now"] {
                guard case .success(let value) = DateParser.parse(text) else { throw ArgumentError(message: "--now needs a date like 2024-05-01T08:30:00Z") }
                date = value.date
            }
            return newItem(site: absolute(site ?? "."), title: title, date: date)
        default:
            throw ArgumentError(message: "cannot create '\(what)'\(didYouMean(what, in: ["site", "item"])); use 'new site DIR' or 'new item TITLE'")
        }
    }

    /// The starter site, in the words of `language`'s built-in catalogue.
    private func newSite(_ folder: String, language: String) -> ExitCode {
        if io.kind(folder) == .file || (io.kind(folder) == .directory && !((try? io.list(folder)) ?? []).isEmpty) {
            err("tlsite: error: \(displayPath(folder)) already exists and is not empty; choose a new folder")
            return .siteErrors
        }
        let title = (folder as NSString).lastPathComponent
        let catalogue = CatalogueLoader.builtIn(language)
        if catalogue == nil {
            err("tlsite: warning: tlsite has no catalogue for '\(language)': the starter site is in English; translate tlsite's words in i18n/\(language).yml")
        }
        let words = catalogue ?? CatalogueLoader.english
        func say(_ key: String) -> String { words.text("scaffold." + key) }
        let files: [String: String] = [
            "tlsite.yml": """
            title: \(YAMLText.quoted(title))
            # baseURL: https://example.org/     # \(say("baseURLNote"))
            language: \(language)
            theme: default
            timeline:
              order: newest-first
              perPage: 20

            """,
            "content/2024-05-01-hello.md": """
            ---
            title: \(YAMLText.quoted(say("helloTitle")))
            date: 2024-05-01T08:30:00Z
            image: icons/star.svg        # \(say("imageNote"))
            imageAlt: \(YAMLText.quoted(say("starAlt")))
            lane: left
            tags: [\(YAMLText.quoted(say("tag")))]
            ---
            \(say("helloBody"))

            """,
            "content/2024-05-02-folding.md": """
            ---
            title: \(YAMLText.quoted(say("foldTitle")))
            date: 2024-05-02T09:00:00Z
            lane: left
            ---
            \(say("foldHead"))

            <!--more-->

            \(say("foldRest"))

            """,
            "static/icons/star.svg": NewSite.star,
            ".gitignore": NewSite.gitignore,
            "CHANGELOG.md": NewSite.changelog(words),
        ]
        do {
            for (path, text) in files.sorted(by: { $0.key < $1.key }) {
                try io.write(folder + "/" + path, Data(text.utf8))
            }
        } catch {
            err("tlsite: error: cannot create the site: \(error)")
            return .siteErrors
        }
        out("Created a site in \(displayPath(folder)). Build it with: tlsite build \(displayPath(folder))")
        return .success
    }

    private func newItem(site: String, title: String, date: Date) -> ExitCode {
        guard io.kind(site + "/tlsite.yml") == .file else {
            err("tlsite: error: \(site == currentDirectory ? "this folder" : displayPath(site)) has no tlsite.yml; run this in a site folder or name it with --site DIR")
            return .siteErrors
        }
        let slug = slugify(title)
        guard !slug.isEmpty else {
            err("tlsite: error: the title '\(title)' has no letters or digits to name the file with")
            return .siteErrors
        }
        let formatter = ISO8601DateFormatter()
        formatter.timeZone = TimeZone(identifier: "UTC")
        // A title that is a time of day ("08:30 am") is when the item happens, today.
        let when = TimeOfDay(title).map { $0.on(date) } ?? date
        let stamp = formatter.string(from: when)
        let path = "content/\(stamp.prefix(10))-\(slug).md"
        guard io.kind(site + "/" + path) == .missing else {
            err("tlsite: error: \(path) already exists")
            return .siteErrors
        }
        // The body's placeholder is in the site's language, when tlsite.yml reads.
        let config = try? ConfigReader.load(site: site, io: io)
        let words = config.flatMap { CatalogueLoader.builtIn($0.language) } ?? CatalogueLoader.english
        // On the left lane, as the starter site's items: the line runs on through it.
        let text = "---\ntitle: \(YAMLText.quoted(title))\ndate: \(stamp)\nlane: left\n---\n\(words.text("scaffold.itemBody"))\n"
        do { try io.write(site + "/" + path, Data(text.utf8)) } catch {
            err("tlsite: error: cannot write \(path): \(error)")
            return .siteErrors
        }
        out("Created \(displayPath(site + "/" + path))")
        // "08:30 am" typed at 01:00 is later today: build leaves future items
        // out, and a new user would otherwise look for it in vain.
        if when > date {
            out("note: it is dated \(stamp.dropFirst(11).prefix(5)) UTC today, later than now: build and serve leave it out until then (--future shows it now)")
        }
        return .success
    }

    /// A title that names a time of day: `08:30 am`, `8:30pm`, `12 pm`,
    /// `14:05` (without am or pm, the minutes are needed, so `2024` is no time).
    struct TimeOfDay: Equatable {
        var hour: Int
        var minute: Int

        init?(_ title: String) {
            let text = title.trimmingCharacters(in: .whitespaces).lowercased()
            guard let match = text.wholeMatch(of: /(\d{1,2})(?::(\d{2}))?\s*(am|pm|a\.m\.|p\.m\.)?/),
                  let hour = Int(match.1) else { return nil }
            let minute = match.2.flatMap { Int($0) } ?? 0
            guard minute < 60 else { return nil }
            if let half = match.3 {
                guard (1...12).contains(hour) else { return nil }
                self.hour = hour % 12 + (half.hasPrefix("p") ? 12 : 0)
            } else {
                guard match.2 != nil, hour < 24 else { return nil }
                self.hour = hour
            }
            self.minute = minute
        }

        /// This time on `date`'s day (UTC, as every date tlsite writes).
        func on(_ date: Date) -> Date {
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = TimeZone(identifier: "UTC")!
            return calendar.date(bySettingHour: hour, minute: minute, second: 0, of: date) ?? date
        }
    }
}

/// The files of `new site` that are not items.
enum NewSite {
    /// The sample item's image, from static/ as README's example item uses it.
    static let star = """
        <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" width="24" height="24">\
        <path fill="#f5b400" d="M12 2l2.9 6.9 7.1.6-5.4 4.7 1.7 7.3L12 17.6 5.7 21.5l1.7-7.3L2 9.5l7.1-.6z"/></svg>

        """

    /// What a build writes into the site folder: regenerated, never committed.
    static let gitignore = """
        # Written by tlsite, rebuilt from the sources: not committed.
        /public/
        /changelog-site/
        /theme-preview/
        # Beside an output folder while a build writes it: its lock and staging
        # folder (a killed build may leave them behind).
        /.public.lock
        /.public.tlsite-*
        /.changelog-site.lock
        /.changelog-site.tlsite-*
        # The images' resized variants, kept between builds.
        /.tlsite-cache/

        """

    /// A Keep a Changelog file, so `tlsite changelog CHANGELOG.md` has one
    /// to read: its words in the site's language, its headings Keep a
    /// Changelog's own (tlsite reads them in English).
    static func changelog(_ words: Catalogue) -> String {
        """
        # \(words.text("changelog.title"))

        \(words.text("scaffold.changelogIntro"))

        ## [Unreleased]

        ### Added

        - \(words.text("scaffold.changelogNext"))

        ## [0.1.0] - 2024-05-01

        ### Added

        - \(words.text("scaffold.changelogFirst"))

        """
    }
}

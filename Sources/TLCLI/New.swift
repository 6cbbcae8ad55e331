import Foundation
import TLContent
import TLCore
import TLModel

extension CLI {
    func new(_ arguments: [String]) throws(ArgumentError) -> ExitCode {
        guard let what = arguments.first else { throw ArgumentError(message: "say what to create: 'new site DIR' or 'new item TITLE'") }
        let rest = Array(arguments.dropFirst())
        switch what {
        case "site":
            let parsed = try ArgumentSpec(maxPositionals: 1).parse(rest)
            guard let folder = parsed.positionals.first else { throw ArgumentError(message: "new site needs a folder: tlsite new site DIR") }
            return newSite(absolute(folder))
        case "item":
            let parsed = try ArgumentSpec(options: ["--now"], maxPositionals: 2).parse(rest)
            guard let title = parsed.positionals.last else { throw ArgumentError(message: "new item needs a title: tlsite new item \"Title\"") }
            var date = now()
            if let text = parsed.options["--now"] {
                guard case .success(let value) = DateParser.parse(text) else { throw ArgumentError(message: "--now needs a date like 2024-05-01T08:30:00Z") }
                date = value.date
            }
            return newItem(site: absolute(parsed.positionals.count == 2 ? parsed.positionals[0] : "."), title: title, date: date)
        default:
            throw ArgumentError(message: "cannot create '\(what)'\(didYouMean(what, in: ["site", "item"])); use 'new site DIR' or 'new item TITLE'")
        }
    }

    private func newSite(_ folder: String) -> ExitCode {
        if io.kind(folder) == .file || (io.kind(folder) == .directory && !((try? io.list(folder)) ?? []).isEmpty) {
            err("tlsite: error: \(displayPath(folder)) already exists and is not empty; choose a new folder")
            return .siteErrors
        }
        let title = (folder as NSString).lastPathComponent
        let files: [String: String] = [
            "tlsite.yml": """
            title: \(yamlQuoted(title))
            # baseURL: https://example.org/     # needed for absolute links in feeds and the sitemap
            language: en
            theme: default
            timeline:
              order: newest-first
              perPage: 20

            """,
            "content/2024-05-01-hello.md": """
            ---
            title: Hello, timeline
            date: 2024-05-01T08:30:00Z
            lane: left
            tags: [welcome]
            ---
            This is the first item. Its body is **Markdown**.

            """,
            "content/2024-05-02-folding.md": """
            ---
            title: A folding card
            date: 2024-05-02T09:00:00Z
            lane: left
            ---
            An item with a *more* marker is shown closed on its head.

            <!--more-->

            Everything after the marker unfolds when the card is opened.

            """,
            "static/.keep": "",
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
            err("tlsite: error: \(displayPath(site)) has no tlsite.yml; run this in a site folder or name the site")
            return .siteErrors
        }
        let slug = slugify(title)
        guard !slug.isEmpty else {
            err("tlsite: error: the title '\(title)' has no letters or digits to name the file with")
            return .siteErrors
        }
        let formatter = ISO8601DateFormatter()
        formatter.timeZone = TimeZone(identifier: "UTC")
        let stamp = formatter.string(from: date)
        let path = "content/\(stamp.prefix(10))-\(slug).md"
        guard io.kind(site + "/" + path) == .missing else {
            err("tlsite: error: \(path) already exists")
            return .siteErrors
        }
        let text = "---\ntitle: \(yamlQuoted(title))\ndate: \(stamp)\n---\n\n"
        do { try io.write(site + "/" + path, Data(text.utf8)) } catch {
            err("tlsite: error: cannot write \(path): \(error)")
            return .siteErrors
        }
        out("Created \(displayPath(site + "/" + path))")
        return .success
    }

    /// A YAML double-quoted string: whatever the title holds stays text.
    private func yamlQuoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            default:
                if scalar.value < 0x20 { result += String(format: "\\x%02X", scalar.value) } else { result.unicodeScalars.append(scalar) }
            }
        }
        return result + "\""
    }
}

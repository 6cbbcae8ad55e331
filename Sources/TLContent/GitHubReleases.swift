import Foundation
import TLCore
import TLFormats
import TLMarkdown
import TLModel

/// `tlsite changelog --releases FILE.json`: the releases a project keeps on
/// GitHub, as `gh release list --json tagName,name,body,publishedAt,isPrerelease,isDraft`
/// or `gh api repos/OWNER/NAME/releases` writes them (`tag_name`, `name`,
/// `body`, `published_at`/`created_at`, `prerelease`, `draft`, `html_url`).
/// Drafts are left out. Each body is Markdown, read by `ChangelogReader`
/// as the release's sections and entries, so a body and a CHANGELOG.md
/// section say the same thing the same way. JSON is read by libyaml (JSON
/// is YAML), so every node has its line and column.
package enum GitHubReleases {
    /// One release of the JSON, before its body is read.
    struct Entry {
        var tag: String
        var name: String?
        var body: String
        var date: Date?
        var prerelease: Bool
        var link: String?
        /// Where the release's object and its body are in the JSON.
        var at: SourceLocation
        var bodyAt: SourceLocation
    }

    /// The first of each pair is gh's name, the second the REST API's.
    static let keys = (tag: ["tagName", "tag_name"], body: ["body"], name: ["name"],
                       date: ["publishedAt", "published_at", "createdAt", "created_at"],
                       prerelease: ["isPrerelease", "prerelease"], draft: ["isDraft", "draft"], link: ["html_url", "url"])

    package static func read(_ text: String, path: String, markdown: MarkdownOptions? = nil,
                            types: ChangeTypeMapping = ChangeTypeMapping()) -> (Changelog?, [Diagnostic]) {
        let (text, lone) = joiningSurrogates(text)
        let halves = lone.map { at in
            Diagnostic.warning(SourceLocation(path: path, line: at.line, column: at.column),
                               "'\\u\(at.escape)' is half of a UTF-16 surrogate pair, which names no character; it is read as U+FFFD")
        }
        let (changelog, diagnostics) = readJoined(text, path: path, markdown: markdown, types: types)
        return (changelog, halves + diagnostics)
    }

    /// libyaml reads JSON (JSON is YAML) but refuses a character outside the
    /// Basic Multilingual Plane written as a UTF-16 surrogate pair
    /// (`\ud83c\udf89`, as Python's `json.dump` and `jq -a` write an emoji):
    /// each pair becomes YAML's `\U0001F389`, and a lone surrogate, which
    /// names no character, `\uFFFD`, its line and column kept for a warning.
    /// (A message about what follows a pair on its line points two columns
    /// early for each pair before it.)
    static func joiningSurrogates(_ text: String) -> (text: String, lone: [(line: Int, column: Int, escape: String)]) {
        guard text.contains("\\u") else { return (text, []) }
        let bytes = Array(text.utf8)
        let backslash = UInt8(ascii: "\\"), newline = UInt8(ascii: "\n")
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var lone: [(line: Int, column: Int, escape: String)] = []
        var line = 1, lineStart = 0
        // The UTF-16 unit of `\uXXXX` at `index`.
        func unit(at index: Int) -> Int? {
            guard index + 6 <= bytes.count, bytes[index] == backslash, bytes[index + 1] == UInt8(ascii: "u") else { return nil }
            var value = 0
            for byte in bytes[(index + 2)..<(index + 6)] {
                guard let digit = Character(Unicode.Scalar(byte)).hexDigitValue else { return nil }
                value = value * 16 + digit
            }
            return value
        }
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            guard byte == backslash, index + 1 < bytes.count else {
                if byte == newline { line += 1; lineStart = index + 1 }
                out.append(byte)
                index += 1
                continue
            }
            if let high = unit(at: index), (0xD800...0xDFFF).contains(high) {
                if high <= 0xDBFF, let low = unit(at: index + 6), (0xDC00...0xDFFF).contains(low) {
                    let scalar = 0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)
                    out += Array(String(format: "\\U%08X", scalar).utf8)
                    index += 12
                } else {
                    lone.append((line, index - lineStart + 1, String(decoding: bytes[(index + 2)..<(index + 6)], as: UTF8.self)))
                    out += Array("\\uFFFD".utf8)
                    index += 6
                }
                continue
            }
            // Any other escape, an escaped backslash too, is copied whole.
            out.append(byte)
            out.append(bytes[index + 1])
            if bytes[index + 1] == newline { line += 1; lineStart = index + 2 }
            index += 2
        }
        return (String(decoding: out, as: UTF8.self), lone)
    }

    static func readJoined(_ text: String, path: String, markdown: MarkdownOptions?,
                           types: ChangeTypeMapping) -> (Changelog?, [Diagnostic]) {
        let reader = FieldReader(path: path, source: text)
        guard let root = reader.parse() else {
            return (nil, reader.diagnostics.isEmpty ? [.error(SourceLocation(path: path), "the file is empty; it needs the JSON of "
                + "'gh release list --json tagName,name,body,publishedAt,isPrerelease,isDraft'")] : reader.diagnostics)
        }
        // An array of releases, or one (`gh release view TAG --json …`).
        let objects: [YAMLNode]
        switch root.value {
        case .sequence(let list): objects = list
        case .mapping: objects = [root]
        case .scalar:
            reader.error(root, "the releases must be a JSON array of releases, as 'gh api repos/OWNER/NAME/releases' writes, not \(root.kindName)")
            return (nil, reader.diagnostics)
        }
        let entries = objects.compactMap { entry($0, reader) }
        if reader.hasErrors { return (nil, reader.diagnostics) }
        var (changelog, problems) = read(entries, path: path, markdown: markdown, types: types)
        changelog.repositoryName = (markdown?.repository ?? entries.lazy.compactMap { $0.link.flatMap(repository) }.first)?.name
        return (changelog, reader.diagnostics + problems)
    }

    /// The repository of a release's page, `https://github.com/OWNER/NAME/releases/tag/v1`.
    package static func repository(_ link: String) -> Repository? {
        guard let range = link.range(of: "/releases/") else { return nil }
        return Repository(String(link[..<range.lowerBound]))
    }

    /// The repository the file's release pages are on, for `#123` and `@user`.
    package static func inferredRepository(_ text: String) -> Repository? {
        let reader = FieldReader(path: "", source: joiningSurrogates(text).text)
        guard let root = reader.parse() else { return nil }
        let objects: [YAMLNode]
        switch root.value {
        case .sequence(let list): objects = list
        case .mapping: objects = [root]
        case .scalar: return nil
        }
        for object in objects {
            guard case .mapping(let pairs) = object.value else { continue }
            for pair in pairs where keys.link.contains(pair.key.text ?? "") {
                if let link = pair.value.text, let found = repository(link) { return found }
            }
        }
        return nil
    }

    static func entry(_ node: YAMLNode, _ reader: FieldReader) -> Entry? {
        guard case .mapping(let pairs) = node.value else {
            reader.error(node, "a release must be a JSON object with tagName (or tag_name), body and publishedAt, not \(node.kindName)")
            return nil
        }
        var fields: [String: YAMLNode] = [:]
        for pair in pairs { if let key = pair.key.text { fields[key] = pair.value } }
        func first(_ names: [String]) -> (String, YAMLNode)? {
            names.lazy.compactMap { name in fields[name].flatMap { $0.scalar == .null ? nil : (name, $0) } }.first
        }
        guard let (tagKey, tagNode) = first(keys.tag) else {
            reader.error(node, "a release without tagName (or tag_name); list them with 'gh release list --json tagName,name,body,publishedAt,isPrerelease,isDraft'")
            return nil
        }
        guard let tag = reader.string(tagNode, tagKey) else { return nil }
        if let (key, draft) = first(keys.draft), reader.bool(draft, key) == true { return nil }
        var entry = Entry(tag: tag.trimmingCharacters(in: .whitespaces), body: "", prerelease: false,
                          at: reader.location(node), bodyAt: reader.location(node))
        if let (key, name) = first(keys.name) { entry.name = reader.string(name, key) }
        if let (key, body) = first(keys.body), let text = reader.string(body, key) {
            entry.body = text.withLineFeeds
            entry.bodyAt = reader.location(body)
        }
        if let (key, prerelease) = first(keys.prerelease) { entry.prerelease = reader.bool(prerelease, key) ?? false }
        if let (key, value) = first(keys.date), let text = reader.string(value, key) {
            switch DateParser.parse(text) {
            case .success(let parsed): entry.date = parsed.date
            case .failure: reader.error(value, "'\(key)' must be a date like 2024-05-01T10:00:00Z, not '\(text.prefix(60))'")
            }
        }
        if let (key, value) = first(keys.link), let link = reader.string(value, key) { entry.link = ChangelogReader.webLink(link) }
        if entry.tag.isEmpty { reader.error(tagNode, "'\(tagKey)' is empty; a release needs its tag") }
        return entry
    }

    /// The releases as one Keep a Changelog document, `# [TAG] - DATE`
    /// then the body, read in one pass (slugs and anchors unique across
    /// releases); a message about a body points at the body in the JSON.
    static func read(_ entries: [Entry], path: String, markdown: MarkdownOptions?, types: ChangeTypeMapping) -> (Changelog, [Diagnostic]) {
        // A tag that names no version (`nightly`) makes no release heading.
        var skipped: [Diagnostic] = []
        let entries = entries.filter { entry in
            if ReleaseHeading("[\(entry.tag)]").version != nil { return true }
            skipped.append(.warning(entry.at, "the release '\(entry.tag.prefix(100))' is left out: its tag names no version (like v1.2.0)"))
            return false
        }
        var document = ""
        var starts: [(line: Int, entry: Int)] = []
        var line = 1
        let day = DateFormatter()
        day.locale = Locale(identifier: "en_US_POSIX")
        day.timeZone = TimeZone(identifier: "UTC")
        day.dateFormat = "yyyy-MM-dd"
        for (index, entry) in entries.enumerated() {
            // The tag as a link label escapes nothing Markdown would read.
            let tag = entry.tag.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "[", with: "\\[")
                .replacingOccurrences(of: "]", with: "\\]")
            let heading = "# [\(tag)]" + (entry.date.map { " - " + day.string(from: $0) } ?? "") + "\n\n"
            starts.append((line, index))
            let body = demoted(entry.body)
            document += heading + body + "\n\n"
            line += 2 + body.reduce(0) { $1 == "\n" ? $0 + 1 : $0 } + 2
        }
        guard !entries.isEmpty else {
            return (Changelog(), skipped + [.warning(SourceLocation(path: path), "no release but drafts and tags that name no version: the site has none")])
        }
        let (read, problems) = ChangelogReader.read(document, path: path, markdown: markdown, types: types)
        var changelog = read ?? Changelog()
        // A message at line N of the document is about the body of the release that starts above it.
        let located = problems.map { problem -> Diagnostic in
            var problem = problem
            guard let at = problem.location, let start = starts.last(where: { $0.line <= at.line }) else { return problem }
            let entry = entries[start.entry]
            let bodyLine = at.line - start.line - 1
            problem.location = bodyLine >= 1 ? entry.bodyAt : entry.at
            if bodyLine >= 1 { problem.message += " (line \(bodyLine) of the body of \(entry.tag))" }
            return problem
        }
        // A body heading that names a version made a release of its own: its
        // sections and notes go back to the release whose body holds it.
        var merged: [Release] = []
        for release in changelog.releases {
            let owner = starts.last(where: { $0.line <= release.location.line })?.entry
            if let last = merged.last, owner == starts.last(where: { $0.line <= last.location.line })?.entry,
               release.location.line != starts.first(where: { $0.entry == owner })?.line {
                merged[merged.count - 1].notes += release.notes
                merged[merged.count - 1].sections += release.sections
            } else {
                merged.append(release)
            }
        }
        for index in merged.indices {
            guard let owner = starts.last(where: { $0.line <= merged[index].location.line }) else { continue }
            let entry = entries[owner.entry]
            merged[index].location = entry.at
            merged[index].markedPrerelease = entry.prerelease
            // The heading holds the day; the JSON the moment, which orders a day's releases.
            if let date = entry.date { merged[index].date = date }
            if merged[index].link == nil { merged[index].link = entry.link }
            // A name that says more than the tag (`v2.0.0: the big one`) leads the notes.
            if let name = entry.name?.trimmingCharacters(in: .whitespaces), !name.isEmpty, name != entry.tag {
                merged[index].notes.insert("<p class=\"tl-release-name\">\(escapeHTML(name))</p>\n", at: 0)
            }
        }
        changelog.releases = merged
        changelog.title = nil
        return (changelog, skipped + located)
    }

    /// A body's first-level headings one level down (`# Highlights` ->
    /// `## Highlights`), so that they stay inside the release.
    static func demoted(_ body: String) -> String {
        var lines = body.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var headings: [Int] = []
        _ = Markdown.withTree(body) { document in
            for block in document.children where block.kind == .heading && block.headingLevel == 1 { headings.append(block.line) }
        }
        for line in headings where line >= 1 && line <= lines.count {
            let text = lines[line - 1]
            if let hash = text.firstIndex(of: "#"), text[..<hash].allSatisfy({ $0 == " " }) {
                lines[line - 1].insert("#", at: hash)
            } else if let underline = (line..<lines.count).first(where: { lines[$0].trimmingCharacters(in: .whitespaces).hasPrefix("=") }) {
                lines[underline] = lines[underline].replacingOccurrences(of: "=", with: "-")
            }
        }
        return lines.joined(separator: "\n")
    }
}

import Foundation
import TLCore
import TLModel

/// One item of a timeline made in code: what an item file's front matter
/// and Markdown body say (see docs/configuration.md for each key).
public struct TimelineEntry: Sendable, Hashable {
    /// The card's title (front matter `title:`).
    public var title: String
    /// When it happened; nil: an undated item, placed by its title.
    public var date: Date?
    /// Markdown (GitHub's flavour). A `<!--more-->` line splits what the
    /// card shows from what it unfolds.
    public var body: String
    public var tags: [String]
    /// Names of people (`data/people.yml` has none here: each is shown by name).
    public var people: [String]
    /// `note`, `photo`, `release` ... (front matter `kind:`); nil: a plain item.
    public var kind: String?
    /// The item's page is `/SLUG/`; nil: made from the title.
    public var slug: String?
    /// A link the card's title points to instead of the item's own page.
    public var link: String?
    /// Left out unless ``SiteBuildOptions/drafts`` is set.
    public var draft: Bool

    public init(title: String, date: Date? = nil, body: String = "", tags: [String] = [], people: [String] = [],
                kind: String? = nil, slug: String? = nil, link: String? = nil, draft: Bool = false) {
        self.title = title
        self.date = date
        self.body = body
        self.tags = tags
        self.people = people
        self.kind = kind
        self.slug = slug
        self.link = link
        self.draft = draft
    }
}

/// A whole site made in code: its settings and its entries, built with the
/// same stages, checks and templates as a site folder.
///
/// ```swift
/// let site = TimelineSite(title: "Launches", entries: [
///     TimelineEntry(title: "First flight", date: Date(timeIntervalSince1970: 0), body: "It *flew*."),
/// ])
/// let rendered = site.render()
/// let home = rendered.files["index.html"]   // Data, or text(_:) for a String
/// ```
///
/// Every value is checked as the same key of a file would be: a bad one
/// is a ``SiteDiagnostic`` whose ``SiteDiagnostic/entry`` is its index.
public struct TimelineSite: Sendable {
    public var title: String
    /// The site's description (feeds, `<meta name="description">`).
    public var description: String?
    /// The site's address (`https://example.org/`): feeds and the sitemap need it.
    public var baseURL: String?
    /// A language tag (`en`, `fr`, `pt-BR`): the interface's words and dates.
    public var language: String?
    /// A built-in theme: `default`, `dark`, `paper`, `editorial`, `compact`, `feed`.
    public var theme: String?
    public var entries: [TimelineEntry]

    public init(title: String, description: String? = nil, baseURL: String? = nil, language: String? = nil,
                theme: String? = nil, entries: [TimelineEntry] = []) {
        self.title = title
        self.description = description
        self.baseURL = baseURL
        self.language = language
        self.theme = theme
        self.entries = entries
    }

    /// Builds the site in memory and returns every file it would write.
    /// ``SiteBuildOptions/output`` and ``SiteBuildOptions/force`` do not apply.
    public func render(_ options: SiteBuildOptions = SiteBuildOptions()) -> RenderedSite {
        let root = "/site"
        let made = files()
        var all: [String: String] = [:]
        for (path, text) in made.files { all[root + "/" + path] = text }
        let (io, store) = FileIO.memory(all)
        var buildOptions = options.buildOptions(site: root)
        buildOptions.output = nil
        buildOptions.force = false
        buildOptions.datesFromGit = false
        buildOptions.currentDirectory = "/"
        buildOptions.home = "/"
        let result = SiteBuildResult(Build(buildOptions, io: io).run()) { made.located($0, site: root) }
        var output: [String: Data] = [:]
        if result.succeeded {
            let prefix = root + "/public/"
            for (path, data) in store.snapshot where path.hasPrefix(prefix) { output[String(path.dropFirst(prefix.count))] = data }
        }
        return RenderedSite(result: result, files: output)
    }

    /// Builds the site into `folder` (relative: from the current folder),
    /// replacing it only when the whole build succeeded, as
    /// ``SiteFolder/build(_:)`` does.
    public func build(into folder: String, options: SiteBuildOptions = SiteBuildOptions()) -> SiteBuildResult {
        let made = files()
        let fileManager = FileManager.default
        let temporary = fileManager.temporaryDirectory.appendingPathComponent("tlsite-values-" + UUID().uuidString)
        defer { try? fileManager.removeItem(at: temporary) }
        do {
            for (path, text) in made.files {
                let url = temporary.appendingPathComponent(path)
                try fileManager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(text.utf8).write(to: url)
            }
        } catch {
            return SiteBuildResult(BuildReport(diagnostics: [.error(nil, "cannot write the site's files into \(temporary.path): \(error.localizedDescription)")], summary: nil))
        }
        let site = temporary.standardizedFileURL.path
        var buildOptions = options.buildOptions(site: site)
        buildOptions.output = SiteFolder.absolute(folder)
        buildOptions.datesFromGit = false
        return SiteBuildResult(Build(buildOptions).run()) { made.located($0, site: site) }
    }

    /// The site folder these values make: tlsite.yml and one item file an
    /// entry, every string written as a quoted YAML scalar.
    func files() -> MadeSite {
        var config = "title: \(jsonQuoted(title))\n"
        if let description { config += "description: \(jsonQuoted(description))\n" }
        if let baseURL { config += "baseURL: \(jsonQuoted(baseURL))\n" }
        if let language { config += "language: \(jsonQuoted(language))\n" }
        if let theme { config += "theme: \(jsonQuoted(theme))\n" }
        var made = MadeSite(files: ["tlsite.yml": config])
        var used: Set<String> = []
        for (index, entry) in entries.enumerated() {
            // The file's name is its slug, unique among the entries.
            let base = entry.slug.map(slugify).flatMap { $0.isEmpty ? nil : $0 } ?? slugify(entry.title)
            var name = base.isEmpty ? "entry-\(index + 1)" : base, number = 2
            while !used.insert(name).inserted { name = (base.isEmpty ? "entry-\(index + 1)" : base) + "-\(number)"; number += 1 }
            let path = "content/\(name).md"
            made.files[path] = entry.file()
            made.entries[path] = index
        }
        return made
    }
}

extension TimelineEntry {
    /// The item file: front matter of quoted scalars, then the body.
    func file() -> String {
        var text = "---\ntitle: \(jsonQuoted(title))\n"
        if let date { text += "date: \(jsonQuoted(date.formatted(.iso8601)))\n" }
        if !tags.isEmpty { text += "tags: [\(tags.map { jsonQuoted($0) }.joined(separator: ", "))]\n" }
        if !people.isEmpty { text += "people: [\(people.map { jsonQuoted($0) }.joined(separator: ", "))]\n" }
        if let kind { text += "kind: \(jsonQuoted(kind))\n" }
        if let slug { text += "slug: \(jsonQuoted(slug))\n" }
        if let link { text += "link: \(jsonQuoted(link))\n" }
        if draft { text += "draft: true\n" }
        return text + "---\n" + body + (body.hasSuffix("\n") || body.isEmpty ? "" : "\n")
    }
}

/// A ``TimelineSite`` as the files of a site folder, and which entry each
/// item file is.
struct MadeSite {
    var files: [String: String]
    var entries: [String: Int] = [:]

    /// A diagnostic about a made file, said of the value it came from:
    /// `entries[N]` or `tlsite.yml`, without the made file's lines.
    func located(_ diagnostic: Diagnostic, site: String) -> SiteDiagnostic {
        var located = SiteDiagnostic(diagnostic)
        guard let path = diagnostic.location?.path else { return located }
        let relative = path.hasPrefix(site + "/") ? String(path.dropFirst(site.count + 1)) : path
        if let index = entries[relative] {
            located.path = "entries[\(index)]"
            located.entry = index
        } else if files[relative] != nil {
            located.path = relative
        } else {
            return located
        }
        located.line = nil
        located.column = nil
        return located
    }
}

/// The files of a site built in memory.
public struct RenderedSite: Sendable {
    /// The build's messages; when it failed, ``files`` is empty.
    public var result: SiteBuildResult
    /// Every file of the output by its path in the site (`index.html`,
    /// `SLUG/index.html`, `assets/...`).
    public var files: [String: Data]

    /// A file of the output as text (UTF-8), or nil when there is none.
    public func text(_ path: String) -> String? {
        files[path].map { String(decoding: $0, as: UTF8.self) }
    }
}

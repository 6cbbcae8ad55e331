import Foundation
import TLCore
import TLMarkdown

public enum TimelineOrder: String, Sendable, CaseIterable { case newestFirst = "newest-first", oldestFirst = "oldest-first" }

/// `timeline.groupBy`: a heading where the period of the items' dates changes.
public enum TimelinePeriod: String, Sendable, CaseIterable { case year, month, day }

/// `timeline.spacing`: cells a fixed gap apart (`even`), or apart by the time
/// between their dates (`proportional`), within the stylesheet's bounds.
public enum TimelineSpacing: String, Sendable, CaseIterable { case even, proportional }

public struct Spacer: Sendable, Equatable {
    public var height: Double = 40
    public var colors: [Color] = []
    public init() {}
}

/// `changelog.prereleases`: prereleases among the releases, marked
/// (`show`), gathered into a closed group per run of them (`fold`), or
/// left out of the site (`hide`).
public enum PrereleaseDisplay: String, Sendable, CaseIterable { case show, fold, hide }

/// `archives:`: a page of the dated items of each year (`2024/`), or of
/// each year and each month (`2024/05/`).
public enum ArchivePeriod: String, Sendable, CaseIterable { case year, month }

/// `timeline:` in tlsite.yml.
public struct TimelineConfig: Sendable {
    public var order: TimelineOrder = .newestFirst
    public var perPage: Int = 20
    public var lanes: [Lane: String] = [:]
    public var excludedKinds: Set<String> = []
    public var spacer: Spacer?
    /// `loadMore: true`: a script appends the next page's cells in place.
    public var loadMore = false
    public var groupBy: TimelinePeriod?
    public var spacing: TimelineSpacing = .even
    public init() {}
}

/// tlsite.yml, with SPEC's defaults.
public struct SiteConfig: Sendable {
    public var title: String
    public var description: String?
    /// The site's absolute address, with a host; always ends with "/" when
    /// set. Nil for a path-only `baseURL: /apollo/`, which sets `basePath` alone.
    public var baseURL: String?
    /// Where the site is served from on its host: "/" at the root, "/apollo/"
    /// in a subfolder (the path of `baseURL`, or a path-only `baseURL`).
    public var basePath = "/"
    public var language: String = "en"
    /// `direction:`; see `isRightToLeft`.
    public var direction: TextDirection = .auto
    public var theme: String = "default"
    public var timeline = TimelineConfig()
    public var changelog: String?
    /// `changelog: { git: … }`: the releases come from the repository at this
    /// folder of the site ("." for the site itself) instead of a file.
    public var changelogGit: String?
    /// `changelog: { files: [...] }`: a monorepo's changelogs, one per
    /// package, as paths or patterns (`packages/*/CHANGELOG.md`) in the site.
    public var changelogFiles: [String] = []
    /// `changelog: { releases: FILE.json }`: GitHub's releases, as `gh release list --json …` writes them.
    public var changelogReleases: String?
    public var changelogGitOptions = GitChangelogOptions()
    /// `changelog.types`: what the project's own section names mean.
    public var changelogTypes = ChangeTypeMapping()
    /// `changelog.title` (or `--title`): the project's name and the site's
    /// title, before the changelog's heading and the repository's name.
    public var changelogTitle: String?
    /// `changelog.prereleases`: how prereleases are shown.
    public var prereleases: PrereleaseDisplay = .show
    public var atomFeed = true
    public var jsonFeed = true
    /// Entries in each feed, newest first; 0 = every dated item.
    public var feedLimit = 20
    /// `taxonomies:`: the front-matter keys whose values get a page each
    /// and an index page: `tags`, `people` and `kind` (built in), and
    /// the site's own keys (`category`), in the order given.
    public var taxonomies = SiteConfig.builtInTaxonomies
    public static let builtInTaxonomies = ["tags", "people", "kind"]
    /// The site's own taxonomies: those of `taxonomies` tlsite does not know.
    public var customTaxonomies: [String] { taxonomies.filter { !SiteConfig.builtInTaxonomies.contains($0) } }
    /// `archives:`; nil: no archive pages.
    public var archives: ArchivePeriod?
    /// `markdown:`, `repository:` and `links:`.
    public var markdown = MarkdownOptions()
    public var unsafeMarkdown: Bool {
        get { markdown.unsafe }
        set { markdown.unsafe = newValue }
    }
    /// Where each top-level key was written, for messages found later (an unknown theme).
    public var locations: [String: SourceLocation] = [:]

    public init(title: String) { self.title = title }

    /// `baseURL:` or `--base-url`, checked beforehand (`SiteAddress.problem`).
    public mutating func setBaseURL(_ text: String) {
        let slashed = text.hasSuffix("/") ? text : text + "/"
        if slashed.hasPrefix("/") {
            baseURL = nil
            basePath = slashed
        } else {
            baseURL = slashed
            basePath = URLComponents(string: slashed).map { $0.percentEncodedPath.isEmpty ? "/" : $0.percentEncodedPath } ?? "/"
        }
    }

    /// Pages carry `dir="rtl"`: `direction: rtl`, or `auto` with a right-to-left language.
    public var isRightToLeft: Bool { direction.isRightToLeft(language: language) }
}

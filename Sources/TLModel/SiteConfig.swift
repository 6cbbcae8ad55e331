import Foundation
import TLCore
import TLFormats

package enum TimelineOrder: String, Sendable, CaseIterable { case newestFirst = "newest-first", oldestFirst = "oldest-first" }

/// `timeline.groupBy`: a heading where the period of the items' dates changes.
package enum TimelinePeriod: String, Sendable, CaseIterable { case year, month, day }

/// `timeline.spacing`: cells a fixed gap apart (`even`), or apart by the time
/// between their dates (`proportional`), within the stylesheet's bounds.
package enum TimelineSpacing: String, Sendable, CaseIterable { case even, proportional }

package struct Spacer: Sendable, Equatable {
    package var height: Double = 40
    package var colors: [Color] = []
    package init() {}
}

/// `changelog.prereleases`: prereleases among the releases, marked
/// (`show`), gathered into a closed group per run of them (`fold`), or
/// left out of the site (`hide`).
package enum PrereleaseDisplay: String, Sendable, CaseIterable { case show, fold, hide }

/// `archives:`: a page of the dated items of each year (`2024/`), or of
/// each year and each month (`2024/05/`).
package enum ArchivePeriod: String, Sendable, CaseIterable { case year, month }

/// `timeline:` in tlsite.yml.
package struct TimelineConfig: Sendable {
    package var order: TimelineOrder = .newestFirst
    package var perPage: Int = 20
    package var lanes: [Lane: String] = [:]
    package var excludedKinds: Set<String> = []
    package var spacer: Spacer?
    /// `loadMore: true`: a script appends the next page's cells in place.
    package var loadMore = false
    package var groupBy: TimelinePeriod?
    package var spacing: TimelineSpacing = .even
    package init() {}
}

/// tlsite.yml, with SPEC's defaults.
package struct SiteConfig: Sendable {
    package var title: String
    package var description: String?
    /// The site's absolute address, with a host; always ends with "/" when
    /// set. Nil for a path-only `baseURL: /apollo/`, which sets `basePath` alone.
    package var baseURL: String?
    /// Where the site is served from on its host: "/" at the root, "/apollo/"
    /// in a subfolder (the path of `baseURL`, or a path-only `baseURL`).
    package var basePath = "/"
    package var language: String = "en"
    /// `languages:`: the site's languages, its default (`language`) first;
    /// empty for a one-language site (`language:` alone). Each other
    /// language's pages live under `/CODE/`.
    package var languages: [String] = []
    /// `languages.fallback`: an item without a translation is shown in the
    /// default language on the other languages' pages, instead of left out.
    package var languageFallback = false
    /// The languages the build writes: `languages`, or the one `language`.
    package var siteLanguages: [String] { languages.isEmpty ? [language] : languages }
    /// More than one language: pages link their translations.
    package var isMultilingual: Bool { languages.count > 1 }
    /// The folder of this language's pages: "" for the first language,
    /// "fr/" for another (`inLanguage`). `baseURL` and `basePath` then lead
    /// there; the files every language shares (the stylesheet, images,
    /// static/) stay at the site's root, `sharedRoot` away.
    package var languagePath = ""
    /// From a language's root to the site's: "" or "../".
    package var sharedRoot: String { languagePath.isEmpty ? "" : "../" }
    /// The site's own address, the first language's: where shared files are.
    package var siteBaseURL: String? { baseURL.map { String($0.dropLast(languagePath.utf8.count)) } }
    package var siteBasePath: String { String(basePath.dropLast(languagePath.utf8.count)) }

    /// The configuration the pages of `code` (one of `languages`) are made
    /// with: its language, its own title and description
    /// (`languages: { fr: { title: … } }`), and for all but the first its
    /// folder `/CODE/`. Made from the site's configuration, not another
    /// language's.
    package func inLanguage(_ code: String) -> SiteConfig {
        var config = self
        if code != language || !languagePath.isEmpty {
            config.language = code
            config.languagePath = code == languages.first ? "" : encodePathSegment(code) + "/"
            config.basePath = siteBasePath + config.languagePath
            config.baseURL = siteBaseURL.map { $0 + config.languagePath }
        }
        if let own = languageSettings[code] {
            if let title = own.title { config.title = title }
            if let description = own.description { config.description = description }
        }
        return config
    }

    /// What one language of `languages:` sets for its own pages instead of
    /// the site's top-level keys.
    package struct LanguageSettings: Sendable, Equatable {
        package var title: String?
        package var description: String?
        package init(title: String? = nil, description: String? = nil) {
            self.title = title
            self.description = description
        }
    }
    /// `languages: { codes: […], fr: { title: …, description: … } }`, by code.
    package var languageSettings: [String: LanguageSettings] = [:]

    /// An absolute address of a shared file (`../star.svg` from a
    /// language's pages), for feeds.
    package func absoluteShared(_ path: String, base: String) -> String {
        guard !languagePath.isEmpty, path.hasPrefix(sharedRoot), let root = siteBaseURL else { return base + path }
        return root + path.dropFirst(sharedRoot.utf8.count)
    }
    /// `direction:`; see `isRightToLeft`.
    package var direction: TextDirection = .auto
    package var theme: String = "default"
    package var timeline = TimelineConfig()
    package var changelog: String?
    /// `changelog: { git: … }`: the releases come from the repository at this
    /// folder of the site ("." for the site itself) instead of a file.
    package var changelogGit: String?
    /// `changelog: { files: [...] }`: a monorepo's changelogs, one per
    /// package, as paths or patterns (`packages/*/CHANGELOG.md`) in the site.
    package var changelogFiles: [String] = []
    /// `changelog: { releases: FILE.json }`: GitHub's releases, as `gh release list --json …` writes them.
    package var changelogReleases: String?
    package var changelogGitOptions = GitChangelogOptions()
    /// `changelog.types`: what the project's own section names mean.
    package var changelogTypes = ChangeTypeMapping()
    /// `changelog.title` (or `--title`): the project's name and the site's
    /// title, before the changelog's heading and the repository's name.
    package var changelogTitle: String?
    /// `changelog.prereleases`: how prereleases are shown.
    package var prereleases: PrereleaseDisplay = .show
    package var atomFeed = true
    package var jsonFeed = true
    /// Entries in each feed, newest first; 0 = every dated item.
    package var feedLimit = 20
    /// `taxonomies:`: the front-matter keys whose values get a page each
    /// and an index page: `tags`, `people` and `kind` (built in), and
    /// the site's own keys (`category`), in the order given.
    package var taxonomies = SiteConfig.builtInTaxonomies
    package static let builtInTaxonomies = ["tags", "people", "kind"]
    /// The site's own taxonomies: those of `taxonomies` tlsite does not know.
    package var customTaxonomies: [String] { taxonomies.filter { !SiteConfig.builtInTaxonomies.contains($0) } }
    /// `archives:`; nil: no archive pages.
    package var archives: ArchivePeriod?
    /// `search:`: true, a search box on every list page over every item;
    /// false, none; nil, on the lists of whole releases only.
    package var search: Bool?
    /// `markdown:`, `repository:` and `links:`.
    package var markdown = MarkdownOptions()
    package var unsafeMarkdown: Bool {
        get { markdown.unsafe }
        set { markdown.unsafe = newValue }
    }
    /// Where each top-level key was written, for messages found later (an unknown theme).
    package var locations: [String: SourceLocation] = [:]

    package init(title: String) { self.title = title }

    /// `baseURL:` or `--base-url`, checked beforehand (`SiteAddress.problem`).
    package mutating func setBaseURL(_ text: String) {
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
    package var isRightToLeft: Bool { direction.isRightToLeft(language: language) }
}

import Foundation
import TLModel
import TLCore

package struct BuildOptions: Sendable {
    /// The site folder, absolute.
    package var site: String
    /// The output folder, absolute; nil = SITE/public.
    package var output: String?
    package var drafts = false
    package var future = false
    package var baseURL: String?
    /// `--repository`: the repository references link to, over tlsite.yml's.
    package var repository: String?
    /// "Now" is an input, so future items and feeds are reproducible.
    package var now = Date()
    /// A changelog file that dates none of its releases (covector's)
    /// takes their dates from the git repository it is in: tags, else the
    /// commit of each heading (`ChangelogGitDates`). Off for fixtures whose
    /// output must not depend on the commits of the repository holding them.
    package var datesFromGit = true
    package var jobs = ProcessInfo.processInfo.activeProcessorCount
    /// False for `tlsite check`: everything is rendered, nothing written.
    package var write = true
    /// Replace an output folder that holds files tlsite did not write
    /// (never a file, the site, or a folder holding `.git`).
    package var force = false
    /// The folders no build replaces, even with `force`, besides `/` and
    /// the site and what holds it: the current folder and the home folder
    /// (nil: the process's own, and $HOME).
    package var currentDirectory: String?
    package var home: String?
    /// Set by `Session` once its output has been checked and written: it
    /// holds only what the session wrote since, so it is not walked again.
    var outputIsOwn = false
    /// Use this theme instead of the one tlsite.yml names.
    package var theme: String?
    /// The folder whose themes/ provide the theme, when not the site itself
    /// (the theme preview builds a generated site with a real site's themes).
    package var themeSite: String?

    /// `tlsite changelog`: the site is this changelog alone, no site folder
    /// is read, and the theme is `changelog` unless `theme` says otherwise.
    package var changelog: ChangelogSource?

    /// Where the images' variants are kept between builds; nil =
    /// SITE/.tlsite-cache/images (tests use a folder of their own).
    package var imageCache: String?

    package init(site: String) { self.site = site }

    package var outputFolder: String { output ?? site + "/public" }
    package var imageCacheFolder: String { imageCache ?? site + "/" + BuildOptions.defaultImageCache }
    /// The cache folder of a site's images, inside the site folder.
    package static let defaultImageCache = ".tlsite-cache/images"
}

package struct BuildSummary: Sendable {
    /// The site's HTML pages, whether written this time or kept.
    package var pages: Int
    /// The published items (or releases).
    package var items: Int
    /// The pages (and the sitemap) this build rendered and wrote: all of
    /// them for a whole build, the changed ones for an update of `tlsite serve`.
    package var pagesWritten: Int
    package var seconds: Double
    /// The size of `search.json`, for a site with releases.
    package var searchIndexBytes: Int?
    /// Files the site would have but could not be written: the feeds and the
    /// sitemap of a site without an absolute `baseURL`, whose addresses must
    /// be absolute.
    package var leftOut: [String] = []
    /// The path-only `baseURL` (`/apollo/`) of such a site, if it has one.
    package var pathOnlyBase: String?
    /// The local images this build showed, and how many of them it resized
    /// (the others' variants came from the cache).
    package var images = ImageCounts()
}

package struct ImageCounts: Sendable, Equatable {
    package var shown = 0
    package var resized = 0
    package init(shown: Int = 0, resized: Int = 0) {
        self.shown = shown
        self.resized = resized
    }
}

/// What a build ends with: its messages, and a summary when it succeeded.
package struct BuildReport: Sendable {
    package var diagnostics: [Diagnostic]
    package var summary: BuildSummary?
    package var succeeded: Bool { summary != nil }
}

/// Where `tlsite changelog` reads its releases.
package struct ChangelogSource: Sendable {
    package enum Origin: Sendable {
        /// A Keep a Changelog file, absolute.
        case file(String)
        /// A git repository (any folder inside its work tree), absolute.
        case git(String)
        /// A monorepo's changelogs, one per package: paths or patterns
        /// (`packages/*/CHANGELOG.md`) relative to `base`, absolute.
        case packages([String], base: String)
        /// The JSON of a project's GitHub Releases (`--releases FILE.json`), absolute.
        case releases(String)
    }

    package var origin: Origin
    /// How messages name the file or repository (as the user typed it).
    package var display: String
    /// The site's title; default: the changelog's first heading, or "Changelog".
    package var title: String?
    /// Which tags are releases and which commits are shown, for `.git`.
    package var gitOptions = GitChangelogOptions()
    /// `--prereleases`: how prereleases are shown (default: show).
    package var prereleases: PrereleaseDisplay = .show
    /// `--feed-limit`: entries in each feed (default 20; 0 for all).
    package var feedLimit: Int?
    /// `--language`: the language of tlsite's own words and dates (default: en).
    package var language: String?
    /// `--types FILE`: what the project's section names mean, the file as
    /// an absolute path and as typed (`changelog.types:` of a site).
    package var typesFile: (path: String, display: String)?

    package init(_ origin: Origin, display: String, title: String? = nil) {
        self.origin = origin
        self.display = display
        self.title = title
    }
}

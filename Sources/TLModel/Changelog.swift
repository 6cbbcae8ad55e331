import Foundation
import TLCore

/// A changelog read from a Keep a Changelog file or from git history: a
/// title, an introduction, and its releases, newest first as written.
public struct Changelog: Sendable, Equatable {
    /// The text of the file's first-level heading, if it has one before the releases.
    public var title: String?
    /// What stands before the first release, as HTML.
    public var introduction: String = ""
    public var releases: [Release] = []
    /// The name of the repository the changelog links to (its compare
    /// links, `--repository`, the git remote): the project's name when
    /// no title gives one.
    public var repositoryName: String?

    public init() {}

    /// Every change of every release.
    public var entryCount: Int { releases.reduce(0) { $0 + $1.entryCount } }
}

/// One release: `## [1.2.0] - 2024-05-01`, `## [Unreleased]`, or a git tag.
public struct Release: Sendable, Equatable {
    /// The version as written, without brackets ("1.2.0", "v2.0.0-rc.1");
    /// nil for Unreleased and for headings that name no version.
    public var version: String?
    /// What the release is called on the page: the version, "Unreleased",
    /// or the heading's text when it has no version.
    public var title: String
    public var date: Date?
    /// The date as the heading writes it ("May 1, 2024"); shown when it
    /// could not be read (`date` is nil).
    public var dateText: String?
    /// A release with no entries whose notes are one link (`See [the 4.x
    /// changelog](…)`): it points elsewhere, and its link is that one.
    public var isPointer = false
    /// Its date breaks the file's order (a `2024-03-17` typo among 2025
    /// releases; a warning says so): it sorts as an undated release does,
    /// so it stays where the file has it.
    public var dateIsOutOfOrder = false
    /// What the timeline, the feeds and the neighbours' links sort by: never
    /// out of the file's order. The date, or for an undated release (or one
    /// whose date breaks the order) the date of the next dated release below
    /// it, and never older than that one; Unreleased sorts first.
    public var sortDate: Date?
    public var isUnreleased = false
    public var isYanked = false
    /// The compare URL from the link reference definitions (or the heading's own link).
    public var link: String?
    /// Its page and its anchor; unique in a changelog.
    public var slug: String
    /// Anchors that old links may use for this release: GitHub's heading
    /// anchor of the release in the rendered file ("120---2017-06-20").
    public var aliases: [String] = []
    /// Prose (HTML blocks) between the heading and the first change type.
    public var notes: [String] = []
    public var sections: [ChangeSection] = []
    /// Authors, for the avatar cluster (git).
    public var people: [String] = []
    /// The package of a monorepo whose changelog holds this release ("core"),
    /// when the site is made of several changelogs.
    public var package: String?
    /// The project's name, when one is known: release pages and feed
    /// entries are called "rich 13.0.0".
    public var projectName: String?
    /// The newest stable release of the site ("Latest").
    public var isLatest = false
    /// The upgrade guide this release is the target of.
    public var upgradeGuide: UpgradeTarget?
    /// Commit authors and co-authors, most commits first (git); `people`
    /// holds who they are on the site once data/people.yml is applied.
    public var authors: [GitAuthor] = []
    /// The prereleases a stable release covers (git, by default), by tag name.
    public var prereleases: [String] = []
    public var location: SourceLocation

    public init(title: String, slug: String, location: SourceLocation) {
        self.title = title
        self.slug = slug
        self.location = location
    }

    /// An upgrade guide, as a release links to it: its slug under
    /// `upgrade/` and its version ("3.0").
    public struct UpgradeTarget: Sendable, Equatable {
        public var slug: String
        public var version: String
        public init(slug: String, version: String) {
            self.slug = slug
            self.version = version
        }
    }

    public var entryCount: Int { sections.reduce(0) { $0 + $1.entries.count } }

    /// A release's day as Keep a Changelog writes it, `2024-05-01` (UTC):
    /// in a written file, the search index and the messages about dates.
    public static func day(_ date: Date) -> String { date.formatted(.iso8601.year().month().day()) }
    /// What a package's pages and its releases' ids start with (`core`, `acme-core`).
    public static func packageSlug(_ name: String) -> String {
        let slug = slugify(name)
        return slug.isEmpty ? "package" : slug
    }
    public var hasBreakingChanges: Bool { sections.contains { $0.entries.contains(where: \.isBreaking) } }

    /// "rich 13.0.0": the title with the project's name (`changelog.releaseTitle`).
    public func fullTitle(_ catalogue: Catalogue) -> String {
        projectName.map { catalogue.text("changelog.releaseTitle", ["name": $0, "title": title]) } ?? title
    }

    /// A version with a pre-release part: semver's (`2.0.0-rc.1`, `1.0.0-2`)
    /// or PEP 440's and others' (`2.0b1`, `3.0rc1`, `1.0.0.beta2`, `1.0a`).
    public var isPrerelease: Bool { markedPrerelease || (version.map(Release.isPrerelease) ?? false) }
    /// Marked a prerelease where it was published (a GitHub release's
    /// `isPrerelease`), whatever its version says.
    public var markedPrerelease = false

    public static func isPrerelease(_ version: String) -> Bool {
        var text = Substring(version)
        if text.first == "v" || text.first == "V" { text = text.dropFirst() }
        // Build metadata (`+build.5`) is no pre-release.
        let core = text.split(separator: "+", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
        guard core.first?.isNumber == true, let start = core.firstIndex(where: { !$0.isNumber && $0 != "." }) else { return false }
        var rest = core[start...].lowercased()[...]
        if rest.first == "-" {
            rest = rest.dropFirst()
            // `1.2.0-post1` and `1.2.0-final` are stable in PEP 440's spelling.
            return !rest.isEmpty && !["final", "post", "stable", "release"].contains(where: rest.hasPrefix)
        }
        if rest.first == "." || rest.first == "_" { rest = rest.dropFirst() }
        for tag in ["alpha", "beta", "preview", "pre", "rc", "dev", "a", "b", "c"] where rest.hasPrefix(tag) {
            let after = rest.dropFirst(tag.count)
            if after.isEmpty || after.first!.isNumber || after.first == "." { return true }
        }
        return false
    }
}

/// The changes of one type in one release: every `### Fixed` of the
/// release, merged in the order written.
public struct ChangeSection: Sendable, Equatable {
    /// A name for pages and classes: one of `ChangeKind.known`, a slug of
    /// another heading, or `ChangeKind.other` for lists outside any section.
    public var kind: String
    /// The heading as written (`Bug Fixes`), or Keep a Changelog's name of the type.
    public var title: String
    /// A section of breaking changes (`### BREAKING CHANGES`): every entry in it is breaking.
    public var isBreaking = false
    /// The section's anchor: the release's slug and the title's, "1.2.0-fixed", "1.2.0-bug-fixes".
    public var anchor: String
    /// GitHub's heading anchors of each `### Fixed` merged into this one.
    public var aliases: [String] = []
    /// Lists and prose as written; lists hold the entries.
    public var parts: [Part] = []
    public var location: SourceLocation

    public enum Part: Sendable, Equatable {
        case entries([ChangeEntry])
        case prose(String)
    }

    public init(kind: String, title: String, anchor: String, location: SourceLocation) {
        self.kind = kind
        self.title = title
        self.anchor = anchor
        self.location = location
    }

    public var entries: [ChangeEntry] {
        parts.flatMap { part -> [ChangeEntry] in if case .entries(let entries) = part { entries } else { [] } }
    }
}

/// One list item of a release: one change.
public struct ChangeEntry: Sendable, Equatable {
    /// The item's content as HTML, without its `<li>`.
    public var html: String
    /// Marked `**Breaking:**`, `BREAKING CHANGE:`, or a commit type with `!`.
    public var isBreaking = false
    /// The semantic-version level Changesets filed it under (`### Patch
    /// Changes`): `major`, `minor` or `patch`; nil elsewhere.
    public var level: String?
    /// The commit's author and co-authors (git).
    public var authors: [GitAuthor] = []
    /// The entry as a line of Keep a Changelog Markdown, for `--write`; set
    /// in git mode only (a file's entries are their own source).
    public var markdown: String?
    public var location: SourceLocation

    public init(html: String, isBreaking: Bool = false, location: SourceLocation) {
        self.html = html
        self.isBreaking = isBreaking
        self.location = location
    }
}

/// The change types of Keep a Changelog, and the names tlsite gives others.
public enum ChangeKind {
    /// In the order Keep a Changelog lists them.
    public static let known = ["added", "changed", "deprecated", "removed", "fixed", "security"]
    /// Entries under no change type: lists right below a release heading,
    /// commits that follow no convention.
    public static let other = "other"
    /// Sub-package sections (`### poetry-core (2.4.0)`) and `### Dependencies`, grouped as one type.
    public static let dependencies = "dependencies"

    public static func title(_ kind: String) -> String {
        kind == other ? "Other" : kind.prefix(1).uppercased() + kind.dropFirst()
    }
}

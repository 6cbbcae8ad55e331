import Foundation
import TLCore

/// A changelog read from a Keep a Changelog file or from git history: a
/// title, an introduction, and its releases, newest first as written.
package struct Changelog: Sendable, Equatable {
    /// The text of the file's first-level heading, if it has one before the releases.
    package var title: String?
    /// What stands before the first release, as HTML.
    package var introduction: String = ""
    /// What stands after the last release under a heading of its own that
    /// is no release (`## Previous Changelogs`, `## Older releases`), as
    /// HTML: part of no release.
    package var epilogue: String = ""
    package var releases: [Release] = []
    /// The name of the repository the changelog links to (its compare
    /// links, `--repository`, the git remote): the project's name when
    /// no title gives one.
    package var repositoryName: String?

    package init() {}

    /// Every change of every release.
    package var entryCount: Int { releases.reduce(0) { $0 + $1.entryCount } }
}

/// One release: `## [1.2.0] - 2024-05-01`, `## [Unreleased]`, or a git tag.
package struct Release: Sendable, Equatable {
    /// The version as written, without brackets ("1.2.0", "v2.0.0-rc.1");
    /// nil for Unreleased and for headings that name no version.
    package var version: String?
    /// What the release is called on the page: the version, "Unreleased",
    /// or the heading's text when it has no version.
    package var title: String
    package var date: Date?
    /// The date as the heading writes it ("May 1, 2024"); shown when it
    /// could not be read (`date` is nil).
    package var dateText: String?
    /// A release with no entries whose notes are one link (`See [the 4.x
    /// changelog](…)`): it points elsewhere, and its link is that one.
    package var isPointer = false
    /// Its date breaks the file's order (a `2024-03-17` typo among 2025
    /// releases; a warning says so): it sorts as an undated release does,
    /// so it stays where the file has it.
    package var dateIsOutOfOrder = false
    /// What the timeline, the feeds and the neighbours' links sort by: never
    /// out of the file's order. The date, or for an undated release (or one
    /// whose date breaks the order) the date of the next dated release below
    /// it, and never older than that one; Unreleased sorts first.
    package var sortDate: Date?
    package var isUnreleased = false
    package var isYanked = false
    /// The compare URL from the link reference definitions (or the heading's own link).
    package var link: String?
    /// Its page and its anchor; unique in a changelog.
    package var slug: String
    /// Anchors that old links may use for this release: GitHub's heading
    /// anchor of the release in the rendered file ("120---2017-06-20").
    package var aliases: [String] = []
    /// Prose (HTML blocks) between the heading and the first change type.
    package var notes: [String] = []
    package var sections: [ChangeSection] = []
    /// Authors, for the avatar cluster (git).
    package var people: [String] = []
    /// The package of a monorepo whose changelog holds this release ("core"),
    /// when the site is made of several changelogs.
    package var package: String?
    /// The project's name, when one is known: release pages and feed
    /// entries are called "rich 13.0.0".
    package var projectName: String?
    /// The newest stable release of the site ("Latest").
    package var isLatest = false
    /// The upgrade guide this release is the target of.
    package var upgradeGuide: UpgradeTarget?
    /// Commit authors and co-authors, most commits first (git); `people`
    /// holds who they are on the site once data/people.yml is applied.
    package var authors: [GitAuthor] = []
    /// The prereleases a stable release covers (git, by default), by tag name.
    package var prereleases: [String] = []
    package var location: SourceLocation

    package init(title: String, slug: String, location: SourceLocation) {
        self.title = title
        self.slug = slug
        self.location = location
    }

    /// An upgrade guide, as a release links to it: its slug under
    /// `upgrade/` and its version ("3.0").
    package struct UpgradeTarget: Sendable, Equatable {
        package var slug: String
        package var version: String
        package init(slug: String, version: String) {
            self.slug = slug
            self.version = version
        }
    }

    package var entryCount: Int { sections.reduce(0) { $0 + $1.entries.count } }

    /// A release's day as Keep a Changelog writes it, `2024-05-01` (UTC):
    /// in a written file, the search index and the messages about dates.
    package static func day(_ date: Date) -> String { date.formatted(.iso8601.year().month().day()) }
    /// What a package's pages and its releases' ids start with (`core`, `acme-core`).
    package static func packageSlug(_ name: String) -> String {
        let slug = slugify(name)
        return slug.isEmpty ? "package" : slug
    }
    package var hasBreakingChanges: Bool { sections.contains { $0.entries.contains(where: \.isBreaking) } }

    /// "rich 13.0.0": the title with the project's name (`changelog.releaseTitle`).
    package func fullTitle(_ catalogue: Catalogue) -> String {
        projectName.map { catalogue.text("changelog.releaseTitle", ["name": $0, "title": title]) } ?? title
    }

    /// A version with a pre-release part: semver's (`2.0.0-rc.1`, `1.0.0-2`)
    /// or PEP 440's and others' (`2.0b1`, `3.0rc1`, `1.0.0.beta2`, `1.0a`).
    package var isPrerelease: Bool { markedPrerelease || (version.map(Release.isPrerelease) ?? false) }
    /// Marked a prerelease where it was published (a GitHub release's
    /// `isPrerelease`), whatever its version says.
    package var markedPrerelease = false

    package static func isPrerelease(_ version: String) -> Bool {
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
package struct ChangeSection: Sendable, Equatable {
    /// A name for pages and classes: one of `ChangeKind.known`, a slug of
    /// another heading, or `ChangeKind.other` for lists outside any section.
    package var kind: String
    /// The heading as written (`Bug Fixes`), or Keep a Changelog's name of the type.
    package var title: String
    /// A section of breaking changes (`### BREAKING CHANGES`): every entry in it is breaking.
    package var isBreaking = false
    /// The section's anchor: the release's slug and the title's, "1.2.0-fixed", "1.2.0-bug-fixes".
    package var anchor: String
    /// GitHub's heading anchors of each `### Fixed` merged into this one.
    package var aliases: [String] = []
    /// Lists and prose as written; lists hold the entries.
    package var parts: [Part] = []
    package var location: SourceLocation

    package enum Part: Sendable, Equatable {
        case entries([ChangeEntry])
        case prose(String)
    }

    package init(kind: String, title: String, anchor: String, location: SourceLocation) {
        self.kind = kind
        self.title = title
        self.anchor = anchor
        self.location = location
    }

    package var entries: [ChangeEntry] {
        parts.flatMap { part -> [ChangeEntry] in if case .entries(let entries) = part { entries } else { [] } }
    }
}

/// One list item of a release: one change.
package struct ChangeEntry: Sendable, Equatable {
    /// The item's content as HTML, without its `<li>`.
    package var html: String
    /// Marked `**Breaking:**`, `BREAKING CHANGE:`, or a commit type with `!`.
    package var isBreaking = false
    /// The semantic-version level Changesets filed it under (`### Patch
    /// Changes`): `major`, `minor` or `patch`; nil elsewhere.
    package var level: String?
    /// The commit's author and co-authors (git).
    package var authors: [GitAuthor] = []
    /// The entry as a line of Keep a Changelog Markdown, for `--write`; set
    /// in git mode only (a file's entries are their own source).
    package var markdown: String?
    package var location: SourceLocation

    package init(html: String, isBreaking: Bool = false, location: SourceLocation) {
        self.html = html
        self.isBreaking = isBreaking
        self.location = location
    }
}

/// The change types of Keep a Changelog, and the names tlsite gives others.
package enum ChangeKind {
    /// In the order Keep a Changelog lists them.
    package static let known = ["added", "changed", "deprecated", "removed", "fixed", "security"]
    /// Entries under no change type: lists right below a release heading,
    /// commits that follow no convention.
    package static let other = "other"
    /// Sub-package sections (`### poetry-core (2.4.0)`) and `### Dependencies`, grouped as one type.
    package static let dependencies = "dependencies"

    package static func title(_ kind: String) -> String {
        kind == other ? "Other" : kind.prefix(1).uppercased() + kind.dropFirst()
    }
}

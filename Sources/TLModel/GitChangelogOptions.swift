import Foundation

/// How `--git` (or `changelog: { git: … }` in tlsite.yml) turns tags and
/// commits into releases; git-cliff's `tag_pattern` and `ignore_tags`.
package struct GitChangelogOptions: Sendable, Equatable {
    /// A regular expression a tag's name must match to be a release (`^v[0-9]`); nil: every semantic-version tag.
    package var tagPattern: String?
    /// Tags matching this regular expression are no releases; their commits go to the next release.
    package var ignoreTags: String?
    /// Commit types whose commits are left out; `--show-types`/`hiddenTypes: []` shows them all.
    package var hiddenTypes: Set<String> = GitChangelogOptions.defaultHiddenTypes
    /// A prerelease (`2.0.0-rc.1`) is its own release; by default a stable
    /// release covers everything since the previous stable one and names its prereleases.
    package var separatePrereleases = false

    package static let defaultHiddenTypes: Set<String> = ["chore", "ci", "docs", "style", "test", "build"]

    package init() {}
}

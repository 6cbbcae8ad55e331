import Foundation

/// How `--git` (or `changelog: { git: … }` in tlsite.yml) turns tags and
/// commits into releases; git-cliff's `tag_pattern` and `ignore_tags`.
public struct GitChangelogOptions: Sendable, Equatable {
    /// A regular expression a tag's name must match to be a release (`^v[0-9]`); nil: every semantic-version tag.
    public var tagPattern: String?
    /// Tags matching this regular expression are no releases; their commits go to the next release.
    public var ignoreTags: String?
    /// Commit types whose commits are left out; `--show-types`/`hiddenTypes: []` shows them all.
    public var hiddenTypes: Set<String> = GitChangelogOptions.defaultHiddenTypes
    /// A prerelease (`2.0.0-rc.1`) is its own release; by default a stable
    /// release covers everything since the previous stable one and names its prereleases.
    public var separatePrereleases = false

    public static let defaultHiddenTypes: Set<String> = ["chore", "ci", "docs", "style", "test", "build"]

    public init() {}
}

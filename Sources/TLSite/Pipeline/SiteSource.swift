/// Where a build's items come from, decided once from the options: a site
/// folder, or for `tlsite changelog` a changelog file or a git history and
/// nothing else. The stages ask the source, never `options.changelog`.
enum SiteSource: Sendable {
    /// A site folder: tlsite.yml, content/, data/, static/, templates/, themes/.
    case folder
    /// The releases of a changelog are the whole site.
    case changelog(ChangelogSource)

    init(_ options: BuildOptions) {
        self = options.changelog.map { .changelog($0) } ?? .folder
    }

    /// The changelog that is the site, for `tlsite changelog`.
    var changelog: ChangelogSource? {
        if case .changelog(let source) = self { source } else { nil }
    }

    /// Whether the site folder's own files are read and published:
    /// tlsite.yml, content/, data/, static/, templates/. A changelog's folder
    /// is no site; what sits there is not ours to read or publish.
    var readsSiteFolder: Bool { changelog == nil }

    /// Whether the releases are the timeline: the home page lists them all,
    /// under the changelog's introduction and title, no `kind/release/`
    /// page repeats it, and every release is published, future dates too.
    var releasesAreTheTimeline: Bool { changelog != nil }
}

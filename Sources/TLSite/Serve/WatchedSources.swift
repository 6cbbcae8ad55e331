import TLContent
import TLCore

extension Session {
    /// What `changelog:` of the site's tlsite.yml reads outside the folders
    /// `tlsite serve` watches: files as first path segments (`CHANGELOG.md`,
    /// `packages` of `packages/*/CHANGELOG.md`), and the repository of
    /// `changelog: { git: … }`, whose commits and tags make releases. Read
    /// when serving starts, and again after each change of tlsite.yml;
    /// nothing when tlsite.yml does not read (the build reports why).
    package static func changelogSources(_ site: String, io: FileIO) -> (names: Set<String>, repositories: [String]) {
        guard let config = try? ConfigReader.load(site: site, io: io) else { return ([], []) }
        let paths = [config.changelog, config.changelogReleases].compactMap { $0 } + config.changelogFiles
        let names = Set(paths.compactMap { $0.split(separator: "/").first.map(String.init) }.filter { !FileIO.isPattern($0) })
        let repositories = config.changelogGit.map { [$0 == "." ? site : site + "/" + $0] } ?? []
        return (names, repositories)
    }
}

import Foundation
import TLCore
import TLFormats
import TLModel

/// `changelog:` of tlsite.yml: a file of the site, or a git repository with
/// the settings of git-cliff's `tag_pattern` and `ignore_tags`.
extension ConfigReader {
    /// `changelog: FILE`, `changelog: { file: FILE }`, `changelog: { files: [PATTERN…] }` or
    /// `changelog: { git: { path, tagPattern, ignoreTags, hiddenTypes, prereleases } }`,
    /// with `title` and `prereleases` (show, fold, hide) beside `file`, `files` or `git`.
    static func readChangelog(_ node: YAMLNode, into config: inout SiteConfig, _ reader: FieldReader) {
        func folder(_ node: YAMLNode, _ key: String) -> String? {
            guard let path = reader.string(node, key) else { return nil }
            if path == "." { return path }
            if let problem = PathRules.referenceProblem(path) ?? (path.contains(":") ? "must be a file in the site" : nil) {
                reader.error(node, "'\(key)' \(problem)")
                return nil
            }
            return path
        }
        guard case .mapping = node.value else {
            guard let file = reader.string(node, "changelog") else { return }
            if let problem = PathRules.referenceProblem(file) ?? (file.contains(":") || file == "." ? "must be a file in the site" : nil) {
                reader.error(node, "'changelog' \(problem)")
            } else { config.changelog = file }
            return
        }
        guard let fields = reader.fields(node, known: ["file", "git", "files", "releases", "title", "prereleases", "types"], in: "changelog") else { return }
        if let value = fields["title"], let title = reader.string(value, "changelog.title") {
            if title.allSatisfy(\.isWhitespace) { reader.error(value, "'changelog.title' needs some text") } else { config.changelogTitle = title }
        }
        if let value = fields["prereleases"], let choice = reader.choice(value, "changelog.prereleases", as: PrereleaseDisplay.self) {
            config.prereleases = choice
        }
        if let value = fields["types"] { config.changelogTypes = ChangeTypesReader.read(value, reader, key: "changelog.types") }
        if [fields["file"], fields["git"], fields["files"], fields["releases"]].compactMap({ $0 }).count > 1 {
            reader.error(node, "'changelog' takes one of 'file', 'files' (a monorepo's changelogs), 'releases' (GitHub's, as JSON) or 'git', not several")
            return
        }
        if let releases = fields["releases"].flatMap({ folder($0, "changelog.releases") }) { config.changelogReleases = releases }
        if let files = fields["files"] {
            // One string or a list: paths or patterns of the site (`packages/*/CHANGELOG.md`).
            let items: [YAMLNode]
            if case .sequence(let list) = files.value { items = list } else { items = [files] }
            if items.isEmpty { reader.error(files, "'changelog.files' needs at least one file, like [packages/*/CHANGELOG.md]") }
            for item in items {
                guard let path = reader.string(item, "changelog.files") else { continue }
                if let problem = PathRules.referenceProblem(path) ?? (path.contains(":") || path == "." ? "must be a file in the site" : nil) {
                    reader.error(item, "'changelog.files' \(problem)")
                } else {
                    config.changelogFiles.append(path)
                }
            }
        }
        if let file = fields["file"].flatMap({ folder($0, "changelog.file") }) { config.changelog = file }
        guard let git = fields["git"] else { return }
        guard case .mapping = git.value else {
            config.changelogGit = folder(git, "changelog.git")
            return
        }
        guard let keys = reader.fields(git, known: ["path", "tagPattern", "ignoreTags", "hiddenTypes", "prereleases"], in: "changelog.git") else { return }
        config.changelogGit = keys["path"].flatMap { folder($0, "changelog.git.path") } ?? (keys["path"] == nil ? "." : nil)
        for key in ["tagPattern", "ignoreTags"] {
            guard let value = keys[key], let pattern = reader.string(value, "changelog.git." + key) else { continue }
            guard (try? NSRegularExpression(pattern: pattern)) != nil else {
                reader.error(value, "'changelog.git.\(key)' is not a regular expression: '\(pattern.prefix(200))'")
                continue
            }
            if key == "tagPattern" { config.changelogGitOptions.tagPattern = pattern } else { config.changelogGitOptions.ignoreTags = pattern }
        }
        if let value = keys["hiddenTypes"], let types = reader.words(value, "changelog.git.hiddenTypes") {
            config.changelogGitOptions.hiddenTypes = Set(types.map { $0.lowercased() })
        }
        if let value = keys["prereleases"], let choice = reader.choice(value, "changelog.git.prereleases", as: PrereleaseChoice.self) {
            config.changelogGitOptions.separatePrereleases = choice == .separate
        }
    }

    /// `prereleases: fold` (a stable release covers its prereleases) or `separate`.
    enum PrereleaseChoice: String, CaseIterable { case fold, separate }
}

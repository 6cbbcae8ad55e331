import Foundation
import TLContent
import TLCore
import TLFormats
import TLMarkdown
import TLModel
import TLRender

extension Build {
    /// Reads the releases of `tlsite changelog` or of `changelog:` in
    /// tlsite.yml; problems are located in the file (or the repository).
    func readChangelog(_ source: ChangelogSource, _ config: SiteConfig, _ diagnostics: Diagnostics,
                       at requested: SourceLocation? = nil) -> Changelog? {
        switch source.origin {
        case .git(let repository):
            var (changelog, problems) = GitHistory.read(repository: repository, display: source.display, options: source.gitOptions,
                                                        links: config.markdown.repository)
            // In a site, the repository's messages point at `changelog:` of tlsite.yml.
            if let requested { problems = problems.map { var problem = $0; problem.location = requested; return problem } }
            diagnostics.report(problems)
            changelog?.repositoryName = (config.markdown.repository
                ?? GitHistory.remoteURL(GitHistory.runner(in: repository)).flatMap { Repository($0) })?.name
            return changelog
        case .file(let path):
            return readChangelogFile(path, display: source.display, config, diagnostics, at: requested)
        case .releases(let path):
            return readReleases(path, display: source.display, config, diagnostics)
        case .packages(let patterns, let base):
            let packages = readPackages(packageFiles(patterns, base: base, diagnostics, at: requested), config, diagnostics, at: requested)
            var merged = Changelog()
            merged.releases = packages.flatMap(\.releases)
            return packages.isEmpty ? nil : merged
        }
    }

    func readChangelogFile(_ path: String, display: String, _ config: SiteConfig, _ diagnostics: Diagnostics,
                           at requested: SourceLocation?) -> Changelog? {
        guard io.kind(path) == .file else {
            // Located at `changelog:` in tlsite.yml, else nowhere: a missing file has no line.
            diagnostics.report(.error(requested, "no changelog file at \(display)"))
            return nil
        }
        // A site publishes only its own files: `changelog:` and `changelog.files`
        // refuse a link out of it, as static/ and content/ do.
        if source.readsSiteFolder, let real = io.resolve(path), let root = io.resolve(site), !isInside(real, root) {
            diagnostics.report(.error(SourceLocation(path: display, line: 1, column: 1), "symbolic link leads outside the site (to \(real)); "
                + "a site publishes only its own files: copy the changelog into the site, or name it with tlsite changelog \(real)"))
            return nil
        }
        let text: String
        do { text = try io.readText(path, display: display) } catch {
            diagnostics.report(error)
            return nil
        }
        let markdown = changelogMarkdown(config, text: text, file: path)
        var (changelog, problems) = ChangelogReader.read(text, path: display, markdown: markdown, types: config.changelogTypes,
                                                         language: config.language)
        diagnostics.report(problems)
        changelog?.repositoryName = markdown.repository?.name
        if options.datesFromGit, var read = changelog {
            // covector's and Changesets' files write no dates: the repository knows them.
            let folder = (path as NSString).deletingLastPathComponent
            ChangelogGitDates.apply(to: &read, file: (path as NSString).lastPathComponent,
                                    package: ChangelogPackages.name(title: read.title, path: display),
                                    git: GitHistory.runner(in: folder.isEmpty ? "." : folder))
            changelog = read
        }
        return changelog
    }

    /// `--releases FILE.json`: GitHub's releases, their bodies read as
    /// changelog sections; `#123` and `@user` link to the repository of
    /// their pages unless `--repository` names one.
    func readReleases(_ path: String, display: String, _ config: SiteConfig, _ diagnostics: Diagnostics) -> Changelog? {
        guard io.kind(path) == .file else {
            diagnostics.report(.error(nil, "no releases file at \(display); write one with 'gh release list --json tagName,name,body,publishedAt,isPrerelease,isDraft > \(display)'"))
            return nil
        }
        let text: String
        do { text = try io.readText(path, display: display) } catch {
            diagnostics.report(error)
            return nil
        }
        var markdown = config.markdown
        markdown.relativeLinksToRepository = true
        markdown.footnotes = false
        if markdown.repository == nil { markdown.repository = GitHubReleases.inferredRepository(text) }
        let (changelog, problems) = GitHubReleases.read(text, path: display, markdown: markdown, types: config.changelogTypes)
        diagnostics.report(problems)
        return changelog
    }

    /// The release items of a changelog: its people applied, one item per
    /// release; a monorepo's files each on their own (an undated release
    /// sorts with the dated one below it in its own file).
    func releaseItems(_ changelog: Changelog, people: [String: Person], _ catalogue: Catalogue,
                      _ markup: ReleaseMarkup) throws(DiagnosticList) -> (Changelog, [Item]) {
        var changelog = changelog
        ChangelogPeople.apply(&changelog, people: people, separator: catalogue.text("list.separator"))
        let byFile = Dictionary(grouping: changelog.releases.indices, by: { changelog.releases[$0].package ?? "" })
        guard byFile.count > 1 || changelog.releases.first?.package != nil else { return (changelog, try releaseItems(changelog, catalogue, markup)) }
        var items: [Item] = []
        for package in packageOrder(changelog) {
            var part = Changelog()
            part.releases = byFile[package]!.map { changelog.releases[$0] }
            items += try releaseItems(part, catalogue, markup)
        }
        return (changelog, items)
    }

    /// The packages of a monorepo's changelog, in the order their files were given.
    func packageOrder(_ changelog: Changelog) -> [String] {
        var seen = Set<String>()
        return changelog.releases.compactMap(\.package).filter { seen.insert($0).inserted }
    }

    /// Where `changelog:` of tlsite.yml reads its releases: a file of the
    /// site, or (`changelog: { git: … }`) a repository folder of the site.
    func siteChangelogSource(_ config: SiteConfig) -> ChangelogSource? {
        if let folder = config.changelogGit {
            var source = ChangelogSource(.git(folder == "." ? site : site + "/" + folder), display: folder)
            source.gitOptions = config.changelogGitOptions
            return source
        }
        if let releases = config.changelogReleases {
            return ChangelogSource(.releases(site + "/" + releases), display: releases)
        }
        if !config.changelogFiles.isEmpty {
            return ChangelogSource(.packages(config.changelogFiles, base: site), display: "changelog.files")
        }
        return config.changelog.map { ChangelogSource(.file(site + "/" + $0), display: $0) }
    }

    /// The site's Markdown, with relative links pointing into the repository:
    /// tlsite.yml's or `--repository`, else the one the changelog's compare
    /// links name, else the git remote `origin` of the changelog's folder.
    /// One footnote list would hold every release's notes, so footnotes are off.
    func changelogMarkdown(_ config: SiteConfig, text: String, file: String) -> MarkdownOptions {
        var markdown = config.markdown
        markdown.relativeLinksToRepository = true
        markdown.footnotes = false
        if markdown.repository == nil {
            markdown.repository = Repository.inferred(fromChangelog: text)
                ?? GitHistory.remoteURL(GitHistory.runner(in: (file as NSString).deletingLastPathComponent)).flatMap { Repository($0) }
        }
        return markdown
    }

    /// Names the project on the releases, marks the newest stable one
    /// "Latest", and leaves prereleases out with `prereleases: hide`.
    /// Returns the site's title for `tlsite changelog`.
    func nameReleases(_ items: inout [Item], _ changelog: Changelog, _ config: SiteConfig, _ catalogue: Catalogue) -> String {
        let naming = ProjectName(titles: [config.changelogTitle, changelog.title], repository: changelog.repositoryName,
                                 named: { catalogue.text("changelog.named", ["name": $0]) }, untitled: catalogue.text("changelog.title"))
        if config.prereleases == .hide { items.removeAll { $0.release?.isPrerelease == true } }
        // The newest by date; undated releases and ties in the order written (newest first).
        // A monorepo's releases are named after their package already, and each package has its Latest.
        var latestOf: [String: (index: Int, date: Date?)] = [:]
        for index in items.indices {
            guard let release = items[index].release else { continue }
            items[index].release!.projectName = release.package == nil ? naming.name : nil
            // A pointer (a release whose notes are elsewhere) is no Latest release.
            guard !release.isUnreleased, !release.isYanked, !release.isPrerelease, !release.isPointer else { continue }
            let date = release.date ?? release.sortDate
            let latest = latestOf[release.package ?? ""]
            if let best = latest {
                let newer = switch (date, best.date) {
                case let (x?, y?): x > y || (x == y && items[index].source.line < items[best.index].source.line)
                case (.some, nil): true
                case (nil, _): items[index].source.line < items[best.index].source.line && best.date == nil
                }
                if newer { latestOf[release.package ?? ""] = (index, date) }
            } else {
                latestOf[release.package ?? ""] = (index, date)
            }
        }
        for latest in latestOf.values { items[latest.index].release!.isLatest = true }
        return naming.siteTitle
    }

    /// The upgrade guides of the releases among `items` (a monorepo's per
    /// package), each linked from its target releases.
    static func upgradeGuides(_ items: inout [Item]) -> [UpgradeGuide] {
        var packages: [String?] = []
        for item in items where item.release != nil && !packages.contains(item.release!.package) { packages.append(item.release!.package) }
        let guides = packages.flatMap { package in
            UpgradeGuide.make(items.compactMap { $0.release?.package == package ? $0.release : nil }, package: package)
        }
        var targets: [String: Release.UpgradeTarget] = [:]
        for guide in guides { for slug in guide.targets { targets[slug] = Release.UpgradeTarget(slug: guide.slug, version: guide.version) } }
        for index in items.indices where items[index].release.map({ targets[$0.slug] != nil }) == true {
            items[index].release!.upgradeGuide = targets[items[index].release!.slug]
        }
        return guides
    }

    /// One item per release, its body made from its sections.
    func releaseItems(_ changelog: Changelog, _ catalogue: Catalogue, _ markup: ReleaseMarkup) throws(DiagnosticList) -> [Item] {
        try ChangelogReader.items(changelog).map { item throws(DiagnosticList) in
            var item = item
            // Keep a Changelog's `[Unreleased]` is a name tlsite gives, in the site's language.
            if item.release?.isUnreleased == true, item.title.lowercased() == "unreleased" {
                item.title = catalogue.text("release.unreleased")
                item.release!.title = item.title
            }
            return try ReleaseHTML.body(item, markup, catalogue, foldAfter: ChangelogReader.foldAfter)
        }
    }

    /// The change types of the releases among `items`: Keep a Changelog's
    /// in its order, then the others as first met, with their entry counts.
    static func changeKinds(_ items: [Item], _ catalogue: Catalogue) -> [(kind: String, title: String, count: Int)] {
        var order: [String] = []
        var titles: [String: String] = [:]
        var counts: [String: Int] = [:]
        for item in items {
            for section in item.release?.sections ?? [] {
                // A type's page is named after the type, not after the first label met
                // (`Performance Improvements` and `Code Refactoring` are both Changed).
                if titles[section.kind] == nil {
                    order.append(section.kind)
                    titles[section.kind] = ReleaseHTML.title(of: section.kind, catalogue) ?? section.title
                }
                counts[section.kind, default: 0] += section.entries.count
            }
        }
        let known = ChangeKind.known.filter { titles[$0] != nil }
        let others = order.filter { !ChangeKind.known.contains($0) }
        // A type with no entry anywhere (an empty `### Added`) gets no page.
        return (known + others).filter { counts[$0]! > 0 }.map { ($0, titles[$0]!, counts[$0]!) }
    }
}

import Foundation
import TLContent
import TLCore
import TLFormats
import TLMarkdown
import TLModel
import TLRender

extension ConfigReader {
    /// A site folder's tlsite.yml, read and checked: the one place a site's
    /// configuration is loaded (the build's `config` stage, the files serve
    /// watches, `tlsite new item`'s language), so nothing parses tlsite.yml
    /// on its own. Throws a `Diagnostic` (no folder, no file, unreadable)
    /// or the file's located `DiagnosticList`.
    package static func load(site: String, io: FileIO) throws -> SiteConfig {
        let path = site + "/" + fileName
        guard io.kind(site) == .directory else {
            throw Diagnostic.error(nil, "no site folder at \(site)")
        }
        guard io.kind(path) == .file else {
            // No location: the file does not exist, so it has no line to point at.
            throw Diagnostic.error(nil, "no \(fileName) in \(site); create one with 'title: My timeline' or run 'tlsite new site DIR'")
        }
        let text = try io.readText(path, display: fileName)
        return try read(text).get()
    }
}

extension Build {
    // MARK: Stage 1: configuration

    func loadConfig(_ diagnostics: Diagnostics) throws -> SiteConfig {
        if let changelog = source.changelog {
            // The title is settled in layout, when the changelog has been read.
            var config = SiteConfig(title: changelog.title ?? "Changelog")
            config.changelogTitle = changelog.title
            config.prereleases = changelog.prereleases
            if let limit = changelog.feedLimit { config.feedLimit = limit }
            if let language = changelog.language { config.language = language }
            if let file = changelog.typesFile {
                guard io.kind(file.path) == .file else { throw Diagnostic.error(nil, "no types file at \(file.display)") }
                let text = try io.readText(file.path, display: file.display)
                config.changelogTypes = try ChangeTypesReader.read(text, path: file.display).get()
            }
            config.theme = "changelog"
            config.timeline.perPage = 0
            try applyBaseURL(&config)
            return config
        }
        var config = try ConfigReader.load(site: site, io: io)
        try applyBaseURL(&config)
        return config
    }

    private func applyBaseURL(_ config: inout SiteConfig) throws {
        if let url = options.repository {
            guard let repository = Repository(url) else {
                throw Diagnostic.error(nil, "--repository must be a repository's web address like https://github.com/OWNER/NAME, not '\(url)'")
            }
            config.markdown.repository = repository
        }
        guard let baseURL = options.baseURL else { return }
        if let problem = ConfigReader.baseURLProblem(baseURL) { throw Diagnostic.error(nil, "--base-url \(problem)") }
        config.setBaseURL(baseURL)
    }

    /// The output must not sit where tlsite reads from, or the next build
    /// would read its own pages, and must be a folder tlsite may replace.
    func checkOutputFolder() throws {
        guard options.write else { return }
        let output = (options.outputFolder as NSString).standardizingPath
        let display = output.hasPrefix(site + "/") ? relative(output) : output
        // `tlsite serve`'s folder, checked before its first good build, has since held only what the session wrote.
        if options.outputIsOwn { return }
        let protected = OutputFolder.Protected(currentDirectory: options.currentDirectory ?? FileManager.default.currentDirectoryPath,
                                               home: options.home ?? ProcessInfo.processInfo.environment["HOME"])
        if let problem = OutputFolder.problem(output, site: site, force: options.force, io: io, display: display, protected: protected) { throw problem }
    }

    // MARK: Stage 2: theme and templates

    func loadTheme(_ config: SiteConfig) throws -> LoadedTheme {
        try ThemeLoader.load(options.theme ?? config.theme,
                             requestedAt: options.theme != nil ? nil : config.locations["theme"] ?? SourceLocation(path: ConfigReader.fileName),
                             site: options.themeSite ?? site, io: io)
    }

    /// The templates a build renders with, checked before anything is read:
    /// the pages' and the partials of a release's body (`ReleaseMarkup`).
    static let pageTemplates = ["index", "item", "terms", "people", "upgrade", "404", "redirect", "sitemap.xml", "feed.xml"] + ReleaseMarkup.partials

    func loadTemplates(_ theme: LoadedTheme) throws -> Templates {
        // A changelog's folder is no site: its templates/ may be anything.
        if !source.readsSiteFolder {
            let templates = Templates(layers: theme.templateLayers + [.builtIn(Templates.builtInLabel)])
            try templates.validate(Build.pageTemplates)
            return templates
        }
        let problems = SiteFiles.outsideLinks(site + "/templates", site: site, io: io, display: relative)
            + SiteFiles.templateText(site + "/templates", io: io, display: relative)
        if !problems.isEmpty { throw DiagnosticList(problems) }
        let layers = [ResourceLayer.siteFolder(site + "/templates", label: "templates", site: site, io: io)]
            + theme.templateLayers + [.builtIn(Templates.builtInLabel)]
        let templates = Templates(layers: layers)
        try templates.validate(Build.pageTemplates)
        return templates
    }
}

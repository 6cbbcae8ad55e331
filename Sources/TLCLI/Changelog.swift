import Foundation
import TLContent
import TLCore
import TLMarkdown
import TLModel
import TLSite

extension CLI {
    static let changelogSpec = CommandInfo.byName["changelog"]!.spec

    /// The default output folder: beside where tlsite runs, named so that it
    /// does not replace a project's own public/ or changelog/ folder.
    static let changelogOutput = "changelog-site"

    /// `tlsite changelog FILE` and `tlsite changelog --git [REPO]`: a whole
    /// site from one changelog, no site folder.
    func changelog(_ arguments: [String]) throws(ArgumentError) -> ExitCode {
        let parsed = try CLI.changelogSpec.parse(arguments)
        if parsed.flags.contains("--help") { out(Help.commands["changelog"]!); return .success }
        let git = parsed.flags.contains("--git")
        if let file = parsed.options["--write"] { return try writeChangelog(parsed, to: file, git: git) }
        if parsed.flags.contains("--bump") || parsed.options["--bump-level"] != nil { return try printNextVersion(parsed, git: git) }
        let origin: ChangelogSource.Origin
        let display: String
        if let releases = parsed.options["--releases"] {
            // GitHub's releases are the changelog: no file, no repository.
            if git || !parsed.positionals.isEmpty {
                throw ArgumentError(message: "--releases reads GitHub's releases instead of \(git ? "--git" : "a changelog file"); give one of them")
            }
            display = releases
            origin = .releases(absolute(releases))
        } else if git {
            display = parsed.positionals.first ?? "."
            origin = .git(absolute(display))
        } else {
            guard let file = parsed.positionals.first else {
                throw ArgumentError(message: "changelog needs a file: tlsite changelog CHANGELOG.md (or --git for a repository's tags)")
            }
            display = file
            // Several files, or a pattern the shell left alone: a monorepo, one package per file.
            let monorepo = parsed.positionals.count > 1 || parsed.positionals.contains(where: FileIO.isPattern)
            origin = monorepo ? .packages(parsed.positionals, base: currentDirectory) : .file(absolute(file))
        }
        if git, parsed.positionals.count > 1 { throw ArgumentError(message: "--git reads one repository, not \(parsed.positionals.count)") }
        let path: String
        switch origin {
        case .file(let file), .releases(let file): path = file
        case .git(let repository): path = repository
        // Themes and data/people.yml are looked up in the current folder.
        case .packages: path = currentDirectory + "/."
        }
        if let title = parsed.options["--title"], title.allSatisfy(\.isWhitespace) {
            throw ArgumentError(message: "--title needs some text")
        }
        if let theme = parsed.options["--theme"], !ConfigReader.isName(theme) {
            throw ArgumentError(message: "--theme needs a theme name (letters, digits, '-', '_'), not '\(theme)'")
        }
        // Site-relative things (a theme in themes/) are looked up beside the changelog.
        var options = BuildOptions(site: git ? path : (path as NSString).deletingLastPathComponent)
        options.currentDirectory = currentDirectory
        options.changelog = ChangelogSource(origin, display: display, title: parsed.options["--title"])
        options.changelog?.gitOptions = try gitOptions(parsed, git: git)
        if let mode = parsed.options["--prereleases"] {
            guard let display = PrereleaseDisplay(rawValue: mode) else {
                throw ArgumentError(message: "--prereleases needs show, fold or hide, not '\(mode)'")
            }
            options.changelog?.prereleases = display
        }
        if let limit = parsed.options["--feed-limit"] {
            guard let number = Int(limit), (0...100_000).contains(number) else {
                throw ArgumentError(message: "--feed-limit needs a number from 0 (every release) to 100000, not '\(limit)'")
            }
            options.changelog?.feedLimit = number
        }
        if let language = parsed.options["--language"] {
            guard ConfigReader.isLanguageTag(language) else {
                throw ArgumentError(message: "--language needs a language tag like en, fr or pt-BR, not '\(language)'")
            }
            options.changelog?.language = language
        }
        if let file = parsed.options["--types"] {
            // The section names are a file's: commits have --hide-types.
            if git { throw ArgumentError(message: "--types maps a file's section names; with --git, --hide-types chooses the commit types") }
            options.changelog?.typesFile = (absolute(file), file)
        }
        options.output = absolute(parsed.options["--output"] ?? CLI.changelogOutput)
        options.force = parsed.flags.contains("--force")
        options.baseURL = parsed.options["--base-url"]
        if try repositoryOption(parsed) != nil { options.repository = parsed.options["--repository"] }
        options.theme = parsed.options["--theme"]
        options.now = now()
        try applyCommon(parsed, to: &options)
        // Paths in a changelog's messages are relative to the folder tlsite runs in.
        return run(options, parsed, try diagnosticOutput(parsed, site: currentDirectory))
    }

    /// `--tag-pattern`, `--ignore-tags`, `--hide-types`, `--separate-prereleases`: only with `--git`.
    func gitOptions(_ parsed: ParsedArguments, git: Bool) throws(ArgumentError) -> GitChangelogOptions {
        var options = GitChangelogOptions()
        for name in ["--tag-pattern", "--ignore-tags", "--hide-types"] where parsed.options[name] != nil && !git {
            throw ArgumentError(message: "\(name) goes with --git")
        }
        if parsed.flags.contains("--separate-prereleases") {
            guard git else { throw ArgumentError(message: "--separate-prereleases goes with --git") }
            options.separatePrereleases = true
        }
        for (name, value) in [("--tag-pattern", parsed.options["--tag-pattern"]), ("--ignore-tags", parsed.options["--ignore-tags"])] {
            guard let value else { continue }
            guard (try? NSRegularExpression(pattern: value)) != nil else {
                throw ArgumentError(message: "\(name) needs a regular expression, not '\(value)'")
            }
            if name == "--tag-pattern" { options.tagPattern = value } else { options.ignoreTags = value }
        }
        if let types = parsed.options["--hide-types"] {
            options.hiddenTypes = Set(types.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces).lowercased() }.filter { !$0.isEmpty })
        }
        return options
    }
}

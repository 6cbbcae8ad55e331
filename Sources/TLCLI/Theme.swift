import Foundation
import TLContent
import TLCore
import TLSite

extension CLI {
    func theme(_ arguments: [String]) throws(ArgumentError) -> ExitCode {
        guard let what = arguments.first else { throw ArgumentError(message: "say what to do: 'theme new NAME' or 'theme preview [THEME] [SITE]'") }
        let rest = Array(arguments.dropFirst())
        switch what {
        case "new":
            let parsed = try CommandInfo.byName["theme new"]!.spec.parse(rest)
            if parsed.flags.contains("--help") { out(Help.commands["theme new"]!); return .success }
            guard let name = parsed.positionals.first else { throw ArgumentError(message: "theme new needs a name: tlsite theme new NAME") }
            guard ConfigReader.isName(name) else { throw ArgumentError(message: "a theme name is letters, digits, '-' and '_', not '\(name)'") }
            let parent = parsed.options["--extends"] ?? "default"
            return newTheme(name: name, extends: parent, site: absolute(parsed.positionals.count == 2 ? parsed.positionals[1] : "."))
        case "preview":
            let parsed = try CommandInfo.byName["theme preview"]!.spec.parse(rest)
            if parsed.flags.contains("--help") { out(Help.commands["theme preview"]!); return .success }
            let name = parsed.positionals.first ?? "default"
            // A SITE named after THEME, as `theme new NAME [SITE]`; else the current folder when it is a site.
            let site: String?
            if parsed.positionals.count == 2 {
                let named = absolute(parsed.positionals[1])
                guard io.kind(named + "/tlsite.yml") == .file else {
                    err("tlsite: error: \(displayPath(named)) has no tlsite.yml; name a site folder (tlsite theme preview \(name) SITE), or run this in one")
                    return .siteErrors
                }
                site = named
            } else {
                site = io.kind(currentDirectory + "/tlsite.yml") == .file ? currentDirectory : nil
            }
            let output = absolute(parsed.options["--output"] ?? "theme-preview")
            let report = ThemeTools.preview(theme: name, site: site, output: output, force: parsed.flags.contains("--force"), io: io)
            for var diagnostic in report.diagnostics where diagnostic.severity == .error || report.summary == nil {
                // Say where themes were looked for: outside a site, only the built-in ones.
                if diagnostic.message.hasPrefix("unknown theme '\(name)'") {
                    diagnostic.message += site == nil
                        ? "; looked only among the built-in themes: \(currentDirectory) has no tlsite.yml, so no site themes/ folder was searched (run this in the site's folder, or name it: tlsite theme preview \(name) SITE)"
                        : "; looked in themes/ of \(site == currentDirectory ? "this site" : displayPath(site!)) and among the built-in themes"
                }
                err(diagnostic.description)
            }
            guard report.succeeded else { return .siteErrors }
            out("Theme preview of '\(name)' in \(displayPath(output))/index.html")
            return .success
        default:
            throw ArgumentError(message: "no theme command '\(what)'\(didYouMean(what, in: ["new", "preview"]))")
        }
    }

    private func newTheme(name: String, extends parent: String, site: String) -> ExitCode {
        guard io.kind(site + "/tlsite.yml") == .file else {
            err("tlsite: error: \(displayPath(site)) has no tlsite.yml; run this in a site folder or name the site")
            return .siteErrors
        }
        let folder = site + "/themes/" + name
        guard io.kind(folder) == .missing else {
            err("tlsite: error: \(displayPath(folder)) already exists")
            return .siteErrors
        }
        do {
            let yaml = try ThemeTools.scaffold(name: name, extends: parent, site: site, io: io)
            try io.write(folder + "/theme.yml", Data(yaml.utf8))
            try io.write(folder + "/templates/.keep", Data())
            try io.write(folder + "/assets/.keep", Data())
        } catch {
            for diagnostic in error.diagnostics() { err(diagnostic.description) }
            return .siteErrors
        }
        out("Created \(displayPath(folder)). Use it with 'theme: \(name)' in tlsite.yml; preview it with: tlsite theme preview \(name)")
        return .success
    }
}

import TLContent
import TLCore
import TLModel

/// A theme with its `extends` chain resolved.
struct LoadedTheme: Sendable {
    var name: String
    var style: TimelineStyle
    var dark: StylePatch
    var colorScheme: ColorScheme
    /// The theme's own templates first, then its parents'.
    var templateLayers: [ResourceLayer]
    /// Parents first, so a child's asset replaces its parent's.
    var assetLayers: [ResourceLayer]
    /// The themes' `i18n/` folders, parents first: a child's string replaces its parent's.
    var i18nLayers: [ResourceLayer] = []
    /// Values that together hide something (`HiddenStyles`), at a key the chain sets.
    var warnings: [Diagnostic] = []
}

enum ThemeLoader {
    static let maxChain = 16

    static func load(_ name: String, requestedAt location: SourceLocation?, site: String, io: FileIO) throws(DiagnosticList) -> LoadedTheme {
        var chain: [(file: ThemeFile, templates: ResourceLayer, assets: ResourceLayer, i18n: ResourceLayer)] = []
        var visited: [String] = []
        var next: (name: String, location: SourceLocation?, allowSite: Bool)? = (name, location, true)
        while let (current, at, allowSite) = next {
            let siteFolder = site + "/themes/" + current
            let fromSite = allowSite && io.kind(siteFolder) == .directory
            let key = (fromSite ? "themes/" : "Themes/") + current
            if visited.contains(key) {
                throw DiagnosticList([.error(at, "theme 'extends' makes a cycle: \((visited + [key]).joined(separator: " -> "))")])
            }
            if visited.count >= maxChain {
                throw DiagnosticList([.error(at, "theme 'extends' chain is longer than \(maxChain) themes")])
            }
            visited.append(key)
            let text: String
            let path: String
            let templates: ResourceLayer, assets: ResourceLayer, i18n: ResourceLayer
            if fromSite {
                path = "themes/\(current)/theme.yml"
                let display = { (full: String) in full.hasPrefix(site + "/") ? String(full.dropFirst(site.count + 1)) : full }
                let problems = SiteFiles.outsideLinks(siteFolder, site: site, io: io, display: display)
                    + SiteFiles.templateText(siteFolder + "/templates", io: io, display: display)
                if !problems.isEmpty { throw DiagnosticList(problems) }
                if io.kind(site + "/" + path) == .file {
                    do { text = try io.readText(site + "/" + path, display: path) } catch {
                        throw DiagnosticList(error.diagnostics())
                    }
                } else {
                    text = ""
                }
                templates = .siteFolder(siteFolder + "/templates", label: "themes/\(current)/templates", site: site, io: io)
                assets = .siteFolder(siteFolder + "/assets", label: "themes/\(current)/assets", site: site, io: io)
                i18n = .siteFolder(siteFolder + "/i18n", label: "themes/\(current)/i18n", site: site, io: io)
            } else if let builtIn = embeddedResources["Themes/\(current)/theme.yml"] {
                path = "Themes/\(current)/theme.yml"
                text = builtIn
                templates = .builtIn("Themes/\(current)/templates")
                assets = .builtIn("Themes/\(current)/assets")
                i18n = .builtIn("Themes/\(current)/i18n")
            } else {
                throw DiagnosticList([unknownTheme(current, at: at, site: site, io: io)])
            }
            let (read, problems) = ThemeReader.readAll(text, path: path, folderName: current)
            guard let file = read, !problems.contains(where: { $0.severity == .error }) else {
                // A misspelt `extends` comes with the file's other errors.
                var all = problems
                if let parent = read?.extends, !(fromSite && parent == current), io.kind(site + "/themes/" + parent) != .directory,
                   embeddedResources["Themes/\(parent)/theme.yml"] == nil {
                    all.append(unknownTheme(parent, at: read?.extendsLocation, site: site, io: io))
                }
                throw DiagnosticList(all)
            }
            chain.append((file, templates, assets, i18n))
            // A site theme may extend the built-in theme of the same name.
            next = file.extends.map { ($0, file.extendsLocation, !(fromSite && $0 == current)) }
        }
        var style = TimelineStyle()
        var dark = StylePatch()
        // A theme fixed to dark shows each key as the nearest theme of the chain sets it, in
        // either part: a parent's `dark:` value (the default theme's codeStyle) does not hide
        // the light part of a theme that extends it.
        var darkStyle = TimelineStyle()
        var scheme = ColorScheme.auto
        for link in chain.reversed() {
            style = link.file.style.applied(to: style)
            darkStyle = link.file.dark.applied(to: link.file.style.applied(to: darkStyle))
            dark.merge(link.file.dark)
            scheme = link.file.colorScheme ?? scheme
        }
        // A theme fixed to one scheme shows its `dark:` values always or never.
        switch scheme {
        case .auto: break
        case .dark: style = darkStyle; dark = StylePatch()
        case .light: dark = StylePatch()
        }
        let files = chain.map(\.file)
        return LoadedTheme(name: chain[0].file.name, style: style, dark: dark, colorScheme: scheme,
                           templateLayers: chain.map(\.templates), assetLayers: chain.reversed().map(\.assets),
                           i18nLayers: chain.reversed().map(\.i18n),
                           warnings: hiddenStyleWarnings(style, dark: dark, scheme: scheme, files: files))
    }

    /// A warning for each combination that hides something, at the first of its keys that the
    /// nearest theme of the chain sets (light value first, then its `dark:` one). A combination
    /// of the built-in defaults alone is not reported.
    static func hiddenStyleWarnings(_ style: TimelineStyle, dark: StylePatch, scheme: ColorScheme, files: [ThemeFile]) -> [Diagnostic] {
        HiddenStyles.findings(style, dark: dark, scheme: scheme).compactMap { finding in
            for file in files {
                for key in finding.keys {
                    if let at = file.locations[key] ?? file.locations["dark." + key] { return .warning(at, finding.message) }
                }
            }
            return nil
        }
    }

    static func unknownTheme(_ name: String, at location: SourceLocation?, site: String, io: FileIO) -> Diagnostic {
        let known = Set(builtInThemes + ((try? io.list(site + "/themes")) ?? []).filter { $0.kind == .directory }.map(\.name)).sorted()
        return .error(location, "unknown theme '\(name)'\(didYouMean(name, in: known)); themes: \(known.joined(separator: ", "))")
    }
}

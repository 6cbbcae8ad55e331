/// What a set of edited paths changed, decided in one place (Zola's
/// `ChangeKind`). Each case says what an update of `tlsite serve` must do
/// again; the stages themselves are always the same ones `tlsite build` runs.
package enum Change: Equatable, Sendable {
    /// Item files of content/, changed, added or removed: read again; the
    /// pages whose signature changed are rendered.
    case items(Set<String>)
    /// Templates of the site's templates/, by name ("item", "partials/cell"),
    /// that pages used: those pages are rendered again.
    case templates(Set<String>)
    /// A theme's files, the component stylesheet, or a template no page
    /// used (a new widget changes what pages use): every page.
    case theme
    /// tlsite.yml, data/ or i18n/ (the interface strings): every page. Items are read again only when
    /// what their reading depends on (the Markdown mode) changed.
    case config
    /// Files of static/ or images of content/: every page (images and
    /// `{{#asset}}` hashes), no file read again.
    case `static`(Set<String>)
    /// Anything else (an `_index.md` and its `cascade:`, a changelog, a
    /// folder, a file outside the known folders): everything is read again.
    case everything

    /// The change `paths` (absolute) make to the site at `site`.
    /// `isDirectory` tells a folder from a file (a removed path is neither);
    /// `wasUsed` whether a page of the last build used a template name.
    package static func classify(_ paths: Set<String>, site: String, isDirectory: (String) -> Bool,
                                wasUsed: (String) -> Bool) -> Change {
        var result: Change?
        for path in paths {
            let change = classify(path, site: site, isDirectory: isDirectory, wasUsed: wasUsed)
            result = result.map { $0.combined(with: change) } ?? change
        }
        return result ?? .everything
    }

    private static func classify(_ path: String, site: String, isDirectory: (String) -> Bool, wasUsed: (String) -> Bool) -> Change {
        guard path.hasPrefix(site + "/") else { return .everything }
        let relative = String(path.dropFirst(site.count + 1))
        let parts = relative.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count > 1 else {
            return relative == "tlsite.yml" ? .config : .everything
        }
        let name = parts.last!
        let inside = parts.dropFirst().joined(separator: "/")
        switch parts[0] {
        case "content":
            if isDirectory(path) || name == "_index.md" { return .everything }
            return name.hasSuffix(".md") ? .items([path]) : .static([path])
        case "static":
            return isDirectory(path) ? .everything : .static([path])
        case "data", "i18n":
            return .config
        case "themes":
            return .theme
        case "templates":
            guard !inside.hasPrefix("assets/"), !isDirectory(path) else { return .theme }
            let template = inside.hasSuffix(".html") ? String(inside.dropLast(".html".count))
                : inside.hasSuffix(".xml") ? inside : nil
            guard let template, wasUsed(template) else { return .theme }
            return .templates([template])
        default:
            return .everything
        }
    }

    /// Two changes at once: the union of two of the same kind, else
    /// everything (safe, and rare: a save is one file).
    func combined(with other: Change) -> Change {
        switch (self, other) {
        case let (.items(a), .items(b)): .items(a.union(b))
        case let (.templates(a), .templates(b)): .templates(a.union(b))
        case let (.static(a), .static(b)): .static(a.union(b))
        case (.theme, .theme): .theme
        case (.config, .config): .config
        default: .everything
        }
    }
}

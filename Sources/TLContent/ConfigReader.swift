import Foundation
import TLCore
import TLFormats
import TLMarkdown
import TLModel

/// Reads tlsite.yml. Every key of SPEC's example is understood; any other is
/// an error with a suggestion.
package enum ConfigReader {
    package static let fileName = "tlsite.yml"

    package static func read(_ text: String, path: String = fileName) -> Result<SiteConfig, DiagnosticList> {
        let reader = FieldReader(path: path, source: text)
        guard let root = reader.parse() else {
            return .failure(DiagnosticList(reader.diagnostics.isEmpty
                ? [.error(SourceLocation(path: path), "\(path) is empty; it needs at least 'title: My site'")] : reader.diagnostics))
        }
        guard let fields = reader.fields(root, known: keys, in: path, elsewhere: nestedKeys) else { return .failure(DiagnosticList(reader.diagnostics)) }
        guard let titleNode = fields["title"] else {
            reader.report(.error(reader.location(root), "\(path) has no 'title'; add a line like 'title: My timeline'"))
            return .failure(DiagnosticList(reader.diagnostics))
        }
        var config = SiteConfig(title: reader.string(titleNode, "title") ?? "")
        if config.title.allSatisfy(\.isWhitespace), case .string? = titleNode.scalar {
            reader.error(titleNode, "'title' is empty; the site needs a title for its pages")
        }
        for (key, node) in fields { config.locations[key] = reader.location(node) }
        if let node = fields["description"] { config.description = reader.string(node, "description") }
        if let node = fields["baseURL"], let url = reader.string(node, "baseURL") {
            if let problem = baseURLProblem(url) { reader.error(node, "'baseURL' \(problem)") } else {
                config.setBaseURL(url)
            }
        }
        if let node = fields["language"], let language = reader.string(node, "language") {
            if isLanguageTag(language) { config.language = language } else {
                reader.error(node, "'language' must be a language tag like en, fr or pt-BR, not '\(language)'")
            }
        }
        if let node = fields["languages"] {
            readLanguages(node, into: &config, reader)
            if let single = fields["language"] {
                reader.error(single, "give either 'language' (a one-language site) or 'languages' (the first is the site's language, the others under /CODE/), not both")
            }
        }
        if let node = fields["direction"], let direction = reader.choice(node, "direction", as: TextDirection.self) {
            config.direction = direction
        }
        if let node = fields["theme"], let theme = reader.string(node, "theme") {
            if isName(theme) { config.theme = theme } else {
                reader.error(node, "'theme' must be a theme folder name (letters, digits, '-', '_'), not '\(theme)'")
            }
        }
        if let node = fields["taxonomies"] { config.taxonomies = readTaxonomies(node, reader) }
        if let node = fields["archives"], let period = reader.choice(node, "archives", as: ArchivePeriod.self) { config.archives = period }
        if let node = fields["search"] { config.search = reader.bool(node, "search") }
        if let node = fields["timeline"] { readTimeline(node, into: &config.timeline, reader) }
        if let node = fields["changelog"] { readChangelog(node, into: &config, reader) }
        if let node = fields["feeds"], let feeds = reader.fields(node, known: feedKeys, in: "feeds", elsewhere: topLevelKeys) {
            if let atom = feeds["atom"] { config.atomFeed = reader.bool(atom, "atom") ?? true }
            if let json = feeds["json"] { config.jsonFeed = reader.bool(json, "json") ?? true }
            if let limit = feeds["limit"].flatMap({ reader.int($0, "limit", in: 0...100_000) }) { config.feedLimit = limit }
        }
        if let node = fields["markdown"], let markdown = reader.fields(node, known: ["unsafe"] + MarkdownOptions.switches, in: "markdown") {
            if let unsafe = markdown["unsafe"] { config.unsafeMarkdown = reader.bool(unsafe, "unsafe") ?? false }
            for name in MarkdownOptions.switches {
                if let value = markdown[name].flatMap({ reader.bool($0, name) }) { config.markdown.set(name, value) }
            }
        }
        if let node = fields["repository"], let url = reader.string(node, "repository") {
            if let repository = Repository(url) { config.markdown.repository = repository } else {
                reader.error(node, "'repository' must be a repository's web address like https://github.com/OWNER/NAME, not '\(url)'")
            }
        }
        if let node = fields["links"] { config.markdown.links = readLinks(node, reader) }
        return reader.hasErrors ? .failure(DiagnosticList(reader.diagnostics)) : .success(config)
    }

    static let keys = ["title", "description", "baseURL", "language", "languages", "direction", "theme", "timeline", "changelog", "feeds", "markdown",
                       "repository", "links", "archives", "taxonomies", "search"]
    static let timelineKeys = ["order", "perPage", "lanes", "exclude", "spacer", "loadMore", "groupBy", "spacing"]
    static let feedKeys = ["atom", "json", "limit"]
    static let languagesKeys = ["codes", "fallback"]

    /// The keys of the groups, by name, where they belong: a top-level
    /// `perPage:` is meant as `timeline.perPage`.
    static let nestedKeys: [String: [String]] = {
        var places: [String: [String]] = [:]
        for (group, names) in [("timeline", timelineKeys), ("feeds", feedKeys), ("markdown", ["unsafe"] + MarkdownOptions.switches)] {
            for name in names { places[name, default: []].append(group + "." + name) }
        }
        return places
    }()

    /// Top-level keys written inside a group: `timeline: { title: … }`.
    static let topLevelKeys: [String: [String]] = Dictionary(uniqueKeysWithValues: keys.map { ($0, [$0]) })

    /// `languages: [en, fr]`, or `languages: { codes: [en, fr], fallback: true }`:
    /// language tags tlsite knows, each once; the first is the site's
    /// `language`.
    private static func readLanguages(_ node: YAMLNode, into config: inout SiteConfig, _ reader: FieldReader) {
        var list = node
        var settings: [(code: String, node: YAMLNode)] = []
        if case .mapping(let pairs) = node.value {
            guard let codes = pairs.first(where: { $0.key.text == "codes" })?.value else {
                _ = reader.fields(node, known: languagesKeys, in: "languages", elsewhere: topLevelKeys)
                reader.error(node, "'languages' needs 'codes', the site's languages, its own first: 'codes: [en, fr]'")
                return
            }
            list = codes
            // Every other key is a language's own settings (`fr: { title: … }`), as Hugo's and Zola's `languages.fr`.
            var written: [String] = []
            if case .sequence(let elements) = codes.value { written = elements.compactMap(\.text) }
            var ownKeys: [String] = []
            for pair in pairs {
                guard let key = pair.key.text, !languagesKeys.contains(key) else { continue }
                if written.contains(key) {
                    ownKeys.append(key)
                    settings.append((key, pair.value))
                } else if isLanguageTag(key), languageProblem(key) == nil {
                    ownKeys.append(key)
                    reader.error(pair.key, "'\(key)' is not one of 'languages.codes' (\(written.joined(separator: ", "))): add it there, or remove its settings")
                }
            }
            guard let fields = reader.fields(node, known: languagesKeys + ownKeys, in: "languages", elsewhere: topLevelKeys) else { return }
            if let fallback = fields["fallback"].flatMap({ reader.bool($0, "fallback") }) { config.languageFallback = fallback }
        }
        guard let elements = reader.list(list, "languages") else { return }
        if elements.isEmpty {
            reader.error(list, "'languages' needs at least one language, the site's own first: [en, fr]")
            return
        }
        var codes: [String] = []
        for element in elements {
            guard let code = reader.string(element, "languages") else { continue }
            if let problem = languageProblem(code) {
                reader.error(element, problem)
            } else if let same = codes.first(where: { $0.lowercased() == code.lowercased() }) {
                reader.error(element, "'\(code)' is in 'languages' twice (as '\(same)' before); give each language once")
            } else {
                codes.append(code)
            }
        }
        guard let first = codes.first else { return }
        config.languages = codes
        config.language = first
        for (code, node) in settings where codes.contains(code) {
            guard let fields = reader.fields(node, known: languageKeys, in: "languages.\(code)", elsewhere: topLevelKeys) else { continue }
            var own = SiteConfig.LanguageSettings()
            if let title = fields["title"] {
                own.title = reader.string(title, "title")
                if own.title?.allSatisfy(\.isWhitespace) == true, case .string? = title.scalar {
                    reader.error(title, "'title' is empty; leave it out to use the site's title in '\(code)'")
                }
            }
            if let description = fields["description"] { own.description = reader.string(description, "description") }
            config.languageSettings[code] = own
        }
    }

    /// What a language of `languages:` may set for its own pages.
    static let languageKeys = ["title", "description"]

    /// Why `code` cannot be one of `languages:` (each names a folder of
    /// the site), or nil: a tag of a language ISO 639 knows.
    package static func languageProblem(_ code: String) -> String? {
        let base = String(code.split(separator: "-").first ?? "")
        if isLanguageTag(code), Locale.LanguageCode(base).isISOLanguage { return nil }
        return "unknown language '\(code.prefix(100))' in 'languages'\(suggestion(forLanguage: code)); use a code like en, fr or pt-BR"
    }

    /// " (did you mean 'fr'?)" for a language written by its English name
    /// (`French`) or a near miss of a common code (`fre`), or "".
    static func suggestion(forLanguage word: String) -> String {
        let english = Locale(identifier: "en")
        let lowered = word.lowercased()
        if let named = commonLanguages.first(where: { english.localizedString(forLanguageCode: $0)?.lowercased() == lowered }) {
            return " (did you mean '\(named)'?)"
        }
        guard word.count > 2 else { return "" }
        return commonLanguages.first { editDistance(lowered, $0) == 1 }.map { " (did you mean '\($0)'?)" } ?? ""
    }

    /// Codes that suggestions may offer: tlsite's catalogues and other
    /// widely written languages.
    static let commonLanguages = ["en", "fr", "de", "es", "pt", "it", "nl", "ja", "zh", "ar", "he", "ru", "pl", "sv", "da", "fi", "no", "nb",
                                  "cs", "el", "tr", "uk", "ko", "hi", "fa", "ur", "id", "vi", "th", "ca", "hu", "ro"]

    /// `taxonomies:`, a list of front-matter keys: the built-in `tags`,
    /// `people` and `kind`, and the site's own, each once.
    private static func readTaxonomies(_ node: YAMLNode, _ reader: FieldReader) -> [String] {
        guard let elements = reader.list(node, "taxonomies") else { return SiteConfig.builtInTaxonomies }
        var names: [String] = []
        for element in elements {
            guard let name = reader.string(element, "taxonomies") else { continue }
            if let problem = taxonomyProblem(name) {
                reader.error(element, problem)
            } else if names.contains(name) {
                reader.error(element, "'\(name)' is in 'taxonomies' twice; give each key once")
            } else {
                names.append(name)
            }
        }
        return names
    }

    /// Why `name` cannot be a taxonomy, or nil.
    static func taxonomyProblem(_ name: String) -> String? {
        let builtIn = SiteConfig.builtInTaxonomies
        if builtIn.contains(name) { return nil }
        if !isName(name) || name.utf8.count > 64 {
            return "a taxonomy must be a front-matter key of letters, digits, '-' and '_' (it names the pages' folder), not '\(name.prefix(100))'"
        }
        if ItemReader.keys.contains(name) {
            return "'\(name)' is a front-matter key tlsite reads itself, not a taxonomy; the built-in taxonomies are \(builtIn.joined(separator: ", "))"
        }
        let lowered = name.lowercased()
        if Routes.reservedNames.contains(lowered) || lowered + "/" == Routes.archives {
            return "'\(name)' is taken by the pages tlsite writes (/\(lowered)/); name the taxonomy otherwise"
        }
        let near = didYouMean(name, in: builtIn)
        if !near.isEmpty { return "unknown taxonomy '\(name)'\(near); the built-in ones are \(builtIn.joined(separator: ", ")), and another key must not look like one" }
        return nil
    }

    /// `links:`, a list of `pattern:` (a regular expression) and `href:` (a URL with `$1`… for its groups).
    private static func readLinks(_ node: YAMLNode, _ reader: FieldReader) -> [LinkRule] {
        guard let elements = reader.list(node, "links") else { return [] }
        var rules: [LinkRule] = []
        for element in elements {
            guard let fields = reader.fields(element, known: ["pattern", "href"], in: "links") else { continue }
            guard let patternNode = fields["pattern"], let hrefNode = fields["href"] else {
                reader.error(element, "each of 'links' needs a 'pattern' (a regular expression) and an 'href' (a URL where $1 stands for its first group)")
                continue
            }
            guard let pattern = reader.string(patternNode, "pattern"), let href = reader.string(hrefNode, "href") else { continue }
            switch LinkRule.make(pattern: pattern, href: href) {
            case .success(let rule): rules.append(rule)
            case .failure(.pattern(let problem)): reader.error(patternNode, "'pattern' \(problem)")
            case .failure(.href(let problem)): reader.error(hrefNode, "'href' \(problem)")
            }
        }
        return rules
    }

    private static func readTimeline(_ node: YAMLNode, into timeline: inout TimelineConfig, _ reader: FieldReader) {
        guard let fields = reader.fields(node, known: timelineKeys, in: "timeline", elsewhere: topLevelKeys) else { return }
        if let node = fields["order"], let order = reader.choice(node, "order", as: TimelineOrder.self) { timeline.order = order }
        if let node = fields["perPage"], let perPage = reader.int(node, "perPage", in: 0...100_000) { timeline.perPage = perPage }
        if let node = fields["loadMore"], let loadMore = reader.bool(node, "loadMore") { timeline.loadMore = loadMore }
        if let node = fields["groupBy"], let period = reader.choice(node, "groupBy", as: TimelinePeriod.self) { timeline.groupBy = period }
        if let node = fields["spacing"], let spacing = reader.choice(node, "spacing", as: TimelineSpacing.self) { timeline.spacing = spacing }
        if let node = fields["lanes"], let lanes = reader.fields(node, known: Lane.allCases.map(\.rawValue), in: "timeline.lanes") {
            for lane in Lane.allCases {
                if let name = lanes[lane.rawValue].flatMap({ reader.string($0, lane.rawValue) }) { timeline.lanes[lane] = name }
            }
        }
        if let node = fields["exclude"], let exclude = reader.fields(node, known: ["kind"], in: "timeline.exclude") {
            if let kindNode = exclude["kind"] {
                let nodes: [YAMLNode] = if case .sequence(let elements) = kindNode.value { elements } else { [kindNode] }
                for node in nodes {
                    guard let kind = reader.word(node, "kind") else { continue }
                    if isName(kind) { timeline.excludedKinds.insert(kind) } else {
                        reader.error(node, "a kind must be a name (letters, digits, '-', '_'), not '\(kind)'")
                    }
                }
            }
        }
        if let node = fields["spacer"], let spacerFields = reader.fields(node, known: ["height", "colors"], in: "timeline.spacer") {
            var spacer = Spacer()
            if let height = spacerFields["height"].flatMap({ reader.number($0, "height", in: 0...2000) }) { spacer.height = height }
            if let colors = spacerFields["colors"].flatMap({ reader.list($0, "colors") }) { spacer.colors = colors.compactMap { reader.color($0, "colors") } }
            timeline.spacer = spacer
        }
    }

    /// What is wrong with a `baseURL` or `--base-url`: an http(s) URL with a
    /// host, or a path from the host's root for a site in a subfolder
    /// (`/apollo/`), which links and the 404 page need but feeds and the
    /// sitemap cannot do with.
    package static func baseURLProblem(_ url: String) -> String? {
        if url.hasPrefix("/") {
            let segments = url.split(separator: "/", omittingEmptySubsequences: false).dropFirst()
            let allowed = CharacterSet.alphanumerics.union(CharacterSet(charactersIn: "-._~%!$&'()*+,;=:@"))
            guard !url.hasPrefix("//"), !segments.dropLast().contains(where: \.isEmpty),
                  !segments.contains(where: { $0 == "." || $0 == ".." }),
                  url.unicodeScalars.allSatisfy({ $0 == "/" || ($0.isASCII && allowed.contains($0)) }) else {
                return "must be a URL like https://example.org/ or a path like /apollo/, not '\(url)'"
            }
            return nil
        }
        guard let components = URLComponents(string: url), let scheme = components.scheme?.lowercased(),
              scheme == "http" || scheme == "https", let host = components.host, !host.isEmpty else {
            return "must be an http:// or https:// URL like https://example.org/ (or a path like /apollo/), not '\(url)'"
        }
        if components.query != nil || components.fragment != nil { return "must not have a query or fragment" }
        return nil
    }

    package static func isLanguageTag(_ text: String) -> Bool {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard let first = parts.first, (2...3).contains(first.count), first.allSatisfy({ $0.isASCII && $0.isLetter }) else { return false }
        return parts.dropFirst().allSatisfy { (1...8).contains($0.count) && $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) } }
    }

    /// Theme, kind and template names: they become paths and CSS classes.
    package static func isName(_ text: String) -> Bool {
        !text.isEmpty && text.count <= 64 && text.unicodeScalars.allSatisfy {
            ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || $0 == "-" || $0 == "_"
        } && !text.hasPrefix("-")
    }
}

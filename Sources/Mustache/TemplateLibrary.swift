import Foundation

/// Loads, caches and renders named templates. Thread-safe: one library can render from many threads at once.
package final class TemplateLibrary: @unchecked Sendable {
    /// Whether an unknown partial or parent is an error rather than rendering as nothing.
    package let strictPartials: Bool
    private let loader: @Sendable (String) -> (source: String, path: String)?
    private let rewriter: @Sendable (String) -> (any TextRewriter)?
    private let lock = NSLock()
    /// Parsed templates by name; nil records a name the loader doesn't know. Guarded by `lock`.
    private var cache: [String: Template?] = [:]
    /// The parsed results of template lambdas, by source, delimiters and tag: tlsite's catalogue
    /// strings are lambdas that return the same source on every page, and parsing it again was a
    /// tenth of a build. Bounded, since a lambda may return new text every time. Guarded by `lock`.
    private var lambdaCache: [LambdaSource: [Node]] = [:]
    static let maxLambdaCache = 4096

    private struct LambdaSource: Hashable {
        let source: String
        let delimiters: Delimiters
        let location: SourceLocation
    }

    /// - Parameters:
    ///   - strictPartials: true = an unknown partial or parent is an error (MustacheError at the tag);
    ///     false = spec behaviour (renders as empty string).
    ///   - loader: maps a template/partial name as written in the tag (e.g. "partials/cell", or a dynamic
    ///     name's resolved value) to its source and the path to report in errors; nil = not found.
    ///   - rewriter: what rewrites the literal text of the template of that name once it is parsed
    ///     (see `TextRewriter`); nil = the text as written. Lambdas' results are never rewritten.
    package init(
        strictPartials: Bool = true,
        rewriter: @escaping @Sendable (String) -> (any TextRewriter)? = { _ in nil },
        loader: @escaping @Sendable (String) -> (source: String, path: String)?
    ) {
        self.strictPartials = strictPartials
        self.rewriter = rewriter
        self.loader = loader
    }

    /// A lambda's result parsed as a template (errors located at the lambda's tag), parsed once.
    func lambdaNodes(_ source: String, delimiters: Delimiters, at location: SourceLocation) throws(MustacheError) -> [Node] {
        let key = LambdaSource(source: source, delimiters: delimiters, location: location)
        if let nodes = lock.withLock({ lambdaCache[key] }) { return nodes }
        let nodes = try Parser.parse(source, path: location.path, delimiters: delimiters, fixedLocation: location)
        lock.withLock { if lambdaCache.count < Self.maxLambdaCache { lambdaCache[key] = nodes } }
        return nodes
    }

    /// The template with the given name, parsed once and cached.
    package func template(named name: String) throws(MustacheError) -> Template {
        guard let template = try load(name) else {
            throw MustacheError(path: name, line: 1, column: 1, message: "unknown template '\(name)'")
        }
        return template
    }

    /// `partials` keeps the outputs of partials that other pages show alike (see `PartialCache`).
    package func render(_ name: String, _ context: MustacheValue, partials: PartialCache? = nil) throws(MustacheError) -> String {
        let renderer = Renderer(library: self, context: context, escaping: Escaping(forTemplate: name), partials: partials)
        try renderer.render(template(named: name).nodes, indent: "")
        return renderer.output
    }

    /// Renders `name` and tells which templates it used: itself and every
    /// partial and parent it reached (an incremental build renders a page
    /// again when one of them changes).
    package func renderTracking(_ name: String, _ context: MustacheValue,
                               partials: PartialCache? = nil) throws(MustacheError) -> (output: String, templates: Set<String>) {
        let renderer = Renderer(library: self, context: context, escaping: Escaping(forTemplate: name), tracksTemplates: true,
                                partials: partials)
        try renderer.render(template(named: name).nodes, indent: "")
        return (renderer.output, (renderer.used ?? []).union([name]))
    }

    package func render(_ template: Template, _ context: MustacheValue, escaping: Escaping = .html) throws(MustacheError) -> String {
        let renderer = Renderer(library: self, context: context, escaping: escaping)
        try renderer.render(template.nodes, indent: "")
        return renderer.output
    }

    /// Parses every template reachable from `name` by partials/parents and reports the first error, so a
    /// build can validate templates before rendering. Besides syntax errors (and unknown partials when
    /// `strictPartials` is set) this finds partials that include each other unconditionally, which could
    /// only ever recurse until the nesting limit. Dynamic names can't be followed without data.
    package func validate(_ name: String) throws(MustacheError) {
        var templates = [name: try template(named: name)]
        var references: [String: [Reference]] = [:]
        var queue = [name]
        var next = 0
        while next < queue.count {
            let current = queue[next]
            next += 1
            references[current] = templates[current]!.nodes.references(conditional: false)
            for reference in references[current]! where templates[reference.name] == nil {
                guard let template = try partial(named: reference.name, kind: reference.kind, at: reference.location) else { continue }
                templates[reference.name] = template
                queue.append(reference.name)
            }
        }

        var finished: Set<String> = []
        var path: [String] = []
        func visit(_ name: String) throws(MustacheError) {
            path.append(name)
            for reference in references[name] ?? [] where !reference.conditional && !finished.contains(reference.name) {
                if let start = path.firstIndex(of: reference.name) {
                    let cycle = (path[start...] + [reference.name]).joined(separator: " -> ")
                    throw MustacheError(at: reference.location, "partial cycle: \(cycle)")
                }
                try visit(reference.name)
            }
            path.removeLast()
            finished.insert(name)
        }
        for name in queue where !finished.contains(name) {
            try visit(name)
        }
    }

    /// The template for a partial or parent tag; nil when it doesn't exist and partials aren't strict.
    func partial(named name: String, kind: String, at location: SourceLocation) throws(MustacheError) -> Template? {
        if let template = try load(name) { return template }
        if strictPartials { throw MustacheError(at: location, "unknown \(kind) '\(name)'") }
        return nil
    }

    private func load(_ name: String) throws(MustacheError) -> Template? {
        lock.lock()
        let cached = cache[name]
        lock.unlock()
        if let cached { return cached }

        // Loading and parsing happen outside the lock so a slow loader doesn't stall other renders; if
        // two threads race, the first stored result wins and both return it.
        var template: Template?
        if let (source, path) = loader(name) {
            if let rewriter = rewriter(name) {
                template = try Template(source: source, path: path, rewriter: rewriter)
            } else {
                template = try Template(source: source, path: path)
            }
        }
        lock.lock()
        defer { lock.unlock() }
        if let stored = cache[name] { return stored }
        cache[name] = .some(template)
        return template
    }
}

/// A static partial or parent tag, as followed by `validate`.
private struct Reference {
    let name: String
    let kind: String
    let location: SourceLocation
    /// Inside a section or block, so whether it is rendered depends on data or overrides.
    let conditional: Bool
}

extension [Node] {
    fileprivate func references(conditional: Bool) -> [Reference] {
        var result: [Reference] = []
        for node in self {
            switch node {
            case .section(let section):
                result += section.children.references(conditional: true)
            case .partial(let partial):
                if case .named(let name) = partial.reference {
                    result.append(Reference(name: name, kind: "partial", location: partial.location, conditional: conditional))
                }
            case .parent(let parent):
                if case .named(let name) = parent.reference {
                    result.append(Reference(name: name, kind: "parent", location: parent.location, conditional: conditional))
                }
                for (_, content) in parent.blocks.sorted(by: { $0.key < $1.key }) {
                    result += content.references(conditional: true)
                }
            case .block(let block):
                result += block.defaultContent.references(conditional: true)
            case .text, .lineStart, .variable:
                break
            }
        }
        return result
    }
}

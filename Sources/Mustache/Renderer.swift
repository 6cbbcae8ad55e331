/// One rendering pass: the output buffer and the state that changes while descending into templates.
final class Renderer {
    /// How many partials, parents and lambda results may be expanded inside one another.
    static let maxExpansionDepth = 64
    /// Bounds the recursion of the renderer itself (sections, blocks and expansions together), so that
    /// even pathological templates fail with an error instead of exhausting the stack. Dispatch worker
    /// threads overflowed between 1,500 and 2,000 levels in a debug build, hence the margin.
    static let maxDepth = 500
    /// Bound one render's output and work. Sections over lists nested inside each other multiply
    /// (twelve levels over ten tags are 10^12 repetitions), and so do partials that include another
    /// twice; without a budget such a template renders for hours or until memory runs out. tlsite's
    /// built-in templates take about 14 steps and 3.5 KB an item, so the output limit comes first
    /// (at some 18,000 items on one page); the step limit stops what repeats little text many times.
    static let maxOutputBytes = 64 * 1024 * 1024
    static let maxSteps = 2_000_000

    private let library: TemplateLibrary
    // A renderer belongs to one render on one thread, so the runtime's
    // exclusivity checks on its hot state buy nothing and cost a lot.
    @exclusivity(unchecked) private(set) var output = ""
    @exclusivity(unchecked) private var contextStack: [MustacheValue]
    /// Block overrides of the parents being rendered, outermost first.
    private var overrides: [[String: [Node]]] = []
    /// Names of the partials, parents and lambdas being expanded, outermost first.
    private var expansions: [String] = []
    @exclusivity(unchecked) private var depth = 0
    /// Section repetitions, partials, parents and lambda expansions so far.
    @exclusivity(unchecked) private var steps = 0
    /// The names of the partials and parents used, when asked for.
    private(set) var used: Set<String>?

    private let escaping: Escaping
    /// Outputs of partials kept for other frames of the same identity (a
    /// list's cards, the avatar clusters inside them), outermost first.
    private let caches: [PartialCache]
    /// What a partial being rendered for one of `caches` read, while it renders.
    private final class Recording {
        let cache: PartialCache
        /// The index of its frame in the context stack.
        let base: Int
        var reads: [(MustacheKey, MustacheValue)] = []
        var keepable = true
        var templates: Set<String> = []
        init(cache: PartialCache, base: Int) { self.cache = cache; self.base = base }
    }
    /// The partials being recorded, outermost first: a card's, then a cluster's inside it.
    @exclusivity(unchecked) private var recordings: [Recording] = []

    init(library: TemplateLibrary, context: MustacheValue, escaping: Escaping = .html, tracksTemplates: Bool = false,
         partials: PartialCache? = nil) {
        caches = partials?.chain ?? []
        used = tracksTemplates ? [] : nil
        self.escaping = escaping
        self.library = library
        contextStack = [context]
    }

    /// - Parameter indent: written at the start of every line; set by standalone partials and block overrides.
    func render(_ nodes: [Node], indent: String) throws(MustacheError) {
        for index in nodes.indices {
            switch nodes[index] {
            case .text(let text):
                output += text
            case .lineStart:
                // Content inserted mid-line (a block used inline, a lambda's result) continues the line
                // it is on, so only the lines after it are indented.
                if !indent.isEmpty, output.utf8.last.map({ $0 == UInt8(ascii: "\n") }) ?? true {
                    output += indent
                }
            case .variable(let variable):
                try render(variable)
            case .section(let section):
                try render(section, indent: indent)
            case .partial(let partial):
                try render(partial, indent: indent)
            case .parent(let parent):
                try render(parent, indent: indent)
            case .block(let block):
                try render(block, indent: indent)
            }
        }
    }

    private func render(_ variable: Variable) throws(MustacheError) {
        let text: String
        switch lookup(variable.name) {
        case .lambda(let lambda) where lambda.kind == .template:
            // Rendered into a buffer of its own because the spec escapes the rendered result as a whole.
            let source = lambda.body("")
            var rendered = ""
            swap(&rendered, &output)
            try expand(source, delimiters: .standard, lambda: variable.name.text, at: variable.location, indent: "")
            swap(&rendered, &output)
            text = rendered
        case .lambda(let lambda):
            text = lambda.body("")
        case let value:
            guard let plain = value.interpolationText else {
                if variable.bareAttribute { output += "\"\"" }
                return
            }
            text = plain
        }
        if variable.bareAttribute {
            output.appendBareAttributeValue(text, escaping: escaping)
        } else if variable.escaped {
            switch escaping {
            case .html: output.appendEscapingHTML(text)
            case .xml: output.appendEscapingXML(text)
            }
        } else {
            output += text
        }
    }

    private func render(_ section: Section, indent: String) throws(MustacheError) {
        let value = lookup(section.name)
        try descend(at: section.location)
        defer { depth -= 1 }
        if section.inverted {
            if !value.isTruthy { try render(section.children, indent: indent) }
            return
        }
        switch value {
        case .lambda(let lambda) where lambda.kind == .template:
            let source = lambda.body(String(section.rawContent))
            try expand(source, delimiters: section.delimiters, lambda: section.name.text, at: section.location, indent: indent)
        case .lambda(let lambda):
            var content = ""
            swap(&content, &output)
            try render(section.children, indent: indent)
            swap(&content, &output)
            output += lambda.body(content)
        case .array(let items):
            try render(section, over: items, indent: indent)
        case .list(let list):
            try render(section, over: list, indent: indent)
        default:
            guard value.isTruthy else { return }
            contextStack.append(value)
            try render(section.children, indent: indent)
            contextStack.removeLast()
        }
    }

    /// A section's children once for each item, with the item as the innermost frame.
    private func render(_ section: Section, over items: some Collection<MustacheValue>, indent: String) throws(MustacheError) {
        for item in items {
            try spend(at: section.location)
            contextStack.append(item)
            try render(section.children, indent: indent)
            contextStack.removeLast()
        }
    }

    private func render(_ partial: Partial, indent: String) throws(MustacheError) {
        guard let (name, template) = try resolve(partial.reference, kind: "partial", at: partial.location) else { return }
        // An inline partial is not indented: only the lines of the template containing it are.
        let inner = partial.indent.map { indent + $0 } ?? ""
        if !caches.isEmpty, inner.isEmpty, case .object(let frame) = contextStack[contextStack.count - 1] {
            // A cache that is recording already is not asked again inside its own partial.
            for cache in caches where cache.partials.contains(name) && !recordings.contains(where: { $0.cache === cache }) {
                if case .string(let identity)? = frame[cache.keyField] {
                    try render(template, name, at: partial.location, identity: identity, frame: frame, cache)
                    return
                }
            }
        }
        try enter(name, kind: "partial", at: partial.location)
        defer { leave() }
        try render(template.nodes, indent: inner)
    }

    /// A partial rendered for a frame with an identity: the output kept for
    /// it when there is one, else rendered and kept when it read nothing
    /// that differs between the pages showing that identity.
    private func render(_ template: Template, _ name: String, at location: SourceLocation, identity: String,
                        frame: [MustacheKey: MustacheValue], _ partials: PartialCache) throws(MustacheError) {
        try enter(name, kind: "partial", at: location)
        defer { leave() }
        if let kept = partials.take(identity, frame) {
            output += kept.html
            used?.formUnion(kept.templates)
            // An outer partial being recorded used them too. What the kept
            // one read is its own frame's, or stable: it was kept.
            for outer in recordings { outer.templates.formUnion(kept.templates) }
            return
        }
        let record = Recording(cache: partials, base: contextStack.count - 1)
        record.templates.insert(name)
        for outer in recordings { outer.templates.insert(name) }
        recordings.append(record)
        defer { recordings.removeLast() }
        let start = output.utf8.count
        try render(template.nodes, indent: "")
        guard record.keepable else { return }
        let html = String(Substring(output.utf8[output.utf8.index(output.utf8.startIndex, offsetBy: start)...]))
        // The reads without the room the array grew: a kept output lives long.
        partials.store(identity, PartialCache.Output(reads: Array(record.reads[...]), html: html, templates: record.templates))
    }

    private func render(_ parent: Parent, indent: String) throws(MustacheError) {
        guard let (name, template) = try resolve(parent.reference, kind: "parent", at: parent.location) else { return }
        try enter(name, kind: "partial", at: parent.location)
        defer { leave() }
        overrides.append(parent.blocks)
        defer { overrides.removeLast() }
        try render(template.nodes, indent: parent.indent.map { indent + $0 } ?? "")
    }

    private func render(_ block: Block, indent: String) throws(MustacheError) {
        // What a block shows depends on the parents around it, outside the partial.
        for recording in recordings { recording.keepable = false }
        try descend(at: block.location)
        defer { depth -= 1 }
        // The outermost override wins, so a template's overrides beat those of the parents it extends.
        guard let level = overrides.firstIndex(where: { $0[block.name] != nil }) else {
            try render(block.defaultContent, indent: indent)
            return
        }
        let content = overrides[level][block.name]!
        // Blocks inside the override resolve against the overrides in effect where it was written; this
        // also keeps an override from substituting itself forever.
        let saved = overrides
        overrides.removeSubrange(level...)
        defer { overrides = saved }
        try render(content, indent: indent + block.overrideIndent)
    }

    /// Renders template source returned by a spec-style lambda.
    private func expand(
        _ source: String, delimiters: Delimiters, lambda name: String, at location: SourceLocation, indent: String
    ) throws(MustacheError) {
        if indent.isEmpty, !Self.contains(source, delimiters.open) {
            output += source
            return
        }
        let nodes: [Node]
        do {
            nodes = try library.lambdaNodes(source, delimiters: delimiters, at: location)
        } catch {
            throw MustacheError(at: location, "in result of lambda '\(name)': \(error.message)")
        }
        try enter("\(name)()", kind: "lambda", at: location)
        defer { leave() }
        try render(nodes, indent: indent)
    }

    /// Whether `text` holds the bytes of `pattern` (an empty pattern is everywhere). A plain loop:
    /// the standard library's generic `firstRange(of:)` cost a tenth of a build here, where every
    /// catalogue string with a placeholder passes.
    static func contains(_ text: String, _ pattern: [UInt8]) -> Bool {
        guard let first = pattern.first else { return true }
        var text = text
        return text.withUTF8 { bytes in
            guard bytes.count >= pattern.count else { return false }
            for start in 0...(bytes.count - pattern.count) where bytes[start] == first {
                if (1..<pattern.count).allSatisfy({ bytes[start + $0] == pattern[$0] }) { return true }
            }
            return false
        }
    }

    /// The name and template a partial or parent tag refers to; nil if it renders as nothing.
    private func resolve(
        _ reference: TemplateReference, kind: String, at location: SourceLocation
    ) throws(MustacheError) -> (String, Template)? {
        let name: String
        switch reference {
        case .named(let staticName):
            name = staticName
        case .dynamic(let path):
            guard let resolved = lookup(path).interpolationText, !resolved.isEmpty else { return nil }
            name = resolved
        }
        used?.insert(name)
        for recording in recordings { recording.templates.insert(name) }
        guard let template = try library.partial(named: name, kind: kind, at: location) else { return nil }
        return (name, template)
    }

    private func lookup(_ name: Name) -> MustacheValue {
        guard let first = name.keys.first else {
            // The frame itself, pushed again, would hide what is read of it.
            for recording in recordings where contextStack.count - 1 <= recording.base { recording.keepable = false }
            return contextStack[contextStack.count - 1]
        }
        var found: MustacheValue?
        // Innermost first; indices rather than a reversed view, so frames are read in place, not copied.
        var index = contextStack.count - 1
        while index >= 0 {
            // Read through the frame in place (`field`): binding the frame's
            // dictionary here retained and released it at every frame passed.
            if let value = contextStack[index].field(first) {
                found = value
                break
            }
            index -= 1
        }
        for recording in recordings where index <= recording.base { note(name, first, found, at: index, recording) }
        guard var value = found else { return .null }
        var next = 1
        while next < name.keys.count {
            guard let inner = value.field(name.keys[next]) else { return .null }
            value = inner
            next += 1
        }
        return value
    }

    /// What a lookup found at or below the frame of the partial being
    /// recorded: a varying field of the frame is noted with its value
    /// (absent ones as null); a name below the frame must be stable.
    private func note(_ name: Name, _ first: MustacheKey, _ found: MustacheValue?, at index: Int, _ recording: Recording) {
        let partials = recording.cache
        if partials.varying.contains(first) {
            if index == recording.base || found == nil { recording.reads.append((first, found ?? .null)) }
            else { recording.keepable = false }
        } else if index < recording.base, found != nil, !partials.stableNames.contains(first), !partials.stablePaths.contains(name.keys) {
            recording.keepable = false
        }
    }

    private func enter(_ name: String, kind: String, at location: SourceLocation) throws(MustacheError) {
        try spend(at: location)
        expansions.append(name)
        if expansions.count > Self.maxExpansionDepth {
            let chain = expansions.prefix(8).joined(separator: " -> ")
            throw MustacheError(at: location, "\(kind) nesting deeper than \(Self.maxExpansionDepth): \(chain) -> ...")
        }
        try descend(at: location)
    }

    private func leave() {
        expansions.removeLast()
        depth -= 1
    }

    /// One step of the render budget; checked where output can multiply.
    @inline(__always)
    private func spend(at location: SourceLocation) throws(MustacheError) {
        steps += 1
        if steps > Self.maxSteps || output.utf8.count > Self.maxOutputBytes { throw overBudget(at: location) }
    }

    private func overBudget(at location: SourceLocation) -> MustacheError {
        let what = steps > Self.maxSteps
            ? "more than \(Self.maxSteps / 1_000_000) million section repetitions and partials"
            : "more than \(Self.maxOutputBytes >> 20) MB of output"
        return MustacheError(at: location, "rendering stopped: the page needs \(what); "
                             + "are sections over lists nested inside each other, or a partial included repeatedly by itself?")
    }

    private func descend(at location: SourceLocation) throws(MustacheError) {
        depth += 1
        if depth > Self.maxDepth {
            throw MustacheError(at: location, "template nesting deeper than \(Self.maxDepth)")
        }
    }
}

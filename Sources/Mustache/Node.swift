/// Parsed template content.
///
/// Indentation of standalone partials is applied while rendering rather than by re-parsing indented
/// source: the parser marks the start of every source line that survives standalone-line removal with
/// `.lineStart`, and the renderer writes the current indentation there.
///
/// Variables, sections and partials are classes: the renderer takes them
/// out of the node list for every page, and a struct's fields (name, keys,
/// children, location) were each retained and released at every visit.
enum Node: Sendable {
    case text(String)
    case lineStart
    case variable(Variable)
    case section(Section)
    case partial(Partial)
    indirect case parent(Parent)
    indirect case block(Block)
}

/// A name as written in a tag: `.` or a dotted key path.
struct Name: Sendable {
    let text: String
    /// Empty for the implicit iterator `.`.
    let keys: [MustacheKey]
}

/// The template a partial or parent tag refers to.
enum TemplateReference: Sendable {
    case named(String)
    /// `*name`: the template name is looked up in the context.
    case dynamic(Name)
}

final class Variable: Sendable {
    let name: Name
    let escaped: Bool
    /// The whole value of an HTML attribute whose quotes a `TextRewriter`
    /// took off: written bare when HTML allows it, quoted otherwise.
    let bareAttribute: Bool
    let location: SourceLocation

    init(name: Name, escaped: Bool, bareAttribute: Bool = false, location: SourceLocation) {
        self.name = name
        self.escaped = escaped
        self.bareAttribute = bareAttribute
        self.location = location
    }
}

final class Section: Sendable {
    let name: Name
    let inverted: Bool
    let children: [Node]
    /// Unprocessed section text, for spec-style lambdas.
    let rawContent: Substring
    let delimiters: Delimiters
    let location: SourceLocation

    init(name: Name, inverted: Bool, children: [Node], rawContent: Substring, delimiters: Delimiters, location: SourceLocation) {
        self.name = name
        self.inverted = inverted
        self.children = children
        self.rawContent = rawContent
        self.delimiters = delimiters
        self.location = location
    }
}

final class Partial: Sendable {
    let reference: TemplateReference
    /// Leading whitespace when the tag is standalone, nil otherwise.
    let indent: String?
    let location: SourceLocation

    init(reference: TemplateReference, indent: String?, location: SourceLocation) {
        self.reference = reference
        self.indent = indent
        self.location = location
    }
}

struct Parent: Sendable {
    let reference: TemplateReference
    /// Leading whitespace when the opening tag is standalone, nil otherwise.
    let indent: String?
    /// Block overrides passed to the parent, already stripped of their definition-site indentation.
    let blocks: [String: [Node]]
    let location: SourceLocation
}

/// A `{{$name}}` block where it is expanded (outside any parent tag).
struct Block: Sendable {
    let name: String
    let defaultContent: [Node]
    let standalone: Bool
    /// Whitespace before the tag if it is the first thing on its line, "" otherwise.
    let indent: String
    /// Common indentation of the default content.
    let intrinsicIndent: String
    let location: SourceLocation

    /// Indentation added to the lines of an override, on top of the surrounding indentation. A
    /// standalone tag without indentation of its own takes it from its default content.
    var overrideIndent: String {
        standalone && indent.isEmpty ? intrinsicIndent : indent
    }
}

// MARK: - Re-indentation of block overrides

extension [Node] {
    /// The longest whitespace prefix shared by all non-blank lines, including the indentation recorded
    /// for standalone partial, parent and block tags. Lines inside nested parents' overrides don't count:
    /// those were normalised on their own.
    func commonIndent() -> String {
        var common: String?
        collectIndents(into: &common)
        return common ?? ""
    }

    private func collectIndents(into common: inout String?) {
        func include(_ indent: String) {
            common = common.map { String($0.unicodeScalars.prefix($0.sharedPrefixLength(with: indent))) } ?? indent
        }
        for (index, node) in enumerated() {
            switch node {
            case .lineStart:
                guard index + 1 < count else { break }
                if case .text(let text) = self[index + 1] {
                    let indent = text.leadingIndentation
                    let rest = text.dropFirst(indent.count)
                    let blankLine = rest.isEmpty ? index + 2 == count : rest.first!.isNewline
                    if !blankLine { include(String(indent)) }
                } else {
                    include("")
                }
            case .section(let section):
                section.children.collectIndents(into: &common)
            case .partial(let partial):
                if let indent = partial.indent { include(indent) }
            case .parent(let parent):
                if let indent = parent.indent { include(indent) }
            case .block(let block):
                if block.standalone { include(block.indent) }
                block.defaultContent.collectIndents(into: &common)
            case .text, .variable:
                break
            }
            if common == "" { return }
        }
    }

    /// Removes `indent` (or as much of it as is present) from the start of every line.
    func dedented(by indent: String) -> [Node] {
        guard !indent.isEmpty else { return self }
        var result = self
        for index in result.indices {
            switch result[index] {
            case .text(let text):
                if index > 0, case .lineStart = result[index - 1] {
                    result[index] = .text(text.removingIndentation(indent))
                }
            case .section(let section):
                result[index] = .section(Section(
                    name: section.name, inverted: section.inverted,
                    children: section.children.dedented(by: indent), rawContent: section.rawContent,
                    delimiters: section.delimiters, location: section.location))
            case .partial(let partial):
                result[index] = .partial(Partial(
                    reference: partial.reference, indent: partial.indent?.removingIndentation(indent),
                    location: partial.location))
            case .parent(let parent):
                result[index] = .parent(Parent(
                    reference: parent.reference, indent: parent.indent?.removingIndentation(indent),
                    blocks: parent.blocks, location: parent.location))
            case .block(let block):
                result[index] = .block(Block(
                    name: block.name, defaultContent: block.defaultContent.dedented(by: indent),
                    standalone: block.standalone, indent: block.indent.removingIndentation(indent),
                    intrinsicIndent: block.intrinsicIndent.removingIndentation(indent), location: block.location))
            case .lineStart, .variable:
                break
            }
        }
        return result
    }
}

extension String {
    /// Leading spaces and tabs.
    var leadingIndentation: Substring {
        prefix { $0 == " " || $0 == "\t" }
    }

    func removingIndentation(_ indent: String) -> String {
        String(unicodeScalars.dropFirst(sharedPrefixLength(with: indent)))
    }

    /// Number of leading Unicode scalars the two strings have in common.
    func sharedPrefixLength(with other: String) -> Int {
        zip(unicodeScalars, other.unicodeScalars).prefix { $0 == $1 }.count
    }
}

// MARK: - Rewriting literal text

/// Rewrites a template's literal text once, when it is parsed: the renderer
/// then writes the rewritten text on every page, at no cost of its own.
/// Locations stay those of the source, so errors still point at what the
/// author wrote.
package protocol TextRewriter {
    /// Each piece of literal text, in source order. What lies between two
    /// pieces (a variable, a section's tags, a partial) is not shown: a
    /// rewriter that follows a grammar treats it as opaque.
    mutating func rewrite(_ text: String) -> String

    /// Asked of each escaped `{{variable}}` that stands between two pieces of
    /// text, after the one before it was rewritten: `after` is the text that
    /// follows, as written. True when the variable is the whole value of an
    /// HTML attribute and both quotes around it may go: the rewritten text
    /// before it ends with the opening quote, which is then taken off, and
    /// the rewriter takes the closing one off `after`. The variable is then
    /// written bare when its value allows it, and quoted when it does not.
    mutating func unquotes(variableBefore after: String) -> Bool
}

extension TextRewriter {
    package mutating func unquotes(variableBefore after: String) -> Bool { false }
}

extension [Node] {
    func rewritten(by rewriter: inout some TextRewriter) -> [Node] {
        var result: [Node] = []
        result.reserveCapacity(count)
        for (index, node) in enumerated() {
            if case .variable(let variable) = node, variable.escaped, case .text(let before)? = result.last, before.hasSuffix("\""),
               index + 1 < count, case .text(let after) = self[index + 1], rewriter.unquotes(variableBefore: after) {
                result[result.count - 1] = .text(String(before.dropLast()))
                result.append(.variable(Variable(name: variable.name, escaped: true, bareAttribute: true, location: variable.location)))
                continue
            }
            result.append(node.rewritten(by: &rewriter))
        }
        return result
    }
}

extension Node {
    fileprivate func rewritten(by rewriter: inout some TextRewriter) -> Node {
        switch self {
        case .text(let text):
            return .text(rewriter.rewrite(text))
        case .section(let section):
            return .section(Section(
                name: section.name, inverted: section.inverted, children: section.children.rewritten(by: &rewriter),
                rawContent: section.rawContent, delimiters: section.delimiters, location: section.location))
        case .parent(let parent):
            // Each override is rendered where the parent's block is, so
            // each starts from what the text was at the parent tag.
            var blocks: [String: [Node]] = [:]
            for (name, content) in parent.blocks {
                var copy = rewriter
                blocks[name] = content.rewritten(by: &copy)
            }
            return .parent(Parent(reference: parent.reference, indent: parent.indent, blocks: blocks, location: parent.location))
        case .block(let block):
            return .block(Block(
                name: block.name, defaultContent: block.defaultContent.rewritten(by: &rewriter), standalone: block.standalone,
                indent: block.indent, intrinsicIndent: block.intrinsicIndent, location: block.location))
        case .lineStart, .variable, .partial:
            return self
        }
    }
}

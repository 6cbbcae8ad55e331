import Foundation
import TLCore
import TLFormats
import TLModel

/// Reads typed values out of YAML nodes and records a located diagnostic for
/// every value that is wrong, so one pass reports all problems of a file.
final class FieldReader {
    let path: String
    /// Added to YAML line numbers: front matter starts on line 2 of its file.
    let lineOffset: Int
    private(set) var diagnostics: [Diagnostic] = []
    /// The YAML text the nodes come from, to explain what YAML did with it
    /// (an unquoted `#` that began a comment).
    private let source: String

    init(path: String, lineOffset: Int = 0, source: String = "") {
        self.path = path
        self.lineOffset = lineOffset
        self.source = source
    }

    /// The raw text of a node's line (1-based, in the YAML text), when the
    /// node comes from this file.
    func sourceLine(of node: YAMLNode) -> Substring? {
        guard node.path == nil, node.line >= 1 else { return nil }
        var index = 1
        for line in source.split(separator: "\n", omittingEmptySubsequences: false) {
            if index == node.line { return line }
            index += 1
        }
        return nil
    }

    /// For a value YAML read as empty: the `#…` that YAML took for a comment
    /// after the key, as in `lineColor: #0ea5e9`.
    /// Reported at the `#`, where the value was meant to start.
    func commentedValue(_ node: YAMLNode) -> (value: String, at: SourceLocation)? {
        guard node.scalar == .null, let line = sourceLine(of: node), let colon = line.firstIndex(of: ":") else { return nil }
        let rest = line[line.index(after: colon)...].drop(while: { $0 == " " || $0 == "\t" })
        guard rest.first == "#" else { return nil }
        let value = rest.prefix(while: { !$0.isWhitespace && $0 != "," && $0 != "}" && $0 != "]" })
        guard value.count > 1 else { return nil }
        var at = location(node)
        at.column = line.unicodeScalars.distance(from: line.unicodeScalars.startIndex, to: rest.startIndex) + 1
        return (String(value), at)
    }

    var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

    func location(_ node: YAMLNode) -> SourceLocation {
        if let other = node.path { return SourceLocation(path: other, line: node.line, column: node.column) }
        return SourceLocation(path: path, line: node.line + lineOffset, column: node.column)
    }

    func error(_ node: YAMLNode, _ message: String) {
        diagnostics.append(.error(location(node), message))
    }

    func warning(_ node: YAMLNode, _ message: String) {
        diagnostics.append(.warning(location(node), message))
    }

    func report(_ diagnostic: Diagnostic) { diagnostics.append(diagnostic) }

    /// The YAML document of `source`: its root node, or nil when the text
    /// holds no document or YAML could not read it (then `diagnostics`
    /// holds where and why).
    func parse() -> YAMLNode? {
        do { return try YAML.parse(source) } catch {
            yamlError(error)
            return nil
        }
    }

    func yamlError(_ error: YAMLError) {
        diagnostics.append(.error(SourceLocation(path: path, line: error.line + lineOffset, column: error.column),
                                  error.message + commentHint(near: error.line) + colonHint(error)))
    }

    /// `title: Apollo 11: launch`: a plain value with `: ` in it reads as
    /// a second key; say so, and give the line with the value quoted.
    private func colonHint(_ error: YAMLError) -> String {
        guard error.message.hasPrefix("mapping values are not allowed") else { return "" }
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
        guard error.line >= 1, error.line <= lines.count else { return "" }
        let text = lines[error.line - 1]
        guard let colon = text.range(of: ": ") else { return "" }
        let key = text[..<colon.lowerBound], value = text[colon.upperBound...].trimmingCharacters(in: .whitespaces)
        let bare = key.trimmingCharacters(in: .whitespaces).trimmingCharacters(in: CharacterSet(charactersIn: "- "))
        guard !bare.isEmpty, !value.isEmpty, !"\"'[{|>&*!".contains(value.first!) else { return "" }
        let quoted = value.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
        return "; the value of '\(bare)' holds ': ', which YAML reads as the start of another key: "
            + "quote the value: \(key.trimmingCharacters(in: .whitespaces)): \"\(quoted)\""
    }

    /// A flow mapping broken by an unquoted colour (`{ borderColor: #ff8000 }`:
    /// the rest of the line became a comment) is reported by libyaml on the
    /// next line or two; say what happened.
    private func commentHint(near line: Int) -> String {
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
        for index in stride(from: min(line, lines.count) - 1, through: max(line - 3, 0), by: -1) {
            let text = lines[index]
            guard let hash = text.range(of: ": #") else { continue }
            let value = text[text.index(hash.lowerBound, offsetBy: 2)...].prefix(while: { !$0.isWhitespace && $0 != "," && $0 != "}" && $0 != "]" })
            if value.count > 1, value.dropFirst().allSatisfy(\.isHexDigit) {
                return "; line \(index + 1 + lineOffset) has an unquoted '\(value)': in YAML `#` starts a comment; quote the colour: '\(value)'"
            }
        }
        return ""
    }

    /// The keys of a mapping; unknown keys are reported with a suggestion:
    /// where the key belongs when `elsewhere` knows it (`perPage` ->
    /// `timeline.perPage`), else the closest known key.
    func fields(_ node: YAMLNode, known: [String], in what: String, elsewhere: [String: [String]] = [:]) -> [String: YAMLNode]? {
        guard case let .mapping(pairs) = node.value else {
            error(node, "\(what) must be a mapping of keys to values, not \(node.kindName)")
            return nil
        }
        var result: [String: YAMLNode] = [:]
        for pair in pairs {
            let name = pair.key.text ?? ""
            if known.contains(name) {
                result[name] = pair.value
            } else {
                if let places = elsewhere[name], !places.isEmpty {
                    let options = places.map { $0.contains(".") ? "`\($0)`" : "the top-level `\($0)`" }.joined(separator: " or ")
                    error(pair.key, "unknown key '\(name)' in \(what): did you mean \(options)?")
                } else {
                    error(pair.key, "unknown key '\(name)' in \(what)\(didYouMean(name, in: known))")
                }
            }
        }
        return result
    }

    /// A string value: quoted or plain text. Numbers, booleans and null are
    /// refused, since YAML would have changed what the user meant.
    func string(_ node: YAMLNode, _ key: String) -> String? {
        switch node.scalar {
        case .string(let text)?: return text
        case nil: error(node, "'\(key)' must be a string, not \(node.kindName)")
        case .null?:
            if let (value, at) = commentedValue(node) {
                report(.error(at, "'\(key)' is empty: in YAML `#` starts a comment; quote the value: '\(value)'"))
            } else {
                error(node, "'\(key)' is empty; give it a value or remove the key")
            }
        default: error(node, "'\(key)' must be a string, not \(node.kindName); put it in quotes")
        }
        return nil
    }

    /// Any scalar as text (tags and names may be numbers: `tags: [2024]`).
    func word(_ node: YAMLNode, _ key: String) -> String? {
        switch node.scalar {
        case .null?, nil:
            error(node, "'\(key)' must be a string, not \(node.kindName)")
            return nil
        default:
            return node.text
        }
    }

    func bool(_ node: YAMLNode, _ key: String) -> Bool? {
        if case .bool(let value)? = node.scalar { return value }
        error(node, "'\(key)' must be true or false, not \(node.kindName == "a string" ? "'\(node.text ?? "")'" : node.kindName)")
        return nil
    }

    func int(_ node: YAMLNode, _ key: String, in range: ClosedRange<Int>) -> Int? {
        guard case .int(let value)? = node.scalar else {
            error(node, "'\(key)' must be a whole number, not \(describe(node))")
            return nil
        }
        guard range.contains(value) else {
            error(node, "'\(key)' must be between \(range.lowerBound) and \(range.upperBound), not \(value)")
            return nil
        }
        return value
    }

    func number(_ node: YAMLNode, _ key: String, in range: ClosedRange<Double>) -> Double? {
        let value: Double
        switch node.scalar {
        case .int(let n)?: value = Double(n)
        case .double(let n)?: value = n
        default:
            error(node, "'\(key)' must be a number, not \(describe(node))")
            return nil
        }
        guard value.isFinite, range.contains(value) else {
            error(node, "'\(key)' must be between \(formatNumber(range.lowerBound)) and \(formatNumber(range.upperBound)), not \(node.text ?? "")")
            return nil
        }
        return value
    }

    func choice<T: RawRepresentable & CaseIterable>(_ node: YAMLNode, _ key: String, as: T.Type) -> T? where T.RawValue == String {
        let options = T.allCases.map(\.rawValue)
        guard let text = node.text, node.scalar != .null else {
            error(node, "'\(key)' must be one of \(options.joined(separator: ", ")), not \(node.kindName)")
            return nil
        }
        if let value = T(rawValue: text) { return value }
        error(node, "'\(key)' must be one of \(options.joined(separator: ", ")), not '\(text)'\(didYouMean(choice: text, in: options))")
        return nil
    }

    /// A list of scalars; a single scalar counts as a list of one.
    func words(_ node: YAMLNode, _ key: String) -> [String]? {
        switch node.value {
        case .sequence(let elements):
            let values = elements.compactMap { word($0, key) }
            return values.count == elements.count ? values : nil
        case .scalar:
            if node.scalar == .null { return [] }
            return word(node, key).map { [$0] }
        case .mapping:
            error(node, "'\(key)' must be a list, not a mapping")
            return nil
        }
    }

    func list(_ node: YAMLNode, _ key: String) -> [YAMLNode]? {
        if case .sequence(let elements) = node.value { return elements }
        error(node, "'\(key)' must be a list, not \(node.kindName)")
        return nil
    }

    func date(_ node: YAMLNode, _ key: String) -> (date: Date, hasTime: Bool)? {
        guard let text = node.text, node.scalar != .null, case .scalar = node.value else {
            error(node, "'\(key)' must be a date like 2024-05-01 or 2024-05-01T08:30:00Z, not \(node.kindName)")
            return nil
        }
        switch DateParser.parse(text) {
        case .success(let value): return value
        case .failure(let problem):
            error(node, "'\(key)' is not a valid date: \(problem.reason) (write 2024-05-01 or 2024-05-01T08:30:00Z)")
            return nil
        }
    }

    func color(_ node: YAMLNode, _ key: String) -> Color? {
        if node.scalar == .null {
            if let (value, at) = commentedValue(node) {
                report(.error(at, "'\(key)' is empty: in YAML `#` starts a comment; quote the colour: '\(value)'"))
            } else {
                error(node, "'\(key)' is empty; give it a color, like '#0090b6' or systemBlue, or remove the key")
            }
            return nil
        }
        guard let text = node.text, case .scalar = node.value else {
            error(node, "'\(key)' must be a color, not \(node.kindName)")
            return nil
        }
        if let color = Color.parse(text) { return color }
        if let problem = Color.problem(text) {
            error(node, "'\(key)' is not a color: '\(text)': \(problem)")
            return nil
        }
        error(node, "'\(key)' is not a color: '\(text)'\(didYouMean(text, in: Color.knownNames)); use a CSS color (#0090b6, rgb(0,144,182), hsl(), a CSS name) or a UIKit name (systemBlue, lightGray)")
        return nil
    }

    /// A URL or a path inside the site: no `..`, no absolute file paths, no
    /// `javascript:`-style schemes.
    func reference(_ node: YAMLNode, _ key: String, schemes: Set<String> = ["http", "https", "mailto"]) -> String? {
        guard let text = string(node, key) else { return nil }
        if let problem = PathRules.referenceProblem(text, schemes: schemes) {
            error(node, "'\(key)' \(problem)")
            return nil
        }
        return text
    }

    private func describe(_ node: YAMLNode) -> String {
        node.kindName == "a string" ? "'\(node.text ?? "")'" : node.kindName
    }
}

import CYaml
import TLCore

/// A YAML node with the position it was written at, so every later check can
/// point at the user's line. Parsed by libyaml; this file only builds the tree.
package struct YAMLNode: Sendable {
    package enum Value: Sendable {
        /// `plain` is false for quoted and block scalars, which are always strings.
        case scalar(String, plain: Bool)
        case sequence([YAMLNode])
        case mapping([YAMLPair])
    }

    package var value: Value
    /// 1-based, within the YAML text.
    package var line: Int
    package var column: Int
    package var tag: String?
    /// The file the node came from, when it is used away from it (a folder's
    /// `cascade:` values read as part of each item below); lines are then
    /// that file's.
    package var path: String?

    package init(_ value: Value, line: Int, column: Int, tag: String? = nil) {
        self.value = value
        self.line = line
        self.column = column
        self.tag = tag
    }
}

package struct YAMLPair: Sendable {
    package var key: YAMLNode
    package var value: YAMLNode

    package init(key: YAMLNode, value: YAMLNode) {
        self.key = key
        self.value = value
    }
}

package struct YAMLError: Error, Sendable, Equatable, CustomStringConvertible {
    package var line: Int
    package var column: Int
    package var message: String
    package var description: String { "\(line):\(column): \(message)" }
}

package enum YAML {
    /// Limits that keep hostile input bounded: nesting depth, and the number
    /// of nodes aliases may expand to (a "billion laughs" stops here).
    package static let maxDepth = 64
    package static let maxNodes = 100_000

    /// Parses one YAML document. Returns nil for an empty document.
    /// Duplicate keys and more than one document are errors.
    package static func parse(_ text: String) throws(YAMLError) -> YAMLNode? {
        // CR and CRLF become LF: the same lines, and one break is one
        // character in libyaml's index, which `Lines` relies on.
        let text = text.withLineFeeds
        let lines = Lines(text)
        var builder = TreeBuilder(lines: lines)
        let bytes = Array(text.utf8)
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else {
            throw YAMLError(line: 1, column: 1, message: "cannot start the YAML parser")
        }
        defer { yaml_parser_delete(&parser) }
        return try bytes.withUnsafeBufferPointer { (buffer) throws(YAMLError) -> YAMLNode? in
            yaml_parser_set_input_string(&parser, buffer.baseAddress, buffer.count)
            yaml_parser_set_encoding(&parser, YAML_UTF8_ENCODING)
            while true {
                var event = yaml_event_t()
                guard yaml_parser_parse(&parser, &event) == 1 else {
                    throw parserError(parser, lines)
                }
                defer { yaml_event_delete(&event) }
                if event.type == YAML_STREAM_END_EVENT { return builder.root }
                try builder.handle(event)
            }
        }
    }

    private static func parserError(_ parser: yaml_parser_t, _ lines: Lines) -> YAMLError {
        let problem = parser.problem.map { String(cString: $0) } ?? "invalid YAML"
        var message = problem
        if let context = parser.context.map({ String(cString: $0) }) {
            message = "\(problem) (\(context))"
        }
        if problem.contains("tab") || message.contains("found character that cannot start any token") {
            message += "; YAML indents with spaces, not tabs"
        }
        let (line, column) = lines.position(parser.problem_mark)
        return YAMLError(line: line, column: column, message: message)
    }
}

/// Lines and columns as editors count them. libyaml also breaks lines at
/// U+0085, U+2028 and U+2029 (as YAML 1.1 did), so after one of those its
/// line numbers are off; then they are computed again from its character
/// index, counting LF only (the text has no CR left).
private struct Lines {
    /// Character (Unicode scalar) index of each line's start, when libyaml's
    /// lines cannot be used; nil otherwise.
    private let starts: [Int]?

    init(_ text: String) {
        guard text.unicodeScalars.contains(where: { $0 == "\u{85}" || $0 == "\u{2028}" || $0 == "\u{2029}" }) else {
            starts = nil
            return
        }
        var starts = [0]
        for (index, scalar) in text.unicodeScalars.enumerated() where scalar == "\n" { starts.append(index + 1) }
        self.starts = starts
    }

    /// 1-based line and column of a libyaml mark.
    func position(_ mark: yaml_mark_t) -> (line: Int, column: Int) {
        guard let starts else { return (Int(mark.line) + 1, Int(mark.column) + 1) }
        let index = Int(mark.index)
        var low = 0, high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= index { low = middle } else { high = middle - 1 }
        }
        return (low + 1, index - starts[low] + 1)
    }
}

/// Turns libyaml's event stream into nodes.
private struct TreeBuilder {
    /// An open collection. A class, so appending a child does not copy the
    /// children gathered so far (with enum payloads every append copied the
    /// whole list, which made long lists quadratic).
    private final class Frame {
        let node: YAMLNode
        let anchor: String?
        let isMapping: Bool
        var children: [YAMLNode] = []
        var pairs: [YAMLPair] = []
        var keys: Set<String> = []
        var pendingKey: YAMLNode?
        /// Nodes the collection stands for so far, aliases counted in full.
        var size = 1

        init(node: YAMLNode, anchor: String?, isMapping: Bool) {
            self.node = node
            self.anchor = anchor
            self.isMapping = isMapping
        }
    }

    private let lines: Lines
    private var stack: [Frame] = []
    private var anchors: [String: (node: YAMLNode, size: Int)] = [:]
    private var nodeCount = 0
    private var documents = 0
    private(set) var root: YAMLNode?

    init(lines: Lines) { self.lines = lines }

    mutating func handle(_ event: yaml_event_t) throws(YAMLError) {
        let (line, column) = lines.position(event.start_mark)
        switch event.type {
        case YAML_DOCUMENT_START_EVENT:
            documents += 1
            if documents > 1 {
                throw YAMLError(line: line, column: column, message: "only one YAML document is allowed here; remove the extra '---'")
            }
        case YAML_SCALAR_EVENT:
            let scalar = event.data.scalar
            var text = String(decoding: UnsafeBufferPointer(start: scalar.value, count: scalar.length), as: UTF8.self)
            // A double-quoted scalar may write control characters as escapes
            // ("\x1b", "\a", "\u0007", "\0"), which the file's own check of
            // raw ones never sees: they become U+FFFD here too ("\r\n" is a
            // line feed, as in files; tab and line feed stay).
            if scalar.style == YAML_DOUBLE_QUOTED_SCALAR_STYLE { text = text.withLineFeeds.replacingControlCharacters }
            let tag = scalar.tag.map { String(cString: $0) }
            let plain = scalar.style == YAML_PLAIN_SCALAR_STYLE && tag != "tag:yaml.org,2002:str"
            let node = YAMLNode(.scalar(text, plain: plain), line: line, column: column, tag: tag)
            try add(node, anchor: scalar.anchor.map { String(cString: $0) }, size: 1)
        case YAML_ALIAS_EVENT:
            let name = String(cString: event.data.alias.anchor)
            guard let (node, size) = anchors[name] else {
                throw YAMLError(line: line, column: column, message: "unknown alias '*\(name)'")
            }
            var copy = node
            copy.line = line
            copy.column = column
            try add(copy, anchor: nil, size: size)
        case YAML_SEQUENCE_START_EVENT, YAML_MAPPING_START_EVENT:
            if stack.count >= YAML.maxDepth {
                throw YAMLError(line: line, column: column, message: "nesting deeper than \(YAML.maxDepth) levels")
            }
            let isMapping = event.type == YAML_MAPPING_START_EVENT
            let tag = isMapping ? event.data.mapping_start.tag : event.data.sequence_start.tag
            let anchor = isMapping ? event.data.mapping_start.anchor : event.data.sequence_start.anchor
            let node = YAMLNode(isMapping ? .mapping([]) : .sequence([]), line: line, column: column, tag: tag.map { String(cString: $0) })
            stack.append(Frame(node: node, anchor: anchor.map { String(cString: $0) }, isMapping: isMapping))
        case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
            guard let frame = stack.popLast() else { return }
            var done = frame.node
            done.value = frame.isMapping ? .mapping(frame.pairs) : .sequence(frame.children)
            try add(done, anchor: frame.anchor, size: frame.size, counted: true)
        default:
            break
        }
    }

    /// `size` counts the nodes a value stands for, so repeated aliases of
    /// large anchors are charged for what they expand to. A finished
    /// collection was `counted` already, child by child.
    private mutating func add(_ node: YAMLNode, anchor: String?, size: Int, counted: Bool = false) throws(YAMLError) {
        if !counted { nodeCount += size }
        if nodeCount > YAML.maxNodes {
            throw YAMLError(line: node.line, column: node.column,
                            message: "YAML expands to more than \(YAML.maxNodes) nodes (aliases repeated too often?)")
        }
        if let anchor { anchors[anchor] = (node, size) }
        guard let frame = stack.last else {
            root = node
            return
        }
        frame.size += size
        guard frame.isMapping else {
            frame.children.append(node)
            return
        }
        if let key = frame.pendingKey {
            frame.pairs.append(YAMLPair(key: key, value: node))
            frame.pendingKey = nil
            return
        }
        guard case let .scalar(name, _) = node.value else {
            throw YAMLError(line: node.line, column: node.column, message: "a mapping key must be a plain value, not a list or mapping")
        }
        if !frame.keys.insert(name).inserted {
            throw YAMLError(line: node.line, column: node.column, message: "duplicate key '\(name)'")
        }
        frame.pendingKey = node
    }
}

extension YAMLNode {
    /// The node with `path` set and lines shifted by `lineOffset`, all the way down.
    package func located(in path: String, lineOffset: Int) -> YAMLNode {
        var copy = self
        copy.path = path
        copy.line += lineOffset
        switch value {
        case .scalar: break
        case .sequence(let elements): copy.value = .sequence(elements.map { $0.located(in: path, lineOffset: lineOffset) })
        case .mapping(let pairs):
            copy.value = .mapping(pairs.map { YAMLPair(key: $0.key.located(in: path, lineOffset: lineOffset), value: $0.value.located(in: path, lineOffset: lineOffset)) })
        }
        return copy
    }
}

extension String {
    /// The text with CRLF and lone CR made LF: the same lines, one character a break.
    package var withLineFeeds: String {
        guard containsUTF8Byte(13) else { return self }
        var result = String.UnicodeScalarView()
        var previousCR = false
        for scalar in unicodeScalars {
            if scalar == "\n" && previousCR { previousCR = false; continue }
            previousCR = scalar == "\r"
            result.append(previousCR ? "\n" : scalar)
        }
        return String(result)
    }
}

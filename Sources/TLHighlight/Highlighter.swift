import CTreeSitter
import Foundation

/// Code highlighted at build time: tree-sitter parses it with the vendored
/// grammar of its language, the grammar's own highlight query marks the
/// tokens, and each token becomes a `<span class=hl-…>` (the classes need no quotes) (no script).
///
/// Where captures overlap, the rule is tree-sitter-highlight's:
/// - a node captured by several patterns takes the last pattern of the
///   query file that captures it (even one that leaves it plain, such as
///   `@variable`), or the first for the two queries written that way (Go's,
///   JSON's: `Grammar.firstPatternWins`);
/// - a token inside another (an escape in a string, a call in a template
///   string) is drawn on top of it: the innermost wins;
/// - two nodes of the same range (a parent with one child) take the token
///   of the pattern that wins by the first rule.
package enum Highlighter {
    /// Larger code is left plain: parsing stays a bounded part of a build.
    package static let maxBytes = 1 << 20
    /// A parse that takes longer than this is given up and the code left
    /// plain, so no input can hold a build: 20 s, a safety net far above
    /// the worst of the bad-input corpus (a 1 MB block parses in well
    /// under a second), so that a loaded machine does not change a page.
    static let parseTimeout: UInt64 = 20_000_000
    /// In-progress matches a query cursor keeps (tree-sitter drops the
    /// oldest beyond it): bounds the memory of pathological nesting.
    static let matchLimit: UInt32 = 1024

    /// Code whose syntax tree nests deeper is left plain: tree-sitter's
    /// query cursor slows down with depth (100,000 `a+` in a row, each
    /// inside the last, held a build for minutes), and real code nests far less.
    package static let maxDepth = 256

    /// Whether a block of `language` would now wait for another thread
    /// to compile its grammar's query (`QueryCache`): a reader that can
    /// highlight it later (`HighlightDeferral`) goes on instead. When no
    /// thread compiles it and it is not compiled yet, this one does, now.
    package static func waitsForQuery(_ language: String) -> Bool {
        guard let grammar = Grammar.byAlias[language.lowercased()] else { return false }
        return QueryCache.shared.compileUnlessBusy(grammar)
    }

    /// The grammars' names, for the docs and tests.
    package static var languages: [String] { Grammar.all.map(\.name) }

    /// The grammar a fenced block's language word names (`py`, `Swift`,
    /// `yml`...), nil for one tlsite has no grammar for.
    package static func language(named word: String) -> String? {
        Grammar.byAlias[word.lowercased()]?.name
    }

    /// `code` as the inside of a `<code>` element: escaped, with a span
    /// around each token. Nil when `language` names no grammar, the code is
    /// larger than `maxBytes`, or it does not parse in time: the caller
    /// shows it plain.
    /// `timeout`: microseconds of wall time before the parse is given up (0: none; tests of
    /// large blocks, whose parse in a debug build on a loaded machine can pass the net).
    package static func html(_ code: String, language: String, timeout: UInt64 = parseTimeout) -> String? {
        let bytes = Array(code.utf8)
        guard let runs = runs(bytes, language: language, timeout: timeout) else { return nil }
        return render(bytes, runs)
    }

    /// `code` as the inside of a `<code>` element without tokens: escaped
    /// as cmark escapes a code block's text (a block left plain).
    package static func plain(_ code: String) -> String {
        let bytes = Array(code.utf8)
        return render(bytes, [Run(start: 0, end: bytes.count, token: nil)])
    }

    /// A stretch of the code and its token (nil: plain), the stretches in
    /// order and covering every byte.
    struct Run: Equatable {
        var start: Int
        var end: Int
        var token: Token?
    }

    static func runs(_ bytes: [UInt8], language: String, timeout: UInt64 = parseTimeout) -> [Run]? {
        guard bytes.count <= maxBytes, let grammar = Grammar.byAlias[language.lowercased()],
              let languagePointer = grammar.language(), let query = QueryCache.shared.query(for: grammar) else { return nil }
        guard !bytes.isEmpty else { return [] }
        guard let parser = ts_parser_new() else { return nil }
        defer { ts_parser_delete(parser) }
        guard ts_parser_set_language(parser, languagePointer) else { return nil }
        ts_parser_set_timeout_micros(parser, timeout)
        let parsed = bytes.withUnsafeBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) {
                ts_parser_parse_string(parser, nil, $0, UInt32(buffer.count))
            }
        }
        guard let tree = parsed else { return nil }
        defer { ts_tree_delete(tree) }
        guard depth(of: tree, atMost: maxDepth) else { return nil }
        var captures = self.captures(query, tree: tree, bytes: bytes, firstWins: grammar.firstPatternWins)
        if grammar.firstPatternWins {
            // Ranks the patterns the other way round, so one order of winning serves both.
            for index in captures.indices { captures[index].pattern = UInt32.max - captures[index].pattern }
        }
        return flatten(captures, count: bytes.count)
    }

    /// Whether no node of `tree` lies deeper than `limit`: a walk of the
    /// tree with its cursor, which stops at the first node too deep.
    static func depth(of tree: OpaquePointer, atMost limit: Int) -> Bool {
        var cursor = ts_tree_cursor_new(ts_tree_root_node(tree))
        defer { ts_tree_cursor_delete(&cursor) }
        var depth = 0
        while true {
            if ts_tree_cursor_goto_first_child(&cursor) {
                depth += 1
                if depth > limit { return false }
                continue
            }
            while !ts_tree_cursor_goto_next_sibling(&cursor) {
                guard ts_tree_cursor_goto_parent(&cursor) else { return true }
                depth -= 1
            }
        }
    }

    /// One node's token, with what decides between overlapping ones.
    struct Capture {
        var start: Int
        var end: Int
        var pattern: UInt32
        var token: Token?
    }

    /// Every node's winning capture (the last, or first, pattern of the
    /// query that captures it and whose predicates hold).
    private static func captures(_ query: Query, tree: OpaquePointer, bytes: [UInt8], firstWins: Bool) -> [Capture] {
        guard let cursor = ts_query_cursor_new() else { return [] }
        defer { ts_query_cursor_delete(cursor) }
        ts_query_cursor_set_match_limit(cursor, matchLimit)
        ts_query_cursor_exec(cursor, query.pointer, ts_tree_root_node(tree))
        // A node's `id` alone is not unique: small leaves are stored inline,
        // and two alike share one. With its range and symbol it is.
        struct NodeKey: Hashable { let id: UnsafeRawPointer; let start: Int; let end: Int; let symbol: UInt16 }
        var byNode: [NodeKey: Capture] = [:]
        var match = TSQueryMatch()
        while ts_query_cursor_next_match(cursor, &match) {
            let nodes = (0..<Int(match.capture_count)).map { match.captures[$0] }
            let predicates = query.predicates[Int(match.pattern_index)]
            if !predicates.isEmpty {
                let text = { (id: UInt32) -> String? in
                    guard let capture = nodes.first(where: { $0.index == id }) else { return nil }
                    let start = Int(ts_node_start_byte(capture.node)), end = Int(ts_node_end_byte(capture.node))
                    guard start <= end, end <= bytes.count else { return nil }
                    return String(decoding: bytes[start..<end], as: UTF8.self)
                }
                guard predicates.allSatisfy({ $0.holds(text) }) else { continue }
            }
            for capture in nodes {
                guard let id = capture.node.id else { continue }
                let start = Int(ts_node_start_byte(capture.node)), end = Int(ts_node_end_byte(capture.node))
                guard start < end, end <= bytes.count else { continue }
                let key = NodeKey(id: id, start: start, end: end, symbol: ts_node_symbol(capture.node))
                let candidate = Capture(start: start, end: end, pattern: UInt32(match.pattern_index), token: query.tokens[Int(capture.index)])
                if let held = byNode[key], firstWins ? held.pattern <= candidate.pattern : held.pattern >= candidate.pattern { continue }
                byNode[key] = candidate
            }
        }
        return Array(byNode.values)
    }

    /// The captures as flat runs: outer nodes first, so that a token inside
    /// another ends up on top; for one range, the highest-ranked pattern last.
    static func flatten(_ captures: [Capture], count: Int) -> [Run] {
        let ordered = captures.filter { $0.token != nil }.sorted {
            if $0.start != $1.start { return $0.start < $1.start }
            if $0.end != $1.end { return $0.end > $1.end }
            return $0.pattern < $1.pattern
        }
        var runs: [Run] = []
        var position = 0
        var stack: [Capture] = []
        func emit(to end: Int) {
            guard end > position else { return }
            let token = stack.last?.token
            if let last = runs.last, last.token == token, last.end == position {
                runs[runs.count - 1].end = end
            } else {
                runs.append(Run(start: position, end: end, token: token))
            }
            position = end
        }
        for capture in ordered {
            while let top = stack.last, top.end <= capture.start {
                emit(to: top.end)
                stack.removeLast()
            }
            emit(to: capture.start)
            // Nodes nest or are apart; a capture reaching past its parent's end
            // (none does) is cut there, so the runs stay in order.
            var inner = capture
            if let top = stack.last { inner.end = min(inner.end, top.end) }
            stack.append(inner)
        }
        while let top = stack.last {
            emit(to: top.end)
            stack.removeLast()
        }
        emit(to: count)
        return runs
    }

    /// The runs as HTML: every byte escaped (`&`, `<`, `>`, `"`, as cmark
    /// escapes code), tokens in spans.
    static func render(_ bytes: [UInt8], _ runs: [Run]) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + bytes.count / 2)
        for run in runs {
            if let token = run.token { out += Array("<span class=\(token.htmlClass)>".utf8) }
            for byte in bytes[run.start..<run.end] {
                switch byte {
                case UInt8(ascii: "&"): out += [0x26, 0x61, 0x6D, 0x70, 0x3B]
                case UInt8(ascii: "<"): out += [0x26, 0x6C, 0x74, 0x3B]
                case UInt8(ascii: ">"): out += [0x26, 0x67, 0x74, 0x3B]
                case UInt8(ascii: "\""): out += [0x26, 0x71, 0x75, 0x6F, 0x74, 0x3B]
                default: out.append(byte)
                }
            }
            if run.token != nil { out += Array("</span>".utf8) }
        }
        return String(decoding: out, as: UTF8.self)
    }
}

/// Each grammar's query, compiled the first time a block of its language
/// is highlighted, then shared by every thread. A grammar's query is
/// compiled by one thread while the others wait for it, or, when they can
/// (`compileUnlessBusy`), highlight their blocks later; two grammars compile
/// at once. Swift's query takes 0.4 s to compile (tree-sitter 0.20).
final class QueryCache: @unchecked Sendable {
    static let shared = QueryCache()
    private let condition = NSCondition()
    private var queries: [String: Query?] = [:]
    /// The grammars whose query a thread is compiling now.
    private var compiling: Set<String> = []
    /// Why a grammar's query did not compile, by grammar (tests read it).
    private(set) var failures: [String: String] = [:]

    /// The query, compiled by this thread or by another (waiting for it).
    func query(for grammar: Grammar) -> Query? {
        condition.lock()
        while compiling.contains(grammar.name) { condition.wait() }
        if let known = queries[grammar.name] {
            condition.unlock()
            return known
        }
        return compile(grammar)
    }

    /// Compiles `grammar`'s query here when it is not there yet and no
    /// thread is compiling it; returns true, compiling nothing, when
    /// another thread is (a block of its language would wait). One look
    /// decides, so two threads never both wait.
    func compileUnlessBusy(_ grammar: Grammar) -> Bool {
        condition.lock()
        if compiling.contains(grammar.name) {
            condition.unlock()
            return true
        }
        if queries[grammar.name] == nil { _ = compile(grammar) } else { condition.unlock() }
        return false
    }

    /// Compiles the query; called holding the lock, which it gives back.
    private func compile(_ grammar: Grammar) -> Query? {
        compiling.insert(grammar.name)
        condition.unlock()
        var failure = ""
        let made = grammar.language().flatMap { Query(grammar: grammar, language: $0, failure: &failure) }
        condition.lock()
        if made == nil { failures[grammar.name] = failure.isEmpty ? "\(grammar.name): no language" : failure }
        queries[grammar.name] = .some(made)
        compiling.remove(grammar.name)
        condition.broadcast()
        condition.unlock()
        return made
    }
}

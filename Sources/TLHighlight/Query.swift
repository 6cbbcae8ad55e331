import CTreeSitter
import Foundation

/// A grammar's highlight query, compiled by `ts_query_new`, with what each
/// capture id means and each pattern's predicates. Read-only once made, so
/// every thread's cursor may run it at once (tree-sitter allows this).
final class Query: @unchecked Sendable {
    let pointer: OpaquePointer
    /// By capture id: the token its name maps to, nil for a name left plain.
    let tokens: [Token?]
    /// By pattern index: the text conditions a match must meet.
    let predicates: [[Predicate]]

    /// Nil, with the error's kind and byte offset in `failure`, when the query does not compile.
    init?(grammar: Grammar, language: OpaquePointer, failure: inout String) {
        let text = grammar.queryText
        var offset: UInt32 = 0
        var error = TSQueryErrorNone
        let made = text.withCString { ts_query_new(language, $0, UInt32(strlen($0)), &offset, &error) }
        guard let made else {
            failure = "\(grammar.name): query error \(error.rawValue) at byte \(offset)"
            return nil
        }
        pointer = made
        tokens = (0..<ts_query_capture_count(made)).map { id in
            var length: UInt32 = 0
            let name = String(cString: ts_query_capture_name_for_id(made, id, &length))
            return Token(capture: grammar.renames[name] ?? name)
        }
        predicates = (0..<ts_query_pattern_count(made)).map { Predicate.read(made, pattern: $0) }
    }

    deinit { ts_query_delete(pointer) }
}

/// One text condition of a query pattern (`#eq?`, `#match?`, `#any-of?`
/// and their `not-` forms). Others (`#is-not? local`, which needs the
/// locals query, `#set!`) hold for every match.
enum Predicate {
    case equals(capture: UInt32, text: String, negated: Bool)
    case equalsCapture(UInt32, UInt32, negated: Bool)
    case matches(capture: UInt32, NSRegularExpression, negated: Bool)
    case anyOf(capture: UInt32, Set<String>, negated: Bool)

    static func read(_ query: OpaquePointer, pattern: UInt32) -> [Predicate] {
        var count: UInt32 = 0
        guard let steps = ts_query_predicates_for_pattern(query, pattern, &count), count > 0 else { return [] }
        var result: [Predicate] = []
        var current: [TSQueryPredicateStep] = []
        for index in 0..<Int(count) {
            let step = steps[index]
            guard step.type == TSQueryPredicateStepTypeDone else { current.append(step); continue }
            if let predicate = make(current, query) { result.append(predicate) }
            current = []
        }
        return result
    }

    private static func make(_ steps: [TSQueryPredicateStep], _ query: OpaquePointer) -> Predicate? {
        guard let first = steps.first, first.type == TSQueryPredicateStepTypeString, steps.count >= 3,
              steps[1].type == TSQueryPredicateStepTypeCapture else { return nil }
        func string(_ step: TSQueryPredicateStep) -> String? {
            guard step.type == TSQueryPredicateStepTypeString else { return nil }
            var length: UInt32 = 0
            return String(cString: ts_query_string_value_for_id(query, step.value_id, &length))
        }
        guard let name = string(first) else { return nil }
        let capture = steps[1].value_id
        let negated = name.hasPrefix("not-")
        switch negated ? String(name.dropFirst(4)) : name {
        case "eq?":
            if steps[2].type == TSQueryPredicateStepTypeCapture { return .equalsCapture(capture, steps[2].value_id, negated: negated) }
            return string(steps[2]).map { .equals(capture: capture, text: $0, negated: negated) }
        case "match?":
            guard let pattern = string(steps[2]), let regex = try? NSRegularExpression(pattern: pattern) else { return nil }
            return .matches(capture: capture, regex, negated: negated)
        case "any-of?":
            return .anyOf(capture: capture, Set(steps.dropFirst(2).compactMap(string)), negated: negated)
        default:
            return nil
        }
    }

    /// Whether the match holds, `text` giving a capture's text (nil when the match lacks it).
    func holds(_ text: (UInt32) -> String?) -> Bool {
        switch self {
        case .equals(let capture, let expected, let negated):
            guard let actual = text(capture) else { return true }
            return (actual == expected) != negated
        case .equalsCapture(let a, let b, let negated):
            guard let left = text(a), let right = text(b) else { return true }
            return (left == right) != negated
        case .matches(let capture, let regex, let negated):
            guard let actual = text(capture) else { return true }
            let found = regex.firstMatch(in: actual, range: NSRange(actual.startIndex..., in: actual)) != nil
            return found != negated
        case .anyOf(let capture, let set, let negated):
            guard let actual = text(capture) else { return true }
            return set.contains(actual) != negated
        }
    }
}

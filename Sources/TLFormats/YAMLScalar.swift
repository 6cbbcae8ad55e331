/// A scalar resolved by the YAML 1.2 core schema. Quoted scalars are always
/// strings, so `title: "true"` stays text while `draft: true` is a boolean.
package enum YAMLScalar: Sendable, Equatable {
    case null
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
}

extension YAMLNode {
    package var scalar: YAMLScalar? {
        guard case let .scalar(text, plain) = value else { return nil }
        guard plain else { return .string(text) }
        return YAMLNode.resolve(plain: text)
    }

    /// The scalar's text whatever it resolves to, or nil for lists and maps.
    package var text: String? {
        if case let .scalar(text, _) = value { return text }
        return nil
    }

    package var kindName: String {
        switch value {
        case .sequence: return "a list"
        case .mapping: return "a mapping"
        case .scalar:
            switch scalar {
            case .null?: return "null"
            case .bool?: return "a boolean"
            case .int?: return "a number"
            case .double?: return "a number"
            default: return "a string"
            }
        }
    }

    static func resolve(plain text: String) -> YAMLScalar {
        switch text {
        case "", "~", "null", "Null", "NULL": return .null
        case "true", "True", "TRUE": return .bool(true)
        case "false", "False", "FALSE": return .bool(false)
        case ".inf", ".Inf", ".INF", "+.inf", "+.Inf", "+.INF": return .double(.infinity)
        case "-.inf", "-.Inf", "-.INF": return .double(-.infinity)
        case ".nan", ".NaN", ".NAN": return .double(.nan)
        default: break
        }
        if let int = parseInt(text) { return .int(int) }
        if looksNumeric(text), let double = Double(text) { return .double(double) }
        return .string(text)
    }

    private static func parseInt(_ text: String) -> Int? {
        if text.hasPrefix("0x") { return Int(text.dropFirst(2), radix: 16) }
        if text.hasPrefix("0o") { return Int(text.dropFirst(2), radix: 8) }
        guard let first = text.unicodeScalars.first, first == "-" || first == "+" || ("0"..."9").contains(first) else { return nil }
        return Int(text)
    }

    /// Core-schema floats only: Swift's Double() also takes "infinity" and hex.
    private static func looksNumeric(_ text: String) -> Bool {
        var sawDigit = false
        for c in text.unicodeScalars {
            switch c {
            case "0"..."9": sawDigit = true
            case "-", "+", ".", "e", "E": continue
            default: return false
            }
        }
        return sawDigit
    }
}

/// The small fixed set of classes highlighted code is marked with: each
/// capture name of a grammar's highlight query (`keyword.return`,
/// `string.special`, `function.method`...) maps to one of them or to none,
/// and a theme colours each (`codeStyle.keyword`... in theme.yml).
package enum Token: UInt8, CaseIterable, Sendable {
    case keyword = 1
    case string
    case comment
    case function
    case type
    case constant
    case `operator`
    case property
    case tag
    case inserted
    case deleted

    /// The theme key's name and the class's suffix: `keyword` -> `hl-keyword`.
    package var name: String {
        switch self {
        case .keyword: "keyword"
        case .string: "string"
        case .comment: "comment"
        case .function: "function"
        case .type: "type"
        case .constant: "constant"
        case .operator: "operator"
        case .property: "property"
        case .tag: "tag"
        case .inserted: "inserted"
        case .deleted: "deleted"
        }
    }

    /// The HTML class of a span of this token: letters and `-` only, so it
    /// is written without quotes.
    package var htmlClass: String { "hl-" + name }

    /// The token for a capture name, by its first part (and the second for
    /// `variable.builtin`, `string.special`...); nil leaves the text plain
    /// (`variable`, `punctuation`, `embedded`, names no theme colours).
    package init?(capture: String) {
        let parts = capture.split(separator: ".", maxSplits: 2).map(String.init)
        guard let first = parts.first else { return nil }
        let second = parts.count > 1 ? parts[1] : ""
        switch first {
        case "keyword", "conditional", "repeat", "include", "exception", "storageclass", "directive", "preproc":
            self = .keyword
        case "string", "character", "escape", "regexp":
            self = second == "special" && parts.count > 2 && parts[2] == "key" ? .property : .string
        case "comment":
            self = .comment
        case "function", "method":
            self = .function
        case "type", "constructor", "namespace", "module", "class":
            self = .type
        case "number", "float", "boolean", "constant":
            self = .constant
        case "operator":
            self = .operator
        case "property", "field", "attribute", "label":
            self = .property
        case "tag":
            self = .tag
        case "variable":
            guard second == "builtin" else { return nil }
            self = .constant
        case "diff":
            switch second {
            case "plus": self = .inserted
            case "minus": self = .deleted
            default: return nil
            }
        default:
            return nil
        }
    }
}

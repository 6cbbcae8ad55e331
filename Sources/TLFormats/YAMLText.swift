/// Strings written into front matter so that libyaml reads back exactly
/// the text: always double-quoted, every character YAML would fold, read
/// as a line break or refuse as unprintable written as an escape.
package enum YAMLText {
    package static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case "\r": result += "\\r"
            // Line breaks to YAML, or not printable to libyaml.
            case "\u{85}": result += "\\N"
            case "\u{2028}": result += "\\L"
            case "\u{2029}": result += "\\P"
            default:
                let value = scalar.value
                if value < 0x20 || (0x7F...0x9F).contains(value) {
                    result += "\\x" + hex(value, 2)
                } else if value == 0xFEFF || value == 0xFFFE || value == 0xFFFF {
                    result += "\\u" + hex(value, 4)
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }

    /// A flow list of quoted strings: `["a", "b"]`.
    package static func list(_ items: [String]) -> String { "[" + items.map(quoted).joined(separator: ", ") + "]" }

    /// Text on one comment line: line breaks and control characters become spaces.
    package static func comment(_ text: String) -> String {
        String(String.UnicodeScalarView(text.unicodeScalars.map { scalar in
            scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar == "\u{2028}" || scalar == "\u{2029}" ? " " : scalar
        }))
    }

    private static func hex(_ value: UInt32, _ digits: Int) -> String {
        let text = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, digits - text.count)) + text
    }
}

/// `text` as a JSON string literal (RFC 8259): the quote, the backslash and
/// control characters escaped, and U+2028/U+2029, which end a line in
/// JavaScript. With `escapingMarkup`, `<`, `>` and `&` are escaped too, so
/// the literal never holds "</script" or an entity, whatever the text says.
package func jsonQuoted(_ text: String, escapingMarkup: Bool = false) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
        switch scalar {
        case "\"": out += "\\\""
        case "\\": out += "\\\\"
        case "\n": out += "\\n"
        case "\r": out += "\\r"
        case "\t": out += "\\t"
        case "<" where escapingMarkup: out += "\\u003c"
        case ">" where escapingMarkup: out += "\\u003e"
        case "&" where escapingMarkup: out += "\\u0026"
        case _ where scalar.value < 0x20 || scalar.value == 0x2028 || scalar.value == 0x2029:
            let hex = String(scalar.value, radix: 16)
            out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        default: out.unicodeScalars.append(scalar)
        }
    }
    return out + "\""
}

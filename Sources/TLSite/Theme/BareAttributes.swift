import Mustache

/// Attribute values that need no quotes, written without them.
///
/// An HTML template's literal text is rewritten once, when it is parsed: an
/// attribute value written whole in the template (no `{{tag}}` in it) and made
/// only of letters, digits, `-`, `_`, `.` and `:` loses its quotes, so
/// `<span class="tl-avatar">` is written `<span class=tl-avatar>`. HTML reads
/// both alike (the unquoted attribute value state of its tokenizer), and the
/// pages' static `class` attributes alone are over 1 % of their bytes.
///
/// Only what is surely an attribute value changes: the scan follows tags,
/// quoted values, comments and the text of `<script>`, `<style>`, `<title>`
/// and `<textarea>` (where a tag is text), and
/// every `{{tag}}` between two pieces of text is opaque, changing none of
/// that. A value keeps its quotes when what follows the closing quote is not
/// white space or `>` in the same piece of text (`class="a"{{#b}}…`,
/// `<img alt="x"/>`), since what comes next is only known when rendering.
/// XML templates (`feed.xml`, `sitemap.xml`) are never rewritten.
struct BareAttributes: TextRewriter {
    private enum State {
        case text
        /// In a start or end tag; `name` is the start tag's element name, lowercased.
        case tag(name: [UInt8])
        /// In a quoted attribute value, `name` being the tag's.
        case value(quote: UInt8, name: [UInt8])
        case comment
        /// In the text of `<script>`, `<style>`, `<title>` or `<textarea>`, until its end tag.
        case rawText(name: [UInt8])
    }

    private var state = State.text
    /// The last text ended with `="`, opening a value in a tag.
    private var valueOpened = false
    /// `unquotes` took a variable: the next text starts with its closing quote.
    private var dropsClosingQuote = false

    mutating func unquotes(variableBefore after: String) -> Bool {
        guard valueOpened, case .value(quote: UInt8(ascii: "\""), let name) = state else { return false }
        let bytes = Array(after.utf8.prefix(2))
        guard bytes.count == 2, bytes[0] == UInt8(ascii: "\""), Self.endsBareValue(bytes[1]) else { return false }
        state = .tag(name: name)
        dropsClosingQuote = true
        return true
    }

    mutating func rewrite(_ text: String) -> String {
        var bytes = Array(text.utf8)
        let end = bytes.count
        bytes.append(0)
        var output: [UInt8] = []
        output.reserveCapacity(end)
        var index = dropsClosingQuote ? 1 : 0
        dropsClosingQuote = false
        valueOpened = false
        while index < end {
            let byte = bytes[index]
            switch state {
            case .text:
                if byte == ascii("<"), Self.starts(bytes, at: index, with: "<!--") {
                    state = .comment
                    output += bytes[index..<(index + 4)]
                    index += 4
                    continue
                }
                if byte == ascii("<"), Self.isTagStart(bytes[index + 1]) {
                    var next = index + 1
                    let endTag = bytes[next] == ascii("/")
                    if endTag { next += 1 }
                    var name: [UInt8] = []
                    while next < end, Self.isNameByte(bytes[next]) { name.append(Self.lowercase(bytes[next])); next += 1 }
                    state = .tag(name: endTag ? [] : name)
                    output += bytes[index..<next]
                    index = next
                    continue
                }
            case .comment:
                if Self.starts(bytes, at: index, with: "-->") {
                    state = .text
                    output += bytes[index..<(index + 3)]
                    index += 3
                    continue
                }
            case .rawText(let name):
                if byte == ascii("<"), bytes[index + 1] == ascii("/"), Self.starts(bytes, at: index + 2, with: name) {
                    state = .text
                    continue
                }
            case .value(let quote, let name):
                if byte == quote { state = .tag(name: name) }
            case .tag(let name):
                if byte == ascii(">") {
                    state = Self.textElements.contains(name) ? .rawText(name: name) : .text
                } else if byte == ascii("\"") || byte == ascii("'") {
                    var close = index + 1
                    while close < end, bytes[close] != byte { close += 1 }
                    guard close < end else {
                        // The value goes on past a {{tag}}: it is written as it is.
                        state = .value(quote: byte, name: name)
                        valueOpened = index + 1 == end && index > 0 && bytes[index - 1] == ascii("=")
                        output += bytes[index..<end]
                        index = end
                        continue
                    }
                    let value = bytes[(index + 1)..<close]
                    let after = bytes[close + 1]
                    if byte == ascii("\""), isBareAttributeValue(value), index > 0, bytes[index - 1] == ascii("="), Self.endsBareValue(after) {
                        output += value
                    } else {
                        output += bytes[index...close]
                    }
                    index = close + 1
                    continue
                }
            }
            output.append(byte)
            index += 1
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// Elements whose content is text to HTML, `<` and all.
    private static let textElements: Set<[UInt8]> = Set(["script", "style", "title", "textarea"].map { Array($0.utf8) })

    private func ascii(_ character: Unicode.Scalar) -> UInt8 { UInt8(ascii: character) }

    /// What may follow `<` to open a tag: a letter, `/` or `!` (`<!DOCTYPE html>`).
    private static func isTagStart(_ byte: UInt8) -> Bool {
        let lower = lowercase(byte)
        return byte == UInt8(ascii: "/") || byte == UInt8(ascii: "!") || (lower >= UInt8(ascii: "a") && lower <= UInt8(ascii: "z"))
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        let lower = lowercase(byte)
        return (lower >= UInt8(ascii: "a") && lower <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
            || byte == UInt8(ascii: "-")
    }

    /// Whether what follows a value's closing quote ends the value once the
    /// quotes are gone: `>` or white space (`/` would join it, `/>` too).
    private static func endsBareValue(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: ">") || isSpace(byte)
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r") || byte == 0x0C
    }

    private static func lowercase(_ byte: UInt8) -> UInt8 {
        byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte + 32 : byte
    }

    /// Whether `bytes` holds `prefix` at `index`, letters in any case.
    private static func starts(_ bytes: [UInt8], at index: Int, with prefix: some Sequence<UInt8>) -> Bool {
        var position = index
        for byte in prefix {
            guard position < bytes.count, lowercase(bytes[position]) == byte else { return false }
            position += 1
        }
        return true
    }

    private static func starts(_ bytes: [UInt8], at index: Int, with prefix: String) -> Bool {
        starts(bytes, at: index, with: prefix.utf8)
    }
}

/// GitHub's extended autolinks (`www.`, `http://`, `https://`, `ftp://`,
/// e-mail addresses), as cmark-gfm's autolink extension finds them: the
/// domain check, the trailing punctuation and parenthesis rules, and `<`
/// ending a link. Positions are byte offsets into one run of text.
enum Autolinks {
    struct Match { var end: Int; var url: String }

    /// `www.` at `start`, which must follow the start of the text, a space, or `*`, `_`, `~`, `(`.
    static func www(_ bytes: [UInt8], at start: Int, previous: UInt8?) -> Match? {
        if let previous, !Bytes.isSpace(previous), !"*_~(".utf8.contains(previous) { return nil }
        guard Bytes.hasPrefix(bytes, at: start, "www."), let domainEnd = domain(bytes, from: start, allowShort: false) else { return nil }
        let end = delimit(bytes, start: start, end: extend(bytes, from: domainEnd))
        guard end > start else { return nil }
        return Match(end: end, url: "http://" + Bytes.string(bytes[start..<end]))
    }

    /// `http://`, `https://` or `ftp://` at `start`, not inside a word.
    static func url(_ bytes: [UInt8], at start: Int, previous: UInt8?) -> Match? {
        if let previous, Bytes.isAlpha(previous) { return nil }
        let schemeLength: Int
        if Bytes.hasPrefix(bytes, at: start, "http://") { schemeLength = 7 }
        else if Bytes.hasPrefix(bytes, at: start, "https://") { schemeLength = 8 }
        else if Bytes.hasPrefix(bytes, at: start, "ftp://") { schemeLength = 6 }
        else { return nil }
        // cmark-gfm's domain check skips the first character after "://".
        guard start + schemeLength < bytes.count,
              let domainEnd = domain(bytes, from: start + schemeLength, allowShort: true) else { return nil }
        let end = delimit(bytes, start: start, end: extend(bytes, from: domainEnd))
        guard end > start + schemeLength else { return nil }
        let text = Bytes.string(bytes[start..<end])
        return Match(end: end, url: text)
    }

    static func isLocalPart(_ byte: UInt8) -> Bool { Bytes.isAlnum(byte) || ".+-_".utf8.contains(byte) }

    /// An e-mail address whose local part starts at `start` (the start of a
    /// run of local-part characters, not after `/`).
    static func email(_ bytes: [UInt8], at start: Int, previous: UInt8?) -> Match? {
        if let previous, isLocalPart(previous) || previous == UInt8(ascii: "/") { return nil }
        var at = start
        while at < bytes.count, isLocalPart(bytes[at]) { at += 1 }
        guard at > start, at < bytes.count, bytes[at] == UInt8(ascii: "@") else { return nil }
        var end = at + 1
        var periods = 0
        while end < bytes.count {
            let byte = bytes[end]
            if Bytes.isAlnum(byte) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_") { end += 1; continue }
            if byte == UInt8(ascii: "."), end + 1 < bytes.count, Bytes.isAlnum(bytes[end + 1]) { periods += 1; end += 1; continue }
            break
        }
        guard end - at >= 2, periods > 0, Bytes.isAlpha(bytes[end - 1]) || bytes[end - 1] == UInt8(ascii: ".") else { return nil }
        end = delimit(bytes, start: start, end: end)
        guard end > at + 1 else { return nil }
        return Match(end: end, url: "mailto:" + Bytes.string(bytes[start..<end]))
    }

    /// The end of a valid domain starting at `start` (its first character unchecked), or nil.
    private static func domain(_ bytes: [UInt8], from start: Int, allowShort: Bool) -> Int? {
        var index = start + 1
        var periods = 0, underscoresBefore = 0, underscores = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "_") { underscores += 1 }
            else if byte == UInt8(ascii: ".") { underscoresBefore = underscores; underscores = 0; periods += 1 }
            else if byte != UInt8(ascii: "-"), Bytes.isSpace(byte) || Bytes.isPunctuation(byte) { break }
            index += 1
        }
        if underscoresBefore > 0 || underscores > 0 { return nil }
        return allowShort || periods > 0 ? index : nil
    }

    private static func extend(_ bytes: [UInt8], from index: Int) -> Int {
        var end = index
        while end < bytes.count, !Bytes.isSpace(bytes[end]), bytes[end] != UInt8(ascii: "<") { end += 1 }
        return end
    }

    /// Trailing punctuation is not part of a link; a `)` is only when it closes a `(`
    /// of the link; `&entity;` at the end is left out.
    private static func delimit(_ bytes: [UInt8], start: Int, end linkEnd: Int) -> Int {
        var end = linkEnd
        var opening = 0, closing = 0
        for index in start..<end {
            if bytes[index] == UInt8(ascii: "<") { end = index; break }
            if bytes[index] == UInt8(ascii: "(") { opening += 1 } else if bytes[index] == UInt8(ascii: ")") { closing += 1 }
        }
        while end > start {
            switch bytes[end - 1] {
            case UInt8(ascii: ")"):
                if closing <= opening { return end }
                closing -= 1
                end -= 1
            case UInt8(ascii: "?"), UInt8(ascii: "!"), UInt8(ascii: "."), UInt8(ascii: ","), UInt8(ascii: ":"),
                 UInt8(ascii: "*"), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "'"), UInt8(ascii: "\""):
                end -= 1
            case UInt8(ascii: ";"):
                var entityStart = end - 2
                while entityStart > start, Bytes.isAlpha(bytes[entityStart]) { entityStart -= 1 }
                if entityStart < end - 2, entityStart >= start, bytes[entityStart] == UInt8(ascii: "&") { end = entityStart } else { end -= 1 }
            default:
                return end
            }
        }
        return end
    }
}

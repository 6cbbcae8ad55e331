import Foundation
import TLFormats

/// The scan of one run of text for InlinePass: which bytes may start an
/// extension, the quick look that leaves most text alone, and the pieces
/// (text, links, footnote references, emoji, tilde runs) it is cut into.
extension InlinePass {
    /// Which extension a byte may start, as bits: most bytes start none, and
    /// the scan passes them with one table lookup.
    static let triggers: [UInt8] = {
        var table = [UInt8](repeating: 0, count: 256)
        // Autolinks are found from their `.` (`www.`) or `:` (`http://`), as
        // cmark-gfm does, so that letters need no look.
        for byte in ".:".utf8 { table[Int(byte)] |= Trigger.autolink }
        table[Int(UInt8(ascii: "~"))] |= Trigger.strike
        table[Int(UInt8(ascii: ":"))] |= Trigger.emoji
        table[Int(UInt8(ascii: "["))] |= Trigger.footnote
        for byte in 0...255 where Bytes.isAlnum(UInt8(byte)) || byte == 0x23 || byte == 0x40 { table[byte] |= Trigger.reference }
        return table
    }()

    enum Trigger {
        static let autolink: UInt8 = 1, strike: UInt8 = 2, emoji: UInt8 = 4, footnote: UInt8 = 8, reference: UInt8 = 16
    }

    /// Links found before the scan (e-mail addresses, `links:` rules), by start.
    struct Found { var start: Int; var end: Int; var url: String }

    func scan(_ bytes: [UInt8], before: UInt8?, after: UInt8?, insideLink: Bool) -> [Piece]? {
        let autolinks = options.autolinks && !insideLink
        let references = options.references && !insideLink ? options.repository : nil
        var mask: UInt8 = 0
        if autolinks { mask |= Trigger.autolink }
        if options.strikethrough { mask |= Trigger.strike }
        if options.emoji { mask |= Trigger.emoji }
        if footnotes != nil { mask |= Trigger.footnote }
        if references != nil { mask |= Trigger.reference }
        var found = options.references && !insideLink ? ruleMatches(bytes) : []
        if autolinks { found = merge(found, emails(bytes, before: before)) }
        let triggers = Self.triggers
        var output = Output(bytes: bytes)
        var nextFound = 0
        while output.index < bytes.count {
            while nextFound < found.count, found[nextFound].start < output.index { nextFound += 1 }
            let limit = nextFound < found.count ? found[nextFound].start : bytes.count
            let index = Self.nextTrigger(bytes, from: output.index, to: limit, triggers: triggers, mask: mask)
            output.index = index
            if index == limit {
                guard limit < bytes.count else { break }
                let link = found[nextFound]
                output.emit(.link(link.url, Bytes.string(bytes[index..<link.end]), nil), from: index, to: link.end)
                continue
            }
            let byte = bytes[index]
            let trigger = triggers[Int(byte)] & mask
            let previous = index > 0 ? bytes[index - 1] : before
            if trigger & Trigger.autolink != 0, let (start, match) = autolink(bytes, at: index, after: output.textStart, before: before) {
                output.emit(.link(match.url, Bytes.string(bytes[start..<match.end]), nil), from: start, to: match.end)
                continue
            }
            if trigger & Trigger.reference != 0, let repository = references,
               let match = References.match(bytes, at: index, previous: previous, repository: repository) {
                let text = match.kind == .commit ? Bytes.string(bytes[index..<min(index + 7, match.end)]) : Bytes.string(bytes[index..<match.end])
                output.emit(.link(match.url, text, match.kind), from: index, to: match.end)
                continue
            }
            if trigger & Trigger.footnote != 0, let footnotes, let (end, html) = footnotes.reference(bytes, at: index) {
                output.emit(.html(html), from: index, to: end)
                continue
            }
            if trigger & Trigger.emoji != 0, let (end, emoji) = Emoji.match(bytes, at: index) {
                output.emit(.text(emoji), from: index, to: end)
                continue
            }
            if trigger & Trigger.strike != 0 {
                var end = index
                while end < bytes.count, bytes[end] == UInt8(ascii: "~") { end += 1 }
                let count = end - index
                if count <= 2 {
                    let (canOpen, canClose) = Self.flanking(previous: previous, next: end < bytes.count ? bytes[end] : after)
                    if canOpen || canClose {
                        output.emit(.tildes(count, canOpen: canOpen, canClose: canClose), from: index, to: end)
                        continue
                    }
                }
                output.index = end
                continue
            }
            output.index += 1
        }
        return output.finish()
    }

    /// The pieces a scan makes: text between the extensions it found.
    struct Output {
        let bytes: [UInt8]
        var pieces: [Piece] = []
        var textStart = 0
        var index = 0

        init(bytes: [UInt8]) { self.bytes = bytes }

        /// `start` may lie before `index` (a link found from its `:`), not before `textStart`.
        mutating func emit(_ piece: Piece, from start: Int, to end: Int) {
            if textStart < start { pieces.append(.text(Bytes.string(bytes[textStart..<start]))) }
            pieces.append(piece)
            textStart = end
            index = end
        }

        /// nil when nothing was found.
        func finish() -> [Piece]? {
            guard !pieces.isEmpty else { return nil }
            return textStart < bytes.count ? pieces + [.text(Bytes.string(bytes[textStart...]))] : pieces
        }
    }

    /// Whether a scan of `text` could find anything: most text holds none of
    /// `www.`, `://`, `@`, `:name`, `~`, `[`, and is left without a copy.
    func mayChange(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
        if options.references, options.repository != nil || !options.links.isEmpty { return true }
        let count = text.count
        var index = 0
        let candidates = Self.candidates
        while index < count {
            if !candidates[Int(text[index])] { index += 1; continue }
            switch text[index] {
            case UInt8(ascii: "~"): if options.strikethrough { return true }
            case UInt8(ascii: "["): if footnotes != nil { return true }
            case UInt8(ascii: "@"): if options.autolinks { return true }
            case UInt8(ascii: "."):
                if options.autolinks, index >= 3, Bytes.lower(text[index - 1]) == UInt8(ascii: "w"),
                   Bytes.lower(text[index - 2]) == UInt8(ascii: "w"), Bytes.lower(text[index - 3]) == UInt8(ascii: "w") { return true }
            case UInt8(ascii: ":"):
                if index + 1 < count {
                    let next = text[index + 1]
                    if options.autolinks, next == UInt8(ascii: "/") { return true }
                    if options.emoji, Bytes.isAlnum(next) || next == UInt8(ascii: "+") || next == UInt8(ascii: "-") || next == UInt8(ascii: "_") { return true }
                }
            default: break
            }
            index += 1
        }
        return false
    }

    static let candidates: [Bool] = (0...255).map { "~[@.:".utf8.contains(UInt8($0)) }

    /// The first byte from `start` that may start an extension, or `end`.
    static func nextTrigger(_ bytes: [UInt8], from start: Int, to end: Int, triggers: [UInt8], mask: UInt8) -> Int {
        bytes.withUnsafeBufferPointer { bytes in
            triggers.withUnsafeBufferPointer { triggers in
                var index = start
                while index < end, triggers[Int(bytes[index])] & mask == 0 { index += 1 }
                return index
            }
        }
    }

    /// A `www.` link whose `.` is at `index`, or an `http://`, `https://`
    /// or `ftp://` link whose `:` is: where it starts (not before
    /// `earliest`, the end of what the scan already made) and the link.
    func autolink(_ bytes: [UInt8], at index: Int, after earliest: Int, before: UInt8?) -> (Int, Autolinks.Match)? {
        if bytes[index] == UInt8(ascii: ".") {
            let start = index - 3
            guard start >= earliest, Bytes.hasPrefix(bytes, at: start, "www") else { return nil }
            return Autolinks.www(bytes, at: start, previous: start > 0 ? bytes[start - 1] : before).map { (start, $0) }
        }
        guard index + 2 < bytes.count, bytes[index + 1] == UInt8(ascii: "/"), bytes[index + 2] == UInt8(ascii: "/") else { return nil }
        var start = index
        while start > earliest, Bytes.isAlpha(bytes[start - 1]) { start -= 1 }
        guard start < index else { return nil }
        return Autolinks.url(bytes, at: start, previous: start > 0 ? bytes[start - 1] : before).map { (start, $0) }
    }

    /// E-mail addresses, found from their `@` as cmark-gfm does.
    func emails(_ bytes: [UInt8], before: UInt8?) -> [Found] {
        var result: [Found] = []
        var searchFrom = 0
        while let at = Self.firstIndex(of: UInt8(ascii: "@"), in: bytes, from: searchFrom) {
            searchFrom = at + 1
            var start = at
            while start > 0, Autolinks.isLocalPart(bytes[start - 1]) { start -= 1 }
            guard start < at, result.last.map({ $0.end <= start }) ?? true,
                  let match = Autolinks.email(bytes, at: start, previous: start > 0 ? bytes[start - 1] : before) else { continue }
            result.append(Found(start: start, end: match.end, url: match.url))
            searchFrom = max(searchFrom, match.end)
        }
        return result
    }

    static func firstIndex(of byte: UInt8, in bytes: [UInt8], from start: Int) -> Int? {
        bytes.withUnsafeBufferPointer { buffer in
            var index = start
            while index < buffer.count, buffer[index] != byte { index += 1 }
            return index < buffer.count ? index : nil
        }
    }

    /// Two sorted lists of links as one, the earlier winning where they overlap.
    func merge(_ first: [Found], _ second: [Found]) -> [Found] {
        if first.isEmpty { return second }
        if second.isEmpty { return first }
        var result: [Found] = []
        for link in (first + second).sorted(by: { $0.start < $1.start }) where result.last.map({ $0.end <= link.start }) ?? true {
            result.append(link)
        }
        return result
    }

    /// Left- and right-flanking, as for emphasis; the start and end of the text count as spaces.
    static func flanking(previous: UInt8?, next: UInt8?) -> (Bool, Bool) {
        let beforeSpace = previous.map(Bytes.isSpace) ?? true, afterSpace = next.map(Bytes.isSpace) ?? true
        let beforePunctuation = previous.map(Bytes.isPunctuation) ?? false, afterPunctuation = next.map(Bytes.isPunctuation) ?? false
        let left = !afterSpace && (!afterPunctuation || beforeSpace || beforePunctuation)
        let right = !beforeSpace && (!beforePunctuation || afterSpace || afterPunctuation)
        return (left, right)
    }

    /// `links:` matches, by start byte; the first rule to claim a byte wins.
    func ruleMatches(_ bytes: [UInt8]) -> [Found] {
        guard !options.links.isEmpty else { return [] }
        let text = Bytes.string(bytes[...])
        let utf16 = Array(text.utf16)
        // The UTF-8 offset of each UTF-16 offset, made once.
        var utf8At = [Int](repeating: 0, count: utf16.count + 1)
        var position = 0
        for (index, unit) in utf16.enumerated() {
            utf8At[index] = position
            position += unit < 0x80 ? 1 : unit < 0x800 ? 2 : UTF16.isLeadSurrogate(unit) ? 4 : UTF16.isTrailSurrogate(unit) ? 0 : 3
        }
        utf8At[utf16.count] = position
        var result: [Found] = []
        var taken = IndexSet()
        for rule in options.links {
            for match in rule.regex.matches(in: text, range: NSRange(location: 0, length: utf16.count)) where match.range.length > 0 {
                let start = utf8At[match.range.location], end = utf8At[match.range.location + match.range.length]
                guard !taken.intersects(integersIn: start..<end) else { continue }
                let groups = (0...rule.regex.numberOfCaptureGroups).map { group -> String in
                    let range = match.range(at: group)
                    guard range.location != NSNotFound else { return "" }
                    return String(decoding: utf16[range.location..<(range.location + range.length)], as: UTF16.self)
                }
                result.append(Found(start: start, end: end, url: LinkRule.expand(rule.href, groups: groups)))
                taken.insert(integersIn: start..<end)
            }
        }
        return result.sorted { $0.start < $1.start }
    }
}

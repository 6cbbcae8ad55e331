/// The line breaks cmark writes between block elements, taken out.
///
/// cmark ends every block's tags with a line break (`</p>\n<ul>\n<li>…`).
/// Between two block elements a line break is white space that HTML lays
/// out as nothing, so it only costs bytes (about 1 % of a site's pages).
/// A break goes when it follows a tag of a block element (`<ul>`, `</p>`,
/// `<hr />`…) and is followed by a tag or the end; breaks inside `<pre>`,
/// and every break in a paragraph's text (a soft line break, which a reader
/// sees as a space), stay.
enum BlockBreaks {
    static func removing(from html: String) -> String {
        var bytes = Array(html.utf8)
        guard bytes.contains(UInt8(ascii: "\n")) else { return html }
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        let end = bytes.count
        bytes.append(0)
        var index = 0
        var lastTagIsBlock = false
        while index < end {
            let byte = bytes[index]
            if byte == UInt8(ascii: "<") {
                if startsTag(bytes, at: index, "pre"), let close = find(bytes, "</pre>", from: index) {
                    output += bytes[index..<(close + 6)]
                    index = close + 6
                    lastTagIsBlock = true
                    continue
                }
                var close = index + 1
                while close < end, bytes[close] != UInt8(ascii: ">") { close += 1 }
                guard close < end else { output += bytes[index..<end]; break }
                lastTagIsBlock = isBlockTag(bytes[(index + 1)..<close])
                output += bytes[index...close]
                index = close + 1
                continue
            }
            if byte == UInt8(ascii: "\n"), lastTagIsBlock, bytes[index + 1] == UInt8(ascii: "<") || index + 1 == end {
                index += 1
                continue
            }
            lastTagIsBlock = false
            output.append(byte)
            index += 1
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// Elements that cmark and tlsite's extensions write as blocks.
    private static let blockNames: Set<[UInt8]> = Set(
        ["p", "ul", "ol", "li", "h1", "h2", "h3", "h4", "h5", "h6", "blockquote", "hr", "pre", "table", "thead", "tbody",
         "tr", "th", "td", "section", "div", "dl", "dt", "dd"].map { Array($0.utf8) })

    /// `inside` is what stands between `<` and `>`: `/p`, `li`, `hr /`, `ol start="3"`.
    private static func isBlockTag(_ inside: ArraySlice<UInt8>) -> Bool {
        var name = inside.drop { $0 == UInt8(ascii: "/") }
        name = name.prefix { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "/") }
        return blockNames.contains(Array(name))
    }

    private static func startsTag(_ bytes: [UInt8], at index: Int, _ name: String) -> Bool {
        var position = index + 1
        for byte in name.utf8 {
            guard position < bytes.count, bytes[position] == byte else { return false }
            position += 1
        }
        return position < bytes.count && (bytes[position] == UInt8(ascii: ">") || bytes[position] == UInt8(ascii: " "))
    }

    private static func find(_ bytes: [UInt8], _ needle: String, from start: Int) -> Int? {
        let target = Array(needle.utf8)
        var index = start
        while index + target.count <= bytes.count {
            if bytes[index] == target[0], bytes[index..<(index + target.count)].elementsEqual(target) { return index }
            index += 1
        }
        return nil
    }
}

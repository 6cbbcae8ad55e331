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
        var source = html
        // Read in place: the bytes are copied once, in runs, and only when a break goes.
        let kept: [UInt8]? = source.withUTF8 { bytes in
            guard bytes.contains(UInt8(ascii: "\n")) else { return nil }
            var output: [UInt8] = []
            output.reserveCapacity(bytes.count)
            let end = bytes.count
            var index = 0, run = 0
            var lastTagIsBlock = false
            while index < end {
                let byte = bytes[index]
                if byte == UInt8(ascii: "<") {
                    if startsTag(bytes, at: index, "pre"), let close = find(bytes, "</pre>", from: index) {
                        index = close + 6
                        lastTagIsBlock = true
                        continue
                    }
                    var close = index + 1
                    while close < end, bytes[close] != UInt8(ascii: ">") { close += 1 }
                    guard close < end else { break }
                    // Only a tag followed by a break needs its name read.
                    lastTagIsBlock = close + 1 < end && bytes[close + 1] == UInt8(ascii: "\n") && isBlockTag(bytes, from: index + 1, to: close)
                    index = close + 1
                    continue
                }
                if byte == UInt8(ascii: "\n"), lastTagIsBlock, index + 1 == end || bytes[index + 1] == UInt8(ascii: "<") {
                    output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[run..<index]))
                    index += 1
                    run = index
                    continue
                }
                lastTagIsBlock = false
                index += 1
            }
            guard run > 0 else { return nil }
            output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[run..<end]))
            return output
        }
        guard let kept else { return html }
        return String(decoding: kept, as: UTF8.self)
    }

    /// Elements that cmark and tlsite's extensions write as blocks.
    private static let blockNames: [[UInt8]] =
        ["p", "ul", "ol", "li", "h1", "h2", "h3", "h4", "h5", "h6", "blockquote", "hr", "pre", "table", "thead", "tbody",
         "tr", "th", "td", "section", "div", "dl", "dt", "dd"].map { Array($0.utf8) }

    /// `bytes[start..<end]` is what stands between `<` and `>`: `/p`, `li`, `hr /`, `ol start="3"`.
    private static func isBlockTag(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Bool {
        var first = start
        while first < end, bytes[first] == UInt8(ascii: "/") { first += 1 }
        var last = first
        while last < end, bytes[last] != UInt8(ascii: " "), bytes[last] != UInt8(ascii: "/") { last += 1 }
        let count = last - first
        return blockNames.contains { name in
            name.count == count && name.indices.allSatisfy { name[$0] == bytes[first + $0] }
        }
    }

    private static func startsTag(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int, _ name: StaticString) -> Bool {
        var position = index + 1
        for offset in 0..<name.utf8CodeUnitCount {
            guard position < bytes.count, bytes[position] == name.utf8Start[offset] else { return false }
            position += 1
        }
        return position < bytes.count && (bytes[position] == UInt8(ascii: ">") || bytes[position] == UInt8(ascii: " "))
    }

    private static func find(_ bytes: UnsafeBufferPointer<UInt8>, _ needle: StaticString, from start: Int) -> Int? {
        let count = needle.utf8CodeUnitCount, target = needle.utf8Start
        var index = start
        while index + count <= bytes.count {
            if bytes[index] == target[0], (1..<count).allSatisfy({ bytes[index + $0] == target[$0] }) { return index }
            index += 1
        }
        return nil
    }
}

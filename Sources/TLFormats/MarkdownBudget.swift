import Foundation

/// How much memory parsing a Markdown text may take, known before parsing.
///
/// cmark builds a node (or a delimiter) for each bracket, each run of
/// emphasis marks, each `<`, `!`, `&`, backslash and `>` and each line, at
/// about 150 to 450 bytes apiece (measured), and about 6 to 12 bytes per
/// byte of text. Text that is mostly such marks (6 MB of `[`, 7 MB of
/// `*a **a `) took about 1 GB within the 8 MB file limit. The estimate
/// counts them with a margin; a file over `perFile` is refused, and the
/// files parsed at once (`--jobs`) share `perBuild`.
package enum MarkdownBudget {
    /// The most one file's Markdown may be estimated to take: 256 MB.
    package static let perFile = 256 * 1_000_000
    /// The most the Markdown parsed at once in one process may take: 512 MB.
    package static let perBuild = 512 * 1_000_000

    /// Weights fitted to cmark's measured use, with a margin: an 8 MB file of
    /// ordinary prose estimates at about 200 MB (it takes about 120 MB).
    static let perByte = 8
    static let perNode = 250
    static let perTag = 350
    static let perEmphasis = 400

    /// The estimated bytes of memory parsing `text` takes.
    package static func estimate(_ text: String) -> Int {
        var nodes = 0, tags = 0, emphasis = 0
        var previous: UInt8 = 0
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "!"), UInt8(ascii: "&"), UInt8(ascii: "\\"),
                 UInt8(ascii: "\n"), UInt8(ascii: "("), UInt8(ascii: "|"):
                nodes += 1
            case UInt8(ascii: "<"), UInt8(ascii: ">"):
                tags += 1
            case UInt8(ascii: "*"), UInt8(ascii: "_"), UInt8(ascii: "`"), UInt8(ascii: "~"):
                // A run of the same mark is one delimiter.
                if byte != previous { emphasis += 1 }
            default:
                break
            }
            previous = byte
        }
        return text.utf8.count * perByte + nodes * perNode + tags * perTag + emphasis * perEmphasis
    }

    /// The share of `perBuild` that parses in progress hold.
    package static let shared = MemoryBudget(perBuild)
}

/// A budget shared by threads: `reserve` waits until its amount fits (or
/// nothing else holds any), so the parses running at once stay within it.
package final class MemoryBudget: @unchecked Sendable {
    private let condition = NSCondition()
    private let total: Int
    private var used = 0

    package init(_ total: Int) { self.total = total }

    package func reserve<T>(_ amount: Int, _ body: () throws -> T) rethrows -> T {
        condition.lock()
        while used > 0 && used + amount > total { condition.wait() }
        used += amount
        condition.unlock()
        defer {
            condition.lock()
            used -= amount
            condition.broadcast()
            condition.unlock()
        }
        return try body()
    }
}

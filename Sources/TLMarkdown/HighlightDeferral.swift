import Foundation
import TLCore
#if canImport(TLHighlight)
import TLHighlight
#endif

/// Code blocks whose highlighting waits for later, so that a thread reading
/// items does not stop while another compiles a grammar's query (Swift's
/// takes 0.4 s, and every item of a site may have a Swift block).
///
/// While a reader renders Markdown with a deferral bound (`current`), a
/// fenced block whose grammar's query another thread is compiling becomes
/// the block cmark would write, with a placeholder for its code; the reader
/// goes on to its next item, and once every item is read, `complete`
/// puts each block's highlighted code (or its plain code, when the
/// highlighter leaves it plain) where its placeholder is. The placeholders
/// are a per-deferral random number between two noncharacters, which no
/// text of a page holds by chance. Without a deferral, a block waits for
/// its query, as before.
package final class HighlightDeferral: @unchecked Sendable {
    /// The deferral of the Markdown being rendered on this thread, if any.
    @TaskLocal package static var current: HighlightDeferral?

    private struct Pending {
        var code: String
        var language: String
    }

    private let lock = NSLock()
    private var pending: [Pending] = []
    private let prefix: String
    /// What ends a placeholder (U+FDD1; it starts with U+FDD0: noncharacters, which a literal cannot hold).
    private static let end = Character(Unicode.Scalar(0xFDD1)!)
    /// Defers every block it can highlight, ready or not (tests).
    let defersAll: Bool

    /// A deferral for one text (an item's body); `nonce` (`newNonce`) may be
    /// shared by the deferrals of one build.
    package init(nonce: String = HighlightDeferral.newNonce(), defersAll: Bool = false) {
        prefix = String(Unicode.Scalar(0xFDD0)!) + "tlsite-code-" + nonce + "-"
        self.defersAll = defersAll
    }

    /// A random word for the placeholders.
    package static func newNonce() -> String { String(UInt64.random(in: .min ... .max), radix: 36) }

    /// Whether blocks wait here for their highlighting.
    package var isEmpty: Bool { lock.withLock { pending.isEmpty } }

    /// Whether a block of `language` is deferred rather than highlighted now.
    func defers(_ language: String) -> Bool {
        #if canImport(TLHighlight)
        return defersAll || Highlighter.waitsForQuery(language)
        #else
        return false
        #endif
    }

    /// The placeholder for `code`, to highlight later.
    func add(_ code: String, language: String) -> String {
        lock.withLock {
            pending.append(Pending(code: code, language: language))
            return prefix + String(pending.count - 1) + String(Self.end)
        }
    }

    /// `html` with each placeholder replaced by its block's code,
    /// highlighted (this waits for the grammars' queries) or plain. A scan
    /// of the UTF-8 bytes: Foundation's search by characters took 1.6 % of
    /// a 10,000-item build.
    package func complete(_ html: String) -> String {
        let prefix = Array(self.prefix.utf8), end = Array(String(Self.end).utf8)
        let original = html
        var html = html
        return html.withUTF8 { bytes -> String in
            func matches(_ pattern: [UInt8], at index: Int) -> Bool {
                index + pattern.count <= bytes.count && pattern.indices.allSatisfy { bytes[index + $0] == pattern[$0] }
            }
            var result: [UInt8] = []
            var copied = 0, index = 0
            while index < bytes.count {
                guard bytes[index] == prefix[0], matches(prefix, at: index) else { index += 1; continue }
                var digits = index + prefix.count, number = 0
                while digits < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[digits]), number < Int.max / 10 {
                    number = number * 10 + Int(bytes[digits] - UInt8(ascii: "0"))
                    digits += 1
                }
                guard digits > index + prefix.count, matches(end, at: digits),
                      let block = lock.withLock({ pending.indices.contains(number) ? pending[number] : nil }) else {
                    index += 1
                    continue
                }
                result.append(contentsOf: bytes[copied..<index])
                result.append(contentsOf: Self.code(block.code, language: block.language).utf8)
                index = digits + end.count
                copied = index
            }
            // A block without a placeholder (most of a deferred body) is returned as it is, not copied.
            guard copied > 0 else { return original }
            result.append(contentsOf: bytes[copied...])
            return String(decoding: result, as: UTF8.self)
        }
    }

    /// The inside of a block's `<code>`: highlighted, or escaped as cmark escapes code.
    static func code(_ code: String, language: String) -> String {
        #if canImport(TLHighlight)
        return Highlighter.html(code, language: language) ?? Highlighter.plain(code)
        #else
        // Never deferred without the highlighter (`defers`).
        return escapeHTML(code)
        #endif
    }
}

import Foundation
import Testing
@testable import TLHighlight

/// Code a site author may paste by mistake, in every language: it is
/// highlighted as far as the grammar can, never crashes, and the text
/// comes back byte for byte (escaped). Timing is not asserted here (see
/// docs/performance.md for the figures); the parse timeout bounds it.
@Suite struct BadInputTests {
    static let corpus: [(String, String)] = [
        ("unterminated string", "let s = \"never closed\nx = 'also open\n`and ${this\n"),
        ("unterminated comment", "/* open comment\n<!-- open\n\"\"\" open docstring\n"),
        ("binary junk", String(decoding: (0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 2654435761 >> 13) }, as: UTF8.self)),
        ("control characters", "\u{0}\u{1}\u{7}\u{1B}[31m\u{7F}\u{FEFF}\r\n\r"),
        ("deep nesting", String(repeating: "([{<", count: 5000) + String(repeating: ">}])", count: 5000)),
        ("deep strings", String(repeating: "\"${`${'", count: 3000)),
        ("long line", String(repeating: "a+", count: 100_000)),
        ("only newlines", String(repeating: "\n", count: 10_000)),
        ("emoji and RTL", "let 👩‍💻 = \"שלום\" // مرحبا\n"),
    ]

    @Test(arguments: Grammar.all.map(\.name))
    func badInputNeverCrashesAndKeepsTheText(language: String) {
        for (name, code) in Self.corpus {
            guard let html = Highlighter.html(code, language: language) else { continue }
            #expect(plainText(html) == code, "\(language), \(name)")
            #expect(!html.contains("<script") && !html.contains("<!--"), "\(language), \(name)")
        }
    }

    @Test(arguments: ["json", "python", "swift", "bash", "yaml"])
    func aBlockOfOneMegabyteIsHighlighted(language: String) throws {
        let line: String
        switch language {
        case "json": line = "{\"key\": [1, 2.5, true, null, \"value\"]},\n"
        case "yaml": line = "- key: value # note\n"
        case "bash": line = "echo \"$HOME\" | grep -v x # c\n"
        case "swift": line = "let x = f(\"text\", 42) // note\n"
        default: line = "x = f(\"text\", 42) # note\n"
        }
        var code = String(repeating: line, count: (Highlighter.maxBytes - 64) / line.utf8.count)
        if language == "json" { code = "[" + code + "0]\n" }
        #expect(code.utf8.count <= Highlighter.maxBytes)
        // Without the 20 s safety net: the full suite's debug build at load 30 parsed the Swift
        // megabyte past it (the block stayed plain), which is the net working, not the highlighter failing.
        let html = try #require(Highlighter.html(code, language: language, timeout: 0))
        #expect(plainText(html) == code)
        #expect(html.contains("<span"))
    }

    @Test func codeLargerThanTheLimitIsLeftPlain() {
        let code = String(repeating: "x = 1\n", count: Highlighter.maxBytes / 6 + 1)
        #expect(Highlighter.html(code, language: "python") == nil)
    }

    @Test func manyThreadsAtOnce() async {
        let results = await withTaskGroup(of: Bool.self) { group in
            for index in 0..<64 {
                let grammar = Grammar.all[index % Grammar.all.count].name
                group.addTask { Highlighter.html("x = \"\(index)\" // \(index)\n", language: grammar).map { plainText($0) == "x = \"\(index)\" // \(index)\n" } ?? false }
            }
            return await group.reduce(into: [Bool]()) { $0.append($1) }
        }
        #expect(results.allSatisfy { $0 })
    }
}

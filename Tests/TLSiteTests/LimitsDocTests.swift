import Foundation
import Testing
import TLContent
import TLFormats
@testable import TLSite

/// configuration.md's Limits table states each limit with the value the
/// code uses, so changing one without the docs fails here.
struct LimitsDocTests {
    static func limitsTable() throws -> String {
        let text = try DocsTests.read("configuration.md")
        let start = try #require(text.range(of: "\n## Limits\n"))
        return String(text[start.upperBound...])
    }

    /// 1000 -> "1,000", as the docs write numbers.
    static func grouped(_ number: Int) -> String {
        var digits = String(number), result = ""
        while digits.count > 3 { result = "," + digits.suffix(3) + result; digits.removeLast(3) }
        return digits + result
    }

    @Test(arguments: [
        ("tags per item", LimitsDocTests.grouped(ItemReader.maxTags)),
        ("Markdown memory budget, per file", "\(MarkdownBudget.perFile / 1_000_000) MB"),
        ("Markdown memory budget, per build", "\(MarkdownBudget.perBuild / 1_000_000) MB"),
        ("folder nesting below `content/`", "\(ContentChecks.maxFolderDepth) levels"),
    ])
    func theTableStatesTheValue(row: String, value: String) throws {
        let line = try #require(try Self.limitsTable().split(separator: "\n").first { $0.hasPrefix("| " + row + " |") })
        #expect(line.contains(value), "docs/configuration.md, Limits, '\(row)': \(line)")
    }
}

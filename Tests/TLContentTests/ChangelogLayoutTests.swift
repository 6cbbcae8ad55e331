import Foundation
import Testing
@testable import TLContent
import TLCore
import TLModel

/// The layouts changelog tools write, each in a fixture of our own
/// (Fixtures/changelogs/NAME.md) read into a golden description
/// (NAME.expected): releases, dates, links, sections with their type and
/// label, entries, and every message. Rewrite the golden files with
/// TLSITE_UPDATE_GOLDEN=1 and read the diff.
struct ChangelogLayoutTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/changelogs")

    static var names: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".md") }.sorted()
    }

    @Test(arguments: names)
    func layoutReadsAsGolden(_ name: String) throws {
        let text = try String(contentsOf: ChangelogLayoutTests.folder.appendingPathComponent(name), encoding: .utf8)
        let (changelog, diagnostics) = ChangelogReader.read(text, path: name)
        let described = ChangelogLayoutTests.describe(changelog, diagnostics)
        let golden = ChangelogLayoutTests.folder.appendingPathComponent(name.replacingOccurrences(of: ".md", with: ".expected"))
        if ProcessInfo.processInfo.environment["TLSITE_UPDATE_GOLDEN"] == "1" {
            try described.write(to: golden, atomically: true, encoding: .utf8)
            return
        }
        let expected = try String(contentsOf: golden, encoding: .utf8)
        #expect(described == expected, "\(name) reads differently from \(golden.lastPathComponent):\n\(described)")
    }

    /// One line per release, section and entry; entries as plain text.
    static func describe(_ changelog: Changelog?, _ diagnostics: [Diagnostic]) -> String {
        var lines: [String] = []
        if let changelog {
            lines.append("title: \(changelog.title ?? "-")")
            for release in changelog.releases {
                var line = "release \(release.title) #\(release.slug) line \(release.location.line)"
                if let date = release.date { line += " date " + date.formatted(.iso8601.year().month().day()) }
                if release.isUnreleased { line += " unreleased" }
                if release.isYanked { line += " yanked" }
                if let link = release.link { line += " link \(link)" }
                lines.append(line)
                if !release.notes.isEmpty { lines.append("  notes: " + plain(release.notes.joined())) }
                for section in release.sections {
                    lines.append("  \(section.kind) '\(section.title)' #\(section.anchor)\(section.isBreaking ? " breaking" : "")")
                    for part in section.parts {
                        switch part {
                        case .prose(let html): lines.append("    prose: " + plain(html))
                        case .entries(let entries):
                            lines += entries.map { "    - \($0.isBreaking ? "[breaking] " : "")" + plain($0.html) }
                        }
                    }
                }
            }
            if !changelog.epilogue.isEmpty { lines.append("epilogue: " + plain(changelog.epilogue)) }
        }
        lines += diagnostics.map(\.description)
        return lines.joined(separator: "\n") + "\n"
    }

    /// HTML as one line of text: tags dropped, white space folded.
    static func plain(_ html: String) -> String {
        var text = ""
        var inTag = false
        for character in html {
            if character == "<" { inTag = true } else if character == ">" { inTag = false; text.append(" ") } else if !inTag { text.append(character) }
        }
        return text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}

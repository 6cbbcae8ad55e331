import Foundation
import Testing
import TLCore
@testable import TLImport

/// TimelineJS files written from TimelineJS's documented formats (the JSON
/// format and the Google Sheets template's columns), imported into an empty
/// site in memory: every message and every file written, compared with
/// `NAME.expected` (`TLSITE_UPDATE_GOLDEN=1` rewrites it; read the diff).
/// The bad-input corpus, `Fixtures/bad/`: each file's exact messages, and
/// nothing written.
struct ImportFixtureTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    static func names(_ folder: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: fixtures.appendingPathComponent(folder).path)) ?? [])
            .filter { !$0.hasSuffix(".expected") }.sorted()
    }

    /// Imports `folder/name` into the empty site /site: the outcome and what the site holds after.
    static func importing(_ folder: String, _ name: String) throws -> (TimelineImport.Outcome, [String: String]) {
        let data = try Data(contentsOf: fixtures.appendingPathComponent(folder).appendingPathComponent(name))
        let (io, store) = FileIO.memory(bytes: ["/in/" + name: data])
        let outcome = TimelineImport.run(file: "/in/" + name, source: name, site: "/site", force: false, unsafeMarkdown: false, io: io)
        let files = store.snapshot.filter { $0.key.hasPrefix("/site/") }
        return (outcome, Dictionary(uniqueKeysWithValues: files.map { (String($0.key.dropFirst(6)), String(decoding: $0.value, as: UTF8.self)) }))
    }

    static func compare(_ actual: String, with expected: URL) throws {
        if ProcessInfo.processInfo.environment["TLSITE_UPDATE_GOLDEN"] == "1" {
            try actual.write(to: expected, atomically: true, encoding: .utf8)
            return
        }
        let want = try String(contentsOf: expected, encoding: .utf8)
        #expect(actual == want, "\(expected.lastPathComponent) differs; TLSITE_UPDATE_GOLDEN=1 rewrites it")
    }

    @Test(arguments: names("timelinejs"))
    func imports(_ name: String) throws {
        let (outcome, files) = try Self.importing("timelinejs", name)
        #expect(!outcome.diagnostics.contains { $0.severity == .error }, "\(outcome.diagnostics)")
        #expect(Set(outcome.written) == Set(files.keys))
        var text = "== messages ==\n" + outcome.diagnostics.map { $0.description + "\n" }.joined()
        for path in outcome.written { text += "== \(path) ==\n" + files[path]! }
        try Self.compare(text, with: Self.fixtures.appendingPathComponent("timelinejs/\(name).expected"))
    }

    /// The sheet and the JSON file of one timeline give the same items, but
    /// for what only JSON can say (alt text, unique_id).
    @Test func theSheetAndTheJSONAgree() throws {
        let (_, json) = try Self.importing("timelinejs", "space.json")
        let (_, sheet) = try Self.importing("timelinejs", "space.csv")
        #expect(json.keys.sorted() == sheet.keys.sorted())
        for (path, text) in sheet where !["content/the-race/apollo-11.md", "content/the-race/sputnik-1.md"].contains(path) {
            #expect(json[path] == text, "\(path)")
        }
    }

    @Test(arguments: names("bad"))
    func refuses(_ name: String) throws {
        let (outcome, files) = try Self.importing("bad", name)
        #expect(outcome.diagnostics.contains { $0.severity == .error })
        #expect(files.isEmpty && outcome.written.isEmpty, "\(files.keys.sorted())")
        try Self.compare(outcome.diagnostics.map { $0.description + "\n" }.joined(), with: Self.fixtures.appendingPathComponent("bad/\(name).expected"))
    }
}

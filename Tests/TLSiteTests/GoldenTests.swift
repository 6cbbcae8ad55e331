import Foundation
import Testing
import TLCore
import TLSite

/// Fixture sites with golden output: each folder of Fixtures/ holds `site/`
/// and `expected/`. The build's output must equal `expected/` file for file;
/// a missing or an extra file fails. Run with TLSITE_UPDATE_GOLDEN=1 to
/// rewrite `expected/` (and say why in the commit).
struct GoldenTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    static var names: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: fixtures.path)) ?? []).filter { !$0.hasPrefix(".") }.sorted()
    }

    @Test(arguments: names)
    func fixtureMatchesGolden(_ name: String) throws {
        let folder = GoldenTests.fixtures.appendingPathComponent(name)
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("tlsite-golden-\(name)-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: output) }
        var options = BuildOptions(site: folder.appendingPathComponent("site").path)
        options.output = output.path
        options.now = ISO8601DateFormatter().date(from: "2024-06-01T00:00:00Z")!
        let report = Build(options).run()
        #expect(report.succeeded, "build failed:\n\(report.diagnostics.map(\.description).joined(separator: "\n"))")

        let expected = folder.appendingPathComponent("expected")
        if ProcessInfo.processInfo.environment["TLSITE_UPDATE_GOLDEN"] == "1" {
            try? FileManager.default.removeItem(at: expected)
            try FileManager.default.copyItem(at: output, to: expected)
            return
        }
        let actualFiles = files(in: output), expectedFiles = files(in: expected)
        #expect(actualFiles == expectedFiles, "output files differ from \(name)/expected")
        for file in actualFiles.intersection(expectedFiles).sorted() {
            let actual = try String(contentsOf: output.appendingPathComponent(file), encoding: .utf8)
            let golden = try String(contentsOf: expected.appendingPathComponent(file), encoding: .utf8)
            #expect(actual == golden, "\(name)/expected/\(file) differs")
        }
    }

    private func files(in folder: URL) -> Set<String> {
        guard let walker = FileManager.default.enumerator(atPath: folder.path) else { return [] }
        var result: Set<String> = []
        for case let path as String in walker {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent(path).path, isDirectory: &isDirectory), !isDirectory.boolValue {
                result.insert(path)
            }
        }
        return result
    }
}

import Foundation
import Testing
import TLCore
import TLFormats
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
        // A cache of its own, empty: the fixture's variants are made anew, and nothing is written into the fixture.
        options.imageCache = output.path + ".cache"
        defer { try? FileManager.default.removeItem(atPath: output.path + ".cache") }
        options.now = ISO8601DateFormatter().date(from: "2024-06-01T00:00:00Z")!
        // The fixtures are files of tlsite's own repository: their dates must not come from its commits.
        options.datesFromGit = false
        if name == "images" {
            #expect(ImageLibrary.isAvailable, "libvips.so.42 not found: the images fixture needs it (scripts/install-deps.sh build installs libvips42)")
        }
        let report = Build(options).run()
        #expect(report.succeeded, "build failed:\n\(report.diagnostics.map(\.description).joined(separator: "\n"))")

        let expected = folder.appendingPathComponent("expected")
        if ProcessInfo.processInfo.environment["TLSITE_UPDATE_GOLDEN"] == "1" {
            try? FileManager.default.removeItem(at: expected)
            try FileManager.default.copyItem(at: output, to: expected)
            for file in files(in: expected) where file.hasSuffix(".css") {
                let url = expected.appendingPathComponent(file)
                let text = try String(contentsOf: url, encoding: .utf8)
                try GoldenTests.sharingComponentCSS(text).write(to: url, atomically: true, encoding: .utf8)
            }
            let marker = expected.appendingPathComponent(".tlsite-output")
            try GoldenTests.sitePlaceholder(try String(contentsOf: marker, encoding: .utf8), site: options.site).write(to: marker, atomically: true, encoding: .utf8)
            return
        }
        let actualFiles = files(in: output), expectedFiles = files(in: expected)
        #expect(actualFiles == expectedFiles, "output files differ from \(name)/expected")
        for file in actualFiles.intersection(expectedFiles).sorted() {
            if GoldenTests.isRasterImage(file) {
                // Bytes differ between libvips, libpng and libwebp versions: an image is its size and format.
                let actual = ImageLibrary.header(try Data(contentsOf: output.appendingPathComponent(file)))
                let golden = ImageLibrary.header(try Data(contentsOf: expected.appendingPathComponent(file)))
                #expect(try actual.get() == golden.get(), "\(name)/expected/\(file) differs")
                continue
            }
            var actual = try String(contentsOf: output.appendingPathComponent(file), encoding: .utf8)
            if file == ".tlsite-output" { actual = GoldenTests.sitePlaceholder(actual, site: options.site) }
            let golden = GoldenTests.withComponentCSS(try String(contentsOf: expected.appendingPathComponent(file), encoding: .utf8))
            #expect(actual == golden, "\(name)/expected/\(file) differs")
        }
    }

    static func isRasterImage(_ file: String) -> Bool {
        [".png", ".jpg", ".jpeg", ".webp", ".gif"].contains { file.lowercased().hasSuffix($0) }
    }

    /// The manifest names the site by its real path, which depends on where
    /// the repository is checked out: the golden file says SITE instead.
    static func sitePlaceholder(_ manifest: String, site: String) -> String {
        let real = FileIO.disk.resolve(site) ?? site
        return manifest.replacingOccurrences(of: "\nsite: \(real)\n", with: "\nsite: SITE\n")
    }

    /// The stylesheets of the fixtures share one copy of the component
    /// stylesheet, the built-in `Templates/assets/tlsite.css` itself: an
    /// expected stylesheet holds this line where the whole file stands in
    /// the output, and the comparison puts the file back, byte for byte.
    static let componentCSSLine = "/* tlsite golden: Templates/assets/tlsite.css */\n"
    static let componentCSS = (try? String(contentsOf: fixtures.deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Templates/assets/tlsite.css"), encoding: .utf8)) ?? ""

    static func sharingComponentCSS(_ text: String) -> String {
        componentCSS.isEmpty ? text : text.replacingOccurrences(of: componentCSS, with: componentCSSLine)
    }

    static func withComponentCSS(_ text: String) -> String {
        text.replacingOccurrences(of: componentCSSLine, with: componentCSS)
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

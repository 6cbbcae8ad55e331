import Foundation
import Testing
import TLCore
import TLFormats
@testable import TLSite

/// Responsive images on a disk (libvips reads bytes, but the cache and the
/// output are real folders here): the images fixture copied to a folder
/// of its own, built, edited and built again.
@Suite(.enabled(if: ImageLibrary.isAvailable, "skipped: libvips.so.42 not found (apt-get install libvips42, or scripts/install-deps.sh build)"))
struct ImageTests {
    /// A copy of Fixtures/images/site in a new folder; removed by `done`.
    final class Site {
        let root: URL
        var site: String { root.appendingPathComponent("site").path }
        var output: String { root.appendingPathComponent("public").path }
        var cache: String { site + "/" + BuildOptions.defaultImageCache }

        init() throws {
            root = FileManager.default.temporaryDirectory.appendingPathComponent("tlsite-images-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: GoldenTests.fixtures.appendingPathComponent("images/site"), to: root.appendingPathComponent("site"))
        }

        deinit { try? FileManager.default.removeItem(at: root) }

        func build() -> BuildReport {
            var options = BuildOptions(site: site)
            options.output = output
            options.now = ISO8601DateFormatter().date(from: "2024-06-01T00:00:00Z")!
            return Build(options).run()
        }

        func write(_ path: String, _ data: Data) throws {
            let url = URL(fileURLWithPath: site + "/" + path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: url)
        }

        func read(_ path: String) throws -> String { try String(contentsOfFile: output + "/" + path, encoding: .utf8) }
        func cacheFiles() -> Set<String> { Set((try? FileManager.default.contentsOfDirectory(atPath: cache)) ?? []) }
    }

    @Test("a second build takes every variant from the cache and resizes nothing")
    func warmCacheResizesNothing() throws {
        let site = try Site()
        let first = site.build()
        #expect(first.diagnostics.isEmpty, "\(first.diagnostics)")
        // The JPEG, the map, the badge and the body's skyline; the SVG and the GIF are only measured.
        #expect(first.summary?.images == ImageCounts(shown: 6, resized: 4))
        let cached = site.cacheFiles()
        let page = try site.read("index.html")

        let second = site.build()
        #expect(second.summary?.images == ImageCounts(shown: 6, resized: 0))
        #expect(site.cacheFiles() == cached)
        #expect(try site.read("index.html") == page)
        // Every variant is published, and the manifest lists it (so the next build may replace it).
        let manifest = try site.read(".tlsite-output")
        for variant in ["images/harbour.480w.jpg", "images/harbour.jpg.1440w.webp", "trips/map.png.800w.webp", "images/skyline.960w.png"] {
            #expect(FileManager.default.fileExists(atPath: site.output + "/" + variant), "\(variant)")
            #expect(manifest.contains("\n" + variant + "\n"), "\(variant) not in the manifest")
        }
    }

    @Test("a changed image is resized again, and the cache loses the variants no page shows")
    func changedImageReplacesItsVariants() throws {
        let site = try Site()
        _ = site.build()
        let before = site.cacheFiles()
        // The badge grows to 600 px: a new key, a 480w variant.
        let badge = try Data(contentsOf: URL(fileURLWithPath: site.site + "/static/images/harbour.jpg"))
        let bigger = try ImageLibrary.resize(badge, width: 600, to: [.png]).get()[0]
        try site.write("static/images/badge.png", bigger)
        let report = site.build()
        #expect(report.summary?.images == ImageCounts(shown: 6, resized: 1))
        let after = site.cacheFiles()
        #expect(after.count == before.count + 1, "old badge: 2 files (txt, 300w.webp); new: 4 (txt, 480w png and webp, 600w webp)")
        #expect(after.filter { $0.hasSuffix(".300w.webp") }.isEmpty)
        #expect(try site.read("index.html").contains(#"srcset="images/badge.480w.png 480w, images/badge.png 600w""#))
        #expect(!FileManager.default.fileExists(atPath: site.output + "/images/badge.png.300w.webp"))
    }

    @Test("the first screen's images load at once, the others lazily")
    func lazyBelowTheFirstScreen() throws {
        let site = try Site()
        _ = site.build()
        let home = try site.read("index.html")
        // Cells 1-3 (harbour, star, spinner) are the first screen; 4-6 (map, badge, skyline's body) are not.
        let images = home.components(separatedBy: "<img ").dropFirst().map { $0.prefix { $0 != ">" } }
        #expect(images.count == 6 + 2)
        #expect(images.prefix(3).allSatisfy { !$0.contains("loading=") && $0.contains("decoding=async") })
        #expect(images[3].contains(#"loading="lazy""#) && images[4].contains(#"loading="lazy""#) && images[5].contains(#"loading="lazy""#))
        // An item's own page is its first screen.
        #expect(!(try site.read("skyline/index.html")).contains(#"loading="lazy""#))
        #expect(try site.read("skyline/index.html").contains(#"width="2000" height="1000" decoding="async""#))
    }

    /// Bad images: each is a warning at the key that names it, the build
    /// succeeds, and the file is published as it is without a size.
    @Test("bad images are located warnings, never a crash or a failed build", arguments: [
        ("empty", Data(), "cannot be read as an image (the file is empty)", false),
        ("text", Data("I am text named .png\n".utf8), "cannot be read as an image (no PNG, JPEG, WebP, GIF or SVG header)", false),
        ("pdf", Data("%PDF-1.4\n1 0 obj\n<< >>\nendobj\n".utf8), "a format tlsite does not publish (VipsForeignLoadPdfBuffer)", false),
        ("truncated", nil, "could not be resized (", true),
        ("wide", nil, "is 30000×2 pixels, more than tlsite resizes", true),
    ] as [(String, Data?, String, Bool)])
    func badImage(name: String, data: Data?, message: String, keepsItsSize: Bool) throws {
        let site = try Site()
        let png = try Data(contentsOf: URL(fileURLWithPath: site.site + "/static/images/skyline.png"))
        let bytes: Data
        switch name {
        case "truncated": bytes = png.prefix(png.count / 2)
        case "wide": bytes = try Self.widePNG()
        default: bytes = data ?? Data()
        }
        try site.write("static/images/bad.png", bytes)
        try site.write("content/2024-05-09-bad.md", Data("---\ntitle: Bad\ndate: 2024-05-09\nimage: images/bad.png\n---\nBody.\n".utf8))
        let report = site.build()
        #expect(report.succeeded)
        let warnings = report.diagnostics.filter { $0.description.contains("bad.png") }
        #expect(warnings.count == 1, "\(report.diagnostics)")
        let text = warnings.first?.description ?? ""
        #expect(text.hasPrefix("content/2024-05-09-bad.md:4:8: warning: image 'static/images/bad.png' "), "\(text)")
        #expect(text.contains(message), "\(text)")
        let page = try site.read("bad/index.html")
        #expect(page.contains(#"src="../images/bad.png""#))
        #expect(page.contains(#"srcset="../images/bad"#) == false)
        #expect(page.contains(#"alt="" width="#) == keepsItsSize)
        #expect(try Data(contentsOf: URL(fileURLWithPath: site.output + "/images/bad.png")) == bytes)
        // Said again by the next build, from the cache, without reading the image again.
        let again = site.build()
        #expect(again.diagnostics.filter { $0.description.contains("bad.png") }.map(\.description) == [text])
        #expect(again.summary?.images.resized == 0)
    }

    /// A PNG of 30,000 × 2 pixels (138 bytes), written by Pillow 13:
    /// `Image.new('L', (30000, 2)).save(f, 'PNG', optimize=True)`.
    static func widePNG() throws -> Data {
        let base64 = "iVBORw0KGgoAAAANSUhEUgAAdTAAAAACCAAAAAC0rv5MAAAAUUlEQVR42u3BMQEAAADCoPVPbQ0PoAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAADeDOpiAAGaoo0vAAAAAElFTkSuQmCC"
        guard let data = Data(base64Encoded: base64) else { throw CocoaError(.fileReadCorruptFile) }
        return data
    }
}

import Foundation
import Testing
import TLCore
import TLModel
import TLSite

/// Right-to-left sites: which languages turn the page, what `direction:`
/// overrides, and the `dir` attribute every page then carries.
struct DirectionTests {
    @Test(arguments: [
        ("ar", TextDirection.auto, true), ("he", .auto, true), ("fa", .auto, true), ("ur", .auto, true),
        ("ar-EG", .auto, true), ("en", .auto, false), ("fr", .auto, false), ("ja", .auto, false),
        ("ar", .ltr, false), ("en", .rtl, true),
    ])
    func directionFollowsTheLanguageUnlessSet(_ language: String, _ direction: TextDirection, _ rightToLeft: Bool) {
        #expect(direction.isRightToLeft(language: language) == rightToLeft)
    }

    func build(_ config: String) -> (BuildReport, MemoryFiles) {
        let (io, store) = FileIO.memory([
            "/site/tlsite.yml": "title: T\n" + config,
            "/site/content/a.md": SiteFixture.item("A", date: "2024-05-01"),
        ])
        var options = BuildOptions(site: "/site")
        options.now = ISO8601DateFormatter().date(from: "2024-06-01T00:00:00Z")!
        return (Build(options, io: io).run(), store)
    }

    @Test(arguments: [
        ("language: ar\n", #"<html dir="rtl" lang=ar>"#),
        ("language: he\ndirection: auto\n", #"<html dir="rtl" lang=he>"#),
        ("language: en\ndirection: rtl\n", #"<html dir="rtl" lang=en>"#),
        ("language: ar\ndirection: ltr\n", #"<html lang=ar>"#),
        ("language: fr\n", #"<html lang=fr>"#),
    ])
    func everyPageCarriesTheDirection(_ config: String, _ html: String) throws {
        let (report, store) = build(config)
        #expect(report.summary != nil, "\(report.diagnostics)")
        for page in ["index.html", "a/index.html", "404.html"] {
            let text = try #require(store.text("/site/public/" + page))
            #expect(text.contains(html + "\n"), "\(page) does not start with \(html)")
        }
    }
}

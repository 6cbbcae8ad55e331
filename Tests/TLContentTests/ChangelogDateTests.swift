import Foundation
import Testing
@testable import TLContent
import TLModel

/// Every date spelling the changelog reader knows, in a release heading:
/// what it reads (YYYY-MM-DD, UTC), or nil with the text kept and a reason.
struct ChangelogDateTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var heading: String
        /// The day read, or nil when the text is kept unread.
        var day: String?
        /// The date's text as written, as the page keeps it.
        var text: String?
        var language = "en"
        var testDescription: String { heading }
    }

    static let cases: [Case] = [
        Case(heading: "[1.2.0] - 2024-05-01", day: "2024-05-01", text: "2024-05-01"),
        Case(heading: "1.2.0 (2024-5-1)", day: "2024-05-01", text: "2024-5-1"),
        Case(heading: "v1.2.0 (2024-05-01T23:30:00Z)", day: "2024-05-01", text: "2024-05-01T23:30:00Z"),
        Case(heading: "v1.2.0 (2024-05-01T23:30:00-02:00)", day: "2024-05-02", text: "2024-05-01T23:30:00-02:00"),
        Case(heading: "v1.2.0 2024-05-01 10:00", day: "2024-05-01", text: "2024-05-01 10:00"),
        Case(heading: "1.2.0 / 2024/04/01", day: "2024-04-01", text: "2024/04/01"),
        Case(heading: "v2.2.0 (2020/11/02 10:00 +01:00)", day: "2020-11-02", text: "2020/11/02 10:00 +01:00"),
        Case(heading: "1.2.0 - 2024.04.01", day: "2024-04-01", text: "2024.04.01"),
        Case(heading: "2024.04.01", day: "2024-04-01", text: "2024.04.01"),
        Case(heading: "1.2.0 - May 1, 2024", day: "2024-05-01", text: "May 1, 2024"),
        Case(heading: "1.2.0 - May 1 2024", day: "2024-05-01", text: "May 1 2024"),
        Case(heading: "v10.9.0 - August 21, 2026", day: "2026-08-21", text: "August 21, 2026"),
        Case(heading: "1.2.0 (Sept. 3rd, 2024)", day: "2024-09-03", text: "Sept. 3rd, 2024"),
        Case(heading: "1.2.0 - 1 March 2024", day: "2024-03-01", text: "1 March 2024"),
        Case(heading: "1.2.0 - 21st Mar 2024", day: "2024-03-21", text: "21st Mar 2024"),
        Case(heading: "1.2.0 (01-Mar-2024)", day: "2024-03-01", text: "01-Mar-2024"),
        Case(heading: "1.2.0 (2024-Mar-01)", day: "2024-03-01", text: "2024-Mar-01"),
        Case(heading: "Version 1.2.0, released on Wednesday, May 1, 2024", day: "2024-05-01", text: "May 1, 2024"),
        // DD-MM-YYYY or MM-DD-YYYY: read when a number above 12 says which.
        Case(heading: "1.2.0 - 25-12-2024", day: "2024-12-25", text: "25-12-2024"),
        Case(heading: "1.2.0 - 12/25/2024", day: "2024-12-25", text: "12/25/2024"),
        Case(heading: "1.2.0 - 05/05/2024", day: "2024-05-05", text: "05/05/2024"),
        Case(heading: "1.2.0 - 01-05-2024", day: nil, text: "01-05-2024"),
        Case(heading: "1.2.0 - 01/05/2024", day: nil, text: "01/05/2024"),
        // Dots are day first, as German, Dutch or Russian write them.
        Case(heading: "1.2.0 - 01.05.2024", day: "2024-05-01", text: "01.05.2024"),
        Case(heading: "1.2.0 (2024年5月1日)", day: "2024-05-01", text: "2024年5月1日"),
        // Not readable: kept as written.
        Case(heading: "1.2.0 - 2024-13-45", day: nil, text: "2024-13-45"),
        Case(heading: "1.2.0 - February 30, 2024", day: nil, text: "February 30, 2024"),
        Case(heading: "1.2.0 - March 2024", day: nil, text: "March 2024"),
        // No date at all, and versions that look like one.
        Case(heading: "1.2.0", day: nil, text: nil),
        Case(heading: "2024.04.01.1", day: nil, text: nil),
        Case(heading: "v2024.04.01", day: nil, text: nil),
        Case(heading: "1.2.0 - May the fourth", day: nil, text: nil),
        // The month names of the site's language, English's always.
        Case(heading: "1.2.0 - 1er mars 2024", day: "2024-03-01", text: "1er mars 2024", language: "fr"),
        Case(heading: "1.2.0 - 14 février 2024", day: "2024-02-14", text: "14 février 2024", language: "fr"),
        Case(heading: "1.2.0 - 14 fevrier 2024", day: "2024-02-14", text: "14 fevrier 2024", language: "fr"),
        Case(heading: "1.2.0 - 1. März 2024", day: "2024-03-01", text: "1. März 2024", language: "de"),
        Case(heading: "1.2.0 - 1 de marzo de 2024", day: "2024-03-01", text: "1 de marzo de 2024", language: "es"),
        Case(heading: "1.2.0 - 3 augustus 2024", day: "2024-08-03", text: "3 augustus 2024", language: "nl"),
        Case(heading: "1.2.0 - May 1, 2024", day: "2024-05-01", text: "May 1, 2024", language: "fr"),
        Case(heading: "1.2.0 - 1 mars 2024", day: nil, text: nil),
    ]

    @Test(arguments: cases)
    func readsTheSpelling(_ testCase: Case) {
        let heading = ReleaseHeading(testCase.heading, language: testCase.language)
        #expect(heading.date == testCase.text)
        let day = heading.written?.date.map(Release.day)
        if heading.written?.isAmbiguous == true { #expect(testCase.day == nil) } else { #expect(day == testCase.day) }
        if testCase.text != nil { #expect(heading.isRelease) }
    }

    /// A dated heading keeps its version whatever the date's spelling.
    @Test(arguments: cases.filter { $0.heading.hasPrefix("1.2.0") })
    func keepsTheVersion(_ testCase: Case) {
        #expect(ReleaseHeading(testCase.heading, language: testCase.language).version == "1.2.0")
    }

    @Test func versionPatternsAreNoReleases() {
        for text in ["5.4.x", "4.x (2022-12-09 - 2023-11-16)", "v2.x.x", "2.0.*"] {
            #expect(!ReleaseHeading(text).isRelease, "\(text)")
        }
        for text in ["5.4.0", "2.x-compat 1.0.0"] { #expect(ReleaseHeading(text).isRelease, "\(text)") }
    }

    @Test func releaseLines() {
        #expect(ReleaseHeading("v10.9.0 - August 21, 2026").isOnlyVersionAndDate)
        #expect(ReleaseHeading("Version 1.2.0 released on 2024-05-01").isOnlyVersionAndDate)
        #expect(ReleaseHeading("1.2.0 / 2024-05-01").isOnlyVersionAndDate)
        #expect(!ReleaseHeading("Notes on v10.8.0 - July 3, 2026").isOnlyVersionAndDate)
        #expect(!ReleaseHeading("v10.9.0").isOnlyVersionAndDate)
        #expect(ReleaseHeading("v10.9.0 - 01/05/2024").isOnlyVersionAndDate)
        #expect(!ReleaseHeading("v10.9.0 - 01/05/2024, thanks to all").isOnlyVersionAndDate)
    }
}

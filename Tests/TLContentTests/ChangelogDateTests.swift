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
        // A day with a serial is the release's name and its date (embroider's `# Release 2023-01-25.0`).
        Case(heading: "Release 2023-01-25.0", day: "2023-01-25", text: "2023-01-25"),
        Case(heading: "2022-11-30.1", day: "2022-11-30", text: "2022-11-30"),
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

    @Test func aDayWithASerialIsTheVersion() {
        let heading = ReleaseHeading("Release 2023-01-25.0")
        #expect(heading.version == "2023-01-25.0")
        #expect(heading.versionFirst)
        #expect(ReleaseHeading("2023-02-30.0").version == "2023-02-30.0")
        #expect(ReleaseHeading("2023-02-30.0").written == nil)
        #expect(ReleaseHeading("2024.04.01.1").version == "2024.04.01.1")
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
    /// A paragraph that is only a date right below a release heading that
    /// gives none dates the release (pip-tools' towncrier `*2026-08-11*`,
    /// python-bigquery's `02-03-2020 01:38 PST`), with a time of day or not;
    /// day-first or month-first numbers are read as the file's other dates
    /// settle them (here the second release's `09-30-2020`).
    @Test(arguments: [
        ("*2026-08-11*", "2026-08-11"), ("*05 Mar 2024*", "2024-03-05"), ("2020-02-03 10:00", "2020-02-03"),
        ("02-03-2020 01:38 PST", "2020-02-03"), ("02-03-2020 14:51:07 +02:00", "2020-02-03"), ("02-03-2020 at 9:30 am", "2020-02-03"),
        ("02/03/2020", "2020-02-03"), ("Released 2020-02-03", nil), ("2020-02-03, a quiet release", nil), ("2020-02-30", nil),
    ] as [(String, String?)])
    func aDateLineDatesTheReleaseAbove(_ line: String, _ day: String?) throws {
        let text = "## 1.24.0\n\n\(line)\n\n### Fixed\n- a\n\n## 1.23.0\n\n09-30-2019 14:51 PDT\n\n### Fixed\n- b\n"
        let changelog = try #require(ChangelogReader.read(text, path: "C.md").0)
        #expect(changelog.releases[0].date.map(Release.day) == day)
        #expect(changelog.releases[1].date.map(Release.day) == "2019-09-30")
        if day != nil {
            #expect(changelog.releases[0].notes.isEmpty)
            #expect(changelog.releases[0].dateText == line.trimmingCharacters(in: CharacterSet(charactersIn: "*")))
        } else if line != "2020-02-30" {
            #expect(!changelog.releases[0].notes.isEmpty, "a paragraph that says more than a date is the release's notes")
        }
    }

    /// A day-first or month-first date line in a file that never says which is
    /// kept as text, with the one warning of unread dates.
    @Test func anAmbiguousDateLineIsKeptAsWritten() throws {
        let (changelog, diagnostics) = ChangelogReader.read("## 1.24.0\n\n02-03-2020 01:38 PST\n\n- a\n", path: "C.md")
        let release = try #require(changelog?.releases.first)
        #expect(release.date == nil && release.dateText == "02-03-2020 01:38 PST" && release.notes.isEmpty)
        #expect(diagnostics.map(\.description) == ["C.md:3:1: warning: '02-03-2020' could be the 2 of month 3 or the 3 of month 2; write it as 2020-MM-DD; "
                                                    + "the release is kept without a date, its text as written"])
    }
}

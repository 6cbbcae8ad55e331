import Testing
@testable import TLContent
import TLCore

struct FrontMatterTests {
    @Test(arguments: [
        // (file, yaml, body)
        ("---\ntitle: A\n---\nBody\n", "title: A\n", "Body\n"),
        ("---\ntitle: A\n---\n", "title: A\n", ""),
        ("---\ntitle: A\n---", "title: A\n", ""),
        ("---\ntitle: A\n...\nBody\n", "title: A\n", "Body\n"),
        ("---  \ntitle: A\n---\t\nBody\n", "title: A\n", "Body\n"),
        ("---\n---\nBody\n", "", "Body\n"),
        ("---\ntitle: A\n---\nText\n\n---\n\nMore\n", "title: A\n", "Text\n\n---\n\nMore\n"),
        ("---\ntitle: \"---\"\n---\nB\n", "title: \"---\"\n", "B\n"),
        ("---\ntitle: A\n----\n---\nB\n", "title: A\n----\n", "B\n"),
    ])
    func splits(_ file: String, _ yaml: String, _ body: String) throws {
        let split = try FrontMatter.split(file, path: "a.md")
        #expect(split.yaml == yaml)
        #expect(split.body == body)
        #expect(split.yamlLine == 2)
    }

    @Test(arguments: ["No front matter\n", "\n---\ntitle: A\n---\n", " ---\ntitle: A\n---\n", "----\nx\n", ""])
    func noFrontMatter(_ file: String) throws {
        let split = try FrontMatter.split(file, path: "a.md")
        #expect(split.yaml == nil)
        #expect(split.body == file)
    }

    @Test func unclosedIsAnError() {
        #expect(throws: Diagnostic.self) { try FrontMatter.split("---\ntitle: A\nBody\n", path: "a.md") }
    }

    @Test(arguments: [
        ([0xEF, 0xBB, 0xBF] + Array("---\nt: 1\n---\n".utf8), "---\nt: 1\n---\n"),
        (Array("---\r\nt: 1\r\n---\r\nB\r\n".utf8), "---\nt: 1\n---\nB\n"),
        (Array("a\rb\r\nc\n".utf8), "a\nb\nc\n"),
        (Array("héllo".utf8), "héllo"),
    ])
    func decodes(_ bytes: [UInt8], _ text: String) throws {
        #expect(try UserFile.decode(bytes, path: "a.md") == text)
    }

    @Test(arguments: [
        (Array("ok\n".utf8) + [0xFF], 2, 1, "not valid UTF-8"),
        (Array("ab".utf8) + [0xC3, 0x28], 1, 3, "not valid UTF-8"),
        (Array("a\nbc\u{0}".utf8), 2, 3, "NUL byte"),
    ])
    func refusesBadBytes(_ bytes: [UInt8], _ line: Int, _ column: Int, _ message: String) {
        #expect {
            _ = try UserFile.decode(bytes, path: "a.md")
        } throws: { error in
            guard let d = error as? Diagnostic else { return false }
            return d.location?.line == line && d.location?.column == column && d.message.contains(message)
        }
    }
}

struct DateParserTests {
    @Test(arguments: [
        ("2024-05-01", "2024-05-01T00:00:00Z", false),
        ("2024-05-01T08:30:00Z", "2024-05-01T08:30:00Z", true),
        ("2024-05-01T08:30Z", "2024-05-01T08:30:00Z", true),
        ("2024-05-01 08:30", "2024-05-01T08:30:00Z", true),
        ("2024-05-01t08:30:00z", "2024-05-01T08:30:00Z", true),
        ("2024-05-01T08:30:00+02:00", "2024-05-01T06:30:00Z", true),
        ("2024-05-01T08:30:00-0130", "2024-05-01T10:00:00Z", true),
        ("2024-05-01 08:30:00 +02:00", "2024-05-01T06:30:00Z", true),
        ("2024-05-01T08:30:00.250Z", "2024-05-01T08:30:00Z", true),
        ("2024-02-29", "2024-02-29T00:00:00Z", false),
        ("2000-02-29", "2000-02-29T00:00:00Z", false),
    ])
    func parses(_ text: String, _ iso: String, _ hasTime: Bool) throws {
        let result = try DateParser.parse(text).get()
        let formatter = ISO8601DateFormatter()
        #expect(formatter.string(from: result.date) == iso)
        #expect(result.hasTime == hasTime)
    }

    @Test(arguments: ["2023-02-29", "1900-02-29", "2024-13-01", "2024-00-10", "2024-04-31", "2024-5-1", "24-05-01",
                      "2024-05-01T25:00", "2024-05-01T08:60", "2024-05-01T08", "2024-05-01T08:30:00+25:00",
                      "2024-05-01T08:30:00Zjunk", "tomorrow", "", "2024-05-01T08:30:00."])
    func refuses(_ text: String) {
        #expect(throws: DateParser.Problem.self) { try DateParser.parse(text).get() }
    }

    /// The arithmetic of `DateParser.utc` makes the very `Date` the
    /// Gregorian calendar makes: every day of 1583 to 2400 at a time of
    /// day that moves with it, and the turns of a few later centuries.
    @Test func wholeSecondsAreCountedAsTheCalendarCountsThem() {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        var compared = 0
        var day = calendar.date(from: DateComponents(year: 1583, month: 1, day: 1))!
        let last = calendar.date(from: DateComponents(year: 2401, month: 1, day: 1))!
        var second = 0
        while day < last {
            let parts = calendar.dateComponents([.year, .month, .day], from: day)
            second = (second + 7919) % 86_400
            let (hour, minute, rest) = (second / 3600, second / 60 % 60, second % 60)
            let expected = calendar.date(from: DateComponents(year: parts.year, month: parts.month, day: parts.day,
                                                              hour: hour, minute: minute, second: rest))
            let counted = DateParser.utc(parts.year!, parts.month!, parts.day!, hour, minute, rest)
            if counted != expected { Issue.record("\(parts) \(hour):\(minute):\(rest): \(String(describing: counted)) != \(String(describing: expected))") }
            compared += 1
            day = calendar.date(byAdding: .day, value: 1, to: day)!
        }
        #expect(compared > 298_000)
        for year in [2999, 3000, 4000, 9999] {
            for (month, day) in [(1, 1), (2, 28), (3, 1), (12, 31)] {
                #expect(DateParser.utc(year, month, day, 23, 59, 59) == calendar.date(from: DateComponents(year: year, month: month, day: day,
                                                                                                             hour: 23, minute: 59, second: 59)))
            }
        }
    }

    /// Before 1583 the calendar counts Julian days, and a date there is read as it does.
    @Test func earlierDatesAreTheCalendars() throws {
        #expect(DateParser.utc(1582, 10, 15) == nil)
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        for text in ["1500-03-01", "1582-10-04T12:00:00Z", "0001-01-01"] {
            let parts = text.prefix(10).split(separator: "-").map { Int($0)! }
            let expected = calendar.date(from: DateComponents(year: parts[0], month: parts[1], day: parts[2], hour: text.count > 10 ? 12 : 0))
            #expect(try DateParser.parse(text).get().date == expected, "\(text)")
        }
    }
}

import Foundation

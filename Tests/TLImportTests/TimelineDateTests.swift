import Foundation
import Testing
import TLContent
@testable import TLImport

struct TimelineDateTests {
    typealias D = TimelineJS.Date

    @Test(arguments: [
        // (TimelineJS date, front-matter date, precision given)
        (D(year: 1969), "1969-01-01", TimelineImport.Precision.year),
        (D(year: 1969, month: 7), "1969-07-01", .month),
        (D(year: 1969, month: 7, day: 20), "1969-07-20", .day),
        (D(year: 1969, month: 7, day: 20, hour: 20), "1969-07-20T20:00", .hour),
        (D(year: 1969, month: 7, day: 20, hour: 20, minute: 17), "1969-07-20T20:17", .minute),
        (D(year: 1969, month: 7, day: 20, hour: 20, minute: 17, second: 40), "1969-07-20T20:17:40", .second),
        (D(year: 1969, month: 7, day: 20, hour: 20, minute: 17, second: 40, millisecond: 5), "1969-07-20T20:17:40.005", .millisecond),
        (D(year: 1969, month: 7, day: 20, hour: 0, minute: 0), "1969-07-20T00:00", .minute),
        (D(year: 1, month: 1, day: 1), "0001-01-01", .day),
        (D(year: 476), "0476-01-01", .year),
        (D(year: 9999, month: 12, day: 31), "9999-12-31", .day),
        (D(year: 2024, month: 2, day: 29), "2024-02-29", .day),
        (D(year: 2000, month: 2, day: 29), "2000-02-29", .day),
        (D(year: 1969, month: 7, day: 20, displayDate: "July 20th"), "1969-07-20", .day),
    ])
    func mapsDates(_ date: D, _ text: String, _ precision: TimelineImport.Precision) throws {
        #expect(TimelineImport.mapDate(date) == .date(text: text, precision: precision, ignored: []))
        // What is written, tlsite reads as that moment, with a time exactly when one was given.
        guard case .success(let read) = DateParser.parse(text) else { Issue.record("tlsite cannot read \(text)"); return }
        #expect(read.hasTime == (precision >= .hour))
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second, .nanosecond], from: read.date)
        #expect(parts.year == date.year && parts.month == (date.month ?? 1) && parts.day == (date.day ?? 1))
        #expect(parts.hour == (date.hour ?? 0) && parts.minute == (date.minute ?? 0) && parts.second == (date.second ?? 0))
        #expect(((parts.nanosecond ?? 0) + 500_000) / 1_000_000 == (date.millisecond ?? 0))
    }

    @Test(arguments: [
        // Parts given after a missing one are named, the date stops before the gap.
        (D(year: 1969, day: 20), "1969-01-01", ["day"]),
        (D(year: 1969, month: 7, hour: 20), "1969-07-01", ["hour"]),
        (D(year: 1969, month: 7, day: 20, minute: 5, second: 1), "1969-07-20", ["minute", "second"]),
        (D(year: 1969, month: 7, day: 20, hour: 3, second: 1), "1969-07-20T03:00", ["second"]),
    ])
    func namesPartsItCannotPlace(_ date: D, _ text: String, _ ignored: [String]) {
        guard case .date(let written, _, let left) = TimelineImport.mapDate(date) else { Issue.record("no date for \(date)"); return }
        #expect(written == text)
        #expect(left == ignored)
    }

    @Test(arguments: [
        (D(year: 0), "the year 0"),
        (D(year: -500), "the year -500"),
        (D(year: 10_000), "the year 10000"),
        (D(year: -13_800_000_000), "the year -13800000000"),
    ])
    func outOfRange(_ date: D, _ words: String) {
        guard case .outOfRange(let reason) = TimelineImport.mapDate(date) else { Issue.record("\(date) mapped"); return }
        #expect(reason.contains(words))
    }

    @Test(arguments: [
        (D(year: 1969, month: 13), "month 13 does not exist"),
        (D(year: 1969, month: 0), "month 0 does not exist"),
        (D(year: 1969, month: 4, day: 31), "day 31 does not exist in 1969-04"),
        (D(year: 2023, month: 2, day: 29), "day 29 does not exist in 2023-02"),
        (D(year: 1900, month: 2, day: 29), "day 29 does not exist in 1900-02"),
        (D(year: 1969, month: 7, day: 0), "day 0 does not exist"),
        (D(year: 1969, month: 7, day: 20, hour: 24), "hour 24 does not exist"),
        (D(year: 1969, month: 7, day: 20, hour: 1, minute: 60), "minute 60 does not exist"),
        (D(year: 1969, month: 7, day: 20, hour: 1, minute: 1, second: 60), "second 60 does not exist"),
        (D(year: 1969, month: 7, day: 20, hour: 1, minute: 1, second: 1, millisecond: 1000), "millisecond 1000 does not exist"),
        (D(year: 1969, month: 7, day: 20, hour: -1), "hour -1 does not exist"),
    ])
    func invalid(_ date: D, _ words: String) {
        guard case .invalid(let reason) = TimelineImport.mapDate(date) else { Issue.record("\(date) mapped"); return }
        #expect(reason.contains(words), "\(reason)")
    }

    @Test(arguments: [
        ("14:30", SheetTime(hour: 14, minute: 30)),
        ("9:05", SheetTime(hour: 9, minute: 5)),
        ("14:30:15", SheetTime(hour: 14, minute: 30, second: 15)),
        ("14:30:15.25", SheetTime(hour: 14, minute: 30, second: 15, millisecond: 250)),
        ("14:30:15.007", SheetTime(hour: 14, minute: 30, second: 15, millisecond: 7)),
        ("2:30 PM", SheetTime(hour: 14, minute: 30)),
        ("2:30pm", SheetTime(hour: 14, minute: 30)),
        ("2 pm", SheetTime(hour: 14)),
        ("12:00 AM", SheetTime(hour: 0, minute: 0)),
        ("12 p.m.", SheetTime(hour: 12)),
        (" 08:00 ", SheetTime(hour: 8, minute: 0)),
    ])
    func readsSheetTimes(_ text: String, _ time: SheetTime) {
        #expect(SheetTime(text) == time)
    }

    @Test(arguments: ["14", "25:00", "13 pm", "0 am", "10:60", "10:30:61", "noon", "10.30", "10:3", "1:00:00.1234", ""])
    func refusesSheetTimes(_ text: String) {
        #expect(SheetTime(text) == nil)
    }
}

import Foundation

/// Parses the dates YAML users write: `2024-05-01`, `2024-05-01T08:30:00Z`,
/// `2024-05-01 08:30`, with optional seconds, fraction and offset. A time
/// without an offset is UTC, so builds are the same on every machine.
package enum DateParser {
    package struct Problem: Error, Equatable { package var reason: String }

    package static func parse(_ text: String) -> Result<(date: Date, hasTime: Bool), Problem> {
        let chars = Array(text.trimmingCharacters(in: .whitespaces).utf8)
        var index = 0

        func digits(_ count: Int) -> Int? {
            guard index + count <= chars.count else { return nil }
            var value = 0
            for c in chars[index..<(index + count)] {
                guard c >= 48, c <= 57 else { return nil }
                value = value * 10 + Int(c - 48)
            }
            index += count
            return value
        }
        func expect(_ c: UInt8) -> Bool {
            guard index < chars.count, chars[index] == c else { return false }
            index += 1
            return true
        }

        guard let year = digits(4), expect(45), let month = digits(2), expect(45), let day = digits(2) else {
            return .failure(Problem(reason: "expected YYYY-MM-DD"))
        }
        guard (1...12).contains(month) else { return .failure(Problem(reason: "month \(month) does not exist")) }
        guard (1...daysIn(month: month, year: year)).contains(day) else {
            return .failure(Problem(reason: "day \(day) does not exist in \(year)-\(String(format: "%02d", month))"))
        }
        guard index < chars.count else {
            return .success((utc(year, month, day) ?? calendar.date(from: DateComponents(year: year, month: month, day: day))!, false))
        }

        guard expect(84) || expect(116) || expect(32) else { return .failure(Problem(reason: "unexpected text after the date")) }
        guard let hour = digits(2), expect(58), let minute = digits(2) else {
            return .failure(Problem(reason: "expected a time as HH:MM after the date"))
        }
        var second = 0, nanosecond = 0
        if expect(58) {
            guard let s = digits(2) else { return .failure(Problem(reason: "expected seconds as SS")) }
            second = s
            if expect(46) {
                var fraction = "0."
                while index < chars.count, chars[index] >= 48, chars[index] <= 57 { fraction.append(Character(UnicodeScalar(chars[index]))); index += 1 }
                guard fraction.count > 2 else { return .failure(Problem(reason: "expected digits after the decimal point")) }
                nanosecond = Int((Double(fraction) ?? 0) * 1e9)
            }
        }
        guard hour < 24, minute < 60, second < 60 else { return .failure(Problem(reason: "the time \(hour):\(minute):\(second) does not exist")) }
        while index < chars.count, chars[index] == 32 { index += 1 }
        var offset = 0
        if expect(90) || expect(122) {
            offset = 0
        } else if index < chars.count, chars[index] == 43 || chars[index] == 45 {
            let sign = chars[index] == 45 ? -1 : 1
            index += 1
            guard let h = digits(2) else { return .failure(Problem(reason: "expected an offset like +02:00")) }
            _ = expect(58)
            let m = digits(2) ?? 0
            guard h < 24, m < 60 else { return .failure(Problem(reason: "the offset does not exist")) }
            offset = sign * (h * 3600 + m * 60)
        }
        guard index == chars.count else { return .failure(Problem(reason: "unexpected text after the time")) }
        let fast = nanosecond == 0 ? utc(year, month, day, hour, minute, second) : nil
        guard let local = fast ?? calendar.date(from: DateComponents(year: year, month: month, day: day, hour: hour, minute: minute,
                                                                      second: second, nanosecond: nanosecond))
        else { return .failure(Problem(reason: "the date does not exist")) }
        return .success((local.addingTimeInterval(TimeInterval(-offset)), true))
    }

    /// A UTC date and time in whole seconds, by arithmetic, as the
    /// Gregorian calendar counts it: the same `Date` as `calendar` makes,
    /// in a fraction of its time (it was most of the reading of a date).
    /// Nil before 1583, where `calendar` counts the Julian calendar's days.
    static func utc(_ year: Int, _ month: Int, _ day: Int, _ hour: Int = 0, _ minute: Int = 0, _ second: Int = 0) -> Date? {
        guard year >= 1583 else { return nil }
        // Days since 1970-01-01 of the proleptic Gregorian calendar, years starting in March.
        let y = month <= 2 ? year - 1 : year
        let era = y / 400, yearOfEra = y - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        let days = era * 146_097 + dayOfEra - 719_468
        return Date(timeIntervalSince1970: TimeInterval(days * 86_400 + hour * 3600 + minute * 60 + second))
    }

    private static let calendar: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar
    }()

    private static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: return (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }
}

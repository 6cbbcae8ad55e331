extension TimelineImport {
    /// How much of a date TimelineJS gave: a year, a month, ... a millisecond.
    package enum Precision: Int, Comparable, Sendable {
        case year, month, day, hour, minute, second, millisecond
        package static func < (a: Precision, b: Precision) -> Bool { a.rawValue < b.rawValue }
        var name: String { ["year", "month", "day", "hour", "minute", "second", "millisecond"][rawValue] }
    }

    /// A TimelineJS date as a front-matter `date:`.
    package enum DateMapping: Equatable, Sendable {
        /// `text` is as precise as tlsite's dates go: a day at least (a year
        /// alone is its 1 January), then the time to the part given.
        /// `ignored` names parts given after a missing one (a minute without an hour).
        case date(text: String, precision: Precision, ignored: [String])
        /// A real date tlsite cannot hold (before the year 1, after 9999).
        case outOfRange(String)
        /// No date at all: a month 13, a day 31 in April.
        case invalid(String)
    }

    package static func mapDate(_ date: TimelineJS.Date) -> DateMapping {
        guard (1...9999).contains(date.year) else {
            return .outOfRange("the year \(date.year) is outside tlsite's dates (the years 1 to 9999)")
        }
        let parts: [(String, Int?, ClosedRange<Int>)] = [
            ("month", date.month, 1...12), ("day", date.day, 1...daysIn(month: date.month ?? 1, year: date.year)),
            ("hour", date.hour, 0...23), ("minute", date.minute, 0...59), ("second", date.second, 0...59),
            ("millisecond", date.millisecond, 0...999),
        ]
        for (name, value, range) in parts {
            if let value, !range.contains(value) {
                let which = name == "day" ? " in \(date.year)-\(two(date.month ?? 1))" : ""
                return .invalid("\(name) \(value) does not exist\(which) (\(range.lowerBound) to \(range.upperBound))")
            }
        }
        // The parts up to the first one missing; any given after it cannot be placed.
        let given = parts.prefix { $0.1 != nil }.count
        let ignored = parts.dropFirst(given).filter { $0.1 != nil }.map(\.0)
        let precision = Precision(rawValue: given)!
        var text = four(date.year) + "-" + two(precision >= .month ? date.month! : 1) + "-" + two(precision >= .day ? date.day! : 1)
        if precision >= .hour {
            text += "T" + two(date.hour!) + ":" + two(date.minute ?? 0)
            if precision >= .second { text += ":" + two(date.second!) }
            if precision >= .millisecond { text += "." + String(format3(date.millisecond!)) }
        }
        return .date(text: text, precision: precision, ignored: ignored)
    }

    /// A TimelineJS date compared with another (for eras): missing parts are their first value.
    static func sortKey(_ date: TimelineJS.Date) -> [Int] {
        [date.year, date.month ?? 1, date.day ?? 1, date.hour ?? 0, date.minute ?? 0, date.second ?? 0, date.millisecond ?? 0]
    }

    /// How many parts of the date are given before the first missing one (a year alone: 1).
    static func givenParts(_ date: TimelineJS.Date) -> Int {
        1 + [date.month, date.day, date.hour, date.minute, date.second, date.millisecond].prefix { $0 != nil }.count
    }

    /// The date as its source wrote it, for a comment: `1969-07`, `-500`, `1969-07-20 20:17`.
    static func written(_ date: TimelineJS.Date) -> String {
        var text = String(date.year)
        if let month = date.month { text += "-" + two(month) }
        if let day = date.day { text += "-" + two(day) }
        if let hour = date.hour { text += " " + two(hour) + ":" + two(date.minute ?? 0) }
        if let second = date.second { text += ":" + two(second) }
        if let millisecond = date.millisecond { text += "." + format3(millisecond) }
        return text
    }

    private static func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
    private static func four(_ value: Int) -> String { String(repeating: "0", count: max(0, 4 - String(value).count)) + String(value) }
    private static func format3(_ value: Int) -> String { String(repeating: "0", count: max(0, 3 - String(value).count)) + String(value) }

    private static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: return (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }
}

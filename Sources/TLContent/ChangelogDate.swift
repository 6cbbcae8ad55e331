import Foundation

/// A date as changelogs write it in a release heading or a release line:
/// `2024-05-01`, `2024-05-01T10:00:00Z`, `2024/04/01`, `2024.04.01`,
/// `May 1, 2024`, `1 March 2024`, `1st Mar 2024`, `01-Mar-2024`,
/// `01-05-2024`, `2024年5月1日`, and the month names of the site's language
/// (`1er mars 2024`, `1. März 2024`, `1 de marzo de 2024`). What it finds
/// keeps the text as written, so a date that cannot be read is still shown.
struct ChangelogDate: Equatable {
    /// The date's text as written in the heading ("May 1, 2024").
    var text: String
    /// Where that text stands in the heading.
    var range: Range<String.Index>
    /// The day, when it could be read.
    var day: (year: Int, month: Int, day: Int)?
    /// The time and its offset in seconds, for ISO dates that have one.
    var time: (hour: Int, minute: Int, second: Int, offset: Int)?
    /// Why the text is no date tlsite can read (a month 13, `01/05/2024`
    /// whose order the file never settles), else nil.
    var problem: String?
    /// `01/05/2024`: day and month could be either way round.
    var isAmbiguous = false
    /// The separator of a day-month-year spelling whose order is unsure, and its two first numbers.
    var numbers: (first: Int, second: Int, year: Int)?

    static func == (a: ChangelogDate, b: ChangelogDate) -> Bool {
        a.text == b.text && a.range == b.range && a.problem == b.problem && a.day?.year == b.day?.year
            && a.day?.month == b.day?.month && a.day?.day == b.day?.day
    }

    /// The date as a moment: midnight UTC of the day, or the time given.
    var date: Date? {
        guard let day, problem == nil else { return nil }
        var components = DateComponents(year: day.year, month: day.month, day: day.day)
        if let time { (components.hour, components.minute, components.second) = (time.hour, time.minute, time.second) }
        guard let local = ChangelogDate.calendar.date(from: components) else { return nil }
        return local.addingTimeInterval(TimeInterval(-(time?.offset ?? 0)))
    }

    static let calendar: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar
    }()

    /// The month names read: English, and those of `language` (Foundation's
    /// names for that locale, long and short, with and without accents).
    struct Months: Sendable {
        /// Lowercased name -> month number.
        var numbers: [String: Int]
        /// Names longest first, for the expressions.
        var pattern: String

        static let english = Months(language: "en")

        init(language: String) {
            var numbers: [String: Int] = [:]
            let english = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
                           "november", "december"]
            for (index, name) in english.enumerated() {
                numbers[name] = index + 1
                numbers[String(name.prefix(3))] = index + 1
            }
            numbers["sept"] = 9
            if language != "en", !language.isEmpty {
                let formatter = DateFormatter()
                formatter.locale = Locale(identifier: language)
                let lists = [formatter.monthSymbols, formatter.shortMonthSymbols, formatter.standaloneMonthSymbols,
                             formatter.shortStandaloneMonthSymbols, formatter.standaloneMonthSymbols]
                for list in lists.compactMap({ $0 }) where list.count == 12 {
                    for (index, name) in list.enumerated() {
                        let lowered = name.lowercased().trimmingCharacters(in: CharacterSet(charactersIn: ". "))
                        // Names made of letters only: `M01` or a number is no month name.
                        guard lowered.count >= 2, lowered.allSatisfy(\.isLetter) else { continue }
                        if numbers[lowered] == nil { numbers[lowered] = index + 1 }
                        let plain = lowered.folding(options: .diacriticInsensitive, locale: nil)
                        if numbers[plain] == nil { numbers[plain] = index + 1 }
                    }
                }
            }
            self.numbers = numbers
            pattern = numbers.keys.sorted { $0.count != $1.count ? $0.count > $1.count : $0 < $1 }
                .map(NSRegularExpression.escapedPattern(for:)).joined(separator: "|")
        }
    }

    /// The expressions of one language, built once.
    final class Expressions: @unchecked Sendable {
        let months: Months
        let iso: NSRegularExpression
        let yearFirst: NSRegularExpression
        let yearLast: NSRegularExpression
        let dayMonthName: NSRegularExpression
        let monthNameDay: NSRegularExpression
        let dashedName: NSRegularExpression
        let cjk: NSRegularExpression
        let monthYear: NSRegularExpression

        init(language: String) {
            months = language == "en" ? .english : Months(language: language)
            let m = "(\(months.pattern))\\.?"
            func make(_ pattern: String) -> NSRegularExpression {
                // Not inside a word or a version: no letter, digit or '.' right before or after.
                try! NSRegularExpression(pattern: "(?<![\\p{L}\\p{N}.])" + pattern + "(?![\\p{L}\\p{N}]|\\.\\d)", options: [.caseInsensitive])
            }
            iso = make(#"(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(?: ?(Z|[+-]\d{2}:?\d{2}))?)?"#)
            yearFirst = make(#"(\d{4})([/.])(\d{1,2})\2(\d{1,2})(?: (\d{2}):(\d{2})(?::(\d{2}))?(?: ?(Z|[+-]\d{2}:?\d{2}))?)?"#)
            yearLast = make(#"(\d{1,2})([/.-])(\d{1,2})\2(\d{4})"#)
            dayMonthName = make(#"(\d{1,2})(?:st|nd|rd|th|er|\.|º)?(?:\s+de)?\s+"# + m + #"(?:\s+de)?,?\s+(\d{4})"#)
            monthNameDay = make(m + #"\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})"#)
            dashedName = make(#"(?:(\d{1,2})-"# + m + #"-(\d{4})|(\d{4})-"# + m + #"-(\d{1,2}))"#)
            cjk = try! NSRegularExpression(pattern: #"(\d{4})\s*年\s*(\d{1,2})\s*月\s*(\d{1,2})\s*日"#)
            monthYear = make(m + #",?\s+(\d{4})"#)
        }

        nonisolated(unsafe) static var made: [String: Expressions] = [:]
        static let lock = NSLock()

        static func of(_ language: String) -> Expressions {
            let key = language.lowercased()
            return lock.withLock {
                if let made = made[key] { return made }
                let expressions = Expressions(language: key)
                made[key] = expressions
                return expressions
            }
        }
    }

    /// The first date written in `text`, or nil when it holds none.
    static func find(in text: String, language: String = "en") -> ChangelogDate? {
        let e = Expressions.of(language)
        let whole = NSRange(text.startIndex..., in: text)
        var found: [ChangelogDate] = []
        func int(_ match: NSTextCheckingResult, _ group: Int) -> Int? {
            guard let range = Range(match.range(at: group), in: text) else { return nil }
            return Int(text[range])
        }
        func string(_ match: NSTextCheckingResult, _ group: Int) -> String? {
            Range(match.range(at: group), in: text).map { String(text[$0]) }
        }
        func month(_ match: NSTextCheckingResult, _ group: Int) -> Int? {
            string(match, group).flatMap { e.months.numbers[$0.lowercased()] }
        }
        func add(_ match: NSTextCheckingResult, _ year: Int?, _ month: Int?, _ day: Int?) {
            guard let range = Range(match.range, in: text), let year, let month, let day else { return }
            var date = ChangelogDate(text: String(text[range]), range: range)
            date.day = (year, month, day)
            date.problem = ChangelogDate.problem(year, month, day)
            found.append(date)
        }
        /// An ISO or year-first date, and its time when the groups from `time` on (hour, minute, second, offset) hold one.
        func addTimed(_ match: NSTextCheckingResult, _ year: Int, _ month: Int, _ day: Int, time: Int) {
            add(match, year, month, day)
            guard let hour = int(match, time), let minute = int(match, time + 1), var date = found.popLast() else { return }
            let second = int(match, time + 2) ?? 0
            let offset = string(match, time + 3).map(ChangelogDate.offset) ?? 0
            date.time = (hour, minute, second, offset ?? 0)
            if hour > 23 || minute > 59 || second > 59 { date.problem = "the time \(hour):\(minute) does not exist" }
            if offset == nil { date.problem = "the offset \(string(match, time + 3) ?? "") does not exist" }
            found.append(date)
        }
        if let match = e.iso.firstMatch(in: text, range: whole), let year = int(match, 1), let month = int(match, 2), let day = int(match, 3) {
            addTimed(match, year, month, day, time: 4)
        }
        if let match = e.yearFirst.firstMatch(in: text, range: whole), let year = int(match, 1), let month = int(match, 3), let day = int(match, 4) {
            addTimed(match, year, month, day, time: 5)
        }
        if let match = e.dayMonthName.firstMatch(in: text, range: whole) { add(match, int(match, 3), month(match, 2), int(match, 1)) }
        if let match = e.monthNameDay.firstMatch(in: text, range: whole) { add(match, int(match, 3), month(match, 1), int(match, 2)) }
        if let match = e.dashedName.firstMatch(in: text, range: whole) {
            if int(match, 1) != nil { add(match, int(match, 3), month(match, 2), int(match, 1)) } else { add(match, int(match, 4), month(match, 5), int(match, 6)) }
        }
        if let match = e.cjk.firstMatch(in: text, range: whole) { add(match, int(match, 1), int(match, 2), int(match, 3)) }
        if let match = e.yearLast.firstMatch(in: text, range: whole), let range = Range(match.range, in: text),
           let first = int(match, 1), let second = int(match, 3), let year = int(match, 4) {
            var date = ChangelogDate(text: String(text[range]), range: range)
            date.numbers = (first, second, year)
            let dots = string(match, 2) == "."
            if first > 12 || dots || first == second {
                // 25/12/2024, and 01.05.2024 as German, Dutch and Russian write it: day first.
                date.day = (year, second, first)
            } else if second > 12 {
                date.day = (year, first, second)  // 12/25/2024: month first
            } else {
                date.isAmbiguous = true
                date.problem = "'\(date.text)' could be the \(first) of month \(second) or the \(second) of month \(first); write it as \(year)-MM-DD"
            }
            if let day = date.day { date.problem = ChangelogDate.problem(day.year, day.month, day.day) }
            found.append(date)
        }
        if found.isEmpty, let match = e.monthYear.firstMatch(in: text, range: whole), let range = Range(match.range, in: text) {
            // `March 2024`: a month, no day. Kept as written.
            var date = ChangelogDate(text: String(text[range]), range: range)
            date.problem = "it names a month, not a day"
            found.append(date)
        }
        // The one that starts first; the longest of those that start together.
        return found.min { a, b in
            a.range.lowerBound != b.range.lowerBound ? a.range.lowerBound < b.range.lowerBound : a.text.count > b.text.count
        }
    }

    /// `01/05/2024` read in the order `dayFirst` says, once the file settles it.
    mutating func settle(dayFirst: Bool) {
        guard isAmbiguous, let numbers else { return }
        day = dayFirst ? (numbers.year, numbers.second, numbers.first) : (numbers.year, numbers.first, numbers.second)
        isAmbiguous = false
        problem = ChangelogDate.problem(numbers.year, day!.month, day!.day)
    }

    /// Which way round a file writes `DD/MM/YYYY` or `MM/DD/YYYY`, when one
    /// of its dates says (a number above 12 in one place): true for day first.
    var order: Bool? {
        guard let numbers, numbers.first != numbers.second else { return nil }
        if numbers.first > 12 && numbers.second <= 12 { return true }
        if numbers.second > 12 && numbers.first <= 12 { return false }
        return nil
    }

    static func problem(_ year: Int, _ month: Int, _ day: Int) -> String? {
        guard (1...12).contains(month) else { return "month \(month) does not exist" }
        guard year >= 1000, (1...days(month: month, year: year)).contains(day) else {
            return "day \(day) does not exist in \(year)-\(String(format: "%02d", month))"
        }
        return nil
    }

    static func days(month: Int, year: Int) -> Int {
        switch month {
        case 2: return (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    /// `Z`, `+02:00`, `-0530` in seconds; nil for an offset that does not exist.
    static func offset(_ text: String) -> Int? {
        if text.uppercased() == "Z" { return 0 }
        let sign = text.hasPrefix("-") ? -1 : 1
        let digits = text.dropFirst().filter(\.isNumber)
        guard digits.count == 4, let h = Int(digits.prefix(2)), let m = Int(digits.suffix(2)), h < 24, m < 60 else { return nil }
        return sign * (h * 3600 + m * 60)
    }
}

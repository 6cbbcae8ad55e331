import Foundation
import Mustache
import TLModel

/// Formats dates in the site's language. DateFormatter is costly to make,
/// so one is shared, behind a lock.
package final class DateFormatting: @unchecked Sendable {
    private let lock = NSLock()
    private let long: DateFormatter
    private let longWithTime: DateFormatter
    private let short: DateFormatter
    private let time: DateFormatter
    private let monthName: DateFormatter
    private let yearAlone: DateFormatter
    private let monthOfYear: DateFormatter
    private let iso = ISO8601DateFormatter()
    private let calendar: Calendar

    /// One per language for the whole process: making the formatters
    /// costs more than a small page, and `tlsite serve` renders many builds.
    package static func shared(language: String) -> DateFormatting {
        sharedLock.withLock {
            if let existing = shared[language] { return existing }
            let made = DateFormatting(language: language)
            shared[language] = made
            return made
        }
    }
    nonisolated(unsafe) private static var shared: [String: DateFormatting] = [:]
    private static let sharedLock = NSLock()

    package init(language: String) {
        func make(_ date: DateFormatter.Style, _ time: DateFormatter.Style, template: String? = nil) -> DateFormatter {
            let formatter = DateFormatter()
            formatter.locale = Locale(identifier: language)
            formatter.timeZone = TimeZone(identifier: "UTC")
            if let template {
                formatter.setLocalizedDateFormatFromTemplate(template)
            } else {
                formatter.dateStyle = date
                formatter.timeStyle = time
            }
            return formatter
        }
        long = make(.long, .none)
        longWithTime = make(.long, .short)
        short = make(.short, .none)
        time = make(.none, .short)
        monthName = make(.none, .none, template: "MMMM")
        yearAlone = make(.none, .none, template: "y")
        monthOfYear = make(.none, .none, template: "MMMMy")
        iso.timeZone = TimeZone(identifier: "UTC")
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        self.calendar = calendar
    }

    /// A date as templates see it: `iso` for `datetime=`, `display` (long
    /// date, with the time when one was given), `short`, `time`, and the parts.
    /// Each date's texts are formatted once and kept as strings; the value
    /// is made from them when asked for (a kept value cost ten times the memory).
    package func value(_ date: Date, hasTime: Bool) -> MustacheValue {
        let texts = self.texts(date, hasTime: hasTime)
        // `short` and `monthName` are formatted when a template uses them:
        // the built-in templates do not, and each format is costly.
        let lazyShort = MustacheLambda(rendering: { [self] _ in lock.withLock { short.string(from: date) } })
        let lazyMonth = MustacheLambda(rendering: { [self] _ in lock.withLock { monthName.string(from: date) } })
        return .object([
            "iso": .string(texts.iso),
            "display": .string(texts.display),
            "long": .string(texts.long),
            "short": .lambda(lazyShort),
            "time": texts.time.map(MustacheValue.string) ?? .null,
            "year": .int(texts.year),
            "month": .int(texts.month),
            "monthName": .lambda(lazyMonth),
            "day": .int(texts.day),
            "hasTime": .bool(hasTime),
        ])
    }

    /// What `value` shows of a date, formatted once.
    private struct Texts {
        var iso: String
        var display: String
        var long: String
        var time: String?
        var year: Int
        var month: Int
        var day: Int
    }

    private func texts(_ date: Date, hasTime: Bool) -> Texts {
        let key = CacheKey(date: date, hasTime: hasTime)
        if let cached = lock.withLock({ cache[key] }) { return cached }
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
        let texts: Texts = lock.withLock {
            let longText = long.string(from: date)
            return Texts(iso: DateFormatting.iso(parts) ?? iso.string(from: date), display: hasTime ? longWithTime.string(from: date) : longText,
                         long: longText, time: hasTime ? time.string(from: date) : nil,
                         year: parts.year ?? 0, month: parts.month ?? 0, day: parts.day ?? 0)
        }
        lock.withLock {
            // Pages show their items' dates close together (lists run by date): a
            // bounded cache keeps nearly every hit, and not every date of a huge site.
            if cache.count >= Self.cacheLimit { cache.removeAll(keepingCapacity: true) }
            cache[key] = texts
        }
        return texts
    }

    /// The period of `timeline.groupBy` a date falls in (UTC, as every date
    /// tlsite shows): `key` tells periods apart, `iso` is its `datetime=`
    /// (2024, 2024-05, 2024-05-01) and `label` is written in the site's language.
    package func period(_ date: Date, by unit: TimelinePeriod) -> (key: Int, iso: String, label: String) {
        let parts = calendar.dateComponents([.year, .month, .day], from: date)
        let year = parts.year ?? 0, month = parts.month ?? 1, day = parts.day ?? 1
        func two(_ n: Int) -> String { n < 10 ? "0\(n)" : String(n) }
        let paddedYear = year < 0 ? String(year) : String(repeating: "0", count: max(0, 4 - String(year).count)) + String(year)
        return lock.withLock {
            switch unit {
            case .year: (year, paddedYear, yearAlone.string(from: date))
            case .month: (year * 100 + month, "\(paddedYear)-\(two(month))", monthOfYear.string(from: date))
            case .day: ((year * 100 + month) * 100 + day, "\(paddedYear)-\(two(month))-\(two(day))", long.string(from: date))
            }
        }
    }

    /// `2024-05-01T08:30:00Z` from UTC parts, as ISO8601DateFormatter
    /// writes it, for the years it writes that way.
    static func iso(_ parts: DateComponents) -> String? {
        guard let year = parts.year, (1...9999).contains(year), let month = parts.month, let day = parts.day,
              let hour = parts.hour, let minute = parts.minute, let second = parts.second else { return nil }
        func two(_ n: Int) -> String { n < 10 ? "0\(n)" : String(n) }
        let paddedYear = String(repeating: "0", count: 4 - String(year).count) + String(year)
        return "\(paddedYear)-\(two(month))-\(two(day))T\(two(hour)):\(two(minute)):\(two(second))Z"
    }

    /// Formatting is slow and an item's date appears on several pages.
    /// At most `cacheLimit` dates are kept (about 6 MB): a 100,000-item
    /// site's every date took 43 MB of its render's peak.
    private struct CacheKey: Hashable { var date: Date; var hasTime: Bool }
    static let cacheLimit = 16_384
    private var cache: [CacheKey: Texts] = [:]
}

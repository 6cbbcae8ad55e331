import Foundation
import TLCore

extension TimelineJS {
    /// The columns of TimelineJS's Google Sheets template, as TimelineJS
    /// reads a header: lowercased, spaces removed ("Media Credit" -> mediacredit).
    package static let sheetColumns = ["year", "month", "day", "time", "endyear", "endmonth", "endday", "endtime", "displaydate",
                                       "headline", "text", "media", "mediacredit", "mediacaption", "mediathumbnail", "type", "group", "background"]

    /// Reads the Google Sheets template downloaded as CSV: a header row,
    /// then one row a slide, `Type` saying `title` (the title slide), `era`
    /// or nothing (an event). Each problem is located at its row's line.
    package static func readSheet(_ records: [CSVRecord], path: String) -> Reading {
        var timeline = Timeline()
        var diagnostics: [Diagnostic] = []
        guard let header = records.first else {
            return Reading(timeline: timeline, diagnostics: [.error(SourceLocation(path: path), "the file is empty; a TimelineJS sheet starts with its header row (Year, Month, Day, ... Headline, Text, Media ...)")])
        }
        let names = header.fields.map { $0.lowercased().filter { !$0.isWhitespace } }
        guard names.contains("year") else {
            return Reading(timeline: timeline, diagnostics: [.error(SourceLocation(path: path, line: header.line),
                "the first row is no TimelineJS header: it needs a Year column (and Month, Day, Time, End Year, ..., Headline, Text, Media, Type, Group)")])
        }
        var column: [String: Int] = [:]
        for (index, name) in names.enumerated() {
            let location = SourceLocation(path: path, line: header.line)
            if !sheetColumns.contains(name) {
                if !name.isEmpty {
                    diagnostics.append(.warning(location, "the column \"\(header.fields[index])\" is not one of TimelineJS's\(didYouMean(name, in: sheetColumns)); it is not imported"))
                }
            } else if column[name] != nil {
                diagnostics.append(.error(location, "the column \"\(header.fields[index])\" appears twice"))
            } else {
                column[name] = index
            }
        }
        for record in records.dropFirst() where record.fields.contains(where: { !$0.trimmingCharacters(in: .whitespaces).isEmpty }) {
            let location = SourceLocation(path: path, line: record.line)
            func value(_ name: String) -> String {
                guard let index = column[name], index < record.fields.count else { return "" }
                return record.fields[index].trimmingCharacters(in: .whitespacesAndNewlines)
            }
            let type = value("type").lowercased()
            let name: String
            switch type {
            case "title": name = timeline.title == nil ? "the title slide" : "event \(timeline.events.count + 1)"
            case "era": name = "era \(timeline.eras.count + 1)"
            default: name = "event \(timeline.events.count + 1)"
            }
            if !["", "title", "era"].contains(type) {
                diagnostics.append(.warning(location, "\(name): the Type \"\(value("type"))\" is none of title, era or empty; the row is read as an event"))
            }
            if type == "title", timeline.title != nil {
                diagnostics.append(.warning(location, "\(name): a second title slide; it is read as an event, as TimelineJS does"))
            }
            if record.fields.count > names.count, record.fields[names.count...].contains(where: { !$0.isEmpty }) {
                diagnostics.append(.warning(location, "\(name): the row has \(record.fields.count) fields, the header \(names.count) names; the fields past the last column are not imported"))
            }
            var slide = Slide(name: name, location: location)
            var broken = false
            func fail(_ message: String) {
                diagnostics.append(.error(location, "\(name): \(message)"))
                broken = true
            }
            func number(_ column: String, _ label: String) -> Int? {
                let text = value(column).filter { $0 != "," && !$0.isWhitespace }
                if text.isEmpty { return nil }
                guard let number = Int(text) else { fail("\(label) must be a whole number, not \"\(value(column))\""); return nil }
                return number
            }
            func date(_ prefix: String, _ label: String) -> TimelineJS.Date? {
                let year = number(prefix + "year", label + "Year"), month = number(prefix + "month", label + "Month"), day = number(prefix + "day", label + "Day")
                var time: SheetTime?
                let timeText = value(prefix + "time")
                if !timeText.isEmpty {
                    time = SheetTime(timeText)
                    if time == nil { fail("\(label)Time must be a time like 14:30, 2:30 PM or 14:30:15, not \"\(timeText)\"") }
                }
                guard let year else {
                    if month != nil || day != nil || !timeText.isEmpty { fail("\(label)Year is empty, but \(label)Month, Day or Time is not: a date needs its year") }
                    return nil
                }
                return TimelineJS.Date(year: year, month: month, day: day, hour: time?.hour, minute: time?.minute,
                                       second: time?.second, millisecond: time?.millisecond)
            }
            slide.start = date("", "")
            slide.end = date("end", "End ")
            if slide.start == nil, type != "title", !broken { fail("Year is empty: every event needs one") }
            slide.headline = value("headline")
            slide.text = value("text")
            slide.group = value("group")
            slide.displayDate = value("displaydate")
            let media = value("media")
            if !media.isEmpty {
                slide.media = Media(url: media, caption: value("mediacaption"), credit: value("mediacredit"))
            }
            for (column, key) in [("mediathumbnail", "Media Thumbnail"), ("background", "Background")] where !value(column).isEmpty {
                slide.unmapped.append((key, value(column)))
            }
            if broken { continue }
            switch type {
            case "title" where timeline.title == nil: timeline.title = slide
            case "era": timeline.eras.append(slide)
            default: timeline.events.append(slide)
            }
        }
        return Reading(timeline: timeline, diagnostics: diagnostics)
    }
}

/// A sheet's Time or End Time: `14:30`, `14:30:15`, `14:30:15.250`,
/// `2:30 PM`, `2 pm`, `12:00 AM` (midnight).
package struct SheetTime: Equatable, Sendable {
    package var hour: Int
    package var minute: Int?
    package var second: Int?
    package var millisecond: Int?

    package init?(_ text: String) {
        let lowered = text.lowercased().trimmingCharacters(in: .whitespaces)
        guard let match = lowered.wholeMatch(of: /(\d{1,2})(?::(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?)?\s*(am|pm|a\.m\.|p\.m\.)?/),
              var hour = Int(match.1) else { return nil }
        let minute = match.2.flatMap { Int($0) }, second = match.3.flatMap { Int($0) }
        if let half = match.5 {
            guard (1...12).contains(hour) else { return nil }
            hour = hour % 12 + (half.hasPrefix("p") ? 12 : 0)
        } else {
            // "14" alone is no time: a number in the Time column is a mistake.
            guard minute != nil, hour < 24 else { return nil }
        }
        guard (minute ?? 0) < 60, (second ?? 0) < 60 else { return nil }
        self.hour = hour
        self.minute = minute
        self.second = second
        // ".25" is 250 ms, as a fraction of a second.
        self.millisecond = match.4.map { digits in Int(digits.padding(toLength: 3, withPad: "0", startingAt: 0))! }
    }

    package init(hour: Int, minute: Int? = nil, second: Int? = nil, millisecond: Int? = nil) {
        self.hour = hour
        self.minute = minute
        self.second = second
        self.millisecond = millisecond
    }
}

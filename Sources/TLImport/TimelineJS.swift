import TLCore

/// A TimelineJS timeline as its two sources describe it: the JSON format
/// (`title`, `events`, `eras`, `scale`) and the Google Sheets template
/// (one row a slide, `Type` saying title or era). Both readers make this
/// value; `TimelineImport` turns it into items.
package enum TimelineJS {
    /// A `start_date`/`end_date` object: a year and as much more as given.
    package struct Date: Equatable, Sendable {
        package var year: Int
        package var month: Int?
        package var day: Int?
        package var hour: Int?
        package var minute: Int?
        package var second: Int?
        package var millisecond: Int?
        package var displayDate: String?

        package init(year: Int, month: Int? = nil, day: Int? = nil, hour: Int? = nil, minute: Int? = nil,
                     second: Int? = nil, millisecond: Int? = nil, displayDate: String? = nil) {
            self.year = year
            self.month = month
            self.day = day
            self.hour = hour
            self.minute = minute
            self.second = second
            self.millisecond = millisecond
            self.displayDate = displayDate
        }
    }

    package struct Media: Equatable, Sendable {
        package var url: String
        package var caption = ""
        package var credit = ""
        package var alt = ""
        package var title = ""
        package init(url: String, caption: String = "", credit: String = "", alt: String = "", title: String = "") {
            self.url = url
            self.caption = caption
            self.credit = credit
            self.alt = alt
            self.title = title
        }
    }

    /// A slide: an event, the title slide, or an era (which has no media).
    package struct Slide: Equatable, Sendable {
        /// "event 3", "the title slide", "era 1": how messages name it.
        package var name: String
        /// Where it is: the file, and for a sheet the row's line.
        package var location: SourceLocation
        package var start: Date?
        package var end: Date?
        package var headline = ""
        package var text = ""
        package var media: Media?
        package var group = ""
        package var displayDate = ""
        package var uniqueID = ""
        /// What the source holds that tlsite has no place for, by its name
        /// in the source (`background`, `media.thumbnail`), with its value.
        package var unmapped: [(key: String, value: String)] = []

        package init(name: String, location: SourceLocation) {
            self.name = name
            self.location = location
        }

        package static func == (a: Slide, b: Slide) -> Bool {
            a.name == b.name && a.location == b.location && a.start == b.start && a.end == b.end && a.headline == b.headline
                && a.text == b.text && a.media == b.media && a.group == b.group && a.displayDate == b.displayDate
                && a.uniqueID == b.uniqueID && a.unmapped.map { [$0.key, $0.value] } == b.unmapped.map { [$0.key, $0.value] }
        }
    }

    package struct Timeline: Equatable, Sendable {
        package var title: Slide?
        package var events: [Slide] = []
        package var eras: [Slide] = []
        package init() {}
    }

    /// A timeline read, with every problem found on the way.
    package struct Reading: Sendable {
        package var timeline: Timeline
        package var diagnostics: [Diagnostic]
    }
}

import Foundation
import TLCore

extension TimelineJS {
    /// Reads TimelineJS's JSON format (timeline.knightlab.com/docs/json-format.html):
    /// an object with `events` (slides), an optional `title` slide, `eras`
    /// and `scale`. Problems are errors located at the file and named by
    /// the slide ("event 3"), since JSON gives no lines; keys tlsite has no
    /// place for are kept in `unmapped`, keys TimelineJS does not know are warnings.
    package static func readJSON(_ data: Data, path: String) -> Reading {
        var reader = JSONSlideReader(path: path)
        var timeline = Timeline()
        let root: Any
        do {
            root = try JSONSerialization.jsonObject(with: data, options: [])
        } catch {
            let reason = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? "\(error.localizedDescription)"
            return Reading(timeline: timeline, diagnostics: [.error(SourceLocation(path: path), "the file is not JSON: \(reason)")])
        }
        guard let object = root as? [String: Any] else {
            return Reading(timeline: timeline, diagnostics: [.error(SourceLocation(path: path), "a TimelineJS file is a JSON object with \"events\", not \(JSONSlideReader.kind(root))")])
        }
        reader.unknownKeys(object, known: ["events", "title", "eras", "scale"], in: "the timeline")
        if let scale = object["scale"] {
            if let text = scale as? String, text == "human" || text == "cosmological" {
                if text == "cosmological" {
                    reader.warn("the timeline", "scale: cosmological is not imported: tlsite dates run from the year 1 to 9999, so events outside it are written without a date")
                }
            } else {
                reader.fail("the timeline", "\"scale\" must be \"human\" or \"cosmological\"")
            }
        }
        if let title = object["title"] {
            timeline.title = reader.slide(title, name: "the title slide", needsStart: false)
        }
        switch object["events"] {
        case nil:
            reader.fail("the timeline", "a TimelineJS file needs \"events\", a list of slides")
        case let list as [Any]:
            for (index, value) in list.enumerated() {
                if let slide = reader.slide(value, name: "event \(index + 1)", needsStart: true) { timeline.events.append(slide) }
            }
        case let other?:
            reader.fail("the timeline", "\"events\" must be a list of slides, not \(JSONSlideReader.kind(other))")
        }
        switch object["eras"] {
        case nil: break
        case let list as [Any]:
            for (index, value) in list.enumerated() {
                if let era = reader.slide(value, name: "era \(index + 1)", needsStart: true, isEra: true) { timeline.eras.append(era) }
            }
        case let other?:
            reader.fail("the timeline", "\"eras\" must be a list, not \(JSONSlideReader.kind(other))")
        }
        return Reading(timeline: timeline, diagnostics: reader.diagnostics)
    }
}

/// The slides of a JSON file, each problem named by its slide.
private struct JSONSlideReader {
    var path: String
    var diagnostics: [Diagnostic] = []

    static let slideKeys: Set<String> = ["start_date", "end_date", "text", "media", "group", "display_date", "background", "autolink", "unique_id"]
    static let eraKeys: Set<String> = ["start_date", "end_date", "text"]
    static let dateKeys: Set<String> = ["year", "month", "day", "hour", "minute", "second", "millisecond", "display_date", "format"]
    static let mediaKeys: Set<String> = ["url", "caption", "credit", "thumbnail", "alt", "title", "link", "link_target"]

    var location: SourceLocation { SourceLocation(path: path) }

    mutating func fail(_ name: String, _ message: String) { diagnostics.append(.error(location, "\(name): \(message)")) }
    mutating func warn(_ name: String, _ message: String) { diagnostics.append(.warning(location, "\(name): \(message)")) }

    static func kind(_ value: Any) -> String {
        switch value {
        case is String: return "text"
        case is [Any]: return "a list"
        case is [String: Any]: return "an object"
        case is NSNull: return "null"
        case let number as NSNumber: return isBool(number) ? "true or false" : "a number"
        default: return "\(type(of: value))"
        }
    }

    mutating func unknownKeys(_ object: [String: Any], known: Set<String>, in name: String) {
        for key in object.keys.sorted() where !known.contains(key) {
            warn(name, "TimelineJS has no key \"\(key)\"; it is not imported")
        }
    }

    /// A text field: a string, a number written as text, or absent (null too).
    mutating func text(_ value: Any?, _ key: String, in name: String) -> String {
        switch value {
        case nil, is NSNull: return ""
        case let text as String: return text
        case let number as NSNumber where !JSONSlideReader.isBool(number): return number.stringValue
        case let other?:
            fail(name, "\"\(key)\" must be text, not \(JSONSlideReader.kind(other))")
            return ""
        }
    }

    static func isBool(_ number: NSNumber) -> Bool {
        String(cString: number.objCType) == "c" && (number == NSNumber(value: true) || number == NSNumber(value: false))
    }

    /// A whole number, as TimelineJS takes one: a JSON number or its text
    /// ("1969", "-500", "1,000,000": spaces and commas between digits go).
    mutating func integer(_ value: Any?, _ key: String, in name: String) -> Int?? {
        switch value {
        case nil, is NSNull: return .some(nil)
        case let text as String:
            let cleaned = text.filter { $0 != "," && !$0.isWhitespace }
            if cleaned.isEmpty { return .some(nil) }
            if let number = Int(cleaned) { return .some(number) }
            fail(name, "\"\(key)\" must be a whole number, not \"\(text)\"")
            return nil
        case let number as NSNumber where !JSONSlideReader.isBool(number):
            let double = number.doubleValue
            if double.rounded() == double, abs(double) < 1e15 { return .some(Int(double)) }
            fail(name, "\"\(key)\" must be a whole number, not \(number)")
            return nil
        case let other?:
            fail(name, "\"\(key)\" must be a whole number, not \(JSONSlideReader.kind(other))")
            return nil
        }
    }

    mutating func date(_ value: Any, _ key: String, in name: String) -> TimelineJS.Date? {
        guard let object = value as? [String: Any] else {
            fail(name, "\"\(key)\" must be an object like {\"year\": 1969, \"month\": 7}, not \(JSONSlideReader.kind(value))")
            return nil
        }
        unknownKeys(object, known: JSONSlideReader.dateKeys, in: "\(name)'s \(key)")
        var parts: [Int?] = []
        var broken = false
        for part in ["year", "month", "day", "hour", "minute", "second", "millisecond"] {
            guard let number = integer(object[part], "\(key).\(part)", in: name) else { broken = true; parts.append(nil); continue }
            parts.append(number)
        }
        if broken { return nil }
        guard let year = parts[0] else {
            fail(name, "\"\(key)\" needs a \"year\"")
            return nil
        }
        let display = text(object["display_date"], "\(key).display_date", in: name)
        return TimelineJS.Date(year: year, month: parts[1], day: parts[2], hour: parts[3], minute: parts[4], second: parts[5],
                               millisecond: parts[6], displayDate: display.isEmpty ? nil : display)
    }

    mutating func slide(_ value: Any, name: String, needsStart: Bool, isEra: Bool = false) -> TimelineJS.Slide? {
        guard let object = value as? [String: Any] else {
            fail(name, "a slide must be an object, not \(JSONSlideReader.kind(value))")
            return nil
        }
        let errorsBefore = diagnostics.count { $0.severity == .error }
        unknownKeys(object, known: isEra ? JSONSlideReader.eraKeys : JSONSlideReader.slideKeys, in: name)
        var slide = TimelineJS.Slide(name: name, location: location)
        if let start = object["start_date"] {
            slide.start = date(start, "start_date", in: name)
        } else if needsStart {
            fail(name, "it needs a \"start_date\", like {\"year\": 1969}")
        }
        if let end = object["end_date"] { slide.end = date(end, "end_date", in: name) }
        if let value = object["text"] {
            if let text = value as? [String: Any] {
                unknownKeys(text, known: ["headline", "text"], in: "\(name)'s text")
                slide.headline = self.text(text["headline"], "text.headline", in: name)
                slide.text = self.text(text["text"], "text.text", in: name)
            } else if !(value is NSNull) {
                fail(name, "\"text\" must be an object with \"headline\" and \"text\", not \(JSONSlideReader.kind(value))")
            }
        }
        if let value = object["media"], !(value is NSNull) {
            if let media = value as? [String: Any] {
                unknownKeys(media, known: JSONSlideReader.mediaKeys, in: "\(name)'s media")
                let url = text(media["url"], "media.url", in: name)
                if !url.isEmpty {
                    slide.media = TimelineJS.Media(url: url, caption: text(media["caption"], "media.caption", in: name),
                                                   credit: text(media["credit"], "media.credit", in: name),
                                                   alt: text(media["alt"], "media.alt", in: name), title: text(media["title"], "media.title", in: name))
                }
                for key in ["thumbnail", "link", "link_target"] {
                    let value = text(media[key], "media." + key, in: name)
                    if !value.isEmpty { slide.unmapped.append(("media." + key, value)) }
                }
            } else {
                fail(name, "\"media\" must be an object with a \"url\", not \(JSONSlideReader.kind(value))")
            }
        }
        slide.group = text(object["group"], "group", in: name)
        slide.displayDate = text(object["display_date"], "display_date", in: name)
        slide.uniqueID = text(object["unique_id"], "unique_id", in: name)
        if let background = object["background"], !(background is NSNull) {
            if let fields = background as? [String: Any] {
                for key in fields.keys.sorted() { slide.unmapped.append(("background." + key, text(fields[key], "background." + key, in: name))) }
            } else {
                fail(name, "\"background\" must be an object like {\"color\": \"#123\"}, not \(JSONSlideReader.kind(background))")
            }
        }
        if let autolink = object["autolink"], !(autolink is NSNull) {
            if let number = autolink as? NSNumber, JSONSlideReader.isBool(number) {
                if !number.boolValue { slide.unmapped.append(("autolink", "false")) }
            } else {
                fail(name, "\"autolink\" must be true or false")
            }
        }
        return diagnostics.count { $0.severity == .error } > errorsBefore ? nil : slide
    }
}

import Foundation
import Mustache
import TLModel

/// What a list shows of the time between its items: a heading where the
/// period changes (`timeline.groupBy`) and, with `timeline.spacing:
/// proportional`, a gap above each cell that grows with the time since
/// the cell before it. Both are made per cell from the whole list, so a
/// page, and a page appended by Load more, agree with the list.
package enum TimeAxis {
    /// Gaps come in steps 1...10 of the stylesheet's largest gap
    /// (`.tl-gap-N`, `--tl-time-gap-max`); step 0 is no gap beyond the usual.
    package static let steps = 10

    /// The longest time between two neighbouring dated cells of a list: the
    /// time that gets the largest gap. Zero when no two dates differ.
    package static func scale(_ cells: [Cell]) -> TimeInterval {
        var longest: TimeInterval = 0
        var previous: Date?
        for index in cells.indices {
            guard let date = cells[index].item.date else { continue }
            if let previous { longest = max(longest, abs(date.timeIntervalSince(previous))) }
            previous = date
        }
        return longest
    }

    /// The gap step of `cells[index]`: the time since the nearest dated cell
    /// above it, in tenths of the list's `scale`, rounded up so that any
    /// time at all shows; 0 for an undated cell or the first one.
    package static func step(_ cells: [Cell], at index: Int, scale: TimeInterval) -> Int {
        guard scale > 0, let date = cells[index].item.date, let above = datedAbove(cells, index) else { return 0 }
        let fraction = abs(date.timeIntervalSince(cells[above].item.date!)) / scale
        return min(steps, Int((fraction * Double(steps)).rounded(.up)))
    }

    /// A period's heading above a cell: its text in the site's language,
    /// its `datetime`, the lanes that run through it from the cell above,
    /// and `continued` when the period began on an earlier page (the
    /// stylesheet hides such a heading once Load more appends its page).
    package struct Heading: Sendable {
        package var label: String
        package var iso: String
        package var unit: TimelinePeriod
        package var continued: Bool
        package var left: String
        package var right: String

        package func value(gap: String?) -> MustacheValue {
            .object([
                "label": .string(label), "iso": .string(iso), "unit": .string(unit.rawValue),
                "continued": .bool(continued), "left": .string(left), "right": .string(right),
                "gap": gap.map(MustacheValue.string) ?? .null,
            ])
        }
    }

    /// The heading above `cells[index]` when it starts a period, or starts
    /// a page (`firstOnPage`); nil for an undated cell.
    package static func heading(_ cells: [Cell], at index: Int, by unit: TimelinePeriod, firstOnPage: Bool,
                               dates: DateFormatting) -> Heading? {
        guard let date = cells[index].item.date else { return nil }
        let period = dates.period(date, by: unit)
        let sameAsAbove = datedAbove(cells, index).map { dates.period(cells[$0].item.date!, by: unit).key == period.key } ?? false
        guard firstOnPage || !sameAsAbove else { return nil }
        func lane(_ lane: Lane) -> String {
            index > cells.startIndex && cells[index - 1].joins(cells[index], in: lane) ? "line" : "none"
        }
        return Heading(label: period.label, iso: period.iso, unit: unit, continued: sameAsAbove,
                       left: lane(.left), right: lane(.right))
    }

    private static func datedAbove(_ cells: [Cell], _ index: Int) -> Int? {
        var above = index - 1
        while above >= cells.startIndex {
            if cells[above].item.date != nil { return above }
            above -= 1
        }
        return nil
    }
}

import Mustache
import TLModel

/// A spacer between two cells (`timeline.spacer`), as the widget timeline's
/// sample draws them: a height and colors that alternate. Lanes whose line
/// runs from one cell to the next run through the spacer too.
package enum SpacerContext {
    package static func make(_ spacer: Spacer, between previous: Cell, and next: Cell) -> MustacheValue {
        let index = next.index - 1
        let color = spacer.colors.isEmpty ? "transparent" : spacer.colors[index % spacer.colors.count].css
        func lane(_ lane: Lane) -> String { previous.joins(next, in: lane) ? "line" : "none" }
        return .object([
            "index": .int(index),
            "height": .string(formatNumber(spacer.height)),
            "color": .string(color),
            "left": .string(lane(.left)),
            "right": .string(lane(.right)),
        ])
    }
}

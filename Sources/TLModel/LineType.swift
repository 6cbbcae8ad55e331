/// What a lane draws beside one cell, as CNTimelineCell's TimelineType.
package enum LineType: String, Sendable, CaseIterable, Equatable {
    /// A spot with the line going on down.
    case start
    /// A spot on a line passing through.
    case spot
    /// The line alone.
    case line
    /// The line coming from above and ending at a spot.
    case end
    case none
}

package enum Lane: String, Sendable, CaseIterable, Hashable {
    case left, right
}

import TLModel

extension ItemContext {
    /// Where a cell stands: on its item's own page, and whether a lane's
    /// line joins no neighbour (so it draws no stub above or below).
    package struct Place: Sendable {
        package var isOwnPage = false
        package var aloneLeft = false
        package var aloneRight = false
        /// Among the first cells of its page (`firstScreenCells`), whose
        /// images load at once; the others' load lazily.
        package var isFirstScreen = false
        /// How many cells of a listing page count as its first screen: on a
        /// phone (390 × 844) the header and two cards fill it, on a desktop
        /// about three short ones; a lazy image there would wait for layout.
        package static let firstScreenCells = 3
        package init() {}

        /// A cell between `previous` and `next` of its list (nil at either end).
        package init(_ cell: Cell, previous: Cell?, next: Cell?) {
            func joins(_ upper: Cell?, _ lower: Cell?, _ lane: Lane) -> Bool {
                guard let upper, let lower else { return false }
                return upper.joins(lower, in: lane)
            }
            aloneLeft = !joins(previous, cell, .left) && !joins(cell, next, .left)
            aloneRight = !joins(previous, cell, .right) && !joins(cell, next, .right)
        }

        /// The item's own page: the cell stands alone.
        package static let ownPage: Place = { var place = Place(); place.isOwnPage = true; place.isFirstScreen = true; place.aloneLeft = true; place.aloneRight = true; return place }()
    }
}

/// An item placed on the timeline: its final line type in each lane.
package struct Cell: Sendable {
    package var item: Item
    package var left: LineType
    package var right: LineType
    /// Position in the whole timeline, from 0.
    package var index: Int

    package func type(_ lane: Lane) -> LineType { lane == .left ? left : right }

    /// Whether this cell's line in `lane` runs on into `lower`, the cell below
    /// it: what a spacer or a period heading between them continues.
    package func joins(_ lower: Cell, in lane: Lane) -> Bool {
        [.start, .spot, .line].contains(type(lane)) && [.spot, .line, .end].contains(lower.type(lane))
    }
}

package enum Timeline {
    /// Lays items out in display order and settles each lane's line type.
    /// Explicit `leftType`/`rightType` win; otherwise an item that says
    /// `lane:`/`lanes:` marks that lane, and the marks of a lane become
    /// start … spot … end, with `line` on the items passed in between.
    package static func cells(_ items: [Item]) -> [Cell] {
        var cells = items.enumerated().map { index, item in
            Cell(item: item, left: item.leftType ?? .none, right: item.rightType ?? .none, index: index)
        }
        for lane in Lane.allCases {
            let marks = cells.indices.filter { i in
                cells[i].item.lanes.contains(lane) && explicitType(cells[i].item, lane) == nil
            }
            guard let first = marks.first, let last = marks.last else { continue }
            for i in first...last where explicitType(cells[i].item, lane) == nil {
                let type: LineType
                if marks.count == 1 { type = .spot }
                else if i == first { type = .start }
                else if i == last { type = .end }
                else { type = cells[i].item.lanes.contains(lane) ? .spot : .line }
                if lane == .left { cells[i].left = type } else { cells[i].right = type }
            }
        }
        return cells
    }

    private static func explicitType(_ item: Item, _ lane: Lane) -> LineType? {
        lane == .left ? item.leftType : item.rightType
    }

    /// Splits `count` things into pages of `perPage` (0 = one page). Always
    /// at least one page, so an empty site still has a home page.
    package static func pages(count: Int, perPage: Int) -> [Range<Int>] {
        guard perPage > 0, count > perPage else { return [0..<count] }
        return stride(from: 0, to: count, by: perPage).map { $0..<min($0 + perPage, count) }
    }

    /// The page numbers a pager shows: the first and last pages, and those
    /// within `radius` of the current one; nil marks a gap ("…"). At most
    /// 2 × radius + 5 entries, so pages of a long list stay small.
    package static func pageWindow(current: Int, total: Int, radius: Int = 2) -> [Int?] {
        guard total > 0 else { return [] }
        let shown = Set([1, total] + Array(max(1, current - radius)...min(total, max(1, current + radius))))
        var window: [Int?] = []
        for number in shown.sorted() {
            if let last = window.last, let previous = last, number > previous + 1 {
                // A gap of one page shows that page rather than "…".
                window.append(number == previous + 2 ? previous + 1 : nil)
            }
            window.append(number)
        }
        return window
    }
}

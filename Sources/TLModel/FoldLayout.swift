/// How a folding card unfolds: its rest laid out over N paper folds, each
/// with its own timing, as FoldingCell's `animationDuration(itemIndex:)`.
package struct FoldLayout: Sendable, Equatable {
    package struct Panel: Sendable, Equatable {
        package var html: String
        /// Seconds: a fold unfolds after the ones above it, and folds back
        /// after the ones below it.
        package var openDuration: Double
        package var openDelay: Double
        package var closeDuration: Double
        package var closeDelay: Double
    }

    package var panels: [Panel]
    package var startsOpen: Bool
    /// The item's own `fold.durations` time the panels: otherwise each panel unfolds for an
    /// even share of the style's durations, which the stylesheet works out from its place.
    package var hasOwnDurations = false
    package var openTotal: Double { panels.map(\.openDuration).reduce(0, +) }
    package var closeTotal: Double { panels.map(\.closeDuration).reduce(0, +) }

    /// `style` is the item's effective fold style (theme, then the item's
    /// `style:`); `rest`, the item's `restBlocks` when they are read already.
    package init(item: Item, style: FoldStyle, rest: ArraySlice<String>? = nil) {
        let settings = item.fold ?? FoldSettings()
        let count = settings.folds ?? settings.durations?.count ?? style.folds
        let own = settings.durations.flatMap { $0.count == count ? $0 : nil }
        let opens = own ?? Array(repeating: style.openDuration / Double(count), count: count)
        let close = style.closeDuration / Double(count)
        let groups = FoldLayout.distribute(rest ?? item.restBlocks, into: count)
        var panels: [Panel] = []
        var delay = 0.0
        for index in 0..<count {
            panels.append(Panel(html: groups[index], openDuration: opens[index], openDelay: delay,
                                closeDuration: close, closeDelay: close * Double(count - 1 - index)))
            delay += opens[index]
        }
        self.panels = panels
        startsOpen = settings.open
        hasOwnDurations = own != nil
    }

    /// Spreads blocks over `count` folds in order, each fold taking about an
    /// equal share of the text; folds left without a block stay empty.
    static func distribute(_ blocks: some Collection<String>, into count: Int) -> [String] {
        var groups = Array(repeating: "", count: count)
        let total = blocks.reduce(0) { $0 + $1.utf8.count }
        var used = 0, group = 0
        for (index, block) in blocks.enumerated() {
            groups[group] += block
            used += block.utf8.count
            let blocksLeft = blocks.count - index - 1
            let foldsLeft = count - group - 1
            if foldsLeft > 0, blocksLeft > 0, used * count >= total * (group + 1) || blocksLeft <= foldsLeft {
                group += 1
            }
        }
        return groups
    }
}

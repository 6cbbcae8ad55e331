import Testing
import TLCore
@testable import TLModel

struct TimelineTests {
    func item(_ lanes: Set<Lane> = [], left: LineType? = nil, right: LineType? = nil) -> Item {
        var item = Item(source: SourceLocation(path: "x.md"), title: "x", slug: "x")
        item.lanes = lanes
        item.leftType = left
        item.rightType = right
        return item
    }

    @Test func lanesAreInferredFromOrder() {
        let cells = Timeline.cells([item([.left]), item([.right]), item([.left, .right]), item([]), item([.left])])
        #expect(cells.map(\.left) == [.start, .line, .spot, .line, .end])
        #expect(cells.map(\.right) == [.none, .start, .end, .none, .none])
    }

    @Test func explicitTypesWin() {
        let cells = Timeline.cells([item([.left]), item([.left], left: LineType.none), item([.left])])
        #expect(cells.map(\.left) == [.start, .none, .end])
    }

    @Test func aLoneMarkIsASpot() {
        #expect(Timeline.cells([item(), item([.right]), item()]).map(\.right) == [.none, .spot, .none])
    }

    @Test func noLanesMeansNone() {
        #expect(Timeline.cells([item(), item()]).map(\.left) == [.none, .none])
    }

    @Test(arguments: [
        (0, 20, [0..<0]),
        (5, 0, [0..<5]),
        (5, 5, [0..<5]),
        (5, 2, [0..<2, 2..<4, 4..<5]),
        (40, 20, [0..<20, 20..<40]),
    ])
    func pages(_ count: Int, _ perPage: Int, _ expected: [Range<Int>]) {
        #expect(Timeline.pages(count: count, perPage: perPage) == expected)
    }
}

struct StyleKeyTests {
    @Test func everyKeyHasAUniqueNameAndVariable() {
        #expect(Set(StyleKey.all.map(\.name)).count == StyleKey.all.count)
        #expect(Set(StyleKey.all.map(\.cssVariable)).count == StyleKey.all.count)
        #expect(StyleKey.all.allSatisfy { $0.cssVariable.hasPrefix("--tl-") })
    }

    @Test func defaultsAreCNTimelineCells() {
        let style = TimelineStyle()
        let css = Dictionary(uniqueKeysWithValues: StyleKey.all.compactMap { key in key.value(in: style).map { (key.name, key.css($0)) } })
        #expect(css["leftLineStyle.lineWidth"] == "6px")
        #expect(css["leftLineStyle.spotDiameter"] == "20px")
        #expect(css["leftLineStyle.spotColor"] == "#ffffff")
        #expect(css["leftLineStyle.lineColor"] == "#0090b6")
        #expect(css["rightLineStyle.spotOffsetY"] == "29px")
        #expect(css["bubbleStyle.arrowOffsetY"] == "30px")
        #expect(css["bubbleStyle.borderWidth"] == "2px")
        #expect(css["bubbleStyle.borderColor"] == "#009333")
        #expect(css["bubbleStyle.backgroundColor"] == "rgba(0, 0, 0, 0)")
        #expect(css["messageSeparator"] == "#aaaaaa")
        #expect(css["foldStyle.openDuration"] == "0.5s")
        #expect(css["foldStyle.closeDuration"] == "1.1s")
        #expect(css["clusterStyle.spacing"] == "-8px")
    }

    @Test func patchesApplyInOrder() {
        var patch = StylePatch()
        let key = StyleKey.byName["bubbleStyle.borderWidth"]!
        patch.set(key, .number(8))
        patch.set(key, .number(4))
        #expect(patch.entries.count == 1)
        #expect(patch.applied(to: TimelineStyle()).bubbleStyle.borderWidth == 4)
    }
}

struct ClusterTests {
    @Test(arguments: [(200.0, 8), (320, 13), (480, 19), (32, 1), (10, 1), (56, 2), (55.9, 1)])
    func slotsFitAsProfileClusterViewCounts(_ width: Double, _ slots: Int) {
        #expect(Cluster.visibleSlots(width: width, size: 32, spacing: -8) == slots)
        if slots > 1 { #expect(Cluster.width(forSlots: slots, size: 32, spacing: -8) <= width) }
    }

    @Test func colorsCycleAsProfileClusterView() {
        #expect((0..<9).map { Cluster.colorIndex($0, colors: 3) } == [0, 2, 1, 0, 1, 2, 0, 2, 1])
        #expect((0..<5).map { Cluster.colorIndex($0, colors: 2) } == [0, 1, 0, 1, 0])
    }

    @Test func initials() {
        #expect(Person(id: "x", name: "Chen Li").initials == "CL")
        #expect(Person(id: "x", name: "ada").initials == "A")
        #expect(Person(id: "x", name: "Jean-Luc Picard").initials == "JL")
    }
}

@Suite struct PageWindowTests {
    @Test(arguments: [
        (1, 1, [1]),
        (1, 3, [1, 2, 3]),
        (1, 10, [1, 2, 3, nil, 10]),
        (5, 10, [1, 2, 3, 4, 5, 6, 7, nil, 10]),
        (4, 10, [1, 2, 3, 4, 5, 6, nil, 10]),
        (10, 10, [1, nil, 8, 9, 10]),
        (250, 500, [1, nil, 248, 249, 250, 251, 252, nil, 500]),
        (3, 0, []),
    ] as [(Int, Int, [Int?])])
    func window(current: Int, total: Int, expected: [Int?]) {
        #expect(Timeline.pageWindow(current: current, total: total) == expected)
    }

    @Test func windowStaysSmall() {
        for current in 1...1000 { #expect(Timeline.pageWindow(current: current, total: 1000).count <= 9) }
    }
}

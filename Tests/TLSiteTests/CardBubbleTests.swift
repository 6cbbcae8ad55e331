import Foundation
import Mustache
import Testing
import TLCore
import TLModel
@testable import TLSite

/// A list's card is kept as its bubble (`RenderPlan.cardPartial`): its
/// `<li>`, which draws the lanes as they join the cards beside it or not,
/// is rendered on each page, so a card whose neighbours differ from list to
/// list is rendered once for all of them. A site's own `partials/cell.html`
/// may read anything of its item around the bubble: then the whole cell is
/// kept, as before.
struct CardBubbleTests {
    /// 36 items, 4 a page, no images: the even ones draw a spot on their left
    /// lane and are tagged `beta` too, so on the home page and `alpha` a spot
    /// stands alone between two cards without one, and on `beta` it joins
    /// its neighbours.
    static func files(cell: String? = nil) -> [String: String] {
        var files = ["tlsite.yml": SiteFixture.config(perPage: 4)]
        for number in 0..<36 {
            let day = String(format: "2024-%02d-%02d", number / 28 + 1, number % 28 + 1)
            let left = number % 2 == 0 ? "spot" : "none"
            files["content/item-\(number).md"] = SiteFixture.item("Item \(number)", date: day, tags: number % 2 == 0 ? ["alpha", "beta"] : ["alpha"],
                                                                 more: "leftType: \(left)\nrightType: line\n", body: "Text \(number).\n")
        }
        if let cell { files["templates/partials/cell.html"] = cell }
        return SiteFixture.site(files)
    }

    func render(_ files: [String: String]) throws -> (RenderPlan, Templates, RenderResult, FileIO, Output) {
        var options = BuildOptions(site: "/site")
        options.now = Date(timeIntervalSince1970: 1_800_000_000)
        // One worker: two workers may each render a card neither has kept yet, and the counts below are exact.
        options.jobs = 1
        let io = FileIO.memory(files).0
        let build = Build(options, io: io)
        let (plan, templates, diagnostics) = try SiteFixture.plan(build)
        #expect(diagnostics.all.filter { $0.severity == .error }.isEmpty, "\(diagnostics.all)")
        let output = Output(final: "/site/public", site: "/site", io: io, enabled: true)
        _ = try output.prepare()
        let result = try build.render(plan, templates, .all, output)
        return (plan, templates, result, io, output)
    }

    /// The identities of the cards the list pages show, with how their lanes stand there.
    func shownCards(_ plan: RenderPlan) throws -> [(identity: String, lanes: String)] {
        try plan.allJobs().jobs.filter { $0.cards != nil }.flatMap { job throws -> [(identity: String, lanes: String)] in
            guard case .object(let page) = try job.context(), case .array(let items)? = page["items"] else { return [] }
            return items.compactMap { item in
                guard case .object(let fields) = item, case .string(let identity)? = fields[RenderPlan.cardField],
                      case .object(let left)? = fields["left"], case .object(let right)? = fields["right"] else { return nil }
                func alone(_ lane: [MustacheKey: MustacheValue]) -> Bool { if case .bool(true)? = lane["isAlone"] { true } else { false } }
                return (identity, "\(alone(left)) \(alone(right))")
            }
        }
    }

    @Test func aCardIsRenderedOnceWhicheverNeighboursItHas() throws {
        let (plan, templates, result, io, output) = try render(Self.files())
        #expect(plan.cardPartial == "partials/bubble")
        let shown = try shownCards(plan)
        let uses = Dictionary(shown.map { ($0.identity, 1) }, uniquingKeysWith: +)
        let shared = Set(uses.filter { $0.value > 1 }.keys)
        // The test means something: cards stand alone on one list and join their neighbours on another.
        let variants = Set(shown.filter { shared.contains($0.identity) }.map { $0.identity + " " + $0.lanes })
        #expect(variants.count > shared.count + 5, "\(variants.count) variants of \(shared.count) cards")
        // One card kept for each identity shown twice or more, not one for each way its lanes stand.
        #expect(result.cardsKept == shared.count)
        // Every other showing of a kept card is that card.
        #expect(result.cardsReused == shown.filter { shared.contains($0.identity) }.count - shared.count)
        #expect(try SiteFixture.expectListPagesAsAlone(plan, templates, io, output) > 10)
    }

    @Test func aCellOfTheSitesOwnIsKeptWhole() throws {
        // Reads the item's title around the bubble, which a kept bubble's page would not be given.
        let cell = "<li class=\"tl-cell tl-left-{{left.type}} tl-right-{{right.type}}{{#left.isAlone}} tl-left-alone{{/left.isAlone}}\" data-title=\"{{title}}\">{{>partials/bubble}}</li>\n"
        let (plan, templates, result, io, output) = try render(Self.files(cell: cell))
        #expect(plan.cardPartial == "partials/cell")
        #expect(result.cardsReused > 20, "\(result.cardsReused)")
        #expect(try SiteFixture.expectListPagesAsAlone(plan, templates, io, output) > 10)
        let home = String(decoding: try io.read(output.staging + "/index.html"), as: UTF8.self)
        #expect(home.contains("data-title=\"Item 35\""))
    }
}

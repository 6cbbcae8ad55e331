import Foundation
import Testing
import TLCore
import TLModel
@testable import TLSite

/// A whole build renders the list pages in the order of the timeline
/// (`RenderPlan.cardOrder`), so the pages of tags, kinds and people that
/// show the same weeks come one after the other and each card is rendered
/// once for all of them; a page's first cards are shared too when they load
/// no image. Neither may change a page.
struct CardOrderTests {
    /// 48 items over three tags (two each), two kinds and two people, 4 a
    /// page; every fifth item has an image, every seventh one in its body and
    /// every eleventh raw HTML that loads lazily, so the first screen's cards
    /// that load at once are there too.
    static let files: [String: String] = {
        var files = ["tlsite.yml": SiteFixture.config(perPage: 4, more: "markdown: { unsafe: true }\n")]
        let tags = ["alpha", "beta", "gamma"]
        for number in 0..<48 {
            let day = String(format: "2024-%02d-%02d", number / 28 + 1, number % 28 + 1)
            var more = number % 5 == 0 ? "image: https://example.org/\(number).png\n" : ""
            if number % 2 == 0 { more += "kind: poll\n" }
            // Every seventh has an image in its body; every eleventh a frame of raw HTML that loads lazily.
            let body = number % 7 == 0 ? "Text \(number).\n\n![picture](https://example.org/b\(number).png)\n"
                : number % 11 == 0 ? "Text \(number).\n\n<iframe title=\"map\" src=\"https://example.org/\(number)\" loading=\"lazy\" decoding=\"async\"></iframe>\n"
                : "Text \(number).\n"
            files["content/item-\(number).md"] = SiteFixture.item("Item \(number)", date: day, tags: [tags[number % 3], tags[(number + 1) % 3]],
                                                                 people: [number % 2 == 0 ? "Ada" : "Grace"], more: more, body: body)
        }
        return SiteFixture.site(files)
    }()

    /// The site laid out and planned, with its templates and file system.
    func plan() throws -> (Build, RenderPlan, Templates, FileIO) {
        var options = BuildOptions(site: "/site")
        options.now = Date(timeIntervalSince1970: 1_800_000_000)
        let io = FileIO.memory(Self.files).0
        let build = Build(options, io: io)
        let (plan, templates, diagnostics) = try SiteFixture.plan(build)
        #expect(diagnostics.all.filter { $0.severity == .error }.isEmpty, "\(diagnostics.all)")
        return (build, plan, templates, io)
    }

    @Test func listPagesComeInTheTimelinesOrderAndTheOtherPagesAfterAsPlanned() throws {
        let (_, plan, _, _) = try plan()
        let jobs = plan.allJobs().jobs
        let ordered = plan.cardOrder(jobs).map { jobs[$0] }
        #expect(ordered.map(\.path).sorted() == jobs.map(\.path).sorted())
        let rank = Dictionary(uniqueKeysWithValues: plan.layout.items.enumerated().map { ($0.element.slug, $0.offset) })
        let listPages = ordered.prefix { $0.cards != nil }
        #expect(listPages.count == jobs.filter { $0.cards != nil }.count)
        let middles = listPages.map { job -> Int in
            let (listing, range, _) = job.cards!
            return rank[plan.layout.listings[listing].cells[range.lowerBound + range.count / 2].item.slug]!
        }
        #expect(middles == middles.sorted())
        // Several listings (home, tags, kinds, people) are interleaved, not one after another.
        #expect(Set(listPages.prefix(8).map { $0.cards!.listing }).count > 2)
        #expect(ordered.dropFirst(listPages.count).map(\.path) == jobs.filter { $0.cards == nil }.map(\.path))
    }

    @Test func reusedCardsLeaveEveryPageAsRenderedOnItsOwn() throws {
        let (build, plan, templates, io) = try plan()
        let output = Output(final: "/site/public", site: "/site", io: io, enabled: true)
        _ = try output.prepare()
        let result = try build.render(plan, templates, .all, output)
        // Tag, kind and person pages share most of their cards.
        #expect(result.cardsReused > 40, "\(result.cardsReused)")
        #expect(try SiteFixture.expectListPagesAsAlone(plan, templates, io, output) > 20)
        // Among them, first screens whose cards load images at once, which no other page may lend.
        let eagerFirst = plan.allJobs().jobs.filter { job in
            guard let (listing, range, _) = job.cards else { return false }
            return plan.layout.listings[listing].cells[range].prefix(3).contains { RenderPlan.loadsImages($0.item) }
        }
        #expect(eagerFirst.count > 5)
    }
}

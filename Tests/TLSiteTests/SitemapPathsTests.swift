import Foundation
import Testing
import TLCore
import TLModel
@testable import TLSite

/// An update of `tlsite serve` that adds or removes term lists' pages
/// writes the sitemap from `RenderPlan.sitemapPaths`, which lists the
/// pages without making their jobs: it must list what a whole build's
/// sitemap does (`allJobs`), in the same order, on every fixture site.
struct SitemapPathsTests {
    @Test(arguments: GoldenTests.names)
    func theSitemapsPathsAreTheWholeBuilds(_ name: String) throws {
        var options = BuildOptions(site: GoldenTests.fixtures.appendingPathComponent(name).appendingPathComponent("site").path)
        options.now = ISO8601DateFormatter().date(from: "2024-06-01T00:00:00Z")!
        options.datesFromGit = false
        let plan = try SiteFixture.plan(Build(options)).plan
        let redirects = Set(plan.redirectJobs().map(\.path))
        let whole = plan.allJobs().jobs.map(\.path).filter { !redirects.contains($0) && $0 != Routes.sitemap }
        #expect(whole.count > 3)
        #expect(plan.sitemapPaths() == whole)
    }
}

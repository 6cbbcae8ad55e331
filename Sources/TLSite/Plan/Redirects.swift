import Foundation
import Mustache
import TLModel

extension RenderPlan {
    /// A page at each old address of an item (`aliases:`, checked by the
    /// layout) that sends the reader on to the item's page: `redirect.html`,
    /// which shows only where it leads, so an edit of the item's title or
    /// text leaves it as it is. Never in the sitemap.
    func redirectJobs() -> [PageJob] {
        var jobs: [PageJob] = []
        for index in layout.items.indices where !layout.items[index].aliases.isEmpty {
            let target = Routes.item(layout.items[index].slug)
            for alias in layout.items[index].aliases { jobs.append(redirectJob(from: alias.path, to: target)) }
        }
        return jobs
    }

    /// What a redirect page shows, whole: where it is, the item's page it
    /// leads to, and that page's address as the link and refresh give it.
    struct Redirect: Hashable, Sendable {
        var path: String
        var target: String
        var url: String
    }

    private func redirectJob(from path: String, to target: String) -> PageJob {
        // Absolute with a baseURL, as the canonical link should be; else from this page.
        let input = Redirect(path: path, target: target, url: info.permalink(target) ?? root(path) + target)
        return PageJob(template: "redirect", path: Routes.file(path), input: { input }) { [self] redirect in
            context(["page": page(catalogue.text("redirect.title"), redirect.path, kind: "redirect"),
                     "redirect": .object(["url": .string(redirect.url), "path": .string(redirect.target)])],
                    root: root(redirect.path))
        }
    }
}

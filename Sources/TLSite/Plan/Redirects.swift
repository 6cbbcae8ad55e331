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

    private func redirectJob(from path: String, to target: String) -> PageJob {
        let pageRoot = root(path)
        // Absolute with a baseURL, as the canonical link should be; else from this page.
        let url = info.permalink(target) ?? pageRoot + target
        return PageJob(template: "redirect", path: Routes.file(path)) { [self] in
            context(["page": page(catalogue.text("redirect.title"), path, kind: "redirect"),
                     "redirect": .object(["url": .string(url), "path": .string(target)])],
                    root: pageRoot)
        } signature: { hasher in
            hasher.combine(url)
        }
    }
}

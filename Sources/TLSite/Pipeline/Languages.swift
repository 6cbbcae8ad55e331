import Foundation
import Mustache
import TLCore
import TLModel
import TLRender

/// One page in another language: what the switcher and
/// `<link rel="alternate" hreflang>` show.
struct Alternate: Sendable, Hashable {
    /// The language tag, as `languages:` writes it.
    var code: String
    /// The language's name in itself: "English", "Français", "العربية".
    var name: String
    /// The page, from the site's root: "fr/a/".
    var path: String
    var permalink: String?
    var isRightToLeft: Bool
    /// Whether the page is really in its language: not a page shown in
    /// the first language on another's (`fallback`), which the switcher
    /// shows but `hreflang` does not claim.
    var offered = true
}

/// A site in several languages: the pages of each language, which pages
/// translate which, and the jobs each language's plan adds to the build.
enum Languages {
    /// A language's name as its speakers write it, capitalized as a
    /// heading would be ("français" -> "Français").
    static func name(_ code: String) -> String {
        let locale = Locale(identifier: code)
        guard let name = locale.localizedString(forIdentifier: code), !name.isEmpty else { return code }
        return name.prefix(1).uppercased(with: locale) + name.dropFirst()
    }

    /// The pages of a plan, each with what names it across languages:
    /// its address, but for an item's own page, which is named by its
    /// original's file (a translation may give its own slug). A page shown
    /// in the first language on another's (`fallback`) is not offered as
    /// that language's version of anything.
    static func pages(_ plan: RenderPlan, original: [String: String], isFirst: Bool) -> [(route: String, key: String, offered: Bool)] {
        var itemKeys: [String: (String, Bool)] = [:]
        for index in plan.layout.items.indices {
            let source = plan.layout.items[index].source
            let translated = original[source.path]
            itemKeys[Routes.item(plan.layout.items[index].slug)] = ("\u{1}" + (translated ?? source.path) + ":" + String(source.line),
                                                                    isFirst || translated != nil)
        }
        return plan.allJobs().jobs.compactMap { job in
            // Pages that are no language's version of anything: the sitemap, 404, old addresses.
            guard !["sitemap.xml", "404", "redirect"].contains(job.template) else { return nil }
            let route = Routes.page(ofFile: job.path)
            let (key, offered) = itemKeys[route] ?? (route, true)
            return (route, key, offered)
        }
    }

    /// Gives each plan the other languages' versions of its pages, and the
    /// first the sitemap of every language. `original` maps a translation's
    /// file to its original's.
    static func link(_ plans: [RenderPlan], original: [String: String]) {
        let pages = plans.enumerated().map { index, plan in Self.pages(plan, original: original, isFirst: index == 0) }
        let offered: [[String: String]] = pages.map { list in
            Dictionary(list.filter(\.offered).map { ($0.key, $0.route) }) { a, _ in a }
        }
        for (index, plan) in plans.enumerated() {
            var alternates: [String: [Alternate]] = [:]
            for page in pages[index] {
                var found: [Alternate] = []
                for (other, otherPlan) in plans.enumerated() {
                    guard let route = other == index ? page.route : offered[other][page.key] else { continue }
                    let config = otherPlan.layout.config
                    found.append(Alternate(code: config.language, name: name(config.language), path: config.languagePath + route,
                                           permalink: config.baseURL.map { $0 + route }, isRightToLeft: config.isRightToLeft,
                                           offered: other != index || page.offered))
                }
                if found.count > 1 { alternates[page.route] = found }
            }
            plan.alternates = alternates
            plan.languagePath = plan.layout.config.languagePath
            plan.isFirstLanguage = index == 0
            plan.sitemapRoutes = pages[index].map(\.route)
        }
        plans[0].otherLanguages = Array(plans.dropFirst())
    }
}

extension RenderPlan {
    /// `page.translations`: the page in every language that has it, for
    /// the switcher and `<link rel="alternate" hreflang>`; nil when only
    /// this language has it.
    func translationsValue(_ route: String, root pageRoot: String) -> MustacheValue {
        guard let alternates = alternates[route] else { return .null }
        let toSite = pageRoot + layout.config.sharedRoot
        let values = alternates.map { alternate -> MustacheValue in
            let href = toSite + alternate.path
            return .object([
                "code": .string(alternate.code),
                "name": .string(alternate.name),
                "href": .string(href.isEmpty ? "./" : href),
                "url": .string(alternate.permalink ?? (href.isEmpty ? "./" : href)),
                "isCurrent": .bool(alternate.code == layout.config.language),
                "direction": .string(alternate.isRightToLeft ? "rtl" : "ltr"),
            ])
        }
        let first = alternates.first { $0.code == layout.config.languages.first }
        return .object([
            "links": .array(values),
            "hreflang": .array(zip(alternates, values).filter { $0.0.offered }.map(\.1)),
            "xDefault": first.map { .string($0.permalink ?? (toSite + $0.path)) } ?? .null,
        ])
    }

    /// The jobs of this language's pages, as the build writes them: below
    /// the language's folder, each signed with its translations too; the
    /// 404 page and the sitemap only once, from the first language, the
    /// sitemap listing every language's pages with their alternates.
    func localized(_ jobs: [PageJob]) -> [PageJob] {
        guard !alternates.isEmpty || !languagePath.isEmpty || !otherLanguages.isEmpty else { return jobs }
        var result: [PageJob] = []
        result.reserveCapacity(jobs.count)
        for job in jobs {
            if job.template == "sitemap.xml" {
                if isFirstLanguage { result.append(sitemapJob()) }
                continue
            }
            if job.template == "404" && !isFirstLanguage { continue }
            let alternates = self.alternates[Routes.page(ofFile: job.path)]
            result.append(job.moved(to: languagePath + job.path, alsoShowing: alternates))
        }
        return result
    }

    /// What the sitemap of every language shows of one language.
    private struct SitemapPart: Hashable, Sendable {
        var routes: [String]
        var alternates: [String: [Alternate]]
    }

    /// The sitemap of every language: each page with its alternates.
    private func sitemapJob() -> PageJob {
        let plans = [self] + otherLanguages
        return PageJob(template: "sitemap.xml", path: Routes.sitemap,
                       input: { plans.map { SitemapPart(routes: $0.sitemapRoutes, alternates: $0.alternates) } }) { [self] parts in
            // A language without an address has no page in it; each address is made as the template reaches it.
            let shown = zip(plans, parts).filter { plan, _ in plan.info.permalink("") != nil }
            let starts = shown.reduce(into: [0]) { starts, language in starts.append(starts.last! + language.1.routes.count) }
            let urls = MustacheList(count: starts.last!) { index in
                let language = starts.lastIndex { $0 <= index }!
                let (plan, part) = shown[language]
                let route = part.routes[index - starts[language]]
                let alternates = (part.alternates[route] ?? []).filter(\.offered).compactMap { alternate in
                    alternate.permalink.map { MustacheValue.object(["hreflang": .string(alternate.code), "href": .string($0)]) }
                }
                return .object(["loc": .string(plan.info.permalink(route) ?? ""), "alternates": .array(alternates)])
            }
            return context(["urls": .list(urls), "hasAlternates": .bool(true)], root: "")
        }
    }
}

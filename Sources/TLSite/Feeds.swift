import Foundation
import Mustache
import TLContent
import TLCore
import TLModel
import TLRender

extension Build {
    // MARK: Stage: feeds

    /// Writes `feed.xml` (Atom, from the `feed.xml` template) and `feed.json`
    /// (JSON Feed) of the newest dated items. Feeds need absolute URLs, so a
    /// site without `baseURL` gets none, with a warning if tlsite.yml asked
    /// for them.
    func writeFeeds(_ layout: SiteLayout, _ theme: LoadedTheme, _ templates: Templates, _ output: Output,
                    _ diagnostics: Diagnostics) throws {
        let config = layout.config
        guard config.atomFeed || config.jsonFeed else { return }
        var info = SiteInfo(config: config, stylesheet: "", generator: "tlsite \(tlsiteVersion)", style: theme.style,
                            people: layout.people)
        info.catalogue = layout.catalogue
        guard let feed = Feed.make(layout.items, site: info, imageURL: layout.imageURL, now: options.now) else {
            if let location = config.locations["feeds"] {
                diagnostics.report(.warning(location, "no feeds are written without 'baseURL': feeds need absolute addresses; "
                                            + "set 'baseURL' (or --base-url), or turn them off with 'feeds: { atom: false, json: false }'"))
            }
            return
        }
        try write(feed, at: "", info, theme, templates, output)
        // A monorepo: each package's releases, at package/NAME/feed.xml and feed.json.
        for package in layout.packages {
            let path = Routes.package(slug: package.slug)
            guard var own = Feed.make(layout.items.filter { $0.release?.package == package.name }, site: info,
                                      imageURL: layout.imageURL, now: options.now) else { continue }
            own.title = layout.catalogue.text("feed.packageTitle", ["title": config.title, "package": package.name])
            own.homeURL += path
            own.atomURL = own.homeURL + Routes.atomFeed
            own.jsonURL = own.homeURL + Routes.jsonFeed
            try write(own, at: path, info, theme, templates, output)
        }
    }

    private func write(_ feed: Feed, at folder: String, _ info: SiteInfo, _ theme: LoadedTheme, _ templates: Templates,
                       _ output: Output) throws {
        if info.config.atomFeed {
            var context = Helpers.values(root: "", site: info, hash: AssetHashes(site: site, io: io, theme: theme, readsStatic: source.readsSiteFolder).hash)
            // A feed links no stylesheet and no script.
            if case .object(var fields) = info.value {
                fields["stylesheet"] = nil
                fields["script"] = nil
                context["site"] = .object(fields)
            }
            context.merge(feed.atomContext) { _, new in new }
            try output.write(folder + Routes.atomFeed, templates.render("feed.xml", .object(context)))
        }
        if info.config.jsonFeed {
            try output.write(folder + Routes.jsonFeed, try feed.jsonData())
        }
    }
}

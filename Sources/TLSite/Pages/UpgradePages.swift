import Mustache
import TLModel
import TLRender

/// The upgrade guides' pages, `upgrade/3.0/` (template `upgrade`): every
/// breaking change, removal and deprecation on the way to a major
/// version, grouped by what they are, each linking to its entry on its
/// release's page.
enum UpgradePages {
    /// A group's heading: `upgrade.breaking`, `upgrade.removed`, `upgrade.deprecated`.
    static func title(_ kind: UpgradeGuide.Kind) -> String {
        switch kind {
        case .breaking: "upgrade.breaking"
        case .removed: "upgrade.removed"
        case .deprecated: "upgrade.deprecated"
        }
    }

    /// What an upgrade guide's page shows, whole.
    struct Page: Hashable, Sendable {
        struct Group: Hashable, Sendable {
            var kind: String
            var title: String
            var entries: [Entry]
        }
        struct Entry: Hashable, Sendable {
            var html: String
            var release: String
            var inRelease: String
            /// Root-relative: the entry on its release's page.
            var path: String
        }
        var title: String
        var path: String
        var version: String
        var intro: String
        var groups: [Group]
        /// The breaking changes' feed, advertised with each guide.
        var feeds: FeedLinks?

        var value: MustacheValue {
            .object([
                "version": .string(version),
                "intro": .string(intro),
                "groups": .array(groups.map { group in
                    .object([
                        "kind": .string(group.kind),
                        "title": .string(group.title),
                        "count": .int(group.entries.count),
                        "entries": .array(group.entries.map { entry in
                            .object(["html": .string(entry.html), "release": .string(entry.release),
                                     "inRelease": .string(entry.inRelease), "href": .string("../../" + entry.path)])
                        }),
                    ])
                }),
            ])
        }
    }

    static func jobs(_ plan: RenderPlan) -> [PageJob] {
        let layout = plan.layout, catalogue = layout.catalogue
        let feeds = ReleasePages.breakingFeedLinks(layout)
        return layout.upgradeGuides.map { guide in
            let groups: [Page.Group] = UpgradeGuide.Kind.allCases.compactMap { kind in
                let entries = guide.entries.filter { $0.kind == kind }
                guard !entries.isEmpty else { return nil }
                return Page.Group(kind: kind.rawValue, title: catalogue.text(UpgradePages.title(kind)), entries: entries.map { entry in
                    Page.Entry(html: entry.html, release: entry.releaseTitle, inRelease: catalogue.text("upgrade.in", ["release": entry.releaseTitle]),
                               path: Routes.item(entry.release) + "#" + entry.anchor)
                })
            }
            let input = Page(title: catalogue.text("upgrade.title", ["version": guide.version]), path: Routes.upgrade(guide.slug),
                             version: guide.version,
                             intro: catalogue.text("upgrade.intro", ["from": guide.releases.first ?? "", "to": guide.releases.last ?? ""]),
                             groups: groups, feeds: feeds)
            return PageJob(template: "upgrade", path: Routes.file(input.path), input: { input }) { page in
                plan.indexContext(page.title, page.path, kind: "upgrade", ["guide": page.value], extra: ["feeds": page.feeds?.value ?? .null])
            }
        }
    }
}

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

    static func jobs(_ plan: RenderPlan) -> [PageJob] {
        let layout = plan.layout, catalogue = layout.catalogue
        // The breaking changes' feed, advertised with each guide.
        let feeds = ReleasePages.breakingFeedLinks(layout)?.value ?? .null
        return layout.upgradeGuides.map { guide in
            let path = Routes.upgrade(guide.slug)
            let title = catalogue.text("upgrade.title", ["version": guide.version])
            let groups: [MustacheValue] = UpgradeGuide.Kind.allCases.compactMap { kind in
                let entries = guide.entries.filter { $0.kind == kind }
                guard !entries.isEmpty else { return nil }
                return .object([
                    "kind": .string(kind.rawValue),
                    "title": .string(catalogue.text(UpgradePages.title(kind))),
                    "count": .int(entries.count),
                    "entries": .array(entries.map { entry in
                        .object(["html": .string(entry.html), "release": .string(entry.releaseTitle),
                                 "inRelease": .string(catalogue.text("upgrade.in", ["release": entry.releaseTitle])),
                                 "href": .string("../../" + Routes.item(entry.release) + "#" + entry.anchor)])
                    }),
                ])
            }
            let value = MustacheValue.object([
                "version": .string(guide.version),
                "intro": .string(catalogue.text("upgrade.intro", ["from": guide.releases.first ?? "", "to": guide.releases.last ?? ""])),
                "groups": .array(groups),
            ])
            return PageJob(template: "upgrade", path: Routes.file(path)) {
                plan.indexContext(title, path, kind: "upgrade", ["guide": value], extra: ["feeds": feeds])
            } signature: { hasher in
                // What the page shows: the entries and their releases (a release's file edit changes its version).
                hasher.combine(guide.version)
                hasher.combine(guide.releases)
                for entry in guide.entries {
                    hasher.combine(entry.kind.rawValue)
                    hasher.combine(entry.anchor)
                    hasher.combine(entry.html)
                    hasher.combine(layout.versions[entry.release])
                }
            }
        }
    }
}

import Foundation
import TLCore
import TLModel

/// A monorepo's changelogs, one per package, as one site: each release
/// carries its package's name ("core 2.1.0"), and its slug and anchors
/// start with the package's, so that two packages' 1.0.0 stay apart.
package enum ChangelogPackages {
    /// Words that name a changelog rather than a package.
    static let changelogWords = #"(?i)\b(change ?log|changes|release notes|releases|release history|version history|history|news)\b"#

    /// The package a file is about: its title heading without the words
    /// that name a changelog (`# @acme/core changelog` -> `@acme/core`),
    /// else the name of the folder holding it (`packages/core/CHANGELOG.md`
    /// -> `core`), else the file's name without its extension.
    package static func name(title: String?, path: String) -> String {
        if let title {
            let trim = CharacterSet.whitespaces.union(CharacterSet(charactersIn: "-–—:|·,"))
            var text = title.replacingOccurrences(of: changelogWords, with: " ", options: .regularExpression).trimmingCharacters(in: trim)
            text = text.replacingOccurrences(of: #"(?i)^(of|for)\s+|\s+(of|for)$"#, with: "", options: .regularExpression)
                .trimmingCharacters(in: trim)
            text = text.replacingOccurrences(of: #"\s+"#, with: " ", options: .regularExpression)
            if !text.isEmpty { return text }
        }
        let parts = path.split(separator: "/").map(String.init)
        if parts.count >= 2, ![".", ".."].contains(parts[parts.count - 2]) { return parts[parts.count - 2] }
        let file = parts.last ?? path
        return file.split(separator: ".").first.map(String.init) ?? file
    }

    /// The slug a package's pages and its releases' ids start with.
    package static func slug(_ name: String) -> String { Release.packageSlug(name) }

    /// The releases of one package's changelog, named and with ids of their own.
    package static func apply(_ package: String, to changelog: inout Changelog) {
        let prefix = slug(package) + "-"
        for index in changelog.releases.indices {
            var release = changelog.releases[index]
            let old = release.slug
            release.package = package
            release.title = package + " " + release.title
            release.slug = prefix + old
            // GitHub's anchors are those of one file: in a site of several they would clash.
            release.aliases = []
            for s in release.sections.indices {
                release.sections[s].anchor = prefix + release.sections[s].anchor
                release.sections[s].aliases = []
            }
            changelog.releases[index] = release
        }
    }
}

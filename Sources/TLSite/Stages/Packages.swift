import Foundation
import TLContent
import TLCore
import TLModel

/// A monorepo's changelogs (`tlsite changelog packages/*/CHANGELOG.md`,
/// `changelog: { files: [...] }`): one package per file, read one by one.
extension Build {
    /// Each file's releases, named after its package; two files of one
    /// package name are an error at the second.
    func readPackages(_ files: [(path: String, display: String)], _ config: SiteConfig, _ diagnostics: Diagnostics,
                      at requested: SourceLocation?) -> [Changelog] {
        var packages: [Changelog] = []
        var first: [String: String] = [:]
        for file in files {
            guard var changelog = readChangelogFile(file.path, display: file.display, config, diagnostics, at: requested) else { continue }
            let name = ChangelogPackages.name(title: changelog.title, path: file.display)
            if let other = first[ChangelogPackages.slug(name)] {
                diagnostics.report(.error(SourceLocation(path: file.display, line: 1, column: 1),
                                          "this changelog is the package '\(name)', and so is \(other); "
                                          + "give one a title naming its package, like '# \(name)-extra changelog'"))
                continue
            }
            first[ChangelogPackages.slug(name)] = file.display
            ChangelogPackages.apply(name, to: &changelog)
            packages.append(changelog)
        }
        return packages
    }

    /// The files of `changelog.files` (or of `tlsite changelog`'s arguments),
    /// patterns expanded (`*`, `?`, `[…]` within one path segment), relative to `base`.
    func packageFiles(_ patterns: [String], base: String, _ diagnostics: Diagnostics,
                      at requested: SourceLocation?) -> [(path: String, display: String)] {
        var files: [(path: String, display: String)] = []
        var seen = Set<String>()
        for pattern in patterns {
            let paths = FileIO.isPattern(pattern) ? io.glob(pattern, in: base) : [pattern]
            if paths.isEmpty { diagnostics.report(.error(requested, "'\(pattern)' matches no file")) }
            for path in paths where seen.insert(path).inserted {
                files.append((path.hasPrefix("/") ? path : base + "/" + path, path))
            }
        }
        return files
    }
}

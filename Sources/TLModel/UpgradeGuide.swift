/// "Upgrading to 3.0": every breaking change, removal and deprecation a
/// reader meets between two major versions (or two minor versions before
/// 1.0), each pointing at its release.
///
/// What counts: an entry marked breaking (`**Breaking:**`, a bold
/// `**BREAKING**`, a `### BREAKING CHANGES` section, a commit `feat!:` or
/// a `BREAKING CHANGE:` footer), every entry of a Removed section (but
/// `Reverts`, which conventional-changelog files under Removed) and every
/// entry of a Deprecated section.
///
/// Which releases: a guide's target is a release `X.0.0` (X ≥ 1) or
/// `0.Y.0`, or a prerelease of one (`3.0.0-rc.1`, `3.0b1`); each other
/// release belongs to the first target at or above its version, so
/// "Upgrading to 3.0" holds 2.0.1 … 2.9.x, the 3.0.0 prereleases and 3.0.0
/// itself. Releases above every target (3.1.0 when 4.0 is not out) are in
/// no guide yet; Unreleased and releases without a version never are.
package struct UpgradeGuide: Sendable {
    package enum Kind: String, Sendable, CaseIterable { case breaking, removed, deprecated }

    package struct Entry: Sendable {
        package var kind: Kind
        /// The release's slug, title and the entry's id on its page (`3.0.0-removed-1`).
        package var release: String
        package var releaseTitle: String
        package var anchor: String
        package var html: String
    }

    /// "3.0" or "0.4" (with a monorepo's package: "core 3.0").
    package var version: String
    /// The page's slug under `upgrade/` ("3.0", "core-3.0").
    package var slug: String
    /// The releases it gathers, oldest first, by title.
    package var releases: [String]
    /// The releases whose page links the guide: the target and its prereleases (by slug).
    package var targets: [String]
    /// Oldest release first; within one, in the order written.
    package var entries: [Entry]

    /// The guides of `releases` (newest first, as a changelog lists them),
    /// oldest target first; a target with nothing to say gets no guide.
    package static func make(_ releases: [Release], package: String? = nil) -> [UpgradeGuide] {
        // Oldest first by version, whatever the file's order; a prerelease before its release.
        let versioned = releases.enumerated().compactMap { index, release -> (Release, [Int], Int)? in
            guard !release.isUnreleased, let version = release.version, let core = core(version) else { return nil }
            return (release, core, index)
        }.sorted { a, b in
            if a.1 != b.1 { return a.1 < b.1 }
            if a.0.isPrerelease != b.0.isPrerelease { return a.0.isPrerelease }
            return a.2 > b.2
        }.map { ($0.0, $0.1) }
        let targets = Set(versioned.map(\.1).filter(isTarget)).sorted(by: <)
        var guides: [[Int]: UpgradeGuide] = [:]
        for (release, version) in versioned {
            guard let target = targets.first(where: { !($0 < version) }) else { continue }
            let label = target[0] == 0 ? "0.\(target[1])" : "\(target[0]).0"
            let name = package.map { "\($0) \(label)" } ?? label
            var guide = guides[target] ?? UpgradeGuide(version: name, slug: package.map { Release.packageSlug($0) + "-" + label } ?? label,
                                                       releases: [], targets: [], entries: [])
            guide.releases.append(release.title)
            if version == target { guide.targets.append(release.slug) }
            for section in release.sections {
                for (number, entry) in section.entries.enumerated() {
                    let kind: Kind? = entry.isBreaking ? .breaking
                        : section.kind == "removed" && !["reverts", "revert"].contains(section.title.lowercased()) ? .removed
                        : section.kind == "deprecated" ? .deprecated : nil
                    guard let kind else { continue }
                    guide.entries.append(Entry(kind: kind, release: release.slug, releaseTitle: release.title,
                                               anchor: "\(section.anchor)-\(number + 1)", html: entry.html))
                }
            }
            guides[target] = guide
        }
        return targets.compactMap { guides[$0] }.filter { !$0.entries.isEmpty && !$0.targets.isEmpty }
    }

    /// The numbers a version starts with, three of them: "v2.0b1" -> [2, 0, 0].
    static func core(_ version: String) -> [Int]? {
        var text = Substring(version)
        if text.first == "v" || text.first == "V" { text = text.dropFirst() }
        var numbers: [Int] = []
        for part in text.prefix(while: { $0.isASCII && ($0.isNumber || $0 == ".") }).split(separator: ".", omittingEmptySubsequences: false) {
            guard let number = Int(part), numbers.count < 3 else { break }
            numbers.append(number)
        }
        guard !numbers.isEmpty else { return nil }
        while numbers.count < 3 { numbers.append(0) }
        return numbers
    }

    static func isTarget(_ core: [Int]) -> Bool {
        core[2] == 0 && (core[0] >= 1 ? core[1] == 0 : core[1] >= 1)
    }
}

fileprivate extension Array where Element == Int {
    static func < (lhs: [Int], rhs: [Int]) -> Bool { lhs.lexicographicallyPrecedes(rhs) }
}

import Foundation
import TLModel

/// The next semantic version the unreleased changes call for
/// (`tlsite changelog --git --bump`), by git-cliff's rules with its
/// defaults: a breaking change bumps the major version, a feature (an
/// entry of type Added) the minor one, anything else the patch; while the
/// major version is 0, a breaking change bumps the minor version and a
/// feature the patch (`breaking_always_bump_major` and
/// `features_always_bump_minor` both false). After a prerelease tag, the
/// release it leads to is next when the bump fits in it (npm's
/// `semver.inc`: `2.0.0-rc.1` and a fix give `2.0.0`). No tag yet gives
/// `initialVersion`, as git-cliff's `initial_tag` does.
package enum VersionBump {
    package enum Level: Int, Comparable, Sendable, CustomStringConvertible {
        case patch, minor, major
        package static func < (a: Level, b: Level) -> Bool { a.rawValue < b.rawValue }
        package var description: String { ["patch", "minor", "major"][rawValue] }
    }

    /// git-cliff's two switches of its `[bump]` table; both off by default.
    package struct Rules: Sendable, Equatable {
        package var featuresAlwaysBumpMinor = false
        package var breakingAlwaysBumpMajor = false
        package init() {}
    }

    /// The version of a repository with no release tag yet.
    package static let initialVersion = "0.1.0"

    /// What one entry calls for: Changesets' own level when it has one,
    /// else major when breaking, minor when it is a feature, else patch.
    package static func level(_ entry: ChangeEntry, in section: ChangeSection) -> Level {
        if let level = entry.level, let known = ["patch": Level.patch, "minor": .minor, "major": .major][level] { return known }
        if entry.isBreaking || section.isBreaking { return .major }
        return section.kind == "added" ? .minor : .patch
    }

    /// The highest level of the entries; nil when there are none.
    package static func level(_ entries: [(entry: ChangeEntry, section: ChangeSection)]) -> Level? {
        entries.map { level($0.entry, in: $0.section) }.max()
    }

    /// The next tag after `last` (a tag name: `v1.2.0`, `core-v1.2.0`,
    /// `1.0.0-rc.1`) for changes of `level`, spelt as `last` is (its prefix
    /// kept, build metadata dropped); `initialVersion` when there is no
    /// tag. Nil when `last` holds no semantic version.
    package static func next(after last: String?, _ level: Level, rules: Rules = Rules()) -> String? {
        guard let last else { return initialVersion }
        guard let (prefix, version) = split(last) else { return nil }
        let effective = bumped(level, major: version.major, rules: rules)
        var (major, minor, patch) = (version.major, version.minor, version.patch)
        if !version.prerelease.isEmpty {
            // The release a prerelease leads to, unless the bump goes past it.
            switch effective {
            case .major where minor == 0 && patch == 0, .minor where patch == 0, .patch: break
            case .major: (major, minor, patch) = (major + 1, 0, 0)
            case .minor: (minor, patch) = (minor + 1, 0)
            }
        } else {
            switch effective {
            case .major: (major, minor, patch) = (major + 1, 0, 0)
            case .minor: (minor, patch) = (minor + 1, 0)
            case .patch: patch += 1
            }
        }
        return "\(prefix)\(major).\(minor).\(patch)"
    }

    /// The part of the version a level bumps: one lower while the major version is 0.
    static func bumped(_ level: Level, major: Int, rules: Rules) -> Level {
        guard major == 0 else { return level }
        if level == .major, !rules.breakingAlwaysBumpMajor { return .minor }
        if level == .minor, !rules.featuresAlwaysBumpMinor { return .patch }
        return level
    }

    /// A tag as its prefix (`v`, `core-v`, `pkg@`) and semantic version.
    static func split(_ tag: String) -> (prefix: String, version: SemanticVersion)? {
        var start = tag.startIndex
        while start < tag.endIndex {
            if tag[start].isASCII, tag[start].isNumber, let version = SemanticVersion(String(tag[start...])) {
                return (String(tag[..<start]), version)
            }
            start = tag.index(after: start)
        }
        return nil
    }

    /// The version without a tag's prefix: `core-v1.3.0` is `1.3.0`, as the file's heading names it.
    package static func version(ofTag tag: String) -> String {
        split(tag).map { String(tag.dropFirst($0.prefix.count)) } ?? tag
    }

    /// The next release of a git history read by `GitHistory.read`: the
    /// tag after its newest release for the entries given (the Unreleased
    /// ones, with those typed in a file's [Unreleased] for `--write`).
    package struct Next: Sendable, Equatable {
        /// The tag to make: `v1.3.0` (the last tag's prefix kept), or `initialVersion`.
        package var tag: String
        /// The last release's tag; nil when there is none.
        package var last: String?
        /// What the changes call for (a breaking change: major) and the
        /// part of the version bumped for it (minor, while the major version is 0).
        package var level: Level
        package var bumped: Level
        package var entries: Int
        package var breaking: Int
        package var features: Int
        /// What the changes call for when `--bump-level` chose `level`
        /// instead (nil: they call for no release at all).
        package var calledFor: Level?
        package var isForced = false
    }

    /// `forced` (`--bump-level major`) is the part bumped, whatever the
    /// changes call for and even when they call for nothing, and it is
    /// bumped as said while the major version is 0 (`0.4.2` to `1.0.0`).
    package static func next(_ history: Changelog, entries: [(entry: ChangeEntry, section: ChangeSection)], rules: Rules = Rules(),
                             forced: Level? = nil) -> Next? {
        let calledFor = level(entries)
        guard let level = forced ?? calledFor else { return nil }
        var rules = rules
        if forced != nil { rules.featuresAlwaysBumpMinor = true; rules.breakingAlwaysBumpMajor = true }
        let last = history.releases.first { !$0.isUnreleased }.map { $0.version ?? $0.title }
        guard let tag = next(after: last, level, rules: rules) else { return nil }
        let levels = entries.map { self.level($0.entry, in: $0.section) }
        let major = last.flatMap(split)?.version.major ?? 1
        return Next(tag: tag, last: last, level: level, bumped: bumped(level, major: major, rules: rules), entries: entries.count,
                    breaking: levels.filter { $0 == .major }.count, features: levels.filter { $0 == .minor }.count,
                    calledFor: calledFor, isForced: forced != nil)
    }

    /// `major`, `minor` or `patch`, as `--bump-level` takes it.
    package static func level(named name: String) -> Level? {
        ["patch": Level.patch, "minor": .minor, "major": .major][name.lowercased()]
    }

    /// The entries of a history's Unreleased release, each with its section.
    package static func unreleased(_ history: Changelog) -> [(entry: ChangeEntry, section: ChangeSection)] {
        (history.releases.first(where: \.isUnreleased)?.sections ?? []).flatMap { section in section.entries.map { ($0, section) } }
    }
}

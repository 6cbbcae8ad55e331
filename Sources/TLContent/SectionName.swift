import Foundation
import TLCore
import TLModel

/// What a section heading of a release names: one of Keep a Changelog's
/// types, or a name another tool writes for one (conventional-changelog's
/// `Bug Fixes`, towncrier's `Bugfixes`, lerna-changelog's
/// `:bug: Bug Fix`), the same table as commit types in `--git` mode.
/// The heading's text stays the section's label.
struct SectionName: Equatable {
    /// The change type: one of `ChangeKind.known`, `other`, `dependencies`,
    /// or nil for a name tlsite does not know.
    var kind: String?
    /// What the page shows: Keep a Changelog's title for its own names
    /// (`added:`, `[Added]` read `Added`), else the heading as written,
    /// without a leading emoji or `:shortcode:`.
    var label: String
    /// A section of breaking changes: every entry in it is breaking.
    var isBreaking = false
    /// lerna-changelog's `Committers: 3`: a list of people, not of changes;
    /// it is kept as the section's prose.
    var listsPeople = false
    /// `changelog.types:` maps the name to `hidden`: the section is left out.
    var isHidden = false
    /// Changesets' `Patch Changes`, `Minor Changes`, `Major Changes`: no
    /// change type but the semantic-version level of the entries below
    /// (`patch`, `minor`, `major`), whose types are their own.
    var semverLevel: String?

    /// Names by change type, lowercased, without emoji or shortcodes.
    static let aliases: [String: [String]] = [
        // covector writes a change file's own tag as the heading when its
        // config names none (`### bug`, `### feat`), so the tags read too.
        "added": ["added", "new", "new features", "new feature", "features", "feature", "additions", "feat"],
        "changed": ["changed", "changes", "performance improvements", "performance", "code refactoring", "refactoring",
                    "refactor", "enhancement", "enhancements", "improvements", "improved", "polish", "updated",
                    "what's changed", "what’s changed", "implementation changes", "enhance", "pref", "perf"],
        "deprecated": ["deprecated", "deprecations", "deprecations and removals"],
        "removed": ["removed", "removals", "reverts", "revert", "reverted commits"],
        "fixed": ["fixed", "fixes", "fix", "bug fixes", "bug fix", "bugfixes", "bugfix", "bug"],
        "security": ["security", "security fixes", "sec"],
        ChangeKind.other: ["other", "others", "documentation", "docs", "improved documentation", "miscellaneous",
                           "misc", "miscellaneous chores", "chores", "chore", "build system", "build", "continuous integration",
                           "ci", "tests", "testing", "styles", "styling", "style", "miscellaneous tasks", "internal", "committers", "contributors", "new contributors", "contributors to this release", "special thanks",
                           // towncrier's and release-please's (Python) names: synapse, python-bigquery
                           "internal changes", "internals", "other changes", "internal / testing changes",
                           "testing and internal changes", "updates to the docker image", "packaging",
                           // towncrier's names in pypa's and jazzband's projects: pip, pip-tools
                           "contributor-facing changes", "packaging updates and notes for downstreams", "process",
                           "trivial/internal changes", "trivial changes",
                           // ember-cli's `#### Changelog` below its older `## v3.4.0` releases
                           "changelog"],
        ChangeKind.dependencies: ["dependencies", "dependency updates", "dependency", "deps", "updates to locked dependencies", "vendored libraries"],
    ]

    /// Sections whose every entry is a breaking change; their type is Changed.
    static let breaking = ["breaking changes", "breaking change", "breaking", "backwards-incompatible changes",
                           "backward-incompatible changes", "backwards incompatible changes", "backward incompatible changes",
                           "incompatible changes", "removals and backward incompatible breaking changes"]

    static let kindOfName: [String: String] = {
        var table: [String: String] = [:]
        for (kind, names) in aliases { for name in names { table[name] = kind } }
        for name in breaking { table[name] = "changed" }
        return table
    }()

    /// Every name tlsite knows, as written in headings, for did-you-mean.
    static let suggestions = ["Added", "Changed", "Deprecated", "Removed", "Fixed", "Security", "Features", "Bug Fixes",
                              "Bugfixes", "Performance Improvements", "Reverts", "Code Refactoring", "Documentation",
                              "Breaking Changes", "Dependencies", "Enhancement", "Miscellaneous"]

    /// `types` (`changelog.types:`, `--types`) wins over the built-in names.
    init(_ heading: String, types: ChangeTypeMapping = ChangeTypeMapping()) {
        let label = SectionName.stripDecoration(heading)
        self.label = label.isEmpty ? heading.trimmingCharacters(in: .whitespaces) : label
        var key = label.lowercased()
        // lerna-changelog's `Committers: 2`.
        for people in ["committers", "contributors"]
        where key.hasPrefix(people) && key.dropFirst(people.count).allSatisfy({ $0.isNumber || $0 == " " || $0 == ":" }) {
            key = people
        }
        kind = SectionName.kindOfName[key]
        isBreaking = SectionName.breaking.contains(key)
        // git-cliff's GitHub template: `## New Contributors ❤️`, a list of
        // first contributions; axios's `### Contributors to this release`;
        // angular's `## Special Thanks` over the names of a release's authors.
        listsPeople = ["committers", "contributors", "new contributors", "contributors to this release", "special thanks"].contains(key)
        if ["patch changes", "minor changes", "major changes"].contains(key) { semverLevel = String(key.prefix(5)) }
        if let kind, ChangeKind.known.contains(key) { self.label = ChangeKind.title(kind) }
        switch types.target(label.lowercased()) {
        case .type(let mapped)?: kind = mapped; semverLevel = nil
        case .hidden?: isHidden = true; semverLevel = nil
        case nil: break
        }
    }

    /// `:boom: Breaking Change:` -> `Breaking Change`; `💥 Breaking Change` and `[Added]` alike.
    static func stripDecoration(_ text: String) -> String {
        var rest = Substring(text.trimmingCharacters(in: .whitespaces))
        while true {
            if rest.hasPrefix(":"), let end = rest.dropFirst().firstIndex(of: ":"),
               rest[rest.index(after: rest.startIndex)..<end].allSatisfy({ $0.isLetter || $0.isNumber || "_+-".contains($0) }),
               end > rest.index(after: rest.startIndex) {
                rest = rest[rest.index(after: end)...].drop(while: \.isWhitespace)
            } else if let first = rest.first, !first.isLetter, !first.isNumber {
                rest = rest.dropFirst().drop(while: \.isWhitespace)
            } else {
                break
            }
        }
        // A trailing emoji (`New Contributors ❤️`) is decoration too.
        while let last = rest.unicodeScalars.last, !last.isASCII,
              last.properties.isEmojiPresentation || last.properties.isEmoji || last == "\u{FE0F}" || last == "\u{200D}" {
            rest = Substring(String(String.UnicodeScalarView(rest.unicodeScalars.dropLast())))
            while rest.last?.isWhitespace == true { rest = rest.dropLast() }
        }
        return rest.trimmingCharacters(in: CharacterSet(charactersIn: "[]:").union(.whitespaces))
    }

    /// `poetry-core (2.4.0)`: a sub-package's changes inside a release; its
    /// name and version, or nil.
    static func subPackage(_ heading: String) -> (name: String, version: String)? {
        let text = heading.trimmingCharacters(in: .whitespaces)
        guard text.hasSuffix(")"), let open = text.lastIndex(of: "(") else { return nil }
        let name = text[..<open].trimmingCharacters(in: .whitespaces)
        let version = String(text[text.index(after: open)..<text.index(before: text.endIndex)]).trimmingCharacters(in: .whitespaces)
        // A range names the version too (poetry's `### poetry-plugin-export (^1.6.0)`, `(>=1.2)`, `(~=2.0)`).
        let bare = version.drop(while: { "^~=<>!".contains($0) })
        guard !name.isEmpty, name.count <= 100, !name.contains(" "), ReleaseHeading.isVersion(name, first: true) == false,
              ReleaseHeading.isVersion(String(bare), first: false) else { return nil }
        return (name, version)
    }
}

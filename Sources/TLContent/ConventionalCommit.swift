import Foundation
import TLModel

/// A commit message read as Conventional Commits 1.0: `type(scope)!: description`,
/// and a `BREAKING CHANGE:` footer. Its type names a section as
/// conventional-changelog writes it (`feat` -> `Features`), which maps to a
/// change type as a file's section heading does (`Features` -> Added).
struct ConventionalCommit: Equatable {
    /// The section's label: "Features", "Bug Fixes", or "Other".
    var label: String
    /// The commit type as written, lowercased ("feat"); nil when the subject follows no convention.
    var type: String?
    var scope: String?
    var description: String
    var isBreaking: Bool
    /// The text of a `BREAKING CHANGE:` footer, shown on the entry.
    var breakingNote: String?

    /// The change type of the section.
    var kind: String { SectionName(label).kind ?? ChangeKind.other }

    /// Commit types and the section each goes to.
    static let labels: [String: String] = [
        "feat": "Features", "feature": "Features", "add": "Added",
        "fix": "Bug Fixes", "bugfix": "Bug Fixes",
        "perf": "Performance Improvements", "refactor": "Code Refactoring", "revert": "Reverts", "change": "Changed",
        "deprecate": "Deprecated", "remove": "Removed", "security": "Security",
        "docs": "Documentation", "chore": "Miscellaneous Chores", "build": "Build System", "ci": "Continuous Integration",
        "test": "Tests", "tests": "Tests", "style": "Styles", "deps": "Dependencies",
    ]

    init(_ message: String) {
        let lines = message.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
        let subject = (lines.first.map(String.init) ?? "").trimmingCharacters(in: .whitespaces)
        breakingNote = ConventionalCommit.footer(lines.dropFirst())
        label = ChangeKind.title(ChangeKind.other)
        type = nil
        scope = nil
        description = subject
        isBreaking = breakingNote != nil
        guard let colon = subject.firstIndex(of: ":") else { return }
        var head = subject[..<colon]
        let rest = subject[subject.index(after: colon)...]
        guard rest.first == " ", !rest.trimmingCharacters(in: .whitespaces).isEmpty else { return }
        var bang = false
        if head.hasSuffix("!") { bang = true; head = head.dropLast() }
        var typeText = head
        var scopeText: Substring?
        if let open = head.firstIndex(of: "("), head.hasSuffix(")") {
            typeText = head[..<open]
            scopeText = head[head.index(after: open)..<head.index(before: head.endIndex)]
        }
        guard !typeText.isEmpty, typeText.allSatisfy({ $0.isASCII && $0.isLetter }) else { return }
        isBreaking = isBreaking || bang
        type = typeText.lowercased()
        // An unknown type (`wip: x`) keeps its subject whole under Other.
        guard let known = ConventionalCommit.labels[typeText.lowercased()] else { return }
        label = known
        scope = scopeText.map(String.init).flatMap { $0.isEmpty ? nil : $0 }
        description = rest.trimmingCharacters(in: .whitespaces)
    }

    /// The text of the `BREAKING CHANGE:` (or `BREAKING-CHANGE:`) footer, up to
    /// a blank line or the next footer; at most 2,000 characters.
    static func footer(_ lines: ArraySlice<Substring>) -> String? {
        guard let start = lines.firstIndex(where: { $0.hasPrefix("BREAKING CHANGE:") || $0.hasPrefix("BREAKING-CHANGE:") }) else { return nil }
        var text = [String(lines[start].dropFirst("BREAKING CHANGE:".count)).trimmingCharacters(in: .whitespaces)]
        for line in lines[(start + 1)...] {
            if line.trimmingCharacters(in: .whitespaces).isEmpty || line.range(of: #"^[A-Za-z-]+(: | #)"#, options: .regularExpression) != nil { break }
            text.append(line.trimmingCharacters(in: .whitespaces))
        }
        let joined = text.filter { !$0.isEmpty }.joined(separator: " ")
        return joined.count > 2_000 ? joined.prefix(2_000) + "…" : joined
    }
}

/// A tag's version as Semantic Versioning 2.0 orders it; a leading "v" is allowed.
struct SemanticVersion: Comparable {
    var major: Int, minor: Int, patch: Int
    var prerelease: [String]

    init?(_ tag: String) {
        var text = Substring(tag)
        if text.first == "v" || text.first == "V" { text = text.dropFirst() }
        if let plus = text.firstIndex(of: "+") { text = text[..<plus] }
        var pre: [String] = []
        if let dash = text.firstIndex(of: "-") {
            pre = text[text.index(after: dash)...].split(separator: ".", omittingEmptySubsequences: false).map(String.init)
            guard !pre.isEmpty, pre.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") } }) else { return nil }
            text = text[..<dash]
        }
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 3, parts.allSatisfy({ !$0.isEmpty && $0.count < 10 && $0.allSatisfy { $0.isASCII && $0.isNumber } }),
              let major = Int(parts[0]), let minor = Int(parts[1]), let patch = Int(parts[2]) else { return nil }
        self.major = major
        self.minor = minor
        self.patch = patch
        prerelease = pre
    }

    static func < (a: SemanticVersion, b: SemanticVersion) -> Bool {
        if (a.major, a.minor, a.patch) != (b.major, b.minor, b.patch) { return (a.major, a.minor, a.patch) < (b.major, b.minor, b.patch) }
        // A pre-release comes before its release.
        if a.prerelease.isEmpty || b.prerelease.isEmpty { return !a.prerelease.isEmpty && b.prerelease.isEmpty }
        for (x, y) in zip(a.prerelease, b.prerelease) where x != y {
            switch (Int(x), Int(y)) {
            case let (m?, n?): return m < n
            case (.some, nil): return true
            case (nil, .some): return false
            default: return x < y
            }
        }
        return a.prerelease.count < b.prerelease.count
    }
}

import Foundation
import TLCore
import TLFormats
import TLModel

/// Changesets' files: `## 5.56.10`, `### Patch Changes`, then entries like
/// `- abc1234: fix: a crash`, `- [#12](…) [`abc1234`](…) Thanks [@ada](…)! - feat: a flag`
/// or `- Updated dependencies [abc1234]:` over a list of packages. The
/// heading is the entries' semantic-version level; each entry's change type
/// is its own prefix.
extension ChangelogWalker {
    mutating func addChangesetsEntries(_ list: MarkdownNode, level: String) {
        for item in list.children where item.kind == .item {
            let reading = ChangesetsEntry(item.plainText, level: level)
            // One section per type in the release, in the order first met; no heading of the file names it.
            openSection(SectionName(reading.label, types: types), at: item, level: sectionLevel ?? currentLevel + 1)
            guard let index = currentSection else { continue }
            var entry = ChangeEntry(html: item.children.map(\.html).joined(),
                                    isBreaking: reading.isBreaking || ChangelogWalker.marksBreaking(item.plainText)
                                        || ChangelogWalker.startsBoldBreaking(item),
                                    location: location(item))
            entry.level = level
            changelog.releases[changelog.releases.count - 1].sections[index].parts.append(.entries([entry]))
            lastChangesetsEntry = (index, changelog.releases[changelog.releases.count - 1].sections[index].parts.count - 1)
            currentSection = nil
        }
    }
}

/// What a Changesets entry is: its change type from its own prefix once
/// the pull request, commit and thanks are set aside; a `major` entry is
/// breaking. An entry without a prefix takes the type its level means in
/// Changesets' words: major changes are Changed, minor ones Added (new
/// features), patches Fixed.
struct ChangesetsEntry: Equatable {
    /// The section's title, one of Keep a Changelog's, Dependencies or Other.
    var label: String
    var isBreaking: Bool

    init(_ text: String, level: String) {
        let summary = ChangesetsEntry.summary(text)
        isBreaking = level == "major"
        if summary.lowercased().hasPrefix("updated dependencies") || summary.lowercased().hasPrefix("update dependencies") {
            label = ChangeKind.title(ChangeKind.dependencies)
            return
        }
        let lowered = summary.lowercased()
        if lowered.hasPrefix("breaking:") || lowered.hasPrefix("breaking change:") {
            label = ChangeKind.title("changed")
            isBreaking = true
            return
        }
        let commit = ConventionalCommit(summary)
        if commit.type != nil, ConventionalCommit.labels[commit.type!] != nil {
            label = ChangeKind.title(commit.kind)
            isBreaking = isBreaking || commit.isBreaking
            return
        }
        label = ChangeKind.title(level == "major" ? "changed" : level == "minor" ? "added" : "fixed")
    }

    /// The entry's first line without what Changesets writes before the
    /// summary: `#123`, a commit hash, `Thanks @user!`, then ` - ` or `: `.
    static func summary(_ text: String) -> String {
        let line = text.split(whereSeparator: \.isNewline).first.map(String.init) ?? ""
        var rest = Substring(line.trimmingCharacters(in: .whitespaces))
        while true {
            let before = rest
            rest = rest.drop(while: \.isWhitespace)
            if rest.hasPrefix("#"), let end = rest.dropFirst().firstIndex(where: { !$0.isNumber }), end > rest.index(after: rest.startIndex) {
                rest = rest[end...]
            } else if let word = rest.split(separator: " ", maxSplits: 1).first,
                      case let hash = word.trimmingCharacters(in: CharacterSet(charactersIn: "[]():`")),
                      (7...40).contains(hash.count), hash.allSatisfy(\.isHexDigit), hash.contains(where: \.isNumber) {
                rest = rest.dropFirst(word.count)
            } else if rest.lowercased().hasPrefix("thanks "), let bang = rest.firstIndex(of: "!") {
                rest = rest[rest.index(after: bang)...]
            } else if rest.hasPrefix("- ") || rest.hasPrefix(": ") || rest.hasPrefix("— ") || rest.hasPrefix("– ") {
                rest = rest.dropFirst(2)
            } else if rest.hasPrefix(",") {
                rest = rest.dropFirst()
            }
            if rest == before { break }
        }
        return String(rest)
    }
}

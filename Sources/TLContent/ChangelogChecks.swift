import Foundation
import TLCore
import TLFormats
import TLModel

/// What the changelog walker checks once the file is read, how it marks
/// breaking entries, and the anchors GitHub gives the file's headings.
extension ChangelogWalker {
    /// The documented prefixes only: `**Breaking:**`, `BREAKING CHANGE:`,
    /// `[BREAKING]` (also after git-cliff's `*(scope)*`), `⚠️ Breaking` (any case). "BREAKING CHANGE moved to
    /// top of template" is not one.
    static func marksBreaking(_ text: String) -> Bool {
        var lowered = text.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
        // git-cliff's default template: `- *(scope)* [**breaking**] Message`.
        if lowered.hasPrefix("("), let close = lowered.firstIndex(of: ")"), lowered.distance(from: lowered.startIndex, to: close) <= 60 {
            let rest = lowered[lowered.index(after: close)...].trimmingCharacters(in: .whitespaces)
            if rest.hasPrefix("[breaking]") { lowered = rest }
        }
        if ["breaking:", "breaking change:", "breaking changes:", "breaking-change:", "[breaking]"].contains(where: lowered.hasPrefix) {
            return true
        }
        guard lowered.unicodeScalars.first == "\u{26A0}" else { return false }
        let rest = lowered.drop { !$0.isLetter }
        return rest.hasPrefix("breaking") && !(rest.dropFirst("breaking".count).first?.isLetter ?? false)
    }

    /// An entry that starts with a bold, capitalised `**BREAKING**` (or
    /// `**BREAKING CHANGE**`) without a colon: bold capitals make a marker;
    /// `**breaking** renamed a thing` is a sentence.
    static func startsBoldBreaking(_ item: MarkdownNode) -> Bool {
        guard let paragraph = item.children.first, paragraph.kind == .paragraph,
              let strong = paragraph.children.first, strong.kind == .strong else { return false }
        let text = strong.plainText.trimmingCharacters(in: .whitespaces).trimmingCharacters(in: CharacterSet(charactersIn: ":!"))
        return ["BREAKING", "BREAKING CHANGE", "BREAKING CHANGES"].contains(text)
    }

    // MARK: After the last block

    /// Sections with neither entries nor prose (an empty `### Added`) are
    /// dropped; their old anchors move to the release.
    mutating func dropEmptySections() {
        for index in changelog.releases.indices {
            let empty = changelog.releases[index].sections.filter { section in
                section.parts.allSatisfy { if case .entries(let entries) = $0 { entries.isEmpty } else { false } }
            }
            guard !empty.isEmpty else { continue }
            changelog.releases[index].aliases += empty.flatMap(\.aliases)
            let dropped = Set(empty.map(\.anchor))
            changelog.releases[index].sections.removeAll { dropped.contains($0.anchor) }
        }
    }

    /// GitHub's anchors are unique among themselves; one that equals a
    /// release's slug or a section's id (`## Security` above a release
    /// whose slug is `security`) is dropped, so every id of a page is unique.
    mutating func dropCollidingAliases() {
        let ids = Set(changelog.releases.flatMap { [$0.slug.lowercased()] + $0.sections.map { $0.anchor.lowercased() } })
        for index in changelog.releases.indices {
            changelog.releases[index].aliases.removeAll { ids.contains($0.lowercased()) }
            for section in changelog.releases[index].sections.indices {
                changelog.releases[index].sections[section].aliases.removeAll { ids.contains($0.lowercased()) }
            }
        }
    }

    /// Releases are kept in the file's order; a date that breaks it (a
    /// `2024-03-17` typo among 2025 releases) is a warning at its heading.
    /// Most files are newest first; a file mostly oldest first is checked that way.
    mutating func checkDateOrder() {
        let dated = changelog.releases.filter { $0.date != nil }
        guard dated.count > 2 else { return }
        let pairs = zip(dated, dated.dropFirst())
        let descending = pairs.filter { $0.date! > $1.date! }.count >= pairs.filter { $0.date! < $1.date! }.count
        func inOrder(_ newer: Release, _ older: Release) -> Bool { descending ? newer.date! >= older.date! : newer.date! <= older.date! }
        var flagged: Set<Int> = []
        for index in 1..<dated.count where !inOrder(dated[index - 1], dated[index]) {
            // The release that breaks the order is the one whose neighbours agree without it.
            let before = index - 1
            let outlier = before > 0 && inOrder(dated[before - 1], dated[index]) ? before : index
            guard flagged.insert(outlier).inserted else { continue }
            if let at = changelog.releases.firstIndex(where: { $0.location == dated[outlier].location }) {
                changelog.releases[at].dateIsOutOfOrder = true
            }
            let release = dated[outlier]
            let day = Release.day(release.date!)
            let neighbour = outlier == index ? dated[index - 1] : dated[index]
            diagnostics.append(.warning(release.location, "\(release.title) is dated \(day), out of order with \(neighbour.title) "
                                        + "(\(Release.day(neighbour.date!))); releases stay in the file's order"))
        }
    }

    mutating func addProse(_ node: MarkdownNode) {
        if let html = prose(node) { addProse(html) }
    }

    mutating func addProse(_ html: String) {
        guard !changelog.releases.isEmpty else { return }
        let index = changelog.releases.count - 1
        if let section = currentSection {
            changelog.releases[index].sections[section].parts.append(.prose(html))
        } else {
            changelog.releases[index].notes.append(html)
        }
    }

    /// A block as HTML, or nil for what is decoration or dropped anyway:
    /// rules between releases, raw HTML (like `<a name="1.0.0"></a>`) unless unsafe.
    func prose(_ node: MarkdownNode) -> String? {
        switch node.kind {
        case .thematicBreak: return nil
        case .htmlBlock where !unsafe: return nil
        // `<a name="1.0.0"></a>` on its own line is a paragraph of raw inline HTML.
        case .paragraph where !unsafe && node.children.allSatisfy({ [.htmlInline, .softBreak, .lineBreak].contains($0.kind) }): return nil
        default: return node.html
        }
    }

    // MARK: Anchors


    /// GitHub's anchor for a heading of the rendered file: lowercase, only
    /// letters, digits, '-', '_' and spaces kept, spaces as '-', and "-1",
    /// "-2" for repeats.
    mutating func githubAnchor(_ text: String) -> String {
        var base = ""
        for scalar in text.lowercased().unicodeScalars {
            if scalar.properties.isAlphabetic || scalar.properties.numericType != nil || scalar == "-" || scalar == "_" {
                base.unicodeScalars.append(scalar)
            } else if scalar == " " {
                base.append("-")
            }
        }
        let count = githubAnchors[base, default: 0]
        githubAnchors[base] = count + 1
        let anchor = count == 0 ? base : base + "-\(count)"
        lastGithubAnchor = anchor.isEmpty ? nil : anchor
        return anchor
    }
}

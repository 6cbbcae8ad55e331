import Foundation
import TLCore
import TLFormats
import TLModel

/// A release heading of the file becomes a release: its version, date,
/// slug (unique in the file), link and old GitHub anchor.
extension ChangelogWalker {
    // MARK: Releases

    mutating func startRelease(_ node: MarkdownNode) {
        let text = node.plainText.trimmingCharacters(in: .whitespaces)
        let heading = ReleaseHeading(text)
        let at = location(node)
        currentLevel = node.headingLevel
        sectionLevel = nil
        currentSection = nil
        sectionIndex = [:]
        sectionAnchors = []
        peopleSections = []
        var title = heading.version ?? (heading.isUnreleased ? "Unreleased" : heading.date ?? text)
        if title.isEmpty { title = "Release" }
        if !heading.isRelease {
            diagnostics.append(.warning(at, "the heading '\(text)' names no version; its content is kept as a release called '\(title)'"))
        }
        var base = heading.version.map(versionSlug) ?? slugify(title)
        if let problem = base.isEmpty ? nil : PathRules.slugProblem(base) {
            let shown = text.count > 40 ? text.prefix(40) + "…" : Substring(text)
            diagnostics.append(.warning(at, "the release '\(shown)' cannot name its page (its slug \(problem)); it is kept at #release"))
        }
        if base.isEmpty || PathRules.slugProblem(base) != nil { base = "release" }
        let key = base.lowercased()
        slugCount[key, default: 0] += 1
        var slug = base
        if slugCount[key]! > 1 {
            slug = base + "-\(slugCount[key]!)"
            while slugCount[slug.lowercased()] != nil { slug += "-\(slugCount[key]!)" }
            slugCount[slug.lowercased()] = 1
            let what = heading.version.map { "version \($0)" } ?? "the release '\(title)'"
            diagnostics.append(.warning(at, "\(what) appears twice (first at line \(firstLine[key] ?? 0)); both are kept, this one at #\(slug)"))
        } else {
            firstLine[key] = node.line
        }
        var release = Release(title: title, slug: slug, location: at)
        release.version = heading.version
        release.isUnreleased = heading.isUnreleased
        release.isYanked = heading.isYanked
        release.link = node.linkURLs.lazy.compactMap(ChangelogReader.webLink).first
        if release.link == nil, let url = node.linkURLs.first {
            diagnostics.append(.warning(at, "the heading's link is not an http(s) URL ('\(ChangelogReader.shortened(url))'); the release has no link"))
        }
        if let date = heading.date {
            // "2024-5-1" is read as 2024-05-01.
            let padded = date.split(separator: "-").map { $0.count == 1 ? "0" + $0 : String($0) }.joined(separator: "-")
            switch DateParser.parse(padded) {
            case .success(let parsed): release.date = parsed.date
            case .failure(let problem):
                var dateAt = at
                dateAt.column = column(of: date, inLine: node.line, from: node.column) ?? node.column
                diagnostics.append(.warning(dateAt, "'\(date)' is not a valid date (\(problem.reason)); the release is kept without a date"))
            }
        }
        let anchor = lastGithubAnchor
        if let anchor, anchor != slug { release.aliases = [anchor] }
        changelog.releases.append(release)
    }

    /// Where `text` starts in the source line, for located messages.
    func column(of text: String, inLine line: Int, from start: Int) -> Int? {
        guard line - 1 < sourceLines.count else { return nil }
        let source = sourceLines[line - 1]
        guard let range = source.range(of: text) else { return nil }
        return source.utf8.distance(from: source.startIndex, to: range.lowerBound) + 1
    }
}

extension ChangelogReader {
    /// The items of a changelog's releases, in the order written.
    public static func items(_ changelog: Changelog) -> [Item] {
        var items: [Item] = []
        var olderDate: Date?
        // An undated release sorts with the next dated one below it;
        // Unreleased before everything.
        var sortDates: [Date?] = Array(repeating: nil, count: changelog.releases.count)
        for index in changelog.releases.indices.reversed() {
            let release = changelog.releases[index]
            if let date = release.date { olderDate = date }
            sortDates[index] = release.date ?? (release.isUnreleased ? .distantFuture : olderDate)
        }
        for (index, release) in changelog.releases.enumerated() {
            var item = Item(source: release.location, title: release.title, slug: release.slug)
            item.locations["slug"] = release.location
            item.date = release.date
            item.kind = "release"
            item.lanes = [.left]
            item.people = release.people
            item.release = release
            item.release?.sortDate = sortDates[index]
            items.append(item)
        }
        return items
    }
}

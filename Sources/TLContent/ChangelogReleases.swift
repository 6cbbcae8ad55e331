import Foundation
import TLCore
import TLFormats
import TLModel

/// A release heading of the file becomes a release: its version, date,
/// slug (unique in the file), link and old GitHub anchor.
extension ChangelogWalker {
    // MARK: Releases

    mutating func startRelease(_ node: MarkdownNode) {
        closeRelease()
        let text = node.plainText.trimmingCharacters(in: .whitespaces)
        let heading = ReleaseHeading(text, language: language)
        let at = location(node)
        currentLevel = node.kind == .heading ? node.headingLevel : releaseLevel
        sectionLevel = nil
        releaseSectionLevel = nil
        lastChangesetsEntry = nil
        aside = false
        semverLevel = nil
        introductionSection = nil
        introductionLists = []
        currentSection = nil
        sectionIndex = [:]
        sectionAnchors = []
        peopleSections = []
        tableScope = nil
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
            // Releases named by their day alone (release-plan's `## Release
            // (2026-03-29)`) may be two on one day: distinct, as written.
            if heading.version != nil || heading.date == nil {
                let what = heading.version.map { "version \($0)" } ?? "the release '\(title)'"
                diagnostics.append(.warning(at, "\(what) appears twice (first at line \(firstLine[key] ?? 0)); both are kept, this one at #\(slug)"))
            }
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
        if let written = heading.written {
            release.dateText = written.text
            release.date = written.date
            var dateAt = at
            dateAt.column = column(of: written.text, inLine: node.line, from: node.column) ?? node.column
            if written.isAmbiguous {
                ambiguousDates.append((changelog.releases.count, written, dateAt))
            } else if let problem = written.problem {
                unreadDate(at: dateAt, "'\(written.text)' is not a valid date (\(problem))")
            }
            if let order = written.order { dayFirstVotes.append(order) }
        }
        let anchor = lastGithubAnchor
        if let anchor, anchor != slug { release.aliases = [anchor] }
        changelog.releases.append(release)
    }

    /// What ends with a release: one with no entries whose notes hold only
    /// a link (`See [the 4.5 changelog](…)`) is a pointer, and links there.
    mutating func closeRelease() {
        guard let last = changelog.releases.indices.last else { return }
        let release = changelog.releases[last]
        guard release.entryCount == 0, release.sections.isEmpty, release.link == nil, release.notes.count == 1,
              let url = ChangelogWalker.onlyLink(release.notes[0]) else { return }
        changelog.releases[last].link = url
        changelog.releases[last].isPointer = true
    }

    /// The URL of a paragraph of at most a few words and one http(s) link.
    static func onlyLink(_ html: String) -> String? {
        guard html.hasPrefix("<p>"), html.components(separatedBy: "<a href=\"").count == 2,
              let start = html.range(of: "<a href=\""), let end = html[start.upperBound...].firstIndex(of: "\"") else { return nil }
        let url = unescapeHTML(String(html[start.upperBound..<end]))
        return ChangelogReader.webLink(url)
    }

    /// A date that could not be read: one warning per file, at the first,
    /// counting the others (the text stays on the page).
    mutating func unreadDate(at location: SourceLocation, _ message: String) {
        unreadDates += 1
        if unreadDates == 1 {
            firstUnreadDate = diagnostics.count
            diagnostics.append(.warning(location, message + "; the release is kept without a date, its text as written"))
        } else if let index = firstUnreadDate {
            let first = diagnostics[index].message.components(separatedBy: "; the release is kept").first ?? ""
            let others = unreadDates - 1
            diagnostics[index].message = first + "; the release is kept without a date, its text as written (so "
                + (others == 1 ? "is 1 other release of this file whose date could not be read)" : "are \(others) other releases of this file whose dates could not be read)")
        }
    }

    /// `01/05/2024`: read the way the file's other dates settle
    /// (`25/12/2024` says day first), else kept as text with a warning.
    mutating func settleDates() {
        let votes = Set(dayFirstVotes)
        for (index, written, at) in ambiguousDates {
            var settled = written
            if votes.count == 1 { settled.settle(dayFirst: votes.first!) }
            if let date = settled.date, index < changelog.releases.count {
                changelog.releases[index].date = date
            } else {
                let why = votes.count > 1 ? "; the file writes both day first and month first" : ""
                unreadDate(at: at, settled.problem.map { $0 + why } ?? "'\(written.text)' is not a valid date")
            }
        }
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
    package static func items(_ changelog: Changelog) -> [Item] {
        var items: [Item] = []
        let sortDates = sortDates(changelog.releases)
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

    /// The dates a file's releases sort by, so that sorting by them keeps
    /// the file's order: from the oldest end of the file (its bottom, or its
    /// top when it is written oldest first), each release sorts at its date
    /// or at the newest date met so far, whichever is newer; an undated
    /// release, or one whose date breaks the order, at the newest met so far.
    /// Unreleased sorts before everything.
    static func sortDates(_ releases: [Release]) -> [Date?] {
        let dated = releases.compactMap { $0.dateIsOutOfOrder ? nil : $0.date }
        let pairs = zip(dated, dated.dropFirst())
        let oldestFirst = pairs.filter { $0 < $1 }.count > pairs.filter { $0 > $1 }.count
        var sortDates: [Date?] = Array(repeating: nil, count: releases.count)
        var newest: Date?
        for index in oldestFirst ? Array(releases.indices) : releases.indices.reversed() {
            let release = releases[index]
            if release.isUnreleased {
                sortDates[index] = .distantFuture
                continue
            }
            if let date = release.date, !release.dateIsOutOfOrder { newest = max(newest ?? date, date) }
            sortDates[index] = newest
        }
        return sortDates
    }
}

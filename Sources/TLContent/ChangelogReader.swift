import Foundation
import TLCore
import TLFormats
import TLMarkdown
import TLModel

/// Reads a Keep a Changelog file (1.0, 1.1 and the messes real files hold)
/// from cmark's tree: release headings, change-type sections, their list
/// items as entries, the preamble as the introduction. Every list item of
/// the file ends up in exactly one place: an entry, or the prose of a
/// release, a section or the introduction.
public enum ChangelogReader {
    /// Releases with more entries than this become folding cards.
    public static let foldAfter = 12

    /// `markdown`, when given, says how entries are rendered (GitHub's
    /// extensions, references) and wins over `unsafeMarkdown`.
    public static func read(_ text: String, path: String, unsafeMarkdown: Bool = false,
                            markdown: MarkdownOptions? = nil) -> (Changelog?, [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        let unsafeMarkdown = markdown?.unsafe ?? unsafeMarkdown
        let transform: ((MarkdownNode) -> Void)? = markdown.map { options in { GFM.apply(options, to: $0, source: text) } }
        let estimate = MarkdownBudget.estimate(text)
        if estimate > MarkdownBudget.perFile { return (nil, [ItemReader.overBudget(estimate, path: path, line: 1)]) }
        let changelog = MarkdownBudget.shared.reserve(estimate) {
            Markdown.withTree(text, unsafe: unsafeMarkdown, transform: transform) { document -> Changelog? in
                var walker = Walker(path: path, text: text, unsafe: unsafeMarkdown)
                let result = walker.read(document.children)
                diagnostics = walker.diagnostics
                return result
            } ?? nil
        }
        guard var changelog else {
            if diagnostics.isEmpty { diagnostics.append(.error(SourceLocation(path: path), "cmark could not read the file")) }
            return (nil, diagnostics)
        }
        diagnostics += resolveLinks(&changelog, text: text)
        return (changelog, diagnostics)
    }

    /// Versions without a link in their heading take the link reference
    /// definition of the same name (`[1.2.0]: https://…/compare/v1.1.0...v1.2.0`).
    private static func resolveLinks(_ changelog: inout Changelog, text: String) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        let labels = changelog.releases.filter { $0.link == nil }.map { $0.version ?? $0.title }
        let urls = Markdown.referenceURLs(in: text, labels: Array(Set(labels)).sorted())
        for index in changelog.releases.indices where changelog.releases[index].link == nil {
            let label = changelog.releases[index].version ?? changelog.releases[index].title
            guard let url = urls[label] else { continue }
            changelog.releases[index].link = webLink(url)
            if changelog.releases[index].link == nil {
                diagnostics.append(.warning(changelog.releases[index].location, "the link reference definition [\(label)] is not an http(s) URL ('\(shortened(url))'); the release has no link"))
            }
        }
        return diagnostics
    }

    /// A URL as a message shows it: at most 60 characters.
    static func shortened(_ url: String) -> String { url.count > 60 ? url.prefix(60) + "…" : url }

    /// Only http(s) URLs become a release's link: it is written into an href.
    static func webLink(_ url: String) -> String? {
        let lowered = url.lowercased()
        guard lowered.hasPrefix("https://") || lowered.hasPrefix("http://"),
              PathRules.referenceProblem(url, schemes: ["http", "https"]) == nil else { return nil }
        return url
    }

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

/// One pass over the document's top-level blocks.
private struct Walker {
    let path: String
    let unsafe: Bool
    var diagnostics: [Diagnostic] = []
    var changelog = Changelog()
    var releaseLevel = 2
    /// The heading level of the release being read (1 for `# 2.0.0` among `## 1.9.1`).
    var currentLevel = 2
    /// Anchors GitHub gives the headings of the file, counted as it does.
    var githubAnchors: [String: Int] = [:]
    var slugCount: [String: Int] = [:]
    var firstLine: [String: Int] = [:]
    /// The heading level of the section being read, for subheadings inside it.
    var sectionLevel: Int?

    init(path: String, text: String, unsafe: Bool) {
        self.path = path
        self.unsafe = unsafe
        sourceLines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
    }

    func location(_ node: MarkdownNode) -> SourceLocation { SourceLocation(path: path, line: node.line, column: node.column) }

    mutating func read(_ blocks: [MarkdownNode]) -> Changelog? {
        let headings = blocks.filter { $0.kind == .heading }
        var counts: [Int: Int] = [:]
        for heading in headings where ReleaseHeading(heading.plainText).isRelease { counts[heading.headingLevel, default: 0] += 1 }
        guard let level = counts.max(by: { ($0.value, -$0.key) < ($1.value, -$1.key) })?.key else {
            if blocks.isEmpty {
                diagnostics.append(.error(SourceLocation(path: path), "the changelog is empty; it needs release headings like '## [1.0.0] - 2024-05-01'"))
            } else if headings.isEmpty {
                diagnostics.append(.error(SourceLocation(path: path), "this is not a changelog: it has no headings; "
                                          + "write releases as '## [1.0.0] - 2024-05-01' or '## [Unreleased]'"))
            } else {
                let at = headings.first.map(location) ?? SourceLocation(path: path)
                let which = headings.count == 1 ? "its one heading names no version" : "none of its \(headings.count) headings names a version"
                diagnostics.append(.error(at, "this is not a changelog: \(which); "
                                          + "write releases as '## [1.0.0] - 2024-05-01' or '## [Unreleased]'"))
            }
            return nil
        }
        // Releases are the headings naming a version at the release level
        // and above it: logs made by conventional-changelog write minor
        // releases as `#` and patches as `##`. The release level is the
        // deepest level holding a quarter of those headings (at least the
        // most common one), so a stray `### Upgrading to 2.0` inside a
        // release stays a section.
        let total = counts.values.reduce(0, +)
        releaseLevel = counts.filter { $0.value * 4 >= total }.keys.reduce(level, max)
        // `# MyLib 2.0 changelog` alone at the top, over deeper releases, is the title.
        let titleHeading = headings.first.flatMap { first in
            first.headingLevel == 1 && releaseLevel > 1 && counts[1] == 1 && ReleaseHeading(first.plainText).isRelease ? first.line : nil
        }
        func isReleaseHeading(_ block: MarkdownNode) -> Bool {
            block.kind == .heading && block.headingLevel <= releaseLevel && block.line != titleHeading
                && ReleaseHeading(block.plainText).isRelease
        }
        var introduction: [String] = []
        for block in blocks {
            if block.kind == .heading { _ = githubAnchor(block.plainText) }
            if changelog.releases.isEmpty {
                if isReleaseHeading(block) {
                    startRelease(block)
                } else if block.kind == .heading, block.headingLevel < releaseLevel, changelog.title == nil, introduction.isEmpty {
                    changelog.title = block.plainText.trimmingCharacters(in: .whitespaces)
                } else if let html = prose(block) {
                    introduction.append(html)
                }
                continue
            }
            if isReleaseHeading(block) {
                startRelease(block)
            } else if block.kind == .heading, block.headingLevel <= currentLevel, let kind = changeKind(block) {
                // `## Fixed` one level too high inside a release: a section of it, not a release.
                diagnostics.append(.warning(location(block), "'\(ChangeKind.title(kind))' is a change type written at the releases' level; "
                                            + "read as a section of \(changelog.releases[changelog.releases.count - 1].title)"))
                openSection(kind: kind, title: ChangeKind.title(kind), at: block, level: block.headingLevel)
            } else if block.kind == .heading, block.headingLevel == currentLevel {
                startRelease(block)
            } else if block.kind == .heading, block.headingLevel < currentLevel {
                diagnostics.append(.warning(location(block), "a heading above the releases' level inside the releases; kept as prose of the release before it"))
                addProse(block)
            } else if block.kind == .heading {
                heading(block)
            } else if block.kind == .paragraph, let kind = boldSectionName(block) {
                openSection(kind: kind, title: ChangeKind.title(kind), at: block, level: currentLevel + 1)
            } else if block.kind == .list {
                addEntries(block)
            } else {
                addProse(block)
            }
        }
        changelog.introduction = introduction.joined()
        return changelog
    }

    // MARK: Releases

    mutating func startRelease(_ node: MarkdownNode) {
        let text = node.plainText.trimmingCharacters(in: .whitespaces)
        let heading = ReleaseHeading(text)
        let at = location(node)
        currentLevel = node.headingLevel
        sectionLevel = nil
        currentSection = nil
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

    var sourceLines: [Substring] = []

    // MARK: Sections

    /// The known change type a heading names (`Added`, `fixed:`), if any.
    func changeKind(_ node: MarkdownNode) -> String? {
        let name = node.plainText.trimmingCharacters(in: CharacterSet(charactersIn: ":").union(.whitespaces))
        return ChangeKind.known.first { $0 == name.lowercased() }
    }

    mutating func heading(_ node: MarkdownNode) {
        let text = node.plainText.trimmingCharacters(in: .whitespaces)
        let name = text.trimmingCharacters(in: CharacterSet(charactersIn: ":").union(.whitespaces))
        let known = changeKind(node)
        if let sectionLevel, node.headingLevel > sectionLevel, known == nil {
            addProse(node)  // a subheading inside a section
            return
        }
        if let known {
            openSection(kind: known, title: ChangeKind.title(known), at: node, level: node.headingLevel)
            return
        }
        var kind = slugify(name)
        if kind.isEmpty || !ConfigReader.isName(kind) || kind == "release" { kind = ChangeKind.other }
        diagnostics.append(.warning(location(node), "'\(name)' is not a change type of Keep a Changelog (Added, Changed, Deprecated, Removed, Fixed, Security)"
                                    + "\(didYouMean(name, in: ChangeKind.known.map(ChangeKind.title))); its entries are kept under '\(name)'"))
        openSection(kind: kind, title: name.isEmpty ? "Other" : name, at: node, level: node.headingLevel)
    }

    /// A paragraph that is only `**Added**` (or `**Fixed:**`) opens a section, as some files write them.
    func boldSectionName(_ node: MarkdownNode) -> String? {
        let inlines = node.children
        guard inlines.count == 1, inlines[0].kind == .strong else { return nil }
        let name = inlines[0].plainText.trimmingCharacters(in: CharacterSet(charactersIn: ":").union(.whitespaces)).lowercased()
        return ChangeKind.known.first { $0 == name }
    }

    mutating func openSection(kind: String, title: String, at node: MarkdownNode, level: Int) {
        sectionLevel = level
        let anchor = node.kind == .heading ? lastGithubAnchor : nil
        guard !changelog.releases.isEmpty else { return }
        var release = changelog.releases.removeLast()
        defer { changelog.releases.append(release) }
        if let index = release.sections.firstIndex(where: { $0.kind == kind }) {
            if let anchor { release.sections[index].aliases.append(anchor) }
            // Move it last, so what follows lands in it and sections keep
            // the order of their first heading.
            currentSection = index
            return
        }
        var section = ChangeSection(kind: kind, title: title, anchor: release.slug + "-" + kind, location: location(node))
        if let anchor { section.aliases = [anchor] }
        release.sections.append(section)
        currentSection = release.sections.count - 1
    }

    /// Index of the section being read in the last release, nil before the first.
    var currentSection: Int?

    // MARK: Content

    mutating func addEntries(_ list: MarkdownNode) {
        guard !changelog.releases.isEmpty else { return }
        if currentSection == nil {
            openSection(kind: ChangeKind.other, title: ChangeKind.title(ChangeKind.other), at: list, level: currentLevel + 1)
            sectionLevel = nil
        }
        let index = changelog.releases.count - 1
        guard let sectionIndex = currentSection else { return }
        let sectionBreaks = changelog.releases[index].sections[sectionIndex].title.lowercased().contains("breaking")
        let entries = list.children.filter { $0.kind == .item }.map { item in
            ChangeEntry(html: item.children.map(\.html).joined(),
                        isBreaking: sectionBreaks || Walker.marksBreaking(item.plainText),
                        location: location(item))
        }
        changelog.releases[index].sections[sectionIndex].parts.append(.entries(entries))
    }

    /// `**Breaking:**`, `BREAKING CHANGE:`, `[BREAKING]`, `⚠️ Breaking` at the start of an entry.
    static func marksBreaking(_ text: String) -> Bool {
        var rest = Substring(text.trimmingCharacters(in: .whitespacesAndNewlines).lowercased())
        while let first = rest.first, "[(⚠️*_ ".contains(first) || first.unicodeScalars.first?.properties.isEmojiPresentation == true {
            rest = rest.dropFirst()
        }
        guard rest.hasPrefix("breaking") else { return false }
        let after = rest.dropFirst("breaking".count).first
        return after == nil || !(after!.isLetter)
    }

    mutating func addProse(_ node: MarkdownNode) {
        guard let html = prose(node), !changelog.releases.isEmpty else { return }
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
        default: return node.html
        }
    }

    // MARK: Anchors

    var lastGithubAnchor: String?

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

/// What a release heading's text says: `[1.2.0] - 2024-05-01`,
/// `v1.2.0 (2024-05-01)`, `[Unreleased]`, `[0.0.5] - 2014-12-13 [YANKED]`.
struct ReleaseHeading: Equatable {
    var version: String?
    var isUnreleased = false
    var isYanked = false
    /// The date as written, when a word looks like one (YYYY-MM-DD).
    var date: String?

    /// A version, Unreleased, or a date alone (changelogs dated rather than versioned).
    var isRelease: Bool { version != nil || isUnreleased || date != nil }

    init(_ text: String) {
        let words = text.split(whereSeparator: { $0.isWhitespace }).map { word in
            word.trimmingCharacters(in: CharacterSet(charactersIn: "[](){}<>:,;*_`'\"\u{2013}\u{2014}-/|"))
        }
        for (index, word) in words.enumerated() where !word.isEmpty {
            let lowered = word.lowercased()
            if lowered == "unreleased" || lowered == "upcoming" {
                isUnreleased = true
            } else if lowered == "yanked" {
                isYanked = true
            } else if date == nil, ReleaseHeading.looksLikeDate(word) {
                date = word
            } else if version == nil, !isUnreleased, ReleaseHeading.isVersion(word, first: index == 0 || (index == 1 && ["version", "release", "v"].contains(words[0].lowercased()))) {
                version = word
            }
        }
    }

    /// "1.2.0", "v1.2", "2.0.0-rc.1+build.5", "1.0.0.beta1"; a lone number only as the heading's first word.
    static func isVersion(_ word: String, first: Bool) -> Bool {
        var scalars = Substring(word)
        if scalars.first == "v" || scalars.first == "V" { scalars = scalars.dropFirst() }
        guard let head = scalars.first, head.isASCII, head.isNumber else { return false }
        guard scalars.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || ".-+_".contains($0)) }) else { return false }
        return scalars.contains(".") || (first && scalars.allSatisfy(\.isNumber))
    }

    /// Four digits, '-', one or two digits, '-', one or two digits.
    static func looksLikeDate(_ word: String) -> Bool {
        let parts = word.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, (1...2).contains(parts[1].count), (1...2).contains(parts[2].count) else { return false }
        return parts.allSatisfy { $0.allSatisfy { $0.isASCII && $0.isNumber } }
    }
}

/// A version as a slug: the characters a path and an id keep as they are.
func versionSlug(_ version: String) -> String {
    String(version.unicodeScalars.filter { $0.isASCII && (CharacterSet.alphanumerics.contains($0) || "._+-".unicodeScalars.contains($0)) }
        .map(Character.init))
}

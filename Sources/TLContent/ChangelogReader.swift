// Over 300 lines on purpose: the reader is one walk over cmark's tree
// (`ChangelogWalker`) whose parts share its state (the release and section
// being filled, the prose around them), so that every list item of the file
// lands in exactly one place; split, that state would be passed around or
// made wider. Release headings, section names and the checks are in their
// own files (ReleaseHeading, SectionName, ChangelogChecks).

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
package enum ChangelogReader {
    /// Releases with more entries than this become folding cards.
    package static let foldAfter = 12

    /// `markdown`, when given, says how entries are rendered (GitHub's
    /// extensions, references) and wins over `unsafeMarkdown`; `types`
    /// (`changelog.types:`) says what the project's own section names mean;
    /// `language` names the month names read in dates besides English's.
    package static func read(_ text: String, path: String, unsafeMarkdown: Bool = false,
                            markdown: MarkdownOptions? = nil, types: ChangeTypeMapping = ChangeTypeMapping(),
                            language: String = "en") -> (Changelog?, [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        let text = withoutFrontMatter(text)
        let unsafeMarkdown = markdown?.unsafe ?? unsafeMarkdown
        let transform: ((MarkdownNode) -> Void)? = markdown.map { options in { GFM.apply(options, to: $0, source: text) } }
        let estimate = MarkdownBudget.estimate(text)
        if estimate > MarkdownBudget.perFile { return (nil, [ItemReader.overBudget(estimate, path: path, line: 1)]) }
        let changelog = MarkdownBudget.shared.reserve(estimate) {
            Markdown.withTree(text, unsafe: unsafeMarkdown, transform: transform) { document -> Changelog? in
                var walker = ChangelogWalker(path: path, text: text, unsafe: unsafeMarkdown, language: language)
                walker.types = types
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

    /// The file without the YAML front matter a documentation site's
    /// generator reads (cibuildwheel's `docs/changelog.md` opens with
    /// `---` / `title: Changelog` / `---`, which CommonMark reads as a rule
    /// and a heading, the site's title): those lines left empty, so that
    /// every other line keeps its number. Only `key: value` lines (or
    /// their continuations and comments) between the two `---` count.
    static func withoutFrontMatter(_ text: String) -> String {
        guard text.hasPrefix("---\n") || text.hasPrefix("---\r\n") else { return text }
        let lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
        guard let end = lines.indices.dropFirst().prefix(200).first(where: { lines[$0].trimmingCharacters(in: .whitespaces) == "---" }),
              end > 1 else { return text }
        let yaml = lines[1..<end]
        guard yaml.allSatisfy({ line in
            line.trimmingCharacters(in: .whitespaces).isEmpty || line.first == " " || line.first == "#" || line.hasPrefix("- ")
                || line.range(of: #"^[A-Za-z_][A-Za-z0-9_ -]*:( |$)"#, options: .regularExpression) != nil
        }), yaml.contains(where: { $0.contains(":") }) else { return text }
        return String(repeating: "\n", count: end + 1) + lines[(end + 1)...].joined(separator: "\n")
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
}

/// One pass over the document's top-level blocks.
struct ChangelogWalker {
    let path: String
    let unsafe: Bool
    /// `changelog.types:`: the project's own section names.
    var types = ChangeTypeMapping()
    /// The anchors of sections `types` hides, dropped once the file is read.
    var hiddenSections: Set<String> = []
    var diagnostics: [Diagnostic] = []
    var changelog = Changelog()
    var releaseLevel = 2
    /// The heading level of the release being read (1 for `# 2.0.0` among `## 1.9.1`).
    var currentLevel = 2
    /// Anchors GitHub gives the headings of the file, counted as it does.
    var githubAnchors: [String: Int] = [:]
    var slugCount: [String: Int] = [:]
    var firstLine: [String: Int] = [:]
    /// Dates like `01/05/2024`, read once the file says which way round it writes them.
    var ambiguousDates: [(release: Int, date: ChangelogDate, at: SourceLocation)] = []
    /// What each date with a number above 12 says: day first (true) or month first.
    var dayFirstVotes: [Bool] = []
    /// Dates that could not be read, and the index of the one warning about them.
    var unreadDates = 0
    var firstUnreadDate: Int?
    /// The heading level of the section being read, for subheadings inside it.
    var sectionLevel: Int?
    /// The shallowest level of the section headings of the release being read.
    var releaseSectionLevel: Int?
    /// The package a heading names over angular's table of commits (`### core`).
    var tableScope: String?
    /// The line of the last block read that has one (a table GitHub's extensions made has none).
    var lastBlockLine = 0

    /// The site's language, whose month names dates may use.
    let language: String
    /// No heading names a release: paragraphs that are only a version and a
    /// date (`v10.9.0 - August 21, 2026`) are the releases.
    var releaseLines = false

    init(path: String, text: String, unsafe: Bool, language: String = "en") {
        self.path = path
        self.unsafe = unsafe
        self.language = language
        sourceLines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
    }

    func location(_ node: MarkdownNode) -> SourceLocation { SourceLocation(path: path, line: node.line, column: node.column) }

    mutating func read(_ blocks: [MarkdownNode]) -> Changelog? {
        self.blocks = blocks
        lastReleaseLine = blocks.last { block in
            guard block.kind == .heading else { return false }
            let heading = ReleaseHeading(block.plainText, language: language)
            return heading.isRelease && !heading.isDevelopment
        }?.line ?? 0
        let headings = blocks.filter { $0.kind == .heading }
        var counts: [Int: Int] = [:]
        for heading in headings where namesRelease(heading) { counts[heading.headingLevel, default: 0] += 1 }
        if counts.isEmpty, blocks.contains(where: isReleaseLine) {
            // Release lines, no release headings: every heading is above them.
            releaseLines = true
            counts = [7: 1]
        }
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
        // The release level is the deepest level holding a quarter of the
        // headings naming a version (at least the most common one): every
        // heading naming a version at it or above it is a release (logs made
        // by conventional-changelog write minors as `#` and patches as `##`).
        // Deeper, a heading is a release when it starts with its version or
        // has a date (standard-version's `### [1.0.1](…) (2022-05-18)`
        // patches); `### Upgrading to 2.0` stays a section.
        let total = counts.values.reduce(0, +)
        releaseLevel = counts.filter { $0.value * 4 >= total }.keys.reduce(level, max)
        // `# MyLib 2.0 changelog` alone at the top, over deeper releases, is the title.
        titleHeading = headings.first.flatMap { first in
            first.headingLevel == 1 && releaseLevel > 1 && counts[1] == 1 && namesRelease(first) ? first.line : nil
        }
        topLevel = headings.filter { $0.line != titleHeading && namesRelease($0) }.map(\.headingLevel).min() ?? releaseLevel
        var introduction: [String] = []
        for (index, block) in blocks.enumerated() {
            if block.kind == .heading { _ = githubAnchor(block.plainText) }
            next = index + 1 < blocks.count ? blocks[index + 1] : nil
            if trailing != nil {
                // Below `## Previous Changelogs` after the last release: the
                // epilogue, unless a release follows after all.
                guard isReleaseHeading(block) else {
                    trailing!.append(block)
                    continue
                }
                replayTrailing(before: block)
            } else if startsTrailing(block) {
                trailing = [block]
                continue
            }
            if changelog.releases.isEmpty {
                if isReleaseHeading(block) {
                    startRelease(block)
                } else if block.kind == .heading, block.headingLevel < releaseLevel, changelog.title == nil, introduction.isEmpty {
                    changelog.title = block.plainText.trimmingCharacters(in: .whitespaces)
                } else if let html = prose(block) {
                    // A list of links (babel's "See [CHANGELOG - v7](…) for …") points to older files; any other list may be changes.
                    if block.kind == .list, !block.children.allSatisfy({ $0.kind != .item || $0.html.contains("<a href=") }) {
                        diagnostics.append(.warning(location(block), "a list above the first release is kept as the introduction, not as changes; "
                                                    + "give it a release heading like '## [Unreleased]' if it lists changes"))
                    }
                    introduction.append(html)
                }
                continue
            }
            dispatch(block)
        }
        changelog.introduction = introduction.joined()
        if let trailing {
            // As above the first release: a list of links points to older files; any other list may be changes.
            for block in trailing where block.kind == .list && !block.children.allSatisfy({ $0.kind != .item || $0.html.contains("<a href=") }) {
                diagnostics.append(.warning(location(block), "a list after the last release is kept as the epilogue, not as changes; "
                                            + "give it a release heading like '## [0.9.0]' if it lists changes"))
            }
            changelog.epilogue = trailing.compactMap(prose).joined()
            self.trailing = nil
        }
        closeRelease()
        settleDates()
        dropHiddenSections()
        dropEmptySections()
        dropCollidingAliases()
        checkDateOrder()
        return changelog
    }

    /// One block inside the releases.
    mutating func dispatch(_ block: MarkdownNode) {
        if block.line > 0 { lastBlockLine = block.line }
        // The next Changesets entry ends the body of the one before it.
        if semverLevel != nil, block.kind == .list, ChangelogWalker.startsChangesetsEntry(block) { headedEntry = nil }
        if isReleaseHeading(block) {
            headedEntry = nil
            startRelease(block)
        } else if headedEntry != nil, block.kind != .heading || block.headingLevel > headedEntry!.level {
            addToHeadedEntry(block)  // the body of prettier's `#### TypeScript: … (#123 by @user)`
        } else if aside {
            addProse(block)  // below `## Migration guide` or `## 5.4.x`, up to the next release
        } else if block.kind == .heading, releaseLines {
            heading(block)
        } else if block.kind == .heading {
            inRelease(heading: block)
        } else if block.kind == .paragraph, let kind = boldSectionName(block) {
            demoteIntroduction()
            semverLevel = nil
            openSection(SectionName(ChangeKind.title(kind)), at: block, level: currentLevel + 1)
        } else if block.kind == .list {
            addEntries(block)
        } else if commitTable(block) != nil {
            addTableEntries(block)  // angular's `| Commit | Type | Description |`
        } else if !datesRelease(block) {
            addProse(block)
        }
    }

    /// All blocks of the file, and the one after the block being read.
    var blocks: [MarkdownNode] = []
    var next: MarkdownNode?
    /// A heading at a release's level that names no version (`## Previous
    /// Changelogs`), and the blocks after it while no release follows.
    var trailing: [MarkdownNode]?

    /// `## Previous Changelogs`, `## Older releases`: a heading at the level
    /// of the release being read (shallower than its sections) that names
    /// no version and no change type. If no release follows it, it and what
    /// follows are the changelog's epilogue, part of no release.
    func startsTrailing(_ block: MarkdownNode) -> Bool {
        guard block.kind == .heading, !releaseLines, !changelog.releases.isEmpty, !isReleaseHeading(block), block.headingLevel <= releaseLevel,
              block.headingLevel <= topLevel || block.headingLevel < (releaseSectionLevel ?? 0) || ChangelogWalker.pointsToOlderChangelogs(block.plainText),
              headedEntry.map({ block.headingLevel <= $0.level }) ?? true else { return false }
        let text = block.plainText
        let name = SectionName(text, types: types)
        guard name.kind == nil, !name.isHidden, !name.listsPeople, name.semverLevel == nil, SectionName.subPackage(text) == nil,
              !ChangelogWalker.namesPullRequest(block) else { return false }
        return block.line > lastReleaseLine
            && (block.headingLevel <= currentLevel || ChangelogWalker.pointsToOlderChangelogs(text))
    }

    /// `Previous Changelogs`, `Older releases`, `Earlier versions`: a
    /// heading over links to older files, at any level after the last release.
    static func pointsToOlderChangelogs(_ heading: String) -> Bool {
        heading.trimmingCharacters(in: .whitespaces).range(of: #"^(previous|older|earlier|past|old)\b.*\b(changelogs?|releases|versions|changes|history)$"#,
                                                          options: [.regularExpression, .caseInsensitive]) != nil
    }

    /// The line of the last heading that names a release (or could).
    var lastReleaseLine = 0

    /// A release follows the heading after all (`block`): the blocks held
    /// are read as any others.
    mutating func replayTrailing(before block: MarkdownNode) {
        guard let held = trailing else { return }
        trailing = nil
        for (index, heldBlock) in held.enumerated() {
            next = index + 1 < held.count ? held[index + 1] : block
            dispatch(heldBlock)
        }
        next = block
    }

    /// The line of `# MyLib 2.0 changelog` when it is the title, not a release.
    var titleHeading: Int?
    /// The shallowest level of a release (1 when minors are `#`).
    var topLevel = 2

    /// A heading that names a version, a date or Unreleased, and is no
    /// sub-package section (`### poetry-core (2.4.0)`).
    func namesRelease(_ node: MarkdownNode) -> Bool {
        let heading = ReleaseHeading(node.plainText, language: language)
        return heading.isRelease && !heading.isDevelopment && SectionName.subPackage(node.plainText) == nil
    }

    /// A paragraph that is only a version and a date, on one line.
    func isReleaseLine(_ block: MarkdownNode) -> Bool {
        guard block.kind == .paragraph, !block.children.contains(where: { $0.kind == .softBreak || $0.kind == .lineBreak }) else { return false }
        let text = block.plainText
        return text.count <= 120 && ReleaseHeading(text, language: language).isOnlyVersionAndDate
    }

    func isReleaseHeading(_ block: MarkdownNode) -> Bool {
        if releaseLines { return isReleaseLine(block) }
        if block.kind == .paragraph { return continuesAsReleaseLines(block) }
        guard block.kind == .heading, block.line != titleHeading else { return false }
        let heading = ReleaseHeading(block.plainText, language: language)
        // `## master` above the first release, not a `# Next` title above the releases.
        if heading.isDevelopment { return changelog.releases.isEmpty && block.headingLevel >= topLevel }
        guard heading.isRelease, SectionName.subPackage(block.plainText) == nil else { return false }
        // pydantic's `### v1.9.0 (2021-12-31) Changes` inside `## v1.9.0`: a section of it.
        if let current = changelog.releases.last, block.headingLevel > currentLevel, let version = heading.version,
           let own = current.version, ChangelogWalker.sameVersion(version, own) { return false }
        // Inside a release written shallower than the release level (vue's
        // `# [3.5.0](…)` among `## [3.4.38](…)` patches), a deeper heading
        // is a release as a patch's is, by its first word or its date:
        // `## Aggregated Features List for 3.5` is a section of 3.5.0.
        if !changelog.releases.isEmpty, block.headingLevel > currentLevel, !heading.isUnreleased {
            guard heading.version != nil else { return heading.date != nil && block.headingLevel <= releaseLevel }
            return heading.versionFirst || heading.date != nil
        }
        return block.headingLevel <= releaseLevel || (heading.version != nil && (heading.versionFirst || heading.date != nil))
    }

    /// A release line below the last release heading (espree: release-please's
    /// `## [9.5.2](…) (2023-05-05)` above, its older `v9.5.1 - March 28, 2023`
    /// paragraphs below): a release of its own, unless it names the version
    /// of the release it stands in (`Version 1.2.0 - 2024-05-01` below `## 1.2.0`).
    func continuesAsReleaseLines(_ block: MarkdownNode) -> Bool {
        guard block.line > lastReleaseLine, let current = changelog.releases.last, isReleaseLine(block),
              let version = ReleaseHeading(block.plainText, language: language).version else { return false }
        return current.version.map { !ChangelogWalker.sameVersion(version, $0) } ?? true
    }

    /// A heading inside a release that names none.
    mutating func inRelease(heading block: MarkdownNode) {
        let level = block.headingLevel
        if level > currentLevel || level > topLevel {
            // A section, or a subheading of one. At a patch release's own
            // level (`### Bug Fixes` under `### [1.0.1]`) it is a section
            // too: the minors' sections are written at that level.
            heading(block)
        } else if SectionName(block.plainText, types: types).listsPeople {
            // git-cliff's `## New Contributors ❤️` at the releases' level: the release's people, kept as prose.
            demoteIntroduction()
            openSection(SectionName(block.plainText, types: types), at: block, level: level)
        } else if SectionName(block.plainText, types: types).kind != nil {
            // `## Fixed` one level too high inside a release: a section of it, not a release.
            let name = SectionName(block.plainText, types: types)
            diagnostics.append(.warning(location(block), "'\(name.label)' is a change type written at the releases' level; "
                                        + "read as a section of \(changelog.releases[changelog.releases.count - 1].title)"))
            openSection(name, at: block, level: level)
        } else if level == currentLevel {
            // `## Migration guide`, `## Previous Changelogs`, `## 5.4.x`: no
            // release; it and what follows it, up to the next release, are prose.
            let text = block.plainText.trimmingCharacters(in: .whitespaces)
            let shown = text.count > 60 ? text.prefix(60) + "…" : Substring(text)
            if !ReleaseHeading(text, language: language).isPattern {
                diagnostics.append(.warning(location(block), "the heading '\(shown)' names no version, so it is no release; it and what follows it "
                                            + "up to the next release are kept as prose of \(changelog.releases[changelog.releases.count - 1].title)"))
            }
            aside = true
            addProse(block)
        } else {
            diagnostics.append(.warning(location(block), "a heading above the releases' level inside the releases; kept as prose of the release before it"))
            addProse(block)
        }
    }

    var sourceLines: [Substring] = []

    // MARK: Sections

    mutating func heading(_ node: MarkdownNode) {
        headedEntry = nil
        var text = node.plainText.trimmingCharacters(in: .whitespaces)
        if let rest = sectionOfOwnVersion(text, at: location(node)) {
            guard !rest.isEmpty else {
                addProse(node)  // `### 1.2.0` again below `## 1.2.0`: a subheading
                return
            }
            text = rest
        }
        let name = SectionName(text, types: types)
        let package = SectionName.subPackage(text)
        if let next, commitTable(next) != nil {
            // angular's `### core` over its table of commits: the package of the rows, which carry their types.
            demoteIntroduction()
            semverLevel = nil
            tableScope = name.kind == nil && !name.isHidden ? text : nil
            return
        }
        // A change written as a heading: it links its pull request, or it is
        // marked breaking (google-auth-library's `#### BREAKING: Migration from
        // \`axios\` to \`gaxios\`` over its explanation).
        if semverLevel == nil, name.kind == nil, package == nil, !name.isHidden, !name.listsPeople,
           ChangelogWalker.namesPullRequest(node) || ChangelogWalker.marksBreaking(text) {
            addHeadedEntry(node)
            return
        }
        if let sectionLevel, node.headingLevel > sectionLevel, semverLevel != nil, name.kind == nil, package == nil,
           let (section, part) = lastChangesetsEntry {
            // `#### Changed how Config works` below a Changesets entry (its
            // changeset's own headings, written outside the list item): the
            // heading and what follows it, up to the next entry, are that entry's.
            headedEntry = (section, part, node.headingLevel)
            addToHeadedEntry(node)
            return
        }
        if let sectionLevel, node.headingLevel > sectionLevel, name.kind == nil, package == nil {
            // A subheading inside a section: a change of its own when it names
            // its issue (`#### Canvas labels (#543)`), or when a paragraph
            // follows it in a section of a change type (`### Breaking changes`
            // / `#### Easier cursor management` / a paragraph), as tui-rs
            // wrote them; above a list (git-cliff's scoped `#### Parser`), it
            // groups the entries below it; in a section of the project's own
            // (nodejs-storage's `### require syntax changes` / `#### Old Code`
            // over a code block) it is that section's prose.
            if semverLevel == nil, !name.isHidden, !name.listsPeople,
               ChangelogWalker.namesIssue(node)
                || (inSectionOfAType && next.map({ $0.kind == .paragraph && !datesLine($0) }) == true) {
                addHeadedEntry(node)
            } else {
                addProse(node)
            }
            return
        }
        demoteIntroduction()
        if let level = name.semverLevel {
            // Changesets' `### Patch Changes`: the entries' level; each entry's
            // type is its own (`fix:`, `feat:`, `Updated dependencies`).
            semverLevel = level
            lastChangesetsEntry = nil
            currentSection = nil
            sectionLevel = node.headingLevel
            if let anchor = lastGithubAnchor, !changelog.releases.isEmpty { changelog.releases[changelog.releases.count - 1].aliases.append(anchor) }
            return
        }
        semverLevel = nil
        if name.kind == nil, package == nil, !name.isHidden, let next, ChangelogWalker.listsOnlyCompareLinks(next) {
            // ember-cli's `#### Blueprint Changes` over the diffs of its
            // blueprints: links, no changes; the release's notes.
            currentSection = nil
            sectionLevel = nil
            addProse(node)
            return
        }
        if let package {
            // Thirty sub-packages are one Dependencies section, each named in it.
            openSection(SectionName(ChangeKind.title(ChangeKind.dependencies)), at: node, level: node.headingLevel)
            addProse("<p class=\"tl-changes-package\"><strong>\(escapeHTML(package.name))</strong> \(escapeHTML(package.version))</p>\n")
            return
        }
        // Once per release and name: a repeated heading merges into the first.
        if name.kind == nil, !name.isHidden, sectionIndex[name.label.lowercased()] == nil {
            let shown = name.label.count > 60 ? name.label.prefix(60) + "…" : Substring(name.label)
            diagnostics.append(.warning(location(node), "'\(shown)' is not a change type tlsite knows (Keep a Changelog's Added, Changed, Deprecated, "
                                        + "Removed, Fixed, Security, or a name tools write for them, like Features or Bug Fixes)"
                                        + "\(name.label.count > 60 ? "" : didYouMean(name.label, in: SectionName.suggestions)); its entries are kept under '\(shown)'"))
        }
        openSection(name, at: node, level: node.headingLevel)
    }

    /// `v1.9.0 (2021-12-31) Changes` below the release `v1.9.0`: the
    /// section's own name (`Changes`) once the version and date are left
    /// out; the date dates the release when its heading gives none. Nil for
    /// a heading naming no version, or another one.
    mutating func sectionOfOwnVersion(_ text: String, at: SourceLocation) -> String? {
        guard let last = changelog.releases.indices.last, let own = changelog.releases[last].version,
              SectionName.subPackage(text) == nil else { return nil }  // `### poetry-core (2.0.0)` in `## [2.0.0]`
        let heading = ReleaseHeading(text, language: language)
        guard let version = heading.version, ChangelogWalker.sameVersion(version, own) else { return nil }
        var rest = text
        if let written = heading.written {
            rest.replaceSubrange(written.range, with: " ")
            let release = changelog.releases[last]
            if written.problem == nil, !written.isAmbiguous, let date = written.date {
                if release.date == nil, release.dateText == nil {
                    changelog.releases[last].date = date
                    changelog.releases[last].dateText = written.text
                } else if let own = release.date, Release.day(own) != Release.day(date) {
                    let shown = text.count > 60 ? text.prefix(60) + "…" : Substring(text)
                    diagnostics.append(.warning(at, "the section '\(shown)' names \(version) with another date than the release's "
                                                + "(\(Release.day(own))); it is read as a section of \(release.title), dated as its heading says"))
                }
            }
        }
        let words = rest.split(whereSeparator: \.isWhitespace).map(String.init)
        let trim = CharacterSet(charactersIn: "[](){}<>:,;*_`'\"\u{2013}\u{2014}-/|")
        var kept = words.filter { !$0.trimmingCharacters(in: trim).isEmpty }
        if let index = kept.firstIndex(where: { $0.trimmingCharacters(in: trim) == version }) { kept.remove(at: index) }
        return kept.joined(separator: " ").trimmingCharacters(in: trim.union(.whitespaces))
    }

    /// `v1.9.0` and `1.9.0` name one version.
    static func sameVersion(_ one: String, _ other: String) -> Bool {
        func bare(_ version: String) -> String {
            let lowered = version.lowercased()
            return lowered.hasPrefix("v") ? String(lowered.dropFirst()) : lowered
        }
        return bare(one) == bare(other)
    }

    /// A paragraph that is only `**Added**` (or `**Fixed:**`) opens a section, as some files write them.
    func boldSectionName(_ node: MarkdownNode) -> String? {
        let inlines = node.children
        guard inlines.count == 1, inlines[0].kind == .strong else { return nil }
        let name = inlines[0].plainText.trimmingCharacters(in: CharacterSet(charactersIn: ":").union(.whitespaces)).lowercased()
        return ChangeKind.known.first { $0 == name }
    }

    /// Opens the section `name` in the last release, or goes back to the
    /// one of the same label (repeated headings merge).
    mutating func openSection(_ name: SectionName, at node: MarkdownNode, level: Int) {
        sectionLevel = level
        if node.kind == .heading { releaseSectionLevel = min(releaseSectionLevel ?? level, level) }
        let anchor = node.kind == .heading ? lastGithubAnchor : nil
        guard !changelog.releases.isEmpty else { return }
        var release = changelog.releases.removeLast()
        defer { changelog.releases.append(release) }
        let key = name.kind == ChangeKind.dependencies ? ChangeKind.dependencies : name.label.lowercased()
        if let index = sectionIndex[key] {
            if let anchor { release.sections[index].aliases.append(anchor) }
            currentSection = index
            return
        }
        var kind = name.kind ?? slugify(name.label)
        if kind.isEmpty || !ConfigReader.isName(kind) || kind == "release" || kind.utf8.count > 100 { kind = ChangeKind.other }
        var suffix = slugify(name.label)
        if suffix.isEmpty || suffix.utf8.count > 100 { suffix = kind }
        var id = release.slug + "-" + suffix
        if sectionAnchors.contains(id) { id += "-\(release.sections.count + 1)" }
        sectionAnchors.insert(id)
        var section = ChangeSection(kind: kind, title: name.label.isEmpty ? ChangeKind.title(kind) : name.label, anchor: id, location: location(node))
        section.isBreaking = name.isBreaking
        if let anchor { section.aliases = [anchor] }
        release.sections.append(section)
        currentSection = release.sections.count - 1
        sectionIndex[key] = currentSection
        if name.listsPeople { peopleSections.insert(release.sections.count - 1) }
        if name.isHidden { hiddenSections.insert(id) }
    }

    /// The sections of the release being read, by label, and their anchors.
    var sectionIndex: [String: Int] = [:]
    var sectionAnchors: Set<String> = []
    /// Sections whose lists are people (`Committers: 3`), kept as prose.
    var peopleSections: Set<Int> = []

    /// Index of the section being read in the last release, nil before the first.
    var currentSection: Int?

    // MARK: Content

    mutating func addEntries(_ list: MarkdownNode, from first: Int = 0) {
        guard !changelog.releases.isEmpty else { return }
        if first == 0, let item = list.children.first, item.kind == .item, let line = item.children.first, datesRelease(line, lead: true) {
            // moment's `* Release Dec 27, 2023` first in a release that gives
            // no date: the release's date; the changes nested in it, and the
            // items after it, are the entries.
            for nested in item.children.dropFirst() {
                if nested.kind == .list { addEntries(nested) } else { addProse(nested) }
            }
            if list.children.count > 1 { addEntries(list, from: 1) }
            return
        }
        if ChangelogWalker.listsOnlyCompareLinks(list) {
            addProse(list)  // `- [\`ember new\` diff](…/compare/v6.3.0...v6.4.0)`: links, not changes
            return
        }
        if let semverLevel {
            addChangesetsEntries(list, level: semverLevel)
            return
        }
        if currentSection == nil, changelog.releases[changelog.releases.count - 1].sections.isEmpty, ChangelogWalker.listsReleasedPackages(list),
           let html = prose(list) {
            // release-plan's `## Release (2026-06-30)` / `* ember-cli 7.2.0 (minor)`:
            // what the release published, its notes, not its changes.
            changelog.releases[changelog.releases.count - 1].notes.append(html)
            return
        }
        if currentSection == nil {
            // After prose (an announcement), the lists may be the release's
            // notes: they are, if a change-type heading follows.
            let afterProse = !changelog.releases[changelog.releases.count - 1].notes.isEmpty
            openSection(SectionName(ChangeKind.title(ChangeKind.other)), at: list, level: currentLevel + 1)
            sectionLevel = nil
            introductionSection = afterProse ? currentSection : nil
        }
        if currentSection == introductionSection, let html = prose(list) { introductionLists.append(html) }
        let index = changelog.releases.count - 1
        guard let sectionIndex = currentSection else { return }
        if peopleSections.contains(sectionIndex) {
            addProse(list)
            return
        }
        let sectionBreaks = changelog.releases[index].sections[sectionIndex].isBreaking
        var entries: [ChangeEntry] = []
        for item in list.children.dropFirst(first) where item.kind == .item {
            guard let (packages, changes) = ChangelogWalker.packageGroup(item) else {
                entries.append(ChangeEntry(html: item.children.map(\.html).joined(),
                                           isBreaking: sectionBreaks || ChangelogWalker.marksBreaking(item.plainText) || ChangelogWalker.startsBoldBreaking(item),
                                           location: location(item)))
                continue
            }
            // lerna-changelog's monorepo layout: each pull request under a
            // line of packages is a change of its own, led by those packages.
            let label = "<span class=\"tl-change-packages\">" + packages.html + "</span> "
            for change in changes {
                var html = change.children.map(\.html).joined()
                if html.hasPrefix("<p>") { html.insert(contentsOf: label, at: html.index(html.startIndex, offsetBy: 3)) } else { html = label + html }
                entries.append(ChangeEntry(html: html,
                                           isBreaking: sectionBreaks || ChangelogWalker.marksBreaking(change.plainText) || ChangelogWalker.startsBoldBreaking(change),
                                           location: location(change)))
            }
        }
        changelog.releases[index].sections[sectionIndex].parts.append(.entries(entries))
    }

    /// Every item is only a link to a compare view (`[\`ember new\`
    /// diff](https://…/compare/v6.3.0...v6.4.0)`), as ember-cli lists the
    /// diffs of its blueprints: links, not changes.
    static func listsOnlyCompareLinks(_ list: MarkdownNode) -> Bool {
        guard list.kind == .list else { return false }
        let items = list.children.filter { $0.kind == .item }
        return !items.isEmpty && items.allSatisfy { item in
            guard item.children.count == 1, item.children[0].kind == .paragraph else { return false }
            let inlines = item.children[0].children.filter { !($0.kind == .text && $0.plainText.allSatisfy(\.isWhitespace)) }
            return inlines.count == 1 && inlines[0].kind == .link && item.linkURLs.count == 1
                && item.linkURLs.allSatisfy { $0.contains("/compare/") }
        }
    }

    /// Every item is a package, its version and the level of its bump
    /// (`@ember-tooling/blueprint-model 0.7.0 (minor)`), as release-plan lists them.
    static func listsReleasedPackages(_ list: MarkdownNode) -> Bool {
        let items = list.children.filter { $0.kind == .item }
        return !items.isEmpty && items.allSatisfy { item in
            let words = item.plainText.split(whereSeparator: \.isWhitespace)
            return words.count == 3 && ReleaseHeading.isVersion(String(words[1]), first: false)
                && ["(major)", "(minor)", "(patch)"].contains(words[2].lowercased())
        }
    }

    /// A list item that is only a line of packages (`` `core`, `cli` ``,
    /// `Other`, `_All packages_`) and a list whose every item starts with a
    /// link (`[#12](…) Fix … ([@ada](…))`): lerna-changelog's group of the
    /// pull requests that touched those packages. The line, and the group's items.
    static func packageGroup(_ item: MarkdownNode) -> (packages: MarkdownNode, changes: [MarkdownNode])? {
        let blocks = item.children
        guard blocks.count == 2, blocks[0].kind == .paragraph, blocks[1].kind == .list else { return nil }
        let inlines = blocks[0].children
        let separators: Set<String> = ["", ",", "and", ", and", "&"]
        let packages = inlines.contains(where: { $0.kind == .code }) && inlines.allSatisfy { inline in
            inline.kind == .code || (inline.kind == .text && separators.contains(inline.plainText.trimmingCharacters(in: .whitespaces)))
        }
        let named = inlines.count == 1 && (inlines[0].kind == .emphasis || (inlines[0].kind == .text && inlines[0].plainText == "Other"))
        guard packages || named else { return nil }
        let changes = blocks[1].children.filter { $0.kind == .item }
        guard !changes.isEmpty, changes.allSatisfy({ $0.children.first?.kind == .paragraph && $0.children.first?.children.first?.kind == .link }) else { return nil }
        return (blocks[0], changes)
    }

    /// A paragraph that is only a date (`*2026-08-11*`), right below a
    /// heading that gives none, as pip-tools' towncrier template writes it:
    /// the release's date, not its notes. With `lead`, the first line of
    /// the release's first list, which may say so (`Release Dec 27, 2023`,
    /// `Released on 2024-05-01`).
    mutating func datesRelease(_ block: MarkdownNode, lead: Bool = false) -> Bool {
        guard block.kind == .paragraph, let last = changelog.releases.indices.last else { return false }
        let release = changelog.releases[last]
        guard release.date == nil, release.dateText == nil, !release.isUnreleased, release.notes.isEmpty, release.sections.isEmpty,
              block.children.allSatisfy({ [.text, .emphasis, .strong].contains($0.kind) }) else { return false }
        var text = block.plainText.trimmingCharacters(in: .whitespaces)
        if lead {
            guard let said = text.range(of: #"^(released?|release date)(:| on)? "#, options: [.regularExpression, .caseInsensitive]) else { return false }
            text = String(text[said.upperBound...]).trimmingCharacters(in: .whitespaces)
        }
        let heading = ReleaseHeading(text, language: language)
        guard heading.version == nil, let written = heading.written, text.hasPrefix(written.text),
              ChangelogWalker.isTimeOfDay(text.dropFirst(written.text.count)) else { return false }
        if written.isAmbiguous {
            // python-bigquery's `02-03-2020 01:38 PST`: read once the file says which way round.
            ambiguousDates.append((last, written, location(block)))
        } else if lead, let problem = written.problem, written.day != nil {
            // `* Release Feb 30, 2023`: the release's date all the same, unread, its text kept.
            unreadDate(at: location(block), "'\(written.text)' is not a valid date (\(problem))")
        } else {
            guard written.problem == nil, let date = written.date else { return false }
            changelog.releases[last].date = date
        }
        if let order = written.order { dayFirstVotes.append(order) }
        changelog.releases[last].dateText = text
        return true
    }

    /// Nothing, or a time of day after a date line's date (`01:38 PST`,
    /// `14:51:07 +02:00`, `9:30 am`): the line is still only a date.
    static func isTimeOfDay(_ rest: Substring) -> Bool {
        let rest = rest.trimmingCharacters(in: .whitespaces)
        return rest.isEmpty || rest.range(of: #"^(at )?[0-9]{1,2}:[0-9]{2}(:[0-9]{2})?( ?[aApP][mM])?( ?(UTC|GMT|[A-Z]{2,4}T|Z|[+-][0-9]{2}:?[0-9]{2}))?$"#,
                                          options: .regularExpression) != nil
    }

    /// A heading that names its pull request or issue with a link
    /// (`#### TypeScript: Support \`import defer\` ([#19624](…) by [@fisker](…))`,
    /// as prettier writes each change) is one change, not a section.
    static func namesPullRequest(_ node: MarkdownNode) -> Bool {
        node.html.contains("<a href=") && node.plainText.range(of: #"(^|[\s(\[,])#[0-9]+\b"#, options: .regularExpression) != nil
    }

    /// The last entry read under Changesets' `### Major Changes`: its section and part.
    var lastChangesetsEntry: (section: Int, part: Int)?

    /// A list whose first item is written as Changesets writes an entry:
    /// led by its commit or pull request (`[ca8ff585](…) [#147](…) Thanks
    /// [@ada](…)! - …`, `abc1234: …`), or `Updated dependencies`.
    static func startsChangesetsEntry(_ list: MarkdownNode) -> Bool {
        guard let first = list.children.first(where: { $0.kind == .item }) else { return false }
        let text = first.plainText.split(whereSeparator: \.isNewline).first.map(String.init)?.trimmingCharacters(in: .whitespaces) ?? ""
        return ChangesetsEntry.summary(text) != text || text.lowercased().hasPrefix("updated dependencies")
    }

    /// The section being read is of one of the change types (`Breaking
    /// changes`, `Fixed`, a name `changelog.types:` maps), not the project's own.
    var inSectionOfAType: Bool {
        guard let last = changelog.releases.indices.last, let index = currentSection,
              index < changelog.releases[last].sections.count else { return false }
        let kind = changelog.releases[last].sections[index].kind
        return ChangeKind.known.contains(kind) || kind == ChangeKind.other || kind == ChangeKind.dependencies
    }

    /// A heading that names its issue or pull request, linked or not (`Canvas labels (#543)`).
    static func namesIssue(_ node: MarkdownNode) -> Bool {
        node.plainText.range(of: #"(^|[\s(\[,])#[0-9]+\b"#, options: .regularExpression) != nil
    }

    /// A paragraph that is only a date: no prose.
    func datesLine(_ node: MarkdownNode) -> Bool {
        guard node.kind == .paragraph else { return false }
        let text = node.plainText.trimmingCharacters(in: .whitespaces)
        let heading = ReleaseHeading(text, language: language)
        return heading.version == nil && heading.written.map { text.hasPrefix($0.text) && ChangelogWalker.isTimeOfDay(text.dropFirst($0.text.count)) } == true
    }

    /// The change a heading is, and its level: the blocks below it, up to
    /// the next heading as deep or shallower, are its body.
    var headedEntry: (section: Int, entry: Int, level: Int)?

    /// A change written as a heading: an entry of the section it stands in
    /// (`### JavaScript`), else of Other, its title the heading's words.
    mutating func addHeadedEntry(_ node: MarkdownNode) {
        guard !changelog.releases.isEmpty else { return }
        demoteIntroduction()
        if currentSection == nil || (sectionLevel.map { node.headingLevel <= $0 } ?? false) {
            openSection(SectionName(ChangeKind.title(ChangeKind.other)), at: node, level: currentLevel + 1)
            sectionLevel = nil
        }
        let release = changelog.releases.count - 1
        guard let section = currentSection else { return }
        let breaks = changelog.releases[release].sections[section].isBreaking || ChangelogWalker.marksBreaking(node.plainText)
        let entry = ChangeEntry(html: "<p class=\"tl-change-title\">" + node.children.map(\.html).joined() + "</p>\n", isBreaking: breaks, location: location(node))
        changelog.releases[release].sections[section].parts.append(.entries([entry]))
        let parts = changelog.releases[release].sections[section].parts.count - 1
        headedEntry = (section, parts, node.headingLevel)
    }

    /// A block below a change written as a heading: part of that change.
    mutating func addToHeadedEntry(_ block: MarkdownNode) {
        guard let (section, part, _) = headedEntry, !changelog.releases.isEmpty, let html = prose(block) else { return }
        let release = changelog.releases.count - 1
        guard case .entries(var entries) = changelog.releases[release].sections[section].parts[part], !entries.isEmpty else { return }
        entries[entries.count - 1].html += html
        changelog.releases[release].sections[section].parts[part] = .entries(entries)
    }

    /// The anchor GitHub gives the last heading read.
    var lastGithubAnchor: String?

    /// Below a release-level heading that is no release, up to the next release.
    var aside = false
    /// Below Changesets' `### Patch Changes` (`patch`, `minor`, `major`).
    var semverLevel: String?
    /// The Other section made of the lists right below the release heading,
    /// and those lists' HTML: the release's introduction once a change type follows.
    var introductionSection: Int?
    var introductionLists: [String] = []

    /// Prose right below a release heading, lists after it, then a
    /// change-type heading: they were the release's introduction (an
    /// announcement, "see the migration guide"), not changes. They move to
    /// its notes. A list right below the heading is changes (Other).
    mutating func demoteIntroduction() {
        guard let index = introductionSection, !changelog.releases.isEmpty else { return }
        introductionSection = nil
        let last = changelog.releases.count - 1
        guard changelog.releases[last].sections.count == index + 1 else { return }
        let section = changelog.releases[last].sections.removeLast()
        var lists = introductionLists.makeIterator()
        for part in section.parts {
            switch part {
            case .prose(let html): changelog.releases[last].notes.append(html)
            case .entries: if let html = lists.next() { changelog.releases[last].notes.append(html) }
            }
        }
        introductionLists = []
        sectionIndex[ChangeKind.title(ChangeKind.other).lowercased()] = nil
        sectionAnchors.remove(section.anchor)
        currentSection = nil
    }
}


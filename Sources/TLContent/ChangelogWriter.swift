import Foundation
import TLCore
import TLModel

/// Writes a changelog read from git history as a Keep a Changelog 1.1 file
/// (`tlsite changelog --git --write FILE`). An existing file is merged, not
/// replaced: its preamble and every release it already holds keep their text
/// as written; releases only git knows are added where their versions go;
/// releases only the file knows, and sections that are no release (`##
/// Migration guide`), stay where they were; [Unreleased] is made from the
/// commits after the last tag, under the entries typed there by hand (those
/// no commit wrote), which are kept as written. Link reference definitions at the
/// bottom are kept, and added for new releases when the remote is known.
package enum ChangelogWriter {
    package struct Written: Sendable {
        package var text: String
        /// Titles of the releases written from git, and of those kept as the file had them.
        package var added: [String] = []
        package var kept: [String] = []
        /// The version [Unreleased] was written under (`releasing`), counted in neither list.
        package var released: String?
        package var diagnostics: [Diagnostic] = []
    }

    /// The file's start when there is no file yet: Keep a Changelog 1.1's own words.
    package static let preamble = """
        # Changelog

        All notable changes to this project will be documented in this file.

        The format is based on [Keep a Changelog](https://keepachangelog.com/en/1.1.0/),
        and this project adheres to [Semantic Versioning](https://semver.org/spec/v2.0.0.html).
        """

    /// The version `--bump` gives the Unreleased section: `## [1.3.0] -
    /// 2024-05-01` instead of `## [Unreleased]`, linked to the compare
    /// view up to the tag it will have.
    package struct Releasing: Sendable, Equatable {
        package var version: String
        package var date: Date
        package var link: String?
        package init(version: String, date: Date, link: String?) {
            self.version = version
            self.date = date
            self.link = link
        }
    }

    /// `history` from `GitHistory.read`; `existing`, the file as it is now and
    /// what `ChangelogReader.read` made of it; `releasing`, the version the
    /// Unreleased section is written under (`--bump`), if any.
    package static func write(_ history: Changelog, existing: (text: String, changelog: Changelog)? = nil,
                             releasing: Releasing? = nil) -> Written {
        var written = Written(text: "")
        let file = existing.map { FileParts($0.text, $0.changelog) }
        var blocks: [String] = [file?.preamble ?? preamble]
        var definitions: [String] = []
        let fileReleases = existing?.changelog.releases ?? []
        let inGit = Set(history.releases.map(key))

        // Unreleased is what HEAD holds past the last tag, under what was typed there by hand.
        let gitUnreleased = history.releases.first(where: \.isUnreleased)
        let fileUnreleased = fileReleases.first(where: \.isUnreleased)
        let handTyped = handTyped(history, fileUnreleased)
        let unreleased: (release: Release, fromFile: Bool)? = gitUnreleased.map { ($0, false) } ?? (handTyped.isEmpty ? nil : fileUnreleased.map { ($0, true) })
        // A release only the file has stays below the one it followed in the
        // file; one above the file's [Unreleased] stays above it.
        var after: [String: [Release]] = [:]
        var previous = ""
        for release in fileReleases {
            if release.isUnreleased { previous = fileUnreleased == nil ? "" : "[unreleased]"; continue }
            if inGit.contains(key(release)) { previous = key(release) } else { after[previous, default: []].append(release) }
        }
        var order: [(release: Release, fromFile: Bool)] = []
        if fileUnreleased != nil { order += (after[""] ?? []).map { ($0, true) } }
        if let unreleased { order.append(unreleased) }
        // What followed the file's [Unreleased] under a heading that is no
        // release (`## Migration guide`) stays there, whatever Unreleased becomes.
        let aside = fileUnreleased.flatMap { file?.blocks[$0.location.line] }.flatMap(FileParts.aside)
        var asideWritten = false
        order += (after[fileUnreleased == nil ? "" : "[unreleased]"] ?? []).map { ($0, true) }
        for release in history.releases where !release.isUnreleased {
            let own = fileReleases.first { !$0.isUnreleased && key($0) == key(release) }
            order.append(own.map { ($0, true) } ?? (release, false))
            order += (after[key(release)] ?? []).map { ($0, true) }
        }

        var used = Set<String>()
        for (original, fromFile) in order {
            var release = original
            var label = fromFile ? (release.version ?? release.title) : heading(release)
            if release.isUnreleased, let releasing {
                (label, release.date, release.link) = (releasing.version, releasing.date, releasing.link)
            }
            if release.isUnreleased, !handTyped.isEmpty, let text = existing?.text {
                let title = releasing.map { "## [\($0.version)] - " + Release.day($0.date) } ?? "## [Unreleased]"
                blocks.append(unreleasedSection(title, git: gitUnreleased, handTyped: handTyped,
                                                lines: text.split(separator: "\n", omittingEmptySubsequences: false)))
                if let releasing { written.released = releasing.version }
                else if gitUnreleased != nil { written.added.append(release.title) } else { written.kept.append(release.title) }
                if let aside { blocks[blocks.count - 1] += "\n\n" + aside; asideWritten = true }
            } else if fromFile, let text = file?.blocks[release.location.line] {
                blocks.append(text)
                // A section that is no release (`## Migration guide`) is kept, not counted.
                if release.version != nil || release.isUnreleased { written.kept.append(release.title) }
            } else {
                blocks.append(section(release, label: label))
                if release.isUnreleased, let releasing { written.released = releasing.version } else { written.added.append(release.title) }
                if release.isUnreleased, let aside { blocks[blocks.count - 1] += "\n\n" + aside; asideWritten = true }
            }
            let block = blocks[blocks.count - 1]
            if fromFile || release.isUnreleased, let line = file?.definitions[label.lowercased()], release.link == nil || fromFile {
                definitions.append(line)
            } else if fromFile, block.split(separator: "\n").contains(where: { FileParts.label(String($0)) == label.lowercased() }) {
                // Defined inside its own text already.
            } else if let link = release.link {
                definitions.append("[\(label)]: \(link)")
            }
            used.insert(label.lowercased())
        }
        // No [Unreleased] any more: what was below it stays above the releases.
        if let aside, !asideWritten { blocks.insert(aside, at: 1) }
        // Old links of releases no longer written (the last [Unreleased]) go with them.
        used.formUnion(fileReleases.map { ($0.version ?? $0.title).lowercased() })
        definitions += file?.otherDefinitions(besides: used) ?? []
        if !definitions.isEmpty { blocks.append(definitions.joined(separator: "\n")) }
        written.text = blocks.joined(separator: "\n\n") + "\n"
        return written
    }

    /// The entries of the file's [Unreleased] no commit wrote (typed by
    /// hand), by section: they stay, above the commits.
    static func handTyped(_ history: Changelog, _ fileUnreleased: Release?) -> [(section: ChangeSection, entries: [ChangeEntry])] {
        let fromCommits = Set(history.releases.flatMap { $0.sections.flatMap(\.entries) }.map { entryText($0.html) })
        return (fileUnreleased?.sections ?? []).map { section in
            (section: section, entries: section.entries.filter { !fromCommits.contains(entryText($0.html)) })
        }.filter { !$0.entries.isEmpty }
    }

    /// What the Unreleased section `write` makes will hold, each entry with
    /// its section: the entries typed there by hand, then the commits after
    /// the last tag. What `--write --bump` bumps the version for.
    package static func unreleasedEntries(_ history: Changelog, existing: Changelog?) -> [(entry: ChangeEntry, section: ChangeSection)] {
        let typed = handTyped(history, existing?.releases.first(where: \.isUnreleased)).flatMap { part in part.entries.map { ($0, part.section) } }
        return typed + VersionBump.unreleased(history)
    }

    /// A release in both sources is the same version (`v1.2.0` is `1.2.0`).
    /// A tag pattern's prefix does not count either: `app-v1.2.0` is the file's `1.2.0`.
    static func key(_ release: Release) -> String {
        if release.isUnreleased { return "[unreleased]" }
        let version = heading(release)
        return (version.first == "v" || version.first == "V" ? String(version.dropFirst()) : version).lowercased()
    }

    /// What a tag's release is called in the file: its semantic version,
    /// without a `v` or a prefix a tag pattern allowed (`app-v1.2.0` -> `1.2.0`).
    static func heading(_ release: Release) -> String {
        if release.isUnreleased { return "Unreleased" }
        let name = release.version ?? release.title
        var start = name.startIndex
        while start < name.endIndex {
            let rest = name[start...]
            if rest.first?.isNumber == true, SemanticVersion(String(rest)) != nil { return String(rest) }
            start = name.index(after: start)
        }
        return name
    }

    /// `## [Unreleased]` (or the `title` --bump gives it) with the entries typed there by hand, as written
    /// (each from its line of the file `lines` to the end of its item),
    /// then the commits after the last tag that are not among them, each
    /// change type under one heading.
    static func unreleasedSection(_ title: String, git: Release?, handTyped: [(section: ChangeSection, entries: [ChangeEntry])], lines: [Substring]) -> String {
        var kinds: [String] = []
        var titles: [String: String] = [:]
        var entries: [String: [String]] = [:]
        var typed = Set<String>()
        for (section, list) in handTyped {
            if titles[section.kind] == nil { kinds.append(section.kind); titles[section.kind] = section.title }
            for entry in list {
                typed.insert(entryText(entry.html))
                let start = entry.location.line - 1
                guard start >= 0, start < lines.count else { continue }
                var end = start + 1
                while end < lines.count, let first = lines[end].first, first == " " || first == "\t" { end += 1 }
                entries[section.kind, default: []].append(lines[start..<end].joined(separator: "\n"))
            }
        }
        for kind in ChangeKind.known + [ChangeKind.dependencies, ChangeKind.other] {
            let new = (git?.sections ?? []).filter { $0.kind == kind }.flatMap(\.entries).filter { !typed.contains(entryText($0.html)) }
            guard !new.isEmpty else { continue }
            if titles[kind] == nil { kinds.append(kind); titles[kind] = ChangeKind.title(kind) }
            entries[kind, default: []] += new.map { "- " + ($0.markdown ?? escape(entryText($0.html))) }
        }
        var out = [title]
        for kind in kinds {
            out += ["", "### " + (titles[kind] ?? ChangeKind.title(kind)), ""]
            out += entries[kind] ?? []
        }
        return out.joined(separator: "\n")
    }

    /// `## [1.2.0] - 2024-05-01`, its prereleases, then one `###` section per change type.
    static func section(_ release: Release, label: String) -> String {
        var lines = ["## [\(label)]" + (release.date.map { " - " + Release.day($0) } ?? "")]
        if !release.prereleases.isEmpty {
            lines += ["", "Prereleases: " + release.prereleases.map { "`\($0)`" }.joined(separator: ", ") + "."]
        }
        let kinds = ChangeKind.known + [ChangeKind.dependencies, ChangeKind.other]
        for kind in kinds {
            let entries = release.sections.filter { $0.kind == kind }.flatMap(\.entries)
            guard !entries.isEmpty else { continue }
            lines += ["", "### " + ChangeKind.title(kind), ""]
            lines += entries.map { "- " + ($0.markdown ?? escape(entryText($0.html))) }
        }
        return lines.joined(separator: "\n")
    }

    /// One commit as an entry: `**Breaking:** **scope:** description hash`,
    /// the breaking note on the next line of the same item. The text is
    /// escaped, so the file reads back as exactly the commit's words.
    static func entry(_ commit: ConventionalCommit, hash: String, link: String?) -> String {
        var text = commit.isBreaking ? "**Breaking:** " : ""
        if let scope = commit.scope { text += "**\(escape(scope)):** " }
        text += escape(commit.description, lineStart: text.isEmpty)
        let short = String(hash.prefix(7))
        text += " " + (link.map { "[\(short)](\($0))" } ?? short)
        if let note = commit.breakingNote, !note.isEmpty { text += "\n  " + escape(note, lineStart: true) }
        return text
    }

    /// Markdown that reads as `text`, word for word: inline punctuation
    /// backslashed, and what would start a block at a line's start.
    static func escape(_ text: String, lineStart: Bool = true) -> String {
        var out = ""
        for character in text {
            if "\\`*_[]<>&~|".contains(character) { out.append("\\") }
            out.append(character)
        }
        guard lineStart, let first = out.first else { return out }
        if "#>+-=".contains(first) { return "\\" + out }
        // `1. ` or `1) ` would be a list.
        let digits = out.prefix { $0.isASCII && $0.isNumber }
        if !digits.isEmpty, let mark = out.dropFirst(digits.count).first, mark == "." || mark == ")" {
            return digits + "\\" + out.dropFirst(digits.count)
        }
        return out
    }

    /// An entry's words without markup: tags dropped, entities decoded, spaces
    /// collapsed. What a reader sees, and what the round trip compares.
    package static func entryText(_ html: String) -> String {
        let text = unescapeHTML(html.replacingOccurrences(of: "<[^>]*>", with: " ", options: .regularExpression))
        return text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}

/// An existing file cut at its release headings: the preamble, each
/// release's text by heading line, and the definitions at the bottom.
struct FileParts {
    var preamble: String
    var blocks: [Int: String] = [:]
    /// `[label]: url` lines after the last release, by lowercased label, and in order.
    var definitions: [String: String] = [:]
    var definitionOrder: [String] = []

    init(_ text: String, _ changelog: Changelog) {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let starts = changelog.releases.map(\.location.line).sorted()
        var footer = lines.count
        while footer > (starts.last ?? 0), lines[footer - 1].trimmingCharacters(in: .whitespaces).isEmpty
                || FileParts.label(lines[footer - 1]) != nil {
            footer -= 1
        }
        for line in lines[footer...] {
            guard let label = FileParts.label(line) else { continue }
            if definitions[label] == nil { definitionOrder.append(label) }
            definitions[label] = line
        }
        let trimmed = { (range: Range<Int>) in lines[range].joined(separator: "\n").trimmingCharacters(in: .whitespacesAndNewlines) }
        preamble = trimmed(0..<max(0, (starts.first ?? 1) - 1))
        for (index, start) in starts.enumerated() {
            let end = index + 1 < starts.count ? starts[index + 1] - 1 : footer
            blocks[start] = trimmed((start - 1)..<max(start - 1, end))
        }
        if preamble.isEmpty { preamble = "# Changelog" }
    }

    /// A release's text from its first heading at the releases' level that
    /// is no release (`## Migration guide`) on: prose the reader keeps with
    /// the release before it, which is no part of its changes.
    static func aside(_ block: String) -> String? {
        let lines = block.split(separator: "\n", omittingEmptySubsequences: false)
        guard let start = lines.dropFirst().firstIndex(where: { $0.hasPrefix("## ") }) else { return nil }
        return lines[start...].joined(separator: "\n")
    }

    /// The lowercased label of a link reference definition line (`[1.0.0]: https://…`).
    static func label(_ line: String) -> String? {
        let text = line.drop { $0 == " " }
        guard line.count - text.count < 4, text.first == "[", let close = text.firstIndex(of: "]"),
              text[text.index(after: close)...].hasPrefix(":") else { return nil }
        return text[text.index(after: text.startIndex)..<close].lowercased()
    }

    func otherDefinitions(besides used: Set<String>) -> [String] {
        definitionOrder.filter { !used.contains($0) }.compactMap { definitions[$0] }
    }
}

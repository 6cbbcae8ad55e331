import Foundation
import TLCore
import TLFormats
import TLMarkdown
import TLModel

/// A changelog from git history in one pass: the tags from one
/// `git for-each-ref`, every commit they and HEAD reach from one `git log`
/// stream, and the walk of that graph in memory. One release per
/// semantic-version tag, in semver order; each commit belongs to the
/// oldest release that reaches it, so it appears once. By default a stable
/// release covers everything since the previous stable one and names its
/// prereleases; the commits after the last release are Unreleased.
/// Conventional Commits pick each entry's type, as section names do in a file.
package enum GitHistory {
    /// Runs `git` with these arguments; returns standard output, or the
    /// message of a failure.
    package typealias Runner = @Sendable ([String]) -> Result<Data, GitFailure>

    package struct GitFailure: Error, Sendable {
        package var message: String
        package init(_ message: String) { self.message = message }
    }

    /// The `git` command line in `repository`.
    package static func runner(in repository: String) -> Runner {
        { arguments in runGit(["-C", repository, "-c", "core.quotepath=off", "-c", "log.showSignature=false"] + arguments) }
    }

    /// At most this many tags are releases; more is a warning (a page per release).
    package static let maxReleases = 20_000

    /// `links` (`--repository`, `repository:`) is where compare, tag and
    /// commit links point; without it, remote `origin` when it is on a known forge.
    package static func read(repository: String, display: String, options: GitChangelogOptions = GitChangelogOptions(),
                            links: Repository? = nil, git: Runner? = nil) -> (Changelog?, [Diagnostic]) {
        let git = git ?? runner(in: repository)
        let at = SourceLocation(path: display)
        var diagnostics: [Diagnostic] = []
        // HEAD, the tags and origin's URL do not depend on each other: three processes at once.
        let format = "%(refname)%00%(objecttype)%00%(objectname)%00%(*objecttype)%00%(*objectname)%00%(creatordate:unix)%00"
        let first = all([["rev-parse", "--git-dir", "--verify", "--quiet", "HEAD^{commit}"],
                         ["for-each-ref", "--format=" + format, "refs/tags"], ["config", "--get", "remote.origin.url"]], git)
        guard case .success(let headData) = first[0] else {
            if case .failure(let failure) = git(["rev-parse", "--git-dir"]) {
                return (nil, [.error(at, "not a git repository (\(failure.message))")])
            }
            return (nil, [.error(at, "the repository has no commits")])
        }
        let head = String(decoding: headData, as: UTF8.self).split(whereSeparator: \.isNewline).last.map(String.init) ?? ""
        let patterns: (tag: NSRegularExpression?, ignore: NSRegularExpression?)
        switch (regex(options.tagPattern, "tagPattern"), regex(options.ignoreTags, "ignoreTags")) {
        case (.success(let tag), .success(let ignore)): patterns = (tag, ignore)
        case (.failure(let problem), _), (_, .failure(let problem)): return (nil, [.error(at, problem.message)])
        }

        // Tags: name, type, object, peeled type, peeled object, date; NUL-separated.
        let tagOutput: Data
        switch first[1] {
        case .success(let data): tagOutput = data
        case .failure(let failure): return (nil, [.error(at, "cannot list the tags: \(failure.message)")])
        }
        var tags = readTags(tagOutput, patterns: patterns, at: at, &diagnostics)
        tags.sort { $0.version < $1.version || ($0.version == $1.version && $0.name < $1.name) }
        if tags.count > maxReleases {
            diagnostics.append(.warning(at, "\(tags.count) tags are releases; only the newest \(maxReleases) are read"))
            tags.removeFirst(tags.count - maxReleases)
        }
        if tags.isEmpty {
            diagnostics.append(.warning(at, "no tag is a semantic version: every commit is under Unreleased"))
        }

        // Every commit HEAD and the tags reach, with its parents, in one stream.
        // Many tips would not fit in one command line: then every tag (the
        // commits only tags outside the releases reach are never claimed).
        let distinct = Array(Set(tags.map(\.commit) + [head])).sorted()
        let tips = distinct.count > 1_000 ? ["--tags", head] : distinct
        let graph: CommitGraph
        switch git(["log", "-z", "--no-color", "--format=%H %P%x00%an%x00%ae%x00%B"] + tips + ["--"]) {
        case .success(let data): graph = CommitGraph(data)
        case .failure(let failure): return (nil, [.error(at, "cannot read the commits: \(failure.message)")])
        }

        let plan = ReleasePlan(tags, separatePrereleases: options.separatePrereleases)
        let releases = cut(graph, into: plan, head: head, compare: links ?? linkedRepository(first[2]), hidden: options.hiddenTypes, at: at)
        var changelog = Changelog()
        changelog.title = "Changelog"
        // Newest first, as a changelog file is written; the line orders releases of one day.
        changelog.releases = releases.reversed().enumerated().map { index, release in
            var release = release
            release.location.line = index + 1
            return release
        }
        return (changelog, diagnostics)
    }

    /// The releases of the plan, oldest first, each with the commits its
    /// tags reach that no older release took; then Unreleased, what only HEAD reaches.
    static func cut(_ graph: CommitGraph, into plan: ReleasePlan, head: String, compare: Repository?,
                    hidden: Set<String>, at: SourceLocation) -> [Release] {
        var releases: [Release] = []
        var seen: [String: Int] = [:]
        var taken = Set<Int>()
        var previous: Tag?
        for group in plan.groups {
            let tag = group.tag
            var slug = versionSlug(tag.name)
            if slug.isEmpty || PathRules.slugProblem(slug) != nil { slug = "release" }
            seen[slug.lowercased(), default: 0] += 1
            if let count = seen[slug.lowercased()], count > 1 { slug += "-\(count)" }
            var release = Release(title: tag.name, slug: slug, location: at)
            release.version = tag.name
            release.date = tag.date
            if let compare { release.link = previous.map { compare.compare($0.name, tag.name) } ?? compare.tag(tag.name) }
            if !group.prereleases.isEmpty {
                release.notes = ["<p class=\"tl-release-prereleases\">Prereleases: "
                                 + group.prereleases.map { "<code>\(escapeHTML($0.name))</code>" }.joined(separator: ", ") + "</p>\n"]
            }
            // Its prereleases' commits first, then its own: one walk from each tip, oldest first.
            var commits: [Int] = []
            for tip in group.prereleases.map(\.commit) + [tag.commit] { commits += graph.claim(from: tip, taken: &taken) }
            release.prereleases = group.prereleases.map(\.name)
            fill(&release, with: commits.sorted().map { graph.commits[$0] }, hidden: hidden, links: compare)
            releases.append(release)
            previous = tag
        }
        let unreleased = graph.claim(from: head, taken: &taken)
        if !unreleased.isEmpty {
            var release = Release(title: "Unreleased", slug: seen["unreleased"] == nil ? "unreleased" : "unreleased-head", location: at)
            release.isUnreleased = true
            if let compare, let last = previous { release.link = compare.compare(last.name, "HEAD") }
            fill(&release, with: unreleased.sorted().map { graph.commits[$0] }, hidden: hidden, links: compare)
            if release.entryCount > 0 { releases.append(release) }
        }
        return releases
    }

    static func regex(_ pattern: String?, _ key: String) -> Result<NSRegularExpression?, GitFailure> {
        guard let pattern else { return .success(nil) }
        do { return .success(try NSRegularExpression(pattern: pattern)) } catch {
            return .failure(GitFailure("'\(key)' is not a regular expression: '\(pattern.prefix(200))'"))
        }
    }

    struct Tag {
        var name: String
        var commit: String
        var date: Date?
        var version: SemanticVersion
    }

    /// The tags that are releases; the others are a warning each (at most
    /// 20 of them named, then a count), so 10,000 stray tags stay readable.
    static func readTags(_ output: Data, patterns: (tag: NSRegularExpression?, ignore: NSRegularExpression?),
                         at: SourceLocation, _ diagnostics: inout [Diagnostic]) -> [Tag] {
        var tags: [Tag] = []
        var skipped: [String] = []
        let fields = output.split(separator: 0, omittingEmptySubsequences: false)
        for start in stride(from: 0, to: fields.count - 5, by: 6) {
            var raw = fields[start].drop { $0 == UInt8(ascii: "\n") }
            if raw.starts(with: Array("refs/tags/".utf8)) { raw = raw.dropFirst("refs/tags/".utf8.count) }
            guard let name = String(validating: raw, as: UTF8.self) else {
                // Its bytes as they are: printable ASCII, the rest as \xHH.
                let shown = raw.prefix(80).map { (32..<127).contains($0) ? String(UnicodeScalar($0)) : String(format: "\\x%02X", $0) }.joined()
                diagnostics.append(.warning(at, "the tag '\(shown)' has a name that is not UTF-8; ignored"))
                continue
            }
            let field = { (offset: Int) in String(decoding: fields[start + offset], as: UTF8.self) }
            let commit = field(1) == "commit" ? field(2) : field(3) == "commit" ? field(4) : nil
            let range = NSRange(name.startIndex..., in: name)
            if let ignore = patterns.ignore, ignore.firstMatch(in: name, range: range) != nil { continue }
            if let pattern = patterns.tag, pattern.firstMatch(in: name, range: range) == nil { continue }
            guard let commit else {
                diagnostics.append(.warning(at, "the tag '\(name.prefix(200))' does not point at a commit; ignored"))
                continue
            }
            // With a pattern, what it matches at the start is a prefix (`app-` of `app-v1.2.0`).
            let prefix = patterns.tag?.firstMatch(in: name, range: range).flatMap { $0.range.location == 0 ? Range($0.range, in: name) : nil }
            guard let version = SemanticVersion(name) ?? prefix.flatMap({ SemanticVersion(String(name[$0.upperBound...])) }) else {
                skipped.append(name)
                continue
            }
            tags.append(Tag(name: name, commit: commit, date: Double(field(5)).map { Date(timeIntervalSince1970: $0) }, version: version))
        }
        for name in skipped.prefix(20) {
            diagnostics.append(.warning(at, "the tag '\(name.prefix(200))' is not a semantic version (like v1.2.0 or 1.2.0-rc.1); ignored"))
        }
        if skipped.count > 20 {
            diagnostics.append(.warning(at, "\(skipped.count - 20) more tags are not semantic versions; ignored"))
        }
        return tags
    }

    /// The entries of a release, by change type, and its authors, most commits first.
    static func fill(_ release: inout Release, with commits: [Commit], hidden: Set<String>, links: Repository? = nil) {
        var byLabel: [String: [ChangeEntry]] = [:]
        var order: [String] = []
        var authors: [String: (author: GitAuthor, count: Int, first: Int)] = [:]
        for commit in commits where !commit.isMerge {
            let parsed = ConventionalCommit(commit.message)
            // A breaking change is shown whatever its type (`chore!: drop Node 18`), as conventional-changelog does.
            if let type = parsed.type, hidden.contains(type), !parsed.isBreaking { continue }
            var html = parsed.isBreaking ? "<strong class=\"tl-breaking\">Breaking:</strong> " : ""
            if let scope = parsed.scope { html += "<span class=\"tl-change-scope\">\(escapeHTML(scope)):</span> " }
            html += escapeHTML(parsed.description)
            html += " <code class=\"tl-commit\">\(escapeHTML(String(commit.hash.prefix(7))))</code>"
            if let note = parsed.breakingNote {
                html += "<p class=\"tl-change-breaking-note\">\(escapeHTML(note))</p>"
            }
            if byLabel[parsed.label] == nil { order.append(parsed.label) }
            var entry = ChangeEntry(html: html, isBreaking: parsed.isBreaking, location: release.location)
            entry.authors = [GitAuthor(name: commit.author, email: commit.email)] + coAuthors(commit.message)
            entry.markdown = ChangelogWriter.entry(parsed, hash: commit.hash, link: links?.commit(commit.hash))
            byLabel[parsed.label, default: []].append(entry)
            for author in entry.authors where !author.key.isEmpty {
                let seen = authors.count
                authors[author.key, default: (author, 0, seen)].count += 1
            }
        }
        // Keep a Changelog's order of types, then the others as met.
        let rank = { (label: String) in ChangeKind.known.firstIndex(of: SectionName(label).kind ?? "") ?? ChangeKind.known.count }
        for label in order.enumerated().sorted(by: { (rank($0.element), $0.offset) < (rank($1.element), $1.offset) }).map(\.element) {
            let kind = SectionName(label).kind ?? ChangeKind.other
            var section = ChangeSection(kind: kind, title: label, anchor: release.slug + "-" + slugify(label), location: release.location)
            section.parts = [.entries(byLabel[label]!)]
            release.sections.append(section)
        }
        release.authors = authors.values.sorted { ($0.count, -$0.first) > ($1.count, -$1.first) }.map(\.author)
        release.people = release.authors.map { $0.name.isEmpty ? $0.email : $0.name }
    }

    /// `Co-authored-by: Name <email>` trailers, as GitHub writes them (any case).
    static func coAuthors(_ message: String) -> [GitAuthor] {
        message.split(whereSeparator: \.isNewline).compactMap { line in
            guard line.lowercased().hasPrefix("co-authored-by:") else { return nil }
            let value = line.dropFirst("co-authored-by:".count).trimmingCharacters(in: .whitespaces)
            guard let open = value.lastIndex(of: "<"), value.hasSuffix(">") else {
                return value.isEmpty ? nil : GitAuthor(name: value, email: "")
            }
            let name = value[..<open].trimmingCharacters(in: .whitespaces)
            let email = String(value[value.index(after: open)..<value.index(before: value.endIndex)])
            return name.isEmpty && email.isEmpty ? nil : GitAuthor(name: name, email: email)
        }
    }

    private static func runGit(_ arguments: [String]) -> Result<Data, GitFailure> {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git"] + arguments
        var environment = ProcessInfo.processInfo.environment
        environment["GIT_TERMINAL_PROMPT"] = "0"
        environment["LC_ALL"] = "C"
        process.environment = environment
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        do { try process.run() } catch {
            return .failure(GitFailure("cannot run git: \(error.localizedDescription)"))
        }
        // Standard error is drained on its own thread, so neither pipe fills up and blocks git.
        let errorData = LockedData()
        let group = DispatchGroup()
        group.enter()
        DispatchQueue.global().async {
            errorData.set(errors.fileHandleForReading.readDataToEndOfFile())
            group.leave()
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        group.wait()
        guard process.terminationStatus == 0 else {
            let message = String(decoding: errorData.get(), as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            return .failure(GitFailure(message.isEmpty ? "git exited with status \(process.terminationStatus)" : message))
        }
        return .success(data)
    }

    private final class LockedData: @unchecked Sendable {
        private let lock = NSLock()
        private var data = Data()
        func set(_ value: Data) { lock.withLock { data = value } }
        func get() -> Data { lock.withLock { data } }
    }
}


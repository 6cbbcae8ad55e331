import Foundation
import TLCore
import TLFormats
import TLModel

/// A changelog from git history: one release per semantic-version tag, in
/// semver order, with the commits since the tag before it; the commits after
/// the last tag are Unreleased. Conventional Commits pick each entry's
/// change type; authors become the release's people.
public enum GitHistory {
    /// Runs `git` with these arguments; returns standard output, or the
    /// message of a failure.
    public typealias Runner = @Sendable ([String]) -> Result<Data, GitFailure>

    public struct GitFailure: Error, Sendable {
        public var message: String
        public init(_ message: String) { self.message = message }
    }

    /// The `git` command line in `repository`.
    public static func runner(in repository: String) -> Runner {
        { arguments in runGit(["-C", repository, "-c", "core.quotepath=off", "-c", "log.showSignature=false"] + arguments) }
    }

    public static func read(repository: String, display: String, git: Runner? = nil) -> (Changelog?, [Diagnostic]) {
        let git = git ?? runner(in: repository)
        let at = SourceLocation(path: display)
        var diagnostics: [Diagnostic] = []
        if case .failure(let failure) = git(["rev-parse", "--git-dir"]) {
            return (nil, [.error(at, "not a git repository (\(failure.message))")])
        }
        guard case .success(let headData) = git(["rev-parse", "--verify", "--quiet", "HEAD^{commit}"]),
              let head = String(data: headData, encoding: .utf8)?.trimmingCharacters(in: .whitespacesAndNewlines), !head.isEmpty else {
            return (nil, [.error(at, "the repository has no commits")])
        }

        // Tags: name, type, object, peeled object, date; fields and records NUL-separated.
        let format = "%(refname:strip=2)%00%(objecttype)%00%(objectname)%00%(*objecttype)%00%(*objectname)%00%(creatordate:unix)%00"
        let tagOutput: Data
        switch git(["for-each-ref", "--format=" + format, "refs/tags"]) {
        case .success(let data): tagOutput = data
        case .failure(let failure): return (nil, [.error(at, "cannot list the tags: \(failure.message)")])
        }
        var tags: [Tag] = []
        let fields = fieldsOf(tagOutput)
        for start in stride(from: 0, to: fields.count - 5, by: 6) {
            let name = fields[start].trimmingCharacters(in: .newlines)
            let commit = fields[start + 1] == "commit" ? fields[start + 2] : fields[start + 3] == "commit" ? fields[start + 4] : nil
            guard let commit else {
                diagnostics.append(.warning(at, "the tag '\(name)' does not point at a commit; ignored"))
                continue
            }
            guard let version = SemanticVersion(name) else {
                diagnostics.append(.warning(at, "the tag '\(name)' is not a semantic version (like v1.2.0 or 1.2.0-rc.1); ignored"))
                continue
            }
            tags.append(Tag(name: name, commit: commit, date: Double(fields[start + 5]).map { Date(timeIntervalSince1970: $0) }, version: version))
        }
        tags.sort { $0.version < $1.version || ($0.version == $1.version && $0.name < $1.name) }
        if tags.isEmpty {
            diagnostics.append(.warning(at, "no tag is a semantic version: every commit is under Unreleased"))
        }

        let compare = compareURL(git)
        var changelog = Changelog()
        changelog.title = "Changelog"
        var releases: [Release] = []
        var seen: [String: Int] = [:]
        for (index, tag) in tags.enumerated() {
            let range = index == 0 ? [tag.commit] : [tags[index - 1].commit + ".." + tag.commit]
            var slug = versionSlug(tag.name)
            if slug.isEmpty || PathRules.slugProblem(slug) != nil { slug = "release" }
            seen[slug.lowercased(), default: 0] += 1
            if let count = seen[slug.lowercased()], count > 1 { slug += "-\(count)" }
            var release = Release(title: tag.name, slug: slug, location: at)
            release.version = tag.name
            release.date = tag.date
            if let compare { release.link = index == 0 ? compare.tag(tag.name) : compare.range(tags[index - 1].name, tag.name) }
            switch commits(range, git) {
            case .success(let commits): fill(&release, with: commits)
            case .failure(let failure): diagnostics.append(.error(at, "cannot read the commits of '\(tag.name)': \(failure.message)"))
            }
            releases.append(release)
        }
        let unreleasedRange = tags.last.map { [$0.commit + ".." + head] } ?? [head]
        if case .success(let commits) = commits(unreleasedRange, git), !commits.isEmpty {
            var release = Release(title: "Unreleased", slug: "unreleased", location: at)
            release.isUnreleased = true
            if let compare, let last = tags.last { release.link = compare.range(last.name, "HEAD") }
            fill(&release, with: commits)
            releases.append(release)
        }
        // Newest first, as a changelog file is written; the line orders releases of one day.
        changelog.releases = releases.reversed().enumerated().map { index, release in
            var release = release
            release.location.line = index + 1
            return release
        }
        return (changelog, diagnostics)
    }

    struct Tag {
        var name: String
        var commit: String
        var date: Date?
        var version: SemanticVersion
    }

    struct Commit: Equatable {
        var hash: String
        var author: String
        var email: String
        var message: String
    }

    /// Commits of a revision range, newest first, without merges.
    static func commits(_ range: [String], _ git: Runner) -> Result<[Commit], GitFailure> {
        git(["log", "-z", "--no-merges", "--no-color", "--format=%H%x00%an%x00%ae%x00%B"] + range + ["--"]).map { data in
            let fields = fieldsOf(data)
            return stride(from: 0, to: fields.count - 3, by: 4).map { start in
                Commit(hash: fields[start].trimmingCharacters(in: .whitespacesAndNewlines), author: fields[start + 1],
                       email: fields[start + 2], message: fields[start + 3])
            }
        }
    }

    /// The entries of a release, by change type, and its authors, most commits first.
    static func fill(_ release: inout Release, with commits: [Commit]) {
        var byKind: [String: [ChangeEntry]] = [:]
        var authors: [String: (name: String, count: Int, first: Int)] = [:]
        for (index, commit) in commits.enumerated() {
            let parsed = ConventionalCommit(commit.message)
            var html = parsed.isBreaking ? "<strong class=\"tl-breaking\">Breaking:</strong> " : ""
            if let scope = parsed.scope { html += "<span class=\"tl-change-scope\">\(escapeHTML(scope)):</span> " }
            html += escapeHTML(parsed.description)
            html += " <code class=\"tl-commit\">\(escapeHTML(String(commit.hash.prefix(7))))</code>"
            byKind[parsed.kind, default: []].append(ChangeEntry(html: html, isBreaking: parsed.isBreaking, location: release.location))
            let key = commit.email.isEmpty ? commit.author.lowercased() : commit.email.lowercased()
            let name = commit.author.isEmpty ? commit.email : commit.author
            authors[key, default: (name, 0, index)].count += 1
        }
        for kind in ChangeKind.known + [ChangeKind.other] {
            guard let entries = byKind[kind] else { continue }
            var section = ChangeSection(kind: kind, title: ChangeKind.title(kind), anchor: release.slug + "-" + kind, location: release.location)
            section.parts = [.entries(entries)]
            release.sections.append(section)
        }
        release.people = authors.values.sorted { ($0.count, -$0.first) > ($1.count, -$1.first) }.map(\.name)
    }

    /// A GitHub, GitLab, Codeberg or Gitea remote `origin` gives compare links.
    struct CompareURL {
        var base: String
        func range(_ from: String, _ to: String) -> String { base + "/compare/" + escapeURL(from) + "..." + escapeURL(to) }
        func tag(_ name: String) -> String { base + "/releases/tag/" + escapeURL(name) }
        private func escapeURL(_ text: String) -> String {
            text.addingPercentEncoding(withAllowedCharacters: CharacterSet.urlPathAllowed.subtracting(CharacterSet(charactersIn: "/?#"))) ?? text
        }
    }

    /// `remote.origin.url`, or nil outside a repository or without that remote.
    public static func remoteURL(_ git: Runner) -> String? {
        guard case .success(let data) = git(["config", "--get", "remote.origin.url"]),
              let url = String(data: data, encoding: .utf8)?.trimmingCharacters(in: .whitespacesAndNewlines), !url.isEmpty else { return nil }
        return url
    }

    static func compareURL(_ git: Runner) -> CompareURL? {
        guard var url = remoteURL(git) else { return nil }
        if url.hasPrefix("git@"), let colon = url.firstIndex(of: ":") {
            url = "https://" + url[url.index(url.startIndex, offsetBy: 4)..<colon] + "/" + url[url.index(after: colon)...]
        }
        if url.hasSuffix(".git") { url.removeLast(4) }
        while url.hasSuffix("/") { url.removeLast() }
        guard let components = URLComponents(string: url), components.scheme == "https", let host = components.host,
              ["github.com", "gitlab.com", "codeberg.org"].contains(host.lowercased()), components.user == nil, components.password == nil,
              components.path.split(separator: "/").count >= 2, PathRules.referenceProblem(url, schemes: ["https"]) == nil else { return nil }
        return CompareURL(base: url)
    }

    /// NUL-separated fields of git's output.
    static func fieldsOf(_ data: Data) -> [String] {
        data.split(separator: 0, omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
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

/// A commit message read as Conventional Commits 1.0: `type(scope)!: description`,
/// and a `BREAKING CHANGE:` footer.
struct ConventionalCommit: Equatable {
    var kind: String
    var scope: String?
    var description: String
    var isBreaking: Bool

    /// feat -> added, fix -> fixed; the rest as docs/configuration says.
    static let kinds: [String: String] = [
        "feat": "added", "feature": "added", "add": "added",
        "fix": "fixed", "bugfix": "fixed",
        "perf": "changed", "refactor": "changed", "change": "changed", "revert": "changed",
        "deprecate": "deprecated", "remove": "removed", "security": "security",
    ]

    init(_ message: String) {
        let lines = message.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
        let subject = (lines.first.map(String.init) ?? "").trimmingCharacters(in: .whitespaces)
        let footerBreaks = lines.dropFirst().contains { $0.hasPrefix("BREAKING CHANGE:") || $0.hasPrefix("BREAKING-CHANGE:") }
        kind = ChangeKind.other
        scope = nil
        description = subject
        isBreaking = footerBreaks
        guard let colon = subject.firstIndex(of: ":") else { return }
        var head = subject[..<colon]
        let rest = subject[subject.index(after: colon)...]
        guard rest.first == " ", !rest.trimmingCharacters(in: .whitespaces).isEmpty else { return }
        var bang = false
        if head.hasSuffix("!") { bang = true; head = head.dropLast() }
        var type = head
        var scopeText: Substring?
        if let open = head.firstIndex(of: "("), head.hasSuffix(")") {
            type = head[..<open]
            scopeText = head[head.index(after: open)..<head.index(before: head.endIndex)]
        }
        guard !type.isEmpty, type.allSatisfy({ $0.isASCII && $0.isLetter }) else { return }
        isBreaking = footerBreaks || bang
        // Types without a change type of their own (docs, chore, ci...) keep their subject whole under Other.
        guard let known = ConventionalCommit.kinds[type.lowercased()] else { return }
        kind = known
        scope = scopeText.map(String.init).flatMap { $0.isEmpty ? nil : $0 }
        description = rest.trimmingCharacters(in: .whitespaces)
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

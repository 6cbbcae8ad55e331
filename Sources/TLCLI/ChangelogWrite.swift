import Foundation
import TLContent
import TLCore
import TLFormats
import TLMarkdown
import TLModel
import TLSite

extension CLI {
    /// `tlsite changelog --git [REPO] --write FILE`: the history as a Keep a
    /// Changelog file, merged into FILE when it is one already. FILE is
    /// replaced in one step (a file beside it, then renamed), so a failure
    /// leaves it as it was; a FILE that is no changelog, or read-only, is
    /// refused without --force. Through a symbolic link, the file it leads
    /// to is replaced (beside it), and the message says so.
    func writeChangelog(_ parsed: ParsedArguments, to file: String, git: Bool) throws(ArgumentError) -> ExitCode {
        if parsed.options["--releases"] != nil {
            throw ArgumentError(message: "--write writes the history of --git into FILE; --releases reads GitHub's releases for a site, and --write does not write them")
        }
        guard git else { throw ArgumentError(message: "--write goes with --git: tlsite changelog --git --write CHANGELOG.md") }
        if parsed.options["--types"] != nil {
            throw ArgumentError(message: "--write keeps FILE's sections as written and files commits by their type (--hide-types chooses which); --types does not apply")
        }
        for name in parsed.options.keys.sorted() where !CLI.writeOptions.contains(name) {
            throw ArgumentError(message: "--write writes a file, not a site; \(name) does not apply")
        }
        if parsed.flags.contains("--quiet"), parsed.flags.contains("--verbose") {
            throw ArgumentError(message: "--quiet and --verbose cannot be used together")
        }
        let links = try repositoryOption(parsed)
        let forced = try bumpLevel(parsed)
        let bump = parsed.flags.contains("--bump") || forced != nil
        let today = try nowOption(parsed)
        let output = try diagnosticOutput(parsed, site: currentDirectory)
        let force = parsed.flags.contains("--force")
        let display = parsed.positionals.first ?? "."
        var path = absolute(file)
        let report = { (diagnostics: [Diagnostic]) -> ExitCode in
            for line in output.lines(diagnostics) { self.err(line) }
            let errors = diagnostics.filter { $0.severity == .error }.count
            if errors > 0, output.format != .json { self.err("tlsite: \(errors) error\(errors == 1 ? "" : "s"); \(file) is untouched") }
            return errors > 0 ? .siteErrors : .success
        }

        // A link is written through: its target is replaced, the link stays a link.
        var through: String?
        if io.status?(path)?.isSymlink == true {
            guard let target = io.resolve(path) else {
                return report([.error(SourceLocation(path: file), "\(file) is a symbolic link that leads nowhere; --write leaves it alone: "
                    + "remove it, or point it at the changelog to write")])
            }
            through = target
            path = target
        }
        // The file first: refusing it costs no git run.
        var existing: (text: String, changelog: Changelog)?
        switch io.kind(path) {
        case .directory: return report([.error(SourceLocation(path: file), "\(file) is a folder; --write needs a file")])
        case .file:
            if let status = io.status?(path), status.isReadOnly, !force {
                return report([.error(SourceLocation(path: file), "\(through.map { "\(file) leads to \($0), which" } ?? file) is read-only (mode \(String(status.mode, radix: 8))); "
                    + "--write leaves it as it is: make it writable (chmod u+w \(through ?? file)) or pass --force to replace it, keeping its mode")])
            }
            let text: String
            do { text = try io.readText(path, display: file) } catch {
                if !force { return report([refusal(error, file)]) }
                break
            }
            let (read, problems) = ChangelogReader.read(text, path: file)
            if let read { existing = (text, read) } else if !force {
                return report(problems.filter { $0.severity == .error }.map { refusal($0, file) })
            }
        case .missing: break
        }

        let options = try gitOptions(parsed, git: true)
        let (history, problems) = GitHistory.read(repository: absolute(display), display: display, options: options, links: links)
        guard let history else { return report(problems) }
        var releasing: (ChangelogWriter.Releasing, VersionBump.Next)?
        if bump {
            // The version the Unreleased section calls for: its hand-typed entries and the commits after the last tag.
            guard let next = VersionBump.next(history, entries: ChangelogWriter.unreleasedEntries(history, existing: existing?.changelog), forced: forced) else {
                _ = report(problems)
                err("tlsite: " + nothingToRelease(history, options) + "; \(file) is untouched")
                return .nothingToRelease
            }
            let compare = GitHistory.linkedRepository(in: absolute(display), links: links)
            let link = compare.map { repository in next.last.map { repository.compare($0, next.tag) } ?? repository.tag(next.tag) }
            releasing = (ChangelogWriter.Releasing(version: VersionBump.version(ofTag: next.tag), date: today, link: link), next)
        }
        let written = ChangelogWriter.write(history, existing: existing, releasing: releasing?.0)
        do { try io.replace(path, Data(written.text.utf8)) } catch {
            return report(problems + written.diagnostics + [.error(SourceLocation(path: file), (error as? FileError)?.reason ?? "cannot write: \(error)")])
        }
        let code = report(problems + written.diagnostics)
        if !parsed.flags.contains("--quiet") {
            let count = { (n: Int) in "\(n) release\(n == 1 ? "" : "s")" }
            let link = through.map { " (through the symbolic link, to \(displayPath($0)))" } ?? ""
            let released = releasing.map { "[Unreleased] as \($0.0.version), \(describe($0.1)); " } ?? ""
            out("Wrote \(file)\(link): \(released)\(count(written.added.count)) from git, \(count(written.kept.count)) kept as written")
        }
        return code
    }

    /// The options `--write` takes besides its flags: the history's, and the file's.
    static let writeOptions: Set<String> = ["--write", "--repository", "--now", "--diagnostics", "--tag-pattern", "--ignore-tags", "--hide-types", "--bump-level"]

    /// `--bump-level major|minor|patch`, checked.
    func bumpLevel(_ parsed: ParsedArguments) throws(ArgumentError) -> VersionBump.Level? {
        guard let name = parsed.options["--bump-level"] else { return nil }
        guard let level = VersionBump.level(named: name) else {
            throw ArgumentError(message: "--bump-level is major, minor or patch, not '\(name)'")
        }
        return level
    }

    /// `--repository URL`, checked: where compare, tag and commit links point.
    func repositoryOption(_ parsed: ParsedArguments) throws(ArgumentError) -> Repository? {
        guard let url = parsed.options["--repository"] else { return nil }
        guard let repository = Repository(url) else {
            throw ArgumentError(message: "--repository needs a repository's web address like https://github.com/OWNER/NAME, not '\(url)'")
        }
        return repository
    }

    /// `tlsite changelog --git [REPO] --bump`: the next version on standard
    /// output, alone (`git tag "$(tlsite changelog --git --bump)"`), why on
    /// standard error; exit 3 and no output when nothing calls for a release.
    func printNextVersion(_ parsed: ParsedArguments, git: Bool) throws(ArgumentError) -> ExitCode {
        if parsed.options["--releases"] != nil || !git {
            throw ArgumentError(message: "--bump reads the commits after the last tag: tlsite changelog --git --bump")
        }
        let forced = try bumpLevel(parsed)
        for name in parsed.options.keys.sorted() where !["--diagnostics", "--tag-pattern", "--ignore-tags", "--hide-types", "--bump-level"].contains(name) {
            throw ArgumentError(message: "--bump prints the next version, not a site; \(name) does not apply (--write FILE --bump writes it into FILE)")
        }
        if parsed.flags.contains("--force") { throw ArgumentError(message: "--bump alone writes nothing; --force does not apply") }
        if parsed.flags.contains("--quiet"), parsed.flags.contains("--verbose") {
            throw ArgumentError(message: "--quiet and --verbose cannot be used together")
        }
        let output = try diagnosticOutput(parsed, site: currentDirectory)
        let display = parsed.positionals.first ?? "."
        let options = try gitOptions(parsed, git: true)
        let (history, problems) = GitHistory.read(repository: absolute(display), display: display, options: options)
        for line in output.lines(problems) { err(line) }
        guard let history else { return .siteErrors }
        guard let next = VersionBump.next(history, entries: VersionBump.unreleased(history), forced: forced) else {
            err("tlsite: " + nothingToRelease(history, options))
            return .nothingToRelease
        }
        out(next.tag)
        if !output.quiet { err("tlsite: \(next.tag): \(describe(next))") }
        return .success
    }

    /// "a minor release after v1.2.0, for 3 changes: 1 feature, none breaking"; while
    /// the major version is 0, what a breaking change or a feature bumps instead.
    private func describe(_ next: VersionBump.Next) -> String {
        let count = { (n: Int, word: String) in "\(n) \(word)\(n == 1 ? "" : "s")" }
        var what = next.last.map { "a \(next.bumped) release after \($0)" } ?? "the first release (no tag yet)"
        if next.isForced, next.last != nil {
            what += ", as --bump-level \(next.level) says (" + (next.calledFor.map { "the commits call for \($0)" } ?? "the commits call for none") + ")"
        }
        what += ", for \(count(next.entries, "change")): \(count(next.features, "feature")), \(next.breaking == 0 ? "none" : String(next.breaking)) breaking"
        if !next.isForced, next.last != nil, next.bumped != next.level {
            what += " (before 1.0.0, \(next.level == .major ? "breaking changes bump the minor" : "features bump the patch") version)"
        }
        return what
    }

    /// Why `--bump` has no version to give.
    private func nothingToRelease(_ history: Changelog, _ options: GitChangelogOptions) -> String {
        let last = history.releases.first { !$0.isUnreleased }.map { $0.version ?? $0.title }
        let hidden = options.hiddenTypes.sorted()
        return "nothing to release: no change " + (last.map { "since \($0)" } ?? "in the repository yet")
            + (hidden.isEmpty ? "" : " (commits of the hidden types \(hidden.joined(separator: ", ")) do not count; --hide-types \"\" counts them)")
    }

    /// A FILE --write will not replace: the reason, and the way out.
    private func refusal(_ problem: Diagnostic, _ file: String) -> Diagnostic {
        var refused = problem
        refused.message += "; --write does not replace a file that is no changelog (--force does)"
        return refused
    }
}

import Foundation
import TLContent
import TLCore
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
        guard git else { throw ArgumentError(message: "--write goes with --git: tlsite changelog --git --write CHANGELOG.md") }
        for name in ["--output", "--title", "--base-url", "--theme", "--repository", "--jobs"] where parsed.options[name] != nil {
            throw ArgumentError(message: "--write writes a file, not a site; \(name) does not apply")
        }
        let output = try diagnosticOutput(parsed, site: currentDirectory)
        let force = parsed.flags.contains("--force")
        let display = parsed.positionals.first ?? "."
        var path = absolute(file)
        let report = { (diagnostics: [Diagnostic]) -> ExitCode in
            for diagnostic in diagnostics { self.err(output.line(diagnostic)) }
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
        let (history, problems) = GitHistory.read(repository: absolute(display), display: display, options: options)
        guard let history else { return report(problems) }
        let written = ChangelogWriter.write(history, existing: existing)
        do { try io.replace(path, Data(written.text.utf8)) } catch {
            return report(problems + written.diagnostics + [.error(SourceLocation(path: file), (error as? FileError)?.reason ?? "cannot write: \(error)")])
        }
        let code = report(problems + written.diagnostics)
        if !parsed.flags.contains("--quiet") {
            let count = { (n: Int) in "\(n) release\(n == 1 ? "" : "s")" }
            let link = through.map { " (through the symbolic link, to \(displayPath($0)))" } ?? ""
            out("Wrote \(file)\(link): \(count(written.added.count)) from git, \(count(written.kept.count)) kept as written")
        }
        return code
    }

    /// A FILE --write will not replace: the reason, and the way out.
    private func refusal(_ problem: Diagnostic, _ file: String) -> Diagnostic {
        var refused = problem
        refused.message += "; --write does not replace a file that is no changelog (--force does)"
        return refused
    }
}

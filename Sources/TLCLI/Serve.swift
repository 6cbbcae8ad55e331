import Foundation
import TLCore
import TLContent
import TLServe
import TLSite

extension CLI {
    static let serveSpec = CommandInfo.byName["serve"]!.spec

    /// `tlsite serve`: builds the site into a temporary folder, serves it,
    /// and rebuilds on every change until Ctrl-C.
    func serve(_ arguments: [String]) throws(ArgumentError) -> ExitCode {
        let parsed = try CLI.serveSpec.parse(arguments)
        if parsed.flags.contains("--help") { out(Help.commands["serve"]!); return .success }
        let portText = parsed.options["--port"] ?? "1313"
        guard let port = Int(portText), (0...65535).contains(port) else {
            throw ArgumentError(message: "--port needs a number from 0 to 65535 (0: any free port), not '\(portText)'")
        }
        let host = parsed.options["--host"] ?? "127.0.0.1"
        let site = absolute(parsed.positionals.first ?? ".")
        let printer = try diagnosticOutput(parsed, site: site)
        guard io.kind(site) == .directory else {
            err("tlsite: error: no site folder at \(displayPath(site))")
            return .siteErrors
        }

        StopSignal.install()
        let listener: Listener
        do { listener = try Listener.bind(host: host, port: port) } catch {
            err("tlsite: error: \(error.description)")
            return .siteErrors
        }
        if !listener.isLoopback {
            err("tlsite: warning: serving on \(host), not only to this machine: anyone who can reach it can read the site")
        }
        guard let folder = makeServeFolder() else {
            err("tlsite: error: cannot create a folder in \(NSTemporaryDirectory()): \(String(cString: strerror(errno)))")
            return .siteErrors
        }
        defer { try? io.remove(folder) }
        StopSignal.removeOnForcedExit(folder)

        var options = BuildOptions(site: site)
        options.output = folder + "/public"
        options.drafts = parsed.flags.contains("--drafts")
        options.future = parsed.flags.contains("--future")
        options.baseURL = listener.url
        let err = self.err
        // Flushed at once: whoever started the server waits for its address.
        let out: @Sendable (String) -> Void = { [out = self.out] line in out(line); fflush(nil) }
        let live = LiveSite(options, io: io, reload: !parsed.flags.contains("--no-reload"), checksHost: listener.isLoopback,
                            clock: now) { report, changed in
            for line in printer.lines(report.diagnostics) { err(line) }
            let cause = CLI.describeChange(changed, site: site)
            if let summary = report.summary {
                out("\(cause.isEmpty ? "Built" : cause + "rebuilt") \(summary.pages) pages in \(String(format: "%.2f", summary.seconds)) s")
            } else if printer.format != .json {
                let errors = report.diagnostics.filter { $0.severity == .error }.count
                err("tlsite: \(errors) error\(errors == 1 ? "" : "s"); still serving the last good pages")
            }
        }
        do { try live.start(listener) } catch {
            err("tlsite: error: \(error.description)")
            return .siteErrors
        }
        out("Serving \(site == currentDirectory ? "." : displayPath(site)) at \(listener.url) (Ctrl-C to stop)")

        StopSignal.wait()
        live.stop()
        out("Stopped")
        return .success
    }

    /// A fresh folder under the system's temporary folder ($TMPDIR), named
    /// with this process's id. Folders of serve processes that no longer
    /// run (killed with SIGKILL, or by a crash) are removed first.
    func makeServeFolder() -> String? {
        let temporary = (NSTemporaryDirectory() as NSString).standardizingPath
        for entry in (try? io.list(temporary)) ?? [] where entry.kind == .directory && !entry.isSymlink {
            let parts = entry.name.split(separator: "-")
            guard parts.count == 4, parts[0] == "tlsite", parts[1] == "serve", let pid = pid_t(parts[2]) else { continue }
            if kill(pid, 0) != 0 && errno == ESRCH { try? io.remove(temporary + "/" + entry.name) }
        }
        var template = Array((temporary + "/tlsite-serve-\(getpid())-XXXXXX").utf8CString)
        guard let made = mkdtemp(&template) else { return nil }
        return String(cString: made)
    }

    /// "content/a.md changed: " for the message after a rebuild; "" for the first build.
    static func describeChange(_ changed: Set<String>, site: String) -> String {
        let names = changed.map { $0 == site ? "the site" : $0.hasPrefix(site + "/") ? String($0.dropFirst(site.count + 1)) : $0 }.sorted()
        guard let first = names.first else { return "" }
        return names.count == 1 ? "\(first) changed: " : "\(first) and \(names.count - 1) more changed: "
    }
}

extension CLI {
    /// What the site's `changelog:` reads outside the watched folders
    /// (`Session.changelogSources`: the build reads tlsite.yml, not the CLI).
    func changelogSources(_ site: String) -> (names: Set<String>, repositories: [String]) {
        Session.changelogSources(site, io: io)
    }
}

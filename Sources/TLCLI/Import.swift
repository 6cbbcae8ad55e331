import Foundation
import TLContent
import TLCore
import TLImport
import TLSite

extension CLI {
    func importTimeline(_ arguments: [String]) throws(ArgumentError) -> ExitCode {
        guard let what = arguments.first else { throw ArgumentError(message: "say what to import: 'import timelinejs FILE'") }
        guard what == "timelinejs" else {
            throw ArgumentError(message: "cannot import '\(what)'\(didYouMean(what, in: ["timelinejs"])); tlsite imports TimelineJS files: 'import timelinejs FILE'")
        }
        let parsed = try CommandInfo.byName["import timelinejs"]!.spec.parse(Array(arguments.dropFirst()))
        if parsed.flags.contains("--help") { out(Help.commands["import timelinejs"]!); return .success }
        guard let file = parsed.positionals.first else { throw ArgumentError(message: "import timelinejs needs a file: tlsite import timelinejs timeline.json") }
        let site = absolute(parsed.options["--site"] ?? ".")
        var output = try diagnosticOutput(parsed, site: site)
        // Messages about FILE name it as typed; those about written files are relative to the site.
        output.site = site
        // HTML text is said to need markdown.unsafe only where the site does not set it.
        let unsafe = (try? ConfigReader.load(site: site, io: io))?.markdown.unsafe ?? false
        let outcome = TimelineImport.run(file: absolute(file), source: file, site: site, force: parsed.flags.contains("--force"),
                                         unsafeMarkdown: unsafe, io: io)
        let (sourceMessages, siteMessages) = (outcome.diagnostics.filter { $0.location?.path == file }, outcome.diagnostics.filter { $0.location?.path != file })
        var plain = output
        plain.site = ""
        for line in plain.lines(sourceMessages) + output.lines(siteMessages) { err(line) }
        let errors = outcome.diagnostics.count { $0.severity == .error }
        guard errors == 0 else {
            if output.format != .json {
                err("tlsite: \(errors) error\(errors == 1 ? "" : "s"); \(outcome.written.isEmpty ? "nothing was written" : "\(outcome.written.count) files were written")")
            }
            return .siteErrors
        }
        let items = outcome.written.filter { $0.hasPrefix("content/") && !$0.hasSuffix("/_index.md") }.count
        let folders = outcome.written.filter { $0.hasSuffix("/_index.md") }.count
        let place = site == currentDirectory ? "content/" : displayPath(site) + "/content/"
        out("Imported \(items) item\(items == 1 ? "" : "s")\(folders > 0 ? " in \(folders) folder\(folders == 1 ? "" : "s")" : "") into \(place)\(outcome.createdSite ? ", with a new tlsite.yml" : ""). Build it with: tlsite build\(site == currentDirectory ? "" : " " + displayPath(site))")
        return .success
    }
}

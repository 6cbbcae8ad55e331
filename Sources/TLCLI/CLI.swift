import Foundation
import TLContent
import TLCore
import TLModel
import TLSite

/// The `tlsite` command: parses arguments, calls the library, prints. Never
/// calls exit itself; `run` returns the exit code.
package struct CLI {
    /// 3: `changelog --bump` found nothing to release.
    package enum ExitCode: Int32 { case success = 0, siteErrors = 1, usage = 2, nothingToRelease = 3 }

    var io: FileIO = .disk
    var out: @Sendable (String) -> Void = { print($0) }
    var err: @Sendable (String) -> Void = { FileHandle.standardError.write(Data(($0 + "\n").utf8)) }
    var isTerminal: Bool = isatty(2) == 1
    var currentDirectory: String = FileManager.default.currentDirectoryPath
    var now: @Sendable () -> Date = { Date() }

    package init() {}

    package func run(_ arguments: [String]) -> Int32 {
        guard let first = arguments.first else {
            err(Help.usage)
            return ExitCode.usage.rawValue
        }
        let rest = Array(arguments.dropFirst())
        do {
            switch first {
            case "--help", "-h": out(Help.overview); return 0
            case "--version": out(versionText); return 0
            case "help":
                guard let topic = rest.first else { out(Help.overview); return 0 }
                if rest == ["--man"] { out(Manual.page); return 0 }
                guard let text = Help.commands[rest.joined(separator: " ")] else {
                    // `help build extra`: a command, then words that name none of its parts.
                    if Help.commands[topic] != nil { throw ArgumentError(message: "unexpected argument '\(rest[1])'") }
                    throw ArgumentError(message: "no command '\(topic)'\(didYouMean(topic, in: Help.commands.keys.sorted()))")
                }
                out(text)
                return 0
            case "completion":
                let parsed = try CommandInfo.byName["completion"]!.spec.parse(rest)
                if parsed.flags.contains("--help") { out(Help.commands["completion"]!); return 0 }
                let shells = Completion.Shell.allCases.map(\.rawValue)
                guard let name = parsed.positionals.first else { throw ArgumentError(message: "completion needs a shell: \(shells.joined(separator: ", "))") }
                guard let shell = Completion.Shell(rawValue: name) else {
                    throw ArgumentError(message: "no completion for '\(name)'\(didYouMean(name, in: shells)); shells: \(shells.joined(separator: ", "))")
                }
                out(Completion.script(for: shell))
                return 0
            case "build": return try build(rest, write: true).rawValue
            case "check": return try build(rest, write: false).rawValue
            case "serve": return try serve(rest).rawValue
            case "new": return try new(rest).rawValue
            case "theme": return try theme(rest).rawValue
            case "changelog": return try changelog(rest).rawValue
            case "import": return try importTimeline(rest).rawValue
            default:
                throw ArgumentError(message: "no command '\(first)'\(didYouMean(first, in: CommandInfo.topLevel))")
            }
        } catch {
            err("tlsite: error: \(error.message)")
            err(Help.usageLine(for: CommandInfo.groups.contains(first) ? first + " " + (rest.first ?? "") : first))
            return ExitCode.usage.rawValue
        }
    }

    // MARK: build and check

    /// build's options; check takes the same, and refuses -o with a reason.
    static let buildSpec = CommandInfo.byName["build"]!.spec

    func build(_ arguments: [String], write: Bool) throws(ArgumentError) -> ExitCode {
        let parsed = try CLI.buildSpec.parse(arguments)
        if parsed.flags.contains("--help") { out(Help.commands[write ? "build" : "check"]!); return .success }
        if !write, parsed.options["--output"] != nil { throw ArgumentError(message: "check writes nothing; -o does not apply") }
        var options = BuildOptions(site: absolute(parsed.positionals.first ?? "."))
        options.output = parsed.options["--output"].map(absolute)
        options.drafts = parsed.flags.contains("--drafts")
        options.future = parsed.flags.contains("--future")
        options.force = parsed.flags.contains("--force")
        options.currentDirectory = currentDirectory
        options.baseURL = parsed.options["--base-url"]
        options.write = write
        options.now = now()
        try applyCommon(parsed, to: &options)
        return run(options, parsed, try diagnosticOutput(parsed, site: options.site))
    }

    /// --now, --jobs, and a check of --quiet with --verbose.
    func applyCommon(_ parsed: ParsedArguments, to options: inout BuildOptions) throws(ArgumentError) {
        if let url = options.baseURL, let problem = ConfigReader.baseURLProblem(url) {
            throw ArgumentError(message: "--base-url \(problem)")
        }
        options.now = try nowOption(parsed)
        if let text = parsed.options["--jobs"] {
            guard let jobs = Int(text), jobs > 0, jobs <= 256 else { throw ArgumentError(message: "--jobs needs a number from 1 to 256") }
            options.jobs = jobs
        }
        if parsed.flags.contains("--quiet"), parsed.flags.contains("--verbose") {
            throw ArgumentError(message: "--quiet and --verbose cannot be used together")
        }
    }

    /// `--now DATE`, else the clock.
    func nowOption(_ parsed: ParsedArguments) throws(ArgumentError) -> Date {
        guard let text = parsed.options["--now"] else { return now() }
        guard case .success(let parsedDate) = DateParser.parse(text) else {
            throw ArgumentError(message: "--now needs a date like 2024-05-01 or 2024-05-01T08:30:00Z, not '\(text)'")
        }
        return parsedDate.date
    }

    /// --diagnostics FORMAT, for a build of `site`.
    func diagnosticOutput(_ parsed: ParsedArguments, site: String) throws(ArgumentError) -> DiagnosticOutput {
        var output = DiagnosticOutput(site: site, currentDirectory: currentDirectory)
        output.verbose = parsed.flags.contains("--verbose")
        output.quiet = parsed.flags.contains("--quiet")
        if let text = parsed.options["--diagnostics"] {
            let formats = DiagnosticFormat.allCases.map(\.rawValue)
            guard let format = DiagnosticFormat(rawValue: text) else {
                throw ArgumentError(message: "--diagnostics needs one of \(formats.joined(separator: ", ")), not '\(text)'\(didYouMean(choice: text, in: formats))")
            }
            output.format = format
        }
        return output
    }

    /// Runs a build, prints its messages and its summary line.
    func run(_ options: BuildOptions, _ parsed: ParsedArguments, _ diagnosticOutput: DiagnosticOutput) -> ExitCode {
        let write = options.write
        let quiet = parsed.flags.contains("--quiet"), verbose = parsed.flags.contains("--verbose")
        let showProgress = isTerminal && !quiet
        let err = self.err
        let timer = StageTimer()
        // "untouched" is said only of an output that was there before.
        let hadOutput = write && io.kind(options.outputFolder) == .directory
        let report = Build(options, io: io, progress: { stage in
            if verbose {
                if let (name, seconds) = timer.start(stage) { err("tlsite: \(name) took \(String(format: "%.3f", seconds)) s") }
            } else if showProgress { FileHandle.standardError.write(Data("\r\u{1B}[Ktlsite: \(stage)…".utf8)) }
        }).run()
        if verbose, let (name, seconds) = timer.start(nil) { err("tlsite: \(name) took \(String(format: "%.3f", seconds)) s") }
        if showProgress && !verbose { FileHandle.standardError.write(Data("\r\u{1B}[K".utf8)) }
        for line in diagnosticOutput.lines(report.diagnostics) { err(line) }
        guard let summary = report.summary else {
            // JSON lines stay JSON: the exit code says the build failed.
            if diagnosticOutput.format == .json { return .siteErrors }
            let errors = report.diagnostics.filter { $0.severity == .error }.count
            err("tlsite: \(errors) error\(errors == 1 ? "" : "s"); \(!write ? "the site does not build" : hadOutput ? "nothing was published, the previous output is untouched" : "nothing was published")")
            return .siteErrors
        }
        if !quiet {
            let time = String(format: "%.2f", summary.seconds)
            let target = write ? " into \(displayPath(options.outputFolder))" : " (checked, nothing written)"
            let what = options.changelog != nil ? "release" : "item"
            out("\(write ? "Built" : "Checked") \(summary.pages) pages from \(summary.items) \(what)\(summary.items == 1 ? "" : "s") in \(time) s\(target)")
            if write, let bytes = summary.searchIndexBytes {
                out("Search index: \(Routes.searchIndex), \(String(format: "%.1f", Double(bytes) / 1024)) KB (\(bytes) bytes)")
            }
            if !summary.leftOut.isEmpty { out(leftOutNote(summary, changelog: options.changelog != nil)) }
        }
        return .success
    }

    /// Why the feeds and the sitemap are missing, and what to type for them.
    private func leftOutNote(_ summary: BuildSummary, changelog: Bool) -> String {
        let files = summary.leftOut.count < 2 ? summary.leftOut.joined()
            : summary.leftOut.dropLast().joined(separator: ", ") + " and " + summary.leftOut.last!
        let example = "https://example.org" + (summary.pathOnlyBase ?? "/")
        let how = changelog ? "--base-url \(example)" : "baseURL: \(example) in tlsite.yml (or --base-url)"
        let why = summary.pathOnlyBase.map { "the base \($0) has no host" } ?? "no baseURL is set"
        return "Not written: \(files), which need the site's full address (\(why)); set \(how)"
    }

    // MARK: helpers

    func absolute(_ path: String) -> String {
        let joined = path.hasPrefix("/") ? path : currentDirectory + "/" + path
        let standardized = (joined as NSString).standardizingPath
        return standardized.count > 1 && standardized.hasSuffix("/") ? String(standardized.dropLast()) : standardized
    }

    func displayPath(_ path: String) -> String {
        path.hasPrefix(currentDirectory + "/") ? String(path.dropFirst(currentDirectory.count + 1)) : path
    }
}

extension Error {
    var message: String { (self as? ArgumentError)?.message ?? "\(self)" }
}

/// Times the stages of a build for `--verbose`: each start ends the stage before.
private final class StageTimer: @unchecked Sendable {
    private let lock = NSLock()
    private var current: (name: String, started: Date)?

    /// Starts `stage` (nil: none) and returns the stage that ended, with its duration.
    func start(_ stage: String?) -> (String, Double)? {
        lock.withLock {
            let now = Date()
            let ended = current.map { ($0.name, now.timeIntervalSince($0.started)) }
            current = stage.map { ($0, now) }
            return ended
        }
    }
}

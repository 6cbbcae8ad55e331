import Foundation
import TLCore

// The library's API (the `TLSite` product): what another Swift package
// sees. Everything else in tlsite's modules is `package`, shared between
// its own modules only, so it can change without breaking a user.

/// A problem a build found in a site: an error stops the build (the output
/// is left as it was), a warning does not.
///
/// ``description`` is the line `tlsite build` prints:
/// `path:line:column: error: message`.
public struct SiteDiagnostic: Sendable, Hashable, CustomStringConvertible {
    public enum Severity: String, Sendable, Hashable {
        case error, warning
    }

    public var severity: Severity
    /// What happened, where, and what to write instead.
    public var message: String
    /// The file the message is about: relative to the site folder
    /// (`content/a.md`, `tlsite.yml`), `entries[N]` for an entry of a
    /// ``TimelineSite``; nil when it is about the whole build.
    public var path: String?
    /// The line and column in ``path`` (1-based); nil for values and for
    /// messages about the whole build.
    public var line: Int?
    public var column: Int?
    /// For a ``TimelineSite``: the index in ``TimelineSite/entries`` of the
    /// entry the message is about.
    public var entry: Int?

    public init(severity: Severity, message: String, path: String? = nil, line: Int? = nil, column: Int? = nil, entry: Int? = nil) {
        self.severity = severity
        self.message = message
        self.path = path
        self.line = line
        self.column = column
        self.entry = entry
    }

    init(_ diagnostic: Diagnostic) {
        self.init(severity: diagnostic.severity == .error ? .error : .warning, message: diagnostic.message,
                  path: diagnostic.location?.path, line: diagnostic.location?.line, column: diagnostic.location?.column)
    }

    /// One line: `path:line:column: severity: message`, `path: severity:
    /// message` without a line, `tlsite: severity: message` without a path.
    public var description: String {
        let severity: Diagnostic.Severity = self.severity == .error ? .error : .warning
        let whole = Diagnostic(severity, at: nil, message).description
        guard let path else { return whole }
        guard let line else { return path + ": " + whole.dropFirst("tlsite: ".count) }
        return Diagnostic(severity, at: SourceLocation(path: path, line: line, column: column ?? 1), message).description
    }
}

/// How to build a site. The defaults are `tlsite build`'s.
public struct SiteBuildOptions: Sendable {
    /// The output folder; nil: `public/` in the site folder. A relative
    /// path is taken from the current folder. tlsite replaces it only with
    /// a whole new site, and refuses a folder holding files it did not
    /// write unless ``force`` is set.
    public var output: String?
    /// Include items with `draft: true`.
    public var drafts = false
    /// Include items dated after ``now``.
    public var future = false
    /// The site's address (`https://example.org/blog/`), over tlsite.yml's
    /// `baseURL:`; without one there are no feeds or sitemap.
    public var baseURL: String?
    /// Replace an output folder holding files tlsite did not write.
    public var force = false
    /// The time the build takes as now (what is in the future, "2 days ago").
    public var now = Date()
    /// Date an undated changelog's releases from its git tags and commits.
    public var datesFromGit = true
    /// How many threads render pages.
    public var jobs = ProcessInfo.processInfo.activeProcessorCount

    public init() {}

    func buildOptions(site: String) -> BuildOptions {
        var options = BuildOptions(site: site)
        options.output = output.map(SiteFolder.absolute)
        options.drafts = drafts
        options.future = future
        options.baseURL = baseURL
        options.force = force
        options.now = now
        options.datesFromGit = datesFromGit
        options.jobs = max(1, jobs)
        options.currentDirectory = FileManager.default.currentDirectoryPath
        return options
    }
}

/// What a build did: every message it had, and when it succeeded, what it wrote.
public struct SiteBuildResult: Sendable {
    /// Every error and warning, in the order `tlsite build` prints them.
    public var diagnostics: [SiteDiagnostic]
    /// True when the site was built (and written): there was no error.
    public var succeeded: Bool
    /// The pages the site has (0 when the build failed).
    public var pages: Int
    /// The items on its timeline (0 when the build failed).
    public var items: Int

    public var errors: [SiteDiagnostic] { diagnostics.filter { $0.severity == .error } }
    public var warnings: [SiteDiagnostic] { diagnostics.filter { $0.severity == .warning } }

    init(_ report: BuildReport, diagnostics map: (Diagnostic) -> SiteDiagnostic = SiteDiagnostic.init) {
        diagnostics = report.diagnostics.map(map)
        succeeded = report.succeeded
        pages = report.summary?.pages ?? 0
        items = report.summary?.items ?? 0
    }
}

/// A site folder on disk (`tlsite.yml`, `content/`, `static/`, `themes/` ...),
/// built as `tlsite build` builds it:
///
/// ```swift
/// let result = SiteFolder("my-site").build()
/// for diagnostic in result.diagnostics { print(diagnostic) }
/// ```
public struct SiteFolder: Sendable {
    /// The folder, absolute.
    public let path: String

    /// A site folder; a relative path is taken from the current folder.
    public init(_ path: String) { self.path = SiteFolder.absolute(path) }

    /// Builds the site into ``SiteBuildOptions/output`` (default: `public/`
    /// in the site). The output is replaced only when the whole build
    /// succeeded; on errors it is left as it was and the result says why.
    public func build(_ options: SiteBuildOptions = SiteBuildOptions()) -> SiteBuildResult {
        SiteBuildResult(Build(options.buildOptions(site: path)).run())
    }

    /// Reads and renders the site as ``build(_:)`` does, and writes nothing:
    /// `tlsite check`.
    public func check(_ options: SiteBuildOptions = SiteBuildOptions()) -> SiteBuildResult {
        var buildOptions = options.buildOptions(site: path)
        buildOptions.write = false
        return SiteBuildResult(Build(buildOptions).run())
    }

    static func absolute(_ path: String) -> String {
        URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true))
            .standardizedFileURL.path
    }
}

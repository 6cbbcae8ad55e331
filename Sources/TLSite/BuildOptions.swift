import Foundation
import TLCore

public struct BuildOptions: Sendable {
    /// The site folder, absolute.
    public var site: String
    /// The output folder, absolute; nil = SITE/public.
    public var output: String?
    public var drafts = false
    public var future = false
    public var baseURL: String?
    /// "Now" is an input, so future items and feeds are reproducible.
    public var now = Date()
    public var jobs = ProcessInfo.processInfo.activeProcessorCount
    /// False for `tlsite check`: everything is rendered, nothing written.
    public var write = true
    /// Use this theme instead of the one tlsite.yml names.
    public var theme: String?
    /// The folder whose themes/ provide the theme, when not the site itself
    /// (the theme preview builds a generated site with a real site's themes).
    public var themeSite: String?

    public init(site: String) { self.site = site }

    public var outputFolder: String { output ?? site + "/public" }
}

public struct BuildSummary: Sendable {
    public var pages: Int
    public var items: Int
    public var files: Int
    public var seconds: Double
}

/// What a build ends with: its messages, and a summary when it succeeded.
public struct BuildReport: Sendable {
    public var diagnostics: [Diagnostic]
    public var summary: BuildSummary?
    public var succeeded: Bool { summary != nil }
}

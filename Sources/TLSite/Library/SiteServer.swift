import Foundation
import TLCore
import TLServe

/// `tlsite serve` in-process: builds a site folder into a temporary
/// folder, serves it over HTTP with live reload, and rebuilds what an edit
/// changes until ``stop()``.
///
/// ```swift
/// let server = SiteServer(SiteFolder("my-site"))
/// let url = try server.start { result in
///     for diagnostic in result.diagnostics { print(diagnostic) }
/// }
/// print("Serving at \(url)")
/// // ... later
/// server.stop()
/// ```
///
/// It installs no signal handler and prints nothing: the caller decides
/// when to stop and what to show.
public final class SiteServer: @unchecked Sendable {
    public struct Options: Sendable {
        /// The address to listen on; only this machine by default.
        public var host = "127.0.0.1"
        /// The port; 0: any free one (``SiteServer/url`` says which).
        public var port = 0
        public var drafts = false
        public var future = false
        /// Reload open pages after each successful rebuild, and show a
        /// failed build's errors on them.
        public var liveReload = true

        public init() {}
    }

    public let site: SiteFolder
    public let options: Options
    /// The address pages are served at, once ``start(onBuild:)`` returned.
    public private(set) var url: URL?

    private let lock = NSLock()
    private var live: LiveSite?
    private var folder: URL?

    public init(_ site: SiteFolder, options: Options = Options()) {
        self.site = site
        self.options = options
    }

    /// Builds the site, starts serving and watching it, and returns its
    /// address. `onBuild` is called after the first build and after every
    /// rebuild, on the watcher's thread; a failed rebuild leaves the last
    /// good pages served. Throws ``SiteServerError`` when the port cannot
    /// be bound, the site folder is missing or the watcher cannot start.
    @discardableResult
    public func start(onBuild: @escaping @Sendable (SiteBuildResult) -> Void = { _ in }) throws(SiteServerError) -> URL {
        lock.lock()
        defer { lock.unlock() }
        if let url { return url }
        guard FileIO.disk.kind(site.path) == .directory else { throw SiteServerError(description: "no site folder at \(site.path)") }
        let listener: Listener
        do { listener = try Listener.bind(host: options.host, port: options.port) } catch {
            throw SiteServerError(description: error.description)
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tlsite-serve-library-" + UUID().uuidString)
        var buildOptions = BuildOptions(site: site.path)
        buildOptions.output = folder.appendingPathComponent("public").path
        buildOptions.drafts = options.drafts
        buildOptions.future = options.future
        buildOptions.baseURL = listener.url
        let live = LiveSite(buildOptions, reload: options.liveReload, checksHost: listener.isLoopback, clock: { Date() }) { report, _ in
            onBuild(SiteBuildResult(report))
        }
        do { try live.start(listener) } catch {
            try? FileManager.default.removeItem(at: folder)
            throw SiteServerError(description: error.description)
        }
        self.live = live
        self.folder = folder
        let url = URL(string: listener.url)!
        self.url = url
        return url
    }

    /// Stops serving and watching, and removes the temporary folder.
    public func stop() {
        lock.withLock {
            live?.stop()
            live = nil
            if let folder { try? FileManager.default.removeItem(at: folder) }
            folder = nil
            url = nil
        }
    }

    deinit { stop() }
}

/// Why a ``SiteServer`` could not start, as one line.
public struct SiteServerError: Error, Sendable, CustomStringConvertible {
    public var description: String
}

import Foundation
import TLContent
import TLCore
import TLServe

/// A site served while it is edited: one `Session` builds it into
/// `options.output`, a `DevServer` serves that folder, and a `Watcher`
/// rebuilds after every change. `tlsite serve` and the library's
/// `SiteServer` both run one; neither prints, the caller's `report` does.
package final class LiveSite: @unchecked Sendable {
    package let server: DevServer
    private let session: Session
    private let site: String
    private let io: FileIO
    private let report: @Sendable (BuildReport, Set<String>) -> Void
    private var watcher: Watcher?

    /// `report` is called after every build with what changed (empty for
    /// the first); the server already knows of the build by then, so
    /// whoever reads the message finds the pages in that state.
    package init(_ options: BuildOptions, io: FileIO = .disk, reload: Bool, checksHost: Bool,
                 clock: @escaping @Sendable () -> Date, report: @escaping @Sendable (BuildReport, Set<String>) -> Void) {
        var sessionOptions = options
        sessionOptions.now = clock()
        session = Session(sessionOptions, io: io)
        session.clock = clock
        server = DevServer(root: options.outputFolder, io: io, reload: reload, checksHost: checksHost)
        site = options.site
        self.io = io
        self.report = report
    }

    /// The first build, then serving on `listener` and watching the site.
    /// Throws the reason, as a line, when the server or the watcher cannot start.
    package func start(_ listener: Listener) throws(LiveSiteError) {
        rebuild([])
        do { try server.start(listener) } catch { throw LiveSiteError(description: error.description) }
        do {
            let changelogs = Session.changelogSources(site, io: io)
            let watching = WatcherReference()
            let (site, io) = (self.site, self.io)
            let watcher = try Watcher(site: site, also: changelogs.names, repositories: changelogs.repositories) { [weak self] changed in
                self?.rebuild(changed)
                // tlsite.yml may name another changelog: watch it from now on.
                if changed.contains(site + "/" + ConfigReader.fileName) {
                    let changelogs = Session.changelogSources(site, io: io)
                    watching.watcher?.watch(also: changelogs.names, repositories: changelogs.repositories)
                }
            }
            watching.watcher = watcher
            self.watcher = watcher
            watcher.start()
        } catch {
            server.stop()
            throw LiveSiteError(description: error.description)
        }
    }

    package func stop() {
        server.stop()
        watcher?.stop()
    }

    /// The one place the site is built, first and after each change.
    /// `changed` holds the absolute paths that changed (empty for the first
    /// build; the site folder itself when events were lost). The Session
    /// reads again only what changed and rewrites only the pages that
    /// differ, each file replaced in one step, so a request never sees a
    /// half-written page; the result is what `tlsite build` writes.
    private func rebuild(_ changed: Set<String>) {
        // An editor's swap, backup or temporary file alone: nothing to build, nothing to say.
        let read = session.read(changed)
        if !changed.isEmpty, read.isEmpty { return }
        let result = changed.isEmpty ? session.buildAll() : session.update(read)
        server.buildFinished(errors: result.succeeded ? [] : result.diagnostics.map(\.description))
        report(result, read)
    }
}

package struct LiveSiteError: Error, CustomStringConvertible, Sendable {
    package var description: String
}

/// The watcher, for its own callback to ask it to watch more (set before
/// it starts; used on its thread only).
private final class WatcherReference: @unchecked Sendable {
    weak var watcher: Watcher?
}

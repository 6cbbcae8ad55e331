import Foundation
import TLCore

/// What open pages need to know about the builds: a version that changes
/// with every rebuild, and the messages of the last rebuild if it failed.
/// Event streams wait on it; page requests read it.
final class BuildStatus: @unchecked Sendable {
    private let condition = NSCondition()
    /// Tells this server's pages from those of an earlier run on the same port.
    private let instance = String(UInt32.random(in: 0...UInt32.max), radix: 36)
    private var generation = 0
    private var errors: [String] = []
    private var stopped = false

    var version: String { condition.withLock { "\(instance)-\(generation)" } }
    var current: (version: String, errors: [String]) { condition.withLock { ("\(instance)-\(generation)", errors) } }

    /// A rebuild finished: with no errors, or with the messages to show.
    func update(errors: [String]) {
        condition.withLock {
            generation += 1
            self.errors = errors
            condition.broadcast()
        }
    }

    func stop() {
        condition.withLock {
            stopped = true
            condition.broadcast()
        }
    }

    /// Runs `change` under the lock that `wait` waits on, and wakes the
    /// waiters, so one whose `ended` it changes sees it at once.
    func interrupt(_ change: () -> Void) {
        condition.withLock {
            change()
            condition.broadcast()
        }
    }

    /// Waits until the version differs from `seen`, the server stops or
    /// `ended` (read under the lock) is true, at most `timeout` seconds.
    /// Returns the new version, or nil on timeout; `stopped` is true once
    /// the server is stopping or `ended`.
    func wait(after seen: String, timeout: TimeInterval, ended: () -> Bool = { false }) -> (version: String?, stopped: Bool) {
        let deadline = Date(timeIntervalSinceNow: timeout)
        return condition.withLock {
            while !stopped, !ended(), "\(instance)-\(generation)" == seen {
                if !condition.wait(until: deadline) { break }
            }
            let now = "\(instance)-\(generation)"
            return (now == seen ? nil : now, stopped || ended())
        }
    }
}

/// What serve mode adds to an HTML page on its way out (the files on disk
/// stay as `tlsite build` writes them): the live-reload script, and the
/// messages of a failed rebuild over the last good page.
package enum LivePage {
    package static let eventsPath = "/__tlsite/events"

    /// How far from its end a page's `</body>` is looked for.
    static let tailLength = 4096

    /// `html` with the overlay (when `errors` is not empty) and the reload
    /// script (when `reload`) inserted before its last `</body>`, looked for
    /// only in the page's last `tailLength` bytes so the cost does not grow
    /// with the page; without one there, they are appended (browsers run a
    /// script after `</html>` just the same).
    package static func decorate(_ html: Data, version: String, errors: [String], reload: Bool) -> Data {
        var addition = ""
        if !errors.isEmpty { addition += overlay(errors) }
        if reload { addition += script(version: version) }
        guard !addition.isEmpty else { return html }
        var result = html
        result.insert(contentsOf: Data(addition.utf8), at: bodyEnd(in: html))
        return result
    }

    /// The index of the last `</body>` (any case) in the tail of `html`, or its end.
    static func bodyEnd(in html: Data) -> Data.Index {
        let tag = Array("</body>".utf8)
        func lowercased(_ byte: UInt8) -> UInt8 { (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte + 32 : byte }
        let start = max(html.startIndex, html.endIndex - tailLength)
        var index = html.endIndex - tag.count
        while index >= start {
            if tag.indices.allSatisfy({ lowercased(html[index + $0]) == tag[$0] }) { return index }
            index -= 1
        }
        return html.endIndex
    }

    package static func decorate(_ html: String, version: String, errors: [String], reload: Bool) -> String {
        String(decoding: decorate(Data(html.utf8), version: version, errors: errors, reload: reload), as: UTF8.self)
    }

    /// Reloads the page when the server's version is no longer the one the
    /// page was served with: after a rebuild, or after a reconnect that
    /// missed one. The stream reconnects by itself when the server restarts.
    static func script(version: String) -> String {
        """
        <script>/* tlsite serve: live reload */(() => { const served = "\(version)"; \
        const events = new EventSource("\(eventsPath)"); \
        events.onmessage = (event) => { if (event.data !== served) { events.close(); location.reload(); } }; })();</script>

        """
    }

    /// A panel fixed over the page, folding without script; every message
    /// is escaped, since it quotes the user's files. Light or dark with the
    /// reader's system (`all:initial` cuts it off from the page's styles).
    static func overlay(_ errors: [String]) -> String {
        let count = errors.count == 1 ? "1 message" : "\(errors.count) messages"
        let lines = errors.map(escapeHTML).joined(separator: "\n")
        return """
        <div id="tlsite-serve-errors" role="alert" style="all:initial;position:fixed;inset:0 0 auto 0;z-index:2147483647;\
        max-height:70vh;overflow:auto;box-sizing:border-box;padding:1rem 1.25rem;color-scheme:light dark;\
        background:light-dark(#fff1f0,#2b0b0b);color:light-dark(#5c0a0a,#ffe9e9);\
        border-bottom:4px solid light-dark(#c4262c,#e5484d);font:14px/1.5 ui-monospace,SFMono-Regular,Menlo,Consolas,monospace">\
        <details open style="all:revert"><summary style="cursor:pointer;font-weight:bold">tlsite serve: the last rebuild \
        failed (\(count)). The last good pages are shown until it builds again.</summary>\
        <pre style="all:revert;white-space:pre-wrap;margin:.75rem 0 0">\(lines)</pre></details></div>

        """
    }

    /// The page for a miss when the site has no 404.html (its first build
    /// failed): still a page, so the overlay and the reload reach it.
    static let notFound = """
    <!DOCTYPE html>
    <html lang="en"><head><meta charset="utf-8"><title>Not found</title></head>
    <body><h1>Not found</h1><p>tlsite serve has no page at this address.</p></body></html>

    """
}

import Foundation
import Testing
import TLCore
@testable import TLServe

struct LivePageTests {
    @Test func theScriptGoesBeforeTheLastBodyEnd() {
        let page = LivePage.decorate("<html><body><p>&lt;/body&gt;</p></BODY></html>", version: "v-1", errors: [], reload: true)
        #expect(page.hasPrefix("<html><body><p>&lt;/body&gt;</p><script>"))
        #expect(page.hasSuffix("</script>\n</BODY></html>"))
        #expect(page.contains("const served = \"v-1\""))
        #expect(page.contains(LivePage.eventsPath))
    }

    @Test func aPageWithoutBodyEndGetsItAtTheEnd() {
        let page = LivePage.decorate("<p>x</p>", version: "v-1", errors: [], reload: true)
        #expect(page.hasPrefix("<p>x</p><script>"))
    }

    /// Only the page's last bytes are searched, so the cost does not grow
    /// with the page: a `</body>` further up is not looked for.
    @Test func onlyTheTailIsSearched() {
        let filler = String(repeating: "a", count: 100_000)
        let near = LivePage.decorate(Data(("<body>" + filler + "</body></html>").utf8), version: "v", errors: [], reload: true)
        #expect(String(decoding: near, as: UTF8.self).hasSuffix("</script>\n</body></html>"))
        let far = LivePage.decorate(Data(("<body></body>" + filler).utf8), version: "v", errors: [], reload: true)
        let text = String(decoding: far, as: UTF8.self)
        #expect(text.hasPrefix("<body></body>" + filler + "<script>"))
        #expect(LivePage.bodyEnd(in: Data("</BoDy>".utf8)) == 0)
        #expect(LivePage.bodyEnd(in: Data("</bod".utf8)) == 5)
        #expect(LivePage.bodyEnd(in: Data()) == 0)
    }

    @Test func withoutReloadAndErrorsThePageIsUnchanged() {
        let html = "<html><body>x</body></html>"
        #expect(LivePage.decorate(html, version: "v-1", errors: [], reload: false) == html)
    }

    @Test func theOverlayEscapesTheMessages() {
        let message = "content/x.md:3:8: error: unknown key '<script>alert(1)</script>' & \"more\""
        let page = LivePage.decorate("<body>old text</body>", version: "v-2", errors: [message], reload: false)
        #expect(page.contains("old text"))
        #expect(page.contains("tlsite-serve-errors"))
        #expect(page.contains("content/x.md:3:8: error: unknown key &#39;&lt;script&gt;alert(1)&lt;/script&gt;&#39; &amp; &quot;more&quot;"))
        #expect(!page.contains("<script>alert"))
        #expect(!page.contains("<script>"))   // no reload script asked for
    }
}

struct DevServerStreamingTests {
    /// On a disk, files other than pages are sent from their descriptor,
    /// never read whole; pages are read to add the reload script.
    @Test func staticFilesAreStreamed() throws {
        var template = Array((NSTemporaryDirectory() + "/tlsite-stream-XXXXXX").utf8CString)
        let root = (String(cString: try #require(mkdtemp(&template))) as NSString).standardizingPath
        defer { try? FileIO.disk.remove(root) }
        try FileIO.disk.write(root + "/big.bin", Data(count: 1_000_000))
        try FileIO.disk.write(root + "/index.html", Data("<html><body>home</body></html>".utf8))
        let server = DevServer(root: root, io: .disk, reload: true, checksHost: false)
        let big = server.reply(method: "GET", url: "/big.bin", host: nil)
        #expect(big.status == 200 && big.file == root + "/big.bin" && big.body.isEmpty)
        let page = server.reply(method: "GET", url: "/", host: nil)
        #expect(page.file == nil && String(decoding: page.body, as: UTF8.self).contains("home<script>"))
        let noReload = DevServer(root: root, io: .disk, reload: false, checksHost: false)
        #expect(noReload.reply(method: "GET", url: "/", host: nil).file == root + "/index.html")
    }
}

struct DevServerTests {
    static let (io, _) = FileIO.memory([
        "/out/index.html": "<html><body>home</body></html>",
        "/out/404.html": "<html><body>missing</body></html>",
        "/out/style.css": "body{}",
    ])

    func text(_ reply: DevServer.Reply) -> String { String(decoding: reply.body, as: UTF8.self) }
    func header(_ reply: DevServer.Reply, _ name: String) -> String? { reply.headers.first { $0.0 == name }?.1 }

    @Test func pagesAndMisses() {
        let server = DevServer(root: "/out", io: Self.io, reload: true, checksHost: true)
        let home = server.reply(method: "GET", url: "/", host: "127.0.0.1:1313")
        #expect(home.status == 200)
        #expect(text(home).contains("home</body>") == false)
        #expect(text(home).contains("home<script>"))
        let css = server.reply(method: "GET", url: "/style.css", host: "localhost:1313")
        #expect(text(css) == "body{}")
        #expect(header(css, "Content-Type") == "text/css; charset=utf-8")
        let miss = server.reply(method: "HEAD", url: "/nope", host: "[::1]:1313")
        #expect(miss.status == 404)
        #expect(text(miss).contains("missing<script>"))
        #expect(server.reply(method: "GET", url: "/%2e%2e/etc/passwd", host: nil).status == 403)
        #expect(server.reply(method: "GET", url: "/style.css", host: nil).status == 200)
    }

    @Test func onlyReading() {
        let server = DevServer(root: "/out", io: Self.io, reload: false, checksHost: false)
        for method in ["POST", "PUT", "DELETE", "OPTIONS", "PATCH"] {
            let reply = server.reply(method: method, url: "/", host: nil)
            #expect(reply.status == 405)
            #expect(header(reply, "Allow") == "GET, HEAD")
        }
        #expect(text(server.reply(method: "GET", url: "/", host: nil)) == "<html><body>home</body></html>")
    }

    @Test func aLoopbackServerAnswersOnlyRequestsForThisMachine() {
        let server = DevServer(root: "/out", io: Self.io, reload: false, checksHost: true)
        #expect(server.reply(method: "GET", url: "/", host: "evil.example:1313").status == 403)
        #expect(server.reply(method: "GET", url: "/", host: "127.0.0.1.evil.example").status == 403)
        let open = DevServer(root: "/out", io: Self.io, reload: false, checksHost: false)
        #expect(open.reply(method: "GET", url: "/", host: "my-laptop.lan:1313").status == 200)
    }

    @Test func aFailedRebuildShowsOverTheLastGoodPagesUntilTheNextGoodOne() {
        let server = DevServer(root: "/out", io: Self.io, reload: true, checksHost: false)
        let before = server.status.version
        server.buildFinished(errors: ["content/x.md:2:1: error: bad <thing>"])
        let failed = text(server.reply(method: "GET", url: "/", host: nil))
        #expect(failed.contains("home"))
        #expect(failed.contains("content/x.md:2:1: error: bad &lt;thing&gt;"))
        #expect(server.status.version != before)
        #expect(text(server.reply(method: "GET", url: "/style.css", host: nil)) == "body{}")
        server.buildFinished(errors: [])
        #expect(!text(server.reply(method: "GET", url: "/", host: nil)).contains("tlsite-serve-errors"))
    }

    @Test(arguments: [
        ("127.0.0.1:1313", true), ("127.0.0.1", true), ("127.1.2.3:80", true), ("localhost:1313", true),
        ("LOCALHOST", true), ("site.localhost:1313", true), ("[::1]:1313", true),
        ("evil.example", false), ("127.0.0.1.evil.example", false), ("[::2]:1313", false),
        ("10.0.0.1:1313", false), ("", false), ("[::1", false),
    ])
    func hostHeaders(_ header: String, _ local: Bool) {
        #expect(Listener.isLocalHostHeader(header) == local)
    }

    @Test func eventStreamsWaitForTheNextBuildAndEndWhenStopped() {
        let status = BuildStatus()
        let stream = EventStream(status: status)
        var buffer = [UInt8](repeating: 0, count: 256)
        let first = buffer.withUnsafeMutableBytes { stream.next(into: $0) }
        #expect(String(decoding: buffer.prefix(first ?? 0), as: UTF8.self) == "retry: 1000\ndata: \(status.version)\n\n")
        DispatchQueue.global().asyncAfter(deadline: .now() + 0.05) { status.update(errors: []) }
        let second = buffer.withUnsafeMutableBytes { stream.next(into: $0) }
        #expect(String(decoding: buffer.prefix(second ?? 0), as: UTF8.self) == "data: \(status.version)\n\n")
        DispatchQueue.global().asyncAfter(deadline: .now() + 0.05) { status.stop() }
        #expect(buffer.withUnsafeMutableBytes { stream.next(into: $0) } == nil)
    }
}

struct WatcherTests {
    @Test(arguments: [
        ("/s/content/a.md", true), ("/s/tlsite.yml", true), ("/s/static/x.png", true),
        ("/s/content/.#a.md", false), ("/s/content/a.md~", false), ("/s/content/.a.md.swp", false),
        ("/s/content/4913", false), ("/s/content/#a.md#", false),
    ])
    func editorFilesDoNotMatter(_ path: String, _ matters: Bool) {
        #expect(Watcher.matters(path) == matters)
    }

    @Test func changesAreReportedAndNewFoldersAreWatched() throws {
        let site = NSTemporaryDirectory() + "/tlsite-watch-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: site + "/content", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: site) }
        let changes = Changes()
        let watcher = try Watcher(site: site) { changes.append($0) }
        watcher.start()
        defer { watcher.stop() }
        func write(_ path: String) throws { try Data(path.utf8).write(to: URL(fileURLWithPath: site + "/" + path)) }
        try write("content/a.md")
        try write("content/.#a.md")
        try write("tlsite.yml")
        try write("notes.txt")
        try FileManager.default.createDirectory(atPath: site + "/content/sub", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: site + "/static/icons", withIntermediateDirectories: true)
        let expected = Set(["content/a.md", "tlsite.yml", "content/sub", "static"].map { site + "/" + $0 })
        let seen = changes.wait(for: expected)
        // static/icons may come on its own or inside the new static/; never
        // the editor's lock file, nor a file the build does not read.
        #expect(seen.subtracting([site + "/static/icons"]) == expected)
        // Files in folders made after the watcher started.
        try write("content/sub/c.md")
        try write("static/icons/s.svg")
        let later = ["content/sub/c.md", "static/icons/s.svg"].map { site + "/" + $0 }
        #expect(changes.wait(for: Set(later)) == Set(later))
    }
}

extension WatcherTests {
    /// The changelogs tlsite.yml names outside the watched folders are watched too (`also`).
    @Test func changelogsOutsideTheFoldersAreWatched() throws {
        let site = NSTemporaryDirectory() + "/tlsite-watch-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: site + "/packages/core", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: site) }
        let changes = Changes()
        let watcher = try Watcher(site: site, also: ["packages", "CHANGELOG.md"]) { changes.append($0) }
        watcher.start()
        defer { watcher.stop() }
        func write(_ path: String) throws { try Data(path.utf8).write(to: URL(fileURLWithPath: site + "/" + path)) }
        try write("packages/core/CHANGELOG.md")
        try write("CHANGELOG.md")
        try write("README.md")
        try FileManager.default.createDirectory(atPath: site + "/packages/web", withIntermediateDirectories: true)
        let expected = Set(["packages/core/CHANGELOG.md", "CHANGELOG.md", "packages/web"].map { site + "/" + $0 })
        #expect(changes.wait(for: expected) == expected)
        try write("packages/web/CHANGELOG.md")
        #expect(changes.wait(for: [site + "/packages/web/CHANGELOG.md"]) == [site + "/packages/web/CHANGELOG.md"])
    }
}

extension WatcherTests {
    /// `changelog: { git: … }`: a new commit or tag is a change; what every
    /// git command writes besides (the index, objects, lock files) is not.
    @Test func aChangelogRepositorysRefsAreWatched() throws {
        let site = NSTemporaryDirectory() + "/tlsite-watch-\(UUID().uuidString)"
        let git = site + "/repo/.git"
        for folder in ["/refs/heads", "/refs/tags", "/objects/ab"] {
            try FileManager.default.createDirectory(atPath: git + folder, withIntermediateDirectories: true)
        }
        defer { try? FileManager.default.removeItem(atPath: site) }
        let changes = Changes()
        let watcher = try Watcher(site: site, repositories: [site + "/repo"]) { changes.append($0) }
        watcher.start()
        defer { watcher.stop() }
        func write(_ path: String) throws { try Data(path.utf8).write(to: URL(fileURLWithPath: git + "/" + path)) }
        try write("index")
        try write("objects/ab/cdef")
        try write("ORIG_HEAD")
        try write("refs/heads/main")
        try write("packed-refs")
        try FileManager.default.createDirectory(atPath: git + "/refs/tags/release", withIntermediateDirectories: true)
        let expected = Set(["refs/heads/main", "packed-refs", "refs/tags/release"].map { git + "/" + $0 })
        #expect(changes.wait(for: expected) == expected)
        try write("refs/tags/release/v1.0.0")
        #expect(changes.wait(for: [git + "/refs/tags/release/v1.0.0"]) == [git + "/refs/tags/release/v1.0.0"])
    }
}

extension WatcherTests {
    /// What tlsite.yml names later is watched from then on: serve asks
    /// from the watcher's callback after tlsite.yml changed.
    @Test func namesAddedLaterAreWatched() throws {
        let site = NSTemporaryDirectory() + "/tlsite-watch-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: site + "/packages/core", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: site) }
        let changes = Changes()
        let reference = WatcherBox()
        let watcher = try Watcher(site: site) { batch in
            changes.append(batch)
            if batch.contains(site + "/tlsite.yml") { reference.watcher?.watch(also: ["packages", "CHANGELOG.md"]) }
        }
        reference.watcher = watcher
        watcher.start()
        defer { watcher.stop() }
        func write(_ path: String) throws { try Data(path.utf8).write(to: URL(fileURLWithPath: site + "/" + path)) }
        try write("packages/core/CHANGELOG.md")
        try write("tlsite.yml")
        #expect(changes.wait(for: [site + "/tlsite.yml"]) == [site + "/tlsite.yml"])
        try write("packages/core/CHANGELOG.md")
        try write("CHANGELOG.md")
        let expected = Set(["packages/core/CHANGELOG.md", "CHANGELOG.md"].map { site + "/" + $0 })
        #expect(changes.wait(for: expected) == expected)
    }
}

final class WatcherBox: @unchecked Sendable {
    var watcher: Watcher?
}

/// What a watcher reported, for a test to wait on.
final class Changes: @unchecked Sendable {
    private let condition = NSCondition()
    private var paths: Set<String> = []

    func append(_ batch: Set<String>) { condition.withLock { paths.formUnion(batch); condition.broadcast() } }

    /// Waits (5 s at most) until `expected` were all reported; returns what
    /// was, and forgets it. The watcher calls once the site is quiet, so
    /// waiting 0.3 s more collects anything it should not have reported.
    func wait(for expected: Set<String>) -> Set<String> {
        condition.withLock {
            let deadline = Date(timeIntervalSinceNow: 5)
            while !paths.isSuperset(of: expected), condition.wait(until: deadline) {}
            _ = condition.wait(until: Date(timeIntervalSinceNow: 0.3))
            defer { paths = [] }
            return paths
        }
    }
}

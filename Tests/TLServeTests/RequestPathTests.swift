import Foundation
import Testing
import TLCore
@testable import TLServe

struct RequestPathTests {
    @Test(arguments: [
        // (raw request path, segments; nil = refused)
        ("/", [String]?.some([])),
        ("/index.html", ["index.html"]),
        ("/tags/school/", ["tags", "school"]),
        ("//a///b", ["a", "b"]),
        ("/./a/./b", ["a", "b"]),
        ("/my%20star.svg", ["my star.svg"]),
        ("/caf%C3%A9/", ["café"]),
        ("/%25", ["%"]),
        ("/%2525", ["%25"]),          // decoded once, not twice
        ("/a%2e", ["a."]),
        ("/..", nil),
        ("/../etc/passwd", nil),
        ("/a/../../b", nil),
        ("/%2e%2e/etc/passwd", nil),
        ("/%2E%2E/", nil),
        ("/.%2e/", nil),
        ("/..%2f..%2fetc%2fpasswd", nil),
        ("/a%2Fb", nil),
        ("/a%5c..%5cb", nil),
        ("/a\\b", nil),
        ("/a%00.html", nil),
        ("/a%0d%0aSet-Cookie:x", nil),
        ("/%zz", nil),
        ("/%4", nil),
        ("/%ff", nil),               // not UTF-8
        ("a/b", nil),
        ("", nil),
        ("*", nil),
    ])
    func segments(_ raw: String, _ expected: [String]?) {
        #expect(RequestPath.segments(raw) == expected)
    }

    static let root = "/out"
    static let (io, _) = FileIO.memory([
        "/out/index.html": "<html><body>home</body></html>",
        "/out/404.html": "<html><body>missing</body></html>",
        "/out/style.css": "body{}",
        "/out/tags/school/index.html": "<p>school</p>",
        "/out/empty/image.png": "png",
        "/out/my star.svg": "<svg/>",
        "/secret.txt": "outside",
    ])

    @Test(arguments: [
        ("/", Resolution.file("/out/index.html", contentType: ContentType.html)),
        ("/index.html", .file("/out/index.html", contentType: ContentType.html)),
        ("/style.css", .file("/out/style.css", contentType: "text/css; charset=utf-8")),
        ("/tags/school/", .file("/out/tags/school/index.html", contentType: ContentType.html)),
        ("/tags/school", .redirect("/tags/school/")),
        ("//tags//school", .redirect("/tags//school/")),
        ("/my%20star.svg", .file("/out/my star.svg", contentType: "image/svg+xml")),
        ("/empty/", .notFound),                 // a folder without index.html: no listing
        ("/style.css/", .notFound),
        ("/nope", .notFound),
        ("/../secret.txt", .forbidden),
        ("/%2e%2e/secret.txt", .forbidden),
    ])
    func resolves(_ raw: String, _ expected: Resolution) {
        #expect(RequestPath(root: Self.root, io: Self.io).resolve(raw) == expected)
    }

    @Test func aPathWhoseRealLocationLeavesTheFolderIsRefused() {
        var io = Self.io
        // As realpath reports a symbolic link in the output that points out of it.
        io.resolve = { path in path == "/out/link.txt" ? "/secret.txt" : (path == "/out" || path.hasPrefix("/out/") ? path : nil) }
        io.kind = { _ in .file }
        #expect(RequestPath(root: Self.root, io: io).resolve("/link.txt") == .forbidden)
        // A folder next to the output whose name starts like it is outside too.
        io.resolve = { path in path == "/out/x" ? "/out-old/x" : path }
        #expect(RequestPath(root: Self.root, io: io).resolve("/x") == .forbidden)
    }

    @Test func noOutputFolderYetIsAMiss() {
        let (io, _) = FileIO.memory([:])
        #expect(RequestPath(root: Self.root, io: io).resolve("/") == .notFound)
    }
}

struct ContentTypeTests {
    @Test(arguments: [
        ("index.html", "text/html; charset=utf-8"),
        ("style.css", "text/css; charset=utf-8"),
        ("app.js", "text/javascript; charset=utf-8"),
        ("feed.json", "application/json"),
        ("feed.xml", "application/atom+xml; charset=utf-8"),
        ("sitemap.xml", "application/xml; charset=utf-8"),
        ("icon.svg", "image/svg+xml"),
        ("a.PNG", "image/png"),
        ("a.jpg", "image/jpeg"),
        ("a.jpeg", "image/jpeg"),
        ("a.gif", "image/gif"),
        ("a.webp", "image/webp"),
        ("a.avif", "image/avif"),
        ("favicon.ico", "image/x-icon"),
        ("font.woff2", "font/woff2"),
        ("robots.txt", "text/plain; charset=utf-8"),
        ("a.pdf", "application/pdf"),
        ("README", "application/octet-stream"),
        (".htaccess", "application/octet-stream"),
        ("a.unknown", "application/octet-stream"),
    ])
    func byName(_ name: String, _ type: String) {
        #expect(ContentType.of(name) == type)
    }
}

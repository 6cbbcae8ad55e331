import Foundation
import Testing
import TLCore
import TLSite

/// Content that cannot be read never turns into a smaller site without a
/// word: each case is a located message, and an error publishes nothing.
struct ContentVanishTests {
    static let old = ["/site/public/index.html": "OLD", "/site/public/.tlsite-output": OutputManifest(site: "/site", files: ["index.html"]).text]

    func build(_ files: [String: String], io wrap: ((FileIO) -> FileIO)? = nil, setUp: (MemoryFiles) -> Void = { _ in })
        -> (BuildReport, MemoryFiles) {
        var all = ContentVanishTests.old.merging(["/site/tlsite.yml": "title: T\n"]) { a, _ in a }
        for (path, text) in files { all["/site/" + path] = text }
        let (io, store) = FileIO.memory(all)
        setUp(store)
        return (Build(BuildOptions(site: "/site"), io: wrap?(io) ?? io).run(), store)
    }

    static let item = "---\ntitle: A\nimage: pic.png\n---\nBody.\n"

    @Test func anUnreadableSubfolderIsALocatedError() {
        let (report, store) = build(["content/a.md": "---\ntitle: A\n---\n", "content/private/b.md": "---\ntitle: B\n---\n"], setUp: {
            $0.fail("/site/content/private", "Permission denied")
        })
        #expect(!report.succeeded)
        #expect(report.diagnostics.map(\.description).contains("content/private:1:1: error: cannot list the folder: Permission denied"))
        #expect(store.text("/site/public/index.html") == "OLD")
    }

    @Test func anImageGoneBetweenTheCheckAndTheCopyPublishesNothing() {
        let (report, store) = build(["content/a.md": ContentVanishTests.item, "content/pic.png": "PNG"], io: { io in
            var vanishing = io
            // The layout saw the file; by the copy it is gone.
            vanishing.read = { path in
                if path == "/site/content/pic.png" { throw FileError(path, "cannot read: No such file or directory") }
                return try io.read(path)
            }
            return vanishing
        })
        #expect(!report.succeeded)
        #expect(report.diagnostics.map(\.description) == ["content/pic.png:1:1: error: cannot copy into the output: cannot read: No such file or directory"])
        #expect(store.text("/site/public/index.html") == "OLD")
        #expect(!store.snapshot.keys.contains { $0.contains("tlsite-staging") })
    }

    /// An image of static/ the layout found, deleted before the copy lists
    /// static/: an error at the item's `image:`, exit 1, the old output kept
    /// (it was "Built N pages" with the image missing, issue 26).
    @Test func aStaticImageGoneBeforeTheCopyPublishesNothing() {
        let (report, store) = build(["content/a.md": ContentVanishTests.item], io: { io in
            var vanishing = io
            // The layout saw the file; by the copy it is gone (the store never had it).
            vanishing.kind = { path in path == "/site/static/pic.png" ? .file : io.kind(path) }
            return vanishing
        })
        #expect(!report.succeeded)
        #expect(report.diagnostics.map(\.description) == ["content/a.md:3:8: error: image 'pic.png' was in static/ when the build began and is gone now; "
            + "nothing was published: put static/pic.png back, or change 'image', and build again"])
        #expect(store.text("/site/public/index.html") == "OLD")
        #expect(!store.snapshot.keys.contains { $0.contains("tlsite-staging") })
    }

    /// The same for an image a Markdown body shows from the site's root
    /// (`![](/pics/a.png)`, served from static/): an error at the image in
    /// the body. Only images the layout found are checked; one never there
    /// stays a plain link, as before.
    @Test func aBodyImageGoneBeforeTheCopyPublishesNothing() {
        let item = "---\ntitle: A\n---\nText.\n\nSee ![a pic](/pics/a%20pic.png?v=2 \"title\") and ![](/never.png).\n"
        let (report, store) = build(["content/a.md": item, "static/other.txt": "x"], io: { io in
            var vanishing = io
            vanishing.kind = { path in path == "/site/static/pics/a pic.png" ? .file : io.kind(path) }
            return vanishing
        })
        #expect(!report.succeeded)
        #expect(report.diagnostics.map(\.description) == ["content/a.md:6:5: error: image '/pics/a pic.png' of the body was in static/ when the build began "
            + "and is gone now; nothing was published: put static/pics/a pic.png back, or change the image's address, and build again"])
        #expect(store.text("/site/public/index.html") == "OLD")
        #expect(!store.snapshot.keys.contains { $0.contains("tlsite-staging") })
        // Still there: built.
        let (fine, _) = build(["content/a.md": item, "static/pics/a pic.png": "PNG"])
        #expect(fine.succeeded, "\(fine.diagnostics)")
    }

    @Test(arguments: [
        ("/pics/a.png", "/", "pics/a.png"), ("/pics/a%20b.png?v=1#x", "/", "pics/a b.png"),
        ("/apollo/pics/a.png", "/apollo/", "pics/a.png"), ("/pics/../secret", "/", nil), ("/%2e%2e/x", "/", nil),
        ("/", "/", nil), ("/a//b.png", "/", nil), ("pics/a.png", "/", nil),
    ] as [(String, String, String?)])
    func aBodyImagesFileInStatic(src: String, basePath: String, file: String?) {
        #expect(Build.staticFile(ofBodyImage: src, basePath: basePath) == file)
    }

    @Test func twoHundredNestedFoldersNameTheFolderTooDeep() {
        let deep = Array(repeating: "d", count: 200).joined(separator: "/")
        let (report, _) = build(["content/" + deep + "/a.md": "---\ntitle: A\n---\n"])
        #expect(!report.succeeded)
        let limit = "content/" + Array(repeating: "d", count: 33).joined(separator: "/")
        #expect(report.diagnostics.map(\.description) == [limit + ":1:1: error: folders nest deeper than 32 levels below content/; move this folder higher up"])
        // 32 levels still build.
        let (fine, _) = build(["content/" + Array(repeating: "d", count: 32).joined(separator: "/") + "/a.md": "---\ntitle: A\n---\n"])
        #expect(fine.succeeded, "\(fine.diagnostics)")
    }

    /// A site's template override that cannot be read would silently give
    /// way to the built-in template.
    @Test func anUnreadableTemplatesFolderIsALocatedError() {
        let (report, store) = build(["content/a.md": "---\ntitle: A\n---\n", "templates/partials/cell.html": "{{title}}"], setUp: {
            $0.fail("/site/templates/partials", "Permission denied")
        })
        #expect(report.diagnostics.map(\.description) == ["templates/partials:1:1: error: cannot list the folder: Permission denied"])
        #expect(store.text("/site/public/index.html") == "OLD")
    }

    @Test func anUnreadableStaticFolderIsALocatedError() {
        let (report, store) = build(["content/a.md": "---\ntitle: A\n---\n", "static/docs/x.pdf": "PDF"], setUp: {
            $0.fail("/site/static/docs", "Permission denied")
        })
        #expect(report.diagnostics.map(\.description) == ["static/docs:1:1: error: cannot list the folder: Permission denied"])
        #expect(store.text("/site/public/index.html") == "OLD")
    }
}

/// The same on a real disk, where links and path lengths are the kernel's.
struct ContentVanishDiskTests {
    func site(_ make: (String) throws -> Void) throws -> (String, BuildReport) {
        var template = Array((NSTemporaryDirectory() + "/tlsite-vanish-XXXXXX").utf8CString)
        let root = (String(cString: try #require(mkdtemp(&template))) as NSString).standardizingPath
        try FileIO.disk.write(root + "/site/tlsite.yml", Data("title: T\n".utf8))
        try make(root + "/site")
        return (root, Build(BuildOptions(site: root + "/site"), io: .disk).run())
    }

    @Test(arguments: ["/nonexistent-drive/content", "content"])
    func aContentLinkThatLeadsNowhereIsAnError(target: String) throws {
        let (root, report) = try site { site in
            #expect(symlink(target, site + "/content") == 0)
        }
        defer { try? FileIO.disk.remove(root) }
        #expect(!report.succeeded)
        #expect(report.diagnostics.map(\.description).first?.hasPrefix("content:1:1: error: content is a symbolic link that leads nowhere") == true)
        #expect(FileIO.disk.kind(root + "/site/public") == .missing)
    }

    /// Reading a named pipe would wait for a writer for ever.
    @Test func aNamedPipeIsAnErrorNotAHang() throws {
        let (root, report) = try site { site in
            try FileIO.disk.write(site + "/content/a.md", Data("---\ntitle: A\n---\n".utf8))
            #expect(mkfifo(site + "/content/b.md", 0o644) == 0)
        }
        defer { try? FileIO.disk.remove(root) }
        #expect(report.diagnostics.map(\.description) == ["content/b.md:1:1: error: cannot read: not a regular file (a pipe, socket or device)"])
    }

    @Test func noContentFolderAtAllIsStillAnEmptyTimeline() throws {
        let (root, report) = try site { _ in }
        defer { try? FileIO.disk.remove(root) }
        #expect(report.succeeded)
        #expect(report.diagnostics.map(\.description) == ["tlsite: warning: no content/ folder: the timeline is empty"])
    }

    @Test func aPathLongerThanTheSystemAllowsIsNamed() throws {
        let name = String(repeating: "x", count: 250)
        let (root, report) = try site { site in
            try FileIO.disk.write(site + "/content/a.md", Data("---\ntitle: A\n---\n".utf8))
            // Made one folder at a time through folder descriptors, as only
            // relative paths can (no chdir: tests run in parallel).
            var folder = open(site + "/content", O_RDONLY | O_DIRECTORY)
            for _ in 0..<17 {
                #expect(mkdirat(folder, name, 0o755) == 0)
                let next = openat(folder, name, O_RDONLY | O_DIRECTORY)
                close(folder)
                folder = next
            }
            let file = openat(folder, "deep.md", O_WRONLY | O_CREAT, 0o644)
            #expect(file >= 0)
            close(file)
            close(folder)
        }
        defer { _ = Process.run("/bin/rm", "-rf", root) }
        #expect(!report.succeeded)
        let message = try #require(report.diagnostics.first?.description)
        #expect(message.hasPrefix("content/" + name + "/"))
        #expect(message.contains(":1:1: error: cannot be read: its path is "))
        #expect(message.hasSuffix("longer than the system allows (4096); move it higher up or shorten its folder names"))
    }
}

extension Process {
    /// Runs a command and waits; for cleaning up what FileIO cannot reach.
    @discardableResult
    static func run(_ path: String, _ arguments: String...) -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        guard (try? process.run()) != nil else { return -1 }
        process.waitUntilExit()
        return process.terminationStatus
    }
}

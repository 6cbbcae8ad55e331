import Foundation
import Testing
import TLCore
@testable import TLImport

/// Where an import may write, on a real disk (symbolic links are real there).
struct ImportWriterTests {
    func folder() throws -> String {
        let path = NSTemporaryDirectory() + "tlsite-import-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path + "/site", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: path + "/outside", withIntermediateDirectories: true)
        return path
    }

    static let files = [TimelineImport.File(path: "content/a.md", text: "---\ntitle: A\n---\n", source: "event 1"),
                        TimelineImport.File(path: "content/era/b.md", text: "---\ntitle: B\n---\n", source: "event 2")]

    @Test func writesWholeFilesAndNothingElse() throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let (written, diagnostics) = ImportWriter.write(Self.files, site: root + "/site", force: false, io: .disk)
        #expect(diagnostics.isEmpty && written == ["content/a.md", "content/era/b.md"])
        #expect(try String(contentsOfFile: root + "/site/content/era/b.md", encoding: .utf8) == "---\ntitle: B\n---\n")
        // No temporary file is left beside them.
        #expect(try FileManager.default.contentsOfDirectory(atPath: root + "/site/content").sorted() == ["a.md", "era"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: root + "/site/content/era") == ["b.md"])
    }

    @Test func aLinkOutOfTheSiteIsRefused() throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createSymbolicLink(atPath: root + "/site/content", withDestinationPath: root + "/outside")
        let (written, diagnostics) = ImportWriter.write(Self.files, site: root + "/site", force: true, io: .disk)
        #expect(written.isEmpty)
        #expect(diagnostics.count == 2 && diagnostics.allSatisfy { $0.message.contains("leads out of the site (a symbolic link to") })
        #expect(try FileManager.default.contentsOfDirectory(atPath: root + "/outside").isEmpty)
    }

    @Test func aLinkOrAFolderInTheWayIsRefusedEvenWithForce() throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(atPath: root + "/site/content/era/b.md", withIntermediateDirectories: true)
        try "mine".write(toFile: root + "/outside/x", atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: root + "/site/content/a.md", withDestinationPath: root + "/outside/x")
        let (written, diagnostics) = ImportWriter.write(Self.files, site: root + "/site", force: true, io: .disk)
        #expect(written.isEmpty)
        #expect(diagnostics.map(\.message) == ["event 1: content/a.md is a symbolic link; tlsite writes no file through one; nothing was written",
                                               "event 2: a folder is in the way of content/era/b.md; nothing was written"])
        #expect(try String(contentsOfFile: root + "/outside/x", encoding: .utf8) == "mine")
    }

    @Test(arguments: ["../x.md", "content/../../x.md", "/etc/x.md", "content/.hidden.md", "content//x.md"])
    func pathsOutOfTheSiteAreRefused(_ path: String) {
        let (io, store) = FileIO.memory()
        let (written, diagnostics) = ImportWriter.write([.init(path: path, text: "x", source: "event 1")], site: "/site", force: true, io: io)
        #expect(written.isEmpty && store.snapshot.isEmpty)
        #expect(diagnostics.map(\.message) == ["event 1: the path leads out of the site; nothing was written"])
    }

    @Test func anExistingFileStopsEverythingWithoutForce() {
        let (io, store) = FileIO.memory(["/site/content/era/b.md": "mine"])
        let (written, diagnostics) = ImportWriter.write(Self.files, site: "/site", force: false, io: io)
        #expect(written.isEmpty && store.text("/site/content/a.md") == nil && store.text("/site/content/era/b.md") == "mine")
        #expect(diagnostics.map(\.description) == ["content/era/b.md:1:1: error: event 2: content/era/b.md exists already; --force replaces it (nothing was written)"])
    }
}

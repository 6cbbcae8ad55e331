import Foundation
import Testing
import TLCore
import TLSite

/// The output's safety on a real disk: what only the kernel can refuse.
struct OutputDiskTests {
    /// A temporary folder holding a small site in `site/`.
    func makeSite() throws -> String {
        var template = Array((NSTemporaryDirectory() + "/tlsite-disk-XXXXXX").utf8CString)
        let root = (String(cString: try #require(mkdtemp(&template))) as NSString).standardizingPath
        try FileIO.disk.write(root + "/site/tlsite.yml", Data("title: T\n".utf8))
        try FileIO.disk.write(root + "/site/content/a.md", Data("---\ntitle: A\n---\nBody.\n".utf8))
        return root
    }

    func build(_ site: String) -> BuildReport { Build(BuildOptions(site: site), io: .disk).run() }

    static func chattr(_ flag: String, _ path: String) -> Bool {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/chattr")
        process.arguments = [flag, path]
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return false }
        process.waitUntilExit()
        return process.terminationStatus == 0
    }

    /// An immutable file in the old output stands for files the build may
    /// not remove (tests run as root, which ignores read-only modes).
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/chattr")))
    func anOldOutputThatCannotBeRemoved() throws {
        let root = try makeSite()
        defer { try? FileIO.disk.remove(root) }
        let site = root + "/site"
        #expect(build(site).succeeded)
        let stuck = site + "/public/a/index.html"
        guard OutputDiskTests.chattr("+i", stuck) else { return } // the file system has no immutable files
        try FileIO.disk.write(site + "/content/a.md", Data("---\ntitle: Changed\n---\nBody.\n".utf8))
        let report = build(site)
        let leftover = try FileIO.disk.list(site).map(\.name).filter { $0.hasPrefix(".public.tlsite-") }
        #expect(leftover.count == 1)
        if let name = leftover.first { _ = OutputDiskTests.chattr("-i", site + "/" + name + "/a/index.html") }
        _ = OutputDiskTests.chattr("-i", stuck)
        #expect(report.succeeded)
        #expect(report.diagnostics.map(\.message).contains {
            $0.hasPrefix("the new site is published in \(site)/public, but the previous output, moved aside to \(site)/.public.tlsite-staging-")
                && $0.hasSuffix("/a/index.html: cannot remove: Operation not permitted; the next build removes it once it can")
        })
        #expect(try String(contentsOfFile: site + "/public/a/index.html", encoding: .utf8).contains("Changed"))
        // Permissions fixed: the next build cleans up by itself.
        let next = build(site)
        #expect(next.succeeded && next.diagnostics.isEmpty, "\(next.diagnostics)")
        #expect(try FileIO.disk.list(site).map(\.name).sorted() == ["content", "public", "tlsite.yml"])
    }

    /// Older versions left `.public.lock` in the site, root-owned after a
    /// `sudo tlsite build`; that file is no obstacle, and the lock file of
    /// this version is gone once the build is done.
    @Test func noLockFileIsLeftAndAnOldOneIsNoObstacle() throws {
        let root = try makeSite()
        defer { try? FileIO.disk.remove(root) }
        let site = root + "/site"
        try FileIO.disk.makeDirectory(site + "/.public.lock")
        #expect(build(site).succeeded)
        try FileIO.disk.remove(site + "/.public.lock")
        #expect(build(site).succeeded)
        #expect(try FileIO.disk.list(site).map(\.name) == ["content", "public", "tlsite.yml"])
    }

    /// A lock file that cannot be opened (tests run as root, so a folder
    /// stands for a file owned by another user): the real cause, not
    /// "another build is writing".
    @Test func aLockFileThatCannotBeOpenedSaysWhy() throws {
        let root = try makeSite()
        defer { try? FileIO.disk.remove(root) }
        let site = root + "/site"
        try FileIO.disk.makeDirectory(site + "/.public.tlsite-lock")
        let report = build(site)
        #expect(report.diagnostics.map(\.description) == [
            "tlsite: error: cannot take the lock that keeps two builds from writing \(site)/public at once: "
                + "\(site)/.public.tlsite-lock: cannot open the lock file: Is a directory",
        ])
        #expect(throws: FileError.self) { try FileIO.disk.lock("/nonexistent-\(getpid())/x.lock") }
    }

    @Test func aLockHeldByALiveBuildIsTheOnlyBusyCase() throws {
        let root = try makeSite()
        defer { try? FileIO.disk.remove(root) }
        let site = root + "/site"
        let held = try #require(try FileIO.disk.lock(site + "/.public.tlsite-lock"))
        #expect(build(site).diagnostics.map(\.message) == ["another tlsite build is writing \(site)/public; try again when it has finished"])
        held()
        #expect(FileIO.disk.kind(site + "/.public.tlsite-lock") == .missing)
        #expect(build(site).succeeded)
        // A lock file a killed build left (no process holds it) is taken and removed.
        try FileIO.disk.write(site + "/.public.tlsite-lock", Data())
        #expect(build(site).succeeded)
        #expect(FileIO.disk.kind(site + "/.public.tlsite-lock") == .missing)
    }

    @Test func aForeignFolderOnDiskIsLeftAlone() throws {
        let root = try makeSite()
        defer { try? FileIO.disk.remove(root) }
        try FileIO.disk.write(root + "/mine/notes.txt", Data("keep\n".utf8))
        try FileIO.disk.write(root + "/repo/.git/HEAD", Data("ref\n".utf8))
        var options = BuildOptions(site: root + "/site")
        for output in [root + "/mine", root + "/repo", root + "/mine/notes.txt", root] {
            options.output = output
            #expect(!Build(options, io: .disk).run().succeeded, "\(output)")
        }
        #expect(try String(contentsOfFile: root + "/mine/notes.txt", encoding: .utf8) == "keep\n")
        #expect(try String(contentsOfFile: root + "/repo/.git/HEAD", encoding: .utf8) == "ref\n")
        #expect(try FileIO.disk.list(root).map(\.name) == ["mine", "repo", "site"])
    }

    /// Files are copied in pieces: a large one arrives whole, and a failure
    /// names the side that failed.
    @Test func copyingInPieces() throws {
        let root = try makeSite()
        defer { try? FileIO.disk.remove(root) }
        let bytes = Data((0..<3_500_000).map { UInt8(truncatingIfNeeded: $0 &* 31) })
        try FileIO.disk.write(root + "/big.bin", bytes)
        try FileIO.disk.copy(root + "/big.bin", root + "/out/deep/big.bin")
        #expect(try FileIO.disk.read(root + "/out/deep/big.bin") == bytes)
        do { try FileIO.disk.copy(root + "/gone.bin", root + "/out/x.bin"); Issue.record("copied a missing file") } catch let error as FileError {
            #expect(error.path == root + "/gone.bin" && error.reason == "cannot read: No such file or directory")
        }
    }

    @Test func failuresNameThePathAndTheReason() throws {
        #expect(throws: FileError.self) { try FileIO.disk.list("/nonexistent-\(getpid())") }
        do { _ = try FileIO.disk.list("/nonexistent-\(getpid())") } catch let error as FileError {
            #expect(error.description == "/nonexistent-\(getpid()): cannot list the folder: No such file or directory")
        }
    }

    // MARK: The manifest on disk (issue 26)

    func options(_ root: String, output: String, force: Bool = false) -> BuildOptions {
        var options = BuildOptions(site: root + "/site")
        options.output = output
        options.force = force
        options.currentDirectory = root + "/cwd/sub"
        options.home = root + "/home"
        return options
    }

    /// A marker that is a symbolic link to a real marker covers nothing.
    @Test func aMarkerThatIsALinkCoversNothing() throws {
        let root = try makeSite()
        defer { try? FileIO.disk.remove(root) }
        #expect(build(root + "/site").succeeded)
        try FileIO.disk.write(root + "/www/precious.txt", Data("mine\n".utf8))
        #expect(symlink(root + "/site/public/.tlsite-output", root + "/www/.tlsite-output") == 0)
        let report = Build(options(root, output: root + "/www"), io: .disk).run()
        #expect(report.diagnostics.first?.message.hasPrefix("the output folder \(root)/www holds what tlsite did not write (its .tlsite-output is a symbolic link, not the file tlsite writes): "
            + ".tlsite-output (a symbolic link), precious.txt (2 entries);") == true, "\(report.diagnostics)")
        #expect(try String(contentsOfFile: root + "/www/precious.txt", encoding: .utf8) == "mine\n")
    }

    /// A repository deep below the output is found without following links,
    /// and `--force` leaves it, and what links lead to, alone.
    @Test func aNestedRepositoryOnDiskIsNeverDeleted() throws {
        let root = try makeSite()
        defer { try? FileIO.disk.remove(root) }
        #expect(build(root + "/site").succeeded)
        try FileIO.disk.write(root + "/site/public/vendor/lib/.git/HEAD", Data("ref: refs/heads/main\n".utf8))
        for force in [false, true] {
            let report = Build(options(root, output: root + "/site/public", force: force), io: .disk).run()
            #expect(report.diagnostics.first?.message.hasPrefix("the output folder public holds a git repository at vendor/lib/.git;") == true, "\(report.diagnostics)")
        }
        #expect(FileIO.disk.kind(root + "/site/public/vendor/lib/.git/HEAD") == .file)
    }

    @Test func forceDeletesLinksNeverWhatTheyLeadTo() throws {
        let root = try makeSite()
        defer { try? FileIO.disk.remove(root) }
        try FileIO.disk.write(root + "/elsewhere/keep.txt", Data("keep\n".utf8))
        try FileIO.disk.write(root + "/elsewhere/repo/.git/HEAD", Data("ref\n".utf8))
        try FileIO.disk.write(root + "/www/old.txt", Data("x\n".utf8))
        #expect(symlink(root + "/elsewhere", root + "/www/link") == 0)
        let refused = Build(options(root, output: root + "/www"), io: .disk).run()
        #expect(refused.diagnostics.first?.message.contains("link (a symbolic link), old.txt (2 entries)") == true, "\(refused.diagnostics)")
        // The repository behind the link is not below the output: --force replaces the folder, the link goes, its target stays.
        let forced = Build(options(root, output: root + "/www", force: true), io: .disk).run()
        #expect(forced.succeeded, "\(forced.diagnostics)")
        #expect(FileIO.disk.kind(root + "/www/link") == .missing && FileIO.disk.kind(root + "/www/index.html") == .file)
        #expect(try String(contentsOfFile: root + "/elsewhere/keep.txt", encoding: .utf8) == "keep\n")
        #expect(FileIO.disk.kind(root + "/elsewhere/repo/.git/HEAD") == .file)
    }

    /// `-o` through a link to the home folder or the current folder is
    /// refused by where it leads, even with --force.
    @Test func protectedFoldersAreFoundThroughLinks() throws {
        let root = try makeSite()
        defer { try? FileIO.disk.remove(root) }
        try FileIO.disk.write(root + "/home/notes.txt", Data("mine\n".utf8))
        try FileIO.disk.write(root + "/cwd/sub/work.txt", Data("mine\n".utf8))
        #expect(symlink(root + "/home", root + "/to-home") == 0)
        #expect(symlink(root + "/cwd", root + "/to-cwd") == 0)
        for (output, what) in [("/to-home", "is your home folder"), ("/to-cwd", "contains the current folder"), ("/to-cwd/sub", "is the current folder")] {
            let report = Build(options(root, output: root + output, force: true), io: .disk).run()
            let message = report.diagnostics.first?.message ?? ""
            #expect(message.contains(" \(what)") && message.contains("not even with --force"), "\(report.diagnostics)")
        }
        #expect(FileIO.disk.kind(root + "/home/notes.txt") == .file && FileIO.disk.kind(root + "/cwd/sub/work.txt") == .file)
    }
}

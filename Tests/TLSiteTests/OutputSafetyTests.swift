import Foundation
import Testing
import TLCore
import TLSite

/// A build replaces only an output folder that tlsite wrote, and says
/// exactly what happened when the old output cannot be removed.
struct OutputSafetyTests {
    static let site = ["/site/tlsite.yml": "title: T\n", "/site/content/a.md": "---\ntitle: A\n---\nBody.\n"]

    func build(_ extra: [String: String], output: String? = nil, force: Bool = false) -> (BuildReport, MemoryFiles, FileIO) {
        let (io, store) = FileIO.memory(OutputSafetyTests.site.merging(extra) { _, new in new })
        var options = BuildOptions(site: "/site")
        options.output = output
        options.force = force
        return (Build(options, io: io).run(), store, io)
    }

    func errors(_ report: BuildReport) -> [String] { report.diagnostics.filter { $0.severity == .error }.map(\.description) }

    @Test func aBuildMarksItsOutputAndReplacesItNextTime() {
        let (first, store, io) = build([:])
        #expect(first.succeeded)
        #expect(store.text("/site/public/.tlsite-output")?.contains("written by tlsite") == true)
        #expect(Build(BuildOptions(site: "/site"), io: io).run().succeeded)
    }

    @Test func aFolderOfForeignFilesIsRefusedAndKept() {
        let (report, store, _) = build(["/work/notes/todo.txt": "mine", "/work/notes/sub/a.txt": "also mine"], output: "/work/notes")
        #expect(!report.succeeded)
        #expect(errors(report) == ["tlsite: error: the output folder /work/notes holds files tlsite did not write (it has no .tlsite-output file); "
            + "tlsite replaces its output folder whole, so it leaves this one alone: choose an empty or new folder with -o, "
            + "or pass --force to replace it and delete its 2 entries"])
        #expect(store.text("/work/notes/todo.txt") == "mine")
        #expect(store.text("/work/notes/sub/a.txt") == "also mine")
        #expect(store.text("/work/notes/index.html") == nil)
    }

    @Test func forceReplacesAFolderOfForeignFiles() {
        let (report, store, _) = build(["/work/notes/todo.txt": "mine"], output: "/work/notes", force: true)
        #expect(report.succeeded)
        #expect(store.text("/work/notes/todo.txt") == nil)
        #expect(store.text("/work/notes/index.html") != nil)
    }

    @Test func anEmptyOrNewFolderIsWritten() {
        let (io, store) = FileIO.memory(OutputSafetyTests.site)
        try? io.makeDirectory("/work/empty")
        var options = BuildOptions(site: "/site")
        options.output = "/work/empty"
        #expect(Build(options, io: io).run().succeeded)
        options.output = "/work/new"
        #expect(Build(options, io: io).run().succeeded)
        #expect(store.text("/work/empty/index.html") != nil && store.text("/work/new/index.html") != nil)
    }

    @Test(arguments: [false, true])
    func aFolderHoldingGitIsRefusedEvenWithForce(force: Bool) {
        let (report, store, _) = build(["/work/repo/.git/HEAD": "ref: refs/heads/main\n", "/work/repo/.tlsite-output": "x"],
                                       output: "/work/repo", force: force)
        #expect(!report.succeeded)
        #expect(errors(report).first?.contains("holds a .git repository") == true)
        #expect(store.text("/work/repo/.git/HEAD") == "ref: refs/heads/main\n")
    }

    @Test(arguments: [
        ("/site/tlsite.yml", "the output folder tlsite.yml is a file"),
        ("/site", "the output folder /site contains the site itself"),
        ("/", "the output folder / contains the site itself"),
        ("/site/.git", "the output folder .git is a .git folder or inside one"),
        ("/work/repo/.git/x", "the output folder /work/repo/.git/x is a .git folder or inside one"),
        ("/site/content/out", "the output folder content/out is inside content/"),
    ])
    func pathsThatAreNeverReplaced(output: String, message: String) {
        let (report, store, _) = build(["/site/.git/HEAD": "ref\n", "/work/repo/.git/x/y": "z"], output: output, force: true)
        #expect(!report.succeeded)
        #expect(errors(report).first?.hasPrefix("tlsite: error: " + message) == true, "\(errors(report))")
        #expect(store.text("/site/tlsite.yml") == "title: T\n")
        #expect(store.text("/site/.git/HEAD") == "ref\n")
    }

    @Test func checkWritesNothingSoAnyFolderWillDo() {
        let (io, _) = FileIO.memory(OutputSafetyTests.site.merging(["/site/public/mine.txt": "x"]) { a, _ in a })
        var options = BuildOptions(site: "/site")
        options.write = false
        #expect(Build(options, io: io).run().succeeded)
    }

    @Test func aLockThatCannotBeTakenSaysWhy() {
        let (io, store) = FileIO.memory(OutputSafetyTests.site)
        store.fail("/site/.public.tlsite-lock", "cannot open the lock file: Permission denied")
        let report = Build(BuildOptions(site: "/site"), io: io).run()
        #expect(!report.succeeded)
        #expect(errors(report) == ["tlsite: error: cannot take the lock that keeps two builds from writing /site/public at once: "
            + "/site/.public.tlsite-lock: cannot open the lock file: Permission denied"])
    }

    @Test func anOldOutputThatCannotBeRemovedIsReportedTruthfullyAndCleanedUpLater() throws {
        let (io, store) = FileIO.memory(OutputSafetyTests.site)
        #expect(Build(BuildOptions(site: "/site"), io: io).run().succeeded)
        store.fail("/site/public/index.html", "Operation not permitted")
        store.put("/site/content/a.md", "---\ntitle: New title\n---\nBody.\n")
        let report = Build(BuildOptions(site: "/site"), io: io).run()
        // The new site is in place: a warning, not "nothing was published".
        #expect(report.succeeded)
        #expect(store.text("/site/public/a/index.html")?.contains("New title") == true)
        let warning = try #require(report.diagnostics.first { $0.severity == .warning })
        #expect(warning.message.hasPrefix("the new site is published in /site/public, but the previous output, moved aside to /site/.public.tlsite-"))
        #expect(warning.message.contains("could not be removed: /site/.public.tlsite-"))
        #expect(warning.message.hasSuffix("/index.html: cannot remove: Operation not permitted; the next build removes it once it can"))
        let leftovers = { (try? io.list("/site"))?.filter { $0.name.hasPrefix(".public.tlsite-") } ?? [] }
        #expect(leftovers().count == 1)

        // Still stuck: the next build works and says so again.
        let stuck = Build(BuildOptions(site: "/site"), io: io).run()
        #expect(stuck.succeeded)
        #expect(stuck.diagnostics.map(\.message).contains { $0.hasPrefix("a folder left by an earlier build, /site/.public.tlsite-") })

        // Once the file can go, the next build removes the leftover by itself.
        let leftover = try #require(leftovers().first)
        store.fail("/site/" + leftover.name + "/index.html", nil)
        let fixed = Build(BuildOptions(site: "/site"), io: io).run()
        #expect(fixed.succeeded && fixed.diagnostics.isEmpty)
        #expect(leftovers().isEmpty)
    }

    /// Where paths cannot be exchanged, the old output is moved aside and
    /// the new one moved in; if that move fails, the old one is put back.
    @Test func withoutExchangeTheOldOutputIsPutBackWhenTheNewOneCannotMoveIn() throws {
        let failing = "/site/.public.tlsite-staging-\(getpid())"
        let (io, store) = FileIO.memory(OutputSafetyTests.site)
        #expect(Build(BuildOptions(site: "/site"), io: io).run().succeeded)
        let before = store.text("/site/public/a/index.html")
        store.fail(failing, "Invalid argument")
        store.put("/site/content/a.md", "---\ntitle: Second\n---\n")
        let refused = Build(BuildOptions(site: "/site"), io: io).run()
        #expect(!refused.succeeded)
        #expect(refused.diagnostics.first?.message.contains("cannot move to") == true, "\(refused.diagnostics)")
        #expect(store.text("/site/public/a/index.html") == before)
        #expect(!store.snapshot.keys.contains { $0.hasPrefix("/site/.public.tlsite-old-") })
        store.fail(failing, nil)
        #expect(Build(BuildOptions(site: "/site"), io: io).run().succeeded)
        #expect(store.text("/site/public/a/index.html")?.contains("Second") == true)
    }

    /// Only this output's own leftovers go: another output whose name starts
    /// the same, and its staging folder, are left alone.
    @Test func onlyThisOutputsLeftoversAreRemoved() {
        let (io, store) = FileIO.memory(OutputSafetyTests.site.merging([
            "/site/.public.tlsite-staging-1/index.html": "killed build",
            "/site/.public.tlsite-old-2-1/index.html": "stuck old output",
            "/site/.public.tlsite-x.tlsite-staging-3/index.html": "another output's build",
            "/site/public.tlsite-x/.tlsite-output": "another output",
        ]) { a, _ in a })
        #expect(Build(BuildOptions(site: "/site"), io: io).run().succeeded)
        let left = Set(store.snapshot.keys.filter { $0.hasPrefix("/site/.") || $0.hasPrefix("/site/public.") })
        #expect(left == ["/site/.public.tlsite-x.tlsite-staging-3/index.html", "/site/public.tlsite-x/.tlsite-output"])
    }
}

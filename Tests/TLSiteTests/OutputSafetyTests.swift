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
        #expect(errors(report) == ["tlsite: error: the output folder /work/notes holds what tlsite did not write (it has no .tlsite-output file): "
            + "sub/, todo.txt (2 entries); tlsite replaces its output folder whole, so it leaves this one alone: choose an empty or new folder with -o, "
            + "or pass --force to replace it and delete them"])
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
        #expect(errors(report).first?.contains("holds a git repository at .git;") == true, "\(errors(report))")
        #expect(store.text("/work/repo/.git/HEAD") == "ref: refs/heads/main\n")
    }

    @Test(arguments: [
        ("/site/tlsite.yml", "the output folder tlsite.yml is a file"),
        ("/site", "the output folder /site contains the site itself"),
        ("/", "the output folder / is the root of the file system"),
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

/// The manifest: a build replaces its output only while everything in it
/// is what the marker lists, never a repository at any depth, and never
/// `/`, the home folder, the current folder or what holds them, even with
/// `--force` (issue 26).
struct OutputManifestTests {
    func options(_ output: String? = nil, force: Bool = false) -> BuildOptions {
        var options = BuildOptions(site: "/site")
        options.output = output
        options.force = force
        options.currentDirectory = "/home/me/work/sub"
        options.home = "/home/me"
        return options
    }

    /// A site built once into /site/public.
    func built() -> (FileIO, MemoryFiles) {
        let (io, store) = FileIO.memory(OutputSafetyTests.site)
        #expect(Build(options(), io: io).run().succeeded)
        return (io, store)
    }

    func errors(_ report: BuildReport) -> [String] { report.diagnostics.filter { $0.severity == .error }.map(\.message) }

    @Test func theMarkerListsEveryFileTheBuildWroteAndTheSite() throws {
        let (_, store) = built()
        let written = store.snapshot.keys.filter { $0.hasPrefix("/site/public/") }.map { String($0.dropFirst("/site/public/".count)) }
        let marker = try #require(store.text("/site/public/.tlsite-output"))
        #expect(marker.contains("\nsite: /site\n"))
        #expect(marker.contains("\nfiles: \(written.count - 1)\n"))
        for file in written where file != ".tlsite-output" { #expect(marker.contains("\n" + file + "\n"), "\(file)") }
    }

    @Test(arguments: ["notes/.git/HEAD", "vendor/lib/.git/config", "deep/a/b/c/.git", "a/index.html.d/.git/x"])
    func aRepositoryAtAnyDepthIsNeverReplaced(planted: String) {
        let (io, store) = built()
        store.put("/site/public/" + planted, "mine")
        for force in [false, true] {
            let report = Build(options(force: force), io: io).run()
            #expect(!report.succeeded)
            let at = planted.components(separatedBy: "/.git").first! + "/.git"
            #expect(errors(report) == ["the output folder public holds a git repository at \(at); tlsite replaces its output folder whole and never deletes a repository, "
                + "not even with --force: choose another folder with -o, or move the repository out"])
            #expect(store.text("/site/public/" + planted) == "mine")
        }
    }

    @Test func aBareRepositoryBelowTheOutputIsNeverReplaced() {
        let (io, store) = built()
        store.put("/site/public/backup.git/HEAD", "ref: refs/heads/main\n")
        store.put("/site/public/backup.git/objects/info/packs", "")
        store.put("/site/public/backup.git/refs/heads/main", "0000\n")
        let report = Build(options(force: true), io: io).run()
        #expect(errors(report).first?.hasPrefix("the output folder public holds a git repository at backup.git;") == true, "\(errors(report))")
        #expect(store.text("/site/public/backup.git/HEAD") != nil)
    }

    /// `cp -r public/. www/`: the copied marker lists the site's files, not the user's.
    @Test func aCopiedMarkerCoversOnlyTheFilesItLists() {
        let (io, store) = built()
        for (path, data) in store.snapshot where path.hasPrefix("/site/public/") {
            store.put("/www/" + path.dropFirst("/site/public/".count), String(decoding: data, as: UTF8.self))
        }
        store.put("/www/precious.txt", "mine")
        store.put("/www/notes/today.md", "mine too")
        let report = Build(options("/www"), io: io).run()
        #expect(errors(report) == ["the output folder /www holds what tlsite did not write: notes/, precious.txt (2 entries), which its .tlsite-output does not list; "
            + "tlsite replaces its output folder whole, so it leaves this one alone: move them out, choose another folder with -o, "
            + "or pass --force to delete them with the old output"])
        #expect(store.text("/www/precious.txt") == "mine" && store.text("/www/notes/today.md") == "mine too")
        // Without the user's files, the copy is the site's output: replaced.
        store.put("/www/precious.txt", nil)
        store.put("/www/notes/today.md", nil)
        #expect(Build(options("/www"), io: io).run().succeeded)
    }

    @Test(arguments: [
        ("written by tlsite", "its .tlsite-output is a file of other text, not the file tlsite writes"),
        ("", "its .tlsite-output is a file of other text, not the file tlsite writes"),
        ("This folder was written by tlsite (tlsite build)\ntlsite-manifest: 1\nsite: /x\nfiles: 9\na\n", "its .tlsite-output is a file of other text, not the file tlsite writes"),
    ])
    func aPlantedMarkerCoversNothing(text: String, why: String) {
        let (io, store) = FileIO.memory(OutputSafetyTests.site.merging(["/www/.tlsite-output": text, "/www/precious.txt": "mine"]) { a, _ in a })
        let report = Build(options("/www"), io: io).run()
        #expect(errors(report).first?.hasPrefix("the output folder /www holds what tlsite did not write (\(why)): .tlsite-output, precious.txt (2 entries);") == true,
                "\(errors(report))")
        #expect(store.text("/www/precious.txt") == "mine")
    }

    @Test func aMarkerFolderCoversNothing() {
        let (io, store) = FileIO.memory(OutputSafetyTests.site.merging(["/www/.tlsite-output/x": "", "/www/precious.txt": "mine"]) { a, _ in a })
        let report = Build(options("/www"), io: io).run()
        #expect(errors(report).first?.hasPrefix("the output folder /www holds what tlsite did not write (its .tlsite-output is a folder, not the file tlsite writes): "
            + ".tlsite-output/, precious.txt (2 entries);") == true, "\(errors(report))")
        #expect(store.text("/www/precious.txt") == "mine")
    }

    /// An output of an older tlsite (a marker without a list) is refused
    /// once, with the way out; after one --force, builds go on as before.
    @Test func anOlderOutputIsRefusedOnceWithTheForceHint() {
        let (io, store) = FileIO.memory(OutputSafetyTests.site.merging([
            "/site/public/.tlsite-output": "This folder was written by tlsite (tlsite build), which replaces it whole\nat every build.\n",
            "/site/public/index.html": "OLD", "/site/public/a/index.html": "OLD",
        ]) { a, _ in a })
        let report = Build(options(), io: io).run()
        #expect(errors(report) == ["the output folder public was written by an older tlsite, whose .tlsite-output lists no files, so this one cannot tell its files from yours "
            + "(it holds a/, index.html (2 entries)); check that public holds nothing of yours, then replace it once with --force (tlsite build --force); later builds need no --force"])
        #expect(store.text("/site/public/index.html") == "OLD")
        #expect(Build(options(force: true), io: io).run().succeeded)
        #expect(Build(options(), io: io).run().succeeded)
    }

    @Test func atMostFiveForeignPathsAreNamed() {
        var files = OutputSafetyTests.site
        for name in ["a", "b", "c", "d", "e", "f", "g", "h", "i"] { files["/www/" + name + ".txt"] = "mine" }
        let (io, _) = FileIO.memory(files)
        let report = Build(options("/www"), io: io).run()
        #expect(errors(report).first?.contains("(it has no .tlsite-output file): a.txt, b.txt, c.txt, d.txt, e.txt and 4 more (9 entries);") == true, "\(errors(report))")
    }

    @Test func aFileTheManifestListsButThatIsGoneIsNoObstacle() {
        let (io, store) = built()
        store.put("/site/public/index.html", nil)
        #expect(Build(options(), io: io).run().succeeded)
        #expect(store.text("/site/public/index.html") != nil)
    }

    /// Folders no build replaces, whatever it is told.
    @Test(arguments: [
        ("/home/me", "is your home folder"),
        ("/home", "contains your home folder (/home/me)"),
        ("/home/me/work/sub", "is the current folder"),
        ("/home/me/work", "contains the current folder (/home/me/work/sub)"),
        ("/", "is the root of the file system"),
    ])
    func neverReplacedEvenWithForce(output: String, what: String) {
        let (io, store) = FileIO.memory(OutputSafetyTests.site.merging(["/home/me/work/sub/mine.txt": "mine"]) { a, _ in a })
        for force in [false, true] {
            let report = Build(options(output, force: force), io: io).run()
            #expect(!report.succeeded)
            #expect(errors(report).first?.hasPrefix("the output folder \(output) \(what); tlsite replaces its output folder whole, so it never writes there, not even with --force") == true,
                    "\(errors(report))")
        }
        #expect(store.text("/home/me/work/sub/mine.txt") == "mine")
    }

    @Test func theCurrentFoldersAncestorIsNeverReplaced() {
        var options = options("/x", force: true)
        options.currentDirectory = "/x/sub"
        options.home = "/root"
        let (io, store) = FileIO.memory(OutputSafetyTests.site.merging(["/x/sub/mine.txt": "mine"]) { a, _ in a })
        let report = Build(options, io: io).run()
        #expect(errors(report).first?.hasPrefix("the output folder /x contains the current folder (/x/sub);") == true, "\(errors(report))")
        #expect(store.text("/x/sub/mine.txt") == "mine")
    }

    @Test func theSitesAncestorIsNeverReplaced() {
        var options = BuildOptions(site: "/srv/sites/blog")
        options.output = "/srv"
        options.force = true
        let (io, store) = FileIO.memory(["/srv/sites/blog/tlsite.yml": "title: T\n", "/srv/other.txt": "mine"])
        let report = Build(options, io: io).run()
        #expect(errors(report).first?.hasPrefix("the output folder /srv contains the site itself;") == true, "\(errors(report))")
        #expect(store.text("/srv/other.txt") == "mine")
    }

    /// `tlsite serve`'s session checks its folder the same way.
    @Test func aSessionRefusesAForeignFolderToo() {
        let (io, store) = FileIO.memory(OutputSafetyTests.site.merging(["/site/public/precious.txt": "mine"]) { a, _ in a })
        let report = Session(options(), io: io).buildAll()
        #expect(!report.succeeded)
        #expect(errors(report).first?.hasPrefix("the output folder public holds what tlsite did not write (it has no .tlsite-output file): precious.txt;") == true,
                "\(errors(report))")
        #expect(store.text("/site/public/precious.txt") == "mine")
    }

    /// A session that takes over a folder a build wrote removes the old
    /// output's files it does not write, so its manifest stays whole.
    @Test func aSessionKeepsTheManifestWhole() throws {
        let (io, store) = built()
        store.put("/site/content/a.md", nil)
        store.put("/site/content/b.md", "---\ntitle: B\n---\nBody.\n")
        let session = Session(options(), io: io)
        #expect(session.buildAll().succeeded)
        #expect(store.text("/site/public/a/index.html") == nil)
        let marker = try #require(store.text("/site/public/.tlsite-output"))
        #expect(marker.contains("\nb/index.html\n") && !marker.contains("\na/index.html\n"))
        #expect(Build(options(), io: io).run().succeeded)
    }

    /// A large output is walked in pieces; what any piece finds is reported.
    @Test func aLargeOutputIsWalkedWhole() {
        var files = OutputSafetyTests.site
        let listed = (0..<700).map { String(format: "p%03d/index.html", $0) }
        for path in listed { files["/www/" + path] = "" }
        files["/www/.tlsite-output"] = OutputManifest(site: "/site", files: listed).text
        let (io, store) = FileIO.memory(files.merging(["/www/p100/extra.txt": "mine", "/www/p650/extra.txt": "mine"]) { a, _ in a })
        let report = Build(options("/www"), io: io).run()
        #expect(errors(report).first?.hasPrefix("the output folder /www holds what tlsite did not write: p100/extra.txt, p650/extra.txt (2 entries),") == true, "\(errors(report))")
        store.put("/www/p100/extra.txt", nil)
        store.put("/www/p650/extra.txt", nil)
        store.put("/www/p699/sub/.git/HEAD", "x")
        #expect(errors(Build(options("/www", force: true), io: io).run()).first?.hasPrefix("the output folder /www holds a git repository at p699/sub/.git;") == true)
        store.put("/www/p699/sub/.git/HEAD", nil)
        #expect(Build(options("/www"), io: io).run().succeeded)
    }

    @Test func namesWithLineBreaksSurviveTheManifest() {
        // "\r\n" is one Character, equal to neither "\r" nor "\n": it was written unescaped, a line break in the manifest.
        let manifest = OutputManifest(site: "/s\\x", files: ["a\nb.png", "c\\d", "e\r\nf.txt", "g\th", "plain.html"])
        #expect(!manifest.text.contains("e\r\nf"))
        let (io, store) = FileIO.memory(["/o/.tlsite-output": manifest.text, "/o/a\nb.png": "", "/o/c\\d": "", "/o/e\r\nf.txt": "",
                                         "/o/g\th": "", "/o/plain.html": "", "/site/tlsite.yml": "title: T\n"])
        #expect(Build(options("/o"), io: io).run().succeeded)
        #expect(store.text("/o/plain.html") == nil)
        #expect(store.text("/o/e\r\nf.txt") == nil && store.text("/o/g\th") == nil)
    }
}

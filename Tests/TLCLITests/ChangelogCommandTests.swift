import Foundation
import Testing
import TLCore
import TLContent
@testable import TLCLI

struct ChangelogCommandTests {
    static let ownChangelog = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../CHANGELOG.md").standardized

    /// tlsite publishes its own CHANGELOG.md: one article per release and one
    /// entry per top-level list item, counted here without the reader.
    @Test func tlsitesOwnChangelogBecomesASite() throws {
        let text = try String(contentsOf: ChangelogCommandTests.ownChangelog, encoding: .utf8)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let releases = lines.filter { $0.hasPrefix("## ") }.count
        let entries = lines.drop { !$0.hasPrefix("## ") }.filter { $0.hasPrefix("- ") || $0.hasPrefix("* ") }.count
        #expect(releases >= 1 && entries >= 10)

        let (code, console, store) = CLITests().run(["changelog", "CHANGELOG.md"], files: ["/work/CHANGELOG.md": text])
        #expect(code == 0, "\(console.stderr)")
        #expect(console.stderr.isEmpty, "tlsite's own changelog reads without a warning: \(console.stderr)")
        let summary = console.stdout.split(separator: "\n").map(String.init)
        #expect(summary.count == 3 && summary[0].hasPrefix("Built ") && summary[0].contains("from \(releases) release")
                && summary[0].hasSuffix("into changelog-site"), "\(summary)")
        let index = try #require(store.snapshot["/work/changelog-site/search.json"])
        #expect(summary.last == "Not written: feed.xml, feed.json and sitemap.xml, which need the site's full address (no baseURL is set); set --base-url https://example.org/")
        #expect(summary[1] == "Search index: search.json, \(String(format: "%.1f", Double(index.count) / 1024)) KB (\(index.count) bytes)")
        let home = try #require(store.text("/work/changelog-site/index.html"))
        #expect(home.components(separatedBy: "<article class=\"tl-bubble tl-kind-release\"").count - 1 == releases)
        #expect(home.components(separatedBy: "<li class=\"tl-change").count - 1 == entries)
        #expect(home.contains("<title>Changelog</title>"))
        #expect(store.text("/work/changelog-site/unreleased/index.html") != nil)
    }

    @Test func optionsReachTheSite() throws {
        let (code, console, store) = CLITests().run(
            ["changelog", "docs/CHANGES.md", "-o", "site", "--title", "Releases <b>", "--base-url", "https://example.org/x", "--theme", "dark"],
            files: ["/work/docs/CHANGES.md": "## 1.0.0 - 2024-01-01\n- one\n"])
        #expect(code == 0, "\(console.stderr)")
        let home = try #require(store.text("/work/site/index.html"))
        #expect(home.contains("<title>Releases &lt;b&gt;</title>"))
        #expect(home.contains("<link rel=canonical href=\"https://example.org/x/\">"))
        #expect(store.text("/work/site/1.0.0/index.html") != nil)
    }

    /// `--language` speaks the changelog site in another language: tlsite's
    /// words from the catalogue, dates by the language, right to left for Arabic.
    @Test func languageReachesWordsDatesAndDirection() throws {
        let text = "## [Unreleased]\n- soon\n\n## 1.0.0 - 2024-05-01\n### Added\n- one\n"
        let (code, console, store) = CLITests().run(["changelog", "CHANGELOG.md", "--language", "fr"], files: ["/work/CHANGELOG.md": text])
        #expect(code == 0, "\(console.stderr)")
        let home = try #require(store.text("/work/changelog-site/index.html"))
        #expect(home.contains("<html lang=fr>"))
        #expect(home.contains("Non publiée") && home.contains("Dernière") && home.contains("Ajouts"))
        #expect(home.contains("1 mai 2024"))
        #expect(!home.contains(">Latest<") && !home.contains("Unreleased<"))

        let (arabic, arabicConsole, arabicStore) = CLITests().run(["changelog", "CHANGELOG.md", "--language", "ar"], files: ["/work/CHANGELOG.md": text])
        #expect(arabic == 0, "\(arabicConsole.stderr)")
        #expect(try #require(arabicStore.text("/work/changelog-site/index.html")).contains("<html dir=\"rtl\" lang=ar>"))

        let (unknown, unknownConsole, unknownStore) = CLITests().run(["changelog", "CHANGELOG.md", "--language", "qq"], files: ["/work/CHANGELOG.md": text])
        #expect(unknown == 0)
        #expect(unknownConsole.stderr.contains("warning: unknown language 'qq'"), "\(unknownConsole.stderr)")
        #expect(try #require(unknownStore.text("/work/changelog-site/index.html")).contains("Latest"))
    }

    /// References and relative links point at `--repository`, else at the
    /// repository of the changelog's compare links.
    @Test func referencesLinkToTheRepository() throws {
        let text = "## [1.0.0] - 2024-01-01\n- Fix #12 by @octo, see [the guide](./docs/x.md) and `#13`.\n\n"
            + "[1.0.0]: https://github.com/acme/rocket/compare/v0.9.0...v1.0.0\n"
        let (code, console, store) = CLITests().run(["changelog", "CHANGELOG.md", "-o", "site"], files: ["/work/CHANGELOG.md": text])
        #expect(code == 0, "\(console.stderr)")
        let home = try #require(store.text("/work/site/index.html"))
        #expect(home.contains("<a href=\"https://github.com/acme/rocket/issues/12\">#12</a>"))
        #expect(home.contains("<a href=\"https://github.com/octo\">@octo</a>"))
        #expect(home.contains("<a href=\"https://github.com/acme/rocket/blob/HEAD/docs/x.md\">the guide</a>"))
        #expect(home.contains("<code>#13</code>"))

        let (gitlabCode, gitlabConsole, gitlabStore) = CLITests().run(
            ["changelog", "CHANGELOG.md", "-o", "site", "--repository", "https://gitlab.com/group/project"], files: ["/work/CHANGELOG.md": text])
        #expect(gitlabCode == 0, "\(gitlabConsole.stderr)")
        let gitlabHome = try #require(gitlabStore.text("/work/site/index.html"))
        #expect(gitlabHome.contains("<a href=\"https://gitlab.com/group/project/-/issues/12\">#12</a>"))
        #expect(gitlabHome.contains("https://gitlab.com/group/project/-/blob/HEAD/docs/x.md"))
    }

    @Test(arguments: [
        (["changelog", "a.md", "--repository", "acme/rocket"], 2, "tlsite: error: --repository needs a repository's web address like https://github.com/OWNER/NAME, not 'acme/rocket'"),
        (["changelog"], 2, "tlsite: error: changelog needs a file"),
        (["changelog", "a.md", "b.md"], 1, "tlsite: error: no changelog file at b.md"),
        (["changelog", "a.md", "--theme", "../x"], 2, "tlsite: error: --theme needs a theme name"),
        (["changelog", "a.md", "--titel", "x"], 2, "tlsite: error: unknown option --titel (did you mean --title?)"),
        (["changelog", "a.md", "--language", "french!"], 2, "tlsite: error: --language needs a language tag like en, fr or pt-BR, not 'french!'"),
        (["changelog", "missing.md"], 1, "tlsite: error: no changelog file at missing.md"),
        (["changelog", "notes.md"], 1, "notes.md:1:1: error: this is not a changelog"),
        (["changelog", "a.md", "-o", "."], 1, "tlsite: error: the output folder /work contains the site itself"),
        (["changelog", "a.md", "--tag-pattern", "^v"], 2, "tlsite: error: --tag-pattern goes with --git"),
        (["changelog", "a.md", "--separate-prereleases"], 2, "tlsite: error: --separate-prereleases goes with --git"),
        (["changelog", "--git", "--tag-pattern", "(["], 2, "tlsite: error: --tag-pattern needs a regular expression, not '(['"),
    ] as [([String], Int32, String)])
    func mistakesAreReported(_ arguments: [String], _ code: Int32, _ message: String) {
        let (exit, console, _) = CLITests().run(arguments, files: ["/work/a.md": "## 1.0.0\n- a\n", "/work/notes.md": "# Notes\n\nText.\n"])
        #expect(exit == code)
        #expect(console.stderr.contains(message), "\(console.stderr)")
    }

    @Test func aFailedFirstBuildDoesNotClaimAnOutputItNeverHad() {
        let (_, first, _) = CLITests().run(["changelog", "missing.md"])
        #expect(first.stderr.hasSuffix("tlsite: 1 error; nothing was published"), "\(first.stderr)")
        let (_, again, _) = CLITests().run(["changelog", "missing.md"], files: ["/work/changelog-site/index.html": "old"])
        #expect(again.stderr.hasSuffix("tlsite: 1 error; nothing was published, the previous output is untouched"), "\(again.stderr)")
    }

    @Test func helpDescribesTheCommand() {
        let (code, console, _) = CLITests().run(["help", "changelog"])
        #expect(code == 0)
        #expect(console.stdout.hasPrefix("usage: tlsite changelog CHANGELOG.md... [-o DIR] [--force] [--title T] [--base-url URL] [--theme T]"))
        #expect(CLITests().run(["--help"]).1.stdout.contains("changelog FILE"))
    }
}

/// `tlsite changelog --git --write FILE`.
struct ChangelogWriteCommandTests {
    /// A repository with one tag and one commit after it, removed at the end of `body`.
    func withRepository(_ body: (String) throws -> Void) throws {
        let repo = FileManager.default.temporaryDirectory.appendingPathComponent("tlsite-cli-write-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: repo) }
        try FileManager.default.createDirectory(atPath: repo, withIntermediateDirectories: true)
        let git = GitHistory.runner(in: repo)
        for arguments in [["init", "-q"], ["config", "user.name", "Ada"], ["config", "user.email", "ada@example.org"],
                          ["commit", "-q", "--allow-empty", "-m", "feat: first"], ["tag", "v1.0.0"],
                          ["commit", "-q", "--allow-empty", "-m", "fix: second"]] {
            if case .failure(let failure) = git(arguments) { throw failure }
        }
        try body(repo)
    }

    @Test func writesAKeepAChangelogFile() throws {
        try withRepository { repo in
            let (code, console, store) = CLITests().run(["changelog", "--git", repo, "--write", "CHANGELOG.md"])
            #expect(code == 0, "\(console.stderr)")
            #expect(console.stdout == "Wrote CHANGELOG.md: 2 releases from git, 0 releases kept as written")
            let text = try #require(store.text("/work/CHANGELOG.md"))
            #expect(text.contains("## [Unreleased]\n\n### Fixed\n\n- second "))
            #expect(text.contains("## [1.0.0] - "))
            // Nothing but the file: no site, no temporary file left beside it.
            #expect(store.snapshot.keys.sorted() == ["/work/CHANGELOG.md"])

            // Again, over a file edited by hand: the release keeps its words.
            let edited = text.replacingOccurrences(of: "- first ", with: "- The very first feature. ")
            let (again, againConsole, againStore) = CLITests().run(["changelog", "--git", repo, "--write", "CHANGELOG.md"],
                                                                   files: ["/work/CHANGELOG.md": edited])
            #expect(again == 0, "\(againConsole.stderr)")
            #expect(againConsole.stdout == "Wrote CHANGELOG.md: 1 release from git, 1 release kept as written")
            #expect(againStore.text("/work/CHANGELOG.md") == edited)
        }
    }

    /// A file that is no changelog stays as it was, with a located reason; --force replaces it.
    @Test func refusesToReplaceWhatIsNoChangelog() throws {
        try withRepository { repo in
            let readme = "# My project\n\nSome words.\n"
            let (code, console, store) = CLITests().run(["changelog", "--git", repo, "--write", "README.md"], files: ["/work/README.md": readme])
            #expect(code == 1)
            #expect(console.stderr.hasPrefix("README.md:1:1: error: this is not a changelog: its one heading names no version; "))
            #expect(console.stderr.contains("--write does not replace a file that is no changelog (--force does)"))
            #expect(console.stderr.hasSuffix("tlsite: 1 error; README.md is untouched"))
            #expect(store.text("/work/README.md") == readme)

            let (binary, binaryConsole, binaryStore) = CLITests().run(["changelog", "--git", repo, "--write", "NOTES.md"],
                                                                      files: ["/work/NOTES.md": "a\nb\u{0}c\n"])
            #expect(binary == 1)
            #expect(binaryConsole.stderr.hasPrefix("NOTES.md:2:2: error: the file contains a NUL byte; --write does not replace"))
            #expect(binaryStore.text("/work/NOTES.md") == "a\nb\u{0}c\n")

            let (forced, forcedConsole, forcedStore) = CLITests().run(["changelog", "--git", repo, "--write", "README.md", "--force"],
                                                                      files: ["/work/README.md": readme])
            #expect(forced == 0, "\(forcedConsole.stderr)")
            #expect(forcedStore.text("/work/README.md")?.hasPrefix("# Changelog\n") == true)
        }
    }

    @Test(arguments: [
        (["changelog", "CHANGELOG.md", "--write", "X.md"], "--write goes with --git: tlsite changelog --git --write CHANGELOG.md"),
        (["changelog", "--git", "--write", "X.md", "-o", "site"], "--write writes a file, not a site; --output does not apply"),
        (["changelog", "--git", "--write", "X.md", "--title", "T"], "--write writes a file, not a site; --title does not apply"),
    ])
    func wrongCombinations(_ arguments: [String], _ message: String) {
        let (code, console, _) = CLITests().run(arguments)
        #expect(code == 2)
        #expect(console.stderr.hasPrefix("tlsite: error: " + message))
    }

    @Test func aFolderIsNoFile() {
        let (code, console, _) = CLITests().run(["changelog", "--git", "--write", "docs"], files: ["/work/docs/a.md": "x"])
        #expect(code == 1)
        #expect(console.stderr.hasPrefix("docs:1:1: error: docs is a folder; --write needs a file"))
    }
}

/// People in `tlsite changelog`: data/people.yml beside the file.
struct ChangelogPeopleCommandTests {
    @Test func mentionsAreTheClusterWithPeopleYml() throws {
        let text = "## [1.0.0] - 2024-01-01\n### Fixed\n- A crash, thanks @ada and @octo.\n"
        let (code, console, store) = CLITests().run(["changelog", "CHANGELOG.md", "-o", "site"], files: [
            "/work/CHANGELOG.md": text,
            "/work/data/people.yml": "ada: { name: Ada Lovelace, image: 'https://example.org/ada.png' }\n",
        ])
        #expect(code == 0, "\(console.stderr)")
        let home = try #require(store.text("/work/site/index.html"))
        #expect(home.contains("<span>With Ada Lovelace and octo.</span>"))
        #expect(home.contains("<img src=\"https://example.org/ada.png\" alt=\"\">"))
        // Each person has a page listing the releases they are in.
        #expect(store.text("/work/site/people/ada/index.html")?.contains("1.0.0") == true)
    }

    /// A mention links to the forge's profile, or to the person's own `url:` when people.yml gives one.
    @Test func mentionsLinkToThePerson() throws {
        let text = "## [1.0.0] - 2024-01-01\n### Fixed\n- A crash, thanks @ada and @octo.\n"
        let (code, console, store) = CLITests().run(["changelog", "CHANGELOG.md", "-o", "site", "--repository", "https://github.com/acme/rocket"], files: [
            "/work/CHANGELOG.md": text,
            "/work/data/people.yml": "ada: { name: Ada Lovelace, url: 'https://example.org/ada/' }\n",
        ])
        #expect(code == 0, "\(console.stderr)")
        let home = try #require(store.text("/work/site/index.html"))
        #expect(home.contains("thanks <a href=\"https://example.org/ada/\">@ada</a> and <a href=\"https://github.com/octo\">@octo</a>."))
    }
}

/// `tlsite changelog packages/*/CHANGELOG.md`: a monorepo's site, on the
/// three packages of Tests/TLSiteTests/Fixtures/monorepo.
struct MonorepoCommandTests {
    static let packages = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../TLSiteTests/Fixtures/monorepo/site/packages").standardized

    static func files() throws -> [String: String] {
        var files: [String: String] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: packages.path) {
            files["/work/packages/\(name)/CHANGELOG.md"] = try String(contentsOf: packages.appendingPathComponent("\(name)/CHANGELOG.md"), encoding: .utf8)
        }
        return files
    }

    static func count(_ html: String, _ marker: String) -> Int { html.components(separatedBy: marker).count - 1 }

    @Test func oneLaneAndOnePagePerPackageWithEachFilesCounts() throws {
        let files = try MonorepoCommandTests.files()
        #expect(files.count == 3)
        let (code, console, store) = CLITests().run(["changelog", "packages/*/CHANGELOG.md", "-o", "site", "--base-url", "https://example.org/"],
                                                    files: files)
        #expect(code == 0, "\(console.stderr)")
        #expect(console.stderr.isEmpty, "\(console.stderr)")
        let home = try #require(store.text("/work/site/index.html"))
        var homeReleases = 0, homeEntries = 0
        for (path, text) in files.sorted(by: { $0.key < $1.key }) {
            let own = try #require(ChangelogReader.read(text, path: path).0)
            let name = ChangelogPackages.name(title: own.title, path: path)
            let slug = ChangelogPackages.slug(name)
            // The package's lane on the home timeline: one cell per release of the file.
            #expect(MonorepoCommandTests.count(home, "data-tl-package=\"\(slug)\"") == own.releases.count, "\(name)")
            // Its page holds exactly the file's releases and entries, and its feeds exist.
            let page = try #require(store.text("/work/site/package/\(slug)/index.html"), "\(slug)")
            #expect(MonorepoCommandTests.count(page, "<article class=\"tl-bubble tl-kind-release\"") == own.releases.count, "\(name)")
            #expect(MonorepoCommandTests.count(page, "<li class=\"tl-change") == own.entryCount, "\(name)")
            #expect(store.text("/work/site/package/\(slug)/feed.xml")?.contains("<title>Changelog: \(name)</title>") == true)
            #expect(store.text("/work/site/package/\(slug)/feed.json") != nil)
            // Every release says its package.
            for release in own.releases { #expect(page.contains(">\(name) \(release.title)<"), "\(name) \(release.title)") }
            // And links its package's page, from the home page as from its own.
            #expect(home.contains("<a class=\"tl-badge tl-badge--package\" href=\"package/\(slug)/\">\(name)</a>"), "\(name)")
            let releasePage = try #require(store.text("/work/site/\(slug)-\(own.releases[0].slug)/index.html"))
            #expect(releasePage.contains("<a class=\"tl-badge tl-badge--package\" href=\"../package/\(slug)/\">\(name)</a>"), "\(name)")
            homeReleases += own.releases.count
            homeEntries += own.entryCount
        }
        #expect(["acme-cli", "core", "web"].allSatisfy { home.contains("id=tl-filter-package-\($0)") })
        #expect(MonorepoCommandTests.count(home, "<article class=\"tl-bubble tl-kind-release\"") == homeReleases)
        #expect(MonorepoCommandTests.count(home, "<li class=\"tl-change") == homeEntries)
        // Each package's column in the lanes.
        let stylesheet = try #require(store.snapshot.keys.first { $0.hasPrefix("/work/site/assets/tlsite.") && $0.hasSuffix(".css") })
        let css = try #require(store.text(stylesheet))
        #expect(css.contains(".tl-cell--package { --tl-packages: 3;"))
        #expect(css.contains(".tl-cell--package[data-tl-package=\"web\"] { --tl-package: 2;"))
    }

    @Test func twoFilesOfOnePackageAndPatternsThatMatchNothing() throws {
        let text = "# Changelog\n## [1.0.0] - 2024-01-01\n- one\n"
        let (code, console, _) = CLITests().run(["changelog", "a/core/CHANGELOG.md", "b/core/CHANGELOG.md", "libs/*/CHANGES.md"],
                                                files: ["/work/a/core/CHANGELOG.md": text, "/work/b/core/CHANGELOG.md": text])
        #expect(code == 1)
        #expect(console.stderr.contains("b/core/CHANGELOG.md:1:1: error: this changelog is the package 'core', and so is a/core/CHANGELOG.md; "))
        #expect(console.stderr.contains("error: 'libs/*/CHANGES.md' matches no file"))
    }

    /// `tlsite serve` watches the changelogs tlsite.yml names, by their
    /// first folder, and the repository a git changelog is read from.
    @Test func serveWatchesTheChangelogsFolders() {
        var cli = CLI()
        cli.io = FileIO.memory(["/s/tlsite.yml": "title: T\nchangelog:\n  files: [packages/*/CHANGELOG.md, tools/cli/CHANGES.md, '*/NEWS.md']\n"]).0
        #expect(cli.changelogSources("/s").names == ["packages", "tools"])
        cli.io = FileIO.memory(["/s/tlsite.yml": "title: T\nchangelog: CHANGELOG.md\n"]).0
        #expect(cli.changelogSources("/s").names == ["CHANGELOG.md"])
        #expect(cli.changelogSources("/s").repositories.isEmpty)
        cli.io = FileIO.memory(["/s/tlsite.yml": "title: T\nchangelog:\n  git: .\n"]).0
        #expect(cli.changelogSources("/s").repositories == ["/s"])
        cli.io = FileIO.memory(["/s/tlsite.yml": "title: T\nchangelog:\n  git: app\n"]).0
        #expect(cli.changelogSources("/s").repositories == ["/s/app"])
        cli.io = FileIO.memory(["/s/tlsite.yml": "title: [broken\n"]).0
        #expect(cli.changelogSources("/s").names.isEmpty)
    }

    @Test(arguments: [
        ("# @acme/core changelog", "x/CHANGELOG.md", "@acme/core"), ("# Changelog", "packages/web/CHANGELOG.md", "web"),
        (nil, "packages/web/CHANGELOG.md", "web"), ("# Changes for cli", "CHANGELOG.md", "cli"), (nil, "core.md", "core"),
        ("# Release notes", "../CHANGELOG.md", "CHANGELOG"),
    ] as [(String?, String, String)])
    func packageNames(_ title: String?, _ path: String, _ name: String) {
        #expect(ChangelogPackages.name(title: title.map { String($0.dropFirst(2)) }, path: path) == name)
    }
}

/// `--write` on a real disk: what only the file system can do to it (issue 26).
struct ChangelogWriteDiskTests {
    /// A folder holding a repository in `repo/` with one tag, and the folder.
    func withFolder(_ body: (String) throws -> Void) throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("tlsite-write-disk-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(atPath: root + "/repo", withIntermediateDirectories: true)
        let git = GitHistory.runner(in: root + "/repo")
        for arguments in [["init", "-q"], ["config", "user.name", "Ada"], ["config", "user.email", "ada@example.org"],
                          ["commit", "-q", "--allow-empty", "-m", "feat: first"], ["tag", "v1.0.0"]] {
            if case .failure(let failure) = git(arguments) { throw failure }
        }
        try body(root)
    }

    func run(_ arguments: [String], in folder: String) -> (Int32, Console) {
        let console = Console()
        var cli = CLI()
        cli.io = .disk
        cli.out = { console.out($0) }
        cli.err = { console.err($0) }
        cli.isTerminal = false
        cli.currentDirectory = folder
        return (cli.run(arguments), console)
    }

    func mode(_ path: String) -> (mode: UInt32, owner: UInt32, group: UInt32)? {
        FileIO.disk.status?(path).map { ($0.mode, $0.owner, $0.group) }
    }

    /// The old fixed temporary name is nothing to tlsite: a link or a
    /// folder planted there is left alone, and nothing else is left beside the file.
    @Test func aPlantedTemporaryFileIsNeverFollowedOrRemoved() throws {
        try withFolder { root in
            try Data("precious\n".utf8).write(to: URL(fileURLWithPath: root + "/victim"))
            #expect(symlink(root + "/victim", root + "/.CHANGELOG.md.tlsite-write") == 0)
            try FileManager.default.createDirectory(atPath: root + "/.CHANGELOG.md.tlsite-1", withIntermediateDirectories: true)
            let (code, console) = run(["changelog", "--git", "repo", "--write", "CHANGELOG.md"], in: root)
            #expect(code == 0, "\(console.stderr)")
            #expect(try String(contentsOfFile: root + "/victim", encoding: .utf8) == "precious\n")
            #expect(FileIO.disk.status?(root + "/CHANGELOG.md")?.isSymlink == false)
            #expect(FileIO.disk.status?(root + "/.CHANGELOG.md.tlsite-write")?.isSymlink == true)
            #expect(FileIO.disk.kind(root + "/.CHANGELOG.md.tlsite-1") == .directory)
            #expect(try FileManager.default.contentsOfDirectory(atPath: root).sorted()
                    == [".CHANGELOG.md.tlsite-1", ".CHANGELOG.md.tlsite-write", "CHANGELOG.md", "repo", "victim"])
        }
    }

    @Test func ownerGroupAndModeAreKept() throws {
        try withFolder { root in
            let file = root + "/CHANGELOG.md"
            try Data("# Changelog\n\n## [0.9.0] - 2020-01-01\n\n- Old.\n".utf8).write(to: URL(fileURLWithPath: file))
            #expect(chmod(file, 0o640) == 0)
            // Tests run as root, which may give the file to nobody (65534).
            let owner: UInt32 = geteuid() == 0 ? 65534 : geteuid()
            if geteuid() == 0 { #expect(chown(file, owner, owner) == 0) }
            let before = try #require(mode(file))
            let (code, console) = run(["changelog", "--git", "repo", "--write", "CHANGELOG.md"], in: root)
            #expect(code == 0, "\(console.stderr)")
            let after = try #require(mode(file))
            #expect(after.mode == 0o640 && after.owner == before.owner && after.group == before.group, "\(after)")
            #expect(try String(contentsOfFile: file, encoding: .utf8).contains("## [1.0.0]"))

            // --bump writes the same way: a commit after the tag, [Unreleased] as 1.0.1, the mode kept, nothing left beside.
            if case .failure(let failure) = GitHistory.runner(in: root + "/repo")(["commit", "-q", "--allow-empty", "-m", "fix: later"]) { throw failure }
            let (bumped, bumpedConsole) = run(["changelog", "--git", "repo", "--write", "CHANGELOG.md", "--bump", "--now", "2024-07-01"], in: root)
            #expect(bumped == 0, "\(bumpedConsole.stderr)")
            let last = try #require(mode(file))
            #expect(last.mode == 0o640 && last.owner == before.owner && last.group == before.group, "\(last)")
            #expect(try String(contentsOfFile: file, encoding: .utf8).contains("## [1.0.1] - 2024-07-01\n\n### Fixed\n\n- later "))
            #expect(try FileManager.default.contentsOfDirectory(atPath: root).sorted() == ["CHANGELOG.md", "repo"])
        }
    }

    @Test func aReadOnlyFileIsRefusedWithoutForce() throws {
        try withFolder { root in
            let file = root + "/CHANGELOG.md"
            let text = "# Changelog\n\n## [0.9.0] - 2020-01-01\n\n- Old.\n"
            try Data(text.utf8).write(to: URL(fileURLWithPath: file))
            #expect(chmod(file, 0o444) == 0)
            let (code, console) = run(["changelog", "--git", "repo", "--write", "CHANGELOG.md"], in: root)
            #expect(code == 1)
            #expect(console.stderr.hasPrefix("CHANGELOG.md:1:1: error: CHANGELOG.md is read-only (mode 444); --write leaves it as it is: "
                + "make it writable (chmod u+w CHANGELOG.md) or pass --force to replace it, keeping its mode"), "\(console.stderr)")
            #expect(try String(contentsOfFile: file, encoding: .utf8) == text)
            let (forced, forcedConsole) = run(["changelog", "--git", "repo", "--write", "CHANGELOG.md", "--force"], in: root)
            #expect(forced == 0, "\(forcedConsole.stderr)")
            #expect(mode(file)?.mode == 0o444)
            #expect(try String(contentsOfFile: file, encoding: .utf8).contains("## [1.0.0]"))
        }
    }

    /// Through a symbolic link, the file it leads to is replaced beside
    /// itself; the link stays a link, and the message says where it wrote.
    @Test func aLinkIsWrittenThroughAndSaysSo() throws {
        try withFolder { root in
            try FileManager.default.createDirectory(atPath: root + "/docs", withIntermediateDirectories: true)
            try Data("# Changelog\n\n## [0.9.0] - 2020-01-01\n\n- Old.\n".utf8).write(to: URL(fileURLWithPath: root + "/docs/CHANGES.md"))
            #expect(symlink("docs/CHANGES.md", root + "/CHANGELOG.md") == 0)
            let (code, console) = run(["changelog", "--git", "repo", "--write", "CHANGELOG.md"], in: root)
            #expect(code == 0, "\(console.stderr)")
            #expect(console.stdout.hasPrefix("Wrote CHANGELOG.md (through the symbolic link, to docs/CHANGES.md): "), "\(console.stdout)")
            #expect(FileIO.disk.status?(root + "/CHANGELOG.md")?.isSymlink == true)
            #expect(try String(contentsOfFile: root + "/docs/CHANGES.md", encoding: .utf8).contains("## [1.0.0]"))
            #expect(try FileManager.default.contentsOfDirectory(atPath: root + "/docs") == ["CHANGES.md"])
            // A link that leads nowhere is refused.
            #expect(unlink(root + "/CHANGELOG.md") == 0 && symlink("missing.md", root + "/CHANGELOG.md") == 0)
            let (dangling, danglingConsole) = run(["changelog", "--git", "repo", "--write", "CHANGELOG.md"], in: root)
            #expect(dangling == 1)
            #expect(danglingConsole.stderr.hasPrefix("CHANGELOG.md:1:1: error: CHANGELOG.md is a symbolic link that leads nowhere; --write leaves it alone"))
        }
    }
}

/// `tlsite changelog --git --bump` and `--write FILE --bump`, on real repositories.
struct ChangelogBumpCommandTests {
    /// A repository made by `steps`: "tag NAME", or a commit message; removed at the end of `body`.
    func withRepository(_ steps: [String], _ body: (String) throws -> Void) throws {
        let repo = FileManager.default.temporaryDirectory.appendingPathComponent("tlsite-cli-bump-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: repo) }
        try FileManager.default.createDirectory(atPath: repo, withIntermediateDirectories: true)
        let git = GitHistory.runner(in: repo)
        var commands = [["init", "-q"], ["config", "user.name", "Ada"], ["config", "user.email", "ada@example.org"],
                        ["config", "commit.gpgsign", "false"], ["config", "tag.gpgsign", "false"]]
        for step in steps {
            commands.append(step.hasPrefix("tag ") ? ["tag", String(step.dropFirst(4))] : ["commit", "-q", "--allow-empty", "-m", step])
        }
        for arguments in commands { if case .failure(let failure) = git(arguments) { throw failure } }
        try body(repo)
    }

    @Test(arguments: [
        (["feat: a", "tag v1.2.0", "fix: b"], [String](), "v1.2.1"),
        (["feat: a", "tag v1.2.0", "fix: b", "feat(ui): c"], [], "v1.3.0"),
        (["feat: a", "tag v1.2.0", "fix: b", "feat!: c"], [], "v2.0.0"),
        (["feat: a", "tag v1.2.0", "refactor: b\n\nBREAKING CHANGE: the API is gone"], [], "v2.0.0"),
        // 0.y.z: breaking bumps minor, a feature the patch.
        (["feat: a", "tag v0.4.2", "feat!: b"], [], "v0.5.0"),
        (["feat: a", "tag v0.4.2", "feat: b"], [], "v0.4.3"),
        // No tag yet: the start version, whatever the commits say.
        (["feat!: a", "fix: b"], [], "0.1.0"),
        // After a prerelease, its release.
        (["feat: a", "tag v1.0.0", "feat: b", "tag v1.1.0-rc.1", "fix: c"], [], "v1.1.0"),
        // A package's tags: its prefix stays; another package's tags are no part of it.
        (["feat: a", "tag core-v2.0.0", "tag cli-v7.0.0", "fix: b"], ["--tag-pattern", "^core-"], "core-v2.0.1"),
        (["feat: a", "tag 3.1.4", "fix: b"], [], "3.1.5"),
    ] as [([String], [String], String)])
    func printsTheNextVersion(_ steps: [String], _ extra: [String], _ version: String) throws {
        try withRepository(steps) { repo in
            let (code, console, store) = CLITests().run(["changelog", "--git", repo, "--bump"] + extra)
            #expect(code == 0, "\(console.stderr)")
            #expect(console.stdout == version)
            #expect(store.snapshot.isEmpty)
        }
    }

    /// `--bump-level LEVEL` bumps that part whatever the commits say, before
    /// 1.0.0 too (the way out of 0.x), and even with nothing to release.
    @Test(arguments: [
        (["feat: a", "tag v1.2.0", "fix: b"], "major", "v2.0.0", "a major release after v1.2.0, as --bump-level major says (the commits call for patch)"),
        (["feat: a", "tag v1.2.0", "feat!: b"], "patch", "v1.2.1", "a patch release after v1.2.0, as --bump-level patch says (the commits call for major)"),
        (["feat: a", "tag v0.4.2", "fix: b"], "major", "v1.0.0", "a major release after v0.4.2, as --bump-level major says (the commits call for patch)"),
        (["feat: a", "tag v0.4.2", "fix: b"], "minor", "v0.5.0", "a minor release after v0.4.2, as --bump-level minor says (the commits call for patch)"),
        (["feat: a", "tag v1.0.0", "chore: b"], "MINOR", "v1.1.0", "a minor release after v1.0.0, as --bump-level minor says (the commits call for none)"),
        (["feat: a", "tag v2.0.0-rc.1", "fix: b"], "minor", "v2.0.0", "a minor release after v2.0.0-rc.1, as --bump-level minor says (the commits call for patch)"),
    ] as [([String], String, String, String)])
    func aLevelGivenWins(_ steps: [String], _ level: String, _ version: String, _ why: String) throws {
        try withRepository(steps) { repo in
            let (code, console, _) = CLITests().run(["changelog", "--git", repo, "--bump-level", level])
            #expect(code == 0, "\(console.stderr)")
            #expect(console.stdout == version)
            #expect(console.stderr.hasPrefix("tlsite: \(version): \(why), for "), "\(console.stderr)")
            let (same, sameConsole, _) = CLITests().run(["changelog", "--git", repo, "--bump", "--bump-level", level])
            #expect(same == 0 && sameConsole.stdout == version)
        }
    }

    @Test func writeTakesTheLevelGiven() throws {
        try withRepository(["feat: a", "tag v1.0.0", "fix: b"]) { repo in
            let file = "# Changelog\n\n## [1.0.0] - 2024-01-01\n\n- a\n"
            let (code, console, store) = CLITests().run(["changelog", "--git", repo, "--write", "CHANGELOG.md", "--bump-level", "major", "--now", "2024-06-30"],
                                                        files: ["/work/CHANGELOG.md": file])
            #expect(code == 0, "\(console.stderr)")
            let text = store.text("/work/CHANGELOG.md") ?? ""
            #expect(text.hasPrefix("# Changelog\n\n## [2.0.0] - 2024-06-30\n\n### Fixed\n\n- b"), "\(text)")
            let (bad, badConsole, _) = CLITests().run(["changelog", "--git", repo, "--bump-level", "huge"])
            #expect(bad == 2 && badConsole.stderr.contains("--bump-level is major, minor or patch, not 'huge'"), "\(badConsole.stderr)")
        }
    }

    @Test func saysWhyOnStandardErrorUnlessQuiet() throws {
        try withRepository(["feat: a", "tag v0.4.2", "feat!: b", "fix: c"]) { repo in
            let (_, console, _) = CLITests().run(["changelog", "--git", repo, "--bump"])
            #expect(console.stderr == "tlsite: v0.5.0: a minor release after v0.4.2, for 2 changes: 0 features, 1 breaking "
                    + "(before 1.0.0, breaking changes bump the minor version)")
            let (_, quiet, _) = CLITests().run(["changelog", "--git", repo, "--bump", "-q"])
            #expect(quiet.stderr.isEmpty && quiet.stdout == "v0.5.0")
        }
    }

    /// Nothing after the last tag (or only hidden types): no version, a reason, exit 3.
    @Test func nothingToReleaseIsExitThree() throws {
        try withRepository(["feat: a", "tag v1.0.0", "chore: b", "docs: c"]) { repo in
            let (code, console, _) = CLITests().run(["changelog", "--git", repo, "--bump"])
            #expect(code == 3)
            #expect(console.stdout.isEmpty)
            #expect(console.stderr == "tlsite: nothing to release: no change since v1.0.0 (commits of the hidden types build, chore, ci, docs, "
                    + "style, test do not count; --hide-types \"\" counts them)")
            let (all, allConsole, _) = CLITests().run(["changelog", "--git", repo, "--bump", "--hide-types", ""])
            #expect(all == 0 && allConsole.stdout == "v1.0.1", "\(allConsole.stderr)")

            let file = "# Changelog\n\n## [1.0.0] - 2024-01-01\n\n- a\n"
            let (write, writeConsole, store) = CLITests().run(["changelog", "--git", repo, "--write", "CHANGELOG.md", "--bump"],
                                                              files: ["/work/CHANGELOG.md": file])
            #expect(write == 3)
            #expect(writeConsole.stderr.hasSuffix("counts them); CHANGELOG.md is untouched"))
            #expect(store.text("/work/CHANGELOG.md") == file)
        }
    }

    /// `--write --bump`: [Unreleased] under the next version, dated --now,
    /// the hand-typed entries kept and counted; `--repository` names the links.
    @Test func writesUnreleasedUnderTheNextVersion() throws {
        try withRepository(["feat: a", "tag v1.0.0", "fix: b"]) { repo in
            let file = "# Changelog\n\n## [Unreleased]\n\n### Added\n\n- A hand-typed feature.\n\n## [1.0.0] - 2024-01-01\n\n- a\n"
            let (code, console, store) = CLITests().run(["changelog", "--git", repo, "--write", "CHANGELOG.md", "--bump", "--now", "2024-06-30",
                                                         "--repository", "https://gitlab.com/acme/rocket"], files: ["/work/CHANGELOG.md": file])
            #expect(code == 0, "\(console.stderr)")
            #expect(console.stdout == "Wrote CHANGELOG.md: [Unreleased] as 1.1.0, a minor release after v1.0.0, for 2 changes: 1 feature, none breaking; "
                    + "0 releases from git, 1 release kept as written")
            let text = try #require(store.text("/work/CHANGELOG.md"))
            #expect(text.hasPrefix("# Changelog\n\n## [1.1.0] - 2024-06-30\n\n### Added\n\n- A hand-typed feature.\n\n### Fixed\n\n- b [")
                    && text.contains("](https://gitlab.com/acme/rocket/-/commit/"), "\(text)")
            #expect(text.hasSuffix("## [1.0.0] - 2024-01-01\n\n- a\n\n[1.1.0]: https://gitlab.com/acme/rocket/-/compare/v1.0.0...v1.1.0\n"), "\(text)")

            // Without --bump, --repository links the commits and [Unreleased].
            let (plain, plainConsole, plainStore) = CLITests().run(["changelog", "--git", repo, "--write", "NEW.md",
                                                                    "--repository", "https://codeberg.org/acme/rocket"])
            #expect(plain == 0, "\(plainConsole.stderr)")
            #expect(plainStore.text("/work/NEW.md")?.contains("[Unreleased]: https://codeberg.org/acme/rocket/compare/v1.0.0...HEAD") == true)
        }
    }

    @Test(arguments: [
        (["changelog", "CHANGELOG.md", "--bump"], "--bump reads the commits after the last tag: tlsite changelog --git --bump"),
        (["changelog", "--releases", "r.json", "--bump"], "--bump reads the commits after the last tag: tlsite changelog --git --bump"),
        (["changelog", "--git", "--bump", "-o", "site"], "--bump prints the next version, not a site; --output does not apply (--write FILE --bump writes it into FILE)"),
        (["changelog", "--git", "--bump", "--repository", "https://github.com/a/b"], "--bump prints the next version, not a site; --repository does not apply"),
        (["changelog", "--git", "--bump", "--force"], "--bump alone writes nothing; --force does not apply"),
        (["changelog", "CHANGELOG.md", "--bump-level", "major"], "--bump reads the commits after the last tag: tlsite changelog --git --bump"),
        (["changelog", "--git", "--write", "X.md", "--types", "t.yml"], "--write keeps FILE's sections as written and files commits by their type"),
        (["changelog", "--git", "--write", "X.md", "--releases", "r.json"], "--write writes the history of --git into FILE; --releases reads GitHub's releases"),
        (["changelog", "--releases", "r.json", "--write", "X.md"], "--write writes the history of --git into FILE; --releases reads GitHub's releases"),
        (["changelog", "--git", "--write", "X.md", "--language", "fr"], "--write writes a file, not a site; --language does not apply"),
        (["changelog", "--git", "--write", "X.md", "--repository", "nowhere"], "--repository needs a repository's web address like https://github.com/OWNER/NAME, not 'nowhere'"),
        (["changelog", "--git", "--write", "X.md", "--now", "soon"], "--now needs a date like 2024-05-01"),
    ])
    func wrongCombinations(_ arguments: [String], _ message: String) {
        let (code, console, _) = CLITests().run(arguments)
        #expect(code == 2)
        #expect(console.stderr.hasPrefix("tlsite: error: " + message), "\(console.stderr)")
    }
}

import Foundation
import Testing
import TLCore
@testable import TLCLI

/// Golden files of what the table of commands generates: the completion
/// scripts and the man page. Regenerate with
/// `TLSITE_UPDATE_GOLDEN=1 swift test --filter CompletionTests` and read the diff.
struct CompletionTests {
    static let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")

    func expectGolden(_ text: String, _ name: String) throws {
        let url = CompletionTests.golden.appendingPathComponent(name)
        if ProcessInfo.processInfo.environment["TLSITE_UPDATE_GOLDEN"] == "1" {
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        let expected = try String(contentsOf: url, encoding: .utf8)
        #expect(text == expected, "\(name) differs from its golden file")
    }

    @Test(arguments: ["bash", "zsh", "fish"])
    func completionScriptMatchesItsGoldenFile(_ shell: String) throws {
        let (code, console, _) = CLITests().run(["completion", shell])
        #expect(code == 0)
        try expectGolden(console.stdout + "\n", "completion.\(shell)")
    }

    @Test func manPageMatchesItsGoldenFile() throws {
        let (code, console, _) = CLITests().run(["help", "--man"])
        #expect(code == 0)
        try expectGolden(console.stdout + "\n", "tlsite.1")
    }

    @Test func unknownShellSuggests() {
        let (code, console, _) = CLITests().run(["completion", "bsh"])
        #expect(code == 2)
        #expect(console.stderr.contains("tlsite: error: no completion for 'bsh' (did you mean 'bash'?); shells: bash, zsh, fish"))
    }

    /// Every option of every command is in its help, its completions and the man page.
    @Test func oneTableDrivesHelpCompletionsAndManual() {
        let bash = Completion.bash, zsh = Completion.zsh, fish = Completion.fish, man = Manual.page
        for command in CommandInfo.all {
            let help = Help.commands[command.name]!
            for option in command.options where option.name != "--help" {
                #expect(help.contains(option.name), "\(command.name) help lacks \(option.name)")
                #expect(man.contains(option.name.replacingOccurrences(of: "-", with: "\\-")), "man page lacks \(command.name) \(option.name)")
                #expect(bash.contains(option.name) && zsh.contains(option.name), "completion lacks \(option.name)")
                #expect(fish.contains("-l \(option.name.dropFirst(2))"), "fish lacks \(option.name)")
            }
        }
        // The parsers are made from the same table: what help lists is accepted.
        #expect(CLI.buildSpec.options.contains("--diagnostics"))
        #expect(CLI.changelogSpec.flags.contains("--git"))
    }

    /// `tlsite help` topics match the docs: every command is in the synopsis
    /// of docs/configuration.md and every option is documented somewhere in docs/.
    @Test func helpTopicsMatchTheDocs() throws {
        let docs = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("docs")
        let configuration = try String(contentsOf: docs.appendingPathComponent("configuration.md"), encoding: .utf8)
        let synopsis = try #require(configuration.components(separatedBy: "## Commands\n\n```\n").dropFirst().first?.components(separatedBy: "```").first)
        let all = try ["configuration.md", "serve.md", "changelog.md", "import.md"].map { try String(contentsOf: docs.appendingPathComponent($0), encoding: .utf8) }.joined()
        for command in CommandInfo.all {
            #expect(synopsis.contains("tlsite " + command.name), "docs/configuration.md's synopsis lacks tlsite \(command.name)")
            #expect(synopsis.contains("COMMAND: ") && synopsis.contains(command.name), "\(command.name) is not among the help topics of the synopsis")
            for option in command.options { #expect(all.contains("`\(option.name)"), "no docs for \(command.name) \(option.name)") }
        }
    }

    func shell(_ program: String, _ script: String, in folder: String) throws -> (Int32, String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = ["-c", script]
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    func siteFolder() throws -> String {
        let folder = NSTemporaryDirectory() + "tlsite-completion-\(UUID().uuidString)"
        for path in ["themes/mine", "content", "static"] {
            try FileManager.default.createDirectory(atPath: folder + "/" + path, withIntermediateDirectories: true)
        }
        try "title: T\n".write(toFile: folder + "/tlsite.yml", atomically: true, encoding: .utf8)
        try "# Changelog\n".write(toFile: folder + "/CHANGELOG.md", atomically: true, encoding: .utf8)
        return folder
    }

    @Test func bashScriptParses() throws {
        let folder = try siteFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Completion.bash.write(toFile: folder + "/c.bash", atomically: true, encoding: .utf8)
        let (code, output) = try shell("/bin/bash", "bash -n c.bash", in: folder)
        #expect(code == 0, "\(output)")
    }

    /// Completes a few words the way bash does: COMP_WORDS and COMP_CWORD, then _tlsite.
    @Test(arguments: [
        ("tlsite ch", "changelog check"),
        ("tlsite new ", "item site"),
        ("tlsite build --diag", "--diagnostics"),
        ("tlsite build --diagnostics ", "github json text"),
        ("tlsite theme preview ", "changelog compact dark default editorial feed mine paper"),
        ("tlsite theme new x --extends m", "mine"),
        ("tlsite changelog CH", "CHANGELOG.md"),
        ("tlsite build -o ", "content static themes"),
        ("tlsite completion ", "bash fish zsh"),
        ("tlsite new item --", "--help --now --site"),
    ])
    func bashCompletes(_ line: String, _ expected: String) throws {
        let folder = try siteFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Completion.bash.write(toFile: folder + "/c.bash", atomically: true, encoding: .utf8)
        var words = line.split(separator: " ").map(String.init)
        if line.hasSuffix(" ") { words.append("") }
        let array = words.map { "'\($0)'" }.joined(separator: " ")
        let script = "source ./c.bash; COMP_WORDS=(\(array)); COMP_CWORD=\(words.count - 1); _tlsite; printf '%s\\n' \"${COMPREPLY[@]}\" | sort | tr '\\n' ' '"
        let (code, output) = try shell("/bin/bash", script, in: folder)
        #expect(code == 0)
        #expect(output.trimmingCharacters(in: .whitespaces) == expected, "\(line) -> \(output)")
    }

    static func installed(_ name: String) -> String? {
        ["/usr/bin/\(name)", "/bin/\(name)"].first(where: FileManager.default.isExecutableFile)
    }

    @Test(.enabled(if: installed("zsh") != nil, "skipped: zsh is not installed (scripts/install-deps.sh test installs it)"))
    func zshScriptParses() throws { try parses("zsh", ["-n"]) }

    @Test(.enabled(if: installed("fish") != nil, "skipped: fish is not installed (scripts/install-deps.sh test installs it)"))
    func fishScriptParses() throws { try parses("fish", ["--no-execute"]) }

    /// zsh's function, called as the completion system would (`words`,
    /// `CURRENT`), with compadd and _files replaced by functions that record
    /// what they were offered (zsh itself filters by the typed prefix).
    @Test(.enabled(if: installed("zsh") != nil, "skipped: zsh is not installed (scripts/install-deps.sh test installs it)"),
          arguments: [
            ("tlsite ''", "--help --version -h build changelog check completion help import new serve theme"),
            ("tlsite theme preview ''", "changelog compact dark default editorial feed mine paper"),
            ("tlsite build --diagnostics ''", "github json text"),
            ("tlsite build -o ''", "_files -/"),
            ("tlsite changelog CH", "_files"),
          ])
    func zshCompletes(_ line: String, _ expected: String) throws {
        let folder = try siteFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Completion.zsh.write(toFile: folder + "/c.zsh", atomically: true, encoding: .utf8)
        let script = """
            compdef() { :; }
            compadd() { [[ $1 == -- ]] && shift; reply+=("$@"); }
            _files() { reply+=("_files${1:+ $1}"); }
            source ./c.zsh
            words=(\(line)); CURRENT=${#words}; reply=(); _tlsite
            print -r -- ${(o)reply}
            """
        let (code, output) = try shell(CompletionTests.installed("zsh")!, "zsh -f -c '\(script.replacingOccurrences(of: "'", with: "'\\''"))'", in: folder)
        #expect(code == 0, "\(output)")
        #expect(output.trimmingCharacters(in: .whitespacesAndNewlines) == expected, "\(line) -> \(output)")
    }

    /// fish completes from the script: `complete -C` prints what it would offer.
    @Test(.enabled(if: installed("fish") != nil, "skipped: fish is not installed (scripts/install-deps.sh test installs it)"))
    func fishCompletesThemesOfTheSite() throws {
        let folder = try siteFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Completion.fish.write(toFile: folder + "/c.fish", atomically: true, encoding: .utf8)
        let (code, output) = try shell(CompletionTests.installed("fish")!, "fish -c 'source c.fish; complete -C \"tlsite theme preview \"'", in: folder)
        #expect(code == 0)
        #expect(output == "changelog\ncompact\ndark\ndefault\neditorial\nfeed\nmine\npaper\n")
    }

    func parses(_ name: String, _ flags: [String]) throws {
        let folder = try siteFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Completion.script(for: .init(rawValue: name)!).write(toFile: folder + "/c.\(name)", atomically: true, encoding: .utf8)
        let (code, output) = try shell(CompletionTests.installed(name)!, "\(name) \(flags.joined(separator: " ")) c.\(name)", in: folder)
        #expect(code == 0, "\(output)")
    }
}

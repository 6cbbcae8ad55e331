import Foundation
import Testing
import TLCore
import TLSite

/// The bad-input corpus (`Tests/BadInput`, see its README) built in memory,
/// so `swift test` checks every case without Python: an error case fails
/// with its located message and leaves the previous output as it was; a
/// warning case builds, prints its warning, and publishes none of the
/// lines of its `absent.txt`. `Tests/browser/test_bad_input.py` runs the
/// same corpus through the `tlsite` binary on disk, with the cases this
/// run cannot make (symbolic links) and the time limits.
struct BadInputCorpusTests {
    static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("BadInput")
    static let caseFiles: Set<String> = ["expected.txt", "symlinks.txt", "generate.txt", "absent.txt", "timeout.txt"]
    static let previousOutput: [String: String] = [
        // An output tlsite wrote carries this file, the list of what it wrote; without it the build refuses to replace public/.
        "/site/public/.tlsite-output": OutputManifest(site: "/site", files: ["index.html", "sub/x.txt", "assets/tlsite.0000000000.css"]).text,
        "/site/public/index.html": "OLD\n",
        "/site/public/sub/x.txt": "old file in a subfolder\n",
        "/site/public/assets/tlsite.0000000000.css": "body { color: black }\n",
    ]

    /// The inline scripts the built-in templates write on every page, exactly as written there: none
    /// since the light/dark choice is restored by `assets/tlsite.js`, loaded in the head.
    static let tlsiteScripts: [String] = {
        let templates = corpus.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Templates")
        let pattern = try! NSRegularExpression(pattern: "<script>.*?</script>", options: [.dotMatchesLineSeparators])
        return ["base.html", "partials/scheme-toggle.html"].flatMap { name -> [String] in
            let text = (try? String(contentsOf: templates.appendingPathComponent(name), encoding: .utf8)) ?? ""
            return pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap { Range($0.range, in: text).map { String(text[$0]) } }
        }
    }()

    /// The tag that loads the light/dark toggle, `assets/tlsite.HASH.js`, and that file.
    static let scriptTag = try! NSRegularExpression(pattern: #"<script src="[^"<>]*assets/tlsite\.[0-9a-f]+\.js"></script>"#)
    static let scriptFile = try! NSRegularExpression(pattern: #"/assets/tlsite\.[0-9a-f]+\.js$"#)

    @Test func builtInTemplatesWriteNoInlineScript() {
        #expect(Self.tlsiteScripts.isEmpty)
    }

    static var cases: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: corpus.path)) ?? [])
            .filter { $0.range(of: #"^\d{3}-"#, options: .regularExpression) != nil }.sorted()
    }

    @Test(arguments: cases)
    func badInput(_ name: String) throws {
        let folder = Self.corpus.appendingPathComponent(name)
        // An in-memory file system has no symbolic links: these cases run
        // only on disk, in test_bad_input.py.
        guard !FileManager.default.fileExists(atPath: folder.appendingPathComponent("symlinks.txt").path) else { return }
        let expected = try String(contentsOf: folder.appendingPathComponent("expected.txt"), encoding: .utf8)
            .trimmingCharacters(in: .newlines)
        var files = Self.previousOutput.mapValues { Data($0.utf8) }
        for (path, data) in try Self.siteFiles(folder) { files["/site/" + path] = data }
        let (io, store) = FileIO.memory(bytes: files)
        var options = BuildOptions(site: "/site")
        options.now = Date(timeIntervalSince1970: 1_800_000_000)
        let report = Build(options, io: io).run()
        let messages = report.diagnostics.map(\.description)
        #expect(messages.contains { $0.hasPrefix(expected) }, "no message starts with \(expected):\n\(messages.joined(separator: "\n"))")
        let output = store.snapshot.filter { $0.key.hasPrefix("/site/public/") }
        if expected.contains(": warning: ") {
            #expect(report.succeeded, "\(messages)")
            let absent = (try? String(contentsOf: folder.appendingPathComponent("absent.txt"), encoding: .utf8))?
                .split(separator: "\n").map { $0.lowercased() } ?? []
            for (path, data) in output where Self.scriptFile.firstMatch(in: path, range: NSRange(path.startIndex..., in: path)) == nil {
                // tlsite's own scripts (the light/dark toggle) are not the input's.
                let inline = Self.tlsiteScripts.reduce(String(decoding: data, as: UTF8.self)) {
                    $0.replacingOccurrences(of: $1, with: "")
                }.replacingOccurrences(of: #"<script src="(\.\./)*assets/search\.js" defer></script>"#, with: "", options: .regularExpression)
                let text = Self.scriptTag.stringByReplacingMatches(in: inline, range: NSRange(inline.startIndex..., in: inline), withTemplate: "")
                    .lowercased()
                for line in absent where text.contains(line) { Issue.record("\(path) holds '\(line)'") }
            }
        } else {
            #expect(!report.succeeded)
            #expect(output == Self.previousOutput.mapValues { Data($0.utf8) }, "the previous output changed")
            #expect(!store.snapshot.keys.contains { $0.hasPrefix("/site/.public.tlsite-") }, "a staging folder was left")
        }
    }

    /// The case's site: its files (but the case's own), and those its
    /// `generate.txt` describes.
    static func siteFiles(_ folder: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        let walker = FileManager.default.enumerator(atPath: folder.path)
        while let path = walker?.nextObject() as? String {
            guard !caseFiles.contains(path) else { continue }
            var isFolder: ObjCBool = false
            let full = folder.appendingPathComponent(path).path
            if FileManager.default.fileExists(atPath: full, isDirectory: &isFolder), !isFolder.boolValue {
                files[path] = try Data(contentsOf: URL(fileURLWithPath: full))
            }
        }
        if let spec = try? String(contentsOf: folder.appendingPathComponent("generate.txt"), encoding: .utf8) {
            for block in spec.components(separatedBy: "\n\n") {
                var keys: [String: String] = [:]
                for line in block.split(separator: "\n") where !line.hasPrefix("#") {
                    // As Python's partition(": "): the value keeps its spaces.
                    if let colon = line.range(of: ": ") {
                        keys[line[..<colon.lowerBound].trimmingCharacters(in: .whitespaces)] = String(line[colon.upperBound...])
                    } else if line.hasSuffix(":") {
                        keys[String(line.dropLast())] = ""
                    }
                }
                guard let path = keys["path"], let count = Int(keys["count"] ?? "") else { continue }
                var data = unescape(keys["prefix"] ?? "")
                // The unit repeated by doubling: a loop of millions of appends is slow in a debug build.
                var repeated = unescape(keys["repeat"] ?? "")
                var left = count
                while left > 0 {
                    if left & 1 == 1 { data.append(repeated) }
                    left >>= 1
                    if left > 0 { repeated.append(repeated) }
                }
                data.append(unescape(keys["suffix"] ?? ""))
                files[path] = data
            }
        }
        return files
    }

    /// generate.txt's values: Python bytes-literal escapes (\n, \t, \xNN, \\).
    static func unescape(_ value: String) -> Data {
        var bytes: [UInt8] = []
        var scalars = Array(value.utf8)[...]
        while let byte = scalars.popFirst() {
            guard byte == UInt8(ascii: "\\"), let next = scalars.popFirst() else { bytes.append(byte); continue }
            switch next {
            case UInt8(ascii: "n"): bytes.append(10)
            case UInt8(ascii: "t"): bytes.append(9)
            case UInt8(ascii: "r"): bytes.append(13)
            case UInt8(ascii: "0"): bytes.append(0)
            case UInt8(ascii: "x"):
                let hex = String(decoding: scalars.prefix(2), as: UTF8.self)
                scalars = scalars.dropFirst(2)
                bytes.append(UInt8(hex, radix: 16) ?? 0)
            default: bytes.append(next)
            }
        }
        return Data(bytes)
    }
}

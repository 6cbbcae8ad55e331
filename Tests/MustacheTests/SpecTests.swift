import Foundation
import Mustache
import Testing

/// One test from the official mustache spec (its JSON files, MIT licensed, are
/// not in this repository: they live in the shared folder beside it, see `Spec.directory`).
struct SpecCase: Sendable, CustomTestStringConvertible {
    let file: String
    let name: String
    let template: String
    let data: MustacheValue
    let partials: [String: String]
    let expected: String
    /// Builds the Swift version of the test's lambda afresh for every run, so stateful lambdas start over.
    let lambda: (@Sendable () -> MustacheLambda)?

    var testDescription: String { "\(file): \(name)" }

    func render() throws -> String {
        var context = data
        if let lambda, case .object(var object) = context {
            object["lambda"] = .lambda(lambda())
            context = .object(object)
        }
        let partials = self.partials
        let library = TemplateLibrary(strictPartials: false) { name in
            partials[name].map { (source: $0, path: name) }
        }
        return try library.render(Template(source: template, path: "\(file).json"), context)
    }
}

enum Spec {
    /// `$TLSITE_SHARED/spec/mustache`, or `<package root>/../shared/spec/mustache`
    /// when TLSITE_SHARED is not set (docs/development.md, "Data from ../shared").
    static let directory: URL = {
        let shared = ProcessInfo.processInfo.environment["TLSITE_SHARED"].map { URL(fileURLWithPath: $0) }
            ?? URL(fileURLWithPath: #filePath)
                .deletingLastPathComponent()  // MustacheTests
                .deletingLastPathComponent()  // Tests
                .deletingLastPathComponent()  // package root
                .appendingPathComponent("../shared")
        return shared.appendingPathComponent("spec/mustache").standardizedFileURL
    }()

    /// The spec is there: its first file can be read. Otherwise the suite is
    /// skipped with `skipReason`, never passed with no case run.
    static let available = FileManager.default.isReadableFile(atPath: directory.appendingPathComponent("comments.json").path)

    static let skipReason: Comment = """
        skipped: ../shared/spec/mustache not found (looked in \(directory.path); \
        the JSON files of https://github.com/mustache/spec specs/, or set TLSITE_SHARED to a folder holding spec/mustache)
        """

    static let files = [
        "comments", "delimiters", "interpolation", "inverted", "partials", "sections",
        "~inheritance", "~dynamic-names", "~lambdas",
    ]

    /// Swift equivalents of the spec's per-language lambdas, by test name. Every lambda test of the spec
    /// version in use is expressible; a lambda test missing from this table would be counted as skipped.
    static let lambdas: [String: @Sendable () -> MustacheLambda] = [
        "Interpolation": { MustacheLambda { _ in "world" } },
        "Interpolation - Expansion": { MustacheLambda { _ in "{{planet}}" } },
        "Interpolation - Alternate Delimiters": { MustacheLambda { _ in "|planet| => {{planet}}" } },
        "Interpolation - Multiple Calls": {
            let calls = Counter()
            return MustacheLambda { _ in String(calls.next()) }
        },
        "Escaping": { MustacheLambda { _ in ">" } },
        "Section": { MustacheLambda { text in text == "{{x}}" ? "yes" : "no" } },
        "Section - Expansion": { MustacheLambda { text in text + "{{planet}}" + text } },
        "Section - Alternate Delimiters": { MustacheLambda { text in text + "{{planet}} => |planet|" + text } },
        "Section - Multiple Calls": { MustacheLambda { text in "__" + text + "__" } },
        // The spec's lambda returns false; any result is ignored because a lambda is truthy.
        "Inverted Section": { MustacheLambda { _ in "" } },
    ]

    static let suite = load()
    static var cases: [SpecCase] { suite.cases }

    struct Suite {
        var cases: [SpecCase] = []
        /// Lambda tests without a Swift equivalent.
        var skipped: [String] = []
        var unreadableFiles: [String] = []
    }

    private struct File: Decodable {
        let tests: [Test]
    }

    private struct Test: Decodable {
        let name: String
        let template: String
        let data: MustacheValue
        let partials: [String: String]?
        let expected: String
    }

    private static func load() -> Suite {
        var suite = Suite()
        for file in files {
            let url = directory.appendingPathComponent("\(file).json")
            guard let json = try? Data(contentsOf: url), let spec = try? JSONDecoder().decode(File.self, from: json) else {
                suite.unreadableFiles.append(url.path)
                continue
            }
            for test in spec.tests {
                var lambda: (@Sendable () -> MustacheLambda)?
                if file == "~lambdas" {
                    guard let swiftLambda = lambdas[test.name] else {
                        suite.skipped.append("\(file): \(test.name)")
                        continue
                    }
                    lambda = swiftLambda
                }
                suite.cases.append(SpecCase(
                    file: file, name: test.name, template: test.template, data: test.data,
                    partials: test.partials ?? [:], expected: test.expected, lambda: lambda))
            }
        }
        return suite
    }
}

final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0

    func next() -> Int {
        lock.lock()
        defer { lock.unlock() }
        count += 1
        return count
    }
}

@Suite(.enabled(if: Spec.available, Spec.skipReason)) struct SpecTests {
    @Test(arguments: Spec.cases)
    func spec(_ test: SpecCase) throws {
        #expect(try test.render() == test.expected)
    }

    @Test func totals() {
        var passed = 0
        var failed = 0
        for test in Spec.cases {
            if (try? test.render()) == test.expected {
                passed += 1
            } else {
                failed += 1
            }
        }
        print("mustache spec: \(passed) passed, \(failed) failed, \(Spec.suite.skipped.count) skipped")
        #expect(Spec.suite.unreadableFiles.isEmpty)
        #expect(passed > 100, "the spec has over 100 cases that run")
        #expect(failed == 0)
    }
}

/// CI's full run sets TLSITE_REQUIRE_SHARED=1, so a moved or missing spec
/// folder fails there instead of skipping (scripts/check-shared.sh).
@Suite struct SpecPresenceTests {
    @Test(.enabled(if: ProcessInfo.processInfo.environment["TLSITE_REQUIRE_SHARED"] == "1"))
    func specIsThereWhenRequired() {
        #expect(Spec.available, "no mustache spec in \(Spec.directory.path)")
    }
}

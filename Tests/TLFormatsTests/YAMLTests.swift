import Testing
@testable import TLFormats

struct YAMLTests {
    @Test func mappingKeepsOrderAndPositions() throws {
        let node = try #require(try YAML.parse("title: Hello\ndate: 2024-05-01\ntags: [a, b]\n"))
        guard case let .mapping(pairs) = node.value else { Issue.record("not a mapping"); return }
        #expect(pairs.map { $0.key.text } == ["title", "date", "tags"])
        #expect(pairs[1].value.line == 2)
        #expect(pairs[1].value.column == 7)
        guard case let .sequence(tags) = pairs[2].value.value else { Issue.record("tags not a list"); return }
        #expect(tags.map(\.text) == ["a", "b"])
    }

    @Test(arguments: [
        ("plain", YAMLScalar.string("plain")),
        ("\"true\"", .string("true")),
        ("true", .bool(true)),
        ("False", .bool(false)),
        ("yes", .string("yes")),
        ("~", .null),
        ("", .null),
        ("42", .int(42)),
        ("-7", .int(-7)),
        ("0x1F", .int(31)),
        ("1.5", .double(1.5)),
        ("1e3", .double(1000)),
        ("08:30 am", .string("08:30 am")),
        ("'08:30'", .string("08:30")),
        ("2024-05-01", .string("2024-05-01")),
        ("!!str 12", .string("12")),
        ("infinity", .string("infinity")),
    ])
    func coreSchemaScalars(_ source: String, _ expected: YAMLScalar) throws {
        let node = try #require(try YAML.parse("key: \(source)\n"))
        guard case let .mapping(pairs) = node.value else { Issue.record("not a mapping"); return }
        #expect(pairs[0].value.scalar == expected)
    }

    /// Control characters written as double-quoted escapes become U+FFFD,
    /// as raw ones do when a file is read; tab and line feed stay, CRLF is
    /// a line feed. Single-quoted and plain scalars have no escapes.
    @Test(arguments: [
        (#""red \x1b[31m""#, "red \u{FFFD}[31m"),
        (#""\a \u0007 \x07 \U00000007""#, "\u{FFFD} \u{FFFD} \u{FFFD} \u{FFFD}"),
        (#""\e\0\b\v\f\x7f\x9b\N""#, String(repeating: "\u{FFFD}", count: 8)),
        (#""tab\there\nline\r\nnext\rlast""#, "tab\there\nline\nnext\nlast"),
        (#"'\x1b stays text'"#, "\\x1b stays text"),
        (#""é \u00e9 \x41""#, "é é A"),
    ])
    func escapedControlCharactersAreReplaced(_ source: String, _ expected: String) throws {
        let node = try #require(try YAML.parse("key: \(source)\n"))
        guard case let .mapping(pairs) = node.value else { Issue.record("not a mapping"); return }
        #expect(pairs[0].value.text == expected)
    }

    @Test(arguments: [
        ("a: 1\na: 2\n", 2, 1, "duplicate key 'a'"),
        ("a:\n\tb: 1\n", 2, 1, "tab"),
        ("a: [1, 2\n", 2, 1, "did not find expected"),
        ("a: *missing\n", 1, 4, "unknown alias"),
        ("a: 1\n---\nb: 2\n", 2, 1, "only one YAML document"),
        ("a: b: c\n", 1, 5, "mapping values are not allowed"),
        ("? [a]\n: 1\n", 1, 3, "mapping key must be a plain value"),
        // Only LF, CRLF and CR end lines; libyaml's other breaks do not.
        ("a: \"x\u{2028}y\"\na: 2\n", 2, 1, "duplicate key 'a'"),
        ("a: \"x\u{2029}y\u{85}z\"\nb: 1\nb: 2\n", 3, 1, "duplicate key 'b'"),
        ("a: \"\u{2028}\u{2028}\" \u{2028}: c\n", 1, 10, "did not find expected key"),
        ("a: \"\u{2028}\"\r\nb: 1\r\nb: 2\r\n", 3, 1, "duplicate key 'b'"),
        ("a: 1\rb: [1, 2\r", 3, 1, "did not find expected"),
        ("a: 1\r\na: 2\r\n", 2, 1, "duplicate key 'a'"),
    ])
    func errorsCarryTheirPosition(_ source: String, _ line: Int, _ column: Int, _ message: String) {
        #expect {
            _ = try YAML.parse(source)
        } throws: { error in
            guard let error = error as? YAMLError else { return false }
            return error.line == line && error.column == column && error.message.contains(message)
        }
    }

    @Test func nodesAfterALineSeparatorKeepTheirLines() throws {
        let node = try #require(try YAML.parse("title: \"A\u{2028}B\"\nleftType: x\n"))
        guard case let .mapping(pairs) = node.value else { Issue.record("not a mapping"); return }
        #expect(pairs[0].value.text == "A\u{2028}B")
        #expect((pairs[1].value.line, pairs[1].value.column) == (2, 11))
    }

    @Test func emptyDocumentIsNil() throws {
        #expect(try YAML.parse("") == nil)
        #expect(try YAML.parse("# only a comment\n") == nil)
    }

    @Test func aliasBombIsStopped() {
        var source = "a0: &a0 [x, x, x, x, x, x, x, x, x, x]\n"
        for i in 1...9 { source += "a\(i): &a\(i) [" + Array(repeating: "*a\(i - 1)", count: 10).joined(separator: ", ") + "]\n" }
        #expect(throws: YAMLError.self) { try YAML.parse(source) }
    }

    @Test func aliasesWithinLimitsExpand() throws {
        let node = try #require(try YAML.parse("base: &b { x: 1 }\ncopy: *b\n"))
        guard case let .mapping(pairs) = node.value, case let .mapping(copy) = pairs[1].value.value else {
            Issue.record("alias did not expand"); return
        }
        #expect(copy.first?.key.text == "x")
    }

    @Test func deepNestingIsRefused() {
        let source = String(repeating: "[", count: 200) + String(repeating: "]", count: 200)
        #expect(throws: YAMLError.self) { try YAML.parse(source) }
    }
}

extension YAMLNode: Equatable {
    public static func == (a: YAMLNode, b: YAMLNode) -> Bool { a.line == b.line && a.column == b.column && a.text == b.text }
}

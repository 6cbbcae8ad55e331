import Testing
@testable import TLContent
import TLCore

struct FrontMatterTests {
    @Test(arguments: [
        // (file, yaml, body)
        ("---\ntitle: A\n---\nBody\n", "title: A\n", "Body\n"),
        ("---\ntitle: A\n---\n", "title: A\n", ""),
        ("---\ntitle: A\n---", "title: A\n", ""),
        ("---\ntitle: A\n...\nBody\n", "title: A\n", "Body\n"),
        ("---  \ntitle: A\n---\t\nBody\n", "title: A\n", "Body\n"),
        ("---\n---\nBody\n", "", "Body\n"),
        ("---\ntitle: A\n---\nText\n\n---\n\nMore\n", "title: A\n", "Text\n\n---\n\nMore\n"),
        ("---\ntitle: \"---\"\n---\nB\n", "title: \"---\"\n", "B\n"),
        ("---\ntitle: A\n----\n---\nB\n", "title: A\n----\n", "B\n"),
    ])
    func splits(_ file: String, _ yaml: String, _ body: String) throws {
        let split = try FrontMatter.split(file, path: "a.md")
        #expect(split.yaml == yaml)
        #expect(split.body == body)
        #expect(split.yamlLine == 2)
    }

    @Test(arguments: ["No front matter\n", "\n---\ntitle: A\n---\n", " ---\ntitle: A\n---\n", "----\nx\n", ""])
    func noFrontMatter(_ file: String) throws {
        let split = try FrontMatter.split(file, path: "a.md")
        #expect(split.yaml == nil)
        #expect(split.body == file)
    }

    @Test func unclosedIsAnError() {
        #expect(throws: Diagnostic.self) { try FrontMatter.split("---\ntitle: A\nBody\n", path: "a.md") }
    }

    @Test(arguments: [
        ([0xEF, 0xBB, 0xBF] + Array("---\nt: 1\n---\n".utf8), "---\nt: 1\n---\n"),
        (Array("---\r\nt: 1\r\n---\r\nB\r\n".utf8), "---\nt: 1\n---\nB\n"),
        (Array("a\rb\r\nc\n".utf8), "a\nb\nc\n"),
        (Array("héllo".utf8), "héllo"),
    ])
    func decodes(_ bytes: [UInt8], _ text: String) throws {
        #expect(try UserFile.decode(bytes, path: "a.md") == text)
    }

    @Test(arguments: [
        (Array("ok\n".utf8) + [0xFF], 2, 1, "not valid UTF-8"),
        (Array("ab".utf8) + [0xC3, 0x28], 1, 3, "not valid UTF-8"),
        (Array("a\nbc\u{0}".utf8), 2, 3, "NUL byte"),
    ])
    func refusesBadBytes(_ bytes: [UInt8], _ line: Int, _ column: Int, _ message: String) {
        #expect {
            _ = try UserFile.decode(bytes, path: "a.md")
        } throws: { error in
            guard let d = error as? Diagnostic else { return false }
            return d.location?.line == line && d.location?.column == column && d.message.contains(message)
        }
    }
}

struct DateParserTests {
    @Test(arguments: [
        ("2024-05-01", "2024-05-01T00:00:00Z", false),
        ("2024-05-01T08:30:00Z", "2024-05-01T08:30:00Z", true),
        ("2024-05-01T08:30Z", "2024-05-01T08:30:00Z", true),
        ("2024-05-01 08:30", "2024-05-01T08:30:00Z", true),
        ("2024-05-01t08:30:00z", "2024-05-01T08:30:00Z", true),
        ("2024-05-01T08:30:00+02:00", "2024-05-01T06:30:00Z", true),
        ("2024-05-01T08:30:00-0130", "2024-05-01T10:00:00Z", true),
        ("2024-05-01 08:30:00 +02:00", "2024-05-01T06:30:00Z", true),
        ("2024-05-01T08:30:00.250Z", "2024-05-01T08:30:00Z", true),
        ("2024-02-29", "2024-02-29T00:00:00Z", false),
        ("2000-02-29", "2000-02-29T00:00:00Z", false),
    ])
    func parses(_ text: String, _ iso: String, _ hasTime: Bool) throws {
        let result = try DateParser.parse(text).get()
        let formatter = ISO8601DateFormatter()
        #expect(formatter.string(from: result.date) == iso)
        #expect(result.hasTime == hasTime)
    }

    @Test(arguments: ["2023-02-29", "1900-02-29", "2024-13-01", "2024-00-10", "2024-04-31", "2024-5-1", "24-05-01",
                      "2024-05-01T25:00", "2024-05-01T08:60", "2024-05-01T08", "2024-05-01T08:30:00+25:00",
                      "2024-05-01T08:30:00Zjunk", "tomorrow", "", "2024-05-01T08:30:00."])
    func refuses(_ text: String) {
        #expect(throws: DateParser.Problem.self) { try DateParser.parse(text).get() }
    }
}

import Foundation

import Testing
import TLCore
@testable import TLImport

struct CSVTests {
    @Test(arguments: [
        // (file, records as fields, the line each starts on)
        ("a,b,c\n", [["a", "b", "c"]], [1]),
        ("a,b,c", [["a", "b", "c"]], [1]),
        ("a,b\r\nc,d\r\n", [["a", "b"], ["c", "d"]], [1, 2]),
        ("a,b\rc,d\r", [["a", "b"], ["c", "d"]], [1, 2]),
        ("\u{FEFF}Year,Headline\n1969,Moon\n", [["Year", "Headline"], ["1969", "Moon"]], [1, 2]),
        ("a,,c\n", [["a", "", "c"]], [1]),
        (",\n", [["", ""]], [1]),
        ("a,b,\n", [["a", "b", ""]], [1]),
        ("\"a,b\",c\n", [["a,b", "c"]], [1]),
        ("\"say \"\"hi\"\"\",x\n", [["say \"hi\"", "x"]], [1]),
        ("\"\"\"\"\n", [["\""]], [1]),
        ("\"\"\n", [[""]], [1]),
        ("\"two\nlines\",b\nc,d\n", [["two\nlines", "b"], ["c", "d"]], [1, 3]),
        ("\"crlf\r\ninside\",b\r\n", [["crlf\ninside", "b"]], [1]),
        ("a\n\nb\n", [["a"], ["b"]], [1, 3]),
        ("a\n\n\n", [["a"]], [1]),
        ("", [], []),
        (" a , b \n", [[" a ", " b "]], [1]),
        ("é,\"ü\"\n", [["é", "ü"]], [1]),
        ("\"<p>Text, with <b>HTML</b></p>\",\"https://example.org/a.jpg?x=1,2\"\n",
         [["<p>Text, with <b>HTML</b></p>", "https://example.org/a.jpg?x=1,2"]], [1]),
        ("a,\"\n\n\",b\nnext\n", [["a", "\n\n", "b"], ["next"]], [1, 4]),
    ])
    func reads(_ file: String, _ fields: [[String]], _ lines: [Int]) throws {
        let records = try CSV.read(Array(file.utf8), path: "t.csv")
        #expect(records.map(\.fields) == fields)
        #expect(records.map(\.line) == lines)
    }

    @Test(arguments: [
        // (file, line, column, words of the message)
        ("a,\"open\n", 1, 3, "never closed"),
        ("a\nb,\"x\ny\n", 2, 3, "never closed"),
        ("ab\"c\n", 1, 3, "must be in quotes"),
        ("\"a\"b\n", 1, 4, "after a quoted field"),
        ("\"a\" \n", 1, 4, "after a quoted field"),
        ("\"a\"\"\"\"b\"x\n", 1, 9, "after a quoted field"),
        ("é\"\n", 1, 2, "must be in quotes"),
        ("\"x\ny\"z\n", 2, 3, "after a quoted field"),
    ])
    func refuses(_ file: String, _ line: Int, _ column: Int, _ words: String) {
        do {
            _ = try CSV.read(Array(file.utf8), path: "t.csv")
            Issue.record("read \(file.debugDescription) without an error")
        } catch {
            #expect(error.location == SourceLocation(path: "t.csv", line: line, column: column), "\(error)")
            #expect(error.message.contains(words), "\(error.message)")
        }
    }

    @Test func refusesBytesThatAreNoText() {
        #expect(throws: Diagnostic.self) { try CSV.read([0x61, 0xFF, 0x0A], path: "t.csv") }
    }
}

import TLContent
import TLCore

/// One record of a CSV file: its fields and the line it starts on (a
/// quoted field may hold line breaks, so a record may span several).
package struct CSVRecord: Equatable, Sendable {
    package var fields: [String]
    package var line: Int

    package init(_ fields: [String], line: Int) {
        self.fields = fields
        self.line = line
    }
}

/// CSV as RFC 4180 writes it, and as spreadsheets (Google Sheets, Excel,
/// LibreOffice) export it: fields separated by commas, records by line
/// breaks (CRLF, LF or CR), a field in double quotes may hold commas, line
/// breaks and `""` for a quote. The text comes from `UserFile.decode`, so
/// a BOM is already gone and every line break is a LF. A quote anywhere
/// else is an error at its line and column, as is a quoted field left open.
package enum CSV {
    package static func parse(_ text: String, path: String) throws(Diagnostic) -> [CSVRecord] {
        var records: [CSVRecord] = []
        var fields: [String] = []
        var field: [UInt8] = []
        var line = 1, column = 1, recordLine = 1
        var quoted = false, inQuotes = false, afterQuote = false
        var quoteOpened = (line: 1, column: 1)
        let bytes = Array(text.utf8)
        var index = 0

        func location(_ line: Int, _ column: Int) -> SourceLocation { SourceLocation(path: path, line: line, column: column) }
        func endField() {
            fields.append(String(decoding: field, as: UTF8.self))
            field.removeAll(keepingCapacity: true)
            quoted = false
            afterQuote = false
        }
        func endRecord() {
            // A line with nothing on it is no record (a file's last line break, blank lines).
            let blank = fields.isEmpty && field.isEmpty && !quoted
            endField()
            if !blank { records.append(CSVRecord(fields, line: recordLine)) }
            fields.removeAll(keepingCapacity: true)
        }

        while index < bytes.count {
            let byte = bytes[index]
            if inQuotes {
                if byte == UInt8(ascii: "\"") {
                    if index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "\"") {
                        field.append(byte)
                        index += 2
                        column += 2
                        continue
                    }
                    inQuotes = false
                    afterQuote = true
                } else {
                    field.append(byte)
                    if byte == 10 { line += 1; column = 0 }
                }
            } else {
                switch byte {
                case UInt8(ascii: ","):
                    endField()
                case 10:
                    endRecord()
                    line += 1
                    column = 0
                    recordLine = line
                case UInt8(ascii: "\""):
                    guard field.isEmpty, !quoted else {
                        throw .error(location(line, column), afterQuote
                            ? "a quote inside a quoted field must be doubled (\"\")"
                            : "a field with a quote in it must be in quotes, its quotes doubled: \"say \"\"hi\"\"\"")
                    }
                    quoted = true
                    inQuotes = true
                    quoteOpened = (line, column)
                default:
                    if afterQuote {
                        throw .error(location(line, column), "text after a quoted field's closing quote; put the whole field in quotes")
                    }
                    field.append(byte)
                }
            }
            index += 1
            // Columns count characters, not bytes: a continuation byte adds none.
            if byte & 0xC0 != 0x80 { column += 1 }
        }
        if inQuotes {
            throw .error(location(quoteOpened.line, quoteOpened.column), "this quoted field is never closed; end it with a quote")
        }
        if !field.isEmpty || !fields.isEmpty || quoted { endRecord() }
        return records
    }
}

extension CSV {
    /// A file's bytes as `UserFile.decode` takes every file (UTF-8, a BOM
    /// dropped, CRLF and CR read as LF), then its records.
    package static func read(_ bytes: [UInt8], path: String) throws(Diagnostic) -> [CSVRecord] {
        try parse(try UserFile.decode(bytes, path: path), path: path)
    }
}

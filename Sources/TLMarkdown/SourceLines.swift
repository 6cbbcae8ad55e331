/// The source as lines of bytes (1-based, as cmark numbers them), for the
/// passes that need what a paragraph was written as: table rows and
/// footnote definitions.
struct SourceLines {
    private let bytes: [UInt8]
    private var starts: [Int] = [0]

    init(_ source: String) {
        bytes = Array(source.utf8)
        for (index, byte) in bytes.enumerated() where byte == 0x0A { starts.append(index + 1) }
    }

    var count: Int { starts.count }

    /// Line `number` without its line ending; empty past the end.
    subscript(number: Int) -> ArraySlice<UInt8> {
        guard number >= 1, number <= starts.count else { return [] }
        let start = starts[number - 1]
        var end = number < starts.count ? starts[number] - 1 : bytes.count
        if end > start, bytes[end - 1] == 0x0D { end -= 1 }
        return bytes[start..<end]
    }

    /// Columns of leading spaces and tabs (a tab to the next multiple of 4).
    static func indentation(_ line: ArraySlice<UInt8>) -> Int {
        var columns = 0
        for byte in line {
            if byte == 0x20 { columns += 1 } else if byte == 0x09 { columns += 4 - columns % 4 } else { break }
        }
        return columns
    }

    static func isBlank(_ line: ArraySlice<UInt8>) -> Bool { line.allSatisfy { $0 == 0x20 || $0 == 0x09 } }

    /// `line` without up to `columns` columns of indentation.
    static func dedent(_ line: ArraySlice<UInt8>, _ columns: Int) -> ArraySlice<UInt8> {
        var removed = 0
        var index = line.startIndex
        while index < line.endIndex, removed < columns {
            if line[index] == 0x20 { removed += 1 } else if line[index] == 0x09 { removed += 4 - removed % 4 } else { break }
            index += 1
        }
        return line[index...]
    }

    static func trimmed(_ line: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        var slice = line
        while let first = slice.first, first == 0x20 || first == 0x09 { slice = slice.dropFirst() }
        while let last = slice.last, last == 0x20 || last == 0x09 { slice = slice.dropLast() }
        return slice
    }
}

/// ASCII classes as cmark-gfm uses them for flanking and autolinks.
/// Bytes of multi-byte characters count as letters: neither space nor punctuation.
enum Bytes {
    static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0C || byte == 0x0B }
    static func isPunctuation(_ byte: UInt8) -> Bool {
        (0x21...0x2F).contains(byte) || (0x3A...0x40).contains(byte) || (0x5B...0x60).contains(byte) || (0x7B...0x7E).contains(byte)
    }
    static func isAlpha(_ byte: UInt8) -> Bool { (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) }
    static func isDigit(_ byte: UInt8) -> Bool { (0x30...0x39).contains(byte) }
    static func isAlnum(_ byte: UInt8) -> Bool { isAlpha(byte) || isDigit(byte) }
    static func isHex(_ byte: UInt8) -> Bool { isDigit(byte) || (0x61...0x66).contains(byte) || (0x41...0x46).contains(byte) }
    /// Letters, digits, `_` and any byte of a non-ASCII character.
    static func isWord(_ byte: UInt8) -> Bool { isAlnum(byte) || byte == UInt8(ascii: "_") || byte >= 0x80 }

    static func lower(_ byte: UInt8) -> UInt8 { isAlpha(byte) ? byte | 0x20 : byte }

    static func hasPrefix(_ bytes: [UInt8], at index: Int, _ prefix: String, caseInsensitive: Bool = true) -> Bool {
        var position = index
        for expected in prefix.utf8 {
            guard position < bytes.count else { return false }
            let actual = caseInsensitive ? lower(bytes[position]) : bytes[position]
            if actual != expected { return false }
            position += 1
        }
        return true
    }

    static func string(_ bytes: ArraySlice<UInt8>) -> String { String(decoding: bytes, as: UTF8.self) }
}

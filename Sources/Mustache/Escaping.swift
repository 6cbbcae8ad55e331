/// How `{{name}}` escapes what it interpolates.
public enum Escaping: Sendable {
    /// `& < > " '` as HTML entities (the Mustache spec).
    case html
    /// For XML documents (a sitemap, an Atom feed): `& < > " '` as XML's
    /// entities, and the characters XML 1.0 allows nowhere, not even as
    /// references, left out (C0 controls but tab, LF and CR; U+FFFE, U+FFFF),
    /// so any interpolation gives well-formed XML.
    case xml

    /// XML for templates named `*.xml`, the pages' HTML otherwise.
    public init(forTemplate name: String) {
        self = name.hasSuffix(".xml") ? .xml : .html
    }
}

extension String {
    mutating func appendEscapingXML(_ text: String) {
        var bytesOf = text
        // Over the UTF-8 bytes, as for HTML: runs with nothing to escape are
        // appended whole (a sitemap is thousands of plain addresses).
        bytesOf.withUTF8 { bytes in
            var runStart = 0
            var index = 0
            while index < bytes.count {
                let replacement: String
                var length = 1
                switch bytes[index] {
                case UInt8(ascii: "&"): replacement = "&amp;"
                case UInt8(ascii: "<"): replacement = "&lt;"
                case UInt8(ascii: ">"): replacement = "&gt;"
                case UInt8(ascii: "\""): replacement = "&quot;"
                case UInt8(ascii: "'"): replacement = "&apos;"
                case UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                    index += 1
                    continue
                case ..<0x20:
                    replacement = ""
                // U+FFFE and U+FFFF: EF BF BE, EF BF BF.
                case 0xEF where index + 2 < bytes.count && bytes[index + 1] == 0xBF && bytes[index + 2] >= 0xBE:
                    replacement = ""
                    length = 3
                default:
                    index += 1
                    continue
                }
                if index > runStart {
                    self += String(decoding: UnsafeBufferPointer(rebasing: bytes[runStart..<index]), as: UTF8.self)
                }
                self += replacement
                index += length
                runStart = index
            }
            if runStart == 0 {
                self += text
            } else if runStart < bytes.count {
                self += String(decoding: UnsafeBufferPointer(rebasing: bytes[runStart...]), as: UTF8.self)
            }
        }
    }

    mutating func appendEscapingHTML(_ text: String) {
        var bytesOf = text
        // Over the UTF-8 bytes in place: most text has nothing to escape
        // and is appended whole.
        bytesOf.withUTF8 { bytes in
            var runStart = 0
            for index in 0..<bytes.count {
                let replacement: String
                switch bytes[index] {
                case UInt8(ascii: "&"): replacement = "&amp;"
                case UInt8(ascii: "<"): replacement = "&lt;"
                case UInt8(ascii: ">"): replacement = "&gt;"
                case UInt8(ascii: "\""): replacement = "&quot;"
                case UInt8(ascii: "'"): replacement = "&#39;"
                default: continue
                }
                if index > runStart {
                    self += String(decoding: UnsafeBufferPointer(rebasing: bytes[runStart..<index]), as: UTF8.self)
                }
                self += replacement
                runStart = index + 1
            }
            if runStart == 0 {
                self += text
            } else if runStart < bytes.count {
                self += String(decoding: UnsafeBufferPointer(rebasing: bytes[runStart...]), as: UTF8.self)
            }
        }
    }
}

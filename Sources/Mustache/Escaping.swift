/// How `{{name}}` escapes what it interpolates.
package enum Escaping: Sendable {
    /// `& < > " '` as HTML entities (the Mustache spec).
    case html
    /// For XML documents (a sitemap, an Atom feed): `& < > " '` as XML's
    /// entities, and the characters XML 1.0 allows nowhere, not even as
    /// references, left out (C0 controls but tab, LF and CR; U+FFFE, U+FFFF),
    /// so any interpolation gives well-formed XML.
    case xml

    /// XML for templates named `*.xml`, the pages' HTML otherwise.
    package init(forTemplate name: String) {
        self = name.hasSuffix(".xml") ? .xml : .html
    }
}

extension String {
    /// An attribute value without its quotes when HTML allows it (see
    /// `isBareAttributeValue`), escaped and quoted otherwise.
    mutating func appendBareAttributeValue(_ text: String, escaping: Escaping) {
        if escaping == .html, isBareAttributeValue(text.utf8) {
            self += text
            return
        }
        self += "\""
        switch escaping {
        case .html: appendEscapingHTML(text)
        case .xml: appendEscapingXML(text)
        }
        self += "\""
    }

    mutating func appendEscapingXML(_ text: String) {
        appendReplacing(text) { bytes, index in
            if let entity = String.entity(bytes[index], apostrophe: "&apos;") { return (entity, 1) }
            return switch bytes[index] {
            case UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"): nil
            // What XML allows nowhere: C0 controls, U+FFFE and U+FFFF (EF BF BE, EF BF BF).
            case ..<0x20: ("", 1)
            case 0xEF where index + 2 < bytes.count && bytes[index + 1] == 0xBF && bytes[index + 2] >= 0xBE: ("", 3)
            default: nil
            }
        }
    }

    mutating func appendEscapingHTML(_ text: String) {
        appendReplacing(text) { bytes, index in String.entity(bytes[index], apostrophe: "&#39;").map { ($0, 1) } }
    }

    /// The entity of a byte that is markup in HTML and XML (`& < > " '`);
    /// the two spell the apostrophe differently.
    @inline(__always)
    private static func entity(_ byte: UInt8, apostrophe: String) -> String? {
        switch byte {
        case UInt8(ascii: "&"): "&amp;"
        case UInt8(ascii: "<"): "&lt;"
        case UInt8(ascii: ">"): "&gt;"
        case UInt8(ascii: "\""): "&quot;"
        case UInt8(ascii: "'"): apostrophe
        default: nil
        }
    }

    /// Appends `text` with the byte sequences `replacement` names (at a byte
    /// index: what to write instead, and how many bytes it replaces) replaced.
    /// Over the UTF-8 bytes in place: the runs between are appended whole,
    /// and most text, with nothing to escape, in one piece.
    @inline(__always)
    private mutating func appendReplacing(_ text: String,
                                          _ replacement: (UnsafeBufferPointer<UInt8>, Int) -> (String, length: Int)?) {
        var bytesOf = text
        bytesOf.withUTF8 { bytes in
            var runStart = 0
            var index = 0
            while index < bytes.count {
                guard let (escaped, length) = replacement(bytes, index) else {
                    index += 1
                    continue
                }
                if index > runStart {
                    self += String(decoding: UnsafeBufferPointer(rebasing: bytes[runStart..<index]), as: UTF8.self)
                }
                self += escaped
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
}

/// Whether an attribute value can be written without quotes: not empty, and
/// only letters, digits, `-`, `_`, `.` and `:`. Stricter than HTML, which
/// allows any text without white space, quotes, `=`, `<`, `>` and backticks,
/// so a value that looks like a path or a URL keeps its quotes.
package func isBareAttributeValue(_ bytes: some Collection<UInt8>) -> Bool {
    !bytes.isEmpty && bytes.allSatisfy { byte in
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
             UInt8(ascii: "-"), UInt8(ascii: "_"), UInt8(ascii: "."), UInt8(ascii: ":"): true
        default: false
        }
    }
}

import TLCore
import TLFormats

/// Escapes text for XML (sitemap, Atom).
public func escapeXML(_ text: String) -> String {
    escapeHTML(text).replacingOccurrences(of: "&#39;", with: "&apos;")
}

/// Percent-encodes one path segment (a slug, a tag) for a URL.
public func encodePathSegment(_ text: String) -> String {
    func isUnreserved(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
             UInt8(ascii: "-"), UInt8(ascii: "_"), UInt8(ascii: "."), UInt8(ascii: "~"): true
        default: false
        }
    }
    // Most slugs need no encoding: the same string, no copy.
    if text.utf8.allSatisfy(isUnreserved) { return text }
    var result = ""
    for byte in text.utf8 {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
             UInt8(ascii: "-"), UInt8(ascii: "_"), UInt8(ascii: "."), UInt8(ascii: "~"):
            result.unicodeScalars.append(UnicodeScalar(byte))
        default:
            result += "%" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
        }
    }
    return result
}

/// Percent-encodes each segment of a "/"-separated path. With
/// `keepingEncoded`, a segment that already holds a '%' is taken as encoded
/// by the user (an image path written `my%20star.svg`).
public func encodePath(_ path: String, keepingEncoded: Bool = false) -> String {
    path.split(separator: "/").map { keepingEncoded && $0.contains("%") ? String($0) : encodePathSegment(String($0)) }
        .joined(separator: "/")
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}

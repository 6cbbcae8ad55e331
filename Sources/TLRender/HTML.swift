import TLCore
import TLFormats

/// Escapes text for XML (sitemap, Atom).
public func escapeXML(_ text: String) -> String {
    escapeHTML(text).replacingOccurrences(of: "&#39;", with: "&apos;")
}

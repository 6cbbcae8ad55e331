import TLCore

/// What may appear where a user names a file or a URL. Nothing a user types
/// may lead outside the site folder or run script.
package enum PathRules {
    /// Why `text` is not acceptable as an image/link reference, or nil if it is.
    /// Accepted: http(s) and mailto URLs, protocol-less relative paths inside the site.
    package static func referenceProblem(_ text: String, schemes: Set<String> = ["http", "https", "mailto"]) -> String? {
        if text.isEmpty { return "is empty" }
        if text.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) { return "contains control characters" }
        if text.first == " " || text.last == " " { return "starts or ends with a space" }
        if let scheme = URLScheme.of(text) {
            return schemes.contains(scheme) ? nil
                : "uses the '\(scheme):' scheme; only \(schemes.sorted().map { $0 + ":" }.joined(separator: ", ")) URLs or paths inside the site are allowed here"
        }
        if text.hasPrefix("//") { return "is a protocol-relative URL; write https:// in full" }
        if text.hasPrefix("/") { return "is an absolute path; write it relative to the site (e.g. images/star.svg)" }
        if text.contains("\\") { return "contains a backslash; use '/' between folders" }
        let path = text.split(separator: "?", maxSplits: 1).first.map(String.init) ?? text
        if path.split(separator: "/", omittingEmptySubsequences: false).contains(where: { $0 == ".." || $0.removingPercentDots() == ".." }) {
            return "leads out of its folder with '..'"
        }
        return nil
    }

    /// Why `slug` cannot name an output folder, or nil if it can.
    package static func slugProblem(_ slug: String) -> String? {
        if slug.isEmpty { return "is empty" }
        if slug == "." || slug == ".." || slug.contains("/") || slug.contains("\\") {
            return "must be a single name without '/', '\\' or '..'"
        }
        if slug.hasPrefix(".") { return "must not start with '.'" }
        if slug.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F || " \"'<>?#%{}|^`".unicodeScalars.contains($0) }) {
            return "may hold letters, digits, '-', '_' and '.', not spaces or URL characters"
        }
        if slug.utf8.count > 200 { return "is longer than 200 bytes" }
        return nil
    }
}

extension Substring {
    /// "%2e%2E" -> ".." so encoded dots are judged like plain ones.
    fileprivate func removingPercentDots() -> String {
        replacingOccurrences(of: "%2e", with: ".", options: .caseInsensitive)
    }
}

import Foundation

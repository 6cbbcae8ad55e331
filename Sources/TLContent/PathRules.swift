import TLCore
import TLModel

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

    /// An alias as written (`/old/path/`, `/old/page.html`) as the page
    /// path it names from the site's root, percent-encoded (`old/path/`,
    /// `old/page.html`), or why it names none. A path without `.html` is a
    /// folder, with or without its last '/'.
    package static func aliasPath(_ text: String) -> Result<String, AliasProblem> {
        func fail(_ reason: String) -> Result<String, AliasProblem> { .failure(AliasProblem(reason: reason)) }
        if text.isEmpty { return fail("is empty") }
        if text.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) { return fail("contains control characters") }
        if let scheme = URLScheme.of(text) {
            return fail("is a URL ('\(scheme):'); an alias is an old address of this site, written from its root, like /old/path/")
        }
        if text.hasPrefix("//") { return fail("is a protocol-relative URL; an alias is an old address of this site, written from its root, like /old/path/") }
        if !text.hasPrefix("/") { return fail("must start with '/': an alias is written from the site's root, like /old/path/") }
        if text.contains("?") { return fail("holds a query ('?'); a static page cannot tell queries apart: write the path alone") }
        if text.contains("#") { return fail("holds a fragment ('#'), which never reaches the server: write the path alone") }
        if text.contains("\\") { return fail("contains a backslash; use '/' between folders") }
        if text == "/" { return fail("is the site's home page, which tlsite writes") }
        var segments = text.dropFirst().split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        let isFolder = segments.last == "" || !(segments.last!.lowercased().hasSuffix(".html") || segments.last!.lowercased().hasSuffix(".htm"))
        if segments.last == "" { segments.removeLast() }
        var encoded: [String] = []
        for segment in segments {
            guard let decoded = segment.removingPercentEncoding else { return fail("has a '%' that starts no escape like %20") }
            if decoded.isEmpty { return fail("has an empty folder name ('//')") }
            if decoded == ".." || decoded == "." { return fail("leads out of its folder with '\(decoded)'") }
            if decoded.contains("/") || decoded.contains("\\") { return fail("has an escaped '/' or '\\' (%2F, %5C) in a name") }
            if decoded.hasPrefix(".") { return fail("names a hidden file or folder ('\(decoded)'), which tlsite does not write") }
            if decoded.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) { return fail("contains control characters") }
            if decoded.utf8.count > 200 { return fail("has a name longer than 200 bytes") }
            encoded.append(encodePathSegment(decoded))
        }
        return .success(encoded.joined(separator: "/") + (isFolder ? "/" : ""))
    }

    package struct AliasProblem: Error, Equatable {
        package var reason: String
    }
}

extension Substring {
    /// "%2e%2E" -> ".." so encoded dots are judged like plain ones.
    fileprivate func removingPercentDots() -> String {
        replacingOccurrences(of: "%2e", with: ".", options: .caseInsensitive)
    }
}

import Foundation

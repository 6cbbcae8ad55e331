/// Every path tlsite writes and every address it links to, relative to the
/// site root, in one place. Page addresses end in "/" and are URLs
/// (percent-encoded); `file(_:)` gives the file a page is written to.
/// Slugs and top-level folder names may not take what tlsite writes, so
/// `reservedNames` is derived from the routes below, never kept by hand.
package enum Routes {
    package static let home = ""
    /// The tag index (`tags/`) and a tag's page (`tags/TAG/`).
    package static let tags = "tags/"
    /// The kind index (`kind/`) and a kind's or change type's page (`kind/KIND/`).
    package static let kinds = "kind/"
    /// The people index (`people/`) and a person's page (`people/ID/`).
    package static let people = "people/"
    /// A monorepo package's page (`package/NAME/`) and its feeds.
    package static let packages = "package/"
    /// Theme assets, static files under `assets/` and the stylesheet.
    package static let assets = "assets/"
    /// The folder of a listing's pages after the first: `LISTING/page/N/`.
    package static let pagination = "page/"
    package static let notFound = "404.html"
    package static let sitemap = "sitemap.xml"
    package static let atomFeed = "feed.xml"
    package static let jsonFeed = "feed.json"
    /// The index of the archive pages (`archives:`), reserved only on a
    /// site that has them, with the years of its pages.
    package static let archives = "archive/"
    /// An archive page: `2024/`, or `2024/05/` for a month.
    package static func archive(year: Int, month: Int? = nil) -> String {
        func digits(_ number: Int, _ count: Int) -> String {
            let text = String(number)
            return String(repeating: "0", count: max(0, count - text.count)) + text
        }
        return digits(year, 4) + "/" + (month.map { digits($0, 2) + "/" } ?? "")
    }
    /// A changelog's upgrade guides: `upgrade/3.0/`.
    package static let upgrades = "upgrade/"
    package static func upgrade(_ slug: String) -> String { upgrades + encodePathSegment(slug) + "/" }
    /// A changelog site's search index, and the script that reads it.
    package static let searchIndex = "search.json"
    package static let searchScript = assets + "search.js"
    /// The file that holds a page in its folder.
    package static let indexFile = "index.html"

    /// An item's own page.
    package static func item(_ slug: String) -> String { encodePathSegment(slug) + "/" }

    /// A tag's page, from the tag as written (`School trips` -> `tags/school-trips/`).
    package static func tag(_ name: String) -> String { tag(slug: slugify(name)) }
    package static func tag(slug: String) -> String { tags + encodePathSegment(slug) + "/" }

    /// A kind's page, or a change type's (`kind/added/`).
    package static func kind(_ kind: String) -> String { kinds + encodePathSegment(kind) + "/" }

    /// A package's page, by its slug (`package/core/`).
    package static func package(slug: String) -> String { packages + encodePathSegment(slug) + "/" }

    /// A person's page, by their id in data/people.yml.
    package static func person(_ id: String) -> String { people + encodePathSegment(slugify(id)) + "/" }

    /// A folder's page: each segment of its path below content/ slugified.
    package static func folder(_ path: String) -> String {
        path.split(separator: "/").map { encodePathSegment(slugify(String($0))) + "/" }.joined()
    }

    /// Page `number` (1-based) of the listing whose first page is `listing`.
    package static func page(_ number: Int, of listing: String) -> String {
        number <= 1 ? listing : listing + pagination + "\(number)/"
    }

    /// The stylesheet, named by a hash of its text so browsers never keep a stale one.
    package static func stylesheet(hash: String) -> String { assets + "tlsite.\(hash).css" }
    /// The pages' script (the light/dark toggle), named by a hash of its text as the stylesheet is.
    package static func script(hash: String) -> String { assets + "tlsite.\(hash).js" }

    /// A file of a theme's `assets/` folder.
    package static func asset(_ file: String) -> String { assets + file }

    /// The file a page's address is written to: `tags/x/` -> `tags/x/index.html`.
    /// Other paths (`404.html`, `feed.xml`) are files already.
    package static func file(_ path: String) -> String {
        path.isEmpty || path.utf8.last == UInt8(ascii: "/") ? path + indexFile : path
    }

    /// The page a file of `file(_:)` holds, for the sitemap: `a/index.html` -> `a/`.
    package static func page(ofFile file: String) -> String {
        // By bytes: `hasSuffix` compares characters (the sitemap asks for each of its pages).
        let page = file.utf8.withContiguousStorageIfAvailable { bytes -> String in
            let count = indexFileBytes.count
            guard bytes.count >= count, bytes[(bytes.count - count)...].elementsEqual(indexFileBytes) else { return file }
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[..<(bytes.count - count)]), as: UTF8.self)
        }
        return page ?? (file.hasSuffix(indexFile) ? String(file.dropLast(indexFile.count)) : file)
    }
    private static let indexFileBytes = Array(indexFile.utf8)

    /// The first segments of every path tlsite writes besides items and
    /// folders: no item slug or top-level folder may take one.
    package static let reservedNames: Set<String> = {
        let written = [tags, kinds, people, packages, assets, pagination, notFound, sitemap, atomFeed, jsonFeed, searchIndex, upgrades]
        return Set(written.map { String($0.split(separator: "/").first!) })
    }()
}

/// Percent-encodes one path segment (a slug, a tag) for a URL.
package func encodePathSegment(_ text: String) -> String {
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
        if isUnreserved(byte) {
            result.unicodeScalars.append(UnicodeScalar(byte))
        } else {
            let hex = String(byte, radix: 16, uppercase: true)
            result += "%" + (hex.count < 2 ? "0" + hex : hex)
        }
    }
    return result
}

/// Percent-encodes each segment of a "/"-separated path. With
/// `keepingEncoded`, a segment that already holds a '%' is taken as encoded
/// by the user (an image path written `my%20star.svg`).
package func encodePath(_ path: String, keepingEncoded: Bool = false) -> String {
    path.split(separator: "/").map { keepingEncoded && $0.contains("%") ? String($0) : encodePathSegment(String($0)) }
        .joined(separator: "/")
}

import Foundation

/// What a release heading's text says: `[1.2.0] - 2024-05-01`,
/// `v1.2.0 (2024-05-01)`, `[Unreleased]`, `[0.0.5] - 2014-12-13 [YANKED]`.
struct ReleaseHeading: Equatable {
    var version: String?
    var isUnreleased = false
    var isYanked = false
    /// The date as written, when a word looks like one (YYYY-MM-DD).
    var date: String?
    /// The version is the heading's first word (after `Version`, `Release`
    /// or `v`): `### [1.0.1](…)` is a release at any level, `### Upgrading
    /// to 2.0` below the releases is a section.
    var versionFirst = false
    /// `## master`, `## next`: the Unreleased release when it stands above the first release.
    var isDevelopment = false

    /// Names of the development line written above the first release:
    /// the Unreleased release, as `## [Unreleased]` is.
    static let developmentNames: Set<String> = ["master", "main", "head", "next", "develop", "development", "trunk",
                                                 "unreleased changes", "upcoming changes", "in development"]

    /// A version, Unreleased, or a date alone (changelogs dated rather than versioned).
    var isRelease: Bool { version != nil || isUnreleased || date != nil }

    init(_ text: String) {
        let words = text.split(whereSeparator: { $0.isWhitespace }).map { word in
            word.trimmingCharacters(in: CharacterSet(charactersIn: "[](){}<>:,;*_`'\"\u{2013}\u{2014}-/|"))
        }
        let whole = words.filter { !$0.isEmpty }.joined(separator: " ").lowercased()
        if ReleaseHeading.developmentNames.contains(whole) { isUnreleased = true; isDevelopment = true; return }
        for (index, word) in words.enumerated() where !word.isEmpty {
            let lowered = word.lowercased()
            if lowered == "unreleased" || lowered == "upcoming" {
                isUnreleased = true
            } else if lowered == "yanked" {
                isYanked = true
            } else if date == nil, ReleaseHeading.looksLikeDate(word) {
                date = word
            } else if version == nil, !isUnreleased,
                      ReleaseHeading.isVersion(word, first: index == 0 || (index == 1 && ["version", "release", "v"].contains(words[0].lowercased()))) {
                version = word
                versionFirst = words[..<index].allSatisfy { $0.isEmpty || ["version", "release", "v"].contains($0.lowercased()) }
            }
        }
    }

    /// "1.2.0", "v1.2", "2.0.0-rc.1+build.5", "1.0.0.beta1"; a lone number only as the heading's first word.
    static func isVersion(_ word: String, first: Bool) -> Bool {
        var scalars = Substring(word)
        if scalars.first == "v" || scalars.first == "V" { scalars = scalars.dropFirst() }
        guard let head = scalars.first, head.isASCII, head.isNumber else { return false }
        guard scalars.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || ".-+_".contains($0)) }) else { return false }
        return scalars.contains(".") || (first && scalars.allSatisfy(\.isNumber))
    }

    /// Four digits, '-', one or two digits, '-', one or two digits.
    static func looksLikeDate(_ word: String) -> Bool {
        let parts = word.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, (1...2).contains(parts[1].count), (1...2).contains(parts[2].count) else { return false }
        return parts.allSatisfy { $0.allSatisfy { $0.isASCII && $0.isNumber } }
    }
}

/// A version as a slug: the characters a path and an id keep as they are.
func versionSlug(_ version: String) -> String {
    String(version.unicodeScalars.filter { $0.isASCII && (CharacterSet.alphanumerics.contains($0) || "._+-".unicodeScalars.contains($0)) }
        .map(Character.init))
}

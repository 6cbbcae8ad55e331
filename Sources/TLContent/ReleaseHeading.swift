import Foundation

/// What a release heading's text says: `[1.2.0] - 2024-05-01`,
/// `v1.2.0 (2024-05-01)`, `[Unreleased]`, `[0.0.5] - 2014-12-13 [YANKED]`.
struct ReleaseHeading: Equatable {
    var version: String?
    var isUnreleased = false
    var isYanked = false
    /// The date as written, when the heading holds one (`2024-05-01`, `May 1, 2024`).
    var date: String?
    /// That date read: its day, or why it could not be read.
    var written: ChangelogDate?
    /// The version is the heading's first word (after `Version`, `Release`
    /// or `v`): `### [1.0.1](…)` is a release at any level, `### Upgrading
    /// to 2.0` below the releases is a section.
    var versionFirst = false
    /// `## master`, `## next`: the Unreleased release when it stands above the first release.
    var isDevelopment = false
    /// A version pattern (`5.4.x`, `4.x`, `2.0.*`): a heading about a line of
    /// releases (`## Previous Changelogs` / `### 4.x`), never a release.
    var isPattern = false
    /// Nothing but a version, a date (read or not) and the words or marks
    /// between them (`v10.9.0 - August 21, 2026`): a release line, when a paragraph.
    var isOnlyVersionAndDate = false

    /// Names of the development line written above the first release:
    /// the Unreleased release, as `## [Unreleased]` is.
    static let developmentNames: Set<String> = ["master", "main", "head", "next", "develop", "development", "trunk",
                                                 "unreleased changes", "upcoming changes", "in development"]

    /// Words a release line may hold besides its version and date.
    static let lineWords: Set<String> = ["version", "release", "released", "on", "v"]

    /// A version, Unreleased, or a date alone (changelogs dated rather than versioned).
    var isRelease: Bool { !isPattern && (version != nil || isUnreleased || date != nil) }

    init(_ text: String, language: String = "en") {
        var rest = text
        if let serial = ReleaseHeading.daySerial(in: text) {
            // embroider's `# Release 2023-01-25.0`: the day and its serial
            // are the release's name, the day its date.
            written = serial.date
            date = serial.date.text
            version = serial.version
            versionFirst = text[..<serial.range.lowerBound].split(whereSeparator: \.isWhitespace)
                .allSatisfy { ["version", "release", "v"].contains($0.lowercased()) }
            rest.replaceSubrange(serial.range, with: " ")
        } else if let found = ChangelogDate.find(in: text, language: language) {
            written = found
            date = found.text
            rest.replaceSubrange(found.range, with: " ")
        }
        let raw = rest.split(whereSeparator: { $0.isWhitespace })
        let words = raw.map { word in
            word.trimmingCharacters(in: CharacterSet(charactersIn: "[](){}<>:,;*_`'\"\u{2013}\u{2014}-/|"))
        }
        let whole = words.filter { !$0.isEmpty }.joined(separator: " ").lowercased()
        if date == nil, ReleaseHeading.developmentNames.contains(whole) { isUnreleased = true; isDevelopment = true; return }
        var others = 0
        for (index, word) in words.enumerated() where !word.isEmpty {
            let lowered = word.lowercased()
            if lowered == "unreleased" || lowered == "upcoming" {
                isUnreleased = true
            } else if lowered == "yanked" {
                isYanked = true
            } else if version == nil, !isUnreleased,
                      ReleaseHeading.isPattern(word) || ReleaseHeading.isPattern(raw[index].trimmingCharacters(in: CharacterSet(charactersIn: "[]()`"))) {
                isPattern = true
            } else if version == nil, !isUnreleased,
                      ReleaseHeading.isVersion(word, first: index == 0 || (index == 1 && ["version", "release", "v"].contains(words[0].lowercased()))) {
                version = word
                versionFirst = words[..<index].allSatisfy { $0.isEmpty || ["version", "release", "v"].contains($0.lowercased()) }
            } else if !ReleaseHeading.lineWords.contains(lowered) {
                others += 1
            }
        }
        isOnlyVersionAndDate = version != nil && written != nil && others == 0 && !isPattern
    }

    /// A day with a serial after it, `2023-01-25.0` (release-plan's names
    /// before `Release (2023-01-25)`): the word, its range, and the day read.
    static func daySerial(in text: String) -> (version: String, range: Range<String.Index>, date: ChangelogDate)? {
        guard let range = text.range(of: #"(?<![\p{L}\p{N}.])\d{4}-\d{2}-\d{2}\.\d{1,3}(?![\p{L}\p{N}]|\.\d)"#, options: .regularExpression) else {
            return nil
        }
        let word = String(text[range])
        let day = String(word[..<word.lastIndex(of: ".")!])
        guard var date = ChangelogDate.find(in: day), date.text == day, date.problem == nil else { return nil }
        date.range = range.lowerBound..<text.index(range.lowerBound, offsetBy: day.count)
        return (word, range, date)
    }

    /// `5.4.x`, `4.x`, `v2.x.x`, `2.0.*`: a version with a wildcard part.
    static func isPattern(_ word: String) -> Bool {
        var text = Substring(word)
        if text.first == "v" || text.first == "V" { text = text.dropFirst() }
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count >= 2, parts[0].allSatisfy({ $0.isASCII && $0.isNumber }), !parts[0].isEmpty else { return false }
        return parts.dropFirst().contains { ["x", "X", "*"].contains($0) }
            && parts.dropFirst().allSatisfy { ["x", "X", "*"].contains($0) || (!$0.isEmpty && $0.allSatisfy { $0.isASCII && $0.isNumber }) }
    }

    /// "1.2.0", "v1.2", "2.0.0-rc.1+build.5", "1.0.0.beta1"; a lone number only as the heading's first word.
    static func isVersion(_ word: String, first: Bool) -> Bool {
        var scalars = Substring(word)
        if scalars.first == "v" || scalars.first == "V" { scalars = scalars.dropFirst() }
        guard let head = scalars.first, head.isASCII, head.isNumber else { return false }
        guard scalars.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || ".-+_".contains($0)) }) else { return false }
        // `0.49+` ("0.49 and later", moment's `## Fix React Native 0.49+ crash`) is no version.
        guard let last = scalars.last, last.isLetter || last.isNumber else { return false }
        return scalars.contains(".") || (first && scalars.allSatisfy(\.isNumber))
    }
}

/// A version as a slug: the characters a path and an id keep as they are.
func versionSlug(_ version: String) -> String {
    String(version.unicodeScalars.filter { $0.isASCII && (CharacterSet.alphanumerics.contains($0) || "._+-".unicodeScalars.contains($0)) }
        .map(Character.init))
}

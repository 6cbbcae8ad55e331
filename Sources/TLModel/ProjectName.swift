import Foundation

/// The project a changelog is about, named once for the header, the page
/// titles, release pages ("rich 13.0.0") and feeds.
package struct ProjectName: Sendable, Equatable {
    /// The site's title: the first title given, as written, else
    /// "NAME changelog", else "Changelog".
    package var siteTitle: String
    /// The project's name, when something names it.
    package var name: String?

    package init(siteTitle: String, name: String?) {
        self.siteTitle = siteTitle
        self.name = name
    }

    /// From the first of: `--title`, `changelog.title`, the file's first
    /// heading (each of them names the project unless it is only
    /// "Changelog" or the like), then the repository's name.
    /// `named` makes "NAME changelog" and `untitled` is "Changelog", in the site's language.
    package init(titles: [String?], repository: String?, named: (String) -> String = { "\($0) changelog" },
                untitled: String = "Changelog") {
        let given = titles.compactMap { $0?.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        name = given.first.flatMap(ProjectName.name(inTitle:)) ?? repository.flatMap { $0.isEmpty ? nil : $0 }
        siteTitle = given.first ?? name.map(named) ?? untitled
    }

    /// Words that name a changelog, not a project.
    static let changelogWords = #"(?i)\b(change ?log|changes|release notes|releases|release history|version history|history|news)\b"#

    /// "Rich changelog" -> "Rich", "Changelog of Foo" -> "Foo", "Changelog" -> nil.
    package static func name(inTitle title: String) -> String? {
        var text = title.replacingOccurrences(of: changelogWords, with: " ", options: .regularExpression)
        let trim = CharacterSet.whitespaces.union(CharacterSet(charactersIn: "-–—:|·,"))
        text = text.trimmingCharacters(in: trim)
        text = text.replacingOccurrences(of: #"(?i)^(of|for)\s+|\s+(of|for)$"#, with: "", options: .regularExpression)
            .trimmingCharacters(in: trim)
        text = text.replacingOccurrences(of: #"\s+"#, with: " ", options: .regularExpression)
        return text.isEmpty ? nil : text
    }
}

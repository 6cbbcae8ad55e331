import Foundation
import TLCore
import TLModel

/// Who a release is by: in git mode its commit authors and co-authors, in
/// either mode the `@user` its entries mention. data/people.yml says who
/// they are on the site: an author is the person whose `emails:` holds the
/// commit's address, else whose `git:` holds its name, else whose name it
/// is; a mention is the person whose id it is. The others stay plain names,
/// shown by their initials. Nothing is fetched.
package enum ChangelogPeople {
    /// Sets each release's `people` (its avatar cluster, authors first) and
    /// writes each git entry's authors after it, joined by `separator` (the
    /// site's language's `list.separator`).
    package static func apply(_ changelog: inout Changelog, people: [String: Person], separator: String = ", ") {
        let index = Index(people)
        for r in changelog.releases.indices {
            var ids = changelog.releases[r].authors.map { index.person(for: $0) ?? displayName($0) }
            for s in changelog.releases[r].sections.indices {
                changelog.releases[r].sections[s].parts = changelog.releases[r].sections[s].parts.map { part in
                    guard case .entries(let entries) = part else { return part }
                    return .entries(entries.map { entry in
                        guard !entry.authors.isEmpty else { return entry }
                        var entry = entry
                        let names = unique(entry.authors.map { author in index.person(for: author).flatMap { people[$0]?.name } ?? displayName(author) })
                        entry.html += " <span class=\"tl-change-by\">— \(escapeHTML(names.joined(separator: separator)))</span>"
                        return entry
                    })
                }
            }
            for s in changelog.releases[r].sections.indices {
                changelog.releases[r].sections[s].parts = changelog.releases[r].sections[s].parts.map { part in
                    guard case .entries(let entries) = part else { return part }
                    return .entries(entries.map { entry in
                        var entry = entry
                        for handle in mentions(in: entry.html) {
                            guard let id = index.person(mentioned: handle) else { ids.append(handle); continue }
                            ids.append(id)
                            if let url = people[id]?.url, URLScheme.isAbsolute(url) { entry.html = link(handle, to: url, in: entry.html) }
                        }
                        return entry
                    })
                }
            }
            changelog.releases[r].people = unique(ids)
        }
    }

    /// A mention of a person with an absolute `url:` links there rather
    /// than to the forge's profile (the link references made, if any).
    static func link(_ handle: String, to url: String, in html: String) -> String {
        let pattern = "<a href=\"[^\"]*\">@" + NSRegularExpression.escapedPattern(for: handle) + "</a>"
        let replacement = NSRegularExpression.escapedTemplate(for: "<a href=\"\(escapeHTML(url))\">@\(handle)</a>")
        return html.replacingOccurrences(of: pattern, with: replacement, options: [.regularExpression, .caseInsensitive])
    }

    static func displayName(_ author: GitAuthor) -> String { author.name.isEmpty ? author.email : author.name }

    static func unique(_ names: [String]) -> [String] {
        var seen = Set<String>()
        return names.filter { seen.insert($0.lowercased()).inserted }
    }

    /// The handles of `@user` mentions in an entry, in order: GitHub's rule
    /// (letters, digits, single hyphens, at most 39), after a space or an
    /// opening mark, never an e-mail address or inside code.
    static func mentions(in html: String) -> [String] {
        let text = html.replacingOccurrences(of: "<code[^>]*>.*?</code>", with: " ", options: .regularExpression)
            .replacingOccurrences(of: "<[^>]*>", with: " ", options: .regularExpression)
        let pattern = try! NSRegularExpression(pattern: #"(?<![\w@./])@([A-Za-z0-9](?:-?[A-Za-z0-9]){0,38})(?![\w@/-])"#)
        let range = NSRange(text.startIndex..., in: text)
        return unique(pattern.matches(in: text, range: range).compactMap { Range($0.range(at: 1), in: text).map { String(text[$0]) } })
    }

    /// Lookups from data/people.yml, lowercased.
    struct Index {
        var byEmail: [String: String] = [:]
        var byGitName: [String: String] = [:]
        var byName: [String: String] = [:]
        var byID: [String: String] = [:]

        init(_ people: [String: Person]) {
            // Sorted, so that two people claiming one address resolve the same way every build.
            for (id, person) in people.sorted(by: { $0.key < $1.key }) {
                for email in person.emails where byEmail[email] == nil { byEmail[email] = id }
                for name in person.gitNames where byGitName[name] == nil { byGitName[name] = id }
                if byName[person.name.lowercased()] == nil { byName[person.name.lowercased()] = id }
                byID[id.lowercased()] = id
            }
        }

        func person(for author: GitAuthor) -> String? {
            byEmail[author.email.lowercased()] ?? byGitName[author.name.lowercased()] ?? byName[author.name.lowercased()]
        }

        func person(mentioned handle: String) -> String? { byID[handle.lowercased()] }
    }
}

import Foundation
import TLCore
import TLModel

extension Build {
    /// Checks the items' old addresses (`aliases:`): each gets a page that
    /// redirects, so none may be the address of a page the site writes
    /// (an item's, a list's, one under a name tlsite keeps for itself), a
    /// file static/ copies there, or another item's alias. Compared without
    /// case, as slugs are: a page may not depend on the file system's.
    /// In a language after the first, the items are translations, whose
    /// aliases are below the language's folder (`languagePath`, `fr/`), as
    /// their pages are.
    func checkAliases(_ items: [Item], _ listings: [Listing], perPage: Int, reserved: Set<String>, languagePath: String = "",
                      _ diagnostics: Diagnostics) {
        guard items.contains(where: { !$0.aliases.isEmpty }) else { return }
        var pages: [String: String] = [:]
        for index in items.indices {
            pages[Routes.item(items[index].slug).lowercased()] = "the page of \(items[index].source.path)"
        }
        for listing in listings {
            for number in Timeline.pages(count: listing.cells.count, perPage: perPage).indices {
                pages[Routes.page(number + 1, of: listing.path).lowercased()] = "a list page tlsite writes"
            }
        }
        var seen: [String: SourceLocation] = [:]
        for index in items.indices {
            for alias in items[index].aliases {
                let key = alias.path.lowercased(), shown = "/" + (alias.path.removingPercentEncoding ?? alias.path)
                let file = Build.file(Routes.file(languagePath + alias.path))
                let full = languagePath.isEmpty ? "" : " (/\(Build.file(languagePath + alias.path)) in this translation's language)"
                let first = String(key.removingPercentEncoding?.split(separator: "/").first ?? "")
                let problem: String? = if let other = seen[key] {
                    "is also an alias in \(other.path) (line \(other.line)); an old address can lead to one page only"
                } else if key == Routes.item(items[index].slug).lowercased() {
                    "is this item's own address; remove it from 'aliases'"
                } else if let page = pages[key] {
                    "is the address of \(page); an alias must be an address no page of the site has"
                } else if reserved.contains(first) {
                    "is under /\(first), where tlsite writes its own files; an alias may not take it"
                } else if source.readsSiteFolder, io.kind(site + "/static/" + file) != .missing {
                    "is where static/\(file) is copied; remove one of them"
                } else {
                    nil
                }
                if let problem {
                    diagnostics.report(.error(alias.location, "the alias '\(shown)'\(full) \(problem)"))
                } else {
                    seen[key] = alias.location
                }
            }
        }
    }
}

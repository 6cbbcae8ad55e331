import Foundation
import TLCore
import TLFormats
import TLMarkdown

/// The remote `origin` of a repository, whose forge gives the releases'
/// links: compare views, tags and commits (`Repository`).
extension GitHistory {
    /// `remote.origin.url`, or nil outside a repository or without that remote.
    package static func remoteURL(_ git: Runner) -> String? {
        remoteURL(git(["config", "--get", "remote.origin.url"]))
    }

    /// From the output of `git config --get remote.origin.url`.
    static func remoteURL(_ output: Result<Data, GitFailure>) -> String? {
        guard case .success(let data) = output,
              let url = String(data: data, encoding: .utf8)?.trimmingCharacters(in: .whitespacesAndNewlines), !url.isEmpty else { return nil }
        return url
    }

    /// The repository of remote `origin`, when it is on a forge whose
    /// compare, tag and commit pages tlsite knows the shape of: GitHub,
    /// GitLab or Codeberg (`Repository`). Credentials in the URL are left out.
    static func linkedRepository(_ origin: Result<Data, GitFailure>) -> Repository? {
        guard let url = remoteURL(origin), let repository = Repository(url),
              let host = URLComponents(string: repository.site)?.host?.lowercased(),
              ["github.com", "gitlab.com", "codeberg.org"].contains(host), repository.site.hasPrefix("https://"),
              PathRules.referenceProblem(repository.web, schemes: ["https"]) == nil else { return nil }
        return repository
    }

    /// Where a new tag's compare link points (`--write --bump`): `links`
    /// (`--repository`) when given, else origin's repository as `read` finds it.
    package static func linkedRepository(in repository: String, links: Repository?, git: Runner? = nil) -> Repository? {
        links ?? linkedRepository((git ?? runner(in: repository))(["config", "--get", "remote.origin.url"]))
    }
}

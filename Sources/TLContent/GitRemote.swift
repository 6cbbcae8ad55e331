import Foundation
import TLCore

/// The remote `origin` of a repository, and the links a forge gives:
/// compare views, tags and commits.
extension GitHistory {
    /// A GitHub, GitLab, Codeberg or Gitea remote `origin` gives compare links.
    struct CompareURL {
        var base: String
        func range(_ from: String, _ to: String) -> String { base + "/compare/" + escapeURL(from) + "..." + escapeURL(to) }
        func tag(_ name: String) -> String { base + "/releases/tag/" + escapeURL(name) }
        /// GitLab puts its pages under `/-/`.
        func commit(_ hash: String) -> String { base + (base.hasPrefix("https://gitlab.com/") ? "/-/commit/" : "/commit/") + hash }
        private func escapeURL(_ text: String) -> String {
            text.addingPercentEncoding(withAllowedCharacters: CharacterSet.urlPathAllowed.subtracting(CharacterSet(charactersIn: "/?#"))) ?? text
        }
    }

    /// `remote.origin.url`, or nil outside a repository or without that remote.
    public static func remoteURL(_ git: Runner) -> String? {
        remoteURL(git(["config", "--get", "remote.origin.url"]))
    }

    /// From the output of `git config --get remote.origin.url`.
    static func remoteURL(_ output: Result<Data, GitFailure>) -> String? {
        guard case .success(let data) = output,
              let url = String(data: data, encoding: .utf8)?.trimmingCharacters(in: .whitespacesAndNewlines), !url.isEmpty else { return nil }
        return url
    }

    static func compareURL(_ origin: Result<Data, GitFailure>) -> CompareURL? {
        guard var url = remoteURL(origin) else { return nil }
        if url.hasPrefix("git@"), let colon = url.firstIndex(of: ":") {
            url = "https://" + url[url.index(url.startIndex, offsetBy: 4)..<colon] + "/" + url[url.index(after: colon)...]
        }
        if url.hasSuffix(".git") { url.removeLast(4) }
        while url.hasSuffix("/") { url.removeLast() }
        guard let components = URLComponents(string: url), components.scheme == "https", let host = components.host,
              ["github.com", "gitlab.com", "codeberg.org"].contains(host.lowercased()), components.user == nil, components.password == nil,
              components.path.split(separator: "/").count >= 2, PathRules.referenceProblem(url, schemes: ["https"]) == nil else { return nil }
        return CompareURL(base: url)
    }
}

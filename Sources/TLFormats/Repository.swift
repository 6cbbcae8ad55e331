import Foundation

/// A repository's web address, and the shapes of its issue, commit and user
/// URLs: GitHub's, GitLab's (`/-/issues/1`) or Gitea's and Forgejo's.
package struct Repository: Sendable, Hashable {
    package enum Host: String, Sendable { case github, gitlab, gitea }

    /// `https://github.com/OWNER/NAME`, without a trailing slash or `.git`.
    package let web: String
    /// `https://github.com`
    package let site: String
    /// `OWNER/NAME` (GitLab: `GROUP/SUBGROUP/NAME`).
    package let path: String
    package let host: Host
    /// `NAME`: the last part of the path.
    package var name: String { path.split(separator: "/").last.map(String.init) ?? path }

    /// From a web URL (`https://github.com/o/n`, with or without `.git` or a
    /// trailing slash) or an SSH remote (`git@github.com:o/n.git`); nil when
    /// `url` is neither.
    package init?(_ url: String) {
        var text = url.trimmingCharacters(in: .whitespaces)
        if text.hasPrefix("git@"), let colon = text.firstIndex(of: ":") {
            text = "https://" + text[text.index(text.startIndex, offsetBy: 4)..<colon] + "/" + text[text.index(after: colon)...]
        } else if text.hasPrefix("ssh://git@") {
            text = "https://" + text.dropFirst("ssh://git@".count)
        }
        guard let components = URLComponents(string: text), let scheme = components.scheme?.lowercased(),
              scheme == "https" || scheme == "http", let hostName = components.host, !hostName.isEmpty,
              components.query == nil, components.fragment == nil else { return nil }
        var path = components.path
        while path.hasSuffix("/") { path.removeLast() }
        if path.hasSuffix(".git") { path.removeLast(4) }
        let parts = path.split(separator: "/")
        guard parts.count >= 2, parts.allSatisfy({ $0.allSatisfy(Self.isPathCharacter) }) else { return nil }
        let lowered = hostName.lowercased()
        host = lowered == "github.com" ? .github : lowered.contains("gitlab") ? .gitlab : .gitea
        if host != .gitlab, parts.count != 2 { return nil }
        let port = components.port.map { ":\($0)" } ?? ""
        site = "\(scheme)://\(hostName)\(port)"
        self.path = parts.joined(separator: "/")
        web = site + "/" + self.path
    }

    /// The repository of a changelog's compare links
    /// (`https://github.com/OWNER/NAME/compare/v1.0.0...v1.1.0`, GitLab's `/-/compare/`).
    package static func inferred(fromChangelog text: String) -> Repository? {
        var rest = Substring(text)
        while let range = rest.range(of: "/compare/") {
            let before = rest[..<range.lowerBound]
            if let start = before.range(of: "http", options: .backwards)?.lowerBound {
                var url = String(before[start...])
                if url.hasSuffix("/-") { url.removeLast(2) }
                if !url.contains(where: \.isWhitespace), let repository = Repository(url) { return repository }
            }
            rest = rest[range.upperBound...]
        }
        return nil
    }

    static func isPathCharacter(_ character: Character) -> Bool {
        character.isASCII && (character.isLetter || character.isNumber || "-_.".contains(character))
    }

    private var separator: String { host == .gitlab ? "/-" : "" }

    package func issue(_ number: String) -> String { "\(web)\(separator)/issues/\(number)" }
    package func commit(_ hash: String) -> String { "\(web)\(separator)/commit/\(hash)" }
    /// What changed between two refs (`v1.0.0...v1.1.0`, `v1.1.0...HEAD`).
    package func compare(_ from: String, _ to: String) -> String {
        "\(web)\(separator)/compare/\(Self.escape(from))...\(Self.escape(to))"
    }
    /// A tag's page: its release (GitHub, Gitea, Forgejo) or the tag (GitLab).
    package func tag(_ name: String) -> String {
        "\(web)\(host == .gitlab ? "/-/tags/" : "/releases/tag/")\(Self.escape(name))"
    }
    /// A ref as one segment of a path: `/`, `?` and `#` escaped too.
    private static func escape(_ ref: String) -> String {
        ref.addingPercentEncoding(withAllowedCharacters: CharacterSet.urlPathAllowed.subtracting(CharacterSet(charactersIn: "/?#"))) ?? ref
    }
    package func user(_ name: String) -> String { "\(site)/\(name)" }
    /// `OWNER/NAME#123` on the same host.
    package func issue(_ number: String, in otherPath: String) -> String {
        "\(site)/\(otherPath)\(separator)/issues/\(number)"
    }
    /// A file of the default branch (`docs/x.md`).
    package func file(_ relativePath: String) -> String { onDefaultBranch(relativePath, view: host == .gitea ? "src" : "blob") }
    /// A file of the default branch as its bytes (an image `<img src>` can show).
    package func raw(_ relativePath: String) -> String { onDefaultBranch(relativePath, view: "raw") }

    /// `…/VIEW/HEAD/PATH` in the host's shape: GitLab's `/-/`, Gitea's `/branch/`.
    private func onDefaultBranch(_ relativePath: String, view: String) -> String {
        let prefix = switch host {
        case .github: "/\(view)/HEAD/"
        case .gitlab: "/-/\(view)/HEAD/"
        case .gitea: "/\(view)/branch/HEAD/"
        }
        return web + prefix + relativePath
    }
}

/// One `links:` rule: text matching `pattern` links to `href`, where `$1`…
/// (or `${1}`) stand for the pattern's groups and `$0` for the whole match,
/// as in git-cliff's link parsers.
package struct LinkRule: @unchecked Sendable, Hashable {
    package let pattern: String
    package let href: String
    package let regex: NSRegularExpression

    /// A rule, or why the pattern or template cannot be one.
    package static func make(pattern: String, href: String) -> Result<LinkRule, LinkRuleProblem> {
        let regex: NSRegularExpression
        do { regex = try NSRegularExpression(pattern: pattern) } catch {
            return .failure(.pattern("is not a regular expression: \(error.localizedDescription)"))
        }
        if regex.firstMatch(in: "", range: NSRange(location: 0, length: 0)) != nil {
            return .failure(.pattern("matches empty text; it must match at least one character"))
        }
        for group in groupNumbers(in: href) where group > regex.numberOfCaptureGroups {
            return .failure(.href("uses $\(group) but the pattern has \(regex.numberOfCaptureGroups) group(s)"))
        }
        let sample = expand(href, groups: Array(repeating: "x", count: regex.numberOfCaptureGroups + 1))
        guard let components = URLComponents(string: sample), let scheme = components.scheme?.lowercased(),
              scheme == "http" || scheme == "https", components.host?.isEmpty == false else {
            return .failure(.href("must be an http:// or https:// URL template like https://jira.example.com/browse/$0"))
        }
        return .success(LinkRule(pattern: pattern, href: href, regex: regex))
    }

    package enum LinkRuleProblem: Error, Equatable {
        case pattern(String), href(String)
    }

    package static func == (lhs: LinkRule, rhs: LinkRule) -> Bool { lhs.pattern == rhs.pattern && lhs.href == rhs.href }
    package func hash(into hasher: inout Hasher) {
        hasher.combine(pattern)
        hasher.combine(href)
    }

    static func groupNumbers(in template: String) -> [Int] {
        var numbers: [Int] = []
        var characters = Array(template)[...]
        while let dollar = characters.firstIndex(of: "$") {
            characters = characters[(dollar + 1)...]
            if characters.first == "{" { characters = characters.dropFirst() }
            let digits = characters.prefix(while: \.isNumber)
            if let number = Int(String(digits)) { numbers.append(number) }
        }
        return numbers
    }

    /// `template` with `$N`/`${N}` replaced by `groups[N]` (percent-encoded).
    package static func expand(_ template: String, groups: [String]) -> String {
        var result = ""
        var characters = Array(template)[...]
        while let first = characters.first {
            characters = characters.dropFirst()
            guard first == "$" else { result.append(first); continue }
            let braced = characters.first == "{"
            let rest = braced ? characters.dropFirst() : characters
            let digits = rest.prefix(while: \.isNumber)
            guard let number = Int(String(digits)), number < groups.count,
                  !braced || rest.dropFirst(digits.count).first == "}" else { result.append(first); continue }
            let value = groups[number]
            result += value.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? value
            characters = rest.dropFirst(digits.count + (braced ? 1 : 0))
        }
        return result
    }
}

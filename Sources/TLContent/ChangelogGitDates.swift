import Foundation
import TLModel

/// Dates for a changelog that writes none (covector's, Changesets'), from
/// the repository the file is in: the tag naming each release
/// (`PKG-v1.2.3`, `PKG@1.2.3`, `PKG-1.2.3`, `v1.2.3`, `1.2.3`), else the
/// commit that added the release's heading line (`git blame`). Two `git`
/// processes per file, whatever its length. A file that dates any release
/// itself is left as it is: the file's own dates win, and mixing them with
/// the repository's would put a blamed date among written ones.
package enum ChangelogGitDates {
    /// Fills `date` of the undated releases of `changelog`, read from
    /// `file` (a path inside the repository `git` runs in); `package` is
    /// the package a monorepo's tags name. Returns how many it dated.
    @discardableResult
    package static func apply(to changelog: inout Changelog, file: String, package: String?, git: GitHistory.Runner) -> Int {
        guard !changelog.releases.isEmpty, changelog.releases.allSatisfy({ $0.date == nil }) else { return 0 }
        guard case .success(let tagOutput) = git(["for-each-ref", "--format=%(refname:short)%09%(creatordate:unix)", "refs/tags"]) else { return 0 }
        var tags: [String: Date] = [:]
        for line in String(decoding: tagOutput, as: UTF8.self).split(separator: "\n") {
            let parts = line.split(separator: "\t")
            if parts.count == 2, let seconds = TimeInterval(parts[1]) { tags[String(parts[0])] = Date(timeIntervalSince1970: seconds) }
        }
        var blamed: [Int: Date]?
        var dated = 0
        for index in changelog.releases.indices {
            let release = changelog.releases[index]
            guard let version = release.version else { continue }
            let bare = version.hasPrefix("v") || version.hasPrefix("V") ? String(version.dropFirst()) : version
            var names: [String] = []
            if let package, !package.isEmpty {
                names += ["\(package)-v\(bare)", "\(package)@\(bare)", "\(package)-\(bare)", "\(package)@v\(bare)"]
            }
            names += ["v\(bare)", bare]
            if let date = names.lazy.compactMap({ tags[$0] }).first {
                changelog.releases[index].date = date
                dated += 1
                continue
            }
            if blamed == nil { blamed = blame(file, git: git) }
            if let date = blamed?[release.location.line] {
                changelog.releases[index].date = date
                dated += 1
            }
        }
        return dated
    }

    /// The author time of the commit that last wrote each line of `file`
    /// (1-based), from one `git blame --porcelain`; lines not committed yet are left out.
    static func blame(_ file: String, git: GitHistory.Runner) -> [Int: Date] {
        guard case .success(let output) = git(["blame", "--porcelain", "--", file]) else { return [:] }
        var times: [Substring: Date] = [:]
        var lines: [Int: Substring] = [:]
        var current: Substring?
        for line in String(decoding: output, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("\t") { continue }
            let words = line.split(separator: " ")
            if words.count >= 3, words[0].count == 40, words[0].allSatisfy(\.isHexDigit), let final = Int(words[2]) {
                current = words[0]
                if !words[0].allSatisfy({ $0 == "0" }) { lines[final] = words[0] }
            } else if line.hasPrefix("author-time "), let current, let seconds = TimeInterval(line.dropFirst("author-time ".count)) {
                times[current] = Date(timeIntervalSince1970: seconds)
            }
        }
        return lines.compactMapValues { times[$0] }
    }
}

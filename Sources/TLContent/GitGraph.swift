import Foundation
import TLCore

extension GitHistory {
    /// Runs each command on its own thread; the results in the commands' order.
    static func all(_ commands: [[String]], _ git: Runner) -> [Result<Data, GitFailure>] {
        let results = Results(count: commands.count)
        DispatchQueue.concurrentPerform(iterations: commands.count) { index in results.set(index, git(commands[index])) }
        return results.values
    }

    /// Results filled from several threads.
    final class Results: @unchecked Sendable {
        private let lock = NSLock()
        private var stored: [Result<Data, GitFailure>]
        init(count: Int) { stored = Array(repeating: .failure(GitFailure("not run")), count: count) }
        func set(_ index: Int, _ result: Result<Data, GitFailure>) { lock.withLock { stored[index] = result } }
        var values: [Result<Data, GitFailure>] { lock.withLock { stored } }
    }
}

extension GitHistory {
    struct Commit: Equatable {
        var hash: String
        var parents: [String]
        var author: String
        var email: String
        var message: String
        /// Merges are walked through, never entries.
        var isMerge: Bool { parents.count > 1 }
    }

    /// Every commit of one `git log` stream (newest first), and its parents
    /// by index: the graph the releases are cut from, in memory.
    struct CommitGraph {
        var commits: [Commit] = []
        var index: [String: Int] = [:]
        var parents: [[Int]] = []

        /// `git log -z --format=%H %P%x00%an%x00%ae%x00%B`: four NUL-separated fields a commit.
        init(_ data: Data) {
            let fields = data.split(separator: 0, omittingEmptySubsequences: false)
            for start in stride(from: 0, to: fields.count - 3, by: 4) {
                let ids = String(decoding: fields[start], as: UTF8.self).split(whereSeparator: \.isWhitespace).map(String.init)
                guard let hash = ids.first else { continue }
                index[hash] = commits.count
                commits.append(Commit(hash: hash, parents: Array(ids.dropFirst()), author: String(decoding: fields[start + 1], as: UTF8.self).replacingControlCharacters,
                                      email: String(decoding: fields[start + 2], as: UTF8.self).replacingControlCharacters,
                                      message: String(decoding: fields[start + 3], as: UTF8.self).replacingControlCharacters))
            }
            // A shallow clone's missing parents are left out.
            parents = commits.map { $0.parents.compactMap { index[$0] } }
        }

        /// The commits `tip` reaches that no release has yet; they are now taken.
        /// An ancestor of a taken commit is taken too, so the walk stops there.
        func claim(from tip: String, taken: inout Set<Int>) -> [Int] {
            guard let start = index[tip], taken.insert(start).inserted else { return [] }
            var stack = [start]
            var reached: [Int] = []
            while let commit = stack.popLast() {
                reached.append(commit)
                for parent in parents[commit] where taken.insert(parent).inserted { stack.append(parent) }
            }
            return reached
        }
    }

    /// Which tags are releases and what each covers: by default a stable
    /// release and the prereleases before it (since the previous stable)
    /// are one release; prereleases newer than every stable one are
    /// releases of their own.
    struct ReleasePlan {
        struct Group {
            var tag: Tag
            var prereleases: [Tag] = []
        }

        var groups: [Group] = []

        /// `tags` in ascending semver order.
        init(_ tags: [Tag], separatePrereleases: Bool) {
            var pending: [Tag] = []
            for tag in tags {
                if separatePrereleases {
                    groups.append(Group(tag: tag))
                } else if tag.version.prerelease.isEmpty {
                    groups.append(Group(tag: tag, prereleases: pending))
                    pending = []
                } else {
                    pending.append(tag)
                }
            }
            groups += pending.map { Group(tag: $0) }
        }
    }
}

import Foundation

/// Watches a site's sources with inotify: `tlsite.yml` and the folders
/// `content`, `data`, `templates`, `themes` and `static`, each with every
/// folder below it (folders made later included). A burst of events (an
/// editor saving, a `git checkout`) becomes one call of `onChange` with the
/// set of paths that changed, once the site has been quiet for `quiet`
/// seconds. `onChange` runs on the watcher's own thread, one call at a time;
/// what changes while it runs comes in the next call.
package final class Watcher: @unchecked Sendable {
    package static let folders = ["content", "data", "templates", "themes", "static"]
    package static let files = ["tlsite.yml"]

    let site: String
    let quiet: TimeInterval
    let onChange: @Sendable (Set<String>) -> Void
    private let inotify: Int32
    /// A pipe written to wake the thread when stopping.
    private var wake: [Int32] = [-1, -1]
    private var watched: [Int32: String] = [:]
    private var thread: Thread?
    private let finished = DispatchSemaphore(value: 0)

    package struct WatchError: Error, CustomStringConvertible, Sendable {
        package var description: String
    }

    static let mask = UInt32(IN_CREATE | IN_DELETE | IN_MODIFY | IN_CLOSE_WRITE | IN_MOVED_FROM | IN_MOVED_TO | IN_ATTRIB
                             | IN_DELETE_SELF | IN_MOVE_SELF | IN_ONLYDIR | IN_EXCL_UNLINK)

    /// Names in the site folder watched besides `folders` and `files`: the
    /// first segment of each changelog `tlsite.yml` names (`CHANGELOG.md`,
    /// `packages` for `packages/*/CHANGELOG.md`), a folder watched whole.
    private(set) var also: Set<String>

    /// The `.git` folders of the repositories a changelog is read from
    /// (`changelog: { git: … }`): in each, `HEAD`, `packed-refs` and every
    /// ref are watched (a commit, a tag), not the index or the objects that
    /// `git status` and every other command write.
    private var gitFolders: Set<String> = []

    package init(site: String, also: Set<String> = [], repositories: [String] = [], quiet: TimeInterval = 0.01,
                onChange: @escaping @Sendable (Set<String>) -> Void) throws(WatchError) {
        self.site = site
        self.also = also
        self.quiet = quiet
        self.onChange = onChange
        inotify = inotify_init1(Int32(IN_CLOEXEC | IN_NONBLOCK))
        guard inotify >= 0, pipe(&wake) == 0 else {
            throw WatchError(description: "cannot watch \(site) for changes: \(String(cString: strerror(errno)))")
        }
        // The site folder itself only for its files and for the watched
        // folders appearing or going.
        add(site, recursive: false)
        for folder in Watcher.folders + also.sorted() { add(site + "/" + folder, recursive: true) }
        watch(repositories: repositories)
    }

    /// Watches more names of the site folder and more repositories (what a
    /// new `changelog:` of tlsite.yml reads). Call it from `onChange`, on
    /// the watcher's own thread.
    package func watch(also names: Set<String> = [], repositories: [String] = []) {
        for name in names.subtracting(also).sorted() {
            also.insert(name)
            add(site + "/" + name, recursive: true)
        }
        for repository in repositories where !gitFolders.contains(repository + "/.git") {
            let git = repository + "/.git"
            var info = stat()
            guard lstat(git, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR else { continue }
            gitFolders.insert(git)
            add(git, recursive: false)
            add(git + "/refs", recursive: true)
        }
    }

    /// Starts the thread that waits for changes.
    package func start() {
        let thread = Thread { [self] in
            run()
            finished.signal()
        }
        thread.name = "tlsite-watcher"
        self.thread = thread
        thread.start()
    }

    /// Stops watching; returns once a running `onChange` has returned.
    package func stop() {
        var byte: UInt8 = 1
        _ = write(wake[1], &byte, 1)
        if thread != nil { finished.wait() }
        thread = nil
        close(inotify)
        wake.forEach { close($0) }
    }

    /// Whether a change to `path` (absolute) matters to the build: editors'
    /// backup, swap and lock files do not.
    package static func matters(_ path: String) -> Bool {
        let name = (path as NSString).lastPathComponent
        return !(name.hasPrefix(".#") || name.hasSuffix("~") || name.hasSuffix(".swp") || name.hasSuffix(".swx")
                 || name.hasSuffix(".swo") || name == "4913" || (name.hasPrefix("#") && name.hasSuffix("#"))
                 || name.hasSuffix(".tmp") || name == ".DS_Store")
    }

    private func add(_ folder: String, recursive: Bool) {
        let descriptor = inotify_add_watch(inotify, folder, Watcher.mask)
        guard descriptor >= 0 else { return }
        watched[descriptor] = folder
        guard recursive, let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        for name in names.sorted() {
            var info = stat()
            let path = folder + "/" + name
            // Links are not followed: a linked folder is the build's to check.
            if lstat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR { add(path, recursive: true) }
        }
    }

    private func run() {
        var changed: Set<String> = []
        while true {
            // Block until something happens; then keep reading until the
            // site has been quiet for a while.
            let timeout: Int32 = changed.isEmpty ? -1 : Int32(quiet * 1000)
            var fds = [pollfd(fd: inotify, events: Int16(POLLIN), revents: 0), pollfd(fd: wake[0], events: Int16(POLLIN), revents: 0)]
            let ready = poll(&fds, 2, timeout)
            if ready < 0 && errno == EINTR { continue }
            if fds[1].revents != 0 { return }
            if ready == 0 {
                let batch = changed
                changed = []
                onChange(batch)
                continue
            }
            changed.formUnion(readEvents())
        }
    }

    /// The paths named by the queued events, watching new folders as they come.
    private func readEvents() -> Set<String> {
        var paths: Set<String> = []
        let size = 64 * 1024
        let buffer = UnsafeMutableRawPointer.allocate(byteCount: size, alignment: MemoryLayout<inotify_event>.alignment)
        defer { buffer.deallocate() }
        while true {
            let count = read(inotify, buffer, size)
            guard count > 0 else { break }
            var offset = 0
            while offset + MemoryLayout<inotify_event>.size <= count {
                let event = (buffer + offset).load(as: inotify_event.self)
                let nameStart = buffer + offset + MemoryLayout<inotify_event>.size
                offset += MemoryLayout<inotify_event>.size + Int(event.len)
                if event.mask & UInt32(IN_Q_OVERFLOW) != 0 {
                    // Events were lost: count the whole site as changed.
                    paths.insert(site)
                    continue
                }
                if event.mask & UInt32(IN_IGNORED) != 0 { watched[event.wd] = nil; continue }
                guard let folder = watched[event.wd] else { continue }
                let name = event.len > 0 ? String(cString: nameStart.assumingMemoryBound(to: CChar.self)) : ""
                let path = name.isEmpty ? folder : folder + "/" + name
                if folder == site {
                    // In the site folder, only the watched names matter; a
                    // watched folder that appears is watched from now on.
                    guard Watcher.folders.contains(name) || Watcher.files.contains(name) || also.contains(name) else { continue }
                    if Watcher.folders.contains(name) || also.contains(name), event.mask & UInt32(IN_CREATE | IN_MOVED_TO) != 0 {
                        add(path, recursive: true)
                    }
                } else if gitFolders.contains(folder) {
                    // A repository's own files: only where its branches and tags point.
                    guard name == "HEAD" || name == "packed-refs" || name == "refs" else { continue }
                    if name == "refs", event.mask & UInt32(IN_CREATE | IN_MOVED_TO) != 0 { add(path, recursive: true) }
                } else if event.mask & UInt32(IN_ISDIR) != 0, event.mask & UInt32(IN_CREATE | IN_MOVED_TO) != 0 {
                    add(path, recursive: true)
                }
                if Watcher.matters(path) { paths.insert(path) }
            }
        }
        return paths
    }
}

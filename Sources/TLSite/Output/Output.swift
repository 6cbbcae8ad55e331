import Foundation
import TLCore

/// Collects the files of a build in a staging folder next to the output, and
/// swaps it in only when the whole build succeeded. A failed or killed build
/// leaves the previous output as it was.
final class Output: @unchecked Sendable {
    let final: String
    private(set) var staging: String
    private let io: FileIO
    private let enabled: Bool
    private let lock = NSLock()
    private var written: Set<String> = []
    /// Of `written`, the files this build wrote (not claimed as kept), in place.
    private var made: Set<String> = []
    /// Files of `inherited` the build knows it no longer has (the pages of
    /// term lists that went): `publish` checks them by count, not by
    /// looking every inherited file up.
    var expectedGone: Set<String> = []
    /// Gives the lock file back (`prepare` took it); nil when not held.
    private var releaseLock: (@Sendable () -> Void)?
    /// Folders the written files sit in, so a file cannot take a folder's name:
    /// each a part of a written path (no string of its own is made).
    private var folders: Set<Substring> = []

    /// Writes straight into `final`, with no staging and no swap: for the
    /// folder `tlsite serve` updates page by page.
    let inPlace: Bool

    /// The site, as the manifest names it.
    private let site: String
    /// The files an in-place output held before this build (its manifest,
    /// or what the session's last build wrote, when it sets them): those
    /// this build does not write again are removed. nil until known.
    var inherited: Set<String>?
    /// `inherited`, sorted as the manifest lists it (the session's last
    /// update's list, when it sets it): the next manifest's list is made
    /// from it with the files that came and went, not sorted whole again.
    var inheritedSorted: [String]?
    /// The files the manifest this build wrote lists, sorted; nil when it
    /// wrote none.
    private(set) var manifestFiles: [String]?
    /// The list of item pages of the last manifest (the session's, when it
    /// sets it), and of the one this build wrote: written again as it was
    /// while the pages are the same.
    var manifestPages: OutputManifest.PagesSection?
    /// Whether `prepare` ran, so this build may have written files.
    private var prepared = false
    /// The item pages this build makes, with their files, for the manifest
    /// (set before `publish`); nil keeps the last build's list.
    var pages: [PageRecord]?
    /// The item pages of the last build in this folder (its manifest, or
    /// what the session's last build made, when it sets them): nil when
    /// that build kept no list (none, or a manifest of format 1).
    lazy var lastPages: [PageRecord]? = readLastPages()

    init(final: String, site: String, io: FileIO, enabled: Bool, inPlace: Bool = false) {
        self.final = final
        self.site = io.resolve(site) ?? site
        self.io = io
        self.enabled = enabled
        self.inPlace = inPlace
        let parent = (final as NSString).deletingLastPathComponent
        let name = (final as NSString).lastPathComponent
        staging = inPlace ? final : parent + "/." + name + ".tlsite-staging-\(getpid())"
    }

    /// Marks paths as taken without writing them: the pages an incremental
    /// build keeps from the last one.
    func claim(_ paths: some Collection<String>) {
        lock.withLock {
            written.reserveCapacity(written.count + paths.count)
            folders.reserveCapacity(folders.count + paths.count)
            for path in paths where written.insert(path).inserted { _ = takeFolders(of: path) }
        }
    }

    /// Records the folders above `path` (the caller holds `lock`); returns
    /// the deepest one that no file had before, if any.
    private func takeFolders(of path: String) -> Substring? {
        var newFolder: Substring?
        var folder = Substring(path)
        // By byte: a character's search would cluster every grapheme.
        while let slash = folder.utf8.lastIndex(of: UInt8(ascii: "/")) {
            folder = folder[..<slash]
            if !folders.insert(folder).inserted { break }
            if newFolder == nil { newFolder = folder }
        }
        return newFolder
    }

    /// Every path written or claimed.
    var paths: Set<String> { lock.withLock { written } }

    /// The item pages the manifest of the output folder lists, when it is
    /// this site's (of format 2); read whether this build writes or not,
    /// so `tlsite check` sees the pages that moved too.
    private func readLastPages() -> [PageRecord]? {
        guard let data = try? io.read(final + "/" + OutputFolder.marker), case .manifest(let manifest) = OutputManifest.read(data),
              manifest.site == site else { return nil }
        return manifest.pages
    }

    /// Removes a file an in-place output no longer has, and the folders it
    /// leaves empty.
    func removeStale(_ path: String) {
        guard inPlace, enabled else { return }
        try? io.remove(final + "/" + path)
        var folder = Substring(path)
        while let slash = folder.lastIndex(of: "/") {
            folder = folder[..<slash]
            let full = final + "/" + folder
            guard let entries = try? io.list(full), entries.isEmpty else { break }
            try? io.remove(full)
        }
    }

    /// One build writes an output folder at a time (a lock file beside it,
    /// `.NAME.tlsite-lock`, there only while a build runs). Holding the
    /// lock, the staging folders of builds that were killed or could not
    /// finish removing an old output are removed first, so they never pile
    /// up or confuse the next build; one that cannot be removed yet is a
    /// warning.
    func prepare() throws -> [Diagnostic] {
        guard enabled else { return [] }
        let parent = (final as NSString).deletingLastPathComponent
        let name = (final as NSString).lastPathComponent
        try io.makeDirectory(parent)
        let releaseLock: (@Sendable () -> Void)?
        do { releaseLock = try io.lock(parent + "/." + name + ".tlsite-lock") } catch let error as FileError {
            throw Diagnostic.error(nil, "cannot take the lock that keeps two builds from writing \(final) at once: \(error.path): \(error.reason)")
        }
        guard let releaseLock else {
            throw Diagnostic.error(nil, "another tlsite build is writing \(final); try again when it has finished")
        }
        self.releaseLock = releaseLock
        var warnings: [Diagnostic] = []
        for entry in (try? io.list(parent)) ?? [] where Output.isLeftover(entry.name, of: name) {
            let leftover = parent + "/" + entry.name
            do { try io.remove(leftover) } catch {
                warnings.append(.warning(nil, "a folder left by an earlier build, \(leftover), could not be removed: \(Output.reason(error)); "
                    + "the next build removes it once it can"))
            }
        }
        // A leftover that could not go may bear this build's name (the same
        // process id): this build's staging folder must start empty.
        var other = 1
        while !inPlace, io.kind(staging) != .missing {
            staging = parent + "/." + name + ".tlsite-staging-\(getpid())-\(other)"
            other += 1
        }
        try io.makeDirectory(staging)
        if !inPlace { io.markTopFolder(staging) }
        if inPlace, inherited == nil {
            if let data = try? io.read(final + "/" + OutputFolder.marker), case .manifest(let manifest) = OutputManifest.read(data) {
                inherited = Set(manifest.files)
            } else {
                inherited = []
            }
        }
        claim([OutputFolder.marker])
        prepared = true
        return warnings
    }

    /// `.NAME.tlsite-staging-PID[-N]` or `.NAME.tlsite-old-PID[-N]`: a
    /// folder only a build of NAME makes (not the lock, not another
    /// output's folder whose name happens to start the same).
    static func isLeftover(_ entry: String, of name: String) -> Bool {
        let prefix = "." + name + ".tlsite-"
        guard entry.hasPrefix(prefix) else { return false }
        let rest = entry.dropFirst(prefix.count)
        for kind in ["staging-", "old-"] where rest.hasPrefix(kind) {
            let number = rest.dropFirst(kind.count)
            return !number.isEmpty && number.first != "-" && number.allSatisfy { $0.isASCII && ($0.isNumber || $0 == "-") }
        }
        return false
    }

    static func reason(_ error: any Error) -> String {
        guard let error = error as? FileError else { return "\(error)" }
        return "\(error.path): \(error.reason)"
    }

    /// Ends an in-place build: nothing to swap.
    func finish() { unlock() }

    /// Writes one file (`path` relative to the output). Returns false when
    /// another file already took that path.
    @discardableResult
    func write(_ path: String, _ data: Data) throws -> Bool {
        try put(path) { try io.write($0, data) }
    }

    /// Copies the file at `source` (absolute) to `path`, in pieces: a large
    /// image or static file is never held whole. Returns false when another
    /// file already took that path.
    @discardableResult
    func copy(_ path: String, from source: String) throws -> Bool {
        try put(path) { try io.copy(source, $0) }
    }

    private func put(_ path: String, _ make: (String) throws -> Void) throws -> Bool {
        // The file's folder, when this is the first file written in it.
        var newFolder: Substring?
        let fresh = lock.withLock { () -> Bool in
            guard !folders.contains(Substring(path)), written.insert(path).inserted else { return false }
            // Only an in-place output (serve's) asks which files are new.
            if inPlace { made.insert(path) }
            newFolder = takeFolders(of: path)
            return true
        }
        guard fresh else { return false }
        guard enabled else { return true }
        // Made before the file, rather than after a failed open: a page's
        // folder is almost always new.
        if let newFolder, !inPlace { try io.makeDirectory(staging + "/" + newFolder) }
        if inPlace {
            // A page being served is replaced in one step, never seen half-written.
            let temporary = staging + "/" + path + ".tlsite-\(getpid())"
            try make(temporary)
            try io.move(temporary, staging + "/" + path)
        } else {
            try make(staging + "/" + path)
        }
        return true
    }

    func write(_ path: String, _ text: String) throws { try write(path, Data(text.utf8)) }

    /// True when `path` is taken, as a file or as a folder of files.
    func contains(_ path: String) -> Bool { lock.withLock { written.contains(path) || folders.contains(Substring(path)) } }

    var count: Int { lock.withLock { written.count } }

    /// Puts the staging folder in the output's place. Returns a warning when
    /// the new site is published but the old one could not be removed.
    func publish() throws -> [Diagnostic] {
        guard enabled else { return [] }
        defer { unlock() }
        if inPlace {
            // The marker is among `paths` (`prepare` claims it), and may be among `inherited`.
            let paths = self.paths, inherited = self.inherited ?? []
            // The files this build wrote that the last output did not have (those it kept, it had).
            let made = lock.withLock { self.made }.filter { $0 != OutputFolder.marker && !inherited.contains($0) }
            let gone = goneFiles(paths, inherited, new: made.count)
            for path in gone { removeStale(path) }
            // Every file of `paths` not inherited, made or claimed.
            let new = Output.fileCount(paths) - (Output.fileCount(inherited) - gone.count)
            // An update that made no file, removed none and moved no page leaves the list as it was.
            if new > 0 || !gone.isEmpty || (pages != nil && pages != lastPages) || io.kind(final + "/" + OutputFolder.marker) != .file {
                try writeManifest(paths, since: new + gone.count < 256 ? (inheritedSorted, inherited, gone, made) : nil)
            }
            return []
        }
        try writeManifest(paths)
        if io.kind(final) == .missing {
            try io.move(staging, final)
            return []
        }
        let old: String
        do {
            try io.exchange(staging, final)
            old = staging
        } catch {
            // Where the file system cannot exchange, two renames: the old
            // output is moved aside before the new one takes its place, and
            // back again if the new one cannot.
            old = staging.replacingOccurrences(of: "tlsite-staging-", with: "tlsite-old-")
            try io.move(final, old)
            do { try io.move(staging, final) } catch {
                try? io.move(old, final)
                throw error
            }
        }
        do { try io.remove(old) } catch {
            return [.warning(nil, "the new site is published in \(final), but the previous output, moved aside to \(old), "
                + "could not be removed: \(Output.reason(error)); the next build removes it once it can")]
        }
        return []
    }

    func discard() {
        guard enabled else { return }
        // What a failed in-place build wrote stays, so the manifest lists it.
        if inPlace {
            var all = paths.union(inherited ?? []), before = inherited ?? []
            all.remove(OutputFolder.marker)
            before.remove(OutputFolder.marker)
            if prepared, all != before { try? writeManifest(all) }
        } else {
            try? io.remove(staging)
        }
        unlock()
    }

    /// The marker with the list of `paths` and of the item pages (this
    /// build's, or the last one's when it failed): written last, so a
    /// folder whose build was cut short is never taken for a finished output.
    /// `since`: the last manifest's sorted list of `inherited` files, those
    /// of them `paths` no longer has and the files this build made that it
    /// did not have; the list is made from it.
    private func writeManifest(_ paths: Set<String>,
                               since last: (sorted: [String]?, inherited: Set<String>, gone: Set<String>, made: Set<String>)? = nil) throws {
        let files: [String]
        if let last, let sorted = last.sorted, sorted.count == Output.fileCount(last.inherited) {
            let kept = last.gone.isEmpty ? sorted : sorted.filter { !last.gone.contains($0) }
            let merged = mergeSorted(kept, last.made.sorted(), by: <)
            // As many as `paths` holds, or a file came that neither this build wrote nor the last output had
            // (claims are of files the last output has): all sorted.
            files = merged.count == Output.fileCount(paths) ? merged : paths.filter { $0 != OutputFolder.marker }.sorted()
        } else {
            files = paths.filter { $0 != OutputFolder.marker }.sorted()
        }
        manifestFiles = files
        let manifest = OutputManifest(site: site, files: files, pages: pages ?? lastPages ?? [])
        let target = staging + "/" + OutputFolder.marker
        let (bytes, section) = manifest.bytes(reusing: manifestPages)
        manifestPages = section
        if inPlace {
            try io.write(target + ".tlsite-\(getpid())", Data(bytes))
            try io.move(target + ".tlsite-\(getpid())", target)
        } else {
            try io.write(target, Data(bytes))
        }
    }

    /// The files the build expects to go (`expectedGone`, the pages of
    /// lists that went), when they are all the files of `inherited` that
    /// `paths` does not hold: counted, as every other inherited file is
    /// in `paths` and the `new` other files of `paths` were made by this
    /// build. Else every inherited file looked up.
    private func goneFiles(_ paths: Set<String>, _ inherited: Set<String>, new: Int) -> Set<String> {
        // Inherited files this build kept or wrote again, and so those it did not.
        let goneCount = Output.fileCount(inherited) - (Output.fileCount(paths) - new)
        if goneCount == 0 { return [] }
        if goneCount == expectedGone.count, expectedGone.allSatisfy({ inherited.contains($0) && !paths.contains($0) }) { return expectedGone }
        return inherited.filter { !paths.contains($0) }
    }

    /// The number of files of `files`, the marker left out.
    private static func fileCount(_ files: Set<String>) -> Int {
        files.count - (files.contains(OutputFolder.marker) ? 1 : 0)
    }

    private func unlock() {
        lock.withLock { releaseLock }?()
        lock.withLock { releaseLock = nil }
    }
}

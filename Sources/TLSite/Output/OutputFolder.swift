import Foundation
import TLCore

/// What a build leaves in its output: the marker file, `.tlsite-output`,
/// holding the list of every file that build wrote and the site it built,
/// and (format 2) which file of the site made each item's page, so the
/// next build can tell a page that moved (`MovedPages`).
/// The next build replaces the folder only while it holds nothing else.
package struct OutputManifest: Sendable, Equatable {
    /// The site folder that wrote the output (its real path).
    package var site: String
    /// The files written, relative to the output folder, the marker left out.
    package var files: [String]
    /// The item pages written, each with the file it was made from; nil in
    /// a manifest of format 1, which kept no such list.
    package var pages: [PageRecord]?

    package init(site: String, files: [String], pages: [PageRecord]? = []) {
        self.site = site
        self.files = files
        self.pages = pages
    }

    static let preamble = """
        This folder was written by tlsite (tlsite build), which replaces it whole
        at every build, and only while it holds nothing but the files listed below.
        tlsite refuses to replace a folder without this file. Do not edit it.

        """
    static let formatPrefix = "tlsite-manifest: "
    /// The format written: 2 adds the list of item pages after the files.
    static let format = 2

    /// The marker's text: the preamble, then the site and the files, one a
    /// line (a backslash, a tab, a line break or a carriage return in a
    /// name is escaped), sorted; then the item pages, one a line, their
    /// fields separated by tabs (`PageRecord.line`), sorted. A manifest
    /// without the list of pages is written in format 1, as before.
    package var text: String { String(decoding: bytes, as: UTF8.self) }

    /// `text`'s bytes, made as bytes: `tlsite serve` writes the marker
    /// again after every update that adds or removes a page.
    package var bytes: [UInt8] { bytes(reusing: nil).bytes }

    /// The list of item pages as the marker writes it, with the records
    /// it was made from: an update of `tlsite serve` that kept them writes
    /// it again as it was.
    struct PagesSection: Sendable {
        var pages: [PageRecord]
        var bytes: [UInt8]
    }

    /// `bytes`, with the list of pages taken from `section` when it was
    /// made from the same records; and that list.
    func bytes(reusing section: PagesSection?) -> (bytes: [UInt8], pages: PagesSection?) {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(OutputManifest.preamble.utf8.count + 64 + site.utf8.count + files.count * 48 + (pages?.count ?? 0) * 160)
        func line(_ text: String) {
            bytes.append(contentsOf: text.utf8)
            bytes.append(0x0A)
        }
        line(OutputManifest.preamble)
        line(OutputManifest.formatPrefix + (pages == nil ? "1" : "\(OutputManifest.format)"))
        line("site: " + OutputManifest.escape(site))
        line("files: \(files.count)")
        // Most often given sorted (`Output.writeManifest`): not sorted again.
        let files = self.files.indices.dropFirst().allSatisfy { self.files[$0 - 1] < self.files[$0] } ? self.files : self.files.sorted()
        for file in files {
            OutputManifest.appendEscaped(file, to: &bytes)
            bytes.append(0x0A)
        }
        guard let pages else { return (bytes, nil) }
        let made: PagesSection
        if let section, section.pages == pages { made = section } else { made = PagesSection(pages: pages, bytes: OutputManifest.lines(pages)) }
        bytes += made.bytes
        return (bytes, made)
    }

    /// The list of item pages: its count, then a line a page, sorted.
    private static func lines(_ pages: [PageRecord]) -> [UInt8] {
        var bytes = Array("pages: \(pages.count)\n".utf8)
        bytes.reserveCapacity(pages.count * 160)
        // By their escaped fields in turn: the order of their lines, as no field holds a tab.
        func precedes(_ a: PageRecord, _ b: PageRecord) -> Bool {
            if a.route != b.route { return OutputManifest.escape(a.route) < OutputManifest.escape(b.route) }
            for (x, y) in [(a.file, b.file), (a.language, b.language), (a.title, b.title)] where x != y {
                return OutputManifest.escape(x) < OutputManifest.escape(y)
            }
            return OutputManifest.escape(a.text) < OutputManifest.escape(b.text)
        }
        let sorted = pages.indices.dropFirst().allSatisfy { !precedes(pages[$0], pages[$0 - 1]) } ? pages : pages.sorted(by: precedes)
        for index in sorted.indices {
            OutputManifest.appendEscaped(sorted[index].route, to: &bytes)
            bytes.append(0x09)
            OutputManifest.appendEscaped(sorted[index].file, to: &bytes)
            bytes.append(0x09)
            OutputManifest.appendEscaped(sorted[index].language, to: &bytes)
            bytes.append(0x09)
            OutputManifest.appendEscaped(sorted[index].title, to: &bytes)
            bytes.append(0x09)
            OutputManifest.appendEscaped(sorted[index].text, to: &bytes)
            bytes.append(0x0A)
        }
        return bytes
    }

    /// `escape(text)`, appended to `bytes` as UTF-8.
    static func appendEscaped(_ text: String, to bytes: inout [UInt8]) {
        guard needsEscape(text) else {
            bytes.append(contentsOf: text.utf8)
            return
        }
        var text = text
        text.withUTF8 { utf8 in
            for byte in utf8 {
                switch byte {
                case 0x5C: bytes.append(0x5C); bytes.append(0x5C)
                case 0x0A: bytes.append(0x5C); bytes.append(UInt8(ascii: "n"))
                case 0x0D: bytes.append(0x5C); bytes.append(UInt8(ascii: "r"))
                case 0x09: bytes.append(0x5C); bytes.append(UInt8(ascii: "t"))
                default: bytes.append(byte)
                }
            }
        }
    }

    /// What a marker's bytes say.
    enum Reading: Equatable {
        case manifest(OutputManifest)
        /// Written by a version of tlsite that kept no list of its files.
        case older
        /// Anything else: not a marker tlsite wrote.
        case foreign
    }

    /// Reads format 1 (files only: `pages` is nil) and format 2. A later
    /// format, or a list that does not parse, is no marker of tlsite's.
    static func read(_ data: Data) -> Reading {
        let text = String(decoding: data, as: UTF8.self)
        guard text.hasPrefix("This folder was written by tlsite") else { return .foreign }
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)[...]
        guard let format = lines.firstIndex(where: { $0.hasPrefix(formatPrefix) }) else { return .older }
        let version = lines[format].dropFirst(formatPrefix.count)
        guard version == "1" || version == "2" else { return .foreign }
        lines = lines[(format + 1)...]
        guard let siteLine = lines.popFirst(), siteLine.hasPrefix("site: "),
              let count = counted("files: ", lines.popFirst()), lines.count > count else { return .foreign }
        let files = lines.prefix(count).map { unescape($0) }
        lines = lines.dropFirst(count)
        var pages: [PageRecord]?
        if version == "2" {
            guard let count = counted("pages: ", lines.popFirst()), lines.count > count else { return .foreign }
            var records: [PageRecord] = []
            records.reserveCapacity(count)
            for line in lines.prefix(count) {
                guard let record = PageRecord(line: line) else { return .foreign }
                records.append(record)
            }
            lines = lines.dropFirst(count)
            pages = records
        }
        guard lines.count == 1, lines.last == "" else { return .foreign }
        return .manifest(OutputManifest(site: unescape(siteLine.dropFirst(6)), files: files, pages: pages))
    }

    /// The number of a `files: N` or `pages: N` line.
    private static func counted(_ prefix: String, _ line: Substring?) -> Int? {
        guard let line, line.hasPrefix(prefix), let count = Int(line.dropFirst(prefix.count)), count >= 0 else { return nil }
        return count
    }

    /// `\`, newline, return and tab as `\\`, `\n`, `\r`, `\t`. The test
    /// is of the UTF-8 bytes, not of the characters: a return and a newline
    /// together are one Character ("\r\n"), equal to neither, and testing
    /// every path's grapheme clusters took 45 M instructions of a 1,000-item
    /// build (docs/performance.md, "Highlighted code").
    static func escape(_ path: String) -> String {
        guard needsEscape(path) else { return path }
        return path.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\n", with: "\\n")
            .replacingOccurrences(of: "\r", with: "\\r").replacingOccurrences(of: "\t", with: "\\t")
    }

    /// Whether `text` holds a backslash, a line break, a carriage return or a tab.
    static func needsEscape(_ text: String) -> Bool {
        let special = { (byte: UInt8) in byte == 0x5C || byte == 0x0A || byte == 0x0D || byte == 0x09 }
        return text.utf8.withContiguousStorageIfAvailable { $0.contains(where: special) } ?? text.utf8.contains(where: special)
    }

    static func unescape(_ line: Substring) -> String {
        guard line.contains("\\") else { return String(line) }
        var result = "", escaped = false
        for character in line {
            if escaped {
                result.append(character == "n" ? "\n" : character == "r" ? "\r" : character == "t" ? "\t" : character)
                escaped = false
            } else if character == "\\" { escaped = true } else { result.append(character) }
        }
        return result
    }
}

/// One item's page as the manifest lists it: its address, the file of the
/// site it was made from, its language, and short hashes of its title and
/// of its text, by which a renamed file's page is found again.
package struct PageRecord: Sendable, Hashable {
    /// From the output's root, as links write it: `fr/pomme/`, `caf%C3%A9/`.
    package var route: String
    /// Relative to the site: `content/a.fr.md`.
    package var file: String
    /// The language the page is in, as `languages:` (or `language:`) writes it.
    package var language: String
    /// `MovedPages.fingerprint` of the title, and of the start of the
    /// rendered text ("" when the item has none).
    package var title: String
    package var text: String

    package init(route: String, file: String, language: String, title: String, text: String) {
        self.route = route
        self.file = file
        self.language = language
        self.title = title
        self.text = text
    }

    /// The manifest's line: the five fields, each escaped, between tabs.
    var line: String {
        [route, file, language, title, text].map(OutputManifest.escape).joined(separator: "\t")
    }

    init?(line: Substring) {
        let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
        guard fields.count == 5 else { return nil }
        self.init(route: OutputManifest.unescape(fields[0]), file: OutputManifest.unescape(fields[1]),
                  language: OutputManifest.unescape(fields[2]), title: OutputManifest.unescape(fields[3]), text: OutputManifest.unescape(fields[4]))
    }
}

/// What tlsite may replace. A build replaces its output folder whole, so
/// before it starts it makes sure the folder is new, empty, or holds only
/// the files the manifest of its marker says tlsite wrote. Anything else
/// is refused, naming what is there, unless the user says `--force`; a
/// file, a repository at any depth, `/`, the home folder, the current
/// folder, the site and the folders above them are refused always.
enum OutputFolder {
    /// The file at the root of every output folder tlsite writes.
    static let marker = ".tlsite-output"

    /// The folders a build never replaces, whatever it is told: the
    /// current folder and the home folder (real paths, or nil when unknown).
    struct Protected: Sendable {
        var currentDirectory: String?
        var home: String?
    }

    /// The reason tlsite may not write `output` for the site at `site`, or
    /// nil. `display` names the folder in messages.
    static func problem(_ output: String, site: String, force: Bool, io: FileIO, display: String,
                        protected: Protected = Protected()) -> Diagnostic? {
        let output = (output as NSString).standardizingPath
        let root = (site as NSString).standardizingPath
        // Through symbolic links too: `public -> ..` is the site's parent.
        let realOutput = realPath(output, io: io), realRoot = io.resolve(root) ?? root
        let never = "tlsite replaces its output folder whole, so it never writes there, not even with --force"
        if realOutput == "/" {
            return .error(nil, "the output folder \(display) is the root of the file system; \(never): choose a folder of its own with -o, like -o public")
        }
        if isInside(root, output) || isInside(realRoot, realOutput) {
            return .error(nil, "the output folder \(display) contains the site itself; \(never): choose another with -o, like -o public")
        }
        for (folder, name) in [(protected.home, "your home folder"), (protected.currentDirectory, "the current folder")] {
            guard let folder = folder.map({ realPath(($0 as NSString).standardizingPath, io: io) }), isInside(folder, realOutput) else { continue }
            let what = folder == realOutput ? "is \(name)" : "contains \(name) (\(folder))"
            return .error(nil, "the output folder \(display) \(what); \(never): choose a folder of its own with -o, like -o public")
        }
        for folder in ["content", "static", "templates", "themes", "data"] where isInside(output, root + "/" + folder) {
            return .error(nil, "the output folder \(display) is inside \(folder)/; choose another with -o")
        }
        if output.split(separator: "/").contains(".git") || realOutput.split(separator: "/").contains(".git") {
            return .error(nil, "the output folder \(display) is a .git folder or inside one; tlsite never writes there: choose another with -o")
        }
        switch io.kind(output) {
        case .missing:
            return nil
        case .file:
            return .error(nil, "the output folder \(display) is a file; tlsite replaces its output folder whole and never replaces a file: choose a folder with -o")
        case .directory:
            break
        }
        let top: [DirectoryEntry]
        do { top = try io.list(output) } catch {
            return .error(nil, "cannot read the output folder \(display) to check it is tlsite's: \((error as? FileError)?.reason ?? "\(error)")")
        }
        if top.isEmpty { return nil }
        // The marker counts only as a regular file of tlsite's text.
        var reading = OutputManifest.Reading.foreign
        if let entry = top.first(where: { $0.name == marker }), entry.kind == .file, !entry.isSymlink, let data = try? io.read(output + "/" + marker) {
            reading = OutputManifest.read(data)
        }
        let survey = Survey(manifest: reading).walkAll(output, top, io: io)
        if let (path, reason) = survey.unreadable {
            return .error(nil, "cannot read \(path) in the output folder \(display) to check it holds only what tlsite wrote: \(reason); "
                + "tlsite replaces that folder whole, so it leaves it alone: choose another with -o, or make it readable")
        }
        if let repository = survey.repositories.first {
            let place = repository.isEmpty ? "" : " at \(repository)"
            return .error(nil, "the output folder \(display) holds a git repository\(place); tlsite replaces its output folder whole and never deletes a repository, "
                + "not even with --force: choose another folder with -o, or move the repository out")
        }
        if force || survey.foreign.isEmpty { return nil }
        let named = survey.named, them = survey.foreignCount == 1 ? "it" : "them"
        switch reading {
        case .older:
            return .error(nil, "the output folder \(display) was written by an older tlsite, whose \(marker) lists no files, so this one cannot tell its files from yours "
                + "(it holds \(named)); check that \(display) holds nothing of yours, then replace it once with --force "
                + "(tlsite build --force); later builds need no --force")
        case .manifest:
            return .error(nil, "the output folder \(display) holds what tlsite did not write: \(named), which its \(marker) does not list; "
                + "tlsite replaces its output folder whole, so it leaves this one alone: move \(them) out, "
                + "choose another folder with -o, or pass --force to delete \(them) with the old output")
        case .foreign:
            let why = survey.markerProblem.map { "its \(marker) is \($0), not the file tlsite writes" } ?? "it has no \(marker) file"
            return .error(nil, "the output folder \(display) holds what tlsite did not write (\(why)): \(named); "
                + "tlsite replaces its output folder whole, so it leaves this one alone: choose an empty or new folder with -o, "
                + "or pass --force to replace it and delete \(them)")
        }
    }

    /// `path` with every symbolic link resolved, also when its last parts
    /// do not exist yet (an output folder a build will make).
    static func realPath(_ path: String, io: FileIO) -> String {
        var head = path, tail: [String] = []
        while io.resolve(head) == nil, head != "/", !head.isEmpty {
            tail.append((head as NSString).lastPathComponent)
            head = (head as NSString).deletingLastPathComponent
        }
        let base = io.resolve(head) ?? head
        return tail.reversed().reduce(base) { $0 == "/" ? "/" + $1 : $0 + "/" + $1 }
    }

    /// One look at every entry of an output folder, never through a
    /// symbolic link: what the manifest does not list, and the repositories.
    struct Survey: Sendable {
        let files: Set<String>
        let folders: Set<String>
        var repositories: [String] = []
        /// The first foreign paths (a foreign folder stands for its contents), with what they are.
        var foreign: [String] = []
        var foreignCount = 0
        /// Why the marker does not count (a folder, a link, another text).
        var markerProblem: String?
        var unreadable: (String, String)?
        let isManifest: Bool
        let isOlder: Bool

        init(manifest: OutputManifest.Reading) {
            isOlder = manifest == .older
            guard case .manifest(let manifest) = manifest else { files = []; folders = []; isManifest = false; return }
            isManifest = true
            files = Set(manifest.files)
            var folders = Set<String>()
            for file in manifest.files {
                var folder = Substring(file)
                while let slash = folder.utf8.lastIndex(of: UInt8(ascii: "/")) {
                    folder = folder[..<slash]
                    if !folders.insert(String(folder)).inserted { break }
                }
            }
            self.folders = folders
        }

        /// The first five foreign paths for a message: "precious.txt",
        /// "a, b (2 entries)", "a, b, c, d, e and 4 more (9 entries)".
        var named: String {
            let list = foreign.joined(separator: ", ")
            if foreignCount == 1 { return list }
            let more = foreignCount - foreign.count
            return list + (more > 0 ? " and \(more) more" : "") + " (\(foreignCount) entries)"
        }

        /// The walk of the whole folder: a large output's top-level entries
        /// (a page folder for each item) in parallel pieces, merged in order.
        func walkAll(_ output: String, _ top: [DirectoryEntry], io: FileIO) -> Survey {
            let pieces = top.count < 512 ? 1 : 32
            let size = (top.count + pieces - 1) / pieces
            let parts = parallelMap(pieces) { piece in
                var part = self
                part.walk(output, "", entries: Array(top[min(top.count, piece * size)..<min(top.count, (piece + 1) * size)]), io: io, top: top)
                return part
            }
            var whole = self
            for part in parts {
                whole.repositories += part.repositories
                whole.foreign += part.foreign.prefix(5 - whole.foreign.count)
                whole.foreignCount += part.foreignCount
                whole.markerProblem = whole.markerProblem ?? part.markerProblem
                whole.unreadable = whole.unreadable ?? part.unreadable
            }
            return whole
        }

        mutating func walk(_ folder: String, _ relative: String, entries: [DirectoryEntry], io: FileIO, inForeign: Bool = false, top: [DirectoryEntry]? = nil) {
            // A bare repository: HEAD, objects/ and refs/ side by side (the top level's, when it is walked in pieces).
            let all = top ?? entries
            if all.contains(where: { $0.name == "HEAD" && $0.kind == .file }), all.contains(where: { $0.name == "objects" && $0.kind == .directory }),
               all.contains(where: { $0.name == "refs" && $0.kind == .directory }) {
                if top != nil, !entries.contains(where: { $0.name == "HEAD" }) { return }
                repositories.append(relative)
                return
            }
            for entry in entries {
                let path = relative.isEmpty ? entry.name : relative + "/" + entry.name
                if entry.name == ".git" {
                    repositories.append(path)
                    continue
                }
                if relative.isEmpty, entry.name == OutputFolder.marker {
                    if entry.isSymlink { markerProblem = "a symbolic link" } else if entry.kind == .directory { markerProblem = "a folder" } else if isManifest || isOlder { continue } else {
                        markerProblem = "a file of other text"
                    }
                }
                let known: Bool
                if entry.isSymlink || entry.kind == .missing { known = false } else if entry.kind == .directory { known = folders.contains(path) } else { known = files.contains(path) }
                if !known && !inForeign {
                    foreignCount += 1
                    if foreign.count < 5 {
                        foreign.append(path + (entry.isSymlink ? " (a symbolic link)" : entry.kind == .directory ? "/" : ""))
                    }
                }
                guard entry.kind == .directory, !entry.isSymlink else { continue }
                let full = folder + "/" + entry.name
                do { walk(full, path, entries: try io.list(full), io: io, inForeign: inForeign || !known) } catch {
                    if unreadable == nil { unreadable = (path, (error as? FileError)?.reason ?? "\(error)") }
                }
            }
        }
    }
}

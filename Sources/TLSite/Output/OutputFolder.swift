import Foundation
import TLCore

/// What tlsite may replace. A build replaces its output folder whole, so
/// before it starts it makes sure the folder is one tlsite wrote (it carries
/// the marker file), is empty, or is new. A folder of someone else's files
/// is refused unless the user says `--force`; a file, the site or a folder
/// above it, and a git repository are refused always.
enum OutputFolder {
    /// The file at the root of every output folder tlsite writes.
    static let marker = ".tlsite-output"
    static let markerText = Data("""
        This folder was written by tlsite (tlsite build), which replaces it whole
        at every build. tlsite refuses to replace a folder without this file.

        """.utf8)

    /// The reason tlsite may not write `output` for the site at `site`, or
    /// nil. `display` names the folder in messages.
    static func problem(_ output: String, site: String, force: Bool, io: FileIO, display: String) -> Diagnostic? {
        let output = (output as NSString).standardizingPath
        let root = (site as NSString).standardizingPath
        // Through symbolic links too: `public -> ..` is the site's parent.
        let realOutput = io.resolve(output) ?? output, realRoot = io.resolve(root) ?? root
        if isInside(root, output) || isInside(realRoot, realOutput) {
            return .error(nil, "the output folder \(display) contains the site itself; tlsite replaces its output folder whole, so choose another with -o")
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
        // Asked by name first: listing a site of 10,000 pages at every
        // update of `tlsite serve` cost more than the rest of this check.
        if io.kind(output + "/.git") == .missing, force || io.kind(output + "/" + marker) == .file { return nil }
        let entries: [DirectoryEntry]
        do { entries = try io.list(output) } catch {
            return .error(nil, "cannot read the output folder \(display) to check it is tlsite's: \((error as? FileError)?.reason ?? "\(error)")")
        }
        if entries.contains(where: { $0.name == ".git" }) {
            return .error(nil, "the output folder \(display) holds a .git repository; tlsite replaces its output folder whole and never replaces one holding .git (not even with --force): choose another with -o")
        }
        if entries.isEmpty || force || entries.contains(where: { $0.name == marker && $0.kind == .file }) { return nil }
        return .error(nil, "the output folder \(display) holds files tlsite did not write (it has no \(marker) file); tlsite replaces its output folder whole, so it leaves this one alone: choose an empty or new folder with -o, or pass --force to replace it and delete its \(entries.count) entr\(entries.count == 1 ? "y" : "ies")")
    }
}

import Foundation
import TLContent
import TLCore

extension TimelineImport {
    package struct Outcome: Sendable {
        /// The files written, relative to the site; none when there was an error.
        package var written: [String]
        package var diagnostics: [Diagnostic]
        package var events: Int
        package var createdSite: Bool
    }

    /// `tlsite import timelinejs FILE --site DIR`: reads FILE (TimelineJS
    /// JSON, or the Google Sheets template as CSV: by its extension, else
    /// by its first character), plans the items and writes them, or with
    /// any error writes nothing. `source` is FILE as messages name it;
    /// `unsafeMarkdown` is the site's `markdown.unsafe`, when it has a tlsite.yml.
    package static func run(file: String, source: String, site: String, force: Bool, unsafeMarkdown: Bool, io: FileIO) -> Outcome {
        var outcome = Outcome(written: [], diagnostics: [], events: 0, createdSite: false)
        func stop(_ message: String) -> Outcome {
            outcome.diagnostics.append(.error(SourceLocation(path: source), message))
            return outcome
        }
        guard io.kind(file) == .file else { return stop("no such file") }
        let data: Data
        do { data = try io.read(file) } catch { return stop("cannot read it: \((error as? FileError)?.reason ?? "\(error)")") }
        guard data.count <= UserFile.maxSize else { return stop("the file is larger than \(UserFile.maxSize / 1_000_000) MB") }

        var options = Options()
        options.fallbackTitle = ((source as NSString).lastPathComponent as NSString).deletingPathExtension
        switch io.kind(site + "/tlsite.yml") {
        case .file:
            options.unsafeMarkdown = unsafeMarkdown
        case .directory:
            return stop("\(site)/tlsite.yml is a folder; name a site folder with --site DIR")
        case .missing:
            // A new site, in a folder that is empty or not there yet: never tlsite.yml among someone's files.
            if io.kind(site) == .file { return stop("\(site) is a file; name a site folder with --site DIR") }
            if io.kind(site) == .directory, !((try? io.list(site)) ?? []).isEmpty {
                return stop("\(site) has no tlsite.yml and is not empty; name a site folder, or a new one, with --site DIR")
            }
            options.hasConfig = false
            outcome.createdSite = true
        }
        let staticFolder = site + "/static/"
        options.staticFileExists = { io.kind(staticFolder + $0) == .file }

        let reading: TimelineJS.Reading
        if isJSON(file: file, data: data) {
            reading = TimelineJS.readJSON(data.starts(with: [0xEF, 0xBB, 0xBF]) ? data.dropFirst(3) : data, path: source)
        } else {
            do {
                reading = TimelineJS.readSheet(try CSV.read(Array(data), path: source), path: source)
            } catch {
                outcome.diagnostics = [error]
                return outcome
            }
        }
        outcome.diagnostics = reading.diagnostics
        outcome.events = reading.timeline.events.count
        if reading.timeline.events.isEmpty, !reading.diagnostics.contains(where: { $0.severity == .error }) {
            outcome.diagnostics.append(.error(SourceLocation(path: source), "the timeline has no events; nothing to import"))
        }
        let plan = TimelineImport.plan(reading.timeline, options: options)
        outcome.diagnostics += plan.diagnostics
        guard !outcome.diagnostics.contains(where: { $0.severity == .error }) else { return outcome }
        let (written, problems) = ImportWriter.write(plan.files, site: site, force: force, io: io)
        outcome.written = written
        outcome.diagnostics += problems
        return outcome
    }

    /// `.json` is JSON and `.csv` CSV; another name is JSON when it starts with `{`.
    static func isJSON(file: String, data: Data) -> Bool {
        switch (file as NSString).pathExtension.lowercased() {
        case "json": return true
        case "csv": return false
        default:
            let start = data.prefix(3) == Data([0xEF, 0xBB, 0xBF]) ? data.dropFirst(3) : data[...]
            return start.first { !($0 == 32 || $0 == 9 || $0 == 10 || $0 == 13) } == UInt8(ascii: "{")
        }
    }
}

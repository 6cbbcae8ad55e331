import Foundation
import TLCore

/// Prints diagnostics in the form `--diagnostics` asked for. `text` is the
/// compiler form (`path:line:column: error: message`, paths relative to the
/// site); `json` and `github` are for editors and CI, with paths relative to
/// the folder tlsite runs in, so an annotation lands on the right file.
struct DiagnosticOutput: Sendable {
    var format: DiagnosticFormat = .text
    /// The site folder, absolute, and the folder tlsite runs in.
    var site: String = ""
    var currentDirectory: String = ""
    /// `--verbose`: every warning of a kind, not one line for them all.
    var verbose = false
    /// `--quiet`: errors only.
    var quiet = false

    /// What to print of a build's diagnostics, in their order. Every error.
    /// Warnings: none with `--quiet`; in text, a kind of warning that comes
    /// back (once per release, per file) is one line, its first, saying how
    /// many more there are, unless `--verbose`. JSON and GitHub lines keep
    /// every warning: a program reading them wants them all.
    func lines(_ diagnostics: [Diagnostic]) -> [String] {
        let shown = quiet ? diagnostics.filter { $0.severity == .error } : diagnostics
        guard format == .text, !verbose else { return shown.map(line) }
        var count: [String: Int] = [:]
        for diagnostic in shown where diagnostic.severity == .warning { count[DiagnosticOutput.kind(of: diagnostic.message), default: 0] += 1 }
        var printed = Set<String>()
        return shown.compactMap { diagnostic in
            guard diagnostic.severity == .warning else { return line(diagnostic) }
            let kind = DiagnosticOutput.kind(of: diagnostic.message)
            guard printed.insert(kind).inserted else { return nil }
            let more = count[kind, default: 1] - 1
            return line(diagnostic) + (more == 0 ? "" : " (and \(more) more like it; --verbose shows every one)")
        }
    }

    /// A warning's kind: its message without what it quotes or counts, so
    /// "'Patch Changes' is not a change type…" at 654 releases, or about
    /// 'Minor Changes', is one kind. Quotes are '…', `…` and "…" that start
    /// after a space or a bracket (the apostrophe of "site's" is none).
    static func kind(of message: String) -> String {
        var kind = ""
        var closing: Character?
        var previous: Character = " "
        var index = message.startIndex
        while index < message.endIndex {
            let character = message[index]
            if let quote = closing {
                let next = message.index(after: index)
                // A quote closes before a space, punctuation or the end.
                if character == quote, next == message.endIndex || !(message[next].isLetter || message[next].isNumber) {
                    closing = nil
                    kind.append(quote)
                }
            } else if "'`\"".contains(character), previous == " " || previous == "(" || previous == "[" || previous == "{" {
                closing = character
                kind += String(character) + "…"
            } else if character.isNumber {
                if !(kind.last == "#") { kind.append("#") }
            } else {
                kind.append(character)
            }
            previous = character
            index = message.index(after: index)
        }
        // An unclosed quote: keep the message as it is, it is its own kind.
        return closing == nil ? kind : message
    }

    func line(_ diagnostic: Diagnostic) -> String {
        switch format {
        case .text: return diagnostic.description
        case .json: return json(diagnostic)
        case .github: return github(diagnostic)
        }
    }

    /// The file as the user's shell sees it: site-relative paths joined to the site.
    func file(_ diagnostic: Diagnostic) -> String? {
        guard let path = diagnostic.location?.path else { return nil }
        guard !site.isEmpty, !path.hasPrefix("/") else { return path }
        let full = site == "/" ? "/" + path : site + "/" + path
        return full.hasPrefix(currentDirectory + "/") ? String(full.dropFirst(currentDirectory.count + 1)) : full
    }

    /// {"file":…,"line":…,"column":…,"severity":…,"message":…,"suggestion":…}, keys in that order.
    func json(_ diagnostic: Diagnostic) -> String {
        let location = diagnostic.location
        let fields: [(String, String)] = [
            ("file", file(diagnostic).map(DiagnosticOutput.quoted) ?? "null"),
            ("line", location.map { String($0.line) } ?? "null"),
            ("column", location.map { String($0.column) } ?? "null"),
            ("severity", DiagnosticOutput.quoted(diagnostic.severity.rawValue)),
            ("message", DiagnosticOutput.quoted(diagnostic.message)),
            ("suggestion", DiagnosticOutput.suggestion(in: diagnostic.message).map(DiagnosticOutput.quoted) ?? "null"),
        ]
        return "{" + fields.map { "\"\($0.0)\":\($0.1)" }.joined(separator: ",") + "}"
    }

    /// `::error file=F,line=L,col=C::message` (GitHub Actions workflow commands).
    func github(_ diagnostic: Diagnostic) -> String {
        var properties: [String] = []
        if let file = file(diagnostic), let location = diagnostic.location {
            properties = ["file=" + DiagnosticOutput.escapeProperty(file), "line=\(location.line)", "col=\(location.column)"]
        }
        let head = "::" + diagnostic.severity.rawValue + (properties.isEmpty ? "" : " " + properties.joined(separator: ","))
        return head + "::" + DiagnosticOutput.escapeData(diagnostic.message)
    }

    /// The replacement a message proposes: "did you mean 'x'?", "did you mean `x`?",
    /// "quote the colour: 'x'". The messages are written so that this finds it.
    static func suggestion(in message: String) -> String? {
        for marker in ["did you mean '", "did you mean `", "quote the colour: '"] {
            guard let start = message.range(of: marker) else { continue }
            let close = String(marker.last!)
            let rest = message[start.upperBound...]
            // Up to the quote before "?" (did you mean), else the last quote.
            if let end = rest.range(of: close + "?") { return String(rest[..<end.lowerBound]) }
            if let end = rest.range(of: close, options: .backwards) { return String(rest[..<end.lowerBound]) }
        }
        return nil
    }

    static func quoted(_ text: String) -> String { jsonQuoted(text) }

    static func escapeData(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D").replacingOccurrences(of: "\n", with: "%0A")
    }

    static func escapeProperty(_ text: String) -> String {
        escapeData(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}

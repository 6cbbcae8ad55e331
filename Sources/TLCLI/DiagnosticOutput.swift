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

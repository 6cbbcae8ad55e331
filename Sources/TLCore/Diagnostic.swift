/// Where something is in a user's file. Paths are relative to the site folder,
/// so messages read the same on every machine and editors can jump to them.
package struct SourceLocation: Sendable, Hashable, Comparable {
    package var path: String
    package var line: Int
    package var column: Int

    package init(path: String, line: Int = 1, column: Int = 1) {
        self.path = path
        self.line = line
        self.column = column
    }

    package static func < (a: SourceLocation, b: SourceLocation) -> Bool {
        (a.path, a.line, a.column) < (b.path, b.line, b.column)
    }
}

/// One message for the user, in the `path:line:column: error: message` form
/// that compilers use, so CI and editors annotate it.
package struct Diagnostic: Error, Sendable, Hashable, CustomStringConvertible {
    package enum Severity: String, Sendable { case error, warning }

    package var severity: Severity
    package var location: SourceLocation?
    package var message: String

    package init(_ severity: Severity = .error, at location: SourceLocation?, _ message: String) {
        self.severity = severity
        self.location = location
        self.message = message
    }

    package static func error(_ location: SourceLocation?, _ message: String) -> Diagnostic {
        Diagnostic(.error, at: location, message)
    }

    package static func warning(_ location: SourceLocation?, _ message: String) -> Diagnostic {
        Diagnostic(.warning, at: location, message)
    }

    /// One line, always: a value with a line break in it is shown escaped,
    /// so editors and CI read one diagnostic per line.
    package var description: String {
        let text = Diagnostic.oneLine(message)
        guard let location else { return "tlsite: \(severity.rawValue): \(text)" }
        return "\(Diagnostic.oneLine(location.path)):\(location.line):\(location.column): \(severity.rawValue): \(text)"
    }

    static func oneLine(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F || $0 == "\u{2028}" || $0 == "\u{2029}" || $0 == "\u{85}" }) else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F || scalar == "\u{2028}" || scalar == "\u{2029}" || scalar == "\u{85}":
                result += "\\u{" + String(scalar.value, radix: 16) + "}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}

/// Several diagnostics at once: a stage reports every problem it found, not
/// just the first, so one build shows the user everything to fix.
package struct DiagnosticList: Error, Sendable, CustomStringConvertible {
    package var diagnostics: [Diagnostic]

    package init(_ diagnostics: [Diagnostic]) { self.diagnostics = diagnostics }

    package var description: String { diagnostics.map(\.description).joined(separator: "\n") }
}

extension Error {
    /// Any error as diagnostics: ours keep their location, others become a
    /// located message at `fallback`.
    package func diagnostics(at fallback: SourceLocation? = nil) -> [Diagnostic] {
        switch self {
        case let d as Diagnostic: return [d]
        case let list as DiagnosticList: return list.diagnostics
        default: return [.error(fallback, "\(self)")]
        }
    }
}

import Foundation

/// A thread-safe collector the build stages report into. Errors do not stop a
/// stage; the build checks `hasErrors` between stages, so every error of a
/// build is reported together.
package final class Diagnostics: @unchecked Sendable {
    private let lock = NSLock()
    private var items: [Diagnostic] = []
    /// Where each report goes on to, unless it holds the same message already.
    private let parent: Diagnostics?

    package init() { parent = nil }

    /// A collector of its own (`hasErrors` counts its reports alone) that
    /// passes on to `parent` what `parent` was not told yet: the stages of
    /// a site's second language find many of the first's problems again.
    package init(reportingOnce parent: Diagnostics) { self.parent = parent }

    package func report(_ diagnostic: Diagnostic) {
        report([diagnostic])
    }

    package func report(_ diagnostics: [Diagnostic]) {
        lock.withLock { items.append(contentsOf: diagnostics) }
        parent?.reportNew(diagnostics)
    }

    private func reportNew(_ diagnostics: [Diagnostic]) {
        lock.withLock {
            let known = Set(items)
            items.append(contentsOf: diagnostics.filter { !known.contains($0) })
        }
    }

    package func report(_ error: any Error, at fallback: SourceLocation? = nil) {
        report(error.diagnostics(at: fallback))
    }

    /// Sorted by file, line and column, so the output is stable whatever the
    /// order parallel stages finished in.
    package var all: [Diagnostic] {
        lock.withLock { items }.sorted { a, b in
            switch (a.location, b.location) {
            case let (x?, y?): return x == y ? a.message < b.message : x < y
            case (nil, .some): return true
            case (.some, nil): return false
            case (nil, nil): return a.message < b.message
            }
        }
    }

    package var hasErrors: Bool { lock.withLock { items.contains { $0.severity == .error } } }
}

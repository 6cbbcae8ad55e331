import Foundation

/// The rendered output of a partial, kept for the other places that render
/// it for the same data: a timeline's card is the same on every list page
/// of the same depth that shows it, so it is rendered once and its HTML
/// reused.
///
/// The caller marks the context frame a partial is rendered for with an
/// identity (`keyField`, a string): frames with the same identity hold the
/// same values, but for the `varying` fields (a card's position, lanes,
/// time gap). While the partial renders the first time, the renderer notes
/// what it read: each varying field it looked up in that frame, with its
/// value; and whether it read anything below the frame that is not
/// `stable` (the same on every page that shows the identity). A partial
/// that read something else is not kept. A later frame with the identity
/// reuses an output whose varying fields read hold equal values there.
///
/// An identity is taken `uses` times (each time a frame is rendered or
/// asked for), and forgotten after its last use, so memory holds only the
/// outputs still to be shown; a partial used once is never kept, and
/// `byteBudget` bounds what is kept at once. Without `uses` (a partial
/// whose uses are not known in advance: an avatar cluster, which a card
/// shows only when the card itself is rendered), every identity is kept
/// until the budget is spent, for the whole render.
///
/// A cache may hold another (`inner`), for a partial rendered inside the
/// first's (a card's cluster) or on its own: the renderer uses both, and
/// while it records a partial of the outer cache, it records the inner
/// partial for both. Thread-safe: the threads of one render share one cache.
package final class PartialCache: @unchecked Sendable {
    /// The partials whose output may be kept.
    package let partials: Set<String>
    /// The frame's field that names its identity.
    package let keyField: MustacheKey
    /// The frame's fields that differ between frames of one identity.
    package let varying: Set<MustacheKey>
    /// Names found below the frame that are the same wherever an identity is shown.
    package let stableNames: Set<MustacheKey>
    /// Dotted names found below the frame that are the same too (`page.root`).
    package let stablePaths: [[MustacheKey]]
    /// The cache of a partial rendered inside this one's, or beside it.
    package let inner: PartialCache?
    /// Every identity may be kept, never forgotten (no `uses` were given).
    private let keepsAll: Bool

    struct Output {
        /// The varying fields the render read, with their values.
        let reads: [(MustacheKey, MustacheValue)]
        let html: String
        /// The partials and parents it used.
        let templates: Set<String>
    }

    private struct Entry {
        var remaining: Int
        var outputs: [Output] = []
    }

    private let lock = NSLock()
    private var entries: [String: Entry] = [:]
    private var bytes = 0
    private let byteBudget: Int
    /// Outputs reused and kept, for tests and benchmarks.
    package private(set) var hits = 0
    package private(set) var stored = 0

    package init(partials: Set<String>, keyField: MustacheKey, varying: Set<MustacheKey>, stableNames: Set<MustacheKey>,
                stablePaths: [[MustacheKey]] = [], uses: [String: Int]?, byteBudget: Int = 64 << 20, inner: PartialCache? = nil) {
        self.partials = partials
        self.keyField = keyField
        self.varying = varying
        self.stableNames = stableNames
        self.stablePaths = stablePaths
        self.byteBudget = byteBudget
        self.inner = inner
        keepsAll = uses == nil
        entries.reserveCapacity(uses?.count ?? 0)
        for (identity, count) in uses ?? [:] where count > 1 { entries[identity] = Entry(remaining: count) }
    }

    /// This cache and the inner ones, outermost first.
    var chain: [PartialCache] {
        var caches = [self]
        while let next = caches.last!.inner { caches.append(next) }
        return caches
    }

    /// Whether an output of `identity` is kept for `frame` (without using
    /// it): the next `take` of that frame finds it, as an identity is
    /// forgotten only after its last use.
    package func holds(_ identity: MustacheValue) -> Bool {
        guard case .string(let name) = identity else { return false }
        return holds(name, [:])
    }

    package func holds(_ identity: String, _ frame: [MustacheKey: MustacheValue]) -> Bool {
        lock.withLock { entries[identity].map { $0.outputs.contains { Self.matches($0, frame) } } ?? false }
    }

    private static func matches(_ output: Output, _ frame: [MustacheKey: MustacheValue]) -> Bool {
        output.reads.allSatisfy { key, value in (frame[key] ?? .null).sameData(as: value) }
    }

    /// One use of `identity` for `frame`: the output kept for it, if there is one.
    /// After its last use the identity's outputs are forgotten.
    func take(_ identity: String, _ frame: [MustacheKey: MustacheValue]) -> Output? {
        lock.withLock {
            guard var entry = entries[identity] else { return nil }
            let found = entry.outputs.first { Self.matches($0, frame) }
            if keepsAll {
                if found != nil { hits += 1 }
                return found
            }
            entry.remaining -= 1
            if entry.remaining <= 0 {
                for output in entry.outputs { bytes -= output.html.utf8.count }
                entries[identity] = nil
            } else {
                entries[identity] = entry
            }
            if found != nil { hits += 1 }
            return found
        }
    }

    /// Keeps an output of `identity`, while it has uses left and the budget allows.
    func store(_ identity: String, _ output: Output) {
        lock.withLock {
            guard var entry = entries[identity] ?? (keepsAll ? Entry(remaining: .max) : nil),
                  bytes + output.html.utf8.count <= byteBudget else { return }
            // Another thread may have kept the same output meanwhile.
            if entry.outputs.contains(where: { kept in
                kept.reads.count == output.reads.count
                    && zip(kept.reads, output.reads).allSatisfy { $0.0 == $1.0 && $0.1.sameData(as: $1.1) }
            }) { return }
            entry.outputs.append(output)
            entries[identity] = entry
            bytes += output.html.utf8.count
            stored += 1
        }
    }
}

extension MustacheValue {
    /// Whether both are the same data, field by field. A lambda is never the
    /// same as anything: what it renders is not known in advance.
    func sameData(as other: MustacheValue) -> Bool {
        switch (self, other) {
        case (.null, .null): true
        case (.bool(let a), .bool(let b)): a == b
        case (.int(let a), .int(let b)): a == b
        case (.double(let a), .double(let b)): a == b
        case (.string(let a), .string(let b)): a == b
        case (.array(let a), .array(let b)): a.count == b.count && zip(a, b).allSatisfy { $0.sameData(as: $1) }
        case (.object(let a), .object(let b)):
            a.count == b.count && a.allSatisfy { key, value in b[key].map { value.sameData(as: $0) } ?? false }
        default: false
        }
    }
}

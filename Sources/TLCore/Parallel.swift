import Foundation
import Synchronization

/// Runs `body` for 0..<count on at most `workers` threads and returns the
/// results in order. Each worker takes the next index not taken yet, so a
/// worker whose indices turn out cheap takes more of them: while one
/// thread compiles a grammar's query, the other reads on
/// (`HighlightDeferral`), where fixed shares left it idle at the end.
package func parallelMap<T: Sendable>(_ count: Int, workers: Int = ProcessInfo.processInfo.activeProcessorCount,
                                     _ body: @Sendable (Int) -> T) -> [T] {
    guard count > 0 else { return [] }
    let slots = Slots<T>(count)
    let workers = max(1, min(workers, count))
    let next = Atomic<Int>(0)
    DispatchQueue.concurrentPerform(iterations: workers) { _ in
        while true {
            let index = next.add(1, ordering: .relaxed).oldValue
            guard index < count else { return }
            slots.set(index, body(index))
        }
    }
    return slots.values
}

/// Each slot is written by exactly one iteration, into memory allocated once:
/// no Array is touched while the iterations run (an Array's mutating access
/// from several threads is a data race, and crashed a build).
private final class Slots<T>: @unchecked Sendable {
    private let buffer: UnsafeMutableBufferPointer<T?>

    init(_ count: Int) {
        buffer = .allocate(capacity: count)
        buffer.initialize(repeating: nil)
    }

    deinit {
        buffer.deinitialize()
        buffer.deallocate()
    }

    func set(_ index: Int, _ value: T) { buffer[index] = value }

    var values: [T] { buffer.map { $0! } }
}

import Foundation

/// Runs `body` for 0..<count on at most `workers` threads and returns the
/// results in order. Worker w takes indices w, w + workers, w + 2 * workers…
package func parallelMap<T: Sendable>(_ count: Int, workers: Int = ProcessInfo.processInfo.activeProcessorCount,
                                     _ body: @Sendable (Int) -> T) -> [T] {
    guard count > 0 else { return [] }
    let slots = Slots<T>(count)
    let workers = max(1, min(workers, count))
    DispatchQueue.concurrentPerform(iterations: workers) { worker in
        for index in stride(from: worker, to: count, by: workers) { slots.set(index, body(index)) }
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

import Foundation

/// Runs `body` for 0..<count on all cores and returns the results in order.
public func parallelMap<T: Sendable>(_ count: Int, _ body: @Sendable (Int) -> T) -> [T] {
    guard count > 0 else { return [] }
    let slots = Slots<T>(count)
    DispatchQueue.concurrentPerform(iterations: count) { slots.set($0, body($0)) }
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

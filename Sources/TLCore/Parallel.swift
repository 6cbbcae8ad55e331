import Foundation

/// Runs `body` for 0..<count on all cores and returns the results in order.
public func parallelMap<T: Sendable>(_ count: Int, _ body: @Sendable (Int) -> T) -> [T] {
    guard count > 0 else { return [] }
    let slots = Slots<T>(count)
    DispatchQueue.concurrentPerform(iterations: count) { slots.set($0, body($0)) }
    return slots.values
}

/// Each slot is written by exactly one iteration, so no lock is needed.
private final class Slots<T>: @unchecked Sendable {
    private var storage: [T?]
    init(_ count: Int) { storage = Array(repeating: nil, count: count) }
    func set(_ index: Int, _ value: T) {
        storage.withUnsafeMutableBufferPointer { $0[index] = value }
    }
    var values: [T] { storage.map { $0! } }
}

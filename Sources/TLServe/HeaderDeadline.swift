import Foundation

/// Closes connections whose request headers take too long. libmicrohttpd's
/// idle timeout restarts with every byte, so a client sending one header
/// line every few seconds held its connection (and its thread) for ever,
/// and a thousand of them locked everyone out. A connection waiting for
/// headers (new, or between two requests of a keep-alive connection) is
/// shut down once it has waited `limit` seconds.
final class HeaderDeadline: @unchecked Sendable {
    let limit: TimeInterval
    private let condition = NSCondition()
    /// Connections waiting for headers: their socket and since when.
    private var waiting: [UnsafeMutableRawPointer: (socket: Int32, since: Date)] = [:]
    private var running = false

    init(limit: TimeInterval) { self.limit = limit }

    /// A connection is waiting for a request's headers from now on.
    func waitForHeaders(_ connection: OpaquePointer, socket: Int32) {
        condition.withLock { waiting[UnsafeMutableRawPointer(connection)] = (socket, Date()) }
    }

    /// Its headers arrived, or it closed.
    func done(_ connection: OpaquePointer) {
        condition.withLock { _ = waiting.removeValue(forKey: UnsafeMutableRawPointer(connection)) }
    }

    func start() {
        condition.withLock { running = true }
        let thread = Thread { [self] in watch() }
        thread.name = "tlsite header deadline"
        thread.start()
    }

    func stop() {
        condition.withLock {
            running = false
            condition.broadcast()
        }
    }

    private func watch() {
        condition.lock()
        defer { condition.unlock() }
        while running {
            let now = Date()
            for (connection, entry) in waiting where now.timeIntervalSince(entry.since) >= limit {
                // The connection's own thread sees the end of its input and
                // closes it; the entry goes now so it is shut down once.
                shutdown(entry.socket, Int32(SHUT_RDWR))
                waiting[connection] = nil
            }
            _ = condition.wait(until: Date(timeIntervalSinceNow: min(0.25, limit / 4)))
        }
    }
}

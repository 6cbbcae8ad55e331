import Foundation

/// How many connections of each kind serve keeps at once, and for how long.
/// Each kind has its own bound, so no kind can lock the others out: the
/// connections still waiting for a request (slow headers, idle keep-alive),
/// the live-reload event streams, and the page requests being answered.
package struct ServeLimits: Sendable, Equatable {
    /// Seconds a request (its headers and any body) may take to arrive,
    /// counted from the connection's opening or from the previous answer on
    /// a kept-alive connection, however slowly it trickles in.
    package var requestTimeout: TimeInterval = 5
    /// Connections that have waited `settle` seconds or more for a request:
    /// beyond this many, the oldest are closed.
    package var waiting = 128
    /// Seconds a new connection has to send its request before it counts
    /// against `waiting` (a burst of real clients is not cut short).
    package var settle: TimeInterval = 1
    /// Connections waiting for a request at all, however young: beyond this
    /// many (a flood of them), the oldest are closed at once.
    package var waitingAtAll = 512
    /// Open live-reload event streams: a new one beyond this many ends the oldest.
    package var streams = 64
    /// Requests answered at once; one more gets `503` with `Retry-After: 1`.
    package var pages = 256
    /// Seconds a connection may stay silent either way (more than the
    /// event streams' keep-alive comment, 15 s).
    package var idleTimeout: UInt32 = 30
    /// Connections at once, of every kind (libmicrohttpd's own bound, above
    /// the sum of the pools, so a new connection always finds room).
    package var connections: UInt32 = 1000

    package init() {}

    package static let standard = ServeLimits()
}

/// Which pool each connection of the server is in, and the closing of the
/// ones beyond their pool's bound. A connection waits for a request from
/// its opening (and again after each answer, kept alive) until the request
/// has fully arrived; then it is a page request until answered, or an
/// event stream until the stream ends.
///
/// Before the pools, libmicrohttpd's only bounds were 256 connections from
/// one address and 1,000 in all: 300 sockets trickling headers from one
/// local process, or 256 open event streams, locked every page request out.
final class ConnectionPools: @unchecked Sendable {
    /// A connection, by its libmicrohttpd handle's address.
    typealias ID = UInt

    static func id(_ connection: OpaquePointer) -> ID { UInt(bitPattern: UnsafeRawPointer(connection)) }

    let limits: ServeLimits
    private let condition = NSCondition()
    private let clock: @Sendable () -> TimeInterval
    /// Shuts a socket down; the connection's own thread then sees the end of
    /// its input and closes it.
    private let shut: @Sendable (Int32) -> Void
    private var sockets: [ID: Int32] = [:]
    /// Connections waiting for a request, and since when.
    private var waiting: [ID: TimeInterval] = [:]
    private var pages: Set<ID> = []
    /// Oldest first.
    private var streams: [(id: ID, stream: EventStream)] = []
    private var running = false

    init(_ limits: ServeLimits,
         clock: @escaping @Sendable () -> TimeInterval = { ProcessInfo.processInfo.systemUptime },
         shut: @escaping @Sendable (Int32) -> Void = { _ = shutdown($0, Int32(SHUT_RDWR)) }) {
        self.limits = limits
        self.clock = clock
        self.shut = shut
    }

    /// A new connection: it waits for its first request.
    func opened(_ id: ID, socket: Int32) {
        condition.withLock {
            sockets[id] = socket
            waiting[id] = clock()
            closeBeyondBounds()
        }
    }

    /// Its request arrived in full (headers and body).
    func requestArrived(_ id: ID) {
        condition.withLock { _ = waiting.removeValue(forKey: id) }
    }

    /// Whether a request is answered now, or gets `503`: true while fewer
    /// than `limits.pages` are being answered.
    func admitPage(_ id: ID) -> Bool {
        condition.withLock {
            guard pages.count < limits.pages else { return false }
            pages.insert(id)
            return true
        }
    }

    /// A new event stream; the oldest ends when there are more than `limits.streams`.
    func openStream(_ id: ID, _ stream: EventStream) {
        let dropped: [EventStream] = condition.withLock {
            streams.append((id, stream))
            let extra = max(0, streams.count - limits.streams)
            defer { streams.removeFirst(extra) }
            return streams.prefix(extra).map(\.stream)
        }
        for stream in dropped { stream.end() }
    }

    /// A request was answered (or its stream ended); a kept-alive connection
    /// waits for its next request from now on.
    func answered(_ id: ID, keptAlive: Bool) {
        condition.withLock {
            pages.remove(id)
            streams.removeAll { $0.id == id }
            if keptAlive, sockets[id] != nil {
                waiting[id] = clock()
                closeBeyondBounds()
            }
        }
    }

    /// The connection closed.
    func closed(_ id: ID) {
        condition.withLock {
            sockets[id] = nil
            waiting[id] = nil
            pages.remove(id)
            streams.removeAll { $0.id == id }
        }
    }

    /// How many connections each pool holds now.
    var counts: (waiting: Int, pages: Int, streams: Int) {
        condition.withLock { (waiting.count, pages.count, streams.count) }
    }

    /// Closes the connections whose request is late, and the oldest of those
    /// waiting beyond the pool's bounds.
    func expire() {
        condition.withLock {
            let now = clock()
            for (id, since) in waiting where now - since >= limits.requestTimeout { close(id) }
            closeBeyondBounds()
        }
    }

    /// Must hold the lock.
    private func closeBeyondBounds() {
        guard waiting.count > min(limits.waiting, limits.waitingAtAll) else { return }
        let now = clock()
        let oldestFirst = waiting.sorted { $0.value < $1.value || ($0.value == $1.value && $0.key < $1.key) }
        let settled = oldestFirst.filter { now - $0.value >= limits.settle }.count
        // The settled are the oldest, so they come first either way.
        let extra = max(waiting.count - limits.waitingAtAll, settled - limits.waiting, 0)
        for (id, _) in oldestFirst.prefix(extra) { close(id) }
    }

    /// Must hold the lock. The entry goes now so the socket is shut down once.
    private func close(_ id: ID) {
        waiting[id] = nil
        if let socket = sockets[id] { shut(socket) }
    }

    /// Starts the thread that enforces `limits.requestTimeout`.
    func start() {
        condition.withLock { running = true }
        let thread = Thread { [self] in watch() }
        thread.name = "tlsite connection pools"
        thread.start()
    }

    func stop() {
        condition.withLock {
            running = false
            condition.broadcast()
        }
    }

    private func watch() {
        let tick = min(0.25, limits.requestTimeout / 4)
        while condition.withLock({ running }) {
            expire()
            condition.withLock { _ = condition.wait(until: Date(timeIntervalSinceNow: tick)) }
        }
    }
}

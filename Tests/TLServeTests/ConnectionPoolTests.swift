import Foundation
import Testing
import TLCore
@testable import TLServe

/// The pools on their own: a clock the test sets, and the sockets shut
/// down recorded instead of shut.
struct ConnectionPoolTests {
    final class Recorder: @unchecked Sendable {
        let lock = NSLock()
        var now: TimeInterval = 0
        var shut: [Int32] = []
        func advance(to time: TimeInterval) { lock.withLock { now = time } }
        var closed: [Int32] { lock.withLock { shut } }
    }

    func pools(_ change: (inout ServeLimits) -> Void = { _ in }) -> (ConnectionPools, Recorder) {
        var limits = ServeLimits()
        change(&limits)
        let recorder = Recorder()
        let pools = ConnectionPools(limits, clock: { recorder.lock.withLock { recorder.now } },
                                    shut: { socket in recorder.lock.withLock { recorder.shut.append(socket) } })
        return (pools, recorder)
    }

    @Test func aRequestLateForItsDeadlineIsClosed() {
        let (pools, recorder) = pools { $0.requestTimeout = 5 }
        pools.opened(1, socket: 11)
        pools.opened(2, socket: 12)
        recorder.advance(to: 1)
        pools.requestArrived(2)
        recorder.advance(to: 4.9)
        pools.expire()
        #expect(recorder.closed == [])
        recorder.advance(to: 5)
        pools.expire()
        #expect(recorder.closed == [11])
        // Once: the entry is gone.
        recorder.advance(to: 9)
        pools.expire()
        #expect(recorder.closed == [11])
    }

    @Test func aKeptAliveConnectionWaitsForItsNextRequestFromTheAnswer() {
        let (pools, recorder) = pools { $0.requestTimeout = 5 }
        pools.opened(1, socket: 11)
        pools.requestArrived(1)
        #expect(pools.admitPage(1))
        recorder.advance(to: 30)
        pools.answered(1, keptAlive: true)
        recorder.advance(to: 34)
        pools.expire()
        #expect(recorder.closed == [])
        recorder.advance(to: 35)
        pools.expire()
        #expect(recorder.closed == [11])
    }

    @Test func theOldestOfTheSettledWaitingGoBeyondTheBound() {
        let (pools, recorder) = pools { $0.waiting = 2; $0.settle = 1; $0.waitingAtAll = 100 }
        for n in 1...4 { pools.opened(UInt(n), socket: Int32(10 + n)) }
        // A burst of new connections is not cut short: none has settled.
        #expect(recorder.closed == [])
        recorder.advance(to: 0.5)
        pools.opened(5, socket: 15)
        recorder.advance(to: 1)
        pools.expire()
        #expect(recorder.closed == [11, 12])
        #expect(pools.counts.waiting == 3)
        // The connection opened later settles later, and goes first of those left.
        recorder.advance(to: 1.5)
        pools.expire()
        #expect(recorder.closed == [11, 12, 13])
        #expect(pools.counts.waiting == 2)
    }

    @Test func aFloodOfNewConnectionsClosesTheOldestAtOnce() {
        let (pools, recorder) = pools { $0.waitingAtAll = 3 }
        for n in 1...5 {
            recorder.advance(to: Double(n) / 100)
            pools.opened(UInt(n), socket: Int32(10 + n))
        }
        #expect(recorder.closed == [11, 12])
        #expect(pools.counts.waiting == 3)
    }

    @Test func pagesAreAdmittedUpToTheirOwnBound() {
        let (pools, _) = pools { $0.pages = 2 }
        for n in 1...3 { pools.opened(UInt(n), socket: Int32(10 + n)); pools.requestArrived(UInt(n)) }
        #expect(pools.admitPage(1))
        #expect(pools.admitPage(2))
        #expect(!pools.admitPage(3))
        pools.answered(1, keptAlive: true)
        #expect(pools.admitPage(3))
        pools.closed(2)
        #expect(pools.counts.pages == 1)
    }

    @Test func aNewStreamBeyondTheBoundEndsTheOldest() {
        let (pools, _) = pools { $0.streams = 2 }
        let status = BuildStatus()
        let streams = (1...3).map { _ in EventStream(status: status) }
        for (n, stream) in streams.enumerated() {
            pools.opened(UInt(n + 1), socket: Int32(11 + n))
            pools.requestArrived(UInt(n + 1))
            pools.openStream(UInt(n + 1), stream)
        }
        #expect(pools.counts.streams == 2)
        var buffer = [UInt8](repeating: 0, count: 256)
        // The first one's reader has its greeting to send, then ends.
        #expect(buffer.withUnsafeMutableBytes { streams[0].next(into: $0) } != nil)
        #expect(buffer.withUnsafeMutableBytes { streams[0].next(into: $0) } == nil)
        // The others wait for a rebuild as before.
        _ = buffer.withUnsafeMutableBytes { streams[2].next(into: $0) }
        DispatchQueue.global().asyncAfter(deadline: .now() + 0.05) { status.update(errors: []) }
        let next = buffer.withUnsafeMutableBytes { streams[2].next(into: $0) }
        #expect(String(decoding: buffer.prefix(next ?? 0), as: UTF8.self) == "data: \(status.version)\n\n")
        // A stream that ended leaves the pool.
        pools.answered(2, keptAlive: false)
        #expect(pools.counts.streams == 1)
    }
}

/// The server itself on 127.0.0.1, with counts well above what used to lock
/// it up. Bounds are generous: each test waits for a state, never a time.
@Suite(.serialized) struct ConnectionPoolServerTests {
    /// A client socket with a receive timeout.
    struct Client {
        let descriptor: Int32

        init(port: Int, timeout: Int = 20) throws {
            descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
            var address = sockaddr_in()
            address.sin_family = sa_family_t(AF_INET)
            address.sin_port = in_port_t(UInt16(port).bigEndian)
            address.sin_addr.s_addr = inet_addr("127.0.0.1")
            let connected = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
            }
            var limit = timeval(tv_sec: timeout, tv_usec: 0)
            setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
            try #require(descriptor >= 0 && connected == 0)
        }

        func send(_ text: String) {
            _ = Array(text.utf8).withUnsafeBytes { Glibc.send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
        }

        /// The next bytes; empty when the server closed the connection,
        /// nil when nothing came before the timeout.
        func receive() -> Data? {
            var buffer = [UInt8](repeating: 0, count: 65536)
            let count = recv(descriptor, &buffer, buffer.count, 0)
            if count < 0 { return errno == EAGAIN || errno == EWOULDBLOCK ? nil : Data() }
            return Data(buffer.prefix(count))
        }

        /// What arrives until `marker` has, or the connection ends.
        func read(until marker: String) -> String {
            var text = ""
            while !text.contains(marker), let data = receive(), !data.isEmpty { text += String(decoding: data, as: UTF8.self) }
            return text
        }

        /// What arrives until the server closes the connection.
        func readToEnd() -> String {
            var text = ""
            while let data = receive(), !data.isEmpty { text += String(decoding: data, as: UTF8.self) }
            return text
        }

        func get(_ path: String) -> String {
            send("GET \(path) HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n")
            return readToEnd()
        }

        /// Whether the server has closed the connection, without waiting
        /// (what it sent before closing is read and dropped).
        var isClosedByServer: Bool {
            var buffer = [UInt8](repeating: 0, count: 4096)
            while true {
                let count = recv(descriptor, &buffer, buffer.count, Int32(MSG_DONTWAIT))
                if count == 0 { return true }
                if count < 0 { return errno != EAGAIN && errno != EWOULDBLOCK }
            }
        }

        func close() { _ = Glibc.close(descriptor) }
    }

    static let (io, _) = FileIO.memory([
        "/out/index.html": "<html><body>home</body></html>",
        "/out/404.html": "<html><body>missing</body></html>",
        "/out/slow.html": "<html><body>slow</body></html>",
    ])

    func start(_ change: (inout ServeLimits) -> Void = { _ in }, io: FileIO = ConnectionPoolServerTests.io) throws -> (DevServer, Int) {
        var limits = ServeLimits()
        // Long enough that only the pools close anything while a test runs.
        limits.requestTimeout = 600
        change(&limits)
        let server = DevServer(root: "/out", io: io, reload: true, checksHost: true, limits: limits)
        let listener = try Listener.bind(host: "127.0.0.1", port: 0)
        try server.start(listener)
        return (server, listener.port)
    }

    /// Waits (at most a minute) until `done`.
    func eventually(_ done: () -> Bool) -> Bool {
        let deadline = Date(timeIntervalSinceNow: 60)
        while !done() {
            if Date() > deadline { return false }
            usleep(20_000)
        }
        return true
    }

    @Test func threeHundredSlowHeaderSocketsLeaveRoomForPages() throws {
        let (server, port) = try start()
        defer { server.stop() }
        let slow = try (0..<300).map { _ in try Client(port: port) }
        defer { slow.forEach { $0.close() } }
        for client in slow { client.send("GET / HTTP/1.1\r\nX-Slow: ") }
        let page = try Client(port: port)
        defer { page.close() }
        let answer = page.get("/")
        #expect(answer.hasPrefix("HTTP/1.1 200"), "\(answer.prefix(200))")
        #expect(answer.contains("home<script>"))
        // Once they have had their second to send a request, the oldest
        // are closed down to the pool's bound (long before their deadline).
        let bound = ServeLimits.standard.waiting
        #expect(eventually { slow.filter(\.isClosedByServer).count >= slow.count - bound })
        #expect(slow.prefix(slow.count - bound).allSatisfy { $0.isClosedByServer })
        #expect(server.pools.counts.waiting <= bound)
    }

    /// Opens an event stream and reads its greeting.
    func openStream(_ port: Int) throws -> Client {
        let client = try Client(port: port)
        client.send("GET /__tlsite/events HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
        var greeting = client.read(until: "data: ")
        while greeting.range(of: "data: ").map({ !greeting[$0.upperBound...].contains("\n\n") }) ?? false,
              let more = client.receive(), !more.isEmpty {
            greeting += String(decoding: more, as: UTF8.self)
        }
        #expect(greeting.contains("text/event-stream"), "\(greeting)")
        return client
    }

    @Test func aStreamBeyondTheBoundEndsTheOldestAndPagesAreStillAnswered() throws {
        let (server, port) = try start { $0.streams = 4 }
        defer { server.stop() }
        let streams = try (0..<5).map { _ in try openStream(port) }
        defer { streams.forEach { $0.close() } }
        // The first ends (its last chunk, then the connection closes).
        #expect(streams[0].readToEnd().hasSuffix("0\r\n\r\n"))
        #expect(eventually { streams[0].isClosedByServer })
        #expect(server.pools.counts.streams == 4)
        // The pool is full, and pages are answered.
        let page = try Client(port: port)
        defer { page.close() }
        #expect(page.get("/").hasPrefix("HTTP/1.1 200"))
        // The other four still hear the next rebuild.
        server.buildFinished(errors: [])
        for stream in streams.dropFirst() {
            #expect(stream.read(until: "data: \(server.status.version)").contains("data: \(server.status.version)"))
        }
    }

    @Test func threeHundredStreamsLeaveRoomForPages() throws {
        let (server, port) = try start()
        defer { server.stop() }
        let streams = try (0..<300).map { _ in try openStream(port) }
        defer { streams.forEach { $0.close() } }
        let page = try Client(port: port)
        defer { page.close() }
        #expect(page.get("/").hasPrefix("HTTP/1.1 200"))
        let bound = ServeLimits.standard.streams
        #expect(server.pools.counts.streams == bound)
        #expect(eventually { streams.prefix(300 - bound).allSatisfy { $0.isClosedByServer } })
        #expect(!streams.suffix(bound).contains { $0.isClosedByServer })
    }

    /// A file system whose read of /out/slow.html waits until the test lets it go.
    final class Gate: @unchecked Sendable {
        let entered = DispatchSemaphore(value: 0)
        let release = DispatchSemaphore(value: 0)
    }

    @Test func requestsBeyondThePagesBoundGet503AndStreamsStillOpen() throws {
        let gate = Gate()
        var io = ConnectionPoolServerTests.io
        let read = io.read
        io.read = { path in
            if path.hasSuffix("/slow.html") { gate.entered.signal(); gate.release.wait() }
            return try read(path)
        }
        let (server, port) = try start({ $0.pages = 1 }, io: io)
        defer { server.stop() }
        let first = try Client(port: port)
        defer { first.close() }
        first.send("GET /slow.html HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n")
        #expect(gate.entered.wait(timeout: .now() + 60) == .success)
        // The one page slot is taken: the next request is told to come back.
        let second = try Client(port: port)
        defer { second.close() }
        let busy = second.get("/")
        #expect(busy.hasPrefix("HTTP/1.1 503"), "\(busy.prefix(200))")
        #expect(busy.contains("Retry-After: 1"))
        // Streams have their own pool.
        let stream = try openStream(port)
        defer { stream.close() }
        gate.release.signal()
        #expect(first.read(until: "</html>").contains("slow<script>"))
        #expect(eventually { server.pools.counts.pages == 0 })
        let third = try Client(port: port)
        defer { third.close() }
        #expect(third.get("/").hasPrefix("HTTP/1.1 200"))
    }
}

import CMicroHTTPD
import Foundation
import TLCore

/// The development server: serves one output folder over HTTP with
/// libmicrohttpd, one thread a connection, and tells open pages to reload
/// after each rebuild. It only reads the folder, and sends the pages with
/// the live-reload script and the error overlay added on the way out.
package final class DevServer: @unchecked Sendable {
    package let paths: RequestPath
    package let reload: Bool
    let io: FileIO
    let checksHost: Bool
    let status = BuildStatus()
    private var daemon: OpaquePointer?
    private let lock = NSLock()

    /// Seconds between the comments an idle event stream sends, so a
    /// closed tab is noticed and its thread ends.
    static let keepAlive: TimeInterval = 15

    /// Each kind of connection in its own bounded pool (`ServeLimits`).
    let pools: ConnectionPools

    package struct StartError: Error, CustomStringConvertible, Sendable {
        package var description: String
    }

    /// `root` is the output folder; a rebuild may swap it for a new one at
    /// any time. With `reload`, HTML pages get the live-reload script.
    /// `listener` decides whether requests must name this machine in their
    /// Host header (a loopback listener).
    package init(root: String, io: FileIO = .disk, reload: Bool, checksHost: Bool, limits: ServeLimits = .standard) {
        self.paths = RequestPath(root: root, io: io)
        self.io = io
        self.reload = reload
        self.checksHost = checksHost
        self.pools = ConnectionPools(limits)
    }

    /// Starts answering on `listener`, which the server then owns.
    package func start(_ listener: Listener) throws(StartError) {
        let flags = UInt32(MHD_USE_THREAD_PER_CONNECTION.rawValue | MHD_USE_POLL_INTERNAL_THREAD.rawValue | MHD_USE_ITC.rawValue)
            | (listener.family == AF_INET6 ? UInt32(MHD_USE_IPv6.rawValue) : 0)
        let context = Unmanaged.passUnretained(self).toOpaque()
        // No bound by address: the pools bound each kind of connection, and
        // on a loopback address every client has the same one.
        guard let started = tl_mhd_start(listener.descriptor, flags, accessHandler, context, pools.limits.idleTimeout,
                                         pools.limits.connections, 0, keepEscaped,
                                         notifyConnection, notifyCompleted) else {
            close(listener.descriptor)
            throw StartError(description: "cannot start the HTTP server on port \(listener.port)")
        }
        pools.start()
        lock.withLock { daemon = started }
    }

    /// Stops: open event streams end, every connection closes, and the
    /// listening socket is released. Returns when all threads are done.
    package func stop() {
        status.stop()
        pools.stop()
        guard let running = lock.withLock({ () -> OpaquePointer? in defer { daemon = nil }; return daemon }) else { return }
        MHD_stop_daemon(running)
    }

    /// A rebuild succeeded (`errors` empty) or failed with these messages:
    /// open pages reload, and show the messages over the last good pages
    /// until a rebuild succeeds.
    package func buildFinished(errors: [String]) {
        status.update(errors: errors)
    }

    // MARK: Answering

    /// What one request gets.
    struct Reply {
        var status: UInt32
        var body: Data
        var headers: [(String, String)] = []
        /// A file sent as it is, streamed by the system instead of `body`.
        var file: String?
    }

    func reply(method: String, url: String, host: String?) -> Reply {
        guard method == "GET" || method == "HEAD" else {
            return Reply(status: 405, body: Data("405 Method Not Allowed: tlsite serve only reads\n".utf8),
                         headers: [("Content-Type", "text/plain; charset=utf-8"), ("Allow", "GET, HEAD")])
        }
        if checksHost, let host, !Listener.isLocalHostHeader(host) {
            return Reply(status: 403, body: Data("403 Forbidden: this server answers only requests for this machine\n".utf8),
                         headers: [("Content-Type", "text/plain; charset=utf-8")])
        }
        // The version is read before the file: a page read during a rebuild
        // is at worst reloaded once more.
        let (version, errors) = status.current
        switch paths.resolve(url) {
        case .file(let path, let contentType):
            // Only pages are changed on their way out; every other file is
            // streamed, never read whole into memory.
            if io.openForReading != nil, !needsDecoration(contentType, errors) {
                return Reply(status: 200, body: Data(), headers: [("Content-Type", contentType)], file: path)
            }
            guard let data = try? io.read(path) else { return notFound(version, errors) }
            return Reply(status: 200, body: decorated(data, contentType, version, errors), headers: [("Content-Type", contentType)])
        case .redirect(let location):
            return Reply(status: 301, body: Data(), headers: [("Location", location)])
        case .notFound:
            return notFound(version, errors)
        case .forbidden:
            return Reply(status: 403, body: Data("403 Forbidden\n".utf8), headers: [("Content-Type", "text/plain; charset=utf-8")])
        }
    }

    /// The site's own 404.html, with status 404.
    func notFound(_ version: String, _ errors: [String]) -> Reply {
        let page: Data
        if case .file(let path, _) = paths.resolve("/404.html"), let data = try? io.read(path) {
            page = data
        } else {
            page = Data(LivePage.notFound.utf8)
        }
        return Reply(status: 404, body: decorated(page, ContentType.html, version, errors), headers: [("Content-Type", ContentType.html)])
    }

    func needsDecoration(_ contentType: String, _ errors: [String]) -> Bool {
        ContentType.isHTML(contentType) && (reload || !errors.isEmpty)
    }

    func decorated(_ data: Data, _ contentType: String, _ version: String, _ errors: [String]) -> Data {
        guard needsDecoration(contentType, errors) else { return data }
        return LivePage.decorate(data, version: version, errors: errors, reload: reload)
    }

    static let busy = Reply(status: 503, body: Data("503 Service Unavailable: tlsite serve is answering as many requests as it takes at once; try again in a moment\n".utf8),
                            headers: [("Content-Type", "text/plain; charset=utf-8"), ("Retry-After", "1"), ("Connection", "close")])

    /// Answers a request that has fully arrived: an event stream in the
    /// streams' pool, a page request in the pages' (or `503` when it is full).
    func handle(_ connection: OpaquePointer, url: String, method: String) -> MHD_Result {
        let id = ConnectionPools.id(connection)
        pools.requestArrived(id)
        let host = MHD_lookup_connection_value(connection, .HEADER_KIND, "Host").map { String(cString: $0) }
        if reload, url == LivePage.eventsPath, method == "GET", !checksHost || host.map(Listener.isLocalHostHeader) ?? true {
            return queueEvents(connection, id)
        }
        var answer = pools.admitPage(id) ? reply(method: method, url: url, host: host) : DevServer.busy
        var response: OpaquePointer?
        if let file = answer.file {
            response = streamed(file)
            if response == nil {
                answer = notFound(status.current.version, status.current.errors)
            }
        }
        if response == nil {
            response = answer.body.withUnsafeBytes { buffer in
                MHD_create_response_from_buffer(buffer.count, UnsafeMutableRawPointer(mutating: buffer.baseAddress), .RESPMEM_MUST_COPY)
            }
        }
        guard let response else { return .NO }
        defer { MHD_destroy_response(response) }
        for (name, value) in answer.headers + DevServer.commonHeaders { MHD_add_response_header(response, name, value) }
        return MHD_queue_response(connection, answer.status, response)
    }

    /// A response that sends `path` from its descriptor (libmicrohttpd
    /// reads it in pieces, or with sendfile), or nil when it cannot be opened.
    func streamed(_ path: String) -> OpaquePointer? {
        guard let descriptor = io.openForReading?(path) else { return nil }
        var info = stat()
        guard fstat(descriptor, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG,
              let response = MHD_create_response_from_fd(Int(info.st_size), descriptor) else {
            close(descriptor)
            return nil
        }
        return response
    }

    static let commonHeaders = [("Cache-Control", "no-store"), ("X-Content-Type-Options", "nosniff")]

    /// An event stream: the current version at once, then each new one.
    /// Its reader blocks in the connection's own thread.
    /// When the stream ends (the server stops, or its pool is full) the
    /// connection closes.
    func queueEvents(_ connection: OpaquePointer, _ id: ConnectionPools.ID) -> MHD_Result {
        let stream = EventStream(status: status)
        let context = Unmanaged.passRetained(stream).toOpaque()
        guard let response = MHD_create_response_from_callback(tl_mhd_size_unknown, 1024, readEvents, context, releaseEvents) else {
            Unmanaged<EventStream>.fromOpaque(context).release()
            return .NO
        }
        defer { MHD_destroy_response(response) }
        MHD_add_response_header(response, "Content-Type", "text/event-stream")
        MHD_add_response_header(response, "Cache-Control", "no-store")
        MHD_add_response_header(response, "Connection", "close")
        pools.openStream(id, stream)
        return MHD_queue_response(connection, 200, response)
    }
}

/// One open event stream: what it still has to send, and the version it sent last.
final class EventStream: @unchecked Sendable {
    let status: BuildStatus
    var sent: String
    var pending: [UInt8]
    /// Read and written under `status`'s lock.
    private var ended = false

    init(status: BuildStatus) {
        self.status = status
        sent = status.version
        // A client that lost the stream tries again after a second.
        pending = Array("retry: 1000\ndata: \(sent)\n\n".utf8)
    }

    /// Fills `buffer` with the next bytes, waiting for a rebuild when there
    /// are none; nil when the server is stopping.
    func next(into buffer: UnsafeMutableRawBufferPointer) -> Int? {
        if pending.isEmpty {
            let (version, stopped) = status.wait(after: sent, timeout: DevServer.keepAlive, ended: { ended })
            if stopped { return nil }
            if let version {
                sent = version
                pending = Array("data: \(version)\n\n".utf8)
            } else {
                pending = Array(": still here\n\n".utf8)
            }
        }
        let count = min(buffer.count, pending.count)
        pending.withUnsafeBytes { buffer.copyMemory(from: UnsafeRawBufferPointer(rebasing: $0.prefix(count))) }
        pending.removeFirst(count)
        return count
    }

    /// Ends the stream (its pool is full): the reader waiting for a rebuild
    /// returns at once, and the connection closes after the stream's last
    /// chunk. The page's EventSource connects again a second later.
    func end() {
        status.interrupt { ended = true }
    }
}

private let accessHandler: MHD_AccessHandlerCallback = { context, connection, url, method, _, _, uploadSize, state in
    guard let context, let connection, let url, let method, let state, let uploadSize else { return .NO }
    // The first call comes with the headers; answering the request before
    // it was read to the end would cost the connection its keep-alive. Until
    // then the request has not arrived: its body is held to the deadline too.
    if state.pointee == nil {
        state.pointee = UnsafeMutableRawPointer(bitPattern: 1)
        return .YES
    }
    // A body (only methods that get 405 have one) is read and dropped.
    if uploadSize.pointee != 0 {
        uploadSize.pointee = 0
        return .YES
    }
    let server = Unmanaged<DevServer>.fromOpaque(context).takeUnretainedValue()
    return server.handle(connection, url: String(cString: url), method: String(cString: method))
}

/// A new connection waits for its first request; a closed one leaves its pool.
private let notifyConnection: MHD_NotifyConnectionCallback = { context, connection, _, event in
    guard let context, let connection else { return }
    let pools = Unmanaged<DevServer>.fromOpaque(context).takeUnretainedValue().pools
    if event == .CONNECTION_NOTIFY_STARTED {
        pools.opened(ConnectionPools.id(connection), socket: tl_mhd_connection_fd(connection))
    } else {
        pools.closed(ConnectionPools.id(connection))
    }
}

/// A request answered, in full or not: its page or stream leaves the pool,
/// and a kept-alive connection waits for its next request (a closing one is
/// then reported closed).
private let notifyCompleted: MHD_RequestCompletedCallback = { context, connection, _, termination in
    guard let context, let connection else { return }
    Unmanaged<DevServer>.fromOpaque(context).takeUnretainedValue().pools
        .answered(ConnectionPools.id(connection), keptAlive: termination == .REQUEST_TERMINATED_COMPLETED_OK)
}

private let readEvents: MHD_ContentReaderCallback = { context, _, buffer, size in
    guard let context, let buffer else { return tl_mhd_end_with_error }
    let stream = Unmanaged<EventStream>.fromOpaque(context).takeUnretainedValue()
    return stream.next(into: UnsafeMutableRawBufferPointer(start: buffer, count: size)).map { $0 } ?? tl_mhd_end_of_stream
}

private let releaseEvents: MHD_ContentReaderFreeCallback = { context in
    guard let context else { return }
    Unmanaged<EventStream>.fromOpaque(context).release()
}

/// The URL reaches the handler as the client sent it; `RequestPath`
/// decodes it once, so an encoded slash stays one.
private let keepEscaped: @convention(c) (UnsafeMutableRawPointer?, OpaquePointer?, UnsafeMutablePointer<CChar>?) -> Int = { _, _, text in
    text.map { strlen($0) } ?? 0
}

import Foundation

/// A socket bound and listening, made before the server starts so that a
/// port in use is reported before the site is built.
package struct Listener: Sendable {
    let descriptor: Int32
    let family: Int32
    /// The port bound: the one asked for, or the one the system chose for 0.
    package let port: Int
    /// True for 127.0.0.0/8 and ::1: only this machine can connect.
    package let isLoopback: Bool
    /// The address as a URL host: `127.0.0.1`, `[::1]`, `localhost`. A
    /// wildcard address (`0.0.0.0`, `::`) is shown as the loopback one.
    package let urlHost: String

    package var url: String { "http://\(urlHost):\(port)/" }

    package struct BindError: Error, CustomStringConvertible, Sendable {
        package var description: String
    }

    /// Binds `host` (an address or a name) on `port` (0: any free port).
    package static func bind(host: String, port: Int) throws(BindError) -> Listener {
        guard (0...65535).contains(port) else { throw BindError(description: "--port must be from 0 to 65535, not \(port)") }
        var hints = addrinfo()
        hints.ai_family = AF_UNSPEC
        hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        hints.ai_flags = AI_NUMERICSERV
        var found: UnsafeMutablePointer<addrinfo>?
        let status = getaddrinfo(host, String(port), &hints, &found)
        guard status == 0, let first = found else {
            throw BindError(description: "cannot find the address of '\(host)': \(String(cString: gai_strerror(status)))")
        }
        defer { freeaddrinfo(first) }
        var failure = "no address"
        var entry: UnsafeMutablePointer<addrinfo>? = first
        while let address = entry {
            entry = address.pointee.ai_next
            let descriptor = socket(address.pointee.ai_family, address.pointee.ai_socktype | Int32(SOCK_CLOEXEC.rawValue), address.pointee.ai_protocol)
            guard descriptor >= 0 else { failure = String(cString: strerror(errno)); continue }
            var on: Int32 = 1
            setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &on, socklen_t(MemoryLayout<Int32>.size))
            guard Glibc.bind(descriptor, address.pointee.ai_addr, address.pointee.ai_addrlen) == 0, listen(descriptor, SOMAXCONN) == 0 else {
                failure = errno == EADDRINUSE ? "the port is in use (another server? try --port \(port == 1313 ? 1314 : port + 1), or --port 0 for any free port)"
                                              : String(cString: strerror(errno))
                close(descriptor)
                continue
            }
            var bound = sockaddr_storage()
            var length = socklen_t(MemoryLayout<sockaddr_storage>.size)
            withUnsafeMutablePointer(to: &bound) { pointer in
                pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { _ = getsockname(descriptor, $0, &length) }
            }
            let (numeric, boundPort) = describe(bound)
            return Listener(descriptor: descriptor, family: address.pointee.ai_family, port: boundPort,
                            isLoopback: isLoopback(numeric), urlHost: urlHost(given: host, numeric: numeric))
        }
        throw BindError(description: "cannot listen on \(host):\(port): \(failure)")
    }

    /// The numeric address and the port of a socket address.
    static func describe(_ storage: sockaddr_storage) -> (String, Int) {
        var storage = storage
        var text = [CChar](repeating: 0, count: Int(INET6_ADDRSTRLEN))
        let port: Int
        if Int32(storage.ss_family) == AF_INET6 {
            let address = withUnsafeBytes(of: &storage) { $0.load(as: sockaddr_in6.self) }
            var raw = address.sin6_addr
            inet_ntop(AF_INET6, &raw, &text, socklen_t(text.count))
            port = Int(UInt16(bigEndian: address.sin6_port))
        } else {
            let address = withUnsafeBytes(of: &storage) { $0.load(as: sockaddr_in.self) }
            var raw = address.sin_addr
            inet_ntop(AF_INET, &raw, &text, socklen_t(text.count))
            port = Int(UInt16(bigEndian: address.sin_port))
        }
        return (String(decoding: text.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self), port)
    }

    static func isLoopback(_ numeric: String) -> Bool {
        numeric.hasPrefix("127.") || numeric == "::1" || numeric.hasPrefix("::ffff:127.")
    }

    static func urlHost(given: String, numeric: String) -> String {
        switch numeric {
        case "0.0.0.0": return "127.0.0.1"
        case "::": return "[::1]"
        default:
            let host = given.contains(":") ? numeric : given
            return host.contains(":") ? "[\(host)]" : host
        }
    }

    /// Whether a request's Host header names this machine. A server on
    /// loopback answers only such requests: a page elsewhere that points
    /// its own domain name at 127.0.0.1 (DNS rebinding) cannot read the site.
    package static func isLocalHostHeader(_ header: String) -> Bool {
        var name = Substring(header.lowercased())
        if name.hasPrefix("[") {
            guard let close = name.firstIndex(of: "]") else { return false }
            name = name[name.index(after: name.startIndex)..<close]
            return name == "::1"
        }
        if let colon = name.lastIndex(of: ":") { name = name[..<colon] }
        if name == "localhost" || name.hasSuffix(".localhost") { return true }
        let parts = name.split(separator: ".", omittingEmptySubsequences: false)
        return parts.count == 4 && parts[0] == "127" && parts.allSatisfy { UInt8($0) != nil }
    }
}

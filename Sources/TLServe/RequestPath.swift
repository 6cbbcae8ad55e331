import TLCore

/// What a request path leads to in the output folder.
package enum Resolution: Sendable, Equatable {
    /// A file to send: its absolute path and content type.
    case file(String, contentType: String)
    /// A folder asked for without its trailing slash: where to send the client.
    case redirect(String)
    case notFound
    /// A path that tries to leave the output folder, or that no file can have.
    case forbidden
}

/// Maps request paths to files of one output folder. Nothing outside the
/// folder is ever served: `..`, encoded slashes, backslashes and control
/// characters (NUL among them) are refused before the disk is asked, and a path whose real location
/// (symbolic links resolved) leaves the folder is refused after.
package struct RequestPath: Sendable {
    package let root: String
    let io: FileIO

    package init(root: String, io: FileIO) {
        self.root = root
        self.io = io
    }

    /// The segments of a raw request path (without its query), each
    /// percent-decoded exactly once; nil when the path is unsafe or malformed.
    /// Empty and `.` segments are dropped.
    package static func segments(_ raw: String) -> [String]? {
        guard raw.hasPrefix("/") else { return nil }
        var result: [String] = []
        for part in raw.utf8.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: true) {
            guard let bytes = percentDecoded(part),
                  !bytes.contains(where: { $0 < 0x20 || $0 == 0x7F || $0 == UInt8(ascii: "/") || $0 == UInt8(ascii: "\\") }),
                  let segment = String(validating: bytes, as: UTF8.self) else { return nil }
            if segment == "." { continue }
            if segment == ".." { return nil }
            result.append(segment)
        }
        return result
    }

    static func percentDecoded(_ text: some Collection<UInt8>) -> [UInt8]? {
        var bytes: [UInt8] = []
        var iterator = text.makeIterator()
        while let byte = iterator.next() {
            guard byte == UInt8(ascii: "%") else { bytes.append(byte); continue }
            guard let high = iterator.next().flatMap(hexValue), let low = iterator.next().flatMap(hexValue) else { return nil }
            bytes.append(high << 4 | low)
        }
        return bytes
    }

    static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    /// Resolves a raw request path. The output folder is looked up afresh
    /// each time, since a rebuild swaps it for a new one.
    package func resolve(_ raw: String) -> Resolution {
        guard let segments = RequestPath.segments(raw) else { return .forbidden }
        guard let rootReal = io.resolve(root) else { return .notFound }
        let path = segments.isEmpty ? root : root + "/" + segments.joined(separator: "/")
        guard let real = io.resolve(path) else { return .notFound }
        guard isInside(real, rootReal) else { return .forbidden }
        switch io.kind(real) {
        case .missing:
            return .notFound
        case .file:
            // A file named with a trailing slash is a folder that is not there.
            return raw.hasSuffix("/") ? .notFound : .file(real, contentType: ContentType.of(segments.last ?? ""))
        case .directory:
            // Leading slashes collapse to one: "//host/" would send the client away.
            guard raw.hasSuffix("/") else { return .redirect("/" + raw.drop { $0 == "/" } + "/") }
            // A folder is its index.html, never a listing.
            guard let index = io.resolve(real + "/index.html") else { return .notFound }
            guard isInside(index, rootReal) else { return .forbidden }
            return io.kind(index) == .file ? .file(index, contentType: ContentType.of("index.html")) : .notFound
        }
    }

    func isInside(_ path: String, _ folder: String) -> Bool {
        path == folder || path.hasPrefix(folder.hasSuffix("/") ? folder : folder + "/")
    }
}

import CMicroHTTPD

extension DevServer {
    /// The version of the libmicrohttpd library tlsite runs with
    /// ("0.9.75"): the shared library loaded, which a system's update may
    /// have changed since the build.
    package static var libraryVersion: String { MHD_get_version().map { String(cString: $0) } ?? "unknown" }
}

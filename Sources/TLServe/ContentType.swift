/// Content types by file name, as a static server sends them. Text types
/// say their charset: tlsite writes UTF-8.
package enum ContentType {
    package static let html = "text/html; charset=utf-8"
    static let fallback = "application/octet-stream"

    static let byExtension: [String: String] = [
        "html": html, "htm": html,
        "css": "text/css; charset=utf-8",
        "js": "text/javascript; charset=utf-8", "mjs": "text/javascript; charset=utf-8",
        "json": "application/json", "map": "application/json",
        "webmanifest": "application/manifest+json",
        "xml": "application/xml; charset=utf-8",
        "txt": "text/plain; charset=utf-8", "md": "text/markdown; charset=utf-8",
        "csv": "text/csv; charset=utf-8",
        "svg": "image/svg+xml", "png": "image/png", "jpg": "image/jpeg", "jpeg": "image/jpeg",
        "gif": "image/gif", "webp": "image/webp", "avif": "image/avif", "ico": "image/x-icon",
        "bmp": "image/bmp",
        "woff": "font/woff", "woff2": "font/woff2", "ttf": "font/ttf", "otf": "font/otf",
        "pdf": "application/pdf", "wasm": "application/wasm", "zip": "application/zip",
        "mp4": "video/mp4", "webm": "video/webm", "mp3": "audio/mpeg", "ogg": "audio/ogg",
        "wav": "audio/wav",
    ]

    /// The content type of a file named `name` (the last path segment).
    package static func of(_ name: String) -> String {
        if name == "feed.xml" { return "application/atom+xml; charset=utf-8" }
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return fallback }
        return byExtension[name[name.index(after: dot)...].lowercased()] ?? fallback
    }

    static func isHTML(_ type: String) -> Bool { type == html }
}

import CVips
import Foundation

/// Images through libvips, opened when first used (see `CVips`): an
/// image's header (its size and format) and its resized encodings. Works
/// on bytes, so a site in memory (a test's `FileIO`) reads the same as
/// one on a disk; no site knowledge.
package enum ImageLibrary {
    /// What a header says.
    package struct Header: Sendable, Hashable {
        package var width: Int
        package var height: Int
        package var format: Format

        package init(width: Int, height: Int, format: Format) {
            self.width = width
            self.height = height
            self.format = format
        }
    }

    /// The formats tlsite publishes; every other one is refused unopened.
    package enum Format: String, Sendable, Hashable, CaseIterable {
        case png, jpeg, webp, gif, svg

        /// Whether variants are made (GIF keeps its frames, SVG its vectors).
        package var isResized: Bool { self == .png || self == .jpeg || self == .webp }

        /// The MIME type, for `<source type>`.
        package var mimeType: String {
            switch self {
            case .png: "image/png"
            case .jpeg: "image/jpeg"
            case .webp: "image/webp"
            case .gif: "image/gif"
            case .svg: "image/svg+xml"
            }
        }

        /// How vips is asked to encode a variant: quality 80 for the lossy
        /// formats, no metadata (a camera's EXIF, its GPS position) in any.
        var saveSuffix: String {
            switch self {
            case .png: ".png[strip]"
            case .jpeg: ".jpg[Q=80,strip,interlace]"
            case .webp: ".webp[Q=80,strip]"
            case .gif: ".gif"
            case .svg: ".svg"
            }
        }

        init?(loader: String) {
            let name = loader.lowercased()
            if name.contains("png") { self = .png }
            else if name.contains("jpeg") { self = .jpeg }
            else if name.contains("webp") { self = .webp }
            else if name.contains("gif") { self = .gif }
            else if name.contains("svg") { self = .svg }
            else { return nil }
        }
    }

    /// libvips' version when it could be opened, else why not.
    package static let availability: Result<String, Problem> = {
        var error = [CChar](repeating: 0, count: 512)
        guard tl_vips_open(&error, error.count) == 1 else { return .failure(Problem(message: text(error))) }
        return .success(String(cString: tl_vips_version()))
    }()

    /// Whether libvips is there to read and resize images.
    package static var isAvailable: Bool {
        if case .success = availability { return true }
        return false
    }

    /// Why an image could not be read or resized, in libvips' words.
    package struct Problem: Error, Sendable, Equatable {
        package var message: String
        /// The format the bytes are of, when that much was found.
        package var format: Format?
    }

    /// Reads the header of the image in `data`: no pixel is decoded.
    package static func header(_ data: Data) -> Result<Header, Problem> {
        var width: Int32 = 0, height: Int32 = 0
        var loader = [CChar](repeating: 0, count: 128)
        var error = [CChar](repeating: 0, count: 512)
        let status = data.withUnsafeBytes { bytes in
            tl_vips_probe(bytes.baseAddress, bytes.count, &width, &height, &loader, loader.count, &error, error.count)
        }
        guard status == 0 else { return .failure(Problem(message: text(error), format: Format(loader: text(loader)))) }
        guard let format = Format(loader: text(loader)) else { return .failure(Problem(message: "an unknown loader (\(text(loader)))")) }
        guard width > 0, height > 0 else { return .failure(Problem(message: "the image has no pixels (\(width)×\(height))")) }
        return .success(Header(width: Int(width), height: Int(height), format: format))
    }

    /// The image in `data` shrunk to `width` pixels wide (the height keeps
    /// its ratio), encoded once in each of `formats`, in their order. The
    /// source is decoded once, streamed; what is held is the variant.
    package static func resize(_ data: Data, width: Int, to formats: [Format]) -> Result<[Data], Problem> {
        var error = [CChar](repeating: 0, count: 512)
        var outputs = [UnsafeMutableRawPointer?](repeating: nil, count: formats.count)
        var sizes = [Int](repeating: 0, count: formats.count)
        let suffixes = formats.map { strdup($0.saveSuffix) }
        defer { suffixes.forEach { free($0) } }
        let status = data.withUnsafeBytes { bytes in
            suffixes.map { UnsafePointer($0) }.withUnsafeBufferPointer { names in
                tl_vips_resize(bytes.baseAddress, bytes.count, Int32(width), names.baseAddress, Int32(formats.count),
                               &outputs, &sizes, &error, error.count)
            }
        }
        guard status == 0 else { return .failure(Problem(message: text(error))) }
        defer { outputs.forEach { tl_vips_free($0) } }
        return .success(zip(outputs, sizes).map { output, size in output.map { Data(bytes: $0, count: size) } ?? Data() })
    }

    /// How many sources were decoded to be resized since the process
    /// began: a build with a warm cache adds none.
    package static var resizeCount: Int { Int(tl_vips_resize_count()) }

    private static func text(_ buffer: [CChar]) -> String {
        String(decoding: buffer.prefix(while: { $0 != 0 }).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}

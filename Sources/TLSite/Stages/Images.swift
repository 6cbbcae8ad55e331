import Foundation
import TLContent
import TLCore
import TLFormats
import TLModel
import TLRender

/// The widths of the variants made of a raster image, never wider than it.
/// A phone's screen at 1x, 2x; a desktop's column at 1.5x.
let variantWidths = [480, 960, 1440]

/// Images larger than this on either side, or of more pixels, are
/// published as they are, without variants: WebP cannot hold more than
/// 16,383 pixels a side, and decoding 100 megapixels takes seconds.
let largestSide = 16_383
let mostPixels = 100_000_000

/// What changes how a cached variant looks: part of every cache key, so a
/// new recipe makes new files instead of reusing old ones.
private let recipe = "tlsite-images-1 widths=480,960,1440 webp=Q80 jpeg=Q80 strip"

extension Build {
    // MARK: Stage 5: images

    /// Gives the layout's local raster images their size and resized
    /// variants, from the cache or made anew with libvips: item images
    /// (`images`, for `item.image`) and images of Markdown bodies written
    /// from the site's root (`/images/a.png`, found in `static/`), whose
    /// `<img>` tags get their attributes in place. The variants are copied
    /// beside the original. Problems with an image are warnings: the image
    /// is then published as it is.
    func prepareImages(_ layout: SiteLayout, _ diagnostics: Diagnostics) -> SiteLayout {
        var layout = layout
        guard source.readsSiteFolder else { return layout }
        let bodies = layout.items.indices.filter { layout.items[$0].hasImageTags }
        guard !layout.imageFiles.isEmpty || !bodies.isEmpty else {
            cleanImageCache(keeping: [])
            return layout
        }
        guard case .success = ImageLibrary.availability else {
            if case .failure(let problem) = ImageLibrary.availability {
                diagnostics.report(.warning(nil, "\(problem.message): images are published without sizes or variants; "
                                            + "install libvips (apt-get install libvips42) for them"))
            }
            return layout
        }
        let cache = ImageCache(folder: options.imageCacheFolder, io: io)
        var made: [String: ResponsiveImage?] = [:]
        /// The image at `output` (made from `file`), once per output path.
        func prepare(_ file: String, output: String, at location: SourceLocation) -> ResponsiveImage? {
            if let done = made[output] { return done }
            let result = cache.prepare(file, output: output, display: relative(file), at: location, diagnostics)
            if let result {
                for variant in result.image.variants {
                    layout.copies.append((source: cache.path(result.key, variant, result.format), target: result.image.path(of: variant, beside: output)))
                }
            }
            made[output] = result?.image
            return result?.image
        }
        for index in layout.items.indices {
            guard let url = layout.imageURL[layout.items[index].slug], let file = layout.imageFiles[url] else { continue }
            if let image = prepare(file.path, output: file.output, at: layout.items[index].location(of: "image")) {
                layout.images[url] = image
            }
        }
        var edited: [String: (old: Item, new: Item)] = [:]
        for index in bodies {
            var item = layout.items[index]
            let old = item
            var changed = false
            var shown = Hasher()
            // Read once, written back once (a stored body is read from its file).
            var blocks = item.blocks
            for block in blocks.indices {
                let rewritten = ResponsiveImage.rewriteImages(blocks[block]) { src in
                    guard let path = staticPath(ofBodyImage: src, basePath: layout.config.siteBasePath) else { return nil }
                    let image = prepare(site + "/static/" + path, output: path, at: old.source)
                    shown.combine(path)
                    shown.combine(image)
                    return image
                }
                if let rewritten {
                    blocks[block] = rewritten
                    changed = true
                }
            }
            if changed {
                item.blocks = blocks
                edited[item.slug] = (old, item)
                layout.bodyImages[item.slug] = shown.finalize()
            }
        }
        if !edited.isEmpty {
            // The new bodies go wherever the layout holds the items; this is
            // no patch of the last layout (`itemsReplaced` stays as it was).
            let replaced = layout.itemsReplaced
            if let withBodies = layout.replacingItems(edited) {
                layout = withBodies
                layout.itemsReplaced = replaced
            }
        }
        layout.imageCounts = ImageCounts(shown: made.count, resized: cache.resized)
        cleanImageCache(keeping: cache.used)
        return layout
    }

    /// The file of `static/` that a body image's address names, when it is
    /// written from the site's root (with the site's base path or without):
    /// the same body shows on pages at every depth, so a relative address
    /// names no one file and is left alone.
    private func staticPath(ofBodyImage src: String, basePath: String) -> String? {
        let address = unescapeHTML(src)
        guard address.hasPrefix("/"), !address.hasPrefix("//"), !address.contains("?"), !address.contains("#") else { return nil }
        var path = Substring(address)
        if basePath != "/", path.hasPrefix(basePath) { path = path.dropFirst(basePath.count) } else { path = path.dropFirst() }
        let decoded = String(path).removingPercentEncoding ?? String(path)
        guard !decoded.isEmpty, PathRules.referenceProblem(decoded, schemes: []) == nil, io.kind(site + "/static/" + decoded) == .file else { return nil }
        return decoded
    }

    /// Removes the cache's files of images no page shows any more (and
    /// what an interrupted build left half-written).
    private func cleanImageCache(keeping keys: Set<String>) {
        let folder = options.imageCacheFolder
        guard io.kind(folder) == .directory, let entries = try? io.list(folder) else { return }
        for entry in entries where entry.kind == .file {
            let key = entry.name.prefix { $0 != "." }
            if !keys.contains(String(key)) || entry.name.hasSuffix(".partial") { try? io.remove(folder + "/" + entry.name) }
        }
    }
}

/// The variant cache: for each image (by a hash of its bytes and the
/// recipe), `KEY.txt` with its size and format (or why it has no
/// variants), and `KEY.480w.webp`, `KEY.480w.png` ... for its variants.
final class ImageCache {
    let folder: String
    let io: FileIO
    /// The keys of the images this build showed.
    private(set) var used: Set<String> = []
    /// How many images were resized (not found in the cache).
    private(set) var resized = 0

    init(folder: String, io: FileIO) {
        self.folder = folder
        self.io = io
    }

    /// `KEY.480w.webp`, `KEY.480w.png`, `KEY.480w.jpg`.
    func path(_ key: String, _ variant: ResponsiveImage.Variant, _ format: ImageLibrary.Format) -> String {
        ResponsiveImage.variantName(Substring(folder + "/" + key), variant, fileExtension: format == .jpeg ? "jpg" : format.rawValue)
    }

    /// What the cache knows of an image, made if it does not know it yet.
    struct Entry {
        var width: Int
        var height: Int
        var format: ImageLibrary.Format
        /// Why it has no variants.
        var problem: String?

        var text: String {
            "width: \(width)\nheight: \(height)\nformat: \(format.rawValue)\n" + (problem.map { "problem: \($0)\n" } ?? "")
        }

        init(width: Int, height: Int, format: ImageLibrary.Format, problem: String? = nil) {
            self.width = width
            self.height = height
            self.format = format
            self.problem = problem
        }

        init?(text: String) {
            var fields: [Substring: Substring] = [:]
            for line in text.split(separator: "\n") {
                guard let colon = line.firstIndex(of: ":") else { return nil }
                fields[line[..<colon]] = line[line.index(after: colon)...].drop { $0 == " " }
            }
            guard let width = fields["width"].flatMap({ Int($0) }), let height = fields["height"].flatMap({ Int($0) }),
                  let format = fields["format"].flatMap({ ImageLibrary.Format(rawValue: String($0)) }) else { return nil }
            self.init(width: width, height: height, format: format, problem: fields["problem"].map(String.init))
        }
    }

    /// The image of `file` (published at `output`) with its variants, made
    /// into the cache if they are not there; nil with a warning when it is
    /// no image libvips reads.
    func prepare(_ file: String, output: String, display: String, at location: SourceLocation,
                 _ diagnostics: Diagnostics) -> (key: String, format: ImageLibrary.Format, image: ResponsiveImage)? {
        let shown = "image '\(display)'"
        guard let data = try? io.read(file) else { return nil } // the copy stage says what became of it
        let key = Self.key(data)
        used.insert(key)
        let entry: Entry
        if let text = try? io.readText(folder + "/" + key + ".txt", display: key), let cached = Entry(text: text),
           cached.problem != nil || Self.variants(cached).allSatisfy({ io.kind(path(key, $0, cached.format)) == .file }) {
            entry = cached
        } else {
            switch ImageLibrary.header(data) {
            case .failure(let problem) where problem.format == .svg:
                // An SVG without a size of its own (no width, height or
                // viewBox) is drawn by browsers at their default size.
                return nil
            case .failure(let problem):
                diagnostics.report(.warning(location, "\(shown) cannot be read as an image (\(problem.message)); "
                                            + "it is published as it is, without a size: replace the file with a PNG, JPEG, WebP, GIF or SVG"))
                return nil
            case .success(let header):
                entry = make(data, key: key, header)
                store(Data(entry.text.utf8), at: folder + "/" + key + ".txt")
            }
        }
        let fileExtension = output.lastIndex(of: ".").map { String(output[output.index(after: $0)...]) } ?? entry.format.rawValue
        var image = ResponsiveImage(width: entry.width, height: entry.height, fileExtension: fileExtension, variants: [])
        if let problem = entry.problem {
            diagnostics.report(.warning(location, "\(shown) \(problem); it is published as it is, with its size but no smaller variants"))
        } else {
            image.variants = Self.variants(entry)
        }
        return (key, entry.format, image)
    }

    /// The variants an image gets: its own format's below its width, WebP's
    /// below its width and at it (unless it is WebP itself).
    static func variants(_ entry: Entry) -> [ResponsiveImage.Variant] {
        guard entry.format.isResized else { return [] }
        let below = variantWidths.filter { $0 < entry.width }
        var variants = entry.format == .webp ? [] : below.map { ResponsiveImage.Variant(width: $0, isWebP: false) }
        variants += below.map { ResponsiveImage.Variant(width: $0, isWebP: true) }
        if entry.format != .webp, entry.width <= variantWidths.last! { variants.append(.init(width: entry.width, isWebP: true)) }
        return variants
    }

    /// Makes the variants of a new image; an image that cannot be resized
    /// is kept with its problem, so the next build does not try again.
    private func make(_ data: Data, key: String, _ header: ImageLibrary.Header) -> Entry {
        var entry = Entry(width: header.width, height: header.height, format: header.format)
        guard header.format.isResized else { return entry }
        if header.width > largestSide || header.height > largestSide || header.width * header.height > mostPixels {
            entry.problem = "is \(header.width)×\(header.height) pixels, more than tlsite resizes (\(largestSide) a side, 100 megapixels)"
            return entry
        }
        let variants = Self.variants(entry)
        resized += 1
        for width in Set(variants.map(\.width)).sorted() {
            let wanted = variants.filter { $0.width == width }
            let formats = wanted.map { $0.isWebP ? ImageLibrary.Format.webp : header.format }
            switch ImageLibrary.resize(data, width: width, to: formats) {
            case .failure(let problem):
                entry.problem = "could not be resized (\(problem.message))"
                return entry
            case .success(let outputs):
                for (variant, bytes) in zip(wanted, outputs) { store(bytes, at: path(key, variant, header.format)) }
            }
        }
        return entry
    }

    /// Writes a cache file in one step: a build stopped halfway leaves a
    /// temporary file (removed by the next), never half a variant.
    private func store(_ data: Data, at path: String) {
        let temporary = path + ".partial"
        do {
            try io.write(temporary, data)
            try io.move(temporary, path)
        } catch {
            try? io.remove(temporary)
        }
    }

    /// A hash of the image's bytes and the recipe: 64 bits of FNV-1a, and
    /// the size, in hexadecimal.
    static func key(_ data: Data) -> String {
        let hash = data.withUnsafeBytes { fnv1a($0, from: fnv1a(recipe.utf8)) }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex + String(data.count, radix: 16)
    }
}

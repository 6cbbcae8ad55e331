import TLCore

/// What a page knows of one local image: its size (so the browser sizes
/// its box before it loads) and its resized variants (for `srcset`).
package struct ResponsiveImage: Sendable, Hashable {
    package struct Variant: Sendable, Hashable {
        package var width: Int
        package var isWebP: Bool

        package init(width: Int, isWebP: Bool) {
            self.width = width
            self.isWebP = isWebP
        }
    }

    package var width: Int
    package var height: Int
    /// The file's own extension ("png", "jpg"), which same-format variants keep.
    package var fileExtension: String
    /// Smallest first: the original format's, then WebP's.
    package var variants: [Variant]

    package init(width: Int, height: Int, fileExtension: String, variants: [Variant]) {
        self.width = width
        self.height = height
        self.fileExtension = fileExtension
        self.variants = variants
    }

    /// A variant's file name beside the original's: `photo.jpg` gives
    /// `photo.480w.jpg` and `photo.jpg.480w.webp`, so `photo.png` and
    /// `photo.jpg` never share one.
    package static func variantName(_ name: Substring, _ variant: Variant, fileExtension: String) -> String {
        if variant.isWebP { return "\(name).\(variant.width)w.webp" }
        let stem = name.lastIndex(of: ".").map { name[..<$0] } ?? name
        return "\(stem).\(variant.width)w.\(fileExtension)"
    }

    /// A variant's address (or output path), made from the original's by
    /// replacing its last segment: it works for any address the original
    /// works for, relative or from the root.
    package func path(of variant: Variant, beside original: String) -> String {
        let slash = original.lastIndex(of: "/")
        let folder = slash.map { original[...$0] } ?? ""
        let name = slash.map { original[original.index(after: $0)...] } ?? original[...]
        return folder + Self.variantName(name, variant, fileExtension: fileExtension)
    }

    /// `srcset` of the original format: the variants, then the original at
    /// its own width. Nil when there is no variant.
    package func srcset(_ src: String) -> String? {
        let own = variants.filter { !$0.isWebP }
        guard !own.isEmpty else { return nil }
        return (own.map { "\(path(of: $0, beside: src)) \($0.width)w" } + ["\(src) \(width)w"]).joined(separator: ", ")
    }

    /// `srcset` of the WebP variants, for a `<source type="image/webp">`.
    package func webpSrcset(_ src: String) -> String? {
        let webp = variants.filter(\.isWebP)
        guard !webp.isEmpty else { return nil }
        return webp.map { "\(path(of: $0, beside: src)) \($0.width)w" }.joined(separator: ", ")
    }

    /// `sizes` of an image that is as wide as the text of a card at most.
    package static let contentSizes = "(min-width: 60rem) 48rem, 92vw"

    /// What `loading` holds for an image below the first screen; the
    /// first screen's cells drop it (`eager`).
    static let lazyAttributes = #" loading="lazy" decoding="async""#

    /// `html` with its images loading as soon as the page does: for the
    /// cells of the first screen, whose images a reader sees at once.
    package static func eager(_ html: String) -> String {
        html.containsUTF8(lazyAttributes) ? html.replacingOccurrences(of: lazyAttributes, with: #" decoding="async""#) : html
    }

    /// Gives each `<img src="…" … />` that cmark wrote into `html` the
    /// attributes of its image (found by `image`, from the address as
    /// written and HTML-escaped), lazy loading, and a `<picture>` with its
    /// WebP variants. An `<img>` of raw HTML that sets its own `width`,
    /// `srcset` or `loading` is left as written. Returns nil when no image
    /// changed.
    package static func rewriteImages(_ html: String, _ image: (String) -> ResponsiveImage?) -> String? {
        let open = #"<img src=""#
        guard html.containsUTF8(open) else { return nil }
        var result = ""
        var rest = html[...]
        var changed = false
        while let start = rest.range(of: open) {
            result += rest[..<start.lowerBound]
            let afterOpen = rest[start.upperBound...]
            guard let quote = afterOpen.firstIndex(of: "\""), let close = afterOpen[quote...].range(of: "/>"),
                  !afterOpen[..<close.lowerBound].contains("<") else {
                result += open
                rest = afterOpen
                continue
            }
            let src = String(afterOpen[..<quote])
            let attributes = afterOpen[afterOpen.index(after: quote)..<close.lowerBound]
            let tagEnd = close.upperBound
            let ownSize = ["width=", "srcset=", "loading="].contains { attributes.contains($0) }
            guard !ownSize, let info = image(src) else {
                result += rest[start.lowerBound..<tagEnd]
                rest = rest[tagEnd...]
                continue
            }
            changed = true
            let trimmed = attributes.hasSuffix(" ") ? attributes.dropLast() : attributes
            var img = "<img src=\"\(src)\"\(trimmed)"
            if let srcset = info.srcset(src) { img += " srcset=\"\(srcset)\" sizes=\"\(contentSizes)\"" }
            img += " width=\"\(info.width)\" height=\"\(info.height)\"\(lazyAttributes) />"
            if let webp = info.webpSrcset(src) {
                result += "<picture><source type=\"image/webp\" srcset=\"\(webp)\" sizes=\"\(contentSizes)\">\(img)</picture>"
            } else {
                result += img
            }
            rest = rest[tagEnd...]
        }
        result += rest
        return changed ? result : nil
    }
}

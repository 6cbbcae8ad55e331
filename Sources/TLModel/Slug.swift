/// A name turned into a URL-friendly slug: lowercase letters and digits,
/// runs of anything else as one '-'.
package func slugify(_ name: String) -> String {
    // Already a slug (lowercase ASCII letters and digits between single
    // dashes): itself, without a pass over its Unicode properties.
    var previousDash = true
    let isSlug = name.utf8.allSatisfy { byte in
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"): previousDash = false; return true
        case UInt8(ascii: "-"): defer { previousDash = true }; return !previousDash
        default: return false
        }
    }
    if isSlug, !previousDash { return name }
    var slug = ""
    var dash = false
    for scalar in name.lowercased().unicodeScalars {
        if scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
            if dash, !slug.isEmpty { slug.append("-") }
            dash = false
            slug.unicodeScalars.append(scalar)
        } else {
            dash = true
        }
    }
    return slug
}

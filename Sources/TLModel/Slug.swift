/// A name turned into a URL-friendly slug: lowercase letters and digits,
/// runs of anything else as one '-'.
public func slugify(_ name: String) -> String {
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

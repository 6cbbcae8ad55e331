/// Whether a link a user wrote is absolute: only a real URL scheme (RFC 3986:
/// a letter, then letters, digits, `+`, `-` or `.`, then `:`, before any
/// `/`, `?` or `#`) makes it so. `wiki/Foo:Bar`, `notes?at=10:30` and
/// `2024:review` are paths relative to the site.
package enum URLScheme {
    /// The scheme of `reference`, lowercased, or nil when it has none.
    /// Leading spaces and control characters are skipped first, as browsers
    /// skip them: ` javascript:` is the `javascript:` scheme.
    package static func of(_ reference: String) -> String? {
        var scheme = ""
        for scalar in reference.unicodeScalars.drop(while: { $0.value <= 0x20 }) {
            switch scalar {
            case ":":
                return scheme.isEmpty ? nil : scheme.lowercased()
            case "a"..."z", "A"..."Z":
                scheme.unicodeScalars.append(scalar)
            case "0"..."9", "+", "-", ".":
                if scheme.isEmpty { return nil }
                scheme.unicodeScalars.append(scalar)
            default:
                return nil
            }
        }
        return nil
    }

    package static func isAbsolute(_ reference: String) -> Bool { of(reference) != nil }
}

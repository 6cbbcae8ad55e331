/// The font families of a theme's `page:` keys, checked and written back as
/// CSS that cannot break out of its declaration: generic names as they are,
/// every other family in double quotes. A family name is letters (any
/// script), digits, spaces, `-`, `_` and `.`; anything else (quotes inside a
/// name, `;`, `{`, `}`, `\`, `<`, `url(`, `var(`) is refused with a reason.
package enum FontFamily {
    /// CSS's generic families (CSS Fonts 4), lowercase.
    package static let generic: Set<String> = [
        "serif", "sans-serif", "monospace", "cursive", "fantasy", "system-ui", "ui-serif", "ui-sans-serif",
        "ui-monospace", "ui-rounded", "math", "emoji", "fangsong",
    ]
    package static let maxFamilies = 12
    package static let maxLength = 300

    /// `"Iowan Old Style", Georgia, serif` -> `"Iowan Old Style", "Georgia", serif`,
    /// or the reason the text is not a list of font families.
    package static func parse(_ text: String) -> Result<String, Problem> {
        guard text.count <= maxLength else { return .failure(Problem("it is longer than \(maxLength) characters")) }
        let parts = text.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingSpaces }
        guard parts.count <= maxFamilies else { return .failure(Problem("it names more than \(maxFamilies) families")) }
        var written: [String] = []
        for part in parts {
            guard !part.isEmpty else { return .failure(Problem("it has an empty family (two commas, or a comma at an end)")) }
            var name = part
            var quoted = false
            if let first = part.first, first == "\"" || first == "'" {
                guard part.count >= 2, part.last == first else { return .failure(Problem("the family \(part) has no closing quote")) }
                name = String(part.dropFirst().dropLast()).trimmingSpaces
                quoted = true
                guard !name.isEmpty else { return .failure(Problem("it has an empty quoted family")) }
            }
            if !quoted, generic.contains(name.lowercased()) {
                written.append(name.lowercased())
                continue
            }
            if let bad = name.unicodeScalars.first(where: { !isNameScalar($0) }) {
                return .failure(Problem("the family '\(name)' holds '\(bad.escaped(asASCII: true))' (a family name is letters, digits, spaces, '-', '_' and '.')"))
            }
            // Collapse runs of spaces, as CSS does for an unquoted name.
            written.append("\"" + name.split(separator: " ").joined(separator: " ") + "\"")
        }
        return .success(written.joined(separator: ", "))
    }

    private static func isNameScalar(_ scalar: Unicode.Scalar) -> Bool {
        if scalar == " " || scalar == "-" || scalar == "_" || scalar == "." { return true }
        if scalar.isASCII { return ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar) }
        let properties = scalar.properties
        return properties.isAlphabetic || properties.numericType != nil
    }

    package struct Problem: Error, Equatable, Sendable {
        package let reason: String
        init(_ reason: String) { self.reason = reason }
    }
}

/// A length of the page's column (`page.maxWidth`): a number of CSS pixels, or
/// a number with one of a few units, more than 0. Written back in its shortest
/// form (`48rem`, `760px`).
package enum CSSLength {
    package static let units = ["px", "rem", "em", "ch", "vw", "%"]

    package static func parse(_ text: String) -> Result<String, FontFamily.Problem> {
        let trimmed = text.trimmingSpaces
        guard let unit = units.first(where: { trimmed.hasSuffix($0) }) else {
            return .failure(.init("has no unit: write a number of pixels, or one with px, rem, em, ch, vw or %, like 48rem"))
        }
        let digits = trimmed.dropLast(unit.count)
        guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }),
              digits.filter({ $0 == "." }).count <= 1, digits.first != ".", digits.last != ".",
              let number = Double(digits) else {
            return .failure(.init("is not a number followed by a unit (px, rem, em, ch, vw or %), like 48rem"))
        }
        return pixels(number, unit: unit)
    }

    /// A number and its unit, range-checked: more than 0, at most 10,000
    /// (100 for `vw` and `%`).
    package static func pixels(_ number: Double, unit: String = "px") -> Result<String, FontFamily.Problem> {
        let limit: Double = unit == "vw" || unit == "%" ? 100 : 10_000
        guard number.isFinite, number > 0, number <= limit else {
            return .failure(.init("must be more than 0 and at most \(formatNumber(limit))\(unit)"))
        }
        return .success(formatNumber(number) + unit)
    }
}

private extension StringProtocol {
    var trimmingSpaces: String {
        var text = Substring(self)
        while let first = text.first, first == " " || first == "\t" { text = text.dropFirst() }
        while let last = text.last, last == " " || last == "\t" { text = text.dropLast() }
        return String(text)
    }
}

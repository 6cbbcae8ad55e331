// Over 300 lines on purpose: the color, its parser (every CSS form a user may
// write, each refused with its own message) and its CSS output stay in one
// file, so the only way a color reaches CSS is read in one place. The tables
// of names (UIKit's with their light and dark values, CSS's) are in ColorNames.swift.

/// A color a user wrote in theme.yml or front matter, checked and normalised; the only way a color reaches CSS.
package struct Color: Sendable, Hashable {
    package var red: UInt8
    package var green: UInt8
    package var blue: UInt8
    /// Opacity, 0...1.
    package var alpha: Double
    /// The dark-appearance value of a UIKit dynamic color (`systemGray6`, `label`...), at most one
    /// element (a struct cannot hold itself); `css` then switches with the color scheme, as on iOS.
    private var darkValue: [Color] = []

    /// `alpha` is clamped to 0...1 and rounded to thousandths, the precision `css` prints,
    /// so that two colors compare equal exactly when they produce the same CSS.
    package init(red: UInt8, green: UInt8, blue: UInt8, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = Double(Color.thousandths(alpha)) / 1000
    }

    /// Parses one color value; returns nil when `text` is not a color this parser accepts.
    ///
    /// Leading and trailing whitespace is ignored; everything else must be exactly one of:
    /// - CSS hex: `#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa`, case-insensitive.
    /// - `rgb()`/`rgba()` (aliases, as in CSS Color 4) in the comma form `rgb(0, 144, 182, 0.5)` or the
    ///   space form `rgb(0 144 182 / 50%)`. Channels are all numbers 0...255 (decimals are rounded) or all
    ///   percentages; alpha is a number 0...1 or a percentage.
    /// - `hsl()`/`hsla()` in the same two forms: hue in degrees (bare or with `deg`, any value, taken
    ///   modulo 360), saturation and lightness as percentages.
    /// - A name: UIKit's (`systemBlue`, `secondaryLabel`, `clear`, ...), the 148 CSS named colors, or
    ///   `transparent`.
    ///
    /// Out-of-range values are rejected, never clamped. Function names, hex digits, units and CSS names
    /// are case-insensitive; UIKit names are case-sensitive.
    ///
    /// Name precedence: a name spelled exactly as UIKit spells it means the UIKit color, even where CSS
    /// has the same name, because a theme carried over from an iOS app means what the app meant. So
    /// `orange` is UIKit's `#ff8000`, `green` is `#00ff00` and `lightGray` is `#aaaaaa`. Any other
    /// capitalisation is not a UIKit name and falls back to CSS: `Orange` is CSS `#ffa500`, `Green` is
    /// `#008000`, `lightgray` and `LightGray` are `#d3d3d3`.
    package static func parse(_ text: String) -> Color? {
        // Every accepted spelling is ASCII. Working on bytes keeps Unicode case mapping and canonical
        // equivalence (the Kelvin sign lowercases to "k") from letting look-alikes through.
        let value = trimmed(Array(text.utf8)[...], where: isSpace)
        guard let first = value.first, value.allSatisfy({ $0 < 0x80 }) else { return nil }
        if first == UInt8(ascii: "#") {
            return parseHex(value.dropFirst())
        }
        if let open = value.firstIndex(of: UInt8(ascii: "(")) {
            return parseFunction(name: value[..<open], body: value[(open + 1)...])
        }
        return parseName(String(decoding: value, as: UTF8.self))
    }

    /// The value in dark appearance of a UIKit dynamic color; nil for every other color.
    package var dark: Color? { darkValue.first }

    /// The color as it is in light appearance (the color itself when it is not dynamic).
    package var light: Color { Color(red: red, green: green, blue: blue, alpha: alpha) }

    /// A dynamic color: `self` in light appearance, `dark` in dark appearance.
    package func withDark(_ dark: Color) -> Color {
        var color = self
        color.darkValue = [dark.light]
        return color
    }

    /// What a stylesheet gets: the canonical CSS of `light`, or for a dynamic color
    /// `light-dark(LIGHT, DARK)`, which follows the `color-scheme` in force where it is used.
    package var css: String {
        guard let dark else { return staticCSS }
        return "light-dark(\(staticCSS), \(dark.staticCSS))"
    }

    /// Canonical CSS: `#rrggbb` when opaque, otherwise `rgba(r, g, b, a)` with `a` printed to at most
    /// three decimals. `parse` reads it back.
    package var staticCSS: String {
        let opacity = Color.thousandths(alpha)
        guard opacity < 1000 else {
            return "#" + Color.hexByte(red) + Color.hexByte(green) + Color.hexByte(blue)
        }
        return "rgba(\(red), \(green), \(blue), \(Color.decimal(thousandths: opacity)))"
    }

    /// Every name `parse` accepts (UIKit and CSS), sorted, for "did you mean" hints.
    package static let knownNames: [String] =
        Set(uiKitColors.keys).union(cssColors.keys).union(["transparent"]).sorted()
}

// MARK: - Parsing

extension Color {
    static let transparent = Color(red: 0, green: 0, blue: 0, alpha: 0)

    /// Whitespace YAML may leave around a value, trailing newline included.
    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0C
    }

    /// Whitespace allowed between function arguments; line breaks are not, a color is one line.
    private static func isBlank(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09
    }

    private static func trimmed(_ bytes: ArraySlice<UInt8>, where isTrimmed: (UInt8) -> Bool) -> ArraySlice<UInt8> {
        guard let start = bytes.firstIndex(where: { !isTrimmed($0) }),
              let end = bytes.lastIndex(where: { !isTrimmed($0) })
        else { return [] }
        return bytes[start...end]
    }

    private static func asciiLowercased(_ bytes: some Sequence<UInt8>) -> String {
        String(decoding: bytes.map { (0x41...0x5A).contains($0) ? $0 + 0x20 : $0 }, as: UTF8.self)
    }

    private static func hexDigit(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    /// The digits after `#`.
    private static func parseHex(_ text: ArraySlice<UInt8>) -> Color? {
        let digits = text.compactMap(hexDigit)
        guard digits.count == text.count else { return nil }
        let bytes: [UInt8]
        switch digits.count {
        case 3, 4: bytes = digits.map { $0 * 17 }
        case 6, 8: bytes = stride(from: 0, to: digits.count, by: 2).map { digits[$0] * 16 + digits[$0 + 1] }
        default: return nil
        }
        let alpha = bytes.count == 4 ? Double(bytes[3]) / 255 : 1
        return Color(red: bytes[0], green: bytes[1], blue: bytes[2], alpha: alpha)
    }

    /// `name(body`, where `body` still carries the closing parenthesis.
    private static func parseFunction(name: ArraySlice<UInt8>, body: ArraySlice<UInt8>) -> Color? {
        guard body.last == UInt8(ascii: ")") else { return nil }
        let inner = body.dropLast()
        // Nested parentheses would be calc(), var() or an injection attempt; none is a plain color.
        guard !inner.contains(UInt8(ascii: "(")), !inner.contains(UInt8(ascii: ")")),
              let arguments = splitArguments(inner),
              let alpha = parseAlpha(arguments.alpha)
        else { return nil }
        switch asciiLowercased(name) {
        case "rgb", "rgba": return parseRGB(arguments.channels, alpha: alpha)
        case "hsl", "hsla": return parseHSL(arguments.channels, alpha: alpha)
        default: return nil
        }
    }

    /// Splits arguments in the comma form `a, b, c[, alpha]` or the space form `a b c[ / alpha]`;
    /// a mixture of the two is rejected, as CSS does.
    private static func splitArguments(
        _ body: ArraySlice<UInt8>
    ) -> (channels: [ArraySlice<UInt8>], alpha: ArraySlice<UInt8>?)? {
        let comma = UInt8(ascii: ","), slash = UInt8(ascii: "/")
        if body.contains(comma) {
            guard !body.contains(slash) else { return nil }
            let parts = body.split(separator: comma, omittingEmptySubsequences: false)
                .map { trimmed($0, where: isBlank) }
            guard parts.count == 3 || parts.count == 4,
                  parts.allSatisfy({ !$0.isEmpty && !$0.contains(where: isBlank) })
            else { return nil }
            return (Array(parts.prefix(3)), parts.count == 4 ? parts[3] : nil)
        }
        let halves = body.split(separator: slash, omittingEmptySubsequences: false)
        guard halves.count <= 2 else { return nil }
        let channels = halves[0].split(whereSeparator: isBlank)
        guard channels.count == 3 else { return nil }
        guard halves.count == 2 else { return (channels, nil) }
        let alpha = halves[1].split(whereSeparator: isBlank)
        guard alpha.count == 1 else { return nil }
        return (channels, alpha[0])
    }

    /// A number with an optional unit, the only kind of argument color functions take here.
    private struct Argument {
        enum Unit { case unitless, percent, degrees }
        var value: Double
        var unit: Unit

        /// CSS number syntax without exponents (`12`, `-0.5`, `.5`, `+3`), checked by hand because
        /// `Double.init` would also take `inf`, `nan`, `1e3` and hex floats.
        init?(_ text: ArraySlice<UInt8>) {
            let isDigit = { (byte: UInt8) in (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }
            var index = text.startIndex
            if index < text.endIndex, text[index] == UInt8(ascii: "+") || text[index] == UInt8(ascii: "-") {
                index += 1
            }
            let integerStart = index
            while index < text.endIndex, isDigit(text[index]) { index += 1 }
            var digitCount = index - integerStart
            if index < text.endIndex, text[index] == UInt8(ascii: ".") {
                index += 1
                let fractionStart = index
                while index < text.endIndex, isDigit(text[index]) { index += 1 }
                // "1." is not a CSS number.
                guard index > fractionStart else { return nil }
                digitCount += index - fractionStart
            }
            guard digitCount > 0,
                  let value = Double(String(decoding: text[..<index], as: UTF8.self)),
                  value.isFinite
            else { return nil }
            switch Color.asciiLowercased(text[index...]) {
            case "": unit = .unitless
            case "%": unit = .percent
            case "deg": unit = .degrees
            default: return nil
            }
            self.value = value
        }
    }

    /// A missing alpha means opaque.
    private static func parseAlpha(_ text: ArraySlice<UInt8>?) -> Double? {
        guard let text else { return 1 }
        guard let argument = Argument(text) else { return nil }
        switch argument.unit {
        case .unitless: return (0...1).contains(argument.value) ? argument.value : nil
        case .percent: return (0...100).contains(argument.value) ? argument.value / 100 : nil
        case .degrees: return nil
        }
    }

    private static func parseRGB(_ channels: [ArraySlice<UInt8>], alpha: Double) -> Color? {
        let arguments = channels.compactMap(Argument.init)
        guard arguments.count == 3, let unit = arguments.first?.unit,
              arguments.allSatisfy({ $0.unit == unit })
        else { return nil }
        let scaled: [Double]
        switch unit {
        case .unitless:
            guard arguments.allSatisfy({ (0...255).contains($0.value) }) else { return nil }
            scaled = arguments.map(\.value)
        case .percent:
            guard arguments.allSatisfy({ (0...100).contains($0.value) }) else { return nil }
            scaled = arguments.map { $0.value * 255 / 100 }
        case .degrees:
            return nil
        }
        let bytes = scaled.map { UInt8($0.rounded()) }
        return Color(red: bytes[0], green: bytes[1], blue: bytes[2], alpha: alpha)
    }

    private static func parseHSL(_ channels: [ArraySlice<UInt8>], alpha: Double) -> Color? {
        let arguments = channels.compactMap(Argument.init)
        guard arguments.count == 3, arguments[0].unit != .percent,
              arguments[1...].allSatisfy({ $0.unit == .percent && (0...100).contains($0.value) })
        else { return nil }
        let remainder = arguments[0].value.truncatingRemainder(dividingBy: 360)
        let hue = remainder < 0 ? remainder + 360 : remainder
        let saturation = arguments[1].value / 100, lightness = arguments[2].value / 100
        // The conversion given in CSS Color 4, section "Converting HSL Colors to sRGB".
        func channel(_ n: Double) -> UInt8 {
            let k = (n + hue / 30).truncatingRemainder(dividingBy: 12)
            let a = saturation * min(lightness, 1 - lightness)
            let value = lightness - a * max(-1, min(k - 3, 9 - k, 1))
            return UInt8((value * 255).rounded())
        }
        return Color(red: channel(0), green: channel(8), blue: channel(4), alpha: alpha)
    }

    private static func parseName(_ name: String) -> Color? {
        if let color = uiKitColors[name] { return color }
        let lowercased = asciiLowercased(name.utf8)
        if lowercased == "transparent" { return transparent }
        guard let rgb = cssColors[lowercased] else { return nil }
        return Color(red: UInt8(rgb >> 16), green: UInt8(rgb >> 8 & 0xFF), blue: UInt8(rgb & 0xFF))
    }
}

// MARK: - Formatting

extension Color {
    /// `alpha` in thousandths. Values outside 0...1 only come from code (`parse` rejects them) and are
    /// clamped so `css` always prints valid CSS; NaN counts as opaque.
    private static func thousandths(_ alpha: Double) -> Int {
        guard !alpha.isNaN else { return 1000 }
        return Int((min(max(alpha, 0), 1) * 1000).rounded())
    }

    /// "0", or "0." followed by up to three digits without trailing zeros, for 0..<1000.
    private static func decimal(thousandths: Int) -> String {
        guard thousandths > 0 else { return "0" }
        var digits = String(thousandths)
        digits = String(repeating: "0", count: 3 - digits.count) + digits
        while digits.hasSuffix("0") { digits.removeLast() }
        return "0." + digits
    }

    private static func hexByte(_ byte: UInt8) -> String {
        let digits = String(byte, radix: 16)
        return byte < 16 ? "0" + digits : digits
    }
}

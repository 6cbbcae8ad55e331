// Over 300 lines on purpose: the color, its parser (every CSS form a user may
// write, each refused with its own message) and its CSS output stay in one
// file, so the only way a color reaches CSS is read in one place.

/// A color a user wrote in theme.yml or front matter, checked and normalised; the only way a color reaches CSS.
public struct Color: Sendable, Hashable {
    public var red: UInt8
    public var green: UInt8
    public var blue: UInt8
    /// Opacity, 0...1.
    public var alpha: Double

    /// `alpha` is clamped to 0...1 and rounded to thousandths, the precision `css` prints,
    /// so that two colors compare equal exactly when they produce the same CSS.
    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: Double = 1) {
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
    public static func parse(_ text: String) -> Color? {
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

    /// Canonical CSS: `#rrggbb` when opaque, otherwise `rgba(r, g, b, a)` with `a` printed to at most
    /// three decimals.
    public var css: String {
        let opacity = Color.thousandths(alpha)
        guard opacity < 1000 else {
            return "#" + Color.hexByte(red) + Color.hexByte(green) + Color.hexByte(blue)
        }
        return "rgba(\(red), \(green), \(blue), \(Color.decimal(thousandths: opacity)))"
    }

    /// Every name `parse` accepts (UIKit and CSS), sorted, for "did you mean" hints.
    public static let knownNames: [String] =
        Set(uiKitColors.keys).union(cssColors.keys).union(["transparent"]).sorted()
}

// MARK: - Parsing

extension Color {
    private static let transparent = Color(red: 0, green: 0, blue: 0, alpha: 0)

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

// MARK: - Named colors

extension Color {
    /// UIKit's fixed colors and the iOS light-mode sRGB values of its system and semantic colors.
    private static let uiKitColors: [String: Color] = [
        "black": Color(red: 0, green: 0, blue: 0),
        "blue": Color(red: 0, green: 0, blue: 255),
        "brown": Color(red: 153, green: 102, blue: 51),
        "clear": transparent,
        "cyan": Color(red: 0, green: 255, blue: 255),
        "darkGray": Color(red: 85, green: 85, blue: 85),
        "gray": Color(red: 128, green: 128, blue: 128),
        "green": Color(red: 0, green: 255, blue: 0),
        "lightGray": Color(red: 170, green: 170, blue: 170),
        "magenta": Color(red: 255, green: 0, blue: 255),
        "orange": Color(red: 255, green: 128, blue: 0),
        "purple": Color(red: 128, green: 0, blue: 128),
        "red": Color(red: 255, green: 0, blue: 0),
        "white": Color(red: 255, green: 255, blue: 255),
        "yellow": Color(red: 255, green: 255, blue: 0),

        "systemRed": Color(red: 255, green: 59, blue: 48),
        "systemOrange": Color(red: 255, green: 149, blue: 0),
        "systemYellow": Color(red: 255, green: 204, blue: 0),
        "systemGreen": Color(red: 52, green: 199, blue: 89),
        "systemMint": Color(red: 0, green: 199, blue: 190),
        "systemTeal": Color(red: 48, green: 176, blue: 199),
        "systemCyan": Color(red: 50, green: 173, blue: 230),
        "systemBlue": Color(red: 0, green: 122, blue: 255),
        "systemIndigo": Color(red: 88, green: 86, blue: 214),
        "systemPurple": Color(red: 175, green: 82, blue: 222),
        "systemPink": Color(red: 255, green: 45, blue: 85),
        "systemBrown": Color(red: 162, green: 132, blue: 94),
        "systemGray": Color(red: 142, green: 142, blue: 147),
        "systemGray2": Color(red: 174, green: 174, blue: 178),
        "systemGray3": Color(red: 199, green: 199, blue: 204),
        "systemGray4": Color(red: 209, green: 209, blue: 214),
        "systemGray5": Color(red: 229, green: 229, blue: 234),
        "systemGray6": Color(red: 242, green: 242, blue: 247),

        "label": Color(red: 0, green: 0, blue: 0),
        "secondaryLabel": Color(red: 60, green: 60, blue: 67, alpha: 0.6),
        "tertiaryLabel": Color(red: 60, green: 60, blue: 67, alpha: 0.3),
        "systemBackground": Color(red: 255, green: 255, blue: 255),
        "secondarySystemBackground": Color(red: 242, green: 242, blue: 247),
        "tertiarySystemBackground": Color(red: 255, green: 255, blue: 255),
        "systemGroupedBackground": Color(red: 242, green: 242, blue: 247),
        "separator": Color(red: 60, green: 60, blue: 67, alpha: 0.29),
        "opaqueSeparator": Color(red: 198, green: 198, blue: 200),
        "link": Color(red: 0, green: 122, blue: 255),
        "darkText": Color(red: 0, green: 0, blue: 0),
        "lightText": Color(red: 255, green: 255, blue: 255, alpha: 0.6),
    ]

    /// The 148 CSS Color 4 named colors, as 0xRRGGBB.
    private static let cssColors: [String: UInt32] = [
        "aliceblue": 0xF0F8FF, "antiquewhite": 0xFAEBD7, "aqua": 0x00FFFF, "aquamarine": 0x7FFFD4,
        "azure": 0xF0FFFF, "beige": 0xF5F5DC, "bisque": 0xFFE4C4, "black": 0x000000,
        "blanchedalmond": 0xFFEBCD, "blue": 0x0000FF, "blueviolet": 0x8A2BE2, "brown": 0xA52A2A,
        "burlywood": 0xDEB887, "cadetblue": 0x5F9EA0, "chartreuse": 0x7FFF00, "chocolate": 0xD2691E,
        "coral": 0xFF7F50, "cornflowerblue": 0x6495ED, "cornsilk": 0xFFF8DC, "crimson": 0xDC143C,
        "cyan": 0x00FFFF, "darkblue": 0x00008B, "darkcyan": 0x008B8B, "darkgoldenrod": 0xB8860B,
        "darkgray": 0xA9A9A9, "darkgreen": 0x006400, "darkgrey": 0xA9A9A9, "darkkhaki": 0xBDB76B,
        "darkmagenta": 0x8B008B, "darkolivegreen": 0x556B2F, "darkorange": 0xFF8C00, "darkorchid": 0x9932CC,
        "darkred": 0x8B0000, "darksalmon": 0xE9967A, "darkseagreen": 0x8FBC8F, "darkslateblue": 0x483D8B,
        "darkslategray": 0x2F4F4F, "darkslategrey": 0x2F4F4F, "darkturquoise": 0x00CED1, "darkviolet": 0x9400D3,
        "deeppink": 0xFF1493, "deepskyblue": 0x00BFFF, "dimgray": 0x696969, "dimgrey": 0x696969,
        "dodgerblue": 0x1E90FF, "firebrick": 0xB22222, "floralwhite": 0xFFFAF0, "forestgreen": 0x228B22,
        "fuchsia": 0xFF00FF, "gainsboro": 0xDCDCDC, "ghostwhite": 0xF8F8FF, "gold": 0xFFD700,
        "goldenrod": 0xDAA520, "gray": 0x808080, "green": 0x008000, "greenyellow": 0xADFF2F,
        "grey": 0x808080, "honeydew": 0xF0FFF0, "hotpink": 0xFF69B4, "indianred": 0xCD5C5C,
        "indigo": 0x4B0082, "ivory": 0xFFFFF0, "khaki": 0xF0E68C, "lavender": 0xE6E6FA,
        "lavenderblush": 0xFFF0F5, "lawngreen": 0x7CFC00, "lemonchiffon": 0xFFFACD, "lightblue": 0xADD8E6,
        "lightcoral": 0xF08080, "lightcyan": 0xE0FFFF, "lightgoldenrodyellow": 0xFAFAD2, "lightgray": 0xD3D3D3,
        "lightgreen": 0x90EE90, "lightgrey": 0xD3D3D3, "lightpink": 0xFFB6C1, "lightsalmon": 0xFFA07A,
        "lightseagreen": 0x20B2AA, "lightskyblue": 0x87CEFA, "lightslategray": 0x778899, "lightslategrey": 0x778899,
        "lightsteelblue": 0xB0C4DE, "lightyellow": 0xFFFFE0, "lime": 0x00FF00, "limegreen": 0x32CD32,
        "linen": 0xFAF0E6, "magenta": 0xFF00FF, "maroon": 0x800000, "mediumaquamarine": 0x66CDAA,
        "mediumblue": 0x0000CD, "mediumorchid": 0xBA55D3, "mediumpurple": 0x9370DB, "mediumseagreen": 0x3CB371,
        "mediumslateblue": 0x7B68EE, "mediumspringgreen": 0x00FA9A, "mediumturquoise": 0x48D1CC,
        "mediumvioletred": 0xC71585, "midnightblue": 0x191970, "mintcream": 0xF5FFFA, "mistyrose": 0xFFE4E1,
        "moccasin": 0xFFE4B5, "navajowhite": 0xFFDEAD, "navy": 0x000080, "oldlace": 0xFDF5E6,
        "olive": 0x808000, "olivedrab": 0x6B8E23, "orange": 0xFFA500, "orangered": 0xFF4500,
        "orchid": 0xDA70D6, "palegoldenrod": 0xEEE8AA, "palegreen": 0x98FB98, "paleturquoise": 0xAFEEEE,
        "palevioletred": 0xDB7093, "papayawhip": 0xFFEFD5, "peachpuff": 0xFFDAB9, "peru": 0xCD853F,
        "pink": 0xFFC0CB, "plum": 0xDDA0DD, "powderblue": 0xB0E0E6, "purple": 0x800080,
        "rebeccapurple": 0x663399, "red": 0xFF0000, "rosybrown": 0xBC8F8F, "royalblue": 0x4169E1,
        "saddlebrown": 0x8B4513, "salmon": 0xFA8072, "sandybrown": 0xF4A460, "seagreen": 0x2E8B57,
        "seashell": 0xFFF5EE, "sienna": 0xA0522D, "silver": 0xC0C0C0, "skyblue": 0x87CEEB,
        "slateblue": 0x6A5ACD, "slategray": 0x708090, "slategrey": 0x708090, "snow": 0xFFFAFA,
        "springgreen": 0x00FF7F, "steelblue": 0x4682B4, "tan": 0xD2B48C, "teal": 0x008080,
        "thistle": 0xD8BFD8, "tomato": 0xFF6347, "turquoise": 0x40E0D0, "violet": 0xEE82EE,
        "wheat": 0xF5DEB3, "white": 0xFFFFFF, "whitesmoke": 0xF5F5F5, "yellow": 0xFFFF00,
        "yellowgreen": 0x9ACD32,
    ]
}

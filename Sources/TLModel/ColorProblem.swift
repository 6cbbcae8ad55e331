import Foundation

/// Why a color function a user wrote is not a color, in words: which
/// component is out of range. `Color.parse` says only yes or no.
extension Color {
    /// For `rgb()`, `rgba()`, `hsl()` and `hsla()` with a component out of
    /// range or the wrong count of components: what is wrong. nil when the
    /// text is no such function or the problem is one this cannot name.
    package static func problem(_ text: String) -> String? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard let open = trimmed.firstIndex(of: "("), trimmed.hasSuffix(")") else { return nil }
        let name = trimmed[..<open].lowercased()
        let body = trimmed[trimmed.index(after: open)..<trimmed.index(before: trimmed.endIndex)]
        guard ["rgb", "rgba", "hsl", "hsla"].contains(name), !body.contains("("), !body.contains(")") else { return nil }
        var parts: [Substring]
        var alpha: Substring?
        if body.contains(",") {
            parts = body.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces)[...] }
            if parts.count == 4 { alpha = parts.removeLast() }
        } else {
            let halves = body.split(separator: "/", omittingEmptySubsequences: false)
            parts = halves[0].split(whereSeparator: { $0 == " " || $0 == "\t" })
            if halves.count == 2 { alpha = halves[1].trimmingCharacters(in: .whitespaces)[...] }
        }
        guard parts.count == 3 else {
            return "\(name)() takes 3 components\(name.hasSuffix("a") || alpha != nil ? " and an alpha" : ""), not \(parts.count)"
        }
        let names = name.hasPrefix("rgb") ? ["red", "green", "blue"] : ["hue", "saturation", "lightness"]
        for (index, part) in parts.enumerated() {
            let isPercent = part.hasSuffix("%")
            guard let value = Double(isPercent ? part.dropLast() : part.hasSuffix("deg") ? part.dropLast(3) : part) else {
                return "\(names[index]) '\(part)' is not a number"
            }
            if name.hasPrefix("rgb") {
                let range = isPercent ? "0% to 100%" : "0 to 255"
                if value < 0 || value > (isPercent ? 100 : 255) { return "\(names[index]) is \(part), out of range (\(range))" }
            } else if index > 0 {
                if !isPercent { return "\(names[index]) must be a percentage, like 50%, not \(part)" }
                if value < 0 || value > 100 { return "\(names[index]) is \(part), out of range (0% to 100%)" }
            }
        }
        if let alpha {
            let isPercent = alpha.hasSuffix("%")
            guard let value = Double(isPercent ? alpha.dropLast() : alpha) else { return "alpha '\(alpha)' is not a number" }
            if value < 0 || value > (isPercent ? 100 : 1) { return "alpha is \(alpha), out of range (\(isPercent ? "0% to 100%" : "0 to 1"))" }
        }
        return nil
    }
}

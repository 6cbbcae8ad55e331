import Mustache
import TLModel

/// The catalogue as templates see it: `{{i18n.fold.unfold}}`. A string
/// with placeholders takes their values from the names of the current
/// context, so `{{i18n.tree.open}}` inside `{{#folders}}` says "Open the
/// page of" and the folder's `title`; a plural string picks its form by the
/// context's `count`. Values are escaped once, with the string, by the tag
/// that shows it.
package enum CatalogueContext {
    /// Fills a string from the rendered values of its placeholders:
    /// `{{#i18n._format}}KEY␟value␟value{{/i18n._format}}`. Not a string id
    /// (ids start with a letter), so no catalogue key can hide it.
    static let formatName = "_format"
    static let separator: Character = "\u{1F}"

    package static func value(_ catalogue: Catalogue) -> MustacheValue {
        var root: [MustacheKey: MustacheValue] = [:]
        // Each string's placeholders and forms, parsed once: `_format` runs
        // for every string with placeholders on every page.
        var formats: [String: Format] = [:]
        for key in catalogue.keys {
            guard let message = catalogue[key] else { continue }
            formats[key] = Format(message)
            insert(value(key, message), at: key.split(separator: ".").map(String.init)[...], into: &root)
        }
        root[MustacheKey(formatName)] = .lambda(MustacheLambda(rendering: { [formats] content in
            // Split on the separator's byte: a control character is a
            // grapheme of its own, so this is the split by characters.
            var parts = content.utf8.split(separator: UInt8(separator.asciiValue!), omittingEmptySubsequences: false)[...]
            guard let first = parts.popFirst() else { return "" }
            let key = String(Substring(first))
            let format = formats[key] ?? Format(catalogue[key])
            let values = parts.prefix(format.names.count).map { Substring($0) }
            let count = format.countIndex.flatMap { $0 < values.count ? Int(values[$0].filter { !$0.isWhitespace }) : nil }
            guard let form = catalogue.form(key, count: count) else { return key }
            var result = ""
            for piece in format.pieces[form] ?? Format.pieces(form, format.names) {
                switch piece {
                case .text(let text): result += text
                case .value(let index): result += index < values.count ? values[index] : "{" + format.names[index] + "}"
                }
            }
            return result
        }))
        return .object(root)
    }

    /// A string's placeholders, in the order `_format` is given their
    /// values, and each of its forms cut at them.
    private struct Format: Sendable {
        enum Piece: Sendable { case text(String), value(Int) }
        let names: [String]
        let countIndex: Int?
        /// By the form's text.
        let pieces: [String: [Piece]]

        init(_ message: Catalogue.Message?) {
            names = CatalogueContext.placeholders(message)
            countIndex = names.firstIndex(of: "count")
            var pieces: [String: [Piece]] = [:]
            for form in message?.forms ?? [] { pieces[form] = Format.pieces(form, names) }
            self.pieces = pieces
        }

        /// A placeholder not among `names` stays as written, as `Catalogue.fill` leaves one without a value.
        static func pieces(_ form: String, _ names: [String]) -> [Piece] {
            Catalogue.parts(form).map { part in
                switch part {
                case .text(let text): .text(String(text))
                case .placeholder(let name): names.firstIndex(of: name).map(Piece.value) ?? .text("{" + name + "}")
                }
            }
        }
    }

    private static func placeholders(_ message: Catalogue.Message?) -> [String] {
        var names: [String] = []
        for form in message?.forms ?? [] {
            for name in Catalogue.placeholders(in: form) where !names.contains(name) { names.append(name) }
        }
        if case .plural? = message, !names.contains("count") { names.append("count") }
        return names
    }

    private static func value(_ key: String, _ message: Catalogue.Message) -> MustacheValue {
        let names = placeholders(message)
        if case .text(let text) = message, names.isEmpty { return .string(text) }
        // The template source that renders the placeholders' values into `_format`.
        let source = "{{#i18n.\(formatName)}}" + key + names.map { "\(separator){{{\($0)}}}" }.joined() + "{{/i18n.\(formatName)}}"
        return .lambda(MustacheLambda { _ in source })
    }

    private static func insert(_ value: MustacheValue, at path: ArraySlice<String>, into object: inout [MustacheKey: MustacheValue]) {
        guard let first = path.first else { return }
        let key = MustacheKey(first)
        if path.count == 1 { object[key] = value; return }
        var inner: [MustacheKey: MustacheValue] = [:]
        if case .object(let existing)? = object[key] { inner = existing }
        insert(value, at: path.dropFirst(), into: &inner)
        object[key] = .object(inner)
    }
}

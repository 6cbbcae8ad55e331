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
        // Each string's placeholders, found once: `_format` runs for every
        // string with placeholders on every page.
        var placeholderNames: [String: [String]] = [:]
        for key in catalogue.keys {
            guard let message = catalogue[key] else { continue }
            placeholderNames[key] = placeholders(message)
            insert(value(key, message), at: key.split(separator: ".").map(String.init)[...], into: &root)
        }
        root[MustacheKey(formatName)] = .lambda(MustacheLambda(rendering: { [placeholderNames] content in
            // Split on the separator's byte: a control character is a
            // grapheme of its own, so this is the split by characters.
            var parts = content.utf8.split(separator: UInt8(separator.asciiValue!), omittingEmptySubsequences: false)
                .map { String(Substring($0)) }
            guard !parts.isEmpty else { return "" }
            let key = parts.removeFirst()
            let names = placeholderNames[key] ?? placeholders(catalogue[key])
            let values = Dictionary(zip(names, parts), uniquingKeysWith: { first, _ in first })
            let count = values["count"].flatMap { Int($0.filter { !$0.isWhitespace }) }
            guard let form = catalogue.form(key, count: count) else { return key }
            return Catalogue.fill(form, values) { String($0) }
        }))
        return .object(root)
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

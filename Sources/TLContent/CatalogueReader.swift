import TLCore
import TLFormats
import TLModel

/// Reads a catalogue file (`Templates/i18n/fr.yml`, a site's or a theme's
/// `i18n/LANG.yml`): a mapping of string ids to text, or for a plural string
/// to its forms by CLDR category:
///
///     fold.unfold: Déplier
///     changelog.summary:
///       one: "{count} changement"
///       other: "{count} changements"
///
/// Checked against the English catalogue, which names every string there
/// is: an unknown id (with the closest one), a placeholder the English
/// string does not have or one it lacks (a plural form may leave out
/// `{count}`: Arabic says "two changes" in one word), a category the
/// language does not have, a plural string without `other`: each is an
/// error at its line.
package enum CatalogueReader {
    /// Interface strings are a few words; a longer one is a mistake, and
    /// every page would carry it.
    package static let maxLength = 1_000

    /// `reference` is the English catalogue (nil while reading English itself).
    package static func read(_ text: String, path: String, language: String,
                            reference: Catalogue?) -> (messages: [String: Catalogue.Message], diagnostics: [Diagnostic]) {
        let reader = FieldReader(path: path, source: text)
        guard let root = reader.parse() else { return ([:], reader.diagnostics) }
        guard case .mapping(let pairs) = root.value else {
            reader.error(root, "\(path) must map string ids to text, like 'fold.unfold: Unfold', not \(root.kindName)")
            return ([:], reader.diagnostics)
        }
        var messages: [String: Catalogue.Message] = [:]
        for pair in pairs {
            let key = pair.key.text ?? ""
            // `taxonomy.KEY`: the name of a taxonomy of the site's own (`taxonomies:`).
            if let reference, reference[key] == nil, !(key.hasPrefix("taxonomy.") && isID(key)) {
                let hint = key.count <= 100 ? didYouMean(key, in: reference.keys) : ""
                reader.error(pair.key, "unknown string '\(key.prefix(100))'\(hint); docs/i18n.md lists the ids")
                continue
            }
            if reference == nil, !isID(key) {
                reader.error(pair.key, "'\(key.prefix(100))' is not a string id: words of letters and digits joined by dots, like 'fold.unfold'")
                continue
            }
            if let message = message(pair.value, key: key, language: language, expected: reference?[key], reader) {
                messages[key] = message
            }
        }
        return (messages, reader.diagnostics)
    }

    /// `fold.unfold`: dot-separated words, each starting with a letter.
    static func isID(_ key: String) -> Bool {
        let words = key.split(separator: ".", omittingEmptySubsequences: false)
        return !words.isEmpty && words.allSatisfy { word in
            word.first?.isLetter == true && word.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
        }
    }

    private static func message(_ node: YAMLNode, key: String, language: String, expected: Catalogue.Message?,
                                _ reader: FieldReader) -> Catalogue.Message? {
        let names = expected.map { Set($0.forms.flatMap(Catalogue.placeholders)) }
        if case .mapping(let pairs) = node.value {
            if case .text? = expected {
                reader.error(node, "'\(key)' is one string, not a list of plural forms; write 'key: text'")
                return nil
            }
            let allowed = PluralRules.categories(language)
            var forms: [PluralCategory: String] = [:]
            for pair in pairs {
                let name = pair.key.text ?? ""
                guard let category = PluralCategory(rawValue: name), allowed.contains(category) else {
                    let list = allowed.map(\.rawValue).joined(separator: ", ")
                    reader.error(pair.key, "'\(name.prefix(100))' is not a plural category of '\(language)'; '\(key)' may have \(list)")
                    continue
                }
                if let text = form(pair.value, key: "\(key).\(name)", names: names?.union(["count"]), optional: ["count"], reader) {
                    forms[category] = text
                }
            }
            guard forms[.other] != nil else {
                if !reader.hasErrors { reader.error(node, "'\(key)' needs an 'other' form: the one used for any count the others do not name") }
                return nil
            }
            return .plural(forms)
        }
        if case .plural? = expected {
            let list = PluralRules.categories(language).map(\.rawValue).joined(separator: ", ")
            reader.error(node, "'\(key)' is a plural string: give its forms (\(list)), like 'other: \"{count} items\"'")
            return nil
        }
        return form(node, key: key, names: names, optional: [], reader).map(Catalogue.Message.text)
    }

    /// One text; `names` are the placeholders it must have (all but `optional`) and may have.
    private static func form(_ node: YAMLNode, key: String, names: Set<String>?, optional: Set<String>,
                             _ reader: FieldReader) -> String? {
        guard let text = reader.word(node, key) else { return nil }
        guard text.count <= maxLength else {
            reader.error(node, "'\(key)' is \(text.count) characters long; an interface string may have \(maxLength)")
            return nil
        }
        if text.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
            reader.error(node, "'\(key)' holds a control character (a line break or tab); interface strings are one line")
            return nil
        }
        guard let names else { return text }
        let used = Set(Catalogue.placeholders(in: text))
        let list = names.sorted().map { "{\($0)}" }.joined(separator: ", ")
        var ok = true
        for extra in used.subtracting(names).sorted() {
            reader.error(node, "'\(key)' has the placeholder {\(extra)}, which English does not: it has \(names.isEmpty ? "none" : list)")
            ok = false
        }
        for missing in names.subtracting(used).subtracting(optional).sorted() {
            reader.error(node, "'\(key)' lacks the placeholder {\(missing)} that English has; write it where the value goes")
            ok = false
        }
        return ok ? text : nil
    }
}

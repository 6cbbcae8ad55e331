import TLCore

/// The interface strings of one language, keyed by id (`fold.unfold`,
/// `pager.later`, `changelog.summary`): every word tlsite itself writes into
/// a page or a feed. Built from `Templates/i18n/en.yml`, then the
/// language's built-in file, the theme's and the site's `i18n/LANG.yml`
/// (`CatalogueReader`, `CatalogueLoader`). A string may hold placeholders,
/// `{name}`, and a plural string has one form per CLDR category of its
/// language (`PluralRules`), chosen by its `{count}`.
package struct Catalogue: Sendable, Hashable {
    package enum Message: Sendable, Hashable {
        case text(String)
        /// Forms by category; `other` is always there.
        case plural([PluralCategory: String])

        /// Every form's text: one for a plain string.
        package var forms: [String] {
            switch self {
            case .text(let text): [text]
            case .plural(let forms): forms.keys.sorted().map { forms[$0]! }
            }
        }
    }

    /// The language tag the strings are written in (`fr`, `pt-BR`); it picks the plural rules.
    package var language: String
    package private(set) var messages: [String: Message]

    package init(language: String, messages: [String: Message] = [:]) {
        self.language = language
        self.messages = messages
    }

    package subscript(key: String) -> Message? {
        get { messages[key] }
        set { messages[key] = newValue }
    }

    package var keys: [String] { messages.keys.sorted() }

    /// The form for `count` (a plain string has one), or nil for an unknown key.
    package func form(_ key: String, count: Int? = nil) -> String? {
        switch messages[key] {
        case .text(let text)?: return text
        case .plural(let forms)?:
            let category = count.map { PluralRules.category($0, language: language) } ?? .other
            return forms[category] ?? forms[.other]
        case nil: return nil
        }
    }

    /// A string as text, its placeholders filled. An unknown key comes out
    /// as itself, so a missing string shows rather than vanishing
    /// (`CatalogueTests` checks that every key tlsite uses is in English).
    package func text(_ key: String, _ values: [String: String] = [:]) -> String {
        guard let form = form(key) else { return key }
        return Catalogue.fill(form, values) { String($0) }
    }

    /// A plural string for `count`; `{count}` is the number.
    package func plural(_ key: String, count: Int, _ values: [String: String] = [:]) -> String {
        guard let form = form(key, count: count) else { return key }
        return Catalogue.fill(form, values.merging(["count": String(count)]) { given, _ in given }) { String($0) }
    }

    /// A string as HTML: its own words escaped, the values inserted as the
    /// HTML they are (the caller escapes what it took from the user).
    package func html(_ key: String, count: Int? = nil, _ values: [String: String] = [:]) -> String {
        guard let form = form(key, count: count) else { return escapeHTML(key) }
        var values = values
        if let count, values["count"] == nil { values["count"] = String(count) }
        return Catalogue.fill(form, values) { escapeHTML(String($0)) }
    }

    /// A hash of every string, for the signature of the pages that show them.
    package var fingerprint: Int {
        var hasher = Hasher()
        hasher.combine(language)
        for key in keys {
            hasher.combine(key)
            hasher.combine(messages[key])
        }
        return hasher.finalize()
    }

    // MARK: Placeholders

    /// The names of `{name}` placeholders, in order, each once. A brace that
    /// does not open a name (`{`, `{ x }`, `{1}`) is text.
    package static func placeholders(in text: String) -> [String] {
        var names: [String] = []
        for part in parts(text) { if case .placeholder(let name) = part, !names.contains(name) { names.append(name) } }
        return names
    }

    /// The text with each placeholder replaced by its value (one without a
    /// value stays as written); `literal` maps the text between them.
    package static func fill(_ text: String, _ values: [String: String], literal: (Substring) -> String) -> String {
        var result = ""
        for part in parts(text) {
            switch part {
            case .text(let text): result += literal(text)
            case .placeholder(let name): result += values[name] ?? literal("{\(name)}")
            }
        }
        return result
    }

    package enum Part { case text(Substring), placeholder(String) }

    package static func parts(_ text: String) -> [Part] {
        if text.utf8.allSatisfy({ $0 < 0x80 }) { return asciiParts(text) }
        var parts: [Part] = []
        var start = text.startIndex
        var index = text.startIndex
        while let open = text[index...].firstIndex(of: "{") {
            let nameStart = text.index(after: open)
            let name = text[nameStart...].prefix { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
            if let first = name.first, first.isLetter, name.endIndex < text.endIndex, text[name.endIndex] == "}" {
                if start < open { parts.append(.text(text[start..<open])) }
                parts.append(.placeholder(String(name)))
                start = text.index(after: name.endIndex)
                index = start
            } else {
                index = nameStart
            }
        }
        if start < text.endIndex { parts.append(.text(text[start...])) }
        return parts
    }

    /// `parts` of ASCII text, by bytes: the same parts without a pass over
    /// Unicode properties (strings are filled on every page).
    private static func asciiParts(_ text: String) -> [Part] {
        func isLetter(_ byte: UInt8) -> Bool { (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) }
        func isNamePart(_ byte: UInt8) -> Bool { isLetter(byte) || (0x30...0x39).contains(byte) || byte == UInt8(ascii: "_") }
        let bytes = text.utf8
        var parts: [Part] = []
        var start = bytes.startIndex
        var index = bytes.startIndex
        while let open = bytes[index...].firstIndex(of: UInt8(ascii: "{")) {
            let nameStart = bytes.index(after: open)
            var nameEnd = nameStart
            while nameEnd < bytes.endIndex, isNamePart(bytes[nameEnd]) { nameEnd = bytes.index(after: nameEnd) }
            if nameEnd > nameStart, isLetter(bytes[nameStart]), nameEnd < bytes.endIndex, bytes[nameEnd] == UInt8(ascii: "}") {
                if start < open { parts.append(.text(text[start..<open])) }
                parts.append(.placeholder(String(text[nameStart..<nameEnd])))
                start = bytes.index(after: nameEnd)
                index = start
            } else {
                index = nameStart
            }
        }
        if start < bytes.endIndex { parts.append(.text(text[start...])) }
        return parts
    }
}

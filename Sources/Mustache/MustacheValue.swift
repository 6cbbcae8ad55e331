/// Data a template is rendered against.
package enum MustacheValue: Sendable {
    case null
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    case array([MustacheValue])
    /// A list whose items are made one at a time, as a section reaches
    /// them: a list as long as a site's pages, never held at once.
    case list(MustacheList)
    case object([MustacheKey: MustacheValue])
    case lambda(MustacheLambda)
}

/// A list of `count` items made by `item(index)` when a section renders
/// them, and let go after: for the sitemap's 132,000 addresses of a
/// 100,000-item site, whose objects held at once took 45 MB. A section
/// over it renders as over the array of its items; it is never the same
/// data as another value (as a lambda is not), so no partial is kept for it.
package struct MustacheList: RandomAccessCollection, Sendable {
    package let count: Int
    private let item: @Sendable (Int) -> MustacheValue

    package init(count: Int, item: @escaping @Sendable (Int) -> MustacheValue) {
        self.count = Swift.max(0, count)
        self.item = item
    }

    package var startIndex: Int { 0 }
    package var endIndex: Int { count }
    /// The item at `index`, made now.
    package subscript(index: Int) -> MustacheValue { item(index) }
}

/// A function value in the rendering data.
package struct MustacheLambda: Sendable {
    enum Kind: Sendable {
        /// The result is template source, rendered in place of the tag.
        case template
        /// The result is final text; for sections the body receives the rendered content.
        case rendering
    }

    let kind: Kind
    let body: @Sendable (String) -> String

    /// Spec-style lambda: receives the raw section text ("" for an interpolation `{{name}}`), returns
    /// template source that is then rendered against the current context (with the current delimiters
    /// for sections, default delimiters for interpolation, per the spec). For `{{name}}` the result is
    /// HTML-escaped, for `{{{name}}}` / `{{&name}}` not.
    package init(_ body: @escaping @Sendable (String) -> String) {
        kind = .template
        self.body = body
    }

    /// Helper-style lambda ("filter"): for a section `{{#name}}...{{/name}}` the inner content is rendered
    /// first against the current context, then passed to `body`; the return value is inserted verbatim
    /// (not re-parsed, not escaped). For `{{name}}` interpolation `body` receives "" and the result is
    /// escaped as usual.
    ///
    /// Disfavoured so that trailing-closure syntax, `MustacheLambda { text in ... }`, which could match
    /// either initializer, means the spec-style lambda instead of being ambiguous.
    @_disfavoredOverload
    package init(rendering body: @escaping @Sendable (String) -> String) {
        kind = .rendering
        self.body = body
    }
}

extension MustacheValue {
    /// An object's field; nil for a missing one and for any other value.
    @inline(__always)
    func field(_ key: MustacheKey) -> MustacheValue? {
        guard case .object(let object) = self else { return nil }
        return object[key]
    }

    /// Mustache truthiness: null, false, the empty list and the empty string are falsy.
    var isTruthy: Bool {
        switch self {
        case .null: false
        case .bool(let value): value
        case .string(let value): !value.isEmpty
        case .array(let values): !values.isEmpty
        case .list(let list): !list.isEmpty
        case .int, .double, .object, .lambda: true
        }
    }

    /// The text an interpolation tag shows for a plain value; nil for values that render nothing.
    var interpolationText: String? {
        switch self {
        case .string(let value): value
        case .int(let value): String(value)
        case .double(let value): Self.format(value)
        case .bool(let value): value ? "true" : "false"
        case .null, .array, .list, .object, .lambda: nil
        }
    }

    private static func format(_ value: Double) -> String {
        // Integral doubles print like integers ("1", not "1.0") as long as every such integer is exact.
        if value.rounded() == value, abs(value) < 9_007_199_254_740_992 {
            return String(Int64(value))
        }
        return String(value)
    }
}

extension MustacheValue: ExpressibleByStringLiteral {
    package init(stringLiteral value: String) { self = .string(value) }
}

extension MustacheValue: ExpressibleByIntegerLiteral {
    package init(integerLiteral value: Int) { self = .int(value) }
}

extension MustacheValue: ExpressibleByFloatLiteral {
    package init(floatLiteral value: Double) { self = .double(value) }
}

extension MustacheValue: ExpressibleByBooleanLiteral {
    package init(booleanLiteral value: Bool) { self = .bool(value) }
}

extension MustacheValue: ExpressibleByArrayLiteral {
    package init(arrayLiteral elements: MustacheValue...) { self = .array(elements) }
}

extension MustacheValue: ExpressibleByDictionaryLiteral {
    package init(dictionaryLiteral elements: (MustacheKey, MustacheValue)...) {
        self = .object(Dictionary(elements, uniquingKeysWith: { _, last in last }))
    }
}

extension MustacheValue: ExpressibleByNilLiteral {
    package init(nilLiteral: ()) { self = .null }
}

/// Decodes JSON-shaped data (e.g. with `JSONDecoder`): numbers without a fraction become `.int`.
extension MustacheValue: Decodable {
    package init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Int.self) {
            self = .int(value)
        } else if let value = try? container.decode(Double.self) {
            self = .double(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([MustacheValue].self) {
            self = .array(value)
        } else if let value = try? container.decode([String: MustacheValue].self) {
            self = .object(Dictionary(uniqueKeysWithValues: value.map { (MustacheKey($0.key), $0.value) }))
        } else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "unsupported value")
        }
    }
}

/// A key of a `MustacheValue.object`. It keeps a hash of its text, made
/// once, so looking a name up in the objects of a context stack costs no
/// hashing of the text: templates look names up far more often than
/// objects are built. Written as a string literal wherever a key is.
package struct MustacheKey: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    package let text: String
    private let fingerprint: UInt64

    package init(_ text: String) {
        self.text = text
        // FNV-1a over the UTF-8 bytes.
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 }
        fingerprint = hash
    }

    package init(stringLiteral value: String) { self.init(value) }

    package var description: String { text }

    package static func == (a: MustacheKey, b: MustacheKey) -> Bool {
        a.fingerprint == b.fingerprint && a.text == b.text
    }

    package func hash(into hasher: inout Hasher) { hasher.combine(fingerprint) }

    /// Dictionaries ask for this: the fingerprint mixed with their seed,
    /// without running the general-purpose hasher.
    package func _rawHashValue(seed: Int) -> Int {
        var mixed = fingerprint ^ UInt64(bitPattern: Int64(seed))
        mixed = (mixed ^ (mixed >> 33)) &* 0xff51_afd7_ed55_8ccd
        mixed = (mixed ^ (mixed >> 33)) &* 0xc4ce_b9fe_1a85_ec53
        return Int(bitPattern: UInt(truncatingIfNeeded: mixed ^ (mixed >> 33)))
    }
}

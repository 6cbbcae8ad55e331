/// `changelog.types:` of tlsite.yml (or `--types FILE`): what a project's
/// own section names mean, `Enhancements: added`, `Internal: hidden`.
/// A name given here wins over the built-in table of names; a hidden
/// section is left out of the site, its entries neither shown nor counted.
package struct ChangeTypeMapping: Sendable, Equatable {
    package enum Target: Sendable, Equatable {
        /// One of `ChangeTypeMapping.types`.
        case type(String)
        case hidden
    }

    /// By section name, lowercased, as `SectionName` matches it (without a
    /// leading emoji, `:shortcode:` or brackets).
    package var names: [String: Target] = [:]

    package init(_ names: [String: Target] = [:]) { self.names = names }

    /// What a mapping may name: Keep a Changelog's six types, `other`,
    /// `dependencies`, and `hidden`.
    package static let types = ChangeKind.known + [ChangeKind.other, ChangeKind.dependencies]
    package static let hiddenWord = "hidden"

    package var isEmpty: Bool { names.isEmpty }

    package func target(_ key: String) -> Target? { names[key] }
}

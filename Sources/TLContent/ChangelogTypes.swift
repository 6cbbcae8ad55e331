import Foundation
import TLCore
import TLFormats
import TLModel

/// `changelog.types:` of tlsite.yml and the file of `tlsite changelog
/// --types FILE`: a mapping of section names to change types or `hidden`,
/// `{ Enhancements: added, Internal: hidden }`.
package enum ChangeTypesReader {
    /// The file of `--types FILE`: the same mapping as `changelog.types:`,
    /// at the top level. Errors are located in the file.
    package static func read(_ text: String, path: String) -> Result<ChangeTypeMapping, DiagnosticList> {
        let reader = FieldReader(path: path, source: text)
        guard let root = reader.parse() else {
            return .failure(DiagnosticList(reader.diagnostics.isEmpty
                ? [.error(SourceLocation(path: path), "\(path) is empty; it needs section names and their types, like 'Enhancements: added'")]
                : reader.diagnostics))
        }
        let mapping = read(root, reader, key: nil)
        return reader.hasErrors ? .failure(DiagnosticList(reader.diagnostics)) : .success(mapping)
    }

    /// A mapping of section names to one of `ChangeTypeMapping.types` or
    /// `hidden`; each wrong name or type is an error at it, an unknown type
    /// with the nearest one.
    /// `key` is `changelog.types` in tlsite.yml, nil in a types file.
    static func read(_ node: YAMLNode, _ reader: FieldReader, key: String?) -> ChangeTypeMapping {
        let what = key.map { "'\($0)'" } ?? "a types file"
        guard case .mapping(let pairs) = node.value else {
            reader.error(node, "\(what) must be a mapping of section names to change types, like { Enhancements: added, Internal: hidden }, not \(node.kindName)")
            return ChangeTypeMapping()
        }
        let choices = ChangeTypeMapping.types + [ChangeTypeMapping.hiddenWord]
        var mapping = ChangeTypeMapping()
        var firstLine: [String: Int] = [:]
        for pair in pairs {
            guard let name = reader.word(pair.key, key ?? "section name") else { continue }
            // Matched as headings are: without emoji, shortcodes or brackets, any case.
            let stripped = SectionName.stripDecoration(name)
            let lookup = stripped.lowercased()
            guard !lookup.isEmpty else {
                reader.error(pair.key, "'\(name)' names no section: give the heading's words, like 'Enhancements'")
                continue
            }
            if let line = firstLine[lookup] {
                reader.error(pair.key, "'\(name)' is mapped a second time (first on line \(line)); a section name has one type")
                continue
            }
            firstLine[lookup] = reader.location(pair.key).line
            guard let text = reader.string(pair.value, key.map { "\($0).\(name)" } ?? name) else { continue }
            let type = text.trimmingCharacters(in: .whitespaces).lowercased()
            guard choices.contains(type) else {
                // A section name in place of a type (`feature`) suggests the type it names.
                let hint = SectionName.kindOfName[type].map { " (did you mean '\($0)'?)" } ?? didYouMean(choice: type, in: choices)
                reader.error(pair.value, "'\(text)' is not a change type: use one of \(choices.joined(separator: ", "))\(hint)")
                continue
            }
            mapping.names[lookup] = type == ChangeTypeMapping.hiddenWord ? .hidden : .type(type)
        }
        return mapping
    }
}

extension ChangelogWalker {
    /// Sections `changelog.types:` hides go, entries and all: not shown,
    /// not counted. Their old anchors move to the release, as an empty one's do.
    mutating func dropHiddenSections() {
        guard !hiddenSections.isEmpty else { return }
        for index in changelog.releases.indices {
            let hidden = changelog.releases[index].sections.filter { hiddenSections.contains($0.anchor) }
            guard !hidden.isEmpty else { continue }
            changelog.releases[index].aliases += hidden.flatMap(\.aliases)
            changelog.releases[index].sections.removeAll { hiddenSections.contains($0.anchor) }
        }
    }
}

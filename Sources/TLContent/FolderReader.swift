import TLCore
import TLFormats
import TLMarkdown
import TLModel

/// Reads a folder's `_index.md`: ExpandableCollectionViewKit's modifiers as
/// keys, `cascade:` as defaults for every item below, the body as the
/// folder's introduction.
package enum FolderReader {
    package static let keys = ["title", "image", "tintColor", "isExpanded", "isItemsCountVisible", "isChevronVisible",
                              "unfoldAnimation", "unfoldDuration", "cascade"]

    package struct Result: Sendable {
        package var folder: Folder
        /// `cascade:` pairs, located in the `_index.md` they came from.
        package var cascade: [YAMLPair]
        package var diagnostics: [Diagnostic]
    }

    /// A folder with no `_index.md`: its name is its title.
    package static func implicit(path: String) -> Folder {
        Folder(path: path, source: SourceLocation(path: "content/" + path), title: String(path.split(separator: "/").last ?? ""))
    }

    /// `inherited`: the front matter of the folder's `_index.md`, for its
    /// translation (`_index.fr.md`), which gives only what it changes; a
    /// translation's own `cascade:` is an error, since the original's
    /// cascades to the items of every language.
    package static func read(_ bytes: [UInt8], path: String, folder: String, markdown: MarkdownOptions,
                             inherited: [YAMLPair]? = nil) -> Result {
        var result = Result(folder: implicit(path: folder), cascade: [], diagnostics: [])
        result.folder.source = SourceLocation(path: path)
        let split: FrontMatterSplit
        do {
            split = try FrontMatter.split(try UserFile.decode(bytes, path: path), path: path)
        } catch {
            result.diagnostics = [error]
            return result
        }
        let estimate = MarkdownBudget.estimate(split.body)
        if estimate > MarkdownBudget.perFile {
            result.diagnostics = [ItemReader.overBudget(estimate, path: path, line: split.bodyLine)]
            return result
        }
        var options = markdown
        options.idPrefix = "folder-"
        result.folder.html = MarkdownBudget.shared.reserve(estimate) { GFM.render(split.body, options: options, compact: true).html }
        guard split.yaml != nil || inherited != nil else { return result }
        let reader = FieldReader(path: path, lineOffset: split.yamlLine - 1, source: split.yaml ?? "")
        var fields: [String: YAMLNode] = [:]
        if split.yaml != nil {
            guard let root = reader.parse(), let own = reader.fields(root, known: keys, in: "a folder's front matter") else {
                result.diagnostics = reader.diagnostics
                return result
            }
            fields = own
        }
        if let inherited {
            if let node = fields["cascade"] {
                reader.error(node, "a translation of a folder cannot have its own 'cascade': its _index.md's cascades to the items of every language")
            }
            fields["cascade"] = nil
            for pair in inherited where fields[pair.key.text ?? ""] == nil && keys.contains(pair.key.text ?? "") && pair.key.text != "cascade" {
                fields[pair.key.text ?? ""] = pair.value
            }
        }
        var folder = result.folder
        if let node = fields["title"], let title = reader.string(node, "title") { folder.title = title }
        if let node = fields["image"] { folder.image = reader.reference(node, "image", schemes: ["http", "https"]) }
        if let node = fields["tintColor"] { folder.tintColor = reader.color(node, "tintColor") }
        if let node = fields["isExpanded"] { folder.isExpanded = reader.bool(node, "isExpanded") ?? false }
        if let node = fields["isItemsCountVisible"] { folder.isItemsCountVisible = reader.bool(node, "isItemsCountVisible") ?? false }
        if let node = fields["isChevronVisible"] { folder.isChevronVisible = reader.bool(node, "isChevronVisible") ?? true }
        if let node = fields["unfoldAnimation"], let key = StyleKey.byName["folderStyle.unfoldAnimation"],
           case .word(let name)? = StyleReader.value(node, for: key, reader) {
            folder.unfoldAnimation = name
        }
        if let node = fields["unfoldDuration"] { folder.unfoldDuration = reader.number(node, "unfoldDuration", in: 0...60) }
        if let node = fields["cascade"] {
            if case .mapping(let pairs) = node.value {
                for pair in pairs where !ItemReader.keys.contains(pair.key.text ?? "") || ["title", "slug"].contains(pair.key.text ?? "") {
                    let name = pair.key.text ?? ""
                    reader.error(pair.key, ["title", "slug"].contains(name) ? "'\(name)' cannot cascade: every item needs its own"
                                 : "unknown key '\(name)' in cascade\(didYouMean(name, in: ItemReader.keys))")
                }
                let offset = split.yamlLine - 1
                result.cascade = pairs.map { YAMLPair(key: $0.key.located(in: path, lineOffset: offset), value: $0.value.located(in: path, lineOffset: offset)) }
            } else {
                reader.error(node, "'cascade' must be a mapping of item keys to values, like { kind: text }")
            }
        }
        result.folder = folder
        result.diagnostics = reader.diagnostics
        return result
    }
}

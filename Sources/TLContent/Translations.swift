import Foundation
import TLCore
import TLFormats
import TLModel

/// The files of a site in several languages (`languages:`): an item's
/// translation into `fr` is `NAME.fr.md` beside its original `NAME.md`,
/// which is in the site's first language.
package enum Translations {
    /// One translation file: where it is, its language as `languages:`
    /// spells it, and the original it translates.
    package struct File: Sendable, Equatable {
        package var path: String
        package var folder: String
        package var language: String
        package var original: String
        /// The original's file name, from which the translation takes its slug.
        package var originalName: String
    }

    /// The language a file name is in, as the file writes it, with the
    /// name without it: `a.fr.md` -> ("fr", "a.md"); nil for a name with
    /// no language in it (`a.md`, `v1.2.md`, `notes.old.md`). A two-letter
    /// code (`de`, `pt-BR`) counts when ISO 639 knows it; a longer one
    /// only when the site lists it, since `old` or `new` are words too.
    package static func language(ofFile name: String, listed: [String]) -> (code: String, original: String)? {
        guard name.hasSuffix(".md") else { return nil }
        let stem = name.dropLast(3)
        guard let dot = stem.lastIndex(of: "."), dot != stem.startIndex else { return nil }
        let code = String(stem[stem.index(after: dot)...])
        guard ConfigReader.isLanguageTag(code) else { return nil }
        let base = code.split(separator: "-").first.map(String.init) ?? code
        let isListed = listed.contains { $0.lowercased() == code.lowercased() }
        guard isListed || (base.count == 2 && Locale.LanguageCode(base).isISOLanguage) else { return nil }
        return (code, String(stem[..<dot]) + ".md")
    }

    /// Splits item files (absolute path, folder below content/) into the
    /// originals and their translations into `languages` (but the first);
    /// `display` gives a path for messages. Reports a translation into a
    /// language not listed, one whose original is missing, a file named
    /// for the first language, and two translations of one original into
    /// one language.
    package static func split(_ files: [(String, String)], languages: [String], display: (String) -> String)
        -> (originals: [(String, String)], translations: [File], problems: [Diagnostic]) {
        guard let first = languages.first else { return (files, [], []) }
        let paths = Set(files.map(\.0))
        var originals: [(String, String)] = [], translations: [File] = [], problems: [Diagnostic] = []
        var seen: Set<String> = []
        for (path, folder) in files {
            let slash = path.lastIndex(of: "/").map { path.index(after: $0) } ?? path.startIndex
            let name = String(path[slash...])
            guard let (written, originalName) = language(ofFile: name, listed: languages) else {
                originals.append((path, folder))
                continue
            }
            let at = SourceLocation(path: display(path))
            let original = String(path[..<slash]) + originalName
            guard let code = languages.first(where: { $0.lowercased() == written.lowercased() }) else {
                problems.append(.error(at, "'\(name)' is a translation into '\(written)', which is not one of 'languages' in tlsite.yml "
                                           + "(\(languages.joined(separator: ", "))): add '\(written)' there, or rename the file"))
                continue
            }
            if code == first {
                problems.append(.error(at, "'\(code)' is the site's first language, whose items have no language in their name: "
                                           + "rename '\(name)' to '\(originalName)'"))
                continue
            }
            guard paths.contains(original) else {
                problems.append(.error(at, "this translation into '\(code)' has no original: \(display(original)), in '\(first)', must be beside it"))
                continue
            }
            guard seen.insert(code + "\u{0}" + original).inserted else {
                problems.append(.error(at, "\(display(original)) has another translation into '\(code)'; keep one"))
                continue
            }
            translations.append(File(path: path, folder: folder, language: code, original: original, originalName: originalName))
        }
        return (originals, translations, problems)
    }

    /// The top-level keys of an item file's (or a folder's `_index.md`)
    /// front matter, which its translations take where they do not set
    /// their own (its date, lanes, image, slug...), located in that file
    /// (`path`), so that a mistake in one is reported where it is written;
    /// empty when the file has none that parses. `aliases:` is not among
    /// them: the old addresses are the original's page's, and a
    /// translation's page has only those it gives.
    package static func frontMatter(_ bytes: [UInt8], path: String) -> [YAMLPair] {
        guard let text = try? UserFile.decode(bytes, path: path), let split = try? FrontMatter.split(text, path: path),
              let yaml = split.yaml, let root = try? YAML.parse(yaml), case .mapping(let pairs) = root.value else { return [] }
        let offset = split.yamlLine - 1
        return pairs.filter { $0.key.text != "aliases" }.map {
            YAMLPair(key: $0.key.located(in: path, lineOffset: offset), value: $0.value.located(in: path, lineOffset: offset))
        }
    }
}

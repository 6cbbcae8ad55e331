// libFuzzer target: the changelog reader, the way `tlsite changelog` and
// `changelog:` read a file: UserFile.decode (UTF-8, BOM, CRLF, NUL), then
// ChangelogReader.read (cmark's tree walked into releases, sections and
// entries, link reference definitions looked up by cmark), ChangelogReader.items
// and ReleaseHTML.apply (the release's body, folded or not, and each change
// type's page, made with the built-in partials/release-*.html of the
// repository's Templates/). Built by fuzz/run.sh changelog SECONDS over TLCore,
// TLFormats, TLModel, TLContent, Mustache and Sources/TLRender's ReleaseHTML.swift
// and CatalogueContext.swift (+ libcmark).
//
// The first byte chooses markdown.unsafe (odd: unsafe, so the seeds start with
// `0` for safe and `1` for unsafe); the rest is the file.
// Besides "no crash", it checks that
// - every message is located inside the input;
// - every release has a slug a path accepts, and no two slugs are equal
//   (ignoring case), as their pages and anchors need;
// - a release's link, written into an href, is http(s);
// - nothing is lost or made up: the entries of the releases are at most the
//   list items of the file, and each kind page of a release holds its
//   section's entries once;
// - without markdown.unsafe no raw `<script`, `<iframe` or `javascript:` link
//   reaches the HTML.

import Foundation
import Mustache

/// The built-in templates, read from the repository this file is in (the
/// target reads no other file).
private let markup: ReleaseMarkup = {
    let templates = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Templates")
    let library = TemplateLibrary(strictPartials: true) { name in
        let file = templates.appendingPathComponent(name + ".html")
        return (try? String(contentsOf: file, encoding: .utf8)).map { ($0, file.path) }
    }
    return ReleaseMarkup(library, i18n: CatalogueContext.value(Catalogue(language: "en")))
}()

@_cdecl("LLVMFuzzerTestOneInput")
public func changelogFuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard size >= 1 else { return 0 }
    let unsafe = data[0] & 1 == 1
    let bytes = Array(UnsafeBufferPointer(start: data + 1, count: size - 1))
    let text: String
    do { text = try UserFile.decode(bytes, path: "CHANGELOG.md") } catch { return 0 }
    let lines = text.reduce(1) { $1 == "\n" ? $0 + 1 : $0 }

    let (read, diagnostics) = ChangelogReader.read(text, path: "CHANGELOG.md", unsafeMarkdown: unsafe)
    for diagnostic in diagnostics {
        guard let at = diagnostic.location else { require(false, "a message without a location: \(diagnostic)"); continue }
        require(at.path == "CHANGELOG.md", "a message about another file: \(diagnostic)")
        require(at.line >= 1 && at.column >= 1, "located before the start: \(diagnostic)")
        require(at.line <= lines + 1, "located past the end (\(lines) lines): \(diagnostic)")
    }
    guard let changelog = read else {
        require(diagnostics.contains { $0.severity == .error }, "no changelog and no error")
        return 0
    }
    require(!changelog.releases.isEmpty, "a changelog without releases")

    var slugs = Set<String>()
    for release in changelog.releases {
        require(PathRules.slugProblem(release.slug) == nil, "slug '\(release.slug)' is not a path segment")
        require(slugs.insert(release.slug.lowercased()).inserted, "slug '\(release.slug)' twice")
        if let link = release.link {
            let lowered = link.lowercased()
            require(lowered.hasPrefix("http://") || lowered.hasPrefix("https://"), "release link '\(link)'")
        }
    }

    let listItems = Markdown.withTree(text) { document in countItems(document) } ?? 0
    // An entry is a list item, or a heading that is one change (a release
    // written with a heading per change, as prettier's).
    require(changelog.entryCount <= listItems, "\(changelog.entryCount) entries from \(listItems) list items and headings")

    for item in ChangelogReader.items(changelog) {
        let page: Item
        do { page = try ReleaseHTML.apply(item, markup, Catalogue(language: "en"), foldAfter: ChangelogReader.foldAfter) } catch {
            require(false, "the built-in partials failed on \(item.slug): \(error)")
            return 0
        }
        let html = page.blocks.joined()
        let entries = item.release?.entryCount ?? 0
        require(html.components(separatedBy: "<li class=\"tl-change").count - 1 == entries, "release page of \(item.slug)")
        // Sections that map to one change type (`### Fixed` and `### Bug Fixes`) share its page.
        var entriesByKind: [String: Int] = [:]
        for section in item.release?.sections ?? [] { entriesByKind[section.kind, default: 0] += section.entries.count }
        for (kind, count) in entriesByKind {
            let kindPage = ((try? ReleaseHTML.apply(item, markup, Catalogue(language: "en"), only: kind, foldAfter: ChangelogReader.foldAfter))?.blocks ?? [])
                .joined()
            require(kindPage.components(separatedBy: "<li class=\"tl-change").count - 1 == count,
                    "kind page \(kind) of \(item.slug)")
        }
        if !unsafe {
            let lowered = (html + changelog.introduction).lowercased()
            for raw in ["<script", "<iframe", "href=\"javascript:", "src=\"javascript:"] {
                require(!lowered.contains(raw), "'\(raw)' in the HTML of \(item.slug)")
            }
        }
    }
    return 0
}

/// List items and headings anywhere in the tree, nested ones included.
private func countItems(_ node: MarkdownNode) -> Int {
    (node.kind == .item || node.kind == .heading ? 1 : 0) + node.children.reduce(0) { $0 + countItems($1) }
}

private func require(_ condition: Bool, _ message: @autoclosure () -> String) {
    if !condition {
        FileHandle.standardError.write(Data("changelog fuzz: \(message())\n".utf8))
        abort()
    }
}

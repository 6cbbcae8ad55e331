// libFuzzer target: GitHub's Markdown on cmark (GFM.render), as items use
// it: tables, strikethrough, autolinks, task lists, footnotes with the
// item's id prefix, tag filter, emoji, references to a repository and one
// `links:` rule. Built by fuzz/run.sh markdown SECONDS over TLCore,
// TLFormats and TLMarkdown (+ libcmark).
//
// The first byte chooses: bit 0 markdown.unsafe, bit 1 relative links into
// the repository (as changelogs), bit 2 every extension off. The rest is the
// Markdown. Besides "no crash", it checks that
// - the blocks joined are the whole HTML, and a second render is the same;
// - with every extension off, the HTML is cmark's alone (Markdown.render);
// - without markdown.unsafe no raw `<script`, `<iframe` or `javascript:`
//   link reaches the HTML, and every id is the item's (`item-`) and unique.

import Foundation

private let jira = try! LinkRule.make(pattern: "JIRA-([0-9]+)", href: "https://jira.example.com/browse/JIRA-$1").get()

@_cdecl("LLVMFuzzerTestOneInput")
public func markdownFuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard size >= 1 else { return 0 }
    let flags = data[0]
    let text = String(decoding: UnsafeBufferPointer(start: data + 1, count: size - 1), as: UTF8.self)
    var options = MarkdownOptions()
    options.unsafe = flags & 1 == 1
    options.relativeLinksToRepository = flags & 2 == 2
    options.repository = Repository("https://github.com/acme/rocket")
    options.links = [jira]
    options.idPrefix = "item-"
    if flags & 4 == 4 { MarkdownOptions.switches.forEach { options.set($0, false) } }

    let rendered = GFM.render(text, options: options)
    require(rendered.blocks.joined() == rendered.html, "the blocks are not the HTML")
    require(GFM.render(text, options: options) == rendered, "two renders differ")
    if flags & 4 == 4, !options.relativeLinksToRepository {
        require(rendered.html == Markdown.render(text, unsafe: options.unsafe).html, "extensions off, yet the HTML is not cmark's")
    }
    if !options.unsafe {
        let lowered = rendered.html.lowercased()
        for raw in ["<script", "<iframe", "href=\"javascript:", "src=\"javascript:"] {
            require(!lowered.contains(raw), "'\(raw)' in the HTML")
        }
        var ids = Set<String>()
        for part in rendered.html.components(separatedBy: " id=\"").dropFirst() {
            let id = String(part.prefix { $0 != "\"" })
            require(id.hasPrefix("item-"), "id '\(id)' without the item's prefix")
            require(ids.insert(id).inserted, "id '\(id)' twice")
        }
    }
    return 0
}

private func require(_ condition: Bool, _ message: @autoclosure () -> String) {
    if !condition {
        FileHandle.standardError.write(Data("markdown fuzz: \(message())\n".utf8))
        abort()
    }
}

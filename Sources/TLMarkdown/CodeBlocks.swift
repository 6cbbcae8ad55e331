import CCmark
import TLCore
#if canImport(TLHighlight)
import TLHighlight
#endif

/// Fenced code blocks of a language tlsite has a grammar for, highlighted
/// (TLHighlight): the block becomes the markup cmark writes for it, with
/// the highlighter's spans inside. Other blocks are left to cmark.
enum CodeBlocks {
    static func highlight(_ block: Cmark.Node) {
        // fuzz/run.sh compiles TLMarkdown's sources without the grammars' C
        // targets: there, code blocks are left to cmark.
        #if canImport(TLHighlight)
        let info = cmark_node_get_fence_info(block).map { String(cString: $0) } ?? ""
        // cmark's class is the info string's first word, as written.
        guard let word = info.split(whereSeparator: { $0 == " " || $0 == "\t" }).first.map(String.init),
              let language = Highlighter.language(named: word) else { return }
        let literal = Cmark.literal(block)
        let code: String
        if let deferral = HighlightDeferral.current, literal.utf8.count <= Highlighter.maxBytes, deferral.defers(language) {
            // Another thread compiles this language's query: highlighted once every item is read.
            code = deferral.add(literal, language: language)
        } else {
            guard let highlighted = Highlighter.html(literal, language: language) else { return }
            code = highlighted
        }
        let html = "<pre><code class=\"language-\(escapeHTML(word))\">" + code + "</code></pre>\n"
        cmark_node_insert_before(block, Cmark.customBlock(enter: html))
        Cmark.remove(block)
        #endif
    }
}

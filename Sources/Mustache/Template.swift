/// A parsed template. Immutable, so it can be cached and rendered from any thread.
package final class Template: Sendable {
    /// The path reported in errors about this template.
    package let path: String
    let nodes: [Node]

    package init(source: String, path: String) throws(MustacheError) {
        self.path = path
        nodes = try Parser.parse(source, path: path)
    }

    /// Parsed, then its literal text rewritten (see `TextRewriter`).
    package init(source: String, path: String, rewriter: some TextRewriter) throws(MustacheError) {
        self.path = path
        var rewriter = rewriter
        nodes = try Parser.parse(source, path: path).rewritten(by: &rewriter)
    }
}

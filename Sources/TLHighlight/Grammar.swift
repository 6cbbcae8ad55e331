import CTreeSitterGrammars

/// One vendored tree-sitter grammar (`Sources/CTreeSitterGrammars/NAME/`)
/// and the names a fenced code block may give it.
struct Grammar: Sendable {
    let name: String
    /// What follows the opening fence: `py` for Python, as GitHub's linguist names them.
    let aliases: [String]
    let language: @Sendable () -> OpaquePointer?
    /// The highlight query files, in the order of the grammar's own
    /// `tree-sitter.json` (TypeScript's, then JavaScript's it extends).
    let queries: [String]
    /// Capture names read as another (the diff query's `@string` and
    /// `@keyword` are its added and removed lines).
    var renames: [String: String] = [:]
    /// Which pattern wins a node several capture. The vendored queries are
    /// written two ways: most list the general patterns first
    /// (`(identifier) @variable` on top, as tree-sitter-highlight has
    /// read them since 0.21, the last match winning), Go's and JSON's last
    /// (the first match winning, as it did before).
    var firstPatternWins = false

    /// The query's text: the files joined, each on fresh lines.
    var queryText: String {
        queries.map { embeddedResources[$0] ?? "" }.joined(separator: "\n")
    }

    static let all: [Grammar] = [
        Grammar(name: "bash", aliases: ["bash", "sh", "shell", "zsh", "shell-script"], language: { tree_sitter_bash() },
                queries: ["bash/queries/highlights.scm"]),
        Grammar(name: "c", aliases: ["c", "h"], language: { tree_sitter_c() }, queries: ["c/queries/highlights.scm"]),
        Grammar(name: "css", aliases: ["css"], language: { tree_sitter_css() }, queries: ["css/queries/highlights.scm"]),
        Grammar(name: "diff", aliases: ["diff", "patch", "udiff"], language: { tree_sitter_diff() },
                queries: ["diff/queries/highlights.scm"], renames: ["string": "diff.plus", "keyword": "diff.minus"]),
        Grammar(name: "go", aliases: ["go", "golang"], language: { tree_sitter_go() }, queries: ["go/queries/highlights.scm"],
                firstPatternWins: true),
        Grammar(name: "html", aliases: ["html", "htm", "xhtml"], language: { tree_sitter_html() }, queries: ["html/queries/highlights.scm"]),
        Grammar(name: "javascript", aliases: ["javascript", "js", "jsx", "mjs", "cjs", "node"], language: { tree_sitter_javascript() },
                queries: ["javascript/queries/highlights.scm", "javascript/queries/highlights-jsx.scm"]),
        Grammar(name: "json", aliases: ["json", "jsonc", "json5", "geojson"], language: { tree_sitter_json() },
                queries: ["json/queries/highlights.scm"], firstPatternWins: true),
        Grammar(name: "python", aliases: ["python", "py", "python3", "py3"], language: { tree_sitter_python() },
                queries: ["python/queries/highlights.scm"]),
        Grammar(name: "rust", aliases: ["rust", "rs"], language: { tree_sitter_rust() }, queries: ["rust/queries/highlights.scm"]),
        Grammar(name: "swift", aliases: ["swift"], language: { tree_sitter_swift() }, queries: ["swift/queries/highlights.scm"]),
        Grammar(name: "typescript", aliases: ["typescript", "ts", "mts", "cts"], language: { tree_sitter_typescript() },
                queries: ["typescript/queries/highlights.scm", "javascript/queries/highlights.scm"]),
        Grammar(name: "yaml", aliases: ["yaml", "yml"], language: { tree_sitter_yaml() }, queries: ["yaml/queries/highlights.scm"]),
    ]

    static let byAlias: [String: Grammar] = {
        var table: [String: Grammar] = [:]
        for grammar in all { for alias in grammar.aliases { table[alias] = grammar } }
        return table
    }()
}

// libFuzzer target: the Mustache engine (Sources/Mustache/*.swift): parsing,
// validation (partial cycles) and rendering with partials, parents, blocks,
// lambdas and delimiter changes. Built by fuzz/run.sh mustache SECONDS.
//
// The input is up to four templates separated by NUL bytes: the page, then
// the partials "p" and "q" and the parent "base", so the fuzzer can build
// recursion, cycles and inheritance. Every list element shadows "list" with
// an empty list, so nested {{#list}} sections stay linear instead of growing
// exponentially (that is a timeout, not a finding).
//
// Besides "no crash", it checks that errors point into the template they name.

import Foundation

private let context: MustacheValue = [
    "title": "<script>alert(1)</script> & \"quoted\" 'single'",
    "empty": "",
    "zero": 0,
    "pi": 3.14159,
    "yes": true,
    "no": false,
    "nothing": nil,
    "list": [["name": "a", "list": [], "n": 1], ["name": "b", "list": [], "n": 2], ["name": "{{title}}", "list": []]],
    "object": ["name": "nested", "deeper": ["value": "deep", "list": []]],
    "lambda": .lambda(MustacheLambda { text in text }),
    "wrap": .lambda(MustacheLambda { text in "<b>" + text + "</b>" }),
    "upper": .lambda(MustacheLambda(rendering: { $0.uppercased() })),
    "tagger": .lambda(MustacheLambda { _ in "{{title}}{{#yes}}y{{/yes}}" }),
]

@_cdecl("LLVMFuzzerTestOneInput")
public func mustacheFuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let parts = UnsafeBufferPointer(start: data, count: size).split(separator: 0, maxSplits: 3, omittingEmptySubsequences: false)
        .map { String(decoding: $0, as: UTF8.self) }
    let names = ["page", "p", "q", "base"]
    var sources: [String: String] = [:]
    for (name, source) in zip(names, parts) { sources[name] = source }
    let library = TemplateLibrary(strictPartials: true) { name in
        sources[name].map { ($0, name + ".html") }
    }
    func checkError(_ error: MustacheError) {
        require(error.line >= 1 && error.column >= 1, "error before the start: \(error)")
        let path = error.path.hasSuffix(".html") ? String(error.path.dropLast(5)) : error.path
        if let source = sources[path] {
            let lines = source.utf8.reduce(1) { $1 == 10 ? $0 + 1 : $0 }
            require(error.line <= lines, "error past the end of \(error.path) (\(lines) lines): \(error)")
        }
    }
    do {
        try library.validate("page")
    } catch {
        checkError(error)
        return 0
    }
    do {
        let output = try library.render("page", context)
        _ = output.utf8.count
    } catch {
        checkError(error)
    }
    return 0
}

/// Like precondition, but its message is printed in optimized builds too.
private func require(_ condition: Bool, _ message: @autoclosure () -> String) {
    if !condition { fatalError(message()) }
}

import Mustache
import Testing

struct ErrorCase: Sendable, CustomTestStringConvertible {
    enum Action: Sendable {
        case render, validate
    }

    let label: String
    /// Templates by name; each is reported under the path "<name>.mustache".
    let templates: [String: String]
    var entry = "page"
    var action = Action.render
    var strict = true
    var data: MustacheValue = [:]
    let expected: MustacheError

    var testDescription: String { label }

    func run() -> MustacheError? {
        let templates = self.templates
        let library = TemplateLibrary(strictPartials: strict) { name in
            templates[name].map { (source: $0, path: "\(name).mustache") }
        }
        do {
            switch action {
            case .render: _ = try library.render(entry, data)
            case .validate: try library.validate(entry)
            }
            return nil
        } catch {
            return error
        }
    }
}

private func error(_ path: String, _ line: Int, _ column: Int, _ message: String) -> MustacheError {
    MustacheError(path: path, line: line, column: column, message: message)
}

/// The first eight names of an endlessly repeating chain, as nesting errors show it.
private func nestingChain(_ names: [String]) -> String {
    (0..<8).map { names[$0 % names.count] }.joined(separator: " -> ") + " -> ..."
}

let errorCases: [ErrorCase] = [
    ErrorCase(
        label: "unclosed tag",
        templates: ["page": "line one\nline two\nab: {{name\n"],
        expected: error("page.mustache", 3, 5, "unclosed tag: expected '}}'")),
    ErrorCase(
        label: "unclosed triple mustache",
        templates: ["page": "{{{name}}"],
        expected: error("page.mustache", 1, 1, "unclosed tag: expected '}}}'")),
    ErrorCase(
        label: "columns count Unicode scalars",
        templates: ["page": "h\u{E9}llo \u{1F600} {{#a}}"],
        expected: error("page.mustache", 1, 9, "unclosed section 'a'")),
    ErrorCase(
        label: "unclosed section",
        templates: ["page": "<ul>\n  {{#items}}\n    <li>{{.}}</li>\n</ul>\n"],
        expected: error("page.mustache", 2, 3, "unclosed section 'items'")),
    ErrorCase(
        label: "unclosed block inside parent",
        templates: ["page": "{{<layout}}\n{{$body}}\n{{/layout}}"],
        expected: error("page.mustache", 3, 1, "closing tag 'layout' does not match block 'body' opened at line 2, column 1")),
    ErrorCase(
        label: "mismatched close",
        templates: ["page": "{{#a}}{{/b}}"],
        expected: error("page.mustache", 1, 7, "closing tag 'b' does not match section 'a' opened at line 1, column 1")),
    ErrorCase(
        label: "close without open",
        templates: ["page": "text\n{{/a}}"],
        expected: error("page.mustache", 2, 1, "unexpected closing tag 'a'")),
    ErrorCase(
        label: "position after a multi-line comment and changed delimiters",
        templates: ["page": "{{! one\ntwo }}{{=<% %>=}}\n  <%#a%>"],
        expected: error("page.mustache", 3, 3, "unclosed section 'a'")),
    ErrorCase(
        label: "invalid delimiters",
        templates: ["page": "\n {{=<% =}}"],
        expected: error("page.mustache", 2, 2, "invalid delimiters '<%': expected two strings without '=' or spaces")),
    ErrorCase(
        label: "invalid name",
        templates: ["page": "{{user..name}}"],
        expected: error("page.mustache", 1, 1, "invalid name 'user..name'")),
    ErrorCase(
        label: "name with spaces",
        templates: ["page": "{{first name}}"],
        expected: error("page.mustache", 1, 1, "invalid name 'first name'")),
    ErrorCase(
        label: "empty tag",
        templates: ["page": "a {{ }}"],
        expected: error("page.mustache", 1, 3, "missing name in tag")),
    ErrorCase(
        label: "sections nested too deeply",
        templates: ["page": String(repeating: "{{#a}}", count: 101)],
        expected: error("page.mustache", 1, 601, "sections nested deeper than 100")),
    ErrorCase(
        label: "unknown template",
        templates: [:],
        entry: "missing",
        expected: error("missing", 1, 1, "unknown template 'missing'")),
    ErrorCase(
        label: "unknown partial",
        templates: ["page": "<table>\n  {{>cell}}\n</table>\n"],
        expected: error("page.mustache", 2, 3, "unknown partial 'cell'")),
    ErrorCase(
        label: "unknown parent",
        templates: ["page": "{{<layout}}{{$body}}x{{/body}}{{/layout}}"],
        expected: error("page.mustache", 1, 1, "unknown parent 'layout'")),
    ErrorCase(
        label: "unknown dynamic partial",
        templates: ["page": "{{#items}}{{>*kind}}{{/items}}"],
        data: ["items": [["kind": "card"]]],
        expected: error("page.mustache", 1, 11, "unknown partial 'card'")),
    ErrorCase(
        label: "syntax error inside a partial",
        templates: ["page": "{{>list}}", "list": "<ul>\n\n  {{#items}}\n"],
        expected: error("list.mustache", 3, 3, "unclosed section 'items'")),
    ErrorCase(
        label: "syntax error in a lambda's result",
        templates: ["page": "x\n {{#wrap}}y{{/wrap}}"],
        data: ["wrap": .lambda(MustacheLambda { _ in "{{#oops}}" })],
        expected: error("page.mustache", 2, 2, "in result of lambda 'wrap': unclosed section 'oops'")),
    ErrorCase(
        label: "validate finds an unknown partial that rendering would skip",
        templates: ["page": "{{>a}}", "a": "\n{{#never}}{{>missing}}{{/never}}"],
        action: .validate,
        expected: error("a.mustache", 2, 11, "unknown partial 'missing'")),
    ErrorCase(
        label: "validate finds syntax errors in partials",
        templates: ["page": "{{<layout}}{{/layout}}", "layout": "{{$body}}"],
        action: .validate,
        expected: error("layout.mustache", 1, 1, "unclosed block 'body'")),
    ErrorCase(
        label: "partial cycle",
        templates: ["a": "{{>b}}", "b": "x {{>a}}"],
        entry: "a",
        action: .validate,
        expected: error("b.mustache", 1, 3, "partial cycle: a -> b -> a")),
    ErrorCase(
        label: "partial cycle through a parent",
        templates: ["page": "{{#x}}{{>a}}{{/x}}", "a": "{{<b}}{{$t}}{{/t}}{{/b}}", "b": "\n  {{>a}}"],
        action: .validate,
        expected: error("b.mustache", 2, 3, "partial cycle: a -> b -> a")),
    ErrorCase(
        label: "runaway cycle while rendering",
        templates: ["a": "{{>b}}", "b": "x {{>a}}"],
        entry: "a",
        expected: error("a.mustache", 1, 1, "partial nesting deeper than 64: " + nestingChain(["b", "a"]))),
    ErrorCase(
        label: "unguarded self-inclusion",
        templates: ["self": "{{>self}}"],
        entry: "self",
        expected: error("self.mustache", 1, 1, "partial nesting deeper than 64: " + nestingChain(["self"]))),
    ErrorCase(
        label: "self-inclusion guarded by a value that never changes",
        templates: ["self": "{{#more}}\n  {{>self}}\n{{/more}}\n"],
        entry: "self",
        data: ["more": true],
        expected: error("self.mustache", 2, 3, "partial nesting deeper than 64: " + nestingChain(["self"]))),
    ErrorCase(
        label: "lambda expanding to itself",
        templates: ["page": "{{again}}"],
        data: ["again": .lambda(MustacheLambda { _ in "{{again}}" })],
        expected: error("page.mustache", 1, 1, "lambda nesting deeper than 64: " + nestingChain(["again()"]))),
]

@Suite struct ErrorTests {
    @Test(arguments: errorCases)
    func reportsLocation(_ test: ErrorCase) {
        #expect(test.run() == test.expected)
    }

    @Test func description() {
        let error = MustacheError(path: "templates/page.mustache", line: 3, column: 5, message: "unclosed section 'items'")
        #expect(error.description == "templates/page.mustache:3:5: error: unclosed section 'items'")
    }

    @Test func templateInitializerReportsItsPath() {
        #expect(throws: MustacheError(path: "inline", line: 1, column: 3, message: "unclosed tag: expected '}}'")) {
            try Template(source: "a {{b", path: "inline")
        }
    }

    @Test func recursionThatEndsWithTheDataIsNotACycle() throws {
        let templates = ["tree": "{{name}}{{#children}}({{>tree}}){{/children}}"]
        let library = TemplateLibrary { name in templates[name].map { (source: $0, path: name) } }
        try library.validate("tree")
        // Leaves need their own empty list; otherwise the lookup would find the parent's children again.
        let data: MustacheValue = ["name": "a", "children": [["name": "b", "children": [["name": "c", "children": []]]]]]
        #expect(try library.render("tree", data) == "a(b(c))")
    }
}

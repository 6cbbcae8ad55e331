import Foundation
import Mustache
import Testing

private func library(
    strictPartials: Bool = true, _ templates: [String: String]
) -> TemplateLibrary {
    TemplateLibrary(strictPartials: strictPartials) { name in
        templates[name].map { (source: $0, path: "\(name).mustache") }
    }
}

private func render(_ source: String, _ context: MustacheValue, partials: [String: String] = [:]) throws -> String {
    try library(partials).render(Template(source: source, path: "test"), context)
}

@Suite struct RenderingTests {
    @Test(arguments: [
        (MustacheValue.int(42), "42"),
        (.int(-7), "-7"),
        (.double(1.0), "1"),
        (.double(-0.0), "0"),
        (.double(1.21), "1.21"),
        (.double(0.1 + 0.2), "0.30000000000000004"),
        (.double(1e20), "1e+20"),
        (.bool(true), "true"),
        (.null, ""),
    ])
    func numbersAndScalars(value: MustacheValue, expected: String) throws {
        #expect(try render("{{value}}", ["value": value]) == expected)
    }

    @Test func escapesApostrophes() throws {
        #expect(try render("{{v}}|{{{v}}}", ["v": "<a href='x'>&\"</a>"])
            == "&lt;a href=&#39;x&#39;&gt;&amp;&quot;&lt;/a&gt;|<a href='x'>&\"</a>")
    }

    /// A template named *.xml (sitemap, feed) escapes for XML, partials
    /// included, and leaves out what XML forbids even as a reference.
    @Test func xmlTemplatesEscapeForXML() throws {
        let templates = library(["feed.xml": "<t>{{v}}</t>{{>part}}", "part": "<p>{{v}}</p>", "page": "{{v}}"])
        let value: MustacheValue = ["v": "a'b&\u{1}c\u{FFFE}\td"]
        #expect(try templates.render("feed.xml", value) == "<t>a&apos;b&amp;c\td</t><p>a&apos;b&amp;c\td</p>")
        #expect(try templates.render("page", value) == "a&#39;b&amp;\u{1}c\u{FFFE}\td")
    }

    /// XML escaping goes by bytes: what has nothing to escape is kept whole,
    /// and U+FFFE/U+FFFF go while their neighbours in UTF-8 (U+FFFD, U+EFBF…) stay.
    @Test(arguments: [
        ("https://example.org/a/", "https://example.org/a/"),
        ("", ""),
        ("&", "&amp;"),
        ("<a>", "&lt;a&gt;"),
        ("end&", "end&amp;"),
        ("\u{0}\u{1F}x\u{7F}", "x\u{7F}"),
        ("é\u{FFFF}ü\u{FFFE}", "éü"),
        ("\u{FFFD}\u{FFFC}\u{EFBF}", "\u{FFFD}\u{FFFC}\u{EFBF}"),
        ("日本\u{1}語 \"q\" 'a'", "日本語 &quot;q&quot; &apos;a&apos;"),
        ("\r\n\t", "\r\n\t"),
    ])
    func xmlEscaping(_ text: String, _ escaped: String) throws {
        let templates = library(["x.xml": "{{v}}"])
        #expect(try templates.render("x.xml", ["v": .string(text)]) == escaped)
    }

    @Test func helperLambdaSectionGetsRenderedContentAndIsInsertedVerbatim() throws {
        let context: MustacheValue = [
            "name": "<Bob>",
            "upper": .lambda(MustacheLambda(rendering: { $0.uppercased() })),
            "literal": .lambda(MustacheLambda(rendering: { _ in "{{name}} <b>" })),
        ]
        #expect(try render("{{#upper}}Hi {{name}}!{{/upper}}", context) == "HI &LT;BOB&GT;!")
        #expect(try render("{{#literal}}ignored{{/literal}}", context) == "{{name}} <b>")
    }

    @Test func helperLambdaInterpolationIsEscapedUnlessRaw() throws {
        let context: MustacheValue = ["tag": .lambda(MustacheLambda(rendering: { text in "<\(text.isEmpty ? "br" : text)>" }))]
        #expect(try render("{{tag}} {{{tag}}} {{&tag}}", context) == "&lt;br&gt; <br> <br>")
    }

    @Test func specLambdaInterpolationRendersItsResult() throws {
        let context: MustacheValue = ["who": "World", "greeting": .lambda(MustacheLambda { _ in "Hello, {{who}}" })]
        #expect(try render("{{greeting}}!", context) == "Hello, World!")
    }

    @Test func unknownPartialsRenderEmptyUnlessStrict() throws {
        let lenient = library(strictPartials: false, ["page": "[{{>missing}}]"])
        #expect(try lenient.render("page", [:]) == "[]")
        try lenient.validate("page")
        let strict = library(["page": "[{{>missing}}]"])
        #expect(throws: MustacheError.self) { try strict.render("page", [:]) }
    }

    @Test func nestedStandalonePartialsComposeIndentation() throws {
        let templates = library([
            "page": "<div>\n  {{>list}}\n</div>\n",
            "list": "<ul>\n{{#items}}\n  {{>item}}\n{{/items}}\n</ul>\n",
            "item": "<li>\n  {{.}}\n</li>\n",
        ])
        let expected = "<div>\n  <ul>\n    <li>\n      a\n    </li>\n    <li>\n      b\n    </li>\n  </ul>\n</div>\n"
        #expect(try templates.render("page", ["items": ["a", "b"]]) == expected)
        // The same cached templates serve other indentations without being re-parsed.
        #expect(try templates.render("list", ["items": ["a"]]) == "<ul>\n  <li>\n    a\n  </li>\n</ul>\n")
        #expect(try templates.template(named: "item") === templates.template(named: "item"))
    }

    @Test func layoutInheritance() throws {
        let templates = library([
            "layout": """
                <html>
                  <head><title>{{$title}}Site{{/title}}</title></head>
                  <body>
                    {{$body}}
                    <p>no content</p>
                    {{/body}}
                  </body>
                </html>

                """,
            "post": """
                {{<layout}}
                {{$title}}{{title}} – Site{{/title}}
                {{$body}}
                <article>
                  {{{html}}}
                </article>
                {{/body}}
                {{/layout}}

                """,
        ])
        let expected = """
            <html>
              <head><title>Hello – Site</title></head>
              <body>
                <article>
                  <p>Hi</p>
                </article>
              </body>
            </html>

            """
        #expect(try templates.render("post", ["title": "Hello", "html": "<p>Hi</p>"]) == expected)
    }

    @Test func dynamicParent() throws {
        let templates = library([
            "page": "{{<*layout}}{{$body}}hi{{/body}}{{/*layout}}",
            "plain": "[{{$body}}{{/body}}]",
        ])
        #expect(try templates.render("page", ["layout": "plain"]) == "[hi]")
    }

    @Test func decodesJSON() throws {
        let json = #"{"i": 3, "d": 2.5, "b": true, "s": "x", "n": null, "a": [1, "two"], "o": {"k": false}}"#
        let value = try JSONDecoder().decode(MustacheValue.self, from: Data(json.utf8))
        let output = try render("{{i}} {{d}} {{b}} {{s}} [{{n}}] {{#a}}{{.}},{{/a}} {{^o.k}}no{{/o.k}}", value)
        #expect(output == "3 2.5 true x [] 1,two, no")
    }

    @Test func literalsBuildValues() throws {
        let value: MustacheValue = ["list": [1, 2.5, "three", true, nil], "empty": []]
        #expect(try render("{{#list}}({{.}}){{/list}}{{^empty}}none{{/empty}}", value) == "(1)(2.5)(three)(true)()none")
    }
}

/// A list made item by item (the sitemap's addresses) renders as the array
/// of its items, and makes each item only as the section reaches it.
@Suite struct MadeListTests {
    static let templates = [
        "{{#urls}}<{{loc}}>{{/urls}}",
        "{{^urls}}none{{/urls}}",
        "[{{urls}}]",
        "{{#urls}}{{#loc}}({{.}}){{/loc}}{{/urls}}",
        "{{#urls}}{{title}}:{{loc}};{{/urls}}",
    ]

    @Test(arguments: templates, [0, 1, 3])
    func rendersAsItsArray(_ source: String, _ count: Int) throws {
        let items: [MustacheValue] = (0..<count).map { .object(["loc": .string("/p\($0)/")]) }
        let array: MustacheValue = ["urls": .array(items), "title": "T"]
        let list: MustacheValue = ["urls": .list(MustacheList(count: count) { items[$0] }), "title": "T"]
        #expect(try render(source, list) == render(source, array))
    }

    @Test func itemsAreMadeOneAtATimeAsTheSectionReachesThem() throws {
        final class Made: @unchecked Sendable { var order: [Int] = [] }
        let made = Made()
        let list = MustacheList(count: 3) { index in
            made.order.append(index)
            return .object(["n": .int(index)])
        }
        let context: MustacheValue = ["urls": .list(list)]
        #expect(made.order.isEmpty)
        #expect(try render("{{^urls}}no{{/urls}}{{#urls}}{{n}}{{/urls}}", context) == "012")
        #expect(made.order == [0, 1, 2])
        #expect(try render("{{#urls}}{{n}}{{/urls}}{{#urls}}{{n}}{{/urls}}", context) == "012012")
        #expect(MustacheList(count: -2) { _ in .null }.count == 0)
    }
}

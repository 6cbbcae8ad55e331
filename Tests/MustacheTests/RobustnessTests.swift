import Dispatch
import Foundation
import Mustache
import Testing

/// Deterministic generator, so a failing input can be reproduced.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Collects results from concurrent work.
final class Results<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [Value?]

    init(count: Int) {
        values = Array(repeating: nil, count: count)
    }

    subscript(index: Int) -> Value? {
        get {
            lock.lock()
            defer { lock.unlock() }
            return values[index]
        }
        set {
            lock.lock()
            defer { lock.unlock() }
            values[index] = newValue
        }
    }

    var all: [Value?] {
        lock.lock()
        defer { lock.unlock() }
        return values
    }
}

private let fragments = [
    "{{", "}}", "{{{", "}}}", "{", "}", "=", "*", "&", "!", ".", "#", "/", "<", ">", "$", "^",
    "{{a}}", "{{{x}}}", "{{&x}}", "{{.}}", "{{ nested.a.b }}", "{{!c}}", "{{! multi\nline }}",
    "{{#a}}", "{{/a}}", "{{^b}}", "{{/b}}", "{{#list}}", "{{/list}}", "{{#nested}}", "{{/nested}}",
    "{{>p}}", "{{> q }}", "{{>*name}}", "{{>missing}}", "{{<layout}}", "{{/layout}}", "{{<*name}}", "{{/*name}}",
    "{{$body}}", "{{/body}}", "{{$title}}", "{{/title}}",
    "{{=<% %>=}}", "<%", "%>", "<%a%>", "<%={{ }}=%>", "{{=", "=}}", "{{= | | =}}", "|a|",
    "{{#lambda}}", "{{/lambda}}", "{{lambda}}", "{{#upper}}", "{{/upper}}",
    "\n", "\r\n", "  ", "\t", "text", "<b>", "é", "\u{1F600}",
]

private let seeds = [
    "<ul>\n{{#list}}\n  <li>{{.}}</li>\n{{/list}}\n</ul>\n",
    "{{<layout}}\n{{$title}}Hi {{x}}{{/title}}\n{{$body}}\n  {{>p}}\n{{/body}}\n{{/layout}}\n",
    "{{#a}}\n  {{>*name}}\n{{/a}}{{^b}}none{{/b}}",
    "{{=<% %>=}}<%#nested%><%a.b%><%/nested%><%={{ }}=%>{{{x}}}",
    "{{#lambda}}{{a}}{{/lambda}} {{#upper}}{{x}}{{/upper}}",
]

private func randomTemplate(using rng: inout SplitMix64) -> String {
    if Bool.random(using: &rng) {
        let count = Int.random(in: 0...30, using: &rng)
        return (0..<count).map { _ in fragments.randomElement(using: &rng)! }.joined()
    }
    var characters = Array(seeds.randomElement(using: &rng)!)
    for _ in 0..<Int.random(in: 1...4, using: &rng) {
        let position = Int.random(in: 0...characters.count, using: &rng)
        let end = Int.random(in: position...min(characters.count, position + 12), using: &rng)
        switch Int.random(in: 0..<3, using: &rng) {
        case 0: characters.removeSubrange(position..<end)
        case 1: characters.insert(contentsOf: characters[position..<end], at: position)
        default: characters.insert(contentsOf: fragments.randomElement(using: &rng)!, at: position)
        }
    }
    return String(characters)
}

private let fuzzData: MustacheValue = [
    "a": true, "b": false, "x": "<&\"'>", "name": "p", "list": [1, 2.5],
    "nested": ["a": ["b": "deep"]],
    "lambda": .lambda(MustacheLambda { text in text + "{{x}}" }),
    "upper": .lambda(MustacheLambda(rendering: { $0.uppercased() })),
]

@Suite struct RobustnessTests {
    @Test(.timeLimit(.minutes(1)))
    func garbageRendersOrFailsWithAnError() {
        var rng = SplitMix64(state: 0x5EED)
        var rendered = 0
        var failed = 0
        for _ in 0..<500 {
            var templates: [String: String] = [:]
            for name in ["page", "p", "q", "layout"] {
                templates[name] = randomTemplate(using: &rng)
            }
            let sources = templates
            let library = TemplateLibrary(strictPartials: Bool.random(using: &rng)) { name in
                sources[name].map { (source: $0, path: name) }
            }
            // The typed `do` makes the compiler check that only MustacheError can be thrown; reaching the
            // end without a crash or hang is the point.
            do throws(MustacheError) {
                _ = try library.render("page", fuzzData)
                rendered += 1
            } catch {
                failed += 1
            }
            _ = try? library.validate("page")
        }
        #expect(rendered > 50)
        #expect(failed > 50)
    }

    @Test func pathologicalNestingFailsCleanlyOnWorkerThreads() {
        let nested = String(repeating: "{{#t}}", count: 99) + "{{>deep}}" + String(repeating: "{{/t}}", count: 99)
        let library = TemplateLibrary { name in name == "deep" ? (source: nested, path: name) : nil }
        let messages = Results<String>(count: 2)
        DispatchQueue.concurrentPerform(iterations: 2) { index in
            do throws(MustacheError) {
                _ = try library.render("deep", ["t": true])
            } catch {
                messages[index] = error.message
            }
        }
        #expect(messages.all == Array(repeating: "template nesting deeper than 500", count: 2))
    }

    /// Templates whose work multiplies stop at the render budget, located at the tag where it ran out.
    @Test(.timeLimit(.minutes(1)), arguments: [
        // Twelve sections over ten tags inside each other: 10^12 repetitions.
        ("page", String(repeating: "{{#tags}}", count: 12) + "x" + String(repeating: "{{/tags}}", count: 12), "section repetitions"),
        // Each partial includes the next twice: 2^40 inclusions, well within the nesting limit.
        ("p0", "{{>p1}}{{>p1}}", "section repetitions and partials"),
        // Few repetitions of a large value: the output limit.
        ("big", "{{#tags}}{{#tags}}{{#tags}}{{{blob}}}{{/tags}}{{/tags}}{{/tags}}", "MB of output"),
    ])
    func multiplyingTemplatesStopAtTheBudget(_ name: String, _ source: String, _ message: String) {
        let library = TemplateLibrary { requested in
            if requested == name { return (source: source, path: requested + ".mustache") }
            guard requested.hasPrefix("p"), let level = Int(requested.dropFirst()), level < 40 else {
                return requested == "p40" ? (source: "x", path: "p40.mustache") : nil
            }
            return (source: "{{>p\(level + 1)}}{{>p\(level + 1)}}", path: requested + ".mustache")
        }
        let tags = MustacheValue.array((0..<10).map { .string("t\($0)") })
        let context: MustacheValue = ["tags": tags, "blob": .string(String(repeating: "b", count: 200_000))]
        #expect {
            _ = try library.render(name, context)
        } throws: { error in
            guard let error = error as? MustacheError else { return false }
            return error.message.hasPrefix("rendering stopped: the page needs more than") && error.message.contains(message)
                && error.path.hasSuffix(".mustache") && error.line == 1
        }
    }

    @Test func aLargeOrdinaryPageIsWithinTheBudget() throws {
        let items = MustacheValue.array((0..<20_000).map { ["title": .string("Item \($0)"), "tags": ["a", "b", "c"]] })
        let library = TemplateLibrary { name in
            name == "page" ? (source: "{{#items}}<li>{{title}}{{#tags}} {{.}}{{/tags}}{{>row}}</li>{{/items}}", path: name)
                : name == "row" ? (source: "<span></span>", path: name) : nil
        }
        #expect(try library.render("page", ["items": items]).hasPrefix("<li>Item 0 a b c<span></span></li>"))
    }

    @Test func concurrentRendersShareOneLibrary() throws {
        let templates = [
            "page": "{{<layout}}{{$body}}\n{{#items}}\n  {{>*kind}}\n{{/items}}\n{{/body}}{{/layout}}",
            "layout": "<html>\n  <body>\n    {{$body}}{{/body}}\n  </body>\n</html>\n",
            "card": "<div class=\"card\">\n  {{title}}\n</div>\n",
            "row": "<p>{{title}}</p>\n",
        ]
        let loader: @Sendable (String) -> (source: String, path: String)? = { name in
            templates[name].map { (source: $0, path: name) }
        }
        let items: [MustacheValue] = (0..<50).map { index in
            ["kind": index.isMultiple(of: 2) ? "card" : "row", "title": .string("Item \(index) & co")]
        }
        let context: MustacheValue = ["items": .array(items)]
        let expected = try TemplateLibrary(loader: loader).render("page", context)
        #expect(expected.hasPrefix("<html>\n  <body>\n    <div class=\"card\">\n      Item 0 &amp; co\n    </div>\n    <p>Item 1"))

        // A fresh library, so the first renders also race to load and cache the templates.
        let library = TemplateLibrary(loader: loader)
        let results = Results<String>(count: 1_000)
        DispatchQueue.concurrentPerform(iterations: 1_000) { index in
            results[index] = try? library.render("page", context)
        }
        #expect(results.all == Array(repeating: expected, count: 1_000))
    }
}

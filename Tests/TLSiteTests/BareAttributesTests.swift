import Mustache
import Testing
@testable import TLSite

/// Static attribute values lose quotes they do not need, and nothing else
/// changes: a table of template sources and what they render (issue 31).
struct BareAttributesTests {
    func render(_ source: String, _ context: MustacheValue = .object([:])) throws -> String {
        let template = try Template(source: source, path: "t.html", rewriter: BareAttributes())
        return try TemplateLibrary { _ in nil }.render(template, context)
    }

    @Test(arguments: [
        // Bare: a value of letters, digits, - _ . : followed by space or >.
        (#"<li class="tl-avatar">A</li>"#, "<li class=tl-avatar>A</li>"),
        (#"<span class="a" aria-hidden="true"></span>"#, "<span class=a aria-hidden=true></span>"),
        (#"<meta charset="utf-8">"#, "<meta charset=utf-8>"),
        ("<p class=\"x\"\n   id=\"y\">", "<p class=x\n   id=y>"),
        // Kept: white space, other characters, empty values, single quotes.
        (#"<p class="a b">"#, #"<p class="a b">"#),
        (#"<a href="../x/">"#, #"<a href="../x/">"#),
        (#"<img alt="">"#, #"<img alt="">"#),
        (#"<p class='a'>"#, #"<p class='a'>"#),
        (#"<p title="a=b">"#, #"<p title="a=b">"#),
        // Kept: a quote followed by / (an unquoted value would take it in).
        (#"<img src="x.png"/>"#, #"<img src="x.png"/>"#),
        (#"<img src="x.png" />"#, #"<img src=x.png />"#),
        // Text is not a tag: what reads like an attribute in it stays.
        (#"<p>Set class="x" here</p>"#, #"<p>Set class="x" here</p>"#),
        (#"a < b class="x" >"#, #"a < b class="x" >"#),
        (#"<!-- <p class="x"> -->"#, #"<!-- <p class="x"> -->"#),
        (#"<script>document.querySelector('<a class="x">')</script><p class="y">"#,
         #"<script>document.querySelector('<a class="x">')</script><p class=y>"#),
        (#"<style>a[class="x"]{}</style>"#, #"<style>a[class="x"]{}</style>"#),
        (#"<title><b class="x"></title><p class="y">"#, #"<title><b class="x"></title><p class=y>"#),
        (#"<textarea><b class="x"></textarea>"#, #"<textarea><b class="x"></textarea>"#),
        ("<!DOCTYPE html>\n<html class=\"a\">", "<!DOCTYPE html>\n<html class=a>"),
    ])
    func staticValues(source: String, expected: String) throws {
        #expect(try render(source) == expected)
    }

    @Test(arguments: [
        // A value with a tag in it is quoted as written, whatever it renders.
        (#"<p class="tl-{{k}}">"#, #"<p class="tl-x">"#),
        (#"<p title="{{k}} {{k}}">"#, #"<p title="x x">"#),
        // What follows the quote is a tag: only known when rendering, so kept.
        (#"<li class="a"{{#k}} title="t"{{/k}}>"#, #"<li class="a" title="t">"#),
        (#"<li{{#k}} title="t"{{/k}} class="a">"#, #"<li title="t" class=a>"#),
        // A quote in a tag's text does not start a value.
        (#"<p data-x="{{! say "hi" }}" class="a">"#, #"<p data-x="" class=a>"#),
        // A tag opened before a {{tag}} goes on after it.
        ("<h{{k}} class=\"t\">x</h{{k}}>", "<hx class=t>x</hx>"),
        // Text rendered by a tag is never rewritten.
        (#"<p>{{{raw}}}</p>"#, #"<p><b class="r">x</b></p>"#),
    ])
    func valuesNextToTags(source: String, expected: String) throws {
        let context = MustacheValue.object(["k": .string("x"), "raw": .string(#"<b class="r">x</b>"#)])
        #expect(try render(source, context) == expected)
    }

    /// A variable that is a value's whole text is written bare when its
    /// value allows it, and quoted as before when it does not.
    @Test(arguments: [
        ("x", #"<p id=x class=c>"#),
        ("2024-05-01T08:00:00Z", #"<p id=2024-05-01T08:00:00Z class=c>"#),
        ("a b", #"<p id="a b" class=c>"#),
        ("../x/", #"<p id="../x/" class=c>"#),
        (#"a"b"#, #"<p id="a&quot;b" class=c>"#),
        ("", #"<p id="" class=c>"#),
    ])
    func aVariableAloneInAValue(value: String, expected: String) throws {
        #expect(try render(#"<p id="{{k}}" class="c">"#, .object(["k": .string(value)])) == expected)
    }

    @Test func aMissingValueStaysAnEmptyValue() throws {
        #expect(try render(#"<p id="{{missing}}" class="c">"#) == #"<p id="" class=c>"#)
    }

    @Test(arguments: [
        // Followed by a tag, or not alone in the value, or not escaped: as written.
        (#"<p id="{{k}}"{{#k}} title="t"{{/k}}>"#, #"<p id="x" title="t">"#),
        (#"<p id="{{k}}{{k}}">"#, #"<p id="xx">"#),
        (#"<p id="{{{k}}}">"#, #"<p id="x">"#),
        (#"<p>"{{k}}" said</p>"#, #"<p>"x" said</p>"#),
        (#"<p id='{{k}}'>"#, #"<p id='x'>"#),
    ])
    func aVariableNotAloneKeepsItsQuotes(source: String, expected: String) throws {
        #expect(try render(source, .object(["k": .string("x")])) == expected)
    }

    @Test func aParentsOverridesAreRewrittenAsTheTextAroundThem() throws {
        let library = TemplateLibrary(rewriter: { _ in BareAttributes() }) { name in
            switch name {
            case "base": (#"<main class="m">{{$body}}{{/body}}</main>"#, "base.html")
            case "page": (#"{{<base}}{{$body}}<p class="p">x</p>{{/body}}{{/base}}"#, "page.html")
            default: nil
            }
        }
        #expect(try library.render("page", .object([:])) == "<main class=m><p class=p>x</p></main>")
    }

    @Test func errorsPointAtTheSourceAsWritten() {
        // Two quotes taken off before the error: its column is still the source's.
        #expect(throws: MustacheError.self) { try render(#"<p class="a" id="b">{{#x}}"#) }
        do { _ = try render(#"<p class="a" id="b">{{#x}}"#) } catch let error as MustacheError {
            #expect(error.line == 1 && error.column == 21, "\(error)")
        } catch {}
    }
}

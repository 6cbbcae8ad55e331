import Foundation
import TLFormats
import TLMarkdown
import Testing

/// The GFM extension examples of `../shared/spec/gfm/gfm-extensions.json`
/// (the GFM spec's and cmark-gfm's extension tests), rendered with every
/// extension on and raw HTML kept, compared as HTML: whitespace between tags,
/// attribute order and `/>` do not count; the differences docs/markdown.md
/// lists (alignment as a style, the checkboxes' aria-label and class) are undone first.
struct GFMExample: Sendable, CustomTestStringConvertible {
    let number: Int
    let section: String
    let markdown: String
    let html: String
    var testDescription: String { "example \(number) (\(section))" }

    var rendered: String {
        var options = MarkdownOptions()
        options.unsafe = true
        return GFM.render(markdown, options: options).html
    }

    /// cmark-gfm gives `<IGNORE>` where only "no crash" is asked.
    var passes: Bool { html == "<IGNORE>\n" || html == "<IGNORE>" ? { _ = rendered; return true }() : HTMLNormal.form(rendered) == HTMLNormal.form(html) }
}

enum GFMSpec {
    /// `$TLSITE_SHARED/spec/gfm/…`, else `<package root>/../shared/spec/gfm/…`
    /// (docs/development.md, "Data from ../shared").
    static let file: URL = {
        let shared = ProcessInfo.processInfo.environment["TLSITE_SHARED"].map { URL(fileURLWithPath: $0) }
            ?? URL(fileURLWithPath: #filePath)
                .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
                .appendingPathComponent("../shared")
        return shared.appendingPathComponent("spec/gfm/gfm-extensions.json").standardizedFileURL
    }()

    static let available = FileManager.default.isReadableFile(atPath: file.path)
    static let skipReason: Comment = "skipped: ../shared/spec/gfm not found (looked for \(file.path); set TLSITE_SHARED to the shared folder)"

    private struct File: Decodable {
        struct Example: Decodable { let section: String; let markdown: String; let html: String }
        let examples: [Example]
    }

    static let examples: [GFMExample] = {
        guard let data = try? Data(contentsOf: file), let decoded = try? JSONDecoder().decode(File.self, from: data) else { return [] }
        return decoded.examples.enumerated().map { GFMExample(number: $0.offset, section: $0.element.section, markdown: $0.element.markdown, html: $0.element.html) }
    }()
}

enum HTMLNormal {
    /// Tags with sorted attributes (aria-label and the checkbox's class dropped, text-align styles as
    /// `align`), no whitespace between tags, no trailing newline.
    static func form(_ html: String) -> String {
        var result = ""
        var rest = Substring(html)
        while let open = rest.firstIndex(of: "<") {
            result += rest[..<open]
            guard let close = rest[open...].firstIndex(of: ">") else { break }
            result += tag(String(rest[open...close]))
            rest = rest[rest.index(after: close)...]
        }
        result += rest
        let collapsed = result.replacingOccurrences(of: ">\\s+<", with: "><", options: .regularExpression)
        return collapsed.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    private static func tag(_ tag: String) -> String {
        guard let regex = try? NSRegularExpression(pattern: "^<([A-Za-z][A-Za-z0-9]*)((?:\\s+[a-zA-Z-]+(?:=\"[^\"]*\")?)*)\\s*/?>$") else { return tag }
        let range = NSRange(tag.startIndex..., in: tag)
        guard let match = regex.firstMatch(in: tag, range: range), let nameRange = Range(match.range(at: 1), in: tag),
              let attributesRange = Range(match.range(at: 2), in: tag) else { return tag }
        let attributePattern = try! NSRegularExpression(pattern: "([a-zA-Z-]+)(?:=\"([^\"]*)\")?")
        let text = String(tag[attributesRange])
        var attributes: [String] = []
        for attribute in attributePattern.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
            let name = String(text[Range(attribute.range(at: 1), in: text)!])
            let value = Range(attribute.range(at: 2), in: text).map { String(text[$0]) } ?? ""
            if name == "aria-label" || (name == "class" && value == "task-list-item-checkbox") { continue }
            if name == "style", value.hasPrefix("text-align: ") {
                attributes.append("align=\"\(value.dropFirst("text-align: ".count))\"")
                continue
            }
            attributes.append("\(name)=\"\(value)\"")
        }
        return "<" + tag[nameRange] + attributes.sorted().map { " " + $0 }.joined() + ">"
    }
}

@Suite(.enabled(if: GFMSpec.available, GFMSpec.skipReason)) struct GFMSpecTests {
    @Test(arguments: GFMSpec.examples)
    func example(_ example: GFMExample) {
        #expect(HTMLNormal.form(example.rendered) == HTMLNormal.form(example.html) || example.passes, "\(example.markdown)")
    }

    @Test func totals() throws {
        #expect(!GFMSpec.examples.isEmpty, "\(GFMSpec.file.path) holds no examples")
        let failed = GFMSpec.examples.filter { !$0.passes }
        for example in failed {
            print("gfm: example \(example.number) (\(example.section)) differs:\n\(example.markdown)\n--- expected\n\(example.html)\n--- rendered\n\(example.rendered)")
        }
        print("gfm: \(GFMSpec.examples.count - failed.count) passed, \(failed.count) failed")
        #expect(failed.isEmpty)
    }
}

/// CI sets TLSITE_REQUIRE_SHARED=1 (scripts/check-shared.sh): there the examples must be found.
@Suite struct GFMSpecPresenceTests {
    @Test(.enabled(if: ProcessInfo.processInfo.environment["TLSITE_REQUIRE_SHARED"] == "1"))
    func examplesAreThereWhenRequired() {
        #expect(GFMSpec.available, "no GFM examples at \(GFMSpec.file.path)")
    }
}

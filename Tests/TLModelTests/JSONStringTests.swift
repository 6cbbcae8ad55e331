import Foundation
import Testing
import TLCore

/// One JSON quoter serves the diagnostics' JSON lines and the changelog's
/// search index: every result must parse back to the text it quoted.
struct JSONStringTests {
    @Test(arguments: [
        ("plain", false, #""plain""#),
        ("say \"hi\" \\ now", false, #""say \"hi\" \\ now""#),
        ("a\nb\rc\td", false, #""a\nb\rc\td""#),
        ("\u{1}\u{1f}", false, #""\u0001\u001f""#),
        ("line\u{2028}para\u{2029}", false, #""line\u2028para\u2029""#),
        ("</script><b>&amp;", false, #""</script><b>&amp;""#),
        ("</script><b>&amp;", true, #""\u003c/script\u003e\u003cb\u003e\u0026amp;""#),
        ("é 😀 中", true, "\"é 😀 中\""),
    ] as [(String, Bool, String)])
    func quotes(_ text: String, _ markup: Bool, _ expected: String) throws {
        let quoted = jsonQuoted(text, escapingMarkup: markup)
        #expect(quoted == expected)
        let back = try JSONSerialization.jsonObject(with: Data(quoted.utf8), options: .fragmentsAllowed) as? String
        #expect(back == text)
    }
}

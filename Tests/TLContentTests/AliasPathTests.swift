import Testing
import TLContent

/// `aliases:` as written -> the page path it names, or why it names none.
struct AliasPathTests {
    @Test(arguments: [
        ("/old/path/", "old/path/"),
        ("/old/path", "old/path/"),
        ("/first.html", "first.html"),
        ("/a/Page.HTM", "a/Page.HTM"),
        ("/old notes/reading", "old%20notes/reading/"),
        ("/Café/", "Caf%C3%A9/"),
        ("/Caf%C3%A9/", "Caf%C3%A9/"),
        ("/v1.2", "v1.2/"),
        ("/2019/05/", "2019/05/"),
        ("/a%2Bb/", "a%2Bb/"),
    ])
    func path(written: String, path: String) {
        #expect((try? PathRules.aliasPath(written).get()) == path)
    }

    @Test(arguments: [
        ("", "is empty"),
        ("old/", "must start with '/'"),
        ("https://old.example.org/a/", "is a URL ('https:')"),
        ("javascript:alert(1)", "is a URL ('javascript:')"),
        ("//old.example.org/a/", "protocol-relative"),
        ("/a/?p=1", "holds a query"),
        ("/a/#top", "holds a fragment"),
        ("/a\\b/", "backslash"),
        ("/", "the site's home page"),
        ("/a/../b/", "leads out of its folder with '..'"),
        ("/a/./b/", "leads out of its folder with '.'"),
        ("/%2e%2e/b/", "leads out of its folder with '..'"),
        ("/a//b/", "empty folder name"),
        ("/a%2Fb/", "escaped '/'"),
        ("/.git/", "hidden file or folder"),
        ("/%ZZ/", "starts no escape"),
        ("/a\u{7}/", "control characters"),
        ("/" + String(repeating: "a", count: 201) + "/", "longer than 200 bytes"),
    ])
    func problem(written: String, reason: String) {
        guard case .failure(let problem) = PathRules.aliasPath(written) else {
            Issue.record("'\(written)' was taken as an alias")
            return
        }
        #expect(problem.reason.contains(reason), "\(problem.reason)")
    }
}

import Testing
import TLModel

/// Where pages land and what links point at: one table, since every
/// template, feed and sitemap link is made from it.
struct RoutesTests {
    @Test(arguments: [
        (Routes.item("a"), "a/"),
        (Routes.item("é"), "%C3%A9/"),
        (Routes.tag("School trips"), "tags/school-trips/"),
        (Routes.kind("alert"), "kind/alert/"),
        (Routes.person("Ann Lee"), "people/ann-lee/"),
        (Routes.folder("Marvel/Heroes of 2024"), "marvel/heroes-of-2024/"),
        (Routes.page(1, of: "tags/x/"), "tags/x/"),
        (Routes.page(3, of: ""), "page/3/"),
        (Routes.file(""), "index.html"),
        (Routes.file("tags/x/"), "tags/x/index.html"),
        (Routes.file(Routes.notFound), "404.html"),
        (Routes.page(ofFile: "a/index.html"), "a/"),
        (Routes.stylesheet(hash: "abc"), "assets/tlsite.abc.css"),
    ])
    func routes(_ actual: String, _ expected: String) {
        #expect(actual == expected)
    }

    @Test func everyFolderTlsiteWritesIsReserved() {
        #expect(Routes.reservedNames == ["tags", "kind", "people", "package", "assets", "page", "404.html", "sitemap.xml", "feed.xml", "feed.json", "search.json", "upgrade"])
    }
}

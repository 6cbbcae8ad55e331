import Foundation
import Testing
import TLCore
import TLSite

/// `changelog: { files: [...] }`: `**` in the patterns, and no file from
/// outside the site through a symbolic link (issue 26).
struct ChangelogFilesTests {
    static let files = [
        "/r/packages/core/CHANGELOG.md": "", "/r/packages/ui/web/CHANGELOG.md": "", "/r/CHANGELOG.md": "",
        "/r/packages/.hidden/CHANGELOG.md": "", "/r/packages/ui/web/NOTES.md": "", "/r/packages/ui/web/deep/x/CHANGELOG.md": "",
    ]

    @Test(arguments: [
        ("packages/**/CHANGELOG.md", ["packages/core/CHANGELOG.md", "packages/ui/web/CHANGELOG.md", "packages/ui/web/deep/x/CHANGELOG.md"]),
        ("**/CHANGELOG.md", ["CHANGELOG.md", "packages/core/CHANGELOG.md", "packages/ui/web/CHANGELOG.md", "packages/ui/web/deep/x/CHANGELOG.md"]),
        ("packages/ui/**", ["packages/ui/web/CHANGELOG.md", "packages/ui/web/NOTES.md", "packages/ui/web/deep/x/CHANGELOG.md"]),
        ("packages/**/web/*.md", ["packages/ui/web/CHANGELOG.md", "packages/ui/web/NOTES.md"]),
        ("packages/*/CHANGELOG.md", ["packages/core/CHANGELOG.md"]),
        ("**/**/CHANGELOG.md", ["CHANGELOG.md", "packages/core/CHANGELOG.md", "packages/ui/web/CHANGELOG.md", "packages/ui/web/deep/x/CHANGELOG.md"]),
    ])
    func doubleStarMatchesAnyNumberOfFolders(pattern: String, expected: [String]) {
        let (io, _) = FileIO.memory(ChangelogFilesTests.files)
        #expect(io.glob(pattern, in: "/r") == expected)
    }

    @Test func aSiteReadsPackagesAtAnyDepth() {
        let (io, store) = FileIO.memory([
            "/site/tlsite.yml": "title: T\nchangelog: { files: [packages/**/CHANGELOG.md] }\n",
            "/site/packages/core/CHANGELOG.md": "# core\n\n## [1.0.0] - 2024-01-01\n\n### Added\n\n- Core thing.\n",
            "/site/packages/ui/web/CHANGELOG.md": "# web\n\n## [2.0.0] - 2024-02-01\n\n### Added\n\n- Web thing.\n",
        ])
        let report = Build(BuildOptions(site: "/site"), io: io).run()
        #expect(report.succeeded, "\(report.diagnostics)")
        let home = store.text("/site/public/index.html") ?? ""
        #expect(home.contains("Core thing.") && home.contains("Web thing."))
    }

    /// A link out of the site is refused where it stands, and nothing of
    /// its target reaches the output.
    @Test(arguments: ["files: [packages/*/CHANGELOG.md]", "files: [packages/**/CHANGELOG.md]", "file: packages/leak/CHANGELOG.md"])
    func aLinkOutOfTheSiteIsRefused(setting: String) throws {
        var template = Array((NSTemporaryDirectory() + "/tlsite-files-XXXXXX").utf8CString)
        let root = (String(cString: try #require(mkdtemp(&template))) as NSString).standardizingPath
        defer { try? FileIO.disk.remove(root) }
        try FileIO.disk.write(root + "/secret/CHANGELOG.md", Data("# secret\n\n## [9.9.9] - 2024-01-01\n\n- Private text.\n".utf8))
        try FileIO.disk.write(root + "/site/tlsite.yml", Data("title: T\nchangelog: { \(setting) }\n".utf8))
        try FileIO.disk.write(root + "/site/packages/core/CHANGELOG.md", Data("# core\n\n## [1.0.0] - 2024-01-01\n\n- Core.\n".utf8))
        try FileIO.disk.makeDirectory(root + "/site/packages/leak")
        #expect(symlink(root + "/secret/CHANGELOG.md", root + "/site/packages/leak/CHANGELOG.md") == 0)
        let report = Build(BuildOptions(site: root + "/site"), io: .disk).run()
        #expect(!report.succeeded)
        #expect(report.diagnostics.map(\.description).contains(
            "packages/leak/CHANGELOG.md:1:1: error: symbolic link leads outside the site (to \(root)/secret/CHANGELOG.md); "
            + "a site publishes only its own files: copy the changelog into the site, or name it with tlsite changelog \(root)/secret/CHANGELOG.md"),
            "\(report.diagnostics)")
        #expect(FileIO.disk.kind(root + "/site/public") == .missing)
    }
}

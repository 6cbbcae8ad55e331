import Foundation
import Testing
import TLCore
import TLSite

/// The property `tlsite serve` promises: after any sequence of edits, its
/// output is byte for byte what a clean `tlsite build` of the same files
/// writes, and its messages are the build's, message for message. Random
/// edits (seeded, so a failure replays) to items, folders, templates,
/// themes, the configuration, people and static files, including files
/// broken and then fixed; after each, one update against one clean build.
/// TLSITE_PROPERTY_SEEDS and TLSITE_PROPERTY_STEPS run more of them.
struct ServeEqualsBuildTests {
    static let steps = Int(ProcessInfo.processInfo.environment["TLSITE_PROPERTY_STEPS"] ?? "") ?? 30

    @Test(arguments: (1...(UInt64(ProcessInfo.processInfo.environment["TLSITE_PROPERTY_SEEDS"] ?? "") ?? 5)).map { $0 })
    func randomEditsKeepServeEqualToBuild(seed: UInt64) {
        var site = EditedSite(seed: seed)
        let (io, store) = FileIO.memory(site.files)
        let session = Session(EditedSite.options, io: io)
        let first = session.buildAll()
        #expect(first.succeeded, "\(first.diagnostics)")
        var log: [String] = []
        var outcomes = (succeeded: 0, failed: 0)
        for step in 1...Self.steps {
            let before = EditedSite.output(store)
            let (name, changed) = site.randomEdit()
            log.append("\(step). \(name)")
            for path in changed { store.put(path, site.files[path]) }
            let report = session.update(changed)
            // Over serve's last output, as `tlsite build` runs again in its folder: the pages that moved are told against it.
            let clean = EditedSite.cleanBuild(site.files, over: before)
            let replay = "seed \(seed), after:\n" + log.joined(separator: "\n")
            let messages = report.diagnostics.map(\.description), expected = clean.report.diagnostics.map(\.description)
            #expect(messages == expected, "messages differ from a clean build's; \(replay)")
            #expect(report.succeeded == clean.report.succeeded, "\(replay)\n\(expected)")
            let output = EditedSite.output(store)
            if clean.report.succeeded { outcomes.succeeded += 1 } else { outcomes.failed += 1}
            if clean.report.succeeded {
                let differing = Set(output.keys).symmetricDifference(clean.output.keys)
                    .union(output.keys.filter { clean.output[$0] != nil && clean.output[$0] != output[$0] })
                let first = differing.sorted().first.map { path in
                    "\n\(path) in serve:\n\(output[path].map { String(decoding: $0, as: UTF8.self) } ?? "none")"
                        + "\nin a clean build:\n\(clean.output[path].map { String(decoding: $0, as: UTF8.self) } ?? "none")"
                } ?? ""
                #expect(differing.isEmpty, "files differ from a clean build: \(differing.sorted()); \(replay)\(first)")
            } else {
                #expect(output == before, "a failed update changed the output; \(replay)")
            }
            if messages != expected || report.succeeded != clean.report.succeeded { return }
        }
        // The edits must reach both sides of the property.
        #expect(outcomes.succeeded >= Self.steps / 4 && outcomes.failed >= 1, "\(outcomes) seed \(seed):\n\(log.joined(separator: "\n"))")
    }
}

extension ServeEqualsBuildTests {
    /// The same property over edits of a site in two languages that the
    /// random ones do not make: a language's own title, a folder's
    /// translation (`_index.fr.md`) added, edited, left without its
    /// original and removed.
    @Test func folderTranslationsKeepServeEqualToBuild() {
        var files = EditedSite(seed: 0).files
        let root = EditedSite.root
        files[root + "/tlsite.yml"] = "title: T\nbaseURL: https://example.org/\nlanguages: { codes: [en, fr], fr: { title: Titre } }\n"
        files[root + "/content/notes/c.fr.md"] = "---\ntitle: Cé\n---\nEn français.\n"
        let (io, store) = FileIO.memory(files)
        let session = Session(EditedSite.options, io: io)
        #expect(session.buildAll().succeeded)
        let edits: [(String, String?)] = [
            ("/content/notes/_index.fr.md", "---\ntitle: Les notes\n---\nÀ propos.\n"),
            ("/content/notes/_index.fr.md", "Sans titre, le corps seul.\n"),
            ("/content/notes/_index.md", "---\ntitle: Notes\ntintColor: systemPink\n---\nThe notes.\n"),
            ("/tlsite.yml", "title: T\nbaseURL: https://example.org/\nlanguages: { codes: [en, fr], fr: { title: Autre, description: D } }\n"),
            ("/content/notes/_index.md", nil),
            ("/content/notes/_index.md", "---\ntitle: Back\n---\n"),
            ("/content/notes/_index.fr.md", nil),
        ]
        for (step, (path, text)) in edits.enumerated() {
            files[root + path] = text
            store.put(root + path, text)
            let report = session.update([root + path])
            let clean = EditedSite.cleanBuild(files)
            #expect(report.diagnostics.map(\.description) == clean.report.diagnostics.map(\.description), "step \(step + 1)")
            #expect(report.succeeded == clean.report.succeeded, "step \(step + 1)")
            // Only the translation left without its original (step 5) fails.
            #expect(clean.report.succeeded == (step != 4), "step \(step + 1): \(clean.report.diagnostics)")
            if clean.report.succeeded {
                let output = EditedSite.output(store)
                let differing = Set(output.keys).symmetricDifference(clean.output.keys).union(output.keys.filter { clean.output[$0] != output[$0] })
                #expect(differing.isEmpty, "step \(step + 1): \(differing.sorted())")
            }
        }
    }
}

/// A small site, and the random edits made to it.
struct EditedSite {
    static let root = "/site"
    static var options: BuildOptions {
        var options = BuildOptions(site: root)
        options.now = Date(timeIntervalSince1970: 1_800_000_000)
        // One thread: two would each parse every template, twice the work
        // for pages this small.
        options.jobs = 1
        return options
    }

    var files = SiteFixture.site([
        "tlsite.yml": SiteFixture.config(baseURL: "https://example.org/", perPage: 2, more: "archives: month\ntaxonomies: [tags, people, kind, category]\nsearch: true\n"),
        "content/a.md": SiteFixture.item("A", date: "2024-01-01", tags: ["x"], body: "Body of A.\n"),
        "content/b.md": SiteFixture.item("B", date: "2024-01-02", tags: ["x", "y"], people: ["ann", "bo"],
                                         body: "Head.\n\n<!--more-->\n\nRest.\n"),
        "content/notes/c.md": SiteFixture.item("C", date: "2024-01-03", kind: "alert", body: "Body of C.\n"),
        "content/notes/_index.md": SiteFixture.folder("Notes", body: "The notes.\n"),
        "static/robots.txt": "User-agent: *\n",
    ])
    private var random: SplitMix

    init(seed: UInt64) { random = SplitMix(seed: seed) }

    static func output(_ store: MemoryFiles) -> [String: Data] {
        store.snapshot.filter { $0.key.hasPrefix(root + "/public/") }
    }

    /// A clean build of `files` in a fresh memory file system, over the
    /// output `previous` (a last build's, with its manifest) if given.
    static func cleanBuild(_ files: [String: String], over previous: [String: Data] = [:]) -> (report: BuildReport, output: [String: Data]) {
        let (io, store) = FileIO.memory(bytes: files.mapValues { Data($0.utf8) }.merging(previous) { _, old in old })
        let report = Build(options, io: io).run()
        return (report, output(store))
    }

    // MARK: Edits

    private static let folders = ["", "notes", "notes/deep", "work"]
    private static let bodies = ["Short.\n", "Head.\n\n<!--more-->\n\nRest.\n", "*Em* and `code`.\n\n- one\n- two\n", "Plain.\n\nTwo paragraphs.\n"]

    private var itemPaths: [String] {
        files.keys.filter { $0.hasPrefix(Self.root + "/content/") && $0.hasSuffix(".md") && !$0.hasSuffix("_index.md") }.sorted()
    }

    private mutating func pick<T>(_ choices: [T]) -> T { choices[Int(random.next() % UInt64(choices.count))] }
    private mutating func chance(_ percent: UInt64) -> Bool { random.next() % 100 < percent }

    private mutating func item(title: String) -> String {
        var lines = ["title: \(title)"]
        if chance(10) {
            lines.append("date: 2031-01-01")
        } else if chance(90) {
            lines.append("date: \(pick(["2023", "2024"]))-\(pick(["01", "02", "03"]))-\(pick(["01", "05", "10", "20"]))")
        }
        if chance(60) { lines.append("tags: [\(pick(["x", "y", "x, z", "z, y"]))]") }
        if chance(30) { lines.append("kind: \(pick(["alert", "unknown-kind", "text"]))") }
        if chance(30) { lines.append("people: [\(pick(["ann", "bo", "ann, bo", "cy"]))]") }
        if chance(30) { lines.append("category: [\(pick(["trip", "art", "trip, art"]))]") }
        if chance(20) { lines.append("lane: \(pick(["left", "right"]))") }
        if chance(10) { lines.append("draft: true") }
        // Old addresses: most free, some taken (an item's, the folder's, a reserved name), some shared by two items.
        // A slug of its own, so a page moves from one address to another (a warning, when no alias keeps the old one).
        if chance(15) { lines.append("slug: \(pick(["moved", "elsewhere", "a"]))") }
        if chance(20) { lines.append("aliases: [\(pick(["/old/", "/old/deep/", "/moved.html", "/a/", "/notes/", "/tags/q/"]))]") }
        if chance(10), files[Self.root + "/static/pic.png"] != nil { lines.append("image: pic.png") }
        return "---\n" + lines.joined(separator: "\n") + "\n---\n" + pick(Self.bodies)
    }

    /// Files an edit broke, each with the text that fixes it (nil: remove it).
    private var broken: [String: String?] = [:]

    private mutating func set(_ path: String, _ text: String?) -> Set<String> {
        files[path] = text
        broken[path] = nil
        return [path]
    }

    private mutating func breakFile(_ path: String, _ text: String, fix: String?) -> Set<String> {
        let fix = broken[path] ?? fix
        files[path] = text
        broken[path] = .some(fix)
        return [path]
    }

    /// One random edit: its name, and the paths it changed. Often, a file
    /// an earlier edit broke is fixed, so the site builds about as often
    /// as it fails.
    mutating func randomEdit() -> (String, Set<String>) {
        if let path = broken.keys.sorted().first, chance(45) {
            let fix = broken[path]!
            return ("fix \(path)", set(path, fix))
        }
        let root = Self.root
        let item = itemPaths.isEmpty ? nil : pick(itemPaths)
        switch random.next() % 14 {
        case 0:
            if chance(30), let item {
                // A translation of an item, its own text or only a title over the original's front matter.
                let path = String(item.dropLast(3)) + ".fr.md"
                if chance(25) { return ("remove \(path)", set(path, nil)) }
                let text = pick(["---\ntitle: Traduit\n---\nEn français.\n", "---\ntitle: Autre\ntags: [fr]\n---\nAutre.\n", self.item(title: "Traduction")])
                return ("translate \(path)", set(path, text))
            }
            let folder = pick(Self.folders)
            // Named after the folder: one name in two folders is one slug twice,
            // which would break the site until one goes (the break edits try that).
            let name = (folder.split(separator: "/").last.map { $0 + "-" } ?? "") + "n\(random.next() % 50).md"
            let path = root + "/content/" + (folder.isEmpty ? "" : folder + "/") + name
            return ("add \(path)", set(path, self.item(title: "New \(random.next() % 9)")))
        case 1, 2:
            guard let item else { return ("nothing", []) }
            return ("rewrite \(item)", set(item, self.item(title: pick(["A", "B", "Renamed", "Z"]))))
        case 3:
            // Bodies and titles only: serve puts the items into the last layout (LayoutPatch.swift).
            guard let item, broken[item] == nil else { return ("nothing", []) }
            let text = files[item]!
            var changed: Set<String>
            if chance(40), let title = text.range(of: "title: ") {
                changed = set(item, text.replacingCharacters(in: title, with: "title: \(pick(["Retitled", "Zed", "Aa"])) "))
            } else {
                changed = set(item, text + pick(["More text \(random.next() % 100).\n", "\n<!--more-->\n\nAfter the fold.\n"]))
            }
            if chance(40), let other = itemPaths.filter({ $0 != item && broken[$0] == nil }).first {
                changed.formUnion(set(other, files[other]! + "Also edited.\n"))
            }
            return ("edit the bodies or titles of \(changed.sorted())", changed)
        case 4:
            guard let item else { return ("nothing", []) }
            return ("remove \(item)", set(item, nil))
        case 5:
            guard let item else { return ("nothing", []) }
            let text = pick(["---\ntitle: [broken\n---\n", "---\ntitle: X\n", "", "---\ntitle: X\ndate: 2024-02-30\n---\n",
                             "---\ntitle: Same\nslug: a\n---\n", "---\ntitle: X\nimage: missing.png\n---\n"])
            return ("break \(item)", breakFile(item, text, fix: files[item]))
        case 6:
            let folder = pick(["notes", "notes/deep", "work"])
            let path = root + "/content/\(folder)/_index.md"
            if chance(20) { return ("break \(path)", breakFile(path, "---\ntitle: [broken\n---\n", fix: files[path])) }
            let text = pick(["---\ntitle: \(folder.uppercased())\n---\nAbout.\n", "---\ntitle: F\ncascade:\n  tags: [c]\n---\n", nil])
            return ("folder \(path)", set(path, text))
        case 7:
            let path = root + "/templates/partials/cell.html"
            if chance(20) { return ("break \(path)", breakFile(path, "<li>{{#title}</li>\n", fix: files[path])) }
            let text = pick(["<li id=\"{{slug}}\">{{title}} {{>*widget}}</li>\n", "<li>{{title}}</li>\n", nil])
            return ("template \(path)", set(path, text))
        case 8:
            let path = root + "/templates/widgets/alert.html"
            return ("widget \(path)", set(path, pick(["<p class=\"alert\">{{{content}}}</p>\n", "<p class=\"alert2\">{{{content}}}</p>\n", nil])))
        case 9:
            let path = root + "/themes/mine/theme.yml"
            if chance(20) { return ("break \(path)", breakFile(path, "name: mine\nbubbleStyle: { borderColor: nope }\n", fix: files[path])) }
            let text = pick(["name: mine\nextends: default\nbubbleStyle: { borderColor: \"#\(pick(["123456", "abcdef"]))\" }\n",
                             "name: mine\nextends: dark\n"])
            return ("theme \(path)", set(path, text))
        case 10:
            let path = root + "/tlsite.yml"
            if chance(15) { return ("break \(path)", breakFile(path, "title: [broken\n", fix: files[path])) }
            var lines = ["title: \(pick(["T", "Renamed", "Other"]))"]
            if chance(60) { lines.append("baseURL: https://example.org/") }
            lines.append("timeline:\n  perPage: \(pick([0, 2, 3]))\n  order: \(pick(["newest-first", "oldest-first"]))")
            if chance(30), files[root + "/themes/mine/theme.yml"] != nil { lines.append("theme: mine") }
            if chance(20) { lines.append("markdown:\n  unsafe: true") }
            // The archive pages: by year, by month, or none.
            if chance(60) { lines.append("archives: \(pick(["year", "month"]))") }
            // The taxonomies: always the site's own `category` (items give it), the built-in ones or some.
            lines.append("taxonomies: \(pick(["[tags, people, kind, category]", "[category, tags]", "[kind, category, people]"]))")
            // In two languages, the translations (NAME.fr.md) are pages of their own.
            if chance(50) { lines.append("languages: \(pick(["[en, fr]", "{ codes: [en, fr], fallback: true }"]))") }
            return ("config", set(path, lines.joined(separator: "\n") + "\n"))
        case 11:
            let path = root + "/data/people.yml"
            if chance(20) { return ("break \(path)", breakFile(path, "ann: [broken\n", fix: files[path])) }
            return ("people", set(path, pick(["ann:\n  name: Ann\nbo:\n  name: Bo\n", "ann:\n  name: Annie\n", nil])))
        case 12:
            let path = root + "/static/pic.png"
            // An item may show it: removing it breaks them.
            let users = itemPaths.filter { files[$0]?.contains("image: pic.png") == true }
            return ("static image", set(path, users.isEmpty ? pick(["PNG", "PNG2", nil]) : pick(["PNG", "PNG2"])))
        default:
            return ("robots", set(root + "/static/robots.txt", pick(["User-agent: *\n", "User-agent: tlsite\n", nil])))
        }
    }
}

/// A small seeded generator (SplitMix64): the same seed, the same edits.
struct SplitMix: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

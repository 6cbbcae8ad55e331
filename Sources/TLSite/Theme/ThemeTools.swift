import Foundation
import TLContent
import TLCore
import TLModel

/// `tlsite theme new` and `tlsite theme preview`.
package enum ThemeTools {
    /// The theme.yml of a new theme: every key, commented out, with the value
    /// it inherits from `parent` and what it does, so a designer uncomments
    /// and edits.
    package static func scaffold(name: String, extends parent: String, site: String, io: FileIO = .disk) throws(DiagnosticList) -> String {
        let base = try ThemeLoader.load(parent, requestedAt: nil, site: site, io: io)
        var lines = [
            "# Theme '\(name)' for tlsite. Every key is optional: a key left commented",
            "# keeps the value of the theme it extends (shown). Lengths are CSS pixels,",
            "# durations seconds. Colors: CSS (#0090b6, rgb(0,144,182), hsl(), names)",
            "# or UIKit names (systemBlue, lightGray, orange, clear...).",
            "# page: themes the page around the timeline (background, text and link colors,",
            "# fonts, the column's width): no base.html override or stylesheet copy is needed.",
            "# templates/ overrides built-in templates by path (templates/partials/cell.html);",
            "# assets/ is copied to the site's assets/. Preview: tlsite theme preview \(name)",
            "# Left means the start side: on a right-to-left page (language: ar, he, fa, ur)",
            "# the left lane, left alignment and startFrom: left are on the right.",
            "name: \(name)",
            "extends: \(parent)",
            "# colorScheme: auto   # auto (follow the reader's system) | light | dark",
        ]
        for group in StyleKey.groups {
            let keys = StyleKey.all.filter { $0.name == group || $0.name.hasPrefix(group + ".") }
            if keys.count == 1, keys[0].name == group {
                lines.append("# \(group): \(yamlValue(keys[0], base.style))   # \(keys[0].summary)")
                continue
            }
            lines.append(group == "page" ? "# page:   # unset, each keeps the stylesheet's own value; the values shown are examples" : "# \(group):")
            for key in keys {
                let field = key.name.dropFirst(group.count + 1)
                lines.append("#   \(field): \(yamlValue(key, base.style))   # \(key.summary)")
            }
        }
        lines.append("# dark:                # the same keys again, used under prefers-color-scheme: dark")
        lines.append("#   bubbleStyle: { backgroundColor: \"#1c1c1e\" }")
        return lines.joined(separator: "\n") + "\n"
    }

    private static func yamlValue(_ key: StyleKey, _ style: TimelineStyle) -> String {
        switch key.value(in: style) {
        case nil: return unsetValue(key, style)
        case .number(let n): return formatNumber(n)
        case .color(let c): return yamlColor(c)
        case .colors(let list): return "[" + list.map(yamlColor).joined(separator: ", ") + "]"
        case .word(let w): return key.kind == .fontFamily ? "'\(w)'" : w
        }
    }

    /// What a theme.yml line shows for a key the theme leaves unset: a lane's arrow offset is the
    /// bubble's; a page key keeps the stylesheet's value, and the line shows an example.
    private static func unsetValue(_ key: StyleKey, _ style: TimelineStyle) -> String {
        if key.name.hasSuffix(".arrowOffsetY") { return formatNumber(style.bubbleStyle.arrowOffsetY) }
        return pageExamples[key.name] ?? "null"
    }

    static let pageExamples: [String: String] = [
        "page.backgroundColor": "\"#fbfaf7\"", "page.textColor": "\"#1d1d1f\"", "page.linkColor": "\"#0a5fd6\"",
        "page.fontFamily": "'system-ui, sans-serif'", "page.headingFontFamily": "'Georgia, serif'",
        "page.monospaceFontFamily": "'ui-monospace, Menlo, monospace'", "page.maxWidth": "60rem",
    ]

    /// A dynamic color is written as its UIKit name, the only spelling that keeps it dynamic.
    private static func yamlColor(_ color: Color) -> String {
        if color.dark != nil, let name = Color.uiKitName(of: color) { return name }
        return "\"\(color.staticCSS)\""
    }

    /// The content of the preview site: every line type, then the LineStyle
    /// and BubbleStyle variants that CNTimelineCell's docs show.
    static let previewItems: [(title: String, front: String)] = {
        var items: [(String, String)] = []
        for type in LineType.allCases {
            items.append(("Line type: \(type.rawValue)", "leftType: \(type.rawValue)\nrightType: \(type.rawValue)\n"))
        }
        let lineVariants = [("default", ""), ("lineWidth = 10", "lineWidth: 10"), ("spotDiameter = 12", "spotDiameter: 12"),
                            ("spotColor = orange", "spotColor: orange"), ("lineColor = magenta", "lineColor: magenta"),
                            ("spotOffsetY = 50", "spotOffsetY: 50")]
        for (title, value) in lineVariants {
            let style = value.isEmpty ? "" : "style:\n  leftLineStyle: { \(value) }\n  rightLineStyle: { \(value) }\n"
            items.append(("LineStyle \(title)", "leftType: spot\nrightType: spot\n" + style))
        }
        let bubbleVariants = [("default", ""), ("borderWidth = 8", "borderWidth: 8"), ("borderColor = orange", "borderColor: orange"),
                              ("backgroundColor = systemGray6", "backgroundColor: systemGray6"), ("arrowOffsetY = 50", "arrowOffsetY: 50")]
        for (title, value) in bubbleVariants {
            let style = value.isEmpty ? "" : "style:\n  bubbleStyle: { \(value) }\n"
            items.append(("BubbleStyle \(title)", "leftType: line\nrightType: line\n" + style))
        }
        return items
    }()

    /// The rest of the gallery: every other component a theme styles. Paths
    /// under the preview site, and their text.
    static let previewExtras: [(path: String, text: String)] = {
        // More people than a pane's width holds, so the cluster ends in "+N".
        let first = ["Ada", "Brian", "Chen", "Dana", "Emil", "Fatima", "Goran", "Hana", "Ines", "Jon", "Kofi", "Lea", "Mo", "Nia", "Omar"]
        let people = "[" + (first + first.reversed()).enumerated().map { "\($1) \(["Lovelace", "Kernighan", "Li", "Wu"][$0 % 4])\($0)" }.joined(separator: ", ") + "]"
        let items = [
            ("Folding card", "fold: { folds: 3 }\ntags: [preview, folds]\n",
             "Closed, a folding card shows its foreground view.\n\n<!--more-->\n\nThe first fold.\n\nThe second fold, with `inline code`.\n\nThe third fold."),
            ("Folding card, open", "fold: { folds: 2, open: true }\ntags: [folds]\n",
             "Open, its paper panels lie flat.\n\n<!--more-->\n\nA panel.\n\n```\nlet code = \"scrolls inside its block when it is longer than the bubble is wide\"\n```"),
            ("People", "people: \(people)\n", "A cluster of avatars with \"+N\" for the people who do not fit."),
            ("Text widget", "kind: text\ntags: [widgets]\n", "Body text with a [link](https://example.org/), **strong** and `code`.\n\n## A heading in the body\n\nIt stays smaller than the title."),
            ("Image widget", "kind: image\nimage: preview-paper.svg\nimageAlt: A sheet of paper\n", "An image item."),
            ("Poll widget", "kind: poll\noptions:\n  - { text: Light, votes: 12 }\n  - { text: Dark, votes: 9 }\n", "Which do you prefer?"),
            ("Quiz widget", "kind: quiz\noptions: [Paper, Glass, Stone]\nanswer: Paper\n", "What does a folding card fold like?"),
            ("Alert widget", "kind: alert\n", "Something needs attention."),
            ("The end", "tags: [preview]\n", "The last item, on the second page: the pager links to it."),
        ]
        var files = items.enumerated().map { index, item in
            (String(format: "content/%02d-preview.md", previewItems.count + index + 1),
             "---\ntitle: \"\(item.0)\"\n\(item.1)---\n\(item.2)\n")
        }
        files += [
            ("content/preview-paper.svg", "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"96\" height=\"96\" viewBox=\"0 0 48 48\"><path d=\"M10 4h20l8 8v32H10z\" fill=\"#f4f1e8\" stroke=\"#8a8577\" stroke-width=\"2\"/></svg>\n"),
            ("content/guides/_index.md", "---\ntitle: Guides\nisExpanded: true\nisItemsCountVisible: true\ncascade: { kind: guide }\n---\nA folder.\n"),
            ("content/guides/start.md", "---\ntitle: Getting started\n---\nA page in a folder.\n"),
            ("content/guides/themes/_index.md", "---\ntitle: Themes\nisItemsCountVisible: true\n---\nA subfolder.\n"),
            ("content/guides/themes/colors.md", "---\ntitle: Colors\n---\nA page in a subfolder.\n"),
            ("content/guides/themes/folds.md", "---\ntitle: Folds\n---\nAnother one.\n"),
        ]
        return files
    }()

    /// Every list page of the preview: the components in a light and a dark
    /// pane side by side (`data-tl-scheme` sets each pane's scheme), or in
    /// one pane for a theme whose `colorScheme` fixes one.
    static func previewTemplate(scheme: ColorScheme) -> String {
        let pane = { (name: String, label: String) in """
            <section class="tl-preview-pane" data-tl-scheme="\(name)" aria-labelledby="tl-preview-\(name)">
            <h2 id="tl-preview-\(name)">\(label)</h2>
            {{#tree}}{{>partials/tree}}{{/tree}}
            {{>partials/timeline}}
            <p class="tl-tags">Tags: <a class="tl-tag" href="{{page.root}}tags/preview/">preview</a> <a class="tl-tag" href="{{page.root}}tags/folds/">folds</a> <a class="tl-tag" href="{{page.root}}tags/widgets/">widgets</a></p>
            {{>partials/pagination}}
            </section>
            """ }
        let panes = scheme == .auto
            ? pane("light", "Light") + "\n" + pane("dark", "Dark")
            : pane(scheme.rawValue, "Always \(scheme.rawValue) (the theme's colorScheme)")
        return """
        {{<base}}
        {{$head}}<style>:root { --tl-measure: 90rem; }</style>{{/head}}
        {{$main}}
        <h1 class="tl-page-title">{{page.title}}</h1>
        {{#page.isHome}}<p class="tl-intro">{{site.description}}</p>{{/page.isHome}}
        <div class="tl-preview">
        \(panes)
        </div>
        {{/main}}
        {{/base}}

        """
    }

    /// Builds the gallery of `theme` into `output`. Site themes are found in
    /// `site` when given (the command says where it looked when a name is unknown). With `force`,
    /// `output` may hold files tlsite did not write.
    package static func preview(theme: String, site: String?, output: String, force: Bool = false, io: FileIO = .disk) -> BuildReport {
        let source = NSTemporaryDirectory() + "tlsite-preview-\(getpid())-\(UUID().uuidString)"
        defer { try? io.remove(source) }
        do {
            let loaded = try? ThemeLoader.load(theme, requestedAt: nil, site: site ?? source, io: io)
            let scheme = loaded?.colorScheme ?? .auto
            try io.write(source + "/tlsite.yml", Data("""
            title: "Theme preview: \(theme)"
            description: Every line type, the LineStyle and BubbleStyle variants of CNTimelineCell's documentation, and every other component, in light and dark.
            timeline: { order: oldest-first, perPage: \(previewItems.count + previewExtras.filter { $0.path.hasSuffix("-preview.md") }.count), lanes: { left: Left lane, right: Right lane }, spacer: { height: \(formatNumber(previewSpacerHeight)), colors: [systemGray6] }, exclude: { kind: [guide] } }

            """.utf8))
            try io.write(source + "/templates/index.html", Data(previewTemplate(scheme: scheme).utf8))
            try io.write(source + "/templates/spacer.html", Data(previewSpacer.utf8))
            let page = "---\ntitle: \"The page (page:)\"\nleftType: spot\nrightType: spot\n---\n\(loaded.map { pageSummary($0.style, dark: $0.dark) } ?? "")\n"
            try io.write(source + "/content/00-preview.md", Data(page.utf8))
            for (index, item) in previewItems.enumerated() {
                let text = "---\ntitle: \"\(item.title)\"\n\(item.front)---\n`\(item.title)`: how the theme draws it.\n"
                try io.write(source + "/content/" + String(format: "%02d", index + 1) + "-preview.md", Data(text.utf8))
            }
            for file in previewExtras {
                try io.write(source + "/" + file.path, Data(file.text.utf8))
            }
        } catch {
            return BuildReport(diagnostics: error.diagnostics(), summary: nil)
        }
        var options = BuildOptions(site: source)
        options.output = output
        options.force = force
        options.theme = theme
        options.themeSite = site
        let report = Build(options, io: io).run()
        if report.succeeded { renameDarkPaneIDs(in: output, io: io) }
        return report
    }

    static let previewSpacerHeight: Double = 18

    /// The preview's spacers say what they are: `timeline.spacer`, its height and color.
    static let previewSpacer = """
        <li class="tl-spacer tl-left-{{left}} tl-right-{{right}}" aria-hidden="true" style="--tl-spacer-height: {{height}}px; --tl-spacer-color: {{color}}"><div class="tl-lane tl-lane--left"></div><div class="tl-preview-spacer-label">timeline.spacer: {{height}} px</div><div class="tl-lane tl-lane--right"></div></li>

        """

    /// The first item of the gallery: the theme's `page:` values, or that it sets none.
    static func pageSummary(_ style: TimelineStyle, dark: StylePatch) -> String {
        let keys = StyleKey.all.filter(\.isPageKey)
        let lines: [String] = keys.compactMap { key in
            let light = key.value(in: style).map(key.css)
            let other = dark.entries.first { $0.key.name == key.name }.map { key.css($0.value) }
            guard light != nil || other != nil else { return nil }
            let name = key.name.dropFirst("page.".count)
            return "- `\(name)`: `\(light ?? "the stylesheet's")`" + (other.map { ", dark: `\($0)`" } ?? "")
        }
        guard !lines.isEmpty else {
            return "This theme sets no `page:` key: the page keeps the stylesheet's background, text color, system fonts and column width."
        }
        return "This pane is drawn with the theme's `page:` values:\n\n" + lines.joined(separator: "\n")
    }

    /// The dark pane repeats the light one's cells; their ids get a `dark-`
    /// prefix so every id of a page stays unique.
    static func renameDarkPaneIDs(in folder: String, io: FileIO) {
        for entry in (try? io.list(folder)) ?? [] {
            let path = folder + "/" + entry.name
            if entry.kind == .directory { renameDarkPaneIDs(in: path, io: io); continue }
            guard entry.name.hasSuffix(".html"), let data = try? io.read(path) else { continue }
            let html = String(decoding: data, as: UTF8.self)
            // The pane's attributes are written bare (docs/templates.md, "Quotes tlsite leaves out").
            guard let pane = html.range(of: "<section class=tl-preview-pane data-tl-scheme=dark") else { continue }
            // Only ids after a quoted attribute change: the cells' `class="…" id=SLUG`,
            // written bare or, when the slug needs them, in quotes.
            var dark = ""
            var rest = html[pane.lowerBound...]
            while let found = rest.range(of: "\" id=") {
                dark += rest[..<found.upperBound]
                rest = rest[found.upperBound...]
                if rest.first == "\"" {
                    dark += "\""
                    rest = rest.dropFirst()
                }
                dark += "dark-"
            }
            dark += rest
            try? io.write(path, Data((html[..<pane.lowerBound] + dark).utf8))
        }
    }
}

import TLModel

/// How items show on the compact lists (tag, kind, folder and person pages):
/// each kind's `widgets/KIND.summary.html` when there is one, else its whole
/// widget, and whether a card links to its item's page with "Read more".
struct CompactForms: Sendable {
    /// Kinds whose compact form tlsite ships: it shows all a card needs.
    private static let builtIn: Set<String> = ["text", "alert", "poll", "quiz", "image", "release"]
    private var summaryByKind: [String: String] = [:]
    private let widgetByKind: [String: String]

    /// `widgets` is each kind's widget template; `exists` tells whether a template file exists.
    init(widgets: [String: String], exists: (String) -> Bool) {
        widgetByKind = widgets
        for (kind, widget) in widgets {
            summaryByKind[kind] = exists("widgets/\(kind).summary.html") ? "widgets/\(kind).summary.html" : widget
        }
    }

    /// The template that renders an item of `kind`, compactly or whole.
    func widget(_ kind: String, compact: Bool) -> String {
        (compact ? summaryByKind[kind] : widgetByKind[kind]) ?? "widgets/text"
    }

    /// A compact card links to its item's page when the page shows more: the
    /// rest after `<!--more-->`, where `link:` leads the title, or what a kind's
    /// own summary leaves out.
    func readMore(_ item: Item) -> Bool {
        item.headBlocks != nil || item.link != nil
            || (!CompactForms.builtIn.contains(item.kind) && summaryByKind[item.kind] != widgetByKind[item.kind])
    }
}

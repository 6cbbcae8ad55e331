import Mustache
import TLCore
import TLModel
import TLRender

/// The templates a build renders with: the site's `templates/`, then the
/// theme chain's, then the built-in ones, each parsed once.
struct Templates: Sendable {
    let layers: [ResourceLayer]
    let library: TemplateLibrary

    init(layers: [ResourceLayer]) {
        self.layers = layers
        library = TemplateLibrary(strictPartials: true, rewriter: { name in
            Templates.fileName(name)?.hasSuffix(".html") == true ? BareAttributes() : nil
        }) { name in
            guard let file = Templates.fileName(name) else { return nil }
            for layer in layers {
                if let source = layer.text(file) { return (source, layer.label + "/" + file) }
            }
            return nil
        }
    }

    /// The label of the built-in templates' layer.
    static let builtInLabel = "Templates"

    /// The same templates with a cache of parsed templates of its own, for
    /// one rendering thread: threads sharing parsed templates spend more
    /// time passing their reference counts between cores than rendering.
    func forWorker() -> Templates { Templates(layers: layers) }

    /// "item" -> "item.html", "sitemap.xml" stays; nothing may climb out.
    static func fileName(_ name: String) -> String? {
        let parts = name.split(separator: "/", omittingEmptySubsequences: false)
        guard !name.isEmpty, !name.hasPrefix("/"), !parts.contains(where: { $0.isEmpty || $0 == ".." || $0 == "." }),
              !name.contains("\\") else { return nil }
        return parts.last!.contains(".") ? name : name + ".html"
    }

    /// A file of the template folders used as is (the component stylesheet).
    func raw(_ file: String) -> String? {
        for layer in layers { if let source = layer.text(file) { return source } }
        return nil
    }

    /// A release's body made with these templates, in `catalogue`'s words.
    func releaseMarkup(_ catalogue: Catalogue) -> ReleaseMarkup {
        ReleaseMarkup(library, i18n: CatalogueContext.value(catalogue))
    }

    func render(_ name: String, _ context: MustacheValue, partials: PartialCache? = nil) throws(DiagnosticList) -> String {
        do { return try library.render(name, context, partials: partials) } catch { throw DiagnosticList(Templates.diagnostics(error)) }
    }

    /// Renders and names the templates the page used.
    func renderTracking(_ name: String, _ context: MustacheValue,
                        partials: PartialCache? = nil) throws(DiagnosticList) -> (output: String, templates: Set<String>) {
        do { return try library.renderTracking(name, context, partials: partials) } catch { throw DiagnosticList(Templates.diagnostics(error)) }
    }

    func validate(_ names: [String]) throws(DiagnosticList) {
        var problems: [Diagnostic] = []
        for name in names {
            do { try library.validate(name) } catch { problems += Templates.diagnostics(error) }
        }
        if !problems.isEmpty { throw DiagnosticList(Array(Set(problems)).sorted { $0.description < $1.description }) }
    }

    static func diagnostics(_ error: any Error) -> [Diagnostic] {
        if let error = error as? MustacheError {
            return [.error(SourceLocation(path: error.path, line: error.line, column: error.column), error.message)]
        }
        return error.diagnostics()
    }
}

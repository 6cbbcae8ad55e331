import Foundation
import Mustache
import TLCore
import TLFormats
import TLMarkdown

/// Lambdas every page template can call. Each renders its section first and
/// works on the result:
///
///     {{#relURL}}tags/school/{{/relURL}}     -> ../tags/school/ (from the page to the site root)
///     {{#absURL}}feed.xml{{/absURL}}         -> https://example.org/feed.xml (baseURL), else like relURL
///     {{#asset}}assets/logo.svg{{/asset}}    -> ../assets/logo.svg?v=3f2a9c01de (content-hashed)
///     {{#markdown}}{{{item.note}}}{{/markdown}} -> the text rendered as the site's Markdown (docs/markdown.md)
package enum Helpers {
    /// `hash` gives a short content hash for a site path, or nil when no such file exists.
    package static func values(root: String, site: SiteInfo, hash: @escaping @Sendable (String) -> String?) -> [MustacheKey: MustacheValue] {
        let markdown = site.config.markdown
        let baseURL = site.config.baseURL.map(escapeHTML)
        @Sendable func trimmed(_ text: String) -> String {
            var path = Substring(text.trimmingCharacters(in: .whitespacesAndNewlines))
            while path.hasPrefix("/") { path = path.dropFirst() }
            return String(path)
        }
        return [
            "relURL": .lambda(MustacheLambda(rendering: { root + trimmed($0) })),
            "absURL": .lambda(MustacheLambda(rendering: { (baseURL ?? root) + trimmed($0) })),
            "asset": .lambda(MustacheLambda(rendering: { text in
                let path = trimmed(text)
                // Assets are the site's, shared by its languages.
                return root + site.config.sharedRoot + path + (hash(path).map { "?v=" + $0 } ?? "")
            })),
            // What a template escaped on its way in reaches cmark as the user wrote it (cmark escapes again).
            "markdown": .lambda(MustacheLambda(rendering: { GFM.render(unescapeHTML($0), options: markdown).html })),
        ]
    }
}


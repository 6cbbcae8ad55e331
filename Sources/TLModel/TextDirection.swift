import Foundation

/// `direction:` in tlsite.yml: which way the site's text runs. `auto` (the
/// default) takes the language's own direction from CLDR, through
/// Foundation: right to left for ar, he, fa, ur (and yi, ps, ckb…).
package enum TextDirection: String, Sendable, CaseIterable {
    case rtl, ltr, auto

    /// Whether pages in `language` run right to left under this setting.
    package func isRightToLeft(language: String) -> Bool {
        switch self {
        case .rtl: true
        case .ltr: false
        case .auto: Locale.Language(identifier: language).characterDirection == .rightToLeft
        }
    }
}

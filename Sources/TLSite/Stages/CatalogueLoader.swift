import Foundation
import TLContent
import TLCore
import TLModel

/// Builds the site's catalogue of interface strings: English, then the
/// language's built-in catalogue, then each theme's `i18n/` (parents
/// first), then the site's `i18n/`, each file replacing the strings it
/// gives. For a tag with a region or script (`pt-BR`), the language's file
/// (`pt.yml`) comes before the tag's own (`pt-BR.yml`) in each place.
package enum CatalogueLoader {
    /// The built-in catalogues, `Templates/i18n/NAME.yml`.
    static let folder = "Templates/i18n"

    static var builtInLanguages: [String] {
        embeddedResources.keys.filter { $0.hasPrefix(folder + "/") && $0.hasSuffix(".yml") }
            .map { String($0.dropFirst(folder.count + 1).dropLast(4)) }.sorted()
    }

    /// English, as shipped: the list of every string there is.
    package static let english: Catalogue = {
        let (messages, _) = CatalogueReader.read(embeddedResources[folder + "/en.yml"] ?? "", path: folder + "/en.yml",
                                                 language: "en", reference: nil)
        return Catalogue(language: "en", messages: messages)
    }()

    /// The file names to look for, language first: `pt-BR` -> `pt`, `pt-BR`.
    /// Traditional Chinese does not fall back to `zh` (Simplified).
    static func names(_ tag: String) -> [String] {
        let base = String(tag.split(separator: "-").first ?? "").lowercased()
        let traditional = base == "zh" && ["hant", "tw", "hk", "mo"].contains { tag.lowercased().split(separator: "-").contains(Substring($0)) }
        return (traditional || base == tag ? [] : [base]) + [tag]
    }

    /// English with the built-in catalogue of `tag` over it (`tlsite new
    /// site --language`); nil when tlsite has none for it.
    package static func builtIn(_ tag: String) -> Catalogue? {
        guard names(tag).contains(where: { embeddedResources["\(folder)/\($0).yml"] != nil }) else { return nil }
        var config = SiteConfig(title: "")
        config.language = tag
        return load(config, themeLayers: [], siteLayer: nil, Diagnostics())
    }

    /// The catalogue for `config.language`, and the problems of the files read.
    static func load(_ config: SiteConfig, themeLayers: [ResourceLayer], siteLayer: ResourceLayer?,
                     _ diagnostics: Diagnostics) -> Catalogue {
        let tag = config.language
        let known = Locale.LanguageCode(String(tag.split(separator: "-").first ?? "")).isISOLanguage
        // An unknown code gets English words and English dates.
        var catalogue = english
        catalogue.language = known ? tag : "en"
        let names = names(tag)
        var found = false
        let layers = [ResourceLayer.builtIn(folder)] + themeLayers + (siteLayer.map { [$0] } ?? [])
        for layer in layers {
            for name in names where !(layer.label == folder && name == "en") {
                guard let data = layer.read(name + ".yml") else { continue }
                found = true
                let path = layer.label == folder ? "\(folder)/\(name).yml" : "\(layer.label)/\(name).yml"
                guard data.count <= UserFile.maxSize else { diagnostics.report(UserFile.tooLarge(path)); continue }
                let text: String
                do { text = try UserFile.decode(Array(data), path: path) } catch {
                    diagnostics.report(error)
                    continue
                }
                let (messages, problems) = CatalogueReader.read(text, path: path, language: catalogue.language, reference: english)
                diagnostics.report(problems)
                for (key, message) in messages { catalogue[key] = message }
            }
        }
        let at = config.locations["language"]
        if !known {
            diagnostics.report(.warning(at, "unknown language '\(tag)': tlsite writes its words and dates in English; use a code like en, fr or pt-BR"))
        } else if !found && names.first?.lowercased() != "en" {
            diagnostics.report(.warning(at, "tlsite has no catalogue for '\(tag)': its own words stay English; "
                                          + "translate them in i18n/\(tag).yml (docs/i18n.md); built in: \(builtInLanguages.joined(separator: ", "))"))
        }
        return catalogue
    }
}

extension Build {
    // MARK: Stage: the catalogue of interface strings

    func loadCatalogue(_ config: SiteConfig, _ theme: LoadedTheme, _ diagnostics: Diagnostics) -> Catalogue {
        let siteLayer = source.readsSiteFolder ? ResourceLayer.siteFolder(site + "/i18n", label: "i18n", site: site, io: io) : nil
        var catalogue = CatalogueLoader.load(config, themeLayers: theme.i18nLayers, siteLayer: siteLayer, diagnostics)
        // The kind/ index of `tlsite changelog` lists change types only: its
        // link, title and breadcrumb say "Change types", not "Kinds".
        if source.releasesAreTheTimeline { catalogue["nav.kinds"] = catalogue["change.nav"] }
        return catalogue
    }
}

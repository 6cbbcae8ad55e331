import Foundation
import PackagePlugin

/// Embeds data files into a target as Swift source (`embeddedResources`,
/// keyed by path), so the `tlsite` binary is self-contained: it can be
/// copied anywhere and still knows its built-in templates, themes and emoji.
/// `TLSite` gets the package's top-level `Templates/` and `Themes/` folders
/// and its `VERSION` file (the version scripts/release.sh reads);
/// `TLMarkdown` gets its `emoji.txt`, the shortcode table
/// scripts/gen-emoji.py writes.
/// `TLHighlight` gets the grammars' highlight queries
/// (`Sources/CTreeSitterGrammars/LANGUAGE/queries/*.scm`).
@main
struct EmbedResources: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let root = context.package.directoryURL
        if target.name == "TLHighlight" { return try queries(context: context) }
        if target.name == "TLMarkdown" {
            let folder = root.appending(path: "Sources/TLMarkdown")
            let table = folder.appending(path: "emoji.txt")
            let output = context.pluginWorkDirectoryURL.appending(path: "EmbeddedResources.swift")
            return [.buildCommand(
                displayName: "Embedding the emoji table",
                executable: try context.tool(named: "embed-resources").url,
                arguments: [output.path, folder.path, table.path],
                inputFiles: [table],
                outputFiles: [output]
            )]
        }
        let folders = ["Templates", "Themes"].map { root.appending(path: $0) }
        // Folders are inputs too: adding or removing a file changes its
        // folder, which makes the build embed again.
        let version = root.appending(path: "VERSION")
        var inputs: [URL] = folders + [version]
        for folder in folders {
            guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey]) else { continue }
            for case let url as URL in walker { inputs.append(url) }
        }
        let output = context.pluginWorkDirectoryURL.appending(path: "EmbeddedResources.swift")
        return [.buildCommand(
            displayName: "Embedding built-in templates, themes and VERSION",
            executable: try context.tool(named: "embed-resources").url,
            arguments: [output.path, root.path] + folders.map(\.path) + [version.path],
            inputFiles: inputs,
            outputFiles: [output]
        )]
    }

    /// The highlight queries, named one by one: the grammars' folder also
    /// holds their C sources, which are no resources.
    private func queries(context: PluginContext) throws -> [Command] {
        let grammars = context.package.directoryURL.appending(path: "Sources/CTreeSitterGrammars")
        var folders: [URL] = [grammars]
        var files: [URL] = []
        if let walker = FileManager.default.enumerator(at: grammars, includingPropertiesForKeys: [.isRegularFileKey]) {
            for case let url as URL in walker {
                if url.lastPathComponent == "queries" { folders.append(url) }
                if url.pathExtension == "scm" { files.append(url) }
            }
        }
        let output = context.pluginWorkDirectoryURL.appending(path: "EmbeddedResources.swift")
        return [.buildCommand(
            displayName: "Embedding the grammars' highlight queries",
            executable: try context.tool(named: "embed-resources").url,
            arguments: [output.path, grammars.path] + files.map(\.path),
            inputFiles: folders + files,
            outputFiles: [output]
        )]
    }
}

import Foundation
import PackagePlugin

/// Embeds the package's top-level `Templates/` and `Themes/` folders and its
/// `VERSION` file into the target as Swift source, so the `tlsite` binary is
/// self-contained: it can be copied anywhere and still knows its built-in
/// templates and themes, and its version is the one scripts/release.sh reads.
@main
struct EmbedResources: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let root = context.package.directoryURL
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
}

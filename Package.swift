// swift-tools-version:6.0
import PackageDescription

// Layers, lowest first; each imports only layers above it in this list:
//   CCmark, CYaml,         system libraries (Debian libcmark-dev, libyaml-dev,
//     CMicroHTTPD,           libmicrohttpd-dev, libtree-sitter-dev)
//     CTreeSitter
//   CTreeSitterGrammars    the tree-sitter grammars' generated C, vendored (THIRD-PARTY)
//   CVips                  libvips (images' sizes and variants), opened at run time
//   CTLSys                 the few system calls Foundation lacks (atomic exchange), the build's commit
//   TLCore                 diagnostics, source locations, file access
//   TLHighlight            code highlighted by tree-sitter's grammars and their highlight queries
//   TLFormats              YAML nodes (libyaml) and Markdown (cmark), the Markdown options, no site knowledge
//   TLModel                items, lanes, styles, colors, themes, config: pure values
//   TLMarkdown             GitHub's Markdown extensions as passes over cmark's tree, references, emoji
//   Mustache               the template engine, standalone
//   TLContent              reading a site folder into the model
//   TLImport               other tools' timelines (TimelineJS JSON and sheets) written as items
//   TLRender               template contexts, components, theme CSS
//   TLServe                the development server: files, live reload, watching (no site knowledge)
//   TLSite                 the build: named stages, output, atomic publish; the library's public API
//   TLCLI                  commands and their arguments
//   tlsite                 the executable, one line
let package = Package(
    name: "tlsite",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "tlsite", targets: ["tlsite"]),
        // Build, check or serve a site folder, or render a timeline made of
        // values, from another Swift package: docs/library.md.
        .library(name: "TLSite", targets: ["TLSite"]),
    ],
    targets: [
        .systemLibrary(name: "CCmark", pkgConfig: "libcmark", providers: [.apt(["libcmark-dev"])]),
        .systemLibrary(name: "CYaml", pkgConfig: "yaml-0.1", providers: [.apt(["libyaml-dev"])]),
        .systemLibrary(name: "CMicroHTTPD", pkgConfig: "libmicrohttpd", providers: [.apt(["libmicrohttpd-dev"])]),
        .systemLibrary(name: "CTreeSitter", pkgConfig: "tree-sitter", providers: [.apt(["libtree-sitter-dev"])]),
        // Each grammar's folder also holds its LICENSE and highlight query
        // (embedded into TLHighlight); yaml's scanner includes its schema files.
        .target(name: "CTreeSitterGrammars",
                exclude: ["bash/LICENSE", "c/LICENSE", "css/LICENSE", "diff/LICENSE", "go/LICENSE", "html/LICENSE",
                          "javascript/LICENSE", "json/LICENSE", "python/LICENSE", "rust/LICENSE", "swift/LICENSE",
                          "typescript/LICENSE", "yaml/LICENSE",
                          "bash/queries", "c/queries", "css/queries", "diff/queries", "go/queries", "html/queries",
                          "javascript/queries", "json/queries", "python/queries", "rust/queries", "swift/queries",
                          "typescript/queries", "yaml/queries",
                          "yaml/schema.core.c", "yaml/schema.json.c", "yaml/schema.legacy.c", "README.md"]),
                .target(name: "CVips", linkerSettings: [.linkedLibrary("dl")]),
        .target(name: "CTLSys"),
        .target(name: "TLCore", dependencies: ["CTLSys"]),
        .target(name: "TLHighlight", dependencies: ["CTreeSitter", "CTreeSitterGrammars"], plugins: ["EmbedResources"]),
        .target(name: "TLFormats", dependencies: ["TLCore", "CCmark", "CYaml", "CVips"]),
        .target(name: "TLModel", dependencies: ["TLCore", "TLFormats"]),
        .target(name: "TLMarkdown", dependencies: ["TLCore", "TLFormats", "TLHighlight", "CCmark"],
                exclude: ["emoji.txt"], plugins: ["EmbedResources"]),
        .target(name: "Mustache"),
        .target(name: "TLContent", dependencies: ["TLCore", "TLFormats", "TLMarkdown", "TLModel"]),
        .target(name: "TLImport", dependencies: ["TLCore", "TLFormats", "TLModel", "TLContent"]),
        .target(name: "TLRender", dependencies: ["TLCore", "TLFormats", "TLMarkdown", "TLModel", "Mustache"]),
        .executableTarget(name: "embed-resources"),
        .plugin(name: "EmbedResources", capability: .buildTool(), dependencies: ["embed-resources"]),
        .target(name: "TLServe", dependencies: ["TLCore", "CMicroHTTPD", "CTLSys"]),
        .target(name: "TLSite", dependencies: ["TLCore", "TLFormats", "TLMarkdown", "TLModel", "TLContent", "TLRender", "Mustache", "TLServe"],
                plugins: ["EmbedResources"]),
        .target(name: "TLCLI", dependencies: ["TLSite", "TLServe", "TLCore", "TLFormats", "TLContent", "TLImport", "TLMarkdown", "TLModel"]),
        .executableTarget(name: "tlsite", dependencies: ["TLCLI"]),
        .testTarget(name: "TLFormatsTests", dependencies: ["TLFormats"]),
        .testTarget(name: "TLHighlightTests", dependencies: ["TLHighlight"]),
        .testTarget(name: "TLMarkdownTests", dependencies: ["TLMarkdown", "TLFormats"]),
        .testTarget(name: "MustacheTests", dependencies: ["Mustache"]),
        .testTarget(name: "TLModelTests", dependencies: ["TLModel"]),
        .testTarget(name: "TLContentTests", dependencies: ["TLContent", "TLFormats"], exclude: ["Fixtures"]),
        .testTarget(name: "TLImportTests", dependencies: ["TLImport", "TLContent", "TLCore", "TLFormats", "TLMarkdown", "TLModel"], exclude: ["Fixtures"]),
        .testTarget(name: "TLSiteTests", dependencies: ["TLSite", "TLCore", "TLContent", "TLModel", "TLFormats", "TLHighlight"]),
        .testTarget(name: "TLServeTests", dependencies: ["TLServe", "TLCore"]),
        .testTarget(name: "TLCLITests", dependencies: ["TLCLI"]),
        // The library as another package sees it: compiled under a package
        // name of its own, so nothing `package` of tlsite's is visible.
        .testTarget(name: "TLSiteLibraryTests", dependencies: ["TLSite"],
                    swiftSettings: [.unsafeFlags(["-package-name", "tlsite_library_user"])]),
    ]
)

import Foundation
import Testing

/// The modules' layers point one way: each module imports, and depends on
/// in Package.swift, only modules listed above it in Package.swift's layer
/// comment; and the CLI loads tlsite.yml through `ConfigReader.load`, never
/// parsing it itself.
struct ArchitectureTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The layers, lowest first, from Package.swift's comment
    /// (`//   NAME   what it holds`; `CCmark, CYaml,` lines name several).
    static func layers(_ manifest: String) -> [String] {
        var names: [String] = []
        for line in manifest.split(separator: "\n") where line.hasPrefix("//   ") {
            let words = line.dropFirst(5).split(separator: " ", omittingEmptySubsequences: true)
            for word in words {
                let name = word.trimmingCharacters(in: CharacterSet(charactersIn: ","))
                guard name.first?.isUppercase == true || name == "tlsite", name.allSatisfy({ $0.isLetter || $0 == "-" }) else { break }
                if !names.contains(name) { names.append(name) }
                if !word.hasSuffix(",") { break }
            }
        }
        return names
    }

    /// "A imports B" where B is not below A: one message a violation.
    static func upward(_ edges: [(from: String, to: String, where: String)], layers: [String]) -> [String] {
        edges.compactMap { edge in
            guard let from = layers.firstIndex(of: edge.from), let to = layers.firstIndex(of: edge.to) else { return nil }
            return to < from ? nil : "\(edge.where): \(edge.from) uses \(edge.to), which is not below it in Package.swift's layers"
        }
    }

    static var manifest: String { (try? String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)) ?? "" }

    @Test func theLayerListNamesEveryModule() {
        let layers = Self.layers(Self.manifest)
        #expect(Array(layers.prefix(3)) == ["CCmark", "CYaml", "CMicroHTTPD"] && layers.contains("CTLSys"))
        let modules = ((try? FileManager.default.contentsOfDirectory(atPath: Self.root.appendingPathComponent("Sources").path)) ?? [])
            .filter { $0 != "embed-resources" && !$0.hasPrefix(".") }
        #expect(Set(modules).subtracting(layers).isEmpty, "not in Package.swift's layer comment: \(Set(modules).subtracting(layers).sorted())")
        // The model is pure values: below the Markdown renderer, not on top of it.
        #expect(layers.firstIndex(of: "TLModel")! < layers.firstIndex(of: "TLMarkdown")!)
    }

    @Test func importsPointDown() throws {
        let layers = Self.layers(Self.manifest)
        let sources = Self.root.appendingPathComponent("Sources")
        var edges: [(from: String, to: String, where: String)] = []
        for module in try FileManager.default.contentsOfDirectory(atPath: sources.path) {
            let files = FileManager.default.enumerator(atPath: sources.appendingPathComponent(module).path)?.allObjects as? [String] ?? []
            for file in files where file.hasSuffix(".swift") {
                let text = try String(contentsOf: sources.appendingPathComponent(module + "/" + file), encoding: .utf8)
                for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                    let words = line.split(separator: " ")
                    guard words.count == 2, words[0] == "import" || words[0] == "@testable" else { continue }
                    edges.append((module, String(words[1]), "Sources/\(module)/\(file):\(number + 1)"))
                }
            }
        }
        #expect(edges.count > 100)
        let violations = Self.upward(edges, layers: layers)
        #expect(violations.isEmpty, "\(violations.joined(separator: "\n"))")
    }

    @Test func packageDependenciesPointDown() {
        let layers = Self.layers(Self.manifest)
        let target = try! NSRegularExpression(pattern: #"\.(?:target|executableTarget)\(name: "([^"]+)", dependencies: \[([^\]]*)\]"#)
        let text = Self.manifest
        var edges: [(from: String, to: String, where: String)] = []
        for match in target.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
            let name = String(text[Range(match.range(at: 1), in: text)!])
            for dependency in text[Range(match.range(at: 2), in: text)!].split(separator: ",") {
                edges.append((name, dependency.trimmingCharacters(in: CharacterSet(charactersIn: "\" ")), "Package.swift"))
            }
        }
        #expect(edges.count > 20)
        let violations = Self.upward(edges, layers: layers)
        #expect(violations.isEmpty, "\(violations.joined(separator: "\n"))")
    }

    /// The check itself: an upward or sideways import is found, a downward one is not.
    @Test func anUpwardImportIsFound() {
        let layers = Self.layers("//   TLCore   x\n//   TLFormats  y\n//   TLModel   z\n//   TLMarkdown  w\n")
        #expect(layers == ["TLCore", "TLFormats", "TLModel", "TLMarkdown"])
        #expect(Self.upward([("TLModel", "TLCore", "a")], layers: layers).isEmpty)
        #expect(Self.upward([("TLModel", "TLMarkdown", "Sources/TLModel/SiteConfig.swift:3")], layers: layers)
                == ["Sources/TLModel/SiteConfig.swift:3: TLModel uses TLMarkdown, which is not below it in Package.swift's layers"])
        #expect(Self.upward([("TLModel", "TLModel", "a")], layers: layers).count == 1)
        #expect(Self.upward([("TLModel", "Foundation", "a")], layers: layers).isEmpty)
    }

    /// The CLI reads tlsite.yml only through `ConfigReader.load`.
    @Test func theCLIParsesNoTlsiteYml() throws {
        let folder = Self.root.appendingPathComponent("Sources/TLCLI")
        for file in try FileManager.default.contentsOfDirectory(atPath: folder.path) where file.hasSuffix(".swift") {
            let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            #expect(!text.contains("ConfigReader.read("), "Sources/TLCLI/\(file) parses tlsite.yml itself: use ConfigReader.load(site:io:)")
            #expect(!text.contains("ConfigReader.fileName, display"), "Sources/TLCLI/\(file) reads tlsite.yml itself: use ConfigReader.load(site:io:)")
        }
    }
}

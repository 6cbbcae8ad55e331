// libFuzzer target: the front-matter reader, the way the build reads every
// content file and tlsite.yml: UserFile.decode (UTF-8, BOM, CRLF, NUL),
// FrontMatter.split (the '---' lines) and YAML.parse (libyaml + the tree
// builder with its depth and alias-expansion limits). Built by
// fuzz/run.sh frontmatter SECONDS, over Sources/TLContent/FrontMatter.swift,
// Sources/TLCore/Diagnostic.swift and Sources/TLFormats/YAML*.swift.
//
// Besides "no crash", it checks that every error is located inside the input
// (line >= 1, column >= 1, line at most one past the last line).

@_cdecl("LLVMFuzzerTestOneInput")
public func frontMatterFuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    // libyaml also counts NEL, LS and PS (U+0085, U+2028, U+2029) as line
    // breaks (YAML 1.1), so they count here too; see fuzz/README.md.
    let decoded = String(decoding: bytes, as: UTF8.self)
    let lines = decoded.unicodeScalars.reduce(1) { ["\n", "\r", "\u{85}", "\u{2028}", "\u{2029}"].contains($1) ? $0 + 1 : $0 }
    func check(_ line: Int, _ column: Int, _ what: String) {
        require(line >= 1 && column >= 1, "\(what): location \(line):\(column) is before the start")
        require(line <= lines + 1, "\(what): line \(line) is past the end (\(lines) lines)")
    }

    // The whole input as a file (content/*.md, tlsite.yml).
    let text: String
    do { text = try UserFile.decode(bytes, path: "content/a.md") } catch {
        check(error.location?.line ?? 1, error.location?.column ?? 1, "decode: \(error)")
        return 0
    }
    require(!text.utf8.contains(0) && !text.utf8.contains(13), "decode left a NUL or CR")
    parseYAML(text, check)

    let split: FrontMatterSplit
    do { split = try FrontMatter.split(text, path: "content/a.md") } catch {
        check(error.location?.line ?? 1, error.location?.column ?? 1, "split: \(error)")
        return 0
    }
    if let yaml = split.yaml {
        require(split.yamlLine == 2, "front matter starts on line \(split.yamlLine)")
        parseYAML(yaml, check)
    } else {
        require(split.body == text, "a file without front matter lost text")
    }
    return 0
}

private func parseYAML(_ text: String, _ check: (Int, Int, String) -> Void) {
    do {
        if let root = try YAML.parse(text) { walk(root, depth: 0, check) }
    } catch {
        check(error.line, error.column, "YAML: \(error.message)")
    }
}

private func walk(_ node: YAMLNode, depth: Int, _ check: (Int, Int, String) -> Void) {
    require(depth <= YAML.maxDepth + 1, "a tree deeper than the limit came through")
    check(node.line, node.column, "node")
    _ = node.scalar
    _ = node.kindName
    switch node.value {
    case .scalar: break
    case .sequence(let elements): for element in elements { walk(element, depth: depth + 1, check) }
    case .mapping(let pairs):
        for pair in pairs {
            walk(pair.key, depth: depth + 1, check)
            walk(pair.value, depth: depth + 1, check)
        }
    }
}

/// Like precondition, but its message is printed in optimized builds too.
private func require(_ condition: Bool, _ message: @autoclosure () -> String) {
    if !condition { fatalError(message()) }
}

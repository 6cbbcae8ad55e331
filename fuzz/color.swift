// libFuzzer target: the color parser (Sources/TLModel/Color.swift), the one
// gate between user text and CSS. Built by fuzz/run.sh color SECONDS.
//
// Besides "no crash", it checks what the rest of tlsite relies on:
// - an accepted color prints as CSS made only of [#0-9a-f rgba(), .] (no ';',
//   '}', '<', quotes or other text that could leave the declaration);
// - printing is stable: parsing the printed CSS gives the same color back;
// - a refused text is explained without a crash (Color.problem, ColorProblem.swift).

@_cdecl("LLVMFuzzerTestOneInput")
public func colorFuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    guard let color = Color.parse(text) else {
        _ = Color.problem(text)
        return 0
    }
    let css = color.css
    let allowed = Set("#0123456789abcdefrgba(), .".utf8)
    require(css.utf8.allSatisfy(allowed.contains), "unsafe CSS \(css) from \(text.debugDescription)")
    require(css.utf8.count <= 32, "CSS too long: \(css)")
    guard let again = Color.parse(css) else { fatalError("\(css) (from \(text.debugDescription)) does not parse back") }
    require(again == color, "\(css) parses back as \(again.css), from \(text.debugDescription)")
    require(again.css == css, "printing is not stable: \(css) -> \(again.css)")
    return 0
}

/// Like precondition, but its message is printed in optimized builds too.
private func require(_ condition: Bool, _ message: @autoclosure () -> String) {
    if !condition { fatalError(message()) }
}

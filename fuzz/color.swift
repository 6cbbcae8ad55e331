// libFuzzer target: the color parser (Sources/TLModel/Color.swift), the one
// gate between user text and CSS. Built by fuzz/run.sh color SECONDS.
//
// Besides "no crash", it checks what the rest of tlsite relies on:
// - an accepted color prints as CSS made only of [#0-9a-f rgba(), .] (no ';',
//   '}', '<', quotes or other text that could leave the declaration), or, for
//   UIKit's dynamic colors, as light-dark() of two such colors;
// - printing is stable: parsing the printed CSS gives the same color back;
// - a refused text is explained without a crash (Color.problem, ColorProblem.swift).

@_cdecl("LLVMFuzzerTestOneInput")
public func colorFuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    guard let color = Color.parse(text) else {
        _ = Color.problem(text)
        return 0
    }
    // A dynamic (UIKit system) color prints as light-dark(LIGHT, DARK) of two plain colors;
    // each of them must hold the invariants of a plain color.
    let css = color.css
    if let dark = color.dark {
        require(css == "light-dark(\(color.staticCSS), \(dark.staticCSS))", "unexpected dynamic CSS \(css) from \(text.debugDescription)")
        checkPlain(color.light, from: text)
        checkPlain(dark, from: text)
    } else {
        checkPlain(color, from: text)
    }
    return 0
}

private func checkPlain(_ color: Color, from text: String) {
    let css = color.staticCSS
    let allowed = Set("#0123456789abcdefrgba(), .".utf8)
    require(css.utf8.allSatisfy(allowed.contains), "unsafe CSS \(css) from \(text.debugDescription)")
    require(css.utf8.count <= 32, "CSS too long: \(css)")
    guard let again = Color.parse(css) else { fatalError("\(css) (from \(text.debugDescription)) does not parse back") }
    require(again.light == color.light && again.dark == nil, "\(css) parses back as \(again.css), from \(text.debugDescription)")
    require(again.staticCSS == css, "printing is not stable: \(css) -> \(again.staticCSS)")
}

/// Like precondition, but its message is printed in optimized builds too.
private func require(_ condition: Bool, _ message: @autoclosure () -> String) {
    if !condition { fatalError(message()) }
}

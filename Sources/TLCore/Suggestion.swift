/// The closest known word to a misspelt one, for "did you mean" hints.
package func closestMatch(to word: String, in candidates: some Sequence<String>) -> String? {
    let lowered = word.lowercased()
    var best: (String, Int)?
    for candidate in candidates {
        let distance = editDistance(lowered, candidate.lowercased())
        if distance <= max(2, candidate.count / 3), distance < (best?.1 ?? .max) {
            best = (candidate, distance)
        }
    }
    return best?.0
}

/// " (did you mean 'x'?)" or "" when nothing is close.
package func didYouMean(_ word: String, in candidates: some Sequence<String>) -> String {
    closestMatch(to: word, in: candidates).map { " (did you mean '\($0)'?)" } ?? ""
}

/// Levenshtein distance, with one row of memory.
package func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a.unicodeScalars), b = Array(b.unicodeScalars)
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var row = Array(0...b.count)
    for i in 1...a.count {
        var previous = row[0]
        row[0] = i
        for j in 1...b.count {
            let saved = row[j]
            row[j] = a[i - 1] == b[j - 1] ? previous : 1 + min(previous, row[j], row[j - 1])
            previous = saved
        }
    }
    return row[b.count]
}

/// The intended value among a fixed set of choices: the closest spelling, or
/// else the one the word starts or ends (`newest` -> `newest-first`).
package func closestChoice(to word: String, in choices: [String]) -> String? {
    if let match = closestMatch(to: word, in: choices) { return match }
    let lowered = word.lowercased()
    guard lowered.count >= 2 else { return nil }
    let partial = choices.filter { $0.lowercased().hasPrefix(lowered) || $0.lowercased().hasSuffix(lowered) || lowered.hasPrefix($0.lowercased()) }
    return partial.count == 1 ? partial[0] : nil
}

/// " (did you mean 'x'?)" for a value of a fixed set, or "".
package func didYouMean(choice word: String, in choices: [String]) -> String {
    closestChoice(to: word, in: choices).map { " (did you mean '\($0)'?)" } ?? ""
}

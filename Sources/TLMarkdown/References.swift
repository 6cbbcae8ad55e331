import TLFormats

/// GitHub's references in text: `#123`, `GH-123`, `OWNER/NAME#123`, `@user`
/// and commit hashes (7 to 40 hexadecimal digits, with at least one digit
/// and one letter, so that numbers and words stay text). Each must stand
/// after the start of the text, a space or an opening punctuation mark and
/// before a non-word character. Positions are byte offsets into one run of text.
enum References {
    enum Kind { case issue, user, commit }
    struct Match { var end: Int; var url: String; var kind: Kind }

    static func canStart(after previous: UInt8?) -> Bool {
        guard let previous else { return true }
        return Bytes.isSpace(previous) || "([{<\"',;:*_~!>".utf8.contains(previous)
    }

    private static func endsWord(_ bytes: [UInt8], _ index: Int) -> Bool {
        index >= bytes.count || !(Bytes.isWord(bytes[index]) || bytes[index] == UInt8(ascii: "-"))
    }

    private static func digits(_ bytes: [UInt8], from start: Int) -> Int {
        var end = start
        while end < bytes.count, end - start < 10, Bytes.isDigit(bytes[end]) { end += 1 }
        return end
    }

    static func match(_ bytes: [UInt8], at start: Int, previous: UInt8?, repository: Repository) -> Match? {
        guard canStart(after: previous) else { return nil }
        let byte = bytes[start]
        if byte == UInt8(ascii: "#") { return issue(bytes, numberAt: start + 1, repository: repository) }
        if byte == UInt8(ascii: "@") { return user(bytes, at: start, repository: repository) }
        if Bytes.hasPrefix(bytes, at: start, "gh-"), bytes[start] == UInt8(ascii: "G") {
            return issue(bytes, numberAt: start + 3, repository: repository)
        }
        if Bytes.isAlnum(byte) { return crossIssue(bytes, at: start, repository: repository) ?? commit(bytes, at: start, repository: repository) }
        return nil
    }

    private static func issue(_ bytes: [UInt8], numberAt start: Int, repository: Repository) -> Match? {
        let end = digits(bytes, from: start)
        guard end > start, bytes[start] != UInt8(ascii: "0"), endsWord(bytes, end) else { return nil }
        return Match(end: end, url: repository.issue(Bytes.string(bytes[start..<end])), kind: .issue)
    }

    private static func user(_ bytes: [UInt8], at start: Int, repository: Repository) -> Match? {
        var end = start + 1
        while end < bytes.count, end - start <= 39,
              Bytes.isAlnum(bytes[end]) || (bytes[end] == UInt8(ascii: "-") && end > start + 1 && end + 1 < bytes.count && Bytes.isAlnum(bytes[end + 1])) {
            end += 1
        }
        guard end > start + 1, end - start <= 40, endsWord(bytes, end),
              end >= bytes.count || (bytes[end] != UInt8(ascii: "/") && bytes[end] != UInt8(ascii: "@")) else { return nil }
        return Match(end: end, url: repository.user(Bytes.string(bytes[(start + 1)..<end])), kind: .user)
    }

    /// `OWNER/NAME#123`
    private static func crossIssue(_ bytes: [UInt8], at start: Int, repository: Repository) -> Match? {
        var slash = start
        while slash < bytes.count, slash - start < 40, Bytes.isAlnum(bytes[slash]) || bytes[slash] == UInt8(ascii: "-") { slash += 1 }
        guard slash > start, slash < bytes.count, bytes[slash] == UInt8(ascii: "/") else { return nil }
        var hash = slash + 1
        while hash < bytes.count, hash - slash <= 100, Bytes.isAlnum(bytes[hash]) || "-_.".utf8.contains(bytes[hash]) { hash += 1 }
        guard hash > slash + 1, hash < bytes.count, bytes[hash] == UInt8(ascii: "#") else { return nil }
        let end = digits(bytes, from: hash + 1)
        guard end > hash + 1, endsWord(bytes, end) else { return nil }
        let path = Bytes.string(bytes[start..<hash])
        return Match(end: end, url: repository.issue(Bytes.string(bytes[(hash + 1)..<end]), in: path), kind: .issue)
    }

    private static func commit(_ bytes: [UInt8], at start: Int, repository: Repository) -> Match? {
        var end = start
        var letters = false, numbers = false
        while end < bytes.count, end - start <= 40, Bytes.isHex(bytes[end]) {
            if Bytes.isDigit(bytes[end]) { numbers = true } else { letters = true }
            end += 1
        }
        guard (7...40).contains(end - start), letters, numbers, endsWord(bytes, end) else { return nil }
        return Match(end: end, url: repository.commit(Bytes.string(bytes[start..<end]).lowercased()), kind: .commit)
    }
}

/// Someone named in an item's `people:`: an entry of data/people.yml, or a
/// plain name.
package struct Person: Sendable, Hashable {
    package var id: String
    package var name: String
    package var image: String?
    package var url: String?
    /// The e-mail addresses and names this person commits under
    /// (`emails:` and `git:` in data/people.yml), lowercased.
    package var emails: [String] = []
    package var gitNames: [String] = []

    package init(id: String, name: String, image: String? = nil, url: String? = nil) {
        self.id = id
        self.name = name
        self.image = image
        self.url = url
    }

    /// "Chen Li" -> "CL", "ada" -> "A".
    package var initials: String {
        // ASCII names (most of them) without a pass over Unicode properties:
        // a cluster asks for every avatar's initials on every page.
        if name.utf8.allSatisfy({ $0 < 0x80 }) {
            var letters: [UInt8] = []
            var wordStart = true
            for byte in name.utf8 where letters.count < 2 {
                if byte == UInt8(ascii: " ") || (0x09...0x0D).contains(byte) || byte == UInt8(ascii: "-") {
                    wordStart = true
                } else if wordStart {
                    letters.append((UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) ? byte - 32 : byte)
                    wordStart = false
                }
            }
            return String(decoding: letters, as: UTF8.self)
        }
        let words = name.split(whereSeparator: { $0.isWhitespace || $0 == "-" })
        return String(words.prefix(2).compactMap(\.first)).uppercased()
    }
}

/// Who wrote a commit, or is named in its `Co-authored-by:` trailer.
package struct GitAuthor: Sendable, Hashable {
    package var name: String
    package var email: String

    package init(name: String, email: String) {
        self.name = name
        self.email = email
    }

    /// One person per address; a commit without one is known by its name.
    package var key: String { email.isEmpty ? name.lowercased() : email.lowercased() }
}

/// ProfileClusterView's layout, as numbers: how many slots fit a width, and
/// the background each person's initials get.
package enum Cluster {
    /// The most slots a cluster draws: people past them are always in the
    /// "+N", so a cluster of thousands stays a page of ordinary size.
    package static let maxSlots = 100

    /// Names for a tooltip: the first `limit`, then how many more ("5 more", `more` says it).
    package static func names(_ names: ArraySlice<String>, limit: Int = 20, more: (Int) -> String) -> [String] {
        names.count <= limit ? Array(names) : Array(names.prefix(limit)) + [more(names.count - limit)]
    }

    /// ProfileClusterView.reloadDataInternal: slots of `size` with `spacing`
    /// between them that fit `width` (always at least one).
    package static func visibleSlots(width: Double, size: Double, spacing: Double) -> Int {
        guard width > size else { return 1 }
        let single = size + drawnSpacing(size: size, spacing: spacing)
        return (single > 0 ? Int((width - size) / single) : 0) + 1
    }

    /// The narrowest width that shows `slots` slots.
    package static func width(forSlots slots: Int, size: Double, spacing: Double) -> Double {
        size + Double(slots - 1) * (size + drawnSpacing(size: size, spacing: spacing))
    }

    /// The spacing drawn: an overlap of at most a quarter of the size, so the
    /// next avatar never reaches an avatar's initials (tlsite.css does the same).
    package static func drawnSpacing(size: Double, spacing: Double) -> Double {
        max(spacing, -size / 4)
    }

    /// ProfileClusterView.getRandomColor: with its three colors, index % 3 == 0
    /// takes the first, else an even index the second, else the third; with
    /// another number of colors they simply cycle.
    package static func colorIndex(_ index: Int, colors: Int) -> Int {
        guard colors > 0 else { return 0 }
        guard colors == 3 else { return index % colors }
        return index % 3 == 0 ? 0 : (index % 2 == 0 ? 1 : 2)
    }
}

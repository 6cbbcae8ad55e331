import TLCore
import TLFormats
import TLModel

/// Reads data/people.yml: `id: { name, image, url, emails, git }` for each
/// person; `emails` and `git` (the addresses and names they commit under)
/// make commit authors this person.
package enum PeopleReader {
    package static let path = "data/people.yml"

    package static func read(_ text: String) -> ([String: Person], [Diagnostic]) {
        let reader = FieldReader(path: path, source: text)
        guard let root = reader.parse() else { return ([:], reader.diagnostics) }
        guard case .mapping(let pairs) = root.value else {
            reader.error(root, "\(path) must map ids to people, like 'ada: { name: Ada Lovelace }'")
            return ([:], reader.diagnostics)
        }
        var people: [String: Person] = [:]
        for pair in pairs {
            let id = pair.key.text ?? ""
            guard let fields = reader.fields(pair.value, known: ["name", "image", "url", "emails", "git"], in: "person '\(id)'") else { continue }
            guard let nameNode = fields["name"], let name = reader.string(nameNode, "name") else {
                if fields["name"] == nil { reader.error(pair.value, "person '\(id)' needs a 'name'") }
                continue
            }
            var person = Person(id: id, name: name)
            if let node = fields["image"] { person.image = reader.reference(node, "image", schemes: ["http", "https"]) }
            if let node = fields["url"] { person.url = reader.reference(node, "url") }
            // Who the person is in git history: one string or a list of them.
            person.emails = fields["emails"].map { words($0, "emails", reader) } ?? []
            person.gitNames = fields["git"].map { words($0, "git", reader) } ?? []
            people[id] = person
        }
        return (people, reader.diagnostics)
    }

    private static func words(_ node: YAMLNode, _ key: String, _ reader: FieldReader) -> [String] {
        guard case .sequence(let items) = node.value else { return reader.string(node, key).map { [$0.lowercased()] } ?? [] }
        return items.compactMap { reader.string($0, key)?.lowercased() }
    }
}

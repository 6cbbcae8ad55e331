import Foundation
import TLCore
import TLFormats
import TLMarkdown
import TLModel

/// Reads one content file into an item: front matter checked key by key, the
/// body rendered by cmark.
package enum ItemReader {
    package static let keys = [
        "title", "date", "image", "imageAlt", "leftType", "rightType", "lane", "lanes", "kind", "people", "tags",
        "draft", "slug", "aliases", "style", "fold", "options", "answer", "link",
    ]

    /// Each tag makes a page, and each page lists the item's tags.
    package static let maxTags = 1_000

    /// The error for a body whose Markdown would take more than the
    /// memory a file may use to parse.
    package static func overBudget(_ estimate: Int, path: String, line: Int) -> Diagnostic {
        .error(SourceLocation(path: path, line: line),
               "the Markdown would take about \(estimate / 1_000_000) MB of memory to parse, more than the \(MarkdownBudget.perFile / 1_000_000) MB "
                   + "a file may use: it holds too many brackets, emphasis marks or lines; split it into several items")
    }

    package struct Options: Sendable {
        package var markdown = MarkdownOptions()
        package var unsafeMarkdown: Bool {
            get { markdown.unsafe }
            set { markdown.unsafe = newValue }
        }
        /// The folder below content/ ("" at the top).
        package var folder = ""
        /// Values from the folders' `cascade:`, applied before the file's own.
        package var cascade: [YAMLPair] = []
        /// The site's own taxonomies (`taxonomies:` but the built-in ones):
        /// front-matter keys whose values are words, like `tags`.
        package var taxonomies: [String] = []
        package init() {}
    }

    /// The values of a taxonomy (`tags`, `category`), each of which makes a
    /// page: values that name the same page ("a", "A!") are one, the first
    /// spelling; a value without letters or digits is an error.
    private static func terms(_ node: YAMLNode, _ key: String, many: String, one: String, _ reader: FieldReader) -> [String] {
        var seen: Set<String> = [], terms: [String] = []
        let values = reader.words(node, key) ?? []
        if values.count > ItemReader.maxTags {
            reader.error(node, "an item has at most \(ItemReader.maxTags) \(many) (each makes a page), not \(values.count)")
        }
        for value in values.prefix(ItemReader.maxTags) {
            let slug = slugify(value)
            if slug.isEmpty {
                reader.error(node, "the \(one) '\(value)' has no letters or digits to name its page with")
            } else if seen.insert(slug).inserted {
                terms.append(value)
            }
        }
        return terms
    }

    /// `path` is relative to the site (for messages); `fileName` is the file's name.
    package static func read(_ bytes: [UInt8], path: String, fileName: String, options: Options = Options()) -> (Item?, [Diagnostic]) {
        let text: String
        let split: FrontMatterSplit
        do {
            text = try UserFile.decode(bytes, path: path)
            split = try FrontMatter.split(text, path: path)
        } catch {
            return (nil, [error])
        }
        if text.allSatisfy(\.isWhitespace) {
            return (nil, [.error(SourceLocation(path: path), "the file is empty; an item needs front matter with at least a title")])
        }
        guard let yaml = split.yaml else {
            return (nil, [.error(SourceLocation(path: path), "no front matter; start the file with '---', a line 'title: ...', and '---'")])
        }
        let reader = FieldReader(path: path, lineOffset: split.yamlLine - 1, source: yaml)
        guard let root = reader.parse() else {
            return (nil, reader.diagnostics.isEmpty
                ? [.error(SourceLocation(path: path), "the front matter is empty; it needs at least 'title: ...'")] : reader.diagnostics)
        }
        guard var fields = reader.fields(root, known: options.taxonomies.isEmpty ? keys : keys + options.taxonomies, in: "front matter", elsewhere: StyleReader.itemKeyPlaces) else { return (nil, reader.diagnostics) }
        for pair in options.cascade where fields[pair.key.text ?? ""] == nil {
            fields[pair.key.text ?? ""] = pair.value
        }

        let (dateFromName, baseName) = splitDatePrefix(String(fileName.dropLast(fileName.hasSuffix(".md") ? 3 : 0)))
        guard let titleNode = fields["title"] else {
            reader.report(.error(reader.location(root), "the front matter has no 'title'; add a line like 'title: \"08:30 am\"'"))
            return (nil, reader.diagnostics)
        }
        let title = reader.string(titleNode, "title") ?? ""
        if title.allSatisfy(\.isWhitespace), case .string? = titleNode.scalar {
            reader.error(titleNode, "'title' is empty; every item needs a title")
        }
        var item = Item(source: SourceLocation(path: path, line: 1, column: 1), title: title, slug: slugify(baseName))
        item.folder = options.folder
        item.locations.reserveCapacity(fields.count)
        for (key, node) in fields { item.locations[key] = reader.location(node) }

        if let node = fields["date"], let (date, hasTime) = reader.date(node, "date") {
            item.date = date
            item.hasTime = hasTime
        } else if fields["date"] == nil, let dateFromName {
            item.date = dateFromName
        }
        if let node = fields["slug"], let slug = reader.string(node, "slug") {
            if let problem = PathRules.slugProblem(slug) { reader.error(node, "'slug' \(problem)") } else { item.slug = slug }
        } else if item.slug.isEmpty {
            reader.report(.error(item.source, "cannot make a slug from the file name '\(fileName)'; add 'slug: some-name'"))
        }
        if let node = fields["aliases"] { item.aliases = readAliases(node, reader) }
        if let node = fields["image"] { item.image = reader.reference(node, "image", schemes: ["http", "https"]) }
        if let node = fields["imageAlt"] { item.imageAlt = reader.string(node, "imageAlt") }
        if let node = fields["link"] { item.link = reader.reference(node, "link") }
        if let node = fields["leftType"] { item.leftType = reader.choice(node, "leftType", as: LineType.self) }
        if let node = fields["rightType"] { item.rightType = reader.choice(node, "rightType", as: LineType.self) }
        if let node = fields["lane"], let lane = reader.choice(node, "lane", as: Lane.self) { item.lanes = [lane] }
        if let node = fields["lanes"], let elements = reader.list(node, "lanes") {
            if fields["lane"] != nil { reader.error(node, "give either 'lane' or 'lanes', not both") }
            item.lanes = Set(elements.compactMap { reader.choice($0, "lanes", as: Lane.self) })
        }
        if let node = fields["kind"], let kind = reader.string(node, "kind") {
            if ConfigReader.isName(kind) { item.kind = kind } else {
                reader.error(node, "'kind' must be a name of letters, digits, '-' and '_' (it picks templates/widgets/KIND.html), not '\(kind)'")
            }
        }
        if let node = fields["people"] { item.people = readPeople(node, reader) }
        for key in options.taxonomies {
            if let node = fields[key] { item.terms[key] = terms(node, key, many: "values of '\(key)'", one: key, reader) }
        }
        if let node = fields["tags"] { item.tags = terms(node, "tags", many: "tags", one: "tag", reader) }
        if let node = fields["draft"] { item.draft = reader.bool(node, "draft") ?? false }
        if let node = fields["style"], case .mapping(let pairs) = node.value, let page = pairs.first(where: { $0.key.text == "page" }) {
            reader.error(page.key, "an item's style: has no 'page': the page around the timeline is themed in theme.yml's page: group (docs/themes.md); style: takes \(StyleKey.itemGroups.joined(separator: ", "))")
        }
        if let node = fields["style"], case .mapping(let pairs) = node.value, let code = pairs.first(where: { $0.key.text == "codeStyle" }) {
            reader.error(code.key, "an item's style: has no 'codeStyle': highlighted code is coloured for the whole site, light and dark, by theme.yml's codeStyle: group (docs/themes.md); style: takes \(StyleKey.itemGroups.joined(separator: ", "))")
        }
        if let node = fields["style"], let styleFields = reader.fields(node, known: StyleKey.itemGroups + StyleKey.themeOnlyGroups, in: "style", elsewhere: StyleReader.itemStylePlaces.mapValues { $0.map { "style." + $0 } }) {
            item.style = StyleReader.read(styleFields, reader, groups: StyleKey.itemGroups)
        }
        if let node = fields["fold"] { item.fold = readFold(node, reader) }
        if let node = fields["options"], let elements = reader.list(node, "options") {
            item.options = elements.compactMap { readOption($0, reader) }
        }
        if let node = fields["answer"] { item.answer = reader.word(node, "answer") }
        if let answer = item.answer, let node = fields["answer"], !item.options.isEmpty, !item.options.contains(where: { $0.text == answer }) {
            reader.error(node, "'answer' must be the text of one of the options (\(item.options.map(\.text).joined(separator: ", "))), not '\(answer)'")
        }

        let estimate = MarkdownBudget.estimate(split.body)
        if estimate > MarkdownBudget.perFile {
            return (nil, reader.diagnostics + [ItemReader.overBudget(estimate, path: path, line: split.bodyLine)])
        }
        var markdown = options.markdown
        markdown.idPrefix = item.slug + "-"
        let rendered = MarkdownBudget.shared.reserve(estimate) { GFM.render(split.body, options: markdown, compact: true) }
        item.blocks = rendered.blocks
        item.bodyImages = rendered.images.filter { $0.src.hasPrefix("/") && !$0.src.hasPrefix("//") }.map {
            BodyImage(src: $0.src, location: SourceLocation(path: path, line: split.bodyLine + $0.line - 1, column: $0.column))
        }
        // `fold:` without a marker: the first block is the closed face.
        item.headBlocks = rendered.moreIndex ?? (item.fold != nil ? min(1, rendered.blocks.count) : nil)
        return (reader.hasErrors ? nil : item, reader.diagnostics)
    }

    /// `aliases:`, the item page's old addresses: a list of paths from the
    /// site's root (or one path).
    private static func readAliases(_ node: YAMLNode, _ reader: FieldReader) -> [Alias] {
        let elements: [YAMLNode]
        switch node.value {
        case .sequence(let list): elements = list
        case .scalar where node.scalar == .null: return []
        case .scalar: elements = [node]
        case .mapping:
            reader.error(node, "'aliases' must be a list of old addresses of this page, like [/old/path/], not a mapping")
            return []
        }
        var aliases: [Alias] = []
        for element in elements {
            guard let text = reader.string(element, "aliases") else { continue }
            switch PathRules.aliasPath(text) {
            case .success(let path): aliases.append(Alias(path: path, location: reader.location(element)))
            case .failure(let problem): reader.error(element, "the alias '\(text)' \(problem.reason)")
            }
        }
        return aliases
    }

    private static func readFold(_ node: YAMLNode, _ reader: FieldReader) -> FoldSettings? {
        guard let fields = reader.fields(node, known: ["folds", "durations", "open"], in: "fold") else { return nil }
        var fold = FoldSettings()
        if let node = fields["folds"] { fold.folds = reader.int(node, "folds", in: 2...12) }
        if let node = fields["durations"], let elements = reader.list(node, "durations") {
            fold.durations = elements.compactMap { reader.number($0, "durations", in: 0...60) }
            if let folds = fold.folds, elements.count != folds {
                reader.error(node, "'durations' needs one duration per fold: \(folds) folds, \(elements.count) durations")
            } else if fold.folds == nil, !(2...12).contains(elements.count) {
                reader.error(node, "'durations' sets the number of folds: give 2 to 12 durations, not \(elements.count)")
            }
        }
        if let node = fields["open"] { fold.open = reader.bool(node, "open") ?? false }
        return fold
    }

    private static func readOption(_ node: YAMLNode, _ reader: FieldReader) -> PollOption? {
        if case .scalar = node.value { return reader.word(node, "options").map { PollOption(text: $0, votes: 0) } }
        guard let fields = reader.fields(node, known: ["text", "votes"], in: "an option") else { return nil }
        guard let textNode = fields["text"] else {
            reader.error(node, "an option needs 'text'")
            return nil
        }
        guard let text = reader.word(textNode, "text") else { return nil }
        let votes = fields["votes"].flatMap { reader.int($0, "votes", in: 0...Int(Int32.max)) } ?? 0
        return PollOption(text: text, votes: votes)
    }

    /// "2024-05-01-first-day" -> (that date, "first-day"), as `new item` names files.
    static func splitDatePrefix(_ name: String) -> (Date?, String) {
        guard name.utf8.count > 11, name.utf8[name.utf8.index(name.utf8.startIndex, offsetBy: 10)] == UInt8(ascii: "-") else { return (nil, name) }
        let prefix = String(name.prefix(10))
        guard case .success(let parsed) = DateParser.parse(prefix) else { return (nil, name) }
        return (parsed.date, String(name.dropFirst(11)))
    }

    /// `people:` is a list of names or one name. A number is refused, in a
    /// list too: `people: 3` reads like a count, which it is not.
    private static func readPeople(_ node: YAMLNode, _ reader: FieldReader) -> [String] {
        let elements: [YAMLNode] = if case .sequence(let list) = node.value { list } else { [node] }
        if case .mapping = node.value {
            reader.error(node, "'people' must be a list, not a mapping: write names, like [mary, tom], or one name")
            return []
        }
        if node.scalar == .null { return [] }
        var names: [String] = []
        for element in elements {
            switch element.scalar {
            case .int?, .double?:
                reader.error(element, "'people' must be a list of names, like [mary, tom], or one name, not a number; quote it if it is a name: '\(element.text ?? "")'")
            case .string(let name)?:
                names.append(name)
            default:
                reader.error(element, "'people' must be a string, not \(element.kindName): write names, like [mary, tom], or one name")
            }
        }
        return names
    }
}

import TLCore
import TLFormats
import TLModel

/// Reads style keys (theme.yml's groups, an item's `style:`) into a patch,
/// checking each value by its key's kind. The one gate between user text and CSS.
enum StyleReader {
    /// Reads the groups of `fields` that are style groups ("bubbleStyle",
    /// "messageSeparator", ...); other keys are left to the caller.
    static func read(_ fields: [String: YAMLNode], _ reader: FieldReader, groups: [String] = StyleKey.groups) -> StylePatch {
        var patch = StylePatch()
        for group in groups {
            guard let node = fields[group] else { continue }
            if let key = StyleKey.byName[group] {
                if let value = value(node, for: key, reader) { patch.set(key, value) }
                continue
            }
            let keys = StyleKey.all.filter { $0.name.hasPrefix(group + ".") }
            let names = keys.map { String($0.name.dropFirst(group.count + 1)) }
            guard let groupFields = reader.fields(node, known: names, in: group, elsewhere: keyPlaces) else { continue }
            for (key, name) in zip(keys, names) {
                if let node = groupFields[name], let value = value(node, for: key, reader) { patch.set(key, value) }
            }
        }
        return patch
    }

    /// Where each style key of `fields` is written: its value's line and column, by key name.
    /// Reports nothing (`read` checked the values).
    static func locations(_ fields: [String: YAMLNode], _ reader: FieldReader) -> [String: SourceLocation] {
        var found: [String: SourceLocation] = [:]
        for group in StyleKey.groups {
            guard let node = fields[group] else { continue }
            if StyleKey.byName[group] != nil { found[group] = reader.location(node); continue }
            guard case .mapping(let pairs) = node.value else { continue }
            for pair in pairs {
                if let name = pair.key.text, StyleKey.byName[group + "." + name] != nil { found[group + "." + name] = reader.location(pair.value) }
            }
        }
        return found
    }

    /// Where a key's last part belongs: `lineWidth` -> `leftLineStyle.lineWidth`,
    /// `rightLineStyle.lineWidth`; for "did you mean" when it is written at the wrong level.
    static let keyPlaces: [String: [String]] = {
        var places: [String: [String]] = [:]
        for key in StyleKey.all where key.name.contains(".") && !key.isPageKey {
            places[String(key.name.split(separator: ".").last!), default: []].append(key.name)
        }
        return places
    }()

    /// The places an item's `style:` takes (no theme-only group), as `keyPlaces` names them.
    static let itemStylePlaces: [String: [String]] = keyPlaces.compactMapValues { names in
        let kept = names.filter { StyleKey.byName[$0]?.isThemeOnly == false }
        return kept.isEmpty ? nil : kept
    }

    /// The same, inside an item's `style:`.
    static let itemKeyPlaces: [String: [String]] = {
        var places = itemStylePlaces.mapValues { $0.map { "style." + $0 } }
        for group in StyleKey.itemGroups { places[group] = ["style." + group] }
        return places
    }()

    static func value(_ node: YAMLNode, for key: StyleKey, _ reader: FieldReader) -> StyleValue? {
        switch key.kind {
        case .color:
            return reader.color(node, key.name).map(StyleValue.color)
        case .length:
            return reader.number(node, key.name, in: -10_000...10_000).map(StyleValue.number)
        case .size, .width:
            guard let value = reader.number(node, key.name, in: -10_000...10_000) else { return nil }
            if key.kind == .size, value <= 0 {
                reader.error(node, "'\(key.name)' must be more than 0 (a size in CSS pixels), not \(node.text ?? "")")
                return nil
            }
            if value < 0 {
                reader.error(node, "'\(key.name)' must be 0 or more (a width in CSS pixels), not \(node.text ?? "")")
                return nil
            }
            return .number(value)
        case .duration:
            return reader.number(node, key.name, in: 0...60).map(StyleValue.number)
        case .count(let range):
            return reader.int(node, key.name, in: range).map { .number(Double($0)) }
        case .colorList:
            guard let nodes = reader.list(node, key.name) else { return nil }
            if nodes.isEmpty { reader.error(node, "'\(key.name)' needs at least one color"); return nil }
            let colors = nodes.compactMap { reader.color($0, key.name) }
            return colors.count == nodes.count ? .colors(colors) : nil
        case .choice(let options):
            guard let text = reader.string(node, key.name) else { return nil }
            if options.contains(text) { return .word(text) }
            reader.error(node, "'\(key.name)' must be one of \(options.joined(separator: ", ")), not '\(text)'\(didYouMean(choice: text, in: options))")
            return nil
        case .identifier:
            guard let text = reader.string(node, key.name) else { return nil }
            if isCSSIdentifier(text) { return .word(text) }
            reader.error(node, "'\(key.name)' must be a name of letters, digits, '-' and '_' (an animation the theme's CSS defines), not '\(text)'")
            return nil
        case .fontFamily:
            guard let text = reader.string(node, key.name) else { return nil }
            switch FontFamily.parse(text) {
            case .success(let css): return .word(css)
            case .failure(let problem):
                reader.error(node, "'\(key.name)' is not a list of font families: \(problem.reason); write names and generic families separated by commas, like: \"Iowan Old Style\", Georgia, serif")
                return nil
            }
        case .cssLength:
            let parsed: Result<String, FontFamily.Problem>
            switch node.scalar {
            case .int(let n)?: parsed = CSSLength.pixels(Double(n))
            case .double(let n)?: parsed = CSSLength.pixels(n)
            default:
                guard let text = reader.string(node, key.name) else { return nil }
                parsed = CSSLength.parse(text)
            }
            switch parsed {
            case .success(let css): return .word(css)
            case .failure(let problem):
                reader.error(node, "'\(key.name)' \(problem.reason), not '\(node.text ?? "")'")
                return nil
            }
        }
    }

    static func isCSSIdentifier(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, ("a"..."z").contains(first) || ("A"..."Z").contains(first) else { return false }
        return text.count <= 64 && text.unicodeScalars.allSatisfy {
            ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || $0 == "-" || $0 == "_"
        }
    }
}

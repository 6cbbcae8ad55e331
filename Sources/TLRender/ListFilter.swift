import Mustache
import TLCore
import TLModel

/// A filter over a list of releases that works without JavaScript: a
/// group of radio buttons above the list, and for each choice one rule of
/// the stylesheet that, while the choice is checked, hides the cells that
/// do not match it (`.tl-main:has(#ID:checked) … .tl-cell:not(MATCH)`).
/// Two groups on one page combine: a cell shows when it matches both.
///
/// The markup (`partials/filter.html`) is a `<fieldset class="tl-filter">`
/// with a legend and, per choice, `<input type="radio" class="tl-filter-input"
/// id="tl-filter-NAME-VALUE">` and its `<label>`; the first choice, "All",
/// is `id="tl-filter-NAME"` and matches everything.
package struct ListFilter: Sendable {
    package struct Choice: Sendable {
        /// Part of the input's id; letters, digits, '-' and '_' read best.
        package var value: String
        package var label: String
        /// What a cell that shows must match (`:has(.tl-changes--added)`, `[data-tl-package="core"]`).
        package var cellMatches: String
        /// Parts of the cells that show which the choice hides too (the other
        /// change types' sections), or nil.
        package var alsoHides: String?

        package init(value: String, label: String, cellMatches: String, alsoHides: String? = nil) {
            self.value = value
            self.label = label
            self.cellMatches = cellMatches
            self.alsoHides = alsoHides
        }
    }

    /// The group's name: the radios' `name` is `tl-filter-NAME`.
    package var name: String
    package var legend: String
    package var allLabel: String
    package var choices: [Choice]

    package init(name: String, legend: String, allLabel: String, choices: [Choice]) {
        self.name = name
        self.legend = legend
        self.allLabel = allLabel
        self.choices = choices
    }

    /// The change types of a list of releases: a choice per type, which
    /// shows the releases with entries of that type and only those entries.
    package static func changeTypes(_ kinds: [(kind: String, title: String)], legend: String, allLabel: String) -> ListFilter {
        ListFilter(name: "type", legend: legend, allLabel: allLabel, choices: kinds.map { kind in
            let section = ".tl-changes--" + cssIdentifier(kind.kind)
            return Choice(value: kind.kind, label: kind.title, cellMatches: ":has(\(section))", alsoHides: ".tl-changes:not(\(section))")
        })
    }

    package func inputID(_ value: String?) -> String { "tl-filter-" + name + (value.map { "-" + $0 } ?? "") }

    /// The stylesheet's rules for this group.
    package var css: String {
        var css = ""
        for choice in choices {
            let checked = ".tl-main:has(#\(ListFilter.cssIdentifier(inputID(choice.value))):checked) .tl-timeline"
            css += "\(checked) > .tl-cell:not(\(choice.cellMatches)) { display: none; }\n"
            if let hides = choice.alsoHides { css += "\(checked) > .tl-cell \(hides) { display: none; }\n" }
        }
        // Spacers stand between neighbours, which a filter may hide.
        css += ".tl-main:has(.tl-filter--\(ListFilter.cssIdentifier(name)) .tl-filter-input:not(#\(ListFilter.cssIdentifier(inputID(nil)))):checked) .tl-timeline > .tl-spacer { display: none; }\n"
        return css
    }

    /// `filters` element of a list page: see `partials/filter.html`.
    package var value: MustacheValue {
        let all = MustacheValue.object(["id": .string(inputID(nil)), "value": .string(""), "label": .string(allLabel), "checked": .bool(true)])
        return .object([
            "name": .string(name),
            "inputName": .string("tl-filter-" + name),
            "legend": .string(legend),
            "choices": .array([all] + choices.map { choice in
                .object(["id": .string(inputID(choice.value)), "value": .string(choice.value), "label": .string(choice.label),
                         "checked": .bool(false)])
            }),
        ])
    }

    /// A name as a CSS identifier's characters: ASCII letters, digits, '-'
    /// and '_' and every non-ASCII character as they are, others escaped.
    package static func cssIdentifier(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "a"..."z", "A"..."Z", "0"..."9", "-", "_": out.unicodeScalars.append(scalar)
            case _ where scalar.value >= 0x80: out.unicodeScalars.append(scalar)
            default: out += "\\" + String(scalar.value, radix: 16) + " "
            }
        }
        return out
    }
}

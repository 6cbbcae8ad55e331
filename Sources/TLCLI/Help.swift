import Foundation

/// `--help` and `tlsite help COMMAND`, made from `CommandInfo.all`.
enum Help {
    static let usage = "usage: tlsite COMMAND [OPTIONS]   (tlsite --help for the commands)"

    static var overview: String {
        let rows = CommandInfo.overviewCommands.map { ($0.overviewArguments, $0.summary) }
        let width = rows.map(\.0.count).max()! + 2
        return """
        tlsite \u{2014} turns Markdown items into HTML/CSS timelines.

        usage: tlsite COMMAND [OPTIONS]

        commands:
        \(rows.map { "  " + $0.0.padding(toLength: width, withPad: " ", startingAt: 0) + $0.1 }.joined(separator: "\n"))

        options:
          --help, -h              this text
          --version               the version, its commit and its C libraries' versions

        Exit codes: 0 success, 1 the site has errors (nothing was published),
        2 the command line is wrong.
        """
    }

    /// The help of each command, by name ("build", "new item").
    static let commands: [String: String] = Dictionary(uniqueKeysWithValues: CommandInfo.all.map { ($0.name, text(of: $0)) })

    static func text(of command: CommandInfo) -> String {
        var lines = command.usage.enumerated().map { ($0.offset == 0 ? "usage: " : "       ") + "tlsite " + $0.element }
        lines += ["", command.description]
        let options = command.options.filter { $0.name != "--help" }
        if !options.isEmpty {
            lines.append("")
            let labels = options.map(label)
            let width = max(labels.map(\.count).max()! + 3, 19)
            for (label, option) in zip(labels, options) {
                lines.append("  " + label.padding(toLength: width, withPad: " ", startingAt: 0) + option.help)
            }
        }
        return lines.joined(separator: "\n")
    }

    /// "-o, --output DIR", "--drafts".
    static func label(_ option: CommandInfo.Option) -> String {
        (option.short.map { $0 + ", " } ?? "") + option.name + (option.value.map { " " + $0 } ?? "")
    }

    static func usageLine(for command: String) -> String {
        let key = command.trimmingCharacters(in: .whitespaces)
        guard let text = commands[key] ?? commands[String(key.split(separator: " ").first ?? "")] else { return usage }
        return String(text.split(separator: "\n").first ?? "") + "   (tlsite help \(key))"
    }
}

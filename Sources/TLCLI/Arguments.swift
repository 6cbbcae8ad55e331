import TLCore

/// A small command-line parser: flags, options with values, positionals.
/// Accepts `--name value`, `--name=value`, `-o value` and `--` to end options.
package struct ArgumentSpec: Sendable {
    package var flags: Set<String> = []
    /// Options that take a value, by long name; short aliases map to them.
    package var options: Set<String> = []
    package var aliases: [String: String] = [:]
    package var maxPositionals: Int = 0

    package init(flags: Set<String> = [], options: Set<String> = [], aliases: [String: String] = [:], maxPositionals: Int = 0) {
        self.flags = flags
        self.options = options
        self.aliases = aliases
        self.maxPositionals = maxPositionals
    }
}

package struct ParsedArguments: Sendable, Equatable {
    package var flags: Set<String> = []
    package var options: [String: String] = [:]
    package var positionals: [String] = []
}

package struct ArgumentError: Error, Equatable, CustomStringConvertible {
    package var message: String
    package var description: String { message }
}

extension ArgumentSpec {
    package func parse(_ arguments: [String]) throws(ArgumentError) -> ParsedArguments {
        var result = ParsedArguments()
        var index = 0
        var optionsEnded = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if optionsEnded || !argument.hasPrefix("-") || argument == "-" {
                result.positionals.append(argument)
                continue
            }
            if argument == "--" { optionsEnded = true; continue }
            var name = argument
            var inlineValue: String?
            if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            }
            name = aliases[name] ?? name
            if flags.contains(name) {
                if inlineValue != nil { throw ArgumentError(message: "\(name) takes no value") }
                result.flags.insert(name)
            } else if options.contains(name) {
                if let inlineValue {
                    result.options[name] = inlineValue
                } else if index < arguments.count {
                    result.options[name] = arguments[index]
                    index += 1
                } else {
                    throw ArgumentError(message: "\(name) needs a value")
                }
            } else {
                let hint = closestMatch(to: name, in: flags.union(options).sorted()).map { " (did you mean \($0)?)" } ?? ""
                throw ArgumentError(message: "unknown option \(name)\(hint)")
            }
        }
        if result.positionals.count > maxPositionals {
            throw ArgumentError(message: "unexpected argument '\(result.positionals[maxPositionals])'")
        }
        return result
    }
}

/// A problem in a template, located at the tag that causes it.
package struct MustacheError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Path given for the template source where the problem is.
    package var path: String
    /// 1-based line.
    package var line: Int
    /// 1-based column, in Unicode scalars, of the tag's opening delimiter.
    package var column: Int
    package var message: String

    package init(path: String, line: Int, column: Int, message: String) {
        self.path = path
        self.line = line
        self.column = column
        self.message = message
    }

    package var description: String { "\(path):\(line):\(column): error: \(message)" }

    init(at location: SourceLocation, _ message: String) {
        self.init(path: location.path, line: location.line, column: location.column, message: message)
    }
}

struct SourceLocation: Sendable, Hashable {
    let path: String
    let line: Int
    let column: Int
}

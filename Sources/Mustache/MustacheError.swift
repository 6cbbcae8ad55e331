/// A problem in a template, located at the tag that causes it.
public struct MustacheError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Path given for the template source where the problem is.
    public var path: String
    /// 1-based line.
    public var line: Int
    /// 1-based column, in Unicode scalars, of the tag's opening delimiter.
    public var column: Int
    public var message: String

    public init(path: String, line: Int, column: Int, message: String) {
        self.path = path
        self.line = line
        self.column = column
        self.message = message
    }

    public var description: String { "\(path):\(line):\(column): error: \(message)" }

    init(at location: SourceLocation, _ message: String) {
        self.init(path: location.path, line: location.line, column: location.column, message: message)
    }
}

struct SourceLocation: Sendable, Hashable {
    let path: String
    let line: Int
    let column: Int
}

// TEMPORARY compile stub until the engine lands.
public enum MustacheValue: Sendable { case null, bool(Bool), int(Int), double(Double), string(String), array([MustacheValue]), object([String: MustacheValue]), lambda(MustacheLambda) }
public struct MustacheLambda: Sendable { public init(_ body: @escaping @Sendable (String) -> String) {} }
public struct MustacheError: Error, Sendable, Equatable { public var path: String; public var line: Int; public var column: Int; public var message: String }
public final class Template: Sendable {}
public final class TemplateLibrary: @unchecked Sendable {
  public init(strictPartials: Bool = true, loader: @escaping @Sendable (String) -> (source: String, path: String)?) {}
  public func render(_ name: String, _ context: MustacheValue) throws -> String { "" }
  public func validate(_ name: String) throws {}
}

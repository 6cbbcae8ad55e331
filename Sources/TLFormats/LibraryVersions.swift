import CCmark
import CYaml

extension Markdown {
    /// The version of the cmark library tlsite runs with ("0.30.2"), as
    /// the library itself says: with a shared library, the one loaded.
    package static var libraryVersion: String { String(cString: cmark_version_string()) }
}

extension YAML {
    /// The version of the libyaml library tlsite runs with ("0.2.5").
    package static var libraryVersion: String { String(cString: yaml_get_version_string()) }
}

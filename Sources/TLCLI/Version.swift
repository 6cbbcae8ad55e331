import TLCore
import TLFormats
import TLServe
import TLSite

extension CLI {
    /// What `tlsite --version` prints: the version (the first line, alone,
    /// for scripts), the commit the binary was built from, and the versions
    /// of the C libraries it runs with, as each library reports itself.
    var versionText: String {
        """
        tlsite \(tlsiteVersion)
        commit: \(buildCommit)
        cmark \(Markdown.libraryVersion), libyaml \(YAML.libraryVersion), libmicrohttpd \(DevServer.libraryVersion)
        """
    }
}

import Foundation

/// `file:` URIs and the paths they name (RFC 8089, as LSP clients write them).
enum DocumentURI {
    /// The absolute, normalized path of a `file:` URI (`file:///a/b%20c.swift` → `/a/b c.swift`; an empty or
    /// `localhost` authority only), or nil for another scheme, another host, or a path that does not decode.
    static func path(of uri: String) -> String? {
        guard uri.lowercased().hasPrefix("file://") else { return nil }
        var rest = Substring(uri.dropFirst(7))
        if rest.lowercased().hasPrefix("localhost/") { rest = rest.dropFirst(9) }
        guard rest.hasPrefix("/"), !rest.contains("?"), !rest.contains("#"),
              let decoded = String(rest).removingPercentEncoding, !decoded.contains("\0") else { return nil }
        return RepositoryPaths.normalized(decoded)
    }

    /// The `file:` URI of the absolute path `path`: every byte but unreserved characters and `/` percent-encoded,
    /// as SARIF's artifact URIs are (`SARIFURI.percentEncodedPath`).
    static func uri(of path: String) -> String {
        "file://" + SARIFURI.percentEncodedPath(path, isDisplayForm: false)
    }
}

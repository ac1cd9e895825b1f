/// A path as a dictionary key, equal to another only when their UTF-8 bytes are: `String`'s `==` and hash take
/// canonically equivalent texts as one (`café` with `é` composed, and with `e` and a combining accent), but a file
/// system keeps them as two names, and a folder's configuration must not apply to its look-alike sibling (a
/// `.duolint.yml` in a decomposed `café` silenced the files of the composed one).
struct PathKey: Hashable, Sendable {
    /// The path's UTF-8 bytes.
    let bytes: [UInt8]

    /// The key of `path`.
    init(_ path: String) { bytes = Array(path.utf8) }

    /// True when `a` and `b` have the same UTF-8 bytes (`PathKey(a) == PathKey(b)` without making either key).
    static func same(_ a: String, _ b: String) -> Bool { a.utf8.elementsEqual(b.utf8) }
}

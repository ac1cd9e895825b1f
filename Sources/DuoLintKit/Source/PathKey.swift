import Foundation

/// A path as a dictionary key, equal to another only when their UTF-8 bytes are: `String`'s `==` and hash take
/// canonically equivalent texts as one (`café` with `é` composed, and with `e` and a combining accent), but a file
/// system keeps them as two names, and a folder's configuration must not apply to its look-alike sibling (a
/// `.duolint.yml` in a decomposed `café` silenced the files of the composed one). Holds the string itself and reads
/// its bytes in place: no copy is made to hash or compare it.
struct PathKey: Hashable, Sendable {
    /// The path.
    let path: String

    /// The key of `path`.
    init(_ path: String) { self.path = path }

    static func == (a: PathKey, b: PathKey) -> Bool { same(a.path, b.path) }

    func hash(into hasher: inout Hasher) {
        var p = path
        p.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
    }

    /// True when `a` and `b` have the same UTF-8 bytes (`PathKey(a) == PathKey(b)`).
    static func same(_ a: String, _ b: String) -> Bool {
        var a = a, b = b
        return a.withUTF8 { x in
            b.withUTF8 { y in x.count == y.count && (x.isEmpty || memcmp(x.baseAddress!, y.baseAddress!, x.count) == 0) }
        }
    }
}

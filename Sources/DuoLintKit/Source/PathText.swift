import Foundation

/// Questions about a path's text, answered on its UTF-8 bytes as the file system reads the path.
///
/// A `/` byte separates components whatever follows it: a folder whose name starts with a combining mark
/// (`p/\u{301}x`) is a folder `\u{301}x` inside `p`. Swift's `String` operations work on characters (grapheme
/// clusters), and `/\u{301}` is one character, not `/`: `split(separator: "/")`, `lastIndex(of: "/")`,
/// `hasPrefix` and `NSString`'s path methods would read `p/\u{301}x` as one name, and a `.duolint.yml` in `p`
/// would not apply below it. So path code splits, cuts and compares paths here, by bytes (also the fastest way:
/// `String.lastIndex(of: "/")` costs some 8,600 instructions for a path of a real app).
enum PathText {
    /// True when every byte of `text`'s UTF-8 is below 0x80 (eight bytes at a time when the string is
    /// contiguous).
    static func isASCII(_ text: String) -> Bool {
        if let answer = text.utf8.withContiguousStorageIfAvailable({ isASCII($0) }) { return answer }
        return text.utf8.allSatisfy { $0 < 0x80 }
    }

    /// True when every byte of `bytes` is below 0x80.
    static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return true }
        let count = bytes.count
        var i = 0
        while i + 8 <= count {
            if UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self) & 0x8080_8080_8080_8080 != 0 { return false }
            i += 8
        }
        while i < count {
            if base[i] >= 0x80 { return false }
            i += 1
        }
        return true
    }

    /// `a < b` for strings that are both ASCII (`isASCII`: then `String` order is byte order), compared as bytes
    /// in place (as `String`s when either has no contiguous bytes).
    static func asciiPrecedes(_ a: String, _ b: String) -> Bool {
        let answer: Bool?? = a.utf8.withContiguousStorageIfAvailable { x in
            b.utf8.withContiguousStorageIfAvailable { y -> Bool in
                let common = min(x.count, y.count)
                let order = common == 0 ? 0 : memcmp(x.baseAddress!, y.baseAddress!, common)
                return order != 0 ? order < 0 : x.count < y.count
            }
        }
        guard let known = answer ?? nil else { return a < b }
        return known
    }

    /// The index of the last `/` byte of `path` (an index of `path.utf8`, which `prefix(_:upTo:)` cuts at), or nil
    /// when it has none.
    static func lastSlash(_ path: String) -> String.Index? {
        let offset: Int?? = path.utf8.withContiguousStorageIfAvailable { $0.lastIndex(of: UInt8(ascii: "/")) }
        if let offset { return offset.map { path.utf8.index(path.utf8.startIndex, offsetBy: $0) } }
        return path.utf8.lastIndex(of: UInt8(ascii: "/"))
    }

    /// The bytes of `path` before `end` (an index of `path.utf8`), as a string: a cut between bytes, not rounded to a
    /// character as `path[..<end]` is.
    static func prefix(_ path: String, upTo end: String.Index) -> String {
        String(decoding: path.utf8[..<end], as: UTF8.self)
    }

    /// The bytes of `path` after its first `count` bytes, as a string (`""` when it has no more).
    static func dropping(_ count: Int, from path: String) -> String {
        let utf8 = path.utf8
        guard count < utf8.count else { return "" }
        return String(decoding: utf8[utf8.index(utf8.startIndex, offsetBy: count)...], as: UTF8.self)
    }

    /// True when the bytes of `path` start with the bytes of `start` (`hasPrefix` by bytes: `"p/\u{301}x"` starts
    /// with `"p/"`).
    static func hasPrefix(_ path: String, _ start: String) -> Bool {
        path.utf8.starts(with: start.utf8)
    }

    /// The components of `path` between `/` bytes, empty ones left out (`"/a//b/"` gives `a`, `b`).
    static func components(_ path: String) -> [String] {
        path.utf8.split(separator: UInt8(ascii: "/")).map { String(decoding: $0, as: UTF8.self) }
    }

    /// The relative `path` without its empty and `.` components, lexically (the file system is not asked):
    /// `./x//./A.swift` gives `x/A.swift`, `x/` gives `x`, `./` gives `.`. `..` is kept (`a/../b` stays, as a
    /// link may make it other than `b`), and an absolute path, or one with nothing to drop, is returned as it is.
    static func droppingDotComponents(_ path: String) -> String {
        let slash = UInt8(ascii: "/"), dot = UInt8(ascii: ".")
        if path.isEmpty || hasPrefix(path, "/") { return path }
        // A component starts at the beginning and after each `/`: it is dropped when it is empty or `.`.
        var previous = slash, beforePrevious = slash, dropsAny = false
        for b in path.utf8 {
            if b == slash && (previous == slash || (previous == dot && beforePrevious == slash)) { dropsAny = true; break }
            beforePrevious = previous
            previous = b
        }
        if !dropsAny && (previous == slash || (previous == dot && beforePrevious == slash)) { dropsAny = true }
        guard dropsAny else { return path }
        let kept = path.utf8.split(separator: slash).filter { !$0.elementsEqual(CollectionOfOne(dot)) }
        return kept.isEmpty ? "." : kept.map { String(decoding: $0, as: UTF8.self) }.joined(separator: "/")
    }

    /// The last component of `path` (after its last `/` byte; `path` itself when it has none).
    static func lastComponent(_ path: String) -> String {
        components(path).last ?? path
    }

    /// The folder above the absolute, normalized path `path` (as `NSString.deletingLastPathComponent` reads an
    /// ASCII path: `/` for `/` and for a top-level name), cut at its last `/` byte.
    static func parent(ofAbsolute path: String) -> String {
        guard let slash = lastSlash(path), slash != path.utf8.startIndex else { return "/" }
        return prefix(path, upTo: slash)
    }
}

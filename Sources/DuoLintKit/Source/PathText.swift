import Foundation

/// Cheap questions about a path's text that give the answers of Swift's `String` (character) operations.
///
/// Discovery and planning ask them once per file and folder of a run: `String.lastIndex(of: "/")` walks the
/// path by grapheme clusters (some 8,600 instructions for a path of a real app, a third of planning a run).
/// An ASCII path, nearly every one, is searched as bytes instead: in ASCII every byte is a character of its
/// own but CR LF, so the answer is the same. Any other path is searched as characters, as before, so a `/`
/// that a combining mark joins (`/\u{301}`) is still not a separator.
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

    /// The index of the last `/` character of `path` (as `path.lastIndex(of: "/")`), or nil when it has none.
    static func lastSlash(_ path: String) -> String.Index? {
        guard isASCII(path) else { return path.lastIndex(of: "/") }
        return path.utf8.lastIndex(of: UInt8(ascii: "/"))
    }

    /// The folder above the absolute, normalized path `path` (as `NSString.deletingLastPathComponent`: `/` for
    /// `/` and for a top-level name). An ASCII path is cut at its last `/` byte; any other goes through
    /// `NSString`, as before.
    static func parent(ofAbsolute path: String) -> String {
        guard isASCII(path) else { return (path as NSString).deletingLastPathComponent }
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")), slash != path.utf8.startIndex else { return "/" }
        return String(path[..<slash])
    }
}

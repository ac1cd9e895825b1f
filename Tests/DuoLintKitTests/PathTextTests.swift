import Foundation
import XCTest
@testable import DuoLintKit

/// `PathText` reads paths by bytes, as the file system does: a `/` byte separates components whatever combining mark
/// follows it; for ASCII paths the answers are those of the `String` and `NSString` operations they replace.
final class PathTextTests: XCTestCase {
    /// Paths of every shape that matters: ASCII of every length around the eight-byte step, no slash, a slash
    /// first or last, CR LF, and paths that are not ASCII (a combining mark joined to a `/` is no separator).
    private let paths = [
        "", "/", "a", "/a", "a/", "//", "a/b", "/a/b", "/a/b/", "App/Views/Screen.swift", "1234567/", "12345678/9",
        "/usr/local/share/duolint/examples/App/Sources/Feature/Screens/Detail/DetailView.swift",
        "a\r\n/b", "caf\u{E9}/x.swift", "cafe\u{301}/x.swift", "a/\u{301}b/c", "\u{301}/", "/\u{301}", "a/b\u{1F600}/c/d",
        "x/\u{600}/y", "日本/語/ファイル.swift",
    ]

    func testLastSlashIsTheLastSlashByte() {
        for p in paths {
            XCTAssertEqual(PathText.lastSlash(p), p.utf8.lastIndex(of: UInt8(ascii: "/")), p.debugDescription)
            if PathText.isASCII(p) && !p.contains("\r") { XCTAssertEqual(PathText.lastSlash(p), p.lastIndex(of: "/"), p.debugDescription) }
        }
        // A `/` followed by a combining mark is a separator, though Swift reads `/\u{301}` as one character.
        let joined = "a/b/\u{301}c"
        XCTAssertEqual(PathText.lastSlash(joined).map { joined.utf8.distance(from: joined.utf8.startIndex, to: $0) }, 3)
        XCTAssertEqual(PathText.lastSlash(joined).map { PathText.prefix(joined, upTo: $0) }, "a/b")
    }

    /// Components, prefixes and the last component by bytes, where `String`'s character operations would not
    /// split `/\u{301}` (the eighth session's F1: `p/.duolint.yml` did not apply to `p/\u{301}x/A.swift`).
    func testComponentsSplitAtEverySlashByte() {
        XCTAssertEqual(PathText.components("/a//b/"), ["a", "b"])
        XCTAssertEqual(PathText.components("p/\u{301}x/A.swift"), ["p", "\u{301}x", "A.swift"])
        XCTAssertEqual(PathText.components(""), [])
        XCTAssertEqual(PathText.lastComponent("p/\u{301}x"), "\u{301}x")
        XCTAssertEqual(PathText.lastComponent("A.swift"), "A.swift")
        XCTAssertTrue(PathText.hasPrefix("p/\u{301}x", "p/"))
        XCTAssertFalse("p/\u{301}x".hasPrefix("p/"))
        XCTAssertTrue(PathText.hasPrefix("/\u{301}x", "/"))
        XCTAssertFalse(PathText.hasPrefix("caf\u{E9}", "cafe"))
        XCTAssertEqual(PathText.dropping(2, from: "./\u{301}x"), "\u{301}x")
        XCTAssertEqual(PathText.dropping(9, from: "./x"), "")
    }

    func testIsASCIIAtEveryOffset() {
        for length in 0..<20 {
            let plain = String(repeating: "a", count: length)
            XCTAssertTrue(PathText.isASCII(plain), "\(length)")
            for position in 0..<length {
                var scalars = Array(plain.unicodeScalars)
                scalars[position] = "\u{E9}"
                var s = ""
                s.unicodeScalars.append(contentsOf: scalars)
                XCTAssertFalse(PathText.isASCII(s), "\(length) \(position)")
            }
        }
        // 0x7F is ASCII; a bridged or non-contiguous string is answered too.
        XCTAssertTrue(PathText.isASCII("\u{7F}abcdefgh\u{7F}"))
        XCTAssertFalse(PathText.isASCII(String("abcdefgh\u{E9}".reversed())))
    }

    func testParentIsNSStringsDeletingLastPathComponentButForAJoinedSlash() {
        for p in ["/", "/a", "/a/b", "/a/b/c.swift", "/Users/me/App/Sources", "/caf\u{E9}/x", "/cafe\u{301}/x"] {
            XCTAssertEqual(PathText.parent(ofAbsolute: p), (p as NSString).deletingLastPathComponent, p.debugDescription)
        }
        // `NSString` reads `/\u{301}` as no separator and gives `/`; the folder above `\u{301}b` is `/a`.
        XCTAssertEqual(PathText.parent(ofAbsolute: "/a/\u{301}b"), "/a")
    }

    /// ASCII paths compared as bytes give `String` order: prefixes, small and large strings, punctuation that
    /// sorts before and after `/`, and every pair in both orders.
    func testASCIIPathsPrecedeAsStrings() {
        let paths = ["", "a", "a/", "a/b", "a-b", "a.b", "a/b.swift", "a/b/c.swift", "a0", "A", "Z/a", "_", "~",
                     "./Aidoku/Aidoku/Shared/Models/Manga.swift", "./Aidoku/Aidoku/Shared/Models/MangaInfo.swift",
                     "./Aidoku/Aidoku/Shared/Models-Old/Manga.swift", "./Aidoku/Aidoku/Shared/Models/Manga/Info.swift",
                     "same-prefix-longer-than-sixteen", "same-prefix-longer-than-sixteen-bytes"]
        for a in paths {
            for b in paths { XCTAssertEqual(PathText.asciiPrecedes(a, b), a < b, "\(a) < \(b)") }
        }
        XCTAssertEqual(paths.shuffled().sorted(by: PathText.asciiPrecedes), paths.sorted())
    }
}

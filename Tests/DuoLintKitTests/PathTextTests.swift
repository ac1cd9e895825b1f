import Foundation
import XCTest
@testable import DuoLintKit

/// `PathText`'s byte fast paths give the answers of the `String` and `NSString` operations they stand for.
final class PathTextTests: XCTestCase {
    /// Paths of every shape that matters: ASCII of every length around the eight-byte step, no slash, a slash
    /// first or last, CR LF, and paths that are not ASCII (a combining mark joined to a `/` is no separator).
    private let paths = [
        "", "/", "a", "/a", "a/", "//", "a/b", "/a/b", "/a/b/", "App/Views/Screen.swift", "1234567/", "12345678/9",
        "/usr/local/share/duolint/examples/App/Sources/Feature/Screens/Detail/DetailView.swift",
        "a\r\n/b", "caf\u{E9}/x.swift", "cafe\u{301}/x.swift", "a/\u{301}b/c", "\u{301}/", "/\u{301}", "a/b\u{1F600}/c/d",
        "x/\u{600}/y", "日本/語/ファイル.swift",
    ]

    func testLastSlashIsTheLastSlashCharacter() {
        for p in paths {
            XCTAssertEqual(PathText.lastSlash(p), p.lastIndex(of: "/"), p.debugDescription)
        }
        // A `/` followed by a combining mark is one character, not a separator.
        let joined = "a/b/\u{301}c"
        XCTAssertEqual(PathText.lastSlash(joined).map { joined.distance(from: joined.startIndex, to: $0) }, 1)
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

    func testParentIsNSStringsDeletingLastPathComponent() {
        for p in ["/", "/a", "/a/b", "/a/b/c.swift", "/Users/me/App/Sources", "/caf\u{E9}/x", "/cafe\u{301}/x", "/a/\u{301}b"] {
            XCTAssertEqual(PathText.parent(ofAbsolute: p), (p as NSString).deletingLastPathComponent, p.debugDescription)
        }
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

import XCTest
@testable import DuoLintKit

/// `Configuration.absolute(_:from:)`: joined only when nothing needs normalizing (ASCII paths are judged by their
/// bytes), else normalized component by component; non-ASCII paths by their characters.
final class ConfigurationAbsolutePathTests: XCTestCase {
    func testJoinedAndNormalized() {
        let cases: [(path: String, current: String, expected: String)] = [
            ("a/b.swift", "/work", "/work/a/b.swift"),
            ("/x/y.swift", "/work", "/x/y.swift"),
            ("a.swift", "/", "/a.swift"),
            ("/", "/work", "/"),
            ("./a", "/work", "/work/a"),
            (".hidden/a", "/work", "/work/.hidden/a"),
            ("a/", "/work", "/work/a"),
            ("a//b", "/work", "/work/a/b"),
            ("a/./b", "/work", "/work/a/b"),
            ("a/.b/c", "/work", "/work/a/.b/c"),
            ("a/../b", "/work", "/work/b"),
            ("../../../x", "/work", "/x"),
            ("", "/work", "/work"),
            ("a", "/work/", "/work/a"),
            ("a", "/work/./sub", "/work/sub/a"),
            ("a", "relative", "/relative/a"),
            ("a/b.c/d", "/work", "/work/a/b.c/d"),
            ("a/b/", "/work", "/work/a/b"),
            ("a/b//c", "/work/x", "/work/x/a/b/c"),
            ("a", "/work//x", "/work/x/a"),
            ("a", "/work/.x", "/work/.x/a"),
            ("a", "/work/x.", "/work/x./a"),
            ("a.", "/w", "/w/a."),
            ("a/.", "/w", "/w/a"),
            ("a/b/.", "/", "/a/b"),
            ("/a/.b/../c", "/w", "/a/c"),
            // Not ASCII: characters decide; `.` with a combining mark is another character, kept as it is.
            ("caf\u{E9}/a.swift", "/work", "/work/caf\u{E9}/a.swift"),
            (".\u{301}x/a", "/work", "/work/.\u{301}x/a"),
            ("a/.\u{301}/b", "/work", "/work/a/.\u{301}/b"),
            ("a/./b", "/w\u{F6}rk", "/w\u{F6}rk/a/b"),
            ("a", "/w\u{F6}rk/", "/w\u{F6}rk/a"),
        ]
        for c in cases {
            XCTAssertEqual(Configuration.absolute(c.path, from: c.current), c.expected, "\(c.path.debugDescription) from \(c.current)")
        }
    }

    /// `isJoinedAsWritten` holds exactly where `absolute` only joins (or returns an absolute path as it is), and then
    /// two paths of one kind (relative or absolute) order as their absolute forms do: the run orders a model's
    /// files by the written paths when it holds for all of them.
    func testJoinedAsWrittenPathsOrderAsTheirAbsoluteForms() {
        let joined = ["a/b.swift", "a-b/c.swift", "a/b/c.swift", "ab.swift", "Z.swift", "a.swift", "a b/c.swift", "/x/y.swift", "/x-y/z.swift", "/x/y/z.swift"]
        for path in joined {
            XCTAssertTrue(Configuration.isJoinedAsWritten(path, from: "/work"), path)
            XCTAssertFalse(Configuration.isJoinedAsWritten(path, from: "/work/"), "current with a trailing slash: \(path)")
            XCTAssertFalse(Configuration.isJoinedAsWritten(path, from: "/w\u{F6}rk"), "current not ASCII: \(path)")
        }
        for path in ["./a", ".hidden/a", "a/", "a//b", "a/./b", "a/../b", "", "caf\u{E9}/a.swift", "a/.b/c"] {
            XCTAssertFalse(Configuration.isJoinedAsWritten(path, from: "/work"), path.debugDescription)
        }
        for group in [joined.filter { !$0.hasPrefix("/") }, joined.filter { $0.hasPrefix("/") }] {
            for p in group { for q in group {
                XCTAssertEqual(p < q, Configuration.absolute(p, from: "/work") < Configuration.absolute(q, from: "/work"), "\(p) < \(q)")
            } }
        }
    }
}

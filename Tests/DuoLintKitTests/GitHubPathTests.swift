import XCTest
@testable import DuoLintKit

/// The `github` reporter's `file=`: the path without empty and `.` components (GitHub matches it against the
/// repository's paths), `..` and absolute paths as given, the workflow-command escapes unchanged.
final class GitHubPathTests: XCTestCase {
    private static let message = "UIScreen.main does not say which of iPhone Duo's two displays the app is on; use the "
        + "window scene's or GeometryReader's bounds instead of UIScreen.main.bounds."

    /// Lexical only: empty and `.` components dropped, `..` kept, an absolute path and a plain one as they are.
    func testDroppingDotComponents() {
        for (path, expected) in [
            ("./x//./A.swift", "x/A.swift"), ("x/./A.swift", "x/A.swift"), (".//A.swift", "A.swift"),
            ("x/", "x"), ("./", "."), (".", "."), ("x/.", "x"), ("", ""), ("-", "-"),
            ("A.swift", "A.swift"), (".hidden/./.x.swift", ".hidden/.x.swift"), ("..", ".."),
            ("./../a/../b/./C.swift", "../a/../b/C.swift"), ("x/.../A.swift", "x/.../A.swift"),
            ("/tmp//./A.swift", "/tmp//./A.swift"), ("/", "/"),
            ("./p/\u{301}x.swift", "p/\u{301}x.swift"), (#"./a\xFF//b.swift"#, #"a\xFF/b.swift"#),
        ] {
            XCTAssertEqual(PathText.droppingDotComponents(path), expected, path)
        }
    }

    /// Through the CLI, exact bytes: findings and input errors with paths written as given, the `%`, `,` and
    /// `:` of a name still escaped in the property; a `..` path and an absolute one unchanged.
    func testFilePropertyExactBytes() throws {
        let code = "import UIKit\nlet s = UIScreen.main.bounds\n"
        let dir = try makeFolder(self, [(path: "x/A.swift", text: code), (path: "x/a%b,c:d.swift", text: code),
                                        (path: "y/B.swift", text: code), (path: "y/C.swift", text: code)])
        let up = "../\(dir.lastPathComponent)/y/B.swift"
        let absolute = dir.path + "//y/./C.swift"
        let r = try runDuolint(["--reporter", "github", "./x//./A.swift", "./x/.//a%b,c:d.swift", "./x/./Missing.swift",
                                up, absolute], in: dir)
        XCTAssertEqual(r.status, 2)
        let tail = "line=2,col=9,endLine=2,endColumn=17,title=ui_screen_main::\(Self.message)\n"
        // In the order of the paths as given (`../` first, `./x/.` before `./x//`), the input error last.
        let expected = "::error file=\(up),\(tail)"
            + "::error file=x/a%25b%2Cc%3Ad.swift,\(tail)"
            + "::error file=x/A.swift,\(tail)"
            + "::error file=\(absolute),\(tail)"
            + "::error file=x/Missing.swift,title=duolint input error::no such file or directory\n"
        XCTAssertEqual(r.stdout, expected)
        XCTAssertEqual(Array(r.stdout.utf8), Array(expected.utf8))
        // Standard error names the paths as given.
        XCTAssertTrue(r.stderr.hasPrefix("./x/./Missing.swift: error: no such file or directory\n"), r.stderr)
    }
}

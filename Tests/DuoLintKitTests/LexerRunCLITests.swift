import Foundation
import XCTest

/// Inputs on which the lexer was quadratic (issue 12), through the built `duolint` under the watchdog: a long
/// run of postfix `?` or `!`, nested generics closed by a run of `>`, a multi-line literal with an
/// interpolation on every line, nested `#"""` raw literals on one line. Each input is generated in a temporary
/// folder and ends in a planted `UIScreen.main` line that proves linting went on past it; each test asserts
/// the exact exit status and output. The watchdog's timeout is far below what the old code needed at the
/// size used in a debug build (a regression shows up as the run being killed, not as a timed assertion).
final class LexerRunCLITests: XCTestCase {
    /// Far above the new code's run time (well under a second each in a debug build), far below the old one's.
    private static let timeout: TimeInterval = 30

    /// The planted line, line 2 of every input here unless said otherwise.
    private static let planted = Array("let s = UIScreen.main\n".utf8)


    /// The breaker's four shapes: `b` then 200,000 `?` (or `!`), `Int` then 200,000 `?`, and 100,000 nested
    /// `A<` closed by 100,000 `>`. Each `?`, `!` or `>` is a token of its own split off the front of the run,
    /// and the old lexer scanned the rest of the run again for each (about 10 s per shape at this size in a
    /// release build, over a minute in a debug build); now the run is scanned once.
    func testRunsOfPostfixOperatorsAndClosingAngles() throws {
        let n = 200_000
        let shapes: [(String, [UInt8])] = [
            ("Exclamations.swift", joined(Array("let a = b".utf8), repeated("!", n), [0x0A], Self.planted)),
            ("Generics.swift", joined(Array("let x: ".utf8), repeated("A<", n / 2), Array("B".utf8),
                                      repeated(">", n / 2), [0x0A], Self.planted)),
            ("OptionalType.swift", joined(Array("let x: Int".utf8), repeated("?", n), [0x0A], Self.planted)),
            ("Questions.swift", joined(Array("let a = b".utf8), repeated("?", n), [0x0A], Self.planted)),
        ]
        for (name, bytes) in shapes {
            guard let r = try lintOneFileWatched(name, bytes, in: self, timeout: Self.timeout) else { continue }
            XCTAssertEqual(r.status, 1, name)
            XCTAssertEqual(r.stderr, "", name)
            XCTAssertEqual(r.stdout, screenMain(name, 2, 9), name)
        }
    }

    /// A multi-line string literal of 1,200,000 lines (7 MB), each an interpolation `\(a)`, then the planted
    /// line (line 1,200,003). The old lexer copied the literal's list of line starts at each interpolation: 39 s
    /// at 800,000 lines in a debug build (quadratic); now 1.7 s at this size (180 MB peak).
    func testMultilineLiteralWithAnInterpolationOnEveryLine() throws {
        let n = 1_200_000
        let bytes = joined(Array("let t = \"\"\"\n".utf8), repeated("\\(a)\n", n), Array("\"\"\"\n".utf8), Self.planted)
        guard let r = try lintOneFileWatched("Lines.swift", bytes, in: self, timeout: Self.timeout) else { return }
        XCTAssertEqual(r.status, 1)
        XCTAssertEqual(r.stderr, "")
        XCTAssertEqual(r.stdout, screenMain("Lines.swift", n + 3, 9))
    }

    /// 30,000 raw literals `#"""\#(` nested on one line, each closed by `)"#`. A `#"""` is one-line when a `"#`
    /// follows on its line, and the old lexer looked along the rest of the line for one at each `#"""`.
    func testNestedRawLiteralsOnOneLine() throws {
        let n = 30_000
        let bytes = joined(Array("let t = ".utf8), repeated("#\"\"\"\\#(", n), repeated(")\"#", n), [0x0A], Self.planted)
        guard let r = try lintOneFileWatched("Raw.swift", bytes, in: self, timeout: Self.timeout) else { return }
        XCTAssertEqual(r.status, 1)
        XCTAssertEqual(r.stderr, "")
        XCTAssertEqual(r.stdout, screenMain("Raw.swift", 2, 9))
    }
}

import Foundation
import XCTest

/// `--baseline` through the CLI: version 2 entries (path, rule, hash of the finding's own line, occurrence) survive
/// edits of every other line; version 1 files still load and migrate; the summary counts what was hidden.
final class BaselineCLITests: XCTestCase {
    /// One `ui_screen_main` error at 4:12 (`UIScreen` of `UIScreen.main.bounds`).
    private let app = "import UIKit\n\nfunc scale() -> CGFloat {\n    return UIScreen.main.bounds\n}\n"

    /// The xcode line of that finding at `line`:`column`.
    private func bounds(_ path: String, _ line: Int, _ column: Int = 12) -> String {
        "\(path):\(line):\(column): error: UIScreen.main does not say which of iPhone Duo's two displays the app is on; "
            + "use the window scene's or GeometryReader's bounds instead of UIScreen.main.bounds. (ui_screen_main)\n"
    }

    private func write(_ text: String, _ name: String, in dir: URL) throws {
        try text.write(to: dir.appendingPathComponent(name), atomically: true, encoding: .utf8)
    }

    private func read(_ name: String, in dir: URL) throws -> String {
        try String(contentsOf: dir.appendingPathComponent(name), encoding: .utf8)
    }

    /// The stderr summary with its wall time replaced by `T`.
    private func summary(_ r: CLIResult) -> String {
        r.stderr.replacingOccurrences(of: #" in [0-9]+\.[0-9]{2} s"#, with: " in T s", options: .regularExpression)
    }

    /// The version 2 file `--write-baseline` writes for `app` in `App.swift`.
    private let appBaseline = """
        {
          "findings" : [
            {
              "lineHash" : "fb433dd878ec3acf",
              "occurrence" : 0,
              "path" : "App.swift",
              "rule" : "ui_screen_main"
            }
          ],
          "version" : 2
        }

        """

    func testEditsOfOtherLinesKeepTheFindingHiddenAndAnEditOfItsLineReportsIt() throws {
        let dir = try makeTemporaryDirectory(self)
        try write(app, "App.swift", in: dir)
        let recorded = try runDuolint(["--write-baseline", "baseline.json", "--quiet", "."], in: dir)
        XCTAssertEqual(recorded.status, 1, recorded.stderr)
        XCTAssertEqual(recorded.stdout, bounds("App.swift", 4))
        XCTAssertEqual(try read("baseline.json", in: dir), appBaseline)

        let edits: [(what: String, text: String)] = [
            ("the line above edited", "import UIKit\n\nfunc scale(for view: UIView) -> CGFloat {\n    return UIScreen.main.bounds\n}\n"),
            ("the line below edited", "import UIKit\n\nfunc scale() -> CGFloat {\n    return UIScreen.main.bounds\n} // end of scale\n"),
            ("lines inserted above and below", "import UIKit\nimport SwiftUI\n\n// Scale.\nfunc scale() -> CGFloat {\n"
                + "    let unused = 1\n    return UIScreen.main.bounds\n    // after\n}\n"),
            ("the neighbour above deleted", "import UIKit\n\n    return UIScreen.main.bounds\n}\n"),
            ("both neighbours deleted", "import UIKit\n    return UIScreen.main.bounds\n"),
            ("its own whitespace changed", "import UIKit\n\nfunc scale() -> CGFloat {\n\treturn   UIScreen.main.bounds  \n}\n"),
        ]
        for edit in edits {
            try write(edit.text, "App.swift", in: dir)
            let r = try runDuolint(["--baseline", "baseline.json", "."], in: dir)
            XCTAssertEqual(r.status, 0, "\(edit.what): \(r.stdout)\(r.stderr)")
            XCTAssertEqual(r.stdout, "", edit.what)
            XCTAssertEqual(summary(r), "Found 0 findings (1 hidden by the baseline) in 1 file in T s\n", edit.what)
        }

        // The finding's own line edited: a new finding.
        try write("import UIKit\n\nfunc scale() -> CGFloat {\n    return UIScreen.main.bounds.width\n}\n", "App.swift", in: dir)
        let changed = try runDuolint(["--baseline", "baseline.json", "."], in: dir)
        XCTAssertEqual(changed.status, 1)
        XCTAssertEqual(changed.stdout, bounds("App.swift", 4))
        XCTAssertEqual(summary(changed), "Found 1 finding (1 error) in 1 file in T s\n")
    }

    /// Identical lines are told apart by their occurrence in report order: a baseline of k such findings hides the
    /// first k of a later run, whichever lines they were written from.
    func testIdenticalLinesAreMatchedByOccurrenceInReportOrder() throws {
        let dir = try makeTemporaryDirectory(self)
        let line = "let s = UIScreen.main\n"
        try write("// one\n" + line + "// two\n" + line, "A.swift", in: dir)
        _ = try runDuolint(["--write-baseline", "both.json", "--quiet", "."], in: dir)
        XCTAssertEqual(try read("both.json", in: dir).components(separatedBy: "\"occurrence\" : ").dropFirst().map { $0.prefix(1) }, ["0", "1"])

        // The first of the two deleted: the one left is occurrence 0, still hidden.
        try write("// two\n" + line, "A.swift", in: dir)
        let deleted = try runDuolint(["--baseline", "both.json", "."], in: dir)
        XCTAssertEqual(deleted.status, 0, deleted.stdout)
        XCTAssertEqual(deleted.stdout, "")
        XCTAssertEqual(summary(deleted), "Found 0 findings (1 hidden by the baseline) in 1 file in T s\n")

        // A baseline of that one finding; an identical line added above it: the first in report order (the new
        // line 2) is occurrence 0 and hidden, the old one (now line 4, occurrence 1) is reported.
        _ = try runDuolint(["--write-baseline", "one.json", "--quiet", "."], in: dir)
        try write("// new\n" + line + "// two\n" + line, "A.swift", in: dir)
        let added = try runDuolint(["--baseline", "one.json", "."], in: dir)
        XCTAssertEqual(added.status, 1)
        XCTAssertEqual(added.stdout, screenMain("A.swift", 4))
        XCTAssertEqual(summary(added), "Found 1 finding (1 error; 1 hidden by the baseline) in 1 file in T s\n")
    }

    /// A version 1 file (written by duolint before this format; its fingerprint covers the neighbouring lines)
    /// loads and hides with the version 1 matching, and `--write-baseline` migrates it to version 2 in place.
    func testVersion1BaselineLoadsHidesAndMigratesToVersion2() throws {
        let dir = try makeTemporaryDirectory(self)
        try write(app, "App.swift", in: dir)
        let v1 = """
            {
              "findings" : [
                {
                  "fingerprint" : "eb9ccbdd23e7c6ae",
                  "occurrence" : 0,
                  "path" : "App.swift",
                  "rule" : "ui_screen_main"
                }
              ],
              "version" : 1
            }

            """
        try write(v1, "baseline.json", in: dir)
        let hidden = try runDuolint(["--baseline", "baseline.json", "."], in: dir)
        XCTAssertEqual(hidden.status, 0, hidden.stdout + hidden.stderr)
        XCTAssertEqual(hidden.stdout, "")
        XCTAssertEqual(summary(hidden), "Found 0 findings (1 hidden by the baseline) in 1 file in T s\n")

        // Matched the version 1 way: a changed neighbour makes the finding new.
        try write(app.replacingOccurrences(of: "func scale()", with: "func scale(for view: UIView)"), "App.swift", in: dir)
        let neighbour = try runDuolint(["--baseline", "baseline.json", "--quiet", "."], in: dir)
        XCTAssertEqual(neighbour.status, 1)
        XCTAssertEqual(neighbour.stdout, bounds("App.swift", 4))

        // Migration: read version 1, write version 2 over it; every finding is recorded, hidden or not.
        try write(app, "App.swift", in: dir)
        let migrated = try runDuolint(["--baseline", "baseline.json", "--write-baseline", "baseline.json", "--quiet", "."], in: dir)
        XCTAssertEqual(migrated.status, 0, migrated.stdout + migrated.stderr)
        XCTAssertEqual(migrated.stdout, "")
        XCTAssertEqual(try read("baseline.json", in: dir), appBaseline)
    }

    func testUnknownVersionIsAnInputErrorNamingTheVersions() throws {
        let dir = try makeTemporaryDirectory(self)
        try write("let a = 1\n", "A.swift", in: dir)
        try write("{\"findings\": [], \"version\": 3}\n", "b.json", in: dir)
        let r = try runDuolint(["--baseline", "b.json", "--quiet", "."], in: dir)
        XCTAssertEqual(r.status, 2)
        XCTAssertEqual(r.stdout, "")
        XCTAssertEqual(r.stderr, "b.json: error: unsupported baseline version 3; this duolint reads versions 1 and 2 "
                       + "(--write-baseline writes version 2)\n")
        // A version 2 file with version 1 entries (or the other way round) is invalid.
        try write("{\"findings\": [{\"fingerprint\": \"eb9ccbdd23e7c6ae\", \"occurrence\": 0, \"path\": \"A.swift\", \"rule\": \"x\"}], \"version\": 2}",
                  "mixed.json", in: dir)
        let mixed = try runDuolint(["--baseline", "mixed.json", "--quiet", "."], in: dir)
        XCTAssertEqual(mixed.status, 2)
        XCTAssertEqual(mixed.stderr, "mixed.json: error: invalid baseline (expected the JSON that --write-baseline writes)\n")
    }

    /// The summary counts what the baseline and the comments hid, in every reporter (all stream their report
    /// file by file, so the counts come from each file, not from a list of suppressed findings) and on standard
    /// input.
    func testSummarySaysHowManyTheBaselineAndTheCommentsHid() throws {
        let dir = try makeTemporaryDirectory(self)
        try write("let a = UIScreen.main\nlet b = UIScreen.main\n", "A.swift", in: dir)
        try write("let c = UIScreen.main\n", "B.swift", in: dir)
        _ = try runDuolint(["--write-baseline", "baseline.json", "--quiet", "."], in: dir)
        // One more error, a warning (the bad word `because`) and one finding hidden by that comment.
        try write("let c = UIScreen.main\nlet d = UIScreen.main\n// duolint:disable:next ui_screen_main because legacy\nlet e = UIScreen.main\n",
                  "B.swift", in: dir)
        try write("let ok = 1\n", "C.swift", in: dir)
        for reporter in ["xcode", "json", "sarif", "checkstyle", "junit", "github"] {
            let r = try runDuolint(["--baseline", "baseline.json", "--reporter", reporter, "."], in: dir)
            XCTAssertEqual(r.status, 1, reporter)
            XCTAssertEqual(summary(r), "Found 2 findings (1 error, 1 warning; 3 hidden by the baseline, 1 by comments) in 3 files in T s\n", reporter)
        }
        let xcode = try runDuolint(["--baseline", "baseline.json", "--quiet", "."], in: dir)
        XCTAssertEqual(xcode.stdout, screenMain("B.swift", 2)
            + "B.swift:3:40: warning: 'because' is not a rule; write the reason after ' - ' (invalid_suppression)\n")

        // Only comments; only the baseline; nothing hidden.
        let comments = try runDuolint(["B.swift"], in: dir)
        XCTAssertEqual(summary(comments), "Found 3 findings (2 errors, 1 warning; 1 hidden by comments) in 1 file in T s\n")
        let onlyBaseline = try runDuolint(["--baseline", "baseline.json", "A.swift"], in: dir)
        XCTAssertEqual(summary(onlyBaseline), "Found 0 findings (2 hidden by the baseline) in 1 file in T s\n")
        let none = try runDuolint(["C.swift"], in: dir)
        XCTAssertEqual(summary(none), "Found 0 findings in 1 file in T s\n")
        // Standard input.
        let stdin = try runDuolint(["--baseline", "baseline.json", "--stdin-path", "B.swift"], in: dir,
                                   stdin: try Data(contentsOf: dir.appendingPathComponent("B.swift")))
        XCTAssertEqual(summary(stdin), "Found 2 findings (1 error, 1 warning; 1 hidden by the baseline, 1 by comments) in 1 file in T s\n")
    }
}

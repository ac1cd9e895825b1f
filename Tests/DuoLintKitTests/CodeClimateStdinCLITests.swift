import Foundation
import XCTest
@testable import DuoLintKit

/// `--reporter codeclimate` on standard input: the fingerprints hash the line texts of the bytes read, as for a
/// file argument with those bytes (they hashed the message, the reporter having no file to read the lines from).
final class CodeClimateStdinCLITests: XCTestCase {
    /// Two identical lines (occurrences 0 and 1), another finding, and 1,100 more lines past the reporter's
    /// `deferredSectionMinimum` for the deferred section: the report of the text piped in under a path that
    /// does not exist is byte for byte the report of the same bytes written there and named.
    func testStandardInputGivesTheFingerprintsOfTheFileArgument() throws {
        let dir = try makeTemporaryDirectory(self)
        for extra in [0, 1_100] {
            let text = "import UIKit\nlet a = UIScreen.main\n  let a = UIScreen.main\nlet b = UIScreen.main.scale\n"
                + String(repeating: "let c = UIScreen.main\n", count: extra)
            let name = "App\(extra).swift"
            let piped = try runDuolint(["--reporter", "codeclimate", "--stdin-path", name], in: dir, stdin: Data(text.utf8))
            XCTAssertEqual(piped.status, 1, piped.stderr)
            try Data(text.utf8).write(to: dir.appendingPathComponent(name))
            let named = try runDuolint(["--reporter", "codeclimate", name], in: dir)
            XCTAssertEqual(named.status, 1, named.stderr)
            XCTAssertEqual(piped.stdout, named.stdout, "\(extra) more lines")
            let issues = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(piped.stdout.utf8)) as? [[String: Any]])
            XCTAssertEqual(issues.count, 3 + extra)
            // The first two have the same normalised line text: occurrences 0 and 1 of it.
            for (k, issue) in issues.prefix(2).enumerated() {
                let path = try XCTUnwrap((issue["location"] as? [String: Any])?["path"] as? String)
                var hash = FNV1a64()
                for part in [path, "ui_screen_main", "let a = UIScreen.main", String(k)] { hash.add(part) }
                XCTAssertEqual(issue["fingerprint"] as? String, hash.hex)
            }
        }
    }
}

import XCTest
@testable import DuoLintKit

/// A directory where a file is read (an xcconfig's `#include`, `FileReader`) is named as a directory, not as a
/// FIFO or device; a directory named on the command line is walked, whatever its name ends in.
final class DirectoryInputCLITests: XCTestCase {
    private let expected = "expected an existing file (or #include? for an optional one)"

    /// `#include` of a directory, with or without an `.xcconfig` name: an input error at the `#include`
    /// (line and column), exit 2, the file's other lines still linted; `#include?` of one is no error.
    func testIncludeOfADirectoryIsNamedAsOne() throws {
        let dir = try makeFolder(self, [
            (path: "Config/A.xcconfig", text: "#include \"Sub\"\nINFOPLIST_KEY_UIRequiresFullScreen = YES\n"),
            (path: "Config/B.xcconfig", text: "X = 1\n  #include \"Sub.xcconfig\"\n"),
            (path: "Config/C.xcconfig", text: "#include? \"Sub\"\n"),
            (path: "Config/Sub/Keep.txt", text: ""),
            (path: "Config/Sub.xcconfig/Keep.txt", text: ""),
        ])
        let r = try runDuolint(["--quiet", "Config/A.xcconfig", "Config/B.xcconfig", "Config/C.xcconfig"], in: dir)
        XCTAssertEqual(r.status, 2)
        XCTAssertEqual(r.stdout, "Config/A.xcconfig:2:1: warning: INFOPLIST_KEY_UIRequiresFullScreen = YES writes "
            + "UIRequiresFullScreen, which is deprecated and does not stop iPhone Duo from resizing the app when it opens or "
            + "closes; set it to NO (or remove it) and adapt the layout to size classes and the safe area. (requires_full_screen)\n")
        XCTAssertEqual(r.stderr, """
            Config/A.xcconfig:1:1: error: cannot read included file Config/Sub: Is a directory; \(expected)
            Config/B.xcconfig:2:3: error: cannot read included file Config/Sub.xcconfig: Is a directory; \(expected)

            """)
    }

    /// `FileReader` and `InputFile` refuse a directory with `EISDIR`, said as the C library says it; a FIFO is
    /// still `.notRegularFile`.
    func testReaderNamesADirectory() throws {
        let dir = try makeTemporaryDirectory(self)
        XCTAssertEqual(FileReader.read(path: dir.path), .failure(.system(SystemError(code: EISDIR))))
        XCTAssertEqual(ReadFailure.system(SystemError(code: EISDIR)).text, "Is a directory")
        let fifo = dir.appendingPathComponent("pipe").path
        XCTAssertEqual(mkfifo(fifo, 0o600), 0)
        XCTAssertEqual(FileReader.read(path: fifo), .failure(.notRegularFile))
    }

    /// A directory named `X.swift` on the command line is a folder (FileDiscovery: directories are walked, only
    /// a file given must have a name duolint lints): its files are linted under it; an empty one lints nothing.
    func testDirectoryWithASwiftNameIsWalked() throws {
        let dir = try makeFolder(self, [(path: "X.swift/In.swift", text: "import UIKit\nlet s = UIScreen.main.bounds\n")])
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("E.swift"), withIntermediateDirectories: false)
        let r = try runDuolint(["X.swift", "E.swift"], in: dir)
        XCTAssertEqual(r.status, 1)
        XCTAssertEqual(r.stdout, "X.swift/In.swift:2:9: error: UIScreen.main does not say which of iPhone Duo's two displays "
            + "the app is on; use the window scene's or GeometryReader's bounds instead of UIScreen.main.bounds. (ui_screen_main)\n")
        XCTAssertTrue(r.stderr.hasPrefix("Found 1 finding (1 error) in 1 file in "), r.stderr)
    }
}

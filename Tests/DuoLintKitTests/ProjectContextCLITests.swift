import Foundation
import XCTest

/// A file's findings do not depend on what else is on the command line: in a git work tree, the rest of the
/// file's project is read for the project model (`ProjectContext`), as a pre-commit hook passing only the
/// changed files needs. The example is the idiom_layout_check page's: `Device.isPad` is reported in
/// `Device.swift` because `LibraryView.swift` decides padding from it.
final class ProjectContextCLITests: XCTestCase {
    private let device = "enum Device {\n    static var isPad: Bool { UIDevice.current.userInterfaceIdiom == .pad }\n}\n"
    private let library = "struct LibraryView: View {\n    var body: some View {\n        Shelf()\n"
        + "            .padding(.horizontal, Device.isPad ? 40 : 16)\n    }\n}\n"
    private let finding = "App/Device.swift:2:30: error: Comparing the idiom with .pad in `isPad` stands in for the screen size, "
        + "and `isPad` decides layout at LibraryView.swift:4, where it decides `padding`; both of iPhone Duo's displays "
        + "report .phone; decide from the horizontal size class (@Environment(\\.horizontalSizeClass) or "
        + "traitCollection.horizontalSizeClass) instead. (idiom_layout_check)\n"

    /// A work tree (`.git`) with `App/Device.swift`, `App/LibraryView.swift` and `extra` files.
    private func project(git: Bool = true, _ extra: [String: String] = [:]) throws -> URL {
        let dir = try makeTemporaryDirectory(self)
        let files = ["App/Device.swift": device, "App/LibraryView.swift": library].merging(extra) { $1 }
        for (path, text) in files {
            let url = dir.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        if git { try FileManager.default.createDirectory(at: dir.appendingPathComponent(".git"), withIntermediateDirectories: true) }
        return dir
    }

    func testOneFileGetsTheFindingsOfTheWholeRun() throws {
        let dir = try project()
        for arguments in [["."], ["App/Device.swift"], ["App/LibraryView.swift", "App/Device.swift"], ["App"]] {
            let r = try runDuolint(["--quiet"] + arguments, in: dir)
            XCTAssertEqual(r.stdout, finding, "\(arguments)")
            XCTAssertEqual(r.status, 1, "\(arguments)")
        }
        // From a folder below the root, with the path as seen from there.
        let below = try runDuolint(["--quiet", "Device.swift"], in: dir.appendingPathComponent("App"))
        XCTAssertEqual(below.stdout, String(finding.dropFirst("App/".count)))
        // The model-only file is neither reported nor counted.
        let summary = try runDuolint(["App/Device.swift"], in: dir)
        XCTAssertEqual(summary.stderr.split(separator: "\n").last.map(String.init)?.hasPrefix("Found 1 finding (1 error) in 1 file in "), true, summary.stderr)
    }

    func testModelFromPathsAndNoWorkTreeReadOnlyTheLintedFiles() throws {
        let alone = try runDuolint(["--quiet", "--model-from-paths", "App/Device.swift"], in: try project())
        XCTAssertEqual(alone.stdout, "")
        XCTAssertEqual(alone.status, 0)
        // Without `.git` there is no known project boundary: only the paths given are read.
        let outside = try runDuolint(["--quiet", "App/Device.swift"], in: try project(git: false))
        XCTAssertEqual(outside.stdout, "")
        XCTAssertEqual(outside.status, 0)
    }

    func testExcludedFilesAndOtherProjectsStayOut() throws {
        // The root configuration leaves Vendor out: its use of `isPad` must not count (as in `duolint .`).
        let vendored = try project([".duolint.yml": "excluded: [Vendor]\n",
                                    "App/LibraryView.swift": "struct LibraryView {}\n",
                                    "Vendor/Pad.swift": library])
        for arguments in [["."], ["App/Device.swift"]] {
            let r = try runDuolint(["--quiet"] + arguments, in: vendored)
            XCTAssertEqual(r.stdout, "", "\(arguments)")
        }
        // A folder whose configuration says `root: true` is a project of its own (as this repository's
        // Samples/), in a one-file run and in `duolint .` alike.
        let samples = try project(["Samples/.duolint.yml": "root: true\n", "Samples/Device.swift": device,
                                   "App/Device.swift": "struct Other {}\n", "App/LibraryView.swift": "struct LibraryView {}\n"])
        for arguments in [["Samples/Device.swift"], ["."], ["Samples"]] {
            let r = try runDuolint(["--quiet"] + arguments, in: samples)
            XCTAssertEqual(r.stdout, "", "\(arguments)")
            XCTAssertEqual(r.status, 0, "\(arguments)")
        }
        // A nested configuration without `root` does not split the project (it only changes settings).
        let nested = try project(["App/.duolint.yml": "disabled_rules: [ui_screen_main]\n"])
        for arguments in [["."], ["App/Device.swift"], ["App"]] {
            XCTAssertEqual(try runDuolint(["--quiet"] + arguments, in: nested).stdout, finding, "\(arguments)")
        }
        // A file of another project on the command line does not join the models.
        let two = try project(["Other/.duolint.yml": "root: true\n", "Other/Unrelated.swift": "struct Unrelated {}\n",
                               "App/LibraryView.swift": "struct LibraryView {}\n", "Other/Pad.swift": library])
        XCTAssertEqual(try runDuolint(["--quiet", "App/Device.swift", "Other/Unrelated.swift"], in: two).stdout, "")
        // In `duolint .` too: Other's use of `isPad` is judged without App's declaration.
        XCTAssertEqual(try runDuolint(["--quiet", "."], in: two).stdout, "Other/Pad.swift:4:35: error: `isPad` (declared outside "
            + "the linted files) tests the idiom and chooses `padding` by device, but both of iPhone Duo's displays report .phone; "
            + "decide from the horizontal size class (@Environment(\\.horizontalSizeClass) or traitCollection.horizontalSizeClass) "
            + "instead. (idiom_layout_check)\n")
    }

    func testModelOrderAndTestFoldersDoNotDependOnHowPathsAreWritten() throws {
        // `isPad` decides layout in A.swift and Z.swift: the message names the first in path order, whatever
        // form the paths take.
        let dir = try project(["App/LibraryView.swift": "struct LibraryView {}\n",
                               "App/A.swift": library.replacingOccurrences(of: "LibraryView", with: "A"),
                               "App/Z.swift": library.replacingOccurrences(of: "LibraryView", with: "Z")])
        let expected = finding.replacingOccurrences(of: "LibraryView.swift:4", with: "A.swift:4")
        for arguments in [["App/Device.swift"], ["App/Device.swift", "./App/Z.swift"], ["App/Device.swift", dir.path + "/App/Z.swift"]] {
            XCTAssertEqual(try runDuolint(["--quiet"] + arguments, in: dir).stdout, expected, "\(arguments)")
        }
        // Test folders are judged from the project's root, not the current directory: from inside AppTests
        // the file is still test code, as in `duolint .` at the root.
        let tests = try project(["AppTests/Device.swift": device, "App/Device.swift": "struct Other {}\n"])
        XCTAssertEqual(try runDuolint(["--quiet", "."], in: tests).stdout, "")
        let inside = try runDuolint(["--quiet", "Device.swift"], in: tests.appendingPathComponent("AppTests"))
        XCTAssertEqual(inside.stdout, "")
        XCTAssertEqual(inside.status, 0)
    }

    /// A path through a link and up (`Deep/..`, where `Deep` links to `Sub/Deep`) lists the link target's parent,
    /// whose `App` holds a `.git`; the text of the path names the project's own `App`, which holds none. The walk's
    /// listings are not noted for such a path, so `App/Device.swift` stays in the project with the view that uses
    /// `isPad` (noted, its folder became a project of its own and the finding moved to the view: the breaker's
    /// find, sixth session of issue 20).
    func testAPathThroughALinkAndUpLeavesTheProjectsAsTheyAre() throws {
        let dir = try makeTemporaryDirectory(self)
        let fm = FileManager.default
        for (path, text) in ["App/Device.swift": device, "Sub/Deep/LibraryView.swift": library] {
            let url = dir.appendingPathComponent(path)
            try fm.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        for folder in [".git", "Sub/App/.git"] {
            try fm.createDirectory(at: dir.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        try fm.createSymbolicLink(atPath: dir.appendingPathComponent("Deep").path, withDestinationPath: "Sub/Deep")
        let r = try runDuolint(["--quiet", "Deep/..", "App/Device.swift"], in: dir)
        XCTAssertEqual(r.stdout, finding)
        XCTAssertEqual(r.status, 1)
    }
}

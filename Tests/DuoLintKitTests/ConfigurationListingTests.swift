import Foundation
import XCTest
@testable import DuoLintKit

/// `ConfigurationSet` told by discovery's listing that a folder holds no `.duolint.yml`: no `lstat` for it,
/// the same answers. Folders above the paths given, folders holding one, paths with `..` and a set whose current
/// directory is not the process's are still looked up.
final class ConfigurationListingTests: XCTestCase {
    private func tree(_ files: [(String, String)]) throws -> String {
        let dir = try makeTemporaryDirectory(self)
        for (path, text) in files {
            let url = dir.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        return Configuration.absolute(dir.path)
    }

    func testFolderWithoutConfigurationIsAnsweredByItsListing() throws {
        let root = try tree([("A/B.swift", ""), ("Sub/.duolint.yml", "excluded: [Skip]\n"), ("Sub/Skip/X.swift", ""),
                             ("Sub/Y.swift", ""), ("Other/Z.swift", "")])
        let set = ConfigurationSet()
        let (files, errors) = FileDiscovery.discover([root], filter: set)
        XCTAssertEqual(files, [root + "/A/B.swift", root + "/Other/Z.swift", root + "/Sub/Y.swift"])
        XCTAssertEqual(errors, [])
        XCTAssertEqual(set.filesFound.count, 1)
        // Looked at: the folders above the root, the root, A, Other, Sub (Skip is left out by Sub's file, unread).
        let above = root.split(separator: "/").count
        XCTAssertEqual(set.foldersLookedAt, above + 4)
        // An `lstat` only for the folders above the root, and for Sub, whose listing holds a `.duolint.yml`.
        XCTAssertEqual(set.foldersStatted, above + 1)
    }

    func testConfigurationAboveTheFolderGivenIsLookedUp() throws {
        let root = try tree([(".duolint.yml", "excluded: [Sub/Skip]\n"), ("Sub/Skip/X.swift", ""), ("Sub/Y.swift", "")])
        let set = ConfigurationSet()
        let (files, errors) = FileDiscovery.discover([root + "/Sub"], filter: set)
        XCTAssertEqual(files, [root + "/Sub/Y.swift"])
        XCTAssertEqual(errors, [])
        XCTAssertEqual(set.filesFound.count, 1)
        // Root and the folders above it by `lstat`; Sub by its listing.
        XCTAssertEqual(set.foldersStatted, root.split(separator: "/").count + 1)
        XCTAssertEqual(set.foldersLookedAt, set.foldersStatted + 1)
    }

    func testPathsWithParentStepsAndAnotherCurrentDirectoryAreLookedUp() throws {
        let root = try tree([("A/B.swift", ""), ("Sub/.duolint.yml", "excluded: [Skip]\n"), ("Sub/Skip/X.swift", ""),
                             ("Sub/Y.swift", "")])
        let stepped = ConfigurationSet()
        let (files, _) = FileDiscovery.discover([root + "/A/../Sub"], filter: stepped)
        XCTAssertEqual(files, [root + "/A/../Sub/Y.swift"])
        XCTAssertEqual(stepped.foldersStatted, stepped.foldersLookedAt)

        let elsewhere = ConfigurationSet(currentDirectory: "/")
        let (all, _) = FileDiscovery.discover([root], filter: elsewhere)
        XCTAssertEqual(all, [root + "/A/B.swift", root + "/Sub/Y.swift"])
        XCTAssertEqual(elsewhere.foldersStatted, elsewhere.foldersLookedAt)
    }

    func testFolderOfAPathIsComparedAsFolderOfMakesIt() {
        let cases = [("a.swift", "."), ("a.swift", "a"), ("/a.swift", "/"), ("/a.swift", "."), ("src/a.swift", "src"),
                     ("src/a.swift", "sr"), ("src/a.swift", "src/"), ("src//a.swift", "src/"), ("srcx/a.swift", "src"),
                     ("src/b/a.swift", "src"), ("src/b/a.swift", "src/b"), ("/x/a.swift", "/x"), ("./a.swift", "."),
                     ("caf\u{E9}/a.swift", "caf\u{E9}"), ("cafe\u{301}/a.swift", "caf\u{E9}"), ("\u{212A}/a.swift", "K"),
                     ("K/a.swift", "\u{212A}"), ("", "."), ("/", "/"),
                     // A slash a combining mark follows, or a prepended character precedes, is not a Swift `/`.
                     ("caf/\u{301}x.swift", "caf"), ("\u{600}/a.swift", "\u{600}"), ("caf\u{E9}/b/a.swift", "caf\u{E9}/b"),
                     ("src/a.swift/", "src"), ("src/.a.swift", "src")]
        for (path, folder) in cases {
            // By bytes: `cafe\u{301}` is not the folder `caf\u{E9}`, though `String`'s `==` takes them as equal.
            XCTAssertEqual(ConfigurationSet.folder(of: path, is: folder), Array(ConfigurationSet.folder(of: path).utf8) == Array(folder.utf8),
                           "\(path) in \(folder)")
        }
    }

    /// Discovery asks once per folder whether every file in it is allowed (then files are not asked one by one):
    /// only for a usable chain that leaves nothing out and has no `included` nor `excluded`.
    func testEveryFileOfAFolderIsAllowedOnlyWhenNothingFiltersIt() throws {
        let root = try tree([("A/B.swift", ""), ("Sub/.duolint.yml", "excluded: [Skip.swift, Out]\n"), ("Sub/Y.swift", ""),
                             ("Sub/Out/Z.swift", ""), ("Bad/.duolint.yml", "unknown_key: 1\n"), ("Bad/W.swift", "")])
        let set = ConfigurationSet()
        for (folder, holdsConfigurationFile) in [(root, false), (root + "/A", false), (root + "/Sub", true), (root + "/Bad", true)] {
            _ = set.allowsDirectory(folder, holdsConfigurationFile: holdsConfigurationFile)
        }
        XCTAssertTrue(set.allowsEveryFile(inFolder: root))
        XCTAssertTrue(set.allowsEveryFile(inFolder: root + "/A"))
        XCTAssertFalse(set.allowsEveryFile(inFolder: root + "/Sub"))
        XCTAssertFalse(set.allowsEveryFile(inFolder: root + "/Sub/Out"))
        XCTAssertFalse(set.allowsEveryFile(inFolder: root + "/Bad"))
        // Asked without a listing first, and of another filter (which asks file by file).
        XCTAssertTrue(ConfigurationSet().allowsEveryFile(inFolder: root + "/A"))
        XCTAssertFalse(PathFilter(directory: root, included: [], excluded: []).allowsEveryFile(inFolder: root))
    }

    /// A folder's result comes from the one above it (found among the folders made last when asked in a walk's
    /// order): the same configurations in any order of asking.
    func testFoldersHaveTheSameConfigurationsInAnyOrder() throws {
        let root = try tree([("A/B/C/x.swift", ""), ("A/.duolint.yml", "disabled_rules: [ui_screen_main]\n"),
                             ("A/B/.duolint.yml", "root: true\n"), ("A/D/E/y.swift", ""), ("F/.duolint.yml", "excluded: [G]\n"),
                             ("F/G/H/z.swift", ""), ("F/I/w.swift", "")])
        let folders = ["", "/A", "/A/B", "/A/B/C", "/A/D", "/A/D/E", "/F", "/F/G", "/F/G/H", "/F/I"].map { root + $0 }
        let walk = ConfigurationSet(), reversed = ConfigurationSet(), shuffled = ConfigurationSet()
        let inWalk = try folders.map { try walk.configuration(forFolder: $0) }
        let inReverse = try folders.reversed().map { try reversed.configuration(forFolder: $0) }
        XCTAssertEqual(inWalk, inReverse.reversed())
        for i in [3, 8, 0, 5, 9, 1, 7, 2, 6, 4] { XCTAssertEqual(try shuffled.configuration(forFolder: folders[i]), inWalk[i], folders[i]) }
        XCTAssertEqual(inWalk[3].chain.count, 1)
        XCTAssertTrue(inWalk[8].isLeftOut)
        XCTAssertFalse(inWalk[9].isLeftOut)
    }

    func testFilesOfAFolderThatAllowsEveryFileAreAllowedAndOthersAsked() throws {
        let root = try tree([("A/B.swift", ""), ("A/C.swift", ""), ("Sub/.duolint.yml", "excluded: [Skip.swift]\n"),
                             ("Sub/Skip.swift", ""), ("Sub/Y.swift", "")])
        let set = ConfigurationSet()
        XCTAssertTrue(set.allowsFile(root + "/A/B.swift"))
        XCTAssertTrue(set.allowsFile(root + "/A/C.swift"))
        XCTAssertFalse(set.allowsFile(root + "/Sub/Skip.swift"))
        XCTAssertTrue(set.allowsFile(root + "/Sub/Y.swift"))
        XCTAssertFalse(set.allowsFile(root + "/Sub/Skip.swift"))
        XCTAssertTrue(set.allowsFile(root + "/A/C.swift"))
    }

    func testParentStepsAreWholeComponents() {
        for path in ["..", "../a", "a/..", "a/../b", "/..", "a/../", "../../x", "a.b/..", "a.b.c/../d.e", "x.y/.../.."] {
            XCTAssertTrue(ConfigurationSet.hasParentStep(path), path)
        }
        for path in ["", ".", "./a", "...", "a/...", "..a", "a..", "a/.b", "a/b..", ".../a", "a/./b", "a.b.c/d.e", "a./.b"] {
            XCTAssertFalse(ConfigurationSet.hasParentStep(path), path)
        }
    }
}

import Foundation
import XCTest
@testable import DuoLintKit

/// A run looks up each folder's git work tree through one `WorkTreeCache`: the answers are those of
/// `RepositoryPaths.workTree(containing:)` for every folder, in any order, a submodule's `.git` file included.
final class WorkTreeCacheTests: XCTestCase {
    func testAnswersAreThoseOfTheWalkInAnyOrder() throws {
        let top = FileManager.default.temporaryDirectory.appendingPathComponent("worktrees-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: top) }
        let fm = FileManager.default
        for folder in ["repo/.git", "repo/App/Views/Deep", "repo/Sub/Inner", "outside/a/b"] {
            try fm.createDirectory(atPath: top + "/" + folder, withIntermediateDirectories: true)
        }
        // A submodule: a `.git` file, not a folder.
        try "gitdir: ../.git/modules/Sub\n".write(toFile: top + "/repo/Sub/.git", atomically: true, encoding: .utf8)
        let folders = ["repo/App/Views/Deep", "repo/App", "repo/Sub/Inner", "repo", "repo/Sub", "repo/App/Views",
                       "outside/a/b", "outside"].map { top + "/" + $0 }
        // Above the temporary folder: whatever work tree holds it (none on a usual machine), found by hand.
        var above: String? = nil
        var dir = top
        while dir != "/" {
            dir = (dir as NSString).deletingLastPathComponent
            if fm.fileExists(atPath: (dir == "/" ? "" : dir) + "/.git") { above = dir; break }
        }
        let expected = [top + "/repo", top + "/repo", top + "/repo/Sub", top + "/repo", top + "/repo/Sub", top + "/repo",
                        above, above]
        for order in [Array(folders.indices), Array(folders.indices.reversed())] {
            var cache = WorkTreeCache()
            for i in order {
                XCTAssertEqual(cache.workTree(containing: folders[i]), expected[i], folders[i])
                XCTAssertEqual(RepositoryPaths.workTree(containing: folders[i]), expected[i], folders[i])
            }
        }
    }

    /// Two folders whose names are the composed and decomposed spellings of `café` are two folders on Linux:
    /// the cache keeps them apart, as the walk does (second breaker, issue 20).
    func testUnicodeSpellingsOfANameAreTwoFolders() throws {
        let top = FileManager.default.temporaryDirectory.appendingPathComponent("worktrees-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: top) }
        let composed = top + "/caf\u{E9}", decomposed = top + "/cafe\u{301}"
        try FileManager.default.createDirectory(atPath: composed + "/.git", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: decomposed + "/Tests", withIntermediateDirectories: true)
        // Only where the file system keeps both spellings apart (Linux; not APFS or HFS+).
        let names = try FileManager.default.contentsOfDirectory(atPath: top)
        guard names.count == 2 else { throw XCTSkip("this file system makes one folder of the two spellings") }
        var cache = WorkTreeCache()
        XCTAssertEqual(cache.workTree(containing: composed), composed)
        XCTAssertEqual(cache.workTree(containing: decomposed + "/Tests"), RepositoryPaths.workTree(containing: top))
        XCTAssertNotEqual(cache.workTree(containing: decomposed), composed)
    }

    /// A discovery walk says which folders it listed and which of them hold a `.git` entry (a folder, a submodule's
    /// file, a dangling link); noted in the cache (`ProjectContext` does), they give the answers of the look-up
    /// that asks the file system, for the folders walked and below them.
    func testListingsNotedFromADiscoveryWalkGiveTheSameAnswers() throws {
        let top = FileManager.default.temporaryDirectory.appendingPathComponent("worktrees-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: top) }
        let fm = FileManager.default
        for folder in ["repo/.git", "repo/App/Views", "repo/Sub/Inner", "repo/Linked", "plain/a"] {
            try fm.createDirectory(atPath: top + "/" + folder, withIntermediateDirectories: true)
        }
        try "gitdir: ../.git/modules/Sub\n".write(toFile: top + "/repo/Sub/.git", atomically: true, encoding: .utf8)
        try fm.createSymbolicLink(atPath: top + "/repo/Linked/.git", withDestinationPath: top + "/missing")
        var walked: [(folder: String, holdsGitEntry: Bool)] = []
        _ = FileDiscovery.discover([top]) { walked.append(($0, $1)) }
        XCTAssertEqual(walked.map { "\($0.folder.dropFirst(top.count)) \($0.holdsGitEntry)" },
                       [" false", "/plain false", "/plain/a false", "/repo true", "/repo/App false", "/repo/App/Views false",
                        "/repo/Linked true", "/repo/Sub true", "/repo/Sub/Inner false"])
        var noted = WorkTreeCache()
        for (folder, holdsGitEntry) in walked { noted.noteListing(of: folder, holdsGitEntry: holdsGitEntry) }
        for folder in walked.map(\.folder) + [top + "/repo/App/Views/Unlisted"] {
            XCTAssertEqual(noted.workTree(containing: folder), RepositoryPaths.workTree(containing: folder), folder)
        }
        XCTAssertEqual(noted.workTree(containing: top + "/repo/App/Views"), top + "/repo")
        XCTAssertEqual(noted.workTree(containing: top + "/repo/Linked"), top + "/repo/Linked")
    }
}

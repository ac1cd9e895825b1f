import Foundation
import XCTest
@testable import DuoLintKit

/// `ProjectContext` after a discovery walk carries each walked folder's project down from the folder that listed
/// it (a folder without `.git` nor `.duolint.yml` has its parent's): the projects are exactly those of the
/// look-ups that ask every folder, through a nested work tree, a submodule's `.git` file, a `root: true` folder,
/// a nested configuration below it, a trailing `/` and two paths given.
final class ProjectContextCarriedTests: XCTestCase {
    private func makeTree() throws -> String {
        let top = FileManager.default.temporaryDirectory.appendingPathComponent("carried-\(UUID().uuidString)").path
        let fm = FileManager.default
        let files = ["repo/App/A.swift", "repo/App/Views/V.swift", "repo/Sub/S.swift", "repo/Sub/Inner/I.swift",
                     "repo/Tool/T.swift", "repo/Tool/Deep/D.swift", "repo/Tool/Deep/Nested/N.swift",
                     "repo/Tool/Deep/Nested/Git/G.swift", "repo/R.swift", "outside/O.swift", "outside/In/P.swift"]
        for file in files {
            let path = top + "/" + file
            try fm.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try "let x = 1\n".write(toFile: path, atomically: true, encoding: .utf8)
        }
        try fm.createDirectory(atPath: top + "/repo/.git", withIntermediateDirectories: true)
        // A submodule's `.git` is a file; a work tree inside a `root: true` folder is below the root's configuration.
        try "gitdir: ../.git/modules/Sub\n".write(toFile: top + "/repo/Sub/.git", atomically: true, encoding: .utf8)
        try fm.createDirectory(atPath: top + "/repo/Tool/Deep/Nested/Git/.git", withIntermediateDirectories: true)
        try "root: true\n".write(toFile: top + "/repo/Tool/.duolint.yml", atomically: true, encoding: .utf8)
        try "disabled_rules: []\n".write(toFile: top + "/repo/Tool/Deep/Nested/.duolint.yml", atomically: true, encoding: .utf8)
        return top
    }

    private func contexts(_ paths: [String], top: String) -> (carried: ProjectContext, looked: ProjectContext) {
        let set = ConfigurationSet(currentDirectory: top)
        var walked: [FileDiscovery.WalkedFolder] = []
        var files = FileDiscovery.discover(paths, filter: set, walkedFolders: { walked.append($0) }).files
        files.sort()
        let carried = ProjectContext(forPaths: paths, linted: files, configurations: set, currentDirectory: top, walked: walked)
        // The same run looked up folder by folder (no walk told), with configurations read afresh.
        let looked = ProjectContext(forPaths: paths, linted: files, configurations: ConfigurationSet(currentDirectory: top),
                                    currentDirectory: top, walked: [])
        return (carried, looked)
    }

    func testCarriedProjectsAreThoseOfTheLookUps() throws {
        let top = try makeTree()
        defer { try? FileManager.default.removeItem(atPath: top) }
        for paths in [[top + "/repo"], [top + "/repo/", top + "/outside"], [top + "/repo/Tool/Deep", top + "/repo/App"],
                      [top + "/repo/Sub/Inner", top + "/repo/Tool/Deep/Nested/N.swift"]] {
            let (carried, looked) = contexts(paths, top: top)
            XCTAssertEqual(carried, looked, "\(paths)")
        }
        let (carried, _) = contexts([top + "/repo"], top: top)
        XCTAssertEqual(carried.roots, [top + "/repo", top + "/repo/Sub", top + "/repo/Tool"])
        XCTAssertEqual(carried.projectOfFile.count, 9)
    }

    func testWalkedFoldersNameTheFolderThatListedThem() throws {
        let top = try makeTree()
        defer { try? FileManager.default.removeItem(atPath: top) }
        var walked: [FileDiscovery.WalkedFolder] = []
        _ = FileDiscovery.discover([top + "/repo/Tool", top + "/outside"], filter: nil, walkedFolders: { walked.append($0) })
        let described = walked.map { w in
            "\(w.folder.dropFirst(top.count)) \(w.parent < 0 ? "-" : String(walked[w.parent].folder.dropFirst(top.count))) "
                + "\(w.holdsGitEntry) \(w.holdsConfigurationFile)"
        }
        XCTAssertEqual(described, ["/repo/Tool - false true", "/repo/Tool/Deep /repo/Tool false false",
                                   "/repo/Tool/Deep/Nested /repo/Tool/Deep false true",
                                   "/repo/Tool/Deep/Nested/Git /repo/Tool/Deep/Nested true false",
                                   "/outside - false false", "/outside/In /outside false false"])
    }
}

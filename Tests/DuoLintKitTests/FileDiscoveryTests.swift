import Foundation
import XCTest
@testable import DuoLintKit

/// File discovery: sorted walk, skipped folders, symbolic links (loops, links to files and folders reported
/// once under their real names), explicit non-Swift files and missing paths as input errors.
final class FileDiscoveryTests: XCTestCase {
    private func touch(_ url: URL) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("let x = 1\n".utf8).write(to: url)
    }

    func testWalkIsSortedSkipsBuildFoldersAndFollowsLinksOnce() throws {
        let root = try makeTemporaryDirectory(self)
        let fm = FileManager.default
        for name in ["App/B.swift", "App/a.swift", "App/Sub/C.swift", "App/.hidden/H.swift", "App/.build/X.swift",
                     "App/Pods/P.swift", "App/notes.txt", "Other/Real.swift"] {
            try touch(root.appendingPathComponent(name))
        }
        try fm.createSymbolicLink(atPath: root.appendingPathComponent("App/Sub/up").path, withDestinationPath: "..")
        try fm.createSymbolicLink(atPath: root.appendingPathComponent("App/loop").path, withDestinationPath: ".")
        try fm.createSymbolicLink(atPath: root.appendingPathComponent("App/Alias.swift").path, withDestinationPath: "B.swift")
        try fm.createSymbolicLink(atPath: root.appendingPathComponent("App/Linked").path, withDestinationPath: "../Other")
        let base = root.path + "/"
        let (files, errors) = FileDiscovery.discover([base + "App"])
        // `Linked` leads out of `App` (to its sibling `Other`): not followed when only `App` is walked.
        XCTAssertEqual(files.map { String($0.dropFirst(base.count)) }, ["App/B.swift", "App/a.swift", "App/Sub/C.swift"])
        XCTAssertEqual(errors, [])
        // Walking the folder that holds both, `Other`'s file is linted once, under its real name.
        let (all, allErrors) = FileDiscovery.discover([base])
        XCTAssertEqual(all.map { String($0.dropFirst(base.count)) },
                       ["App/B.swift", "App/a.swift", "App/Sub/C.swift", "Other/Real.swift"])
        XCTAssertEqual(allErrors, [])
    }

    func testExplicitNonSwiftFileAndMissingPathAreInputErrors() throws {
        let root = try makeTemporaryDirectory(self)
        try touch(root.appendingPathComponent("Notes.yml"))
        let yml = root.appendingPathComponent("Notes.yml").path
        let missing = root.appendingPathComponent("Missing.swift").path
        let (files, errors) = FileDiscovery.discover([yml, missing])
        XCTAssertEqual(files, [])
        XCTAssertEqual(errors, [
            InputError(path: yml, message: "not a file duolint lints (.swift, .duo.yml, .duo.yaml, Info.plist, NAME-Info.plist, .xcconfig, project.pbxproj)"),
            InputError(path: missing, message: "no such file or directory"),
        ])
    }
}

/// Entries whose names are not valid UTF-8 are found and named in display form (`\xFF` for the byte), so they
/// are linted like any other file; other names are ignored like other non-Swift files (issue 12, item 5).
final class FileDiscoveryOddNameTests: XCTestCase {
    func testUndecodableSwiftNameIsFoundInDisplayFormOtherNamesAreIgnored() throws {
        let root = try makeTemporaryDirectory(self)
        for suffix in [".swift", ".txt"] {
            var path = Array(root.path.utf8) + Array("/bad".utf8) + [0xFF] + Array(suffix.utf8) + [0]
            let fd = path.withUnsafeMutableBufferPointer { p in
                p.baseAddress!.withMemoryRebound(to: CChar.self, capacity: p.count) { creat($0, 0o644) }
            }
            XCTAssertGreaterThanOrEqual(fd, 0)
            close(fd)
        }
        let (files, errors) = FileDiscovery.discover([root.path])
        XCTAssertEqual(files, [root.path + #"/bad\xFF.swift"#])
        XCTAssertEqual(errors, [])
        XCTAssertEqual(try Linter.readFile(atPath: XCTUnwrap(files.first)).get(), [])
    }
}

/// The progress callback of a run is called once per file, ending at (files, files), with any job count.
final class LinterProgressTests: XCTestCase {
    func testProgressCountsEveryFileOnce() throws {
        let root = try makeTemporaryDirectory(self)
        for n in 0..<7 { try Data("let x = \(n)\n".utf8).write(to: root.appendingPathComponent("F\(n).swift")) }
        for jobs in [1, 3] {
            final class Seen: @unchecked Sendable { var calls: [(Int, Int)] = []; let lock = NSLock() }
            let seen = Seen()
            _ = Linter(jobs: jobs).run(paths: [root.path]) { done, total in
                seen.lock.lock(); seen.calls.append((done, total)); seen.lock.unlock()
            }
            XCTAssertEqual(seen.calls.map(\.0).sorted(), Array(1...7), "jobs \(jobs)")
            XCTAssertTrue(seen.calls.allSatisfy { $0.1 == 7 }, "jobs \(jobs)")
        }
    }
}

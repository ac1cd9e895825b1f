import Foundation
import XCTest
@testable import DuoLintKit

/// Discovery with folders listed ahead on other threads (`FileDiscovery.ListingPrefetch`, `discover(_:jobs:)`):
/// the same files and errors as the walk alone (hidden, skipped and excluded folders, folders reached by links,
/// names Swift's `String` equality confuses), and nothing listed ahead that the walk did not hand over.
final class FileDiscoveryPrefetchTests: XCTestCase {
    private func touch(_ url: URL, _ text: String = "let x = 1\n") throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    /// A tree of 40 folders of two files each, beside what a walk passes by or must tell apart.
    private func makeTree() throws -> URL {
        let root = try makeTemporaryDirectory(self)
        let fm = FileManager.default
        for m in 0..<8 {
            for v in 0..<5 {
                try touch(root.appendingPathComponent("App/Module\(m)/Group\(v)/View\(v).swift"))
                try touch(root.appendingPathComponent("App/Module\(m)/Group\(v)/Info.plist"), "<plist/>\n")
            }
        }
        for name in ["App/.hidden/H.swift", "App/Pods/P.swift", "App/Vendor/Skip/V.swift", "App/notes/readme.txt",
                     // Two folders whose names are equal as `String`s (precomposed and decomposed é): two folders.
                     "App/Caf\u{E9}/One.swift", "App/Cafe\u{301}/Two.swift", "Other/Real.swift"] {
            try touch(root.appendingPathComponent(name))
        }
        try touch(root.appendingPathComponent("App/.duolint.yml"), "excluded:\n  - Vendor/Skip\n")
        try fm.createSymbolicLink(atPath: root.appendingPathComponent("App/Module0/up").path, withDestinationPath: "..")
        try fm.createSymbolicLink(atPath: root.appendingPathComponent("App/Linked").path, withDestinationPath: "../Other")
        return root
    }

    func testPrefetchedWalkFindsWhatTheWalkAloneFinds() throws {
        let root = try makeTree()
        let base = root.path + "/"
        for paths in [[base + "App"], [base], [base + "App", base + "Other"]] {
            let alone = FileDiscovery.discover(paths, filter: ConfigurationSet(currentDirectory: root.path), jobs: 1)
            XCTAssertGreaterThan(alone.files.count, 80)
            for jobs in [2, 4, 9] {
                let ahead = FileDiscovery.discover(paths, filter: ConfigurationSet(currentDirectory: root.path), jobs: jobs)
                XCTAssertEqual(ahead.files, alone.files, "\(paths) jobs \(jobs)")
                XCTAssertEqual(ahead.errors, alone.errors, "\(paths) jobs \(jobs)")
            }
        }
        // What the walk alone finds under App: every module's two files, both café folders, not the hidden,
        // skipped or excluded folders, and not `Other` (a link out of App).
        let found = FileDiscovery.discover([base + "App"], filter: ConfigurationSet(currentDirectory: root.path), jobs: 2)
            .files.map { String($0.dropFirst(base.count)) }
        XCTAssertEqual(found.count, 82)
        // Folders in the order of their names' bytes: `e` and a combining mark before `é`.
        XCTAssertEqual(Array(found.prefix(4)), ["App/Cafe\u{301}/Two.swift", "App/Caf\u{E9}/One.swift",
                                                "App/Module0/Group0/Info.plist", "App/Module0/Group0/View0.swift"])
        XCTAssertFalse(found.contains { $0.contains("Skip") || $0.contains("Pods") || $0.contains("hidden") || $0.contains("Other") })
    }

    func testTakeGivesWhatWasHandedOverAndNothingElseIsListed() throws {
        let root = try makeTree()
        let app = root.path + "/App"
        let prefetch = FileDiscovery.ListingPrefetch(threads: 2, limit: 4)
        defer { prefetch.stop() }
        func names(_ r: Result<FileDiscovery.Listing, SystemError>?) -> [String]? {
            guard case .success(let l)? = r else { return nil }
            return l.entries.map(\.name)
        }
        // Nothing handed over: the walk lists it itself.
        XCTAssertNil(prefetch.take(app))
        // The precomposed and the decomposed folder: each its own listing.
        prefetch.prefetch([app + "/Cafe\u{301}", app + "/Caf\u{E9}", app + "/Module7"])
        prefetch.waitUntilIdle()
        XCTAssertEqual(prefetch.listedCount, 3)
        XCTAssertEqual(names(prefetch.take(app + "/Caf\u{E9}")), ["One.swift"])
        XCTAssertEqual(names(prefetch.take(app + "/Cafe\u{301}")), ["Two.swift"])
        XCTAssertEqual(names(prefetch.take(app + "/Module7")), ["Group0", "Group1", "Group2", "Group3", "Group4"])
        // A subfolder of a folder taken is not listed unless handed over (the walk decides what it enters).
        XCTAssertNil(prefetch.take(app + "/Module7/Group4"))
        // Handed over with more than the limit of four entries: the threads stop at the limit, and a folder they
        // have not started is the caller's to list (nil); either way the listing is the folder's own.
        prefetch.prefetch((0..<5).map { app + "/Module6/Group\($0)" })
        prefetch.waitUntilIdle()
        XCTAssertLessThan(prefetch.listedCount, 3 + 5)
        for g in 0..<5 {
            let path = app + "/Module6/Group\(g)"
            XCTAssertEqual(names(prefetch.take(path) ?? FileDiscovery.listing(of: path)), ["Info.plist", "View\(g).swift"])
        }
        // A listing is given once; what the threads made is only what was handed over.
        XCTAssertNil(prefetch.take(app + "/Caf\u{E9}"))
        XCTAssertLessThanOrEqual(prefetch.listedCount, 8)
    }

    /// An excluded folder with many folders below it: the walk with threads finds what the walk alone finds. (The
    /// threads list only what the walk hands over, the folders it lists itself: `listedCount` above; what is below
    /// an excluded folder never is, so a stuck mount there cannot hold the run, as the breaker found it could when
    /// the threads went down the tree on their own.)
    func testAnExcludedTreeIsNotWalked() throws {
        let root = try makeTemporaryDirectory(self)
        for k in 0..<30 { try touch(root.appendingPathComponent("Gen/a\(k)/b/c/Generated.swift")) }
        try touch(root.appendingPathComponent("App/A.swift"))
        try touch(root.appendingPathComponent(".duolint.yml"), "excluded:\n  - Gen\n")
        let found = FileDiscovery.discover([root.path], filter: ConfigurationSet(currentDirectory: root.path), jobs: 2)
        XCTAssertEqual(found.files, [root.path + "/App/A.swift"])
        XCTAssertEqual(found.errors, [])
    }
}

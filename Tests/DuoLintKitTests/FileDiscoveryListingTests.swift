import Foundation
import XCTest
@testable import DuoLintKit

/// Discovery's listing (`FileDiscovery.listing(of:)`): names judged by their bytes before any `String` is made,
/// a folder's identity from the descriptor that lists it, and whether it holds a `.duolint.yml`, which spares
/// `ConfigurationSet` its `lstat` for that folder. A mount point (a folder whose identity differs from what its
/// parent's listing says) cannot be made by a test; nor can a folder that `stat` can look at but not list, when
/// tests run as root.
final class FileDiscoveryListingTests: XCTestCase {
    private func withBytes<R>(_ name: String, _ body: (UnsafeRawBufferPointer) -> R) -> R {
        Array(name.utf8).withUnsafeBytes(body)
    }

    func testPlainNamesAreLintableExactlyAsTheirStrings() {
        let names = ["a.swift", ".swift", "swift", "A.SWIFT", "a.swift.txt", "a.swif", "Info.plist", "-Info.plist",
                     "App-Info.plist", "AppInfo.plist", "Info.plistx", "nfo.plist", "a.duo.yml", ".duo.yml", "a.duo.yaml",
                     "a.duo.ym", "a.yml", "a.xcconfig", "xcconfig", "project.pbxproj", "Project.pbxproj",
                     "xproject.pbxproj", "project.pbxproj2", "t", "l", "g", "j", "x", " .swift", "a b.xcconfig"]
        for name in names {
            XCTAssertEqual(withBytes(name) { FileDiscovery.isLintable(plainName: $0) }, FileDiscovery.isLintable(name), name)
        }
    }

    /// `isPlain` judges eight bytes at a time: every byte value at every place of names of 1 to 20 bytes gives
    /// the answer of the byte-by-byte rule (printable ASCII but `\` and `#`).
    func testPlainBytesAreJudgedAsByteByByte() {
        func reference(_ name: [UInt8]) -> Bool { !name.contains { $0 < 0x20 || $0 > 0x7E || $0 == 0x5C || $0 == 0x23 } }
        for count in 1...20 {
            let base = Array("abcdefghijklmnopqrst".utf8.prefix(count))
            XCTAssertTrue(base.withUnsafeBytes { FileDiscovery.isPlain($0) })
            for place in 0..<count {
                for value in 0...255 {
                    var name = base
                    name[place] = UInt8(value)
                    XCTAssertEqual(name.withUnsafeBytes { FileDiscovery.isPlain($0) }, reference(name), "\(name)")
                }
            }
        }
    }

    /// An entry's path is made from bytes: the same `String` as the folder's prefix and the name joined as strings.
    func testJoinedPathsAreTheStringsJoined() {
        XCTAssertEqual(String(describing: FileDiscovery.configurationFileName), Configuration.fileName)
        for prefix in ["", "a/", "/", "./", "Sources/App/", "caf\u{E9}/", "cafe\u{301}/", "x\\xFF/", "\u{0600}/"] {
            for name in ["A.swift", "b", "Info.plist", "a.xcconfig", "long-name-of-a-file-past-fifteen-bytes.swift"] {
                let joined = FileDiscovery.joined(Array(prefix.utf8), Array(name.utf8))
                XCTAssertEqual(joined, prefix + name)
                XCTAssertEqual(Array(joined.utf8), Array((prefix + name).utf8))
            }
        }
    }

    func testEntriesPassedByAreOnlyThoseTheWalkWouldPassBy() {
        let dir = UInt8(DT_DIR), reg = UInt8(DT_REG), fifo = UInt8(DT_FIFO), lnk = UInt8(DT_LNK), unknown = UInt8(DT_UNKNOWN)
        func matters(_ name: String, _ type: UInt8) -> Bool { withBytes(name) { FileDiscovery.mayMatter($0, type: type) } }
        // `.` and `..` never; links and entries of unknown type always (the walk looks at them).
        for type in [dir, reg, lnk, unknown] {
            XCTAssertFalse(matters(".", type))
            XCTAssertFalse(matters("..", type))
        }
        for name in ["notes.txt", ".git", "Pods", "x"] {
            XCTAssertTrue(matters(name, lnk), name)
            XCTAssertTrue(matters(name, unknown), name)
        }
        // Folders: all but hidden ones and those skipped by name.
        for name in [".build", ".git", ".hidden", "...", "DerivedData", "Pods", "Carthage", ".swiftpm"] {
            XCTAssertFalse(matters(name, dir), name)
        }
        for name in ["Sources", "pods", "App.swift", "a..."] { XCTAssertTrue(matters(name, dir), name) }
        XCTAssertFalse(matters("...", reg))
        // Files of any other type: those with a name duolint lints (a FIFO too: the walk says it is not read).
        XCTAssertTrue(matters("A.swift", reg))
        XCTAssertTrue(matters("A.swift", fifo))
        XCTAssertTrue(matters(".hidden.swift", reg))
        XCTAssertFalse(matters("notes.txt", reg))
        XCTAssertFalse(matters("notes.txt", fifo))
        // Names that are not plain bytes are left to the walk's own `String` checks, whatever their type.
        for name in ["caf\u{E9}.txt", "a\\b.txt", "##[.txt", "tab\t.txt", "\u{212A}.txt"] {
            XCTAssertTrue(matters(name, reg), name)
            XCTAssertTrue(matters(name, dir), name)
        }
        XCTAssertTrue(([0x62, 0xFF] as [UInt8]).withUnsafeBytes { FileDiscovery.mayMatter($0, type: reg) })
    }

    func testListingIsSortedHasTheFoldersIdentityAndSaysWhetherItHoldsAConfiguration() throws {
        let root = try makeTemporaryDirectory(self)
        let fm = FileManager.default
        for name in ["b.swift", "A.swift", "notes.txt", "Sub/C.swift", ".git/HEAD", "Pods/P.swift"] {
            let url = root.appendingPathComponent(name)
            try fm.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data().write(to: url)
        }
        try fm.createSymbolicLink(atPath: root.appendingPathComponent("link.txt").path, withDestinationPath: "notes.txt")
        let listing = try FileDiscovery.listing(of: root.path).get()
        XCTAssertEqual(listing.entries.map(\.name), ["A.swift", "Sub", "b.swift", "link.txt"])
        XCTAssertEqual(listing.entries.map(\.rawName), listing.entries.map { Array($0.name.utf8) })
        XCTAssertFalse(listing.holdsConfigurationFile)
        var st = stat()
        XCTAssertEqual(stat(root.path, &st), 0)
        XCTAssertEqual(listing.id, FileDiscovery.FileID(device: UInt64(st.st_dev), inode: UInt64(st.st_ino)))

        // A `.duolint.yml` of any kind is seen (a folder of that name too: the look-up then decides).
        try fm.createDirectory(at: root.appendingPathComponent("Sub/.duolint.yml"), withIntermediateDirectories: true)
        XCTAssertTrue(try FileDiscovery.listing(of: root.path + "/Sub").get().holdsConfigurationFile)
        try Data().write(to: root.appendingPathComponent(".duolint.yml"))
        XCTAssertTrue(try FileDiscovery.listing(of: root.path).get().holdsConfigurationFile)
        guard case .failure(let missing) = FileDiscovery.listing(of: root.path + "/Missing") else { return XCTFail("listed") }
        XCTAssertEqual(missing.code, ENOENT)
    }

    /// A folder that cannot be listed nor looked at (its path longer than PATH_MAX) is said where the walk met
    /// it, before the errors of the entries after it, though it is listed only when its turn comes.
    func testFolderThatCannotBeLookedAtIsSaidWhereTheWalkMetIt() throws {
        let root = try makeTemporaryDirectory(self)
        var parent = root.path
        let limit = Int(PATH_MAX) - 2 // the longest path that can be listed, without its NUL: 4094
        while parent.utf8.count + 201 <= limit { parent += "/" + String(repeating: "d", count: 200) }
        if limit - parent.utf8.count > 1 { parent += "/" + String(repeating: "e", count: limit - parent.utf8.count - 1) }
        XCTAssertEqual(parent.utf8.count, limit)
        try FileManager.default.createDirectory(atPath: parent, withIntermediateDirectories: true)
        let fd = open(parent, O_RDONLY | O_DIRECTORY)
        XCTAssertGreaterThanOrEqual(fd, 0)
        defer { close(fd) }
        XCTAssertEqual(mkdirat(fd, "x", 0o755), 0)
        XCTAssertEqual(mkfifoat(fd, "y.swift", 0o644), 0)
        let (files, errors) = FileDiscovery.discover([parent])
        // Removed through the descriptor (its path is too long), so the temporary folder can be removed.
        XCTAssertEqual(unlinkat(fd, "x", AT_REMOVEDIR), 0)
        XCTAssertEqual(unlinkat(fd, "y.swift", 0), 0)
        XCTAssertEqual(files, [])
        XCTAssertEqual(errors, [
            InputError(path: parent + "/x", message: "cannot read directory: File name too long"),
            InputError(path: parent + "/y.swift", message: "not a regular file (a FIFO or device is not read)"),
        ])
    }
}

import Foundation
import XCTest
@testable import DuoLintKit

/// Info.plists that would cost Foundation unbounded memory are refused before it reads them: a binary plist
/// whose objects refer to each other many times (the breaker's 277-byte Info.plist that Foundation expanded until
/// the process died with SIGABRT), and a plist over `InfoPlistReader.maximumSize`.
final class InfoPlistBoundsTests: XCTestCase {
    /// A binary plist `{a: [[[…]]]}` of `levels` objects in all, each array holding the next one twice, the last a
    /// `false`: 2^(levels - 2) values once expanded, in a few hundred bytes.
    private func doublingPlist(levels n: Int) -> [UInt8] {
        var b = Array("bplist00".utf8) + [0xD1, 0x01, 0x02, 0x51, 0x61]
        var offsets = [8, 11]
        for i in 2..<n {
            offsets.append(b.count)
            b += i < n - 1 ? [0xA2, UInt8(i + 1), UInt8(i + 1)] : [0x08]
        }
        let table = b.count
        b += offsets.map { UInt8($0) } + [UInt8](repeating: 0, count: 6) + [1, 1]
        for v in [n, 0, table] { b += (0..<8).reversed().map { UInt8(truncatingIfNeeded: v >> ($0 * 8)) } }
        return b
    }

    func testCountsTheValuesFoundationBuilds() throws {
        let data = try PropertyListSerialization.data(fromPropertyList: ["A": [1, 2, ["B": true]], "C": "x"], format: .binary, options: 0)
        // The top dictionary, 2 keys, 2 values, the array's 3 elements, the inner dictionary's key and value.
        XCTAssertEqual(BinaryPlistShape.expandedCount(Array(data), limit: 100), 10)
        // 1 + key + value + 2 + 4 + … + 2^(n-3) arrays and falses: 2^(n-2) + 1 at n = 12.
        XCTAssertEqual(BinaryPlistShape.expandedCount(doublingPlist(levels: 12), limit: 10_000), 1 + 1 + 1023)
        XCTAssertEqual(BinaryPlistShape.expandedCount(doublingPlist(levels: 12), limit: 100), 101)
    }

    func testMalformedOrCyclicTablesAreLeftToFoundation() {
        var cyclic = doublingPlist(levels: 4)
        cyclic[cyclic.firstIndex(of: 0xA2)! + 1] = 2  // object 2 refers to itself
        XCTAssertNil(BinaryPlistShape.expandedCount(cyclic, limit: 100))
        XCTAssertNil(BinaryPlistShape.expandedCount(Array("bplist00".utf8), limit: 100))
        XCTAssertNil(BinaryPlistShape.expandedCount(Array(doublingPlist(levels: 6).dropLast(3)), limit: 100))
    }

    /// Through the CLI: 60 levels (2^58 values) is an input error at once, in bounded memory.
    func testExpandingPlistIsAnInputErrorInBoundedMemory() throws {
        let dir = try makeTemporaryDirectory(self)
        try Data(doublingPlist(levels: 60)).write(to: dir.appendingPathComponent("Info.plist"))
        try Data("let s = UIScreen.main\n".utf8).write(to: dir.appendingPathComponent("A.swift"))
        let m = try runDuolintMeasured(["--quiet", "Info.plist", "A.swift"], in: dir, timeout: 60)
        XCTAssertFalse(m.result.timedOut)
        XCTAssertEqual(m.result.status, 2)
        XCTAssertEqual(m.result.stderr, "Info.plist:1:1: error: binary property list expands to more than 1000000 values "
                       + "(objects it refers to many times); not read\n")
        XCTAssertEqual(m.result.stdout.split(separator: "\n").map { String($0.prefix(16)) }, ["A.swift:1:9: err"])
        XCTAssertLessThan(m.peakBytes, 64 << 20)
    }

    /// An OpenStep plist over 4 MiB (Foundation: some 40 times its size in memory) is not read; the
    /// configuration's `max_file_size` can only lower that limit.
    func testPlistOverItsSizeLimitIsNotRead() throws {
        let dir = try makeTemporaryDirectory(self)
        let text = "{" + String(repeating: "k=(a,b,{c=d;});", count: 300_000) + "}\n"
        try Data(text.utf8).write(to: dir.appendingPathComponent("Info.plist"))
        let r = try runDuolint(["--quiet", "Info.plist"], in: dir, timeout: 60)
        XCTAssertEqual(r.status, 2)
        XCTAssertEqual(r.stderr, "Info.plist: error: file is \(text.utf8.count) bytes, over the 4 MiB size limit for an Info.plist; not linted\n")
        let raised = try runDuolint(["--quiet", "--max-file-size", "100", "Info.plist"], in: dir, timeout: 60)
        XCTAssertEqual(raised.stderr, r.stderr)
    }
}

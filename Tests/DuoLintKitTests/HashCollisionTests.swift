import Foundation
import XCTest
@testable import DuoLintKit

/// `SwiftFile.hash` is fast, not secret-proof: with the process's seed known, a colliding name is two lines of
/// arithmetic. What depends on a hash therefore compares the bytes too, and the seed is random per process so a
/// file cannot carry collisions made in advance (second breaker of issue 20: `qsYFzaLbofqWOjLE` passed for
/// `TabView` under the unseeded hash and made `idiom_layout_check` report).
final class HashCollisionTests: XCTestCase {
    private let m: UInt64 = 0xff51_afd7_ed55_8ccd

    private func hash(_ bytes: [UInt8]) -> UInt64 { bytes.withUnsafeBufferPointer { SwiftFile.hash($0, 0, $0.count) } }
    private func mix(_ x: UInt64) -> UInt64 { let y = x &* m; return y ^ (y >> 29) }
    private func unmix(_ y: UInt64) -> UInt64 {
        var inverse = m
        for _ in 0..<6 { inverse = inverse &* (2 &- m &* inverse) }
        return (y ^ (y >> 29) ^ (y >> 58)) &* inverse
    }

    /// Sixteen bytes hashing like `target` in this process: eight letters, then the word that lands on it.
    private func collision(with target: String) -> [UInt8] {
        let first = Array("qqqqqqqq".utf8)
        let afterFirst = mix(SwiftFile.hashSeed ^ 16 ^ first.withUnsafeBytes { $0.loadUnaligned(as: UInt64.self) })
        let second = unmix(hash(Array(target.utf8))) ^ afterFirst
        return first + withUnsafeBytes(of: second.littleEndian) { Array($0) }
    }

    func testALayoutNameIsMatchedByItsBytesNotItsHash() {
        let crafted = collision(with: "TabView")
        XCTAssertEqual(hash(crafted), hash(Array("TabView".utf8)), "the test's inversion follows SwiftFile.hash")
        crafted.withUnsafeBufferPointer { XCTAssertFalse(LayoutNameTable.isLayoutName($0, 0, $0.count)) }
        Array("TabView".utf8).withUnsafeBufferPointer { XCTAssertTrue(LayoutNameTable.isLayoutName($0, 0, $0.count)) }
    }

    /// Sixteen identifier characters hashing like `target` in this process, searched over first words (about one
    /// in 80,000 gives a second word of identifier characters); nil when none is found in `tries`.
    private func identifierCollision(with target: String, tries: Int = 20_000_000) -> String? {
        let letters = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ".utf8)
        let allowed = Set(letters + Array("0123456789_".utf8))
        let goal = unmix(hash(Array(target.utf8)))
        var state: UInt64 = 0x2545_f491_4f6c_dd1d
        for _ in 0..<tries {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            var first: [UInt8] = [UInt8(ascii: "q")]
            var bits = state
            for _ in 0..<7 { first.append(letters[Int(bits % 52)]); bits /= 52 }
            let word = first.withUnsafeBytes { $0.loadUnaligned(as: UInt64.self) }
            let second = withUnsafeBytes(of: (goal ^ mix(SwiftFile.hashSeed ^ 16 ^ word)).littleEndian) { Array($0) }
            if second.allSatisfy(allowed.contains) { return String(decoding: first + second, as: UTF8.self) }
        }
        return nil
    }

    func testNamesOnOneHashStayApartInTheNameIndex() throws {
        let crafted = try XCTUnwrap(identifierCollision(with: "isPad"))
        let file = SwiftFile(SourceFile(path: "A.swift", text: "let isPad = true\nlet \(crafted) = isPad\nlet y = \(crafted)\n"))
        let isPad = try XCTUnwrap(file.tokens.indices.first { file.isText($0, "isPad") })
        let group = file.occurrences(ofNameAt: isPad).map(Int.init)
        // One group holds both names (their hashes are equal); the texts tell them apart.
        XCTAssertEqual(group.filter { file.sameText($0, isPad) }.count, 2)
        XCTAssertEqual(group.filter { file.text($0) == crafted }.count, 2)
    }

    func testTheSeedIsMixedIn() {
        XCTAssertNotEqual(SwiftFile.hashSeed, 0)
        XCTAssertNotEqual(hash(Array("TabView".utf8)), hash(Array("TabVieW".utf8)))
    }
}

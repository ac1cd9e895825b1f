import XCTest
@testable import DuoLintKit

/// Locations on lines longer than the column checkpoints' stride are exactly those of a scan from the line's
/// start: every offset of a file of long and short lines mixing 1- to 4-byte characters, invalid bytes, a
/// byte-order mark and all three line terminators, and every character column of every line, compared with a
/// plain reference written here (the counting rules of `SourceLocation`, applied from the start of the line).
final class LongLineColumnTests: XCTestCase {
    /// Pieces the lines are made of: ASCII, a tab, 2-, 3- and 4-byte characters, U+2028, a lone continuation
    /// byte, a byte that never starts UTF-8, a truncated 3-byte sequence, an overlong 2-byte one.
    private static let pieces: [[UInt8]] = [
        Array("a".utf8), [0x09], Array("é".utf8), Array("日".utf8), Array("😀".utf8), Array("\u{2028}".utf8),
        [0x80], [0xFF], [0xE2, 0x82], [0xC0, 0xAF], Array("xyz".utf8),
    ]

    /// A line of about `length` bytes: the pieces in an order that shifts with `seed`.
    private func line(_ length: Int, seed: Int) -> [UInt8] {
        var out: [UInt8] = []
        var k = seed
        while out.count < length {
            out += Self.pieces[k % Self.pieces.count]
            k = (k * 7 + 3) % 1_000_003
        }
        return out
    }

    /// The file: a BOM, then long lines (several strides, one just over one stride, one exactly one stride)
    /// and short ones, ended by `\n`, `\r\n` and a lone `\r`, the last line unterminated.
    private func file() -> [UInt8] {
        let stride = ColumnCheckpoints.stride
        var bytes: [UInt8] = [0xEF, 0xBB, 0xBF]
        bytes += line(stride * 5 + 17, seed: 1) + [0x0A]
        bytes += line(12, seed: 2) + [0x0D, 0x0A]
        bytes += line(stride * 3 + 1, seed: 3) + [0x0D, 0x0A]
        bytes += line(stride + 1, seed: 4) + [0x0D]
        bytes += [0x0A]
        bytes += line(stride, seed: 5) + [0x0A]
        bytes += line(stride * 4, seed: 6)
        return bytes
    }

    /// Line starts as `LineTable` documents them, found the slow way.
    private func referenceLineStarts(_ b: [UInt8]) -> [Int] {
        var starts = [0]
        var i = 0
        while i < b.count {
            if b[i] == 0x0A { starts.append(i + 1) }
            if b[i] == 0x0D {
                if i + 1 < b.count && b[i + 1] == 0x0A { i += 1 }
                starts.append(i + 1)
            }
            i += 1
        }
        return starts
    }

    /// The location of `offset` counted from the start of its line (past the BOM on line 1).
    private func referenceLocation(_ b: [UInt8], _ starts: [Int], _ offset: Int) -> SourceLocation {
        let line = starts.lastIndex { $0 <= offset }! + 1
        var i = starts[line - 1]
        if line == 1 && offset >= 3 { i = 3 }
        var utf16 = 0, scalars = 0
        b.withUnsafeBufferPointer { p in
            while i < min(offset, b.count) {
                let n = UTF8Scan.sequenceLength(p, at: i)
                utf16 += n == 4 ? 2 : 1
                scalars += 1
                i += max(n, 1)
            }
        }
        return SourceLocation(offset: offset, line: line, utf8Column: offset - starts[line - 1] + 1,
                              utf16Column: utf16 + 1, scalarColumn: scalars + 1)
    }

    /// The offset of character `column` of `line`, stepping from the line's start and stopping at its end.
    private func referenceOffset(_ b: [UInt8], _ starts: [Int], line: Int, column: Int) -> Int {
        var i = line == 1 ? 3 : starts[line - 1]
        var remaining = column - 1
        b.withUnsafeBufferPointer { p in
            while remaining > 0 && i < b.count && b[i] != 0x0A && b[i] != 0x0D {
                i += max(UTF8Scan.sequenceLength(p, at: i), 1)
                remaining -= 1
            }
        }
        return i
    }

    func testEveryOffsetOnLongLinesIsLocatedAsFromTheLineStart() {
        let bytes = file()
        let source = SourceFile(path: "F.swift", bytes: bytes)
        let starts = referenceLineStarts(bytes)
        XCTAssertEqual(source.lines.lineStarts, starts)
        var wrong = 0
        for offset in 0...bytes.count {
            let got = source.location(ofOffset: offset), want = referenceLocation(bytes, starts, offset)
            if got != want {
                wrong += 1
                if wrong <= 5 { XCTFail("offset \(offset): \(got), expected \(want)") }
            }
        }
        XCTAssertEqual(wrong, 0)
        // The ascending pass agrees too, at character boundaries (where it is asked: it resumes from the offset
        // before, so from the middle of a character it would count the rest of it as invalid bytes).
        var boundaries: [Int] = []
        bytes.withUnsafeBufferPointer { p in
            var i = 0
            while i <= p.count {
                boundaries.append(i)
                i += i < p.count ? max(UTF8Scan.sequenceLength(p, at: i), 1) : 1
            }
        }
        let pass = bytes.withUnsafeBufferPointer { source.lines.locations(ofSortedOffsets: boundaries, in: $0) }
        XCTAssertEqual(zip(pass, boundaries).filter { $0 != referenceLocation(bytes, starts, $1) }.count, 0)
    }

    func testEveryCharacterColumnOnLongLinesIsFoundAsFromTheLineStart() {
        let bytes = file()
        let source = SourceFile(path: "F.swift", bytes: bytes)
        let starts = referenceLineStarts(bytes)
        var wrong = 0
        for line in 0...(starts.count + 1) {
            let clamped = min(max(line, 1), starts.count)
            let length = (clamped < starts.count ? starts[clamped] : bytes.count) - starts[clamped - 1]
            for column in -1...(length + 3) {
                let got = source.location(line: line, characterColumn: column)
                let want = referenceLocation(bytes, starts, referenceOffset(bytes, starts, line: clamped, column: column))
                if got != want {
                    wrong += 1
                    if wrong <= 5 { XCTFail("line \(line) column \(column): \(got), expected \(want)") }
                }
            }
        }
        XCTAssertEqual(wrong, 0)
    }
}

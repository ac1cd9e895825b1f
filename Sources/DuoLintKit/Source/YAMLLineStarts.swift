/// Line starts as libyaml counts lines: YAML 1.1's line breaks are `\n`, `\r\n` and a lone `\r`, as
/// `LineTable` counts them, and also NEL (U+0085), LS (U+2028) and PS (U+2029), which `LineTable` (and the
/// Swift compiler) leave inside a line. A spec position (`SpecPosition`, libyaml's mark) is a line and column
/// in this count.
enum YAMLLineStarts {
    /// The UTF-8 offsets of each line's first byte when `bytes` hold NEL, LS or PS; nil otherwise (the
    /// lines are then `LineTable`'s).
    static func starts(_ bytes: [UInt8]) -> [Int]? {
        // Most specs are ASCII: no lead byte of NEL (C2) or LS/PS (E2), no closer look.
        guard bytes.contains(where: { $0 == 0xC2 || $0 == 0xE2 }),
              bytes.indices.contains(where: { i in Self.unicodeBreakLength(bytes, at: i) > 0 }) else { return nil }
        var starts = [0]
        var i = 0
        while i < bytes.count {
            let b = bytes[i]
            if b == 0x0A {
                starts.append(i + 1)
            } else if b == 0x0D {
                if i + 1 < bytes.count && bytes[i + 1] == 0x0A { i += 1 }
                starts.append(i + 1)
            } else if case let n = unicodeBreakLength(bytes, at: i), n > 0 {
                i += n - 1
                starts.append(i + 1)
            }
            i += 1
        }
        return starts
    }

    /// 2 for NEL (C2 85), 3 for LS or PS (E2 80 A8, E2 80 A9) at `i`, else 0.
    @inline(__always)
    static func unicodeBreakLength(_ b: [UInt8], at i: Int) -> Int {
        if b[i] == 0xC2, i + 1 < b.count, b[i + 1] == 0x85 { return 2 }
        if b[i] == 0xE2, i + 2 < b.count, b[i + 1] == 0x80, b[i + 2] == 0xA8 || b[i + 2] == 0xA9 { return 3 }
        return 0
    }
}

extension SourceFile {
    /// The location of a libyaml position: 1-based `line` counting YAML's line breaks (`YAMLLineStarts`),
    /// 1-based `characterColumn` in Unicode scalars; clamped to the line's end and to the file. The same as
    /// `location(line:characterColumn:)` in a file without NEL, LS or PS.
    public func yamlLocation(line: Int, characterColumn: Int) -> SourceLocation {
        guard let starts = yamlLineStarts else { return location(line: line, characterColumn: characterColumn) }
        var offset = starts[min(max(line, 1), starts.count) - 1]
        if line == 1 { offset = lines.bomLength }
        var remaining = characterColumn - 1
        while remaining > 0 && offset < bytes.count && bytes[offset] != 0x0A && bytes[offset] != 0x0D
                && YAMLLineStarts.unicodeBreakLength(bytes, at: offset) == 0 {
            offset += bytes.withUnsafeBufferPointer { max(UTF8Scan.sequenceLength($0, at: offset), 1) }
            remaining -= 1
        }
        return location(ofOffset: offset)
    }
}

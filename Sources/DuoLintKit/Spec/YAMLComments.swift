import CYAML

/// Finds the comments of a YAML file, which libyaml does not report.
///
/// The rule: a `#` starts a comment when it is the first character of its line or follows a space or a
/// tab (YAML 1.2 §6.6), and it does not lie inside a scalar. The scalars are taken from libyaml itself: every
/// scalar event's start and end marks (line and character column) bound the scalar as written, quotes
/// and block-scalar bodies included, so a `#` inside `"a # b"`, `'it''s # here'`, a multi-line quoted
/// scalar or a `|` / `>` block is not a comment, while `key: value # note` and `[a, b] # note` are. A plain
/// scalar cannot hold ` #`, so `title: Don't # note` has a comment and the `'` opens nothing. When libyaml
/// stops at an error, `#`s after the error position are not comments.
public enum YAMLComments {
    /// A position as libyaml's marks give it: 0-based line and character (Unicode scalar) column.
    private struct Mark: Comparable {
        var line: Int
        var column: Int
        static func < (a: Mark, b: Mark) -> Bool { (a.line, a.column) < (b.line, b.column) }
    }

    /// The UTF-8 offsets of the `#` of every comment in `bytes`, in order.
    public static func commentOffsets(_ bytes: [UInt8]) -> [Int] {
        guard bytes.contains(0x23) else { return [] }
        let (scalars, stop) = scalarRanges(bytes)
        var offsets: [Int] = []
        var line = 0, column = 0
        var next = 0  // first scalar range that may still contain the position
        bytes.withUnsafeBufferPointer { b in
            var i = 0
            if b.count >= 3 && b[0] == 0xEF && b[1] == 0xBB && b[2] == 0xBF { i = 3 }
            var lineStart = true, afterBlank = false
            while i < b.count {
                let c = b[i]
                // Line breaks as libyaml counts them: LF, CR LF, CR, NEL, LS, PS.
                var breakLength = 0
                if c == 0x0A { breakLength = 1 } else if c == 0x0D { breakLength = i + 1 < b.count && b[i + 1] == 0x0A ? 2 : 1 }
                else if c == 0xC2 && i + 1 < b.count && b[i + 1] == 0x85 { breakLength = 2 }
                else if c == 0xE2 && i + 2 < b.count && b[i + 1] == 0x80 && (b[i + 2] == 0xA8 || b[i + 2] == 0xA9) { breakLength = 3 }
                if breakLength > 0 {
                    line += 1; column = 0; lineStart = true; afterBlank = false
                    i += breakLength
                    continue
                }
                if c == 0x23 && (lineStart || afterBlank) {
                    let here = Mark(line: line, column: column)
                    if let stop, !(here < stop) { break }
                    while next < scalars.count && !(here < scalars[next].end) { next += 1 }
                    let inside = next < scalars.count && !(here < scalars[next].start)
                    if !inside {
                        offsets.append(i)
                        // The rest of the line is the comment.
                        while i < b.count && b[i] != 0x0A && b[i] != 0x0D { i += 1 }
                        continue
                    }
                }
                lineStart = false
                afterBlank = c == 0x20 || c == 0x09
                if c & 0xC0 != 0x80 { column += 1 }
                i += 1
            }
        }
        return offsets
    }

    /// True when a comment line can go before 0-based `line` of `bytes`: the line's start lies inside no scalar
    /// (a multi-line quoted or plain scalar, a block scalar's body), and libyaml read the text past it without
    /// an error (after an error nothing is known).
    public static func lineStartsOutsideScalars(_ line: Int, in bytes: [UInt8]) -> Bool {
        let (scalars, stop) = scalarRanges(bytes)
        let at = Mark(line: line, column: 0)
        if let stop, stop <= at { return false }
        return !scalars.contains { $0.start < at && at < $0.end }
    }

    /// The start and end marks of every scalar libyaml reads in `bytes`, in document order, and where it
    /// stopped at an error (nil when it read to the end).
    private static func scalarRanges(_ bytes: [UInt8]) -> (ranges: [(start: Mark, end: Mark)], stop: Mark?) {
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else { return ([], Mark(line: 0, column: 0)) }
        defer { yaml_parser_delete(&parser) }
        var ranges: [(start: Mark, end: Mark)] = []
        return bytes.withUnsafeBufferPointer { buffer in
            yaml_parser_set_input_string(&parser, buffer.baseAddress, buffer.count)
            while true {
                var event = yaml_event_t()
                guard yaml_parser_parse(&parser, &event) == 1 else {
                    let m = parser.problem_mark
                    return (ranges, Mark(line: Int(m.line), column: Int(m.column)))
                }
                defer { yaml_event_delete(&event) }
                if event.type == YAML_SCALAR_EVENT {
                    ranges.append((Mark(line: Int(event.start_mark.line), column: Int(event.start_mark.column)),
                                   Mark(line: Int(event.end_mark.line), column: Int(event.end_mark.column))))
                }
                if event.type == YAML_STREAM_END_EVENT { return (ranges, nil) }
            }
        }
    }
}

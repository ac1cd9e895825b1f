/// The line starts of the file, recorded as the lexer passes each line break (`LexerState.lineStarts`), so that the
/// line table needs no scan of its own (`SourceFile.supplyLineStarts`). A line break is `\n`, `\r\n` or a lone `\r`,
/// as `LineTable` counts them; the lexer consumes each one in one of a few places (trivia, block comments, multi-line
/// string text, regex patterns), and each records it there. Debug builds check the result on every file lexed.
extension LexerState {
    /// Records the line start after the line-break byte at `q`, which the lexer is passing: after a `\n`, or after a
    /// `\r` not followed by `\n` (`\r\n` is one break, recorded at its `\n`). Every line-break byte of the file must
    /// be passed here exactly once, in order, or be part of a break recorded by `noteLineStart`.
    @inline(__always) mutating func noteLineBreak(_ q: Int) {
        if b[q] == 0x0A || q &+ 1 >= n || b[q &+ 1] != 0x0A { lineStarts.append(q &+ 1) }
    }

    /// Records `start`, the offset just after a whole line break (`\n`, `\r\n` or a lone `\r`) the lexer consumed.
    @inline(__always) mutating func noteLineStart(_ start: Int) { lineStarts.append(start) }

    /// Records the line starts after every line break in `s..<e`, a range the lexer consumed without looking at its
    /// line breaks one by one (a regex literal's pattern); `e` must not split a `\r\n`.
    mutating func noteLineBreaks(_ s: Int, _ e: Int) {
        var q = s
        while q < e {
            if b[q] == 0x0A || b[q] == 0x0D { noteLineBreak(q) }
            q += 1
        }
    }
}

/// The case of an identifier's first character, as Swift's naming convention reads it: a lower-case initial
/// (or `_`) for a value or a function (`isPad`, `ñIsPad`, `πMode`, `_cache`), an upper-case one for a type
/// (`Mountain`, `Ñandú`, `Éclair`) or a titlecase one (`ǅ`). A letter without case (`数`, `変`) has no convention:
/// it may name either.
///
/// An ASCII initial (nearly every name) is judged by its byte alone; any other by the Unicode properties
/// `Lowercase`, `Alphabetic` and `Cased` of its first scalar (`Unicode.Scalar.Properties`; a combining mark after it
/// does not change the case). `Character.isLowercase` would not do: it also holds for an upper-case letter that has
/// no lower-case form (`ℝ`, `𝐀`), which `lowercased()` leaves as it is.
enum NameInitial {
    /// True when the identifier at token `t` of `file` can name a value by the naming convention: it starts with
    /// `_`, a lower-case letter (`a`–`z`, or a non-ASCII one: `ñ`, `é`, `π`), or a letter without case (`大画面`, `変数`: scripts without case
    /// have no convention to tell a type from a value, so their names are taken as values). False for an
    /// upper-case or titlecase initial, a digit and a symbol. A backquoted name is read inside its backquotes.
    @inline(__always)
    static func isValueName(_ file: SwiftFile, _ t: Int) -> Bool {
        let offset = initialOffset(file, t)
        let first = file.source.bytes[offset]
        if first < 0x80 { return first &- 0x61 < 26 || first == 0x5F }
        guard let p = firstScalar(file, at: offset, t)?.properties else { return false }
        return p.isLowercase || (p.isAlphabetic && !p.isCased)
    }

    /// True when the identifier at token `t` of `file` may name a type by the naming convention: its initial is an
    /// upper-case letter (`A`–`Z`, `Ñ`, `É`, `Σ`, `ℝ`), a titlecase one (`ǅ`) or a letter without case (`数`: no convention
    /// tells a type from a value there, so both readings stay open). A backquoted name is read inside its backquotes
    /// (`` `Mountain` `` as `Mountain`). False for a lower-case initial, `_`, a digit and a symbol.
    @inline(__always)
    static func mayNameType(_ file: SwiftFile, _ t: Int) -> Bool {
        let offset = initialOffset(file, t)
        let first = file.source.bytes[offset]
        if first < 0x80 { return first &- 0x41 < 26 }
        guard let p = firstScalar(file, at: offset, t)?.properties else { return false }
        return p.isAlphabetic && !p.isLowercase
    }

    /// The offset of the first character of the name token `t` spells: past the opening backquote of
    /// `` `Mountain` ``, else the token's start.
    @inline(__always)
    private static func initialOffset(_ file: SwiftFile, _ t: Int) -> Int {
        let token = file.tokens[t]
        let start = Int(token.start)
        return file.source.bytes[start] == 0x60 && token.end - token.start > 2 ? start + 1 : start
    }

    /// The Unicode scalar at byte `offset` of token `t`'s text (nil past its end); only for a non-ASCII initial.
    @inline(never)
    private static func firstScalar(_ file: SwiftFile, at offset: Int, _ t: Int) -> Unicode.Scalar? {
        file.source.text(offset, Int(file.tokens[t].end)).unicodeScalars.first
    }
}

/// The case of an identifier's first character, as Swift's naming convention reads it: a lower-case initial
/// (or `_`) for a value or a function (`isPad`, `ñIsPad`, `πMode`, `_cache`), an upper-case one for a type
/// (`Mountain`, `Ñandú`, `Éclair`). A letter without case (`数`, `変`) has no convention, and is taken for a value.
///
/// An ASCII initial (nearly every name) is judged by its byte alone; any other by `Character.isLowercase`,
/// `isUppercase` and `isCased` of the identifier's first character (a Unicode letter, precomposed or with
/// combining marks).
enum NameInitial {
    /// True when the identifier at token `t` of `file` can name a value by the naming convention: it starts with
    /// `_`, a lower-case letter (`a`–`z`, or a non-ASCII one: `ñ`, `é`, `π`), or a letter without case (`大画面`, `変数`: scripts without case
    /// have no convention to tell a type from a value, so their names are taken as values). False for an
    /// upper-case or titlecase initial, a digit, a symbol and a backquoted name.
    @inline(__always)
    static func isValueName(_ file: SwiftFile, _ t: Int) -> Bool {
        let first = file.source.bytes[Int(file.tokens[t].start)]
        if first < 0x80 { return first &- 0x61 < 26 || first == 0x5F }
        guard let c = firstCharacter(file, t) else { return false }
        return c.isLowercase || (c.isLetter && !c.isCased)
    }

    /// True when the identifier at token `t` of `file` starts with an upper-case letter (`A`–`Z`, or a
    /// non-ASCII letter that is upper-case: `Ñ`, `É`, `Σ`): a type by the naming convention. False for a
    /// lower-case or caseless initial, `_`, a digit, and a backquoted name.
    @inline(__always)
    static func isUppercase(_ file: SwiftFile, _ t: Int) -> Bool {
        let first = file.source.bytes[Int(file.tokens[t].start)]
        if first < 0x80 { return first &- 0x41 < 26 }
        return firstCharacter(file, t)?.isUppercase == true
    }

    /// The first character of token `t`'s text (nil for an empty token); only for a non-ASCII initial.
    @inline(never)
    private static func firstCharacter(_ file: SwiftFile, _ t: Int) -> Character? {
        file.text(t).first
    }
}

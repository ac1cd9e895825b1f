/// The result of lexing one Swift file.
///
/// `tokens` are in source order and end with one `.endOfFile` token; string
/// literals appear as their parts (quote, segments, interpolation tokens,
/// quote), as SwiftSyntax produces them. `comments` are the comment trivia in
/// source order; `diagnostics` the lexical errors found (lexing never stops).
public struct LexedFile: Sendable {
    /// Tokens in source order, ending with `.endOfFile`.
    public var tokens: [Token]
    /// For each token, the word its text spells when it was lexed as a name (`Word.classify`; `.none` for a
    /// backticked or `$` name and for other tokens): what the parser compares, computed once here.
    var words: [Word] = []
    /// For each token, the index of the innermost open bracket enclosing it, -1 at top level (`SwiftFile.enclosing`).
    var enclosing: [Int32] = []
    /// For each token, the index of its partner bracket, -1 for an unmatched bracket and other tokens
    /// (`SwiftFile.partner`; paired as the lexer appends, `TokenBuffer`).
    var partners: [Int32] = []
    /// Comment trivia in source order.
    public var comments: [Comment]
    /// The first 1,000 lexical errors, in the order found.
    public var diagnostics: [LexDiagnostic]
    /// How many lexical errors there are in all (may exceed `diagnostics.count`).
    public var diagnosticCount: Int
    /// The file's line starts, exactly as `LineTable` finds them (`[0]`, then the offset after each `\n`, `\r\n` and
    /// lone `\r`, ascending), recorded as the lexer passed each line break: what `SourceFile.supplyLineStarts` takes.
    var lineStarts: [Int] = [0]
}

/// What the byte that starts a token or trivia tells the lexer's main loop (`LexerState.run`), which switches on it:
/// one table load and one jump per token instead of a chain of compares.
enum LeadClass: UInt8 {
    /// Anything the main loop leaves to `lexToken` (operators, literals, `#`, `@`, non-ASCII…).
    case other
    /// An ASCII letter or `_`: a name (`lexIdentifier`).
    case name
    case comma, period, colon, leftBrace, rightBrace, leftParen, rightParen, leftSquare, rightSquare
    /// `=`: a lone one is `.equal`, else an operator (`lexOperator`).
    case equal
    /// The other ASCII operator characters but `/` and `.` (`-`, `+`, `!`, `<`, `?`…): an operator (`lexOperator`).
    case operatorHead
    /// An ASCII digit: a number (`lexNumber`).
    case digit
    /// `"`: opens a string literal (`lexStringStart`).
    case quote
    /// `@`: an attribute's sign.
    case atSign
    /// A space or a tab.
    case blank
    /// A line feed.
    case lineFeed
    /// A carriage return (alone, or the first byte of `\r\n`).
    case carriageReturn
    /// `/`: a comment when `/` or `*` follows, else an operator.
    case slash
    /// Other bytes that may begin trivia (`SwiftChars.mayStartTrivia`): other control bytes, NUL, 0xEF (a U+FEFF);
    /// `skipOtherTrivia` tells which are.
    case otherTrivia

    /// The class of each byte value, in a table built once and never freed (256 entries).
    static let table: UnsafePointer<LeadClass> = {
        let t = UnsafeMutablePointer<LeadClass>.allocate(capacity: 256)
        for v in 0..<256 { t[v] = LeadClass.of(UInt8(v)) }
        return UnsafePointer(t)
    }()

    /// The class of byte `c`, by the tests the table stands for.
    static func of(_ c: UInt8) -> LeadClass {
        switch c {
        case 0x41...0x5A, 0x5F, 0x61...0x7A: return .name
        case 0x2C: return .comma
        case 0x2E: return .period
        case 0x3A: return .colon
        case 0x7B: return .leftBrace
        case 0x7D: return .rightBrace
        case 0x28: return .leftParen
        case 0x29: return .rightParen
        case 0x5B: return .leftSquare
        case 0x5D: return .rightSquare
        case 0x3D: return .equal
        case 0x30...0x39: return .digit
        case 0x22: return .quote
        case 0x40: return .atSign
        case 0x20, 0x09: return .blank
        case 0x0A: return .lineFeed
        case 0x0D: return .carriageReturn
        case 0x2F: return .slash
        default:
            if SwiftChars.mayStartTrivia(c) { return .otherTrivia }
            return SwiftChars.isOperatorASCII(c) ? .operatorHead : .other
        }
    }
}

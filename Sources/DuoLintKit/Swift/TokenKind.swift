/// The kind of a Swift token.
///
/// Names follow SwiftSyntax's `TokenKind` wherever a token has a counterpart,
/// so `duolint tokens` output diffs cleanly against the toolchain's
/// `swift-tokens` reference. Keywords are `.keyword`; the keyword itself is the
/// token's text. `.error` is an invalid byte sequence or an unterminated
/// construct; lexing always continues after it.
public enum TokenKind: UInt8, Sendable, CaseIterable {
    case identifier, keyword, dollarIdentifier, wildcard
    case integerLiteral, floatingLiteral
    case stringQuote, multilineStringQuote, singleQuote, rawStringPoundDelimiter, stringSegment, backslash
    case regexSlash, regexPoundDelimiter, regexLiteralPattern
    case binaryOperator, prefixOperator, postfixOperator
    case leftParen, rightParen, leftSquare, rightSquare, leftBrace, rightBrace
    case leftAngle, rightAngle
    case period, comma, colon, semicolon, equal, arrow, atSign, pound, backtick
    case exclamationMark, postfixQuestionMark, infixQuestionMark, prefixAmpersand, ellipsis
    case poundIf, poundElseif, poundElse, poundEndif, poundSourceLocation, poundAvailable, poundUnavailable
    case shebang, error, endOfFile

    /// The reference tool's name for this kind (`keyword` gets `:text` appended by the printer).
    public var referenceName: String {
        switch self {
        case .error: return "unknown"
        case .floatingLiteral: return "floatLiteral"
        default: return "\(self)"
        }
    }

    /// True for the opening bracket of a group (`(`, `[`, `{`).
    @inline(__always) public var isOpen: Bool { self == .leftParen || self == .leftSquare || self == .leftBrace }
    /// True for the closing bracket of a group (`)`, `]`, `}`).
    @inline(__always) public var isClose: Bool { self == .rightParen || self == .rightSquare || self == .rightBrace }
}

/// One token: its kind and UTF-8 byte range in the file, plus the trivia facts
/// the parser needs (whether whitespace, a comment or a line break comes before it).
///
/// 16 bytes, no `String`: the text is a slice of the file's bytes.
public struct Token: Sendable, Equatable {
    /// What the token is.
    public var kind: TokenKind
    /// Bit set: `newlineBefore` (a line break in the leading trivia), `spaceBefore` (any trivia).
    public var flags: UInt8
    /// How many string literals enclose this token: 0 for code outside any literal; a literal's own
    /// delimiters and segments are one deeper than the code around it, code in its interpolations too.
    public var interpolationDepth: UInt16
    /// UTF-8 byte offset of the first byte (0-based).
    public var start: UInt32
    /// UTF-8 byte offset one past the last byte.
    public var end: UInt32

    /// Flag: a line break in the leading trivia.
    public static let newlineBefore: UInt8 = 1
    /// Flag: any trivia before the token.
    public static let spaceBefore: UInt8 = 2

    /// A token spanning UTF-8 bytes `start..<end`.
    public init(kind: TokenKind, start: Int, end: Int, flags: UInt8 = 0, interpolationDepth: Int = 0) {
        self.kind = kind
        self.flags = flags
        self.interpolationDepth = UInt16(truncatingIfNeeded: min(interpolationDepth, Int(UInt16.max)))
        self.start = UInt32(truncatingIfNeeded: start)
        self.end = UInt32(truncatingIfNeeded: end)
    }

    /// A token spanning UTF-8 bytes `start..<end` (each below 2^32) at an interpolation depth already clamped.
    @inline(__always) init(kind: TokenKind, start: Int, end: Int, flags: UInt8, depth: UInt16) {
        self.kind = kind
        self.flags = flags
        self.interpolationDepth = depth
        self.start = UInt32(truncatingIfNeeded: start)
        self.end = UInt32(truncatingIfNeeded: end)
    }

    @inline(__always) public var hasNewlineBefore: Bool { flags & Token.newlineBefore != 0 }
    @inline(__always) public var hasSpaceBefore: Bool { flags & Token.spaceBefore != 0 }
    @inline(__always) public var range: Range<Int> { Int(start)..<Int(end) }
}

/// A comment in the trivia: line (`//`), block (`/* */`, nested), and doc forms.
public struct Comment: Sendable, Equatable {
    /// Line, block, doc line (`///`) or doc block (`/** */`).
    public enum Kind: UInt8, Sendable { case line, block, docLine, docBlock }
    /// Which comment form.
    public var kind: Kind
    /// UTF-8 byte offset of the first byte.
    public var start: UInt32
    /// UTF-8 byte offset one past the last byte.
    public var end: UInt32
    /// False for a block comment that reached the end of the file.
    public var isTerminated: Bool
}

/// A problem found while lexing: an unterminated literal or comment, an invalid
/// byte sequence, a NUL byte. `offset` is the UTF-8 byte offset where it starts.
public struct LexDiagnostic: Sendable, Equatable {
    /// UTF-8 byte offset where the problem starts.
    public var offset: Int
    /// What is wrong, e.g. `unterminated string literal`.
    public var message: String
}

/// Character classes of Swift's lexical grammar, over Unicode scalar values.
///
/// Source: The Swift Programming Language, "Lexical Structure" (identifier and
/// operator character ranges).
enum SwiftChars {
    /// ASCII bytes that may start or continue an identifier.
    @inline(__always) static func isIdentifierASCII(_ b: UInt8, head: Bool) -> Bool {
        (b >= 0x61 && b <= 0x7A) || (b >= 0x41 && b <= 0x5A) || b == 0x5F || (!head && b >= 0x30 && b <= 0x39)
    }

    /// Bytes that may begin trivia: whitespace, line breaks, NUL, `/` (a comment) and 0xEF (a U+FEFF).
    @inline(__always) static func mayStartTrivia(_ b: UInt8) -> Bool {
        b <= 0x20 || b == 0x2F || b == 0xEF
    }

    /// ASCII operator characters (`.` is handled separately: only dot operators contain it).
    @inline(__always) static func isOperatorASCII(_ b: UInt8) -> Bool {
        switch b {
        case 0x2F, 0x3D, 0x2D, 0x2B, 0x21, 0x2A, 0x25, 0x3C, 0x3E, 0x26, 0x7C, 0x5E, 0x7E, 0x3F: return true
        default: return false
        }
    }

    /// Non-ASCII scalars that may start an operator.
    static func isOperatorHead(_ c: UInt32) -> Bool {
        switch c {
        case 0xA1...0xA7, 0xA9, 0xAB, 0xAC, 0xAE, 0xB0, 0xB1, 0xB6, 0xBB, 0xBF, 0xD7, 0xF7,
             0x2016...0x2017, 0x2020...0x2027, 0x2030...0x203E, 0x2041...0x2053, 0x2055...0x205E,
             0x2190...0x23FF, 0x2500...0x2775, 0x2794...0x2BFF, 0x2E00...0x2E7F,
             0x3001...0x3003, 0x3008...0x3020, 0x3030:
            return true
        default: return false
        }
    }

    /// Non-ASCII scalars that may continue an operator (heads plus combining marks).
    static func isOperatorContinuation(_ c: UInt32) -> Bool {
        if isOperatorHead(c) { return true }
        switch c {
        case 0x0300...0x036F, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE00...0xFE0F, 0xFE20...0xFE2F, 0xE0100...0xE01EF:
            return true
        default: return false
        }
    }

    /// Non-ASCII scalars that are whitespace or otherwise cannot be in an identifier. U+FEFF and U+FFFD
    /// are identifier characters in Swift's ranges (U+FE47–U+FFFD); a U+FEFF between tokens is trivia.
    static func isNonIdentifierScalar(_ c: UInt32) -> Bool {
        switch c {
        case 0x85, 0xA0, 0x1680, 0x2000...0x200A, 0x2028, 0x2029, 0x202F, 0x205F, 0x3000:
            return true
        default: return false
        }
    }

    /// Non-ASCII scalars that may start an identifier (letters, ideographs, emoji…).
    static func isIdentifierHead(_ c: UInt32) -> Bool {
        if c < 0x80 { return false }
        if isOperatorHead(c) || isNonIdentifierScalar(c) { return false }
        // Combining marks may not start an identifier.
        switch c {
        case 0x0300...0x036F, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE20...0xFE2F: return false
        default: return true
        }
    }

    /// Non-ASCII scalars that may continue an identifier.
    static func isIdentifierContinuation(_ c: UInt32) -> Bool {
        if c < 0x80 { return false }
        return !isOperatorHead(c) && !isNonIdentifierScalar(c)
    }

    /// Bytes after which a following operator is not "left-bound": whitespace and `( [ { , ; :`.
    @inline(__always) static func endsLeftBinding(_ b: UInt8) -> Bool {
        switch b {
        case 0x20, 0x09, 0x0A, 0x0D, 0x0B, 0x0C, 0x00, 0x28, 0x5B, 0x7B, 0x2C, 0x3B, 0x3A: return true
        default: return false
        }
    }

    /// Bytes before which a preceding operator is not "right-bound": whitespace and `) ] } , ; :`.
    @inline(__always) static func endsRightBinding(_ b: UInt8) -> Bool {
        switch b {
        case 0x20, 0x09, 0x0A, 0x0D, 0x0B, 0x0C, 0x00, 0x29, 0x5D, 0x7D, 0x2C, 0x3B, 0x3A: return true
        default: return false
        }
    }
}

/// Declaration lookahead: whether the tokens at an index start a declaration (attributes, modifiers, a
/// declaration keyword), and skipping an attribute or a generic clause without parsing it.
extension SyntaxParser {
    /// True for a word that can be a declaration modifier (inline: it is asked at every declaration start).
    @inline(__always)
    mutating func isModifier(_ i: Int) -> Bool {
        switch word(i) {
        case .kPublic, .kPrivate, .kFileprivate, .kInternal, .package, .kOpen, .kStatic, .final, .override,
             .required, .convenience, .lazy, .weak, .unowned, .mutating, .nonmutating, .dynamic, .optional,
             .indirect, .prefix, .postfix, .infix, .nonisolated, .distributed, .consuming, .borrowing,
             .__consuming, ._const:
            return true
        case .async:
            return word(i + 1) == .kLet || word(i + 1) == .kVar
        case .kClass:
            return isClassModifier(i)
        default:
            return false
        }
    }

    /// `class` at `i` is a modifier (`class func`, `class var`) when a modifier or declaration keyword follows.
    mutating func isClassModifier(_ i: Int) -> Bool {
        isModifier(i + 1) || isDeclarationKeyword(i + 1, .members)
    }

    /// True when token `i` is a keyword that introduces a declaration in `context`.
    mutating func isDeclarationKeyword(_ i: Int, _ context: ItemContext) -> Bool {
        switch word(i) {
        case .kImport, .kStruct, .kEnum, .kProtocol, .kExtension, .kFunc, .kInit, .kDeinit, .kSubscript, .kVar,
             .kLet, .kTypealias, .kAssociatedtype, .kPrecedencegroup, .kOperator:
            return true
        case .kClass: return isName(i + 1) && word(i + 1) == .none || kind(i + 1) == .identifier
        case .actor, .macro: return kind(i + 1) == .identifier && !startsLine(i + 1)
        case .kCase: return context == .members
        default: return false
        }
    }

    /// The index after the attribute at `i` (`@name`, `@A.B<C>`, `@name(…)` with the `(` right after the name).
    mutating func skipAttribute(_ start: Int) -> Int {
        var i = start + 1
        guard isName(i) && !startsLine(i) && !isDeclarationKeyword(i, .members) else { return i }
        i += 1
        while kind(i) == .period && isName(i + 1) { i += 2 }
        if kind(i) == .leftAngle { i = skipAngles(i) }
        if kind(i) == .leftParen && !spaced(i) && !SyntaxParser.isArgumentlessAttribute(file, start + 1), let q = partner(i) {
            i = q + 1
        }
        return i
    }

    /// Type attributes that never take arguments, so a `(` glued to them starts the type
    /// (`@escaping(_ r: T) -> Void`).
    static func isArgumentlessAttribute(_ file: SwiftFile, _ name: Int) -> Bool {
        file.isText(name, "escaping") || file.isText(name, "autoclosure") || file.isText(name, "Sendable")
            || file.isText(name, "noescape") || file.isText(name, "unchecked") || file.isText(name, "retroactive")
            || file.isText(name, "preconcurrency") || file.isText(name, "thin") || file.isText(name, "thick")
    }

    /// The index after the `>` that closes the `<` at `open` (brackets inside skipped whole); `open + 1` when
    /// none closes it.
    mutating func skipAngles(_ open: Int) -> Int {
        var depth = 0
        var i = open
        while i < eof {
            switch kind(i) {
            case .leftAngle: depth += 1
            case .rightAngle:
                depth -= 1
                if depth == 0 { return i + 1 }
            case .leftParen, .leftSquare:
                if let q = partner(i) { i = q }
            case .leftBrace, .rightBrace, .semicolon: return open + 1
            default: break
            }
            i += 1
        }
        return open + 1
    }

    /// Lookahead: attributes, then modifiers, then a declaration keyword.
    @inline(__always)
    mutating func isStartOfDeclaration(_ start: Int, _ context: ItemContext) -> Bool {
        // Most items start with a token no declaration starts with: answered without the scan.
        if kind(start) != .atSign && !SyntaxParser.mayStartDeclaration(word(start)) { return false }
        return scanStartOfDeclaration(start, context)
    }

    /// True for the words a declaration can start with when no attribute comes first: a modifier (`async` and
    /// `class` only sometimes) or a declaration keyword. Every word `isModifier` or `isDeclarationKeyword`
    /// accepts is here.
    @inline(__always)
    static func mayStartDeclaration(_ w: Word) -> Bool {
        switch w {
        case .none:
            return false
        case .kPublic, .kPrivate, .kFileprivate, .kInternal, .package, .kOpen, .kStatic, .final, .override,
             .required, .convenience, .lazy, .weak, .unowned, .mutating, .nonmutating, .dynamic, .optional,
             .indirect, .prefix, .postfix, .infix, .nonisolated, .distributed, .consuming, .borrowing,
             .__consuming, ._const, .async, .kClass,
             .kImport, .kStruct, .kEnum, .kProtocol, .kExtension, .kFunc, .kInit, .kDeinit, .kSubscript, .kVar,
             .kLet, .kTypealias, .kAssociatedtype, .kPrecedencegroup, .kOperator, .actor, .macro, .kCase:
            return true
        default:
            return false
        }
    }

    /// `isStartOfDeclaration`'s scan over attributes and modifiers.
    mutating func scanStartOfDeclaration(_ start: Int, _ context: ItemContext) -> Bool {
        var i = start
        var sawAttributeOrModifier = false
        while kind(i) == .atSign { i = skipAttribute(i); sawAttributeOrModifier = true }
        while isModifier(i) {
            // A modifier word used as a name (`optional = nil`, `open(url)`) is not followed by a declaration.
            i += 1
            if kind(i) == .leftParen && isName(i + 1) && kind(i + 2) == .rightParen { i += 3 }
            sawAttributeOrModifier = true
        }
        if isDeclarationKeyword(i, context) { return true }
        if sawAttributeOrModifier && kind(i) == .pound && isName(i + 1) { return true }
        // `@unknown default:` and attributes before a statement are not declarations.
        _ = sawAttributeOrModifier
        return false
    }
}

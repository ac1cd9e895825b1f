/// Types, patterns, attributes, generic arguments and closures.
extension SyntaxParser {
    // MARK: Types

    /// True for a type specifier written before a type (`inout T`, `borrowing T`, `sending T`).
    mutating func isTypeSpecifier(_ i: Int) -> Bool {
        switch word(i) {
        case .kInout, .borrowing, .consuming, .__owned, .__shared, .sending, .isolated, ._const:
            let next = kind(i + 1)
            return next == .identifier || next == .keyword || next == .leftParen || next == .leftSquare
                || next == .atSign
        default:
            return false
        }
    }

    /// A type. `simple` stops before `&` compositions and function arrows (an extension's extended type, a
    /// key path's root); `stopAtPeriod` stops before `.Member` (a key path's root).
    mutating func parseType(simple: Bool = false, stopAtPeriod: Bool = false) {
        if bailOutIfTooDeep() { return }
        nesting += 1
        defer { nesting -= 1 }
        let m = mark(), s = p
        if at(.atSign) || isTypeSpecifier(p) {
            while at(.atSign) || isTypeSpecifier(p) {
                if at(.atSign) { parseAttribute() } else { bump() }
            }
            parseType(simple: simple, stopAtPeriod: stopAtPeriod)
            finish(.attributedType, m, s)
            return
        }
        if (at(.some) || at(.any)) && (kind(p + 1) == .identifier || kind(p + 1) == .keyword || kind(p + 1) == .leftParen
                                      || kind(p + 1) == .leftSquare) && !startsLine(p + 1) {
            bump()
            parseType(simple: true, stopAtPeriod: stopAtPeriod)
            finish(.someOrAnyType, m, s)
            if simple { return }
            parseTypeContinuation(m, s)
            return
        }
        if at(.kRepeat) || at(.each) {
            bump()
            parseType(simple: simple, stopAtPeriod: stopAtPeriod)
            finish(.packExpansionType, m, s)
            return
        }
        if at(.prefixOperator) && isText(p, "~") {
            bump()
            parseType(simple: true, stopAtPeriod: stopAtPeriod)
            finish(.suppressedType, m, s)
            return
        }
        parseSimpleType(stopAtPeriod: stopAtPeriod)
        if simple { return }
        parseTypeContinuation(m, s)
    }

    /// After a type: `& B` compositions, then `async throws -> R` making it a function type.
    mutating func parseTypeContinuation(_ m: Int, _ s: Int) {
        if at(.binaryOperator) && isText(p, "&") {
            while at(.binaryOperator) && isText(p, "&") {
                bump()
                parseType(simple: true)
            }
            finish(.compositionType, m, s)
        }
        if at(.arrow) || (at(.async) || at(.kThrows) || at(.kRethrows)) && isArrowAhead(p) {
            parseEffects()
            eat(.arrow)
            parseType()
            finish(.functionType, m, s)
        }
    }

    /// A name (with generic arguments and member types), a tuple, an array or a dictionary, then `?`, `!`,
    /// `.Type` and `.Protocol`.
    mutating func parseSimpleType(stopAtPeriod: Bool) {
        let m = mark(), s = p
        switch kind {
        case .identifier, .wildcard:
            bump()
            if at(.leftAngle) { parseGenericArguments() }
            finish(.identifierType, m, s)
        case .keyword where word == .kCapitalSelf || word == .kAny || word == .kSelf:
            bump()
            if at(.leftAngle) { parseGenericArguments() }
            finish(.identifierType, m, s)
        case .leftParen:
            bump()
            while !at(.rightParen) && !at(.endOfFile) {
                let before = p
                if (isName(p) || at(.wildcard)) && (kind(p + 1) == .colon || (isName(p + 1) || kind(p + 1) == .wildcard) && kind(p + 2) == .colon) {
                    bump()
                    if !at(.colon) { bump() }
                    eat(.colon)
                }
                parseType()
                eat(.ellipsis)
                if eat(.equal) { parseExpr(.basic) }
                if !eat(.comma) {
                    if p == before { skipUnexpected() }
                    if !at(.rightParen) { break }
                }
            }
            eat(.rightParen)
            finish(.tupleType, m, s)
        case .leftSquare:
            bump()
            parseType()
            if eat(.colon) {
                parseType()
                eat(.rightSquare)
                finish(.dictionaryType, m, s)
            } else {
                eat(.rightSquare)
                finish(.arrayType, m, s)
            }
        default:
            return
        }
        while true {
            if at(.period) && !stopAtPeriod {
                if word(p + 1) == .metaType || word(p + 1) == .metaProtocol {
                    bump(); bump()
                    finish(.metatypeType, m, s)
                } else if isName(p + 1) {
                    bump(); bump()
                    if at(.leftAngle) { parseGenericArguments() }
                    finish(.memberType, m, s)
                } else {
                    return
                }
            } else if at(.postfixQuestionMark) && !spaced(p) {
                bump()
                finish(.optionalType, m, s)
            } else if at(.exclamationMark) && !spaced(p) {
                bump()
                finish(.implicitlyUnwrappedOptionalType, m, s)
            } else {
                return
            }
        }
    }

    /// `<A, B>` after a type name or in an expression (`Array<Int>()`).
    mutating func parseGenericArguments() {
        let m = mark(), s = p
        bump()
        while !at(.rightAngle) && !at(.endOfFile) {
            let before = p
            if at(.integerLiteral) || at(.prefixOperator) && kind(p + 1) == .integerLiteral {
                parseExpr(.basic)
            } else {
                parseType()
            }
            if !eat(.comma) {
                if p == before { skipUnexpected() }
                if !at(.rightAngle) { break }
            }
        }
        eat(.rightAngle)
        finish(.genericArgumentClause, m, s)
    }

    // MARK: Patterns

    /// A binding pattern (`let x`, `for (a, b) in`, `if let x`): a name, `_`, a tuple of patterns or
    /// `let`/`var` before one.
    mutating func parsePattern() {
        if bailOutIfTooDeep() { return }
        nesting += 1
        defer { nesting -= 1 }
        let m = mark(), s = p
        switch kind {
        case .leftParen:
            bump()
            while !at(.rightParen) && !at(.endOfFile) {
                let before = p
                if isName(p) && kind(p + 1) == .colon { bump(); bump() }
                parsePattern()
                if !eat(.comma) {
                    if p == before { skipUnexpected() }
                    if !at(.rightParen) { break }
                }
            }
            eat(.rightParen)
            finish(.tuplePattern, m, s)
        case .wildcard:
            bump()
            finish(.wildcardPattern, m, s)
        case .keyword where word == .kLet || word == .kVar:
            bump()
            parsePattern()
            finish(.valueBindingPattern, m, s)
        case .identifier, .keyword:
            bump()
            finish(.identifierPattern, m, s)
        default:
            return
        }
    }

    /// A `case`/`catch` pattern: `let`/`var` before a pattern, `is T`, or an expression pattern.
    mutating func parseMatchingPattern(_ flavor: ExprFlavor = .stmtCondition) {
        let m = mark(), s = p
        if at(.kLet) || at(.kVar) {
            bump()
            let em = mark(), es = p
            if isSimpleBindingName(p) {
                bump()
                finish(.identifierPattern, em, es)
            } else {
                parseExpr(flavor, .binding)
                finish(.expressionPattern, em, es)
            }
            finish(.valueBindingPattern, m, s)
        } else if at(.kIs) {
            bump()
            parseType()
            finish(.isTypePattern, m, s)
        } else {
            parseExpr(flavor, .matching)
            finish(.expressionPattern, m, s)
        }
    }

    // MARK: Attributes

    /// Attributes whose arguments are not expressions (availability, selectors, specializations): their
    /// arguments are kept as tokens. The other attributes take call-like arguments (`labeledExpr`s).
    static let opaqueAttributeNames: Set<String> = [
        "available", "_available", "backDeployed", "_backDeploy", "objc", "_specialize", "_documentation",
        "_effects", "differentiable", "_spi_available", "_opaqueReturnTypeOf",
    ]

    /// Attributes whose arguments hold one declaration name (`@derivative(of: f)`, `@_implements(P, f)`,
    /// `@_dynamicReplacement(for: f)`) or a module string (`@_originallyDefinedIn(module: "M", …)`): that name
    /// is a `declReferenceExpr`, that string a `stringLiteralExpr`, the rest tokens.
    static let namedArgumentAttributes: Set<String> = [
        "derivative", "transpose", "_implements", "_dynamicReplacement", "_originallyDefinedIn",
    ]

    /// The arguments of a `namedArgumentAttributes` attribute, from its `(` to its `)`.
    mutating func parseNamedAttributeArguments(_ name: String, close: Int) {
        bump()
        var seenComma = false
        while p < close {
            let m = mark(), s = p
            if name == "_originallyDefinedIn" {
                if at(.stringQuote) { parseStringLiteral(); continue }
            } else if isName(p) && kind(p + 1) != .colon && (name != "_implements" || seenComma) && !(kind(p - 1) == .period) {
                bump()
                if at(.leftParen) && isCompoundName(p) { skipCompoundName() }
                finish(.declReferenceExpr, m, s)
                continue
            }
            if at(.comma) { seenComma = true }
            bump()
        }
        p = close
        bump()
    }

    /// `@name`, `@A.B<C>`, `@name(arguments)` (the `(` right after the name).
    mutating func parseAttribute() {
        let m = mark(), s = p
        bump()
        let name = p
        // A name on the next line, or a declaration keyword, is not this attribute's: its name is missing.
        guard isName(p) && !startsLine(p) && !isDeclarationKeyword(p, .members) else {
            finish(.attribute, m, s)
            return
        }
        bump()
        while at(.period) && isName(p + 1) { bump(); bump() }
        if at(.leftAngle) && !spaced(p) { parseGenericArguments() }
        if at(.leftParen) && !spaced(p) && !SyntaxParser.isArgumentlessAttribute(file, name) {
            let text = file.text(name)
            if SyntaxParser.opaqueAttributeNames.contains(text) {
                guard let q = partner(p) else { bump(); finish(.attribute, m, s); return }
                // Availability's `message: "…"` and `renamed: "…"` are simple string literals.
                let strings = text == "available" || text == "_available" || text == "_spi_available"
                while p < q {
                    if strings && at(.stringQuote), kind(p + 1) == .stringSegment || kind(p + 1) == .stringQuote {
                        let sm = mark(), ss = p
                        bump()
                        eat(.stringSegment)
                        eat(.stringQuote)
                        finish(.simpleStringLiteralExpr, sm, ss)
                    } else {
                        bump()
                    }
                }
                bump()
            } else if SyntaxParser.namedArgumentAttributes.contains(text), let q = partner(p) {
                parseNamedAttributeArguments(text, close: q)
            } else {
                parseArguments(close: .rightParen)
            }
        }
        finish(.attribute, m, s)
    }

    // MARK: Closures

    /// `{ [captures] (parameters) async throws -> T in statements }`.
    mutating func parseClosure() {
        let m = mark(), s = p
        bump()
        if canParseClosureSignature(p) { parseClosureSignature() }
        parseItems(until: .rightBrace)
        eat(.rightBrace)
        finish(.closureExpr, m, s)
    }

    /// SwiftSyntax's `canParseClosureSignature`: attributes, a capture list, parameters and effects, then `in`.
    mutating func canParseClosureSignature(_ start: Int) -> Bool {
        var i = start
        while kind(i) == .atSign { i = skipAttribute(i) }
        if kind(i) == .leftSquare {
            guard let q = partner(i) else { return false }
            i = q + 1
        }
        if word(i) == .kIn { return i > start }
        if kind(i) == .leftParen {
            guard let q = partner(i) else { return false }
            i = q + 1
        } else {
            while (kind(i) == .identifier || kind(i) == .wildcard || kind(i) == .keyword && word(i) != .kIn) {
                i += 1
                if kind(i) == .comma { i += 1 } else { break }
            }
        }
        while word(i) == .async || word(i) == .kThrows || word(i) == .kRethrows {
            i += 1
            if word(i - 1) == .kThrows && kind(i) == .leftParen, let q = partner(i) { i = q + 1 }
        }
        if kind(i) == .arrow {
            i += 1
            var steps = 0
            while word(i) != .kIn {
                let k = kind(i)
                if k == .endOfFile || k == .leftBrace || k == .rightBrace || steps > 200 { return false }
                if k.isOpen, let q = partner(i) { i = q }
                i += 1
                steps += 1
            }
        }
        return word(i) == .kIn
    }

    mutating func parseClosureSignature() {
        let m = mark(), s = p
        parseAttributes()
        if at(.leftSquare) {
            let cm = mark(), cs = p
            bump()
            while !at(.rightSquare) && !at(.endOfFile) {
                let before = p
                while (at(.weak) || at(.unowned)) && kind(p + 1) != .equal && kind(p + 1) != .comma && kind(p + 1) != .rightSquare {
                    bump()
                    if at(.leftParen) && isName(p + 1) && kind(p + 2) == .rightParen { p += 3 }
                }
                if isName(p) { bump() } else { parseExpr(.basic) }
                if eat(.equal) { parseExpr(.basic) }
                if !eat(.comma) {
                    if p == before { skipUnexpected() }
                    if !at(.rightSquare) { break }
                }
            }
            eat(.rightSquare)
            finish(.closureCaptureClause, cm, cs)
        }
        if at(.leftParen) {
            bump()
            while !at(.rightParen) && !at(.endOfFile) {
                let pm = mark(), ps = p
                parseAttributes()
                if isName(p) || at(.wildcard) { bump() }
                if isName(p) || at(.wildcard) { bump() }
                if eat(.colon) { parseType() }
                eat(.ellipsis)
                let more = eat(.comma)
                finish(.closureParameter, pm, ps)
                if !more && !at(.rightParen) {
                    if p == ps { skipUnexpected() } else { break }
                }
            }
            eat(.rightParen)
        } else {
            while (isName(p) || at(.wildcard)) && !at(.kIn) {
                let pm = mark(), ps = p
                bump()
                let more = eat(.comma)
                finish(.closureShorthandParameter, pm, ps)
                if !more { break }
            }
        }
        parseEffects()
        if eat(.arrow) { parseType() }
        eat(.kIn)
        finish(.closureSignature, m, s)
    }
}

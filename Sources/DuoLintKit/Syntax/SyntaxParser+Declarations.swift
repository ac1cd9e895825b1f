/// Declarations: SwiftSyntax's `parseDeclaration` and the clauses declarations share.
extension SyntaxParser {
    mutating func parseAttributes() {
        while at(.atSign) { parseAttribute() }
    }

    /// Modifiers (`public`, `private(set)`, `static`, …), each a `declModifier`.
    mutating func parseModifiers() {
        while isModifier(p) {
            let m = mark(), s = p
            bump()
            if at(.leftParen) && isName(p + 1) && kind(p + 2) == .rightParen { p += 3 }
            finish(.declModifier, m, s)
        }
    }

    /// A declaration, from its attributes and modifiers to its end.
    mutating func parseDeclaration(_ context: ItemContext) {
        let m = mark(), s = p
        parseAttributes()
        parseModifiers()
        switch word {
        case .kImport:
            bump()
            switch word {
            case .kStruct, .kClass, .kEnum, .kProtocol, .kTypealias, .kVar, .kLet, .kFunc: bump()
            default: break
            }
            if isName(p) || isOperator(p) { bump() }
            while at(.period) && (isName(p + 1) || isOperator(p + 1)) { bump(); bump() }
            finish(.importDecl, m, s)
        case .kStruct: parseTypeDeclaration(.structDecl, m, s)
        case .kClass: parseTypeDeclaration(.classDecl, m, s)
        case .kEnum: parseTypeDeclaration(.enumDecl, m, s)
        case .actor: parseTypeDeclaration(.actorDecl, m, s)
        case .kProtocol: parseTypeDeclaration(.protocolDecl, m, s)
        case .kExtension:
            bump()
            parseType(simple: true)
            parseInheritanceClause()
            parseGenericWhereClause()
            parseMemberBlock()
            finish(.extensionDecl, m, s)
        case .kFunc: parseFunctionDeclaration(m, s)
        case .kInit:
            bump()
            if at(.postfixQuestionMark) || at(.exclamationMark) || at(.infixQuestionMark) { bump() }
            parseSignature()
            parseCodeBlock()
            finish(.initializerDecl, m, s)
        case .kDeinit:
            bump()
            parseEffects()
            parseCodeBlock()
            finish(.deinitializerDecl, m, s)
        case .kSubscript:
            bump()
            parseSignature()
            if at(.leftBrace) { parseAccessorBlock() }
            finish(.subscriptDecl, m, s)
        case .kVar, .kLet: parseVariableDeclaration(m, s)
        case .kTypealias, .kAssociatedtype:
            // `typealias N<T> = T where …`, `associatedtype N: P = T where …`.
            let alias = at(.kTypealias)
            bump()
            if isName(p) { bump() }
            if alias { parseGenericParameterClause() } else { parseInheritanceClause() }
            if eat(.equal) { parseType() }
            parseGenericWhereClause()
            finish(alias ? .typeAliasDecl : .associatedTypeDecl, m, s)
        case .kCase:
            bump()
            while true {
                let em = mark(), es = p
                if isName(p) { bump() }
                if at(.leftParen) { parseParameterClause(.enumCaseParameter) }
                if eat(.equal) { parseExpr(.basic) }
                let more = eat(.comma)
                finish(.enumCaseElement, em, es)
                if !more { break }
            }
            finish(.enumCaseDecl, m, s)
        case .macro:
            bump()
            if isName(p) { bump() }
            parseGenericParameterClause()
            parseParameterClause(.functionParameter)
            if eat(.arrow) { parseType() }
            if eat(.equal) { parseExpr(.basic) }
            parseGenericWhereClause()
            finish(.macroDecl, m, s)
        case .kOperator:
            bump()
            if isOperator(p) || isName(p) || kind(p) == .leftAngle || kind(p) == .rightAngle || kind(p) == .exclamationMark
                || kind(p) == .equal || kind(p) == .ellipsis { bump() }
            if eat(.colon) {
                while isName(p) { bump(); if !eat(.comma) { break } }
            }
            finish(.operatorDecl, m, s)
        case .kPrecedencegroup:
            bump()
            if isName(p) { bump() }
            if at(.leftBrace), let q = partner(p) { p = q; bump() }
            finish(.precedenceGroupDecl, m, s)
        default:
            if at(.pound) && isName(p + 1) {
                // `@available(…) #Preview { … }`: a macro expansion with attributes is a declaration.
                parseMacroExpansionParts(.basic)
                finish(.macroExpansionDecl, m, s)
            } else {
                finish(.missingDecl, m, s)
            }
        }
    }

    /// `struct`/`class`/`enum`/`actor`/`protocol` NAME [generics] [inheritance] [where] { members }.
    mutating func parseTypeDeclaration(_ kind: SyntaxKind, _ m: Int, _ s: Int) {
        bump()
        if isName(p) { bump() }
        parseGenericParameterClause()
        parseInheritanceClause()
        parseGenericWhereClause()
        parseMemberBlock()
        finish(kind, m, s)
    }

    mutating func parseMemberBlock() {
        guard at(.leftBrace) else { return }
        let m = mark(), s = p
        bump()
        parseItems(until: .rightBrace, .members)
        eat(.rightBrace)
        finish(.memberBlock, m, s)
    }

    mutating func parseFunctionDeclaration(_ m: Int, _ s: Int) {
        bump()
        if isName(p) || isOperator(p) || at(.leftAngle) || at(.rightAngle) || at(.exclamationMark)
            || at(.ellipsis) || at(.equal) && kind(p + 1) != .leftParen {
            bump()
        }
        parseSignature()
        parseCodeBlock()
        finish(.functionDecl, m, s)
    }

    /// What follows the name of a function, initializer or subscript: `<T>` `( parameters )` effects
    /// `-> Result` `where …`, each part optional.
    mutating func parseSignature() {
        parseGenericParameterClause()
        parseParameterClause(.functionParameter)
        parseEffects()
        if eat(.arrow) { parseType() }
        parseGenericWhereClause()
    }

    /// `async`, `throws`, `throws(E)`, `rethrows` (and `reasync`) after a parameter clause.
    mutating func parseEffects() {
        while true {
            if at(.async) || isText(p, "reasync") || at(.kRethrows) {
                bump()
            } else if at(.kThrows) {
                bump()
                if at(.leftParen) && !startsLine(p) { bump(); parseType(); eat(.rightParen) }
            } else {
                return
            }
        }
    }

    /// `( parameters )` of a function, initializer, subscript, macro or enum case.
    mutating func parseParameterClause(_ parameterKind: SyntaxKind) {
        guard at(.leftParen) else { return }
        bump()
        // An unclosed clause ends before a body's `{` or a declaration on the next line (SwiftSyntax's recovery).
        while !at(.rightParen) && !at(.endOfFile) && !at(.rightBrace) && !at(.leftBrace) && !isDeclarationOnNewLine(p) {
            let m = mark(), s = p
            parseAttributes()
            // Names: up to two of an identifier, keyword or `_` before the `:` (enum cases may have none).
            if (isName(p) || at(.wildcard)) && (kind(p + 1) == .colon || (isName(p + 1) || kind(p + 1) == .wildcard) && kind(p + 2) == .colon) {
                bump()
                if !at(.colon) { bump() }
                eat(.colon)
            }
            parseType()
            if at(.ellipsis) || isOperator(p) && isText(p, "...") { bump() }
            if eat(.equal) { parseExpr(.basic) }
            let more = eat(.comma)
            finish(parameterKind, m, s)
            if !more && !at(.rightParen) {
                if p == s { skipUnexpected() } else { break }
            }
        }
        eat(.rightParen)
    }

    /// `: A, B` of a type, extension or associated type; each entry an `inheritedType` with its comma.
    mutating func parseInheritanceClause() {
        guard at(.colon) else { return }
        bump()
        while true {
            let m = mark(), s = p
            if at(.kClass) { bump() } else { parseType() }
            let more = eat(.comma)
            finish(.inheritedType, m, s)
            if !more || p == s { return }
        }
    }

    /// `<T: P, each U>` after a declaration's name.
    mutating func parseGenericParameterClause() {
        guard at(.leftAngle) else { return }
        let m = mark(), s = p
        bump()
        while !at(.rightAngle) && !at(.endOfFile) {
            let gm = mark(), gs = p
            parseAttributes()
            if at(.each) || isText(p, "let") { bump() }
            if isName(p) { bump() }
            if eat(.colon) { parseType() }
            if eat(.equal) { parseType() }
            let more = eat(.comma)
            finish(.genericParameter, gm, gs)
            if !more { break }
        }
        parseGenericWhereClause()
        eat(.rightAngle)
        finish(.genericParameterClause, m, s)
    }

    /// `where T: P, U == V` requirements.
    mutating func parseGenericWhereClause() {
        guard at(.kWhere) else { return }
        let m = mark(), s = p
        bump()
        while true {
            let before = p
            parseType()
            if at(.colon) || at(.binaryOperator) && isText(p, "==") {
                bump()
                parseType()
            }
            if !eat(.comma) || p == before { break }
        }
        finish(.genericWhereClause, m, s)
    }

    // MARK: Variables

    mutating func parseVariableDeclaration(_ m: Int, _ s: Int) {
        bump()
        while true {
            let bm = mark(), bs = p
            parsePattern()
            if p == bs && !at(.colon) && !at(.equal) && !at(.leftBrace) && !at(.endOfFile) && !startsLine(p) {
                skipUnexpected()
            }
            if at(.colon) { bump(); parseType() }
            if eat(.equal) { parseExpr(.basic) }
            if at(.leftBrace) { parseAccessorBlock() }
            let more = eat(.comma)
            finish(.patternBinding, bm, bs)
            if !more || p == bs { break }
        }
        finish(.variableDecl, m, s)
    }

    /// True when the `{` at `open` starts an accessor list (`get`, `set`, `willSet`, `didSet`, … possibly
    /// after attributes and a `mutating`-like modifier) rather than a getter's statements.
    mutating func isAccessorList(_ open: Int) -> Bool {
        var i = open + 1
        while kind(i) == .atSign { i = skipAttribute(i) }
        switch word(i) {
        case .mutating, .nonmutating, .__consuming, .consuming, .borrowing: i += 1
        default: break
        }
        switch word(i) {
        case .get, .set, .willSet, .didSet, ._read, ._modify, .unsafeAddress, .unsafeMutableAddress:
            let next = kind(i + 1)
            return next == .leftBrace || next == .rightBrace || next == .leftParen || startsLine(i + 1)
                || isName(i + 1) && (isAccessorWord(i + 1) || word(i + 1) == .async || word(i + 1) == .kThrows)
        case .read, .modify, .kInit:
            return kind(i + 1) == .leftBrace
        default:
            return false
        }
    }

    mutating func isAccessorWord(_ i: Int) -> Bool {
        switch word(i) {
        case .get, .set, .willSet, .didSet, ._read, ._modify, .unsafeAddress, .unsafeMutableAddress: return true
        default: return false
        }
    }

    /// `{ get set }`, `{ get { … } set { … } }`, `{ willSet { … } }` or a getter's `{ statements }`.
    mutating func parseAccessorBlock() {
        let m = mark(), s = p
        if isAccessorList(p) {
            bump()
            while !at(.rightBrace) && !at(.endOfFile) {
                if at(.poundIf) { parseIfConfig(.members); continue }
                let am = mark(), astart = p
                parseAttributes()
                switch word {
                case .mutating, .nonmutating, .__consuming, .consuming, .borrowing: bump()
                default: break
                }
                if isName(p) { bump() } else { skipUnexpected() }
                if at(.leftParen) && isName(p + 1) && kind(p + 2) == .rightParen { p += 3 }
                parseEffects()
                parseCodeBlock()
                finish(.accessorDecl, am, astart)
                if p == astart { skipUnexpected() }
            }
            eat(.rightBrace)
        } else {
            bump()
            parseItems(until: .rightBrace)
            eat(.rightBrace)
        }
        finish(.accessorBlock, m, s)
    }

    /// `#name` [generic arguments] [`( arguments )`] [trailing closures], as an expression or a declaration.
    mutating func parseMacroExpansion(_ kind: SyntaxKind, _ flavor: ExprFlavor = .basic) {
        let m = mark(), s = p
        parseMacroExpansionParts(flavor)
        finish(kind, m, s)
    }

    /// `#`, the name and what follows it, without the node.
    mutating func parseMacroExpansionParts(_ flavor: ExprFlavor) {
        bump()
        bump()
        if at(.leftAngle) && !spaced(p) { parseGenericArguments() }
        if at(.leftParen) && !startsLine(p) { parseArguments(close: .rightParen) }
        parseTrailingClosures(flavor)
    }
}

/// What `assumed_biometry` asks of a string literal and the code around it, read from the syntax tree: the
/// literal's own text, whether it names Face ID or Touch ID, which literals a value or a member's body results in,
/// and whether a branch on the biometry (or a read of `biometryType` in the member) decides it. Node numbers are
/// `SyntaxTree` indices, token numbers indices into `SwiftFile.tokens`.
enum BiometryText {
    /// The text of literal node `literal` outside its interpolations (its own segments joined, escapes as written),
    /// or nil when `literal` is not a string literal.
    static func staticText(_ literal: Int, _ file: SwiftFile) -> String? {
        let tree = file.syntaxTree
        guard tree.kind(literal) == .stringLiteralExpr else { return nil }
        let range = tree.tokens(literal)
        let depth = file.tokens[range.lowerBound].interpolationDepth
        var text = ""
        for t in range where file.kind(t) == .stringSegment && file.tokens[t].interpolationDepth == depth { text += file.text(t) }
        return text
    }

    /// True when `text` names Face ID as a word: `Face ID`, `FaceID`, `Face-ID`, `Face ID` with a no-break space,
    /// `face ID`, `FACE ID` (the `ID` in capitals, so `faceid` keys, `FACE_ID` keys and `useFaceIDs` identifiers do
    /// not count).
    static func namesFaceID(_ text: String) -> Bool { names(text, "ace") }

    /// True when `text` names Touch ID as a word, in the forms `namesFaceID` accepts.
    static func namesTouchID(_ text: String) -> Bool { names(text, "ouch") }

    /// True when `text` holds `F`/`f` + `stem` in any case (or `T`/`t` + `stem` for `ouch`) + an optional space,
    /// no-break space or hyphen + `ID`, with no letter or digit just before or after.
    private static func names(_ text: String, _ stem: String) -> Bool {
        let b = Array(text.utf8)
        let s = Array(stem.utf8)
        let initial: (UInt8, UInt8) = stem == "ace" ? (0x46, 0x66) : (0x54, 0x74)
        func isWordByte(_ x: UInt8) -> Bool { (x >= 0x30 && x <= 0x39) || (x >= 0x41 && x <= 0x5A) || (x >= 0x61 && x <= 0x7A) }
        var i = 0
        while i + 1 + s.count + 2 <= b.count {
            defer { i += 1 }
            guard b[i] == initial.0 || b[i] == initial.1, i == 0 || !isWordByte(b[i - 1]),
                  Array(b[(i + 1)..<(i + 1 + s.count)]).map({ $0 | 0x20 }) == s else { continue }
            var j = i + 1 + s.count
            if j < b.count, b[j] == 0x20 || b[j] == 0x2D { j += 1 } else if j + 1 < b.count, b[j] == 0xC2, b[j + 1] == 0xA0 { j += 2 }
            guard j + 2 <= b.count, b[j] == 0x49, b[j + 1] == 0x44, j + 2 == b.count || !isWordByte(b[j + 2]) else { continue }
            return true
        }
        return false
    }

    /// The string literals value node `v` can result in: `v` itself, the branches of a ternary (`c ? "a" : "b"`),
    /// the default of `??`, through plain parentheses; empty for anything else (a call, a name).
    static func literals(in v: Int, _ file: SwiftFile, depth: Int = 0) -> [Int] {
        let tree = file.syntaxTree
        guard depth < maxDepth else { return [] }
        switch tree.kind(v) {
        case .stringLiteralExpr:
            return [v]
        case .tupleExpr:
            let elements = tree.children(v)
            guard elements.count == 1, let e = tree.firstChild(elements[0]) else { return [] }
            return literals(in: e, file, depth: depth + 1)
        case .sequenceExpr:
            return literals(inSequence: tree.children(v), file, depth: depth + 1)
        default:
            return []
        }
    }

    /// The string literals the operator sequence `elements` results in: a lone literal, the branches of its
    /// ternaries and the defaults of its `??`.
    static func literals(inSequence elements: [Int], _ file: SwiftFile, depth: Int = 0) -> [Int] {
        let tree = file.syntaxTree
        if elements.count == 1 { return literals(in: elements[0], file, depth: depth) }
        var out: [Int] = []
        for (k, e) in elements.enumerated() {
            if tree.kind(e) == .unresolvedTernaryExpr, let then = tree.firstChild(e) { out += literals(in: then, file, depth: depth + 1) }
            if k > 0, isBranchOperator(elements[k - 1], file) { out += literals(in: e, file, depth: depth + 1) }
        }
        return out
    }

    /// How deep the reads of values and bodies go (ternaries in ternaries, `if`s in `if`s): deeper results are
    /// not read, so nested input cannot exhaust the stack.
    static let maxDepth = 32

    /// True when sequence element `op` is a ternary's `? … :` or a `??` (the element after it is a result).
    private static func isBranchOperator(_ op: Int, _ file: SwiftFile) -> Bool {
        let tree = file.syntaxTree
        return tree.kind(op) == .unresolvedTernaryExpr || (tree.kind(op) == .binaryOperatorExpr && file.isText(tree.start(op), "??"))
    }

    /// The body whose results are text when token `i` is the result type of a property or function: `String`,
    /// `String?` or `String!` written as a binding's type (its accessor block, or its initial value) or a
    /// function's return type (its code block). Nil otherwise (`[String]`, a parameter's type, a cast).
    static func resultBody(ofTypeAt i: Int, _ file: SwiftFile) -> Int? {
        let tree = file.syntaxTree
        var n = tree.node(containingToken: i)
        guard tree.kind(n) == .identifierType, tree.tokens(n) == i..<(i + 1), var p = tree.parent(n) else { return nil }
        if tree.kind(p) == .optionalType || tree.kind(p) == .implicitlyUnwrappedOptionalType {
            n = p
            guard let q = tree.parent(p) else { return nil }
            p = q
        }
        switch tree.kind(p) {
        case .patternBinding:
            var c = tree.nextSibling(n)
            while let k = c {
                if tree.kind(k) == .accessorBlock || tree.kind(k).isExpression { return k }
                c = tree.nextSibling(k)
            }
            return nil
        case .functionDecl:
            return tree.child(p, .codeBlock)
        default:
            return nil
        }
    }

    /// The string literals body node `body` (an accessor block, a code block or an initial value) results in:
    /// those reached from it only through statements, `return`, `if`/`switch` branches and ternary or `??`
    /// results, not through calls, arguments, conditions or closures.
    static func results(in body: Int, _ file: SwiftFile) -> [Int] {
        let tree = file.syntaxTree
        if tree.kind(body).isExpression && tree.kind(body) != .ifExpr && tree.kind(body) != .switchExpr { return literals(in: body, file) }
        var out: [Int] = []
        func visit(_ n: Int, _ depth: Int) {
            guard depth < maxDepth else { return }
            switch tree.kind(n) {
            case .stringLiteralExpr, .sequenceExpr, .tupleExpr:
                out += literals(in: n, file)
            case .accessorBlock, .codeBlock, .accessorDecl, .switchCase, .expressionStmt, .returnStmt:
                for c in tree.children(n) { visit(c, depth + 1) }
            case .ifExpr:
                for c in tree.children(n) where tree.kind(c) == .codeBlock || tree.kind(c) == .ifExpr { visit(c, depth + 1) }
            case .switchExpr:
                for c in tree.children(n) where tree.kind(c) == .switchCase { visit(c, depth + 1) }
            default:
                break
            }
        }
        visit(body, 0)
        return out
    }

    /// Words that make a name a biometry name (compared lowercased): `biometryType`, `LABiometryType`, `isFaceID`,
    /// `.touchID`, `supportsOpticID`, `biometricKind`.
    private static let biometryWords = ["faceid", "touchid", "opticid", "biometrytype", "biometrictype", "biometrykind", "biometrickind"]

    /// True when a name in the subtree of `n` is a biometry name.
    static func mentionsBiometry(_ n: Int, _ file: SwiftFile) -> Bool {
        let tree = file.syntaxTree
        for r in [n] + tree.descendants(n, ofKind: .declReferenceExpr) where tree.kind(r) == .declReferenceExpr {
            if isBiometryName(file.text(tree.start(r))) { return true }
        }
        return false
    }

    /// True when a string literal in the subtree of `n` names Touch ID.
    private static func holdsTouchID(_ n: Int, _ file: SwiftFile) -> Bool {
        file.syntaxTree.descendants(n, ofKind: .stringLiteralExpr).contains { staticText($0, file).map(namesTouchID) ?? false }
    }

    /// True when literal `literal` is shown in code that knows the biometry: inside an `if`, `switch` or ternary
    /// whose condition, subject or case names it (`mentionsBiometry`), in an `if`/`else` or ternary whose other
    /// branch shows Touch ID (a `switch` over something else, such as error codes, does not count), after
    /// a `guard` that names it, or in a member (function, property, initializer, subscript) that reads
    /// `biometryType`, or in a member or type whose name is a biometry name (`faceIDRow`, `FaceIDSettingsView`: the
    /// Face ID piece of a choice made where it is used). The walk up stops at the enclosing type.
    static func isDecided(_ literal: Int, _ file: SwiftFile) -> Bool {
        let tree = file.syntaxTree
        let typeKinds: Set<SyntaxKind> = [.structDecl, .classDecl, .enumDecl, .actorDecl, .extensionDecl, .protocolDecl, .sourceFile]
        let memberKinds: Set<SyntaxKind> = [.functionDecl, .initializerDecl, .subscriptDecl, .variableDecl]
        var c = literal
        var member: Int?
        // Subtree scans for a Touch ID branch, at most `maxDepth` of them (the nearest constructs), so a literal
        // under thousands of nested `if`s costs linear time.
        var scans = maxDepth
        func holdsTouchID(_ n: Int) -> Bool {
            guard scans > 0 else { return false }
            scans -= 1
            return BiometryText.holdsTouchID(n, file)
        }
        while let a = tree.parent(c), !typeKinds.contains(tree.kind(a)) {
            switch tree.kind(a) {
            case .ifExpr:
                // `if … { "Face ID" } else { "Touch ID" }`: an `if` with an `else` that shows Touch ID chooses between them.
                if tree.conditions(of: a).contains(where: { mentionsBiometry($0, file) }) { return true }
                if tree.children(a).filter({ tree.kind($0) == .codeBlock || tree.kind($0) == .ifExpr }).count > 1, holdsTouchID(a) { return true }
            case .switchExpr:
                if let subject = tree.firstChild(a), mentionsBiometry(subject, file) { return true }
                if tree.kind(c) == .switchCase, let label = tree.firstChild(c), tree.kind(label) == .switchCaseLabel, mentionsBiometry(label, file) {
                    return true
                }
            case .sequenceExpr:
                let elements = tree.children(a)
                if let k = elements.firstIndex(of: c), elements.contains(where: { tree.kind($0) == .unresolvedTernaryExpr }) {
                    if elements[..<k].contains(where: { mentionsBiometry($0, file) }) || holdsTouchID(a) { return true }
                }
            case .unresolvedTernaryExpr:
                if let s = tree.parent(a), tree.kind(s) == .sequenceExpr {
                    let elements = tree.children(s)
                    if let k = elements.firstIndex(of: a), elements[..<k].contains(where: { mentionsBiometry($0, file) }) || holdsTouchID(s) {
                        return true
                    }
                }
            case .codeBlock, .closureExpr, .accessorBlock, .switchCase:
                for s in tree.statements(of: a) {
                    if s == c { break }
                    if tree.kind(s) == .guardStmt, tree.conditions(of: s).contains(where: { mentionsBiometry($0, file) }) { return true }
                }
            default:
                break
            }
            if memberKinds.contains(tree.kind(a)), FileSummary.ownerBlock(of: a, tree) != nil { member = a }
            c = a
        }
        // A member or type named for one biometry (`faceIDRow`, `FaceIDSettingsView`) is the Face ID piece of a
        // choice made where it is used; the strings at that use are judged there.
        let names = SyntaxNames(file: file, tree: tree)
        var t = tree.ancestor(literal, in: typeKinds.subtracting([.sourceFile]))
        while let type = t {
            if let name = FileSummary.declaredTypeName(type, tree.kind(type), file, tree), isBiometryName(name) { return true }
            t = tree.ancestor(type, in: typeKinds.subtracting([.sourceFile]))
        }
        guard let m = member else { return false }
        let memberName = tree.kind(m) == .variableDecl ? names.boundNames(m).first : names.declaredName(m)
        if let name = memberName, isBiometryName(name) { return true }
        return tree.descendants(m, ofKind: .declReferenceExpr).contains { file.isWord(tree.start($0), "biometryType") }
    }

    /// True when identifier `name` is a biometry name (`mentionsBiometry`'s words, lowercased).
    static func isBiometryName(_ name: String) -> Bool {
        let word = name.lowercased()
        return biometryWords.contains { word.contains($0) }
    }
}

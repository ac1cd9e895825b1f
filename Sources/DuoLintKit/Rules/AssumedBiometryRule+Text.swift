/// What `assumed_biometry` asks of a string literal and the code around it, read from the syntax tree: the
/// literal's own text, whether it names Face ID or Touch ID, which literals a value or a member's body results in,
/// and whether a branch on the biometry (or a read of `biometryType` in the member) decides it. Node numbers are
/// `SyntaxTree` indices, token numbers indices into `SwiftFile.tokens`.
enum BiometryText {
    /// The text of literal node `literal` outside its interpolations (its own segments joined, escapes decoded by
    /// `unescaped`), or nil when `literal` is not a string literal.
    static func staticText(_ literal: Int, _ file: SwiftFile) -> String? {
        let tree = file.syntaxTree
        guard tree.kind(literal) == .stringLiteralExpr else { return nil }
        let range = tree.tokens(literal)
        let depth = file.tokens[range.lowerBound].interpolationDepth
        // A raw string's `#`s: its escapes are `\#…` with as many.
        let pounds = file.kind(range.lowerBound) == .rawStringPoundDelimiter ? file.text(range.lowerBound).utf8.count : 0
        var text = ""
        for t in range where file.kind(t) == .stringSegment && file.tokens[t].interpolationDepth == depth { text += file.text(t) }
        return unescaped(text, pounds: pounds)
    }

    /// `written` (a literal's segment text as in the source) with Swift's escapes decoded: `\u{…}` (1–8 hex digits of
    /// a Unicode scalar), `\t`, `\n`, `\r`, `\0`, `\\`, `\"`, `\'`, and a line-ending backslash of a multi-line
    /// string removed with its line break; in a raw string the backslash is followed by `pounds` `#`s
    /// (`\#u{20}`), and without them it is plain text. An escape that is not valid stays as written.
    static func unescaped(_ written: String, pounds: Int) -> String {
        let b = Array(written.utf8)
        guard b.contains(0x5C) else { return written }
        let simple: [UInt8: UInt8] = [0x74: 0x09, 0x6E: 0x0A, 0x72: 0x0D, 0x30: 0x00, 0x5C: 0x5C, 0x22: 0x22, 0x27: 0x27]
        var out: [UInt8] = []
        out.reserveCapacity(b.count)
        var i = 0
        while i < b.count {
            var j = i + 1
            var marks = 0
            while marks < pounds, j < b.count, b[j] == 0x23 { marks += 1; j += 1 }
            guard b[i] == 0x5C, marks == pounds, j < b.count else { out.append(b[i]); i += 1; continue }
            if let v = simple[b[j]] {
                out.append(v)
                i = j + 1
            } else if b[j] == 0x0A || b[j] == 0x0D {
                i = j + (b[j] == 0x0D && j + 1 < b.count && b[j + 1] == 0x0A ? 2 : 1)
            } else if b[j] == 0x75, j + 1 < b.count, b[j + 1] == 0x7B,
                      let close = b[(j + 2)...].prefix(9).firstIndex(of: 0x7D), close > j + 2,
                      let value = UInt32(String(decoding: b[(j + 2)..<close], as: UTF8.self), radix: 16),
                      let scalar = Unicode.Scalar(value) {
                out += Array(String(Character(scalar)).utf8)
                i = close + 1
            } else {
                out.append(b[i])
                i += 1
            }
        }
        return String(decoding: out, as: UTF8.self)
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
}

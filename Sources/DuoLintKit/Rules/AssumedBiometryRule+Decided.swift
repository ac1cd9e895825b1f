/// Whether code around a Face ID string knows the biometry: a branch on it, a read of `biometryType` in the
/// member, or a member or type named for it (see `isDecided`).
extension BiometryText {
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

    /// The string literal nodes of `file` that name Touch ID, in pre-order (ascending node numbers).
    private static func touchIDLiterals(_ file: SwiftFile) -> [Int] {
        let tree = file.syntaxTree
        return (0..<tree.count).filter { tree.kind($0) == .stringLiteralExpr && (staticText($0, file).map(namesTouchID) ?? false) }
    }

    /// True when a string literal in the subtree of `n` (below `n`) names Touch ID: one of `literals`
    /// (`touchIDLiterals`) lies in `n`'s pre-order range, found by binary search. (Scanning each subtree cost the sum
    /// of their sizes: 3,000 nested `if … else` links with a Face ID text each took 1.5 s.)
    private static func holdsTouchID(_ n: Int, _ tree: SyntaxTree, literals: [Int]) -> Bool {
        var lo = 0, hi = literals.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if literals[mid] <= n { lo = mid + 1 } else { hi = mid }
        }
        return lo < literals.count && literals[lo] < n + Int(tree.subtreeSizes[n])
    }

    /// What `isDecided` learns of a node once per file's lint (`RuleContext.memo`), so that thousands of literals
    /// in one block or member cost linear time: keys are `SyntaxTree` node numbers.
    final class Memo {
        /// Block → its first `guard` statement whose condition names the biometry, or nil (`.some(nil)`: none).
        var firstBiometryGuard: [Int: Int?] = [:]
        /// Member → whether it reads `biometryType`.
        var readsBiometryType: [Int: Bool] = [:]
        /// The string literals of the file that name Touch ID (`touchIDLiterals`), found at the first question.
        var touchIDLiterals: [Int]?
        /// Sequence → the index of its first element that names the biometry (`Int.max`: none).
        var firstMention: [Int: Int] = [:]
    }

    /// How many constructs around a literal are read before the walk goes straight to the enclosing member: far
    /// more than real code nests, few enough that a hostile chain of thousands of nested `if`s stays linear.
    static let maxWalk = 256

    /// True when literal `literal` is shown in code that knows the biometry: inside an `if`, `switch` or ternary
    /// whose condition, subject or case names it (`mentionsBiometry`), in an `if`/`else` or ternary whose other
    /// branch shows Touch ID (a `switch` over something else, such as error codes, does not count), after
    /// a `guard` that names it, or in a member (function, property, initializer, subscript) that reads
    /// `biometryType`, or in a member or type whose name is a biometry name (`faceIDRow`, `FaceIDSettingsView`: the
    /// Face ID piece of a choice made where it is used). The walk up stops at the enclosing type.
    /// `context` keeps what one literal's walk learns for the others (`Memo`).
    static func isDecided(_ literal: Int, _ file: SwiftFile, _ context: RuleContext) -> Bool {
        let tree = file.syntaxTree
        let memo = context.memo(Memo.self) { Memo() }
        let typeKinds: Set<SyntaxKind> = [.structDecl, .classDecl, .enumDecl, .actorDecl, .extensionDecl, .protocolDecl, .sourceFile]
        let memberKinds: Set<SyntaxKind> = [.functionDecl, .initializerDecl, .subscriptDecl, .variableDecl]
        var c = literal
        var member: Int?
        // Subtree questions for a Touch ID branch, at most `maxDepth` of them (the nearest constructs), as before
        // they were answered by a search.
        var scans = maxDepth
        func holdsTouchID(_ n: Int) -> Bool {
            guard scans > 0 else { return false }
            scans -= 1
            if memo.touchIDLiterals == nil { memo.touchIDLiterals = BiometryText.touchIDLiterals(file) }
            return BiometryText.holdsTouchID(n, tree, literals: memo.touchIDLiterals!)
        }
        /// True when an element of sequence `s` before index `k` names the biometry (the first such index is found
        /// once per sequence: a ternary chain's literals share it).
        func mentionedBefore(_ k: Int, in s: Int) -> Bool {
            if let first = memo.firstMention[s] { return first < k }
            let first = tree.children(s).firstIndex(where: { mentionsBiometry($0, file) }) ?? Int.max
            memo.firstMention[s] = first
            return first < k
        }
        var walked = 0
        while let a = tree.parent(c), !typeKinds.contains(tree.kind(a)) {
            walked += 1
            if walked > Self.maxWalk {
                // Deeper than any real code: the enclosing member is still judged, not the constructs between.
                var m: Int? = memberKinds.contains(tree.kind(a)) ? a : tree.ancestor(a, in: memberKinds)
                while let x = m, FileSummary.ownerBlock(of: x, tree) == nil { m = tree.ancestor(x, in: memberKinds) }
                if let x = m { member = x }
                break
            }
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
                    if mentionedBefore(k, in: a) || holdsTouchID(a) { return true }
                }
            case .unresolvedTernaryExpr:
                if let s = tree.parent(a), tree.kind(s) == .sequenceExpr {
                    let elements = tree.children(s)
                    if let k = elements.firstIndex(of: a), mentionedBefore(k, in: s) || holdsTouchID(s) {
                        return true
                    }
                }
            case .codeBlock, .closureExpr, .accessorBlock, .switchCase:
                // A `guard` naming the biometry among the statements before `c` (all of them when `c` is none).
                let guardStmt: Int?
                if let known = memo.firstBiometryGuard[a] {
                    guardStmt = known
                } else {
                    guardStmt = tree.statements(of: a).first {
                        tree.kind($0) == .guardStmt && tree.conditions(of: $0).contains(where: { mentionsBiometry($0, file) })
                    }
                    memo.firstBiometryGuard[a] = .some(guardStmt)
                }
                if let g = guardStmt, !tree.isStatement(c) || tree.start(g) < tree.start(c) { return true }
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
        if let known = memo.readsBiometryType[m] { return known }
        let reads = tree.descendants(m, ofKind: .declReferenceExpr).contains { file.isWord(tree.start($0), "biometryType") }
        memo.readsBiometryType[m] = reads
        return reads
    }

    /// True when identifier `name` is a biometry name (`mentionsBiometry`'s words, lowercased).
    ///
    /// An ASCII name (nearly every one) is searched byte by byte, lower-cased as it is read; any other goes through
    /// the string search (the walk up from a literal asks this of every name it meets, and the string search cost
    /// thousands of instructions a name).
    static func isBiometryName(_ name: String) -> Bool {
        var copy = name
        if let ascii = copy.withUTF8({ containsBiometryWord(asciiBytes: $0) }) { return ascii }
        let word = name.lowercased()
        return biometryWords.contains { word.contains($0) }
    }

    /// `biometryWords` as bytes, for `containsBiometryWord(asciiBytes:)`.
    private static let biometryWordBytes: [[UInt8]] = biometryWords.map { Array($0.utf8) }

    /// Whether the bytes `b`, lower-cased, contain one of `biometryWords`; nil when a byte is not ASCII.
    static func containsBiometryWord(asciiBytes b: UnsafeBufferPointer<UInt8>) -> Bool? {
        var any: UInt8 = 0
        for x in b { any |= x }
        guard any < 0x80 else { return nil }
        @inline(__always) func lower(_ x: UInt8) -> UInt8 { x &- 65 < 26 ? x | 0x20 : x }
        for w in biometryWordBytes where w.count <= b.count {
            for start in 0...(b.count - w.count) where lower(b[start]) == w[0] {
                var k = 1
                while k < w.count && lower(b[start + k]) == w[k] { k += 1 }
                if k == w.count { return true }
            }
        }
        return false
    }
}

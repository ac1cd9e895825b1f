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

/// The Swift side of `portrait_only_orientation`: `override var supportedInterfaceOrientations` and
/// `application(_:supportedInterfaceOrientationsFor:)` whose every return is a literal portrait-only mask.
///
/// The declaration and its returns come from the syntax tree: the getter's `return` statements (not those of
/// closures or functions nested in it), or its single expression. A mask is literal when it is `.portrait`,
/// `.portraitUpsideDown`, `UIInterfaceOrientationMask.portrait` (and `…portraitUpsideDown`), or an array literal
/// of those (`[.portrait]`, `[.portrait, .portraitUpsideDown]`). Any other return (a landscape member, `.all`,
/// `.allButUpsideDown`, a variable, a call, a ternary) means the declaration is left alone. The finding is at
/// the declared name (`supportedInterfaceOrientations`, or the `supportedInterfaceOrientationsFor` label), so a
/// suppression comment goes on the line before the declaration.
extension PortraitOnlyOrientationRule {
    /// Identifier texts the engine calls `visit` at.
    public var triggers: [String] { ["supportedInterfaceOrientations", "supportedInterfaceOrientationsFor"] }

    /// Judges the declaration whose name (or parameter label) is the token at `i` and reports at that token.
    public func visit(_ i: Int, in file: SwiftFile, context: RuleContext, sink: inout FindingSink) {
        let tree = file.syntaxTree
        let body: Int
        let what: String
        let subject: String
        if file.isText(i, "supportedInterfaceOrientations") {
            guard let decl = tree.ancestor(tree.node(containingToken: i), in: [.variableDecl]),
                  tree.declaredNameTokens(in: decl).first == i,
                  tree.children(decl).contains(where: { tree.kind($0) == .declModifier && file.isText(tree.tokens($0).lowerBound, "override") }),
                  let getter = Self.getterBody(decl, tree, file) else { return }
            body = getter
            what = "supportedInterfaceOrientations returns only portrait"
            subject = "this screen"
        } else {
            guard let parameter = tree.node(startingAt: i, kind: .functionParameter),
                  let function = tree.ancestor(parameter, in: [.functionDecl]),
                  SyntaxNames(file: file, tree: tree).declaredName(function) == "application",
                  let block = tree.child(function, .codeBlock) else { return }
            body = block
            what = "application(_:supportedInterfaceOrientationsFor:) returns only portrait"
            subject = "the app"
        }
        guard let returned = Self.returnedExpressions(body, tree), !returned.isEmpty,
              returned.allSatisfy({ Self.isPortraitMask($0, tree, file) }) else { return }
        sink.report(Self.description, at: i, "\(what): \(Self.consequence(subject)); return .all or .allButUpsideDown and lay the screen out by size class (a screen that must stay upright, such as camera capture or a game, suppresses this with a reason).")
    }

    /// The code of `decl`'s getter: the accessor block itself (an implicit getter) or its `get` accessor's body.
    static func getterBody(_ decl: Int, _ tree: SyntaxTree, _ file: SwiftFile) -> Int? {
        guard let binding = tree.child(decl, .patternBinding), let block = tree.child(binding, .accessorBlock) else { return nil }
        let accessors = tree.children(block).filter { tree.kind($0) == .accessorDecl }
        if accessors.isEmpty { return block }
        for a in accessors where file.isText(tree.tokens(a).lowerBound, "get") || tree.children(a).contains(where: { file.isText(tree.tokens($0).lowerBound, "get") }) {
            return tree.child(a, .codeBlock)
        }
        return nil
    }

    /// The expressions `body` returns: each `return`'s value outside nested closures and functions, or, with no
    /// `return`, its single expression statement; nil when a `return` has no value.
    static func returnedExpressions(_ body: Int, _ tree: SyntaxTree) -> [Int]? {
        let nested: Set<SyntaxKind> = [.closureExpr, .functionDecl, .variableDecl, .classDecl, .structDecl, .enumDecl, .actorDecl, .extensionDecl]
        let returns = tree.descendants(body, ofKind: .returnStmt, stoppingAt: nested)
        if returns.isEmpty {
            let statements = tree.statements(of: body)
            guard statements.count == 1 else { return nil }
            let s = statements[0]
            return [tree.kind(s) == .expressionStmt ? (tree.children(s).first ?? s) : s]
        }
        var out: [Int] = []
        for r in returns {
            guard let value = tree.children(r).first else { return nil }
            out.append(value)
        }
        return out
    }

    /// True for a literal mask of only `.portrait` / `.portraitUpsideDown` (members, or an array literal of them).
    static func isPortraitMask(_ e: Int, _ tree: SyntaxTree, _ file: SwiftFile) -> Bool {
        switch tree.kind(e) {
        case .memberAccessExpr:
            guard let name = tree.lastChild(e) else { return false }
            let member = file.text(tree.tokens(name).lowerBound)
            guard member == "portrait" || member == "portraitUpsideDown" else { return false }
            guard let base = tree.base(ofMember: e) else { return true }
            return tree.kind(base) == .declReferenceExpr && file.isText(tree.tokens(base).lowerBound, "UIInterfaceOrientationMask")
                && tree.tokens(base).count == 1
        case .arrayExpr:
            let elements = tree.children(e).filter { tree.kind($0) == .arrayElement }
            return !elements.isEmpty && elements.allSatisfy { el in
                tree.children(el).first.map { isPortraitMask($0, tree, file) } ?? false
            }
        default:
            return false
        }
    }
}

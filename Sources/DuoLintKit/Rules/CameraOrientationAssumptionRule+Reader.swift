/// How `camera_orientation_assumption` reads what a rotation or mirroring value is decided from: through local
/// bindings, the file's own members and an enclosing `switch` or `if`, each range read once per file.
extension CameraOrientationAssumptionRule {
    /// What the expansions of one lint of one file found, by range, depth, owner and what was wanted: each
    /// binding value and member body is read once per file however many assignments name it, and bindings
    /// that refer to each other many times over (`let b = a + a`) are read once each.
    final class Memo {
        struct Key: Hashable {
            var start: Int
            var end: Int
            var depth: Int
            var owner: String?
            var position: Bool
        }
        var results: [Key: Bool] = [:]
    }

    /// Looks for what a value is decided from, following local bindings and the file's own members.
    struct Reader {
        enum Wanted { case orientation, position }
        let file: SwiftFile
        let context: RuleContext
        let wanted: Wanted

        /// `finds(in:depth:owner:)` for a binding's value or a member's body, remembered for the file's lint
        /// (`RuleContext.memo`); a range being read is taken as not reading what is wanted while it is read.
        private func expand(_ range: Range<Int>, depth: Int, owner: String?) -> Bool {
            let memo = context.memo(Memo.self) { Memo() }
            let key = Memo.Key(start: range.lowerBound, end: range.upperBound, depth: depth, owner: owner, position: wanted == .position)
            if let known = memo.results[key] { return known }
            memo.results[key] = false
            let found = finds(in: range, depth: depth, owner: owner)
            memo.results[key] = found
            return found
        }

        /// True when the tokens `range` (a value, a condition, a member's body) read what is wanted, following
        /// bare names to their local bindings and to this file's members (`depth` levels of members).
        func finds(in range: Range<Int>, depth: Int = 2, owner: String? = nil) -> Bool {
            let tree = file.syntaxTree
            var position = false, side = false, compares = false
            for t in range {
                switch file.kind(t) {
                case .binaryOperator where file.isText(t, "==") || file.isText(t, "!="):
                    compares = true
                    continue
                case .keyword where file.isWord(t, "case"):
                    compares = true
                    continue
                case .identifier: break
                default: continue
                }
                if wanted == .orientation, reads(t, owner: owner) { return true }
                if wanted == .position {
                    if file.text(t).lowercased().contains("position") { position = true }
                    if file.isMember(t), file.isWord(t, "front") || file.isWord(t, "back") { side = true }
                    if position && side && compares { return true }
                }
                if !file.isMember(t), let b = file.binding(referencedAt: t), !range.contains(b.name),
                   expand(b.value, depth: depth, owner: owner) {
                    return true
                }
                if depth > 0, let node = tree.node(exactlyAt: t), let (body, bodyOwner) = memberBody(named: t, at: node),
                   expand(body, depth: depth - 1, owner: bodyOwner) {
                    return true
                }
            }
            return false
        }

        /// True when token `t` (an identifier) reads an orientation: `UIDevice.current.orientation`,
        /// `….interfaceOrientation`, `….statusBarOrientation`, or a parameter written as an orientation type.
        private func reads(_ t: Int, owner: String?) -> Bool {
            let tree = file.syntaxTree
            // In `extension UIDevice { var videoOrientation: … { switch orientation { … } } }`: the device's own.
            if owner == "UIDevice", file.isWord(t, "orientation"), !file.isMember(t) || isSelfMember(t) { return true }
            if !file.isMember(t), file.isWord(t, "interfaceOrientation") || file.isWord(t, "statusBarOrientation"),
               case .member = DeclaredTypes.declaration(ofNameAt: t, file) {
                return true
            }
            if file.isMember(t) {
                if file.isWord(t, "interfaceOrientation") || file.isWord(t, "statusBarOrientation") { return true }
                if file.isWord(t, "orientation"), let n = tree.node(exactlyAt: t), let m = tree.parent(n), let b = tree.base(ofMember: m),
                   file.isWord(tree.start(tree.chainRoot(b)), "UIDevice") {
                    return true
                }
                return false
            }
            if case .parameter(let type?) = DeclaredTypes.declaration(ofNameAt: t, file) {
                return type == "UIDeviceOrientation" || type == "UIInterfaceOrientation"
            }
            return false
        }

        /// True when token `t` is the member name of `self.t`.
        private func isSelfMember(_ t: Int) -> Bool {
            let tree = file.syntaxTree
            guard let n = tree.node(exactlyAt: t), tree.isMemberName(n), let m = tree.parent(n), let b = tree.base(ofMember: m) else { return false }
            return tree.tokens(b).count == 1 && file.isWord(tree.start(b), "self")
        }

        /// Types whose members in this file a value may name through a base or an implicit member
        /// (`UIDevice.current.videoOrientation`, `.current` of `AVCaptureVideoOrientation`).
        static let orientationOwners: Set<String> = [
            "UIDevice", "UIDeviceOrientation", "UIInterfaceOrientation", "AVCaptureVideoOrientation", "UIWindowScene", "UIApplication",
        ]

        /// The body tokens and owner of the function or property of this file that the reference at token `t`
        /// (node `node`) names: for a bare name or `self.name`, a member of the enclosing type or a declaration
        /// at file scope; for any other member name, a member of one of `orientationOwners`. Nil for a local or
        /// parameter, or a member of another file (its tokens are not this file's).
        private func memberBody(named t: Int, at node: Int) -> (Range<Int>, String?)? {
            let own = !file.isMember(t) || isSelfMember(t)
            if !file.isMember(t) {
                guard case .member = DeclaredTypes.declaration(ofNameAt: t, file) else { return nil }
            }
            let owner = DeclaredTypes.enclosingTypeName(node, file)
            let entry = context.members(named: file.text(t)).first { e in
                guard context.isOwn(e), e.value.kind != .initializer, e.value.body != nil else { return false }
                if own { return e.value.owner == owner || e.value.owner == nil }
                return e.value.owner.map { Self.orientationOwners.contains($0) } ?? false
            }
            return entry.flatMap { e in e.value.body.map { ($0, e.value.owner) } }
        }

        /// True when the assignment `target = …` sits in a `switch` whose subject, or an `if` whose condition,
        /// reads what is wanted, within the same function or closure.
        func findsAround(_ target: Int) -> Bool {
            let tree = file.syntaxTree
            var n = target
            while let p = tree.parent(n), !SyntaxTree.parameterScopes.contains(tree.kind(p)) {
                if tree.kind(p) == .switchExpr, tree.kind(n) == .switchCase, let subject = tree.firstChild(p), tree.kind(subject).isExpression {
                    var range = tree.tokens(subject)
                    // `switch position { case .front: … }`: the case labels hold the side compared with.
                    if wanted == .position, let label = tree.child(n, .switchCaseLabel) ?? tree.child(n, .switchDefaultLabel) { range = range.lowerBound..<tree.end(label) }
                    if finds(in: range) { return true }
                }
                if tree.kind(p) == .ifExpr, tree.kind(n) == .codeBlock,
                   tree.conditions(of: p).contains(where: { finds(in: tree.tokens($0)) }) {
                    return true
                }
                n = p
            }
            return false
        }
    }
}

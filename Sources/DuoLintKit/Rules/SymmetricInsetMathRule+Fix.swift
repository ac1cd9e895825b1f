/// The rewrites `symmetric_inset_math` proposes (`duolint --fix`), built from the operator sequence or the
/// initializer call the rule judged: `B.bounds.width - E.left * 2` (and `2 * E.left`, `- E.left - E.left`) →
/// `B.bounds.inset(by: E).width` when `E` is the same view's `UIEdgeInsets` (`safeAreaInsets`/`layoutMargins`);
/// otherwise the doubled edge becomes both edges (`E.left * 2` → `E.left + E.right`, `E.left + E.left` →
/// `E.left + E.right`); a copied edge in an edge-insets initializer becomes its own (`right: i.left` →
/// `right: i.right` when `left: i.left` is there). Every other form gets no fix (see the rule page).
extension SymmetricInsetMathRule {
    /// What stands next to an operand in a flat operator sequence, as far as grouping goes.
    enum Neighbour: Equatable {
        /// Nothing: the operand starts or ends the sequence.
        case none
        /// `+` or `-`: additive, left-associative.
        case plus, minus
        /// An operator that binds looser than `+` (comparison, `??`, ranges, `&&`, `||`, assignment).
        case loose
        /// Anything else (`*`, `/`, a custom operator, `as`, a ternary): no fix.
        case other
    }

    /// Operators that bind looser than addition (Swift's standard precedence groups).
    private static let looseOperators: Set<String> = [
        "==", "!=", "===", "!==", "<", "<=", ">", ">=", "??", "...", "..<", "&&", "||", "+=", "-=", "*=", "/=",
    ]

    /// The kind of element `x` of `elements` (a sequence's children), `.none` outside the sequence.
    func neighbour(_ file: SwiftFile, _ elements: [Int], _ x: Int) -> Neighbour {
        guard x >= 0, x < elements.count else { return .none }
        let tree = file.syntaxTree, n = elements[x]
        if tree.kind(n) == .assignmentExpr { return .loose }
        guard tree.kind(n) == .binaryOperatorExpr, tree.tokens(n).count == 1 else { return .other }
        let text = file.text(tree.start(n))
        if text == "+" { return .plus }
        if text == "-" { return .minus }
        return Self.looseOperators.contains(text) ? .loose : .other
    }

    /// The fix for a doubled edge in the sequence `elements`, where the edge expression `e` (parentheses
    /// included) stands at index `k` and `member` is the edge's member access (`insets.left`); `form` says
    /// which of the reported shapes it is. Nil where no rewrite is certain.
    func sequenceFix(_ file: SwiftFile, _ elements: [Int], _ k: Int, member: Int, form: DoubledForm) -> ProposedFix? {
        let tree = file.syntaxTree
        guard let name = tree.lastChild(member), let edgeName = Optional(file.text(tree.start(name))),
              let opposite = Self.opposite[edgeName] else { return nil }
        // Another read of this edge or its opposite in the sequence (`L + L + L`, `W - L * 2 - R`): the fixes of two
        // findings there would be right alone but wrong together (and not idempotent), so none.
        let reads = form == .plusItself || form == .minusTwice ? 2 : 1
        guard edgeReads(file, elements, member: member, names: [edgeName, opposite]) <= reads,
              statementEdgeReads(file, member: member, names: [edgeName, opposite]) <= reads else { return nil }
        // The minuend and the subtrahend's last element of `M - E * 2`, `M - 2 * E`, `M - E - E`.
        let (minuend, last): (Int, Int) = switch form {
        case .timesTwo: (k - 2, k + 2)
        case .twoTimes: (k - 4, k)
        case .minusTwice: (k - 2, k + 2)
        case .plusItself: (-1, k + 2)
        }
        if form != .plusItself, minuend >= 0, neighbour(file, elements, minuend + 1) == .minus,
           [.none, .plus, .loose].contains(neighbour(file, elements, minuend - 1)),
           [.none, .plus, .minus, .loose].contains(neighbour(file, elements, last + 1)),
           let fix = insetByFix(file, minuend: elements[minuend], member: member, through: tree.end(elements[last]) - 1) {
            return fix
        }
        let after = neighbour(file, elements, last + 1)
        guard [.none, .plus, .minus, .loose].contains(after) else { return nil }
        let both = "Use both the \(edgeName) and the \(opposite) inset"
        switch form {
        case .plusItself, .minusTwice:
            // `E.left + E.left`, `x - E.left - E.left`: the second read becomes the opposite edge.
            let before = form == .plusItself ? neighbour(file, elements, k - 1) : .minus
            guard before == .none || before == .plus || before == .loose || form == .minusTwice else { return nil }
            let second = elements[k + 2], offset = tree.start(name) - tree.start(tree.parenthesized(member, in: file))
            let t = tree.start(second) + offset
            guard file.sameText(t, tree.start(name)) else { return nil }
            return ProposedFix(both, [FixEdit.replace(tokens: t..<t + 1, in: file, with: opposite)])
        case .timesTwo, .twoTimes:
            let before = neighbour(file, elements, form == .timesTwo ? k - 1 : k - 3)
            guard before != .other, let copy = simpleText(file, tree.tokens(member)) else { return nil }
            let mirrored = String(copy.dropLast(edgeName.utf8.count)) + opposite
            let sign = before == .minus ? "-" : "+"
            let e = elements[k]
            if form == .timesTwo {
                // `E.left * 2` → `E.left + E.right`: from the `*` to the `2`.
                let times = tree.start(elements[k + 1]), two = tree.start(elements[k + 2])
                guard noComment(file, from: times, through: two) else { return nil }
                return ProposedFix(both, [FixEdit.replace(tokens: times..<two + 1, in: file, with: "\(sign) \(mirrored)")])
            }
            // `2 * E.left` → `E.left + E.right`: `2 * ` goes, ` + E.right` follows the edge.
            let two = tree.start(elements[k - 2])
            guard noComment(file, from: two, through: tree.start(e)) else { return nil }
            let cut = Int(file.tokens[two].start)..<Int(file.tokens[tree.start(e)].start)
            return ProposedFix(both, [FixEdit(cut, ""), .insert(" \(sign) \(mirrored)", at: Int(file.tokens[tree.end(e) - 1].end))])
        }
    }

    /// How many times the elements of `elements` read the container of `member` (`insets` of `insets.left`)
    /// followed by `.` and one of `names`, counted over their tokens.
    private func edgeReads(_ file: SwiftFile, _ elements: [Int], member: Int, names: [String]) -> Int {
        let tree = file.syntaxTree, m = tree.tokens(member)
        let container = m.lowerBound..<(m.upperBound - 2)
        var count = 0
        for e in elements {
            let r = tree.tokens(e)
            var t = r.lowerBound
            while t + container.count + 1 < r.upperBound {
                let match = zip(t..., container).allSatisfy { file.sameText($0, $1) }
                    && file.kind(t + container.count) == .period && names.contains(file.text(t + container.count + 1))
                if match { count += 1 }
                t += 1
            }
        }
        return count
    }

    /// Reads of an edge named in `names` (`.left`, `` .`left` ``) of the same insets as `member` (the same
    /// receiver name, or any `safeAreaInsets` / `layoutMargins` / `directionalLayoutMargins`) in the arithmetic
    /// around `member`'s sequence: outer sequences, through parentheses (`(x - i.left * 2) - i.left`, `x - i.left * 2
    /// - view.safeAreaInsets.left`), not into the other arguments of a call.
    private func statementEdgeReads(_ file: SwiftFile, member: Int, names: Set<String>) -> Int {
        let tree = file.syntaxTree
        guard var top = tree.ancestor(member, in: [.sequenceExpr]) else { return 0 }
        while let p = tree.parent(top) {
            if tree.kind(p) == .sequenceExpr || (tree.kind(p) == .tupleExpr && tree.children(p).count == 1) {
                top = p
            } else if tree.kind(p) == .labeledExpr, let g = tree.parent(p), tree.kind(g) == .tupleExpr, tree.children(g).count == 1 {
                top = g
            } else {
                break
            }
        }
        let m = tree.tokens(member)
        guard m.count >= 3 else { return 0 }
        func bare(_ t: Int) -> String { let x = file.text(t); return x.hasPrefix("`") ? String(x.dropFirst().dropLast()) : x }
        let receivers: Set<String> = [bare(m.upperBound - 3), "safeAreaInsets", "layoutMargins", "directionalLayoutMargins"]
        var count = 0
        let r = tree.tokens(top)
        for t in r.dropFirst().dropLast() where file.kind(t) == .period && file.kind(t + 1) == .identifier && file.kind(t - 1) == .identifier {
            if names.contains(bare(t + 1)), receivers.contains(bare(t - 1)) { count += 1 }
        }
        return count
    }

    /// The shapes of a doubled edge `sequenceFix` rewrites.
    enum DoubledForm {
        case timesTwo, twoTimes, minusTwice, plusItself
    }

    /// `B.bounds.inset(by: C).width` for the minuend node `minuend` (`B.bounds.width`) and the edge member access
    /// `member` (`C.left`) when `C` is the same view's UIKit insets (`B.safeAreaInsets`, `B.layoutMargins`, or a
    /// local binding of one of them) and the axis matches; the fix replaces the minuend's dimension and
    /// everything through token `lastToken`. Nil otherwise, or when a comment would be deleted.
    private func insetByFix(_ file: SwiftFile, minuend: Int, member: Int, through lastToken: Int) -> ProposedFix? {
        let tree = file.syntaxTree
        guard tree.kind(minuend) == .memberAccessExpr, let dimension = tree.lastChild(minuend),
              let bounds = tree.base(ofMember: minuend), let name = tree.lastChild(member),
              let container = tree.base(ofMember: member) else { return nil }
        let d = tree.start(dimension), edge = file.text(tree.start(name))
        let axisOK = file.isWord(d, "width") ? (edge == "left" || edge == "right") : file.isWord(d, "height") && (edge == "top" || edge == "bottom")
        guard axisOK, let view = viewOf(file, bounds, property: ["bounds"]), let insetsText = simpleText(file, tree.tokens(container)) else { return nil }
        // The view whose insets `container` is: its own chain, or the chain a local binding was made from.
        var insetsView = viewOf(file, container, property: ["safeAreaInsets", "layoutMargins"])
        var property = tree.end(container) - 1
        if insetsView == nil, tree.kind(container) == .declReferenceExpr, let b = file.binding(referencedAt: tree.start(container)),
           let n = tree.node(exactlyAt: b.value.upperBound - 1).map(tree.nameExpression), tree.tokens(n) == b.value {
            insetsView = viewOf(file, n, property: ["safeAreaInsets", "layoutMargins"])
            property = b.value.upperBound - 1
        }
        guard let insetsView, insetsView == view else { return nil }
        let boundsEnd = tree.end(bounds) - 1
        guard noComment(file, from: boundsEnd, through: lastToken) else { return nil }
        let dimensionEnd = Int(file.tokens[d].end)
        let whole = file.isWord(property, "layoutMargins") ? "layout margins" : "safe area"
        return ProposedFix("Inset the bounds by the whole \(whole)", [
            .insert(".inset(by: \(insetsText))", at: Int(file.tokens[boundsEnd].end)),
            FixEdit(dimensionEnd..<Int(file.tokens[lastToken].end), ""),
        ])
    }

    /// The text of the view that expression `n` reads one of `property` from (`view.bounds` gives `view`,
    /// `bounds` and `self.bounds` give ``), or nil when `n` is no such read or its chain is not simple.
    private func viewOf(_ file: SwiftFile, _ n: Int, property: [String]) -> String? {
        let tree = file.syntaxTree
        if tree.kind(n) == .declReferenceExpr, tree.tokens(n).count == 1 {
            return property.contains(file.text(tree.start(n))) ? "" : nil
        }
        guard tree.kind(n) == .memberAccessExpr, let p = tree.lastChild(n), property.contains(file.text(tree.start(p))),
              let base = tree.base(ofMember: n), let text = simpleText(file, tree.tokens(base)) else { return nil }
        return text == "self" ? "" : text
    }

    /// The text of tokens `r` when they are a plain chain on one line (names, `self`, periods, nothing but
    /// spaces between them); nil otherwise (a call, an optional, a comment or a line break inside).
    func simpleText(_ file: SwiftFile, _ r: Range<Int>) -> String? {
        guard !r.isEmpty else { return nil }
        var out = ""
        for t in r {
            let k = file.kind(t)
            guard k == .identifier || k == .period || file.isWord(t, "self") else { return nil }
            if t > r.lowerBound, file.tokens[t].start != file.tokens[t - 1].end { return nil }
            out += file.text(t)
        }
        return out
    }

    /// True when no comment lies between tokens `a` and `b` (inclusive): the trivia between them is whitespace.
    func noComment(_ file: SwiftFile, from a: Int, through b: Int) -> Bool {
        guard a < b else { return true }
        let bytes = file.source.bytes
        for t in (a + 1)...b where bytes[Int(file.tokens[t - 1].end)..<Int(file.tokens[t].start)].contains(UInt8(ascii: "/")) {
            return false
        }
        return true
    }

    /// The fix for an edge copied into the opposite edge of an edge-insets initializer: `right: i.left` →
    /// `right: i.right`, only when the call's own argument for that edge (`left:`) reads the same expression
    /// (then the second is a copy, not a deliberate mirror). `member` is the copied edge's member access,
    /// `args` the call's arguments.
    func initializerFix(_ file: SwiftFile, member: Int, edgeName: String, args: [Int]) -> ProposedFix? {
        let tree = file.syntaxTree
        guard let name = tree.lastChild(member), let opposite = Self.opposite[edgeName], let from = Self.side[edgeName] else { return nil }
        let own = args.first { a in
            guard let l = file.argument(ofLabeled: a).label, Self.side[file.text(l)] == from, let v = tree.firstChild(a) else { return false }
            let x = tree.tokens(v), y = tree.tokens(member)
            return x.count == y.count && zip(x, y).allSatisfy { file.sameText($0, $1) }
        }
        guard own != nil else { return nil }
        return ProposedFix("Use the \(opposite) inset for the \(opposite) edge",
                           [FixEdit.replace(tokens: tree.start(name)..<tree.start(name) + 1, in: file, with: opposite)])
    }
}

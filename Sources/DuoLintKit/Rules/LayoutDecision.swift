/// Does a condition decide layout, and how? The shared judgement of `idiom_layout_check`,
/// `orientation_layout_check` and the project model's `LayoutUses`.
///
/// A test (an idiom comparison, an orientation read, a predicate's name) decides a *site*: the branches it
/// picks between (an `if`'s or `guard`'s code, a ternary's results, a `switch`'s cases) and the names its
/// result flows into (an assigned property, a bound name, an argument label and its call, a dictionary key,
/// the member that returns it). The site decides layout when one of those names or an identifier in the
/// branches names a layout property (`LayoutVocabulary`): presentation style, navigation container, column
/// count, frame, padding, font size, axis, sheet detent. It does not when the condition also tests
/// `#available` or a comment right above calls it a bug workaround, or when the site feeds a camera, video,
/// Vision, an orientation mask or a hardware capability (pointer, Pencil, CarPlay). Device names, asset and
/// string choices name no layout property and so stay silent by default (string literals are not read,
/// except a dictionary key a value is stored under).
struct DecisionSite {
    /// The condition node (a `conditionElement`, a ternary's condition, a `switch` subject), for its words.
    var condition: Int
    /// Nodes whose code the test picks between.
    var branches: [Int] = []
    /// Tokens naming where the chosen value goes (an identifier, or a string literal used as a key).
    var consumers: [Int] = []
    /// The local binding the chosen value (or the test's Boolean) initializes, to be judged by its uses.
    var binding: Binding?
    /// True when the condition also tests `#available` (an OS-version workaround).
    var vetoed = false
}

extension SwiftFile {
    /// The site that the test expression `e` (a node) decides, or nil when `e` is part of no decision the
    /// walk knows (it stops after 12 levels).
    func decisionSite(ofTest e: Int) -> DecisionSite? {
        let tree = syntaxTree
        var n = e
        for _ in 0..<12 {
            if let (els, k) = tree.sequencePosition(n), let seq = tree.parent(n) {
                let assign = els[..<k].lastIndex { tree.kind($0) == .assignmentExpr }
                if let j = els[(k + 1)...].firstIndex(where: { tree.kind($0) == .unresolvedTernaryExpr || tree.kind($0) == .assignmentExpr }),
                   tree.kind(els[j]) == .unresolvedTernaryExpr {
                    var s = DecisionSite(condition: n, branches: [els[j]] + els[(j + 1)...])
                    if let a = assign { s.consumers = nameTokens(els[a - 1]) } else { flow(from: seq, into: &s) }
                    return s
                }
                if let a = assign { return DecisionSite(condition: n, consumers: nameTokens(els[a - 1])) }
                n = seq
                continue
            }
            guard let p = tree.parent(n) else { return nil }
            switch tree.kind(p) {
            case .prefixOperatorExpr, .tryExpr, .awaitExpr, .matchingPatternCondition, .optionalChainingExpr, .forceUnwrapExpr:
                n = p
            case .labeledExpr where tree.parent(p).map { tree.kind($0) == .tupleExpr } ?? false:
                guard let t = tree.parent(p) else { return nil }
                if tree.children(t).count == 1 { n = t; continue }
                guard let sw = tree.parent(t), tree.kind(sw) == .switchExpr, tree.firstChild(sw) == t else { return nil }
                return switchSite(sw, subject: t)
            case .conditionElement:
                guard let st = tree.parent(p) else { return nil }
                return statementSite(st, condition: p)
            case .switchExpr where tree.firstChild(p) == n:
                return switchSite(p, subject: n)
            case .switchCaseLabel:
                // `case .a where test:` decides that case's body.
                guard let c = tree.parent(p) else { return nil }
                return DecisionSite(condition: n, branches: tree.children(c).filter { $0 != p })
            default:
                // A Boolean value: where does it go?
                var s = DecisionSite(condition: n)
                flow(from: n, into: &s)
                return s.consumers.isEmpty && s.binding == nil ? nil : s
            }
        }
        return nil
    }

    /// The site of `if`/`guard`/`while` statement `st` whose condition element `c` holds the test.
    func statementSite(_ st: Int, condition c: Int) -> DecisionSite {
        let tree = syntaxTree
        var s = DecisionSite(condition: c)
        // Read in place (no arrays): `SyntaxTree.conditions(of:)`, then the children as the branches.
        let stKind = tree.kind(st)
        var available = false
        if stKind == .ifExpr || stKind == .guardStmt || stKind == .whileStmt {
            var x = tree.firstChild(st)
            while let e = x, !available {
                if tree.kind(e) == .conditionElement, let f = tree.firstChild(e), tree.kind(f) == .availabilityCondition { available = true }
                x = tree.nextSibling(e)
            }
        }
        s.vetoed = available || commentAbove(tree.tokens(st).lowerBound, mentionsAnyOf: SwiftFile.workaroundWords)
        switch stKind {
        case .ifExpr:
            s.branches = childNodes(of: st, from: tree.firstChild(st)) { tree.kind($0) == .codeBlock || tree.kind($0) == .ifExpr }
            flow(from: st, into: &s)
        case .guardStmt:
            // The code after the guard runs only when the test passes: the block's statements after it.
            if tree.parent(st) != nil { s.branches = childNodes(of: st, from: tree.nextSibling(st)) { _ in true } }
        default:
            s.branches = childNodes(of: st, from: tree.firstChild(st)) { tree.kind($0) == .codeBlock }
        }
        return s
    }

    /// The words of a comment that calls the code below it a workaround (`commentAbove`).
    static let workaroundWords = ["bug", "workaround", "radar", "crash"]

    /// The nodes from `first` on through its next siblings (`nextSibling`) that `keep` takes, in order, in an
    /// array allocated once at its size; `first` nil gives none.
    private func childNodes(of _: Int, from first: Int?, _ keep: (Int) -> Bool) -> [Int] {
        let tree = syntaxTree
        var n = 0
        var x = first
        while let e = x { if keep(e) { n += 1 }; x = tree.nextSibling(e) }
        guard n > 0 else { return [] }
        var out: [Int] = []
        out.reserveCapacity(n)
        x = first
        while let e = x { if keep(e) { out.append(e) }; x = tree.nextSibling(e) }
        return out
    }

    /// The site of `switch` `sw` on `subject`: its cases, and where the switch's value goes.
    private func switchSite(_ sw: Int, subject: Int) -> DecisionSite {
        var s = DecisionSite(condition: subject, branches: syntaxTree.children(sw).filter { syntaxTree.kind($0) == .switchCase })
        flow(from: sw, into: &s)
        return s
    }

    /// Follows the value of expression `v` up to the names it flows into and adds them to `s`: an assignment's
    /// target, a binding (kept in `s.binding` when it is a simple local one), argument labels and callees, a
    /// dictionary key, the member that returns it (explicitly or as a single-expression body).
    func flow(from v: Int, into s: inout DecisionSite) {
        let tree = syntaxTree
        var n = v
        for _ in 0..<16 {
            guard let p = tree.parent(n) else { return }
            switch tree.kind(p) {
            case .sequenceExpr:
                guard let (els, k) = tree.sequencePosition(n) else { return }
                if let a = els[..<k].lastIndex(where: { tree.kind($0) == .assignmentExpr }) { s.consumers += nameTokens(els[a - 1]); return }
                n = p
            case .patternBinding:
                guard let name = tree.firstChild(p), name != n else { return }
                let t = tree.tokens(name).lowerBound
                s.consumers.append(t)
                // Only a value bound as it is (not an argument of a call whose result is bound) follows the binding.
                if s.consumers.count == 1, let b = binding(declaredAt: t), b.value == tree.tokens(n) { s.binding = b }
                return
            case .labeledExpr:
                if kind(tree.tokens(p).lowerBound + 1) == .colon { s.consumers.append(tree.tokens(p).lowerBound) }
                n = p
            case .functionCallExpr, .subscriptCallExpr:
                if let c = tree.calleeName(ofCall: p) { s.consumers.append(tree.tokens(c).lowerBound) }
                n = tree.chainTop(p)
                if n == p { n = p } else { s.consumers += tree.modifiers(of: p).compactMap { tree.lastChild($0).map { tree.tokens($0).lowerBound } } }
            case .dictionaryElement:
                if let key = tree.firstChild(p), key != n { s.consumers += tree.tokens(key).filter { kind($0) == .identifier || kind($0) == .stringSegment } }
                return
            case .returnStmt:
                s.consumers += enclosingMemberName(p).map { [$0] } ?? []
                return
            case .codeBlock, .accessorBlock:
                // The only statement of a block: the value of an `if`/`switch` expression or an implicit return.
                // Exactly one child: the first ends where the block's subtree does.
                guard let only = tree.firstChild(p), tree.nextSibling(only) == nil, let owner = tree.parent(p) else { return }
                if tree.kind(owner) == .ifExpr || tree.kind(owner) == .switchCase { n = owner; continue }
                s.consumers += enclosingMemberName(p).map { [$0] } ?? []
                return
            case .switchCase:
                guard let sw = tree.parent(p) else { return }
                n = sw
            case .ifExpr where tree.kind(n) == .ifExpr:
                n = p
            case .expressionStmt, .tupleExpr, .arrayElement, .arrayExpr, .dictionaryExpr, .tryExpr, .awaitExpr,
                 .memberAccessExpr, .optionalChainingExpr, .forceUnwrapExpr, .prefixOperatorExpr:
                n = p
            default:
                return
            }
        }
    }

    /// The name tokens of an assignment target or an expression: its last member name (`axis` in `stack.axis`),
    /// or its reference.
    func nameTokens(_ e: Int) -> [Int] {
        let tree = syntaxTree
        if tree.kind(e) == .memberAccessExpr, let l = tree.lastChild(e) { return [tree.tokens(l).lowerBound] }
        return tree.tokens(e).filter { kind($0) == .identifier }.suffix(1)
    }

    /// The name token of the function, property or subscript around node `n`, or nil.
    func enclosingMemberName(_ n: Int) -> Int? {
        let tree = syntaxTree
        let around = count > LayoutDecisionIndex.minimumTokenCount
            ? table(LayoutDecisionIndex.self) { LayoutDecisionIndex($0) }.memberOrClosure(around: n) : memberOrClosure(around: n)
        guard let d = around, tree.kind(d) != .closureExpr else { return nil }
        if tree.kind(d) == .variableDecl, let b = tree.child(d, .patternBinding), let name = tree.firstChild(b) {
            return tree.tokens(name).lowerBound
        }
        return tree.tokens(d).first { kind($0) == .identifier && isWord($0 - 1, "func") }
    }

    /// The nearest function, variable, subscript or closure around node `n` (not `n` itself), or nil:
    /// `SyntaxTree.ancestor(n, in:)` with those kinds, without making their set at each call.
    private func memberOrClosure(around n: Int) -> Int? {
        let tree = syntaxTree
        var p = tree.parent(n)
        while let k = p {
            switch tree.kind(k) {
            case .functionDecl, .variableDecl, .subscriptDecl, .closureExpr: return k
            default: p = tree.parent(k)
            }
        }
        return nil
    }

    /// True when a comment directly before token `t` (in the trivia between the previous token and `t`)
    /// contains one of `words` (lower-cased match).
    func commentAbove(_ t: Int, mentionsAnyOf words: [String]) -> Bool {
        guard t > 0 else { return false }
        let from = tokens[t - 1].end, to = tokens[t].start
        var lo = 0, hi = comments.count
        while lo < hi { let mid = (lo + hi) / 2; if comments[mid].start < from { lo = mid + 1 } else { hi = mid } }
        while lo < comments.count, comments[lo].end <= to {
            let (start, end) = (Int(comments[lo].start), Int(comments[lo].end))
            if source.bytes.withUnsafeBufferPointer({ SwiftFile.mentions($0, start, end, anyOf: words) }) { return true }
            lo += 1
        }
        return false
    }

    /// True when one of the words of `b[start..<end]` as `LayoutVocabulary.words` splits and lower-cases them
    /// (split at every byte that is not an ASCII letter or digit, and before an upper-case letter after a
    /// lower-case one or starting a capitalised word after an acronym) is one of `words`, compared byte for
    /// byte: no String is made (a comment of a dozen words made a dozen lower-cased Strings).
    static func mentions(_ b: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int, anyOf words: [String]) -> Bool {
        @inline(__always) func isUpper(_ x: UInt8) -> Bool { x &- 65 < 26 }
        @inline(__always) func isLower(_ x: UInt8) -> Bool { x &- 97 < 26 || x &- 48 < 10 }
        // The word `b[from..<to]`, lower-cased (its bytes are ASCII letters and digits), against each of `words`.
        func matches(_ from: Int, _ to: Int) -> Bool {
            guard to > from else { return false }
            return words.contains { w in
                w.utf8.count == to - from && w.utf8.enumerated().allSatisfy { k, c in
                    let x = b[from + k]
                    return (isUpper(x) ? x + 32 : x) == c
                }
            }
        }
        var wordStart = start
        var i = start
        while i < end {
            let x = b[i]
            if !isUpper(x) && !isLower(x) {
                if matches(wordStart, i) { return true }
                wordStart = i + 1
            } else if i > wordStart, isUpper(x), isLower(b[i - 1]) || (i + 1 < end && isLower(b[i + 1]) && isUpper(b[i - 1])) {
                if matches(wordStart, i) { return true }
                wordStart = i
            }
            i += 1
        }
        return matches(wordStart, end)
    }

    /// True when the 6 bytes at `start` spell `return`.
    @inline(__always) private static func isReturn(_ b: UnsafeBufferPointer<UInt8>, _ start: Int) -> Bool {
        b[start] == 0x72 && b[start + 1] == 0x65 && b[start + 2] == 0x74 && b[start + 3] == 0x75 && b[start + 4] == 0x72
            && b[start + 5] == 0x6E
    }

    /// Judges `s`: the token of the first name that makes it a layout decision (an assignment target, a label
    /// or a member name first, then any), or nil when it is vetoed or names no layout property. Names come from
    /// the consumers, the branches' identifiers (not those the condition reads, not case labels) and, when a
    /// branch returns, the enclosing member's name. Reads `LayoutNameTable` and `LayoutDecisionIndex`, so it
    /// allocates little and visits only the classified names of the branches (once a preferred name is found,
    /// only their vetoes), not every token.
    func layoutWord(of s: DecisionSite) -> Int? {
        guard !s.vetoed else { return nil }
        return layoutWord(of: s, names: table(LayoutNameTable.self) { LayoutNameTable($0) })
    }

    /// `layoutWord(of:)` with this file's `LayoutNameTable` at hand (`names`, from `table(LayoutNameTable.self)`):
    /// for a walk that judges many sites of the file and looks the table up once.
    func layoutWord(of s: DecisionSite, names table: LayoutNameTable) -> Int? {
        guard !s.vetoed else { return nil }
        let tree = syntaxTree
        let condition = tree.tokens(s.condition)
        for t in condition where kind(t) == .identifier {
            if table.bits(t, in: self) & (LayoutNameTable.veto | LayoutNameTable.conditionVeto) != 0 { return nil }
        }
        // A name the condition itself reads is the data the branches pass on, not what they choose. Asked only of
        // classified names, which most sites' branches lack: the condition's names are listed at the first question
        // (made for every site, the list grown as filled took 7,728 allocations over the eight real apps of
        // issue 20), at their count.
        var tested: [Int]?
        func isTested(_ t: Int) -> Bool {
            if tested == nil {
                var names: [Int] = []
                names.reserveCapacity(condition.count(where: { kind($0) == .identifier }))
                for c in condition where kind(c) == .identifier { names.append(c) }
                tested = names
            }
            return tested!.contains { sameText($0, t) }
        }
        var best: Int?, preferred: Int?
        func consider(_ t: Int) -> Bool {
            let c = table.bits(t, in: self)
            if c & LayoutNameTable.veto != 0 { return false }
            if c & LayoutNameTable.layout != 0 {
                if best == nil { best = t }
                if preferred == nil, s.consumers.contains(t) || isMember(t) { preferred = t }
            }
            return true
        }
        for t in s.consumers where !consider(t) { return nil }
        var returns = false
        // A file of ordinary size reads the branches' tokens; a very large one (a hostile chain of thousands of
        // `else if`s, whose sites span the rest of the chain) reads the index, which costs a pass over the file.
        let index = count > LayoutDecisionIndex.minimumTokenCount ? self.table(LayoutDecisionIndex.self) { LayoutDecisionIndex($0) } : nil
        for b in s.branches {
            // A case's label names the values the switch tests (`.carPlay`), not what the case chooses.
            let label = tree.child(b, .switchCaseLabel).map { tree.tokens($0) } ?? 0..<0
            guard let index else {
                // The tokens through a pointer, the label's skipped at once; a `return` is a keyword token spelled
                // so (`isWord`: an identifier, backticked or not, is read as a name first).
                let range = tree.tokens(b)
                let vetoed = tokens.withUnsafeBufferPointer { tokens in
                    source.bytes.withUnsafeBufferPointer { bytes in
                        var t = range.lowerBound
                        while t < range.upperBound {
                            if label.contains(t) { t = label.upperBound; continue }
                            let token = tokens[t]
                            if token.kind == .identifier {
                                if table.bits(t, tokens, bytes) != 0, !isTested(t), !consider(t) { return true }
                            } else if token.kind == .keyword, token.end - token.start == 6, SwiftFile.isReturn(bytes, Int(token.start)) {
                                returns = true
                            }
                            t += 1
                        }
                        return false
                    }
                }
                if vetoed { return nil }
                continue
            }
            let range = tree.tokens(b)
            if index.returnCount(in: range) > index.returnCount(in: label) { returns = true }
            // The names read (not the label's, not those the condition tests), as `consider` would take them in
            // order: any veto ends the judgement with nil whatever came before it, so the site is vetoed when
            // one is there; else the first layout name is `best` and the first that is a member or a consumer
            // is `preferred` (each only while unset), found without reading the names between.
            func counts(_ t: Int) -> Bool { !label.contains(t) && !isTested(t) }
            if index.vetoes(in: range).contains(where: { counts(Int($0)) }) { return nil }
            if best == nil, let t = index.layouts(in: range).first(where: { counts(Int($0)) }) { best = Int(t) }
            if preferred == nil {
                let member = index.layoutMembers(in: range).first(where: { counts(Int($0)) }).map(Int.init)
                let consumer = s.consumers.filter {
                    range.contains($0) && kind($0) == .identifier && table.bits($0, in: self) & LayoutNameTable.layout != 0 && counts($0)
                }.min()
                preferred = [member, consumer].compactMap { $0 }.min()
            }
        }
        if returns, let m = enclosingMemberName(s.condition), !consider(m) { return nil }
        return preferred ?? best
    }
}

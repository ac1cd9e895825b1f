/// The names a file uses in conditions that decide layout: `if isPad { … .frame(width: 400) }`,
/// `isPad ? 3 : 2` for a column count. The project model keeps them so that a predicate helper declared in one
/// file (`var isPad: Bool`) is judged by how other files use it. What decides layout is `DecisionSite`'s
/// judgement (`SwiftFile.layoutWord(of:)`), the same the rules apply to an inline test.
enum LayoutUses {
    /// The Boolean names (`isPad`, `DeviceUtil.isPad`, `isWide()`, alone or joined by `&&`/`||`/`!`; a value
    /// name by its initial, `NameInitial.isValueName`: `ñIsPad`, `大画面`) that the condition elements of
    /// `if`/`guard`/`while` statements and the conditions of ternaries of `file` test, where that site decides layout; `context` is the name that makes the site a layout
    /// decision (`itemsPerRow`). One walk over the tree's nodes; only sites with such a name are judged.
    static func collect(in file: SwiftFile) -> [NameUse] {
        let tree = file.syntaxTree
        var collector = Collector(file)
        for n in 0..<tree.count { collector.visit(n, tree.kind(n)) }
        return collector.out
    }

    /// Collects the uses node by node, so that another walk of the tree in pre-order (the file summary's) can
    /// collect them on the way: only `ifExpr`, `guardStmt`, `whileStmt` and `unresolvedTernaryExpr` nodes count.
    struct Collector {
        let file: SwiftFile
        let tree: SyntaxTree
        /// The uses found so far, in node order.
        var out: [NameUse] = []
        /// The buffer a site's names are gathered in, kept between sites so that it is allocated once per file.
        private var scratch: [Int] = []
        /// The file's `LayoutNameTable`, looked up at the first site judged.
        private var names: LayoutNameTable?

        /// A collector for `file`.
        init(_ file: SwiftFile) {
            self.file = file
            tree = file.syntaxTree
        }

        /// Takes node `n` (of kind `kind`) into account; nodes come in pre-order.
        mutating func visit(_ n: Int, _ kind: SyntaxKind) {
            switch kind {
            case .ifExpr, .guardStmt, .whileStmt:
                // The condition elements, read in place (`SyntaxTree.conditions(of:)` without its arrays).
                var child = tree.firstChild(n)
                while let c = child {
                    child = tree.nextSibling(c)
                    guard tree.kind(c) == .conditionElement else { continue }
                    var names = takeScratch()
                    defer { scratch = names }
                    if let x = tree.firstChild(c) { leaf(x, into: &names) }
                    keepRecorded(&names)
                    guard !names.isEmpty, let w = judge(file.statementSite(n, condition: c)) else { continue }
                    record(names, w)
                }
            case .unresolvedTernaryExpr:
                // `c ? a : b` is `c`, the ternary (holding `a`), `b` in the sequence; the condition runs back to an
                // assignment or the sequence's start.
                guard let (els, k) = tree.sequencePosition(n), k > 0, let seq = tree.parent(n) else { return }
                let from = (els[..<k].lastIndex { tree.kind($0) == .assignmentExpr || tree.kind($0) == .unresolvedTernaryExpr }).map { $0 + 1 } ?? 0
                var names = takeScratch()
                defer { scratch = names }
                leaves(from: from < k ? els[from] : nil, count: k - from, into: &names)
                keepRecorded(&names)
                guard !names.isEmpty else { return }
                var site = DecisionSite(condition: els[k - 1], branches: [n] + els[(k + 1)...])
                if let a = els[..<k].lastIndex(where: { tree.kind($0) == .assignmentExpr }) {
                    site.consumers = file.nameTokens(els[a - 1])
                } else {
                    file.flow(from: seq, into: &site)
                }
                if let w = judge(site) { record(names, w) }
            default:
                break
            }
        }

        /// `SwiftFile.layoutWord(of:)` of `site`, with the file's name table looked up once per file.
        private mutating func judge(_ site: DecisionSite) -> Int? {
            guard !site.vetoed else { return nil }
            if names == nil { names = file.table(LayoutNameTable.self) { LayoutNameTable($0) } }
            return file.layoutWord(of: site, names: names!)
        }

        /// The scratch buffer, emptied (its storage kept) and moved out, so it can be filled while `self` is read.
        private mutating func takeScratch() -> [Int] {
            var names = scratch
            scratch = []
            names.removeAll(keepingCapacity: true)
            return names
        }

        /// Keeps the names `isRecorded` takes, in order, in place.
        private func keepRecorded(_ names: inout [Int]) {
            var kept = 0
            for i in names.indices where isRecorded(names[i]) {
                names[kept] = names[i]
                kept += 1
            }
            names.removeLast(names.count - kept)
        }

        /// The name tokens of the Boolean leaves among `count` sibling elements from `first` (`nil` for none):
        /// the elements split at `&&`/`||` operators, and each part of exactly one element read by `leaf`.
        private func leaves(from first: Int?, count: Int, into names: inout [Int]) {
            var single: Int?
            var size = 0
            var e = first
            var left = count
            while let x = e, left > 0 {
                if tree.kind(x) == .binaryOperatorExpr, file.isText(tree.start(x), "&&") || file.isText(tree.start(x), "||") {
                    if size == 1, let s = single { leaf(s, into: &names) }
                    size = 0
                } else {
                    if size == 0 { single = x }
                    size += 1
                }
                e = tree.nextSibling(x)
                left -= 1
            }
            if size == 1, let s = single { leaf(s, into: &names) }
        }

        /// The name token of a Boolean leaf `e` that can be a predicate's use: a reference, a member's name, the
        /// callee of a call without arguments (`isPad`, `DeviceUtil.isPad`, `isWide()`), through `!`, `?`,
        /// parentheses and `&&`/`||`; comparisons and other operators give none.
        private func leaf(_ e: Int, into names: inout [Int]) {
            switch tree.kind(e) {
            case .declReferenceExpr: names.append(tree.start(e))
            case .memberAccessExpr: if let l = tree.lastChild(e) { names.append(tree.start(l)) }
            case .functionCallExpr:
                // No `labeledExpr` child: a call without arguments.
                var c = tree.firstChild(e)
                while let k = c, tree.kind(k) != .labeledExpr { c = tree.nextSibling(k) }
                if c == nil, let callee = tree.calleeName(ofCall: e) { names.append(tree.start(callee)) }
            case .prefixOperatorExpr, .optionalChainingExpr, .forceUnwrapExpr:
                if let c = tree.lastChild(e) { leaf(c, into: &names) }
            case .tupleExpr:
                // One element: the first child with no sibling.
                if let item = tree.firstChild(e), tree.nextSibling(item) == nil, let x = tree.firstChild(item),
                   tree.kind(item) == .labeledExpr { leaf(x, into: &names) }
            case .sequenceExpr:
                leaves(from: tree.firstChild(e), count: .max, into: &names)
            default: break
            }
        }

        /// True when name token `t` is one a use is recorded for: an identifier that names a value by its initial
        /// (`_`, a lower-case letter, ASCII or not, or a letter without case: `isPad`, `ñIsPad`, `大画面`;
        /// `NameInitial.isValueName`), not `self`. A site is judged only when one of its names is.
        private func isRecorded(_ t: Int) -> Bool {
            guard file.kind(t) == .identifier && !file.isWord(t, "self") else { return false }
            return NameInitial.isValueName(file, t)
        }

        /// Records the names of `names` (those `isRecorded` keeps) with the deciding word as context.
        private mutating func record(_ names: [Int], _ word: Int) {
            for t in names {
                // The line alone (`FileSummary.line`): a `SourceLocation` would count the columns too.
                out.append(NameUse(name: file.nameText(t), context: file.text(word), token: t, line: FileSummary.line(t, file),
                                   orWithHorizontalSizeClass: file.isOrWithHorizontalSizeClass(around: t)))
            }
        }
    }
}

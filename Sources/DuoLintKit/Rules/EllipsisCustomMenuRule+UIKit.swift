/// The UIKit half of `ellipsis_custom_menu` for a menu set on a later line: `item.menu = …` where `item` is
/// made with an ellipsis image (`let item = UIBarButtonItem(image: UIImage(systemName: "ellipsis"), …)`, a
/// project helper called with the symbol, `lazy var item = makeBarButton(systemName: "ellipsis", …)`) or gets
/// one (`item.image = UIImage(systemName: "ellipsis")`, for a storyboard outlet) anywhere in the type.
enum EllipsisMenuAssignment {
    /// For the member name token `i` of a non-nil `x.menu = …` / `self.x.menu = …` assignment: the token where
    /// `x` gets an ellipsis image (the first token of the value bound or assigned to `x` that names the symbol,
    /// or the first token of the target of `x.image = …`), or nil when there is none in the type, or `x` is put
    /// in a hand-made toolbar or made a back button.
    static func ellipsisSite(ofMenuAssignment i: Int, in file: SwiftFile) -> Int? {
        let tree = file.syntaxTree
        guard let n = tree.node(exactlyAt: i), tree.isMemberName(n), let m = tree.parent(n), let base = tree.base(ofMember: m),
              let value = tree.assignedValue(to: m), tree.kind(value) != .nilLiteralExpr else { return nil }
        var name: Int
        if tree.kind(base) == .declReferenceExpr {
            name = tree.tokens(base).lowerBound
        } else if tree.kind(base) == .memberAccessExpr, let b = tree.base(ofMember: base), file.isWord(tree.tokens(b).lowerBound, "self"),
                  let last = tree.lastChild(base) {
            name = tree.tokens(last).lowerBound
        } else {
            return nil
        }
        guard file.kind(name) == .identifier, !file.isWord(name, "self") else { return nil }
        // The type and its extensions in the file.
        let range = tree.tokens(0)
        var found: Int?
        for o in file.occurrences(ofNameAt: name) {
            let j = Int(o)
            guard range.contains(j), file.sameText(j, name), let node = tree.node(exactlyAt: j) else { continue }
            if tree.kind(node) == .identifierPattern {
                // `let x = value`, `lazy var x = value`.
                guard let binding = tree.parent(node), tree.kind(binding) == .patternBinding else { continue }
                for v in tree.children(binding) where v != node && tree.kind(v).isExpression {
                    if BarContentUses.tokensNameEllipsis(tree.tokens(v), file) { found = found ?? tree.tokens(v).lowerBound }
                }
                continue
            }
            var e = node
            if tree.isMemberName(node) {
                guard let p = tree.parent(node), let b = tree.base(ofMember: p), file.isWord(tree.tokens(b).lowerBound, "self") else { continue }
                e = p
            }
            if BarItems.isBackButtonOrToolbarItem(e, in: file) { return nil }
            // `x = value`.
            if let value = tree.assignedValue(to: e), BarContentUses.tokensNameEllipsis(tree.tokens(value), file) {
                found = found ?? tree.tokens(value).lowerBound
            }
            // `x.image = UIImage(systemName: "ellipsis")`.
            if let p = tree.postfixParent(e), tree.kind(p) == .memberAccessExpr, let member = tree.lastChild(p),
               file.isWord(tree.tokens(member).lowerBound, "image"), let value = tree.assignedValue(to: p),
               BarContentUses.tokensNameEllipsis(tree.tokens(value), file) {
                found = found ?? tree.tokens(e).lowerBound
            }
        }
        return found
    }
}

/// The UIKit half of `BarItems`: `UIBarButtonItem(…)` calls, what they show, and whether they belong to a
/// hand-made toolbar (whose items the system does not move).
extension BarItems {
    /// True when the item at `i` stands in an array literal given to `x.items = […]` or `x.setItems([…], …)`:
    /// the items of a hand-made `UIToolbar` (DOMAIN.md §4: not moved into the vertical bar).
    static func isInHandMadeToolbar(_ i: Int, in file: SwiftFile) -> Bool {
        let tree = file.syntaxTree
        var n = tree.node(containingToken: i)
        while tree.kind(n) != .arrayExpr {
            if [.closureExpr, .codeBlock, .memberBlock, .sourceFile].contains(tree.kind(n)) { return false }
            guard let p = tree.parent(n) else { return false }
            n = p
        }
        if let (elements, k) = tree.sequencePosition(n), k >= 2, tree.kind(elements[k - 1]) == .assignmentExpr,
           tree.kind(elements[k - 2]) == .memberAccessExpr, let name = tree.lastChild(elements[k - 2]),
           file.isWord(tree.tokens(name).lowerBound, "items") {
            return true
        }
        if let argument = tree.parent(n), tree.kind(argument) == .labeledExpr, let c = tree.parent(argument),
           tree.kind(c) == .functionCallExpr, let name = tree.calleeName(ofCall: c), file.isWord(tree.tokens(name).lowerBound, "setItems"),
           tree.arguments(ofCall: c).first == argument {
            return true
        }
        return false
    }

    /// A UIKit `UIBarButtonItem(…)` with a problem.
    static func uiKitItem(at i: Int, in file: SwiftFile) -> Item? {
        guard !file.isMember(i), let c = file.call(at: i), c.argumentsOpen != nil else { return nil }
        func has(_ l: StaticString) -> Argument? { file.argument(c, labelled: l) }
        func isNil(_ a: Argument) -> Bool { a.value.count == 1 && file.isWord(a.value.lowerBound, "nil") }
        if has("barButtonSystemItem") != nil || has("systemItem") != nil || has("customView") != nil {
            return nil
        }
        // Hand-made toolbars (`toolbar.items = [...]`, a keyboard's accessory bar) are not moved by the system.
        if isInHandMadeToolbar(i, in: file) { return nil }
        // An action with its own image: `primaryAction: UIAction(title: "Next", image: …)`.
        if let action = has("primaryAction"), !isNil(action), let actionCall = file.call(at: action.value.lowerBound),
           file.isText(action.value.lowerBound, "UIAction"),
           let actionImage = file.argument(actionCall, labelled: "image"), !isNil(actionImage) {
            return nil
        }
        // `UIBarButtonItem(title: "", …)` hides a back button's title; there is no text to show.
        if let title = has("title"), title.value.count == 3, file.kind(title.value.lowerBound) == .stringQuote,
           file.kind(title.value.lowerBound + 1) == .stringSegment,
           file.tokens[title.value.lowerBound + 1].start == file.tokens[title.value.lowerBound + 1].end {
            return nil
        }
        let imageIsNil = has("image").map(isNil) ?? true
        let titleIsNil = has("title").map(isNil) ?? true
        let later = propertiesSetLater(on: i, callEnd: c.end, in: file)
        if !titleIsNil && imageIsNil && !later.contains("image") {
            // `style: .done` marks a Done button: the system item is the better replacement.
            let isDone = has("style").map { $0.value.count == 2 && file.isWord($0.value.lowerBound + 1, "done") } ?? false
            return Item(token: i, problem: .textOnly, placement: isDone ? "done" : nil, word: "UIBarButtonItem")
        }
        if titleIsNil && !imageIsNil && !later.contains("title") {
            return Item(token: i, problem: .missingTitle, placement: nil, word: "UIBarButtonItem")
        }
        return nil
    }

    /// Which of `title`/`image` are assigned later to the item created at `i`, when it is bound or assigned to a
    /// name (`let share = UIBarButtonItem(…)`, `lazy var share = …`, `self.share = …`): the name's scope is
    /// searched for `share.title = …` / `self.share.image = …`.
    private static func propertiesSetLater(on i: Int, callEnd: Int, in file: SwiftFile) -> Set<String> {
        let name: Int
        if let b = file.binding(initializedWith: i..<callEnd) {
            name = b.name
        } else if file.kind(i - 1) == .equal, file.kind(i - 2) == .identifier {
            name = i - 2  // `self.share = UIBarButtonItem(…)`, `share = …`
        } else {
            return []
        }
        let scope = file.enclosingBrace(name)
        let scopeEnd = scope >= 0 ? (file.match(scope) ?? file.count) : file.count
        var result = Set<String>()
        let occ = file.occurrences(ofNameAt: name)
        var lo = occ.startIndex, hi = occ.endIndex
        while lo < hi { let mid = (lo + hi) / 2; if Int(occ[mid]) < name { lo = mid + 1 } else { hi = mid } }
        /// Records `name.title = …` / `name.image = …` at occurrence `j`; false when `j` redeclares the name here.
        func look(_ j: Int) -> Bool {
            guard j != name, file.sameText(j, name) else { return true }
            if let other = file.binding(declaredAt: j), other.scopeOpen == scope { return false }
            if file.kind(j + 1) == .period, file.kind(j + 3) == .equal {
                if file.isWord(j + 2, "title") { result.insert("title") }
                if file.isWord(j + 2, "image") { result.insert("image") }
            }
            return true
        }
        // Forwards and backwards from the item, within its scope and up to another item of the same name (a
        // redeclaration in the scope, or another assignment `name = …`), so each occurrence is read for one item.
        func isAnotherItem(_ j: Int) -> Bool { j != name && file.sameText(j, name) && file.kind(j + 1) == .equal }
        var k = lo
        while k < occ.endIndex && Int(occ[k]) < scopeEnd && look(Int(occ[k])) && !isAnotherItem(Int(occ[k])) { k += 1 }
        k = lo - 1
        while k >= occ.startIndex && Int(occ[k]) > scope && look(Int(occ[k])) && !isAnotherItem(Int(occ[k])) { k -= 1 }
        return result
    }
}

/// The UIKit half of `BarItems`: `UIBarButtonItem(…)` calls, what they show once the type has configured them
/// (`item.image = …` after `title: nil`, anywhere in the type for a property), and whether they belong to a
/// hand-made toolbar (whose items the system does not move) or are a back button.
extension BarItems {
    /// What the code does later with the item a call creates, through the name it is bound or assigned to.
    struct Later {
        /// A non-nil `title` is assigned.
        var title = false
        /// The value node of a non-nil `image` assignment (`item.image = UIImage(systemName: "ellipsis")`) and the
        /// node of its target (where a finding about it is reported).
        var image: (value: Int, target: Int)?
        /// A non-nil `menu` is assigned.
        var menu = false
        /// The item is put in a hand-made toolbar (`toolbar.items = [item]`) or becomes a back button.
        var notAnItemOfTheBar = false
        /// The plain literal of an `accessibilityLabel` assignment (`item.accessibilityLabel = "Share"`), for a fix.
        var accessibilityLabel: String?
    }

    /// The name token the value of the call `c` is bound or assigned to (`let share = UIBarButtonItem(…)`,
    /// `lazy var share = make(…)`, `self.share = …`), and the node whose tokens are that name's scope: the file
    /// for a property or a `self.`/bare assignment (the type and its extensions in the file), the enclosing
    /// function, closure or accessor for a local.
    static func boundName(ofCall c: Int, in file: SwiftFile) -> (name: Int, scope: Int)? {
        let tree = file.syntaxTree
        let e = tree.chainTop(c)
        guard let p = tree.parent(e) else { return nil }
        if tree.kind(p) == .patternBinding, let pattern = tree.firstChild(p), tree.kind(pattern) == .identifierPattern,
           let decl = tree.parent(p), tree.kind(decl) == .variableDecl {
            let isMember = FileSummary.owner(of: decl, file) != nil
            let scope = isMember ? 0 : tree.ancestor(decl, in: [.closureExpr, .functionDecl, .initializerDecl, .subscriptDecl, .accessorBlock]) ?? 0
            return (tree.tokens(pattern).lowerBound, scope)
        }
        guard let target = tree.assignmentTarget(of: e) else { return nil }
        let scope = 0
        if tree.kind(target) == .declReferenceExpr { return (tree.tokens(target).lowerBound, scope) }
        if tree.kind(target) == .memberAccessExpr, let b = tree.base(ofMember: target), file.isWord(tree.tokens(b).lowerBound, "self"),
           tree.tokens(b).count == 1, let n = tree.lastChild(target) {
            return (tree.tokens(n).lowerBound, scope)
        }
        return nil
    }

    /// What is later assigned to the item the call `c` creates (see `Later`), read at the occurrences of its
    /// bound name inside the name's scope (bare or through `self`).
    static func later(ofCall c: Int, in file: SwiftFile) -> Later {
        let tree = file.syntaxTree
        var result = Later()
        if isBackButtonOrToolbarItem(tree.chainTop(c), in: file) { result.notAnItemOfTheBar = true }
        guard let (name, scope) = boundName(ofCall: c, in: file) else { return result }
        let uses = assignments(to: name, in: scope, of: file)
        result.title = uses.title
        result.image = uses.image
        result.menu = uses.menu
        result.accessibilityLabel = uses.accessibilityLabel
        result.notAnItemOfTheBar = result.notAnItemOfTheBar || uses.notAnItemOfTheBar
        return result
    }

    /// What is assigned to the members of the name spelled like token `name` at its occurrences inside the
    /// node `scope` (bare or through `self`), besides token `name` itself. Read from the file's
    /// `ItemAssignments` (built once per file), so many items bound to one name stay linear.
    static func assignments(to name: Int, in scope: Int, of file: SwiftFile) -> Later {
        let tree = file.syntaxTree
        let range = tree.tokens(scope)
        var result = Later()
        for fact in file.table(ItemAssignments.self, build: ItemAssignments.init).facts
        where fact.token != name && range.contains(fact.token) && file.sameText(fact.token, name) {
            result.title = result.title || fact.later.title
            result.menu = result.menu || fact.later.menu
            result.notAnItemOfTheBar = result.notAnItemOfTheBar || fact.later.notAnItemOfTheBar
            if let image = fact.later.image { result.image = image }
            if let label = fact.later.accessibilityLabel { result.accessibilityLabel = label }
        }
        return result
    }

    /// Every name occurrence in a file that configures an item later: `x.title = …`, `x.image = …`,
    /// `x.menu = …` (also `self.x`, `x?.`, `x!.`; not `= nil`), or that puts it in a hand-made toolbar or a
    /// back button. One pass over the identifiers; a file without such code has no facts.
    final class ItemAssignments {
        /// The occurrences, in source order, each with what it does.
        let facts: [(token: Int, later: Later)]

        init(_ file: SwiftFile) {
            let tree = file.syntaxTree
            var facts: [(token: Int, later: Later)] = []
            for j in 0..<file.count where file.kind(j) == .identifier {
                guard let node = tree.node(exactlyAt: j), let parent = tree.parent(node) else { continue }
                // A fact needs the name under a member access (`x.title`, `self.x`), `?`/`!`, an operator sequence
                // (`= x`) or an array element (`[x]`); a callee, an argument or a declaration's name makes none.
                switch tree.kind(parent) {
                case .memberAccessExpr, .optionalChainingExpr, .forceUnwrapExpr, .sequenceExpr, .arrayElement: break
                default: continue
                }
                var e = node
                if tree.isMemberName(node) {
                    guard let m = tree.parent(node), let b = tree.base(ofMember: m), file.isWord(tree.tokens(b).lowerBound, "self") else { continue }
                    e = m
                }
                var later = Later()
                if isBackButtonOrToolbarItem(e, in: file) { later.notAnItemOfTheBar = true }
                var m = tree.postfixParent(e)
                if let x = m, tree.kind(x) == .optionalChainingExpr || tree.kind(x) == .forceUnwrapExpr { m = tree.postfixParent(x) }
                // The member's name first: most members are none of these, and finding the assigned value reads the
                // whole sequence around it.
                if let member = m, tree.kind(member) == .memberAccessExpr, let memberName = tree.lastChild(member),
                   case let t = tree.tokens(memberName).lowerBound,
                   file.isWord(t, "title") || file.isWord(t, "image") || file.isWord(t, "menu") || file.isWord(t, "accessibilityLabel"),
                   let value = tree.assignedValue(to: member), tree.kind(value) != .nilLiteralExpr {
                    if file.isWord(t, "title") { later.title = true }
                    if file.isWord(t, "image") { later.image = (value, member) }
                    if file.isWord(t, "menu") { later.menu = true }
                    if file.isWord(t, "accessibilityLabel") { later.accessibilityLabel = BarItems.plainLiteral(tree.tokens(value), in: file) }
                }
                if later.title || later.menu || later.notAnItemOfTheBar || later.image != nil || later.accessibilityLabel != nil {
                    facts.append((j, later))
                }
            }
            self.facts = facts
        }
    }

    /// True when expression `e` (an item or its name) is an element of an array given to a hand-made toolbar
    /// (`x.items = [e]`, `x.setItems([e], …)`: DOMAIN.md §4, such items are not moved into the vertical bar), or
    /// is assigned to a `backBarButtonItem` (the system shows the back chevron and takes only the title).
    static func isBackButtonOrToolbarItem(_ e: Int, in file: SwiftFile) -> Bool {
        let tree = file.syntaxTree
        if isAssigned(e, toMember: "backBarButtonItem", in: file) { return true }
        guard let element = tree.parent(e), tree.kind(element) == .arrayElement, let array = tree.parent(element) else { return false }
        return isHandMadeToolbarArray(array, in: file)
    }

    /// True when expression `e` is assigned to a member named `member` (`x.items = e`).
    static func isAssigned(_ e: Int, toMember member: StaticString, in file: SwiftFile) -> Bool {
        let tree = file.syntaxTree
        guard let target = tree.assignmentTarget(of: e), tree.kind(target) == .memberAccessExpr, let name = tree.lastChild(target) else { return false }
        return file.isWord(tree.tokens(name).lowerBound, member)
    }

    /// True when the array literal `array` is assigned to `x.items` or given first to `x.setItems(…)`.
    static func isHandMadeToolbarArray(_ array: Int, in file: SwiftFile) -> Bool {
        let tree = file.syntaxTree
        if isAssigned(array, toMember: "items", in: file) { return true }
        if let argument = tree.parent(array), tree.kind(argument) == .labeledExpr, let c = tree.parent(argument),
           tree.kind(c) == .functionCallExpr, let name = tree.calleeName(ofCall: c), file.isWord(tree.tokens(name).lowerBound, "setItems"),
           tree.arguments(ofCall: c).first == argument {
            return true
        }
        return false
    }

    /// A UIKit `UIBarButtonItem(…)` at token `i` with a problem, judged with what the type assigns to it later.
    static func uiKitItem(at i: Int, in file: SwiftFile, context: RuleContext) -> Item? {
        guard !file.isMember(i), let c = call(at: i, in: file, context: context), c.argumentsOpen != nil else { return nil }
        func has(_ l: StaticString) -> Argument? { file.argument(c, labelled: l) }
        func isNil(_ a: Argument) -> Bool { a.value.count == 1 && file.isWord(a.value.lowerBound, "nil") }
        if has("barButtonSystemItem") != nil || has("systemItem") != nil || has("customView") != nil { return nil }
        var title = has("title").map { !isNil($0) } ?? false
        var image = has("image").map { !isNil($0) } ?? false
        // An action with its own title and image: `primaryAction: UIAction(title: "Next", image: …)`.
        if let action = has("primaryAction"), !isNil(action), file.isText(action.value.lowerBound, "UIAction"),
           let actionCall = file.call(at: action.value.lowerBound) {
            if let t = file.argument(actionCall, labelled: "title"), !isNil(t) { title = true }
            if let m = file.argument(actionCall, labelled: "image"), !isNil(m) { image = true }
        }
        // `UIBarButtonItem(title: "", …)` hides a back button's title; there is no text to show.
        if let t = has("title"), t.value.count == 3, file.kind(t.value.lowerBound) == .stringQuote,
           file.kind(t.value.lowerBound + 1) == .stringSegment,
           file.tokens[t.value.lowerBound + 1].start == file.tokens[t.value.lowerBound + 1].end {
            return nil
        }
        let later = later(ofCall: c.node, in: file)
        if later.notAnItemOfTheBar { return nil }
        title = title || later.title
        image = image || later.image != nil
        if title && !image {
            // `style: .done` marks a Done button: the system item is the better replacement.
            let isDone = has("style").map { $0.value.count == 2 && file.isWord($0.value.lowerBound + 1, "done") } ?? false
            return Item(token: i, problem: .textOnly, placement: isDone ? "done" : nil, word: "UIBarButtonItem")
        }
        if image && !title { return Item(token: i, problem: .missingTitle, placement: nil, word: "UIBarButtonItem") }
        return nil
    }
}

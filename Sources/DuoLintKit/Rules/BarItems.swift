/// Finds the bar items of SwiftUI toolbars and UIKit bar button items and says
/// what each shows: the shared analysis behind `text_only_bar_item` and
/// `bar_item_missing_title` (one analysis, two rules).
///
/// Bar content is the closure of `.toolbar { … }` and the arguments of
/// `.navigationBarItems(leading:trailing:)`. An item is a `Button`, a `Menu` or a
/// bare `Text` standing directly in that content, or inside `ToolbarItem`,
/// `ToolbarItemGroup`, `Group`, stacks, `ForEach` and `if`/`#if` blocks there;
/// buttons inside a `Menu`'s content or a `Button`'s label are not bar items.
/// Items in `.keyboard` or `.principal` placements, and items (or their
/// `ToolbarItem`) marked `.axisBehavior(.horizontalOnly)`, are skipped.
/// Facts: DOMAIN.md §4; seed 003 (Prepare toolbar content).
enum BarItems {
    enum Problem { case textOnly, missingTitle }

    struct Item {
        /// Token of `Button`/`Menu`/`Text`/`UIBarButtonItem`.
        var token: Int
        var problem: Problem
        /// `cancellationAction`, `confirmationAction`, … when the item sits in such a placement; `done` for a
        /// UIKit item with `style: .done`.
        var placement: String?
        /// The callee word (`Button`, `Menu`, `Text`, `UIBarButtonItem`).
        var word: String
    }

    static let containers: Set<String> = ["ToolbarItem", "ToolbarItemGroup", "Group", "HStack", "VStack", "ZStack", "ForEach", "ControlGroup"]
    static let itemWords: Set<String> = ["Button", "Menu", "Text"]

    /// The groups (`{`/`(` token and its partner) holding the bar items of the `.toolbar { … }` (its trailing
    /// closures and `content:` closure) or `.navigationBarItems(…)` (its arguments) whose name is member token `i`;
    /// empty when `i` is not such a call.
    static func contentGroups(at i: Int, in file: SwiftFile) -> [(open: Int, close: Int)] {
        guard file.isMember(i), let call = file.call(at: i) else { return [] }
        var roots: [(open: Int, close: Int)] = []
        if file.isText(i, "toolbar") {
            for c in call.trailingClosures { if let m = file.match(c.open) { roots.append((c.open, m)) } }
            for a in call.arguments where a.label.map({ file.isText($0, "content") }) ?? false {
                if file.kind(a.value.lowerBound) == .leftBrace, let m = file.match(a.value.lowerBound) { roots.append((a.value.lowerBound, m)) }
            }
        } else if let open = call.argumentsOpen, let close = file.match(open) {
            roots.append((open, close))
        }
        return roots
    }

    /// The items with a problem under the trigger token `i` (`toolbar`, `navigationBarItems` or `UIBarButtonItem`).
    static func items(at i: Int, in file: SwiftFile) -> [Item] {
        if file.isText(i, "UIBarButtonItem") { return uiKitItem(at: i, in: file).map { [$0] } ?? [] }
        let roots = contentGroups(at: i, in: file)
        var result: [Item] = []
        for root in roots {
            var k = root.open + 1
            while k < root.close {
                defer { k += 1 }
                guard file.kind(k) == .identifier, !file.isMember(k) else { continue }
                let word = file.text(k)
                guard itemWords.contains(word) else { continue }
                guard let placement = itemLevel(k, root: root.open, in: file) else { continue }
                if placement == "keyboard" || placement == "principal" || placement == "horizontalOnly" { continue }
                if let item = swiftUIItem(at: k, word: word, in: file) {
                    result.append(Item(token: k, problem: item, placement: placement.isEmpty ? nil : placement, word: word))
                }
            }
        }
        return result
    }

    /// When token `k` (the callee of a call) stands at item level under `root`, the placement of its
    /// `ToolbarItem` ("" if none); nil when `k` is nested in something that is not a bar container. Walks up
    /// the syntax tree from the item's statement: through `if`/`switch`/`#if` blocks and the trailing closures
    /// of containers, to the bar content's closure (or, for `navigationBarItems(…)`, one of its arguments).
    static func itemLevel(_ k: Int, root: Int, in file: SwiftFile) -> String? {
        let tree = file.syntaxTree
        guard let name = tree.node(exactlyAt: k), !tree.isMemberName(name), let item = tree.call(named: name) else { return nil }
        var placement = ""
        var n = tree.chainTop(item)
        while let p = tree.parent(n) {
            switch tree.kind(p) {
            case .closureExpr:
                if tree.tokens(p).lowerBound == root { return placement }
                guard let owner = tree.parent(p), tree.kind(owner) == .functionCallExpr,
                      let ownerName = tree.calleeName(ofCall: owner), !tree.isMemberName(ownerName) else { return nil }
                let callee = tree.tokens(ownerName).lowerBound
                guard containers.contains(file.text(callee)) else { return nil }
                if file.isText(callee, "ToolbarItem") || file.isText(callee, "ToolbarItemGroup") {
                    let c = file.call(node: owner, callee: callee)
                    if let p = file.argument(c, labelled: "placement"), file.kind(p.value.lowerBound) == .period {
                        placement = file.text(p.value.lowerBound + 1)
                    }
                    if hasHorizontalOnly(file, after: c.end) { return "horizontalOnly" }
                }
                n = tree.chainTop(owner)
            case .labeledExpr:
                // navigationBarItems(leading: Button…): the item is an argument value of the root call.
                guard tree.firstChild(p) == n, let c = tree.parent(p), tree.kind(c) == .functionCallExpr,
                      file.kind(root) == .leftParen, tree.node(containingToken: root) == c else { return nil }
                return placement
            case .codeBlock, .switchCase, .ifConfigClause, .ifConfigDecl, .expressionStmt:
                n = p
            case .ifExpr:
                // A branch's block or an `else if`, not the condition.
                guard tree.kind(n) == .codeBlock || tree.kind(n) == .ifExpr else { return nil }
                n = p
            case .switchExpr:
                guard tree.kind(n) == .switchCase else { return nil }
                n = p
            default:
                return nil
            }
        }
        return nil
    }

    /// True when the modifiers after `end` include `.axisBehavior(.horizontalOnly)`.
    private static func hasHorizontalOnly(_ file: SwiftFile, after end: Int) -> Bool {
        for m in file.modifiers(after: end) where file.isText(m, "axisBehavior") {
            if let c = file.call(at: m), let a = c.arguments.first, file.isWord(a.value.lowerBound + 1, "horizontalOnly") { return true }
        }
        return false
    }

    /// What the SwiftUI `Button`/`Menu`/`Text` at `k` shows, when that is a problem.
    private static func swiftUIItem(at k: Int, word: String, in file: SwiftFile) -> Problem? {
        guard let c = file.call(at: k) else { return nil }
        if hasHorizontalOnly(file, after: c.end) { return nil }
        if word == "Text" { return .textOnly }
        if let role = file.argument(c, labelled: "role"), role.value.count == 2,
           file.isWord(role.value.lowerBound + 1, "close") || file.isWord(role.value.lowerBound + 1, "confirm") {
            return nil
        }
        if file.argument(c, labelled: "systemImage") != nil || file.argument(c, labelled: "image") != nil { return nil }
        if let first = c.arguments.first, first.label == nil, !first.value.isEmpty { return .textOnly }
        // The label: `label:` closure (trailing or an argument), or the first trailing closure after an
        // `action:` argument.
        var labelOpen: Int?
        if let l = c.trailingClosures.first(where: { $0.label.map { file.isText($0, "label") } ?? false }) {
            labelOpen = l.open
        } else if let l = file.argument(c, labelled: "label"), file.kind(l.value.lowerBound) == .leftBrace {
            labelOpen = l.value.lowerBound
        } else if word == "Button", file.argument(c, labelled: "action") != nil, let first = c.trailingClosures.first {
            labelOpen = first.open
        }
        let tree = file.syntaxTree
        guard let open = labelOpen, case let closure = tree.node(containingToken: open), tree.kind(closure) == .closureExpr else { return nil }
        var hasText = false, hasImage = false
        // The views the label shows: calls in its content, not views given as an argument of a modifier or
        // initializer (`.accessibilityLabel(Text("Share"))`).
        for n in (closure + 1)..<(closure + Int(tree.subtreeSizes[closure])) where tree.kind(n) == .functionCallExpr {
            guard let name = tree.calleeName(ofCall: n), !tree.isMemberName(name), !isArgument(tree, n, inside: closure) else { continue }
            let t = tree.tokens(name).lowerBound
            if file.isText(t, "Label") { return nil }
            if file.isText(t, "Text") { hasText = true }
            if file.isText(t, "Image") || file.isText(t, "AsyncImage") { hasImage = true }
        }
        if hasImage && !hasText { return .missingTitle }
        if hasText && !hasImage { return .textOnly }
        return nil
    }

    /// True when call `n` stands (at any depth) in an argument of a call inside `closure`.
    private static func isArgument(_ tree: SyntaxTree, _ n: Int, inside closure: Int) -> Bool {
        var p = tree.parent(n)
        while let k = p, k != closure {
            if tree.kind(k) == .labeledExpr { return true }
            p = tree.parent(k)
        }
        return false
    }
}

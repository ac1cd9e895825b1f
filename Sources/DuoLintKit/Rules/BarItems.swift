/// Finds where a SwiftUI `Button`/`Menu`/`Text`/`ShareLink` stands in bar content, and says what bar items
/// show: the shared analysis behind `text_only_bar_item`, `bar_item_missing_title`, `ellipsis_custom_menu` and
/// `count_in_bar_item_title` (one analysis, several rules).
///
/// An item is a call standing as a statement (through `if`/`switch`/`#if` blocks, `return`, and the trailing
/// closures of `Group`, stacks, `ForEach` and `ControlGroup`) in bar content: a `.toolbar { … }` closure or
/// its `content:` closure, a `.navigationBarItems(leading:trailing:)` argument, the content of a
/// `ToolbarItem`/`ToolbarItemGroup` or of a project `ToolbarContent` type (`CustomToolbarItem { … }`), or the
/// body of a member that is bar content (`BarItems+Reach`). Buttons in a `Menu`'s content or a `Button`'s label
/// are not items. Items in `.keyboard`, `.principal` and title placements, and items (or their `ToolbarItem`)
/// marked `.axisBehavior(.horizontalOnly)`, are skipped.
/// Facts: DOMAIN.md §4; seed 003 (Prepare toolbar content).
enum BarItems {
    /// What is wrong with an item.
    enum Problem { case textOnly, missingTitle }

    /// An item with a problem.
    struct Item {
        /// Token of `Button`/`Menu`/`Text`/`ShareLink`/`UIBarButtonItem`.
        var token: Int
        var problem: Problem
        /// `cancellationAction`, `confirmationAction`, … when the item sits in such a placement; `done` for a
        /// UIKit item with `style: .done`.
        var placement: String?
        /// The callee word (`Button`, `Menu`, `Text`, `ShareLink`, `UIBarButtonItem`).
        var word: String
        /// Where a SwiftUI item stands (nil for UIKit).
        var site: Site? = nil
    }

    /// Where an item stands: its placement ("" if none) and, when reached through a member or a project view,
    /// that member's or type's name (for messages).
    struct Site {
        var placement: String
        var via: String?
        /// True when the content is the body of a project View type used in a bar: only its `Button`/`Menu`
        /// items count there (a bare `Text` in a view's body is not an item of the bar).
        var isViewBody = false
        /// True when the item is an argument of `.navigationBarItems(leading:trailing:)` (iOS 13), not `.toolbar`
        /// content (iOS 14): a fix then needs a known deployment target (`BarItems+Fix`).
        var isNavigationBarItems = false
    }

    static let containers: Set<String> = ["ToolbarItem", "ToolbarItemGroup", "Group", "HStack", "VStack", "ZStack", "ForEach", "ControlGroup"]
    /// `containers` as static text, compared with a token's bytes (no `String` per step of a climb).
    static let containerWords: [StaticString] = ["ToolbarItem", "ToolbarItemGroup", "Group", "HStack", "VStack", "ZStack", "ForEach", "ControlGroup"]
    /// True for a placement whose content is not an action item that could turn vertical (`keyboard`,
    /// `principal`, the title placements, `horizontalOnly`, `unreachable`): compared with each word, no hashing.
    static func isSkipped(_ placement: String) -> Bool {
        switch placement {
        case "keyboard", "principal", "largeSubtitle", "subtitle", "title", "largeTitle", "horizontalOnly", "unreachable": return true
        default: return false
        }
    }

    /// The site of the item whose callee's name is token `k` (`Button` in `Button("Save") { … }`), or nil when the
    /// call is not at item level in bar content or stands in a skipped placement.
    static func site(ofItemAt k: Int, in file: SwiftFile, context: RuleContext) -> Site? {
        BarItemMemo.of(file, context).site(k) { findSite(ofItemAt: k, in: file, context: context) }
    }

    private static func findSite(ofItemAt k: Int, in file: SwiftFile, context: RuleContext) -> Site? {
        let tree = file.syntaxTree
        guard let name = tree.node(exactlyAt: k), let item = tree.call(constructing: name, in: file) else { return nil }
        if hasHorizontalOnly(item, in: file) { return nil }
        guard let site = climb(from: item, in: file, context: context), !isSkipped(site.placement),
              !isInPreview(item, in: file, context: context) else { return nil }
        return site
    }

    /// Walks up from the call `item` to the bar content it stands in (see the type's comment).
    static func climb(from item: Int, in file: SwiftFile, context: RuleContext) -> Site? {
        let tree = file.syntaxTree
        var n = tree.viewTop(item, in: file)
        while let p = tree.parent(n) {
            switch tree.kind(p) {
            case .closureExpr:
                var ownerCall = tree.parent(p)
                if let a = ownerCall, tree.kind(a) == .labeledExpr {
                    guard let label = SyntaxNames(file: file, tree: tree).label(a), label == "content" else { return nil }
                    ownerCall = tree.parent(a)
                }
                guard let owner = ownerCall, tree.kind(owner) == .functionCallExpr, let ownerName = tree.calleeName(ofCall: owner) else { return nil }
                // A type's call (`ToolbarItem`, `SwiftUI.ToolbarItem`, `HStack.init`), or a modifier (`.toolbar`).
                guard let typeName = tree.typeName(ofCall: owner, in: file) else {
                    return tree.isMemberName(ownerName) && file.isText(tree.start(ownerName), "toolbar") ? Site(placement: "") : nil
                }
                let callee = tree.start(typeName)
                if file.isText(callee, "ToolbarItem") || file.isText(callee, "ToolbarItemGroup") {
                    if isInUnreachableMember(owner, in: file, context: context) { return nil }
                    return Site(placement: BarContentUses.itemPlacement(owner, file) ?? "")
                }
                if containerWords.contains(where: { file.isText(callee, $0) }) {
                    n = tree.viewTop(owner, in: file)
                    continue
                }
                // A project `ToolbarContent` type given content (`CustomToolbarItem(placement: .x) { … }`).
                let word = file.text(callee)
                guard startsUppercase(word), context.type(word, inheritsFrom: "ToolbarContent"),
                      !isInUnreachableMember(owner, in: file, context: context) else { return nil }
                return Site(placement: BarContentUses.itemPlacement(owner, file) ?? "")
            case .labeledExpr:
                // navigationBarItems(leading: Button…): the item is an argument value of the bar call.
                guard tree.firstChild(p) == n, let c = tree.parent(p), tree.kind(c) == .functionCallExpr,
                      let callee = tree.calleeName(ofCall: c), tree.isMemberName(callee),
                      file.isText(tree.tokens(callee).lowerBound, "navigationBarItems") else { return nil }
                return Site(placement: "", isNavigationBarItems: true)
            case .codeBlock:
                if let d = tree.parent(p), tree.kind(d) == .functionDecl { return memberSite(d, in: file, context: context) }
                n = p
            case .accessorBlock:
                guard let b = tree.parent(p), tree.kind(b) == .patternBinding, let d = tree.parent(b), tree.kind(d) == .variableDecl else { return nil }
                return memberSite(d, in: file, context: context)
            case .accessorDecl:
                guard file.isWord(tree.tokens(p).lowerBound, "get") else { return nil }
                n = p
            case .switchCase, .ifConfigClause, .ifConfigDecl, .expressionStmt, .returnStmt:
                n = p
            case .ifExpr:
                // A branch's block or an `else if`, not the condition.
                guard tree.kind(n) == .codeBlock || tree.kind(n) == .ifExpr else { return nil }
                n = p
            case .switchExpr:
                guard tree.kind(n) == .switchCase else { return nil }
                n = p
            case .unresolvedTernaryExpr:
                n = p
            case .sequenceExpr:
                // `cond ? Button(…) : nil`: a branch of a ternary.
                let elements = tree.children(p)
                guard let q = elements.firstIndex(where: { tree.kind($0) == .unresolvedTernaryExpr }),
                      n == elements[q] || (n == elements.last && elements.count == q + 2) else { return nil }
                n = p
            default:
                return nil
            }
        }
        return nil
    }

    /// True when `word` starts with an uppercase letter (`word.first?.isUppercase`): a first character that is
    /// one ASCII byte (followed by another ASCII byte or nothing, so no combining mark joins it) is judged by its
    /// value, any other by `Character.isUppercase`.
    static func startsUppercase(_ word: String) -> Bool {
        var bytes = word.utf8.makeIterator()
        guard let b = bytes.next() else { return false }
        if b < 0x80, bytes.next().map({ $0 < 0x80 }) ?? true { return b >= 0x41 && b <= 0x5A }
        return word.first?.isUppercase == true
    }

    /// True when node `n` is in a `#Preview { … }` or in a `PreviewProvider` type: previews never run in the app.
    static func isInPreview(_ n: Int, in file: SwiftFile, context: RuleContext) -> Bool {
        let tree = file.syntaxTree
        var p = tree.parent(n)
        while let k = p {
            switch tree.kind(k) {
            case .macroExpansionExpr, .macroExpansionDecl:
                if file.isText(tree.tokens(k).lowerBound + 1, "Preview") { return true }
            case .structDecl, .classDecl, .enumDecl, .extensionDecl:
                let isPreview = BarItemMemo.of(file, context).previewType(k) {
                    guard let name = FileSummary.declaredTypeName(k, tree.kind(k), file, tree) else { return false }
                    return context.type(name, inheritsFrom: "PreviewProvider")
                }
                if isPreview { return true }
            default: break
            }
            p = tree.parent(k)
        }
        return false
    }

    /// True when the modifiers of the call `c` include `.axisBehavior(.horizontalOnly)`.
    static func hasHorizontalOnly(_ c: Int, in file: SwiftFile) -> Bool {
        let tree = file.syntaxTree
        for m in tree.modifiers(of: c) {
            guard let name = tree.lastChild(m), file.isWord(tree.tokens(name).lowerBound, "axisBehavior"),
                  let call = tree.call(withCallee: m), let a = tree.arguments(ofCall: call).first else { continue }
            if tree.tokens(a).contains(where: { file.isWord($0, "horizontalOnly") }) { return true }
        }
        return false
    }
}

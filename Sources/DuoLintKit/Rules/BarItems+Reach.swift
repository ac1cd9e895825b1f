/// Bar content reached through members: when an item stands in the body of a computed property or function,
/// the member is bar content if it is declared so (`@ToolbarContentBuilder`, a `ToolbarContent` result, the
/// `body` of a `ToolbarContent` type) or if some bar in the project uses it (`.toolbar { saveButton }`,
/// `.toolbar(content: toolbar)`, `ToolbarItem { sortingMenu }`: `RuleContext.barContentUses(of:)`). The `body`
/// of a project View type used in a bar (`.toolbar { SortOrderMenu(…) }`) is bar content too: its items are
/// reported in the type, once for all its uses.
extension BarItems {
    /// The site of an item standing in the body of the member declaration `d` (a `functionDecl` or a
    /// `variableDecl`), or nil when the member is not bar content (or every bar using it puts it in a skipped
    /// placement).
    static func memberSite(_ d: Int, in file: SwiftFile, context: RuleContext) -> Site? {
        BarItemMemo.of(file, context).memberSite(d) { findMemberSite(d, in: file, context: context) }
    }

    /// `memberSite` computed (once per member: `BarItemMemo`).
    private static func findMemberSite(_ d: Int, in file: SwiftFile, context: RuleContext) -> Site? {
        let tree = file.syntaxTree
        let names = SyntaxNames(file: file, tree: tree)
        var declared = false
        var type: String?
        for c in tree.children(d) {
            if tree.kind(c) == .attribute, names.attributeName(c) == "ToolbarContentBuilder" { declared = true }
            if tree.kind(c).isType { type = names.text(c) }
            if tree.kind(c) == .patternBinding {
                for part in tree.children(c) where tree.kind(part).isType { type = names.text(part) }
            }
        }
        if let t = type, BarContentUses.namesToolbarContent(t) { declared = true }
        guard let owner = FileSummary.owner(of: d, file) else { return nil }  // a local function
        let name = tree.kind(d) == .functionDecl ? names.declaredName(d) : firstBoundName(d, names)
        guard let member = name else { return nil }
        if declared {
            if isUsedOnlyWhereNothingRuns(member, owner: owner.name, context: context) { return nil }
            return Site(placement: "", via: member)
        }
        if member == "body" {
            guard let typeName = owner.name else { return nil }
            if context.type(typeName, inheritsFrom: "ToolbarContent") { return Site(placement: "", via: typeName) }
            guard var site = usedSite(of: typeName, owner: nil, context: context) else { return nil }
            site.isViewBody = true
            return site
        }
        return usedSite(of: member, owner: owner.name, context: context)
    }

    /// `names.boundNames(d).first` without the list: the name of the variable declaration `d`'s first binding
    /// ("" when its pattern is missing or not a name), nil without a binding.
    static func firstBoundName(_ d: Int, _ names: SyntaxNames) -> String? {
        let tree = names.tree
        guard let b = tree.child(d, .patternBinding) else { return nil }
        guard let c = tree.firstChild(b) else { return "" }
        switch tree.kind(c) {
        case .identifierPattern, .tuplePattern, .wildcardPattern, .valueBindingPattern: return names.text(c)
        default: return ""
        }
    }

    /// True when bars use the member `name` of `owner` only in code that never runs on the device
    /// (`toolbarContentiOS18` in the fallback of `#available(iOS 26, *)`): it is not shown there.
    static func isUsedOnlyWhereNothingRuns(_ name: String, owner: String?, context: RuleContext) -> Bool {
        let uses = context.barContentUses(of: name).filter { $0.value.owner == nil || $0.value.owner == owner }
        return !uses.isEmpty && uses.allSatisfy { $0.value.placement == "unreachable" }
    }

    /// True when the `ToolbarItem` call `item` stands in a toolbar-content member (`@ToolbarContentBuilder var
    /// oldToolbar`) that bars use only in code that never runs on the device.
    /// Answered once per member (`BarItemMemo.unreachableMembers`): a member's `ToolbarItem`s ask together.
    static func isInUnreachableMember(_ item: Int, in file: SwiftFile, context: RuleContext) -> Bool {
        let tree = file.syntaxTree
        guard let d = tree.ancestor(item, in: [.functionDecl, .variableDecl]) else { return false }
        return BarItemMemo.of(file, context).unreachableMember(d) { isUnreachableMember(d, in: file, context: context) }
    }

    /// `isInUnreachableMember` for the member declaration `d`.
    private static func isUnreachableMember(_ d: Int, in file: SwiftFile, context: RuleContext) -> Bool {
        let tree = file.syntaxTree
        guard let owner = FileSummary.owner(of: d, file) else { return false }
        let names = SyntaxNames(file: file, tree: tree)
        guard let name = tree.kind(d) == .functionDecl ? names.declaredName(d) : firstBoundName(d, names), name != "body" else { return false }
        return isUsedOnlyWhereNothingRuns(name, owner: owner.name, context: context)
    }

    /// The site of the bar uses of `name` (members of `owner` are used bare or through `self` in `owner`, or
    /// through a receiver anywhere): the first use's placement; nil when there is no use, or every use stands
    /// in a skipped placement.
    private static func usedSite(of name: String, owner: String?, context: RuleContext) -> Site? {
        let uses = context.barContentUses(of: name).filter { owner == nil || $0.value.owner == nil || $0.value.owner == owner }
        guard let use = uses.first(where: { !isSkipped($0.value.placement ?? "") }) else { return nil }
        return Site(placement: use.value.placement ?? "", via: name)
    }
}

extension BarItems {
    /// The bar item with a problem whose callee is token `i` (`Button`, `Menu`, `Text`, `ShareLink`,
    /// `UIBarButtonItem`), or nil.
    static func item(at i: Int, in file: SwiftFile, context: RuleContext) -> Item? {
        BarItemMemo.of(file, context).item(i) { findItem(at: i, in: file, context: context) }
    }

    private static func findItem(at i: Int, in file: SwiftFile, context: RuleContext) -> Item? {
        if file.isText(i, "UIBarButtonItem") { return uiKitItem(at: i, in: file, context: context) }
        guard let site = site(ofItemAt: i, in: file, context: context) else { return nil }
        let word = file.text(i)
        guard let problem = swiftUIProblem(at: i, word: word, site: site, in: file, context: context) else { return nil }
        return Item(token: i, problem: problem, placement: site.placement.isEmpty ? nil : site.placement, word: word, site: site)
    }

    /// True when the `UIBarButtonItem(…)` at token `i` is not an item of a bar the system moves: it is put in a
    /// hand-made toolbar (`toolbar.items = [item]`) or becomes a back button.
    static func isInHandMadeToolbar(_ i: Int, in file: SwiftFile, context: RuleContext) -> Bool {
        guard let c = call(at: i, in: file, context: context) else { return false }
        return later(ofCall: c.node, in: file).notAnItemOfTheBar
    }

    /// `file.call(at: i)`, read once per lint (`BarItemMemo.calls`): the bar-item rules each ask for the call
    /// of the same `Button` or `UIBarButtonItem`.
    static func call(at i: Int, in file: SwiftFile, context: RuleContext) -> Call? {
        BarItemMemo.of(file, context).call(i) { file.call(at: i) }
    }
}

/// The bar-item analysis of one lint of one file, kept for the rules that ask about the same token
/// (`text_only_bar_item`, `bar_item_missing_title`, `count_in_bar_item_title` and `ellipsis_custom_menu` all start
/// at a `Button` or `Menu`): one walk up the tree per token. Kept in the lint's `RuleContext`, so the model's
/// questions are recorded once per lint, by the first rule that asks.
final class BarItemMemo {
    var sites: [Int: BarItems.Site?] = [:]
    var items: [Int: BarItems.Item?] = [:]
    /// The site of an item in the body of each member declaration asked about (`BarItems.memberSite`).
    var memberSites: [Int: BarItems.Site?] = [:]
    /// Whether each member declaration asked about is used by bars only where nothing runs
    /// (`BarItems.isInUnreachableMember`).
    var unreachableMembers: [Int: Bool] = [:]
    /// Whether each type declaration asked about is a `PreviewProvider` (`BarItems.isInPreview`).
    var previewTypes: [Int: Bool] = [:]
    /// The call at each token asked about (`BarItems.call(at:in:context:)`).
    var calls: [Int: Call?] = [:]

    /// The call whose callee's name is token `k` (`calls`), read the first time.
    func call(_ k: Int, _ compute: () -> Call?) -> Call? {
        if let known = calls[k] { return known }
        let found = compute()
        calls[k] = .some(found)
        return found
    }

    /// An empty memo with room for the items of a usual file (the tables grew four or five times in one).
    init() {
        sites.reserveCapacity(16)
        items.reserveCapacity(16)
    }

    /// The site of an item in the body of member declaration `d` (`memberSites`), computed the first time.
    func memberSite(_ d: Int, _ compute: () -> BarItems.Site?) -> BarItems.Site? {
        if let known = memberSites[d] { return known }
        let found = compute()
        memberSites[d] = .some(found)
        return found
    }

    /// Whether member declaration `d` is used only where nothing runs (`unreachableMembers`), computed the first time.
    func unreachableMember(_ d: Int, _ compute: () -> Bool) -> Bool {
        if let known = unreachableMembers[d] { return known }
        let found = compute()
        unreachableMembers[d] = found
        return found
    }

    /// Whether type declaration `t` is a `PreviewProvider` (`previewTypes`), computed the first time.
    func previewType(_ t: Int, _ compute: () -> Bool) -> Bool {
        if let known = previewTypes[t] { return known }
        let found = compute()
        previewTypes[t] = found
        return found
    }

    /// The item at token `k` (`items`), computed by `compute` (and kept) the first time.
    func item(_ k: Int, _ compute: () -> BarItems.Item?) -> BarItems.Item? {
        if let known = items[k] { return known }
        let found = compute()
        items[k] = .some(found)
        return found
    }

    /// The site of the item at token `k` (`sites`), computed by `compute` (and kept) the first time.
    func site(_ k: Int, _ compute: () -> BarItems.Site?) -> BarItems.Site? {
        if let known = sites[k] { return known }
        let found = compute()
        sites[k] = .some(found)
        return found
    }

    /// The memo of the lint `context` serves.
    static func of(_ file: SwiftFile, _ context: RuleContext) -> BarItemMemo { context.memo(BarItemMemo.self) { BarItemMemo() } }
}

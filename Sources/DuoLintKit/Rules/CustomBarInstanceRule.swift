/// `custom_bar_instance`: a `UIToolbar`, `UINavigationBar` or `UITabBar` created by hand.
///
/// Catches an initializer call of one of the three bar classes: `UIToolbar()`,
/// `UINavigationBar(frame: …)`, `UITabBar.init(…)`. On iPhone Duo only bars that
/// navigation containers provide move into the vertical bar; the items of a
/// hand-made bar are not considered and stay where the bar is. Leaves alone: type
/// annotations and casts (`let bar: UIToolbar`, `as? UITabBar`), subclass
/// declarations and extensions (`class FormatBar: UIToolbar`), class members
/// (`UIToolbar.appearance()`, `UINavigationBar.self`), other types
/// (`UIToolbarAppearance()`, `UITabBarController()`, `UINavigationBarAppearance()`),
/// compound names (`UIToolbar.init(frame:)` as a function reference), instances of
/// subclasses (their name is not known to be a bar), a `UIToolbar` in a declaration
/// that also sets an `inputAccessoryView` anywhere (keyboard accessory bars stay with the
/// keyboard), a local bar its function sets `isHidden = true` (made to read default
/// attributes, never seen), and the names in comments and literals. Silent in code that
/// never runs on iPhone Duo (the engine's execution scope).
/// Facts: DOMAIN.md §4; seed 003 (code at talk 2:39); seed 001 (talks 2:19 and 2:58); seed 000 ("対応の前提").
public struct CustomBarInstanceRule: SwiftRule {
    /// The rule's id, name, default severity, summary, rationale, fix and source (checked against its page).
    public static let description = RuleDescription(
        id: "custom_bar_instance",
        name: "Custom bar instance",
        severity: .warning,
        summary: "Flags UIToolbar, UINavigationBar and UITabBar instances created by hand, whose items never move into iPhone Duo's vertical bar; let a UINavigationController or UITabBarController provide the bar.",
        rationale: "On iPhone Duo toolbars, navigation bars and tab bars move to an 84 pt vertical bar at the side on the outer display and on the inner display in landscape. Only bars provided by navigation containers take part: the content of custom UIToolbar, UINavigationBar and UITabBar instances is not considered, so a hand-made bar stays horizontal and eats the vertical space the new layout frees.",
        fix: "Set the view controller's toolbarItems and navigationItem and show it in a UINavigationController (setToolbarHidden(false) for the toolbar); use a UITabBarController instead of a UITabBar; in SwiftUI use .toolbar inside NavigationStack, NavigationSplitView or TabView.",
        source: "seed 003, talk 2:39 (custom bars are not considered); seed 001, talks 2:19 and 2:58; seed 000 ('Raise the bar with iPhone Duo' @ 2:39)",
        inputs: [.swift],
        tags: ["bars"])

    /// A rule has no settings of its own; options arrive with each `visit`.
    public init() {}
    /// Identifier texts the engine calls `visit` at.
    public var triggers: [String] { ["UIToolbar", "UINavigationBar", "UITabBar"] }

    /// Judges the trigger token at index `i` of `file` and reports each finding at its first token (line 1-based, columns as `SourceLocation` gives them) into `sink`.
    public func visit(_ i: Int, in file: SwiftFile, context: RuleContext, sink: inout FindingSink) {
        if file.kind(i - 1) == .keyword && file.isText(i - 1, "func") { return }
        var callee = i
        // `UIToolbar.init(…)`: the call's callee is the `init` member.
        let tree = file.syntaxTree
        if let name = tree.node(exactlyAt: i), let m = tree.postfixParent(name), tree.kind(m) == .memberAccessExpr,
           let member = tree.lastChild(m), file.isWord(tree.tokens(member).lowerBound, "init") {
            callee = tree.tokens(member).lowerBound
        }
        guard let call = file.call(at: callee), let open = call.argumentsOpen, !file.isLabelList(open) else { return }
        if isHiddenLocal(call.node, in: file) { return }
        let replacement: String
        if file.isWord(i, "UIToolbar") {
            if setsInputAccessoryView(around: i, in: file) { return }
            replacement = "set the view controller's toolbarItems and show the toolbar of its UINavigationController"
        } else if file.isWord(i, "UINavigationBar") {
            replacement = "put the view controller in a UINavigationController and configure its navigationItem"
        } else {
            replacement = "use a UITabBarController"
        }
        sink.report(Self.description, at: i, "The items of a hand-made \(file.text(i).filter { $0 != "`" }) never move into iPhone Duo's vertical bar; \(replacement).")
    }

    /// True when the bar the call `c` makes is bound to a local name that its scope sets hidden
    /// (`bar.isHidden = true`): a bar made to read default attributes, never seen.
    private func isHiddenLocal(_ c: Int, in file: SwiftFile) -> Bool {
        let tree = file.syntaxTree
        guard let (name, scope) = BarItems.boundName(ofCall: c, in: file), scope != 0 else { return false }
        let range = tree.tokens(scope)
        for o in file.occurrences(ofNameAt: name) {
            let j = Int(o)
            guard j != name, range.contains(j), file.sameText(j, name), let n = tree.node(exactlyAt: j),
                  let m = tree.postfixParent(n), tree.kind(m) == .memberAccessExpr, let member = tree.lastChild(m),
                  file.isWord(tree.tokens(member).lowerBound, "isHidden"), let value = tree.assignedValue(to: m),
                  file.isWord(tree.tokens(value).lowerBound, "true") else { continue }
            return true
        }
        return false
    }

    /// True when the type around token `i` mentions `inputAccessoryView` anywhere (its declaration or an extension
    /// of it in the file; the top-level declaration when `i` is not in a type): the toolbar is a keyboard
    /// accessory, which stays with the keyboard.
    private func setsInputAccessoryView(around i: Int, in file: SwiftFile) -> Bool {
        let tree = file.syntaxTree
        let typeKinds: Set<SyntaxKind> = [.classDecl, .structDecl, .enumDecl, .actorDecl, .extensionDecl]
        let start = tree.node(containingToken: i)
        var outerType: Int?
        var p = tree.ancestor(start, in: typeKinds)
        while let t = p { outerType = t; p = tree.ancestor(t, in: typeKinds) }
        let typeName = outerType.flatMap { FileSummary.declaredTypeName($0, tree.kind($0), file, tree) }
        let top = tree.outermostDeclaration(start)
        for o in file.occurrences(ofName: "inputAccessoryView") where file.isText(Int(o), "inputAccessoryView") {
            let j = Int(o)
            if let top, tree.tokens(top).contains(j) { return true }
            guard let name = typeName else { continue }
            // Another declaration of the same type in the file (`extension NoteViewController { … }`).
            var q = tree.ancestor(tree.node(containingToken: j), in: typeKinds)
            while let t = q {
                if FileSummary.declaredTypeName(t, tree.kind(t), file, tree) == name { return true }
                q = tree.ancestor(t, in: typeKinds)
            }
        }
        return false
    }
}

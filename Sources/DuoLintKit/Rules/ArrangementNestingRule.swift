/// `arrangement_nesting`: an `ArrangementView` nested the wrong way round.
///
/// Catches an `ArrangementView` call inside a trailing closure of `List`, `ScrollView`,
/// `LazyVStack` or `LazyHStack` (through any plain view calls in between: `VStack`,
/// `ForEach`, `Section`, and the `if`/`switch`/`#if` blocks of their content), and a
/// `NavigationStack` or `NavigationSplitView` call inside an `ArrangementView`'s trailing
/// closures. The walk outwards stops at a modifier's
/// closure (`.sheet { … }`, `.overlay { … }`: presented or layered content has its own
/// container), at a closure that is not a call's trailing closure and at a declaration
/// body, so a separate view type, a sibling and another file are never connected.
/// Leaves alone: a `List` or `ScrollView` inside an `ArrangementView` (scrolling content
/// in a pane is the intended use), a navigation container around an `ArrangementView`,
/// `UIArrangementViewController`, and the names in comments and literals.
/// Facts: DOMAIN.md §7; seed 000 ("ArrangementView" nesting constraints); seed 001 (talk 16:15, 16:26).
public struct ArrangementNestingRule: SwiftRule {
    /// The rule's id, name, default severity, summary, rationale, fix and source (checked against its page).
    public static let description = RuleDescription(
        id: "arrangement_nesting",
        name: "Arrangement nesting",
        severity: .warning,
        summary: "Flags an ArrangementView inside a List, ScrollView, LazyVStack or LazyHStack, and a NavigationStack or NavigationSplitView inside an ArrangementView; navigation goes outside the arrangement, and the arrangement never goes inside scrolling content.",
        rationale: "ArrangementView provides no navigation of its own and lays out its two views from the size classes, the aspect ratio and an active fold. A navigation container inside it splits navigation per pane and loses the system bars' placement; an ArrangementView inside scrolling content gets no fixed size to arrange in and no fold to avoid. The talk states both constraints, in opposite directions.",
        fix: "Put NavigationStack or NavigationSplitView outside the ArrangementView, and put the ArrangementView outside List and ScrollView (scrolling content belongs inside its panes).",
        source: "seed 001, talks 16:15 and 16:26 (navigation outside, not inside List or ScrollView); seed 000 ('ArrangementView' nesting constraints)",
        inputs: [.swift],
        tags: ["layout", "arrangement"])

    /// A rule has no settings of its own; options arrive with each `visit`.
    public init() {}
    /// Identifier texts the engine calls `visit` at.
    public var triggers: [String] { ["ArrangementView", "NavigationStack", "NavigationSplitView"] }

    /// Judges the trigger token at index `i` of `file` and reports each finding at its first token (line 1-based, columns as `SourceLocation` gives them) into `sink`.
    public func visit(_ i: Int, in file: SwiftFile, context: RuleContext, sink: inout FindingSink) {
        let tree = file.syntaxTree
        guard let name = tree.node(exactlyAt: i), let call = tree.call(constructing: name, in: file) else { return }
        // A compound name (`#selector(ArrangementView.init(_:))`-like `(_:)` lists) is not a call.
        if let callee = tree.firstChild(call), tree.end(callee) < tree.end(call), file.kind(tree.end(callee)) == .leftParen,
           file.isLabelList(tree.end(callee)) { return }
        let isArrangement = file.isWord(i, "ArrangementView")
        // Outwards through the trailing closures of plain view calls and the `if`/`switch`/`#if` blocks of their
        // content; a modifier's closure, an argument's closure or a declaration's body ends the walk.
        var n = call
        while let p = tree.parent(n) {
            switch tree.kind(p) {
            case .closureExpr:
                guard let outer = tree.parent(p), tree.kind(outer) == .functionCallExpr,
                      let ownerName = tree.typeName(ofCall: outer, in: file) else { return }
                let owner = tree.tokens(ownerName).lowerBound
                if isArrangement {
                    if file.isWord(owner, "List") || file.isWord(owner, "ScrollView") || file.isWord(owner, "LazyVStack")
                        || file.isWord(owner, "LazyHStack") {
                        sink.report(Self.description, at: i, "ArrangementView inside \(file.text(owner)) gets no fixed size to arrange its views in; put the ArrangementView outside the scrolling content and scroll inside its panes.")
                        return
                    }
                } else if file.isWord(owner, "ArrangementView") {
                    sink.report(Self.description, at: i, "\(file.text(i)) inside an ArrangementView's content splits navigation per pane; put the navigation container outside the ArrangementView.")
                    return
                }
                n = outer
            case .codeBlock:
                guard let b = tree.parent(p), tree.kind(b) == .ifExpr else { return }
                n = p
            case .ifExpr, .switchCase, .switchExpr, .ifConfigClause, .ifConfigDecl, .expressionStmt, .functionCallExpr,
                 .memberAccessExpr, .postfixIfConfigExpr:
                // Up a modifier chain (`VStack { … }.padding()`) or out of a branch.
                if tree.kind(p) == .functionCallExpr || tree.kind(p) == .memberAccessExpr || tree.kind(p) == .postfixIfConfigExpr {
                    guard tree.postfixParent(n) == p else { return }
                }
                n = p
            default:
                return
            }
        }
    }
}

/// `foreground_ignores_safe_area`: foreground or interactive content told to ignore the safe area.
///
/// Catches `.ignoresSafeArea(…)` and `.edgesIgnoringSafeArea(…)` that give up a side edge (no edges argument,
/// or edges naming `.all`, `.horizontal`, `.leading` or `.trailing`, with the `.container` or `.all` region),
/// applied through any modifiers (`tree.modifiers(of:)` of the chain) to a chain whose root is, by name:
/// - a control (`Button`, `Toggle`, `TextField`, … `EditButton`), scrolling content (`ScrollView`, `List`,
///   `Form`, `Table`) or text (`Text`, `Label`);
/// - a stack or grouping (`VStack`, `ZStack`, `Group`, `TabView` …) or a `GeometryReader` whose content holds a
///   control or scrolling content at any depth (`ForegroundTable.first`), also through the view members of the
///   same type it names (`cells`, `self.cells`, `makeCells()`: a computed property or function of this file
///   whose type names `View`);
/// - a view member of the same type (`cells.ignoresSafeArea()`) whose body holds one;
/// - any view with an `.overlay` earlier in the chain that holds one.
/// Names are read through `SwiftUI.`, an explicit `.init` and parentheses around the whole root call
/// (`SyntaxTree.viewRoot`, `typeName(ofCall:in:)`); another module's `MyKit.Button` is not SwiftUI's.
/// Why: on iPhone Duo the outer display and the inner display in landscape have an 84 pt vertical bar on one
/// side; foreground content belongs inside the safe area and only backgrounds extend (DOMAIN.md §5 and "The
/// device"; seed 000 "safe area の非対称性", talk 6:52; seed 001 talks 6:58, 7:10, 7:22, 7:28; seed 004).
/// Leaves alone: content that re-insets itself per edge (`+Reinset`); backgrounds and media (`Color…`,
/// gradients, shapes, `Image`, `Map`, `VideoPlayer`: media may extend, seed 001 talk 7:10); stacks of only
/// non-interactive views; unknown custom views (`HeroBanner()`, `content`); what sits in presenting modifiers
/// (`.sheet`, `.toolbar` …: placed by the system), in navigation containers (they place their bars), in a
/// `GeometryReader` that places its content with its proxy (`.padding`/`.offset`/`.position` by the proxy, or
/// any `safeAreaInsets` read), or in a horizontal `ScrollView` inset at the sides (seed 001 talk 7:22);
/// `.keyboard` regions; edges naming only `.top`, `.bottom`, `.vertical` (the horizontal bars every iPhone has);
/// edges or regions given by a variable; chains with an `#if` block or not starting with a name.
public struct ForegroundIgnoresSafeAreaRule: SwiftRule {
    /// The rule's id, name, default severity, summary, rationale, fix and source (checked against its page).
    public static let description = RuleDescription(
        id: "foreground_ignores_safe_area",
        name: "Foreground ignores safe area",
        severity: .warning,
        summary: "Flags .ignoresSafeArea() and .edgesIgnoringSafeArea(_:) on a control, scrolling content, text or a stack holding a control, which can then sit under iPhone Duo's 84 pt vertical bar; only backgrounds should extend outside the safe area.",
        rationale: "On iPhone Duo the safe area is asymmetric: on the outer display and on the inner display in landscape the vertical bar, status bar and Dynamic Island take an 84 pt inset on one side. Interactive elements and foreground content belong inside the safe area; only backgrounds extend outside it, behind the toolbars and sidebars. A control, list, scroll view or text that ignores the safe area can be laid out under the vertical bar, where it is covered or cannot be tapped.",
        fix: "Keep the content inside the safe area and let only its background extend: ZStack { Color.accentColor.ignoresSafeArea(); content } or content.background { Color.accentColor.ignoresSafeArea() }; ignore only .top or .bottom when a full-bleed header needs it.",
        source: "seed 000 (safe area の非対称性, Prepare your app for iPhone Duo 6:52); seed 001 (talks 6:58, 7:10, 7:22, 7:28); seed 004 (safe-area table); DOMAIN.md §5",
        inputs: [.swift],
        tags: ["safe-area", "layout"])

    /// A rule has no settings of its own; options arrive with each `visit`.
    public init() {}
    /// Identifier texts the engine calls `visit` at.
    public var triggers: [String] { ["ignoresSafeArea", "edgesIgnoringSafeArea"] }

    /// Controls, by name: interactive whether they stand alone or inside a stack.
    static let controls: [StaticString] = [
        "Button", "Toggle", "TextField", "SecureField", "TextEditor", "Slider", "Stepper", "Picker", "DatePicker",
        "MultiDatePicker", "ColorPicker", "Menu", "Link", "NavigationLink", "ShareLink", "PasteButton", "EditButton",
    ]
    /// Scrolling content, by name: foreground, and interactive (it scrolls) inside a stack too.
    static let scrolling: [StaticString] = ["ScrollView", "List", "Form", "Table"]
    /// Text, by name: foreground when it is the modified view itself (a stack of only text is left alone).
    static let text: [StaticString] = ["Text", "Label"]
    /// Stacks and groupings, by name: judged by the controls in their content.
    static let containers: [StaticString] = [
        "VStack", "HStack", "ZStack", "LazyVStack", "LazyHStack", "LazyVGrid", "LazyHGrid", "Grid", "GridRow", "Group",
        "ViewThatFits", "ScrollViewReader", "TabView",
    ]
    /// Modifiers whose closures hold presented or bar content, placed by the system outside the modified view.
    static let presenting: [StaticString] = [
        "sheet", "fullScreenCover", "popover", "alert", "confirmationDialog", "toolbar", "contextMenu", "inspector",
        "navigationDestination", "toolbarOverflowMenu", "searchSuggestions",
    ]
    /// Navigation containers, by name: they place their bars and the content under them against the safe area.
    static let navigation: [StaticString] = ["NavigationStack", "NavigationSplitView", "NavigationView"]

    /// Judges `.ignoresSafeArea(…)`/`.edgesIgnoringSafeArea(…)` at token `i` and reports at that name (line 1-based,
    /// column in UTF-8 bytes, as the engine converts the token index).
    public func visit(_ i: Int, in file: SwiftFile, context: RuleContext, sink: inout FindingSink) {
        let tree = file.syntaxTree
        guard let name = tree.node(exactlyAt: i), tree.isMemberName(name), let member = tree.parent(name),
              let call = tree.call(withCallee: member), tree.trailingClosures(ofCall: call).isEmpty,
              givesUpSideEdge(file, call, legacy: file.isWord(i, "edgesIgnoringSafeArea")),
              let base = tree.base(ofMember: member) else { return }
        // The chain below the call: its root and the modifiers between (an `#if` block: not read).
        // The file's table of long chains, made only when this chain is one.
        let chains = ForegroundChains.hasLongChain(member, tree)
            ? file.table(ForegroundChains.self) { ForegroundChains($0) } : ForegroundChains(shortChainsOf: file)
        // The view at the root, through `SwiftUI.`, `.init` and parentheses around the whole root call.
        guard let chainRoot = chains.root(below: base), case let root = tree.viewRoot(chainRoot, in: file),
              tree.kind(root) == .declReferenceExpr, !Self.isErasedItem(file, member, chains) else { return }
        // `self.cells`: the member access is the reference.
        var reference = root
        if root != base, file.isWord(tree.start(root), "self"), let m = tree.parent(root), tree.base(ofMember: m) == root { reference = m }
        // Content that re-insets itself per edge under a full-width background: the pattern the HIG allows.
        // A long chain's calls share their answers for this lint; a short chain's are asked again.
        let answers = chains.isLong(base) ? context.memo(ForegroundChainAnswers.self) { ForegroundChainAnswers() } : nil
        if reinsets(file, base: base, root: root, chains: chains, answers: answers, context: context) { return }
        let table = file.table(ForegroundTable.self) { ForegroundTable($0) }
        let rootName = file.text(tree.start(reference == root ? root : tree.lastChild(reference)!))
        func report(_ what: String, _ subject: String) {
            sink.report(Self.description, at: i,
                        "\(what) ignores the safe area, so on iPhone Duo \(subject) can sit under the 84 pt vertical bar; keep foreground "
                            + "content inside the safe area and let only its background (Color…ignoresSafeArea() in .background) extend.")
        }
        func holds(_ inner: Int) -> String { file.text(tree.start(tree.typeName(ofCall: inner, in: file)!)) }
        if let rootCall = tree.call(constructing: root, in: file) {
            switch table.nameClass(ofCall: rootCall, file) {
            case .control, .text:
                return report("This \(rootName)", "it")
            case .scrolling where !table.insetScrolls.contains(Int32(rootCall)):
                return report("This \(rootName)", "it")
            case .container, .geometry:
                if let inner = table.held(inCall: rootCall, tree) {
                    return report("This \(rootName) holds a \(holds(inner)) and", "the \(holds(inner))")
                }
            default:
                break
            }
        }
        if table.memberBodies[Int32(reference)] != nil, table.first[reference] >= 0 {
            let inner = Int(table.first[reference])
            return report("This \(rootName) holds a \(holds(inner)) and", "the \(holds(inner))")
        }
        // The nearest `.overlay` below the call that holds a control.
        let held = ForegroundChainAnswers.nearest(from: chains.overlay(atOrBelow: base), next: chains.overlay(below:),
                                                  memo: \.heldAtOrBelow, in: answers, none: Int32(-1)) { m in
            tree.call(withCallee: m).flatMap { table.held(inCall: $0, tree) }.map { Int32($0) }
        }
        if held >= 0 {
            let inner = Int(held)
            return report("This \(rootName) has an overlay holding a \(holds(inner)) and", "the \(holds(inner))")
        }
    }

    /// True when the chain of member access `m` is a view built as a value for a list of items the rule does not
    /// see placed (`entries.map { AnyView(cell($0).ignoresSafeArea()) }`, often cells hosted by a UIKit collection
    /// view that insets them itself): the argument of an `AnyView(…)` inside a `map`-family closure. `chains` is
    /// the file's `ForegroundChains`.
    static func isErasedItem(_ file: SwiftFile, _ m: Int, _ chains: ForegroundChains) -> Bool {
        let tree = file.syntaxTree
        guard let arg = tree.parent(chains.top(m)), tree.kind(arg) == .labeledExpr, let erase = tree.parent(arg),
              tree.kind(erase) == .functionCallExpr, let name = tree.calleeName(ofCall: erase), file.isWord(tree.start(name), "AnyView"),
              let closure = tree.ancestor(erase, in: [.closureExpr]) else { return false }
        var p = tree.parent(closure)
        if let l = p, tree.kind(l) == .labeledExpr { p = tree.parent(l) }
        guard let call = p, tree.kind(call) == .functionCallExpr, let callee = tree.calleeName(ofCall: call) else { return false }
        return ["map", "compactMap", "flatMap"].contains { file.isWord(tree.start(callee), $0) }
    }

    /// True when the safe-area call `c` gives up the container safe area on the left or right: regions include
    /// `.container` (or `.all`, or are not given) and edges include `.all`, `.horizontal`, `.leading` or
    /// `.trailing` (or are not given). `legacy` is `edgesIgnoringSafeArea(_:)`, whose only argument is the edges.
    /// False for anything it cannot read (a variable, a ternary).
    private func givesUpSideEdge(_ file: SwiftFile, _ c: Int, legacy: Bool) -> Bool {
        let tree = file.syntaxTree
        let labels = SyntaxNames(file: file, tree: tree)
        let args = tree.arguments(ofCall: c)
        if legacy {
            guard args.count == 1, labels.label(args[0]) == nil, let v = tree.lastChild(args[0]) else { return false }
            return Self.names(file, v, allowed: Self.edges, wanted: Self.sides)
        }
        for a in args {
            guard let v = tree.lastChild(a) else { return false }
            if let label = labels.label(a) {
                guard label == "edges", Self.names(file, v, allowed: Self.edges, wanted: Self.sides) else { return false }
            } else {
                guard Self.names(file, v, allowed: ["all", "container", "keyboard", "SafeAreaRegions"], wanted: ["all", "container"]) else {
                    return false
                }
            }
        }
        return true
    }

    /// The names an `Edge.Set` literal is written with.
    static let edges: [StaticString] = ["all", "horizontal", "vertical", "top", "bottom", "leading", "trailing", "Edge", "Set"]
    /// The edge names that include the left or right edge.
    static let sides: [StaticString] = ["all", "horizontal", "leading", "trailing"]

    /// True when expression node `e` is an option-set literal (`.top`, `[.top, .leading]`, `Edge.Set.all`,
    /// `Edge.Set(.leading)`): only member accesses, names, arrays and calls, every name in `allowed`, and one
    /// member name (`.leading`) in `wanted`.
    static func names(_ file: SwiftFile, _ e: Int, allowed: [StaticString], wanted: [StaticString]) -> Bool {
        let tree = file.syntaxTree
        var found = false
        for n in [e] + tree.descendants(e, ofKind: .declReferenceExpr) {
            guard tree.kind(n) == .declReferenceExpr else { continue }
            let t = tree.start(n)
            guard allowed.contains(where: { file.isWord(t, $0) }) else { return false }
            if tree.isMemberName(n), wanted.contains(where: { file.isWord(t, $0) }) { found = true }
        }
        let literal: Set<SyntaxKind> = [.memberAccessExpr, .declReferenceExpr, .arrayExpr, .arrayElement, .functionCallExpr, .labeledExpr]
        return found && (e..<(e + Int(tree.subtreeSizes[e]))).allSatisfy { literal.contains(tree.kind($0)) }
    }
}

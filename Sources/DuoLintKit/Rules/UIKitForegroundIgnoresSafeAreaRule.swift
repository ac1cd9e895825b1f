/// `uikit_foreground_ignores_safe_area`: a UIKit foreground view laid out against the view controller's root
/// view's own side edges instead of its safe area; the UIKit sibling of `foreground_ignores_safe_area`.
///
/// Catches, in a class that is (through the project's classes, by the model) a `UIViewController`,
/// `UINavigationController`, `UITabBarController`, `UISplitViewController`, `UIPageViewController` or
/// `UIHostingController`, with `view`/`self.view` its root view:
/// - `x.leadingAnchor.constraint(equalTo: view.leadingAnchor)` (also `trailing`, `left`, `right`, either
///   order, `equalToSystemSpacingAfter:`), reported at the root view's anchor name;
/// - `NSLayoutConstraint(item: x, attribute: .leading, relatedBy: .equal, toItem: view, attribute: .leading, …)`
///   (either order), reported at the root view's attribute name;
/// - `x.frame = view.bounds` and `UILabel(frame: view.bounds)`, reported at `bounds`;
/// where `x` is a foreground view by its type as the code writes it (`DeclaredTypes`: a local `let b =
/// UIButton(type:)`, a stored property `let label = UILabel()`, `@IBOutlet var l: UILabel!`, a parameter, a
/// project subclass such as `class PillButton: UIButton`): a label, button, text field, text view, switch,
/// slider, stepper, segmented control, stack view, picker, page control or other control.
/// Why: on iPhone Duo the outer display and the inner display in landscape put the 84 pt vertical bar on one
/// side, inside the root view's bounds (DOMAIN.md §5 and "The device"; seed 000, 6:52).
/// Leaves alone: views whose type is unknown or not foreground (`UIView`, `UIImageView`, `UIVisualEffectView`,
/// scroll, table, collection and web views, system bars that inset their own items, a child controller's
/// view); views named as backgrounds (`background`, `backdrop`, `blur`, `dimm…`); anchors of a layout guide
/// (`view.safeAreaLayoutGuide.leadingAnchor`); constants that read `safeAreaInsets` or the layout margins, or a
/// literal of 84 pt or more; inequalities (`greaterThanOrEqualTo:`, a limit rather than a pin); pins to
/// siblings, to other views, to a cell's `contentView` and to a custom view's own edges; opposite edges
/// (`leading` to `trailing`, an off-screen start).
public struct UIKitForegroundIgnoresSafeAreaRule: SwiftRule {
    /// The rule's id, name, default severity, summary, rationale, fix and source (checked against its page).
    public static let description = RuleDescription(
        id: "uikit_foreground_ignores_safe_area",
        name: "UIKit foreground ignores safe area",
        severity: .warning,
        summary: "Flags a UIKit label, button, text view, stack view or other control pinned to the view controller's root view's leading, trailing, left or right edge (an anchor constraint, NSLayoutConstraint(item:…), or frame = view.bounds), which can then sit under iPhone Duo's 84 pt vertical bar; pin foreground views to view.safeAreaLayoutGuide.",
        rationale: "On iPhone Duo the safe area is asymmetric: on the outer display and on the inner display in landscape the vertical bar, status bar and Dynamic Island take an 84 pt inset on one side, inside the root view's bounds. Foreground views belong inside the safe area; only backgrounds are laid out against the view's bounds. A control, label or stack pinned to the view's own side edges can be laid out under the vertical bar, where it is covered or cannot be tapped.",
        fix: "Constrain foreground views to view.safeAreaLayoutGuide (or layoutMarginsGuide / readableContentGuide): label.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor); for frames set label.frame = view.bounds.inset(by: view.safeAreaInsets) in viewDidLayoutSubviews; keep backgroundView.frame = view.bounds for backgrounds.",
        source: "seed 000 (safe area の非対称性, Prepare your app for iPhone Duo 6:52); seed 004 (safe-area table); DOMAIN.md §5",
        inputs: [.swift],
        tags: ["safe-area", "layout"])

    /// A rule has no settings of its own; options arrive with each `visit`.
    public init() {}
    /// Identifier texts the engine calls `visit` at.
    public var triggers: [String] { ["constraint", "NSLayoutConstraint", "bounds"] }

    /// UIKit foreground classes, by name, with the word a message uses for them.
    static let foreground: [String: String] = [
        "UILabel": "label", "UIButton": "button", "UITextField": "text field", "UITextView": "text view",
        "UISwitch": "switch", "UISlider": "slider", "UIStepper": "stepper", "UISegmentedControl": "segmented control",
        "UIStackView": "stack view", "UIDatePicker": "date picker", "UIPickerView": "picker view",
        "UIPageControl": "page control", "UIControl": "control", "UIColorWell": "color well",
    ]
    /// The names of `foreground`.
    static let foregroundClasses = Set(foreground.keys)
    /// View controller classes whose `view` is the root view the screen's safe area insets.
    static let controllers: Set<String> = [
        "UIViewController", "UINavigationController", "UITabBarController", "UISplitViewController",
        "UIPageViewController", "UIHostingController",
    ]
    /// The side-edge anchors.
    static let anchors: [StaticString] = ["leadingAnchor", "trailingAnchor", "leftAnchor", "rightAnchor"]
    /// The side-edge attributes of `NSLayoutConstraint(item:attribute:…)`.
    static let attributes: [StaticString] = ["leading", "trailing", "left", "right"]
    /// Words of names that mark a background (left alone whatever the type).
    static let backgroundWords = ["background", "backdrop", "blur", "dimm"]

    /// Judges `constraint` (an anchor constraint), `NSLayoutConstraint` (the item form) or `bounds` at token `i`
    /// and reports at the root view's anchor, attribute or `bounds` (line 1-based, column in UTF-8 bytes, as the
    /// engine converts the token index).
    public func visit(_ i: Int, in file: SwiftFile, context: RuleContext, sink: inout FindingSink) {
        if file.isWord(i, "constraint") {
            anchorConstraint(i, file, context, &sink)
        } else if file.isWord(i, "NSLayoutConstraint") {
            itemConstraint(i, file, context, &sink)
        } else {
            boundsFrame(i, file, context, &sink)
        }
    }

    /// `a.leadingAnchor.constraint(equalTo: b.leadingAnchor …)` with one side the root view, the other a
    /// foreground view.
    private func anchorConstraint(_ i: Int, _ file: SwiftFile, _ context: RuleContext, _ sink: inout FindingSink) {
        let tree = file.syntaxTree
        let names = SyntaxNames(file: file, tree: tree)
        guard let name = tree.node(exactlyAt: i), tree.isMemberName(name), let callee = tree.parent(name),
              let call = tree.call(withCallee: callee), let receiver = tree.base(ofMember: callee),
              let (receiverView, receiverAnchor) = anchor(receiver, file) else { return }
        let args = tree.arguments(ofCall: call)
        guard let first = args.first, let label = names.label(first), label == "equalTo" || label == "equalToSystemSpacingAfter",
              let value = tree.lastChild(first), let (argView, argAnchor) = anchor(value, file),
              file.sameText(receiverAnchor, argAnchor) else { return }
        judgePin(receiverView, receiverAnchor, argView, argAnchor, arguments: args, file, context, &sink)
    }

    /// Judges a pin of view `a`'s edge (named at token `aEdge`) to view `b`'s same edge (`bEdge`), either order: when
    /// one is the root view and the other a foreground view, reports at the root view's edge, unless a `constant:`
    /// among `arguments` clears the bar.
    private func judgePin(_ a: Int, _ aEdge: Int, _ b: Int, _ bEdge: Int, arguments: [Int], _ file: SwiftFile,
                          _ context: RuleContext, _ sink: inout FindingSink) {
        let names = SyntaxNames(file: file, tree: file.syntaxTree)
        if arguments.contains(where: { names.label($0) == "constant" && clearsTheBar($0, file) }) { return }
        if isRootView(b, file, context), let kind = foregroundKind(a, file, context) {
            report(kind, a, at: bEdge, file, &sink)
        } else if isRootView(a, file, context), let kind = foregroundKind(b, file, context) {
            report(kind, b, at: aEdge, file, &sink)
        }
    }

    /// `NSLayoutConstraint(item: a, attribute: .leading, relatedBy: .equal, toItem: b, attribute: .leading, …)`.
    private func itemConstraint(_ i: Int, _ file: SwiftFile, _ context: RuleContext, _ sink: inout FindingSink) {
        let tree = file.syntaxTree
        let names = SyntaxNames(file: file, tree: tree)
        guard let name = tree.node(exactlyAt: i), !tree.isMemberName(name), let call = tree.call(named: name) else { return }
        let args = tree.arguments(ofCall: call)
        func value(_ k: Int, _ label: String) -> Int? {
            k < args.count && names.label(args[k]) == label ? tree.lastChild(args[k]) : nil
        }
        func attribute(_ e: Int?) -> Int? {
            guard let e, tree.kind(e) == .memberAccessExpr, tree.base(ofMember: e) == nil, let n = tree.lastChild(e),
                  Self.attributes.contains(where: { file.isWord(tree.start(n), $0) }) else { return nil }
            return tree.start(n)
        }
        guard args.count >= 5, let item = value(0, "item"), let a1 = attribute(value(1, "attribute")),
              let relation = value(2, "relatedBy"), tree.kind(relation) == .memberAccessExpr,
              let rn = tree.lastChild(relation), file.isWord(tree.start(rn), "equal"),
              let toItem = value(3, "toItem"), let a2 = attribute(value(4, "attribute")), file.sameText(a1, a2) else { return }
        judgePin(item, a1, toItem, a2, arguments: args, file, context, &sink)
    }

    /// `x.frame = view.bounds` or `UILabel(frame: view.bounds)`, `x` a foreground view.
    private func boundsFrame(_ i: Int, _ file: SwiftFile, _ context: RuleContext, _ sink: inout FindingSink) {
        let tree = file.syntaxTree
        guard let name = tree.node(exactlyAt: i), tree.isMemberName(name), let m = tree.parent(name),
              tree.postfixParent(m) == nil, let base = tree.base(ofMember: m), isRootView(base, file, context) else { return }
        if let target = tree.assignmentTarget(of: m), tree.kind(target) == .memberAccessExpr, let t = tree.lastChild(target),
           file.isWord(tree.start(t), "frame"), let view = tree.base(ofMember: target), let kind = foregroundKind(view, file, context) {
            return report(kind, view, at: i, file, &sink, frame: true)
        }
        guard let arg = tree.parent(m), tree.kind(arg) == .labeledExpr, SyntaxNames(file: file, tree: tree).label(arg) == "frame",
              let call = tree.parent(arg), tree.kind(call) == .functionCallExpr, let type = DeclaredTypes.constructedType(call, file),
              let kind = Self.kind(ofType: type, context) else { return }
        report(kind, call, at: i, file, &sink, frame: true)
    }

    /// Reports the foreground view `kind` pinned at token `t`: an anchor name (`leadingAnchor`), an attribute
    /// name (`leading` of `NSLayoutConstraint(item:…)`) or `bounds` (`frame`).
    private func report(_ kind: (type: String, word: String), _ view: Int, at t: Int, _ file: SwiftFile,
                        _ sink: inout FindingSink, frame: Bool = false) {
        let edge = file.text(t)
        let what: String
        let fix: String
        if frame {
            what = "This \(kind.type)'s frame is the root view's bounds"
            fix = "lay it out in view.bounds.inset(by: view.safeAreaInsets)"
        } else if edge.hasSuffix("Anchor") {
            what = "This \(kind.type) is pinned to view.\(edge)"
            fix = "pin it to view.safeAreaLayoutGuide.\(edge) (or layoutMarginsGuide)"
        } else {
            what = "This \(kind.type) is pinned to the root view's .\(edge) edge"
            fix = "relate it to view.safeAreaLayoutGuide (toItem:) or use .\(edge)Margin"
        }
        sink.report(Self.description, at: t,
                    "\(what), so on iPhone Duo the \(kind.word) can sit under the 84 pt vertical bar; \(fix) and let only backgrounds reach the view's edges.")
    }

    /// The view and anchor name token of `x.leadingAnchor` (any side anchor); nil for anything else.
    private func anchor(_ e: Int, _ file: SwiftFile) -> (view: Int, name: Int)? {
        let tree = file.syntaxTree
        guard tree.kind(e) == .memberAccessExpr, let n = tree.lastChild(e), let b = tree.base(ofMember: e) else { return nil }
        let t = tree.start(n)
        guard Self.anchors.contains(where: { file.isWord(t, $0) }) else { return nil }
        return (b, t)
    }

    /// True when expression `e` is the root view of the view controller around it: `view`, `self.view`,
    /// `view!` (no local or parameter named `view`), in a class or extension whose type is a view controller.
    func isRootView(_ e: Int, _ file: SwiftFile, _ context: RuleContext) -> Bool {
        guard let (t, isSelfMember) = DeclaredTypes.variableName(e, file), file.isWord(t, "view") else { return false }
        if !isSelfMember {
            guard case .member = DeclaredTypes.declaration(ofNameAt: t, file) else { return false }
        }
        guard let owner = DeclaredTypes.enclosingTypeName(e, file) else { return false }
        return DeclaredTypes.reachedBase(owner, in: Self.controllers, context: context) != nil
    }

    /// The type and word of the foreground view expression `e` stands for; nil when its type is unknown or not
    /// foreground, or its name marks a background.
    func foregroundKind(_ e: Int, _ file: SwiftFile, _ context: RuleContext) -> (type: String, word: String)? {
        guard let (t, _) = DeclaredTypes.variableName(e, file) else { return nil }
        let name = file.text(t).lowercased()
        if Self.backgroundWords.contains(where: { name.contains($0) }) { return nil }
        guard let type = DeclaredTypes.variableType(e, in: file, context: context), !file.table(SelfInsets.self, build: SelfInsets.init).insetsItself(t, file) else { return nil }
        return Self.kind(ofType: type, context)
    }

    /// The type and word of the foreground class `type` reaches (through the project's classes), or nil.
    static func kind(ofType type: String, _ context: RuleContext) -> (type: String, word: String)? {
        let lower = type.lowercased()
        if backgroundWords.contains(where: { lower.contains($0) }) { return nil }
        guard let base = DeclaredTypes.reachedBase(type, in: foregroundClasses, context: context) else { return nil }
        return (type, foreground[base]!)
    }
}

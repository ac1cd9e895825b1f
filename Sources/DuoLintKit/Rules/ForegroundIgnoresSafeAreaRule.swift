/// `foreground_ignores_safe_area`: foreground or interactive content told to ignore the safe area.
///
/// Catches `.ignoresSafeArea(…)` and `.edgesIgnoringSafeArea(…)` applied, through any modifiers
/// (`.padding()`, `.frame(…)`, `.background(…)`, also across the closing brace of a trailing closure and
/// across lines), to a chain whose root is, by name:
/// - a control (`Button`, `Toggle`, `TextField`, `SecureField`, `TextEditor`, `Slider`, `Stepper`, `Picker`,
///   `DatePicker`, `MultiDatePicker`, `ColorPicker`, `Menu`, `Link`, `NavigationLink`, `ShareLink`,
///   `PasteButton`, `EditButton`), scrolling content (`ScrollView`, `List`, `Form`, `Table`) or text
///   (`Text`, `Label`);
/// - a stack or grouping (`VStack`, `HStack`, `ZStack`, `LazyVStack`, `LazyHStack`, `LazyVGrid`, `LazyHGrid`,
///   `Grid`, `GridRow`, `Group`, `ViewThatFits`, `ScrollViewReader`, `TabView`) whose trailing closures hold a
///   control or scrolling content by name, at any depth, not counting what sits in a `.sheet`, `.popover`,
///   `.toolbar`, `.contextMenu` … closure (presented and bar content is placed by the system), in a
///   `NavigationStack`, `NavigationSplitView`, `NavigationView` or `GeometryReader` (they lay out their content
///   against the safe area themselves) or in an inset horizontal scroll view (below);
/// - any view with an `.overlay` earlier in the same chain that holds a control or scrolling content.
/// Chains of any length are followed, with no cap: each call is judged from a table built in one pass over the
/// file (`SafeAreaTable`: stack contents per group, chains walked once per element), so time stays linear.
/// Only a call that gives up a side edge counts: no edges argument (`.all`), or edges naming `.all`,
/// `.horizontal`, `.leading` or `.trailing`, with the `.container` (or `.all`) region.
/// Leaves alone: content that re-insets itself per edge (`.safeAreaPadding(…)`, `.padding(.horizontal,
/// …safeAreaInsets…)` or a project modifier that does so, found through the model: `+Reinset`), before the call
/// in the chain or on the root's content; backgrounds and media, whatever their modifiers (`Color…`, gradients, shapes, `Image`,
/// `AsyncImage`, materials, `Map`, `VideoPlayer`, a camera preview: media may extend, seed 001 talk 7:10);
/// `.background { Color.red.ignoresSafeArea() }`; a stack with only non-interactive views (`Color`, `Image`,
/// `Text`); unknown custom views (`HeroBanner().ignoresSafeArea()`, `content.ignoresSafeArea()`);
/// `GeometryReader` (its content often pads itself with `proxy.safeAreaInsets`) and navigation containers
/// (they place their own bars), as the root or inside the stack; a horizontal `ScrollView` whose content is
/// inset at the sides by `.safeAreaPadding(…)` or `.contentMargins(…)` (on it or on a view at the top level of
/// its content; not `for: .scrollIndicators`): full-width scrolling with inset ends, seed 001 talk 7:22;
/// `.ignoresSafeArea(.keyboard…)`; edges that name only `.top`, `.bottom` or
/// `.vertical` (the vertical bar takes the left or right inset; top and bottom insets are the horizontal
/// bars every iPhone has, 84/95 pt on the inner display in portrait, where a full-bleed header or a scroll
/// view under a translucent bar is deliberate); edges or regions given by a variable; a chain with an `#if`
/// block or one not starting with a name (`(a ?? b).ignoresSafeArea()`); comments and literals.
/// Facts: DOMAIN.md §5 and "The device" (safe areas 0/0/0/84); seed 000 ("safe area の非対称性", talk 6:52);
/// seed 001 (talks 6:58, 7:10, 7:22, 7:28); seed 004 (safe-area table).
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
    /// Stacks and groupings, by name: judged by the controls in their trailing closures.
    static let containers: [StaticString] = [
        "VStack", "HStack", "ZStack", "LazyVStack", "LazyHStack", "LazyVGrid", "LazyHGrid", "Grid", "GridRow", "Group",
        "ViewThatFits", "ScrollViewReader", "TabView",
    ]
    /// Modifiers whose closures hold presented or bar content, placed by the system outside the modified view.
    static let presenting: [StaticString] = [
        "sheet", "fullScreenCover", "popover", "alert", "confirmationDialog", "toolbar", "contextMenu", "inspector",
        "navigationDestination", "toolbarOverflowMenu", "searchSuggestions",
    ]
    /// Views that lay out their own content against the safe area, by name: navigation containers place their bars
    /// and the content under them; a `GeometryReader`'s content reads `proxy.safeAreaInsets`.
    static let selfInsetting: [StaticString] = [
        "NavigationStack", "NavigationSplitView", "NavigationView", "GeometryReader",
    ]

    /// Judges `.ignoresSafeArea(…)`/`.edgesIgnoringSafeArea(…)` at token `i` and reports at that name (line 1-based,
    /// column in UTF-8 bytes, as the engine converts the token index).
    public func visit(_ i: Int, in file: SwiftFile, context: RuleContext, sink: inout FindingSink) {
        guard file.isMember(i), let c = file.call(at: i), c.argumentsOpen != nil, c.trailingClosures.isEmpty,
              givesUpSideEdge(file, c, legacy: file.isWord(i, "edgesIgnoringSafeArea")) else { return }
        let table = file.table(SafeAreaTable.self) { SafeAreaTable($0) }
        guard let chain = table.chains[Int32(i)], chain.root >= 0 else { return }
        let root = Int(chain.root)
        let name = file.text(root)
        // Content that re-insets itself per edge under a full-width background: the pattern the HIG allows.
        if reinsets(file, at: i, context: context) { return }
        // The message: `what` ignores the safe area, so `subject` can sit under the vertical bar.
        func report(_ what: String, _ subject: String) {
            sink.report(Self.description, at: i,
                        "\(what) ignores the safe area, so on iPhone Duo \(subject) can sit under the 84 pt vertical bar; keep foreground "
                            + "content inside the safe area and let only its background (Color…ignoresSafeArea() in .background) extend.")
        }
        if chain.rootIsCall && (Self.any(Self.controls, file, root) || (Self.any(Self.scrolling, file, root) && !table.inset.contains(Int32(root)))
            || Self.any(Self.text, file, root)) {
            report("This \(name)", "it")
            return
        }
        if Self.any(Self.containers, file, root), chain.held >= 0 {
            let inner = Int(chain.held)
            report("This \(name) holds a \(file.text(inner)) and", "the \(file.text(inner))")
            return
        }
        if chain.overlay >= 0 {
            let inner = Int(chain.overlay)
            report("This \(name) has an overlay holding a \(file.text(inner)) and", "the \(file.text(inner))")
        }
    }

    /// True when token `i` is a word in `names`.
    static func any(_ names: [StaticString], _ file: SwiftFile, _ i: Int) -> Bool {
        names.contains { file.isWord(i, $0) }
    }

    /// True when the safe-area call `c` gives up the container safe area on the left or right: regions include
    /// `.container` (or `.all`, or are not given) and edges include `.all`, `.horizontal`, `.leading` or
    /// `.trailing` (or are not given). `legacy` is `edgesIgnoringSafeArea(_:)`, whose only argument is the edges.
    /// False for anything it cannot read (a variable, a ternary).
    private func givesUpSideEdge(_ file: SwiftFile, _ c: Call, legacy: Bool) -> Bool {
        if legacy {
            guard c.arguments.count == 1, c.arguments[0].label == nil else { return false }
            return Self.names(file, c.arguments[0].value, allowed: Self.edges, wanted: Self.sides)
        }
        for a in c.arguments {
            if let label = a.label {
                guard file.isText(label, "edges"), Self.names(file, a.value, allowed: Self.edges, wanted: Self.sides) else { return false }
            } else {
                let regions: [StaticString] = ["all", "container", "keyboard", "SafeAreaRegions"]
                guard Self.names(file, a.value, allowed: regions, wanted: ["all", "container"]) else { return false }
            }
        }
        return true
    }

    /// The names an `Edge.Set` literal is written with.
    static let edges: [StaticString] = ["all", "horizontal", "vertical", "top", "bottom", "leading", "trailing", "Edge", "Set"]
    /// The edge names that include the left or right edge.
    static let sides: [StaticString] = ["all", "horizontal", "leading", "trailing"]

    /// True when the tokens `value` are an option-set literal (`.top`, `[.top, .leading]`, `Edge.Set.all`,
    /// `Edge.Set(.leading)`) whose names are all in `allowed` and one of them is in `wanted`.
    static func names(_ file: SwiftFile, _ value: Range<Int>, allowed: [StaticString], wanted: [StaticString]) -> Bool {
        var found = false
        for j in value {
            switch file.kind(j) {
            case .period, .comma, .leftSquare, .rightSquare, .leftParen, .rightParen:
                continue
            case .identifier, .keyword:
                guard any(allowed, file, j) else { return false }
                if file.isMember(j) && any(wanted, file, j) { found = true }
            default:
                return false
            }
        }
        return found
    }
}

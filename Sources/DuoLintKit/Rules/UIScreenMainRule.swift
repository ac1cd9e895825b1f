/// `ui_screen_main`: every reference to `UIScreen.main`.
///
/// Catches `UIScreen.main` (also split across lines, or as a `??` fallback) and
/// names the replacement for the member read next. A read of `scale` or `nativeScale` is reported as a
/// warning (both displays are @3x, so the value is right; only the API is ambiguous); sizes, coordinate spaces
/// and the screen object itself are errors (the rule's severity). A severity configured for the rule applies to
/// all its findings. Leaves alone other
/// identifiers (`XCUIScreen.main`, `UIScreen.mainish`, `myScreen.main`) and
/// text in comments and literals (they are not identifier tokens).
/// Fixes (`duolint --fix`): `UIScreen.main.scale` only, see `UIScreenMainRule+Fix.swift` and the page.
/// Facts: DOMAIN.md §2; seed 000 and seed 003 (see the rule page).
public struct UIScreenMainRule: SwiftRule {
    /// The rule's id, name, default severity, summary, rationale, fix and source (checked against its page).
    public static let description = RuleDescription(
        id: "ui_screen_main",
        name: "UIScreen.main",
        severity: .error,
        summary: "Flags every UIScreen.main reference, which is ambiguous on a device with two displays; read the value from the trait collection, the window scene or the view's geometry instead.",
        rationale: "iPhone Duo has an outer and an inner display, and an app moves between them when the device opens or closes. UIScreen.main names neither reliably, is deprecated in the documentation and will be deprecated further; values read from it are wrong after the app moves.",
        fix: "Use traitCollection.displayScale for the scale, the window scene's or GeometryReader's bounds for sizes, and view.window?.windowScene?.screen when a screen object is really needed.",
        source: "seed 000 (UIScreen.main deprecation); seed 003, talk 'Raise the bar with iPhone Duo'",
        inputs: [.swift],
        tags: ["displays", "deprecated-api"],
        isFixable: true)

    /// A rule has no settings of its own; options arrive with each `visit`.
    public init() {}
    /// Identifier texts the engine calls `visit` at.
    public var triggers: [String] { ["UIScreen"] }

    /// Judges the trigger token at index `i` of `file` and reports each finding at its first token (line 1-based, columns as `SourceLocation` gives them) into `sink`.
    public func visit(_ i: Int, in file: SwiftFile, context: RuleContext, sink: inout FindingSink) {
        let main: Int
        let tree = file.syntaxTree
        if tree.kind(tree.node(containingToken: i)) == .unexpected {
            // Tokens the parser kept without structure (nesting past its bound, an unclosed bracket to the end of
            // the file): the trigger itself, `UIScreen.main`, is still read, so the finding is not lost.
            guard file.kind(i + 1) == .period, file.isWord(i + 2, "main") else { return }
            main = i + 2
        } else {
            guard let screen = tree.node(exactlyAt: i), let access = tree.postfixParent(screen),
                  tree.kind(access) == .memberAccessExpr, let name = tree.lastChild(access),
                  file.isWord(tree.tokens(name).lowerBound, "main") else { return }
            main = tree.tokens(name).lowerBound
        }
        var member: String?
        var scaleRead: Int?
        if let access = tree.node(exactlyAt: main).flatMap(tree.parent), let read = tree.postfixParent(access),
           tree.kind(read) == .memberAccessExpr, let name = tree.lastChild(read) {
            // `UIScreen.main.scale`: the member read from the screen, from the tree.
            member = file.text(tree.tokens(name).lowerBound)
            scaleRead = read
        } else if tree.kind(tree.node(containingToken: i)) == .unexpected, let next = file.nextMember(after: main) {
            member = file.text(next)
        }
        let replacement: String
        var severity: Severity?
        var fix: ProposedFix?
        switch member {
        case "scale":
            // The same @3x on both displays: the value is right today, only the API is ambiguous (a warning).
            severity = .warning
            replacement = "read traitCollection.displayScale instead of UIScreen.main.scale"
            fix = scaleRead.flatMap { scaleFix(file, read: $0, context: context) }
        case "nativeScale":
            severity = .warning
            replacement = "read view.window?.windowScene?.screen.nativeScale (the screen of the window's scene) instead of UIScreen.main.nativeScale"
        case "bounds", "nativeBounds", "coordinateSpace", "fixedCoordinateSpace":
            replacement = "use the window scene's or GeometryReader's bounds instead of UIScreen.main.\(member!)"
        default:
            replacement = "use view.window?.windowScene?.screen instead of UIScreen.main" + (member.map { ".\($0)" } ?? "")
        }
        sink.report(Self.description, at: i, "UIScreen.main does not say which of iPhone Duo's two displays the app is on; \(replacement).",
                    severity: severity, fix: fix)
    }
}

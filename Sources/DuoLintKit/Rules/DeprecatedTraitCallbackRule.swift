/// `deprecated_trait_callback`: an override of `traitCollectionDidChange(_:)`.
///
/// Catches `override func traitCollectionDidChange(` (with any access modifiers,
/// `final`, `@objc`/`@MainActor` attributes, on one line or several). The callback
/// is deprecated since iOS 17; on iPhone Duo the size class changes every time the
/// device opens or closes, and `registerForTraitChanges` is the supported way to
/// react to it. Leaves alone: a `func` of that name without `override` (not UIKit's
/// callback), a call such as `super.traitCollectionDidChange(previous)` or a
/// `#selector` naming it, an override marked `@available(…)` or whose body tests
/// `#available`/`#unavailable` (a deliberate fallback for iOS 16 and earlier), and
/// the name in comments and literals (they are not identifier tokens).
/// Facts: DOMAIN.md §§1 and 8; seed 000 (UIKit sample after "Raise the bar with iPhone Duo" @ 10:36).
public struct DeprecatedTraitCallbackRule: SwiftRule {
    /// The rule's id, name, default severity, summary, rationale, fix and source (checked against its page).
    public static let description = RuleDescription(
        id: "deprecated_trait_callback",
        name: "Deprecated trait callback",
        severity: .warning,
        summary: "Flags overrides of traitCollectionDidChange(_:), deprecated since iOS 17; register for the traits the layout depends on with registerForTraitChanges instead.",
        rationale: "On iPhone Duo the horizontal size class changes whenever the device opens or closes, so UIKit layouts must follow trait changes. traitCollectionDidChange(_:) is deprecated since iOS 17; registerForTraitChanges names the traits a view depends on and is the API Apple's iPhone Duo samples use.",
        fix: "Call registerForTraitChanges([UITraitHorizontalSizeClass.self]) { (self: Self, _: UITraitCollection) in … } in viewDidLoad (or init) and move the body of the override into the handler.",
        source: "seed 000 (UIKit registerForTraitChanges sample, 'Raise the bar with iPhone Duo' @ 10:36; traitCollectionDidChange deprecated in iOS 17)",
        inputs: [.swift],
        tags: ["size-class", "deprecated-api"])

    /// A rule has no settings of its own; options arrive with each `visit`.
    public init() {}
    /// Identifier texts the engine calls `visit` at.
    public var triggers: [String] { ["traitCollectionDidChange"] }

    /// Judges the trigger token at index `i` of `file` and reports each finding at its first token (line 1-based, columns as `SourceLocation` gives them) into `sink`.
    public func visit(_ i: Int, in file: SwiftFile, context: RuleContext, sink: inout FindingSink) {
        guard file.kind(i - 1) == .keyword, file.isText(i - 1, "func"), file.kind(i + 1) == .leftParen else { return }
        let tree = file.syntaxTree
        let f = tree.node(containingToken: i)
        guard tree.kind(f) == .functionDecl else { return }
        let names = SyntaxNames(file: file, tree: tree)
        var isOverride = false
        for c in tree.children(f) {
            if tree.kind(c) == .declModifier && file.isText(tree.tokens(c).lowerBound, "override") { isOverride = true }
            // `@available(iOS, deprecated: 17)`: a deliberate fallback.
            if tree.kind(c) == .attribute && names.attributeName(c) == "available" { return }
        }
        guard isOverride else { return }
        // An override whose body checks the OS version is a fallback kept for iOS 16 and earlier.
        if let body = tree.child(f, .codeBlock) {
            for t in tree.tokens(body) where file.kind(t) == .poundAvailable || file.kind(t) == .poundUnavailable { return }
        }
        sink.report(Self.description, at: i, "traitCollectionDidChange(_:) is deprecated since iOS 17 and iPhone Duo changes the size class on every open and close; call registerForTraitChanges([UITraitHorizontalSizeClass.self]) { … } for the traits this view depends on instead.")
    }
}

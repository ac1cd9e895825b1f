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
/// the name in comments and literals (they are not identifier tokens). The message names the traits the
/// body reads or compares (size class, content size, colour appearance …) and the trait types to register for.
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
        source: "seed 000 (part 1: the session's SwiftUI sample, 'Raise the bar with iPhone Duo' @ 10:36, and the article's own UIKit equivalent and note that traitCollectionDidChange is deprecated in iOS 17); DOMAIN.md §8",
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
        let body = tree.child(f, .codeBlock)
        if let body {
            for t in tree.tokens(body) where file.kind(t) == .poundAvailable || file.kind(t) == .poundUnavailable { return }
        }
        let traits = body.map { Self.traitsRead(in: $0, file) } ?? []
        let reacts: String
        let register: String
        if traits.isEmpty {
            reacts = "it reacts to every trait change without saying which"
            register = "[UITraitHorizontalSizeClass.self]"
        } else {
            reacts = "it reacts to " + Self.list(traits.map(\.what))
            register = "[" + traits.map { "\($0.trait).self" }.joined(separator: ", ") + "]"
        }
        sink.report(Self.description, at: i, "traitCollectionDidChange(_:) is deprecated since iOS 17 and iPhone Duo changes the size class on every open and close; \(reacts): call registerForTraitChanges(\(register)) { (self: Self, previous: UITraitCollection) in … } in viewDidLoad or init instead.")
    }

    /// Trait names read in an override's body (`horizontalSizeClass`, `hasDifferentColorAppearance`), with what
    /// they are in words and the `UITraitDefinition` to register for.
    static let traitNames: [(name: String, what: String, trait: String)] = [
        ("horizontalSizeClass", "the horizontal size class", "UITraitHorizontalSizeClass"),
        ("verticalSizeClass", "the vertical size class", "UITraitVerticalSizeClass"),
        ("preferredContentSizeCategory", "the content size category", "UITraitPreferredContentSizeCategory"),
        ("userInterfaceStyle", "the colour appearance (light or dark)", "UITraitUserInterfaceStyle"),
        ("hasDifferentColorAppearance", "the colour appearance (light or dark)", "UITraitUserInterfaceStyle"),
        ("accessibilityContrast", "the contrast setting", "UITraitAccessibilityContrast"),
        ("displayScale", "the display scale", "UITraitDisplayScale"),
        ("layoutDirection", "the layout direction", "UITraitLayoutDirection"),
        ("legibilityWeight", "the bold-text setting", "UITraitLegibilityWeight"),
        ("displayGamut", "the display gamut", "UITraitDisplayGamut"),
        ("userInterfaceLevel", "the interface level", "UITraitUserInterfaceLevel"),
    ]

    /// The traits the code block `body` reads or compares, by the names of `traitNames` it references (a
    /// member name or a bare reference), one per trait, in the table's order.
    static func traitsRead(in body: Int, _ file: SwiftFile) -> [(what: String, trait: String)] {
        let tree = file.syntaxTree
        var read = Set<String>()
        for r in tree.descendants(body, ofKind: .declReferenceExpr) {
            read.insert(file.text(tree.tokens(r).lowerBound))
        }
        var out: [(what: String, trait: String)] = []
        for t in traitNames where read.contains(t.name) && !out.contains(where: { $0.trait == t.trait }) {
            out.append((t.what, t.trait))
        }
        return out
    }

    /// `a`, `a and b`, `a, b and c`.
    static func list(_ items: [String]) -> String {
        items.count <= 1 ? items.joined() : items.dropLast().joined(separator: ", ") + " and " + items.last!
    }
}

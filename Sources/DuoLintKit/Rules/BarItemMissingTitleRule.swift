/// `bar_item_missing_title`: a bar item that shows only an image and gives no title.
///
/// Catches bar items (found as for `text_only_bar_item`, `BarItems`): `Button(action:) { Image(…) }`,
/// `Button { … } label: { Image(…) }`, `Menu { … } label: { Image(…) }`, `ShareLink(item:) { Image(…) }`, a
/// label holding a project view whose body is an `Image` (`MoreIcon()`), a label whose `Text` shows only under
/// an `if` while its image always shows (`if !hideText { Text(…) }`); a project view used as a bar item is
/// reported once, in its body. An `.accessibilityLabel` is not a title. In UIKit a `UIBarButtonItem` with an
/// image and no title once the file has configured it (`title: nil` then `item.image = …`). Leaves alone
/// `Label(…)` labels, `Button("Share", systemImage:)`, project initializers forwarding a symbol, labels holding
/// a Text and an Image, system buttons (`role: .close`/`.confirm`), `barButtonSystemItem:`/`customView:` items,
/// hand-made toolbar items, previews, buttons outside bars, and code that never runs on the device.
/// Facts: DOMAIN.md §4; seed 003 (always give a title: the overflow menu shows it).
public struct BarItemMissingTitleRule: SwiftRule {
    /// The rule's id, name, default severity, summary, rationale, fix and source (checked against its page).
    public static let description = RuleDescription(
        id: "bar_item_missing_title",
        name: "Bar item missing title",
        severity: .warning,
        summary: "Flags bar items that show only an image and give no title, which the system needs when the item moves into the overflow menu or an expanded form.",
        rationale: "When iPhone Duo's vertical bar runs out of room, items move into the overflow menu, which lists them by title; expanded forms of the bar show titles too. An item with only an image shows up there as an empty row.",
        fix: "Use Label(\"Share\", systemImage: \"square.and.arrow.up\") or Button(\"Share\", systemImage: …) in SwiftUI, and UIBarButtonItem(title:image:target:action:) in UIKit.",
        source: "seed 003 (Prepare toolbar content: always give a title)",
        inputs: [.swift, .spec],
        tags: ["bars", "accessibility"],
        isFixable: true)

    /// A rule has no settings of its own; options arrive with each `visit`.
    public init() {}
    /// Identifier texts the engine calls `visit` at.
    public var triggers: [String] { ["Button", "Menu", "ShareLink", "UIBarButtonItem"] }

    /// Judges the trigger token at index `i` of `file` and reports each finding at its first token (line 1-based, columns as `SourceLocation` gives them) into `sink`.
    public func visit(_ i: Int, in file: SwiftFile, context: RuleContext, sink: inout FindingSink) {
        if let item = BarItems.item(at: i, in: file, context: context), item.problem == .missingTitle {
            let advice = item.word == "UIBarButtonItem"
                ? "use UIBarButtonItem(title:image:target:action:) or set its title"
                : "use a Label(\"Title\", systemImage: …) or Button(\"Title\", systemImage: …)"
            sink.report(Self.description, at: item.token,
                        "This image-only \(item.word) has no title for iPhone Duo's overflow menu and expanded bar; \(advice).",
                        fix: item.word == "UIBarButtonItem" ? Self.uiKitFix(at: item.token, in: file) : Self.fix(for: item, in: file, context: context))
        }
    }
}

extension BarItemMissingTitleRule: SpecRule {
    /// Spec bar items with a `symbol` and no (or an empty) `title`.
    public func check(_ spec: ScreenSpec, options: RuleOptions, sink: inout SpecFindingSink) {
        for item in spec.bar where item.symbol != nil && (item.title ?? "").isEmpty {
            sink.report(Self.description, at: item.position,
                        "Bar item \(item.id) shows only the symbol \(item.symbol!) and has no title for iPhone Duo's overflow menu and expanded bar; add a title.")
        }
    }
}

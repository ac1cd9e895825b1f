/// `text_only_bar_item`: a bar item whose content is text only.
///
/// Catches bar items (`BarItems`: in `.toolbar { … }`, `.toolbar(content:)`, `.navigationBarItems(…)`,
/// `ToolbarItem` content, project `ToolbarContent` types given content, `if`/`switch`/ternary branches, and
/// computed properties, functions, `@ToolbarContentBuilder` members and project views that a bar uses in any
/// file): `Button("Save")`, `Button(title) { … }`, `Button { … } label: { Text(…) }`, `Menu("More")`,
/// `ShareLink(item:) { Text(…) }`, a bare `Text`; in UIKit a `UIBarButtonItem` that has a title and no image
/// once the file has configured it (`item.title = …` / `item.image = …` later in the type). Text-only items in
/// `.cancellationAction`/`.confirmationAction` fire too (they take the vertical bar's top slot); the message then
/// suggests `Button(role: .close)` / `.confirm`. Leaves alone titled symbols (`Button("Share", systemImage:)`,
/// `Label`, a project initializer forwarding a symbol), system buttons (`role: .close`, `.confirm`),
/// `EditButton()`, `ShareLink("Share", item:)`, `.axisBehavior(.horizontalOnly)` items, `.keyboard`,
/// `.principal` and title placements, a bare `Text` in a project view's body, back bar button items, items of
/// hand-made toolbars (a keyboard's accessory bar), previews, buttons outside bars, and code that never runs
/// on the device (the engine's execution scope; a toolbar member used only in an `#available` fallback).
/// Facts: DOMAIN.md §4; seed 003 (text-only items stay horizontal).
public struct TextOnlyBarItemRule: SwiftRule {
    /// The rule's id, name, default severity, summary, rationale, fix and source (checked against its page).
    public static let description = RuleDescription(
        id: "text_only_bar_item",
        name: "Text-only bar item",
        severity: .warning,
        summary: "Flags bar items whose content is text only, which stay in a horizontal bar instead of moving into the vertical bar on iPhone Duo.",
        rationale: "On iPhone Duo bars stand vertically on the side of the outer display and of the inner display in landscape. Items with a symbol move into the vertical bar; text-only items stay in a horizontal bar, taking space from the content and splitting the app's controls across two bars.",
        fix: "Give the item a symbol and a title: Button(\"Save\", systemImage: \"checkmark\") or a Label; use Button(role: .close) / Button(role: .confirm) for Cancel and Done; mark items that must stay text with .axisBehavior(.horizontalOnly).",
        source: "seed 003 (Prepare toolbar content); seed 001 (vertical bars)",
        inputs: [.swift, .spec],
        tags: ["bars"],
        isFixable: true)

    /// A rule has no settings of its own; options arrive with each `visit`.
    public init() {}
    /// Identifier texts the engine calls `visit` at.
    public var triggers: [String] { ["Button", "Menu", "Text", "ShareLink", "UIBarButtonItem"] }

    /// Judges the trigger token at index `i` of `file` and reports each finding at its first token (line 1-based, columns as `SourceLocation` gives them) into `sink`.
    public func visit(_ i: Int, in file: SwiftFile, context: RuleContext, sink: inout FindingSink) {
        if let item = BarItems.item(at: i, in: file, context: context), item.problem == .textOnly {
            let advice: String
            switch item.placement {
            case "cancellationAction": advice = "use Button(role: .close) or a Label with a symbol"
            case "confirmationAction": advice = "use Button(role: .confirm) or a Label with a symbol"
            case "done": advice = "use the system item UIBarButtonItem(systemItem: .done) or UIBarButtonItem(title:image:target:action:) with a symbol"
            default:
                switch item.word {
                case "UIBarButtonItem": advice = "use UIBarButtonItem(title:image:target:action:) with a symbol"
                case "Text": advice = "show it with a symbol (a Label), or mark it .axisBehavior(.horizontalOnly) if it must stay text"
                default: advice = "give it a symbol, e.g. Button(\"Title\", systemImage: \"…\") or a Label"
                }
            }
            let what = item.word == "Text" ? "This Text in the bar" : "This text-only \(item.word)"
            sink.report(Self.description, at: item.token,
                        "\(what) stays in a horizontal bar when iPhone Duo's bars turn vertical; \(advice).",
                        fix: Self.fix(for: item, in: file, context: context))
        }
    }
}

extension TextOnlyBarItemRule: SpecRule {
    /// Spec bar items with a `title` and no `symbol`, unless `axis: horizontal-only`.
    public func check(_ spec: ScreenSpec, options: RuleOptions, sink: inout SpecFindingSink) {
        for item in spec.bar where item.symbol == nil && !(item.title ?? "").isEmpty && item.axis != .horizontalOnly {
            sink.report(Self.description, at: item.position,
                        "Bar item \(item.id) has only a title, so it stays in a horizontal bar when iPhone Duo's bars turn vertical; give it a symbol, or axis: horizontal-only if it must stay text.")
        }
    }
}

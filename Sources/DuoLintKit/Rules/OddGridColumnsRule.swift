/// `odd_grid_columns`: a grid with an odd number of columns on the inner display.
///
/// Catches a `grid` element with 3, 5, 7… columns in a state with a fold (the inner display's states, or a
/// custom state with a fold, active or not): its middle column straddles the fold. Leaves alone even counts,
/// one column and states without a fold.
/// In Swift, catches `LazyVGrid`/`LazyHGrid`/`Grid` whose `columns:`/`rows:` is a literal odd count above one:
/// an array literal of that many items, `Array(repeating: GridItem(…), count: 3)`, or a `let`/`var` in the
/// same file bound to one of those. Leaves alone even counts, a count that is not a literal (`count: n`),
/// any `.adaptive` item (the width decides the count) and `Grid` with `GridRow`s.
/// Facts: DOMAIN.md §6 (grids use an even number of columns).
public struct OddGridColumnsRule: SwiftRule, SpecRule {
    /// The rule's id, name, default severity, summary, rationale, fix and source (checked against its page).
    public static let description = RuleDescription(
        id: "odd_grid_columns",
        name: "Odd grid columns",
        severity: .warning,
        summary: "Flags grids with an odd number of columns (a literal count in SwiftUI, or in screen-spec states that have a fold), where the middle column straddles the fold.",
        rationale: "The inner display's fold runs down its middle; a grid with an odd number of columns puts its middle column across the fold, where it is split when the device is partly folded.",
        fix: "Use an even number of columns on the inner display.",
        source: "seed 001 (even grids across the fold)",
        inputs: [.swift, .spec],
        tags: ["fold", "layout"])

    /// A rule has no settings of its own; options arrive with each check.
    public init() {}

    /// Identifier texts the engine calls `visit` at.
    public var triggers: [String] { ["LazyVGrid", "LazyHGrid", "Grid"] }

    /// Reports a grid whose `columns:`/`rows:` is a literal odd count above one, at the grid's name.
    public func visit(_ i: Int, in file: SwiftFile, context: RuleContext, sink: inout FindingSink) {
        guard !file.isMember(i), let c = file.call(at: i) else { return }
        let vertical = !file.isText(i, "LazyHGrid")
        guard let a = file.argument(c, labelled: vertical ? "columns" : "rows") ?? file.argument(c, labelled: vertical ? "rows" : "columns"),
              let n = Self.literalCount(file, a.value, depth: 0), n > 1, n % 2 == 1 else { return }
        let what = file.isText(a.label!, "rows") ? "rows" : "columns"
        sink.report(Self.description, at: i,
                    "This \(file.text(i)) has \(n) \(what), so on the inner display its middle \(what == "rows" ? "row" : "column") straddles the fold; use \(n - 1) or \(n + 1).")
    }

    /// The number of grid items `value` spells out literally: an array literal of items, `Array(repeating: item,
    /// count: <integer literal>)`, or a name bound to one of those in the file; nil otherwise or when an item is
    /// `.adaptive` (the available width decides how many columns it makes).
    static func literalCount(_ file: SwiftFile, _ value: Range<Int>, depth: Int) -> Int? {
        guard !value.isEmpty else { return nil }
        let s = value.lowerBound
        for t in value where file.isWord(t, "adaptive") && file.isMember(t) { return nil }
        if let array = file.syntaxTree.node(startingAt: s, kind: .arrayExpr), file.syntaxTree.tokens(array) == value {
            let items = file.arguments(in: s).filter { !$0.value.isEmpty && $0.label == nil }
            return items.isEmpty ? nil : items.count
        }
        if file.isWord(s, "Array"), let c = file.call(at: s), c.end == value.upperBound, c.trailingClosures.isEmpty,
           file.argument(c, labelled: "repeating") != nil, let n = file.argument(c, labelled: "count"),
           n.value.count == 1, file.kind(n.value.lowerBound) == .integerLiteral {
            return Int(file.text(n.value.lowerBound).replacingOccurrences(of: "_", with: ""))
        }
        if value.count == 1, depth < 2, file.kind(s) == .identifier, let b = file.binding(referencedAt: s) {
            return literalCount(file, b.value, depth: depth + 1)
        }
        return nil
    }

    /// Reports each odd-column grid in a state with a fold.
    public func check(_ spec: ScreenSpec, options: RuleOptions, sink: inout SpecFindingSink) {
        for layout in spec.layouts where layout.state.fold != nil {
            for e in layout.elements where e.kind == .grid {
                guard let c = e.columns, c > 1, c % 2 == 1 else { continue }
                sink.report(Self.description, at: e.position,
                            "\(e.id) has \(c) columns in \(layout.state.name), so its middle column straddles the fold; use \(c - 1) or \(c + 1).")
            }
        }
    }
}

/// `odd_grid_columns`: a grid with an odd number of columns on the inner display.
///
/// Catches a `grid` element with 3, 5, 7… columns in a state with a fold (the inner display's states, or a
/// custom state with a fold, active or not): its middle column straddles the fold. Leaves alone even counts,
/// one column and states without a fold.
/// In Swift, catches `LazyVGrid`/`LazyHGrid`/`Grid` whose `columns:`/`rows:` is a literal odd count above one:
/// an array literal of that many items, `Array(repeating: GridItem(…), count: 3)`, or a `let`/`var` in the
/// same file bound to one of those. Leaves alone even counts, a count that is not a literal (`count: n`),
/// any `.adaptive` item (the width decides the count) and `Grid` with `GridRow`s. Read from the syntax tree
/// (the call, its labelled arguments, the array's elements); a name is followed to its `let`/`var` in scope.
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
        let tree = file.syntaxTree
        guard let name = tree.node(exactlyAt: i), let call = tree.call(constructing: name, in: file) else { return }
        let names = SyntaxNames(file: file, tree: tree)
        let vertical = !file.isText(i, "LazyHGrid")
        let arguments = tree.arguments(ofCall: call)
        func argument(_ label: String) -> Int? { arguments.first { names.label($0) == label } }
        guard let a = argument(vertical ? "columns" : "rows") ?? argument(vertical ? "rows" : "columns"),
              let value = tree.firstChild(a), let n = Self.literalCount(file, value, depth: 0), n > 1, n % 2 == 1 else { return }
        let what = names.label(a) == "rows" ? "rows" : "columns"
        sink.report(Self.description, at: i,
                    "This \(file.text(i)) has \(n) \(what), so on the inner display its middle \(what == "rows" ? "row" : "column") straddles the fold; use \(n - 1) or \(n + 1).")
    }

    /// The number of grid items expression node `value` spells out literally: an array literal of items,
    /// `Array(repeating: item, count: <integer literal>)`, or a name bound to one of those in the file (a `let`/`var`
    /// in scope, two levels at most); nil otherwise or when an item is `.adaptive` (the available width decides
    /// how many columns it makes).
    static func literalCount(_ file: SwiftFile, _ value: Int, depth: Int) -> Int? {
        let tree = file.syntaxTree
        let names = SyntaxNames(file: file, tree: tree)
        if tree.descendants(value, ofKind: .memberAccessExpr).contains(where: { names.memberName($0) == "adaptive" })
            || (tree.kind(value) == .memberAccessExpr && names.memberName(value) == "adaptive") { return nil }
        switch tree.kind(value) {
        case .arrayExpr:
            let items = tree.children(value).filter { tree.kind($0) == .arrayElement }
            return items.isEmpty ? nil : items.count
        case .functionCallExpr:
            guard names.callee(value) == "Array", tree.trailingClosures(ofCall: value).isEmpty else { return nil }
            let arguments = tree.arguments(ofCall: value)
            guard arguments.contains(where: { names.label($0) == "repeating" }),
                  let count = arguments.first(where: { names.label($0) == "count" }), let n = tree.firstChild(count),
                  tree.kind(n) == .integerLiteralExpr, tree.tokens(n).count == 1 else { return nil }
            return Int(file.text(tree.start(n)).replacingOccurrences(of: "_", with: ""))
        case .declReferenceExpr:
            guard depth < 2, let b = file.binding(referencedAt: tree.start(value)), !b.value.isEmpty else { return nil }
            // The bound value's node: the outermost expression spanning exactly its tokens.
            var n = tree.node(containingToken: b.value.lowerBound)
            while tree.tokens(n) != b.value, let p = tree.parent(n), tree.start(p) == b.value.lowerBound, tree.end(p) <= b.value.upperBound { n = p }
            guard tree.tokens(n) == b.value else { return nil }
            return literalCount(file, n, depth: depth + 1)
        default:
            return nil
        }
    }

    /// Reports each odd-column grid in a state with a fold.
    public func check(_ spec: ScreenSpec, options: RuleOptions, sink: inout SpecFindingSink) {
        for layout in spec.layouts where layout.state.fold != nil {
            for e in layout.elements where e.kind == .grid {
                guard let c = e.columns, c > 1, c % 2 == 1 else { continue }
                // A horizontal fold (inner portrait, tabletop) crosses every column alike: the count matters when
                // the device turns to the book pose, where the fold is vertical (seed 001, talk 7:41).
                let reason = layout.state.fold?.axis == .horizontal
                    ? ": the fold there is horizontal and crosses every column alike, but in the book pose the grid puts its middle column on the fold"
                    : ", so its middle column straddles the fold"
                sink.report(Self.description, at: e.position,
                            "\(e.id) has \(c) columns in \(layout.state.name)\(reason); use \(c - 1) or \(c + 1).")
            }
        }
    }
}

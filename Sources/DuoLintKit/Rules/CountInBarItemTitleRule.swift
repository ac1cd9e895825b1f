/// `count_in_bar_item_title`: a bar item whose title carries a count.
///
/// Catches a string literal with an interpolation that names a count (an identifier
/// containing `count`, `unread`, `number`, `total`, `badge`, `pending` or `quantity`)
/// standing in parentheses (`"Inbox (\(unread))"`) or at the end after the text
/// (`"Cart \(cart.items.count)"`), in a bar item's title position: the title of an
/// item-level `Button`/`Menu` in `.toolbar { … }` (first argument, or a `Text`/`Label`
/// title directly in its label), `UIBarButtonItem(title:…)`, and `x.title = …` where
/// `x` is declared or created as a `UIBarButtonItem` in the file or is a
/// `left/rightBarButtonItem`.
/// Leaves alone: `.navigationTitle`, `navigationItem.title` and view-controller titles,
/// plain titles, values that are not counts (`"Page \(page)"`, `"Sort (\(order))"`),
/// a count that starts the text (`"\(n) selected"`, a status), bare `Text` in a bar,
/// buttons inside a `Menu`'s content, keyboard bars, hand-made `UIToolbar` items.
/// Facts: DOMAIN.md §4 (counts belong in badges); seed 003, talk 9:00 and 9:27; seed 000 (part 2, badge API).
public struct CountInBarItemTitleRule: SwiftRule {
    /// The rule's id, name, default severity, summary, rationale, fix and source (checked against its page).
    public static let description = RuleDescription(
        id: "count_in_bar_item_title",
        name: "Count in bar item title",
        severity: .warning,
        summary: "Flags bar item titles that carry a count in their text (\"Inbox (\\(unread))\"), which belongs in a badge.",
        rationale: "A count written into a bar item's title turns the item into text, which stays in a horizontal bar instead of moving into iPhone Duo's vertical bar. A badge keeps the item a symbol and the count visible, and badged items stay visible longer when the bar overflows.",
        fix: "Keep the title plain and show the count with .badge(n) in SwiftUI or UIBarButtonItem.badge = .count(n) in UIKit (iOS 26+).",
        source: "seed 003 (Prefer symbol-only items 9:00, Use badges 9:27, Set item visibility priority 13:21); seed 001 (badged items stay visible longer, talk 14:11); seed 000 (part 2, badge API)",
        inputs: [.swift],
        tags: ["bars"],
        isFixable: true)

    /// A rule has no settings of its own; options arrive with each `visit`.
    public init() {}
    /// Identifier texts the engine calls `visit` at.
    public var triggers: [String] { ["Button", "Menu", "UIBarButtonItem", "title"] }

    static let countWords = ["count", "unread", "number", "total", "badge", "pending", "quantity"]

    /// Judges the trigger token at index `i` of `file` and reports each finding at its first token into `sink`.
    public func visit(_ i: Int, in file: SwiftFile, context: RuleContext, sink: inout FindingSink) {
        if file.isWord(i, "UIBarButtonItem") {
            guard !file.isMember(i), let c = BarItems.call(at: i, in: file, context: context), !BarItems.isInHandMadeToolbar(i, in: file, context: context),
                  let t = file.argument(c, labelled: "title") else { return }
            checkTitle(file, t.value, site: nil, context: context, sink: &sink)
            return
        }
        if file.isWord(i, "title") {
            // `x.title = "…"`: the member is assigned a string literal.
            let tree = file.syntaxTree
            guard let name = tree.node(exactlyAt: i), tree.isMemberName(name), let m = tree.parent(name),
                  let base = tree.base(ofMember: m), let value = tree.assignedValue(to: m), tree.kind(value) == .stringLiteralExpr,
                  isBarButtonItem(file, receiver: base) else { return }
            checkTitle(file, tree.tokens(value), site: .assignment(base: base), context: context, sink: &sink)
            return
        }
        do {
            guard BarItems.site(ofItemAt: i, in: file, context: context) != nil,
                  let c = BarItems.call(at: i, in: file, context: context) else { return }
            if let first = c.arguments.first, first.label == nil || file.isWord(first.label!, "title") || file.isWord(first.label!, "titleKey") {
                checkTitle(file, first.value, site: .item(c), context: context, sink: &sink)
            }
            var labelOpen: Int?
            if let l = c.trailingClosures.first(where: { $0.label.map { file.isText($0, "label") } ?? false }) {
                labelOpen = l.open
            } else if let l = file.argument(c, labelled: "label"), file.kind(l.value.lowerBound) == .leftBrace {
                labelOpen = l.value.lowerBound
            } else if file.isText(i, "Button"), file.argument(c, labelled: "action") != nil, let first = c.trailingClosures.first {
                labelOpen = first.open
            }
            guard let open = labelOpen, let close = file.match(open) else { return }
            // The label's own statements (`Text(…)`, `Label(…)`, with any modifiers), not views nested in them.
            let tree = file.syntaxTree
            let closure = tree.node(containingToken: open)
            guard tree.kind(closure) == .closureExpr, close > open else { return }
            for statement in tree.children(closure) {
                let root = tree.viewRoot(tree.chainRoot(statement), in: file)
                guard let call = tree.call(constructing: root, in: file) else { continue }
                let t = tree.tokens(root).lowerBound
                guard file.isText(t, "Text") || file.isText(t, "Label") else { continue }
                let tc = file.call(node: call, callee: t)
                guard let first = tc.arguments.first, first.label == nil else { continue }
                checkTitle(file, first.value, site: .item(c), context: context, sink: &sink)
            }
        }
    }

    /// True when the receiver node `base` (`item` in `item.title`, `self.item`, `…rightBarButtonItem?`) is a bar
    /// button item: a `left`/`rightBarButtonItem`, or a name declared or created as a `UIBarButtonItem` in the file.
    private func isBarButtonItem(_ file: SwiftFile, receiver base: Int) -> Bool {
        let tree = file.syntaxTree
        var n = base
        while tree.kind(n) == .optionalChainingExpr || tree.kind(n) == .forceUnwrapExpr, let c = tree.firstChild(n) { n = c }
        let nameNode: Int
        if tree.kind(n) == .declReferenceExpr {
            nameNode = n
        } else if tree.kind(n) == .memberAccessExpr, let last = tree.lastChild(n) {
            let t = tree.tokens(last).lowerBound
            if file.isWord(t, "rightBarButtonItem") || file.isWord(t, "leftBarButtonItem") { return true }
            // Only `name` or `self.name`.
            guard let b = tree.base(ofMember: n), tree.kind(b) == .declReferenceExpr, file.isWord(tree.tokens(b).lowerBound, "self") else { return false }
            nameNode = last
        } else {
            return false
        }
        let r = tree.tokens(nameNode).lowerBound
        guard file.kind(r) == .identifier else { return false }
        if file.isWord(r, "rightBarButtonItem") || file.isWord(r, "leftBarButtonItem") { return true }
        // A declaration of the name typed or initialized as one (`let share: UIBarButtonItem`, `var share =
        // UIBarButtonItem(…)`, a parameter), or an assignment of one (`share = UIBarButtonItem(…)`, `self.share = …`).
        func isBarButtonItemCall(_ n: Int) -> Bool {
            guard tree.kind(n) == .functionCallExpr, let callee = tree.calleeName(ofCall: n) else { return false }
            let c = tree.tokens(callee).lowerBound
            return file.isWord(c, "UIBarButtonItem") || (file.isWord(c, "init") && file.isWord(tree.tokens(n).lowerBound, "UIBarButtonItem"))
        }
        for o in file.occurrences(ofNameAt: r) {
            let j = Int(o)
            guard file.sameText(j, r) else { continue }
            guard let n = tree.node(exactlyAt: j) else {
                // A parameter `item: UIBarButtonItem` (its name is a direct token of the parameter).
                let p = tree.node(containingToken: j)
                if tree.kind(p) == .functionParameter || tree.kind(p) == .closureParameter,
                   let type = tree.children(p).first(where: { tree.kind($0).isType }),
                   file.isWord(tree.tokens(type).lowerBound, "UIBarButtonItem") { return true }
                continue
            }
            if tree.kind(n) == .identifierPattern, let binding = tree.parent(n), tree.kind(binding) == .patternBinding {
                for c in tree.children(binding) where c != n {
                    if tree.kind(c).isType, file.isWord(tree.tokens(c).lowerBound, "UIBarButtonItem") { return true }
                    if isBarButtonItemCall(c) { return true }
                }
                continue
            }
            let target = tree.nameExpression(n)
            if let value = tree.assignedValue(to: target), isBarButtonItemCall(value) { return true }
        }
        return false
    }

    /// Reports when `value` is exactly one string literal whose interpolation of a count stands in parentheses or
    /// at its end, with a fix that moves the count to a badge at `site` where the page promises one.
    private func checkTitle(_ file: SwiftFile, _ value: Range<Int>, site: BadgeSite?, context: RuleContext, sink: inout FindingSink) {
        let s = value.lowerBound
        guard file.kind(s) == .stringQuote, file.stringLiteralEnd(s) == value.upperBound else { return }
        var j = s + 1
        var before = ""
        while j < value.upperBound - 1 {
            if file.kind(j) == .stringSegment { before += file.text(j); j += 1; continue }
            guard file.kind(j) == .backslash, file.kind(j + 1) == .leftParen, let close = file.match(j + 1) else { return }
            var after = ""
            var m = close + 1
            while m < value.upperBound - 1 && file.kind(m) == .stringSegment { after += file.text(m); m += 1 }
            let atEnd = m == value.upperBound - 1 && after.allSatisfy(\.isWhitespace)
            let inParens = before.hasSuffix("(") && after.hasPrefix(")")
            let afterText = atEnd && before.hasSuffix(" ") && before.contains { $0.isLetter }
            if (inParens || afterText) && namesCount(file, (j + 2)..<close) {
                sink.report(Self.description, at: s,
                            "This bar item title carries a count in its text, which makes the item text and keeps it out of iPhone Duo's vertical bar; keep the title plain and show the count with .badge(n) (UIBarButtonItem.badge = .count(n)).",
                            fix: Self.fix(literal: s, end: value.upperBound, interpolation: j, close: close, site: site, in: file, context: context))
                return
            }
            before += "\\(…)"
            j = close + 1
        }
    }

    /// True when an identifier in `tokens` names a count.
    private func namesCount(_ file: SwiftFile, _ tokens: Range<Int>) -> Bool {
        for t in tokens where file.kind(t) == .identifier {
            let name = file.text(t).lowercased()
            if Self.countWords.contains(where: { name.contains($0) }) { return true }
        }
        return false
    }
}

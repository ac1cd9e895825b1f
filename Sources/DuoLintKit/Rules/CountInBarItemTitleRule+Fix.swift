/// The fix of `count_in_bar_item_title` (see its page's Fix section for the forms), when the project's
/// deployment target is iOS 26 or later (badges on toolbar items and `UIBarButtonItem.badge` are iOS 26:
/// https://developer.apple.com/documentation/uikit/uibarbuttonitem/badge-4sz3f; seed 003, 9:27).
///
/// A title literal with one interpolation of a count (a name path whose last name contains `count` or starts
/// with `unread`: `unreadCount`, `cart.items.count`) in parentheses at its end (`"Inbox (\(n))"`) or at its
/// end after the text (`"Cart \(n)"`) becomes the text alone (`"Inbox"`), and the count a badge:
/// - SwiftUI, the title of an item-level `Button`/`Menu` or of a `Text`/`Label` directly in its label:
///   `.badge(n)` after the item (on its own line, indented as the item's first line, when the item spans
///   several lines);
/// - UIKit, `x.title = "Inbox (\(n))"` on a line of its own: a line `x.badge = .count(n)` after it.
/// Other forms (`UIBarButtonItem(title:)`, a format specifier, two interpolations, text after the count) get no
/// fix, nor an item that has a badge already (a `.badge` modifier; UIKit, a `badge` assignment of the receiver).
extension CountInBarItemTitleRule {
    /// Where a fixed title's badge goes.
    enum BadgeSite {
        /// After the SwiftUI item call.
        case item(Call)
        /// On a line after the UIKit assignment `base.title = …` (`base` the receiver node).
        case assignment(base: Int)
    }

    /// The fix of the title literal `s..<end` (token indices) whose count interpolation opens at token `j` (the
    /// `\`) and closes at token `close`, for a badge at `site`; nil when the form is not one the page promises.
    static func fix(literal s: Int, end: Int, interpolation j: Int, close: Int, site: BadgeSite?,
                    in file: SwiftFile, context: RuleContext) -> ProposedFix? {
        guard let site, file.text(s) == "\"" else { return nil }
        // One interpolation: plain segments before it, `)` and blanks or blanks only after it.
        var before = "", after = ""
        for t in (s + 1)..<j { guard file.kind(t) == .stringSegment else { return nil }; before += file.text(t) }
        for t in (close + 1)..<(end - 1) { guard file.kind(t) == .stringSegment else { return nil }; after += file.text(t) }
        guard !before.contains("\\"), !after.contains("\\") else { return nil }
        var title = Substring(before)
        if after.hasPrefix(")") {
            guard title.hasSuffix("("), after.dropFirst().allSatisfy({ $0 == " " }) else { return nil }
            title = title.dropLast()
        } else {
            guard after.allSatisfy({ $0 == " " }) else { return nil }
        }
        while title.last == " " { title = title.dropLast() }
        guard title.contains(where: \.isLetter) else { return nil }
        // The count: `name`, `a.b.count`, `self.unread`.
        let expr = (j + 2)..<close
        guard !expr.isEmpty, expr.count % 2 == 1,
              expr.enumerated().allSatisfy({ $0.offset % 2 == 0 ? (file.kind($0.element) == .identifier || file.isWord($0.element, "self")) : file.kind($0.element) == .period }),
              case let last = file.text(expr.upperBound - 1).lowercased(), last.contains("count") || last.hasPrefix("unread") else { return nil }
        guard let target = context.iOSDeploymentTarget(), target.major >= 26 else { return nil }
        let bytes = file.source.bytes
        let count = String(decoding: bytes[Int(file.tokens[expr.lowerBound].start)..<Int(file.tokens[expr.upperBound - 1].end)], as: UTF8.self)
        let literal = FixEdit(Int(file.tokens[s].start)..<Int(file.tokens[end - 1].end), "\"\(title)\"")
        switch site {
        case .item(let c):
            // An item with a badge already (`.badge(3)`) would get a second one: no fix.
            guard !file.modifiers(after: c.end).contains(where: { file.isWord($0, "badge") }) else { return nil }
            // Nor one whose toolbar item (or another call around it) has a badge: `ToolbarItem { … }.badge(1)`.
            let tree = file.syntaxTree
            var up = tree.parent(tree.node(containingToken: c.callee))
            while let q = up, tree.kind(q) != .memberBlock, tree.kind(q) != .sourceFile {
                if tree.kind(q) == .functionCallExpr,
                   file.modifiers(after: tree.tokens(q).upperBound).contains(where: { file.isWord($0, "badge") }) { return nil }
                up = tree.parent(q)
            }
            let first = Int(file.tokens[c.callee].start), last = Int(file.tokens[c.end - 1].end)
            let lines = file.source.lines
            if lines.line(ofOffset: first) == lines.line(ofOffset: last) {
                return ProposedFix("Show the count as a badge", [literal, .insert(".badge(\(count))", at: last)])
            }
            let (eol, indent) = BarItems.lineEndAndIndent(at: first, in: file)
            return ProposedFix("Show the count as a badge", [literal, .insert("\(eol)\(indent).badge(\(count))", at: last)])
        case .assignment(let base):
            let tree = file.syntaxTree
            let r = tree.tokens(base)
            guard BarItems.hasNoComment(r, in: file) else { return nil }
            // The assignment ends its line: nothing but blanks after the literal.
            let valueEnd = Int(file.tokens[end - 1].end)
            var e = valueEnd
            while e < bytes.count, bytes[e] == 0x20 || bytes[e] == 0x09 { e += 1 }
            guard e == bytes.count || bytes[e] == 0x0A || bytes[e] == 0x0D else { return nil }
            let receiver = String(decoding: bytes[Int(file.tokens[r.lowerBound].start)..<Int(file.tokens[r.upperBound - 1].end)], as: UTF8.self)
            // The item's badge set in the file already (`receiver.badge = …`): no fix.
            guard !assignsBadge(receiverTokens: r, in: file) else { return nil }
            let (eol, indent) = BarItems.lineEndAndIndent(at: Int(file.tokens[r.lowerBound].start), in: file)
            return ProposedFix("Show the count as a badge", [literal, .insert("\(eol)\(indent)\(receiver).badge = .count(\(count))", at: valueEnd)])
        }
    }

    /// True when `file` assigns the `badge` of a receiver whose last name is that of tokens `r` (`item.badge = …`,
    /// `self.item.badge = nil`) anywhere, from the syntax tree.
    static func assignsBadge(receiverTokens r: Range<Int>, in file: SwiftFile) -> Bool {
        let tree = file.syntaxTree
        for t in 0..<file.tokens.count where file.isWord(t, "badge") {
            guard let name = tree.node(exactlyAt: t), tree.isMemberName(name), let m = tree.parent(name),
                  let base = tree.base(ofMember: m), tree.assignedValue(to: m) != nil else { continue }
            // By the receiver's last name: `self.item` and `item` are one item.
            let b = tree.tokens(base)
            if !b.isEmpty, !r.isEmpty, file.sameText(b.upperBound - 1, r.upperBound - 1) { return true }
        }
        return false
    }
}

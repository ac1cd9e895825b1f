/// The rewrite `ui_screen_main` proposes for `UIScreen.main.scale` (`duolint --fix`): `traitCollection.displayScale`
/// in an instance method or computed property of a UIKit view or view controller class (or an extension of
/// one), and the SwiftUI environment's `displayScale` in a `View` struct. No fix elsewhere (see the rule page).
extension UIScreenMainRule {
    /// UIKit classes that are trait environments (`traitCollection` is theirs); a project class reaching one
    /// of them through its superclasses (the project model) is one too.
    static let traitEnvironments: Set<String> = [
        "UIView", "UIViewController", "UIControl", "UIButton", "UILabel", "UIImageView", "UIStackView",
        "UIScrollView", "UITableView", "UICollectionView", "UITextView", "UITextField", "UITableViewCell",
        "UICollectionViewCell", "UICollectionReusableView", "UITableViewHeaderFooterView", "UIVisualEffectView",
        "UIWindow", "UINavigationController", "UITabBarController", "UISplitViewController", "UIPageViewController",
        "UITableViewController", "UICollectionViewController", "UIHostingController", "UIInputViewController",
    ]

    /// UIKit methods that run before the view is in a window, when the trait collection may not be the
    /// display's yet: no fix there.
    static let beforeWindow: Set<String> = ["viewDidLoad", "loadView", "awakeFromNib"]

    /// The fix for the read `read` (the `UIScreen.main.scale` member access node, `UIScreen` at token `i`), or
    /// nil when the read is not in an instance member of a trait environment or a SwiftUI view (see the page).
    func scaleFix(_ file: SwiftFile, read: Int, context: RuleContext) -> ProposedFix? {
        let tree = file.syntaxTree
        let r = tree.tokens(read)
        // Nothing but spaces and line breaks inside `UIScreen.main.scale` (a comment would be lost).
        for t in r.dropFirst() where file.source.bytes[Int(file.tokens[t - 1].end)..<Int(file.tokens[t].start)].contains(UInt8(ascii: "/")) {
            return nil
        }
        guard let (member, inClosure) = instanceMember(file, around: read), let block = FileSummary.ownerBlock(of: member, tree),
              tree.kind(block) == .memberBlock, let type = tree.parent(block),
              let name = FileSummary.declaredTypeName(type, tree.kind(type), file, tree) else { return nil }
        let kind = tree.kind(type)
        if kind == .classDecl || kind == .extensionDecl, DeclaredTypes.reachedBase(name, in: Self.traitEnvironments, context: context) != nil {
            // `traitCollection` in a closure needs `self.` (escaping) or may run elsewhere: no fix.
            guard !inClosure, !Self.beforeWindow.contains(tree.declaredNameText(member, file) ?? ""),
                  !declaresLocally("traitCollection", in: member, file) else { return nil }
            // In a string interpolation (`Logger`'s are escaping autoclosures) a class's member needs `self.`.
            let text = file.tokens[r.lowerBound].interpolationDepth > 0 ? "self.traitCollection.displayScale" : "traitCollection.displayScale"
            return ProposedFix("Read the display scale from the trait collection", [FixEdit.replace(tokens: r, in: file, with: text)])
        }
        guard kind == .structDecl, context.type(name, inheritsFrom: "View") else { return nil }
        if let existing = environmentProperty(file, block) {
            guard !declaresLocally(existing, in: member, file) else { return nil }
            return ProposedFix("Read the display scale from the environment", [FixEdit.replace(tokens: r, in: file, with: existing)])
        }
        // A new property: none of that name in the type, nor a local or parameter at the use.
        guard !context.members(named: "displayScale").contains(where: { $0.value.owner == name }),
              !tree.children(block).contains(where: { tree.kind($0) == .variableDecl && SyntaxNames(file: file, tree: tree).boundNames($0).contains("displayScale") }),
              !declaresLocally("displayScale", in: member, file), let insertion = firstLine(file, block) else { return nil }
        return ProposedFix("Read the display scale from the environment", [
            .insert(insertion.indent + "@Environment(\\.displayScale) private var displayScale" + insertion.eol, at: insertion.offset),
            FixEdit.replace(tokens: r, in: file, with: "displayScale"),
        ])
    }

    /// The member declaration of a type that node `n` is in, when `n` is in the body of an instance method,
    /// accessor, computed property or subscript (not an initializer, not static or `class`, not a stored or
    /// lazy property's value, not a default argument), and whether a closure lies between them.
    private func instanceMember(_ file: SwiftFile, around n: Int) -> (member: Int, inClosure: Bool)? {
        let tree = file.syntaxTree
        var inClosure = false, inBody = false
        var p = tree.parent(n)
        while let q = p {
            switch tree.kind(q) {
            case .closureExpr: inClosure = true
            case .codeBlock, .accessorBlock: inBody = true
            case .functionDecl, .accessorDecl, .variableDecl, .subscriptDecl:
                if let block = FileSummary.ownerBlock(of: q, tree), tree.kind(block) == .memberBlock {
                    guard inBody, !tree.children(q).contains(where: { c in
                        tree.kind(c) == .declModifier && ["static", "class", "lazy"].contains(file.text(tree.start(c)))
                    }) else { return nil }
                    return (q, inClosure)
                }
            case .initializerDecl, .deinitializerDecl, .structDecl, .classDecl, .enumDecl, .actorDecl, .extensionDecl, .protocolDecl:
                return nil
            default: break
            }
            p = tree.parent(q)
        }
        return nil
    }

    /// True when declaration `member` binds `name` itself: a parameter or a local (`let`, `var`, a closure
    /// parameter) anywhere in it; conservative (a local elsewhere in the member counts too). An ASCII name is
    /// looked for among the file's tokens of its spelling (`SwiftFile.occurrences(ofText:)`) within the member,
    /// not in every token of it: a method with 10,000 reads of `UIScreen.main.scale` asked this for each and took
    /// 13.6 s (quadratic). Any other name, or one with a `K` (the Kelvin sign is the one non-ASCII character that
    /// `String` equality takes for an ASCII letter), is looked for token by token.
    private func declaresLocally(_ name: String, in member: Int, _ file: SwiftFile) -> Bool {
        let tree = file.syntaxTree
        let range = tree.tokens(member)
        var candidates: [Int] = []
        if PathText.isASCII(name) && !name.utf8.contains(UInt8(ascii: "K")) {
            let found = file.occurrences(ofText: name)
            // The first occurrence at or after the member's start (occurrences ascend).
            var lo = found.startIndex, hi = found.endIndex
            while lo < hi {
                let mid = (lo + hi) / 2
                if Int(found[mid]) < range.lowerBound { lo = mid + 1 } else { hi = mid }
            }
            for k in lo..<found.endIndex {
                let t = Int(found[k])
                if t >= range.upperBound { break }
                candidates.append(t)
            }
        } else {
            candidates = Array(range)
        }
        for t in candidates where file.kind(t) == .identifier && file.text(t) == name {
            if t > 0, file.kind(t - 1) == .period { continue }
            if case .member = DeclaredTypes.declaration(ofNameAt: t, file) {
                // A reference resolving to no local: a declaration of that name here is a local one too.
                let node = tree.node(containingToken: t)
                if [.identifierPattern, .functionParameter, .closureParameter, .closureShorthandParameter].contains(tree.kind(node)) { return true }
                continue
            }
            return true
        }
        return false
    }

    /// The name of the type's `@Environment(\.displayScale)` property in member block `block`, or nil.
    private func environmentProperty(_ file: SwiftFile, _ block: Int) -> String? {
        let tree = file.syntaxTree
        for d in tree.children(block) where tree.kind(d) == .variableDecl {
            guard let a = tree.children(d).first(where: { tree.kind($0) == .attribute }) else { continue }
            let at = tree.tokens(a)
            guard at.count >= 2, file.isWord(at.lowerBound + 1, "Environment"),
                  at.contains(where: { file.isWord($0, "displayScale") && $0 > 0 && file.kind($0 - 1) == .period }),
                  let b = tree.child(d, .patternBinding), let p = tree.firstChild(b), tree.kind(p) == .identifierPattern else { continue }
            return file.text(tree.start(p))
        }
        return nil
    }

    /// Where a new first line of member block `block` goes: after the line the `{` ends (nothing after it but
    /// spaces or a `//` comment), with the indentation of the next token's line and the `{` line's ending.
    private func firstLine(_ file: SwiftFile, _ block: Int) -> (offset: Int, indent: String, eol: String)? {
        let tree = file.syntaxTree, bytes = file.source.bytes
        let open = tree.start(block), next = open + 1
        guard file.kind(open) == .leftBrace, next < file.count else { return nil }
        var i = Int(file.tokens[open].end)
        let stop = Int(file.tokens[next].start)
        while i < stop, bytes[i] != UInt8(ascii: "\n") {
            if bytes[i] == UInt8(ascii: "/"), i + 1 < stop, bytes[i + 1] == UInt8(ascii: "*") { return nil }
            i += 1
        }
        guard i < stop else { return nil }
        let eol = i > 0 && bytes[i - 1] == UInt8(ascii: "\r") ? "\r\n" : "\n"
        // The next token's line: its leading spaces and tabs.
        var lineStart = stop
        while lineStart > 0, bytes[lineStart - 1] != UInt8(ascii: "\n") { lineStart -= 1 }
        var end = lineStart
        while end < bytes.count, bytes[end] == UInt8(ascii: " ") || bytes[end] == UInt8(ascii: "\t") { end += 1 }
        return (i + 1, String(decoding: bytes[lineStart..<end], as: UTF8.self), eol)
    }
}

fileprivate extension SyntaxTree {
    /// The name declaration `d` introduces (`viewDidLoad` for `func viewDidLoad()`), or nil.
    func declaredNameText(_ d: Int, _ file: SwiftFile) -> String? { SyntaxNames(file: file, tree: self).declaredName(d) }
}

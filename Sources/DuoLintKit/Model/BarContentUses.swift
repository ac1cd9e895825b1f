/// The names a file uses as bar content (`.toolbar { trailingItems }`, `.toolbar(content: toolbar)`,
/// `.navigationBarItems(leading: cancelButton)`, `ToolbarItem { shareButton }`, `.toolbar { ShareToolbar() }`)
/// and what its one-statement view bodies show. The project model keeps them so that a computed property,
/// function, `ToolbarContent` type or project view declared in another file is known to be shown in a bar,
/// and a project view used as a label (`Menu { … } label: { MoreIcon() }`) is known to be an image.
enum BarContentUses {
    /// Containers whose trailing closures hold more bar content (`Group { saveButton }`).
    static let containers: Set<String> = ["Group", "HStack", "VStack", "ZStack", "ForEach", "ControlGroup"]

    /// The names used in bar content, one use per occurrence, in source order: references and callees standing
    /// as statements (through `if`/`switch`/`#if` and containers) in `.toolbar` closures and its `content:`
    /// argument, in `.navigationBarItems(leading:trailing:)` arguments and in `ToolbarItem`/`ToolbarItemGroup`
    /// content. A chain records its root (`saveButton` in `saveButton.disabled(x)`) and, after a receiver, its
    /// first member (`items` in `model.items`). One walk per bar call over that call's content.
    static func collect(in file: SwiftFile) -> [NameUse] {
        let tree = file.syntaxTree
        var out: [NameUse] = []
        for word in ["toolbar", "navigationBarItems", "ToolbarItem", "ToolbarItemGroup"] as [StaticString] {
            for o in file.occurrences(ofName: word) where file.isText(Int(o), word) {
                guard let name = tree.node(exactlyAt: Int(o)), let call = tree.call(named: name) else { continue }
                let isItem = word.utf8Start[0] == UInt8(ascii: "T")
                guard isItem != tree.isMemberName(name) else { continue }
                let placement = isItem ? itemPlacement(call, file) : nil
                let owner = enclosingType(call, file)
                for closure in tree.trailingClosures(ofCall: call) { walk(closure, placement, owner, file, &out) }
                for argument in tree.arguments(ofCall: call) {
                    guard let label = SyntaxNames(file: file, tree: tree).label(argument),
                          ["content", "leading", "trailing"].contains(label), let value = tree.firstChild(argument) else { continue }
                    if tree.kind(value) == .closureExpr { walk(value, placement, owner, file, &out) } else {
                        record(value, placement, owner, file, &out)
                    }
                }
            }
        }
        return out.sorted { $0.token < $1.token }
    }

    /// The placement of the `ToolbarItem(Group)` call `call` (`primaryAction`), `horizontalOnly` when the item
    /// is marked `.axisBehavior(.horizontalOnly)`, nil when it names none.
    static func itemPlacement(_ call: Int, _ file: SwiftFile) -> String? {
        let tree = file.syntaxTree
        for m in tree.modifiers(of: call) {
            guard let name = tree.lastChild(m), file.isWord(tree.tokens(name).lowerBound, "axisBehavior"),
                  let c = tree.call(withCallee: m), let a = tree.arguments(ofCall: c).first else { continue }
            if tree.tokens(a).contains(where: { file.isWord($0, "horizontalOnly") }) { return "horizontalOnly" }
        }
        let names = SyntaxNames(file: file, tree: tree)
        for a in tree.arguments(ofCall: call) where names.label(a) == "placement" {
            guard let v = tree.firstChild(a), tree.kind(v) == .memberAccessExpr, tree.base(ofMember: v) == nil else { return nil }
            return names.memberName(v)
        }
        return nil
    }

    /// The name of the type or extension around node `n`, nil at file scope.
    static func enclosingType(_ n: Int, _ file: SwiftFile) -> String? {
        let tree = file.syntaxTree
        guard let t = tree.ancestor(n, in: [.structDecl, .classDecl, .enumDecl, .actorDecl, .extensionDecl]) else { return nil }
        return FileSummary.declaredTypeName(t, tree.kind(t), file, tree)
    }

    /// Records the uses in the statements of the block `b`, through `if`, `switch`, `#if` and containers.
    private static func walk(_ b: Int, _ placement: String?, _ owner: String?, _ file: SwiftFile, _ out: inout [NameUse]) {
        let tree = file.syntaxTree
        for s in tree.statements(of: b) {
            var e = s
            if tree.kind(e) == .expressionStmt || tree.kind(e) == .returnStmt, let x = tree.firstChild(e) { e = x }
            switch tree.kind(e) {
            case .ifExpr:
                walkIf(e, placement, owner, file, &out)
            case .switchExpr:
                for c in tree.children(e) where tree.kind(c) == .switchCase { walk(c, placement, owner, file, &out) }
            case .ifConfigDecl:
                for c in tree.children(e) where tree.kind(c) == .ifConfigClause { walk(c, placement, owner, file, &out) }
            case .functionCallExpr:
                if let callee = tree.calleeName(ofCall: e), !tree.isMemberName(callee) {
                    let t = tree.tokens(callee).lowerBound
                    if file.isText(t, "ToolbarItem") || file.isText(t, "ToolbarItemGroup") { continue }  // its own occurrence
                    if containers.contains(file.text(t)) {
                        for c in tree.trailingClosures(ofCall: e) { walk(c, placement, owner, file, &out) }
                        continue
                    }
                }
                record(e, placement, owner, file, &out)
            default:
                record(e, placement, owner, file, &out)
            }
        }
    }

    private static func walkIf(_ e: Int, _ placement: String?, _ owner: String?, _ file: SwiftFile, _ out: inout [NameUse]) {
        let tree = file.syntaxTree
        for c in tree.children(e) {
            if tree.kind(c) == .codeBlock { walk(c, placement, owner, file, &out) }
            if tree.kind(c) == .ifExpr { walkIf(c, placement, owner, file, &out) }
        }
    }

    /// Records the names of the expression `e` (see `collect`).
    private static func record(_ e: Int, _ placement: String?, _ owner: String?, _ file: SwiftFile, _ out: inout [NameUse]) {
        let tree = file.syntaxTree
        let root = tree.chainRoot(e)
        func add(_ name: String, _ node: Int, owner: String?) {
            let t = tree.tokens(node).lowerBound
            out.append(NameUse(name: name, context: "bar content", token: t,
                               line: file.source.location(ofOffset: Int(file.tokens[t].start)).line,
                               owner: owner, placement: placement))
        }
        func firstMember() -> Int? {
            guard let m = tree.postfixParent(root), tree.kind(m) == .memberAccessExpr, let n = tree.lastChild(m) else { return nil }
            return n
        }
        switch tree.kind(root) {
        case .declReferenceExpr:
            let t = tree.tokens(root).lowerBound
            if file.isWord(t, "self") || file.isWord(t, "Self") {
                if let n = firstMember() { add(file.text(tree.tokens(n).lowerBound), n, owner: owner) }
                return
            }
            add(file.text(t), root, owner: owner)
            if let n = firstMember(), file.kind(tree.tokens(n).lowerBound) == .identifier {
                add(file.text(tree.tokens(n).lowerBound), n, owner: nil)
            }
        case .memberAccessExpr:
            // `.shareItems` (an implicit member) or `Self.items`.
            if let n = tree.lastChild(root) { add(file.text(tree.tokens(n).lowerBound), n, owner: nil) }
        default:
            break
        }
    }

    /// What the one-statement `body` members of the file's types show (see `ViewBodySummary`).
    static func viewBodies(in file: SwiftFile, members: [MemberSummary]) -> [ViewBodySummary] {
        let tree = file.syntaxTree
        var out: [ViewBodySummary] = []
        for m in members where m.kind == .property && m.name == "body" && !m.isStatic {
            guard let owner = m.owner, let body = m.body else { continue }
            var block = tree.node(containingToken: body.lowerBound)
            guard tree.kind(block) == .accessorBlock else { continue }
            if let get = tree.child(block, .accessorDecl), let code = tree.child(get, .codeBlock) { block = code }
            let statements = tree.statements(of: block)
            guard statements.count == 1, var e = statements.first else { continue }
            if tree.kind(e) == .expressionStmt || tree.kind(e) == .returnStmt, let x = tree.firstChild(e) { e = x }
            let root = tree.chainRoot(e)
            guard tree.kind(root) == .declReferenceExpr, let call = tree.call(withCallee: root) else { continue }
            let t = tree.tokens(root).lowerBound
            let shows: ViewBodySummary.Shows
            if file.isText(t, "Image") { shows = .image } else if file.isText(t, "Text") { shows = .text } else if file.isText(t, "Label") {
                shows = .label
            } else { continue }
            let ellipsis = shows == .image && tree.tokens(call).contains { isEllipsisToken($0, file) }
            out.append(ViewBodySummary(type: owner, shows: shows, isEllipsis: ellipsis, token: m.token, line: m.line))
        }
        return out
    }

    /// The ellipsis symbols an app must not use for its own "more" menu in a bar (DOMAIN.md §4).
    static let ellipsisSymbols: Set<String> = ["ellipsis", "ellipsis.circle", "ellipsis.circle.fill", "ellipsis.rectangle",
                                               "ellipsis.rectangle.fill"]

    /// True when token `t` is a string segment naming an ellipsis symbol, or an SF Symbols enum case for one
    /// (`ellipsisCircle` after a `.`).
    static func isEllipsisToken(_ t: Int, _ file: SwiftFile) -> Bool {
        switch file.kind(t) {
        case .stringSegment:
            return file.kind(t - 1) == .stringQuote && file.kind(t + 1) == .stringQuote && ellipsisSymbols.contains(file.text(t))
        case .identifier:
            guard file.kind(t - 1) == .period else { return false }
            let s = file.text(t)
            return ["ellipsis", "ellipsisCircle", "ellipsisCircleFill", "ellipsisRectangle", "ellipsisRectangleFill"].contains(s)
        default:
            return false
        }
    }
}

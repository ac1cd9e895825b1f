/// The names a file uses as bar content (`.toolbar { trailingItems }`, `.toolbar(content: toolbar)`,
/// `.navigationBarItems(leading: cancelButton)`, `ToolbarItem { shareButton }`, `.toolbar { ShareToolbar() }`)
/// and what its one-statement view bodies show. The project model keeps them so that a computed property,
/// function, `ToolbarContent` type or project view declared in another file is known to be shown in a bar,
/// and a project view used as a label (`Menu { … } label: { MoreIcon() }`) is known to be an image.
enum BarContentUses {
    /// Containers whose trailing closures hold more bar content (`Group { saveButton }`).
    /// Compared with a token's bytes (no `String` and no hashing per statement).
    static let containerWords: [StaticString] = ["Group", "HStack", "VStack", "ZStack", "ForEach", "ControlGroup"]

    /// The names used in bar content, one use per occurrence, in source order: references and callees standing
    /// as statements (through `if`/`switch`/`#if` and containers) in `.toolbar` closures and its `content:`
    /// argument, in `.navigationBarItems(leading:trailing:)` arguments, in `ToolbarItem`/`ToolbarItemGroup`
    /// content, and in the bodies of the file's toolbar-content members (`@ToolbarContentBuilder`, a
    /// `ToolbarContent` type), where a call with content (`CustomToolbarItem { … }`, a project `ToolbarContent`
    /// type) is walked into as well. A chain records its root (`saveButton` in `saveButton.disabled(x)`) and,
    /// after a receiver, its first member (`items` in `model.items`). A use that names a computed property or
    /// function of this file (`members`) walks that member's body too, once, so a bar's member that shows a
    /// project view (`var moreButton: some View { MoreMenu() }`) records the view. Linear in the bar content.
    /// `words` holds the file's occurrences of the bar words (`SummaryWords`); made here when not given.
    static func collect(in file: SwiftFile, members: [MemberSummary] = [], words: SummaryWords? = nil) -> [NameUse] {
        let tree = file.syntaxTree
        let names = SyntaxNames(file: file, tree: tree)
        var walker = Walker(file: file, tree: tree)
        let found = words ?? SummaryWords(file)
        // The last type asked about and its name: a type's bar words ask one after another.
        var lastType = -1
        var lastTypeName: String?
        for w in SummaryWords.bar {
            let word = SummaryWords.words[w]
            for o in found.occurrences(w) {
                // An item type's call (`ToolbarItem(…)`, `SwiftUI.ToolbarItem(…)`, `ToolbarItem.init(…)`), or a bar modifier.
                let isItem = word.utf8Start[0] == UInt8(ascii: "T")
                guard let name = tree.node(exactlyAt: Int(o)),
                      let call = isItem ? tree.call(constructing: name, in: file) : tree.isMemberName(name) ? tree.call(named: name) : nil
                else { continue }
                let placement = isItem ? itemPlacement(call, file) : nil
                let type = tree.ancestor(call, in: typeKinds) ?? 0
                if type != lastType {
                    lastType = type
                    lastTypeName = type == 0 ? nil : FileSummary.declaredTypeName(type, tree.kind(type), file, tree)
                }
                let owner = lastTypeName
                let level = file.isText(Int(o), "toolbar")
                for closure in tree.trailingClosures(ofCall: call) { walker.walk(closure, placement, owner, toolbarLevel: level) }
                for argument in tree.arguments(ofCall: call) {
                    let first = tree.start(argument)
                    guard file.isText(first, "content") || file.isText(first, "leading") || file.isText(first, "trailing"),
                          let label = names.label(argument), ["content", "leading", "trailing"].contains(label),
                          let value = tree.firstChild(argument) else { continue }
                    if tree.kind(value) == .closureExpr { walker.walk(value, placement, owner, toolbarLevel: level) } else {
                        walker.record(value, placement, owner)
                    }
                }
            }
        }
        // Toolbar-content members are bar content themselves. Read in place, and a text compared only when it can
        // be one (an attribute list not empty, a type text as long as `ToolbarContent`): most members are neither.
        members.withUnsafeBufferPointer { ms in
            for i in ms.indices where ms[i].kind == .property || ms[i].kind == .function {
                let attributed = !ms[i].attributes.isEmpty && ms[i].attributes.contains("ToolbarContentBuilder")
                if attributed || ms[i].type.map({ $0.utf8.count >= 14 && namesToolbarContent($0) }) == true {
                    walker.walkMember(ms[i], placement: nil, toolbarLevel: true)
                }
            }
        }
        // Members of this file used as bar content: their bodies are bar content too (most files have no bar
        // content: then nothing is indexed).
        guard !walker.out.isEmpty else { return [] }
        var byName: [String: [Int]] = [:]
        byName.reserveCapacity(members.count)
        for i in members.indices where members[i].kind == .property || members[i].kind == .function {
            guard members[i].name != "body" || members[i].type.map(namesToolbarContent) == true else { continue }
            byName[members[i].name, default: []].append(i)
        }
        var k = 0
        while k < walker.out.count {
            let use = walker.out[k]
            k += 1
            for i in byName[use.name] ?? [] where use.owner == nil || members[i].owner == nil || use.owner == members[i].owner {
                walker.walkMember(members[i], placement: use.placement, toolbarLevel: false)
            }
        }
        return walker.out.sorted { $0.token < $1.token }
    }

    /// True when type text `t` names `ToolbarContent` (`some ToolbarContent`), by bytes (no substring search).
    static func namesToolbarContent(_ t: String) -> Bool {
        let word: StaticString = "ToolbarContent"
        let n = word.utf8CodeUnitCount, w = word.utf8Start
        var text = t
        return text.withUTF8 { u in
            guard u.count >= n else { return false }
            for i in 0...(u.count - n) where u[i] == w[0] {
                var k = 1
                while k < n && u[i + k] == w[k] { k += 1 }
                if k == n { return true }
            }
            return false
        }
    }

    /// The walk of bar content: the uses found so far and the members already walked.
    private struct Walker {
        let file: SwiftFile
        let tree: SyntaxTree
        var out: [NameUse] = []
        var walkedMembers = Set<Int>()

        init(file: SwiftFile, tree: SyntaxTree) {
            self.file = file
            self.tree = tree
        }

        /// Walks the body of member `m` (once), as content of its owner.
        mutating func walkMember(_ m: MemberSummary, placement: String?, toolbarLevel: Bool) {
            guard let body = m.body, walkedMembers.insert(m.token).inserted else { return }
            var block = tree.node(containingToken: body.lowerBound)
            if tree.kind(block) == .accessorBlock, let get = tree.child(block, .accessorDecl), let code = tree.child(get, .codeBlock) { block = code }
            guard tree.kind(block) == .accessorBlock || tree.kind(block) == .codeBlock else { return }
            walk(block, placement, m.owner, toolbarLevel: toolbarLevel)
        }

        /// Records the uses in the statements of the block `b`, through `if`, `switch`, `#if` and containers; at
        /// toolbar level (`.toolbar { … }`, a toolbar-content member) a call with trailing closures is recorded
        /// and walked into.
        mutating func walk(_ b: Int, _ placement: String?, _ owner: String?, toolbarLevel: Bool) {
            for s in tree.statements(of: b) {
                var e = s
                if tree.kind(e) == .expressionStmt || tree.kind(e) == .returnStmt, let x = tree.firstChild(e) { e = x }
                switch tree.kind(e) {
                case .ifExpr:
                    walkIf(e, placement, owner, toolbarLevel: toolbarLevel)
                case .switchExpr:
                    for c in tree.children(e) where tree.kind(c) == .switchCase { walk(c, placement, owner, toolbarLevel: toolbarLevel) }
                case .ifConfigDecl:
                    for c in tree.children(e) where tree.kind(c) == .ifConfigClause { walk(c, placement, owner, toolbarLevel: toolbarLevel) }
                case .functionCallExpr:
                    if let callee = tree.typeName(ofCall: e, in: file) {
                        let t = tree.tokens(callee).lowerBound
                        if file.isText(t, "ToolbarItem") || file.isText(t, "ToolbarItemGroup") { continue }  // its own occurrence
                        if BarContentUses.containerWords.contains(where: { file.isText(t, $0) }) {
                            for c in tree.trailingClosures(ofCall: e) { walk(c, placement, owner, toolbarLevel: toolbarLevel) }
                            continue
                        }
                        if toolbarLevel, file.text(t).first?.isUppercase == true {
                            let inner = BarContentUses.itemPlacement(e, file) ?? placement
                            for c in tree.trailingClosures(ofCall: e) { walk(c, inner, owner, toolbarLevel: false) }
                        }
                    }
                    record(e, placement, owner)
                default:
                    record(e, placement, owner)
                }
            }
        }

        private mutating func walkIf(_ e: Int, _ placement: String?, _ owner: String?, toolbarLevel: Bool) {
            for c in tree.children(e) {
                if tree.kind(c) == .codeBlock { walk(c, placement, owner, toolbarLevel: toolbarLevel) }
                if tree.kind(c) == .ifExpr { walkIf(c, placement, owner, toolbarLevel: toolbarLevel) }
            }
        }

        /// Records the names of the expression `e` (see `collect`).
        mutating func record(_ e: Int, _ placement: String?, _ owner: String?) {
            let root = tree.viewRoot(tree.chainRoot(e), in: file)
            switch tree.kind(root) {
            case .declReferenceExpr:
                let t = tree.tokens(root).lowerBound
                if file.isWord(t, "self") || file.isWord(t, "Self") {
                    if let n = firstMember(root) { add(n, placement, owner) }
                    return
                }
                add(root, placement, owner)
                if let n = firstMember(root), file.kind(tree.tokens(n).lowerBound) == .identifier { add(n, placement, nil) }
            case .memberAccessExpr:
                // `.shareItems` (an implicit member) or `Self.items`.
                if let n = tree.lastChild(root) { add(n, placement, nil) }
            default:
                break
            }
        }

        private func firstMember(_ root: Int) -> Int? {
            guard let m = tree.postfixParent(root), tree.kind(m) == .memberAccessExpr, let n = tree.lastChild(m) else { return nil }
            return n
        }

        /// Records the name at `node`; a use in code that never runs on the device (the fallback of
        /// `#available`, another platform's `#if` branch) gets the placement `unreachable`.
        private mutating func add(_ node: Int, _ placement: String?, _ owner: String?) {
            let t = tree.tokens(node).lowerBound
            let reachable = file.executionScope.reason(atToken: t) == nil
            out.append(NameUse(name: file.text(t), context: "bar content", token: t,
                               line: file.source.location(ofOffset: Int(file.tokens[t].start)).line,
                               owner: owner, placement: reachable ? placement : "unreachable"))
        }
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
        // The label's text is made only for an argument whose first token could be it.
        for a in tree.arguments(ofCall: call) where file.isText(tree.start(a), "placement") && names.label(a) == "placement" {
            guard let v = tree.firstChild(a), tree.kind(v) == .memberAccessExpr, tree.base(ofMember: v) == nil else { return nil }
            return names.memberName(v)
        }
        return nil
    }

    /// The kinds of declarations whose name is a bar use's owner (the type or extension around it).
    static let typeKinds: [SyntaxKind] = [.structDecl, .classDecl, .enumDecl, .actorDecl, .extensionDecl]
}

/// What one-statement view bodies show, for the bar rules (see `ViewBodySummary`), and the ellipsis symbols.
extension BarContentUses {
    /// What the one-statement `body` members of the file's types show (see `ViewBodySummary`).
    static func viewBodies(in file: SwiftFile, members: [MemberSummary]) -> [ViewBodySummary] {
        let tree = file.syntaxTree
        var out: [ViewBodySummary] = []
        // Members are read field by field (not copied whole).
        for i in members.indices where members[i].kind == .property && !members[i].isStatic && members[i].name == "body" {
            guard let owner = members[i].owner, let body = members[i].body else { continue }
            var block = tree.node(containingToken: body.lowerBound)
            guard tree.kind(block) == .accessorBlock else { continue }
            if let get = tree.child(block, .accessorDecl), let code = tree.child(get, .codeBlock) { block = code }
            let statements = tree.statements(of: block)
            guard statements.count == 1, var e = statements.first else { continue }
            if tree.kind(e) == .expressionStmt || tree.kind(e) == .returnStmt, let x = tree.firstChild(e) { e = x }
            let root = tree.viewRoot(tree.chainRoot(e), in: file)
            guard let call = tree.call(constructing: root, in: file) else { continue }
            let t = tree.tokens(root).lowerBound
            let shows: ViewBodySummary.Shows
            if file.isText(t, "Image") { shows = .image } else if file.isText(t, "Text") { shows = .text } else if file.isText(t, "Label") {
                shows = .label
            } else { continue }
            let ellipsis = shows == .image && tree.tokens(call).contains { isEllipsisToken($0, file) }
            out.append(ViewBodySummary(type: owner, shows: shows, isEllipsis: ellipsis, token: members[i].token, line: members[i].line))
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

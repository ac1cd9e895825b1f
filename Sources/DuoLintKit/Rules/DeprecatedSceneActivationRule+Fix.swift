/// The fix of `deprecated_scene_activation`: the deprecated call rewritten with an activation request.
///
/// `UIApplication.shared.requestSceneSessionActivation(nil, userActivity: a, options: o, errorHandler: h)`
/// becomes `UIApplication.shared.activateSceneSession(for: UISceneSessionActivationRequest(role:
/// .windowApplication, userActivity: a, options: o), errorHandler: h)`, the form of seed 000 ("マルチタスキング
/// と複数ウインドウ"); a trailing closure stays a trailing closure. `userActivity: nil` and `options: nil` are
/// dropped (the initializer's `userActivity` and `options` default to nil:
/// https://developer.apple.com/documentation/uikit/uiscenesessionactivationrequest-swift.struct/init(role:useractivity:options:)).
///
/// Only where the rewrite is certain and leaves nothing to report: an error handler is passed (an argument
/// other than `nil`, or a trailing closure); the receiver is `UIApplication.shared` or a name `application`; the
/// session is `nil` (a session value may be optional, which `init(session:)` does not take); the arguments are
/// the four of the old method in order, with no comment among them; and the call runs on iOS 17 or later only
/// (the new method's first release): the project's deployment target (`RuleContext.iOSDeploymentTarget`) is
/// iOS 17 or later, or the call is inside `if #available(iOS 17…, *)`, after `guard #available(iOS 17…, *)`
/// in an enclosing block, or in a declaration marked `@available(iOS 17…, *)`. Elsewhere: no fix.
extension DeprecatedSceneActivationRule {
    /// The fix of call `call` of `requestSceneSessionActivation` (name token `name`) in `file`, or nil.
    static func fix(_ call: Int, name: Int, in file: SwiftFile, context: RuleContext) -> ProposedFix? {
        let tree = file.syntaxTree
        let names = SyntaxNames(file: file, tree: tree)
        func text(_ n: Int) -> String {
            let r = tree.tokens(n)
            return file.source.text(Int(file.tokens[r.lowerBound].start), Int(file.tokens[r.upperBound - 1].end))
        }
        guard let callee = tree.firstChild(call), tree.kind(callee) == .memberAccessExpr,
              let base = tree.base(ofMember: callee), ["UIApplication.shared", "application"].contains(text(base)),
              tree.end(callee) == name + 1, file.kind(name + 1) == .leftParen, let close = file.match(name + 1) else { return nil }
        let arguments = tree.arguments(ofCall: call), closures = tree.trailingClosures(ofCall: call)
        let labels = arguments.map { names.label($0) }
        let expected: [String?] = [nil, "userActivity", "options", "errorHandler"]
        // Three or four arguments in the old order, or three and a trailing closure.
        guard closures.count <= 1, (closures.isEmpty ? [3, 4] : [3]).contains(labels.count),
              labels == Array(expected.prefix(labels.count)) else { return nil }
        let values = arguments.compactMap { tree.firstChild($0) }
        guard values.count == arguments.count, tree.kind(values[0]) == .nilLiteralExpr else { return nil }
        // Without an error handler the new call would be reported in turn (a denied request unnoticed): only the
        // author can say what a denial should do.
        guard !closures.isEmpty || (values.count == 4 && tree.kind(values[3]) != .nilLiteralExpr) else { return nil }
        // A comment among the arguments would be lost.
        let open = Int(file.tokens[name + 1].start), end = Int(file.tokens[close].end)
        guard !file.comments.contains(where: { Int($0.end) > open && Int($0.start) < end }) else { return nil }
        let target = context.iOSDeploymentTarget()
        guard target.map({ $0 >= DeploymentTarget.Version(17) }) ?? false || availableFromIOS17(call, in: file) else { return nil }
        func kept(_ k: Int) -> String? { k < values.count && tree.kind(values[k]) != .nilLiteralExpr ? text(values[k]) : nil }
        var request = "UISceneSessionActivationRequest(role: .windowApplication"
        if let a = kept(1) { request += ", userActivity: \(a)" }
        if let o = kept(2) { request += ", options: \(o)" }
        request += ")"
        let handler = kept(3).map { ", errorHandler: \($0)" } ?? ""
        return ProposedFix("Request the scene with activateSceneSession(for:) and a UISceneSessionActivationRequest", [
            FixEdit.replace(tokens: name..<(name + 1), in: file, with: "activateSceneSession"),
            FixEdit.replace(tokens: (name + 1)..<(close + 1), in: file, with: "(for: \(request)\(handler))"),
        ])
    }

    /// True when the code at node `n` runs only on iOS 17 or later: in the first block of an `if` with an
    /// `#available(iOS N, *)` condition (N ≥ 17), after a `guard #available(iOS N, *)` among the statements
    /// before it in an enclosing block, or in a declaration with `@available(iOS N, *)`.
    static func availableFromIOS17(_ n: Int, in file: SwiftFile) -> Bool {
        let tree = file.syntaxTree
        func checks17(_ node: Int) -> Bool {
            let r = tree.tokens(node)
            for t in r where file.isWord(t, "iOS") {
                guard let v = PlatformCondition.version(after: t, in: file), let major = v.first else { return false }
                return major >= 17
            }
            return false
        }
        func availability(_ statement: Int) -> Bool {
            var c = tree.firstChild(statement)
            while let k = c {
                if tree.kind(k) == .conditionElement, let inner = tree.firstChild(k), tree.kind(inner) == .availabilityCondition,
                   file.kind(tree.tokens(inner).lowerBound) != .poundUnavailable, checks17(inner) { return true }
                c = tree.nextSibling(k)
            }
            return false
        }
        var x = n
        while let p = tree.parent(x) {
            switch tree.kind(p) {
            case .ifExpr:
                if tree.kind(x) == .codeBlock, tree.children(p).first(where: { tree.kind($0) == .codeBlock }) == x, availability(p) { return true }
            case .codeBlock, .sourceFile:
                var s = tree.firstChild(p)
                while let k = s, k != x {
                    if tree.kind(k) == .guardStmt, availability(k) { return true }
                    s = tree.nextSibling(k)
                }
            default:
                if tree.kind(p).isDeclaration {
                    for a in tree.children(p) where tree.kind(a) == .attribute {
                        let r = tree.tokens(a)
                        if r.count > 3, file.isWord(r.lowerBound + 1, "available"), file.isWord(r.lowerBound + 3, "iOS"), checks17(a) { return true }
                    }
                }
            }
            x = p
        }
        return false
    }
}

/// `deprecated_scene_activation`: a new scene requested the deprecated way or without handling a refusal.
///
/// Catches every call of `requestSceneSessionActivation(…)` (any receiver, with or
/// without a trailing closure), and a call of `activateSceneSession(for: …)` that
/// passes no error handler: no `errorHandler:` argument (or `errorHandler: nil`)
/// and no trailing closure. On iPhone Duo new windows open only on the inner
/// display, so a request can be denied and the app must handle
/// `UISceneError.Code.requestDenied`. Leaves alone: `activateSceneSession(for:)`
/// with a trailing closure or an `errorHandler:` argument, one under `try`/`await`
/// (errors reach the caller), one whose first argument is not labelled `for`,
/// declarations (`func activateSceneSession(…)`), compound names such as
/// `#selector(UIApplication.requestSceneSessionActivation(_:userActivity:options:errorHandler:))`,
/// and the names in comments and literals. Read from the syntax tree (the call, its labelled arguments, its
/// trailing closures, the `try`/`await` around its chain).
/// Facts: DOMAIN.md §8; seed 000 ("マルチタスキングと複数ウインドウ", talk "Leverage multiple displays and scenes on iPhone Duo").
public struct DeprecatedSceneActivationRule: SwiftRule {
    /// The rule's id, name, default severity, summary, rationale, fix and source (checked against its page).
    public static let description = RuleDescription(
        id: "deprecated_scene_activation",
        name: "Deprecated scene activation",
        severity: .warning,
        summary: "Flags calls of the deprecated requestSceneSessionActivation and calls of activateSceneSession(for:) that pass no error handler; on iPhone Duo a request for a new window can be denied.",
        rationale: "iPhone Duo can create new windows only on the inner display, and whether a request succeeds changes as the device opens and closes. Apple asks apps to request scenes with activateSceneSession(for:errorHandler:) and to handle UISceneError.Code.requestDenied; requestSceneSessionActivation is deprecated, and a request without an error handler fails silently on the outer display.",
        fix: "Build a UISceneSessionActivationRequest and call UIApplication.shared.activateSceneSession(for: request) { error in … }, switching on (error as? UISceneError)?.code and handling .requestDenied.",
        source: "seed 000 (multitasking and multiple windows, 'Leverage multiple displays and scenes on iPhone Duo'; requestSceneSessionActivation deprecated)",
        inputs: [.swift],
        tags: ["scenes", "deprecated-api"],
        isFixable: true)

    /// A rule has no settings of its own; options arrive with each `visit`.
    public init() {}
    /// Identifier texts the engine calls `visit` at.
    public var triggers: [String] { ["requestSceneSessionActivation", "activateSceneSession"] }

    /// Judges the trigger token at index `i` of `file` and reports each finding at its first token (line 1-based, columns as `SourceLocation` gives them) into `sink`.
    public func visit(_ i: Int, in file: SwiftFile, context: RuleContext, sink: inout FindingSink) {
        let tree = file.syntaxTree
        // A reference that is called (not `func activateSceneSession(…)`, not a compound name such as
        // `#selector(UIApplication.requestSceneSessionActivation(_:userActivity:options:errorHandler:))`).
        guard let name = tree.node(exactlyAt: i), tree.kind(name) == .declReferenceExpr, let call = tree.call(named: name),
              let callee = tree.firstChild(call) else { return }
        let open = tree.end(callee)
        let hasParentheses = open < tree.end(call) && file.kind(open) == .leftParen
        if hasParentheses, file.isLabelList(open) { return }
        if file.isWord(i, "requestSceneSessionActivation") {
            sink.report(Self.description, at: i, "requestSceneSessionActivation is deprecated; call activateSceneSession(for:errorHandler:) with a UISceneSessionActivationRequest and handle UISceneError.Code.requestDenied, since iPhone Duo opens new windows only on the inner display.",
                        fix: hasParentheses ? Self.fix(call, name: i, in: file, context: context) : nil)
            return
        }
        let names = SyntaxNames(file: file, tree: tree)
        let arguments = tree.arguments(ofCall: call)
        guard hasParentheses, tree.trailingClosures(ofCall: call).isEmpty, let first = arguments.first,
              names.label(first) == "for" else { return }
        if let handler = arguments.first(where: { names.label($0) == "errorHandler" }) {
            // `errorHandler: nil` passes none.
            guard let value = tree.firstChild(handler), tree.kind(value) == .nilLiteralExpr else { return }
        }
        // `try`/`await` around the call's chain: errors reach the caller.
        var n = tree.chainTop(call)
        while let p = tree.parent(n), [.tryExpr, .awaitExpr, .optionalChainingExpr, .forceUnwrapExpr].contains(tree.kind(p)) {
            if tree.kind(p) == .tryExpr || tree.kind(p) == .awaitExpr { return }
            n = p
        }
        sink.report(Self.description, at: i, "activateSceneSession(for:) without an error handler ignores a denied request; iPhone Duo opens new windows only on the inner display, so pass errorHandler (or a trailing closure) and handle UISceneError.Code.requestDenied.")
    }
}

extension SwiftFile {
    /// True when the parentheses opening at `open` hold argument labels only (`(_:userActivity:)`,
    /// `(frame:)`): a compound function name, as in `#selector(…)`, not a call.
    func isLabelList(_ open: Int) -> Bool {
        guard let close = match(open), close > open + 1, (close - open - 1) % 2 == 0 else { return false }
        var j = open + 1
        while j < close {
            let k = kind(j)
            guard k == .identifier || k == .keyword || k == .wildcard, kind(j + 1) == .colon else { return false }
            j += 2
        }
        return true
    }
}

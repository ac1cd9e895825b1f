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
/// and the names in comments and literals.
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
        tags: ["scenes", "deprecated-api"])

    /// A rule has no settings of its own; options arrive with each `visit`.
    public init() {}
    /// Identifier texts the engine calls `visit` at.
    public var triggers: [String] { ["requestSceneSessionActivation", "activateSceneSession"] }

    /// Judges the trigger token at index `i` of `file` and reports each finding at its first token (line 1-based, columns as `SourceLocation` gives them) into `sink`.
    public func visit(_ i: Int, in file: SwiftFile, context: RuleContext, sink: inout FindingSink) {
        if file.kind(i - 1) == .keyword && file.isText(i - 1, "func") { return }
        guard let call = file.call(at: i) else { return }
        if let open = call.argumentsOpen, file.isLabelList(open) { return }
        if file.isWord(i, "requestSceneSessionActivation") {
            sink.report(Self.description, at: i, "requestSceneSessionActivation is deprecated; call activateSceneSession(for:errorHandler:) with a UISceneSessionActivationRequest and handle UISceneError.Code.requestDenied, since iPhone Duo opens new windows only on the inner display.")
            return
        }
        guard call.argumentsOpen != nil, call.trailingClosures.isEmpty,
              let first = call.arguments.first?.label, file.isWord(first, "for") else { return }
        if let handler = file.argument(call, labelled: "errorHandler") {
            guard handler.value.count == 1, file.kind(handler.value.lowerBound) == .keyword,
                  file.isText(handler.value.lowerBound, "nil") else { return }
        }
        // `try`/`await` around the call's chain: errors reach the caller.
        let tree = file.syntaxTree
        var n = tree.chainTop(call.node)
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

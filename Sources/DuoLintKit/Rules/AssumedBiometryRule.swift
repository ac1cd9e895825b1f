/// `assumed_biometry`: a user-facing "Face ID" string or the `faceid` symbol shown without asking the device
/// which biometry it has.
///
/// Catches a string literal whose text names Face ID (`Face ID`, `FaceID`, `Face-ID`; `ID` in capitals, as a
/// word) in a user-facing position:
/// - an argument of a view or text call (`Text`, `Label`, `Button`, `Toggle`, `Section`, `NavigationLink`,
///   `.navigationTitle`, `.alert`, `String(localized:)`, `NSLocalizedString`, `LocalizedStringKey`, `setTitle` …):
///   its unlabelled arguments and its `title:`, `message:`, `localized:`, `value:` … arguments;
/// - the value of a `localizedReason:`, `localizedFallbackTitle:`, `title:`, `message:` or `subtitle:` argument of
///   any call (`evaluatePolicy(_:localizedReason:)`, `UIAlertController(title:message:)`);
/// - the value assigned to a `text`, `title`, `message`, `placeholder`, `accessibilityLabel` or
///   `localizedReason`/`localizedFallbackTitle` member (`label.text = …`, `context.localizedFallbackTitle = …`);
/// - a result of a property or function typed `String`, `String?`, `LocalizedStringKey` or
///   `LocalizedStringResource` (`var unlockTitle: String { "Unlock with Face ID" }`);
/// and the literal `"faceid"` given as `systemName:` or `systemImage:`. Ternary branches of those values count.
/// Leaves alone a literal that also names Touch ID, one inside a branch on the biometry (an `if`, `guard`,
/// `switch` or ternary whose condition, subject or case names `biometryType`, `faceID`, `touchID`, `opticID` or
/// a name containing them, such as `isFaceID`; or whose other branch shows a Touch ID string), one in a member
/// (function, property, initializer) that reads `biometryType` itself, and one in a member or type named for a
/// biometry (`faceIDRow`, `FaceIDSettingsView`), whose use decides. Comments are never read, and
/// strings in other positions (log messages, keys, `NSFaceIDUsageDescription` in an Info.plist) are not
/// user-facing text of the app's Swift. Silent in code that never runs on iPhone Duo (the engine's execution
/// scope).
/// Facts: seed 004, 物理仕様 (Touch ID in the side button, no Face ID; branch on `LAContext.biometryType`).
public struct AssumedBiometryRule: SwiftRule {
    /// The rule's id, name, default severity, summary, rationale, fix and source (checked against its page).
    public static let description = RuleDescription(
        id: "assumed_biometry",
        name: "Assumed biometry",
        severity: .warning,
        summary: "Flags user-facing \"Face ID\" strings and the faceid symbol shown without a branch on LAContext.biometryType; iPhone Duo has Touch ID only.",
        rationale: "iPhone Duo authenticates with Touch ID in its side button and has no Face ID. An app that writes \"Face ID\" into a button, a toggle, an alert or the localizedReason of evaluatePolicy, or shows the faceid glyph, because every recent iPhone had Face ID, tells the iPhone Duo user to look at a camera that does nothing; the Touch ID prompt itself shows the localizedReason text.",
        fix: "Read LAContext().biometryType after canEvaluatePolicy(_:error:) and name what the device has: \"Touch ID\" and the touchid symbol for .touchID, \"Face ID\" and faceid for .faceID, \"Optic ID\" and opticid for .opticID; or write a text that names no method (\"Unlock with biometrics\", \"Unlock\").",
        source: "seed 004, 物理仕様 (Touch ID in the side button, no Face ID; branch on LAContext.biometryType)",
        inputs: [.swift],
        tags: ["biometrics"])

    /// A rule has no settings of its own; options arrive with each `visit`.
    public init() {}
    /// Identifier texts the engine calls `visit` at: callees, argument labels, members and result types.
    public var triggers: [String] { Self.callees + Self.labels + Self.members + Self.resultTypes }

    /// Calls whose unlabelled (and `textLabels`) arguments are shown to the user.
    static let callees = [
        "Text", "Label", "Button", "Toggle", "Link", "Menu", "Section", "NavigationLink", "LabeledContent", "TextField",
        "SecureField", "Picker", "ContentUnavailableView", "LocalizedStringKey", "LocalizedStringResource",
        "NSLocalizedString", "navigationTitle", "alert", "confirmationDialog", "setTitle", "accessibilityLabel", "help",
        "UIAlertController", "UIAlertAction", "UIAction", "UIBarButtonItem",
    ]
    /// Labels of arguments shown to the user whatever the call (besides `callees`' unlabelled arguments).
    static let labels = ["localizedReason", "localizedFallbackTitle", "localizedCancelTitle", "title", "message", "subtitle",
                         "systemName", "systemImage"]
    /// Labels that are text among the arguments of `callees` (`String(localized:)`, `NSLocalizedString(_:value:)`).
    static let textLabels: Set<String> = ["title", "titleKey", "message", "localized", "value", "defaultValue", "verbatim",
                                          "prompt", "placeholder", "subtitle", "description"]
    /// Members whose assigned value is shown to the user.
    static let members = ["text", "placeholder", "accessibilityLabel", "secondaryText"]
    /// Result types whose literal results are text shown to the user (`String` also starts `String(localized:)`).
    static let resultTypes = ["String"]

    /// Judges the trigger token at `i` and reports each Face ID literal at its first token (a `"` or `#`; line
    /// 1-based, column in UTF-8 bytes as the engine converts it).
    public func visit(_ i: Int, in file: SwiftFile, context: RuleContext, sink: inout FindingSink) {
        let tree = file.syntaxTree
        let names = SyntaxNames(file: file, tree: tree)
        var values: [Int] = []
        var assigned: [Int] = []
        if let n = tree.node(exactlyAt: i), let c = tree.call(named: n) {
            // A callee: `Text("…")`, `String(localized: "…")`, `.navigationTitle("…")`.
            let isString = file.isWord(i, "String")
            if isString || Self.callees.contains(file.text(i)) {
                for a in tree.arguments(ofCall: c) {
                    let label = names.label(a)
                    guard isString ? label == "localized" || label == "defaultValue" : label.map(Self.textLabels.contains) ?? true,
                          let v = tree.lastChild(a) else { continue }
                    values.append(v)
                }
            }
        } else if let a = labelledArgument(at: i, tree, names) {
            // A label: `localizedReason: "…"`, `systemName: "faceid"`.
            if let v = tree.lastChild(a) { values.append(v) }
        } else if let n = tree.node(exactlyAt: i), tree.isMemberName(n), let m = tree.parent(n),
                  Self.members.contains(file.text(i)) || Self.labels.contains(file.text(i)),
                  let (elements, k) = tree.sequencePosition(m), k + 2 < elements.count, tree.kind(elements[k + 1]) == .assignmentExpr {
            // A member: `label.text = "…"`, `hint.text = locked ? "…" : nil` (the rest of the sequence is the value).
            assigned = BiometryText.literals(inSequence: Array(elements[(k + 2)...]), file)
        } else if let body = BiometryText.resultBody(ofTypeAt: i, file) {
            values += BiometryText.results(in: body, file)
        }
        let symbol = file.isWord(i, "systemName") || file.isWord(i, "systemImage")
        for literal in values.flatMap({ BiometryText.literals(in: $0, file) }) + assigned {
            guard let text = BiometryText.staticText(literal, file) else { continue }
            if symbol {
                guard text == "faceid" else { continue }
            } else {
                guard BiometryText.namesFaceID(text), !BiometryText.namesTouchID(text) else { continue }
            }
            guard !BiometryText.isDecided(literal, file, context) else { continue }
            let what = symbol ? "The faceid symbol is shown" : "\"Face ID\" is named"
            let instead = symbol ? "show touchid for .touchID" : "say \"Touch ID\" for .touchID"
            sink.report(Self.description, at: tree.start(literal),
                        "\(what) here without a branch on LAContext.biometryType, but iPhone Duo has Touch ID only (in the side button); branch on biometryType and \(instead).")
        }
    }

    /// The `labeledExpr` whose label is token `i` (`localizedReason` in `localizedReason: reason`), when `i` is one
    /// of `labels`; nil otherwise.
    private func labelledArgument(at i: Int, _ tree: SyntaxTree, _ names: SyntaxNames) -> Int? {
        let owner = tree.node(containingToken: i)
        guard tree.kind(owner) == .labeledExpr, tree.start(owner) == i, let label = names.label(owner),
              Self.labels.contains(label) else { return nil }
        return owner
    }
}

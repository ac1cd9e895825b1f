/// The fixes of `text_only_bar_item` (see its page's Fix section for the forms).
///
/// `Button("Cancel") { … }` and `Button("Cancel", action: f)` (one plain literal title, nothing else):
/// - in `.cancellationAction` / `.confirmationAction`, with a project deployment target of iOS 26 or later,
///   `Cancel`/`Close` become `Button(role: .close) …` and `Done`/`Save` `Button(role: .confirm) …` (the system
///   label; `Button(role:action:)`, `ButtonRole.close` and `.confirm` are iOS 26:
///   https://developer.apple.com/documentation/swiftui/button/init(role:action:));
/// - a title of the table of common actions (`BarItems.actions`) gains its symbol:
///   `Button("Share", systemImage: "square.and.arrow.up") …` when `BarItems.maySpellSystemImage`.
/// Any other title, form or item (`Text`, `Menu`, a label closure, `UIBarButtonItem`, a callee with generic
/// arguments: `Button<Text>.init(…)`) gets no fix.
extension TextOnlyBarItemRule {
    /// The titles that become a system button in a cancellation or confirmation placement, and the role.
    static let roles: [String: String] = ["Cancel": "close", "Close": "close", "Done": "confirm", "Save": "confirm"]

    /// The fix of the text-only `item`, or nil when its form is not one the page promises.
    static func fix(for item: BarItems.Item, in file: SwiftFile, context: RuleContext) -> ProposedFix? {
        guard item.word == "Button", let site = item.site, let c = file.call(at: item.token),
              let first = c.arguments.first, first.label == nil,
              let title = BarItems.plainLiteral(first.value, in: file), !BarItems.hasGenericArguments(c, in: file) else { return nil }
        // Nothing but the title and the action (a trailing closure or `action:`).
        let rest = c.arguments.dropFirst()
        let actionArgument = rest.count == 1 && rest.first!.label.map { file.isWord($0, "action") } == true
        guard (rest.isEmpty && c.trailingClosures.count == 1 && c.trailingClosures[0].label == nil)
                || (actionArgument && c.trailingClosures.isEmpty) else { return nil }
        let literal = Int(file.tokens[first.value.lowerBound].start)..<Int(file.tokens[first.value.upperBound - 1].end)
        if item.placement == "cancellationAction" || item.placement == "confirmationAction", let role = roles[title] {
            guard let target = context.iOSDeploymentTarget(), target.major >= 26 else { return nil }
            return ProposedFix("Use the system \(role) button", [FixEdit(literal, "role: .\(role)")])
        }
        guard let action = BarItems.action(titled: title), BarItems.maySpellSystemImage(action, site: site, context: context) else { return nil }
        return ProposedFix("Give the button the symbol \(action.symbol)",
                           [.insert(", systemImage: \"\(action.symbol)\"", at: literal.upperBound)])
    }
}

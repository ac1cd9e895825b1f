/// A rule the engine reports from the suppression comments themselves (`SuppressionMap.resolve`), for Swift
/// files, specs and Info.plists alike: it has no trigger words and checks no tree, spec or plist, so its
/// conformances are these no-ops. `superfluous_disable` and `invalid_suppression` are such rules.
public protocol SuppressionCommentRule: SwiftRule, SpecRule, PlistRule, BuildSettingRule {}

extension SuppressionCommentRule {
    /// No trigger words: the engine reports the rule from the suppression comments.
    public var triggers: [String] { [] }
    /// Never called (no triggers).
    public func visit(_ i: Int, in file: SwiftFile, context: RuleContext, sink: inout FindingSink) {}
    /// Nothing to check in the spec itself.
    public func check(_ spec: ScreenSpec, options: RuleOptions, sink: inout SpecFindingSink) {}
    /// Nothing to check in the plist itself.
    public func check(_ plist: InfoPlist, options: RuleOptions, sink: inout PlistFindingSink) {}
    /// Nothing to check in the build settings themselves.
    public func check(_ settings: BuildSettings, options: RuleOptions, sink: inout BuildSettingFindingSink) {}
}

/// A word of a suppression comment that duolint could not understand, reported as an `invalid_suppression`
/// warning at that word: a word that is not a rule id (`because` in
/// `// duolint:disable:next ui_screen_main because legacy`), a directive that does not exist (`duolint:disabel`),
/// or a directive that names no rule.
public struct InvalidSuppression: Sendable, Equatable {
    /// The word's bytes in the file (UTF-8 offsets; for a directive, from its `duolint:` to the end of its verb).
    public var range: Range<Int>
    /// The index of the directive the word is in, among `SuppressionMap.directives` (nil: the directive was not
    /// understood at all). That directive never silences the warning about its own word.
    public var directive: Int?
    /// What is wrong and how to fix it.
    public var message: String

    /// The message for `word`, which is not a rule id nor `all`:
    /// `'ui_screen_mian' is not a rule; did you mean 'ui_screen_main'?` with the `nearest` id (`Suggestion`),
    /// else `'because' is not a rule; write the reason after ' - '`.
    public static func unknownRule(_ word: String, nearest: String?) -> String {
        if let nearest { return "'\(shown(word))' is not a rule; did you mean '\(nearest)'?" }
        return "'\(shown(word))' is not a rule; write the reason after ' - '"
    }

    /// `word` as a message quotes it: its first 60 characters and `…` when it has more than 64 (a hostile
    /// comment's word can be megabytes long).
    static func shown(_ word: String) -> String {
        word.count <= 64 ? word : String(word.prefix(60)) + "…"
    }

    /// The message for the verb `word` of `duolint:WORD`, which is not a directive:
    /// `'duolint:disabel' is not a directive; did you mean 'duolint:disable'?`, or the list of directives.
    public static func unknownDirective(_ word: String) -> String {
        if let near = Suggestion.closest(to: word, among: SuppressionMap.commands) {
            return "'duolint:\(shown(word))' is not a directive; did you mean 'duolint:\(near)'?"
        }
        let all = SuppressionMap.commands.map { "duolint:" + $0 }
        return "'duolint:\(shown(word))' is not a directive; use \(all.dropLast().joined(separator: ", ")) or \(all.last!)"
    }

    /// The message for the directive `duolint:COMMAND` that names no rule id.
    public static func namesNoRule(_ command: String) -> String {
        "'duolint:\(command)' names no rule; give rule ids or 'all' before ' - '"
    }
}

import Foundation

/// Inline suppression comments in Swift source and screen specs (SwiftLint's habit, with our prefix).
///
/// A comment whose text starts with `duolint:` is a directive (Swift: `//`, `///`, `//!`, `/*`, `/**`
/// and then spaces; specs: `#` and then spaces):
/// - `duolint:disable:next RULE …` silences those rules on the line after the comment;
/// - `duolint:disable:this RULE …` on the comment's own line;
/// - `duolint:disable:previous RULE …` on the line before it;
/// - `duolint:disable RULE …` from the comment's line until a `duolint:enable RULE …`
///   (or the end of the file). A rule is silenced on a line when the last `disable`/`enable` on or before
///   that line naming it or `all` is a `disable`: `enable all` ends every region, `enable X` ends X's part
///   of a `disable all` region.
/// `all` stands for every rule; ids are separated by spaces or commas; text after
/// ` - ` is a reason for readers (SARIF's `justification`). A directive ends with its line (and at `*/`):
/// a block comment's later lines are prose. One comment may hold several directives:
/// `// duolint:disable:next ui_screen_main // duolint:disable:this superfluous_disable` (specs: `# … # duolint:…`).
/// A comment that only quotes a directive (`// // duolint:disable …`, `# see duolint:disable`) is not one.
/// A word that is not a rule id, an unknown directive and a directive naming no rule are reported as
/// `invalid_suppression` warnings at the word (`InvalidSuppression`); the directive still applies to the ids it
/// does name, so a typo never silently leaves a check on or off, and never fails the run.
///
/// The map also remembers which directive silenced something, so that a directive that silences nothing
/// (and an `enable` of a rule that was not disabled) is reported by `superfluous_disable` (`resolve`).
public struct SuppressionMap: Sendable {
    /// One understood directive.
    public struct Directive: Sendable, Equatable {
        /// UTF-8 offset of the directive's comment marker (`//`, `/*` or `#`).
        public var offset: Int
        /// UTF-8 offset just after the directive's text (its reason included, trailing blanks not).
        public var end: Int
        /// 1-based line of the marker.
        public var line: Int
        /// `disable`, `enable`, `disable:next`, `disable:this` or `disable:previous`.
        public var command: String
        /// The rule ids it names that exist (or `all`).
        public var ids: [String]
        /// The text after ` - `, if any.
        public var reason: String?
        /// The bytes of the whole comment holding it (`//` to the end of its line, `/*` to just past `*/`, `<!--`
        /// to just past `-->`, `#` to the end of its line); several directives may share one.
        public var comment: Range<Int> = 0..<0
        /// The bytes of each word after the command and before the reason: rule ids, `all`, and words that are
        /// neither (`invalid_suppression`), in order.
        public var words: [Range<Int>] = []
    }

    /// One (directive, rule id) pair and the 1-based lines it silences (a `disable` region: the lines
    /// until the next `disable`/`enable` that applies to its rule, or the end of the file).
    struct Entry: Sendable {
        var directive: Int
        var id: String
        var lines: Range<Int>
        /// A region ended by a `duolint:enable` (rather than a later `duolint:disable` or the end of the file).
        var closedByEnable = false
        /// A region: the index in `regions` of the directive that ends it; nil at the end of the file.
        var closer: Int?
    }

    /// The entries of `next`/`this`/`previous` directives naming one id on one line, ascending, and how far a
    /// question has marked them used: every question about the line marks all of them but the one it leaves
    /// out, so m directives and m questions on one line cost O(m), not O(m²).
    struct LineEntries: Sendable {
        var entries: [Int] = []
        /// The first two entries whose directive gives a reason (a question leaves out at most one entry).
        var withReason: [Int] = []
        /// nil: no question marked them yet; -1: all are marked used; e: all but entry e are.
        var unmarked: Int?

        /// True when an entry other than `except` is here.
        func holds(other except: Int) -> Bool { entries.count > 1 || (entries.first.map { $0 != except } ?? false) }

        /// Marks every entry but `except` used (each entry once over all questions).
        mutating func mark(except: Int, in used: inout [Bool]) {
            switch unmarked {
            case nil:
                for e in entries where e != except { used[e] = true }
                unmarked = entries.contains(except) ? except : -1
            case let u? where u >= 0 && u != except:
                used[u] = true
                unmarked = -1
            default: break
            }
        }
    }

    /// A line and a rule id (or `all`): the key of `byLine`. One table keyed by both, not a table per line: a
    /// file with 100,000 `disable:next` comments held 100,000 one-entry tables.
    struct LineID: Hashable, Sendable {
        var line: Int
        var id: String
    }

    /// A `disable` or `enable` directive, in source order.
    struct Region: Sendable {
        var line: Int
        var directive: Int
        var disable: Bool
        /// The ids it names (or `all`).
        var ids: [String]
        /// For a `disable`, the entry of each id (parallel to `ids`).
        var entries: [Int]
    }

    /// Every directive understood, in source order.
    public private(set) var directives: [Directive] = []
    private(set) var entries: [Entry] = []
    /// Which entries silenced something.
    private var used: [Bool] = []
    /// (1-based line, rule id or `all`) → the entries of `next`/`this`/`previous` directives silencing it there.
    private var byLine: [LineID: LineEntries] = [:]
    /// The `disable` and `enable` directives in source order: a rule is silenced on a line when the last of
    /// them before or on that line that names it (or `all`) is a `disable` (SwiftLint's reading: `enable all`
    /// re-enables every rule, `enable X` re-enables X inside a `disable all` region).
    private(set) var regions: [Region] = []
    /// For each id named by a `disable` or `enable` (`all` included), the indices in `regions` of the
    /// directives naming it, ascending: the last one before a line is found by binary search.
    private(set) var regionsNaming: [String: [Int]] = [:]
    /// (directive, id) of each `enable` that re-enables nothing (the rule was not disabled there).
    private var strayEnables: [(directive: Int, id: String)] = []
    /// Words of directives that could not be understood (`invalid_suppression`), in source order: at most
    /// `maximumProblems` of them (a hostile file can hold millions), the rest only counted in `moreProblems`.
    public private(set) var problems: [InvalidSuppression] = []
    /// How many problems there were beyond the first `maximumProblems`.
    public private(set) var moreProblems = 0
    /// The most problems kept (and reported) per file, as for lexical errors.
    public static let maximumProblems = 10

    /// Records a problem at the bytes `range` of directive `directive` (nil: no directive was understood);
    /// `message` is made only while fewer than `maximumProblems` are kept.
    private mutating func addProblem(_ range: Range<Int>, directive: Int?, _ message: @autoclosure () -> String) {
        if problems.count < SuppressionMap.maximumProblems {
            problems.append(InvalidSuppression(range: range, directive: directive, message: message()))
        } else {
            moreProblems += 1
        }
    }

    /// True when the file has no directive and no invalid one: nothing to resolve.
    public var isEmpty: Bool { directives.isEmpty && problems.isEmpty }

    /// The directive words.
    static let commands = ["disable", "enable", "disable:next", "disable:this", "disable:previous"]
    static let marker = Array("duolint:".utf8)

    /// Reads every `duolint:` directive among `file`'s comments. `knownRules` are the ids that may be named.
    public init(_ file: SwiftFile, knownRules: Set<String>) {
        var comments: [(offset: Int, textStart: Int, end: Int, commentEnd: Int)] = []
        file.source.bytes.withUnsafeBufferPointer { b in
            for c in file.comments {
                // The directive must open the comment's text: `// duolint:…`, `/// duolint:…`, `/* duolint:… */`.
                var i = Int(c.start) + 2
                var end = Int(c.end)
                if (c.kind == .block || c.kind == .docBlock) && end - i >= 2 && b[end - 2] == 0x2A && b[end - 1] == 0x2F { end -= 2 }
                if i < end && (b[i] == 0x2F || b[i] == 0x2A || b[i] == 0x21) { i += 1 }
                // The directives end with their line and at a `*/` (a block comment's later lines are prose).
                guard let (textStart, lineEnd) = SuppressionMap.directiveText(b, from: i, end: end, endsAtBlockClose: true) else { continue }
                comments.append((Int(c.start), textStart, lineEnd, Int(c.end)))
            }
        }
        // Nearly every file has no directive: no tables to build.
        guard !comments.isEmpty else { self.init(noDirectives: ()); return }
        self.init(comments: comments, separator: Array("//".utf8), source: file.source, knownRules: knownRules)
    }

    /// The map of a file without any directive (`isEmpty`).
    private init(noDirectives: Void) {}

    /// Reads every `duolint:` directive among the comments of the screen spec `source` (see `YAMLComments`
    /// for which `#` starts a comment). `knownRules` are the ids that may be named.
    public init(spec source: SourceFile, knownRules: Set<String>) {
        var comments: [(offset: Int, textStart: Int, end: Int, commentEnd: Int)] = []
        if SuppressionMap.mayHoldDirective(source.bytes) {
            source.bytes.withUnsafeBufferPointer { b in
                for start in YAMLComments.commentOffsets(source.bytes) {
                    var end = start
                    while end < b.count && b[end] != 0x0A && b[end] != 0x0D { end += 1 }
                    guard let (textStart, _) = SuppressionMap.directiveText(b, from: start + 1, end: end) else { continue }
                    comments.append((start, textStart, end, end))
                }
            }
        }
        self.init(comments: comments, separator: [0x23], source: source, knownRules: knownRules)
    }

    /// Reads every `duolint:` directive among the XML comments of an Info.plist `source`: `comments` are the
    /// comments' byte ranges (from `<!--` to just past `-->`, as `InfoPlistReader` finds them with `XMLPlistScanner`).
    /// The directive must open the comment's text, and ends with its line or at `-->`. `knownRules` are the ids
    /// that may be named.
    public init(xml source: SourceFile, comments ranges: [Range<Int>], knownRules: Set<String>) {
        var comments: [(offset: Int, textStart: Int, end: Int, commentEnd: Int)] = []
        source.bytes.withUnsafeBufferPointer { b in
            for r in ranges where r.lowerBound >= 0 && r.upperBound <= b.count && r.count >= 7 {
                let end = r.upperBound - 3
                guard let (textStart, lineEnd) = SuppressionMap.directiveText(b, from: r.lowerBound + 4, end: end) else { continue }
                comments.append((r.lowerBound, textStart, lineEnd, r.upperBound))
            }
        }
        self.init(comments: comments, separator: Array("<!--".utf8), source: source, knownRules: knownRules)
    }

    /// Reads every `duolint:` directive among the comments of an `.xcconfig` or `project.pbxproj` `source`:
    /// `comments` are the comments' byte ranges (`//` to the end of its line, or `/*` to just past `*/`, as
    /// `XCConfigReader` and `PBXProjLocator` find them). The directive must open the comment's text, and ends with
    /// its line or at `*/`. `knownRules` are the ids that may be named.
    public init(buildSettings source: SourceFile, comments ranges: [Range<Int>], knownRules: Set<String>) {
        var comments: [(offset: Int, textStart: Int, end: Int, commentEnd: Int)] = []
        source.bytes.withUnsafeBufferPointer { b in
            for r in ranges where r.lowerBound >= 0 && r.upperBound <= b.count && r.count >= 2 {
                let block = b[r.lowerBound + 1] == 0x2A
                var end = r.upperBound
                if block && end - r.lowerBound >= 4 && b[end - 2] == 0x2A && b[end - 1] == 0x2F { end -= 2 }
                guard let (textStart, lineEnd) = SuppressionMap.directiveText(b, from: r.lowerBound + 2, end: end) else { continue }
                comments.append((r.lowerBound, textStart, lineEnd, r.upperBound))
            }
        }
        self.init(comments: comments, separator: Array("//".utf8), source: source, knownRules: knownRules)
    }

    /// True when `bytes` contain `duolint:` at all (most specs and Info.plists do not: then no comment search is needed).
    public static func mayHoldDirective(_ bytes: [UInt8]) -> Bool {
        let marker = Array("duolint:".utf8)
        return bytes.withUnsafeBufferPointer { b in
            guard b.count >= marker.count else { return false }
            var i = 0
            while i <= b.count - marker.count {
                if b[i] == 0x64 {
                    var k = 1
                    while k < marker.count && b[i + k] == marker[k] { k += 1 }
                    if k == marker.count { return true }
                }
                i += 1
            }
            return false
        }
    }

    /// Where the directive text of a comment whose text starts at byte `i` (before `end`) lies: after blanks, the
    /// `duolint:` marker must come; the text runs from just past it to the end of its line (or, with
    /// `endsAtBlockClose`, to a `*/` before that). Nil when the comment holds no directive.
    private static func directiveText(_ b: UnsafeBufferPointer<UInt8>, from i: Int, end: Int,
                                      endsAtBlockClose: Bool = false) -> (textStart: Int, lineEnd: Int)? {
        var i = i
        while i < end && (b[i] == 0x20 || b[i] == 0x09) { i += 1 }
        guard hasMarker(b, at: i, end: end) else { return nil }
        let textStart = i + marker.count
        var lineEnd = textStart
        while lineEnd < end && b[lineEnd] != 0x0A && b[lineEnd] != 0x0D
            && !(endsAtBlockClose && b[lineEnd] == 0x2A && lineEnd + 1 < end && b[lineEnd + 1] == 0x2F) { lineEnd += 1 }
        return (textStart, lineEnd)
    }

    private static func hasMarker(_ b: UnsafeBufferPointer<UInt8>, at i: Int, end: Int) -> Bool {
        guard end - i >= marker.count else { return false }
        for k in 0..<marker.count where b[i + k] != marker[k] { return false }
        return true
    }

    /// Parses the directives of `comments` (marker offset, offset after its first `duolint:`, end of the
    /// directives' text (the end of the first line), end of the comment); `separator` (`//` or `#`) followed
    /// by blanks and `duolint:` starts another directive in the same comment.
    private init(comments: [(offset: Int, textStart: Int, end: Int, commentEnd: Int)], separator: [UInt8],
                 source: SourceFile, knownRules: Set<String>) {
        // Suggestions for words that are not rule ids; a hostile comment repeats one word many times.
        let finder = comments.isEmpty ? nil : Suggestion(among: knownRules.union(["all"]))
        var suggestions: [String: String?] = [:]
        func nearest(_ word: String) -> String? {
            if let s = suggestions[word] { return s }
            let s = finder?.closest(to: word)
            if suggestions.count < 1024 { suggestions[word] = s }
            return s
        }
        for c in comments {
            let endLine = source.lines.line(ofOffset: max(c.offset, c.commentEnd - 1))
            // Split the comment into directives: (marker offset, text start, text end).
            var segments: [(offset: Int, start: Int, end: Int)] = []
            source.bytes.withUnsafeBufferPointer { b in
                var segmentOffset = c.offset, segmentStart = c.textStart
                var j = c.textStart
                while j < c.end {
                    if (b[j - 1] == 0x20 || b[j - 1] == 0x09) && c.end - j >= separator.count
                        && (0..<separator.count).allSatisfy({ b[j + $0] == separator[$0] }) {
                        var k = j + separator.count
                        while k < c.end && (b[k] == 0x20 || b[k] == 0x09) { k += 1 }
                        if SuppressionMap.hasMarker(b, at: k, end: c.end) {
                            segments.append((segmentOffset, segmentStart, j))
                            segmentOffset = j
                            segmentStart = k + SuppressionMap.marker.count
                            j = segmentStart
                            continue
                        }
                    }
                    j += 1
                }
                segments.append((segmentOffset, segmentStart, c.end))
            }
            for s in segments {
                var textEnd = s.end
                while textEnd > s.start, [0x20, 0x09, 0x0A, 0x0D].contains(source.bytes[textEnd - 1]) { textEnd -= 1 }
                let line = source.lines.line(ofOffset: s.offset)
                let words = SuppressionMap.words(source.bytes, s.start..<textEnd)
                guard let commandWord = words.first else { continue }
                let command = source.text(commandWord.lowerBound, commandWord.upperBound)
                var ids: [(id: String, range: Range<Int>)] = []
                var reason: String?
                for w in words.dropFirst() {
                    let word = source.text(w.lowerBound, w.upperBound)
                    if word == "-" || word == "--" || word == "—" {
                        let r = source.text(w.upperBound, textEnd).trimmingCharacters(in: .whitespacesAndNewlines)
                        reason = r.isEmpty ? nil : r
                        break
                    }
                    ids.append((word, w))
                }
                // The `duolint:` of the directive and its word: where a note about the directive itself goes.
                let verb = (commandWord.lowerBound == s.start ? s.start - SuppressionMap.marker.count : commandWord.lowerBound)..<commandWord.upperBound
                guard SuppressionMap.commands.contains(command) else {
                    addProblem(verb, directive: nil, InvalidSuppression.unknownDirective(command))
                    continue
                }
                let d = directives.count
                if ids.isEmpty { addProblem(verb, directive: d, InvalidSuppression.namesNoRule(command)) }
                var valid: [String] = []
                // Words that are not rule ids and near none are a reason written without ` - `: only the first is
                // reported (`because` of `because legacy`); each near miss is (`ui_screen_mian`).
                var prose = false
                for (id, range) in ids {
                    if id == "all" || knownRules.contains(id) {
                        if !valid.contains(id) { valid.append(id) }
                    } else if let near = nearest(id) {
                        addProblem(range, directive: d, InvalidSuppression.unknownRule(id, nearest: near))
                    } else if !prose {
                        prose = true
                        addProblem(range, directive: d, InvalidSuppression.unknownRule(id, nearest: nil))
                    }
                }
                directives.append(Directive(offset: s.offset, end: textEnd, line: line, command: command, ids: valid, reason: reason,
                                            comment: c.offset..<c.commentEnd, words: ids.map(\.range)))
                func add(_ id: String, _ lines: Range<Int>) -> Int {
                    entries.append(Entry(directive: d, id: id, lines: lines))
                    used.append(false)
                    return entries.count - 1
                }
                func silence(_ line: Int, _ id: String, _ e: Int) {
                    let key = LineID(line: line, id: id)
                    byLine[key, default: LineEntries()].entries.append(e)
                    if reason != nil, byLine[key]!.withReason.count < 2 { byLine[key]!.withReason.append(e) }
                }
                switch command {
                case "disable:next": for id in valid { silence(endLine + 1, id, add(id, (endLine + 1)..<(endLine + 2))) }
                case "disable:this": for id in valid { silence(line, id, add(id, line..<(line + 1))) }
                case "disable:previous":
                    for id in valid {
                        let e = add(id, max(line - 1, 1)..<max(line, 1))
                        if line > 1 { silence(line - 1, id, e) }
                    }
                case "disable":
                    regions.append(Region(line: line, directive: d, disable: true, ids: valid,
                                          entries: valid.map { add($0, line..<Int.max) }))
                default: // enable
                    if !valid.isEmpty { regions.append(Region(line: line, directive: d, disable: false, ids: valid, entries: [])) }
                }
            }
        }
        closeRegions(ruleCount: knownRules.count)
    }

    /// Ends each `disable` entry at the next region directive that applies to its rule (for `all`: the next
    /// naming `all`), and finds the `enable`s that re-enable nothing.
    private mutating func closeRegions(ruleCount: Int) {
        guard !regions.isEmpty else { return }
        for (k, r) in regions.enumerated() { for id in r.ids { regionsNaming[id, default: []].append(k) } }
        var nextFor: [String: Int] = [:]
        var nextAll: Int?
        for k in regions.indices.reversed() {
            let r = regions[k]
            if r.disable {
                for (id, e) in zip(r.ids, r.entries) {
                    var next = nextAll
                    if id != "all", let n = nextFor[id], n < (next ?? Int.max) { next = n }
                    if let n = next {
                        entries[e].lines = r.line..<regions[n].line
                        entries[e].closedByEnable = !regions[n].disable
                        entries[e].closer = n
                    }
                }
            }
            for id in r.ids { if id == "all" { nextAll = k } else { nextFor[id] = k } }
        }
        // Forward: which rules are disabled before each `enable`.
        var allDisabled = false
        var named: Set<String> = []  // disabled ids, or (inside `disable all`) re-enabled ids
        for r in regions {
            if !r.disable {
                for id in r.ids {
                    let reenables = id == "all"
                        ? (allDisabled ? named.count < ruleCount : !named.isEmpty)
                        : (allDisabled ? !named.contains(id) : named.contains(id))
                    if !reenables { strayEnables.append((r.directive, id)) }
                }
            }
            if r.ids.contains("all") {
                allDisabled = r.disable
                named = []
            }
            for id in r.ids where id != "all" {
                if r.disable != allDisabled { named.insert(id) } else { named.remove(id) }
            }
        }
    }

    /// True when findings of `ruleID` on 1-based `line` are silenced.
    public func isSuppressed(_ ruleID: String, line: Int) -> Bool {
        if byLine[LineID(line: line, id: ruleID)]?.holds(other: -1) == true || byLine[LineID(line: line, id: "all")]?.holds(other: -1) == true {
            return true
        }
        return !regionSuppressors(ruleID, line: line, except: []).isEmpty
    }

    /// The entries of `disable` regions silencing `ruleID` on `line`, other than the entries `except` (of one directive; at most two:
    /// the rule's and `all`'s in one directive).
    ///
    /// The last `disable`/`enable` on or before `line` naming the rule or `all` decides: it is the later of the
    /// last such directive naming the rule and the last naming `all`, each found by binary search, so a
    /// question costs O(log n) however many regions the file has (it cost O(n) before: n notes about n
    /// regions took quadratic time).
    private func regionSuppressors(_ ruleID: String, line: Int, except: [Int]) -> [Int] {
        var found: [Int] = []
        guard !regions.isEmpty else { return found }
        // Regions before `limit` are on or before `line`.
        var lo = 0, hi = regions.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if regions[mid].line <= line { lo = mid + 1 } else { hi = mid }
        }
        var limit = lo
        let named = regionsNaming[ruleID] ?? [], all = regionsNaming["all"] ?? []
        // At most twice: only the region holding `except` is skipped, and it holds no other entry of the rule.
        while true {
            let k = max(SuppressionMap.last(in: named, before: limit), SuppressionMap.last(in: all, before: limit))
            guard k >= 0, regions[k].disable else { break }
            var any = false
            for (id, e) in zip(regions[k].ids, regions[k].entries) where (id == ruleID || id == "all") && !except.contains(e) {
                found.append(e)
                any = true
            }
            // A directive never silences the note about itself: without it, the one before decides.
            if any { break }
            limit = k
        }
        return found
    }

    /// The largest element of the ascending `list` below `limit`, or -1.
    static func last(in list: [Int], before limit: Int) -> Int {
        var lo = 0, hi = list.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if list[mid] < limit { lo = mid + 1 } else { hi = mid }
        }
        return lo > 0 ? list[lo - 1] : -1
    }

    /// Silences `ruleID` on `line` if some directive (other than through the entries `except`, all of one
    /// directive) does: marks every such
    /// directive as used and returns the suppression (with the first reason given), or nil.
    mutating func suppress(_ ruleID: String, line: Int, except: [Int] = []) -> FindingSuppression? {
        var any = false
        // The first reason in source order: line directives (by entry), then the region's.
        var reasonEntry: Int?
        for id in ruleID == "all" ? ["all"] : [ruleID, "all"] {
            // The directive has at most one entry in this id's list.
            let skip = except.first { entries[$0].id == id } ?? -1
            let key = LineID(line: line, id: id)
            guard var list = byLine[key], list.holds(other: skip) else { continue }
            any = true
            list.mark(except: skip, in: &used)
            byLine[key] = list
            if let r = list.withReason.first(where: { $0 != skip }) { reasonEntry = min(reasonEntry ?? r, r) }
        }
        let found = regionSuppressors(ruleID, line: line, except: except)
        guard any || !found.isEmpty else { return nil }
        for e in found { used[e] = true }
        var reason = reasonEntry.flatMap { directives[entries[$0].directive].reason }
        for e in found where reason == nil { reason = directives[entries[e].directive].reason }
        return .inSource(justification: reason)
    }

    /// Splits `findings` into those reported and those silenced (marked `.inSource`); then, when
    /// `superfluous_disable` is among the rules that ran on this file (`severities`: their ids and severities), adds a note for every
    /// (directive, rule) pair that silenced nothing. A pair naming a rule that did not run is never reported;
    /// `all` is. Superfluous notes are themselves silenced by another directive naming `superfluous_disable`
    /// or `all` (a directive never silences the note about itself), which then counts as used.
    /// Before those, when `invalid_suppression` ran, its warnings (`problems`, capped) are added the same way:
    /// silenced only by a directive other than the one each is about, which then counts as used.
    public mutating func resolve(_ findings: [Finding], severities ran: [String: Severity], source: SourceFile)
        -> (kept: [Finding], suppressed: [Finding]) {
        var kept: [Finding] = [], suppressed: [Finding] = []
        for var f in findings {
            if let s = suppress(f.ruleID, line: f.range.start.line) {
                f.suppression = s
                suppressed.append(f)
            } else {
                kept.append(f)
            }
        }
        for (var f, directive) in invalidNotes(severity: ran[InvalidSuppressionRule.description.id], source: source) {
            // Never silenced by the directive the note is about (through its `all` or `invalid_suppression`).
            f.suppression = suppress(f.ruleID, line: f.range.start.line, except: directive.map(entries(of:)) ?? [])
            if f.suppression == nil { kept.append(f) } else { suppressed.append(f) }
        }
        let id = SuperfluousDisableRule.description.id
        guard let severity = ran[id], !entries.isEmpty || !strayEnables.isEmpty else { return (kept, suppressed) }
        let ranges = directiveRanges(in: source)
        // Each candidate note's entry and how it is silenced: its finding (message, range) is made only once it
        // is known to be reported or suppressed. Every finding held here too and `kept` grown by doubling were
        // about 12 of the 54 MB of heap at the peak of 20,000 notes (massif).
        var notes: [(entry: Int, suppression: FindingSuppression?)] = []
        for (e, entry) in entries.enumerated() where !used[e] && entry.id != id && (entry.id == "all" || ran[entry.id] != nil) {
            notes.append((e, suppress(id, line: ranges[entry.directive].start.line, except: [e])))
        }
        kept.reserveCapacity(kept.count + notes.count)
        // The notes reported, for their fixes (`SuperfluousDisableRule+Fix`): index in `kept`, directive, id, entry.
        var reported: [SuperfluousNote] = []
        reported.reserveCapacity(notes.count)
        // A directive that silenced another's note is used after all: its own note goes.
        for n in notes where !used[n.entry] {
            var f = note(n.entry, severity: severity, source: source, ranges: ranges)
            f.suppression = n.suppression
            if f.suppression == nil {
                reported.append(SuperfluousNote(finding: kept.count, directive: entries[n.entry].directive, id: entries[n.entry].id, entry: n.entry))
                kept.append(f)
            } else { suppressed.append(f) }
        }
        for stray in strayEnables where stray.id == "all" || ran[stray.id] != nil {
            var f = Finding(ruleID: id, severity: severity, message: "'enable' of \(stray.id) re-enables nothing",
                            path: source.path, range: ranges[stray.directive])
            f.suppression = suppress(id, line: f.range.start.line)
            if f.suppression == nil {
                reported.append(SuperfluousNote(finding: kept.count, directive: stray.directive, id: stray.id, entry: nil))
                kept.append(f)
            } else { suppressed.append(f) }
        }
        for (e, entry) in entries.enumerated() where !used[e] && entry.id == id {
            var f = note(e, severity: severity, source: source, ranges: ranges)
            f.suppression = suppress(id, line: f.range.start.line, except: [e])
            if f.suppression == nil {
                reported.append(SuperfluousNote(finding: kept.count, directive: entry.directive, id: entry.id, entry: e))
                kept.append(f)
            } else { suppressed.append(f) }
        }
        attachFixes(to: &kept, reported, source: source)
        return (kept, suppressed)
    }

    /// The `superfluous_disable` note about entry `e`.
    private func note(_ e: Int, severity: Severity, source: SourceFile, ranges: [SourceRange]) -> Finding {
        let entry = entries[e]
        let d = directives[entry.directive]
        let what = entry.id == "all" ? "finding" : "\(entry.id) finding"
        let reason: String
        if d.command == "disable" {
            let lines = entry.lines.upperBound == Int.max ? "lines \(entry.lines.lowerBound) to the end of the file"
                : entry.lines.isEmpty ? "its region (ended on its own line)"
                : "lines \(entry.lines.lowerBound)-\(entry.lines.upperBound - 1)"
            reason = "\(lines) \(entry.lines.isEmpty ? "has" : "have") no \(what); remove it"
                + (entry.closedByEnable ? " and its 'duolint:enable'" : "")
        } else if entry.lines.isEmpty {
            reason = "there is no line before it; remove it"
        } else {
            reason = "line \(entry.lines.lowerBound) has no \(what); remove it"
        }
        return Finding(ruleID: SuperfluousDisableRule.description.id, severity: severity,
                       message: "'duolint:\(d.command) \(entry.id)' suppresses nothing: \(reason)",
                       path: source.path, range: ranges[entry.directive])
    }

    /// The range of a note about each directive (by index): its text on its line. Located in one ascending
    /// pass, so many directives on one long line cost O(line) in all, not O(line) each.
    private func directiveRanges(in source: SourceFile) -> [SourceRange] {
        let at = SuppressionMap.locations(of: directives.flatMap { [$0.offset, $0.end] }, in: source)
        return directives.indices.map { k in
            let start = at[2 * k], end = at[2 * k + 1]
            return SourceRange(start: start, end: end.line == start.line ? end : start)
        }
    }

    /// The location of each of `offsets` in `source` (in the same order), found in one ascending pass.
    private static func locations(of offsets: [Int], in source: SourceFile) -> [SourceLocation] {
        // Directives and problems come in source order, so the offsets are normally ascending already.
        let order = zip(offsets, offsets.dropFirst()).allSatisfy { $0 <= $1 } ? Array(offsets.indices)
            : offsets.indices.sorted { (offsets[$0], $0) < (offsets[$1], $1) }
        let found = source.bytes.withUnsafeBufferPointer { source.lines.locations(ofSortedOffsets: order.map { offsets[$0] }, in: $0) }
        var result = found
        for (k, i) in order.enumerated() { result[i] = found[k] }
        return result
    }

    /// The `invalid_suppression` warnings of `problems` (with `severity`; none when nil: the rule did not run),
    /// each at its word, in source order, with the directive it is about; then one more at the last, counting
    /// the problems not kept (`moreProblems`). Located in one ascending pass, so many bad words on one long
    /// line stay linear.
    private func invalidNotes(severity: Severity?, source: SourceFile) -> [(finding: Finding, directive: Int?)] {
        guard let severity, !problems.isEmpty else { return [] }
        let id = InvalidSuppressionRule.description.id
        let at = SuppressionMap.locations(of: problems.flatMap { [$0.range.lowerBound, $0.range.upperBound] }, in: source)
        var notes = problems.enumerated().map { k, p in
            (Finding(ruleID: id, severity: severity, message: p.message, path: source.path,
                     range: SourceRange(start: at[2 * k], end: at[2 * k + 1])), p.directive)
        }
        if moreProblems > 0, let last = notes.last {
            var more = last
            more.0.message = "\(moreProblems) more invalid words in suppression comments in this file not shown"
            notes.append(more)
        }
        return notes
    }

    /// The entries of directive `d` (one per rule id it names).
    private func entries(of d: Int) -> [Int] { entries.indices.filter { entries[$0].directive == d } }

    /// The words of the directive text at `range` of `bytes`, as byte ranges: separated by spaces, tabs, commas
    /// and line breaks.
    static func words(_ bytes: [UInt8], _ range: Range<Int>) -> [Range<Int>] {
        var words: [Range<Int>] = []
        var start: Int?
        for i in range {
            let b = bytes[i]
            let separator = b == 0x20 || b == 0x09 || b == 0x2C || b == 0x0A || b == 0x0D
            if separator, let s = start { words.append(s..<i); start = nil }
            if !separator && start == nil { start = i }
        }
        if let s = start { words.append(s..<range.upperBound) }
        return words
    }
}

import Foundation

/// Reads an `.xcconfig` file: `KEY = VALUE` lines, `KEY[cond=pattern]… = VALUE` with conditions kept as data,
/// `//` comments (anywhere on a line, as Xcode reads them: `https://x` in a value ends the value at `//`),
/// and `#include "path"` / `#include? "path"` (optional) resolved against the including file's folder.
///
/// Included files are read for what they set (so a key set again by a later `#include` is known to be
/// overridden), never reported from: each file is linted where it is written. An include nested deeper than
/// `maximumDepth`, more than `maximumIncludes` files read, an include cycle, and a missing or unreadable
/// non-optional include are input errors at the
/// linted file's `#include` line; an unparseable line is an input error at its line and column, and the rest of
/// the file is still read. A path that refers to a setting (`$(…)`) cannot be resolved here and is not followed.
public struct XCConfigReader: Sendable {
    /// How deep includes may nest (the linted file's own includes are depth 1).
    public static let maximumDepth = 16

    /// The most included files read for one linted file, counting a file each time it is included (a real chain
    /// reads a handful; files that include one file many times over could otherwise multiply at every level).
    public static let maximumIncludes = 256

    /// The start of the error for an include over `maximumIncludes`.
    static let budgetMessage = "more than \(maximumIncludes) included files read for this file"

    /// The largest included file read, in bytes (the run's `max_file_size`).
    public var maxFileSize: Int

    /// A reader that reads included files of at most `maxFileSize` bytes.
    public init(maxFileSize: Int = FileReader.defaultLimit) { self.maxFileSize = maxFileSize }
    /// Included files read from memory instead of disk, by identity (`Linter.overlay`: what `--fix --diff`
    /// would write). Empty by default.
    public var overlay: [FileIdentity: [UInt8]] = [:]

    /// The bytes of the file at `path`: from `overlay` when it holds that file, else read (at most `maxFileSize`).
    func contents(ofFile path: String) -> Result<[UInt8], ReadFailure> {
        if !overlay.isEmpty, let id = FileIdentity(path: path), let bytes = overlay[id] { return .success(bytes) }
        return InputFile.open(path).flatMap { $0.read(limit: maxFileSize) }
    }

    /// Reads `source`. Returns its settings (`settings`: its own, in order; `chain`: its own and its includes',
    /// in the order Xcode applies them) and the input errors (line 1-based, column in UTF-8 bytes).
    public func read(_ source: SourceFile) -> (settings: BuildSettings, errors: [InputError]) {
        var budget = Self.maximumIncludes
        return read(source, budget: &budget)
    }

    /// As `read(_:)`, with the included files it may read taken from `budget` (a pbxproj shares one budget among
    /// all its base configuration files); `budget` is left with what remains.
    func read(_ source: SourceFile, budget: inout Int) -> (settings: BuildSettings, errors: [InputError]) {
        let parsed = XCConfigReader.parse(source.bytes)
        var problems = parsed.problems
        var own: [BuildSetting] = []
        var chain: [BuildSetting] = []
        let selfKey = XCConfigReader.identity(source.path)
        var budgetReported = false
        for line in parsed.lines {
            switch line {
            case .setting(var s):
                s.file = source.path
                own.append(s)
                chain.append(s)
            case .include(let path, let optional, let offset):
                // The budget's error is reported once, at the first include that found it spent.
                var problem: String?
                include(path, optional: optional, from: source.path, depth: 1, stack: [selfKey], budget: &budget, into: &chain, problem: &problem)
                if let problem {
                    let isBudget = problem.hasPrefix(Self.budgetMessage)
                    if !isBudget || !budgetReported { problems.append((offset, problem)) }
                    if isBudget { budgetReported = true }
                }
            }
        }
        // In the order of the lines (a line has at most one problem).
        let errors = problems.sorted { $0.offset < $1.offset }.map {
            InputError(path: source.path, at: source.location(ofOffset: $0.offset), message: $0.message)
        }
        let comments = parsed.comments.filter { SuppressionMap.mayHoldDirective(Array(source.bytes[$0])) }
        return (BuildSettings(format: .xcconfig, settings: own, chain: chain, directiveComments: comments), errors)
    }

    /// Appends the settings of the file `path` includes (relative to `including`'s folder) to `chain`, its own
    /// includes followed; the first problem met (cycle, depth, missing non-optional file) goes to `problem`.
    private func include(_ path: String, optional: Bool, from including: String, depth: Int, stack: [String],
                         budget: inout Int, into chain: inout [BuildSetting], problem: inout String?) {
        if path.contains("$") { return }
        let resolved = XCConfigReader.resolve(path, from: including)
        let key = XCConfigReader.identity(resolved)
        if stack.contains(key) {
            if problem == nil { problem = "include cycle: \(BuildSettingValues.shown(including)) includes \(BuildSettingValues.shown(resolved)), which is already being included; expected #include lines that do not lead back to a file including them" }
            return
        }
        if depth > Self.maximumDepth {
            if problem == nil { problem = "includes nested more than \(Self.maximumDepth) deep at \(BuildSettingValues.shown(resolved)); expected at most \(Self.maximumDepth) levels of #include" }
            return
        }
        guard budget > 0 else {
            if problem == nil { problem = "\(Self.budgetMessage); expected fewer #include lines (each file is read again every time it is included)" }
            return
        }
        budget -= 1
        let bytes: [UInt8]
        switch contents(ofFile: resolved) {
        case .success(let b): bytes = b
        case .failure(let e):
            // Only the linted file's own missing includes are its errors; a deeper one is the included file's.
            if !optional && depth == 1 && problem == nil {
                problem = "cannot read included file \(BuildSettingValues.shown(resolved)): \(e.text); expected an existing file (or #include? for an optional one)"
            }
            return
        }
        let parsed = XCConfigReader.parse(bytes)
        for line in parsed.lines {
            switch line {
            case .setting(var s):
                s.isOwn = false
                s.file = resolved
                chain.append(s)
            case .include(let p, let opt, _):
                include(p, optional: opt, from: resolved, depth: depth + 1, stack: stack + [key], budget: &budget, into: &chain, problem: &problem)
            }
        }
    }

    /// `path` as written in an `#include` of the file `including`: absolute as it is, else relative to its folder.
    static func resolve(_ path: String, from including: String) -> String {
        if PathText.hasPrefix(path, "/") { return path }
        guard let slash = PathText.lastSlash(including) else { return path }
        return PathText.prefix(including, upTo: slash) + "/" + path
    }

    /// The key a file is known by in an include chain: its absolute, standardized path.
    static func identity(_ path: String) -> String {
        URL(fileURLWithPath: Configuration.absolute(path, from: FileManager.default.currentDirectoryPath)).standardizedFileURL.path
    }

    /// One understood line.
    enum Line {
        case setting(BuildSetting)
        /// `#include` (optional for `#include?`): the path as written, and the offset of the `#`.
        case include(String, optional: Bool, offset: Int)
    }

    /// The lines understood, the problems (offset, message) and the comments' byte ranges of `bytes`.
    static func parse(_ bytes: [UInt8]) -> (lines: [Line], problems: [(offset: Int, message: String)], comments: [Range<Int>]) {
        var lines: [Line] = []
        var problems: [(offset: Int, message: String)] = []
        var comments: [Range<Int>] = []
        var start = 0
        let n = bytes.count
        while start < n {
            var end = start
            while end < n && bytes[end] != 0x0A && bytes[end] != 0x0D { end += 1 }
            // The line's content ends at the first `//`.
            var content = end
            var k = start
            while k + 1 < end {
                if bytes[k] == 0x2F && bytes[k + 1] == 0x2F { content = k; comments.append(k..<end); break }
                k += 1
            }
            let (line, problem) = parseLine(bytes, start, content)
            if case .setting(var s)? = line {
                // The line's comment goes with the setting, unless it is a suppression directive.
                if content == end || !SuppressionMap.mayHoldDirective(Array(bytes[content..<end])) {
                    let r = LineSpan.removal(of: s.keyRange.lowerBound..<max(s.valueRange.upperBound, content == end ? 0 : end), in: bytes)
                    s.removal = FixEdit(r.offsets, r.text)
                }
                lines.append(.setting(s))
            } else if let line {
                lines.append(line)
            }
            if let problem { problems.append(problem) }
            // CR LF, LF or CR ends a line.
            start = end < n && bytes[end] == 0x0D && end + 1 < n && bytes[end + 1] == 0x0A ? end + 2 : end + 1
        }
        return (lines, problems, comments)
    }

    private static func isBlank(_ b: UInt8) -> Bool { b == 0x20 || b == 0x09 || b == 0x0B || b == 0x0C }
    private static func isNameStart(_ b: UInt8) -> Bool { (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) || b == 0x5F }
    private static func isName(_ b: UInt8) -> Bool { isNameStart(b) || (b >= 0x30 && b <= 0x39) }

    /// Parses the line `bytes[start..<end]` (its comment removed).
    private static func parseLine(_ bytes: [UInt8], _ start: Int, _ end: Int) -> (Line?, (offset: Int, message: String)?) {
        var i = start
        // A UTF-8 byte order mark at the file's start is not part of the first line.
        if i == 0 && end >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF { i = 3 }
        while i < end && isBlank(bytes[i]) { i += 1 }
        guard i < end else { return (nil, nil) }
        func text(_ a: Int, _ b: Int) -> String { String(decoding: bytes[a..<b], as: UTF8.self) }
        if bytes[i] == 0x23 {
            let hash = i
            let word = Array("#include".utf8)
            guard end - i >= word.count, bytes[i..<(i + word.count)].elementsEqual(word) else {
                return (nil, (hash, "expected #include \"path\" or #include? \"path\" (the only # directives an xcconfig has)"))
            }
            i += word.count
            var optional = false
            if i < end && bytes[i] == 0x3F { optional = true; i += 1 }
            while i < end && isBlank(bytes[i]) { i += 1 }
            guard i < end, bytes[i] == 0x22 else {
                return (nil, (i, "expected a path in double quotes after #include\(optional ? "?" : "")"))
            }
            let open = i + 1
            var close = open
            while close < end && bytes[close] != 0x22 { close += 1 }
            guard close < end else { return (nil, (i, "expected a closing \" after the #include path")) }
            var after = close + 1
            while after < end && isBlank(bytes[after]) { after += 1 }
            if after < end { return (nil, (after, "expected the end of the line after the #include path")) }
            guard close > open else { return (nil, (i, "expected a path between the quotes of #include\(optional ? "?" : "")")) }
            return (.include(text(open, close), optional: optional, offset: hash), nil)
        }
        let keyStart = i
        guard isNameStart(bytes[i]) else {
            return (nil, (i, "expected a setting (NAME = value), an #include or a // comment"))
        }
        while i < end && isName(bytes[i]) { i += 1 }
        let key = text(keyStart, i)
        var conditions: [BuildSettingCondition] = []
        while i < end && bytes[i] == 0x5B {
            let open = i
            i += 1
            var close = i
            while close < end && bytes[close] != 0x5D { close += 1 }
            guard close < end else { return (nil, (open, "expected ] to close the condition of \(BuildSettingValues.shown(key))")) }
            for part in text(i, close).split(separator: ",", omittingEmptySubsequences: false) {
                let pair = part.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
                let name = pair[0].trimmingCharacters(in: .whitespaces)
                guard pair.count == 2, !name.isEmpty, name.utf8.allSatisfy(isName) else {
                    return (nil, (open, "expected a condition [name=pattern] after \(BuildSettingValues.shown(key)), such as [sdk=iphoneos*] or [config=Debug]"))
                }
                conditions.append(BuildSettingCondition(name: name, pattern: pair[1].trimmingCharacters(in: .whitespaces)))
            }
            i = close + 1
        }
        let keyEnd = i
        while i < end && isBlank(bytes[i]) { i += 1 }
        guard i < end, bytes[i] == 0x3D else {
            return (nil, (i, "expected = after the setting name \(BuildSettingValues.shown(key))"))
        }
        i += 1
        while i < end && isBlank(bytes[i]) { i += 1 }
        var valueEnd = end
        while valueEnd > i && isBlank(bytes[valueEnd - 1]) { valueEnd -= 1 }
        let setting = BuildSetting(key: key, conditions: conditions, value: text(i, valueEnd),
                                   keyRange: keyStart..<keyEnd, valueRange: i..<valueEnd)
        return (.setting(setting), nil)
    }
}

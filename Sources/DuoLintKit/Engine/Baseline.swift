import Foundation

/// One finding recorded in a baseline file: where it is by content, not by line number.
public struct BaselineEntry: Codable, Sendable, Hashable {
    /// The file as reported, without a leading `./`.
    public var path: String
    /// The rule id.
    public var rule: String
    /// `BaselineFingerprint` of the finding's line and its neighbours (16 hex digits).
    public var fingerprint: String
    /// The how-manieth finding (0-based, in report order) of this file with the same rule and fingerprint.
    public var occurrence: Int

    public init(path: String, rule: String, fingerprint: String, occurrence: Int) {
        self.path = path
        self.rule = rule
        self.fingerprint = fingerprint
        self.occurrence = occurrence
    }
}

/// A baseline: the findings a project has accepted for now (`--write-baseline FILE` records them,
/// `--baseline FILE` hides them and reports only new ones).
///
/// A finding is recorded by path, rule id, a fingerprint of its whitespace-collapsed line text and of the
/// previous and next non-blank lines, and its occurrence number among findings with the same three; never by
/// line number, so a finding stays hidden while lines above it are added or removed. Each entry hides at
/// most one finding (the keys of one run are unique). Editing the finding's line or a neighbouring line
/// makes it new again. The file is JSON (`{"findings": [...], "version": 1}`), written with sorted keys,
/// entries in report order, so the same findings always give the same bytes.
public struct Baseline: Codable, Sendable, Equatable {
    /// The format version, 1.
    public var version: Int
    /// The accepted findings.
    public var findings: [BaselineEntry]

    public init(findings: [BaselineEntry]) {
        self.version = 1
        self.findings = findings
    }

    /// The baseline's file text: pretty JSON with sorted keys and a final newline.
    public func encoded() -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = (try? encoder.encode(self)) ?? Data()
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    /// Reads the baseline at `path`, of at most `limit` bytes (the run's `max_file_size`: a baseline grows with
    /// the findings it records, some 150 bytes each); a missing, unreadable, larger or invalid file is an input
    /// error.
    public static func load(from path: String, limit: Int = FileReader.defaultLimit) -> Result<Baseline, InputError> {
        var st = stat()
        if stat(path, &st) == 0 && (st.st_mode & S_IFMT) != S_IFREG {
            let what = (st.st_mode & S_IFMT) == S_IFDIR ? "it is a directory" : "not a regular file"
            return .failure(InputError(path: path, message: "cannot read baseline: \(what)"))
        }
        let bytes: [UInt8]
        switch Linter.readFile(atPath: path, limit: limit) {
        case .success(let b): bytes = b
        case .failure(let e):
            let reason = e.code == ENOENT ? "no such file" : e.text
            return .failure(InputError(path: path, message: "cannot read baseline: \(reason)"))
        }
        do {
            let baseline = try JSONDecoder().decode(Baseline.self, from: Data(bytes))
            guard baseline.version == 1 else {
                return .failure(InputError(path: path, message: "unsupported baseline version \(baseline.version); expected 1"))
            }
            return .success(baseline)
        } catch {
            return .failure(InputError(path: path, message: "invalid baseline (expected the JSON that --write-baseline writes)"))
        }
    }

    /// Writes the baseline to `path` through `OutputFile` (a temporary file renamed into place when complete, so
    /// a failed write leaves the previous baseline); returns the reason when that fails
    /// (`cannot write baseline to PATH: it is a directory`).
    public func write(to path: String) -> String? {
        switch OutputFile.open(path) {
        case .failure(let e): return "cannot write baseline to \(path): \(e.text)"
        case .success(let file):
            guard let e = write(to: file) else { return nil }
            return "cannot write baseline to \(path): \(e.text)"
        }
    }

    /// Writes the baseline's text (`encoded()`) to `file` and commits it; nil, or the error (the file is then
    /// discarded: the previous one stays).
    public func write(to file: OutputFile) -> SystemError? {
        if let e = file.write(encoded()) {
            file.discard()
            return e
        }
        return file.commit()
    }

    /// The entries by path, for matching (`BaselineMatcher`).
    public var matcher: BaselineMatcher { BaselineMatcher(self) }
}

/// The entries of a baseline grouped by path, to find a run's baselined findings quickly.
public struct BaselineMatcher: Sendable {
    private var byPath: [String: Set<BaselineEntry>] = [:]

    init(_ baseline: Baseline) {
        for e in baseline.findings { byPath[e.path, default: []].insert(e) }
    }

    /// True when `entry` is in the baseline.
    public func contains(_ entry: BaselineEntry) -> Bool { byPath[entry.path]?.contains(entry) ?? false }

    /// Splits one file's reported `findings` (report order) into those still reported and those the
    /// baseline hides (`suppression` set to `.external`); `entries` are the findings' baseline entries.
    public func apply(_ findings: [Finding], entries: [BaselineEntry]) -> (kept: [Finding], hidden: [Finding]) {
        guard byPath[entries.first?.path ?? ""] != nil else { return (findings, []) }
        var kept: [Finding] = [], hidden: [Finding] = []
        for (f, e) in zip(findings, entries) {
            if contains(e) {
                var h = f
                h.suppression = .external
                hidden.append(h)
            } else {
                kept.append(f)
            }
        }
        return (kept, hidden)
    }
}

/// The content fingerprint of a finding for baselines.
public enum BaselineFingerprint {
    /// `path` as baseline entries keep it. With a `root` (an absolute folder, normally the baseline file's):
    /// made absolute against the current directory, `.` and `..` resolved, then relative to `root` when it
    /// lies inside it (else absolute), so `App/V.swift`, `./App/V.swift`, `/abs/App/V.swift` and `../App/V.swift`
    /// from a subfolder all name the same entry. Without a root: `path` without leading `./` segments.
    public static func normalizedPath(_ path: String, root: String?) -> String {
        guard let root else { return normalizedPath(path) }
        let absolute = standardized(path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path)
        let base = standardized(root)
        if base == "/" { return String(absolute.dropFirst()) }
        if absolute.hasPrefix(base + "/") { return String(absolute.dropFirst(base.count + 1)) }
        return absolute
    }

    /// The absolute folder holding the file at `path` (relative paths against the current directory): the
    /// root of a baseline's entry paths.
    public static func folder(ofFile path: String) -> String {
        let absolute = standardized(path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path)
        let parent = absolute.split(separator: "/").dropLast().joined(separator: "/")
        return "/" + parent
    }

    /// The absolute path `path` with empty and `.` components removed and `..` applied (lexically; links are
    /// not resolved).
    public static func standardized(_ path: String) -> String {
        var parts: [Substring] = []
        for c in path.split(separator: "/", omittingEmptySubsequences: true) {
            if c == "." { continue }
            if c == ".." { _ = parts.popLast(); continue }
            parts.append(c)
        }
        return "/" + parts.joined(separator: "/")
    }

    /// `path` without leading `./` segments.
    public static func normalizedPath(_ path: String) -> String {
        var p = Substring(path)
        while p.hasPrefix("./") {
            p = p.dropFirst(2)
            while p.hasPrefix("/") { p = p.dropFirst() }
        }
        return String(p)
    }

    /// `text` with every run of spaces and tabs made one space and both ends trimmed.
    public static func normalized(_ text: String) -> String {
        text.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\u{0C}" || $0 == "\u{0B}" }).joined(separator: " ")
    }

    /// The baseline entries of one file's `findings` (report order, all in `source`): 64-bit FNV-1a over the
    /// rule id and the normalized texts of the finding's line and of the nearest non-blank lines before and
    /// after it, as 16 hex digits; occurrences count findings with the same rule and fingerprint.
    public static func entries(for findings: [Finding], in source: SourceFile, root: String? = nil) -> [BaselineEntry] {
        guard !findings.isEmpty else { return [] }
        let path = normalizedPath(source.path, root: root)
        var cache: [Int: String] = [:]
        func line(_ n: Int) -> String {
            if let t = cache[n] { return t }
            let t = normalized(source.lineText(n))
            cache[n] = t
            return t
        }
        let count = source.lines.lineCount
        func neighbour(_ n: Int, _ step: Int) -> String {
            var k = n + step
            // A few lines at most: a long run of blank lines counts as the end of the file.
            var looked = 0
            while k >= 1 && k <= count && looked < 50 {
                let t = line(k)
                if !t.isEmpty { return t }
                k += step
                looked += 1
            }
            return ""
        }
        var occurrences: [String: Int] = [:]
        // Once per rule and line: many findings on one long line would each hash all of it.
        struct Place: Hashable { var rule: String; var line: Int }
        var fingerprints: [Place: String] = [:]
        return findings.map { f in
            let n = min(max(f.range.start.line, 1), count)
            let place = Place(rule: f.ruleID, line: n)
            let fingerprint = fingerprints[place] ?? {
                var hash = FNV1a64()
                hash.add(f.ruleID)
                hash.add(neighbour(n, -1))
                hash.add(line(n))
                hash.add(neighbour(n, 1))
                return hash.hex
            }()
            fingerprints[place] = fingerprint
            let key = f.ruleID + "\u{0}" + fingerprint
            let occurrence = occurrences[key, default: 0]
            occurrences[key] = occurrence + 1
            return BaselineEntry(path: path, rule: f.ruleID, fingerprint: fingerprint, occurrence: occurrence)
        }
    }
}

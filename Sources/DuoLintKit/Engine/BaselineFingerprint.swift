import Foundation

/// The content fingerprint of a finding for baselines.
public enum BaselineFingerprint {
    /// `path` as baseline entries keep it. With a `root` (an absolute folder, normally the baseline file's):
    /// made absolute against the current directory, `.` and `..` resolved, then relative to `root` when it
    /// lies inside it (else absolute), so `App/V.swift`, `./App/V.swift`, `/abs/App/V.swift` and `../App/V.swift`
    /// from a subfolder all name the same entry. Without a root: `path` without leading `./` segments.
    public static func normalizedPath(_ path: String, root: String?) -> String {
        guard let root else { return normalizedPath(path) }
        let absolute = standardized(PathText.hasPrefix(path, "/") ? path : FileManager.default.currentDirectoryPath + "/" + path)
        let base = standardized(root)
        if base == "/" { return PathText.dropping(1, from: absolute) }
        if PathText.hasPrefix(absolute, base + "/") { return PathText.dropping(base.utf8.count + 1, from: absolute) }
        return absolute
    }

    /// The absolute folder holding the file at `path` (relative paths against the current directory): the
    /// root of a baseline's entry paths.
    public static func folder(ofFile path: String) -> String {
        let absolute = standardized(PathText.hasPrefix(path, "/") ? path : FileManager.default.currentDirectoryPath + "/" + path)
        let parent = PathText.components(absolute).dropLast().joined(separator: "/")
        return "/" + parent
    }

    /// The absolute path `path` with empty and `.` components removed and `..` applied (lexically; links are
    /// not resolved).
    public static func standardized(_ path: String) -> String {
        var parts: [String] = []
        for c in PathText.components(path) {
            if c == "." { continue }
            if c == ".." { _ = parts.popLast(); continue }
            parts.append(c)
        }
        return "/" + parts.joined(separator: "/")
    }

    /// `path` without leading `./` segments.
    public static func normalizedPath(_ path: String) -> String {
        // By bytes (`PathText`): `./\u{301}x` starts with `./`.
        let utf8 = path.utf8, dot = UInt8(ascii: "."), slash = UInt8(ascii: "/")
        var i = utf8.startIndex
        while i != utf8.endIndex, utf8[i] == dot, case let j = utf8.index(after: i), j != utf8.endIndex, utf8[j] == slash {
            i = utf8.index(after: j)
            while i != utf8.endIndex, utf8[i] == slash { i = utf8.index(after: i) }
        }
        return i == utf8.startIndex ? path : String(decoding: utf8[i...], as: UTF8.self)
    }

    /// `text` with every run of spaces, tabs, form feeds and vertical tabs made one space and both ends trimmed.
    public static func normalized(_ text: String) -> String {
        text.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\u{0C}" || $0 == "\u{0B}" }).joined(separator: " ")
    }

    /// The version 2 hash of a line's `text`: 64-bit FNV-1a of `normalized(text)`'s UTF-8 bytes and a 0 byte,
    /// as 16 lowercase hex digits.
    public static func lineHash(_ text: String) -> String { FNV1a64.hex(lineHashValue(text)) }

    /// `lineHash(text)` as a number.
    static func lineHashValue(_ text: String) -> UInt64 {
        var hash = FNV1a64()
        hash.add(normalized(text))
        return hash.value
    }

    /// The version 2 baseline entries of one file's `findings` (report order, all in `source`): each finding's
    /// own line (its start line, 1-based, clamped to the file) by `lineHash`; occurrences count, in report
    /// order, the findings with the same rule and line hash, so with k entries recorded for identical lines the
    /// first k such findings of a later run are the baselined ones.
    public static func entries(for findings: [Finding], in source: SourceFile, root: String? = nil) -> [BaselineEntry] {
        guard !findings.isEmpty else { return [] }
        let path = normalizedPath(source.path, root: root)
        let count = source.lines.lineCount
        // Once per line: many findings on one long line would each hash all of it. The findings come by line, so
        // the last line's hash is the one asked for again (a table of every line's took 4 MB for 100,000 lines).
        var last: (line: Int, hash: UInt64)?
        struct Key: Hashable { var rule: String; var hash: UInt64 }
        var occurrences: [Key: Int] = [:]
        return findings.map { f in
            let n = min(max(f.range.start.line, 1), count)
            let hash = last?.line == n ? last!.hash : lineHashValue(source.lineText(n))
            last = (n, hash)
            let key = Key(rule: f.ruleID, hash: hash)
            let occurrence = occurrences[key, default: 0]
            occurrences[key] = occurrence + 1
            return BaselineEntry(path: path, rule: f.ruleID, hash: .value(hash), occurrence: occurrence)
        }
    }

    /// The version 1 entries of one file's `findings` (report order, all in `source`), to match a version 1
    /// baseline: 64-bit FNV-1a over the rule id and the normalized texts of the nearest non-blank line before
    /// the finding's line (looking at most 50 lines away), that line, and the nearest non-blank line after it;
    /// occurrences count findings with the same rule and fingerprint.
    public static func legacyEntries(for findings: [Finding], in source: SourceFile, root: String? = nil) -> [LegacyBaselineEntry] {
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
            var k = n + step, looked = 0
            while k >= 1 && k <= count && looked < 50 {
                let t = line(k)
                if !t.isEmpty { return t }
                k += step
                looked += 1
            }
            return ""
        }
        struct Place: Hashable { var rule: String; var line: Int }
        var fingerprints: [Place: String] = [:]
        var occurrences: [String: Int] = [:]
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
            return LegacyBaselineEntry(path: path, rule: f.ruleID, fingerprint: fingerprint, occurrence: occurrence)
        }
    }
}

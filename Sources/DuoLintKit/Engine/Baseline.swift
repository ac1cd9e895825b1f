import Foundation

/// One finding recorded in a version 2 baseline: where it is by the content of its own line, not by line number
/// and not by its neighbours.
public struct BaselineEntry: Codable, Sendable, Hashable {
    /// The file, relative to the baseline's folder (`BaselineFingerprint.normalizedPath`).
    public var path: String
    /// The rule id.
    public var rule: String
    /// `BaselineFingerprint.lineHash` of the finding's own line: 64-bit FNV-1a of its whitespace-normalised
    /// text, 16 lowercase hex digits. A hash, not the text, so secrets on source lines stay out of the file.
    public var lineHash: String {
        get { storedHash.text }
        set { storedHash = BaselineLineHash(newValue) }
    }
    /// The how-manieth finding (0-based, in report order) of this file with the same rule and line hash.
    public var occurrence: Int
    /// `lineHash` as it is kept: a number for 16 lowercase hex digits (every hash duolint makes), so an entry holds
    /// no string of its own (100,000 findings in one file peaked at 96.5 MB with `--write-baseline`, 88.9 MB
    /// without; 89.0 MB now).
    var storedHash: BaselineLineHash

    /// An entry for the `occurrence`-th (0-based) finding of `rule` in `path` on a line whose hash is `lineHash`.
    public init(path: String, rule: String, lineHash: String, occurrence: Int) {
        self.init(path: path, rule: rule, hash: BaselineLineHash(lineHash), occurrence: occurrence)
    }

    /// An entry with the line hash `hash`.
    init(path: String, rule: String, hash: BaselineLineHash, occurrence: Int) {
        self.path = path
        self.rule = rule
        self.storedHash = hash
        self.occurrence = occurrence
    }

    private enum CodingKeys: String, CodingKey { case path, rule, lineHash, occurrence }

    /// Decodes `{"lineHash": …, "occurrence": …, "path": …, "rule": …}`; throws `DecodingError` for other JSON.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(path: try c.decode(String.self, forKey: .path), rule: try c.decode(String.self, forKey: .rule),
                  lineHash: try c.decode(String.self, forKey: .lineHash), occurrence: try c.decode(Int.self, forKey: .occurrence))
    }

    /// Encodes the four members, `lineHash` as its text.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(path, forKey: .path)
        try c.encode(rule, forKey: .rule)
        try c.encode(lineHash, forKey: .lineHash)
        try c.encode(occurrence, forKey: .occurrence)
    }
}

/// A baseline entry's line hash as it is kept: `value` when its text is 16 lowercase hex digits, else that `text`
/// (a hand-edited file's), so two entries are equal exactly when their texts are.
enum BaselineLineHash: Sendable, Hashable {
    /// The hash whose text is its 16 lowercase hex digits.
    case value(UInt64)
    /// Any other text.
    case text(String)

    /// The hash whose text is `text`.
    init(_ text: String) {
        let hex = text.utf8.count == 16 && text.utf8.allSatisfy { (0x30...0x39).contains($0) || (0x61...0x66).contains($0) }
        if hex, let v = UInt64(text, radix: 16) { self = .value(v) } else { self = .text(text) }
    }

    /// The text: 16 lowercase hex digits for a `value`.
    var text: String {
        switch self {
        case .value(let v): return FNV1a64.hex(v)
        case .text(let t): return t
        }
    }
}

/// One finding recorded in a version 1 baseline (read, never written): its `fingerprint` also covers the nearest
/// non-blank lines before and after the finding's line (`BaselineFingerprint.legacyEntries`).
public struct LegacyBaselineEntry: Codable, Sendable, Hashable {
    /// The file, as `BaselineEntry.path`.
    public var path: String
    /// The rule id.
    public var rule: String
    /// 64-bit FNV-1a of the rule id and the normalised previous, own and next lines, 16 hex digits.
    public var fingerprint: String
    /// The how-manieth finding (0-based, in report order) of this file with the same rule and fingerprint.
    public var occurrence: Int

    /// An entry as a version 1 baseline file holds it.
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
/// Version 2 (written): a finding is recorded by path, rule id, a hash of its own line's whitespace-normalised
/// text and its occurrence number among findings with the same three (in report order); never by line number
/// and never by other lines, so a finding stays hidden while any other line is added, edited or removed, and
/// comes back when its own line is edited. Each entry hides at most one finding. The file is JSON
/// (`{"findings": [...], "version": 2}`) with sorted keys, entries in report order, so the same findings always
/// give the same bytes. Version 1 files (the fingerprint also covered the neighbouring lines) are still read and
/// matched the version 1 way; `--write-baseline` always writes version 2.
public struct Baseline: Codable, Sendable, Equatable {
    /// The format version: 2, or 1 for a file read in the old format.
    public var version: Int
    /// The accepted findings of a version 2 baseline (empty for version 1).
    public var findings: [BaselineEntry]
    /// The accepted findings of a version 1 baseline (empty for version 2).
    public var legacyFindings: [LegacyBaselineEntry] = []

    /// The versions this build reads.
    public static let supportedVersions = [1, 2]
    /// The version `encoded()` writes.
    public static let currentVersion = 2

    /// A version 2 baseline of `findings`.
    public init(findings: [BaselineEntry]) {
        self.version = Baseline.currentVersion
        self.findings = findings
    }

    /// A version 1 baseline of `legacyFindings` (the old format, for tests of its migration).
    public init(legacyFindings: [LegacyBaselineEntry]) {
        self.version = 1
        self.findings = []
        self.legacyFindings = legacyFindings
    }

    /// A `version` this build does not read (thrown while decoding).
    public struct UnsupportedVersion: Error, Equatable {
        /// The version the file names.
        public var version: Int
    }

    private enum CodingKeys: String, CodingKey { case version, findings }

    /// Decodes `{"version": N, "findings": [...]}`: the version first, then the entries of that version's shape.
    /// Throws `UnsupportedVersion` for a version other than 1 and 2, and `DecodingError` for other JSON.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        version = try c.decode(Int.self, forKey: .version)
        switch version {
        case 1:
            findings = []
            legacyFindings = try c.decode([LegacyBaselineEntry].self, forKey: .findings)
        case 2:
            findings = try c.decode([BaselineEntry].self, forKey: .findings)
        default:
            throw UnsupportedVersion(version: version)
        }
    }

    /// Encodes the version and the entries of that version.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(version, forKey: .version)
        if version == 1 { try c.encode(legacyFindings, forKey: .findings) } else { try c.encode(findings, forKey: .findings) }
    }

    /// The baseline's file text: pretty JSON with sorted keys and a final newline.
    public func encoded() -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = (try? encoder.encode(self)) ?? Data()
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    /// Reads the baseline at `path`, of at most `limit` bytes (the run's `max_file_size`: a baseline grows with
    /// the findings it records, some 150 bytes each); a missing, unreadable, larger or invalid file, or one of a
    /// version this build does not read (`unsupported baseline version 3; this duolint reads versions 1 and 2`),
    /// is an input error.
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
            return .success(try JSONDecoder().decode(Baseline.self, from: Data(bytes)))
        } catch let e as UnsupportedVersion {
            let supported = supportedVersions.map(String.init).joined(separator: " and ")
            return .failure(InputError(path: path, message: "unsupported baseline version \(e.version); this duolint reads "
                                       + "versions \(supported) (--write-baseline writes version \(currentVersion))"))
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

    /// Writes the baseline's text (`encoded()`'s bytes) to `file` and commits it; nil, or the error (the file is
    /// then discarded: the previous one stays). A version 2 baseline with entries is written in pieces of about
    /// 64 KiB (`BaselineWriter`), never made whole in memory.
    public func write(to file: OutputFile) -> SystemError? {
        let failure = version == Baseline.currentVersion && !findings.isEmpty
            ? BaselineWriter.write(findings) { piece in piece.withUnsafeBytes { file.write($0) } }
            : file.write(encoded())
        if let e = failure {
            file.discard()
            return e
        }
        return file.commit()
    }

    /// The entries by path, for matching (`BaselineMatcher`).
    public var matcher: BaselineMatcher { BaselineMatcher(self) }
}

/// A mechanical rewrite that resolves one finding: replacements of byte ranges of the finding's file, with a
/// one-line description (SARIF's `fix`: one `artifactChange` of `replacements`).
///
/// Replacements are sorted by offset and do not overlap. Each keeps everything outside its region (comments,
/// indentation, line endings) as it was; a rule builds them from the syntax tree (`FixEdit`), never from text search.
public struct Fix: Sendable, Equatable {
    /// One replacement: the bytes of `deletedRegion` (empty for an insertion) become `insertedContent`.
    public struct Replacement: Sendable, Equatable {
        /// The bytes removed, with line (1-based) and UTF-8, UTF-16 and scalar columns (1-based) of both ends;
        /// `start.offset ..< end.offset` in UTF-8 bytes (0-based). Equal ends for an insertion.
        public var deletedRegion: SourceRange
        /// The text put in their place (UTF-8).
        public var insertedContent: String

        /// A replacement of `deletedRegion` by `insertedContent`.
        public init(deletedRegion: SourceRange, insertedContent: String) {
            self.deletedRegion = deletedRegion
            self.insertedContent = insertedContent
        }

        /// The deleted bytes' offsets (0-based UTF-8).
        public var offsets: Range<Int> { deletedRegion.start.offset..<deletedRegion.end.offset }
    }

    /// What the fix does, one line in the imperative (`Inset the bounds by the whole safe area`).
    public var description: String
    /// The replacements, by offset, none overlapping another.
    public var replacements: [Replacement]
    /// The hash of the file's bytes the replacements' offsets are in (`SourceFile.contentHash`); 0 when unknown.
    /// `--fix` applies the fix only to bytes with this hash.
    public var fileHash: UInt64

    /// A fix described by `description` made of `replacements` (sorted by offset, not overlapping) in the file
    /// whose bytes hash to `fileHash` (`SourceFile.contentHash`; 0: unknown).
    public init(description: String, replacements: [Replacement], fileHash: UInt64 = 0) {
        self.description = description
        self.replacements = replacements
        self.fileHash = fileHash
    }
}

/// One edit a rule proposes, in byte offsets of the file it reads: `offsets` (0-based UTF-8, half-open; empty for
/// an insertion) become `insertedContent`.
public struct FixEdit: Sendable, Equatable {
    /// The bytes replaced (0-based UTF-8 offsets, half-open).
    public var offsets: Range<Int>
    /// The text put in their place.
    public var insertedContent: String

    /// Replaces the bytes `offsets` by `insertedContent`.
    public init(_ offsets: Range<Int>, _ insertedContent: String) {
        self.offsets = offsets
        self.insertedContent = insertedContent
    }

    /// Inserts `text` before byte `offset` (0-based).
    public static func insert(_ text: String, at offset: Int) -> FixEdit { FixEdit(offset..<offset, text) }

    /// Replaces tokens `tokens` of `file` — from the first byte of the first to the last byte of the last, the
    /// trivia between them included, the trivia around them kept — by `text`.
    public static func replace(tokens: Range<Int>, in file: SwiftFile, with text: String) -> FixEdit {
        let start = Int(file.tokens[tokens.lowerBound].start)
        // No tokens (a node the parser made for a missing part): an insertion at the position.
        return FixEdit(start..<(tokens.isEmpty ? start : Int(file.tokens[tokens.upperBound - 1].end)), text)
    }
}

/// A fix as a rule proposes it: a description and edits in byte offsets (`FixEdit`), resolved into a `Fix`
/// with positions by the engine.
public struct ProposedFix: Sendable, Equatable {
    /// What the fix does, one line in the imperative.
    public var description: String
    /// The edits, in any order; they must not overlap (a fix whose edits overlap is dropped).
    public var edits: [FixEdit]

    /// A fix described by `description` made of `edits`.
    public init(_ description: String, _ edits: [FixEdit]) {
        self.description = description
        self.edits = edits
    }

    /// The fix with each edit's region located in `source` (line and columns of both ends); nil when an edit
    /// lies outside the file or two edits overlap (`FixApplication.conflict`), or there is no edit.
    public func resolved(in source: SourceFile) -> Fix? {
        let sorted = edits.sorted { ($0.offsets.lowerBound, $0.offsets.upperBound) < ($1.offsets.lowerBound, $1.offsets.upperBound) }
        guard !sorted.isEmpty, sorted.allSatisfy({ $0.offsets.lowerBound >= 0 && $0.offsets.upperBound <= source.bytes.count }) else { return nil }
        for (a, b) in zip(sorted, sorted.dropFirst()) where FixApplication.conflict(a.offsets, b.offsets) { return nil }
        let replacements = sorted.map {
            Fix.Replacement(deletedRegion: SourceRange(start: source.location(ofOffset: $0.offsets.lowerBound),
                                                       end: source.location(ofOffset: $0.offsets.upperBound)),
                            insertedContent: $0.insertedContent)
        }
        return Fix(description: description, replacements: replacements, fileHash: source.contentHash)
    }
}

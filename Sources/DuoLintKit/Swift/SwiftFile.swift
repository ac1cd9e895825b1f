import Foundation

/// A lexed and structurally parsed Swift file: the input of every Swift rule.
///
/// The parse is the token tree of balanced `( )`, `[ ]` and `{ }` groups, built
/// iteratively (no recursion, so 100,000 nested brackets are fine) with
/// recovery for unbalanced input: a closing bracket that matches an open group
/// further out closes the groups inside it; one that matches nothing is left
/// unmatched. On top of the tree, `SwiftFile+Views.swift` offers the views the
/// rules need (member chains, calls, arguments, trailing closures, conditions,
/// local bindings). Rules that would rescan the file on every visit keep a table built in one pass instead
/// (`table(_:build:)`).
///
/// Token indices are `Int`s into `tokens`; the last token is `.endOfFile`.
public final class SwiftFile: @unchecked Sendable {
    /// The file's bytes and line table.
    public let source: SourceFile
    /// Tokens in source order, ending with `.endOfFile`.
    public let tokens: [Token]
    /// The word of each token (`LexedFile.words`), which the parser reads instead of the tokens' text.
    let words: [Word]
    /// Comment trivia in source order (suppression directives live here).
    public let comments: [Comment]
    /// The first 1,000 lexical errors.
    public let diagnostics: [LexDiagnostic]
    /// How many lexical errors there are in all (`diagnostics` keeps the first 1,000).
    public let diagnosticCount: Int
    /// For a bracket token, the index of its partner; -1 for an unmatched bracket and for other tokens.
    public let partner: [Int32]
    /// For every token, the index of the innermost open bracket enclosing it; -1 at top level.
    public let enclosing: [Int32]

    /// Lexes and parses `source`. O(bytes).
    public init(_ source: SourceFile) {
        self.source = source
        let lexed = Lexer.lex(source)
        let tokens = lexed.tokens
        self.tokens = tokens
        words = lexed.words
        comments = lexed.comments
        diagnostics = lexed.diagnostics
        diagnosticCount = lexed.diagnosticCount
        // Paired by the lexer as it appended each bracket (`TokenBuffer`).
        partner = lexed.partners
        enclosing = lexed.enclosing
    }

    /// The syntax tree, parsed on first use (`syntaxTree`). Like `nameIndex`, kept without a lock: one worker
    /// lints one file, and every rule of it asks for the tree many times, so the lookup stays a load.
    var syntaxTreeCache: SyntaxTree?

    /// Where the file's code runs (`executionScope`), computed on first use; one thread per file, as above.
    var executionScopeCache: ExecutionScope?

    /// The file's path below the project's folder, which `ExecutionScope` reads test and watch folders from
    /// (`ExecutionScope.projectPath`): by default the path as given when it is relative, nil when absolute; the
    /// engine sets it from the run's folder before linting (so the default is worked out only when asked).
    public var projectPath: String? {
        get { projectPathSet ?? ExecutionScope.projectPath(source.path, root: nil) }
        set { projectPathSet = .some(newValue) }
    }
    /// `projectPath` as set, or nil when it was never set.
    private var projectPathSet: String??

    /// Identifier tokens grouped by the hash of their text (`hash`); built on first use. A `SwiftFile` is used
    /// by one thread at a time (one worker lints one file), so this cache needs no lock.
    private var nameIndex: NameIndex?

    /// Indices of the identifier tokens whose text hashes like token `i`'s (ascending; includes `i` itself when it
    /// is one). A hash collision can add tokens with other text: callers compare with `sameText`. The first
    /// call builds an index of all identifiers (O(tokens), no hashing library); later calls are a probe.
    public func occurrences(ofNameAt i: Int) -> ArraySlice<Int32> {
        if nameIndex == nil { nameIndex = NameIndex(self) }
        let h = source.bytes.withUnsafeBufferPointer { SwiftFile.hash($0, Int(tokens[i].start), Int(tokens[i].end)) }
        return nameIndex!.occurrences(hash: h)
    }

    /// Indices of the identifier tokens whose bytes are `name`'s UTF-8 (ascending; a hash collision can add tokens
    /// with other text: callers compare texts). Shares the index `occurrences(ofNameAt:)` builds. A token spelled
    /// with other bytes that `String` equality takes as `name` (another Unicode normalization) is not among them.
    public func occurrences(ofText name: String) -> ArraySlice<Int32> {
        if nameIndex == nil { nameIndex = NameIndex(self) }
        var text = name
        let h = text.withUTF8 { SwiftFile.hash($0, 0, $0.count) }
        return nameIndex!.occurrences(hash: h)
    }

    /// Indices of the identifier tokens spelled like `name` (ascending; a hash collision can add tokens with other
    /// text: callers compare with `isText`). Shares the index `occurrences(ofNameAt:)` builds.
    public func occurrences(ofName name: StaticString) -> ArraySlice<Int32> {
        if nameIndex == nil { nameIndex = NameIndex(self) }
        let h = SwiftFile.hash(UnsafeBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount), 0, name.utf8CodeUnitCount)
        return nameIndex!.occurrences(hash: h)
    }

    /// A 64-bit hash of `b[start..<end]`, eight bytes at a time (a multiply and a fold per word, the length
    /// and `hashSeed` mixed in first): every identifier of a file is hashed for `NameIndex`, so a byte-at-a-time
    /// hash cost more than the index itself. Equal bytes give equal hashes within a process; callers compare
    /// texts, so a collision only costs time. Nothing duolint prints depends on a hash's value.
    @inline(__always) static func hash(_ b: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> UInt64 {
        hash(b, start, end, seed: hashSeed)
    }

    /// `hash(_:_:_:)` with `hashSeed` passed in (`seed` must be `hashSeed`): a loop over many names reads the
    /// global once, not once per name.
    @inline(__always) static func hash(_ b: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int, seed: UInt64) -> UInt64 {
        let m: UInt64 = 0xff51_afd7_ed55_8ccd
        var h: UInt64 = seed ^ UInt64(truncatingIfNeeded: end - start)
        guard end > start, let base = b.baseAddress else { return h }
        let raw = UnsafeRawPointer(base)
        var i = start
        while i + 8 <= end {
            h = (h ^ UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: i, as: UInt64.self))) &* m
            h ^= h >> 29
            i += 8
        }
        if i < end {
            // The last 1–7 bytes as the low bytes of a word: loaded with the bytes before them (still in the
            // buffer) and shifted out, or byte by byte near the buffer's start. The same word either way.
            var w: UInt64 = 0
            if end >= 8 {
                w = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: end - 8, as: UInt64.self)) >> (UInt64(8 - (end - i)) &* 8)
            } else {
                var shift: UInt64 = 0
                while i < end { w |= UInt64(b[i]) << shift; shift += 8; i += 1 }
            }
            h = (h ^ w) &* m
            h ^= h >> 29
        }
        return h
    }

    /// The seed of `hash`, random for each process: without a secret seed the hash is easy to invert, and a file
    /// from a stranger could put thousands of names on one hash and make every look-up walk all of them.
    static let hashSeed: UInt64 = UInt64.random(in: .min ... .max) | 1

    /// Tables built from this file on first use (`table(_:build:)`), by type; guarded by `tablesLock`.
    /// (A list, not a dictionary: a file has a handful of tables, and a look-up is on every rule's hot path.)
    private var tables: [(key: ObjectIdentifier, table: AnyObject)] = []
    private let tablesLock = NSLock()

    /// The table of type `T` for this file: built by `build` on the first call, then the same object for every
    /// later call. For a rule whose visits would each rescan the file (every `.ignoresSafeArea()` walking its
    /// container's body): it builds what all its visits need in one pass and looks it up per visit, so the file
    /// costs linear time however many visits there are. A table must depend only on the file (not on options or
    /// the visit that builds it) and must not change once returned. Thread-safe: `build` runs outside the lock (it
    /// may ask for another table); if two threads build at once, the first table stored is the one both get.
    public func table<T: AnyObject>(_ type: T.Type, build: (SwiftFile) -> T) -> T {
        let key = ObjectIdentifier(type)
        tablesLock.lock()
        var found: AnyObject?
        for entry in tables where entry.key == key { found = entry.table; break }
        tablesLock.unlock()
        if let found { return unsafeDowncast(found, to: T.self) }
        let built = build(self)
        tablesLock.lock()
        defer { tablesLock.unlock() }
        for entry in tables where entry.key == key { return unsafeDowncast(entry.table, to: T.self) }
        tables.append((key, built))
        return built
    }

    /// The path the file is reported as.
    public var path: String { source.path }

    /// The number of tokens, including the final `.endOfFile`.
    @inline(__always) public var count: Int { tokens.count }

    /// The kind of token `i`, or `.endOfFile` when `i` is out of range.
    @inline(__always) public func kind(_ i: Int) -> TokenKind {
        i >= 0 && i < tokens.count ? tokens[i].kind : .endOfFile
    }

    /// True when token `i` exists and its text is exactly `text` (compares bytes; allocates nothing).
    @inline(__always) public func isText(_ i: Int, _ text: StaticString) -> Bool {
        guard i >= 0 && i < tokens.count else { return false }
        let t = tokens[i]
        let len = Int(t.end - t.start)
        guard len == text.utf8CodeUnitCount else { return false }
        return source.bytes.withUnsafeBufferPointer { b in
            let p = text.utf8Start
            for k in 0..<len where b[Int(t.start) + k] != p[k] { return false }
            return true
        }
    }

    /// True when token `i` is an identifier (or keyword) spelled `text`, with or without backticks.
    @inline(__always) public func isWord(_ i: Int, _ text: StaticString) -> Bool {
        let k = kind(i)
        guard k == .identifier || k == .keyword else { return false }
        if isText(i, text) { return true }
        // `` `main` ``: compare the text between the backticks.
        let t = tokens[i]
        let len = Int(t.end - t.start)
        guard len == text.utf8CodeUnitCount + 2 else { return false }
        return source.bytes.withUnsafeBufferPointer { b in
            guard b[Int(t.start)] == 0x60 else { return false }
            let p = text.utf8Start
            for k in 0..<text.utf8CodeUnitCount where b[Int(t.start) + 1 + k] != p[k] { return false }
            return true
        }
    }

    /// True when tokens `i` and `j` have the same text.
    public func sameText(_ i: Int, _ j: Int) -> Bool {
        let a = tokens[i], b = tokens[j]
        guard a.end - a.start == b.end - b.start else { return false }
        return source.bytes.withUnsafeBufferPointer { bytes in
            for k in 0..<Int(a.end - a.start) where bytes[Int(a.start) + k] != bytes[Int(b.start) + k] { return false }
            return true
        }
    }

    /// The text of token `i` (allocates; for messages and rare paths).
    public func text(_ i: Int) -> String {
        source.text(Int(tokens[i].start), Int(tokens[i].end))
    }

    /// The name token `i` spells: its text without the backquotes of a backquoted name (`` `isPad` `` is `isPad`,
    /// `` `default` `` is `default`, as Swift reads them), else its text.
    public func nameText(_ i: Int) -> String {
        let t = tokens[i]
        let start = Int(t.start), end = Int(t.end)
        if end - start > 2 && source.bytes[start] == 0x60 && source.bytes[end - 1] == 0x60 { return source.text(start + 1, end - 1) }
        return source.text(start, end)
    }

    /// The source range of token `i` (start of the token to its end).
    public func range(ofToken i: Int) -> SourceRange {
        SourceRange(start: source.location(ofOffset: Int(tokens[i].start)),
                    end: source.location(ofOffset: Int(tokens[i].end)))
    }

    /// The partner of bracket token `i`, or nil when `i` is not a matched bracket.
    @inline(__always) public func match(_ i: Int) -> Int? {
        guard i >= 0 && i < partner.count, partner[i] >= 0 else { return nil }
        return Int(partner[i])
    }
}

/// Identifier tokens grouped by text hash: an open-addressed table of hashes, each slot naming its group (the
/// tokens of one hash, ascending) in one array of token indices. The groups are numbered in order of first
/// appearance, so only the distinct hashes are summed (not every slot); a slot whose hash is 0 is empty (a text
/// hashing to 0 is stored as 1, which only adds a collision). Built with raw buffers: it runs on every file.
final class NameIndex {
    private let mask: Int
    private let slotHash: [UInt64]
    /// The group of each used slot (undefined for an empty slot).
    private let slotGroup: [Int32]
    /// Start of each group in `positions`, one extra entry ending the last group.
    private let groupStart: [Int32]
    private let positions: [Int32]

    init(_ file: SwiftFile) {
        // The identifiers' token indices, ascending, in one pass over the kinds (each index is written, and kept
        // by counting it only for an identifier: no branch per token); the later passes read only these.
        let tokenCount = file.tokens.count
        let names = UnsafeMutableBufferPointer<Int32>.allocate(capacity: max(tokenCount, 1))
        defer { names.deallocate() }
        let count = file.tokens.withUnsafeBufferPointer { t in
            var n = 0
            for k in 0..<t.count {
                names[n] = Int32(truncatingIfNeeded: k)
                n &+= t[k].kind == .identifier ? 1 : 0
            }
            return n
        }
        var size = 16
        while size < count * 2 { size *= 2 }
        let mask = size - 1
        self.mask = mask
        // The group of each identifier, in token order; then each group's size, then its start.
        let groupOf = UnsafeMutableBufferPointer<Int32>.allocate(capacity: max(count, 1))
        defer { groupOf.deallocate() }
        // Read only for used slots, each written when first used: left uninitialized.
        var slotGroup = [Int32](unsafeUninitializedCapacity: size) { _, initialized in initialized = size }
        var groups = 0
        var groupStart = [Int32](repeating: 0, count: count + 1)
        let slotHash = [UInt64](unsafeUninitializedCapacity: size) { hashes, initialized in
            hashes.initialize(repeating: 0)
            initialized = size
            slotGroup.withUnsafeMutableBufferPointer { slotGroup in
                groupStart.withUnsafeMutableBufferPointer { groupStart in
                    file.source.bytes.withUnsafeBufferPointer { b in
                        file.tokens.withUnsafeBufferPointer { t in
                            let seed = SwiftFile.hashSeed
                            for n in 0..<count {
                                let k = Int(names[n])
                                var h = SwiftFile.hash(b, Int(t[k].start), Int(t[k].end), seed: seed)
                                if h == 0 { h = 1 }
                                var s = Int(truncatingIfNeeded: h) & mask
                                while hashes[s] != 0 && hashes[s] != h { s = (s + 1) & mask }
                                if hashes[s] == 0 {
                                    hashes[s] = h
                                    slotGroup[s] = Int32(truncatingIfNeeded: groups)
                                    groups += 1
                                }
                                let g = Int(slotGroup[s])
                                groupOf[n] = Int32(truncatingIfNeeded: g)
                                groupStart[g + 1] += 1
                            }
                        }
                    }
                    for g in 0..<groups { groupStart[g + 1] += groupStart[g] }
                }
            }
        }
        let positions = [Int32](unsafeUninitializedCapacity: count) { out, initialized in
            let fill = UnsafeMutableBufferPointer<Int32>.allocate(capacity: groups + 1)
            defer { fill.deallocate() }
            _ = groupStart.withUnsafeBufferPointer { fill.initialize(from: $0.prefix(groups + 1)) }
            for n in 0..<count {
                let g = Int(groupOf[n])
                out[Int(fill[g])] = names[n]
                fill[g] += 1
            }
            initialized = count
        }
        groupStart.removeLast(count - groups)
        self.slotHash = slotHash
        self.slotGroup = slotGroup
        self.groupStart = groupStart
        self.positions = positions
    }

    /// The token indices whose text hashes to `hash`, ascending.
    func occurrences(hash: UInt64) -> ArraySlice<Int32> {
        let h = hash == 0 ? 1 : hash
        var s = Int(truncatingIfNeeded: h) & mask
        while slotHash[s] != 0 {
            if slotHash[s] == h {
                let g = Int(slotGroup[s])
                return positions[Int(groupStart[g])..<Int(groupStart[g + 1])]
            }
            s = (s + 1) & mask
        }
        return []
    }
}

/// The words the parser tells apart: Swift's reserved keywords and the contextual keywords whose meaning
/// depends on where they stand (`get`, `some`, `override`, `await`). Computed once per identifier or keyword
/// token (`Word.classify`), so the parser compares one byte instead of text.
enum Word: UInt8 {
    case none
    // Reserved keywords.
    case kAssociatedtype, kClass, kDeinit, kEnum, kExtension, kFileprivate, kFunc, kImport, kInit, kInout
    case kInternal, kLet, kOpen, kOperator, kPrivate, kPrecedencegroup, kProtocol, kPublic, kRethrows, kStatic
    case kStruct, kSubscript, kTypealias, kVar, kBreak, kCase, kCatch, kContinue, kDefault, kDefer, kDo, kElse
    case kFallthrough, kFor, kGuard, kIf, kIn, kRepeat, kReturn, kThrow, kSwitch, kWhere, kWhile, kAny, kAs
    case kFalse, kIs, kNil, kSelf, kCapitalSelf, kSuper, kThrows, kTrue, kTry
    // Contextual keywords.
    case actor, macro, await, async, some, any, each, consume, copy, discard, yield, then
    case get, set, willSet, didSet, _read, _modify, unsafeAddress, unsafeMutableAddress, read, modify
    case mutating, nonmutating, override, final, required, convenience, lazy, weak, unowned, dynamic
    case optional, indirect, prefix, postfix, infix, nonisolated, distributed, package, consuming, borrowing
    case __consuming, __owned, __shared, sending, isolated, _const, unknown, safe, unsafe
    case metaType, metaProtocol

    /// The spelling of each case (`k` prefixes dropped; `kCapitalSelf` is `Self`).
    private static func spelling(_ w: Word) -> String {
        if w == .kCapitalSelf { return "Self" }
        if w == .metaType { return "Type" }
        if w == .metaProtocol { return "Protocol" }
        var s = "\(w)"
        if s.hasPrefix("k"), let c = s.dropFirst().first, c.isUppercase { s = c.lowercased() + s.dropFirst(2) }
        if w == .kAny { return "Any" }
        return s
    }

    /// (packed text, word) pairs bucketed like `SwiftKeywords.buckets`.
    private static let buckets: [[(SwiftKeywords.Key, Word)]] = {
        var table = [[(SwiftKeywords.Key, Word)]](repeating: [], count: 512)
        var raw: UInt8 = 1
        while let w = Word(rawValue: raw) {
            let bytes = Array(spelling(w).utf8)
            if let k = bytes.withUnsafeBufferPointer({ SwiftKeywords.key($0, 0, $0.count) }) {
                table[SwiftKeywords.bucket(bytes[0], bytes.count)].append((k, w))
            }
            raw += 1
        }
        return table
    }()

    /// True for Swift's reserved keywords (`kAssociatedtype` … `kTry`, the words `SwiftKeywords.words` lists),
    /// which the lexer gives the kind `.keyword`.
    @inline(__always) var isReservedKeyword: Bool {
        rawValue >= Word.kAssociatedtype.rawValue && rawValue <= Word.kTry.rawValue
    }

    /// The word spelled by `bytes[start..<end]` (backticks are not stripped: `` `self` `` is an ordinary name).
    @inline(__always)
    static func classify(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Word {
        let n = end - start
        guard n >= 2, n <= 16 else { return .none }
        let candidates = buckets[SwiftKeywords.bucket(bytes[start], n)]
        if candidates.isEmpty { return .none }
        guard let k = SwiftKeywords.key(bytes, start, n) else { return .none }
        for (c, w) in candidates where c == k { return w }
        return .none
    }
}

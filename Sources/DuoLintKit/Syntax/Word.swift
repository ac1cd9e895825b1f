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

    /// The spelling of each case but `none`, in case order: the case's name without its `k` prefix
    /// (`kCapitalSelf` is `Self`, `metaType` `Type`, `metaProtocol` `Protocol`). Written out rather than
    /// derived from the case names, which would take reflection (a test checks they agree).
    private static let spellings: [String] = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public", "rethrows",
        "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default",
        "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch",
        "where", "while", "Any", "as", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try",
        "actor", "macro", "await", "async", "some", "any", "each", "consume", "copy", "discard", "yield", "then",
        "get", "set", "willSet", "didSet", "_read", "_modify", "unsafeAddress", "unsafeMutableAddress", "read",
        "modify", "mutating", "nonmutating", "override", "final", "required", "convenience", "lazy", "weak",
        "unowned", "dynamic", "optional", "indirect", "prefix", "postfix", "infix", "nonisolated", "distributed",
        "package", "consuming", "borrowing", "__consuming", "__owned", "__shared", "sending", "isolated", "_const",
        "unknown", "safe", "unsafe", "Type", "Protocol",
    ]

    /// The spelling of `w` (`""` for `none`).
    static func spelling(_ w: Word) -> String {
        w == .none ? "" : spellings[Int(w.rawValue) - 1]
    }

    /// True for Swift's reserved keywords (`kAssociatedtype` … `kTry`, the words `SwiftKeywords.words` lists),
    /// which the lexer gives the kind `.keyword`.
    @inline(__always) var isReservedKeyword: Bool {
        rawValue >= Word.kAssociatedtype.rawValue && rawValue <= Word.kTry.rawValue
    }

    /// The word spelled by `bytes[start..<end]` (backticks are not stripped: `` `self` `` is an ordinary name).
    /// Only spellings of 2 to 16 bytes are words (`unsafeMutableAddress`, 20 bytes, never is one).
    @inline(__always)
    static func classify(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Word {
        let n = end - start
        guard n >= 2, n <= 16, let k = SwiftKeywords.key(bytes, start, n) else { return .none }
        return WordTable.shared.word(k.a, k.b, length: n)
    }
}

/// Evaluates compilation conditions (`#if os(iOS)`), availability checks (`#available(iOS 17, *)`) and
/// `@available` attributes as they come out on iPhone Duo (iOS 27.1 on an iPhone): true, false or unknown
/// (a `DEBUG` flag, a compiler version). The parts of `ExecutionScope` that read conditions.
enum PlatformCondition {
    /// Three-valued truth: a condition the device decides, or one that depends on the build.
    enum Truth: Equatable {
        case yes, no, unknown
        var negated: Truth { self == .yes ? .no : self == .no ? .yes : .unknown }
        static func && (a: Truth, b: Truth) -> Truth { a == .no || b == .no ? .no : a == .yes && b == .yes ? .yes : .unknown }
        static func || (a: Truth, b: Truth) -> Truth { a == .yes || b == .yes ? .yes : a == .no && b == .no ? .no : .unknown }
    }

    /// Operating systems other than iOS that `os(…)` may name.
    static let otherSystems: Set<String> = ["macOS", "OSX", "watchOS", "tvOS", "visionOS", "xrOS", "Linux", "Windows",
                                            "Android", "FreeBSD", "OpenBSD", "WASI", "PS4", "Cygwin", "Haiku"]
    /// Modules that exist only on other platforms (`canImport(AppKit)` is false on the device).
    static let otherPlatformModules: Set<String> = ["AppKit", "Cocoa", "WatchKit", "ClockKit", "TVUIKit", "TVServices",
                                                    "RealityKitContent", "CompositorServices"]

    /// The token ranges of the clauses of `#if` node `n` that the device never compiles: a clause whose
    /// condition is false, and every clause after one whose condition is true.
    static func deadClauses(of n: Int, in file: SwiftFile) -> [Range<Int>] {
        let tree = file.syntaxTree
        var dead: [Range<Int>] = []
        var taken = false
        for clause in tree.children(n) where tree.kind(clause) == .ifConfigClause {
            if taken { dead.append(tree.tokens(clause)); continue }
            let head = tree.tokens(clause).lowerBound
            // `#else` has no condition: it runs when no earlier clause could be true.
            guard file.kind(head) != .poundElse else { break }
            guard let condition = tree.firstChild(clause), tree.tokens(condition).lowerBound == head + 1 else { continue }
            switch evaluate(condition, in: file) {
            case .yes: taken = true
            case .no: dead.append(tree.tokens(clause))
            case .unknown: break
            }
            if taken { continue }
        }
        return dead
    }

    /// The value of compilation condition `e` on the device.
    static func evaluate(_ e: Int, in file: SwiftFile) -> Truth {
        let tree = file.syntaxTree
        switch tree.kind(e) {
        case .booleanLiteralExpr:
            return file.isWord(tree.tokens(e).lowerBound, "true") ? .yes : .no
        case .prefixOperatorExpr:
            guard file.isText(tree.tokens(e).lowerBound, "!"), let inner = tree.firstChild(e) else { return .unknown }
            return evaluate(inner, in: file).negated
        case .tupleExpr:
            let elements = tree.children(e)
            guard elements.count == 1, let inner = tree.firstChild(elements[0]) else { return .unknown }
            return evaluate(inner, in: file)
        case .sequenceExpr:
            // `a && b || c`: `&&` binds tighter than `||`.
            var any: Truth = .no
            var all: Truth = .yes
            for part in tree.children(e) {
                if tree.kind(part) == .binaryOperatorExpr {
                    let t = tree.tokens(part).lowerBound
                    if file.isText(t, "||") { any = any || all; all = .yes } else if !file.isText(t, "&&") { return .unknown }
                    continue
                }
                all = all && evaluate(part, in: file)
            }
            return any || all
        case .functionCallExpr:
            return platformTest(e, in: file)
        default:
            return .unknown
        }
    }

    /// `os(iOS)`, `targetEnvironment(macCatalyst)`, `canImport(AppKit)`: their value on the device.
    private static func platformTest(_ e: Int, in file: SwiftFile) -> Truth {
        let tree = file.syntaxTree
        let names = SyntaxNames(file: file, tree: tree)
        guard let callee = names.callee(e), let argument = tree.arguments(ofCall: e).first else { return .unknown }
        let value = names.text(argument)
        switch callee {
        case "os": return value == "iOS" ? .yes : otherSystems.contains(value) ? .no : .unknown
        case "targetEnvironment": return value == "macCatalyst" ? .no : .unknown
        case "canImport": return otherPlatformModules.contains(value) ? .no : value == "UIKit" ? .yes : .unknown
        default: return .unknown
        }
    }

    /// The token range of the branch of `if`/`guard` node `n` that never runs on the device: the `else` of an
    /// `if #available(iOS N, *)` (N ≤ 27.1) with no other condition, a `guard #available`'s `else` body, the body
    /// of an `if` with a condition false on the device (`#unavailable(iOS 16)`, `isiOSAppOnMac`); nil otherwise.
    static func deadBranch(of n: Int, in file: SwiftFile) -> Range<Int>? {
        let tree = file.syntaxTree
        // One pass over the children, without arrays: most `if`s test nothing the device decides.
        var all: Truth = .yes
        var blocks: (first: Int?, second: Int?) = (nil, nil)
        var sawCondition = false
        var c = tree.firstChild(n)
        while let k = c {
            switch tree.kind(k) {
            case .conditionElement:
                sawCondition = true
                all = all && conditionValue(k, in: file)
            case .codeBlock, .ifExpr:
                if blocks.first == nil { blocks.first = k } else if blocks.second == nil { blocks.second = k }
            default: break
            }
            c = tree.nextSibling(k)
        }
        guard sawCondition else { return nil }
        if tree.kind(n) == .guardStmt {
            return all == .yes ? blocks.first.map { tree.tokens($0) } : nil
        }
        switch all {
        case .yes: return blocks.second.map { tree.tokens($0) }
        case .no: return blocks.first.map { tree.tokens($0) }
        case .unknown: return nil
        }
    }

    /// The value of one `conditionElement` on the device: an availability check, `isiOSAppOnMac` /
    /// `isMacCatalystApp` (false), their negation; unknown otherwise.
    private static func conditionValue(_ c: Int, in file: SwiftFile) -> Truth {
        let tree = file.syntaxTree
        guard let inner = tree.firstChild(c) else { return .unknown }
        if tree.kind(inner) == .availabilityCondition { return availability(inner, in: file) }
        var e = inner
        var negated = false
        if tree.kind(e) == .prefixOperatorExpr, file.isText(tree.tokens(e).lowerBound, "!"), let x = tree.firstChild(e) {
            negated = true
            e = x
        }
        // The member's name (`SyntaxNames.memberName`: a last child that is a reference ending the access),
        // compared as bytes.
        guard tree.kind(e) == .memberAccessExpr, let name = tree.lastChild(e), tree.kind(name) == .declReferenceExpr,
              tree.end(name) == tree.end(e),
              file.isText(tree.start(name), "isiOSAppOnMac") || file.isText(tree.start(name), "isMacCatalystApp") else { return .unknown }
        return negated ? .yes : .no
    }

    /// `#available(iOS 17, *)` / `#unavailable(iOS 16)` on iOS 27.1: an iOS entry decides (a version above 27.1
    /// is unknown: a later update may run it); without one, `*` counts as available.
    private static func availability(_ a: Int, in file: SwiftFile) -> Truth {
        let tree = file.syntaxTree
        let r = tree.tokens(a)
        let unavailable = file.kind(r.lowerBound) == .poundUnavailable
        var result: Truth = unavailable ? .unknown : .yes
        var t = r.lowerBound + 2
        while t < r.upperBound - 1 {
            if file.isWord(t, "iOS") {
                let passes = version(after: t, in: file).map(isAtMostDeviceVersion) ?? false
                result = passes ? (unavailable ? .no : .yes) : .unknown
                break
            }
            t += 1
        }
        return result
    }

    /// The version written after token `t` (`17`, `16.4`, `16.1.2`) as numbers, or nil (also when a part does not
    /// fit an `Int`: such a version is no version the device has).
    static func version(after t: Int, in file: SwiftFile) -> [Int]? {
        // The tokens' bytes one after another, cut at each `.`; each part read as `Int(_:)` reads a String
        // (an optional sign, then decimal digits that fit an `Int`), without making the strings.
        var parts: [Int] = []
        var value = 0, digits = 0, negative = false, signed = false, valid = true
        func endPart() {
            if digits == 0 { valid = false }
            parts.append(value)
            value = 0; digits = 0; negative = false; signed = false
        }
        var k = t + 1
        file.source.bytes.withUnsafeBufferPointer { b in
            while k < file.count, file.kind(k) == .integerLiteral || file.kind(k) == .floatingLiteral || file.kind(k) == .period {
                for i in Int(file.tokens[k].start)..<Int(file.tokens[k].end) where valid {
                    let x = b[i]
                    if x == 0x2E { endPart(); continue }
                    if (x == 0x2B || x == 0x2D) && digits == 0 && !signed { signed = true; negative = x == 0x2D; continue }
                    guard x >= 0x30 && x <= 0x39 else { valid = false; break }
                    let d = Int(x - 0x30)
                    let (m, o1) = value.multipliedReportingOverflow(by: 10)
                    let (v, o2) = negative ? m.subtractingReportingOverflow(d) : m.addingReportingOverflow(d)
                    if o1 || o2 { valid = false; break }
                    value = v
                    digits += 1
                }
                k += 1
            }
        }
        guard valid else { return nil }
        endPart()
        return valid ? parts : nil
    }

    /// True when version `v` is at most iPhone Duo's iOS 27.1 (27.1.0: 27.1.5 is later).
    static func isAtMostDeviceVersion(_ v: [Int]) -> Bool {
        let device = [ExecutionScope.deviceVersion.0, ExecutionScope.deviceVersion.1]
        for i in 0..<max(v.count, device.count) {
            let a = i < v.count ? v[i] : 0, b = i < device.count ? device[i] : 0
            if a != b { return a < b }
        }
        return true
    }

    /// True when attribute `n` is `@available(iOS, obsoleted: N)` with N ≤ 27.1, `@available(iOS, unavailable)`
    /// or `@available(*, unavailable)`.
    static func isUnavailableOnIOS(_ n: Int, in file: SwiftFile) -> Bool {
        let tree = file.syntaxTree
        let r = tree.tokens(n)
        guard r.count > 4, file.isWord(r.lowerBound + 1, "available"), file.kind(r.lowerBound + 2) == .leftParen else { return false }
        let platform = r.lowerBound + 3
        guard file.isWord(platform, "iOS") || file.isText(platform, "*") else { return false }
        for t in (platform + 1)..<r.upperBound {
            if file.isWord(t, "unavailable") { return true }
            if file.isWord(t, "obsoleted"), file.kind(t + 1) == .colon, let v = version(after: t + 1, in: file) {
                return isAtMostDeviceVersion(v)
            }
        }
        return false
    }
}

/// Where a Swift file's code runs: the parts that never run on iPhone Duo (iOS 27.1), so that rules about the
/// app's behaviour on the device stay silent there.
///
/// Code that never runs on iPhone Duo:
/// - a `#if` clause whose condition is false on the device (`os(macOS)`, `os(watchOS)`, `os(tvOS)`,
///   `os(visionOS)`, `targetEnvironment(macCatalyst)`, `canImport(AppKit)`, `!os(iOS)`, …), and every clause
///   after one whose condition is true there (the `#else` of `#if os(iOS)`); `DEBUG` and other flags are
///   unknown, so their branches count as running;
/// - the fallback of an availability check the device passes (`if #available(iOS N, *) {} else { here }`,
///   `guard #available(iOS N, *) else { here }`, N ≤ 27.1), the body of `if #unavailable(iOS N)` (N ≤ 27.1),
///   and the body of an `if` that tests `isiOSAppOnMac` or `isMacCatalystApp`;
/// - a declaration marked `@available(iOS, obsoleted: N)` (N ≤ 27.1), `@available(iOS, unavailable)` or
///   `@available(*, unavailable)`;
/// - test code: a file that imports `XCTest` or `Testing` (or has a `@testable import`), a type that inherits
///   from `XCTestCase`, and a file in a test folder (a folder named `Tests` or ending in `Tests`);
/// - a file in a watch app's folder (a folder name with the word `Watch` followed by `App`, `Kit`,
///   `Extension`, `OS` or nothing, as `WatchApp Extension`, `Trio Watch App`) or in a folder named for another
///   platform (`macOS`, `watchOS`, `tvOS`, `visionOS`). Widget, intent and share extensions run on the
///   device and are linted.
/// Facts: DOMAIN.md (iPhone Duo runs iOS 27.1).
public struct ExecutionScope: Sendable {
    /// Why a part of a file never runs on iPhone Duo.
    public enum Reason: Sendable, Equatable {
        /// A `#if` branch the device does not compile (`#if os(macOS)`, the `#else` of `#if os(iOS)`).
        case compiledOut
        /// The fallback of an availability check iOS 27.1 passes, or code for Mac Catalyst or iOS apps on Mac.
        case fallback
        /// A declaration obsoleted or unavailable on iOS.
        case unavailable
        /// Test code (XCTest, Swift Testing, a test folder).
        case test
        /// A watch app's or another platform's folder.
        case otherPlatformFolder
    }

    /// The iOS version iPhone Duo ships with, as (major, minor).
    public static let deviceVersion = (27, 1)

    /// Why the whole file never runs on the device, or nil.
    public let fileReason: Reason?
    /// Token ranges that never run, with why, sorted by start (ranges may nest).
    public let ranges: [(tokens: Range<Int>, reason: Reason)]

    /// Why token `t` never runs on the device, or nil when it may run.
    public func reason(atToken t: Int) -> Reason? {
        if let fileReason { return fileReason }
        // Ranges are few per file; a linear scan up to the first start past `t`.
        for r in ranges {
            if r.tokens.lowerBound > t { break }
            if r.tokens.contains(t) { return r.reason }
        }
        return nil
    }

    /// The scope of `file`: one walk of its syntax tree (the `#if` clauses, `if`/`guard` statements, attributes,
    /// imports and class declarations) and a look at its path's folders.
    public init(_ file: SwiftFile) {
        let tree = file.syntaxTree
        var builder = Builder(file)
        for n in 0..<tree.count { builder.visit(n, tree.kind(n), file, tree) }
        self = builder.scope
    }

    private init(fileReason: Reason?, ranges: [(tokens: Range<Int>, reason: Reason)]) {
        self.fileReason = fileReason
        self.ranges = ranges
    }

    /// Builds a file's scope node by node, so that another walk of the tree in pre-order (the project model's)
    /// can compute it on the way.
    struct Builder {
        private var ranges: [(Range<Int>, Reason)] = []
        private var fileReason: Reason?

        /// A builder for `file` (its folders looked at).
        init(_ file: SwiftFile) { fileReason = ExecutionScope.folderReason(file.path) }

        /// Takes node `n` (of kind `kind`) into account; nodes come in pre-order.
        mutating func visit(_ n: Int, _ kind: SyntaxKind, _ file: SwiftFile, _ tree: SyntaxTree) {
            switch kind {
            case .importDecl where fileReason == nil:
                if ExecutionScope.isTestImport(file, tree, n) { fileReason = .test }
            case .ifConfigDecl:
                ranges += PlatformCondition.deadClauses(of: n, in: file).map { ($0, .compiledOut) }
            case .ifExpr, .guardStmt:
                if let dead = PlatformCondition.deadBranch(of: n, in: file) { ranges.append((dead, .fallback)) }
            case .attribute:
                if let p = tree.parent(n), tree.kind(p).isDeclaration, PlatformCondition.isUnavailableOnIOS(n, in: file) {
                    ranges.append((tree.tokens(p), .unavailable))
                }
            case .classDecl:
                var c = tree.firstChild(n)
                while let k = c {
                    if tree.kind(k) == .inheritedType, FileSummary.lastTypeName(k, file, tree) == "XCTestCase" {
                        ranges.append((tree.tokens(n), .test))
                        break
                    }
                    c = tree.nextSibling(k)
                }
            default: break
            }
        }

        /// The scope of what was visited.
        var scope: ExecutionScope {
            ExecutionScope(fileReason: fileReason,
                           ranges: ranges.sorted { $0.0.lowerBound < $1.0.lowerBound }.map { (tokens: $0.0, reason: $0.1) })
        }
    }

    /// `import XCTest`, `import Testing` or `@testable import …`.
    private static func isTestImport(_ file: SwiftFile, _ tree: SyntaxTree, _ n: Int) -> Bool {
        let r = tree.tokens(n)
        for t in r {
            if file.isWord(t, "testable") { return true }
            if file.isWord(t, "import") {
                // The module's first component (`import XCTest`, `import struct Testing.Test`).
                var m = t + 1
                while m < r.upperBound, file.kind(m) == .keyword { m += 1 }
                return m < r.upperBound && (file.isWord(m, "XCTest") || file.isWord(m, "Testing"))
            }
        }
        return false
    }

    /// The reason a file at `path` never runs on the device, from its folders (not its own name), or nil.
    public static func folderReason(_ path: String) -> Reason? {
        var bytes = Array(path.utf8)
        // The folders only: drop the file's own name.
        while let last = bytes.last, last != 0x2F { bytes.removeLast() }
        var start = 0
        for i in 0...bytes.count where i == bytes.count || bytes[i] == 0x2F {
            defer { start = i + 1 }
            guard i > start else { continue }
            let folder = bytes[start..<i]
            if folder.elementsEqual("Tests".utf8) || folder.elementsEqual("tests".utf8) || folder.reversed().starts(with: "stseT".utf8) {
                return .test
            }
            if otherPlatformFolders.contains(where: { folder.elementsEqual($0.utf8) }) { return .otherPlatformFolder }
            if isWatchFolder(folder) { return .otherPlatformFolder }
        }
        return nil
    }

    /// Folder names of other platforms' code.
    static let otherPlatformFolders = ["macOS", "watchOS", "tvOS", "visionOS", "xrOS", "MacOS", "macos"]

    /// True when folder name `b` has the word `Watch` followed by `App`, `Kit`, `Extension`, `OS`, a separator or
    /// nothing (`WatchApp Extension`, `Trio Watch App`, `WatchKit Extension`), not `Stopwatch` or `WatchlistView`.
    static func isWatchFolder(_ b: ArraySlice<UInt8>) -> Bool {
        let word = Array("Watch".utf8)
        var i = b.startIndex
        while i + word.count <= b.endIndex {
            defer { i += 1 }
            guard b[i] == 0x57, b[i..<(i + word.count)].elementsEqual(word) else { continue }
            if i > b.startIndex, b[i - 1] >= 0x41, b[i - 1] <= 0x5A { continue }  // `XWatch`: inside an upper-case word
            let rest = b[(i + word.count)...]
            guard let next = rest.first else { return true }
            if next == 0x20 || next == 0x2D || next == 0x5F { return true }
            for suffix in ["App", "Kit", "Extension", "OS"] where rest.starts(with: suffix.utf8) { return true }
        }
        return false
    }
}

extension SwiftFile {
    /// Where this file's code runs (`ExecutionScope`): computed on first use, the same afterwards (one thread
    /// per file, as for `syntaxTree`).
    public var executionScope: ExecutionScope {
        if let s = executionScopeCache { return s }
        let s = ExecutionScope(self)
        executionScopeCache = s
        return s
    }
}

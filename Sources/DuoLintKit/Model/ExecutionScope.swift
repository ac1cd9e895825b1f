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
///   `Extension`, `OS`, `Complication` or nothing, as `WatchApp Extension`, `Trio Watch App`) or in a folder
///   named for another platform (`macOS`, `watchOS`, `tvOS`, `visionOS`). Widget, intent and share extensions
///   run on the device and are linted. Folders are read below the run's folder only (`SwiftFile.projectPath`).
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
    /// The union of `ranges` as disjoint ranges sorted by start, each with the reason of the outermost range
    /// it starts with: what `reason(atToken:)` searches.
    private let disjoint: [(tokens: Range<Int>, reason: Reason)]

    /// Why token `t` never runs on the device, or nil when it may run. O(log ranges).
    public func reason(atToken t: Int) -> Reason? {
        if let fileReason { return fileReason }
        var lo = 0, hi = disjoint.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if disjoint[mid].tokens.upperBound <= t { lo = mid + 1 } else { hi = mid }
        }
        return lo < disjoint.count && disjoint[lo].tokens.contains(t) ? disjoint[lo].reason : nil
    }

    /// The scope of `file`: one walk of its syntax tree (the `#if` clauses, `if`/`guard` statements, attributes,
    /// imports and class declarations) and a look at its path's folders.
    public init(_ file: SwiftFile) {
        let tree = file.syntaxTree
        var builder = Builder(file)
        // Only the kinds `Builder.visit` reads are handed to it.
        let kinds = tree.kinds
        for n in kinds.indices {
            switch kinds[n] {
            case .importDecl, .ifConfigDecl, .ifExpr, .guardStmt, .attribute, .classDecl: builder.visit(n, kinds[n], file, tree)
            default: break
            }
        }
        self = builder.scope(of: file)
    }

    private init(fileReason: Reason?, ranges: [(tokens: Range<Int>, reason: Reason)]) {
        self.fileReason = fileReason
        self.ranges = ranges
        var disjoint: [(tokens: Range<Int>, reason: Reason)] = []
        for r in ranges where !r.tokens.isEmpty {
            if let last = disjoint.last, r.tokens.lowerBound < last.tokens.upperBound {
                if r.tokens.upperBound > last.tokens.upperBound {
                    disjoint[disjoint.count - 1].tokens = last.tokens.lowerBound..<r.tokens.upperBound
                }
            } else {
                disjoint.append(r)
            }
        }
        self.disjoint = disjoint
    }

    /// Builds a file's scope node by node, so that another walk of the tree in pre-order (the project model's)
    /// can compute it on the way.
    struct Builder {
        /// The ranges found, each with the node whose visit found it: the ranges are sorted by start, then in
        /// the order of their nodes (of the visits), whenever each was found.
        private var ranges: [(Range<Int>, Reason, node: Int)] = []
        private var fileReason: Reason?
        /// With `namesMac` given: the `if` and `guard` statements visited, in order, whose dead branch
        /// (`PlatformCondition.deadBranch`) is looked for at `scope(of:)`, and only when the file can hold a test
        /// the device decides, an availability condition or a reference to `isiOSAppOnMac`/`isMacCatalystApp`
        /// (`namesMac`): in any other file every condition's value is unknown, so no branch is dead.
        private var tests: [Int] = []
        private let defersTests: Bool
        private var testsDecided: Bool

        /// A builder for `file` (its folders looked at). `namesMac`, when given, tells whether the file spells
        /// `isiOSAppOnMac` or `isMacCatalystApp` as an identifier (`SummaryWords.mac`): the walk then also hands
        /// over its `.availabilityCondition` nodes, and the `if`/`guard` statements are judged at the end.
        init(_ file: SwiftFile, namesMac: Bool? = nil) {
            fileReason = file.projectPath.flatMap(ExecutionScope.folderReason)
            defersTests = namesMac != nil
            testsDecided = namesMac ?? true
        }

        /// Takes node `n` (of kind `kind`) into account; nodes come in pre-order.
        mutating func visit(_ n: Int, _ kind: SyntaxKind, _ file: SwiftFile, _ tree: SyntaxTree) {
            switch kind {
            case .importDecl where fileReason == nil:
                if ExecutionScope.isTestImport(file, tree, n) { fileReason = .test }
            case .ifConfigDecl:
                for dead in PlatformCondition.deadClauses(of: n, in: file) { ranges.append((dead, .compiledOut, n)) }
            case .ifExpr, .guardStmt:
                if defersTests {
                    if tests.isEmpty { tests.reserveCapacity(16) }
                    tests.append(n)
                } else if let dead = PlatformCondition.deadBranch(of: n, in: file) {
                    ranges.append((dead, .fallback, n))
                }
            case .availabilityCondition:
                testsDecided = true
            case .attribute:
                if let p = tree.parent(n), tree.kind(p).isDeclaration, PlatformCondition.isUnavailableOnIOS(n, in: file) {
                    ranges.append((tree.tokens(p), .unavailable, n))
                }
            case .classDecl:
                var c = tree.firstChild(n)
                while let k = c {
                    if tree.kind(k) == .inheritedType, FileSummary.lastTypeName(k, file, tree) == "XCTestCase" {
                        ranges.append((tree.tokens(n), .test, n))
                        break
                    }
                    c = tree.nextSibling(k)
                }
            default: break
            }
        }

        /// The scope of what was visited in `file`.
        func scope(of file: SwiftFile) -> ExecutionScope {
            var ranges = self.ranges
            if defersTests && testsDecided {
                for n in tests {
                    if let dead = PlatformCondition.deadBranch(of: n, in: file) { ranges.append((dead, .fallback, n)) }
                }
            }
            // Most files have no range: nothing to sort.
            guard !ranges.isEmpty else { return ExecutionScope(fileReason: fileReason, ranges: []) }
            // By start, then by node: the order a stable sort by start gave the ranges appended in node order.
            return ExecutionScope(fileReason: fileReason, ranges: ranges.sorted {
                $0.0.lowerBound != $1.0.lowerBound ? $0.0.lowerBound < $1.0.lowerBound : $0.node < $1.node
            }.map { (tokens: $0.0, reason: $0.1) })
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

    /// The reason a file at `path` never runs on the device, from its folders (not its own name), or nil: the
    /// first folder, from the left, that is a test folder (`Tests`, `tests`, `…Tests`) or another platform's
    /// (`otherPlatformFolders`, `isWatchFolder`).
    public static func folderReason(_ path: String) -> Reason? {
        var path = path
        return path.withUTF8(folderReason(bytes:))
    }

    /// `folderReason(_:)` of a path's UTF-8 bytes. Asked once per file of a run: each folder name is compared by
    /// its length and bytes, and looked at for `Watch` only when it holds a `W`.
    static func folderReason(bytes b: UnsafeBufferPointer<UInt8>) -> Reason? {
        // The folders only: the file's own name (after the last `/`) is not looked at.
        guard let end = b.lastIndex(of: 0x2F) else { return nil }
        var start = 0
        for i in 0...end where b[i] == 0x2F {
            defer { start = i + 1 }
            guard i > start else { continue }
            let name = UnsafeBufferPointer(rebasing: b[start..<i])
            if name.count >= 5 && equals(UnsafeBufferPointer(rebasing: name[(name.count - 5)...]), "Tests") || equals(name, "tests") {
                return .test
            }
            if otherPlatformFolderWords.contains(where: { equals(name, $0) }) { return .otherPlatformFolder }
            if name.contains(0x57), isWatchFolder(ArraySlice(name)) { return .otherPlatformFolder }
        }
        return nil
    }

    /// Folder names of other platforms' code.
    static let otherPlatformFolders = ["macOS", "watchOS", "tvOS", "visionOS", "xrOS", "MacOS", "macos"]
    /// `otherPlatformFolders` as static texts, which `folderReason(bytes:)` compares bytes with (no String walk).
    private static let otherPlatformFolderWords: [StaticString] = ["macOS", "watchOS", "tvOS", "visionOS", "xrOS", "MacOS", "macos"]

    /// True when `b` holds exactly the bytes of `word`.
    @inline(__always) private static func equals(_ b: UnsafeBufferPointer<UInt8>, _ word: StaticString) -> Bool {
        let n = word.utf8CodeUnitCount
        guard b.count == n else { return false }
        let w = word.utf8Start
        var i = 0
        while i < n && b[i] == w[i] { i += 1 }
        return i == n
    }

    /// True when folder name `b` has the word `Watch` (at the start or after a non-letter) followed by nothing, or
    /// by `App`, `Kit`, `Extension`, `OS` or `Complication` (directly or after a space, `-` or `_`):
    /// `WatchApp Extension`, `Trio Watch App`, `WatchKit Extension`, `Watch`; not `Stopwatch`, `SmartWatch`,
    /// `WatchlistView`, `Watch Party` or `Watch_History`.
    static func isWatchFolder(_ b: ArraySlice<UInt8>) -> Bool {
        let word = Array("Watch".utf8)
        func isLetter(_ c: UInt8) -> Bool { (c | 0x20) >= 0x61 && (c | 0x20) <= 0x7A }
        var i = b.startIndex
        while i + word.count <= b.endIndex {
            defer { i += 1 }
            guard b[i] == 0x57, b[i..<(i + word.count)].elementsEqual(word) else { continue }
            if i > b.startIndex, isLetter(b[i - 1]) { continue }
            var rest = b[(i + word.count)...]
            guard let next = rest.first else { return true }
            if next == 0x20 || next == 0x2D || next == 0x5F { rest = rest.dropFirst() }
            for suffix in ["App", "Kit", "Extension", "OS", "Complication"] where rest.starts(with: suffix.utf8) { return true }
        }
        return false
    }

    /// The part of `path` the folder rules read: the path below `root` (the run's folder, absolute) for an
    /// absolute path inside it, a relative path as given (`./` and `a/../` resolved); nil for a path outside
    /// `root` or above the current folder (`../x/`), whose folders are not the project's. So the folders a
    /// project sits in (`/home/runner/work/AppTests/…`) never silence it.
    public static func projectPath(_ path: String, root: String?) -> String? {
        // The common case, an ASCII path (and root) whose part below the root names no empty, `.` or `..`
        // folder, read as bytes: no Substring walk, no `root + "/"` made.
        var path = path
        let plain: String?? = path.withUTF8 { p in
            guard var root else { return plainASCIIProjectPath(p, root: nil) }
            return root.withUTF8 { plainASCIIProjectPath(p, root: $0) }
        }
        if let plain { return plain }
        return resolvedProjectPath(path, root: root)
    }

    /// `projectPath` of path bytes `p` and root bytes `root` (nil for none) when both are ASCII and the part of
    /// the path below the root needs no resolving (no empty, `.` or `..` name, no `/` at either end): `.some`
    /// of the answer (`.some(nil)` for an absolute path outside `root`); nil when the general code must answer.
    static func plainASCIIProjectPath(_ p: UnsafeBufferPointer<UInt8>, root: UnsafeBufferPointer<UInt8>?) -> String?? {
        guard PathText.isASCII(p), root.map(PathText.isASCII) ?? true else { return nil }
        var from = 0
        if p.first == 0x2F {
            guard let root, !root.isEmpty else { return .some(nil) }
            // The root and a `/` (its own last byte, or the path's next one).
            let n = root.count
            let slashed = root[n - 1] == 0x2F
            guard p.count >= (slashed ? n : n + 1) else { return .some(nil) }
            var i = 0
            while i < n && p[i] == root[i] { i += 1 }
            guard i == n, slashed || p[n] == 0x2F else { return .some(nil) }
            from = slashed ? n : n + 1
        }
        let rest = UnsafeBufferPointer(rebasing: p[from...])
        if rest.first == 0x2F || rest.last == 0x2F { return nil }
        var previous: UInt8 = 0x2F
        for x in rest {
            if (x == 0x2F || x == 0x2E) && previous == 0x2F { return nil }
            previous = x
        }
        return .some(String(decoding: rest, as: UTF8.self))
    }

    /// `projectPath` by the general reading: a root prefix cut as bytes for ASCII texts (as Swift characters
    /// otherwise), then the names split at `/` with `.` and `..` resolved.
    static func resolvedProjectPath(_ path: String, root: String?) -> String? {
        // An ASCII path (nearly every one) is cut in place; any other through `PathText`, by bytes too (a `/` byte is a
        // separator whatever combining mark follows it).
        let ascii = PathText.isASCII(path) && (root.map(PathText.isASCII) ?? true)
        var rest = Substring(path)
        if ascii ? path.utf8.first == 0x2F : PathText.hasPrefix(path, "/") {
            guard let root, !root.isEmpty else { return nil }
            let prefix = root.hasSuffix("/") ? root : root + "/"
            if ascii {
                guard path.utf8.starts(with: prefix.utf8) else { return nil }
                rest = Substring(path.utf8.dropFirst(prefix.utf8.count))
            } else {
                guard PathText.hasPrefix(path, prefix) else { return nil }
                rest = Substring(PathText.dropping(prefix.utf8.count, from: path))
            }
        }
        // A plain ASCII path (no empty, `.` or `..` name) is its own answer.
        if ascii {
            var plain = rest.utf8.first != 0x2F && rest.utf8.last != 0x2F
            var previous: UInt8 = 0x2F
            for x in rest.utf8 where plain {
                if (x == 0x2F || x == 0x2E) && previous == 0x2F { plain = false }
                previous = x
            }
            if plain { return String(rest) }
        }
        var parts: [String] = []
        for c in PathText.components(String(rest)) {
            if c == "." { continue }
            if c == ".." {
                guard !parts.isEmpty else { return nil }
                parts.removeLast()
                continue
            }
            parts.append(c)
        }
        return parts.joined(separator: "/")
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

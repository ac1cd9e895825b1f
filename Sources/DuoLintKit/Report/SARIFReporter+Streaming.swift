import Foundation

/// The `sarif` reporter, streamed: one section of results per file, written between a head and a tail made
/// at the end of the run, byte for byte as `report(_:)` writes the whole log.
///
/// The log's keys are sorted, so `artifacts` (every distinct path, numbered in order of first use) and
/// `invocations` (the input errors) come before `results`, and `tool` after them. A file's results are
/// encoded on the worker that linted it, nested as deep as in the log (so the indentation is the log's),
/// with a placeholder for each artifact index, which only the order of the files fixes; the frame fills the
/// indexes in, in file order, and at the end encodes the log around one placeholder result and keeps what
/// comes before and after it.
extension SARIFReporter {
    /// The placeholder artifact index of a section's `k`-th distinct path is `placeholderBase + k`.
    static let placeholderBase = 1 << 60

    /// One file's results (reported and suppressed findings, merged in report order) as the log's `results`
    /// elements, each indented as in the log, `,\n` between two; the artifact indexes are cut out (see
    /// `ReportSection`). Empty when the file has neither.
    ///
    /// The results are written straight into bytes (`SARIFResultWriter`, the encoder's bytes). A file with at
    /// least `deferredSectionMinimum` results gets a deferred section: its findings are held and written in
    /// 64 KiB pieces when the section is placed, so its text (about 1 KB a result) is never held whole.
    public func section(findings: [Finding], suppressed: [Finding], context: ReportContext) -> ReportSection {
        let all = resultFindings(findings, suppressed)
        guard let first = all.first else { return ReportSection("") }
        let hashes = lineHashes(first.path, lines: Set(all.map { max(1, $0.range.start.line) }))
        let writer = SARIFResultWriter(reporter: self, ruleIndex: Self.ruleIndexes(context.rules),
                                       baselineApplied: context.baselineApplied, lineHashes: hashes)
        if all.count >= deferredSectionMinimum {
            return ReportSection(deferred: DeferredText { numbers, write in
                var writer = writer
                var out: [UInt8] = []
                out.reserveCapacity(ReportSpool.chunkSize + 4096)
                var cuts: [(at: Int, path: Int)] = []
                for (i, finding) in all.enumerated() {
                    if i > 0 { out.append(contentsOf: [0x2C, 0x0A]) }
                    PrettyJSONBytes.indent(4, &out)
                    writer.write(finding, numbers: numbers, into: &out, cuts: &cuts)
                    // Whole results at a time: no escaped character is cut in two.
                    if out.count >= ReportSpool.chunkSize {
                        write(ReportJSONEncoding.escapingInvisibles(out))
                        out.removeAll(keepingCapacity: true)
                    }
                }
                if !out.isEmpty { write(ReportJSONEncoding.escapingInvisibles(out)) }
            }, paths: Self.artifactPaths(all, paths: paths))
        }
        var sectionWriter = writer
        var out: [UInt8] = []
        var cuts: [(at: Int, path: Int)] = []
        for (i, finding) in all.enumerated() {
            if i > 0 { out.append(contentsOf: [0x2C, 0x0A]) }
            PrettyJSONBytes.indent(4, &out)
            sectionWriter.write(finding, numbers: nil, into: &out, cuts: &cuts)
        }
        // Cut where the numbers go: outside strings, so escaping each piece is escaping the whole.
        var pieces: [String] = []
        pieces.reserveCapacity(cuts.count + 1)
        var from = 0
        out.withUnsafeBufferPointer { bytes in
            for cut in cuts {
                pieces.append(ReportJSONEncoding.escapingInvisibles(Array(bytes[from..<cut.at])))
                from = cut.at
            }
            pieces.append(ReportJSONEncoding.escapingInvisibles(Array(bytes[from...])))
        }
        return ReportSection(pieces: pieces, slots: cuts.map(\.path), paths: sectionWriter.artifacts.paths)
    }

    /// The distinct paths of `findings` in order of first use, as an `ArtifactTable` numbers them (by URI).
    static func artifactPaths(_ findings: [Finding], paths: RepositoryPaths) -> [String] {
        var table = ArtifactTable(repository: paths)
        var last: String?
        for finding in findings where !(last.map { $0.hasSameUTF8(as: finding.path) } ?? false) {
            _ = table.location(for: finding.path)
            last = finding.path
        }
        return table.paths
    }

    /// A new frame: the run's artifact table, filled in file order.
    public func makeFrame() -> (any ReportFrame)? { SARIFFrame(reporter: self) }

    /// The results of `findings` alone, as `section(findings:suppressed:context:)` without suppressed
    /// findings, rules (so without `ruleIndex`) or baseline, numbered as the first file of a run. Streamed
    /// runs use the sections with context instead.
    public func section(_ findings: [Finding]) -> String {
        var out = ""
        SARIFFrame(reporter: self).place(section(findings: findings, suppressed: [], context: ReportContext())) { out += $0 }
        return out
    }

    /// Not used: the frame's head comes before the results.
    public var opening: String { "" }
    /// `,` and a line break, between two files' results.
    public var separator: String { ",\n" }
    /// Not used: the frame's tail comes after the results.
    public var closing: String { "" }
    /// The log of a run without findings, rules or input errors (a streamed run without results writes
    /// `report(_:)` of its summary instead).
    public var emptyReport: String {
        report(LintRun(findings: [], inputErrors: [], rules: [], fileCount: 0, lineCount: 0, seconds: 0))
    }
}

/// One streamed SARIF run's state: the artifact table in order of first use, for the results' indexes
/// and the head's `artifacts`.
final class SARIFFrame: ReportFrame {
    private let reporter: SARIFReporter
    private var artifacts: ArtifactTable

    init(reporter: SARIFReporter) {
        self.reporter = reporter
        self.artifacts = ArtifactTable(repository: reporter.paths)
    }

    /// Writes the section with each placeholder replaced by its path's index in the run's artifacts (new
    /// paths are added in the section's order of first use).
    func place(_ section: ReportSection, _ write: (String) -> Void) {
        section.write(numbers: section.paths.map { artifacts.location(for: $0).index ?? 0 }, write)
    }

    /// The log of `run` (the input errors' paths added to the artifacts) up to and including the line
    /// break after `"results" : [`, and from the end of the last result on.
    func ends(for run: LintRun) -> (head: String, tail: String) {
        var table = artifacts
        let placeholder = SARIFResult(ruleId: "", ruleIndex: nil, level: "note", message: SARIFMessage(text: ""),
                                      locations: [], partialFingerprints: [:])
        let text = ReportJSONEncoding.encode(reporter.makeLog(run, artifacts: &table, results: [placeholder])) + "\n"
        return SARIFJSONText.cutAroundResults(text)
    }
}

/// The text work on the encoder's output that streaming needs. It relies only on what JSON guarantees: a
/// `"` inside a string is always escaped, so `"name" : ` (a key as the encoder writes it) never occurs
/// inside a string value, and a raw line break never occurs inside a string.
enum SARIFJSONText {
    /// What the encoder writes between a key and its value (`" : "` for the pretty-printed JSONEncoder).
    static let keySeparator: String = {
        let probe = Array(ReportJSONEncoding.encode(["k": 7]).utf8)
        let key = Array("\"k\"".utf8)
        guard let start = find(key, in: probe), let seven = probe[(start + key.count)...].firstIndex(of: UInt8(ascii: "7"))
        else { return " : " }
        return String(decoding: probe[(start + key.count)..<seven], as: UTF8.self)
    }()

    /// `"name"` followed by the key separator.
    static func key(_ name: String) -> [UInt8] { Array("\"\(name)\"\(keySeparator)".utf8) }

    /// `results` encoded as the elements of the log's `results` array: nested as deep as there
    /// (`{"r": [{"r": results}]}`), so each element has the log's indentation, and cut out of the two
    /// arrays (without the line breaks around them), as UTF-8.
    static func resultElements(_ results: [SARIFResult], batchSize: Int = ReportJSONEncoding.batchSize) -> [UInt8] {
        ReportJSONEncoding.inBatches(results, size: batchSize) { elements(ReportJSONEncoding.encode(["r": [["r": $0]]]), depth: 2) }
    }

    /// `items` encoded as the elements of an array that is the value of a key of the root object (the
    /// `sonarqube` report's `issues`), indented as there, without the line breaks around them.
    static func nestedElements<T: Encodable>(_ items: [T], batchSize: Int = ReportJSONEncoding.batchSize) -> String {
        String(decoding: ReportJSONEncoding.inBatches(items, size: batchSize) { elements(ReportJSONEncoding.encode(["r": $0]), depth: 1) },
               as: UTF8.self)
    }

    /// The elements of the innermost of `depth` nested wrapper arrays in the encoded `text`.
    static func elements(_ text: String, depth: Int) -> [UInt8] {
        var bytes = Array(text.utf8)
        // The first `depth` `[` open the wrapper's arrays and the last `depth` `]` close them: no text of an
        // element comes before or after them.
        var start = 0, opened = 0
        while start < bytes.count && opened < depth {
            if bytes[start] == UInt8(ascii: "[") { opened += 1 }
            start += 1
        }
        if start < bytes.count && bytes[start] == UInt8(ascii: "\n") { start += 1 }
        var end = bytes.count, closed = 0
        while end > start && closed < depth {
            end -= 1
            if bytes[end] == UInt8(ascii: "]") { closed += 1 }
        }
        while end > start && bytes[end - 1] != UInt8(ascii: "\n") { end -= 1 }
        if end > start { end -= 1 }
        bytes.removeSubrange(end..<bytes.count)
        bytes.removeSubrange(0..<start)
        return bytes
    }

    /// The UTF-8 text `bytes` cut at every artifact index (`"index" : N`, N a placeholder): the section's
    /// pieces around the numbers, each slot the placeholder's path number (`N - placeholderBase`).
    static func cutIndexes(_ bytes: [UInt8], paths: [String]) -> ReportSection {
        let pattern = key("index")
        var pieces: [String] = []
        var slots: [Int] = []
        var pieceStart = 0
        var from = 0
        while let at = find(pattern, in: bytes, from: from) {
            var digitsEnd = at + pattern.count
            var value = 0
            while digitsEnd < bytes.count, bytes[digitsEnd] >= 0x30, bytes[digitsEnd] <= 0x39, value < Int.max / 10 {
                value = value * 10 + Int(bytes[digitsEnd] - 0x30)
                digitsEnd += 1
            }
            from = digitsEnd
            let number = value - SARIFReporter.placeholderBase
            guard number >= 0 && number < paths.count else { continue }
            pieces.append(String(decoding: bytes[pieceStart..<(at + pattern.count)], as: UTF8.self))
            slots.append(number)
            pieceStart = digitsEnd
        }
        pieces.append(String(decoding: bytes[pieceStart...], as: UTF8.self))
        return ReportSection(pieces: pieces, slots: slots, paths: paths)
    }

    /// The log `text`, encoded with one result, cut around that result: the head up to and including the
    /// line break after `"results" : [`, the tail from just after the result's closing `}` (the line break,
    /// `]` and `"tool"` that follow it).
    static func cutAroundResults(_ text: String) -> (head: String, tail: String) {
        cutAroundElement(text, arrayKey: "results", nextKey: "tool")
    }

    /// `text`, encoded with one element in the array of `arrayKey`, cut around that element: the head up to
    /// and including the line break after `"ARRAYKEY" : [`, the tail from just after the element's closing
    /// `}`. `nextKey` is the key that follows the array (sorted keys).
    static func cutAroundElement(_ text: String, arrayKey: String, nextKey: String) -> (head: String, tail: String) {
        let bytes = Array(text.utf8)
        let results = key(arrayKey)
        let tool = key(nextKey)
        guard let r = find(results, in: bytes), let newline = bytes[r...].firstIndex(of: UInt8(ascii: "\n")),
              let t = find(tool, in: bytes, from: newline),
              let close = bytes[newline..<t].lastIndex(of: UInt8(ascii: "]")),
              let brace = bytes[newline..<close].lastIndex(of: UInt8(ascii: "}"))
        else { return (text, "") }
        return (String(decoding: bytes[...newline], as: UTF8.self),
                String(decoding: bytes[(brace + 1)...], as: UTF8.self))
    }

    /// The first index at or after `from` where `pattern` (not empty) starts in `bytes`.
    static func find(_ pattern: [UInt8], in bytes: [UInt8], from: Int = 0) -> Int? {
        guard let first = pattern.first, pattern.count <= bytes.count else { return nil }
        return bytes.withUnsafeBufferPointer { b -> Int? in
            pattern.withUnsafeBufferPointer { p -> Int? in
                var at = from
                let last = b.count - p.count
                while at <= last {
                    guard let hit = memchr(b.baseAddress! + at, Int32(first), last - at + 1) else { return nil }
                    at = b.baseAddress!.distance(to: hit.assumingMemoryBound(to: UInt8.self))
                    if memcmp(b.baseAddress! + at, p.baseAddress!, p.count) == 0 { return at }
                    at += 1
                }
                return nil
            }
        }
    }
}

/// Writes the SARIF log's `results` elements straight into bytes, byte for byte as `ReportJSONEncoding` has
/// `JSONEncoder` write the `SARIFResult` that `SARIFReporter.result(_:ruleIndex:occurrences:location:baselineApplied:lineHashes:)`
/// makes (before `ReportJSONEncoding.escapingInvisibles`, which the caller applies to whole results).
///
/// `JSONEncoder` boxes every value of a result and sorts each object's keys (about 170,000 instructions a
/// result, and 2.7 KB of boxes while a batch is encoded); here each key is written in its sorted place. A
/// result is an element of the log's `results` array, so its `{` is at indentation level 4 and its members at
/// level 5. One writer serves one section (one file's results): it numbers the section's paths from 0 in
/// order of first use (`artifacts`), counts each fingerprint's occurrences and reuses the last path's URI
/// and reported path from one result to the next.
struct SARIFResultWriter {
    /// The reporter whose paths and options the results follow.
    let reporter: SARIFReporter
    /// Each rule's `ruleIndex`.
    let ruleIndex: [String: Int]
    /// Whether results get a `baselineState`.
    let baselineApplied: Bool
    /// `primaryLocationLineHash` by 1-based line of the section's file, or nil when it could not be read.
    let lineHashes: [Int: String]?
    /// The section's paths, numbered from 0 in order of first use.
    private(set) var artifacts: ArtifactTable
    /// How many results so far had each rule, URI and message.
    private var occurrences: [SARIFReporter.OccurrenceKey: Int] = [:]
    /// The last path written: its bytes, artifact location (with its number in `artifacts`) and reported path.
    private var last: (path: String, location: SARIFArtifactLocation, reported: String)?

    /// A writer for one section of `reporter`'s log.
    init(reporter: SARIFReporter, ruleIndex: [String: Int], baselineApplied: Bool, lineHashes: [Int: String]?) {
        self.reporter = reporter
        self.ruleIndex = ruleIndex
        self.baselineApplied = baselineApplied
        self.lineHashes = lineHashes
        self.artifacts = ArtifactTable(repository: reporter.paths)
    }

    /// Writes `finding`'s result object, from its `{` at level 4 (without indentation before it) to its `}`.
    /// Each artifact `index` is written as `numbers[k]` for the path numbered `k` in `artifacts`; with `numbers`
    /// nil it is left out and `(out.count, k)` appended to `cuts` where it goes instead.
    mutating func write(_ finding: Finding, numbers: [Int]?, into out: inout [UInt8], cuts: inout [(at: Int, path: Int)]) {
        let (location, reported) = place(of: finding.path)
        let key = SARIFReporter.OccurrenceKey(ruleID: finding.ruleID, uri: location.uri, message: finding.message)
        let occurrence = occurrences[key, default: 0]
        occurrences[key] = occurrence + 1

        out.append(0x7B)
        var first = true
        if baselineApplied {
            PrettyJSONBytes.member("baselineState", finding.suppression == .external ? "unchanged" : "new", 5, &first, &out)
        }
        if finding.suppression == nil, let fix = finding.fix, Self.isExpressible(fix) {
            PrettyJSONBytes.member("fixes", 5, &first, &out)
            writeFix(fix, location: location, numbers: numbers, into: &out, cuts: &cuts)
        }
        PrettyJSONBytes.member("level", finding.severity.rawValue, 5, &first, &out)
        PrettyJSONBytes.member("locations", 5, &first, &out)
        var inner = true
        out.append(0x5B)
        PrettyJSONBytes.element(6, &inner, &out)
        out.append(0x7B)
        inner = true
        PrettyJSONBytes.member("physicalLocation", 7, &inner, &out)
        out.append(0x7B)
        inner = true
        PrettyJSONBytes.member("artifactLocation", 8, &inner, &out)
        writeArtifactLocation(location, level: 8, numbers: numbers, into: &out, cuts: &cuts)
        PrettyJSONBytes.member("region", 8, &inner, &out)
        let region = SARIFReporter.region(finding.range)
        writeRegion(region, level: 8, into: &out)
        PrettyJSONBytes.close(0x7D, 7, &out)
        PrettyJSONBytes.close(0x7D, 6, &out)
        PrettyJSONBytes.close(0x5D, 5, &out)

        PrettyJSONBytes.member("message", 5, &first, &out)
        writeText(finding.message, level: 5, into: &out)

        PrettyJSONBytes.member("partialFingerprints", 5, &first, &out)
        out.append(0x7B)
        inner = true
        PrettyJSONBytes.member("duolint/v1", SARIFReporter.fingerprint(finding, path: reported, occurrence: occurrence), 6, &inner, &out)
        if let hash = lineHashes?[max(1, finding.range.start.line)] {
            PrettyJSONBytes.member("primaryLocationLineHash", hash, 6, &inner, &out)
        }
        PrettyJSONBytes.close(0x7D, 5, &out)

        PrettyJSONBytes.member("ruleId", finding.ruleID, 5, &first, &out)
        if let index = ruleIndex[finding.ruleID] { PrettyJSONBytes.member("ruleIndex", index, 5, &first, &out) }
        if let suppression = finding.suppression {
            PrettyJSONBytes.member("suppressions", 5, &first, &out)
            out.append(0x5B)
            inner = true
            PrettyJSONBytes.element(6, &inner, &out)
            out.append(0x7B)
            inner = true
            switch suppression {
            case .inSource(let justification):
                if let justification { PrettyJSONBytes.member("justification", justification, 7, &inner, &out) }
                PrettyJSONBytes.member("kind", "inSource", 7, &inner, &out)
            case .external:
                PrettyJSONBytes.member("kind", "external", 7, &inner, &out)
            }
            PrettyJSONBytes.close(0x7D, 6, &out)
            PrettyJSONBytes.close(0x5D, 5, &out)
        }
        PrettyJSONBytes.close(0x7D, 4, &out)
    }

    /// The artifact location of `path` (numbered in `artifacts`) and its reported path, from the last result's
    /// when the path's bytes are the same (two spellings of one name that are equal Strings are two files).
    private mutating func place(of path: String) -> (SARIFArtifactLocation, String) {
        if let last, last.path.hasSameUTF8(as: path) { return (last.location, last.reported) }
        let location = artifacts.location(for: path)
        let reported = reporter.paths.reportedPath(path)
        last = (path, location, reported)
        return (location, reported)
    }

    /// Whether `SARIFReporter.fixes(_:location:)` writes `fix`: it has replacements and every deleted region
    /// is one SARIF can express.
    static func isExpressible(_ fix: Fix) -> Bool {
        !fix.replacements.isEmpty && fix.replacements.allSatisfy { SARIFReporter.deletedRegion($0.deletedRegion) != nil }
    }

    /// The `fixes` array of one fix (expressible) at level 5.
    private func writeFix(_ fix: Fix, location: SARIFArtifactLocation, numbers: [Int]?, into out: inout [UInt8],
                          cuts: inout [(at: Int, path: Int)]) {
        var first = true
        out.append(0x5B)
        PrettyJSONBytes.element(6, &first, &out)
        out.append(0x7B)
        var members = true
        PrettyJSONBytes.member("artifactChanges", 7, &members, &out)
        out.append(0x5B)
        first = true
        PrettyJSONBytes.element(8, &first, &out)
        out.append(0x7B)
        var change = true
        PrettyJSONBytes.member("artifactLocation", 9, &change, &out)
        writeArtifactLocation(location, level: 9, numbers: numbers, into: &out, cuts: &cuts)
        PrettyJSONBytes.member("replacements", 9, &change, &out)
        out.append(0x5B)
        var elements = true
        for replacement in fix.replacements {
            PrettyJSONBytes.element(10, &elements, &out)
            out.append(0x7B)
            var r = true
            PrettyJSONBytes.member("deletedRegion", 11, &r, &out)
            // Expressible: every region is there.
            writeRegion(SARIFReporter.deletedRegion(replacement.deletedRegion)!, level: 11, into: &out)
            if !replacement.insertedContent.isEmpty {
                PrettyJSONBytes.member("insertedContent", 11, &r, &out)
                writeText(replacement.insertedContent, level: 11, into: &out)
            }
            PrettyJSONBytes.close(0x7D, 10, &out)
        }
        PrettyJSONBytes.close(0x5D, 9, &out)
        PrettyJSONBytes.close(0x7D, 8, &out)
        PrettyJSONBytes.close(0x5D, 7, &out)
        PrettyJSONBytes.member("description", 7, &members, &out)
        writeText(fix.description, level: 7, into: &out)
        PrettyJSONBytes.close(0x7D, 6, &out)
        PrettyJSONBytes.close(0x5D, 5, &out)
    }

    /// An `artifactLocation` object whose members are at `level + 1` (`index`, `uri`, `uriBaseId`).
    private func writeArtifactLocation(_ location: SARIFArtifactLocation, level: Int, numbers: [Int]?, into out: inout [UInt8],
                                       cuts: inout [(at: Int, path: Int)]) {
        out.append(0x7B)
        var first = true
        if let index = location.index {
            PrettyJSONBytes.member("index", level + 1, &first, &out)
            if let numbers { PrettyJSONBytes.integer(numbers[index], &out) } else { cuts.append((out.count, index)) }
        }
        PrettyJSONBytes.member("uri", location.uri, level + 1, &first, &out)
        if let base = location.uriBaseId { PrettyJSONBytes.member("uriBaseId", base, level + 1, &first, &out) }
        PrettyJSONBytes.close(0x7D, level, &out)
    }

    /// A `region` object whose members are at `level + 1`, its optional members left out when nil.
    private func writeRegion(_ region: SARIFRegion, level: Int, into out: inout [UInt8]) {
        out.append(0x7B)
        var first = true
        if let v = region.byteLength { PrettyJSONBytes.member("byteLength", v, level + 1, &first, &out) }
        if let v = region.byteOffset { PrettyJSONBytes.member("byteOffset", v, level + 1, &first, &out) }
        if let v = region.endColumn { PrettyJSONBytes.member("endColumn", v, level + 1, &first, &out) }
        if let v = region.endLine { PrettyJSONBytes.member("endLine", v, level + 1, &first, &out) }
        if let v = region.startColumn { PrettyJSONBytes.member("startColumn", v, level + 1, &first, &out) }
        PrettyJSONBytes.member("startLine", region.startLine, level + 1, &first, &out)
        PrettyJSONBytes.close(0x7D, level, &out)
    }

    /// A `message` or `artifactContent` object, `{"text": text}`, whose member is at `level + 1`.
    private func writeText(_ text: String, level: Int, into out: inout [UInt8]) {
        out.append(0x7B)
        var first = true
        PrettyJSONBytes.member("text", text, level + 1, &first, &out)
        PrettyJSONBytes.close(0x7D, level, &out)
    }
}

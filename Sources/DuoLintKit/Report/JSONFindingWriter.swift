/// Writes the `json` reporter's finding objects byte for byte as `ReportJSONEncoding` has `JSONEncoder` write them
/// (pretty-printed, two-space indentation, `"key" : value`, keys sorted, `/` not escaped), straight into bytes.
///
/// `JSONEncoder` builds a tree of boxed values for every finding and sorts each object's keys: on the generated
/// corpus, with a finding every 50 lines, that was a quarter of a run's instructions (about 120,000 a finding).
/// The keys here are written in their sorted order, each string escaped as the encoder escapes it (`"`, `\`,
/// the C0 controls: `\b`, `\t`, `\n`, `\f`, `\r`, else `\u00xx`), everything else as UTF-8.
/// `ReportJSONEncoding.escapingInvisibles` then escapes what the encoder leaves raw, for both.
enum JSONFindingWriter {
    /// The objects of `findings`, each indented one level and separated by `,\n`, as
    /// `ReportJSONEncoding.arrayElements(findings, as: JSONFinding.init)` writes them before its invisible
    /// characters are escaped; nil when a finding has a fix without replacements (the encoder's form of an
    /// empty array is left to the encoder).
    static func elements(_ findings: [Finding]) -> [UInt8]? {
        if findings.contains(where: { $0.fix?.replacements.isEmpty == true }) { return nil }
        var out: [UInt8] = []
        out.reserveCapacity(findings.count * 320)
        for (i, f) in findings.enumerated() {
            if i > 0 { raw(",\n", &out) }
            write(JSONFinding(f), into: &out)
        }
        return out
    }

    /// `findings`' objects as `elements(_:)` writes them, escaped (`ReportJSONEncoding.escapingInvisibles`), handed to
    /// `write` in pieces of about 64 KiB (whole objects); nothing when a finding has a fix without replacements.
    static func write(_ findings: [Finding], _ write: (String) -> Void) {
        var out: [UInt8] = []
        out.reserveCapacity(ReportSpool.chunkSize + 4096)
        for (i, f) in findings.enumerated() {
            if i > 0 { raw(",\n", &out) }
            Self.write(JSONFinding(f), into: &out)
            if out.count >= ReportSpool.chunkSize {
                write(ReportJSONEncoding.escapingInvisibles(out))
                out.removeAll(keepingCapacity: true)
            }
        }
        if !out.isEmpty { write(ReportJSONEncoding.escapingInvisibles(out)) }
    }

    /// One finding object at indentation level 1 (its members at level 2). Each member's line break, indentation
    /// and key are one static piece (`,\n    "endLine" : `), appended at once: writing them byte group by byte
    /// group, with a `String` per number, cost about 19,000 instructions a finding.
    private static func write(_ f: JSONFinding, into out: inout [UInt8]) {
        raw("  {\n    \"column\" : ", &out)
        integer(f.column, &out)
        raw(",\n    \"endColumn\" : ", &out)
        integer(f.endColumn, &out)
        raw(",\n    \"endLine\" : ", &out)
        integer(f.endLine, &out)
        raw(",\n    \"endUtf16Column\" : ", &out)
        integer(f.endUtf16Column, &out)
        if let fix = f.fix {
            raw(",\n    \"fix\" : {\n      \"description\" : ", &out)
            string(fix.description, &out)
            raw(",\n      \"replacements\" : [\n", &out)
            for (k, r) in fix.replacements.enumerated() {
                if k > 0 { raw(",\n", &out) }
                raw("        {\n          \"column\" : ", &out)
                integer(r.column, &out)
                raw(",\n          \"endColumn\" : ", &out)
                integer(r.endColumn, &out)
                raw(",\n          \"endLine\" : ", &out)
                integer(r.endLine, &out)
                raw(",\n          \"endUtf16Column\" : ", &out)
                integer(r.endUtf16Column, &out)
                raw(",\n          \"insertedContent\" : ", &out)
                string(r.insertedContent, &out)
                raw(",\n          \"length\" : ", &out)
                integer(r.length, &out)
                raw(",\n          \"line\" : ", &out)
                integer(r.line, &out)
                raw(",\n          \"offset\" : ", &out)
                integer(r.offset, &out)
                raw(",\n          \"utf16Column\" : ", &out)
                integer(r.utf16Column, &out)
                raw("\n        }", &out)
            }
            raw("\n      ]\n    }", &out)
        }
        raw(",\n    \"line\" : ", &out)
        integer(f.line, &out)
        raw(",\n    \"message\" : ", &out)
        string(f.message, &out)
        raw(",\n    \"path\" : ", &out)
        string(f.path, &out)
        raw(",\n    \"ruleId\" : ", &out)
        string(f.ruleId, &out)
        raw(",\n    \"severity\" : ", &out)
        string(f.severity, &out)
        raw(",\n    \"utf16Column\" : ", &out)
        integer(f.utf16Column, &out)
        raw("\n  }", &out)
    }

    /// The bytes of `text`, as they are.
    @inline(__always)
    private static func raw(_ text: StaticString, _ out: inout [UInt8]) {
        text.withUTF8Buffer { out.append(contentsOf: $0) }
    }

    /// `value` in decimal (`PrettyJSONBytes.integer`).
    @inline(__always)
    private static func integer(_ value: Int, _ out: inout [UInt8]) {
        PrettyJSONBytes.integer(value, &out)
    }

    /// `text` as a JSON string the way `JSONEncoder` writes it with `.withoutEscapingSlashes` (`PrettyJSONBytes.string`).
    static func string(_ text: String, _ out: inout [UInt8]) {
        PrettyJSONBytes.string(text, &out)
    }
}

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
            if i > 0 { out += [0x2C, 0x0A] }
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
            if i > 0 { out += [0x2C, 0x0A] }
            Self.write(JSONFinding(f), into: &out)
            if out.count >= ReportSpool.chunkSize {
                write(ReportJSONEncoding.escapingInvisibles(out))
                out.removeAll(keepingCapacity: true)
            }
        }
        if !out.isEmpty { write(ReportJSONEncoding.escapingInvisibles(out)) }
    }

    /// One finding object at indentation level 1 (its members at level 2).
    private static func write(_ f: JSONFinding, into out: inout [UInt8]) {
        open(1, &out)
        member("column", f.column, 2, &out)
        member("endColumn", f.endColumn, 2, &out)
        member("endLine", f.endLine, 2, &out)
        member("endUtf16Column", f.endUtf16Column, 2, &out)
        if let fix = f.fix {
            key("fix", 2, &out)
            out += [0x7B, 0x0A]
            member("description", fix.description, 3, &out)
            key("replacements", 3, &out)
            out += [0x5B, 0x0A]
            for (k, r) in fix.replacements.enumerated() {
                if k > 0 { out += [0x2C, 0x0A] }
                open(4, &out)
                member("column", r.column, 5, &out)
                member("endColumn", r.endColumn, 5, &out)
                member("endLine", r.endLine, 5, &out)
                member("endUtf16Column", r.endUtf16Column, 5, &out)
                member("insertedContent", r.insertedContent, 5, &out)
                member("length", r.length, 5, &out)
                member("line", r.line, 5, &out)
                member("offset", r.offset, 5, &out)
                member("utf16Column", r.utf16Column, 5, &out, last: true)
                close(0x7D, 4, &out)
            }
            out.append(0x0A)
            close(0x5D, 3, &out)
            out.append(0x0A)
            close(0x7D, 2, &out)
            out += [0x2C, 0x0A]
        }
        member("line", f.line, 2, &out)
        member("message", f.message, 2, &out)
        member("path", f.path, 2, &out)
        member("ruleId", f.ruleId, 2, &out)
        member("severity", f.severity, 2, &out)
        member("utf16Column", f.utf16Column, 2, &out, last: true)
        close(0x7D, 1, &out)
    }

    private static func indent(_ level: Int, _ out: inout [UInt8]) {
        out.append(contentsOf: repeatElement(0x20, count: 2 * level))
    }

    /// `{` and a line break at `level`.
    private static func open(_ level: Int, _ out: inout [UInt8]) {
        indent(level, &out)
        out += [0x7B, 0x0A]
    }

    /// A line break was written by the last member: the closing bracket `byte` at `level`.
    private static func close(_ byte: UInt8, _ level: Int, _ out: inout [UInt8]) {
        indent(level, &out)
        out.append(byte)
    }

    /// `"name" : ` at `level`.
    private static func key(_ name: StaticString, _ level: Int, _ out: inout [UInt8]) {
        indent(level, &out)
        out.append(0x22)
        name.withUTF8Buffer { out.append(contentsOf: $0) }
        out += [0x22, 0x20, 0x3A, 0x20]
    }

    private static func member(_ name: StaticString, _ value: Int, _ level: Int, _ out: inout [UInt8], last: Bool = false) {
        key(name, level, &out)
        out.append(contentsOf: String(value).utf8)
        out += last ? [0x0A] : [0x2C, 0x0A]
    }

    private static func member(_ name: StaticString, _ value: String, _ level: Int, _ out: inout [UInt8], last: Bool = false) {
        key(name, level, &out)
        string(value, &out)
        out += last ? [0x0A] : [0x2C, 0x0A]
    }

    /// `text` as a JSON string the way `JSONEncoder` writes it with `.withoutEscapingSlashes` (`PrettyJSONBytes.string`).
    static func string(_ text: String, _ out: inout [UInt8]) {
        PrettyJSONBytes.string(text, &out)
    }
}

/// Writes a version 2 baseline's text byte for byte as `Baseline.encoded()` has `JSONEncoder` write it
/// (pretty-printed, two-space indentation, keys sorted, `/` not escaped, a final newline), in pieces.
///
/// `JSONEncoder` builds a tree of boxed values for every entry and then the whole text three times over (its
/// `Data`, a `String`, the `String` with the newline): 70,000 findings in 100 files peaked at 85 MB with
/// `--write-baseline`, 28 MB without (39 MB now). Here each entry is written straight into a buffer that is
/// handed on at about 64 KiB (`ReportSpool.chunkSize`).
enum BaselineWriter {
    /// The text of a version 2 baseline of `entries` (not empty: the encoder writes an empty array in its own
    /// way, and `Baseline.write(to:)` leaves that one to it), handed to `write` in pieces of about 64 KiB (whole
    /// entries; the last piece ends the file). Stops at the first error `write` returns and returns it; nil
    /// when every piece was written.
    static func write(_ entries: [BaselineEntry], _ write: ([UInt8]) -> SystemError?) -> SystemError? {
        var out: [UInt8] = []
        out.reserveCapacity(ReportSpool.chunkSize + 4096)
        var first = true
        out.append(0x7B)
        PrettyJSONBytes.member("findings", 1, &first, &out)
        out.append(0x5B)
        var firstEntry = true
        for e in entries {
            PrettyJSONBytes.element(2, &firstEntry, &out)
            out.append(0x7B)
            var firstMember = true
            PrettyJSONBytes.member("lineHash", e.lineHash, 3, &firstMember, &out)
            PrettyJSONBytes.member("occurrence", e.occurrence, 3, &firstMember, &out)
            PrettyJSONBytes.member("path", e.path, 3, &firstMember, &out)
            PrettyJSONBytes.member("rule", e.rule, 3, &firstMember, &out)
            PrettyJSONBytes.close(0x7D, 2, &out)
            if out.count >= ReportSpool.chunkSize {
                if let failure = write(out) { return failure }
                out.removeAll(keepingCapacity: true)
            }
        }
        PrettyJSONBytes.close(0x5D, 1, &out)
        PrettyJSONBytes.member("version", Baseline.currentVersion, 1, &first, &out)
        PrettyJSONBytes.close(0x7D, 0, &out)
        out.append(0x0A)
        return write(out)
    }
}

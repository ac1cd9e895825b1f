extension ReportSection {
    /// The UTF-8 bytes of the section's text (its pieces and appendix): what holding it costs, about.
    var textBytes: Int { pieces.reduce(appendix.utf8.count) { $0 + $1.utf8.count } }

    /// The section as bytes (`ByteRecordWriter`), for a section that waits in a temporary file
    /// (`OrderedReportWriter`). Not for a section with `deferred` text or a `deferredAppendix` (closures), which
    /// waits in memory.
    func encoded() -> [UInt8] {
        var w = ByteRecordWriter()
        w.strings(pieces)
        w.int(slots.count)
        for s in slots { w.int(s) }
        w.strings(paths)
        w.strings(facts)
        w.string(appendix)
        return w.bytes
    }

    /// The section `encoded()` gave `bytes`; nil when `bytes` is not a whole section.
    init?(bytes: [UInt8]) {
        var r = ByteRecordReader(bytes)
        let pieces = r.strings()
        let n = r.count()
        var slots: [Int] = []
        for _ in 0..<n where !r.failed { slots.append(r.int()) }
        self.init(pieces: pieces, slots: slots, paths: r.strings())
        facts = r.strings()
        appendix = r.string()
        guard r.isComplete else { return nil }
    }
}

extension Linter.FileResult {
    /// The result as bytes (`ByteRecordWriter`) while it waits for the second pass: findings, suppressed
    /// findings, input errors, lines, baseline entries and questions. Not kept: `counts` and `hidden` (set when
    /// the result is handed over), `summary` (in the `SummaryStore`) and `parsed`.
    func encoded() -> [UInt8] {
        var w = ByteRecordWriter()
        for list in [findings, suppressed] {
            w.int(list.count)
            for f in list { w.finding(f) }
        }
        w.int(errors.count)
        for e in errors {
            w.string(e.path); w.optionalInt(e.line); w.optionalInt(e.column); w.string(e.message); w.optionalInt(e.utf16Column)
        }
        w.int(lines)
        w.int(baselineEntries.count)
        for b in baselineEntries { w.string(b.path); w.string(b.rule); w.string(b.lineHash); w.int(b.occurrence) }
        w.int(queries.count)
        for q in queries { w.query(q) }
        return w.bytes
    }

    /// The result `encoded()` gave `bytes`; nil when `bytes` is not a whole result (a spill file that could not
    /// be read back).
    init?(bytes: [UInt8]) {
        var r = ByteRecordReader(bytes)
        self.init()
        var lists: [[Finding]] = []
        for _ in 0..<2 {
            let n = r.count()
            var list: [Finding] = []
            list.reserveCapacity(n)
            for _ in 0..<n where !r.failed { if let f = r.finding() { list.append(f) } }
            lists.append(list)
        }
        (findings, suppressed) = (lists[0], lists[1])
        let errorCount = r.count()
        for _ in 0..<errorCount where !r.failed {
            errors.append(InputError(path: r.string(), line: r.optionalInt(), column: r.optionalInt(), message: r.string(),
                                     utf16Column: r.optionalInt()))
        }
        lines = r.int()
        let entries = r.count()
        for _ in 0..<entries where !r.failed {
            baselineEntries.append(BaselineEntry(path: r.string(), rule: r.string(), lineHash: r.string(), occurrence: r.int()))
        }
        let questions = r.count()
        for _ in 0..<questions where !r.failed { if let q = r.query() { queries.insert(q) } }
        guard r.isComplete else { return nil }
    }
}

private extension ByteRecordWriter {
    mutating func optionalInt(_ value: Int?) {
        guard let value else { return byte(0) }
        byte(1)
        int(value)
    }

    mutating func location(_ l: SourceLocation) {
        int(l.offset); int(l.line); int(l.utf8Column); int(l.utf16Column); int(l.scalarColumn)
    }

    mutating func finding(_ f: Finding) {
        string(f.ruleID); string(f.severity.rawValue); string(f.message); string(f.path)
        location(f.range.start); location(f.range.end)
        switch f.suppression {
        case nil: byte(0)
        case .inSource(let justification)?: byte(1); string(justification)
        case .external?: byte(2)
        }
        if let fix = f.fix {
            byte(1)
            string(fix.description)
            int(fix.replacements.count)
            for r in fix.replacements { location(r.deletedRegion.start); location(r.deletedRegion.end); string(r.insertedContent) }
            int(Int(bitPattern: UInt(fix.fileHash)))
        } else {
            byte(0)
        }
    }

    mutating func query(_ q: ProjectModel.Query) {
        switch q {
        case .types(let n): byte(0); string(n)
        case .members(let n): byte(1); string(n)
        case .extensionInitializers(let n): byte(2); string(n)
        case .predicates(let n): byte(3); string(n)
        case .layoutUses(let n): byte(4); string(n)
        case .barContentUses(let n): byte(5); string(n)
        case .reinsettingModifiers(let n): byte(6); string(n)
        case .viewBodies(let n): byte(7); string(n)
        case .deploymentTargets: byte(8)
        case .conformance(let n, let c): byte(9); string(n); string(c)
        case .classes(let n): byte(10); string(n)
        }
    }
}

private extension ByteRecordReader {
    mutating func optionalInt() -> Int? { byte() == 1 && !failed ? int() : nil }

    mutating func location() -> SourceLocation {
        SourceLocation(offset: int(), line: int(), utf8Column: int(), utf16Column: int(), scalarColumn: int())
    }

    mutating func finding() -> Finding? {
        let rule = string()
        guard let severity = Severity(rawValue: string()) else { fail(); return nil }
        var f = Finding(ruleID: rule, severity: severity, message: string(), path: string(), range: SourceRange(start: location(), end: location()))
        switch byte() {
        case 0: break
        case 1: f.suppression = .inSource(justification: optionalString())
        case 2: f.suppression = .external
        default: fail(); return nil
        }
        if byte() == 1 {
            let description = string()
            let n = count()
            var replacements: [Fix.Replacement] = []
            for _ in 0..<n where !failed {
                let region = SourceRange(start: location(), end: location())
                replacements.append(Fix.Replacement(deletedRegion: region, insertedContent: string()))
            }
            f.fix = Fix(description: description, replacements: replacements, fileHash: UInt64(UInt(bitPattern: int())))
        }
        return f
    }

    mutating func query() -> ProjectModel.Query? {
        switch byte() {
        case 0: return .types(string())
        case 1: return .members(string())
        case 2: return .extensionInitializers(string())
        case 3: return .predicates(string())
        case 4: return .layoutUses(string())
        case 5: return .barContentUses(string())
        case 6: return .reinsettingModifiers(string())
        case 7: return .viewBodies(string())
        case 8: return .deploymentTargets
        case 9: return .conformance(string(), string())
        case 10: return .classes(string())
        default: fail(); return nil
        }
    }
}

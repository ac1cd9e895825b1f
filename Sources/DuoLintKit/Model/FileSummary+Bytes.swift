extension FileSummary {
    /// The summary as bytes (`ByteRecordWriter`); `init(bytes:keeping:)` reads it back.
    /// `footprint`, when known, sizes the buffer (the bytes take about a quarter of it).
    func encoded(footprint: Int = 0) -> [UInt8] {
        var w = ByteRecordWriter(reservingCapacity: footprint / 4 + 64)
        w.string(path)
        w.int(types.count)
        for t in types {
            w.string(t.name); w.byte(t.kind.rawValue); w.strings(t.inherited); w.string(t.outer); w.int(t.token); w.int(t.line)
        }
        w.int(members.count)
        for m in members {
            w.string(m.name); w.byte(m.kind.rawValue); w.string(m.owner); w.strings(m.attributes); w.string(m.type)
            w.byte(m.isStatic ? 1 : 0); w.strings(m.labels); w.int(m.token); w.int(m.line)
            if let body = m.body { w.byte(1); w.int(body.lowerBound); w.int(body.upperBound) } else { w.byte(0) }
        }
        w.int(extensionInitializers.count)
        for x in extensionInitializers {
            w.string(x.type); w.strings(x.labels); w.int(x.forwards.count)
            for f in x.forwards { w.string(f.callee); w.strings(f.labels) }
            w.int(x.token); w.int(x.line)
        }
        w.int(predicates.count)
        for p in predicates { w.string(p.name); w.byte(p.subject.rawValue); w.string(p.owner); w.int(p.token); w.int(p.line) }
        for uses in [layoutUses, barContentUses, reinsettingModifiers] {
            w.int(uses.count)
            for u in uses {
                w.string(u.name); w.string(u.context); w.int(u.token); w.int(u.line); w.string(u.owner); w.string(u.placement)
                w.byte(u.orWithHorizontalSizeClass ? 1 : 0)
            }
        }
        w.int(viewBodies.count)
        for v in viewBodies { w.string(v.type); w.byte(v.shows.rawValue); w.byte(v.isEllipsis ? 1 : 0); w.int(v.token); w.int(v.line) }
        w.int(deploymentTargets.count)
        for d in deploymentTargets {
            if let v = d.version { w.byte(1); w.int(v.major); w.int(v.minor) } else { w.byte(0) }
            w.int(d.line)
        }
        return w.bytes
    }

    /// The summary `encoded()` gave `bytes`, with only the entries `interest` keeps (all when nil), in their
    /// order; nil when `bytes` is not a whole summary (a spill file that could not be read back). `path`, when
    /// given, is the summary's path instead of the one read (the same text): the summary then shares that
    /// string's storage rather than holding a copy of its own (16,000 cut summaries held 0.8 MB of paths).
    init?(bytes: [UInt8], keeping interest: ModelInterest? = nil, path: String? = nil) {
        var r = ByteRecordReader(bytes)
        if let path {
            r.skipString()
            self.init(path: path)
        } else {
            self.init(path: r.string())
        }
        /// Reads `count()` entries; keeps those whose name `wanted` accepts (`read` reads the rest of one,
        /// `skip` passes over it).
        func entries<T>(_ wanted: NameSet?, _ read: (inout ByteRecordReader, String) -> T?,
                        skip: (inout ByteRecordReader) -> Void) -> [T] {
            let n = r.count()
            var out: [T] = []
            for _ in 0..<n where !r.failed {
                if let wanted {
                    // A name the interest's filter turns away is passed over as bytes (no `String` is made).
                    guard let name = r.string(where: { wanted.mayContain(utf8: $0) }) else { skip(&r); continue }
                    // The interest's own string, so the entries of one name share its storage.
                    guard let shared = wanted.member(name) else { skip(&r); continue }
                    if let x = read(&r, shared) { out.append(x) }
                } else {
                    let name = r.string()
                    if let x = read(&r, name) { out.append(x) }
                }
            }
            return out
        }
        types = entries(interest?.types, { r, name in
            guard let kind = TypeSummary.Kind(rawValue: r.byte()) else { r.fail(); return nil }
            return TypeSummary(kind: kind, name: name, inherited: r.strings(), outer: r.optionalString(), token: r.int(), line: r.int())
        }, skip: { r in _ = r.byte(); r.skipStrings(); r.skipOptionalString(); _ = r.int(); _ = r.int() })
        members = entries(interest?.members, { r, name in
            guard let kind = MemberSummary.Kind(rawValue: r.byte()) else { r.fail(); return nil }
            let owner = r.optionalString(), attributes = r.strings(), type = r.optionalString(), isStatic = r.byte() == 1
            let labels = r.strings(), token = r.int(), line = r.int()
            var body: Range<Int>?
            if r.byte() == 1 {
                let lower = r.int(), upper = r.int()
                guard lower <= upper else { r.fail(); return nil }
                body = lower..<upper
            }
            return MemberSummary(kind: kind, name: name, owner: owner, attributes: attributes, type: type, isStatic: isStatic,
                                 labels: labels, token: token, line: line, body: body)
        }, skip: { r in
            _ = r.byte(); r.skipOptionalString(); r.skipStrings(); r.skipOptionalString(); _ = r.byte(); r.skipStrings()
            _ = r.int(); _ = r.int()
            if r.byte() == 1 { _ = r.int(); _ = r.int() }
        })
        extensionInitializers = entries(interest?.initializers, { r, type in
            let labels = r.strings()
            let n = r.count()
            var forwards: [ForwardedCall] = []
            for _ in 0..<n where !r.failed { forwards.append(ForwardedCall(callee: r.string(), labels: r.strings())) }
            return ExtensionInitializer(type: type, labels: labels, forwards: forwards, token: r.int(), line: r.int())
        }, skip: { r in
            r.skipStrings()
            let n = r.count()
            for _ in 0..<n where !r.failed { r.skipString(); r.skipStrings() }
            _ = r.int(); _ = r.int()
        })
        predicates = entries(interest?.predicates, { r, name in
            guard let subject = PredicateSummary.Subject(rawValue: r.byte()) else { r.fail(); return nil }
            return PredicateSummary(subject: subject, name: name, owner: r.optionalString(), token: r.int(), line: r.int())
        }, skip: { r in _ = r.byte(); r.skipOptionalString(); _ = r.int(); _ = r.int() })
        func nameUses(_ wanted: NameSet?) -> [NameUse] {
            entries(wanted, { r, name in
                NameUse(name: name, context: r.string(), token: r.int(), line: r.int(), owner: r.optionalString(), placement: r.optionalString(),
                        orWithHorizontalSizeClass: r.byte() == 1)
            }, skip: { r in r.skipString(); _ = r.int(); _ = r.int(); r.skipOptionalString(); r.skipOptionalString(); _ = r.byte() })
        }
        layoutUses = nameUses(interest?.layoutUses)
        barContentUses = nameUses(interest?.barUses)
        reinsettingModifiers = nameUses(interest?.reinsetting)
        viewBodies = entries(interest?.viewBodies, { r, type in
            guard let shows = ViewBodySummary.Shows(rawValue: r.byte()) else { r.fail(); return nil }
            return ViewBodySummary(type: type, shows: shows, isEllipsis: r.byte() == 1, token: r.int(), line: r.int())
        }, skip: { r in _ = r.byte(); _ = r.byte(); _ = r.int(); _ = r.int() })
        let targets = r.count()
        let keepTargets = interest?.deploymentTargets ?? true
        for _ in 0..<targets where !r.failed {
            let version = r.byte() == 1 ? DeploymentTarget.Version(r.int(), r.int()) : nil
            let line = r.int()
            if keepTargets { deploymentTargets.append(DeploymentTarget(version: version, line: line)) }
        }
        guard r.isComplete else { return nil }
    }
}

extension FileSummary {
    /// True when the summary holds no entry of any kind (only its path).
    var isEmpty: Bool {
        types.isEmpty && members.isEmpty && extensionInitializers.isEmpty && predicates.isEmpty && layoutUses.isEmpty
            && barContentUses.isEmpty && reinsettingModifiers.isEmpty && viewBodies.isEmpty && deploymentTargets.isEmpty
    }
}

extension FileSummary {
    /// The summary with only the entries `interest` keeps, in their order (`init(bytes:keeping:)` without the
    /// bytes).
    func cut(to interest: ModelInterest) -> FileSummary {
        var s = FileSummary(path: path)
        s.types = types.filter { interest.types.contains($0.name) }
        s.members = members.filter { interest.members.contains($0.name) }
        s.extensionInitializers = extensionInitializers.filter { interest.initializers.contains($0.type) }
        s.predicates = predicates.filter { interest.predicates.contains($0.name) }
        s.layoutUses = layoutUses.filter { interest.layoutUses.contains($0.name) }
        s.barContentUses = barContentUses.filter { interest.barUses.contains($0.name) }
        s.reinsettingModifiers = reinsettingModifiers.filter { interest.reinsetting.contains($0.name) }
        s.viewBodies = viewBodies.filter { interest.viewBodies.contains($0.type) }
        if interest.deploymentTargets { s.deploymentTargets = deploymentTargets }
        return s
    }

    /// About how many bytes of memory the summary takes as it is (its lists' storage and the strings longer than
    /// the 15 bytes a `String` holds inline), counting what `compacted()` leaves: what `SummaryStore` weighs
    /// against its budget before it writes a summary as bytes instead.
    var footprint: Int {
        /// A list's storage: a 32-byte header and its elements, none when empty.
        func list<T>(_ a: [T]) -> Int { a.isEmpty ? 0 : 32 + a.count * MemoryLayout<T>.stride }
        func text(_ s: String?) -> Int { s.map { $0.utf8.count > 15 ? 32 + $0.utf8.count : 0 } ?? 0 }
        func texts(_ a: [String]) -> Int { a.reduce(list(a)) { $0 + text($1) } }
        var n = MemoryLayout<FileSummary>.stride + text(path)
        n += types.reduce(list(types)) { $0 + text($1.name) + texts($1.inherited) + text($1.outer) }
        // The members (most of a summary) read in place, a list's strings only when it has any.
        n += list(members)
        members.withUnsafeBufferPointer { ms in
            for m in ms.indices {
                n += text(ms[m].name) + text(ms[m].owner) + text(ms[m].type)
                if !ms[m].attributes.isEmpty { n += texts(ms[m].attributes) }
                if !ms[m].labels.isEmpty { n += texts(ms[m].labels) }
            }
        }
        n += extensionInitializers.reduce(list(extensionInitializers)) { r, x in
            x.forwards.reduce(r + text(x.type) + texts(x.labels) + list(x.forwards)) { $0 + text($1.callee) + texts($1.labels) }
        }
        n += predicates.reduce(list(predicates)) { $0 + text($1.name) + text($1.owner) }
        for uses in [layoutUses, barContentUses, reinsettingModifiers] {
            n += uses.reduce(list(uses)) { $0 + text($1.name) + text($1.context) + text($1.owner) + text($1.placement) }
        }
        n += viewBodies.reduce(list(viewBodies)) { $0 + text($1.type) }
        return n + list(deploymentTargets)
    }
}

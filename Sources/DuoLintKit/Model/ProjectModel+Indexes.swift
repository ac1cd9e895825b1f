import Dispatch

extension ProjectModel {
    /// The name indexes of a model: for each name, where its entries are (file, position in that file's list),
    /// in file order. The members index is as large as all the others together; for a large run it is built on
    /// a second thread beside them, since the run waits for the model between its passes.
    struct Indexes {
        var types: [String: [Slot]] = [:]
        var members: [String: [Slot]] = [:]
        var initializers: [String: [Slot]] = [:]
        var predicates: [String: [Slot]] = [:]
        var layoutUses: [String: [Slot]] = [:]
        var barUses: [String: [Slot]] = [:]
        var reinsetting: [String: [Slot]] = [:]
        var viewBodies: [String: [Slot]] = [:]
        var deploymentTargets: [Slot] = []

        /// At least this many members make the members index worth a thread of its own.
        static let parallelMembers = 20_000

        /// The indexes of `summaries` (file `i` being `summaries[i]`).
        init(_ summaries: [FileSummary]) {
            let memberCount = summaries.reduce(0) { $0 + $1.members.count }
            guard memberCount >= Self.parallelMembers else {
                members = Self.members(summaries)
                indexOthers(summaries)
                return
            }
            // Each worker writes only its own property of the box; concurrentPerform returns after both.
            final class Box: @unchecked Sendable {
                var members: [String: [Slot]] = [:]
                var others = Indexes()
            }
            let box = Box()
            DispatchQueue.concurrentPerform(iterations: 2) { part in
                if part == 0 { box.members = Self.members(summaries) } else { box.others.indexOthers(summaries) }
            }
            self = box.others
            members = box.members
        }

        /// No entries.
        private init() {}

        private static func add(_ index: inout [String: [Slot]], _ name: String, _ file: Int, _ item: Int) {
            index[name, default: []].append(Slot(file: Int32(file), item: Int32(item)))
        }

        private static func members(_ summaries: [FileSummary]) -> [String: [Slot]] {
            var index: [String: [Slot]] = [:]
            // Room for every name at once (no rehashing while it grows); names repeat, so this is an upper bound.
            index.reserveCapacity(summaries.reduce(0) { $0 + $1.members.count })
            for (i, s) in summaries.enumerated() { for (k, m) in s.members.enumerated() { add(&index, m.name, i, k) } }
            return index
        }

        private mutating func indexOthers(_ summaries: [FileSummary]) {
            for (i, s) in summaries.enumerated() {
                for (k, t) in s.types.enumerated() { Self.add(&types, t.name, i, k) }
                for (k, x) in s.extensionInitializers.enumerated() { Self.add(&initializers, x.type, i, k) }
                for (k, p) in s.predicates.enumerated() { Self.add(&predicates, p.name, i, k) }
                for (k, u) in s.layoutUses.enumerated() { Self.add(&layoutUses, u.name, i, k) }
                for (k, u) in s.barContentUses.enumerated() { Self.add(&barUses, u.name, i, k) }
                for (k, u) in s.reinsettingModifiers.enumerated() { Self.add(&reinsetting, u.name, i, k) }
                for (k, v) in s.viewBodies.enumerated() { Self.add(&viewBodies, v.type, i, k) }
                for k in s.deploymentTargets.indices { deploymentTargets.append(Slot(file: Int32(i), item: Int32(k))) }
            }
        }
    }
}

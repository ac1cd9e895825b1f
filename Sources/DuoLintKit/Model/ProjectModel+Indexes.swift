import Dispatch

extension ProjectModel {
    /// The entries of one name in one index, in file order: the first kept inline, so that a name only one entry
    /// has (most names) costs no array of its own; the others in `rest`.
    struct Slots: RandomAccessCollection {
        var first: Slot
        var rest: [Slot] = []

        /// The slots of `slots` (nil when it is empty).
        init?(_ slots: [Slot]) {
            guard let head = slots.first else { return nil }
            first = head
            rest = Array(slots.dropFirst())
        }

        /// One slot.
        init(_ slot: Slot) { first = slot }

        var startIndex: Int { 0 }
        var endIndex: Int { 1 + rest.count }
        subscript(position: Int) -> Slot { position == 0 ? first : rest[position - 1] }

        /// Adds `slot` after the others.
        mutating func append(_ slot: Slot) { rest.append(slot) }
    }

    /// The name indexes of a model: for each name, where its entries are (file, position in that file's list),
    /// in file order. The members index is as large as all the others together; for a large run it is built on
    /// a second thread beside them, since the run waits for the model between its passes.
    struct Indexes {
        var types = NameSlots()
        var members = NameSlots()
        var initializers = NameSlots()
        var predicates = NameSlots()
        var layoutUses = NameSlots()
        var barUses = NameSlots()
        var reinsetting = NameSlots()
        var viewBodies = NameSlots()
        var deploymentTargets: [Slot] = []

        /// At least this many members make the members index worth a thread of its own.
        static let parallelMembers = 20_000

        /// The indexes of `summaries` (file `i` being `summaries[i]`).
        init(_ summaries: [FileSummary]) {
            let memberCount = summaries.reduce(0) { $0 + $1.members.count }
            guard memberCount >= Self.parallelMembers else {
                members = Self.members(summaries, count: memberCount)
                indexOthers(summaries)
                return
            }
            // Each worker writes only its own property of the box; concurrentPerform returns after both.
            final class Box: @unchecked Sendable {
                var members = NameSlots()
                var others = Indexes()
            }
            let box = Box()
            DispatchQueue.concurrentPerform(iterations: 2) { part in
                if part == 0 { box.members = Self.members(summaries, count: memberCount) } else { box.others.indexOthers(summaries) }
            }
            self = box.others
            members = box.members
        }

        /// No entries.
        private init() {}

        /// Adds the entries of `list` (file `file`'s, named by `name`) to `index`. The list is read in place:
        /// copying each entry out would retain every one of its fields.
        @inline(__always)
        private static func add<T>(_ index: inout NameSlots, _ list: [T], file: Int, _ name: (T) -> String) {
            list.withUnsafeBufferPointer { entries in
                for k in entries.indices {
                    index.append(Slot(file: Int32(file), item: Int32(k)), to: name(entries[k]))
                }
            }
        }

        private static func members(_ summaries: [FileSummary], count: Int) -> NameSlots {
            // Room for every name at once (no rehashing while it grows); names repeat, so this is an upper bound.
            var index = NameSlots(minimumCapacity: count)
            for i in summaries.indices { add(&index, summaries[i].members, file: i) { $0.name } }
            return index
        }

        private mutating func indexOthers(_ summaries: [FileSummary]) {
            for i in summaries.indices {
                let s = summaries[i]
                Self.add(&types, s.types, file: i) { $0.name }
                Self.add(&initializers, s.extensionInitializers, file: i) { $0.type }
                Self.add(&predicates, s.predicates, file: i) { $0.name }
                Self.add(&layoutUses, s.layoutUses, file: i) { $0.name }
                Self.add(&barUses, s.barContentUses, file: i) { $0.name }
                Self.add(&reinsetting, s.reinsettingModifiers, file: i) { $0.name }
                Self.add(&viewBodies, s.viewBodies, file: i) { $0.type }
                for k in s.deploymentTargets.indices { deploymentTargets.append(Slot(file: Int32(i), item: Int32(k))) }
            }
        }
    }
}

extension ProjectModel {
    /// One index of the model: for each name, its `Slots`. An open-addressed table (linear probing, at most half
    /// full) keyed by the name's UTF-8 bytes hashed with `SwiftFile.hash` (seeded per process, eight bytes a
    /// step; `hash(_:)` for names beyond ASCII), a match confirmed by comparing the names as Strings: what
    /// `Dictionary<String, Slots>` did with a `Hasher` per look-up (SipHash, a dozen calls), for every entry of
    /// every summary the model indexes and every question a rule asks. A name set to nil keeps its slot, with no
    /// entries (the language server's `replaceSummary` is the only caller that removes).
    struct NameSlots {
        /// One slot: the name's hash (0 for an empty slot; a name hashing to 0 is stored as 1), the name and its
        /// entries (nil: none). All in one array, so a copy of the model (one per question a rule asks through
        /// its context) retains one buffer per index, as a `Dictionary` did.
        private struct Entry {
            var hash: UInt64
            var name: String
            var value: Slots?
        }
        private var table: [Entry]
        /// The slots in use (a name set to nil still uses its slot).
        private var used = 0

        /// An empty table with room for `minimumCapacity` names before it grows (none allocated for 0: most of
        /// a model's indexes of a small run stay empty).
        init(minimumCapacity: Int = 0) {
            guard minimumCapacity > 0 else {
                table = []
                return
            }
            var size = 8
            while size < minimumCapacity * 2 { size *= 2 }
            table = Self.emptyTable(size)
        }

        /// `size` empty slots (each written once: no value is copied into every slot).
        private static func emptyTable(_ size: Int) -> [Entry] {
            [Entry](unsafeUninitializedCapacity: size) { buffer, initialized in
                for i in 0..<size { (buffer.baseAddress! + i).initialize(to: Entry(hash: 0, name: "", value: nil)) }
                initialized = size
            }
        }

        /// The hash of `name` as the table stores it (never 0). Names that are equal as Strings (canonically
        /// equivalent: `café` precomposed or not, `K` and the Kelvin sign) hash alike, as a `Dictionary` key's do:
        /// an ASCII name by its bytes, any other by `nonASCIIHash`.
        @inline(__always) static func hash(_ name: String) -> UInt64 {
            let h = name.utf8.withContiguousStorageIfAvailable { b -> UInt64 in
                isASCII(b) ? SwiftFile.hash(b, 0, b.count) : nonASCIIHash(name)
            } ?? nonASCIIHash(name)
            return h == 0 ? 1 : h
        }

        /// True when every byte of `b` is ASCII (eight at a time).
        @inline(__always) private static func isASCII(_ b: UnsafeBufferPointer<UInt8>) -> Bool {
            guard let base = b.baseAddress else { return true }
            let raw = UnsafeRawPointer(base)
            var high: UInt64 = 0
            var i = 0
            while i + 8 <= b.count {
                high |= raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)
                i += 8
            }
            while i < b.count {
                high |= UInt64(b[i])
                i += 1
            }
            return high & 0x8080_8080_8080_8080 == 0
        }

        /// The hash of a name with a non-ASCII byte. A String equals an ASCII one only when each of its scalars is
        /// ASCII or one of the three whose canonical decomposition is an ASCII character (U+037E `;`, U+1FEF `` ` ``,
        /// U+212A `K`): such a name hashes as that ASCII text; any other by its `hashValue` (Swift's, which
        /// canonical equivalence keeps), so it meets only names equal to it or colliding.
        static func nonASCIIHash(_ name: String) -> UInt64 {
            var bytes: [UInt8] = []
            for u in name.unicodeScalars {
                switch u.value {
                case 0..<0x80: bytes.append(UInt8(u.value))
                case 0x037E: bytes.append(0x3B)
                case 0x1FEF: bytes.append(0x60)
                case 0x212A: bytes.append(0x4B)
                default: return UInt64(bitPattern: Int64(name.hashValue))
                }
            }
            return bytes.withUnsafeBufferPointer { SwiftFile.hash($0, 0, $0.count) }
        }

        /// The slot of `name` (hash `h`): where it is, or the empty slot where it would go (`found` false).
        @inline(__always) private func slot(_ name: String, _ h: UInt64) -> (slot: Int, found: Bool) {
            table.withUnsafeBufferPointer { t in
                guard !t.isEmpty else { return (0, false) }
                let mask = t.count - 1
                var s = Int(truncatingIfNeeded: h) & mask
                while t[s].hash != 0 {
                    if t[s].hash == h && t[s].name == name { return (s, true) }
                    s = (s + 1) & mask
                }
                return (s, false)
            }
        }

        /// The entries of `name`, nil when it has none; setting nil removes them.
        subscript(name: String) -> Slots? {
            get {
                let (s, found) = slot(name, Self.hash(name))
                return found ? table[s].value : nil
            }
            set {
                let h = Self.hash(name)
                let (s, found) = slot(name, h)
                if found {
                    table[s].value = newValue
                } else if let newValue {
                    insert(name, h, newValue, at: s)
                }
            }
        }

        /// Adds `slot` after the entries of `name` (one look-up of the name).
        mutating func append(_ slot: Slot, to name: String) {
            let h = Self.hash(name)
            let (s, found) = self.slot(name, h)
            if !found {
                insert(name, h, Slots(slot), at: s)
            } else if table[s].value == nil {
                table[s].value = Slots(slot)
            } else {
                table[s].value!.append(slot)
            }
        }

        /// Puts `name` (hash `h`, not in the table) with `value` in empty slot `s`, growing the table first when
        /// it would be more than half full.
        private mutating func insert(_ name: String, _ h: UInt64, _ value: Slots, at s: Int) {
            var s = s
            if (used + 1) * 2 > table.count {
                grow()
                s = slot(name, h).slot
            }
            table[s] = Entry(hash: h, name: name, value: value)
            used += 1
        }

        /// Doubles the table, placing every used slot again (the names and entries are moved, not copied).
        private mutating func grow() {
            let size = max(8, table.count * 2), mask = size - 1
            var grown = Self.emptyTable(size)
            for old in table.indices where table[old].hash != 0 {
                var s = Int(truncatingIfNeeded: table[old].hash) & mask
                while grown[s].hash != 0 { s = (s + 1) & mask }
                swap(&grown[s], &table[old])
            }
            table = grown
        }
    }
}

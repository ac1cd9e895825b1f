/// Numbers distinct strings in the order first seen (ids of a layout, interactive ids of a screen).
///
/// Equality is `String`'s (canonical equivalence), as with a `Set<String>`. While there are few strings they are
/// compared one by one: comparing a handful of short ids costs less than hashing one. Past `linearLimit` a
/// dictionary takes over, so a huge layout stays linear.
struct StringNumbering {
    /// The strings in the order added; a string's number is its index here.
    private(set) var strings: [String] = []
    private var numbers: [String: Int]?
    /// Most strings searched one by one before the dictionary is built.
    static let linearLimit = 16

    /// The number of `s`, if it was added.
    func number(of s: String) -> Int? {
        if let numbers { return numbers[s] }
        return strings.firstIndex(of: s)
    }

    /// Adds `s` unless an equal string is there; its number, and whether it was new.
    @discardableResult
    mutating func insert(_ s: String) -> (number: Int, inserted: Bool) {
        if let n = number(of: s) { return (n, false) }
        let n = strings.count
        strings.append(s)
        if numbers != nil {
            numbers![s] = n
        } else if strings.count > StringNumbering.linearLimit {
            var all: [String: Int] = [:]
            all.reserveCapacity(strings.count * 2)
            for (k, string) in strings.enumerated() { all[string] = k }
            numbers = all
        }
        return (n, true)
    }
}

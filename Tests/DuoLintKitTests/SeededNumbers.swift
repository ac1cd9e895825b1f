/// Numbers from a fixed seed (a 64-bit linear congruential generator, Knuth's MMIX constants; its high bits), so
/// a generated test makes the same inputs on every run and a failure reproduces.
struct SeededNumbers {
    private var state: UInt64

    /// The sequence that starts from `seed`.
    init(seed: UInt64) { state = seed }

    /// The next number, in `0 ..< bound` (`bound` > 0).
    mutating func next(_ bound: Int) -> Int {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return Int((state >> 33) % UInt64(bound))
    }
}

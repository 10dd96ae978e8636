import Foundation

/// SplitMix64: a small, fast, seedable generator; the same seed gives the same case on
/// every machine.
struct Random {
    private var state: UInt64

    init(seed: UInt64) { state = seed &* 0x9E37_79B9_7F4A_7C15 ^ 0xD1B5_4A32_D192_ED03 }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A uniform Double in [0, 1).
    mutating func unit() -> Double { Double(next() >> 11) / Double(UInt64(1) << 53) }

    /// A uniform integer in `range`.
    mutating func int(_ range: ClosedRange<Int>) -> Int {
        let width = UInt64(bitPattern: Int64(range.upperBound &- range.lowerBound)) &+ 1
        if width == 0 { return Int(bitPattern: UInt(next())) }
        return range.lowerBound &+ Int(bitPattern: UInt(next() % width))
    }

    mutating func chance(_ p: Double) -> Bool { unit() < p }

    mutating func pick<T>(_ values: [T]) -> T { values[int(0...(values.count - 1))] }

    /// The values that break arithmetic: NaN, infinities, signed zeros, extremes,
    /// denormals, and powers of ten far beyond any canvas.
    static let hostile: [Double] = [
        .nan, .infinity, -.infinity, 0, -0.0, .greatestFiniteMagnitude, -.greatestFiniteMagnitude,
        .leastNonzeroMagnitude, -.leastNonzeroMagnitude, .leastNormalMagnitude, 1e300, -1e300, 1e20, -1e20,
        1e9, -1e9, 4.9e68, 8_388_608, 2_147_483_648, 9.3e18, -9.3e18, 1e-145, 1e-9, -1,
    ]

    /// A number: hostile one time in three, otherwise ordinary (-200...200) or
    /// log-uniform over 1e-6...1e12 with a random sign.
    mutating func number() -> Double {
        switch int(0...5) {
        case 0, 1: return pick(Random.hostile)
        case 2: return (unit() - 0.5) * 400
        case 3: return (chance(0.5) ? 1 : -1) * pow(10, unit() * 18 - 6)
        default: return unit() * 100
        }
    }

    /// A number that is ordinary most of the time (for values that set up a case).
    mutating func mild() -> Double { chance(0.15) ? number() : unit() * 60 }

    /// An integer: hostile (extremes, zero, negatives) one time in three, else small.
    mutating func count(_ typical: ClosedRange<Int>) -> Int {
        chance(0.3) ? pick([Int.min, Int.max, -1, 0, Int(Int32.max), 1_000_000_000, 10_000_001]) : int(typical)
    }
}

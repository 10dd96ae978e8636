import Foundation

/// Options that configure how effects apply to symbol-based images (Apple's
/// `SymbolEffectOptions`): repetition and speed, chainable as in SwiftUI
/// (`.repeat(3).speed(2)`, `.repeating`, `.nonRepeating`, `.repeat(.periodic(2, delay: 1))`).
///
/// Apple: "Very large or small values may be clamped". Cairn clamps a speed to 0.1...10
/// (a NaN, infinite, zero or negative speed is 1) and a repeat count to 1...10,000 (zero or
/// negative: 1), and a delay to 0...60 seconds (NaN or negative: the default): Cairn's
/// bounds, so an effect always ends or repeats at a finite, visible pace.
public struct SymbolEffectOptions: Hashable, Sendable {
    /// How an effect repeats (Apple's `SymbolEffectOptions.RepeatBehavior`, iOS 18).
    public struct RepeatBehavior: Hashable, Sendable {
        /// Plays (nil: indefinitely).
        package var count: Int?
        /// Seconds between plays (nil: the effect's default).
        package var delay: Double?
        /// Continuous rather than periodic.
        package var isContinuous: Bool

        /// Repeat indefinitely using continuous animations where available ("an intro, a body
        /// that runs as long as the effect is enabled, and an outro"; Cairn plays the periodic
        /// animation without pauses between plays).
        public static var continuous: RepeatBehavior { RepeatBehavior(count: nil, delay: 0, isContinuous: true) }
        /// Repeat indefinitely using periodic animations ("play the effect at regular intervals
        /// starting and stopping each time").
        public static var periodic: RepeatBehavior { RepeatBehavior(count: nil, delay: nil, isContinuous: false) }
        /// Play `count` times (nil: indefinitely), `delay` seconds apart (nil: the default).
        public static func periodic(_ count: Int? = nil, delay: Double? = nil) -> RepeatBehavior {
            RepeatBehavior(count: count.map(SymbolEffectOptions.clampedCount), delay: delay.flatMap(SymbolEffectOptions.clampedDelay),
                           isContinuous: false)
        }
    }

    /// nil: the effect's default (once for a discrete trigger, indefinitely while active).
    package var repetition: RepeatBehavior?
    /// The speed multiplier (1 by default).
    package var speedMultiplier: Double = 1

    package init(repetition: RepeatBehavior? = nil, speedMultiplier: Double = 1) {
        self.repetition = repetition
        self.speedMultiplier = speedMultiplier
    }

    /// The default set of effect options.
    public static var `default`: SymbolEffectOptions { SymbolEffectOptions() }
    /// A default set of effect options that prefers to repeat indefinitely.
    public static var repeating: SymbolEffectOptions { SymbolEffectOptions().repeating }
    /// A default set of effect options that prefers to not repeat.
    public static var nonRepeating: SymbolEffectOptions { SymbolEffectOptions().nonRepeating }
    /// A default set of effect options with a preferred repeat count (nil: the default).
    public static func `repeat`(_ count: Int?) -> SymbolEffectOptions { SymbolEffectOptions().repeat(count) }
    /// A default set of effect options with a preferred repeat behavior.
    public static func `repeat`(_ behavior: RepeatBehavior) -> SymbolEffectOptions { SymbolEffectOptions().repeat(behavior) }
    /// A default set of effect options with a preferred speed multiplier.
    public static func speed(_ speed: Double) -> SymbolEffectOptions { SymbolEffectOptions().speed(speed) }

    /// These options, preferring to repeat indefinitely.
    public var repeating: SymbolEffectOptions { with { $0.repetition = .periodic } }
    /// These options, preferring not to repeat.
    public var nonRepeating: SymbolEffectOptions { with { $0.repetition = RepeatBehavior(count: 1, delay: nil, isContinuous: false) } }
    /// These options with a preferred repeat count (nil: the default).
    public func `repeat`(_ count: Int?) -> SymbolEffectOptions {
        with { options in
            options.repetition = count.map { n in RepeatBehavior(count: Self.clampedCount(n), delay: nil, isContinuous: false) }
        }
    }
    /// These options with a preferred repeat behavior.
    public func `repeat`(_ behavior: RepeatBehavior) -> SymbolEffectOptions { with { $0.repetition = behavior } }
    /// These options with a preferred speed multiplier (1 is the default; clamped to 0.1...10).
    public func speed(_ speed: Double) -> SymbolEffectOptions { with { $0.speedMultiplier = Self.clampedSpeed(speed) } }

    private func with(_ change: (inout SymbolEffectOptions) -> Void) -> SymbolEffectOptions {
        var copy = self
        change(&copy)
        return copy
    }

    /// A speed in 0.1...10; NaN, infinite, zero or negative: 1.
    package static func clampedSpeed(_ s: Double) -> Double {
        guard s.isFinite, s > 0 else { return 1 }
        return min(max(s, 0.1), 10)
    }

    /// A count in 1...10,000.
    package static func clampedCount(_ n: Int) -> Int { min(max(n, 1), 10_000) }

    /// A delay in 0...60 seconds; NaN or negative: nil (the default).
    package static func clampedDelay(_ d: Double) -> Double? {
        guard !d.isNaN, d >= 0 else { return nil }
        return min(d, 60)
    }
}

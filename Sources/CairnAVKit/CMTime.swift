import Foundation

/// A time as a rational number of seconds (Core Media's `CMTime`): `value / timescale`.
public struct CMTime: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The numerator.
    public var value: Int64
    /// The denominator: units per second.
    public var timescale: Int32
    /// Validity and infinities (Core Media's `CMTimeFlags`).
    public var flags: Flags
    /// The epoch (always 0 here).
    public var epoch: Int64 = 0

    /// Core Media's `CMTimeFlags`.
    public struct Flags: OptionSet, Hashable, Sendable {
        /// The raw bits.
        public let rawValue: UInt32
        /// Flags with `rawValue`'s bits.
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// The time is valid.
        public static let valid = Flags(rawValue: 1)
        /// The time was rounded.
        public static let hasBeenRounded = Flags(rawValue: 2)
        /// Plus infinity.
        public static let positiveInfinity = Flags(rawValue: 4)
        /// Minus infinity.
        public static let negativeInfinity = Flags(rawValue: 8)
        /// Not known (a live stream's duration).
        public static let indefinite = Flags(rawValue: 16)
    }

    /// `value / timescale` seconds (a timescale of 0 or less gives an invalid time).
    public init(value: Int64, timescale: Int32) {
        self.value = value
        self.timescale = timescale
        flags = timescale > 0 ? .valid : []
    }

    /// `seconds` rounded to `preferredTimescale` units (NaN gives an invalid time, infinities
    /// the infinite times, as Core Media's `CMTimeMakeWithSeconds`).
    public init(seconds: Double, preferredTimescale: Int32) {
        if seconds.isNaN || preferredTimescale <= 0 {
            self = .invalid
        } else if seconds == .infinity {
            self = .positiveInfinity
        } else if seconds == -.infinity {
            self = .negativeInfinity
        } else {
            let units = (seconds * Double(preferredTimescale)).rounded()
            self.init(value: Int64(exactly: units) ?? (units > 0 ? .max : .min), timescale: preferredTimescale)
        }
    }

    private init(flags: Flags) {
        value = 0
        timescale = 0
        self.flags = flags
    }

    /// Zero seconds.
    public static let zero = CMTime(value: 0, timescale: 1)
    /// An invalid time.
    public static let invalid = CMTime(flags: [])
    /// A time not known.
    public static let indefinite = CMTime(flags: [.valid, .indefinite])
    /// Plus infinity.
    public static let positiveInfinity = CMTime(flags: [.valid, .positiveInfinity])
    /// Minus infinity.
    public static let negativeInfinity = CMTime(flags: [.valid, .negativeInfinity])

    /// Whether the time is valid.
    public var isValid: Bool { flags.contains(.valid) }
    /// Whether the time is not known.
    public var isIndefinite: Bool { flags.contains(.indefinite) }
    /// Whether the time is finite and valid.
    public var isNumeric: Bool { isValid && flags.isDisjoint(with: [.indefinite, .positiveInfinity, .negativeInfinity]) }

    /// The time in seconds (NaN when invalid or indefinite, ±infinity for the infinities).
    public var seconds: Double {
        if flags.contains(.positiveInfinity) { return .infinity }
        if flags.contains(.negativeInfinity) { return -.infinity }
        guard isNumeric, timescale > 0 else { return .nan }
        return Double(value) / Double(timescale)
    }

    /// `CMTime(value: 1, timescale: 600)` written as Core Media's `CMTimeShow` does: `{1/600 = 0.002}`.
    public var description: String {
        isNumeric ? "{\(value)/\(timescale) = \(String(format: "%.3f", seconds))}" : (isIndefinite ? "{INDEFINITE}" : (isValid ? "{INFINITY}" : "{INVALID}"))
    }

    /// Orders by seconds; invalid times are equal to each other and after every valid one.
    public static func < (a: CMTime, b: CMTime) -> Bool {
        let x = a.seconds, y = b.seconds
        if x.isNaN { return false }
        if y.isNaN { return true }
        return x < y
    }

    /// The sum, at the finer of the two timescales.
    public static func + (a: CMTime, b: CMTime) -> CMTime {
        guard a.isNumeric, b.isNumeric else { return a.isNumeric ? b : a }
        return CMTime(seconds: a.seconds + b.seconds, preferredTimescale: max(a.timescale, b.timescale))
    }

    /// The difference, at the finer of the two timescales.
    public static func - (a: CMTime, b: CMTime) -> CMTime {
        guard a.isNumeric, b.isNumeric else { return a.isNumeric ? b : a }
        return CMTime(seconds: a.seconds - b.seconds, preferredTimescale: max(a.timescale, b.timescale))
    }
}

/// `CMTime(value: value, timescale: timescale)` (Core Media's C function).
public func CMTimeMake(value: Int64, timescale: Int32) -> CMTime { CMTime(value: value, timescale: timescale) }
/// `CMTime(seconds:preferredTimescale:)` (Core Media's C function).
public func CMTimeMakeWithSeconds(_ seconds: Float64, preferredTimescale: Int32) -> CMTime {
    CMTime(seconds: seconds, preferredTimescale: preferredTimescale)
}
/// `time.seconds` (Core Media's C function).
public func CMTimeGetSeconds(_ time: CMTime) -> Float64 { time.seconds }

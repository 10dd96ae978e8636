import Foundation

/// Integer conversions of floating-point values that never trap.
///
/// `Int(x)` traps when `x` is NaN, infinite or outside the integer's range; every conversion
/// of a value that came from user input goes through these instead.
extension FixedWidthInteger {
    /// `value` rounded with `rule` and clamped to the type's range; NaN gives 0.
    package init(saturating value: Double, rounding rule: FloatingPointRoundingRule = .towardZero) {
        guard !value.isNaN else {
            self = 0
            return
        }
        let r = value.rounded(rule)
        if r <= Double(Self.min) {
            self = .min
        } else if r >= Double(Self.max) {
            // Double(Int64.max) rounds up to 2⁶³, so `>=` catches every value out of range.
            self = .max
        } else {
            self = Self(r)
        }
    }

    /// `value` rounded with `rule` and clamped to the type's range; NaN gives 0.
    package init(saturating value: CGFloat, rounding rule: FloatingPointRoundingRule = .towardZero) {
        self.init(saturating: Double(value), rounding: rule)
    }
}

extension Double {
    /// This value clamped to `range`, with NaN replaced by `fallback`.
    package func clamped(to range: ClosedRange<Double>, nan fallback: Double) -> Double {
        isNaN ? fallback : Swift.min(Swift.max(self, range.lowerBound), range.upperBound)
    }
}

extension CGFloat {
    /// This value clamped to `range`, with NaN replaced by `fallback`.
    package func clamped(to range: ClosedRange<CGFloat>, nan fallback: CGFloat) -> CGFloat {
        isNaN ? fallback : Swift.min(Swift.max(self, range.lowerBound), range.upperBound)
    }
}

import CairnGeometry
import Foundation

/// Frame durations in the units each format stores.
enum FrameTiming {
    /// GIF delays in hundredths of a second, accumulated so the total stays exact.
    ///
    /// Frame `i` starts at `floor(100 · (i − first) / fps)` centiseconds; each kept frame
    /// lasts until the next kept frame starts (the last one until the range ends). At
    /// 30 fps: 3, 3, 4, 3, 3, 4…, exactly 100 per 30 frames.
    ///
    /// - Parameters:
    ///   - frames: the kept frame indices, increasing.
    ///   - range: the frames of the animation range (the last kept frame lasts to its end).
    static func gifDelays(frames: [Int], range: Range<Int>, framesPerSecond: Double) -> [Int] {
        func start(_ frame: Int) -> Int {
            // The epsilon absorbs binary rounding (3 / 30 · 100 = 9.999…).
            Int(saturating: Double(frame - range.lowerBound) * 100 / framesPerSecond + 1e-9, rounding: .down)
        }
        return frames.enumerated().map { position, frame in
            let next = position + 1 < frames.count ? frames[position + 1] : range.upperBound
            return min(max(start(next).subtractingReportingOverflow(start(frame)).partialValue, 0), 65535)
        }
    }

    /// `1 / fps` as a fraction `numerator / denominator` with both in 1...65535 (APNG's
    /// fcTL fields): exact for integer rates (30 → 1/30) and NTSC rates (29.97 → 100/2997),
    /// otherwise the closest continued-fraction convergent.
    static func apngDelay(framesPerSecond: Double) -> (numerator: UInt16, denominator: UInt16) {
        let (p, q) = rational(1 / framesPerSecond, limit: 65535)
        return (UInt16(max(p, 1)), UInt16(max(q, 1)))
    }

    /// `fps` as `numerator/denominator` for ffmpeg's `-r` (30 → "30/1", 29.97 → "2997/100").
    static func ffmpegRate(framesPerSecond: Double) -> String {
        let (p, q) = rational(framesPerSecond, limit: 1_000_000)
        return "\(max(p, 1))/\(max(q, 1))"
    }

    /// The best rational approximation `p/q` of `x > 0` with `p, q ≤ limit`, by continued
    /// fractions (the last convergent within the limit).
    static func rational(_ x: Double, limit: Int) -> (Int, Int) {
        guard x.isFinite, x > 0 else { return (0, 1) }
        if x >= Double(limit) { return (limit, 1) }
        var (p0, q0, p1, q1) = (0, 1, 1, 0)
        var value = x
        for _ in 0..<64 {
            let a = value.rounded(.down)
            guard a < Double(limit) else { break }
            let ai = Int(a)
            let (p2, q2) = (ai * p1 + p0, ai * q1 + q0)
            guard p2 <= limit, q2 <= limit else { break }
            (p0, q0, p1, q1) = (p1, q1, p2, q2)
            let fraction = value - a
            // Stop when the convergent is exact to double precision.
            if fraction < 1e-9 || abs(Double(p1) / Double(q1) - x) <= 1e-12 * x { break }
            value = 1 / fraction
        }
        return q1 == 0 ? (limit, 1) : (p1, q1)
    }
}

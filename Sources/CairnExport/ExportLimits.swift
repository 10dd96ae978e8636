import CairnCairo
import CairnGeometry
import Foundation

/// The ranges every export argument must lie in, checked before any work starts (the
/// frame list, the first frame, the output file): outside them an export throws
/// `ExportError.invalidOption` naming the option and its range.
///
/// The limits keep work and memory bounded: a frame count of a billion would allocate
/// gigabytes of frame indices before the first frame, a scale of 236 needs 4 GB per frame.
public enum ExportLimits {
    /// Frames per second: at most one frame per 1,000 seconds, at most 1,000 per second.
    public static let framesPerSecond: ClosedRange<Double> = 0.001...1000
    /// The most frames an animation may have (a day at 60 fps is 5,184,000).
    public static let maximumFrameCount = 10_000_000
    /// Worker threads: 1 (serial) to 1,024.
    public static let concurrency: ClosedRange<Int> = 1...1024
    /// The most memory one frame's pixels may take: 1 GiB (16,384 × 16,384 RGBA pixels).
    public static let maximumBytesPerFrame = 1 << 30
    /// The most pixel memory all frames in flight may take together, 2 GiB: a large frame
    /// lowers the concurrency (the output is the same at any concurrency).
    public static let maximumBytesInFlight = 2 << 30
    /// The most samples an animated SVG may hold (duration × frame rate; each is a layout).
    public static let maximumKeyframes = 10_000

    /// Throws unless `framesPerSecond` is in `framesPerSecond` (`invalidFrameRate` when it is
    /// not a positive finite number at all).
    static func check(framesPerSecond fps: Double) throws {
        guard fps.isFinite, fps > 0 else { throw ExportError.invalidFrameRate(fps) }
        guard framesPerSecond.contains(fps) else {
            throw ExportError.invalidOption(
                name: "framesPerSecond", reason: "\(fps) is outside \(framesPerSecond.lowerBound)...\(Int(framesPerSecond.upperBound))")
        }
    }

    /// Throws unless `frameCount` is in 1...maximumFrameCount.
    static func check(frameCount: Int) throws {
        guard frameCount > 0 else { throw ExportError.invalidFrameCount(frameCount) }
        guard frameCount <= maximumFrameCount else {
            throw ExportError.invalidOption(name: "frameCount", reason: "\(frameCount) is outside 1...\(maximumFrameCount)")
        }
    }

    /// Throws unless an animation of `duration` seconds at `fps` has at most
    /// `maximumFrameCount` frames.
    public static func check(duration: Double, framesPerSecond fps: Double) throws {
        try check(framesPerSecond: fps)
        guard duration.isFinite, duration >= 0, duration * fps <= Double(maximumFrameCount) else {
            throw ExportError.invalidOption(
                name: "duration",
                reason: "\(duration) s at \(fps) fps is outside 0...\(Double(maximumFrameCount) / fps) s (at most \(maximumFrameCount) frames)")
        }
    }

    /// Throws unless the scale is a positive finite number whose frames take at most
    /// `maximumBytesPerFrame`; returns the bytes of one frame.
    static func check(scale: CGFloat, size: CGSize) throws -> Int {
        let s = Double(scale)
        guard s.isFinite, s > 0 else {
            throw ExportError.invalidOption(name: "scale", reason: "\(s) is not a finite number greater than 0")
        }
        let w = Double(size.width), h = Double(size.height)
        guard w.isFinite, h.isFinite, w > 0, h > 0 else { return 0 }  // FrameRenderer reports the size
        let pixels = (w * s).rounded(.up) * (h * s).rounded(.up)
        let bytes = pixels * 4
        guard bytes <= Double(maximumBytesPerFrame) else {
            let pw = Int(saturating: (w * s).rounded(.up)), ph = Int(saturating: (h * s).rounded(.up))
            throw ExportError.invalidOption(
                name: "scale",
                reason: "at \(s) a frame is \(pw) × \(ph) pixels, \(Int(saturating: bytes / 1_048_576)) MiB; at most "
                    + "\(maximumBytesPerFrame / 1_048_576) MiB per frame (a scale up to \(maximumScale(for: size)) for this size)")
        }
        return Int(bytes)
    }

    /// The largest scale whose frames of `size` fit in `maximumBytesPerFrame`, to 2 decimals.
    static func maximumScale(for size: CGSize) -> Double {
        let w = Double(size.width), h = Double(size.height)
        let estimate = (Double(maximumBytesPerFrame / 4) / (w * h)).squareRoot()
        // Sides round up to whole pixels: the largest number of hundredths that fits, by
        // bisection (a frame only grows with the scale), so bounded work for any size.
        func fits(_ hundredths: Int) -> Bool {
            let s = Double(hundredths) / 100
            return (w * s).rounded(.up) * (h * s).rounded(.up) * 4 <= Double(maximumBytesPerFrame)
        }
        var low = 0, high = max(Int(saturating: estimate * 100, rounding: .down), 0)
        while low < high {
            let mid = low + (high - low) / 2 + 1  // in (low, high], no overflow
            if fits(mid) { low = mid } else { high = mid - 1 }
        }
        return Double(low) / 100
    }

    /// The requested concurrency, validated, lowered so that the frames in flight (the
    /// pipeline holds up to 2 · concurrency + 2) fit in `maximumBytesInFlight`.
    static func concurrency(requested: Int?, bytesPerFrame: Int) throws -> Int {
        if let requested, !concurrency.contains(requested) {
            throw ExportError.invalidOption(
                name: "concurrency",
                reason: "\(requested) is outside \(concurrency.lowerBound)...\(concurrency.upperBound) (1 exports serially, nil uses every core)")
        }
        let wanted = requested ?? ProcessInfo.processInfo.activeProcessorCount
        guard bytesPerFrame > 0 else { return wanted }
        let fitting = max((maximumBytesInFlight / bytesPerFrame - 2) / 2, 1)
        return min(wanted, fitting)
    }
}

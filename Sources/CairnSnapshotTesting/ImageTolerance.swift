#if SnapshotTesting  // the package trait that brings swift-snapshot-testing (Package.swift)
/// How far a snapshot image may stray from its reference and still match.
///
/// A pixel matches when no channel (red, green, blue, alpha, 0...255) differs by more than
/// `channelTolerance`, or, with `perceptualPrecision` below 1, when the colours are within
/// a CIE76 ΔE of `(1 - perceptualPrecision) * 100`. The image matches when at most
/// `(1 - precision)` of its pixels do not.
///
/// The defaults follow the reference suites of resvg (a difference of at most 1 per
/// channel) with no pixel allowed beyond it: antialiasing that moves by one level passes,
/// anything visible fails.
///
/// ```swift
/// ImageTolerance()                                  // ≤ 1/255 per channel, every pixel
/// ImageTolerance(channelTolerance: 2, precision: 0.999)  // 0.1% of pixels may differ more
/// ImageTolerance(perceptualPrecision: 0.98)         // ΔE ≤ 2 per pixel: for text
/// ```
public struct ImageTolerance: Equatable, Sendable {
    /// The largest difference, out of 255, any channel of a matching pixel may show.
    public var channelTolerance: Int
    /// The fraction of pixels (0...1) that must match; 1 (the default) means all.
    public var precision: Float
    /// 1 (the default) compares channels; below 1, a pixel matches when the CIE76 colour
    /// difference ΔE (sRGB → CIE Lab, D65) is at most `(1 - perceptualPrecision) * 100`,
    /// composited on white and on black so that alpha counts too. 0.98, ΔE 2, is about the
    /// smallest difference an eye notices side by side; use it for text-heavy views, whose
    /// glyph edges move with the rasteriser's version.
    public var perceptualPrecision: Float

    /// A tolerance; every argument is clamped to its range.
    public init(channelTolerance: Int = 1, precision: Float = 1, perceptualPrecision: Float = 1) {
        self.channelTolerance = min(max(channelTolerance, 0), 255)
        self.precision = precision.isNaN ? 1 : min(max(precision, 0), 1)
        self.perceptualPrecision = perceptualPrecision.isNaN ? 1 : min(max(perceptualPrecision, 0), 1)
    }

    /// No difference at all.
    public static let exact = ImageTolerance(channelTolerance: 0)

    /// Whether pixels are compared by colour difference rather than per channel.
    var isPerceptual: Bool { perceptualPrecision < 1 }

    /// The largest ΔE a matching pixel may show.
    var maximumDeltaE: Float { (1 - perceptualPrecision) * 100 }

    /// How many of `pixelCount` pixels may fail to match.
    func allowedDifferingPixels(of pixelCount: Int) -> Int {
        // Rounded to Float's 7 significant digits first: 1 - Float(0.99) is 0.0099999905,
        // which would allow 1 of 200 pixels where 0.99 means 2.
        let fraction = ((1 - Double(precision)) * 1e7).rounded() / 1e7
        return Int((fraction * Double(pixelCount)).rounded(.down))
    }
}
#endif

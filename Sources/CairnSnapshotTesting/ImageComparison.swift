#if SnapshotTesting  // the package trait that brings swift-snapshot-testing (Package.swift)
import Foundation

/// What comparing a snapshot image with its reference found.
///
/// `compare(_:_:tolerance:)` makes one pass over the pixels, 32 bits at a time, and looks
/// closer only at pixels whose bytes differ; identical images cost one `memcmp`.
public struct ImageComparison: Equatable, Sendable {
    /// The reference's size in pixels.
    public var referenceSize: (width: Int, height: Int)
    /// The new image's size in pixels.
    public var imageSize: (width: Int, height: Int)
    /// Pixels compared (0 when the sizes differ).
    public var pixelCount: Int
    /// Pixels whose bytes differ at all.
    public var changedPixels: Int
    /// Pixels beyond the tolerance.
    public var differingPixels: Int
    /// How many pixels the tolerance lets differ.
    public var allowedDifferingPixels: Int
    /// The largest difference seen in each channel: red, green, blue, alpha.
    public var maximumChannelDifference: SIMD4<Int>
    /// The largest ΔE seen, when the comparison was perceptual.
    public var maximumDeltaE: Float?
    /// The smallest rectangle, in pixels, holding every pixel beyond the tolerance.
    public var differingBounds: (minX: Int, minY: Int, maxX: Int, maxY: Int)?
    /// The tolerance applied.
    public var tolerance: ImageTolerance

    /// Whether the image matches its reference.
    public var matches: Bool {
        referenceSize == imageSize && differingPixels <= allowedDifferingPixels
    }

    /// Whether both comparisons found the same sizes, counts, maximum differences and bounds.
    public static func == (a: Self, b: Self) -> Bool {
        a.referenceSize == b.referenceSize && a.imageSize == b.imageSize && a.pixelCount == b.pixelCount
            && a.changedPixels == b.changedPixels && a.differingPixels == b.differingPixels
            && a.allowedDifferingPixels == b.allowedDifferingPixels
            && a.maximumChannelDifference == b.maximumChannelDifference && a.maximumDeltaE == b.maximumDeltaE
            && a.differingBounds.map { [$0.minX, $0.minY, $0.maxX, $0.maxY] }
                == b.differingBounds.map { [$0.minX, $0.minY, $0.maxX, $0.maxY] }
            && a.tolerance == b.tolerance
    }

    /// Compares `image` with `reference` under `tolerance`.
    public static func compare(_ reference: SnapshotImage, _ image: SnapshotImage, tolerance: ImageTolerance) -> ImageComparison {
        var result = ImageComparison(
            referenceSize: (reference.width, reference.height), imageSize: (image.width, image.height),
            pixelCount: 0, changedPixels: 0, differingPixels: 0, allowedDifferingPixels: 0,
            maximumChannelDifference: .zero, maximumDeltaE: tolerance.isPerceptual ? 0 : nil,
            differingBounds: nil, tolerance: tolerance)
        guard reference.width == image.width, reference.height == image.height,
              reference.pixels.count == image.pixels.count, reference.pixels.count == image.width * image.height * 4
        else { return result }
        result.pixelCount = image.width * image.height
        result.allowedDifferingPixels = tolerance.allowedDifferingPixels(of: result.pixelCount)
        let identical = reference.pixels.withUnsafeBytes { r in
            image.pixels.withUnsafeBytes { a in
                guard let rb = r.baseAddress, let ab = a.baseAddress else { return r.count == a.count }
                return memcmp(rb, ab, r.count) == 0
            }
        }
        if identical { return result }
        result.scan(reference, image) { _, _ in }
        return result
    }

    /// Walks every changed pixel, updating the counts, and calls `beyond(x, y)` for each
    /// pixel beyond the tolerance.
    mutating func scan(_ reference: SnapshotImage, _ image: SnapshotImage, beyond: (Int, Int) -> Void) {
        let width = image.width
        let channelLimit = tolerance.channelTolerance
        let perceptual = tolerance.isPerceptual
        let deltaELimit = tolerance.maximumDeltaE
        var changed = 0, differing = 0
        var maxima = SIMD4<Int>.zero
        var maxDeltaE: Float = 0
        var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
        reference.pixels.withUnsafeBytes { r in
            image.pixels.withUnsafeBytes { a in
                let rw = r.bindMemory(to: UInt32.self)
                let aw = a.bindMemory(to: UInt32.self)
                for i in 0..<min(rw.count, aw.count) where rw[i] != aw[i] {
                    changed += 1
                    let p = SIMD4<Int32>(truncatingIfNeeded: SIMD4<UInt32>(
                        rw[i] & 0xFF, (rw[i] >> 8) & 0xFF, (rw[i] >> 16) & 0xFF, rw[i] >> 24))
                    let q = SIMD4<Int32>(truncatingIfNeeded: SIMD4<UInt32>(
                        aw[i] & 0xFF, (aw[i] >> 8) & 0xFF, (aw[i] >> 16) & 0xFF, aw[i] >> 24))
                    let d = SIMD4<Int>(truncatingIfNeeded: (p &- q).replacing(with: q &- p, where: p .< q))
                    maxima = pointwiseMax(maxima, d)
                    let isBeyond: Bool
                    if perceptual {
                        let e = PerceptualColor.deltaE(
                            (UInt8(p.x), UInt8(p.y), UInt8(p.z), UInt8(p.w)),
                            (UInt8(q.x), UInt8(q.y), UInt8(q.z), UInt8(q.w)))
                        maxDeltaE = max(maxDeltaE, e)
                        isBeyond = e > deltaELimit
                    } else {
                        isBeyond = d.max() > channelLimit
                    }
                    guard isBeyond else { continue }
                    differing += 1
                    let x = i % width, y = i / width
                    minX = min(minX, x); maxX = max(maxX, x)
                    minY = min(minY, y); maxY = max(maxY, y)
                    beyond(x, y)
                }
            }
        }
        changedPixels = changed
        differingPixels = differing
        maximumChannelDifference = maxima
        if perceptual { maximumDeltaE = maxDeltaE }
        differingBounds = maxX >= 0 ? (minX, minY, maxX, maxY) : nil
    }
}
#endif

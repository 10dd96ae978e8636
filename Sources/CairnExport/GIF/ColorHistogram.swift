import Foundation

/// How often each colour occurs in a set of frames, binned to 5 bits per channel (32,768
/// bins), with each bin's exact colour sums so that a bin holding one colour keeps it
/// exactly. Pixels with alpha below 128 count as transparent.
///
/// Histograms of single frames are computed in parallel and merged; addition commutes, so
/// the merged histogram (and so the palette) does not depend on the concurrency.
struct ColorHistogram: Sendable {
    /// Bins per side of the colour cube.
    static let binCount = 1 << 15

    /// Per bin: pixel count, then the sums of red, green and blue (4 values per bin).
    var bins: [UInt64]
    /// Pixels with alpha below 128.
    var transparentPixels: UInt64 = 0

    /// An empty histogram.
    init() { bins = [UInt64](repeating: 0, count: 4 * ColorHistogram.binCount) }

    /// The histogram of one frame's straight RGBA pixels (4 bytes per pixel).
    init(rgba: [UInt8]) {
        self.init()
        transparentPixels = rgba.withUnsafeBufferPointer { pixels in
            bins.withUnsafeMutableBufferPointer { bins -> UInt64 in
                var transparent: UInt64 = 0
                var i = 0
                while i + 3 < pixels.count {
                    let r = pixels[i], g = pixels[i + 1], b = pixels[i + 2], a = pixels[i + 3]
                    i += 4
                    if a < 128 {
                        transparent += 1
                        continue
                    }
                    let bin = 4 * ColorHistogram.bin(r, g, b)
                    bins[bin] += 1
                    bins[bin + 1] += UInt64(r)
                    bins[bin + 2] += UInt64(g)
                    bins[bin + 3] += UInt64(b)
                }
                return transparent
            }
        }
    }

    /// Adds `other`'s counts to this histogram.
    mutating func merge(_ other: ColorHistogram) {
        transparentPixels += other.transparentPixels
        bins.withUnsafeMutableBufferPointer { bins in
            other.bins.withUnsafeBufferPointer { others in
                for i in 0..<bins.count { bins[i] += others[i] }
            }
        }
    }

    /// The bin of a colour: 5 bits each of red, green, blue.
    @inline(__always)
    static func bin(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> Int {
        Int(r >> 3) << 10 | Int(g >> 3) << 5 | Int(b >> 3)
    }
}

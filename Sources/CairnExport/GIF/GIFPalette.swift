import CairnGeometry
import Foundation

/// The one global palette of a GIF animation, chosen by median cut over the colours of all
/// its frames, and the mapping of pixels to palette indices.
///
/// Median cut (Heckbert 1982), over the histogram's occupied bins, each weighted by its
/// pixel count and placed at its mean colour:
///   1. Start with one box holding every occupied bin.
///   2. Pick the box with the largest `pixel count × widest channel range` (ties: the
///      earliest box); stop when no box can be split or the palette is full.
///   3. Split it across its widest channel at the pixel-weighted median (bins sorted by
///      that channel, then by bin number, so the order never depends on hashing).
///   4. Each box's colour is the pixel-weighted mean of its bins, rounded.
/// With at most 255 occupied bins every bin keeps its own exact mean colour. When the frames
/// hold at most `ColorHistogram.exactLimit` distinct colours, the cut runs over those exact
/// colours instead of the bins and each colour maps to its nearest entry (so up to 255 or
/// 256 colours are kept exactly). A palette entry is reserved for transparency when any
/// pixel has alpha below 128.
struct GIFPalette: Sendable {
    /// The opaque colours, `(r, g, b)`.
    var colors: [(UInt8, UInt8, UInt8)]
    /// The transparent entry's index (after the colours), if any pixel is transparent.
    var transparentIndex: UInt8?
    /// The palette index of each histogram bin (`GIFPalette.unmapped` for bins no frame
    /// used, which only dithering can reach; they are looked up when met).
    private var lookup: [UInt16]

    private static let unmapped = UInt16.max
    /// The palette index of each of the frames' exact colours, when they were few enough to
    /// be counted one by one (`ColorHistogram.exactColors`).
    private var exactIndex: [UInt32: UInt8]?

    /// Bits per index: the GIF colour table holds `2^bits` entries, `bits` in 1...8.
    var bitsPerIndex: Int {
        let entries = colors.count + (transparentIndex == nil ? 0 : 1)
        var bits = 1
        while 1 << bits < entries { bits += 1 }
        return bits
    }

    /// The palette of an animation whose merged histogram is `histogram`.
    ///
    /// - Parameter mapsEveryBin: fills the lookup for every bin (needed by dithering, which
    ///   moves pixels into bins no frame used).
    init(histogram: ColorHistogram, mapsEveryBin: Bool) {
        let hasTransparency = histogram.transparentPixels > 0
        let capacity = hasTransparency ? 255 : 256
        // The occupied bins with their weights and mean colours.
        var entries: [Entry] = []
        histogram.bins.withUnsafeBufferPointer { bins in
            for bin in 0..<ColorHistogram.binCount where bins[4 * bin] > 0 {
                let count = bins[4 * bin]
                entries.append(Entry(
                    bin: bin, count: count,
                    mean: (Double(bins[4 * bin + 1]) / Double(count), Double(bins[4 * bin + 2]) / Double(count),
                           Double(bins[4 * bin + 3]) / Double(count))))
            }
        }
        if entries.isEmpty {
            // A fully transparent animation still needs one colour for the table.
            entries.append(Entry(bin: 0, count: 1, mean: (0, 0, 0)))
        }
        if let exact = histogram.exactColors, !exact.isEmpty {
            // Median cut over the exact colours (each its own entry, identified by its value).
            entries = exact.keys.sorted().map { color in
                Entry(bin: Int(color), count: exact[color]!, mean: (Double(color >> 16), Double(color >> 8 & 0xFF), Double(color & 0xFF)))
            }
        }
        let boxes = GIFPalette.medianCut(entries, capacity: capacity)
        colors = boxes.map { box in
            var total = 0.0, r = 0.0, g = 0.0, b = 0.0
            for entry in box {
                let weight = Double(entry.count)
                total += weight
                r += entry.mean.0 * weight
                g += entry.mean.1 * weight
                b += entry.mean.2 * weight
            }
            return (GIFPalette.channel(r / total), GIFPalette.channel(g / total), GIFPalette.channel(b / total))
        }
        transparentIndex = hasTransparency ? UInt8(colors.count) : nil
        lookup = [UInt16](repeating: GIFPalette.unmapped, count: ColorHistogram.binCount)
        if mapsEveryBin {
            for bin in 0..<ColorHistogram.binCount {
                lookup[bin] = UInt16(nearest(to: GIFPalette.center(of: bin)))
            }
        }
        if let exact = histogram.exactColors, !exact.isEmpty {
            // Every exact colour maps to its nearest palette entry; bins only serve dithered
            // pixels that left the frames' colours.
            var map: [UInt32: UInt8] = [:]
            for entry in entries { map[UInt32(entry.bin)] = UInt8(nearest(to: entry.mean)) }
            exactIndex = map
            for entry in entries {
                let bin = ColorHistogram.bin(UInt8(entry.bin >> 16), UInt8(entry.bin >> 8 & 0xFF), UInt8(entry.bin & 0xFF))
                if lookup[bin] == GIFPalette.unmapped { lookup[bin] = UInt16(nearest(to: entry.mean)) }
            }
        } else {
            for entry in entries { lookup[entry.bin] = UInt16(nearest(to: entry.mean)) }
        }
    }

    /// The palette index of an opaque colour.
    @inline(__always)
    func index(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> UInt8 {
        if let exactIndex, let index = exactIndex[UInt32(r) << 16 | UInt32(g) << 8 | UInt32(b)] { return index }
        let bin = ColorHistogram.bin(r, g, b)
        let mapped = lookup[bin]
        if mapped != GIFPalette.unmapped { return UInt8(truncatingIfNeeded: mapped) }
        return UInt8(nearest(to: (Double(r), Double(g), Double(b))))
    }

    /// The palette index of an opaque colour, finer than `index`: colours outside the exact
    /// map take the entry nearest to the centre of their 6-bit-per-channel cell (a 64³ cell
    /// is an eighth of a histogram bin), remembered in `cells` (2^18 entries, `UInt16.max`
    /// for a cell not yet looked up; one table per frame or per thread).
    @inline(__always)
    func refinedIndex(_ r: UInt8, _ g: UInt8, _ b: UInt8, cells: inout [UInt16]) -> UInt8 {
        if let exactIndex, let index = exactIndex[UInt32(r) << 16 | UInt32(g) << 8 | UInt32(b)] { return index }
        let cell = Int(r >> 2) << 12 | Int(g >> 2) << 6 | Int(b >> 2)
        let known = cells[cell]
        if known != UInt16.max { return UInt8(truncatingIfNeeded: known) }
        let index = nearest(to: (Double(r & 0xFC) + 1.5, Double(g & 0xFC) + 1.5, Double(b & 0xFC) + 1.5))
        cells[cell] = UInt16(index)
        return UInt8(index)
    }

    /// The colour table as GIF stores it: `2^bitsPerIndex` RGB triples, unused entries black.
    var tableBytes: [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(3 << bitsPerIndex)
        for (r, g, b) in colors { bytes += [r, g, b] }
        while bytes.count < 3 << bitsPerIndex { bytes.append(0) }
        return bytes
    }

    // MARK: - Median cut

    /// An occupied histogram bin.
    struct Entry {
        var bin: Int
        var count: UInt64
        var mean: (Double, Double, Double)

        func channel(_ c: Int) -> Double { c == 0 ? mean.0 : c == 1 ? mean.1 : mean.2 }
    }

    /// A box of bins with its pixel count and widest channel, computed once.
    private struct Box {
        var entries: [Entry]
        var pixels: UInt64
        var channel: Int
        var range: Double

        init(_ entries: [Entry]) {
            self.entries = entries
            pixels = entries.reduce(0) { $0 + $1.count }
            (channel, range) = (0, -1)
            for c in 0..<3 {
                var low = Double.infinity, high = -Double.infinity
                for entry in entries {
                    let value = entry.channel(c)
                    low = min(low, value)
                    high = max(high, value)
                }
                if high - low > range { (channel, range) = (c, high - low) }
            }
        }

        /// `pixel count × widest channel range`: 0 for a box that cannot be split.
        var score: Double { entries.count > 1 ? range * Double(pixels) : 0 }
    }

    /// Steps 1 to 3: splits `entries` into at most `capacity` boxes.
    static func medianCut(_ entries: [Entry], capacity: Int) -> [[Entry]] {
        var boxes = [Box(entries)]  // Step 1.
        while boxes.count < capacity {
            // Step 2: the most valuable box to split.
            var best = -1
            var bestScore = 0.0
            for (index, box) in boxes.enumerated() where box.score > bestScore {
                best = index
                bestScore = box.score
            }
            guard best >= 0 else { break }
            // Step 3: split at the weighted median along the widest channel.
            let channel = boxes[best].channel
            let sorted = boxes[best].entries.sorted {
                let a = $0.channel(channel), b = $1.channel(channel)
                return a != b ? a < b : $0.bin < $1.bin
            }
            let total = boxes[best].pixels
            var running: UInt64 = 0
            var cut = 1
            for (i, entry) in sorted.enumerated() {
                running += entry.count
                if 2 * running >= total {
                    cut = i + 1
                    break
                }
            }
            cut = min(max(cut, 1), sorted.count - 1)
            boxes[best] = Box(Array(sorted[..<cut]))
            boxes.insert(Box(Array(sorted[cut...])), at: best + 1)
        }
        return boxes.map(\.entries)
    }

    // MARK: - Mapping

    /// The index of the palette colour nearest to `color` (squared RGB distance; ties: the
    /// lower index).
    func nearest(to color: (Double, Double, Double)) -> Int {
        var best = 0
        var bestDistance = Double.infinity
        for (i, c) in colors.enumerated() {
            let dr = Double(c.0) - color.0, dg = Double(c.1) - color.1, db = Double(c.2) - color.2
            let distance = dr * dr + dg * dg + db * db
            if distance < bestDistance {
                best = i
                bestDistance = distance
            }
        }
        return best
    }

    /// The centre colour of a bin.
    private static func center(of bin: Int) -> (Double, Double, Double) {
        (Double((bin >> 10) & 31) * 8 + 3.5, Double((bin >> 5) & 31) * 8 + 3.5, Double(bin & 31) * 8 + 3.5)
    }

    /// A channel value rounded into 0...255.
    private static func channel(_ value: Double) -> UInt8 { UInt8(saturating: value, rounding: .toNearestOrAwayFromZero) }
}

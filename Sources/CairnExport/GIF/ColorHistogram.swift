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
    /// The pixel count of each exact opaque colour (`r << 16 | g << 8 | b`) while there are
    /// at most `exactLimit` of them; nil once there are more (then only the bins describe
    /// them). Flat graphics (charts, UI) stay under the limit; photos and gradients do not.
    var exactColors: [UInt32: UInt64]? = [:]

    /// The most exact colours tracked.
    static let exactLimit = 4096

    /// An empty histogram.
    init() { bins = [UInt64](repeating: 0, count: 4 * ColorHistogram.binCount) }

    /// The histogram of one frame's straight RGBA pixels (4 bytes per pixel).
    init(rgba: [UInt8]) {
        self.init()
        merge(Frame(rgba: rgba))
    }

    /// One frame's counts, holding only the bins the frame uses (a frame touches few of the
    /// 32,768): what a worker hands the caller's thread to merge, so merging costs the
    /// frame's colours, not 1 MiB per frame, and no 1 MiB array is allocated per frame.
    struct Frame: Sendable {
        /// The bins used, in the order the frame first reaches them.
        var bins: [Int32] = []
        /// Per used bin (same order): pixel count, then the sums of red, green and blue.
        var sums: [UInt64] = []
        /// Pixels with alpha below 128.
        var transparentPixels: UInt64 = 0
        /// As `ColorHistogram.exactColors`, for this frame.
        var exactColors: [UInt32: UInt64]? = [:]

        /// Counts one frame's straight RGBA pixels (4 bytes per pixel) in this thread's dense
        /// scratch histogram, then moves the used bins out (leaving the scratch all zero).
        init(rgba: [UInt8]) {
            let scratch = Scratch.current.counts
            var exact: [UInt32: UInt64]? = [:]
            var used: [Int32] = []
            transparentPixels = rgba.withUnsafeBufferPointer { pixels -> UInt64 in
                var transparent: UInt64 = 0
                var last = UInt32.max  // the current run's colour and length (runs count once)
                var run: UInt64 = 0
                var i = 0
                while i + 3 < pixels.count {
                    let r = pixels[i], g = pixels[i + 1], b = pixels[i + 2], a = pixels[i + 3]
                    i += 4
                    if a < 128 {
                        transparent += 1
                        continue
                    }
                    let color = UInt32(r) << 16 | UInt32(g) << 8 | UInt32(b)
                    if color == last {
                        run += 1
                    } else if exact != nil {
                        if run > 0 { exact![last, default: 0] += run }
                        last = color
                        run = 1
                        if exact!.count > ColorHistogram.exactLimit { exact = nil }
                    }
                    let bin = ColorHistogram.bin(r, g, b)
                    let at = 4 * bin
                    if scratch[at] == 0 { used.append(Int32(bin)) }
                    scratch[at] += 1
                    scratch[at + 1] += UInt64(r)
                    scratch[at + 2] += UInt64(g)
                    scratch[at + 3] += UInt64(b)
                }
                if run > 0, exact != nil { exact![last, default: 0] += run }
                return transparent
            }
            var sums = [UInt64](repeating: 0, count: 4 * used.count)
            for (k, bin) in used.enumerated() {
                let at = 4 * Int(bin)
                for j in 0..<4 {
                    sums[4 * k + j] = scratch[at + j]
                    scratch[at + j] = 0
                }
            }
            bins = used
            self.sums = sums
            exactColors = exact.flatMap { $0.count > ColorHistogram.exactLimit ? nil : $0 }
        }
    }

    /// A thread's dense counting histogram (4 values per bin), all zero between frames;
    /// kept in the thread's dictionary and freed with the thread.
    private final class Scratch {
        let counts: UnsafeMutablePointer<UInt64>

        init() {
            counts = .allocate(capacity: 4 * ColorHistogram.binCount)
            counts.initialize(repeating: 0, count: 4 * ColorHistogram.binCount)
        }

        deinit { counts.deallocate() }

        /// This thread's scratch, made on first use.
        static var current: Scratch {
            let key = "CairnGIFHistogramScratch"
            if let scratch = Thread.current.threadDictionary[key] as? Scratch { return scratch }
            let scratch = Scratch()
            Thread.current.threadDictionary[key] = scratch
            return scratch
        }
    }

    /// A fingerprint of each row and each column of a frame's RGBA pixels (64-bit
    /// multiplicative hashes): two frames whose row `y` hashes differ differ in that row.
    /// Equal hashes are taken as equal pixels (a collision, odds about 2^-64 per row, would
    /// leave that row of the later frame as the earlier frame drew it).
    struct Fingerprint: Sendable {
        var rows: [UInt64]
        var columns: [UInt64]

        init(rgba: [UInt8], width: Int) {
            let height = width > 0 ? rgba.count / (4 * width) : 0
            var rows = [UInt64](repeating: 0x9E37_79B9_7F4A_7C15, count: height)
            var columns = [UInt64](repeating: 0xC2B2_AE3D_27D4_EB4F, count: width)
            rgba.withUnsafeBytes { raw in
                columns.withUnsafeMutableBufferPointer { columns in
                    for y in 0..<height {
                        var h = rows[y]
                        for x in 0..<width {
                            let pixel = UInt64(raw.loadUnaligned(fromByteOffset: 4 * (y * width + x), as: UInt32.self))
                            h = (h ^ pixel) &* 0x100_0000_01B3 &+ 0x9E37_79B9
                            columns[x] = (columns[x] ^ pixel) &* 0x100_0000_01B3 &+ UInt64(y)
                        }
                        rows[y] = h
                    }
                }
            }
            self.rows = rows
            self.columns = columns
        }

        /// The smallest rectangle holding every row and column that differs from `previous`;
        /// nil when nothing differs.
        func changedRect(since previous: Fingerprint) -> GIFEncoder.FrameRect? {
            guard rows.count == previous.rows.count, columns.count == previous.columns.count else { return nil }
            let changedRows = rows.indices.filter { rows[$0] != previous.rows[$0] }
            let changedColumns = columns.indices.filter { columns[$0] != previous.columns[$0] }
            guard let top = changedRows.first, let bottom = changedRows.last,
                let left = changedColumns.first, let right = changedColumns.last
            else { return nil }
            return GIFEncoder.FrameRect(x: left, y: top, width: right - left + 1, height: bottom - top + 1)
        }
    }

    /// Adds `other`'s counts to this histogram.
    mutating func merge(_ other: ColorHistogram) {
        mergeExact(other.exactColors, transparentPixels: other.transparentPixels)
        bins.withUnsafeMutableBufferPointer { bins in
            other.bins.withUnsafeBufferPointer { others in
                for i in 0..<bins.count { bins[i] += others[i] }
            }
        }
    }

    /// Adds one frame's counts to this histogram (addition commutes: the order of frames
    /// does not matter).
    mutating func merge(_ frame: Frame) {
        mergeExact(frame.exactColors, transparentPixels: frame.transparentPixels)
        bins.withUnsafeMutableBufferPointer { bins in
            for (k, bin) in frame.bins.enumerated() {
                let at = 4 * Int(bin)
                for j in 0..<4 { bins[at + j] += frame.sums[4 * k + j] }
            }
        }
    }

    private mutating func mergeExact(_ other: [UInt32: UInt64]?, transparentPixels transparent: UInt64) {
        transparentPixels += transparent
        if let other, exactColors != nil {
            exactColors!.merge(other, uniquingKeysWith: +)
            if exactColors!.count > ColorHistogram.exactLimit { exactColors = nil }
        } else {
            exactColors = nil
        }
    }

    /// The bin of a colour: 5 bits each of red, green, blue.
    @inline(__always)
    static func bin(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> Int {
        Int(r >> 3) << 10 | Int(g >> 3) << 5 | Int(b >> 3)
    }
}

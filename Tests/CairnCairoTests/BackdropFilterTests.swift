import CairnDisplayList
import CairnFilters
import Foundation
import Testing

/// `cairn_backdrop`, the one-pass backdrop of materials and Liquid Glass at reduced
/// resolution, against the full-resolution path it replaces: the rectangle copied (edge pixels
/// repeated beyond the target), blurred by `cairn_blur` and saturated by `cairn_color_matrix`;
/// and its lens against `cairn_refract` over a field blurred by `cairn_blur_a8`.
@Suite struct BackdropFilterTests {
    static let tw = 400, th = 300

    /// An opaque target with smooth ramps and a sharp edge (x = 200), and translucent stripes
    /// in its lower quarter, premultiplied ARGB32.
    static let target: [UInt32] = (0..<(tw * th)).map { i in
        let x = i % tw, y = i / tw
        let a: UInt32 = y > 225 && (x / 9) % 3 == 0 ? 128 : 255
        let r = UInt32(x < 200 ? 40 : 230), g = UInt32(y * 255 / th), b = UInt32((x * 3 + y) % 256)
        return a << 24 | (r * a / 255) << 16 | (g * a / 255) << 8 | (b * a / 255)
    }

    /// The full-resolution path: the rect (x, y, w, h) of the target, blurred by σ with edges
    /// clamped and saturated by 1.5 over the region (x0, y0, x1, y1).
    static func reference(_ rect: (Int, Int, Int, Int), sigma: Double, region: (Int, Int, Int, Int)) -> [UInt32] {
        let (rx, ry, w, h) = rect
        var out = [UInt32](repeating: 0, count: w * h)
        for row in 0..<h {
            for col in 0..<w {
                out[row * w + col] = target[min(max(row + ry, 0), th - 1) * tw + min(max(col + rx, 0), tw - 1)]
            }
        }
        let m = ColorMatrix.saturation(1.5)
        out.withUnsafeMutableBytes { raw in
            let p = raw.baseAddress!.assumingMemoryBound(to: UInt8.self)
            _ = cairn_blur(p, Int32(w), Int32(h), Int32(w * 4), sigma, sigma, 1)
            m.withUnsafeBufferPointer { mp in
                cairn_color_matrix(p + (region.1 * w + region.0) * 4, Int32(region.2 - region.0), Int32(region.3 - region.1),
                                   Int32(w * 4), mp.baseAddress)
            }
        }
        return out
    }

    /// The largest difference of any channel between two ARGB32 words.
    static func difference(_ a: UInt32, _ b: UInt32) -> Int {
        stride(from: 0, to: 32, by: 8).map { abs(Int((a >> UInt32($0)) & 255) - Int((b >> UInt32($0)) & 255)) }.max()!
    }

    /// `cairn_backdrop` over `region` of `rect` (no lens, or `lens`).
    static func backdrop(_ rect: (Int, Int, Int, Int), sigma: Double, region: (Int, Int, Int, Int),
                         lens: cairn_lens? = nil) -> (Int32, [UInt32]) {
        let (rx, ry, w, h) = rect
        let rw = region.2 - region.0, rh = region.3 - region.1
        var out = [UInt32](repeating: 0, count: rw * rh)
        let m = ColorMatrix.saturation(1.5)
        let done = target.withUnsafeBytes { t in
            out.withUnsafeMutableBytes { o in
                m.withUnsafeBufferPointer { mp in
                    func call(_ l: UnsafePointer<cairn_lens>?) -> Int32 {
                        cairn_backdrop(t.baseAddress!.assumingMemoryBound(to: UInt8.self), Int32(tw), Int32(th), Int32(tw * 4),
                                       Int32(rx), Int32(ry), Int32(w), Int32(h), sigma, mp.baseAddress, l,
                                       o.baseAddress!.assumingMemoryBound(to: UInt8.self), Int32(rw * 4),
                                       Int32(region.0), Int32(region.1), Int32(region.2), Int32(region.3))
                    }
                    guard var l = lens else { return call(nil) }
                    return withUnsafePointer(to: &l) { call($0) }
                }
            }
        }
        return (done, out)
    }

    /// The exact result, computed independently: the rect (x, y, w, h) of the target (edge
    /// pixels repeated) convolved with a sampled Gaussian of σ (radius 4σ, in doubles, edges
    /// clamped), saturated by 1.5 (SVG's matrix on premultiplied colour), rounded, colour
    /// clamped to alpha; only over the region (x0, y0, x1, y1).
    static func exact(_ rect: (Int, Int, Int, Int), sigma: Double, region: (Int, Int, Int, Int)) -> [UInt32] {
        let (rx, ry, w, h) = rect
        let r = Int((4 * sigma).rounded(.up))
        var kernel = (-r...r).map { exp(-Double($0 * $0) / (2 * sigma * sigma)) }
        let total = kernel.reduce(0, +)
        kernel = kernel.map { $0 / total }
        func channel(_ p: UInt32, _ c: Int) -> Double { Double((p >> UInt32(24 - 8 * c)) & 255) }
        func source(_ x: Int, _ y: Int) -> UInt32 { target[min(max(y + ry, 0), th - 1) * tw + min(max(x + rx, 0), tw - 1)] }
        // Rows first over the rows the region's columns need, then the columns at the region.
        let y0 = max(region.1 - r, 0), y1 = min(region.3 + r, h)
        var rows = [Double](repeating: 0, count: (y1 - y0) * (region.2 - region.0) * 4)
        for y in y0..<y1 {
            for x in region.0..<region.2 {
                for t in -r...r {
                    let p = source(min(max(x + t, 0), w - 1), y), k = kernel[t + r]
                    for c in 0..<4 { rows[((y - y0) * (region.2 - region.0) + x - region.0) * 4 + c] += k * channel(p, c) }
                }
            }
        }
        let m = ColorMatrix.saturation(1.5)
        var out = [UInt32](repeating: 0, count: (region.2 - region.0) * (region.3 - region.1))
        for y in region.1..<region.3 {
            for x in region.0..<region.2 {
                var v = [0.0, 0, 0, 0]
                for t in -r...r {
                    let yy = min(max(y + t, 0), h - 1)
                    guard yy >= y0, yy < y1 else { continue }
                    for c in 0..<4 { v[c] += kernel[t + r] * rows[((yy - y0) * (region.2 - region.0) + x - region.0) * 4 + c] }
                }
                let a = v[0], red = v[1], green = v[2], blue = v[3]
                let treated = [a, m[0] * red + m[1] * green + m[2] * blue, m[5] * red + m[6] * green + m[7] * blue,
                               m[10] * red + m[11] * green + m[12] * blue]
                var word: UInt32 = 0
                for c in 0..<4 {
                    let q = min(max(treated[c], 0), c == 0 ? 255 : min(a, 255))
                    word |= UInt32((q + 0.5).rounded(.down)) << UInt32(24 - 8 * c)
                }
                out[(y - region.1) * (region.2 - region.0) + x - region.0] = word
            }
        }
        return out
    }

    /// A backdrop's rect as drawing makes it: a region of 120 × 60 pixels at `origin`, grown
    /// by the blur's reach (3σ + 2) on every side; and the region within it.
    static func grown(_ origin: (Int, Int), sigma: Double) -> (rect: (Int, Int, Int, Int), region: (Int, Int, Int, Int)) {
        let reach = Int(3 * sigma) + 2
        return ((origin.0 - reach, origin.1 - reach, 120 + 2 * reach, 60 + 2 * reach), (reach, reach, reach + 120, reach + 60))
    }

    /// Against the exact Gaussian (`exact`) and the full-resolution path, with the region as
    /// drawing makes it (the rect grown by the blur's reach): σ 18 is made at ¼ resolution
    /// (Cairn's backdrop rule: at least 4.5 pixels of σ at the reduced resolution; the
    /// full-resolution path blurs it at ½), σ 40 and 70 at ⅛ (the full-resolution path: ¼ and
    /// ⅛), inside the target, across its edges and past its corner. Measured on this target
    /// (a sawtooth in blue, a step of 190 levels in red, the saturation of 1.5 amplifying a
    /// difference between channels up to 2.2 times): 4 levels from the exact Gaussian at σ 18
    /// and 3 at σ 40, where the full-resolution path is 3 or 4 and 3 (both approximate the
    /// Gaussian by three boxes); 3 levels from the full-resolution path at σ 18, 2 at σ 40 and 70.
    @Test(arguments: [(50, 40), (-30, -20), (300, 250), (-50, 100)])
    func backdropMatchesTheExactGaussianAndTheFullResolutionPath(origin: (Int, Int)) {
        for sigma in [18.0, 40, 70] {
            let (rect, region) = Self.grown(origin, sigma: sigma)
            let (done, out) = Self.backdrop(rect, sigma: sigma, region: region)
            #expect(done == 1)
            let ref = Self.reference(rect, sigma: sigma, region: region)
            var fromPath = 0
            for y in region.1..<region.3 {
                for x in region.0..<region.2 {
                    fromPath = max(fromPath, Self.difference(out[(y - region.1) * (region.2 - region.0) + x - region.0], ref[y * rect.2 + x]))
                }
            }
            #expect(fromPath <= 3, "σ \(sigma): \(fromPath) levels from the full-resolution path")
            guard sigma < 70 else { continue }  // the exact convolution of σ 70 is slow in a debug build
            let exact = Self.exact(rect, sigma: sigma, region: region)
            var fromExact = 0, pathFromExact = 0
            for y in region.1..<region.3 {
                for x in region.0..<region.2 {
                    let e = exact[(y - region.1) * (region.2 - region.0) + x - region.0]
                    fromExact = max(fromExact, Self.difference(out[(y - region.1) * (region.2 - region.0) + x - region.0], e))
                    pathFromExact = max(pathFromExact, Self.difference(ref[y * rect.2 + x], e))
                }
            }
            #expect(fromExact <= 4, "σ \(sigma): \(fromExact) levels from the exact Gaussian")
            #expect(pathFromExact <= 4, "σ \(sigma): the full-resolution path is \(pathFromExact) levels from the exact Gaussian")
        }
        #expect(Self.backdrop((0, 0, 100, 100), sigma: 6, region: (0, 0, 10, 10)).0 == 0)
    }

    /// Backdrops made at once on four threads (each thread keeps its own working memory
    /// between calls) give the same bytes as the same backdrops made one after another.
    @Test func concurrentBackdropsMatch() async {
        let rects = [(50, 40, 200, 150), (-30, -20, 150, 120), (300, 250, 200, 100), (-50, 100, 500, 90)]
        let serial = rects.map { rect in Self.backdrop(rect, sigma: 18, region: (10, 10, rect.2 - 10, rect.3 - 10)).1 }
        let parallel = await withTaskGroup(of: (Int, [UInt32]).self) { group in
            for (i, rect) in rects.enumerated() {
                group.addTask {
                    var last: [UInt32] = []
                    for _ in 0..<5 { last = Self.backdrop(rect, sigma: 18, region: (10, 10, rect.2 - 10, rect.3 - 10)).1 }
                    return (i, last)
                }
            }
            var results = [[UInt32]](repeating: [], count: rects.count)
            for await (i, out) in group { results[i] = out }
            return results
        }
        let same = serial == parallel
        #expect(same)
    }

    /// The lens: a 120 × 100 coverage (an opaque rectangle) across the sharp edge at x = 200,
    /// σ 12 field, displacement 9 pixels at the edge. Against the two-pass path (the backdrop,
    /// then `cairn_refract` over a full-resolution field blurred by `cairn_blur_a8`) every
    /// pixel is within 6 levels and 99 % within 3 (measured: 3, every pixel; the field is
    /// blurred at ½ resolution and the displacement applied to the backdrop's reduced pixels,
    /// which moves a sample by a fraction of a pixel); in the middle,
    /// more than 3σ from every edge where the field is flat, the pixel is the plain
    /// backdrop's; near the edges the lens moves them (over 1,000 pixels differ from the plain
    /// backdrop by more than 10 levels).
    @Test func lensMatchesTheTwoPassRefraction() {
        let rect = (100, 60, 240, 180)  // the coverage at (60, 60) in the rect
        let cw = 120, ch = 100, cx = 60, cy = 60
        let coverage = [UInt32](repeating: 0xFF00_0000, count: cw * ch)
        let sigma = 12.0, amount = 9.0
        let scale = amount * sigma * (2 * Double.pi).squareRoot()
        let reach = 14
        let region = (cx, cy, cx + cw, cy + ch)
        let (done, lensed) = coverage.withUnsafeBytes { c in
            Self.backdrop(rect, sigma: 18, region: region,
                          lens: cairn_lens(coverage: c.baseAddress!.assumingMemoryBound(to: UInt8.self), stride: Int32(cw * 4),
                                           x: Int32(cx), y: Int32(cy), width: Int32(cw), height: Int32(ch),
                                           sigma: sigma, scale: scale, reach: Int32(reach)))
        }
        #expect(done == 1)
        // The two-pass path over the region grown by the reach.
        let shown = (cx - reach, cy - reach, cx + cw + reach, cy + ch + reach)
        var (_, plain) = Self.backdrop(rect, sigma: 18, region: shown)
        let sw = shown.2 - shown.0, sh = shown.3 - shown.1
        var field = [UInt8](repeating: 0, count: sw * sh)
        for y in 0..<ch { for x in 0..<cw { field[(y + reach) * sw + x + reach] = 255 } }
        field.withUnsafeMutableBufferPointer { f in
            _ = cairn_blur_a8(f.baseAddress, Int32(sw), Int32(sh), Int32(sw), sigma, sigma)
        }
        let unmoved = plain
        plain.withUnsafeMutableBytes { p in
            field.withUnsafeBufferPointer { f in
                _ = cairn_refract(p.baseAddress!.assumingMemoryBound(to: UInt8.self), Int32(sw), Int32(sh), Int32(sw * 4),
                                  f.baseAddress, Int32(sw), 0, 0, Int32(sw), Int32(sh), scale,
                                  Int32(reach), Int32(reach), Int32(reach + cw), Int32(reach + ch))
            }
        }
        var worst = 0, within3 = 0, moved = 0
        for y in 0..<ch {
            for x in 0..<cw {
                let d = Self.difference(lensed[y * cw + x], plain[(y + reach) * sw + x + reach])
                worst = max(worst, d)
                if d <= 3 { within3 += 1 }
                if Self.difference(lensed[y * cw + x], unmoved[(y + reach) * sw + x + reach]) > 10 { moved += 1 }
            }
        }
        #expect(worst <= 6)
        #expect(Double(within3) >= 0.99 * Double(cw * ch))
        #expect(moved > 1000)
        // The middle of the coverage (50 pixels, more than 3σ, from every edge) is not displaced.
        #expect(lensed[50 * cw + 60] == unmoved[(50 + reach) * sw + 60 + reach])
    }
}

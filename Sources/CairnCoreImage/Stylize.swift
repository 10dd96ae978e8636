import Foundation

/// The stylizing filters: pixellate, crystallize, vignette, edges. Apple publishes their
/// inputs and defaults, not their formulas; each is Cairn's estimate, as described.
enum Stylize {
    /// Squares of side `scale` pixels, anchored at `center`, each the average of the pixels
    /// it covers. A scale under 1 (or NaN) leaves the image unchanged.
    static func pixellate(_ image: CIImage, center: CGPoint, scale: Float) -> CIImage {
        guard scale.isFinite, scale >= 1 else { return image }
        let s = Double(min(scale, 4096))
        // The grid repeats every `s` pixels: only the centre's remainder matters (a centre of
        // 1e300 would overflow the cell arithmetic).
        let cx = center.x.isFinite ? Double(center.x).truncatingRemainder(dividingBy: s) : 0
        let cy = center.y.isFinite ? Double(center.y).truncatingRemainder(dividingBy: s) : 0
        return CIImage(extent: image.extent, samplesNearest: image.samplesNearest) { rect in
            var out = Raster(clear: rect)
            func cell(_ v: Int, _ c: Double) -> Int { Int(((Double(v) + 0.5 - c) / s).rounded(.down)) }
            func edge(_ i: Int, _ c: Double) -> Int { Int((Double(i) * s + c).rounded(.down)) }
            let c0 = cell(rect.x, cx), c1 = cell(rect.x + rect.width - 1, cx)
            let r0 = cell(rect.y, cy), r1 = cell(rect.y + rect.height - 1, cy)
            // The pixels of every cell the request touches, computed once.
            var sourceRect = PixelRect(x: edge(c0, cx), y: edge(r0, cy), width: edge(c1 + 1, cx) - edge(c0, cx) + 1,
                                       height: edge(r1 + 1, cy) - edge(r0, cy) + 1)
            if !image.extent.isInfinite, let bounds = PixelRect(covering: image.extent) {
                let ax = max(sourceRect.x, bounds.x), ay = max(sourceRect.y, bounds.y)
                let bx = min(sourceRect.x + sourceRect.width, bounds.x + bounds.width), by = min(sourceRect.y + sourceRect.height, bounds.y + bounds.height)
                guard bx > ax, by > ay else { return out }
                sourceRect = PixelRect(x: ax, y: ay, width: bx - ax, height: by - ay)
            }
            guard sourceRect.isRenderable else { return out }
            let source = image.raster(sourceRect)
            guard source.pixels.count == sourceRect.area else { return out }
            let columns = c1 - c0 + 1, rows = r1 - r0 + 1
            var sums = [SIMD4<Float>](repeating: .zero, count: columns * rows)
            var counts = [Float](repeating: 0, count: columns * rows)
            for y in sourceRect.y..<(sourceRect.y + sourceRect.height) {
                let row = cell(y, cy) - r0
                guard row >= 0, row < rows else { continue }
                for x in sourceRect.x..<(sourceRect.x + sourceRect.width) {
                    let col = cell(x, cx) - c0
                    guard col >= 0, col < columns else { continue }
                    sums[row * columns + col] += source.pixels[(y - sourceRect.y) * sourceRect.width + (x - sourceRect.x)]
                    counts[row * columns + col] += 1
                }
            }
            for row in 0..<rect.height {
                let r = cell(rect.y + row, cy) - r0
                for col in 0..<rect.width {
                    let c = cell(rect.x + col, cx) - c0
                    let n = counts[r * columns + c]
                    if n > 0 { out.pixels[row * rect.width + col] = sums[r * columns + c] / n }
                }
            }
            return out
        }
    }

    /// A deterministic number in 0..<1 for a cell and a channel (a 32-bit integer hash).
    static func jitter(_ col: Int, _ row: Int, _ salt: UInt32) -> Double {
        var h = UInt32(truncatingIfNeeded: col) &* 0x9E37_79B1 ^ UInt32(truncatingIfNeeded: row) &* 0x85EB_CA77 ^ salt &* 0xC2B2_AE3D
        h ^= h >> 15; h = h &* 0x2C1B_3C6D; h ^= h >> 12; h = h &* 0x297A_2D39; h ^= h >> 15
        return Double(h) / 4_294_967_296
    }

    /// Cells around points set one per `radius`-pixel square of a grid anchored at
    /// `center`, each point jittered inside its square by a hash of the square (the same
    /// cells on every run); every pixel takes the colour of the image at its nearest point
    /// (a point outside the image: the image's nearest pixel, so edges do not go clear).
    static func crystallize(_ image: CIImage, radius: Float, center: CGPoint) -> CIImage {
        guard radius.isFinite, radius >= 1 else { return image }
        let s = Double(min(radius, maximumCrystalRadius))
        // The grid repeats every `s` pixels: only the centre's remainder matters (a centre of
        // 1e300 would overflow the cell arithmetic).
        let cx = center.x.isFinite ? Double(center.x).truncatingRemainder(dividingBy: s) : 0
        let cy = center.y.isFinite ? Double(center.y).truncatingRemainder(dividingBy: s) : 0
        return CIImage(extent: image.extent, samplesNearest: image.samplesNearest) { rect in
            var out = Raster(clear: rect)
            let bounds = image.extent.isInfinite ? nil : PixelRect(covering: image.extent)
            func cell(_ v: Double, _ c: Double) -> Int { Int(((v - c) / s).rounded(.down)) }
            // The points of every cell within one cell of the request, computed once, and the
            // image's colour at each (a point outside the image: its nearest pixel).
            let gx0 = cell(Double(rect.x), cx) - 1, gx1 = cell(Double(rect.x + rect.width), cx) + 1
            let gy0 = cell(Double(rect.y), cy) - 1, gy1 = cell(Double(rect.y + rect.height), cy) + 1
            let columns = gx1 - gx0 + 1, rows = gy1 - gy0 + 1
            guard columns > 0, rows > 0, columns.multipliedReportingOverflow(by: rows).partialValue <= PixelRect.maximumArea else { return out }
            var sites: [(x: Double, y: Double)] = []
            sites.reserveCapacity(columns * rows)
            var lowX = Int.max, lowY = Int.max, highX = Int.min, highY = Int.min
            var samples: [(Int, Int)] = []
            for row in gy0...gy1 {
                for col in gx0...gx1 {
                    let p = (x: cx + (Double(col) + jitter(col, row, 1)) * s, y: cy + (Double(row) + jitter(col, row, 2)) * s)
                    sites.append(p)
                    var sx = Int(p.x.rounded(.down)), sy = Int(p.y.rounded(.down))
                    if let bounds {
                        sx = min(max(sx, bounds.x), bounds.x + bounds.width - 1)
                        sy = min(max(sy, bounds.y), bounds.y + bounds.height - 1)
                    }
                    samples.append((sx, sy))
                    lowX = min(lowX, sx); highX = max(highX, sx); lowY = min(lowY, sy); highY = max(highY, sy)
                }
            }
            let sourceRect = PixelRect(x: lowX, y: lowY, width: highX - lowX + 1, height: highY - lowY + 1)
            guard sourceRect.isRenderable else { return out }
            let source = image.raster(sourceRect)
            guard source.pixels.count == sourceRect.area else { return out }
            let colors = samples.map { source.at($0.0, $0.1) }
            for row in 0..<rect.height {
                let py = Double(rect.y + row) + 0.5
                let gy = cell(py, cy)
                for col in 0..<rect.width {
                    let px = Double(rect.x + col) + 0.5
                    let gx = cell(px, cx)
                    var best = Double.infinity, bestIndex = 0
                    for dy in -1...1 {
                        for dx in -1...1 {
                            let index = (gy + dy - gy0) * columns + (gx + dx - gx0)
                            let p = sites[index]
                            let d = (p.x - px) * (p.x - px) + (p.y - py) * (p.y - py)
                            if d < best { best = d; bestIndex = index }
                        }
                    }
                    out.pixels[row * rect.width + col] = colors[bestIndex]
                }
            }
            return out
        }
    }

    /// The largest crystal Cairn draws, 200 pixels (Apple's attributes give 100 as the radius
    /// slider's maximum; photo editors pass up to 200).
    static let maximumCrystalRadius: Float = 200

    /// Edges darkened: each pixel's colour times `1 − intensity × d² / (2 radius²)` (at
    /// least 0), `d` its distance from the extent's centre over half the extent's diagonal
    /// (Cairn's estimate; Apple's default intensity 0 changes nothing). An infinite image is
    /// unchanged.
    static func vignette(_ image: CIImage, intensity: Float, radius: Float) -> CIImage {
        let extent = image.extent
        guard intensity.isFinite, intensity != 0, !extent.isInfinite, !extent.isNull else { return image }
        let r = radius.isFinite && radius > 0.001 ? Double(radius) : 0.001
        let mx = Double(extent.midX), my = Double(extent.midY)
        let half = max((Double(extent.width * extent.width + extent.height * extent.height)).squareRoot() / 2, 1)
        return CIImage(extent: extent, samplesNearest: image.samplesNearest) { rect in
            var out = image.raster(rect)
            guard out.pixels.count == rect.area else { return out }
            for row in 0..<rect.height {
                for col in 0..<rect.width {
                    let dx = Double(rect.x + col) + 0.5 - mx, dy = Double(rect.y + row) + 0.5 - my
                    let d2 = (dx * dx + dy * dy) / (half * half)
                    let f = Float(max(0, min(1, 1 - Double(intensity) * d2 / (2 * r * r))))
                    let i = row * rect.width + col
                    let p = out.pixels[i]
                    out.pixels[i] = SIMD4(p.x * f, p.y * f, p.z * f, p.w)
                }
            }
            return out
        }
    }

    /// Bright edges on black: each channel's Sobel gradient magnitude times `intensity`,
    /// opaque (Cairn's estimate).
    static func edges(_ image: CIImage, intensity: Float) -> CIImage {
        let k = intensity.isFinite ? intensity : 1
        return CIImage(extent: image.extent, samplesNearest: image.samplesNearest) { rect in
            let sourceRect = rect.outset(by: 1)
            guard sourceRect.isRenderable else { return Raster(clear: rect) }
            let s = image.raster(sourceRect)
            var out = Raster(clear: rect)
            guard s.pixels.count == sourceRect.area else { return out }
            for row in 0..<rect.height {
                let y = rect.y + row
                for col in 0..<rect.width {
                    let x = rect.x + col
                    let gx = (s.at(x + 1, y - 1) + s.at(x + 1, y) * 2 + s.at(x + 1, y + 1)) - (s.at(x - 1, y - 1) + s.at(x - 1, y) * 2 + s.at(x - 1, y + 1))
                    let gy = (s.at(x - 1, y + 1) + s.at(x, y + 1) * 2 + s.at(x + 1, y + 1)) - (s.at(x - 1, y - 1) + s.at(x, y - 1) * 2 + s.at(x + 1, y - 1))
                    let m = (gx * gx + gy * gy).squareRoot() * k
                    out.pixels[row * rect.width + col] = SIMD4(min(max(m.x, 0), 1), min(max(m.y, 0), 1), min(max(m.z, 0), 1), 1)
                }
            }
            return out
        }
    }
}

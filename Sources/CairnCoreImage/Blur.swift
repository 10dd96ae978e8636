import Foundation

/// Blurs, in the linear working space.
enum Blur {
    /// The largest standard deviation Cairn blurs by, 250 pixels (a larger radius blurs by
    /// 250; Apple's filter attributes give 100 as the radius slider's maximum): the pixels a
    /// blur reads grow with the square of its radius, and a render must stay bounded.
    static let maximumSigma = 250.0

    /// A Gaussian blur of standard deviation `sigma` pixels (`CIGaussianBlur`'s radius; Apple's
    /// `applyingGaussianBlur(sigma:)`). The extent grows by 3σ on every side (the edges
    /// fade, as Core Image's do; `clampedToExtent()` first keeps them). Cairn approximates
    /// the Gaussian by three box blurs of the same variance (W. Kovesi, "Fast Almost-Gaussian
    /// Filtering", 2010), so the work does not grow with the radius. A sigma that is NaN, zero
    /// or negative leaves the image unchanged.
    static func gaussian(_ image: CIImage, sigma: Double) -> CIImage {
        guard !sigma.isNaN, sigma > 0 else { return image }
        let sigma = min(sigma, maximumSigma)
        let boxes = boxRadii(sigma: sigma)
        let margin = boxes.reduce(0, +) + 1
        let grown = Int((3 * sigma).rounded(.up))
        let extent = Extent.outset(image.extent, by: CGFloat(grown))
        let reach = PixelRect(covering: Extent.outset(image.extent, by: CGFloat(margin)))
        return CIImage(extent: extent) { rect in
            var sourceRect = rect.outset(by: margin)
            if !image.extent.isInfinite {
                // Beyond the image's reach every pixel stays clear: the passes need not visit it
                // (exact: a box pass treats what is outside its raster as clear).
                guard let reach else { return Raster(clear: rect) }
                let x0 = max(sourceRect.x, reach.x), y0 = max(sourceRect.y, reach.y)
                let x1 = min(sourceRect.x + sourceRect.width, reach.x + reach.width), y1 = min(sourceRect.y + sourceRect.height, reach.y + reach.height)
                guard x1 > x0, y1 > y0 else { return Raster(clear: rect) }
                sourceRect = PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
            }
            guard sourceRect.isRenderable else { return Raster(clear: rect) }
            var source = image.raster(sourceRect)
            guard source.pixels.count == sourceRect.area else { return Raster(clear: rect) }
            for r in boxes where r > 0 {
                boxPass(&source, radius: r, horizontal: true)
                boxPass(&source, radius: r, horizontal: false)
            }
            var out = Raster(clear: rect)
            for row in 0..<rect.height {
                for col in 0..<rect.width {
                    out.pixels[row * rect.width + col] = source.at(rect.x + col, rect.y + row)
                }
            }
            return out
        }
    }

    /// The radii of the three boxes whose successive blurs have the variance of a Gaussian of
    /// `sigma` (Kovesi's widths).
    static func boxRadii(sigma: Double) -> [Int] {
        let n = 3.0
        let ideal = (12 * sigma * sigma / n + 1).squareRoot()
        var lower = Int(ideal.rounded(.down))
        if lower % 2 == 0 { lower -= 1 }
        lower = max(lower, 1)
        let upper = lower + 2
        let l = Double(lower)
        let m = Int(((12 * sigma * sigma - n * l * l - 4 * n * l - 3 * n) / (-4 * l - 4)).rounded())
        return (0..<3).map { i in ((i < m ? lower : upper) - 1) / 2 }
    }

    /// One box blur of `radius` along rows or columns, clear beyond the raster.
    static func boxPass(_ raster: inout Raster, radius: Int, horizontal: Bool) {
        let w = raster.rect.width, h = raster.rect.height
        let lines = horizontal ? h : w, length = horizontal ? w : h
        let step = horizontal ? 1 : w
        let scale = 1 / Float(2 * radius + 1)
        var line = [SIMD4<Float>](repeating: .zero, count: length)
        line.withUnsafeMutableBufferPointer { copy in
            raster.pixels.withUnsafeMutableBufferPointer { px in
                guard let base = px.baseAddress, let saved = copy.baseAddress else { return }
                for l in 0..<lines {
                    let start = base + (horizontal ? l * w : l)
                    var p = start
                    for i in 0..<length { saved[i] = p.pointee; p += step }
                    var sum = SIMD4<Float>.zero
                    for i in 0...min(radius, length - 1) { sum += saved[i] }
                    p = start
                    for i in 0..<length {
                        p.pointee = sum * scale
                        p += step
                        let add = i + radius + 1, drop = i - radius
                        if add < length { sum += saved[add] }
                        if drop >= 0 { sum -= saved[drop] }
                    }
                }
            }
        }
    }

    /// Unsharp masking: the image plus `intensity` times its difference from its blur of
    /// standard deviation `radius` (the classic definition; Apple's defaults 2.5 and 0.5).
    static func unsharp(_ image: CIImage, radius: Float, intensity: Float) -> CIImage {
        let blurred = gaussian(image, sigma: Double(radius))
        let k = intensity.isFinite ? intensity : 0.5
        return CIImage(extent: image.extent, samplesNearest: image.samplesNearest) { rect in
            var out = image.raster(rect)
            let soft = blurred.raster(rect)
            guard soft.pixels.count == out.pixels.count else { return out }
            for i in out.pixels.indices {
                let p = out.pixels[i]
                let sharp = p + (p - soft.pixels[i]) * k
                let a = p.w
                out.pixels[i] = SIMD4(min(max(sharp.x, 0), a), min(max(sharp.y, 0), a), min(max(sharp.z, 0), a), a)
            }
            return out
        }
    }
}

import CCairo
import CairnDisplayList
import CairnGeometry
import Foundation

/// Shaders (`colorEffect`, `distortionEffect`, `layerEffect`) run on the CPU: the layer's
/// content is rasterised with its other filters, then each pixel of the shader's bounds within
/// the clip, at the target's resolution, takes the colour the program answers for its centre.
extension CairoPainter {
    /// Draws `layer`, whose filter at `index` is a shader (see `LayerFilter.shader`).
    func drawShaded(_ layer: DisplayList.Layer, filter index: Int, opacity: Double) {
        guard case .shader(let program) = layer.filters[index] else { return }
        // The content with its other filters (the shader's reach widens what is recorded);
        // nil when nothing is drawn: the shader then reads transparency.
        var others = layer.filters
        others.remove(at: index)
        let raster = layer.content.isEmpty ? nil : rasterize(layer.content, filters: others + [layer.filters[index]])
        defer { if let raster { cairo_surface_destroy(raster.surface) } }
        guard let shaded = shadedRaster(program, reading: raster) else { return }
        defer { cairo_surface_destroy(shaded.surface) }
        guard let pattern = cairo_pattern_create_for_surface(shaded.surface) else { return }
        defer { cairo_pattern_destroy(pattern) }
        shaded.attach(pattern, userToDevice: currentMatrix())
        paint(pattern, opacity: opacity, mask: layer.mask, blendMode: layer.blendMode)
    }

    /// A shader used as a shape style (`Paint.shader`) as the current source: its pixels over
    /// its bounds within the clip, transparent elsewhere. False when nothing is visible.
    func setShaderSource(_ program: ShaderProgram) -> Bool {
        guard let shaded = shadedRaster(program, reading: nil) else { return false }
        defer { cairo_surface_destroy(shaded.surface) }
        guard let pattern = cairo_pattern_create_for_surface(shaded.surface) else { return false }
        shaded.attach(pattern, userToDevice: currentMatrix())
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_NONE)
        return install(pattern)
    }

    /// The pixels `program` answers over its bounds within the clip, at the target's
    /// resolution, reading `raster` (the layer; transparency when nil); nil when nothing of
    /// the bounds is visible, the bounds are not finite or the area is too large. The caller
    /// destroys the surface.
    func shadedRaster(_ program: ShaderProgram, reading raster: LayerRaster?) -> LayerRaster? {
        let b = program.bounds
        guard b.minX.isFinite, b.minY.isFinite, b.width.isFinite, b.height.isFinite, b.width > 0, b.height > 0 else { return nil }
        let c = currentMatrix()
        let k = targetIsImage || recordsRasterLayer ? 1.0 : Self.vectorRasterScale
        // User → output pixels: the CTM times k (row vectors, as Cairo's matrices); its
        // inverse takes each pixel's centre back to user space.
        let D = [c.xx * k, c.yx * k, 0, c.xy * k, c.yy * k, 0, c.x0 * k, c.y0 * k, 1]
        guard D.allSatisfy(\.isFinite), let Dinv = Self.inverse3(D) else { return nil }
        let (minX, minY, maxX, maxY) = Self.deviceBounds((Double(b.minX), Double(b.minY), Double(b.maxX), Double(b.maxY)), c, scale: k)
        let (clipMinX, clipMinY, clipMaxX, clipMaxY) = clipBox(c, scale: k)
        let x0 = floor(max(minX, clipMinX)), y0 = floor(max(minY, clipMinY))
        let x1 = ceil(min(maxX, clipMaxX)), y1 = ceil(min(maxY, clipMaxY))
        guard x0.isFinite, y0.isFinite, x1.isFinite, y1.isFinite, x1 > x0, y1 > y0,
              abs(x0) < 1e7, abs(y0) < 1e7, (x1 - x0) * (y1 - y0) <= Double(Self.maxLayerPixels) else { return nil }
        let w = Int(x1 - x0), h = Int(y1 - y0)
        guard let out = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(w), Int32(h)) else { return nil }
        guard cairo_surface_status(out) == CAIRO_STATUS_SUCCESS, let od = cairo_image_surface_get_data(out) else {
            cairo_surface_destroy(out)
            return nil
        }
        let os = Int(cairo_image_surface_get_stride(out))
        // The layer read by the shader: view coordinates → the raster's pixels, bilinear on
        // premultiplied ARGB (little-endian BGRA bytes), transparent outside.
        let sample: (SIMD2<Float>) -> SIMD4<Float>
        if let raster, let sd = { cairo_surface_flush(raster.surface); return cairo_image_surface_get_data(raster.surface) }() {
            let rk = raster.scale
            let R = [c.xx * rk, c.yx * rk, c.xy * rk, c.yy * rk, c.x0 * rk - Double(raster.x), c.y0 * rk - Double(raster.y)]
            let ss = Int(cairo_image_surface_get_stride(raster.surface)), sw = raster.width, sh = raster.height
            let ox = Double(b.minX), oy = Double(b.minY)
            sample = { p in
                let ux = Double(p.x) + ox, uy = Double(p.y) + oy
                let fx = ux * R[0] + uy * R[2] + R[4] - 0.5, fy = ux * R[1] + uy * R[3] + R[5] - 0.5
                guard fx.isFinite, fy.isFinite, fx > -1, fy > -1, fx < Double(sw), fy < Double(sh) else { return .zero }
                let ix = Int(floor(fx)), iy = Int(floor(fy))
                let ax = Float(fx - Double(ix)), ay = Float(fy - Double(iy))
                // The four neighbours (no array: this runs for every pixel).
                @inline(__always) func pixel(_ px: Int, _ py: Int) -> SIMD4<Float> {
                    guard px >= 0, py >= 0, px < sw, py < sh else { return .zero }
                    let q = sd + py * ss + px * 4
                    return SIMD4(Float(q[2]), Float(q[1]), Float(q[0]), Float(q[3]))
                }
                let top = pixel(ix, iy) * (1 - ax) + pixel(ix + 1, iy) * ax
                let bottom = pixel(ix, iy + 1) * (1 - ax) + pixel(ix + 1, iy + 1) * ax
                return (top * (1 - ay) + bottom * ay) / 255
            }
        } else {
            sample = { _ in .zero }
        }
        let layerView = ShaderLayer(sample)
        let ox = Double(b.minX), oy = Double(b.minY)
        for row in 0..<h {
            for col in 0..<w {
                let dx = Double(col) + x0 + 0.5, dy = Double(row) + y0 + 0.5
                let ux = dx * Dinv[0] + dy * Dinv[3] + Dinv[6], uy = dx * Dinv[1] + dy * Dinv[4] + Dinv[7]
                var v = program.shade(SIMD2(Float(ux - ox), Float(uy - oy)), layerView)
                // Premultiplied and in range: NaN as 0, alpha 0...1, colour 0...alpha.
                v = v.replacing(with: 0, where: .!(v .== v))
                let a = min(max(v.w, 0), 1)
                let r = min(max(v.x, 0), a), g = min(max(v.y, 0), a), bl = min(max(v.z, 0), a)
                let o = od + row * os + col * 4
                o[0] = UInt8(bl * 255 + 0.5); o[1] = UInt8(g * 255 + 0.5); o[2] = UInt8(r * 255 + 0.5); o[3] = UInt8(a * 255 + 0.5)
            }
        }
        cairo_surface_mark_dirty(out)
        return LayerRaster(surface: out, x: Int(x0), y: Int(y0), width: w, height: h, scale: k)
    }
}

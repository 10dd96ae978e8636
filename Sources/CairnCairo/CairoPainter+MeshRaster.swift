import CCairo
import CairnDisplayList
import CairnFilters
import CairnGeometry
import Foundation

/// Mesh gradients on image targets, drawn by Cairn (`cairn_mesh_cell`) rather than by Cairo's
/// mesh pattern, whose rasteriser steps along every patch at sub-pixel intervals: about 80 ns
/// a pixel (EffectsBench: a 64 × 64-patch mesh over 1000 × 1000 pixels took 75–80 ms, with
/// colours 23 levels off on average where its sub-patches were too coarse).
///
/// Each cell's Bézier surface is cut into flat quads fine enough for its surface
/// (`surfaceTessellation`). Each quad is two triangles whose pixels (by their centres) take
/// the colour at their own (u, v): the bilinear colour exactly, or for smooth sRGB colours the
/// cell's bicubic polynomial, unless bilinear quads fine enough for the cubic colours
/// (`colourTessellation`) cost less. Pixels are replaced, later cells above earlier ones, as
/// Cairo's rasteriser does; the result is painted through the clip (the shape's anti-aliased
/// edge). PDF keeps Cairo's mesh pattern (a native shading); SVG embeds this raster.
extension CairoPainter {
    /// The most quads a mesh is tessellated into (a mesh needing more is tessellated coarser).
    static let meshQuadBudget = 1 << 20

    /// How far (device pixels) the flat quads may stray from the mesh's curved surface.
    static let meshFlatness = 0.25

    /// How far (colour components, 0...1) a smooth mesh's bilinear quads may stray from its
    /// cubic colours: half a level of 8-bit output.
    static let meshColourTolerance = 0.5 / 255

    /// A surface pattern holding `mesh` rasterised over `visible` (user space), aligned to
    /// device pixels; nil when the target is not an image, the area is empty or too large,
    /// or nothing of the mesh is drawn.
    func meshRaster(_ mesh: MeshPaint, visible: CGRect) -> OpaquePointer? {
        guard rasterisesMeshes, targetIsImage, !recordsRasterLayer, mesh.hasPatches, let target = cairo_get_group_target(cr) else { return nil }
        var scaleX = 1.0, scaleY = 1.0
        cairo_surface_get_device_scale(target, &scaleX, &scaleY)
        guard scaleX == 1, scaleY == 1 else { return nil }
        let ctm = currentMatrix()
        let (minX, minY, maxX, maxY) = Self.deviceBounds(
            (Double(visible.minX), Double(visible.minY), Double(visible.maxX), Double(visible.maxY)), ctm)
        let lx = floor(minX), ly = floor(minY), w = ceil(maxX) - lx, h = ceil(maxY) - ly
        guard lx.isFinite, ly.isFinite, w.isFinite, h.isFinite, abs(lx) < 1e7, abs(ly) < 1e7,
              w >= 1, h >= 1, w * h <= Double(Self.maxLayerPixels) else { return nil }
        // Zeroed: the pixels no cell covers stay transparent.
        guard let (surface, data, stride) = Self.ownedImage(width: Int32(w), height: Int32(h), zeroed: true) else { return nil }
        defer { cairo_surface_destroy(surface) }
        // User space → the raster's pixels: the CTM, then the raster's origin.
        var toPixels = cairo_matrix_t()
        var current = ctm
        var shift = cairo_matrix_t(xx: 1, yx: 0, xy: 0, yy: 1, x0: -lx, y0: -ly)
        cairo_matrix_multiply(&toPixels, &current, &shift)
        guard Self.rasterizeMesh(mesh, matrix: toPixels, into: data, width: Int32(w), height: Int32(h), stride: stride) else { return nil }
        cairo_surface_mark_dirty(surface)
        guard let pattern = cairo_pattern_create_for_surface(surface) else { return nil }
        cairo_pattern_set_matrix(pattern, &toPixels)
        cairo_pattern_set_filter(pattern, CAIRO_FILTER_NEAREST)
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_NONE)
        return pattern
    }

    /// Draws an opaque `mesh` straight into the target's pixels when that is exactly what
    /// painting its raster would do: every colour opaque, and a clip (the shape, already
    /// applied) that `directPixels` can write inside. A covered pixel then takes the mesh's opaque colour (source-over
    /// an opaque pixel replaces it) and every other pixel stays as it was, as under the
    /// raster, whose uncovered pixels are transparent. No raster is allocated, zeroed or
    /// composited (for EffectsBench's regular 3 × 3 mesh filling a 1170 × 2532 screen, a
    /// 12 MB buffer and a pass over it). False (nothing drawn) when this does not apply.
    func paintMeshDirectly(_ mesh: MeshPaint) -> Bool {
        guard rasterisesMeshes, mesh.hasPatches, mesh.colors.allSatisfy({ $0.opacity >= 1 }) else { return false }
        switch directPixels(within: nil) {
        case .unavailable: return false
        case .nothing: return true
        case let .pixels(first, width, height, stride, origin):
            // User space → the pixels from `origin` on: the CTM, then the origin.
            var toPixels = cairo_matrix_t()
            var current = currentMatrix()
            var shift = cairo_matrix_t(xx: 1, yx: 0, xy: 0, yy: 1, x0: -origin.x, y0: -origin.y)
            cairo_matrix_multiply(&toPixels, &current, &shift)
            let drawn = Self.rasterizeMesh(mesh, matrix: toPixels, into: first, width: width, height: height, stride: stride)
            cairo_surface_mark_dirty(cairo_get_group_target(cr))
            return drawn
        }
    }

    /// Draws `mesh` into the ARGB32 pixels `data` (`width` × `height`, zeroed or holding
    /// what the mesh is to cover), `matrix` taking user space to pixel space. False when the
    /// mesh has no patch or the arguments are invalid.
    static func rasterizeMesh(_ mesh: MeshPaint, matrix m: cairo_matrix_t, into data: UnsafeMutablePointer<UInt8>,
                              width: Int32, height: Int32, stride: Int32) -> Bool {
        guard mesh.hasPatches, width > 0, height > 0 else { return false }
        let columns = mesh.width - 1, rows = mesh.height - 1
        let field = MeshPaint.ColorField(mesh)
        // The quads per side each cell's surface needs, and its colours, from its 4 × 4
        // control net in pixel space (32 doubles, computed again when the cell is drawn: no
        // memory per cell beyond these counts).
        var surfaceNeeds = [Int](repeating: 1, count: columns * rows), colourNeeds = surfaceNeeds
        var netStorage = [Double](repeating: .nan, count: 32)
        netStorage.withUnsafeMutableBufferPointer { storage in
            let net = storage.baseAddress!
            for j in 0..<rows {
                for i in 0..<columns {
                    let cell = j * columns + i
                    guard deviceNet(mesh, cell: i, j, matrix: m, into: net) else { continue }
                    let curvature = field.curvature(cell: i, j)
                    let outer = (top: j == 0, trailing: i == columns - 1, bottom: j == rows - 1, leading: i == 0)
                    surfaceNeeds[cell] = surfaceTessellation(net, outer: outer, slope: field.slope(cell: i, j), curvature: curvature)
                    colourNeeds[cell] = max(surfaceNeeds[cell], colourTessellation(curvature))
                }
            }
        }
        // Cells sharing an edge split it alike (no T-junction, so no crack): one count per
        // column of cells across, one per row of cells down, within the budget.
        func counts(_ needs: [Int]) -> (across: [Int], down: [Int]) {
            var across = [Int](repeating: 1, count: columns), down = [Int](repeating: 1, count: rows)
            for j in 0..<rows {
                for i in 0..<columns {
                    across[i] = max(across[i], needs[j * columns + i])
                    down[j] = max(down[j], needs[j * columns + i])
                }
            }
            while Double(across.reduce(0, +)) * Double(down.reduce(0, +)) > Double(meshQuadBudget),
                  across.contains(where: { $0 > 1 }) || down.contains(where: { $0 > 1 }) {
                across = across.map { ($0 + 1) / 2 }
                down = down.map { ($0 + 1) / 2 }
            }
            return (across, down)
        }
        // Smooth sRGB colours are drawn either as bilinear quads fine enough for the colours,
        // or as quads fine enough for the surface with the cell's bicubic colour at every
        // pixel: whichever costs less. Cairn's estimates, from EffectsBench on the 2-core
        // machine: a pixel costs about 1.5 ns bilinear and 5 ns bicubic, a quad about 250 ns.
        let byColour = counts(colourNeeds)
        var (across, down) = byColour
        var cubic = false
        if field.isBicubic {
            let bySurface = counts(surfaceNeeds)
            func quads(_ c: (across: [Int], down: [Int])) -> Double { Double(c.across.reduce(0, +)) * Double(c.down.reduce(0, +)) }
            let pixels = Double(width) * Double(height)
            if pixels * 5 + quads(bySurface) * 250 < pixels * 1.5 + quads(byColour) * 250 {
                (across, down) = bySurface
                cubic = true
            }
        }
        let largest = max(across.max() ?? 1, down.max() ?? 1)
        // Bernstein weights of t = k / n for each n used, 4 per k.
        var weights: [Int: [Double]] = [:]
        for n in Set(across + down) {
            weights[n] = (0...n).flatMap { k -> [Double] in
                let t = Double(k) / Double(n), s = 1 - t
                return [s * s * s, 3 * t * s * s, 3 * t * t * s, t * t * t]
            }
        }
        var xy = [Double](repeating: 0, count: 2 * (largest + 1) * (largest + 1))
        var rgba = [Float](repeating: 0, count: 4 * (largest + 1) * (largest + 1))
        var coefficients = [Float](repeating: 0, count: 64)
        var curves = [Double](repeating: 0, count: 8 * (largest + 1))
        var ok = true
        netStorage.withUnsafeMutableBufferPointer { storage in
            let net = storage.baseAddress!
            for j in 0..<rows {
                for i in 0..<columns {
                    guard deviceNet(mesh, cell: i, j, matrix: m, into: net),
                          cellReaches(net, width: Double(width), height: Double(height)) else { continue }
                    let nu = across[i], nv = down[j]
                    let wu = weights[nu]!, wv = weights[nv]!
                    // Each row of the net as a curve in u, at every u of the tessellation.
                    for a in 0...nu {
                        for r in 0..<4 {
                            var x = 0.0, y = 0.0
                            for c in 0..<4 {
                                x += wu[4 * a + c] * net[2 * (r * 4 + c)]
                                y += wu[4 * a + c] * net[2 * (r * 4 + c) + 1]
                            }
                            curves[8 * a + 2 * r] = x
                            curves[8 * a + 2 * r + 1] = y
                        }
                    }
                    for b in 0...nv {
                        for a in 0...nu {
                            var x = 0.0, y = 0.0
                            for r in 0..<4 {
                                x += wv[4 * b + r] * curves[8 * a + 2 * r]
                                y += wv[4 * b + r] * curves[8 * a + 2 * r + 1]
                            }
                            let k = b * (nu + 1) + a
                            xy[2 * k] = x
                            xy[2 * k + 1] = y
                            guard !cubic else { continue }
                            let colour = field.rgba(field.components(cell: i, j, u: Double(a) / Double(nu), v: Double(b) / Double(nv)))
                            rgba[4 * k] = Float(colour.x)
                            rgba[4 * k + 1] = Float(colour.y)
                            rgba[4 * k + 2] = Float(colour.z)
                            rgba[4 * k + 3] = Float(colour.w)
                        }
                    }
                    let status: Int32
                    if cubic {
                        for (k, c) in field.bicubic(cell: i, j).enumerated() {
                            coefficients[4 * k] = Float(c.x); coefficients[4 * k + 1] = Float(c.y)
                            coefficients[4 * k + 2] = Float(c.z); coefficients[4 * k + 3] = Float(c.w)
                        }
                        status = cairn_mesh_cell_bicubic(data, width, height, stride, Int32(nu), Int32(nv), xy, coefficients)
                    } else {
                        status = cairn_mesh_cell(data, width, height, stride, Int32(nu), Int32(nv), xy, rgba)
                    }
                    if status != 0 { ok = false }
                }
            }
        }
        return ok
    }

    /// Pixel coordinates beyond this magnitude leave their cell out: the rasteriser works in
    /// doubles (no fixed-point range, unlike Cairo's `meshDeviceLimit`), where a coordinate
    /// of 1e12 still places a pixel within 1e-4 of it.
    static let meshRasterLimit = 1e12

    /// Writes cell `(i, j)`'s control net through `m` into `net` (16 points, x then y); false
    /// when a point is not finite or beyond `meshRasterLimit`.
    private static func deviceNet(_ mesh: MeshPaint, cell i: Int, _ j: Int, matrix m: cairo_matrix_t,
                                  into net: UnsafeMutablePointer<Double>) -> Bool {
        let width = mesh.width
        let a = mesh.vertices[j * width + i], b = mesh.vertices[j * width + i + 1]
        let c = mesh.vertices[(j + 1) * width + i], d = mesh.vertices[(j + 1) * width + i + 1]
        // The boundary, as `MeshPaint.controlNet` places it.
        let boundary: [(Int, CGPoint)] = [
            (0, a.position), (1, a.trailing), (2, b.leading), (3, b.position),
            (4, a.bottom), (7, b.bottom), (8, c.top), (11, d.top),
            (12, c.position), (13, c.trailing), (14, d.leading), (15, d.position),
        ]
        for (index, p) in boundary {
            let x = Double(p.x), y = Double(p.y)
            let dx = m.xx * x + m.xy * y + m.x0, dy = m.yx * x + m.yy * y + m.y0
            guard abs(dx) <= meshRasterLimit, abs(dy) <= meshRasterLimit else { return false }
            net[2 * index] = dx
            net[2 * index + 1] = dy
        }
        // The inner points are the Coons patch's (an affine map keeps them: computed here in
        // pixel space); see `MeshPaint.controlNet`.
        func inner(_ at: Int, _ corner: Int, _ n1: Int, _ n2: Int, _ far1: Int, _ far2: Int, _ near1: Int, _ near2: Int, _ opposite: Int) {
            for axis in 0..<2 {
                func q(_ k: Int) -> Double { net[2 * k + axis] }
                net[2 * at + axis] = (-4 * q(corner) + 6 * (q(n1) + q(n2)) - 2 * (q(far1) + q(far2)) + 3 * (q(near1) + q(near2)) - q(opposite)) / 9
            }
        }
        inner(5, 0, 1, 4, 3, 12, 13, 7, 15)
        inner(6, 3, 2, 7, 0, 15, 14, 4, 12)
        inner(10, 15, 14, 11, 12, 3, 2, 8, 0)
        inner(9, 12, 13, 8, 15, 0, 1, 11, 3)
        return true
    }

    /// Whether the net's hull (which holds the cell) reaches the image.
    private static func cellReaches(_ net: UnsafePointer<Double>, width: Double, height: Double) -> Bool {
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        for k in 0..<16 {
            minX = min(minX, net[2 * k]); maxX = max(maxX, net[2 * k])
            minY = min(minY, net[2 * k + 1]); maxY = max(maxY, net[2 * k + 1])
        }
        return maxX > 0 && minX < width && maxY > 0 && minY < height
    }

    /// How many quads along each side a cell needs for its surface (at most 64).
    ///
    /// Inside the mesh, neighbouring cells share the flat quads' edges, so a quad's distance
    /// from the curved surface moves colours, not coverage: it may be as large as moves a
    /// colour by `meshColourTolerance` (the colour's change per pixel estimated from the
    /// cell's corners, its `slope` per cell, and its curvature over its shortest side), from
    /// `meshFlatness` to 4 pixels. The distance is the net's from the bilinear surface of its
    /// corners (which bounds the surface's) plus the corners' twist (which each quad's
    /// diagonal cuts); both shrink with the square of the count. An edge on the mesh's
    /// outline (`outer`) bounds what is painted: its control points stay within
    /// `meshFlatness` of its chord.
    private static func surfaceTessellation(_ net: UnsafePointer<Double>, outer: (top: Bool, trailing: Bool, bottom: Bool, leading: Bool),
                                            slope: Double, curvature: (u: Double, v: Double)) -> Int {
        func p(_ k: Int) -> (Double, Double) { (net[2 * k], net[2 * k + 1]) }
        let (p00, p03, p30, p33) = (p(0), p(3), p(12), p(15))
        var deviation = 0.0
        for r in 0..<4 {
            for c in 0..<4 {
                let u = Double(c) / 3, v = Double(r) / 3
                let bx = (p00.0 * (1 - u) + p03.0 * u) * (1 - v) + (p30.0 * (1 - u) + p33.0 * u) * v
                let by = (p00.1 * (1 - u) + p03.1 * u) * (1 - v) + (p30.1 * (1 - u) + p33.1 * u) * v
                let (x, y) = p(r * 4 + c)
                deviation = max(deviation, hypot(x - bx, y - by))
            }
        }
        deviation += hypot(p00.0 + p33.0 - p03.0 - p30.0, p00.1 + p33.1 - p03.1 - p30.1) / 4
        var shortest = Double.infinity
        for (a, b) in [(p00, p03), (p03, p33), (p33, p30), (p30, p00)] { shortest = min(shortest, hypot(a.0 - b.0, a.1 - b.1)) }
        let perPixel = (slope + max(curvature.u, curvature.v) / 4) / max(shortest, 1)
        let allowance = perPixel > 0 ? min(max(meshColourTolerance / perPixel, meshFlatness), 4) : 4
        var n = deviation > allowance ? (deviation / allowance).squareRoot().rounded(.up) : 1
        // The outline: each outer edge's inner control points from its chord.
        func bulge(_ a: Int, _ b: Int, _ c: Int, _ d: Int) -> Double {
            let (x0, y0) = p(a), (x3, y3) = p(d)
            let length = hypot(x3 - x0, y3 - y0)
            return [p(b), p(c)].map { q in
                length > 1e-9 ? abs((q.0 - x0) * (y3 - y0) - (q.1 - y0) * (x3 - x0)) / length : hypot(q.0 - x0, q.1 - y0)
            }.max()!
        }
        var edge = 0.0
        if outer.top { edge = max(edge, bulge(0, 1, 2, 3)) }
        if outer.bottom { edge = max(edge, bulge(12, 13, 14, 15)) }
        if outer.leading { edge = max(edge, bulge(0, 4, 8, 12)) }
        if outer.trailing { edge = max(edge, bulge(3, 7, 11, 15)) }
        if edge > meshFlatness { n = max(n, (edge / meshFlatness).squareRoot().rounded(.up)) }
        return Int(min(max(n, 1), 64))
    }

    /// How many quads along each side a cell of smooth colours needs for its bilinear quads
    /// to stay within `meshColourTolerance` of the cubic colours: linear interpolation over
    /// 1/n of the cell strays by at most the second derivative's bound / (8 n²). At most 64.
    static func colourTessellation(_ curvature: (u: Double, v: Double)) -> Int {
        let colour = max(curvature.u, curvature.v) / 8
        guard colour > meshColourTolerance else { return 1 }
        return Int(min((colour / meshColourTolerance).squareRoot().rounded(.up), 64))
    }
}

import CCairo
import CairnDisplayList
import CairnFilters
import CairnShapes
import Foundation

extension CairoPainter {
    /// Draws a group of one linear-gradient stroke of a rounded box clipped to that same box
    /// (Liquid Glass's rim light: the outline stroked twice the rim's width, clipped to the
    /// inside) on an image target, without Cairo: the band's coverage comes from the box's
    /// distance field (`roundedBoxBand`) and the gradient is composited through it
    /// (`cairn_linear_gradient_masked`). Cairo rendered the clip's mask over the group's whole
    /// box and stroked through it, at 100 to 140 µs a shape whatever its size: 1.9 of the
    /// 1170 × 2532 glass screen's 12 ms (EffectsBench), 0.8 here. The box is a circle, a
    /// capsule or a rounded rectangle of circular corners (`roundedBox`) whose radius exceeds
    /// the band by a device pixel; false (nothing drawn) for any other path, a dash, an
    /// even-odd or aliased clip, a rotation or an unequal scale, another operator, a clip
    /// around the group that is not one rectangle of whole device pixels, or a gradient the
    /// table cannot draw: Cairo then draws the group.
    func strokeRoundedBoxRim(_ path: Path, style: StrokeStyle, stops: [Gradient.Stop],
                             start: CGPoint, end: CGPoint, clip: DisplayList.Clip) -> Bool {
        guard rasterisesLinearGradients, path == clip.path, clip.style.isAntialiased, !clip.style.isEOFilled,
              !Self.isUsableDash(style.dash), Self.tableDrawable(stops), start.x.isFinite, start.y.isFinite,
              end.x.isFinite, end.y.isFinite, start != end else { return false }
        let width = Double(style.lineWidth)
        guard width.isFinite, width > 0 else { return false }
        let ctm = currentMatrix()
        // Corners at least a pixel rounder than the band, so that both of the band's edges are
        // curves a distance field antialiases as area does (at a sharp corner it would not).
        guard ctm.xy == 0, ctm.yx == 0, ctm.xx > 0, ctm.xx == ctm.yy, let box = Self.roundedBox(path),
              (Double(box.radius) - width / 2) * ctm.xx >= 1 else { return false }
        let region: (first: UnsafeMutablePointer<UInt8>, width: Int32, height: Int32, stride: Int32, origin: (x: Double, y: Double))
        switch directPixels(within: nil) {
        case .unavailable: return false
        case .nothing: return true
        case let .pixels(first, width, height, stride, origin): region = (first, width, height, stride, origin)
        }
        // The box's pixels (the band lies inside it, its antialiased edge within them), cut to
        // the clip around.
        let s = ctm.xx
        let device = (Double(box.rect.minX) * s + ctm.x0, Double(box.rect.minY) * s + ctm.y0,
                      Double(box.rect.maxX) * s + ctm.x0, Double(box.rect.maxY) * s + ctm.y0)
        let x0 = max(floor(device.0), region.origin.x), y0 = max(floor(device.1), region.origin.y)
        let x1 = min(ceil(device.2), region.origin.x + Double(region.width))
        let y1 = min(ceil(device.3), region.origin.y + Double(region.height))
        guard x0.isFinite, y0.isFinite, x1.isFinite, y1.isFinite else { return false }
        guard x1 > x0, y1 > y0 else { return true }  // nothing of it is visible
        guard (x1 - x0) * (y1 - y0) <= Double(Self.maxLayerPixels),
              let coefficients = Self.gradientCoefficients(start: start, end: end, ctm: ctm, origin: (x0, y0))
        else { return false }
        let w = Int32(x1 - x0), h = Int32(y1 - y0)
        guard let band = Self.ownedImage(width: w, height: h, zeroed: true, format: CAIRO_FORMAT_A8) else { return false }
        defer { cairo_surface_destroy(band.surface) }
        Self.roundedBoxBand(band.data, stride: Int(band.stride), width: Int(w), height: Int(h), origin: (x0, y0),
                            box: device, radius: Double(box.radius) * s, band: width / 2 * s)
        let (offsets, colours) = Self.tableStops(stops)
        let first = region.first + Int(y0 - region.origin.y) * Int(region.stride) + Int(x0 - region.origin.x) * 4
        guard cairn_linear_gradient_masked(first, w, h, region.stride, band.data, band.stride,
                                           coefficients.0, coefficients.1, coefficients.2,
                                           offsets, colours, Int32(stops.count)) == 0 else { return false }
        cairo_surface_mark_dirty(cairo_get_group_target(cr))
        return true
    }

    /// Draws the shadow of a group that is one shadowed layer whose content is a crisp
    /// (unantialiased) fill of a rounded box under the group's own crisp even-odd clip of a
    /// rectangle around that box and the box (Liquid Glass's shadow, cast only outside the
    /// glass): the clip hides every pixel the fill would paint (the same path, rasterised by
    /// pixel centres both times), so only the shadow is drawn, not the shape (0.4 ms of the
    /// 1170 × 2532 glass screen). The clips are already applied. False (nothing drawn) when
    /// the group is not of that form or the shadow takes the general path.
    func drawShadowOutsideHiddenShape(_ group: DisplayList.Group) -> Bool {
        guard svgFragments == nil, group.clips.count == 1, group.content.items.count == 1,
              case .layer(let layer) = group.content.items[0], layer.opacity == 1, layer.blendMode == .normal,
              layer.mask == nil, layer.filters.count == 1, case let .shadow(color, sigma, offset) = layer.filters[0],
              layer.content.items.count == 1, case let .fill(shape, .color, style) = layer.content.items[0],
              !style.isAntialiased, !style.isEOFilled else { return false }
        let clip = group.clips[0]
        let elements = clip.path.elements, own = shape.elements
        guard clip.style.isEOFilled, !clip.style.isAntialiased, elements.count > own.count,
              Array(elements.suffix(own.count)) == own,
              let around = Self.axisAlignedRectangle(Path(elements: Array(elements.prefix(elements.count - own.count)))),
              let box = Self.roundedBox(shape), around.contains(box.rect) else { return false }
        return drawShadowUnderContent(layer.content, color: color, sigma: sigma, offset: offset, drawsContent: false)
    }

    /// The rounded box `path` is (its rectangle and corner radius) when it is exactly a
    /// rectangle, a circle (`Path(ellipseIn:)` of a square), or a rounded rectangle of
    /// circular corners (`Path(roundedRect:cornerRadius:style: .circular)`, a `Capsule`):
    /// `path` equals that construction, point for point within 10⁻⁶ of the box's size.
    static func roundedBox(_ path: Path) -> (rect: CGRect, radius: CGFloat)? {
        let b = path.boundingRect
        guard !b.isNull, b.width.isFinite, b.height.isFinite, b.width > 0, b.height > 0,
              case .move(let start)? = path.elements.first else { return nil }
        let tolerance = 1e-6 * max(b.width, b.height, abs(b.minX), abs(b.minY), 1)
        func same(_ other: Path) -> Bool {
            guard other.elements.count == path.elements.count else { return false }
            func near(_ p: CGPoint, _ q: CGPoint) -> Bool { abs(p.x - q.x) <= tolerance && abs(p.y - q.y) <= tolerance }
            for (a, c) in zip(path.elements, other.elements) {
                switch (a, c) {
                case let (.move(p), .move(q)), let (.line(p), .line(q)): if !near(p, q) { return false }
                case let (.curve(p, c1, c2), .curve(q, d1, d2)): if !near(p, q) || !near(c1, d1) || !near(c2, d2) { return false }
                case (.closeSubpath, .closeSubpath): break
                default: return false
                }
            }
            return true
        }
        if abs(b.width - b.height) <= tolerance, same(Path(ellipseIn: b)) { return (b, b.width / 2) }
        let radius = start.x - b.minX
        if radius > tolerance, same(Path(roundedRect: b, cornerRadius: radius, style: .circular)) { return (b, radius) }
        if same(Path(b)) { return (b, 0) }
        return nil
    }

    /// Writes into `data` (an A8 raster of `width` × `height` pixels whose top-left pixel is
    /// at the device point `origin`, zeroed) the coverage of the band `band` pixels wide just
    /// inside the outline of the rounded box `box` (device x0, y0, x1, y1, corner `radius`):
    /// what a stroke `2 × band` wide on the outline covers inside it. Each pixel takes
    /// clamp(½ − d) − clamp(½ − (d + band)) for its centre's signed distance d to the outline
    /// (negative inside; the box's exact distance field): the area rule of a straight edge;
    /// on curves about 3 levels of coverage from the band's area on average, 24 at worst
    /// (`RoundedRimTests`). Only the pixels near the outline are visited: in each row, the
    /// spans the band can reach.
    static func roundedBoxBand(_ data: UnsafeMutablePointer<UInt8>, stride: Int, width: Int, height: Int,
                               origin: (Double, Double), box: (Double, Double, Double, Double), radius: Double, band: Double) {
        let cx = (box.0 + box.2) / 2, cy = (box.1 + box.3) / 2
        let hx = (box.2 - box.0) / 2, hy = (box.3 - box.1) / 2
        let r = min(max(radius, 0), hx, hy)
        func coverage(_ px: Double, _ py: Double) -> UInt8 {
            let qx = abs(px - cx) - (hx - r), qy = abs(py - cy) - (hy - r)
            let ox = max(qx, 0), oy = max(qy, 0)
            let d = (ox * ox + oy * oy).squareRoot() + min(max(qx, qy), 0) - r
            let c = min(max(0.5 - d, 0), 1) - min(max(0.5 - (d + band), 0), 1)
            return c > 0 ? UInt8(c * 255 + 0.5) : 0
        }
        func visit(_ row: UnsafeMutablePointer<UInt8>, _ py: Double, from a: Double, to b: Double) {
            let i0 = max(0, Int(max(floor(a - origin.0), -1))), i1 = min(width - 1, Int(min(ceil(b - origin.0), Double(width))))
            guard i0 <= i1 else { return }
            for i in i0...i1 { row[i] = coverage(origin.0 + Double(i) + 0.5, py) }
        }
        for j in 0..<height {
            let py = origin.1 + Double(j) + 0.5
            let row = data + j * stride
            let ey = abs(py - cy) - (hy - r)  // how far into a corner's rows (≤ 0: beside the straight sides)
            if ey >= r - band - 1 {
                visit(row, py, from: box.0 - 1, to: box.2 + 1)  // the top or bottom edge's band
            } else if ey <= 0 {
                visit(row, py, from: box.0 - 1, to: box.0 + band + 1)
                visit(row, py, from: box.2 - band - 1, to: box.2 + 1)
            } else {
                let outer = max((r + 1) * (r + 1) - ey * ey, 0).squareRoot()
                let innerRadius = r - band - 1
                let inner = innerRadius > ey ? (innerRadius * innerRadius - ey * ey).squareRoot() : 0
                visit(row, py, from: box.0 + r - outer - 1, to: box.0 + r - inner + 1)
                visit(row, py, from: box.2 - r + inner - 1, to: box.2 - r + outer + 1)
            }
        }
    }
}

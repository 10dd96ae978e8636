import CCairo
import CairnDisplayList
import CairnGeometry
import CairnShapes
import Foundation

/// Draws display lists on a Cairo context, exactly and without ever failing.
///
/// Steps for each item:
/// 1. Skip what cannot be drawn: empty paths, non-finite or non-positive stroke widths,
///    non-finite or singular group transforms, zero or NaN group opacity.
/// 2. Set every piece of Cairo state the item uses (fill rule, antialias, stroke attributes,
///    source), so no item depends on what an earlier item left behind.
/// 3. Build the path (`CairoPainter+Path.swift`) and fill, stroke or clip with it.
/// Groups bracket their content in `cairo_save`/`cairo_restore`, so transforms, clips and
/// layers never leak. Everything Cairo would reject with a sticky error status (singular
/// matrices, invalid dashes, failed patterns) is validated before the call, because an
/// error status on a `cairo_t` can never be cleared.
package struct CairoPainter {
    /// The Cairo context drawn on (`cairo_t *`).
    package let cr: OpaquePointer

    /// Whether the target is a vector surface (SVG, PDF): conic gradients are then drawn as
    /// vector wedges, since a mesh pattern would make Cairo rasterise the whole page.
    package let vectorOutput: Bool

    /// Whether `cr` records a layer that will be rasterised in device pixels already (nested
    /// filtered layers then rasterise at 1 pixel per device unit, not the vector scale).
    var recordsRasterLayer = false

    /// Whether linear gradients on image targets are drawn by Cairn's own rasteriser
    /// (`CairoPainter+GradientRaster.swift`); false gives Cairo's gradients (tests compare).
    package var rasterisesLinearGradients = true

    /// Whether mesh gradients on image targets are drawn by Cairn's own rasteriser
    /// (`CairoPainter+MeshRaster.swift`); false gives Cairo's mesh pattern (tests compare).
    package var rasterisesMeshes = true

    /// On Cairn's SVG output: where layers SVG can express natively are collected
    /// (`CairoPainter+SVGLayer.swift`); nil on every other target.
    var svgFragments: SVGLayerFragments?

    /// A painter drawing on `cr`.
    package init(_ cr: OpaquePointer, vectorOutput: Bool = false) {
        self.cr = cr
        self.vectorOutput = vectorOutput
    }

    /// Draws `list` on the context; the context's state is the same afterwards.
    package func draw(_ list: DisplayList) {
        cairo_save(cr)
        // Bound what the list asks of Cairo (SafeDrawing.swift): the visible area is the
        // clip's extents in user space.
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_clip_extents(cr, &x1, &y1, &x2, &y2)
        drawItems(list.sanitized(visible: CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1)))
        cairo_restore(cr)
    }

    func drawItems(_ list: DisplayList) {
        for item in list.items {
            switch item {
            case let .fill(path, paint, style): fill(path, with: paint, style: style)
            case let .stroke(path, paint, style): stroke(path, with: paint, style: style)
            case .group(let group): draw(group)
            case let .text(run, origin): drawText(run, at: origin)
            case .image(let item): drawImage(item)
            case .layer(let layer): draw(layer)
            }
        }
    }

    /// Fills `path` under its fill rule, antialiased or not.
    func fill(_ path: Path, with paint: Paint, style: FillStyle) {
        guard !path.isEmpty else { return }
        cairo_set_fill_rule(cr, style.isEOFilled ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
        cairo_set_antialias(cr, style.isAntialiased ? CAIRO_ANTIALIAS_DEFAULT : CAIRO_ANTIALIAS_NONE)
        if rasterisesLinearGradients, case let .linearGradient(stops, start, end) = paint, start.x.isFinite, start.y.isFinite, end.x.isFinite, end.y.isFinite,
           start != end, fillLinearGradientDirectly(path, stops: Self.normalized(stops), start: start, end: end) {
            return
        }
        appendPath(path)
        if case .meshGradient(let mesh) = paint {
            paintMesh(mesh)
        } else if vectorOutput, case .angularGradient = paint {
            fillAngularWedges(paint)
        } else if setSource(paint, coverage: .fill) {
            cairo_fill(cr)
        } else {
            cairo_new_path(cr)
        }
    }

    /// Strokes `path` with every attribute of `style` (see `CairoPainter+Stroke.swift`).
    func stroke(_ path: Path, with paint: Paint, style: StrokeStyle) {
        guard !path.isEmpty, applyStrokeStyle(style) else { return }
        cairo_set_antialias(cr, CAIRO_ANTIALIAS_DEFAULT)
        if case .meshGradient(let mesh) = paint {
            // A mesh paints inside the stroke's outline (its background first).
            cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
            appendPath(path.strokedPath(style))
            paintMesh(mesh)
            return
        }
        if vectorOutput, case .angularGradient = paint {
            // Cairo 1.16 cannot clip to a stroke: clip to the stroke's outline instead.
            cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
            appendPath(path.strokedPath(style))
            fillAngularWedges(paint)
            return
        }
        if rasterisesLinearGradients, case let .linearGradient(stops, start, end) = paint,
           strokeLinearGradientThroughCoverage(path, stops: Self.normalized(stops), start: start, end: end) {
            return
        }
        appendPath(path)
        if setSource(paint, coverage: .stroke) {
            cairo_stroke(cr)
        } else {
            cairo_new_path(cr)
        }
    }

    /// Fills the current path with a conic gradient drawn as vector wedges, clipped to it.
    func fillAngularWedges(_ paint: Paint) {
        guard case let .angularGradient(stops, center, startAngle, endAngle) = paint, center.x.isFinite, center.y.isFinite else {
            cairo_new_path(cr)
            return
        }
        cairo_save(cr)
        cairo_clip(cr)
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_clip_extents(cr, &x1, &y1, &x2, &y2)
        let cx = Double(center.x), cy = Double(center.y)
        let radius = max(hypot(max(abs(x1 - cx), abs(x2 - cx)), max(abs(y1 - cy), abs(y2 - cy))), 1) + 2
        AngularGradientMesh(stops: Self.normalized(stops), center: center,
                            startAngle: startAngle.radians, endAngle: endAngle.radians, radius: radius).fillWedges(on: cr)
        cairo_restore(cr)
    }

    /// Draws a group: transform, then clips, then the content, composited as one layer when
    /// its opacity is below 1 (so overlapping children do not double-darken).
    func draw(_ group: DisplayList.Group) {
        let opacity = group.opacity
        guard opacity.isFinite, opacity > 0, !group.content.isEmpty else { return }
        cairo_save(cr)
        defer { cairo_restore(cr) }
        if !group.transform.isIdentity {
            guard var matrix = safeMatrix(group.transform) else { return }
            cairo_transform(cr, &matrix)
        }
        // A rim light: a gradient stroke of a rounded box clipped to the box, without Cairo.
        if opacity == 1, group.clips.count == 1, group.content.items.count == 1,
           case let .stroke(path, .linearGradient(stops, start, end), style) = group.content.items[0],
           strokeRoundedBoxRim(path, style: style, stops: Self.normalized(stops), start: start, end: end, clip: group.clips[0]) {
            return
        }
        for clip in group.clips {
            cairo_set_fill_rule(cr, clip.style.isEOFilled ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
            cairo_set_antialias(cr, clip.style.isAntialiased ? CAIRO_ANTIALIAS_DEFAULT : CAIRO_ANTIALIAS_NONE)
            appendPath(clip.path)  // An empty clip path clips everything away, as it should.
            cairo_clip(cr)
        }
        if opacity == 1, drawShadowOutsideHiddenShape(group) { return }
        if opacity < 1 {
            clipToInk(of: group.content)
            cairo_push_group(cr)
            drawItems(group.content)
            cairo_pop_group_to_source(cr)
            cairo_paint_with_alpha(cr, opacity)
        } else {
            drawItems(group.content)
        }
    }

    /// `transform` as a Cairo matrix, or nil when it is non-finite, singular, or would make
    /// the current transformation matrix singular: Cairo reports each of these as a sticky
    /// `INVALID_MATRIX` error (it tests the determinant, which can underflow to 0 even for
    /// a matrix like scale(1e-300)).
    func safeMatrix(_ t: CGAffineTransform) -> cairo_matrix_t? {
        guard t.a.isFinite, t.b.isFinite, t.c.isFinite, t.d.isFinite, t.tx.isFinite, t.ty.isFinite
        else { return nil }
        var matrix = cairo_matrix_t(
            xx: Double(t.a), yx: Double(t.b), xy: Double(t.c), yy: Double(t.d), x0: Double(t.tx), y0: Double(t.ty))
        var current = cairo_matrix_t()
        cairo_get_matrix(cr, &current)
        var product = cairo_matrix_t()
        cairo_matrix_multiply(&product, &matrix, &current)
        guard Self.isInvertible(matrix), Self.isInvertible(product) else { return nil }
        return matrix
    }

    /// Cairo's own invertibility test: a finite, non-zero determinant.
    static func isInvertible(_ m: cairo_matrix_t) -> Bool {
        let det = m.xx * m.yy - m.yx * m.xy
        return det.isFinite && det != 0 && m.x0.isFinite && m.y0.isFinite
    }
}

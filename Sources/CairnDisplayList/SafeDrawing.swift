import CairnGeometry
import CairnShapes
import Foundation

/// The one place where a display list is made safe to draw: renderers call
/// `DisplayList.sanitized(visible:)` before drawing, so that no input, however extreme,
/// makes a renderer trap, recurse without bound or spin.
extension DisplayList {
    /// How far beyond the visible area geometry is kept exactly as given, in points. Only
    /// geometry reaching further than this is culled or pushed onto this border, so output
    /// of ordinary scenes (SVG included) is unchanged.
    package static let cullMargin: CGFloat = 4096

    /// How far outside the visible area an angular gradient's centre may lie, in points:
    /// from farther, the visible area spans under 0.01 radian of the gradient (less than
    /// one level of an 8-bit channel for a three-colour gradient per 1,000 points).
    package static let angularCenterMargin: CGFloat = 100_000
    /// The widest stroke handed to Cairo's stroker; wider ones are filled as outlines.
    package static let widestCairoStroke: CGFloat = 1_000_000

    /// This list with every item a renderer could not draw in bounded time removed or
    /// bounded, when drawn into the area `visible` (in the list's coordinates; nil when
    /// unknown, which skips culling).
    ///
    /// Rules:
    /// - Groups with a non-finite transform or a NaN, zero or negative opacity are dropped
    ///   (they draw nothing); text and images at non-finite positions likewise.
    /// - Fills, strokes and clips lying wholly farther than `cullMargin` outside `visible`
    ///   are dropped; those reaching farther have their far parts pushed onto that border
    ///   (`Path.clamped(to:)`, which keeps the winding inside, so the visible pixels are
    ///   the same).
    /// - Strokes with a non-finite or non-positive width are dropped; a width beyond twice
    ///   the farthest distance between path and visible area is cut to it (same pixels);
    ///   dash patterns are bounded per path length (`StrokeStyle.boundingDashes(forLength:)`).
    /// - An angular gradient's centre is kept within `angularCenterMargin` of the visible
    ///   area and of the path it paints, since the wedges of its
    ///   mesh reach from the centre (a centre at 1e20 makes patches 1e20 wide).
    package func sanitized(visible: CGRect?) -> DisplayList {
        let visible = visible.flatMap { $0.isFinite && !$0.isNull ? $0 : nil }
        let box = visible?.insetBy(dx: -Self.cullMargin, dy: -Self.cullMargin)
        let visibleCenterBox = visible?.insetBy(dx: -Self.angularCenterMargin, dy: -Self.angularCenterMargin)
        // Where an angular gradient's centre may lie for `path`: near the visible area when
        // it is known, and always near the path (the mesh reaches from the centre to it).
        func centerBox(_ path: Path) -> CGRect {
            let near = path.controlPointBounds.insetBy(dx: -Self.angularCenterMargin, dy: -Self.angularCenterMargin)
            guard let v = visibleCenterBox, Self.overlaps(near, v) else { return near }
            return near.intersection(v)
        }
        var out: [Item] = []
        out.reserveCapacity(items.count)
        for item in items {
            switch item {
            case let .fill(path, paint, style):
                guard !path.isEmpty else { continue }
                if let box {
                    guard Self.overlaps(path.controlPointBounds, box) else { continue }
                    out.append(.fill(path.clamped(to: box), paint.sanitized(within: centerBox(path)), style))
                } else {
                    out.append(.fill(path, paint.sanitized(within: centerBox(path)), style))
                }
            case let .stroke(path, paint, style):
                guard !path.isEmpty, style.lineWidth.isFinite, style.lineWidth > 0 else { continue }
                var style = style
                if let visible {
                    // A half-width beyond the farthest distance between the path and the
                    // visible area covers the same visible points (caps, joins and bands
                    // all reach every point within that distance): wider is only work.
                    let union = path.controlPointBounds.union(visible)
                    let farthest = hypot(union.width, union.height)
                    if farthest.isFinite, style.lineWidth > 2 * farthest + 2 { style.lineWidth = 2 * farthest + 2 }
                }
                let width = style.lineWidth
                let bounded = style.boundingDashes(forLength: path.controlPolygonLength).style
                // How far a stroke's pixels reach from its path: miter joins go furthest.
                let miter = bounded.miterLimit.isFinite ? max(bounded.miterLimit, 1.5) : 1.5
                let reach = width / 2 * miter + 1
                if let box, reach.isFinite {
                    let strokeBox = box.insetBy(dx: -reach, dy: -reach)
                    guard Self.overlaps(path.controlPointBounds, strokeBox) else { continue }
                    // Cairo's pen for a half-width w has about √w vertices per curve (10⁷ at
                    // w = 1.5e13, fuzz layout 58466: a hang); Cairn's stroker bounds its
                    // points, so a stroke this wide is drawn as the fill of its outline.
                    if width > Self.widestCairoStroke {
                        let outline = path.strokedPath(bounded)
                        if !outline.isEmpty {
                            out.append(.fill(outline.clamped(to: box, positivePieces: true), paint.sanitized(within: centerBox(path)), FillStyle()))
                        }
                        continue
                    }
                    // A dashed path keeps its far parts: moving them would shift the dashes.
                    let safe = bounded.dash.isEmpty ? path.clamped(to: strokeBox) : path
                    out.append(.stroke(safe, paint.sanitized(within: centerBox(path)), bounded))
                } else {
                    out.append(.stroke(path, paint.sanitized(within: centerBox(path)), bounded))
                }
            case .group(var group):
                let t = group.transform
                guard group.opacity.isFinite, group.opacity > 0,
                    t.a.isFinite, t.b.isFinite, t.c.isFinite, t.d.isFinite, t.tx.isFinite, t.ty.isFinite
                else { continue }
                // The visible area in the group's coordinates (unknown if not invertible).
                var inner: CGRect?
                if let visible {
                    let det = t.a * t.d - t.b * t.c
                    if det.isFinite, det != 0 {
                        let r = visible.applying(t.inverted())
                        inner = r.isFinite ? r : nil
                    }
                }
                if let inner {
                    let clipBox = inner.insetBy(dx: -Self.cullMargin, dy: -Self.cullMargin)
                    group.clips = group.clips.map { DisplayList.Clip(path: $0.path.clamped(to: clipBox), style: $0.style) }
                }
                group.content = group.content.sanitized(visible: inner)
                out.append(.group(group))
            case .layer(var layer):
                guard layer.opacity.isFinite, layer.opacity > 0 else { continue }
                // A filter (a shadow's offset, a blur) can bring far content into view, so a
                // layer's content and mask are checked for non-finite numbers but not culled;
                // the filters themselves ignore non-finite or oversized radii when drawn.
                layer.content = layer.content.sanitized(visible: nil)
                layer.mask = layer.mask?.sanitized(visible: nil)
                out.append(.layer(layer))
            case let .text(_, origin):
                guard origin.x.isFinite, origin.y.isFinite else { continue }
                out.append(item)
            case .image(let image):
                guard image.rect.isFinite else { continue }
                if let box, !Self.overlaps(image.rect, box) { continue }
                out.append(item)
            }
        }
        return DisplayList(out)
    }

    /// Whether two rectangles overlap or touch (true for zero-width or zero-height ones).
    static func overlaps(_ a: CGRect, _ b: CGRect) -> Bool {
        a.minX <= b.maxX && b.minX <= a.maxX && a.minY <= b.maxY && b.minY <= a.maxY
    }
}

extension Paint {
    /// This paint with an angular gradient's centre kept within `box`.
    func sanitized(within box: CGRect?) -> Paint {
        // A sweep beyond a million radians (or an infinite one: 1.8e308 − (−1.8e308)) shows
        // only its last turn, whose colours lie within 1e-5 of the last stop: paint that.
        if case let .angularGradient(stops, _, startAngle, endAngle) = self {
            let span = endAngle.radians - startAngle.radians
            if !span.isFinite || abs(span) > 1e6 {
                let last = Gradient(stops: stops).normalizedStops.last?.color.resolved
                return .color(last ?? Color.Resolved(red: 0, green: 0, blue: 0, opacity: 0))
            }
        }
        guard let box, case let .angularGradient(stops, center, startAngle, endAngle) = self,
            center.x.isFinite, center.y.isFinite, !box.contains(center)
        else { return self }
        let clamped = CGPoint(x: min(max(center.x, box.minX), box.maxX), y: min(max(center.y, box.minY), box.maxY))
        return .angularGradient(stops: stops, center: clamped, startAngle: startAngle, endAngle: endAngle)
    }
}

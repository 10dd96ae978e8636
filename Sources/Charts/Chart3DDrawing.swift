import Cairn
import Foundation

/// One thing a 3D chart draws, in the view's coordinates.
struct Chart3DPrimitive {
    enum Shape {
        /// A filled polygon (a surface facet, a rectangle mark).
        case polygon([CGPoint])
        /// A stroked segment (a rule mark) of a width in points.
        case segment(CGPoint, CGPoint, CGFloat)
        /// A filled circle (a point mark) of a radius in points.
        case disc(CGPoint, CGFloat)
    }
    var shape: Shape
    var color: Color.Resolved
    /// The mark's own style when it is not a plain colour (drawn as given, unlit).
    var style: AnyShapeStyle? = nil
    /// The depth of the primitive's centre (larger is nearer the viewer).
    var depth: Double
    /// Declaration order (items in order; a surface's facets row by row): the tie-break.
    var order: Int
}

/// A 3D chart laid out in a size: the back planes and their grid, the content's primitives in
/// painter's order (farthest first; equal depths in declaration order), and the tick labels.
///
/// Steps: 1. fit the cube, seen from the pose, into the view inset by the label margins;
/// 2. the three back planes (the faces turned away from the viewer), with grid lines at the
/// ticks; 3. each surface's facets (left out where a corner is undefined), coloured and lit;
/// 4. the marks; 5. sort back to front; 6. the tick labels along the front edges.
struct Chart3DDrawing {
    var planes: [[CGPoint]] = []
    var grid = Path()
    var primitives: [Chart3DPrimitive] = []
    var labels: [(text: String, at: CGPoint, anchor: UnitPoint)] = []

    /// Room left around the cube for the tick labels, in points (Cairn's estimate).
    static let margin = CGSize(width: 30, height: 22)
    /// The default colour of 3D content (Swift Charts' default series colour).
    static let defaultColor = Color.blue.resolved
    /// A point mark's default area, as a 2D point's: a circle of 8 points' diameter.
    static let defaultSymbolSize: CGFloat = 16 * .pi

    init(scene: Chart3DScene, pose: Chart3DPose, projection: Chart3DCameraProjection, size: CGSize) {
        // Step 1.
        let rect = CGRect(origin: .zero, size: size).insetBy(dx: Self.margin.width, dy: Self.margin.height)
        guard rect.width.isFinite, rect.height.isFinite, rect.width > 1, rect.height > 1, rect.width < 1e6, rect.height < 1e6 else { return }
        let camera = Chart3DCamera(pose: pose, projection: projection)
        let projector = Chart3DProjector(camera: camera, rect: rect)
        let t = camera.toward
        let near = (x: t.x >= 0 ? 0.5 : -0.5, y: t.y >= 0 ? 0.5 : -0.5, z: t.z >= 0 ? 0.5 : -0.5)
        func pt(_ x: Double, _ y: Double, _ z: Double) -> CGPoint { projector.project(Vec3(x: x, y: y, z: z)).point }
        func unit(_ v: Double, _ d: (Double, Double)) -> Double { d.1 > d.0 ? (v - d.0) / (d.1 - d.0) - 0.5 : 0 }
        let xt = NiceScale.ticks(scene.x.0, scene.x.1), yt = NiceScale.ticks(scene.y.0, scene.y.1), zt = NiceScale.ticks(scene.z.0, scene.z.1)

        // Step 2: the back plane of each axis, and grid lines across it.
        let bx = -near.x, by = -near.y, bz = -near.z
        planes = [
            [pt(bx, -0.5, -0.5), pt(bx, 0.5, -0.5), pt(bx, 0.5, 0.5), pt(bx, -0.5, 0.5)],
            [pt(-0.5, by, -0.5), pt(0.5, by, -0.5), pt(0.5, by, 0.5), pt(-0.5, by, 0.5)],
            [pt(-0.5, -0.5, bz), pt(0.5, -0.5, bz), pt(0.5, 0.5, bz), pt(-0.5, 0.5, bz)],
        ]
        func line(_ a: CGPoint, _ b: CGPoint) { grid.move(to: a); grid.addLine(to: b) }
        for v in xt.map({ unit($0, scene.x) }) { line(pt(v, by, -0.5), pt(v, by, 0.5)); line(pt(v, -0.5, bz), pt(v, 0.5, bz)) }
        for v in yt.map({ unit($0, scene.y) }) { line(pt(bx, v, -0.5), pt(bx, v, 0.5)); line(pt(-0.5, v, bz), pt(0.5, v, bz)) }
        for v in zt.map({ unit($0, scene.z) }) { line(pt(-0.5, by, v), pt(0.5, by, v)); line(pt(bx, -0.5, v), pt(bx, 0.5, v)) }
        for plane in planes { grid.addLines(plane); grid.closeSubpath() }

        // Step 3: surfaces.
        var order = 0
        for surface in scene.surfaces {
            let values = surface.values
            let cells = values.count - 1
            guard cells >= 1 else { continue }
            let a = surface.attributes
            let roughness = a.roughness ?? Chart3DShading.defaultRoughness
            let uniform = a.color?.resolved ?? Self.defaultColor
            func corner(_ i: Int, _ k: Int) -> Vec3? {
                let v = values[i][k]
                guard v.isFinite else { return nil }
                let yv = min(max(v, scene.y.0), scene.y.1)
                return scene.cube(scene.x.0 + (scene.x.1 - scene.x.0) * Double(i) / Double(cells), yv,
                                  scene.z.0 + (scene.z.1 - scene.z.0) * Double(k) / Double(cells))
            }
            for i in 0..<cells {
                for k in 0..<cells {
                    order += 1
                    guard let p00 = corner(i, k), let p10 = corner(i + 1, k), let p11 = corner(i + 1, k + 1), let p01 = corner(i, k + 1) else { continue }
                    let n = (p11 - p00).cross(p01 - p10)
                    let viewNormal = Vec3(x: n.dot(camera.right), y: n.dot(camera.up), z: n.dot(camera.toward))
                    let base: Color.Resolved
                    if let style = a.surfaceStyle, style.facing {
                        base = BasicChart3DSurfaceStyle.color(facing: n)
                    } else if let style = a.surfaceStyle {
                        let mean = (values[i][k] + values[i + 1][k] + values[i + 1][k + 1] + values[i][k + 1]) / 4
                        base = style.color(atHeight: mean, domain: scene.y)
                    } else { base = uniform }
                    let corners = [p00, p10, p11, p01].map { projector.project($0) }
                    let depth = corners.map(\.depth).reduce(0, +) / 4
                    primitives.append(Chart3DPrimitive(shape: .polygon(corners.map(\.point)),
                                                       color: Chart3DShading.shade(base, normal: viewNormal, roughness: roughness),
                                                       depth: depth, order: order))
                }
            }
        }

        // Step 4: marks (a point outside the domains is not drawn; rules and rectangles are cut to them).
        for mark in scene.marks {
            order += 1
            let a = mark.attributes
            let base = a.color?.resolved ?? Self.defaultColor
            let style = a.color == nil ? a.style : nil
            let lo = Vec3(x: unit(mark.spans[0].0, scene.x), y: unit(mark.spans[1].0, scene.y), z: unit(mark.spans[2].0, scene.z))
            let hi = Vec3(x: unit(mark.spans[0].1, scene.x), y: unit(mark.spans[1].1, scene.y), z: unit(mark.spans[2].1, scene.z))
            let e = 1e-9
            func inside(_ v: Double) -> Bool { v >= -0.5 - e && v <= 0.5 + e }
            func cut(_ v: Double) -> Double { min(max(v, -0.5), 0.5) }
            switch mark.kind {
            case .point:
                guard inside(lo.x), inside(lo.y), inside(lo.z) else { continue }
                let p = projector.project(lo)
                let area = a.symbolSize ?? Self.defaultSymbolSize
                let f = camera.perspective ? Chart3DCamera.distance / (Chart3DCamera.distance - p.depth) : 1
                let radius = CGFloat((Double(area) / .pi).squareRoot() * f)
                primitives.append(Chart3DPrimitive(shape: .disc(p.point, radius), color: base, style: style, depth: p.depth, order: order))
            case .rule, .rectangle:
                guard hi.x >= -0.5 - e, lo.x <= 0.5 + e, hi.y >= -0.5 - e, lo.y <= 0.5 + e, hi.z >= -0.5 - e, lo.z <= 0.5 + e else { continue }
                let l = Vec3(x: cut(lo.x), y: cut(lo.y), z: cut(lo.z)), h = Vec3(x: cut(hi.x), y: cut(hi.y), z: cut(hi.z))
                if mark.kind == .rule {
                    let pa = projector.project(l), pb = projector.project(h)
                    primitives.append(Chart3DPrimitive(shape: .segment(pa.point, pb.point, 1), color: base, style: style,
                                                       depth: (pa.depth + pb.depth) / 2, order: order))
                } else {
                    // The flat axis is the one whose span has no width.
                    let flat = h.x - l.x == 0 ? 0 : h.y - l.y == 0 ? 1 : 2
                    let quad: [Vec3]
                    switch flat {
                    case 0: quad = [Vec3(x: l.x, y: l.y, z: l.z), Vec3(x: l.x, y: h.y, z: l.z), Vec3(x: l.x, y: h.y, z: h.z), Vec3(x: l.x, y: l.y, z: h.z)]
                    case 1: quad = [Vec3(x: l.x, y: l.y, z: l.z), Vec3(x: h.x, y: l.y, z: l.z), Vec3(x: h.x, y: l.y, z: h.z), Vec3(x: l.x, y: l.y, z: h.z)]
                    default: quad = [Vec3(x: l.x, y: l.y, z: l.z), Vec3(x: h.x, y: l.y, z: l.z), Vec3(x: h.x, y: h.y, z: l.z), Vec3(x: l.x, y: h.y, z: l.z)]
                    }
                    let n = flat == 0 ? Vec3(x: 1, y: 0, z: 0) : flat == 1 ? Vec3(x: 0, y: 1, z: 0) : Vec3(x: 0, y: 0, z: 1)
                    let viewNormal = Vec3(x: n.dot(camera.right), y: n.dot(camera.up), z: n.dot(camera.toward))
                    let projected = quad.map { projector.project($0) }
                    primitives.append(Chart3DPrimitive(shape: .polygon(projected.map(\.point)),
                                                       color: Chart3DShading.shade(base, normal: viewNormal, roughness: a.roughness ?? Chart3DShading.defaultRoughness),
                                                       style: style, depth: projected.map(\.depth).reduce(0, +) / 4, order: order))
                }
            }
        }

        // Step 5: painter's algorithm.
        primitives.sort { $0.depth != $1.depth ? $0.depth < $1.depth : $0.order < $1.order }

        // Step 6: labels along the front edges, outside the box; an axis whose edge is seen end
        // on (shorter than 30 points) has none.
        let center = projector.project(Vec3(x: 0, y: 0, z: 0)).point
        // The y labels move sideways only, so the lowest does not meet the first x label at the corner.
        func place(_ ticks: [Double], _ domain: (Double, Double), sideways: Bool = false, _ at: (Double) -> Vec3) {
            guard let first = ticks.first, let last = ticks.last else { return }
            let a = projector.project(at(unit(domain.0, domain))).point, b = projector.project(at(unit(domain.1, domain))).point
            guard hypot(b.x - a.x, b.y - a.y) >= 30 else { return }
            let step = ticks.count > 1 ? ticks[1] - ticks[0] : max(abs(last - first), 1)
            for v in ticks {
                let p = projector.project(at(unit(v, domain))).point
                var dx = Double(p.x - center.x), dy = Double(p.y - center.y)
                let len = (dx * dx + dy * dy).squareRoot()
                if sideways { dx = dx < 0 ? -1 : 1; dy = 0 } else if len > 1e-9 { dx /= len; dy /= len } else { dx = 0; dy = 1 }
                labels.append((AxisFormatter.number(v, step: step), CGPoint(x: Double(p.x) + dx * 6, y: Double(p.y) + dy * 6),
                               UnitPoint(x: 0.5 - dx * 0.5, y: 0.5 - dy * 0.5)))
            }
        }
        place(xt, scene.x) { Vec3(x: $0, y: by, z: near.z) }
        place(yt, scene.y, sideways: true) { Vec3(x: -near.x, y: $0, z: near.z) }
        place(zt, scene.z) { Vec3(x: near.x, y: by, z: $0) }
    }
}

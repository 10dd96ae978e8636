import CairnDisplayList
import CairnGeometry
import CairnLayout
import Foundation

extension ProjectionTransform {
    /// The 9 entries, row by row (the display list's `LayerFilter.projection` order).
    var entries: [Double] { [m11, m12, m13, m21, m22, m23, m31, m32, m33].map(Double.init) }

    /// A perspective rotation as SwiftUI's `rotation3DEffect` builds it (Core Animation's
    /// matrices, row vectors): move the anchor (and anchorZ) to the origin, rotate by `angle`
    /// about `axis`, project with `m34 = −1 / d` where d = max(width, height) / perspective,
    /// move back; the z row and column are then dropped.
    static func rotation3D(_ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint, anchorZ: CGFloat,
                           perspective: CGFloat, size: CGSize) -> ProjectionTransform {
        typealias M4 = [Double]
        func mul(_ a: M4, _ b: M4) -> M4 {
            var r = M4(repeating: 0, count: 16)
            for i in 0..<4 { for j in 0..<4 { for k in 0..<4 { r[i * 4 + j] += a[i * 4 + k] * b[k * 4 + j] } } }
            return r
        }
        func translation(_ x: Double, _ y: Double, _ z: Double) -> M4 { [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, x, y, z, 1] }
        var rotation: M4 = translation(0, 0, 0)
        let len = sqrt(Double(axis.x * axis.x + axis.y * axis.y + axis.z * axis.z))
        let theta = angle.radians
        if len > 0, len.isFinite, theta.isFinite {
            let x = Double(axis.x) / len, y = Double(axis.y) / len, z = Double(axis.z) / len
            let c = cos(theta), s = sin(theta), t = 1 - c
            rotation = [t * x * x + c, t * x * y + z * s, t * x * z - y * s, 0,
                        t * x * y - z * s, t * y * y + c, t * y * z + x * s, 0,
                        t * x * z + y * s, t * y * z - x * s, t * z * z + c, 0,
                        0, 0, 0, 1]
        }
        var projection: M4 = translation(0, 0, 0)
        let extent = Double(max(size.width, size.height))
        if perspective.isFinite, perspective != 0, extent > 0 { projection[11] = -Double(perspective) / extent }
        let ax = Double(anchor.x * size.width), ay = Double(anchor.y * size.height), az = Double(anchorZ)
        guard ax.isFinite, ay.isFinite, az.isFinite else { return ProjectionTransform() }
        let m = mul(mul(mul(translation(-ax, -ay, -az), rotation), projection), translation(ax, ay, az))
        var p = ProjectionTransform()
        (p.m11, p.m12, p.m13) = (CGFloat(m[0]), CGFloat(m[1]), CGFloat(m[3]))
        (p.m21, p.m22, p.m23) = (CGFloat(m[4]), CGFloat(m[5]), CGFloat(m[7]))
        (p.m31, p.m32, p.m33) = (CGFloat(m[12]), CGFloat(m[13]), CGFloat(m[15]))
        return p
    }
}

/// Draws its child through a projective transform computed from its size: affine ones as a
/// vector group transform, perspective ones through `LayerFilter.projection`.
final class PerspectiveEffectBehavior: PassthroughBehavior {
    let transform: (CGSize) -> ProjectionTransform
    init(_ transform: @escaping (CGSize) -> ProjectionTransform) { self.transform = transform }

    override func draw(_ node: ViewNode, into list: inout DisplayList) {
        var inner = DisplayList()
        node.drawChildren(into: &inner)
        if inner.isEmpty { return }
        Self.append(inner, through: transform(node.frame.size), frame: node.frame, into: &list)
    }

    /// Appends `inner` drawn through `t` (in the coordinates of a view at `frame`): affine
    /// transforms as a vector group, perspective ones as a projection layer. A transform with
    /// a non-finite entry draws nothing.
    static func append(_ inner: DisplayList, through t: ProjectionTransform, frame f: CGRect, into list: inout DisplayList) {
        guard t.entries.allSatisfy(\.isFinite) else { return }
        // In root coordinates: to the view's origin, the transform, back.
        let toLocal = ProjectionTransform(CGAffineTransform(translationX: -f.minX, y: -f.minY))
        let toRoot = ProjectionTransform(CGAffineTransform(translationX: f.minX, y: f.minY))
        let m = toLocal.concatenating(t).concatenating(toRoot)
        if m.isAffine {
            list.append(.group(DisplayList.Group(transform: m.affine, content: inner)))
        } else {
            list.append(.layer(DisplayList.Layer(content: inner, filters: [.projection(m.entries)])))
        }
    }
}

extension View {
    /// Draws the view through a projective transform (Apple: `projectionEffect(_:)`). An
    /// affine transform stays vector; a perspective one is drawn by resampling the view's
    /// pixels (bilinear) through the inverse homography, at device resolution in PNG and at
    /// 2 px/pt as an embedded image in SVG and PDF.
    public func projectionEffect(_ transform: ProjectionTransform) -> some View {
        PassthroughView(content: self, name: "ProjectionEffect") { PerspectiveEffectBehavior { _ in transform } }
    }

    /// Renders the view as if rotated in three dimensions about `axis` through `anchor` and
    /// `anchorZ`, projected back onto its plane (Apple: `rotation3DEffect(_:axis:anchor:anchorZ:perspective:)`,
    /// defaults `.center`, 0, 1; "Use the perspective value to control the renderer's
    /// vanishing point"). The matrix is Core Animation's: translate the anchor to the origin,
    /// rotate, apply a perspective of m34 = −perspective / max(width, height), translate back
    /// (the construction OpenSwiftUI documents for `_Rotation3DEffect`). A rotation about the
    /// z axis alone stays vector; others are resampled as `projectionEffect` says. A zero or
    /// non-finite axis, angle or anchor draws the view unrotated.
    public func rotation3DEffect(_ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
                                 anchorZ: CGFloat = 0, perspective: CGFloat = 1) -> some View {
        PassthroughView(content: self, name: "Rotation3DEffect") {
            PerspectiveEffectBehavior { size in
                ProjectionTransform.rotation3D(angle, axis: axis, anchor: anchor, anchorZ: anchorZ, perspective: perspective, size: size)
            }
        }
    }
}

import Cairn
import Foundation

/// A point or direction in a 3D chart's unit cube: each axis's domain maps onto −0.5…0.5
/// (x to the right, y up, z towards the front).
struct Vec3: Equatable {
    var x: Double, y: Double, z: Double
    static func + (a: Vec3, b: Vec3) -> Vec3 { Vec3(x: a.x + b.x, y: a.y + b.y, z: a.z + b.z) }
    static func - (a: Vec3, b: Vec3) -> Vec3 { Vec3(x: a.x - b.x, y: a.y - b.y, z: a.z - b.z) }
    static func * (a: Vec3, s: Double) -> Vec3 { Vec3(x: a.x * s, y: a.y * s, z: a.z * s) }
    func dot(_ b: Vec3) -> Double { x * b.x + y * b.y + z * b.z }
    func cross(_ b: Vec3) -> Vec3 { Vec3(x: y * b.z - z * b.y, y: z * b.x - x * b.z, z: x * b.y - y * b.x) }
    var length: Double { dot(self).squareRoot() }
    var normalized: Vec3? {
        let l = length
        return l > 1e-12 && l.isFinite ? self * (1 / l) : nil
    }
    var isFinite: Bool { x.isFinite && y.isFinite && z.isFinite }
}

/// The camera of a pose: three orthonormal directions in cube space.
///
/// With azimuth `a` and inclination `i`:
/// - right  = (cos a, 0, −sin a): the picture's +x;
/// - up     = (−sin i sin a, cos i, −sin i cos a): the picture's up (−y on screen);
/// - toward = (cos i sin a, sin i, cos i cos a): from the cube's centre to the viewer.
/// A point's depth is `p · toward` (larger is nearer the viewer).
struct Chart3DCamera {
    let right: Vec3, up: Vec3, toward: Vec3
    let perspective: Bool
    /// The perspective camera's distance from the cube's centre, in cube edges (Cairn's estimate).
    static let distance = 2.5

    /// The camera of `pose` (a pose with a NaN or infinite angle is replaced by `.default`).
    init(pose: Chart3DPose, projection: Chart3DCameraProjection) {
        let p = pose.isFinite ? pose : .default
        let a = p.azimuth.radians, i = p.inclination.radians
        right = Vec3(x: cos(a), y: 0, z: -sin(a))
        up = Vec3(x: -sin(i) * sin(a), y: cos(i), z: -sin(i) * cos(a))
        toward = Vec3(x: cos(i) * sin(a), y: sin(i), z: cos(i) * cos(a))
        perspective = projection.kind == .perspective
    }

    /// A cube point in camera units before fitting: (right, up) scaled by perspective, and depth.
    func view(_ p: Vec3) -> (x: Double, y: Double, depth: Double) {
        let d = p.dot(toward)
        let f = perspective ? Self.distance / (Self.distance - d) : 1
        return (p.dot(right) * f, p.dot(up) * f, d)
    }
}

/// Projects cube points into a rectangle: the 8 corners of the cube, seen from the camera, are
/// scaled uniformly to fit `rect` and centred in it.
struct Chart3DProjector {
    let camera: Chart3DCamera
    let scale: Double
    let offset: CGPoint
    let rect: CGRect

    /// The cube's corners.
    static let corners: [Vec3] = [-0.5, 0.5].flatMap { x in [-0.5, 0.5].flatMap { y in [-0.5, 0.5].map { z in Vec3(x: x, y: y, z: z) } } }

    init(camera: Chart3DCamera, rect: CGRect) {
        self.camera = camera
        self.rect = rect
        let v = Self.corners.map { camera.view($0) }
        let minX = v.map(\.x).min() ?? 0, maxX = v.map(\.x).max() ?? 0
        let minY = v.map(\.y).min() ?? 0, maxY = v.map(\.y).max() ?? 0
        let w = max(maxX - minX, 1e-9), h = max(maxY - minY, 1e-9)
        let s = min(Double(rect.width) / w, Double(rect.height) / h)
        scale = s.isFinite && s > 0 ? s : 0
        // The box's centre lands on the rectangle's centre (screen y grows downwards).
        offset = CGPoint(x: Double(rect.midX) - scale * (minX + maxX) / 2, y: Double(rect.midY) + scale * (minY + maxY) / 2)
    }

    /// The screen point of a cube point, and its depth (larger is nearer).
    func project(_ p: Vec3) -> (point: CGPoint, depth: Double) {
        let v = camera.view(p)
        return (CGPoint(x: offset.x + scale * v.x, y: offset.y - scale * v.y), v.depth)
    }
}

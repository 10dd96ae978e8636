import Cairn
import Foundation

/// How Cairn lights a 3D chart's facets (all of it Cairn's estimate: Apple renders 3D charts
/// with RealityKit materials and publishes no lighting model).
///
/// A facet's colour is `base × (ambient + diffuse × |n · L|) + white × specular`, where `n` is
/// the facet's unit normal in view space (right, up, towards the viewer), `L` a fixed light
/// from the upper left in front of the chart, normalised from (−0.35, 0.55, 0.75), and the
/// specular term is Blinn–Phong, `(1 − roughness) × 0.3 × max(0, n · H)¹⁶` with `H` halfway
/// between `L` and the view direction (0, 0, 1). Both sides of a surface are lit (the absolute
/// value), so a surface seen from below is not black. The light is fixed to the viewer, so the
/// shading of a facet changes with the pose the way it does when one turns a chart in one's hands.
enum Chart3DShading {
    static let light = Vec3(x: -0.35, y: 0.55, z: 0.75).normalized!
    static let ambient = 0.4
    static let diffuse = 0.6
    static let specular = 0.3
    static let shininess = 16.0
    /// The roughness of content without `.roughness(_:)` (Cairn's estimate: a satin surface).
    static let defaultRoughness = 0.5

    /// The lit colour of a facet of colour `base` whose view-space normal is `normal`.
    static func shade(_ base: Color.Resolved, normal: Vec3, roughness: Double) -> Color.Resolved {
        guard var n = normal.normalized else { return base }
        if n.z < 0 { n = n * -1 }
        let lambert = abs(n.dot(light))
        let half = (light + Vec3(x: 0, y: 0, z: 1)).normalized!
        let r = roughness.isFinite ? min(max(roughness, 0), 1) : defaultRoughness
        let spec = (1 - r) * specular * pow(max(0, n.dot(half)), shininess)
        let k = ambient + diffuse * lambert
        return Color.Resolved(red: base.red * k + spec, green: base.green * k + spec, blue: base.blue * k + spec, opacity: base.opacity)
    }
}

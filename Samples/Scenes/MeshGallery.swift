import Cairn

/// Issue 23: `MeshGradient` (iOS 18) in each of its forms, one labelled 120 × 120 cell each.
///
/// | row | cells, left to right |
/// |---|---|
/// | 1 | Apple's 3 × 3 example · the same with `smoothsColors: false` · its centre moved to (0.8, 0.2) · explicit `bezierPoints` |
/// | 2 | `colorSpace: .perceptual` · a mesh covering the left part over its `background:` · as a fill (`Circle().fill(mesh)`) and as text's `foregroundStyle` · as a stroke |
public struct MeshGallery: View {
    /// The gallery.
    public init() {}

    /// Apple's example (the `MeshGradient` documentation page).
    static func apple(centre: SIMD2<Float> = [0.5, 0.5], smooth: Bool = true) -> MeshGradient {
        MeshGradient(width: 3, height: 3, points: [
            [0, 0], [0.5, 0], [1, 0],
            [0, 0.5], centre, [1, 0.5],
            [0, 1], [0.5, 1], [1, 1],
        ], colors: [.red, .purple, .indigo, .orange, .white, .blue, .yellow, .green, .mint], smoothsColors: smooth)
    }

    /// A 2 × 2 mesh whose edges bulge: each control point pushed out of the square.
    static var bezier: MeshGradient {
        func vertex(_ p: SIMD2<Float>, _ bend: Float) -> MeshGradient.BezierPoint {
            MeshGradient.BezierPoint(position: p, leadingControlPoint: p + [-0.3, bend], topControlPoint: p + [bend, -0.3],
                                     trailingControlPoint: p + [0.3, bend], bottomControlPoint: p + [-bend, 0.3])
        }
        return MeshGradient(width: 2, height: 2, bezierPoints: [
            vertex([0.1, 0.1], 0.15), vertex([0.9, 0.1], -0.15), vertex([0.1, 0.9], -0.15), vertex([0.9, 0.9], 0.15),
        ], colors: [.pink, .orange, .indigo, .teal], background: Color(white: 0.92))
    }

    static var perceptual: MeshGradient {
        MeshGradient(width: 2, height: 2, points: [[0, 0], [1, 0], [0, 1], [1, 1]],
                     colors: [.blue, .yellow, .yellow, .blue], colorSpace: .perceptual)
    }

    static var partial: MeshGradient {
        MeshGradient(width: 2, height: 3, points: [[0, 0], [0.6, 0], [0, 0.5], [0.7, 0.5], [0, 1], [0.6, 1]],
                     colors: [.mint, .teal, .cyan, .blue, .indigo, .purple], background: .yellow)
    }

    /// Two rows of cells on a white panel.
    public var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            HStack(spacing: 12) {
                EffectCell("3 × 3, smooth", side: 120) { Self.apple() }
                EffectCell("smoothsColors: false", side: 120) { Self.apple(smooth: false) }
                EffectCell("centre moved", side: 120) { Self.apple(centre: [0.8, 0.2]) }
                EffectCell("bezierPoints", side: 120) { Self.bezier }
            }
            HStack(spacing: 12) {
                EffectCell(".perceptual", side: 120) { Self.perceptual }
                EffectCell("background:", side: 120) { Self.partial }
                EffectCell("fill, foreground", side: 120) {
                    ZStack {
                        Circle().fill(Self.apple()).padding(6)
                        Text("Mesh").font(.system(size: 30, weight: .black)).foregroundStyle(Self.apple(centre: [0.2, 0.8]))
                    }
                }
                EffectCell("stroke", side: 120) { RoundedRectangle(cornerRadius: 24).stroke(Self.apple(), lineWidth: 14).padding(8) }
            }
        }
        .padding(16)
        .background(Color.white)
    }
}


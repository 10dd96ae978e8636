#if canImport(SwiftUI)
import SwiftUI
#else
import Cairn
#endif
import Charts
import Foundation

/// iOS 26's `Chart3D`: a surface plot of a wave, coloured by height (the SurfacePlot page's
/// `.foregroundStyle(.heightBased)` over the WWDC25 session's sinc-like ripple), beside a 3D
/// scatter of points on a helix with a rule and a rectangle marking the floor's centre.
struct Chart3DSurfaceSample: View {
    struct Sample3D: Identifiable {
        let id: Int
        let x: Double, y: Double, z: Double
    }
    let helix: [Sample3D] = (0..<40).map { i in
        let t = Double(i) / 39 * 4 * .pi
        return Sample3D(id: i, x: cos(t) * 4, y: Double(i) / 39 * 10, z: sin(t) * 4)
    }

    var body: some View {
        HStack(spacing: 16) {
            Chart3D {
                SurfacePlot(x: "x", y: "y", z: "z") { x, z in
                    let r = (x * x + z * z).squareRoot()
                    return r < 1e-9 ? 1 : sin(2 * r) / (2 * r)
                }
                .foregroundStyle(.heightBased)
                .roughness(0.3)
            }
            .chartXScale(domain: -5...5)
            .chartYScale(domain: -0.5...1)
            .chartZScale(domain: -5...5)
            Chart3D {
                ForEach(helix) { p in
                    PointMark(x: .value("x", p.x), y: .value("y", p.y), z: .value("z", p.z))
                        .foregroundStyle(p.id % 2 == 0 ? Color.blue : Color.orange)
                }
                RuleMark(x: .value("x", 0), y: .value("y", 0..<10), z: .value("z", 0))
                    .foregroundStyle(.red)
                RectangleMark(x: .value("x", -2..<2), y: .value("y", 0), z: .value("z", -2..<2))
                    .foregroundStyle(.green)
            }
            .chart3DPose(Chart3DPose(azimuth: .degrees(20), inclination: .degrees(7)))
            .chart3DCameraProjection(.perspective)
        }
        .padding(12)
        .background(Color.white)
    }
}

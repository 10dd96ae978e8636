import Cairn
import Charts
import Foundation

// The `chart3d` family (issue 25): random `Chart3D`s — surfaces of random functions (NaN, ±∞,
// huge, constant, undefined on half the domain), 3D point, rule and rectangle marks with
// hostile values and shapes Apple's rules forbid, random poses (NaN, ±∞, huge angles), both
// projections, degenerate and hostile scale domains, and random sizes — laid out and rendered.

/// A random function of (x, z).
private func randomFunction(_ r: inout Random) -> @Sendable (Double, Double) -> Double {
    let a = r.chance(0.2) ? r.number() : r.unit() * 4
    switch r.int(0...6) {
    case 0: return { x, z in sin(a * x) * cos(a * z) }
    case 1: return { _, _ in .nan }
    case 2: return { x, z in x < 0 ? .infinity : x * z * a }
    case 3: return { _, _ in a }
    case 4: return { x, _ in x == 0 ? -.infinity : 1 / x }
    case 5: return { x, z in (x * x + z * z) * 1e300 }
    default: return { x, z in x.truncatingRemainder(dividingBy: 0.3) > 0.1 ? .nan : x - z }
    }
}

/// A hostile or ordinary angle.
private func angle(_ r: inout Random) -> Angle {
    .degrees(r.chance(0.3) ? r.number() : (r.unit() - 0.5) * 360)
}

private func domain(_ r: inout Random) -> ClosedRange<Double>? {
    guard r.chance(0.6) else { return nil }
    let a = r.chance(0.2) ? r.number() : (r.unit() - 0.5) * 20
    let b = r.chance(0.2) ? r.number() : a + r.unit() * 20
    guard a.isFinite, b.isFinite else { return nil }
    return min(a, b)...max(a, b)
}

/// A single value, or a range when asked and both ends are numbers (Swift's `Range` itself
/// traps on a NaN bound, in the caller's code, before any chart sees it).
private func value(_ label: String, _ a: Double, _ b: Double, _ ranged: Bool) -> PlottableValue<Double> {
    guard ranged, !a.isNaN, !b.isNaN else { return .value(label, a) }
    return .value(label, min(a, b)..<max(a, b))
}

private struct FuzzMark3D { var kind: Int; var v: [Double]; var ranged: [Bool]; var color: Color? }

/// One random chart.
private struct FuzzChart3D: View {
    var functions: [@Sendable (Double, Double) -> Double]
    var heightBased: [Bool]
    var roughness: [Double]
    var marks: [FuzzMark3D]
    var pose: Chart3DPose
    var perspective: Bool
    var x: ClosedRange<Double>?, y: ClosedRange<Double>?, z: ClosedRange<Double>?

    var body: some View {
        let chart = Chart3D {
            ForEach(Array(functions.indices), id: \.self) { i in
                if heightBased[i] {
                    SurfacePlot(x: "x", y: "y", z: "z", function: functions[i]).foregroundStyle(.heightBased).roughness(roughness[i])
                } else {
                    SurfacePlot(x: "x", y: "y", z: "z", function: functions[i]).roughness(roughness[i])
                }
            }
            ForEach(Array(marks.indices), id: \.self) { i in
                let m = marks[i]
                let xv = value("x", m.v[0], m.v[1], m.ranged[0])
                let yv = value("y", m.v[2], m.v[3], m.ranged[1])
                let zv = value("z", m.v[4], m.v[5], m.ranged[2])
                switch m.kind {
                case 0: PointMark(x: xv, y: yv, z: zv).foregroundStyle(m.color ?? .blue).symbolSize(CGFloat(m.v[1]))
                case 1: RuleMark(x: xv, y: yv, z: zv).foregroundStyle(m.color ?? .red)
                default: RectangleMark(x: xv, y: yv, z: zv).foregroundStyle(m.color ?? .green)
                }
            }
        }
        .chart3DPose(pose)
        .chart3DCameraProjection(perspective ? .perspective : .orthographic)
        return AnyView(chart)
            .modifier(Domains(x: x, y: y, z: z))
    }
}

private struct Domains: ViewModifier {
    var x: ClosedRange<Double>?, y: ClosedRange<Double>?, z: ClosedRange<Double>?
    func body(content: Content) -> some View {
        var v = AnyView(content)
        if let x { v = AnyView(v.chartXScale(domain: x)) }
        if let y { v = AnyView(v.chartYScale(domain: y)) }
        if let z { v = AnyView(v.chartZScale(domain: z)) }
        return v
    }
}

func chart3DFamily(_ seed: UInt64) throws {
    var r = Random(seed: seed)
    let functionCount = r.int(0...3)
    let functions = (0..<functionCount).map { _ in randomFunction(&r) }
    let heightBased = (0..<functionCount).map { _ in r.chance(0.5) }
    let roughness = (0..<functionCount).map { _ in r.chance(0.2) ? r.number() : r.unit() }
    // Hostile counts are bounded here (a `(0..<Int.max).map` would hang the fuzzer, not the chart).
    let markCount = min(max(r.count(0...40), 0), 3000)
    let marks: [FuzzMark3D] = (0..<markCount).map { _ in
        FuzzMark3D(kind: r.int(0...2), v: (0..<6).map { _ in r.chance(0.15) ? r.number() : (r.unit() - 0.5) * 20 },
                   ranged: (0..<3).map { _ in r.chance(0.4) }, color: r.chance(0.5) ? randomColor(&r) : nil)
    }
    let chart = FuzzChart3D(functions: functions, heightBased: heightBased, roughness: roughness, marks: marks,
                            pose: r.chance(0.3) ? r.pick([.default, .front, .back, .left, .right, .top, .bottom]) : Chart3DPose(azimuth: angle(&r), inclination: angle(&r)),
                            perspective: r.chance(0.5), x: domain(&r), y: domain(&r), z: domain(&r))
    try renderChart(chart, &r)
}

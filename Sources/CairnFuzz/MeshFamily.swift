import Cairn
import CairnCairo
import Foundation

// The `mesh` family: MeshGradient with hostile sizes, counts, points and colours, as a view,
// a fill and a stroke, resolved and drawn straight to PNG (Cairn's mesh rasteriser), SVG (the
// same, as an embedded image) and PDF (Cairo's mesh pattern).

func meshFamily(_ seed: UInt64) throws {
    var r = Random(seed: seed)
    // Mostly small grids; sometimes absurd sizes whose product overflows or is negative.
    // Now and then a grid of hundreds of cells, for Cairn's rasteriser's tessellation budget.
    let largest = r.chance(0.1) ? 40 : 6
    let width = r.chance(0.1) ? r.pick([Int.min, -1, 0, 1, Int.max, 1 << 40]) : r.int(1...largest)
    let height = r.chance(0.1) ? r.pick([Int.min, -1, 0, 1, Int.max, 1 << 40]) : r.int(1...largest)
    let expected = width.multipliedReportingOverflow(by: height)
    // The right count most of the time, else a nearby wrong one.
    let n = !expected.overflow && expected.partialValue >= 0 && expected.partialValue <= 1_600 && r.chance(0.8)
        ? expected.partialValue : r.int(0...12)
    func coordinate(_ r: inout Random) -> Float {
        r.chance(0.15) ? Float(r.number()) : Float(r.unit() * 1.4 - 0.2)
    }
    let points = (0..<n).map { _ in SIMD2<Float>(coordinate(&r), coordinate(&r)) }
    let colors = (0..<(r.chance(0.9) ? n : r.int(0...12))).map { _ in randomColor(&r) }
    let space: Gradient.ColorSpace = r.chance(0.5) ? .device : .perceptual
    let mesh: MeshGradient
    if r.chance(0.5) {
        mesh = MeshGradient(width: width, height: height, points: points, colors: colors,
                            background: randomColor(&r), smoothsColors: r.chance(0.5), colorSpace: space)
    } else {
        let bezier = points.map {
            MeshGradient.BezierPoint(position: $0, leadingControlPoint: $0 + SIMD2(coordinate(&r), coordinate(&r)) * 0.3,
                                     topControlPoint: $0 + SIMD2(coordinate(&r), coordinate(&r)) * 0.3,
                                     trailingControlPoint: $0 + SIMD2(coordinate(&r), coordinate(&r)) * 0.3,
                                     bottomControlPoint: $0 + SIMD2(coordinate(&r), coordinate(&r)) * 0.3)
        }
        mesh = MeshGradient(width: width, height: height, bezierPoints: bezier, resolvedColors: colors.map(\.resolved),
                            background: randomColor(&r), smoothsColors: r.chance(0.5), colorSpace: space)
    }
    let rect = CGRect(x: r.mild(), y: r.mild(), width: r.mild(), height: r.mild())
    let paint = mesh.paint(in: ShapeStyleContext(bounds: rect, foreground: nil))
    try draw([.fill(Path(ellipseIn: rect), paint, FillStyle()), .stroke(Path(rect), paint, randomStroke(&r))], &r)
    try render(VStack {
        mesh.frame(width: r.mild(), height: r.mild())
        Circle().fill(mesh).frame(width: r.mild(), height: r.mild())
        Text("Mesh").foregroundStyle(mesh)
    }, &r)
}

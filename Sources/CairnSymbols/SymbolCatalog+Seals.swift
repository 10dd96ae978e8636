import CairnGeometry
import CairnShapes
import Foundation

private typealias G = SymbolGeometry

extension SymbolCatalog {
    /// The scalloped badge of `seal` and `checkmark.seal`: a circle whose edge swells into 12
    /// rounded lobes, 19.5 units across at the lobes' tips and 16.5 at their roots. Apple
    /// publishes no geometry; the lobe count and depth are Cairn's estimate from the SF
    /// Symbols picture of the verified badge. (The icon set's `verified` is a shield and its
    /// `seal` an award rosette with ribbons, other pictures.)
    static let sealOutline: Path = {
        var p = Path()
        let lobes = 12, steps = 192
        let mean: CGFloat = 9.0, depth: CGFloat = 0.75
        for i in 0..<steps {
            let t = CGFloat(i) / CGFloat(steps) * 2 * .pi
            let r = mean + depth * cos(CGFloat(lobes) * t)
            let point = CGPoint(x: 12 + r * sin(t), y: 12 - r * cos(t))
            if i == 0 { p.move(to: point) } else { p.addLine(to: point) }
        }
        p.closeSubpath()
        return p
    }()

    /// The check mark inside a seal.
    static let sealCheck = G.thickPolyline([CGPoint(x: 8.0, y: 12.3), CGPoint(x: 10.8, y: 15.0), CGPoint(x: 16.1, y: 9.2)], width: 2)

    /// Seals: `seal` and `checkmark.seal`, outlined and `.fill`. The filled check seal has its
    /// check cut out; its layers put the check, filling the cut, in the primary layer and the
    /// seal in the secondary one, as the shields do — so the verified badge
    /// `Image(systemName: "checkmark.seal.fill").foregroundStyle(.white, .blue)` is a white
    /// check on a blue seal.
    static var sealSymbols: [(name: String, parts: [SymbolDrawing.Part], layers: [(layer: Int, part: SymbolDrawing.Part)]?)] {
        let cut = SymbolDrawing.Part.solid(sealOutline, holes: [sealCheck])
        return [
            ("seal", [.stroke(sealOutline)], nil),
            ("seal.fill", [.solid(sealOutline)], nil),
            ("checkmark.seal", [.stroke(sealOutline), .fill(sealCheck)], nil),
            ("checkmark.seal.fill", [cut], [(1, cut), (0, .fill(sealCheck))]),
        ]
    }
}

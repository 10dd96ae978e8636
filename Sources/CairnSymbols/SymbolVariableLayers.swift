import CairnGeometry
import CairnShapes
import Foundation

private typealias G = SymbolGeometry

/// The variable layers of the symbols that have them, for `Image(systemName:variableValue:)`
/// and `.symbolEffect(.variableColor)`.
///
/// Apple (SwiftUI `Image.init(systemName:variableValue:)`): "The rendered symbol may alter its
/// appearance to represent the value provided in `variableValue`"; "If the symbol doesn't
/// support variable values, this parameter has no effect". A variable symbol has fixed parts
/// (the speaker's body) and variable layers in order (the waves, the bars); each variable
/// layer is active or inactive for a value (`SymbolEffectMotion.isActive`), and an inactive
/// one draws at a reduced opacity (`SymbolEffectMotion.inactiveLayerOpacity`).
///
/// Cairn draws these symbols itself (they are among its hand-drawn symbols), on the 24-unit
/// grid: `wifi` (a wedge and two arcs: three layers), `speaker.wave.1`/`.2`/`.3` and their
/// `.fill` forms (the body fixed, one layer per wave), `cellularbars` (four bars) and
/// `chart.bar.fill` (three bars).
package struct SymbolVariableLayers: Sendable {
    /// The parts that do not vary.
    package let fixed: [SymbolDrawing.Part]
    /// The variable layers, first to last.
    package let layers: [[SymbolDrawing.Part]]

    /// The whole drawing (every part, as drawn without a value).
    package var drawing: SymbolDrawing { SymbolDrawing(fixed + layers.flatMap { $0 }) }

    /// The variable symbols, by name.
    package static let byName: [String: SymbolVariableLayers] = {
        var all: [String: SymbolVariableLayers] = [:]
        for (name, layers) in table { all[name] = layers }
        return all
    }()

    /// The variable symbols, in a fixed order (the catalogue's hand-drawn table).
    static let table: [(String, SymbolVariableLayers)] = {
        var result: [(String, SymbolVariableLayers)] = []
        // wifi: a 90° fan pointing up from (12, 18): a rounded wedge and two round-capped arcs.
        let fan = CGPoint(x: 12, y: 18)
        func arc(_ r: CGFloat) -> Path {
            var p = Path()
            p.addArc(center: fan, radius: r, startAngle: .degrees(-135), endAngle: .degrees(-45), clockwise: false)
            return p
        }
        result.append(("wifi", SymbolVariableLayers(fixed: [], layers: [
            [.solid(G.sector(fan, 2.6, from: -135, to: -45))],
            [.stroke(arc(7), width: 2.1)],
            [.stroke(arc(11.2), width: 2.1)],
        ])))
        // speaker.wave.n: a speaker body at the left and n waves about (9.5, 12).
        for fill in [false, true] {
            var body = Path()
            body.addLines([CGPoint(x: 2.2, y: 9), CGPoint(x: 5.4, y: 9), CGPoint(x: 9.6, y: 5.2), CGPoint(x: 9.6, y: 18.8),
                           CGPoint(x: 5.4, y: 15), CGPoint(x: 2.2, y: 15)])
            body.closeSubpath()
            let bodyPart: SymbolDrawing.Part = fill ? .solid(body, width: 1.5) : .stroke(body, width: 1.6)
            func wave(_ r: CGFloat) -> [SymbolDrawing.Part] {
                var p = Path()
                p.addArc(center: CGPoint(x: 9.6, y: 12), radius: r, startAngle: .degrees(-48), endAngle: .degrees(48), clockwise: false)
                return [.stroke(p, width: 1.75)]
            }
            let waves = [wave(4.2), wave(7.4), wave(10.6)]
            for n in 1...3 {
                result.append(("speaker.wave.\(n)" + (fill ? ".fill" : ""), SymbolVariableLayers(fixed: [bodyPart], layers: Array(waves.prefix(n)))))
            }
        }
        // cellularbars: four bottom-aligned bars of rising height.
        let cell = (0..<4).map { i -> [SymbolDrawing.Part] in
            let h = 4.5 + 4.2 * CGFloat(i)
            return [.fill(Path(roundedRect: CGRect(x: 2.6 + 5 * CGFloat(i), y: 19.5 - h, width: 3.6, height: h), cornerRadius: 1.1))]
        }
        result.append(("cellularbars", SymbolVariableLayers(fixed: [], layers: cell)))
        // chart.bar.fill: the catalogue's three bars, left to right.
        let bars = [CGRect(x: 3.2, y: 12.5, width: 4.4, height: 8.5), CGRect(x: 9.8, y: 7.5, width: 4.4, height: 13.5),
                    CGRect(x: 16.4, y: 3, width: 4.4, height: 18)]
        result.append(("chart.bar.fill", SymbolVariableLayers(fixed: [], layers: bars.map { [.fill(Path(roundedRect: $0, cornerRadius: 1.2))] })))
        return result
    }()
}

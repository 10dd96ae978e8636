import CairnDisplayList
import CairnGeometry
import CairnShapes
import Foundation

private typealias G = SymbolGeometry

/// A symbol drawn in layers, with its multicolor annotation.
struct LayeredSymbol: Sendable {
    /// The symbol's name.
    var name: String
    /// The parts with their layer (0 primary, 1 secondary, 2 tertiary).
    var parts: [(layer: Int, part: SymbolDrawing.Part)]
    /// Each layer's inherent colour under `.multicolor` (`nil`: the foreground style).
    var multicolor: [Color?]
}

extension SymbolCatalog {
    /// The weather symbols weather screens draw with `.symbolRenderingMode(.multicolor)`:
    /// `sun.max`, `cloud.sun`, `cloud.rain`, `cloud.sun.rain`, `cloud.bolt.rain`, outlined and
    /// filled, drawn by hand in layers (the icon set's pictures had none, and no raindrops in
    /// `cloud.sun.rain`; its thunderstorm was an outlined cloud).
    ///
    /// Multicolor: the sun and the bolt are yellow and the raindrops cyan; the cloud has no colour of its
    /// own and takes the foreground style ("one fill property sets the color for all
    /// undefined layers"), so a white `foregroundStyle` gives the Weather app's white clouds.
    /// Which layers are annotated, and with which system colour, is Cairn's estimate from
    /// the SF Symbols app's multicolor previews as commonly described (Apple publishes no
    /// table): "sun icons in yellow", "rain with blue water" — system cyan, the light blue
    /// that stays visible on the blue skies weather screens draw behind it.
    static let weatherSymbols: [LayeredSymbol] = {
        // The sun: a disc (or ring) and eight rays, centred at `c`.
        func rays(_ c: CGPoint, from r0: CGFloat, to r1: CGFloat) -> Path {
            var p = Path()
            for k in 0..<8 {
                let a = CGFloat(k) * .pi / 4
                p.move(to: CGPoint(x: c.x + r0 * cos(a), y: c.y + r0 * sin(a)))
                p.addLine(to: CGPoint(x: c.x + r1 * cos(a), y: c.y + r1 * sin(a)))
            }
            return p
        }
        let big = G.center
        let cloud = cloudOutline
        // A smaller cloud low on the right, in front of a sun high on the left.
        let smallCloud = G.moved(G.scaled(cloud, by: 0.74, about: CGPoint(x: 12.2, y: 11)), 2.2, 5.2)
        let smallCenter = CGPoint(x: 14.4, y: 16.2)
        let sunCenter = CGPoint(x: 8.4, y: 8.6)
        // The gap the cloud keeps around it where it covers the sun.
        let gap = G.scaled(smallCloud, by: 1.2, about: smallCenter)
        // Raindrops: three short slanted strokes below a raised cloud.
        let raisedCloud = G.moved(cloud, 0, -2.6)
        let drops = G.svg("M8.2 18 L7 21.2 M12.6 18 L11.4 21.2 M17 18 L15.8 21.2")
        // The small cloud and sun raised to leave room for drops.
        let raisedSmall = G.moved(smallCloud, 0, -3.4), raisedGap = G.moved(gap, 0, -3.4)
        let raisedSun = CGPoint(x: sunCenter.x, y: sunCenter.y - 2.6)
        let sideDrops = G.svg("M10.8 19.8 L9.8 22.4 M14.8 19.8 L13.8 22.4 M18.8 19.8 L17.8 22.4")

        // `cloud.bolt`'s bolt (SymbolCatalog+Objects) through a raised cloud cut around it, with
        // a raindrop each side of it.
        let bolt = G.svg("M13.9 10.6 L8.6 17.4 L11.8 17.4 L10.4 22.8 L16 15.4 L12.7 15.4 Z")
        let boltGap = G.scaled(bolt, by: 1.45, about: CGPoint(x: 12.3, y: 16.6))
        let boltDrops = G.svg("M6.6 18.2 L5.6 21 M19.4 18.2 L18.4 21")
        /// `cloud.bolt`'s cloud and bolt (yellow under `.multicolor`, as a weather screen's
        /// thunderstorm shows it) with cyan drops each side.
        func cloudBoltRain(_ name: String, filled: Bool) -> LayeredSymbol {
            let parts: [(layer: Int, part: SymbolDrawing.Part)] = filled
                ? [(0, .solid(raisedCloud, holes: [boltGap])), (1, .solid(bolt, width: 1)), (2, .stroke(boltDrops, width: 2))]
                : [(0, .stroke(raisedCloud).cutting([boltGap])), (1, .stroke(bolt)), (2, .stroke(boltDrops))]
            return LayeredSymbol(name: name, parts: parts, multicolor: [nil, .yellow, .cyan])
        }

        /// A cloud in front of a sun cut by `gap` (and raindrops below): outlined, or filled with
        /// a larger sun disc, longer rays and heavier drops.
        func cloudSun(_ name: String, filled: Bool, cloud: Path, gap: Path, sun: CGPoint, drops: Path?) -> LayeredSymbol {
            var parts: [(layer: Int, part: SymbolDrawing.Part)] = filled
                ? [(0, .solid(cloud)), (1, .solid(G.circle(sun, 3.2)).cutting([gap])), (1, .stroke(rays(sun, from: 5.3, to: 7.1)).cutting([gap]))]
                : [(0, .stroke(cloud)), (1, .stroke(G.circle(sun, 3)).cutting([gap])), (1, .stroke(rays(sun, from: 5.1, to: 6.9)).cutting([gap]))]
            if let drops { parts.append((2, filled ? .stroke(drops, width: 2) : .stroke(drops))) }
            return LayeredSymbol(name: name, parts: parts, multicolor: drops == nil ? [nil, .yellow] : [nil, .yellow, .cyan])
        }

        return [
            LayeredSymbol(name: "sun.max", parts: [(0, .stroke(G.circle(big, 4.2))), (0, .stroke(rays(big, from: 7.3, to: 9.7)))], multicolor: [.yellow]),
            LayeredSymbol(name: "sun.max.fill", parts: [(0, .solid(G.circle(big, 4.4))), (0, .stroke(rays(big, from: 7.5, to: 9.9), width: 2.1))], multicolor: [.yellow]),
            cloudSun("cloud.sun", filled: false, cloud: smallCloud, gap: gap, sun: sunCenter, drops: nil),
            cloudSun("cloud.sun.fill", filled: true, cloud: smallCloud, gap: gap, sun: sunCenter, drops: nil),
            LayeredSymbol(name: "cloud.rain", parts: [(0, .stroke(raisedCloud)), (1, .stroke(drops))], multicolor: [nil, .cyan]),
            LayeredSymbol(name: "cloud.rain.fill", parts: [(0, .solid(raisedCloud)), (1, .stroke(drops, width: 2))], multicolor: [nil, .cyan]),
            cloudSun("cloud.sun.rain", filled: false, cloud: raisedSmall, gap: raisedGap, sun: raisedSun, drops: sideDrops),
            cloudSun("cloud.sun.rain.fill", filled: true, cloud: raisedSmall, gap: raisedGap, sun: raisedSun, drops: sideDrops),
            cloudBoltRain("cloud.bolt.rain", filled: false),
            cloudBoltRain("cloud.bolt.rain.fill", filled: true),
        ]
    }()
}

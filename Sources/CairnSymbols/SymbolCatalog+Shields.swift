import CairnGeometry
import CairnShapes
import Foundation

private typealias G = SymbolGeometry

extension SymbolCatalog {
    /// The shield of `shield`, `lock.shield`, `checkmark.shield` (a pointed badge, 16 units
    /// wide, 19.5 tall).
    static let shieldOutline = G.svg(
        "M12 2.3 C14.6 3.9 17.3 4.8 20 5.1 L20 11.2 C20 16.2 16.8 19.9 12 21.8"
            + " C7.2 19.9 4 16.2 4 11.2 L4 5.1 C6.7 4.8 9.4 3.9 12 2.3 Z")

    /// The padlock inside a shield: a 6.4 × 5.2 body and a 1.5-unit shackle that stops at the
    /// body's top edge (so an even-odd cut of both leaves no sliver).
    static let shieldLock: Path = {
        var shackle = Path()
        shackle.move(to: CGPoint(x: 10.05, y: 11))
        shackle.addLine(to: CGPoint(x: 10.05, y: 9.4))
        shackle.addArc(center: CGPoint(x: 12, y: 9.4), radius: 1.95, startAngle: .degrees(180), endAngle: .degrees(0), clockwise: false)
        shackle.addLine(to: CGPoint(x: 13.95, y: 11))
        let body = Path(roundedRect: CGRect(x: 8.8, y: 11, width: 6.4, height: 5.2), cornerRadius: 1)
        return body.appending(shackle.strokedPath(StrokeStyle(lineWidth: 1.5, lineCap: .butt, lineJoin: .round)))
    }()

    /// The check mark inside a shield.
    static let shieldCheck = G.thickPolyline([CGPoint(x: 8.3, y: 12.1), CGPoint(x: 10.9, y: 14.7), CGPoint(x: 15.9, y: 9.3)], width: 2)

    /// Shields: `shield`, `lock.shield`, `checkmark.shield`, each outlined and `.fill`. The
    /// icon set has no locked or checked shield (its picture was a bare shield, so a pasted
    /// sign-in screen's `lock.shield.fill` lost its lock). A filled shield has its mark cut
    /// out; its layers (`SymbolLayers`) put the mark, filling the cut, in the primary layer
    /// and the cut shield in the secondary one, as Apple layers `checkmark.circle.fill`.
    static var shieldSymbols: [(name: String, parts: [SymbolDrawing.Part], layers: [(layer: Int, part: SymbolDrawing.Part)]?)] {
        let shield = shieldOutline
        func filled(_ mark: Path) -> (parts: [SymbolDrawing.Part], layers: [(layer: Int, part: SymbolDrawing.Part)]) {
            let cut = SymbolDrawing.Part.solid(shield, holes: [mark])
            return ([cut], [(1, cut), (0, .fill(mark))])
        }
        let lock = filled(shieldLock), check = filled(shieldCheck)
        return [
            ("shield", [.stroke(shield)], nil),
            ("shield.fill", [.solid(shield)], nil),
            ("lock.shield", [.stroke(shield), .fill(shieldLock)], nil),
            ("lock.shield.fill", lock.parts, lock.layers),
            ("checkmark.shield", [.stroke(shield), .fill(shieldCheck)], nil),
            ("checkmark.shield.fill", check.parts, check.layers),
        ]
    }
}

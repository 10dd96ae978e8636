import CairnGeometry
import CairnShapes
import Foundation

private typealias G = SymbolGeometry

extension SymbolCatalog {
    /// A raised right hand seen from the palm: four fingers (2.7 units wide, 0.5 apart, the
    /// middle one tallest), a rounded palm and the thumb out to the left; one outline, so
    /// `hand.raised` strokes it and `hand.raised.fill` fills it with the gaps between the
    /// fingers left open. The icon set's picture for the name was a whole person with raised
    /// arms (`human-handsup`), so a pasted privacy row showed a figure where iOS shows a hand.
    static let raisedHand = G.svg(
        "M6.75 13.6 L6.75 6.35 A1.35 1.35 0 0 1 9.45 6.35 L9.45 11.4 A0.25 0.25 0 0 0 9.95 11.4"
            + " L9.95 4.35 A1.35 1.35 0 0 1 12.65 4.35 L12.65 11.4 A0.25 0.25 0 0 0 13.15 11.4"
            + " L13.15 5.15 A1.35 1.35 0 0 1 15.85 5.15 L15.85 11.4 A0.25 0.25 0 0 0 16.35 11.4"
            + " L16.35 7.35 A1.35 1.35 0 0 1 19.05 7.35 L19.05 15.5 C19.05 19.1 16.7 21.4 13.3 21.4"
            + " L12.2 21.4 C10.3 21.4 9 20.6 7.9 19.2 L4.5 14.4 A1.25 1.25 0 0 1 6.35 12.95 Z")

    /// The half of the disc inside `circle`'s ring on `side` (0 left, 1 right, 2 top, 3 bottom).
    static func halfDisc(_ side: Int) -> Path {
        let start: Double = [90, 270, 180, 0][side]
        var p = Path()
        p.addArc(center: G.center, radius: 10, startAngle: .degrees(start), endAngle: .degrees(start + 180), clockwise: false)
        p.closeSubpath()
        return p
    }

    /// A four-pointed sparkle centred at `c`, `r` from the centre to each tip, its sides
    /// curving in towards the centre (control points 0.12 r from it).
    static func sparkle(_ c: CGPoint, _ r: CGFloat) -> Path {
        let k = 0.12 * r
        var p = Path()
        p.move(to: CGPoint(x: c.x, y: c.y - r))
        p.addQuadCurve(to: CGPoint(x: c.x + r, y: c.y), control: CGPoint(x: c.x + k, y: c.y - k))
        p.addQuadCurve(to: CGPoint(x: c.x, y: c.y + r), control: CGPoint(x: c.x + k, y: c.y + k))
        p.addQuadCurve(to: CGPoint(x: c.x - r, y: c.y), control: CGPoint(x: c.x - k, y: c.y + k))
        p.addQuadCurve(to: CGPoint(x: c.x, y: c.y - r), control: CGPoint(x: c.x - k, y: c.y - k))
        p.closeSubpath()
        return p
    }

    /// Sparkles, hands and half-filled circles: `sparkle`, `sparkles`, `hand.raised` (`.fill`, `.circle`, `.circle.fill`,
    /// `.square`, `.square.fill`, `.slash`, `.slash.fill`), `circle.lefthalf.filled`,
    /// `circle.righthalf.filled`, `circle.tophalf.filled`, `circle.bottomhalf.filled` (a ring
    /// with one half solid — the icon set drew the first as a sun-and-moon theme switch).
    static var handSymbols: [(String, [SymbolDrawing.Part])] {
        let halves = ["lefthalf", "righthalf", "tophalf", "bottomhalf"].enumerated().map { side, name in
            ("circle.\(name).filled", [SymbolDrawing.Part.stroke(G.ring), .fill(halfDisc(side))])
        }
        // The enclosed and slashed forms compose the same hand as the icon set's glyphs are
        // composed (in a ring, knocked out of a disc, in a rounded square, slashed).
        let forms: [(String, MaterialDesignSymbols.Composition)] = [
            ("circle", .circle), ("circle.fill", .circleFill), ("square", .square), ("square.fill", .squareFill),
            ("slash", .slash), ("slash.fill", .slash),
        ]
        let composed = forms.map { suffix, composition in
            ("hand.raised.\(suffix)", MaterialDesignSymbols.drawing(raisedHand, composition).parts)
        }
        // `sparkles`: a large sparkle low on the left, a middle one up on the right and a
        // small one above the first (the icon set's picture was a magic wand).
        let sparkles = [sparkle(CGPoint(x: 9.5, y: 14), 8), sparkle(CGPoint(x: 18, y: 6.5), 4.5), sparkle(CGPoint(x: 5, y: 4.5), 2.6)]
        // `sparkles.rectangle.stack`: a card with the tops of two narrower cards behind it
        // (as `rectangle.stack` stacks them) and a sparkle with a small one on the card; the
        // filled form fills the card with the sparkles cut out. Named in issue 23 among the
        // symbols pasted views use (generated-content and "new" badges).
        let card = Path(roundedRect: CGRect(x: 2.5, y: 9, width: 19, height: 12.5), cornerRadius: 2.5)
        let backs = [G.thickPolyline([CGPoint(x: 7, y: 3.4), CGPoint(x: 17, y: 3.4)], width: 1.5),
                     G.thickPolyline([CGPoint(x: 4.8, y: 6.2), CGPoint(x: 19.2, y: 6.2)], width: 1.5)]
        let cardSparkles = [sparkle(CGPoint(x: 11, y: 15.6), 4.2), sparkle(CGPoint(x: 16.6, y: 12.2), 1.8)]
        // `faceid`: Face ID's picture, four rounded corner brackets around a face (two eyes, a
        // nose turning left at its foot, a smile), all strokes; the unlock screens of 2025–26
        // apps label their button with it.
        let brackets = G.svg("M3 8.5 L3 6 A3 3 0 0 1 6 3 L8.5 3 M15.5 3 L18 3 A3 3 0 0 1 21 6 L21 8.5"
                             + " M21 15.5 L21 18 A3 3 0 0 1 18 21 L15.5 21 M8.5 21 L6 21 A3 3 0 0 1 3 18 L3 15.5")
        let face = G.svg("M8.9 8.6 L8.9 10.4 M15.1 8.6 L15.1 10.4 M12.3 8.9 L12.3 13 Q12.3 13.6 11.6 13.6 L11.1 13.6"
                         + " M8.7 15.6 Q12 18.6 15.3 15.6")
        return [
            ("faceid", [.stroke(brackets), .stroke(face, width: 1.5)]),
            ("sparkle", [.solid(sparkle(G.center, 10), width: 0.8)]),
            ("sparkles", sparkles.map { .solid($0, width: 0.8) }),
            ("sparkles.rectangle.stack", backs.map { .fill($0) } + [.stroke(card)] + cardSparkles.map { .solid($0, width: 0.6) }),
            ("sparkles.rectangle.stack.fill", backs.map { .fill($0) } + [.fill(card, holes: cardSparkles)]),
            ("hand.raised", [.stroke(raisedHand, width: 1.3)]),
            ("hand.raised.fill", [.fill(raisedHand)]),
        ] + composed + halves
    }
}

import CairnGeometry
import CairnShapes
import Foundation

private typealias G = SymbolGeometry

extension SymbolCatalog {
    /// Names of 2024–26 code the icon set has no picture for: `translate`, `suitcase.rolling`,
    /// `character.bubble`, `lock.open.rotation`, `heart.text.clipboard`, `waveform.badge.mic`,
    /// `sun.max.trianglebadge.exclamationmark`, `airpods.pro`, `frying.pan`, `balloon` and `homepod` (with the `.fill` forms SF
    /// Symbols has). Apple publishes no outlines; each is Cairn's drawing of the SF Symbols
    /// picture on the 24-unit grid (round 1.75-unit strokes, filled forms as large as their
    /// outlines, a badge cut out of the symbol with a 1.5-unit gap as the badged bell is).
    static var modernSymbols: [(String, [SymbolDrawing.Part])] {
        // translate: a Latin A in a speech bubble at the lower right over a CJK character (文)
        // at the upper left, as the SF Symbols picture pairs them.
        let latinBubble = Path(roundedRect: CGRect(x: 10.5, y: 9.5, width: 11.5, height: 11.5), cornerRadius: 3)
        let glyphStrokes = G.svg(
            "M2.5 5.2 L10.5 5.2 M6.5 2.6 L6.5 5.2 M4.2 7.4 C5.2 10.6 7 12.8 9.8 14.2 M8.8 7.4 C7.8 10.6 6 12.8 3 14.2")
        let latinA = G.svg("M13.4 18.6 L16.25 11.6 L19.1 18.6 M14.5 16 L18 16")
        // suitcase.rolling: an upright case on two wheels, its telescopic handle above.
        let caseBody = Path(roundedRect: CGRect(x: 6, y: 7.2, width: 12, height: 12.6), cornerRadius: 2.6)
        let handle = G.svg("M9.6 7.2 L9.6 2.6 L14.4 2.6 L14.4 7.2")
        let wheels = [G.circle(CGPoint(x: 9, y: 21.8), 1.2), G.circle(CGPoint(x: 15, y: 21.8), 1.2)]
        // The case's two stripes: stroked on the outline, cut from the filled case.
        let stripeRuns = [[CGPoint(x: 10, y: 10.6), CGPoint(x: 10, y: 16.4)], [CGPoint(x: 14, y: 10.6), CGPoint(x: 14, y: 16.4)]]
        let stripes = G.polyline(stripeRuns[0], stripeRuns[1])
        // character.bubble: a speech bubble (tail at the lower left) holding a capital A.
        let bubble = G.svg(
            "M8.6 3.4 L15.4 3.4 C18.6 3.4 21.2 6 21.2 9.2 L21.2 11.6 C21.2 14.8 18.6 17.4 15.4 17.4 L11.6 17.4"
                + " L6.6 21 L7.2 17.2 C4.7 16.6 2.8 14.3 2.8 11.6 L2.8 9.2 C2.8 6 5.4 3.4 8.6 3.4 Z")
        let bubbleA = [CGPoint(x: 8.9, y: 14.2), CGPoint(x: 12, y: 6.6), CGPoint(x: 15.1, y: 14.2)]
        let bubbleBar = [CGPoint(x: 10.1, y: 11.4), CGPoint(x: 13.9, y: 11.4)]
        // lock.open.rotation: an open padlock inside a circular arrow turning clockwise.
        var turn = Path()
        // From 70° left of the top round to 20° short of it (angles clockwise on the screen),
        // the head at the end pointing along the turn.
        turn.addArc(center: G.center, radius: 9.6, startAngle: .degrees(-70), endAngle: .degrees(250), clockwise: false)
        let turnHead = G.svg("M5.6 1.4 L9.3 2.8 L7.3 6.2")
        let lockBody = Path(roundedRect: CGRect(x: 8.2, y: 11.4, width: 7.6, height: 6.2), cornerRadius: 1.4)
        let shackle = G.svg("M10 11.4 L10 8.9 C10 7.6 11 6.6 12.3 6.6 C13.6 6.6 14.6 7.6 14.6 8.9 L14.6 9.3")
        // heart.text.clipboard: a clipboard holding a heart over two lines of text.
        let board = Path(roundedRect: CGRect(x: 4.6, y: 4, width: 14.8, height: 18), cornerRadius: 2.6)
        let clip = Path(roundedRect: CGRect(x: 8.6, y: 2, width: 6.8, height: 3.6), cornerRadius: 1.2)
        let heart = G.svg(
            "M12 14 C9.4 12.1 8.2 10.8 8.2 9.4 C8.2 8.3 9.1 7.5 10.1 7.5 C10.9 7.5 11.6 8 12 8.6"
                + " C12.4 8 13.1 7.5 13.9 7.5 C14.9 7.5 15.8 8.3 15.8 9.4 C15.8 10.8 14.6 12.1 12 14 Z")
        let textRuns = [[CGPoint(x: 8.2, y: 16.8), CGPoint(x: 15.8, y: 16.8)], [CGPoint(x: 8.2, y: 19.4), CGPoint(x: 13.4, y: 19.4)]]
        let textLines = G.polyline(textRuns[0], textRuns[1])
        let textHoles = textRuns.map { G.thickPolyline($0, width: 1.5) }
        // waveform.badge.mic: five bars of a waveform, a microphone at the lower right.
        let bars = G.svg("M2.5 9 L2.5 13 M5.7 6 L5.7 16 M8.9 3 L8.9 19 M12.1 7.5 L12.1 14.5 M15.3 5.5 L15.3 10.5")
        let mic = Path(roundedRect: CGRect(x: 16.7, y: 10.6, width: 4.2, height: 7.2), cornerRadius: 2.1)
        let micStand = G.svg("M14.9 15.6 C14.9 18.2 16.6 19.9 18.8 19.9 C21 19.9 22.7 18.2 22.7 15.6 M18.8 19.9 L18.8 22.2")
        let micGap = Path(roundedRect: CGRect(x: 12.8, y: 9, width: 11.2, height: 14.8), cornerRadius: 4)
        // sun.max.trianglebadge.exclamationmark: the sun at the upper left, a warning triangle
        // (filled, its exclamation mark cut out) at the lower right.
        let sunCentre = CGPoint(x: 9.6, y: 9.6)
        let rays = (0..<8).map { k -> Path in
            let a = Double(k) * .pi / 4
            let c = CGFloat(cos(a)), s = CGFloat(sin(a))
            return G.svg("M\(sunCentre.x + 6.2 * c) \(sunCentre.y + 6.2 * s) L\(sunCentre.x + 8.4 * c) \(sunCentre.y + 8.4 * s)")
        }
        let triangle = G.svg("M17.6 12.4 C18.1 12.4 18.5 12.7 18.8 13.1 L22.7 20.2 C23.2 21.1 22.6 22 21.6 22 L13.6 22 C12.6 22 12 21.1 12.5 20.2 L16.4 13.1 C16.7 12.7 17.1 12.4 17.6 12.4 Z")
        let triangleGap = G.scaled(triangle, by: 1.45, about: CGPoint(x: 17.6, y: 18.6))
        let exclamation = [G.thickPolyline([CGPoint(x: 17.6, y: 15), CGPoint(x: 17.6, y: 18.2)], width: 1.4),
                           G.circle(CGPoint(x: 17.6, y: 20.2), 0.8)]
        // airpods.pro: two earbuds, each a round head with a short stem and an ear tip.
        func pod(mirrored: Bool) -> Path {
            let p = G.svg(
                "M7.4 3.6 C9.9 3.6 11.4 5.3 11.4 7.6 C11.4 9 10.8 10 10.2 10.7 L10.2 16.8 C10.2 17.7 9.5 18.4 8.6 18.4"
                    + " C7.7 18.4 7 17.7 7 16.8 L7 11.6 C4.9 11.4 3.4 9.7 3.4 7.6 C3.4 5.3 5 3.6 7.4 3.6 Z")
            return mirrored ? p.applying(CGAffineTransform(a: -1, b: 0, c: 0, d: 1, tx: 24, ty: 0)) : p
        }
        let tips = [G.svg("M3.8 6 C2.6 6.4 2.2 8.4 3.6 9.4"), G.svg("M20.2 6 C21.4 6.4 21.8 8.4 20.4 9.4")]
        // frying.pan: the pan seen from above, its handle out to the upper right.
        let pan = G.circle(CGPoint(x: 9.6, y: 14.2), 7.4)
        let panHandle = G.thickPolyline([CGPoint(x: 15.4, y: 8.6), CGPoint(x: 21.6, y: 2.6)], width: 2.6)
        // balloon: an egg-shaped balloon, its knot and a curling string.
        let balloon = G.svg("M12 2.4 C16.2 2.4 18.8 5.6 18.8 9.4 C18.8 13.6 15.4 16.8 12 16.8 C8.6 16.8 5.2 13.6 5.2 9.4 C5.2 5.6 7.8 2.4 12 2.4 Z")
        let knot = G.svg("M12 16.8 L10.8 18.4 L13.2 18.4 Z")
        let string = G.svg("M12 18.4 C12 19.6 10.6 20.2 10.8 21.6")
        let shine = G.svg("M8.6 7.6 C8.9 6.6 9.6 5.9 10.6 5.6")
        // homepod: the speaker's rounded cylinder, its top's touch surface an ellipse.
        let homepod = Path(roundedRect: CGRect(x: 5.6, y: 3, width: 12.8, height: 18.4), cornerRadius: 5.4)
        let homepodTop = Path(ellipseIn: CGRect(x: 8.6, y: 5.4, width: 6.8, height: 2.4))
        return [
            ("translate", [.stroke(glyphStrokes).cutting([Path(roundedRect: CGRect(x: 9, y: 8, width: 14.5, height: 14.5), cornerRadius: 4)]),
                            .stroke(latinBubble), .stroke(latinA)]),
            ("suitcase.rolling", [.stroke(caseBody), .stroke(handle), .stroke(stripes)] + wheels.map { SymbolDrawing.Part.solid($0, width: 0.8) }),
            ("suitcase.rolling.fill", [
                .solid(caseBody, width: 1, holes: stripeRuns.map { G.thickPolyline($0, width: 1.5) }),
                .stroke(handle),
            ] + wheels.map { SymbolDrawing.Part.solid($0, width: 0.8) }),
            ("character.bubble", [.stroke(bubble), .stroke(G.polyline(bubbleA, bubbleBar))]),
            ("character.bubble.fill", [.solid(bubble, width: 1, holes: [G.thickPolyline(bubbleA, width: 1.6), G.thickPolyline(bubbleBar, width: 1.6)])]),
            ("lock.open.rotation", [.stroke(turn), .stroke(turnHead), .solid(lockBody, width: 1), .stroke(shackle, width: 1.5)]),
            ("heart.text.clipboard", [.stroke(board).cutting([G.scaled(clip, by: 1.5, about: CGPoint(x: 12, y: 3.8))]), .stroke(clip),
                                      .solid(heart, width: 0.8), .stroke(textLines, width: 1.5)]),
            ("heart.text.clipboard.fill", [.solid(board, width: 1, holes: [G.scaled(clip, by: 1.5, about: CGPoint(x: 12, y: 3.8)), heart] + textHoles),
                                           .solid(clip, width: 1)]),
            ("waveform.badge.mic", [.stroke(bars).cutting([micGap]), .stroke(mic), .stroke(micStand, width: 1.5)]),
            ("sun.max.trianglebadge.exclamationmark", [
                .stroke(G.circle(sunCentre, 4)).cutting([triangleGap]),
            ] + rays.map { SymbolDrawing.Part.stroke($0).cutting([triangleGap]) } + [.solid(triangle, width: 1, holes: exclamation)]),
            ("sun.max.trianglebadge.exclamationmark.fill", [
                .solid(G.circle(sunCentre, 4), width: 1, holes: [triangleGap]),
            ] + rays.map { SymbolDrawing.Part.stroke($0).cutting([triangleGap]) } + [.solid(triangle, width: 1, holes: exclamation)]),
            ("frying.pan", [.stroke(pan), .solid(panHandle, width: 0.4), .stroke(G.circle(CGPoint(x: 9.6, y: 14.2), 4.6), width: 1.2)]),
            ("frying.pan.fill", [.solid(pan, width: 1, holes: [G.circle(CGPoint(x: 9.6, y: 14.2), 4.6)]),
                                 .solid(G.circle(CGPoint(x: 9.6, y: 14.2), 3.4), width: 0.5), .solid(panHandle, width: 0.4)]),
            ("balloon", [.stroke(balloon), .solid(knot, width: 1), .stroke(string, width: 1.4), .stroke(shine, width: 1.4)]),
            ("balloon.fill", [.solid(balloon, width: 1, holes: [G.thickPolyline([CGPoint(x: 8.6, y: 7.6), CGPoint(x: 9.3, y: 6.3), CGPoint(x: 10.6, y: 5.6)], width: 1.6)]),
                              .solid(knot, width: 1), .stroke(string, width: 1.4)]),
            ("homepod", [.stroke(homepod), .stroke(homepodTop, width: 1.4)]),
            ("homepod.fill", [.solid(homepod, width: 1, holes: [homepodTop])]),
            ("airpods.pro", [.stroke(pod(mirrored: false), width: 1.5), .stroke(pod(mirrored: true), width: 1.5)] + tips.map { SymbolDrawing.Part.stroke($0, width: 1.5) }),
        ]
    }
}

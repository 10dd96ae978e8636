import CairnGeometry
import CairnShapes
import Foundation

private typealias G = SymbolGeometry

extension SymbolCatalog {
    /// Home, party and health names of pasted 2025–26 views that the icon set (Material Design
    /// Icons 1.6.50) has no picture for: `microwave`, `washer`, `dishwasher`, `sink`, `shower`,
    /// `bathtub`, `toilet`, `lamp.desk`, `party.popper`, `pianokeys`, `lungs`, `bandage`,
    /// `hand.tap` and `dog`, with the `.fill` forms SF Symbols has. Apple publishes no outlines;
    /// each is Cairn's drawing of the SF Symbols picture on the 24-unit grid (round 1.75-unit
    /// strokes; a filled form is its outline's area filled, inner lines cut out 1.5 units wide).
    static var homeSymbols: [(String, [SymbolDrawing.Part])] {
        // microwave: a wide oven, its door window at the left, two knobs and a slot at the right.
        let oven = Path(roundedRect: CGRect(x: 2.5, y: 5, width: 19, height: 14), cornerRadius: 2.6)
        let window = Path(roundedRect: CGRect(x: 5.4, y: 8, width: 9.4, height: 8), cornerRadius: 1.2)
        let knobs = [G.circle(CGPoint(x: 18.1, y: 9.2), 0.95), G.circle(CGPoint(x: 18.1, y: 12.2), 0.95)]
        let slot = [CGPoint(x: 17.3, y: 15.6), CGPoint(x: 18.9, y: 15.6)]
        // washer: a front loader, its panel with two knobs above the round door.
        let cabinet = Path(roundedRect: CGRect(x: 4, y: 2.5, width: 16, height: 19), cornerRadius: 2.6)
        let panel = [CGPoint(x: 4.9, y: 7.1), CGPoint(x: 19.1, y: 7.1)]
        let dials = [G.circle(CGPoint(x: 7.4, y: 4.8), 0.85), G.circle(CGPoint(x: 10.2, y: 4.8), 0.85)]
        let door = G.circle(CGPoint(x: 12, y: 14.2), 4.4)
        // dishwasher: the same cabinet, its panel above a door with a handle.
        let handle = [CGPoint(x: 9.2, y: 10.2), CGPoint(x: 14.8, y: 10.2)]
        // sink: a basin under a faucet whose spout turns down at the right.
        let basin = G.svg("M2.6 12.2 L21.4 12.2 L20.3 16.8 C19.8 18.7 18.2 20 16.2 20 L7.8 20 C5.8 20 4.2 18.7 3.7 16.8 Z")
        let faucet = G.svg("M11 12.2 L11 6.2 C11 4.5 12.3 3.2 14 3.2 C15.7 3.2 17 4.5 17 6.2 L17 7.2")
        let tap = [CGPoint(x: 7.6, y: 8.2), CGPoint(x: 11, y: 8.2)]
        // shower: a pipe from the wall bending down to a domed head, two rows of drops below.
        let pipe = G.svg("M3.6 21.4 L3.6 6.2 C3.6 4 5.4 2.4 7.6 2.4 C9.8 2.4 11.8 4 11.8 6.4 L11.8 7.4")
        let head = G.svg("M7.6 11.2 L16 11.2 C16 8.9 14.1 7.2 11.8 7.2 C9.5 7.2 7.6 8.9 7.6 11.2 Z")
        let drops = G.svg("M9.2 13.8 L8.6 15.4 M11.8 14 L11.8 15.7 M14.4 13.8 L15 15.4 M8.9 18 L8.3 19.6 M11.8 18.3 L11.8 20 M14.7 18 L15.3 19.6")
        // bathtub: a tub on two feet, its faucet standing up at the left.
        let tub = G.svg("M2.4 11.6 L21.6 11.6 L21.6 13.4 C21.6 16.7 19 19.3 15.7 19.3 L8.3 19.3 C5 19.3 2.4 16.7 2.4 13.4 Z")
        let feet = G.svg("M6.4 19.3 L5.6 21.4 M17.6 19.3 L18.4 21.4")
        let spout = G.svg("M5.2 11.6 L5.2 5.2 C5.2 3.8 6.3 2.7 7.7 2.7 C9 2.7 10 3.6 10.2 4.9")
        // toilet: seen from the side, the tank at the back above the bowl on its foot.
        let tank = Path(roundedRect: CGRect(x: 3.4, y: 2.5, width: 7, height: 8.2), cornerRadius: 1.4)
        let bowl = G.svg("M2.8 10.7 L21.2 10.7 C21.2 14.4 18.6 17.2 15 17.7 L15.6 21.5 L7.8 21.5 L8.5 17.4 C5.2 16.6 2.8 14 2.8 10.7 Z")
        // lamp.desk: a jointed arm from a round foot to a bell-shaped shade facing down-right.
        let foot = Path(roundedRect: CGRect(x: 3.2, y: 19.4, width: 9, height: 2.2), cornerRadius: 1.1)
        let arm = [CGPoint(x: 7.7, y: 19.4), CGPoint(x: 5.4, y: 12), CGPoint(x: 11.2, y: 6.2)]
        let shade = G.svg("M9.9 5 L15.4 2.4 C16.7 1.8 18.2 2.4 18.8 3.7 L21.3 9.3 Z")
        // party.popper: a cone pointing to the lower left, confetti and streamers from its mouth.
        let cone = G.svg("M2.6 21.4 L6.6 9.8 L14.2 17.4 Z")
        let confetti = [G.circle(CGPoint(x: 11.2, y: 3.4), 1.05), G.circle(CGPoint(x: 20.4, y: 12.6), 1.05),
                        G.circle(CGPoint(x: 19.8, y: 3.8), 1.05)]
        let streamers = G.svg("M9.4 8 C10.4 6.8 9.8 5.6 11 5.2 M13 10.9 C14.6 9.3 14.2 7.8 16.4 6.4 M16 14.6 C17.4 13.6 18.8 14.4 20.4 15.6")
        // pianokeys: a keyboard seen from above, five white keys and four black ones.
        let keyboard = Path(roundedRect: CGRect(x: 2.5, y: 4, width: 19, height: 16), cornerRadius: 2.2)
        let splits = (1...4).map { CGFloat(2.5) + 19 * CGFloat($0) / 5 }
        let blackKeys = splits.map { Path(roundedRect: CGRect(x: $0 - 1.35, y: 4, width: 2.7, height: 8.6), cornerRadius: 0.6) }
        let keyLines = G.svg(splits.map { "M\($0) 12.6 L\($0) 20" }.joined(separator: " "))
        // lungs: the windpipe and its two bronchi between two lobes.
        let leftLobe = G.svg("M9.4 7.4 C7 6.4 4.6 8.8 3.6 12.4 C2.6 16 2.8 19.4 4.6 20.5 C6.4 21.5 9 20.4 9.8 18.6 C10.4 17.2 10.2 9.4 9.4 7.4 Z")
        let rightLobe = leftLobe.applying(CGAffineTransform(a: -1, b: 0, c: 0, d: 1, tx: 24, ty: 0))
        let windpipe = G.svg("M12 2.5 L12 9.6 L9.9 12 M12 9.6 L14.1 12")
        // bandage: an adhesive strip at 45°, its pad in the middle and two holes at each end.
        let strip = Path(roundedRect: CGRect(x: 1.6, y: 7.8, width: 20.8, height: 8.4), cornerRadius: 4.2)
        let pad = Path(roundedRect: CGRect(x: 9.3, y: 9.3, width: 5.4, height: 5.4), cornerRadius: 0.8)
        let holes = [(5.2, 10.9), (5.2, 13.1), (18.8, 10.9), (18.8, 13.1)].map { G.circle(CGPoint(x: $0.0, y: $0.1), 0.7) }
        let turn45 = CGAffineTransform(translationX: 12, y: 12).rotated(by: -.pi / 4).translatedBy(x: -12, y: -12)
        // hand.tap: a hand pointing up, a ring of taps round its fingertip.
        let hand = G.svg(
            "M9.4 14.6 L9.4 6.6 C9.4 5.6 10.2 4.8 11.2 4.8 C12.2 4.8 13 5.6 13 6.6 L13 11.4 L16.9 12"
                + " C18.7 12.3 19.9 13.9 19.6 15.7 L19.1 19.4 C18.9 20.9 17.6 22 16.1 22 L12.9 22 C11.9 22 11 21.5 10.4 20.7"
                + " L6.5 15.8 C5.9 15.1 6 14.1 6.7 13.6 C7.4 13.1 8.4 13.2 8.9 13.9 Z")
        var taps = Path()
        taps.addArc(center: CGPoint(x: 11.2, y: 6.6), radius: 4.4, startAngle: .degrees(195), endAngle: .degrees(345), clockwise: false)
        // dog: standing to the right, ears down, tail up.
        let dog = G.svg(
            "M3.4 8.6 C3.8 9.8 4.6 10.6 5.8 10.8 L14.6 10.8 L15.6 6.4 C15.9 5.2 17 4.4 18.2 4.6 L20 4.9"
                + " C21 5.1 21.7 6 21.5 7 L21.3 8.4 C21.1 9.4 20.2 10 19.2 9.9 L18.2 9.8 L17.7 12.6 L17.7 20.8"
                + " L15.8 20.8 L15.1 15.4 L8.2 15.4 L7.4 20.8 L5.5 20.8 L5.3 14.6 C4.2 13.9 3.6 12.6 3.6 11.3 Z")
        let ear = G.svg("M17.2 5.2 C16.9 6.6 17.2 7.8 17.9 8.6")
        return [
            ("microwave", [.stroke(oven), .stroke(window, width: 1.5), .stroke(G.polyline(slot), width: 1.5)]
                + knobs.map { SymbolDrawing.Part.solid($0, width: 0.5) }),
            ("microwave.fill", [.solid(oven, width: 1, holes: [window, G.thickPolyline(slot, width: 1.5)] + knobs)]),
            ("washer", [.stroke(cabinet), .stroke(G.polyline(panel), width: 1.5), .stroke(door, width: 1.6)]
                + dials.map { SymbolDrawing.Part.solid($0, width: 0.5) }),
            ("washer.fill", [.solid(cabinet, width: 1, holes: [G.thickPolyline(panel, width: 1.5), G.circle(CGPoint(x: 12, y: 14.2), 5.2)] + dials),
                             .solid(G.circle(CGPoint(x: 12, y: 14.2), 3.7), width: 0.5)]),
            ("dishwasher", [.stroke(cabinet), .stroke(G.polyline(panel), width: 1.5), .stroke(G.polyline(handle), width: 1.6)]
                + dials.map { SymbolDrawing.Part.solid($0, width: 0.5) }),
            ("dishwasher.fill", [.solid(cabinet, width: 1, holes: [G.thickPolyline(panel, width: 1.5), G.thickPolyline(handle, width: 1.6)] + dials)]),
            ("sink", [.stroke(basin), .stroke(faucet), .stroke(G.polyline(tap))]),
            ("sink.fill", [.solid(basin, width: 1), .stroke(faucet), .stroke(G.polyline(tap))]),
            ("shower", [.stroke(pipe), .stroke(head), .stroke(drops, width: 1.5)]),
            ("shower.fill", [.stroke(pipe), .solid(head, width: 1), .stroke(drops, width: 1.5)]),
            ("bathtub", [.stroke(tub), .stroke(feet), .stroke(spout).cutting([tub])]),
            ("bathtub.fill", [.solid(tub, width: 1), .stroke(feet), .stroke(spout).cutting([tub])]),
            ("toilet", [.stroke(tank), .stroke(bowl)]),
            ("toilet.fill", [.solid(tank, width: 1), .solid(bowl, width: 1, holes: [G.thickPolyline([CGPoint(x: 1.6, y: 10.7), CGPoint(x: 22.4, y: 10.7)], width: 1.5)])]),
            ("lamp.desk", [.stroke(foot), .stroke(G.polyline(arm)), .stroke(shade)]),
            ("lamp.desk.fill", [.solid(foot, width: 1), .stroke(G.polyline(arm)), .solid(shade, width: 1)]),
            ("party.popper", [.stroke(cone), .stroke(streamers, width: 1.5)] + confetti.map { SymbolDrawing.Part.solid($0, width: 0.5) }),
            ("party.popper.fill", [.solid(cone, width: 1.75), .stroke(streamers, width: 1.5)] + confetti.map { SymbolDrawing.Part.solid($0, width: 0.5) }),
            ("pianokeys", [.stroke(keyboard), .stroke(keyLines, width: 1.4)] + blackKeys.map { SymbolDrawing.Part.solid($0, width: 0.5) }),
            ("pianokeys.inverse", [.solid(keyboard, width: 1, holes: blackKeys
                + splits.map { G.thickPolyline([CGPoint(x: $0, y: 12.6), CGPoint(x: $0, y: 20.6)], width: 1.4) })]),
            ("lungs", [.stroke(leftLobe), .stroke(rightLobe), .stroke(windpipe, width: 1.6)]),
            ("lungs.fill", [.solid(leftLobe, width: 1), .solid(rightLobe, width: 1), .stroke(windpipe, width: 1.6)]),
            ("bandage", [.stroke(strip.applying(turn45)), .stroke(pad.applying(turn45), width: 1.4)]
                + holes.map { SymbolDrawing.Part.solid($0.applying(turn45), width: 0.4) }),
            ("bandage.fill", [.solid(strip.applying(turn45), width: 1,
                                     holes: holes.map { $0.applying(turn45) } + [G.scaled(pad, by: 1.45, about: G.center).applying(turn45)]),
                              .solid(pad.applying(turn45), width: 0.5)]),
            ("hand.tap", [.stroke(hand, width: 1.6), .stroke(taps, width: 1.5)]),
            ("hand.tap.fill", [.solid(hand, width: 1), .stroke(taps, width: 1.5)]),
            ("dog", [.stroke(dog, width: 1.6), .stroke(ear, width: 1.4)]),
            ("dog.fill", [.solid(dog, width: 1, holes: [G.thickPolyline([CGPoint(x: 17.2, y: 5.2), CGPoint(x: 17.3, y: 7), CGPoint(x: 17.9, y: 8.6)], width: 1.3)])]),
        ]
    }
}

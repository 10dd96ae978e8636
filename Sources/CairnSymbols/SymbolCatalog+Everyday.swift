import CairnGeometry
import CairnShapes
import Foundation

private typealias G = SymbolGeometry

extension SymbolCatalog {
    /// Everyday names pasted views use that the icon set has no picture for: the text-size
    /// letters of font settings, `atom`, `basketball`, `switch.2`, `shoeprints.fill`, and from
    /// a pasted shop, `shoe` and `backpack` (with their `.fill` forms), and from a pasted
    /// paywall `infinity` (a figure eight lying down, 20 units wide and 9 tall), and from a
    /// pasted cart `bag` in its four forms (the icon set's only bag was solid, so the outline
    /// `bag` drew filled), and from a pasted project outline `doc.text` and `doc.text.fill`
    /// (the set's page with text is solid).
    /// Apple publishes no outlines; each is Cairn's drawing of the SF Symbols picture on the
    /// 24-unit grid (round 1.75-unit strokes, filled forms as large as their outlines).
    static var everydaySymbols: [(String, [SymbolDrawing.Part])] {
        // A capital A standing on the baseline (y = 19.5), `height` tall, centred at x = 12.
        func letterA(height: CGFloat) -> [SymbolDrawing.Part] {
            let base: CGFloat = 19.5, top = base - height, half = height * 0.42
            let bar = base - height * 0.34
            let barHalf = half * (base - bar) / height
            return [
                .stroke(G.svg("M\(12 - half) \(base) L12 \(top) L\(12 + half) \(base)"), width: 2.1),
                .stroke(G.svg("M\(12 - half + barHalf) \(bar) L\(12 + half - barHalf) \(bar)"), width: 2.1),
            ]
        }
        // The lemniscate: two loops through the centre, each as round as a 9-unit circle at
        // its far end; and scaled to 62 % inside a circle.
        let infinity = G.svg("""
            M12 12 C14.4 8.9 16.3 7.5 18 7.5 C20.5 7.5 22 9.6 22 12 C22 14.4 20.5 16.5 18 16.5 \
            C16.3 16.5 14.4 15.1 12 12 C9.6 8.9 7.7 7.5 6 7.5 C3.5 7.5 2 9.6 2 12 \
            C2 14.4 3.5 16.5 6 16.5 C7.7 16.5 9.6 15.1 12 12 Z
            """)
        // The shopping bag: a body 17 wide and 13.5 tall (2.5-unit corners) under a handle,
        // half a circle of radius 3.5 on stems reaching the body; in a circle at 60 %.
        let bagBody = Path(roundedRect: CGRect(x: 3.5, y: 7.5, width: 17, height: 13.5), cornerRadius: 2.5)
        let handle: [CGPoint] = [CGPoint(x: 8.5, y: 7.5)] + (0...12).map { k -> CGPoint in
            let a = CGFloat.pi * (1 - CGFloat(k) / 12)
            return CGPoint(x: 12 + 3.5 * cos(a), y: 6 - 3.5 * sin(a))
        } + [CGPoint(x: 15.5, y: 7.5)]
        // Scaled by 0.6 about (12, 11.625): the bag's middle (12, 12.25) lands on the centre.
        func inCircle(_ path: Path) -> Path { G.scaled(path, by: 0.6, about: CGPoint(x: 12, y: 11.625)) }
        // A page 15 wide and 20 tall with 2.5-unit corners, its top trailing corner folded
        // 6 units down, and three lines of text (the last shorter).
        let page = G.svg("M7 2 H13.5 L19.5 8 V19.5 Q19.5 22 17 22 H7 Q4.5 22 4.5 19.5 V4.5 Q4.5 2 7 2 Z")
        let fold: [CGPoint] = [CGPoint(x: 13.5, y: 2.6), CGPoint(x: 13.5, y: 6.5), CGPoint(x: 15, y: 8), CGPoint(x: 18.9, y: 8)]
        let textLines: [[CGPoint]] = [
            [CGPoint(x: 8.5, y: 12.5), CGPoint(x: 15.5, y: 12.5)],
            [CGPoint(x: 8.5, y: 15.5), CGPoint(x: 15.5, y: 15.5)],
            [CGPoint(x: 8.5, y: 18.5), CGPoint(x: 12.5, y: 18.5)],
        ]
        // The atom: three orbits 60° apart around a nucleus.
        let orbit = Path(ellipseIn: CGRect(x: 1.8, y: 8.1, width: 20.4, height: 7.8))
        func rotated(_ p: Path, _ degrees: CGFloat) -> Path {
            let r = degrees * .pi / 180
            let t = CGAffineTransform(translationX: 12, y: 12).rotated(by: r).translatedBy(x: -12, y: -12)
            return p.applying(t)
        }
        // The basketball's seams: the two meridians and the two side curves.
        let seams = G.svg(
            "M12 2 L12 22 M2 12 L22 12 M5.4 4.6 C8.4 7.4 8.4 16.6 5.4 19.4 M18.6 4.6 C15.6 7.4 15.6 16.6 18.6 19.4")
        func seamCuts() -> [Path] {
            // Closed outlines of the seams (for the filled ball): straight seams as thin
            // rectangles, curved ones as sampled thick polylines.
            func sampled(_ x0: CGFloat, _ bulge: CGFloat) -> Path {
                let pts = (0...16).map { i -> CGPoint in
                    let t = CGFloat(i) / 16
                    let u = 1 - t
                    // The cubic from (x0, 4.6) through controls (x0 + bulge, 7.4), (x0 + bulge, 16.6) to (x0, 19.4).
                    let x = u * u * u * x0 + 3 * u * u * t * (x0 + bulge) + 3 * u * t * t * (x0 + bulge) + t * t * t * x0
                    let y = u * u * u * 4.6 + 3 * u * u * t * 7.4 + 3 * u * t * t * 16.6 + t * t * t * 19.4
                    return CGPoint(x: x, y: y)
                }
                return G.thickPolyline(pts, width: 1.5)
            }
            return [
                Path(CGRect(x: 11.25, y: 1, width: 1.5, height: 22)), Path(CGRect(x: 1, y: 11.25, width: 22, height: 1.5)),
                sampled(5.4, 3), sampled(18.6, -3),
            ]
        }
        // A sole: a rounded forefoot and a separate heel pad, toes up.
        func sole(_ x: CGFloat, _ y: CGFloat) -> [SymbolDrawing.Part] {
            [
                .solid(Path(ellipseIn: CGRect(x: x, y: y, width: 5.4, height: 8.6)), width: 1),
                .solid(Path(ellipseIn: CGRect(x: x + 0.7, y: y + 9.6, width: 4, height: 4.2)), width: 1),
            ]
        }
        // shoe: a sneaker seen from the side, toe to the right, a line above its sole.
        let shoe = G.svg(
            "M2.6 17.8 L2.6 8.4 C2.6 7.4 3.5 6.7 4.5 6.9 L7.3 7.6 C8.2 7.8 9.1 7.4 9.6 6.6 L10.2 5.7"
                + " L12.9 9.5 C13.7 10.6 14.9 11.3 16.2 11.5 L19.2 12 C20.6 12.2 21.6 13.4 21.6 14.8"
                + " L21.6 15.8 C21.6 16.9 20.7 17.8 19.6 17.8 Z")
        let welt = [CGPoint(x: 2.6, y: 14.9), CGPoint(x: 21.6, y: 14.9)]
        let laces = [[CGPoint(x: 10.6, y: 10.5), CGPoint(x: 12, y: 9.3)], [CGPoint(x: 12.7, y: 12.3), CGPoint(x: 14.1, y: 11.1)]]
        // backpack: a rounded bag, its carry loop on top and a front pocket with a flap line.
        let bag = Path(roundedRect: CGRect(x: 4.6, y: 5, width: 14.8, height: 16.5), cornerRadius: 4.4)
        let loop = G.svg("M9.3 5 L9.3 4.3 C9.3 3.1 10.2 2.2 11.4 2.2 L12.6 2.2 C13.8 2.2 14.7 3.1 14.7 4.3 L14.7 5")
        let pocket = Path(roundedRect: CGRect(x: 8, y: 12.6, width: 8, height: 6), cornerRadius: 1.6)
        let flap = [CGPoint(x: 8, y: 15), CGPoint(x: 16, y: 15)]
        // The filled bag's pocket: its outline and flap cut out.
        let pocketEdge = [CGPoint(x: 8, y: 12.6), CGPoint(x: 8, y: 18.6), CGPoint(x: 16, y: 18.6), CGPoint(x: 16, y: 12.6), CGPoint(x: 8, y: 12.6)]
        return [
            ("shoe", [.stroke(shoe), .stroke(G.polyline(welt), width: 1.5), .stroke(G.polyline(laces[0], laces[1]), width: 1.4)]),
            ("shoe.fill", [.solid(shoe, width: 1, holes: [G.thickPolyline(welt, width: 1.5)] + laces.map { G.thickPolyline($0, width: 1.3) })]),
            ("backpack", [.stroke(bag), .stroke(loop, width: 1.6), .stroke(pocket, width: 1.5), .stroke(G.polyline(flap), width: 1.5)]),
            ("backpack.fill", [.solid(bag, width: 1, holes: [G.thickPolyline(pocketEdge, width: 1.5), G.thickPolyline(flap, width: 1.5)]),
                               .stroke(loop, width: 1.6)]),
            ("textformat.size.smaller", letterA(height: 10)),
            ("textformat.size.larger", letterA(height: 16)),
            ("atom", [
                .stroke(orbit), .stroke(rotated(orbit, 60)), .stroke(rotated(orbit, -60)),
                .solid(G.circle(G.center, 2.3), width: 1),
            ]),
            ("basketball", [.stroke(G.ring), .stroke(seams)]),
            ("basketball.fill", [.solid(G.circle(G.center, 10), holes: seamCuts())]),
            ("switch.2", [
                .stroke(G.svg("M3 7 L11.2 7")), .stroke(G.circle(CGPoint(x: 16.5, y: 7), 3.6)),
                .stroke(G.svg("M12.8 17 L21 17")), .stroke(G.circle(CGPoint(x: 7.5, y: 17), 3.6)),
            ]),
            ("shoeprints.fill", sole(4, 7.2) + sole(14.6, 2.2)),
            ("infinity", [.stroke(infinity, width: 2.1)]),
            ("doc.text", [.stroke(page), .stroke(G.polyline(fold), width: 1.5), .stroke(G.polyline(textLines[0], textLines[1], textLines[2]), width: 1.6)]),
            ("doc.text.fill", [.solid(page, width: 1, holes: [G.thickPolyline(fold, width: 1.5)] + textLines.map { G.thickPolyline($0, width: 1.6) })]),
            ("bag", [.stroke(bagBody), .stroke(G.polyline(handle))]),
            ("bag.fill", [.solid(bagBody, width: 1.75), .stroke(G.polyline(handle))]),
            ("bag.circle", [.stroke(G.ring), .stroke(inCircle(bagBody), width: 1.5), .stroke(inCircle(G.polyline(handle)), width: 1.5)]),
            ("bag.circle.fill", [.solid(G.disc, holes: [inCircle(bagBody), inCircle(G.thickPolyline(handle, width: 1.5 / 0.6))])]),
            ("infinity.circle", [.stroke(G.ring), .stroke(G.scaled(infinity, by: 0.62, about: G.center), width: 1.7)]),
        ]
    }
}

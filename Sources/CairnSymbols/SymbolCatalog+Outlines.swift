import CairnGeometry
import CairnShapes
import Foundation

private typealias G = SymbolGeometry

extension SymbolCatalog {
    /// Outlines the icon set has only solid, among the names apps use most (a pasted cart, a
    /// profile button, a settings row): `trash`, `gearshape`, `person.crop.circle`,
    /// `calendar`, `photo`, `camera`, `location` (and `location.fill`, the set's arrow pointing
    /// up), `drop`, `flame`, `square.grid.2x2`, and `eye` and `eye.slash` (a password field's
    /// show and hide), `phone`, `book` (and `book.fill`, the set's being a closed book), `headphones`, `briefcase` and `map`. Their `.fill`, `.circle` and `.square` forms still come from the
    /// set (`scripts/symbols/mapping.txt` leaves these names out with `!`). Apple publishes no
    /// outlines; each is Cairn's drawing of the SF Symbols picture on the 24-unit grid (round
    /// 1.75-unit strokes).
    static var outlineSymbols: [(String, [SymbolDrawing.Part])] {
        // The trash can: a lid from x 3.5 to 20.5 at y 5.5 under a handle 6 wide, a body
        // narrowing from 13 to 10 units down to y 21.5, two ribs.
        let lid = G.svg("M3.5 5.5 H20.5")
        let handle = G.svg("M9 5.5 V4.3 Q9 2.5 10.8 2.5 H13.2 Q15 2.5 15 4.3 V5.5")
        let can = G.svg("M5.5 5.5 L6.6 19.5 Q6.8 21.5 8.8 21.5 H15.2 Q17.2 21.5 17.4 19.5 L18.5 5.5")
        let ribs = G.svg("M10 9.5 V17.5 M14 9.5 V17.5")
        // The gear: `gear`'s outline (eight teeth to radius 10.4 on a rim of 8.1 round a hole
        // of radius 3.2), in the 1.6-unit strokes of the settings glyph.
        let gear = G.gear(G.center, teeth: 8, inner: 8.1, outer: 10.4)
        // The profile: a head of radius 3.6 at (12, 9.4) and shoulders meeting the ring.
        let head = G.circle(CGPoint(x: 12, y: 9.4), 3.6)
        let shoulders = G.svg("M5.6 18.6 C7.2 16 9.4 14.9 12 14.9 C14.6 14.9 16.8 16 18.4 18.6")
        // The calendar: a page x 3…21, y 4…21 with a solid header to y 8.5 and six days.
        let calendarPage = Path(roundedRect: CGRect(x: 3, y: 4, width: 18, height: 17), cornerRadius: 3)
        let header = G.svg("M3 8.5 V7 Q3 4 6 4 H18 Q21 4 21 7 V8.5 Z")
        let days = (0..<6).map { k in G.circle(CGPoint(x: 8 + CGFloat(k % 3) * 4, y: 12.5 + CGFloat(k / 3) * 4), 1.05) }
            .reduce(into: Path()) { $0.addPath($1) }
        // The photo: a frame x 2.5…21.5, y 4.5…19.5 round a sun at (16, 9) and two hills.
        let frame = Path(roundedRect: CGRect(x: 2.5, y: 4.5, width: 19, height: 15), cornerRadius: 3)
        let hills = G.polyline([CGPoint(x: 3.2, y: 17.3), CGPoint(x: 9.5, y: 11.3), CGPoint(x: 14, y: 15.6),
                                CGPoint(x: 16.3, y: 13.4), CGPoint(x: 20.8, y: 17.6)])
        // The camera: a body x 2.5…21.5, y 7…20.5 with a hump 6.6 wide on top, a lens of
        // radius 3.8 at (12, 13.6).
        let camera = G.svg("""
            M5.5 7 H8 L9.3 4.8 Q9.6 4.3 10.2 4.3 H13.8 Q14.4 4.3 14.7 4.8 L16 7 H18.5 \
            Q21.5 7 21.5 10 V17.5 Q21.5 20.5 18.5 20.5 H5.5 Q2.5 20.5 2.5 17.5 V10 Q2.5 7 5.5 7 Z
            """)
        // The location arrow: pointing up and to the right from (3.5, 11) to (20.5, 3.5).
        let arrow = G.svg("M20.5 3.5 L3.5 11 L12 12 L13 20.5 Z")
        // The drop: a point at (12, 2.5) swelling to a circle of radius 7 about (12, 14.5).
        let drop = G.svg("M12 2.5 C10 5.2 5 10.4 5 14.5 C5 18.4 8.1 21.5 12 21.5 C15.9 21.5 19 18.4 19 14.5 C19 10.4 14 5.2 12 2.5 Z")
        // The flame: a tongue rising to (12, 2.5) with a lick on its left at (8.6, 8).
        let flame = G.svg("""
            M12 2.5 C12.6 6.4 18.6 8.8 18.6 14.6 C18.6 18.6 15.7 21.5 12 21.5 C8.3 21.5 5.4 18.6 5.4 14.8 \
            C5.4 11.9 7.2 10 8.6 8 C9 9.8 9.7 11 10.8 11.6 C11.7 8.6 12 5.6 12 2.5 Z
            """)
        // Four squares 7.5 wide with 2-unit corners, 3 units apart.
        let grid = [(3.0, 3.0), (13.5, 3.0), (3.0, 13.5), (13.5, 13.5)].reduce(into: Path()) { path, origin in
            path.addPath(Path(roundedRect: CGRect(x: origin.0, y: origin.1, width: 7.5, height: 7.5), cornerRadius: 2))
        }
        // The eye: an almond from x 1.8 to 22.2, 13.4 tall, round an iris of radius 3.4 and a
        // pupil of 1.3; slashed from (3.8, 3.8) to (20.2, 20.2), the eye cut 1.6 either side.
        let almond = G.svg("M1.8 12 C4.3 7.6 7.9 5.3 12 5.3 C16.1 5.3 19.7 7.6 22.2 12 C19.7 16.4 16.1 18.7 12 18.7 C7.9 18.7 4.3 16.4 1.8 12 Z")
        let eyeParts: [SymbolDrawing.Part] = [.stroke(almond), .stroke(G.circle(G.center, 3.4), width: 1.6), .fill(G.circle(G.center, 1.3))]
        let slash = [CGPoint(x: 3.8, y: 3.8), CGPoint(x: 20.2, y: 20.2)]
        let slashGap = G.thickPolyline(slash, width: 1.75 + 3.2)
        // The handset: earpiece at the top left, mouthpiece at the bottom right, 18 units across.
        let handset = G.svg("""
            M6.2 3.2 L8.9 2.9 Q9.8 2.8 10.2 3.7 L11.6 7.1 Q11.9 7.9 11.3 8.5 L9.6 10.1 Q11.1 13.2 13.9 14.5 \
            L15.5 12.8 Q16.1 12.2 16.9 12.5 L20.3 13.9 Q21.2 14.3 21.1 15.2 L20.8 17.8 Q20.6 20.6 17.8 20.9 \
            Q11.5 21 7.3 16.7 Q3 12.5 3.1 6.2 Q3.4 3.4 6.2 3.2 Z
            """)
        // The open book: two pages x 3…21 bowing down to the spine at x 12.
        let pages = G.svg("M12 6.2 Q8.5 4 3 4.5 V18.5 Q8.5 18 12 20.2 Q15.5 18 21 18.5 V4.5 Q15.5 4 12 6.2 Z")
        let spine = [CGPoint(x: 12, y: 6.2), CGPoint(x: 12, y: 20.2)]
        // The headphones: a band of radius 8.5 over cups x 3…7.5 and 16.5…21, y 13…20.5.
        let band = G.svg("M3.5 15 V12.5 Q3.5 4 12 4 Q20.5 4 20.5 12.5 V15")
        let cups = [3.0, 16.5].reduce(into: Path()) { $0.addPath(Path(roundedRect: CGRect(x: $1, y: 13, width: 4.5, height: 7.5), cornerRadius: 1.8)) }
        // The briefcase: a body x 2.5…21.5, y 7…20.5 with a band at y 12.5, a handle 7 wide.
        let caseBody = Path(roundedRect: CGRect(x: 2.5, y: 7, width: 19, height: 13.5), cornerRadius: 2.5)
        let caseHandle = G.svg("M8.5 7 V5.2 Q8.5 3.7 10 3.7 H14 Q15.5 3.7 15.5 5.2 V7")
        // The folded map: three panels zigzagging between y 3.5 and 20.5.
        let map = G.svg("M2.5 6 L8.5 3.5 L15.5 6 L21.5 3.5 V18 L15.5 20.5 L8.5 18 L2.5 20.5 Z")
        let folds = G.svg("M8.5 3.5 V18 M15.5 6 V20.5")
        return [
            ("trash", [.stroke(lid), .stroke(handle), .stroke(can), .stroke(ribs, width: 1.5)]),
            ("gearshape", [.stroke(gear, width: 1.6), .stroke(G.circle(G.center, 3.2), width: 1.6)]),
            ("person.crop.circle", [.stroke(G.ring), .stroke(head, width: 1.6), .stroke(shoulders, width: 1.6)]),
            ("calendar", [.stroke(calendarPage), .fill(header), .fill(days)]),
            ("camera", [.stroke(camera), .stroke(G.circle(CGPoint(x: 12, y: 13.6), 3.8), width: 1.6)]),
            ("location", [.stroke(arrow, width: 1.6)]),
            ("location.fill", [.solid(arrow, width: 1.6)]),
            ("drop", [.stroke(drop)]),
            ("flame", [.stroke(flame)]),
            ("square.grid.2x2", [.stroke(grid, width: 1.6)]),
            ("eye", eyeParts),
            ("phone", [.stroke(handset, width: 1.6)]),
            ("book", [.stroke(pages, width: 1.6), .stroke(G.polyline(spine), width: 1.6)]),
            ("book.fill", [.solid(pages, width: 1.6, holes: [G.thickPolyline(spine, width: 1.4)])]),
            ("headphones", [.stroke(band), .stroke(cups, width: 1.6)]),
            ("briefcase", [.stroke(caseBody), .stroke(caseHandle), .stroke(G.svg("M2.5 12.5 H21.5"), width: 1.5)]),
            ("map", [.stroke(map, width: 1.6), .stroke(folds, width: 1.5)]),
            ("eye.slash", eyeParts.map { $0.cutting([slashGap]) } + [.stroke(G.polyline(slash))]),
            ("photo", [.stroke(frame), .stroke(hills, width: 1.6), .stroke(G.circle(CGPoint(x: 16, y: 9), 1.7), width: 1.5)]),
        ]
    }
}

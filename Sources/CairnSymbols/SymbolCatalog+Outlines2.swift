import CairnGeometry
import CairnShapes
import Foundation

private typealias G = SymbolGeometry

extension SymbolCatalog {
    /// More outlines the icon set has only solid, among the names apps use most (a garage's
    /// car, a password row's key, a call's video button, a settings wrench, a game's tab):
    /// `car`, `key` (and `key.fill`: the set's key lies on its side, SF Symbols' stands up, as
    /// its separate `key.horizontal` implies), `video`, `wrench` (and `wrench.adjustable`, its
    /// SF Symbols 5 name), `leaf`, `cpu`, `gamecontroller`, `graduationcap`,
    /// `cup.and.saucer`, `desktopcomputer`, `paintbrush` (an appearance row's), `bed.double` (with `bed.double.fill`: the set's
    /// bed is seen from the side), `building.2`, `list.bullet.rectangle` and
    /// `rectangle.grid.2x2`. Like `outlineSymbols`: Cairn's drawing of the
    /// SF Symbols picture on the 24-unit grid (Apple publishes no outlines), each name left
    /// out of the generated table with a `!` line while its `.fill`, `.circle` and `.square`
    /// forms stay the set's.
    static var moreOutlineSymbols: [(String, [SymbolDrawing.Part])] {
        // The car, from the front: a cabin narrowing to a roof at y 4.5 over a body x 2.5…21.5
        // down to y 17.5, the windscreen's sill at y 10, two wheels to y 20.5, two headlights.
        let car = G.svg("""
            M7.2 4.5 H16.8 Q17.8 4.5 18.2 5.4 L20 10 Q21.5 10.6 21.5 12.2 V16 Q21.5 17.5 20 17.5 H4 \
            Q2.5 17.5 2.5 16 V12.2 Q2.5 10.6 4 10 L5.8 5.4 Q6.2 4.5 7.2 4.5 Z
            """)
        let wheels = G.svg("M4.5 17.5 V19.5 Q4.5 20.5 5.5 20.5 H6.5 Q7.5 20.5 7.5 19.5 V17.5 M16.5 17.5 V19.5 Q16.5 20.5 17.5 20.5 H18.5 Q19.5 20.5 19.5 19.5 V17.5")
        var headlights = G.circle(CGPoint(x: 6.3, y: 13.8), 1.2)
        headlights.addPath(G.circle(CGPoint(x: 17.7, y: 13.8), 1.2))
        // The key, upright: a bow of radius 4.8 at (12, 7.3) with a hole, a blade to y 21 with
        // two teeth on its right.
        let bow = G.circle(CGPoint(x: 12, y: 7.3), 4.8)
        let blade = G.svg("M10.6 12 V19.6 L12 21 L13.4 19.6 V18.6 L12.5 17.7 L13.4 16.8 V16 L12.5 15.1 L13.4 14.2 V12")
        // Filled (the set's key lies on its side): the bow and a closed blade, the hole cut out.
        var solidKey = G.circle(CGPoint(x: 12, y: 7.3), 4.8)
        solidKey.addPath(G.svg("M10.6 11 V19.6 L12 21 L13.4 19.6 V18.6 L12.5 17.7 L13.4 16.8 V16 L12.5 15.1 L13.4 14.2 V11 Z"))
        let keyHole = G.circle(CGPoint(x: 12, y: 5.4), 1.3)
        // The desktop computer: a screen x 2…22, y 3.5…17 with its chin at y 13.5, a stand
        // widening to a foot at y 20.5.
        let screen = Path(roundedRect: CGRect(x: 2, y: 3.5, width: 20, height: 13.5), cornerRadius: 2)
        let stand = G.svg("M2 13.5 H22 M9.7 17 L9.2 20.5 M14.3 17 L14.8 20.5 M7.5 20.5 H16.5")
        // The camcorder: a body x 2…15.5, y 6…18 and a lens widening to x 22.
        let camcorder = Path(roundedRect: CGRect(x: 2, y: 6, width: 13.5, height: 12), cornerRadius: 3)
        let lens = G.svg("M15.5 10.2 L20.6 7.2 Q22 6.5 22 8 V16 Q22 17.5 20.6 16.8 L15.5 13.8")
        // The wrench (SF Symbols draws `wrench` as the adjustable one): a handle 3.6 wide from
        // a round end at (5, 19) up to a head of radius 5 at (16.3, 7.7), its jaw 3 wide open
        // to the upper right.
        let wrench = G.svg("""
            M11.73 9.73 A5 5 0 0 1 18.61 3.27 L15.59 6.29 L17.71 8.41 L20.73 5.39 A5 5 0 0 1 14.27 12.27 \
            L6.27 20.27 A1.8 1.8 0 0 1 3.73 17.73 Z
            """)
        // The leaf: from its base at (6.8, 17.2) to its tip at (20.5, 3.5), a stem and vein
        // from (3.5, 20.5) into it.
        let leaf = G.svg("M6.8 17.2 C5.2 10.6 10.4 4.4 20.5 3.5 C20.4 13.4 14.2 19.4 6.8 17.2 Z")
        let vein = G.svg("M3.5 20.5 C8 14.5 12 10.5 16.5 7.5")
        // The chip: a package x 6…18 with a die x 9.5…14.5 inside and three pins 2.5 long on
        // each side, at 9, 12 and 15.
        let package = Path(roundedRect: CGRect(x: 6, y: 6, width: 12, height: 12), cornerRadius: 2)
        let die = Path(roundedRect: CGRect(x: 9.5, y: 9.5, width: 5, height: 5), cornerRadius: 1)
        let pins = [9.0, 12.0, 15.0].reduce(into: Path()) { path, p in
            path.move(to: CGPoint(x: p, y: 3)); path.addLine(to: CGPoint(x: p, y: 5.5))
            path.move(to: CGPoint(x: p, y: 18.5)); path.addLine(to: CGPoint(x: p, y: 21))
            path.move(to: CGPoint(x: 3, y: p)); path.addLine(to: CGPoint(x: 5.5, y: p))
            path.move(to: CGPoint(x: 18.5, y: p)); path.addLine(to: CGPoint(x: 21, y: p))
        }
        // The game controller: a body x 1.4…22.6, y 6.5…19.5 with two grips, a cross-shaped
        // pad at (7.5, 11.8) and four buttons round (16.8, 11.8).
        let controller = G.svg("""
            M7.5 6.5 H16.5 C19.5 6.5 21 8.5 21.8 12 L22.5 15.5 C23 18 21.6 19.5 19.8 19.5 C18.3 19.5 \
            17.5 18.5 16.6 17.2 L15.8 16 H8.2 L7.4 17.2 C6.5 18.5 5.7 19.5 4.2 19.5 C2.4 19.5 1 18 1.5 15.5 \
            L2.2 12 C3 8.5 4.5 6.5 7.5 6.5 Z
            """)
        let pad = G.svg("M7.5 9.6 V14 M5.3 11.8 H9.7")
        let buttons = [(16.8, 10.1), (16.8, 13.5), (15.1, 11.8), (18.5, 11.8)].reduce(into: Path()) {
            $0.addPath(G.circle(CGPoint(x: $1.0, y: $1.1), 0.9))
        }
        // The mortarboard: a board from x 1.5 to 22.5 (y 4…14), the cap below it to y 18.6, a
        // tassel at x 20.5.
        let board = G.svg("M12 4 L22.5 9 L12 14 L1.5 9 Z")
        let cap = G.svg("M6 11.6 V15.8 Q12 20.6 18 15.8 V11.6")
        // The cup x 5…17 from y 8 to 17, its handle out to x 20.5, on a saucer at y 20.
        let cup = G.svg("M5 8 H17 V12.5 Q17 17 12.5 17 H9.5 Q5 17 5 12.5 Z")
        let cupHandle = G.svg("M17 9.5 H18.3 Q20.5 9.5 20.5 11.65 Q20.5 13.8 18.3 13.8 H16.8")
        // The paintbrush: a handle 3.2 wide from a round end at (20.5, 3.5) down to
        // (12.6, 11.4), inside a bristle head that sweeps to its point at (3, 20.9).
        let brushHandle = G.svg("M19.37 2.37 A1.6 1.6 0 0 1 21.63 4.63 L13.73 12.53 L11.47 10.27 Z")
        let bristles = G.svg("M11.3 10.1 C8.3 9.9 6.4 12.3 6.3 15 C6.2 17.4 5 19.3 3 20.9 C6.8 21.6 11.7 20.3 13.2 16.8 C13.9 15.2 14 13.9 13.9 12.7")
        // The double bed, from its foot: a headboard x 3…21, y 4…12.5 with two pillows, the
        // mattress x 2…22 down to y 18, two legs to y 20.5.
        let headboard = Path(roundedRect: CGRect(x: 3, y: 4, width: 18, height: 8.5), cornerRadius: 2.5)
        var pillows = Path(roundedRect: CGRect(x: 5.5, y: 7.5, width: 5.5, height: 3.2), cornerRadius: 1.2)
        pillows.addPath(Path(roundedRect: CGRect(x: 13, y: 7.5, width: 5.5, height: 3.2), cornerRadius: 1.2))
        let mattress = Path(roundedRect: CGRect(x: 2, y: 12.5, width: 20, height: 5.5), cornerRadius: 1.5)
        // Filled (the set's is a bed seen from the side): headboard and mattress solid, the
        // pillows cut out.
        var bed = headboard
        bed.addPath(mattress)
        let legs = G.svg("M4 18 V20.5 M20 18 V20.5")
        // Two buildings: a tower x 3…13, y 3…21 and a lower block to x 21 from y 9, windows 1.8
        // square.
        let tower = Path(roundedRect: CGRect(x: 3, y: 3, width: 10, height: 18), cornerRadius: 1.5)
        let block = G.svg("M13 9 H19.5 Q21 9 21 10.5 V19.5 Q21 21 19.5 21 H13")
        var windows = Path()
        for x in [5.6, 8.6] { for y in [6.0, 9.5, 13, 16.5] { windows.addRect(CGRect(x: x, y: y, width: 1.8, height: 1.8)) } }
        for x in [15.2, 17.4] { for y in [12.0, 15.5] { windows.addRect(CGRect(x: x, y: y, width: 1.8, height: 1.8)) } }
        // A list in a frame x 2…22, y 4…20: three bullets at x 6.5 with their lines to x 18.
        let listFrame = Path(roundedRect: CGRect(x: 2, y: 4, width: 20, height: 16), cornerRadius: 3)
        let bullets = [8.5, 12.0, 15.5].reduce(into: Path()) { $0.addPath(G.circle(CGPoint(x: 6.5, y: $1), 1.1)) }
        let listLines = G.svg("M9.8 8.5 H18 M9.8 12 H18 M9.8 15.5 H18")
        // Four rectangles 8.5 × 6.5 with 2-unit corners, 2 units apart.
        let rectangles = [(2.5, 4.5), (13.0, 4.5), (2.5, 13.0), (13.0, 13.0)].reduce(into: Path()) { path, origin in
            path.addPath(Path(roundedRect: CGRect(x: origin.0, y: origin.1, width: 8.5, height: 6.5), cornerRadius: 2))
        }
        return [
            ("list.bullet.rectangle", [.stroke(listFrame, width: 1.6), .fill(bullets), .stroke(listLines, width: 1.6)]),
            ("rectangle.grid.2x2", [.stroke(rectangles, width: 1.6)]),
            ("paintbrush", [.stroke(brushHandle, width: 1.6), .stroke(bristles, width: 1.6)]),
            ("bed.double", [.stroke(headboard, width: 1.6), .stroke(pillows, width: 1.5), .stroke(mattress, width: 1.6), .stroke(legs)]),
            ("bed.double.fill", [.solid(bed, width: 1.6, holes: [pillows]), .stroke(legs)]),
            ("building.2", [.stroke(tower, width: 1.6), .stroke(block, width: 1.6), .fill(windows)]),
            ("car", [.stroke(car, width: 1.6), .stroke(G.svg("M4 10 H20"), width: 1.5), .stroke(wheels, width: 1.6), .fill(headlights)]),
            ("key", [.stroke(bow, width: 1.6), .fill(keyHole), .stroke(blade, width: 1.6)]),
            ("key.fill", [.solid(solidKey, width: 1.6, holes: [keyHole])]),
            ("desktopcomputer", [.stroke(screen, width: 1.6), .stroke(stand, width: 1.5)]),
            ("video", [.stroke(camcorder), .stroke(lens)]),
            ("wrench", [.stroke(wrench, width: 1.6)]),
            ("wrench.adjustable", [.stroke(wrench, width: 1.6)]),
            ("leaf", [.stroke(leaf, width: 1.6), .stroke(vein, width: 1.6)]),
            ("cpu", [.stroke(package, width: 1.6), .stroke(die, width: 1.5), .stroke(pins, width: 1.5)]),
            ("gamecontroller", [.stroke(controller, width: 1.6), .stroke(pad, width: 1.6), .fill(buttons)]),
            ("graduationcap", [.stroke(board, width: 1.6), .stroke(cap, width: 1.6), .stroke(G.svg("M20.5 10 V15.5"), width: 1.5)]),
            ("cup.and.saucer", [.stroke(cup, width: 1.6), .stroke(cupHandle, width: 1.6), .stroke(G.svg("M3 20.2 H21"))]),
        ]
    }
}
